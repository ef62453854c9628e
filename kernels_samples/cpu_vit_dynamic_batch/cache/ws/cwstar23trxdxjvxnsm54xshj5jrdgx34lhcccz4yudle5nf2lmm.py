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


cpp_fused__to_copy_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       at::BFloat16* out_ptr0,
                       at::BFloat16* out_ptr1,
                       at::BFloat16* out_ptr2,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(at::BFloat16))) at::BFloat16 tmp2[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x1_inner + 48L*x0), static_cast<int64_t>(16));
                                    auto tmp1 = at::vec::convert<at::BFloat16>(tmp0);
                                    tmp1.store(tmp2 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                }
                                transpose_mxn<at::BFloat16,static_cast<int64_t>(3L),static_cast<int64_t>(16),false>(tmp2, static_cast<int64_t>(16), out_ptr0 + static_cast<int64_t>(x1 + 3L*x2 + 48L*x0), static_cast<int64_t>(3L));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(576L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(576L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(at::BFloat16))) at::BFloat16 tmp2[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 576L*x1 + 576L*x1_inner + 1728L*x0), static_cast<int64_t>(16));
                                    auto tmp1 = at::vec::convert<at::BFloat16>(tmp0);
                                    tmp1.store(tmp2 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                }
                                transpose_mxn<at::BFloat16,static_cast<int64_t>(3L),static_cast<int64_t>(16),false>(tmp2, static_cast<int64_t>(16), out_ptr1 + static_cast<int64_t>(x1 + 3L*x2 + 1728L*x0), static_cast<int64_t>(3L));
                            }
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(32L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                            auto tmp1 = at::vec::convert<at::BFloat16,1,float,2>(tmp0);
                            tmp1.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(48L)))
                        {
                            auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16L));
                            auto tmp1 = at::vec::convert<at::BFloat16,1,float,2>(tmp0);
                            tmp1.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16L));
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


cpp_fused__to_copy_add_cat_clone_expand_native_layer_norm_t_transpose_view_1 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const at::BFloat16*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'at::BFloat16*', 'at::BFloat16*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1,
                       at::BFloat16* out_ptr4,
                       at::BFloat16* out_ptr5,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr0;
    auto out_ptr3 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(48L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 1776L*x0));
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1728L); x1+=static_cast<int64_t>(32L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1728L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 1728L*x0), static_cast<int64_t>(32));
                            auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                            tmp1.store(out_ptr1 + static_cast<int64_t>(x1 + 1776L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(37L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(48L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(48L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(16));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 48L*x1), static_cast<int64_t>(16));
                                    auto tmp2 = tmp0 + tmp1;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp2;
                                }
                            }
                        }
                        tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                        out_ptr2[static_cast<int64_t>(x1 + 37L*x0)] = static_cast<float>(tmp_acc0);
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(37L*ks0); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L))))))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(48.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L)))) && x0 < static_cast<int64_t>(37L*ks0)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L))) + 37L*ks0));
                            auto tmp1 = static_cast<float>(48.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L))) + 37L*ks0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(37L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(48L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(48L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(16));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 48L*x1), static_cast<int64_t>(16));
                                    auto tmp3 = in_out_ptr0[static_cast<int64_t>(x1 + 37L*x0)];
                                    auto tmp2 = tmp0 + tmp1;
                                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                                    auto tmp5 = tmp2 - tmp4;
                                    auto tmp6 = tmp5 * tmp5;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp6;
                                }
                            }
                        }
                        tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                        out_ptr3[static_cast<int64_t>(x1 + 37L*x0)] = static_cast<float>(tmp_acc0);
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(37L*ks0); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L))))))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(48.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            tmp7.store(in_out_ptr1 + static_cast<int64_t>(x0));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L)))) && x0 < static_cast<int64_t>(37L*ks0)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L))) + 37L*ks0));
                            auto tmp1 = static_cast<float>(48.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            tmp7.store(in_out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L))) + 37L*ks0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6912L); x0+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(6912L)))
                    {
                        auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp1 = at::vec::convert<at::BFloat16,1,float,2>(tmp0);
                        tmp1.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(37L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(48L); x2+=static_cast<int64_t>(32L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(32));
                                auto tmp1 = at::vec::VectorizedN<float,2>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 48L*x1), static_cast<int64_t>(32));
                                auto tmp3 = in_out_ptr0[static_cast<int64_t>(x1 + 37L*x0)];
                                auto tmp6 = in_out_ptr1[static_cast<int64_t>(x1 + 37L*x0)];
                                auto tmp9 = at::vec::VectorizedN<float,2>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(32));
                                auto tmp11 = at::vec::VectorizedN<float,2>::loadu(in_ptr6 + static_cast<int64_t>(x2), static_cast<int64_t>(32));
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = at::vec::VectorizedN<float,2>(tmp3);
                                auto tmp5 = tmp2 - tmp4;
                                auto tmp7 = at::vec::VectorizedN<float,2>(tmp6);
                                auto tmp8 = tmp5 * tmp7;
                                auto tmp10 = tmp8 * tmp9;
                                auto tmp12 = tmp10 + tmp11;
                                auto tmp13 = at::vec::convert<at::BFloat16,1,float,2>(tmp12);
                                tmp13.store(out_ptr5 + static_cast<int64_t>(x2 + 48L*x0 + 48L*ks0*x1), static_cast<int64_t>(32));
                            }
                            if(C10_UNLIKELY(x2 >= static_cast<int64_t>(32L) && x2 < static_cast<int64_t>(48L)))
                            {
                                auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(16L));
                                auto tmp1 = at::vec::VectorizedN<float,2>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 48L*x1), static_cast<int64_t>(16L));
                                auto tmp3 = in_out_ptr0[static_cast<int64_t>(x1 + 37L*x0)];
                                auto tmp6 = in_out_ptr1[static_cast<int64_t>(x1 + 37L*x0)];
                                auto tmp9 = at::vec::VectorizedN<float,2>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(16L));
                                auto tmp11 = at::vec::VectorizedN<float,2>::loadu(in_ptr6 + static_cast<int64_t>(x2), static_cast<int64_t>(16L));
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = at::vec::VectorizedN<float,2>(tmp3);
                                auto tmp5 = tmp2 - tmp4;
                                auto tmp7 = at::vec::VectorizedN<float,2>(tmp6);
                                auto tmp8 = tmp5 * tmp7;
                                auto tmp10 = tmp8 * tmp9;
                                auto tmp12 = tmp10 + tmp11;
                                auto tmp13 = at::vec::convert<at::BFloat16,1,float,2>(tmp12);
                                tmp13.store(out_ptr5 + static_cast<int64_t>(x2 + 48L*x0 + 48L*ks0*x1), static_cast<int64_t>(16L));
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


cpp_fused__to_copy__unsafe_view_add_clone_squeeze_transpose_unsqueeze_view_2 = async_compile.cpp_pybinding(['const at::BFloat16*', 'const float*', 'at::BFloat16*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       const float* in_ptr1,
                       at::BFloat16* out_ptr0,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for collapse(2)
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(37L*ks0); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(48L); x2+=static_cast<int64_t>(32L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 48L*x0 + 144L*x1), static_cast<int64_t>(32));
                                auto tmp2 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 48L*x0), static_cast<int64_t>(32));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                auto tmp3 = (tmp2);
                                auto tmp4 = tmp1 + tmp3;
                                auto tmp5 = at::vec::convert<at::BFloat16,1,float,2>(tmp4);
                                tmp5.store(out_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*ks0*x0), static_cast<int64_t>(32));
                            }
                            if(C10_UNLIKELY(x2 >= static_cast<int64_t>(32L) && x2 < static_cast<int64_t>(48L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 48L*x0 + 144L*x1), static_cast<int64_t>(16L));
                                auto tmp2 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 48L*x0), static_cast<int64_t>(16L));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                auto tmp3 = (tmp2);
                                auto tmp4 = tmp1 + tmp3;
                                auto tmp5 = at::vec::convert<at::BFloat16,1,float,2>(tmp4);
                                tmp5.store(out_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*ks0*x0), static_cast<int64_t>(16L));
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


cpp_fused__to_copy_3 = async_compile.cpp_pybinding(['const float*', 'const float*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       at::BFloat16* out_ptr0,
                       at::BFloat16* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2304L); x0+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2304L)))
                    {
                        auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp1 = at::vec::convert<at::BFloat16,1,float,2>(tmp0);
                        tmp1.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(32L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                            auto tmp1 = at::vec::convert<at::BFloat16,1,float,2>(tmp0);
                            tmp1.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(48L)))
                        {
                            auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16L));
                            auto tmp1 = at::vec::convert<at::BFloat16,1,float,2>(tmp0);
                            tmp1.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16L));
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


cpp_fused__to_copy_add_native_layer_norm_transpose_view_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const at::BFloat16*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const at::BFloat16* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr1,
                       float* out_ptr2,
                       at::BFloat16* out_ptr3,
                       at::BFloat16* out_ptr4,
                       at::BFloat16* out_ptr5,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(37L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(48L); x2+=static_cast<int64_t>(32L))
                        {
                            {
                                if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                                {
                                    auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(32));
                                    auto tmp1 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 48L*x1), static_cast<int64_t>(32));
                                    auto tmp3 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 48L*x0 + 48L*ks0*x1), static_cast<int64_t>(32));
                                    auto tmp2 = tmp0 + tmp1;
                                    auto tmp4 = at::vec::convert<float,2,at::BFloat16,1>(tmp3);
                                    auto tmp5 = tmp2 + tmp4;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp5;
                                }
                                if(C10_UNLIKELY(x2 >= static_cast<int64_t>(32L) && x2 < static_cast<int64_t>(48L)))
                                {
                                    auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(16L));
                                    auto tmp1 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 48L*x1), static_cast<int64_t>(16L));
                                    auto tmp3 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 48L*x0 + 48L*ks0*x1), static_cast<int64_t>(16L));
                                    auto tmp2 = tmp0 + tmp1;
                                    auto tmp4 = at::vec::convert<float,2,at::BFloat16,1>(tmp3);
                                    auto tmp5 = tmp2 + tmp4;
                                    tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp5, static_cast<int64_t>(16L));
                                }
                            }
                        }
                        tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                        out_ptr0[static_cast<int64_t>(x1 + 37L*x0)] = static_cast<float>(tmp_acc0);
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(37L*ks0); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L))))))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(48.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L)))) && x0 < static_cast<int64_t>(37L*ks0)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L))) + 37L*ks0));
                            auto tmp1 = static_cast<float>(48.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L))) + 37L*ks0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(37L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(48L); x2+=static_cast<int64_t>(32L))
                        {
                            {
                                if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                                {
                                    auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(32));
                                    auto tmp1 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 48L*x1), static_cast<int64_t>(32));
                                    auto tmp3 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 48L*x0 + 48L*ks0*x1), static_cast<int64_t>(32));
                                    auto tmp6 = in_out_ptr0[static_cast<int64_t>(x1 + 37L*x0)];
                                    auto tmp2 = tmp0 + tmp1;
                                    auto tmp4 = at::vec::convert<float,2,at::BFloat16,1>(tmp3);
                                    auto tmp5 = tmp2 + tmp4;
                                    auto tmp7 = at::vec::VectorizedN<float,2>(tmp6);
                                    auto tmp8 = tmp5 - tmp7;
                                    auto tmp9 = tmp8 * tmp8;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp9;
                                }
                                if(C10_UNLIKELY(x2 >= static_cast<int64_t>(32L) && x2 < static_cast<int64_t>(48L)))
                                {
                                    auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(16L));
                                    auto tmp1 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 48L*x1), static_cast<int64_t>(16L));
                                    auto tmp3 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 48L*x0 + 48L*ks0*x1), static_cast<int64_t>(16L));
                                    auto tmp6 = in_out_ptr0[static_cast<int64_t>(x1 + 37L*x0)];
                                    auto tmp2 = tmp0 + tmp1;
                                    auto tmp4 = at::vec::convert<float,2,at::BFloat16,1>(tmp3);
                                    auto tmp5 = tmp2 + tmp4;
                                    auto tmp7 = at::vec::VectorizedN<float,2>(tmp6);
                                    auto tmp8 = tmp5 - tmp7;
                                    auto tmp9 = tmp8 * tmp8;
                                    tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp9, static_cast<int64_t>(16L));
                                }
                            }
                        }
                        tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                        out_ptr1[static_cast<int64_t>(x1 + 37L*x0)] = static_cast<float>(tmp_acc0);
                    }
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(48L); x2+=static_cast<int64_t>(32L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(32));
                                auto tmp1 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 48L*x1), static_cast<int64_t>(32));
                                auto tmp3 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 48L*x0 + 48L*ks0*x1), static_cast<int64_t>(32));
                                auto tmp6 = in_out_ptr0[static_cast<int64_t>(x1 + 37L*x0)];
                                auto tmp9 = out_ptr1[static_cast<int64_t>(x1 + 37L*x0)];
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = at::vec::convert<float,2,at::BFloat16,1>(tmp3);
                                auto tmp5 = tmp2 + tmp4;
                                auto tmp7 = at::vec::VectorizedN<float,2>(tmp6);
                                auto tmp8 = tmp5 - tmp7;
                                auto tmp10 = static_cast<float>(48.0);
                                auto tmp11 = tmp9 / tmp10;
                                auto tmp12 = static_cast<float>(1e-05);
                                auto tmp13 = float(tmp11 + tmp12);
                                auto tmp14 = 1 / std::sqrt(tmp13);
                                auto tmp15 = at::vec::VectorizedN<float,2>(tmp14);
                                auto tmp16 = tmp8 * tmp15;
                                tmp16.store(out_ptr2 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0));
                            }
                            if(C10_UNLIKELY(x2 >= static_cast<int64_t>(32L) && x2 < static_cast<int64_t>(48L)))
                            {
                                auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(16L));
                                auto tmp1 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 48L*x1), static_cast<int64_t>(16L));
                                auto tmp3 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 48L*x0 + 48L*ks0*x1), static_cast<int64_t>(16L));
                                auto tmp6 = in_out_ptr0[static_cast<int64_t>(x1 + 37L*x0)];
                                auto tmp9 = out_ptr1[static_cast<int64_t>(x1 + 37L*x0)];
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = at::vec::convert<float,2,at::BFloat16,1>(tmp3);
                                auto tmp5 = tmp2 + tmp4;
                                auto tmp7 = at::vec::VectorizedN<float,2>(tmp6);
                                auto tmp8 = tmp5 - tmp7;
                                auto tmp10 = static_cast<float>(48.0);
                                auto tmp11 = tmp9 / tmp10;
                                auto tmp12 = static_cast<float>(1e-05);
                                auto tmp13 = float(tmp11 + tmp12);
                                auto tmp14 = 1 / std::sqrt(tmp13);
                                auto tmp15 = at::vec::VectorizedN<float,2>(tmp14);
                                auto tmp16 = tmp8 * tmp15;
                                tmp16.store(out_ptr2 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(16L));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(37L*ks0); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(48L); x1+=static_cast<int64_t>(32L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::VectorizedN<float,2>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(32));
                            auto tmp1 = at::vec::VectorizedN<float,2>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(32));
                            auto tmp3 = at::vec::VectorizedN<float,2>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(32));
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp5 = at::vec::convert<at::BFloat16,1,float,2>(tmp4);
                            tmp5.store(out_ptr3 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(32));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(32L) && x1 < static_cast<int64_t>(48L)))
                        {
                            auto tmp0 = at::vec::VectorizedN<float,2>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(16L));
                            auto tmp1 = at::vec::VectorizedN<float,2>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16L));
                            auto tmp3 = at::vec::VectorizedN<float,2>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16L));
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp5 = at::vec::convert<at::BFloat16,1,float,2>(tmp4);
                            tmp5.store(out_ptr3 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(16L));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4608L); x0+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4608L)))
                    {
                        auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp1 = at::vec::convert<at::BFloat16,1,float,2>(tmp0);
                        tmp1.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(32L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                            auto tmp1 = at::vec::convert<at::BFloat16,1,float,2>(tmp0);
                            tmp1.store(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
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


cpp_fused__to_copy__unsafe_view_gelu_5 = async_compile.cpp_pybinding(['const at::BFloat16*', 'const float*', 'const float*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       at::BFloat16* out_ptr0,
                       at::BFloat16* out_ptr1,
                       at::BFloat16* out_ptr2,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3552L*ks0); x0+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3552L*ks0)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        auto tmp2 = static_cast<float>(0.5);
                        auto tmp3 = at::vec::VectorizedN<float,2>(tmp2);
                        auto tmp4 = tmp1 * tmp3;
                        auto tmp5 = static_cast<float>(0.7071067811865476);
                        auto tmp6 = at::vec::VectorizedN<float,2>(tmp5);
                        auto tmp7 = tmp1 * tmp6;
                        auto tmp8 = tmp7.erf();
                        auto tmp9 = static_cast<float>(1.0);
                        auto tmp10 = at::vec::VectorizedN<float,2>(tmp9);
                        auto tmp11 = tmp8 + tmp10;
                        auto tmp12 = tmp4 * tmp11;
                        auto tmp13 = at::vec::convert<at::BFloat16,1,float,2>(tmp12);
                        tmp13.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4608L); x0+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4608L)))
                    {
                        auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp1 = at::vec::convert<at::BFloat16,1,float,2>(tmp0);
                        tmp1.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(32L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                            auto tmp1 = at::vec::convert<at::BFloat16,1,float,2>(tmp0);
                            tmp1.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(48L)))
                        {
                            auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16L));
                            auto tmp1 = at::vec::convert<at::BFloat16,1,float,2>(tmp0);
                            tmp1.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16L));
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


cpp_fused__to_copy__unsafe_view_add_clone_native_layer_norm_t_transpose_view_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const at::BFloat16*', 'const at::BFloat16*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'at::BFloat16*', 'at::BFloat16*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const at::BFloat16* in_ptr2,
                       const at::BFloat16* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr1,
                       float* out_ptr2,
                       at::BFloat16* out_ptr3,
                       at::BFloat16* out_ptr4,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(37L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(48L); x2+=static_cast<int64_t>(32L))
                        {
                            {
                                if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                                {
                                    auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(32));
                                    auto tmp1 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 48L*x1), static_cast<int64_t>(32));
                                    auto tmp3 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 48L*x0 + 48L*ks0*x1), static_cast<int64_t>(32));
                                    auto tmp6 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(32));
                                    auto tmp2 = tmp0 + tmp1;
                                    auto tmp4 = at::vec::convert<float,2,at::BFloat16,1>(tmp3);
                                    auto tmp5 = tmp2 + tmp4;
                                    auto tmp7 = at::vec::convert<float,2,at::BFloat16,1>(tmp6);
                                    auto tmp8 = tmp5 + tmp7;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp8;
                                }
                                if(C10_UNLIKELY(x2 >= static_cast<int64_t>(32L) && x2 < static_cast<int64_t>(48L)))
                                {
                                    auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(16L));
                                    auto tmp1 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 48L*x1), static_cast<int64_t>(16L));
                                    auto tmp3 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 48L*x0 + 48L*ks0*x1), static_cast<int64_t>(16L));
                                    auto tmp6 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(16L));
                                    auto tmp2 = tmp0 + tmp1;
                                    auto tmp4 = at::vec::convert<float,2,at::BFloat16,1>(tmp3);
                                    auto tmp5 = tmp2 + tmp4;
                                    auto tmp7 = at::vec::convert<float,2,at::BFloat16,1>(tmp6);
                                    auto tmp8 = tmp5 + tmp7;
                                    tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp8, static_cast<int64_t>(16L));
                                }
                            }
                        }
                        tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                        out_ptr0[static_cast<int64_t>(x1 + 37L*x0)] = static_cast<float>(tmp_acc0);
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(37L*ks0); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L))))))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(48.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L)))) && x0 < static_cast<int64_t>(37L*ks0)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L))) + 37L*ks0));
                            auto tmp1 = static_cast<float>(48.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L))) + 37L*ks0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(37L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(48L); x2+=static_cast<int64_t>(32L))
                        {
                            {
                                if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                                {
                                    auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(32));
                                    auto tmp1 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 48L*x1), static_cast<int64_t>(32));
                                    auto tmp3 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 48L*x0 + 48L*ks0*x1), static_cast<int64_t>(32));
                                    auto tmp6 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(32));
                                    auto tmp9 = in_out_ptr0[static_cast<int64_t>(x1 + 37L*x0)];
                                    auto tmp2 = tmp0 + tmp1;
                                    auto tmp4 = at::vec::convert<float,2,at::BFloat16,1>(tmp3);
                                    auto tmp5 = tmp2 + tmp4;
                                    auto tmp7 = at::vec::convert<float,2,at::BFloat16,1>(tmp6);
                                    auto tmp8 = tmp5 + tmp7;
                                    auto tmp10 = at::vec::VectorizedN<float,2>(tmp9);
                                    auto tmp11 = tmp8 - tmp10;
                                    auto tmp12 = tmp11 * tmp11;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp12;
                                }
                                if(C10_UNLIKELY(x2 >= static_cast<int64_t>(32L) && x2 < static_cast<int64_t>(48L)))
                                {
                                    auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(16L));
                                    auto tmp1 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 48L*x1), static_cast<int64_t>(16L));
                                    auto tmp3 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 48L*x0 + 48L*ks0*x1), static_cast<int64_t>(16L));
                                    auto tmp6 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(16L));
                                    auto tmp9 = in_out_ptr0[static_cast<int64_t>(x1 + 37L*x0)];
                                    auto tmp2 = tmp0 + tmp1;
                                    auto tmp4 = at::vec::convert<float,2,at::BFloat16,1>(tmp3);
                                    auto tmp5 = tmp2 + tmp4;
                                    auto tmp7 = at::vec::convert<float,2,at::BFloat16,1>(tmp6);
                                    auto tmp8 = tmp5 + tmp7;
                                    auto tmp10 = at::vec::VectorizedN<float,2>(tmp9);
                                    auto tmp11 = tmp8 - tmp10;
                                    auto tmp12 = tmp11 * tmp11;
                                    tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp12, static_cast<int64_t>(16L));
                                }
                            }
                        }
                        tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                        out_ptr1[static_cast<int64_t>(x1 + 37L*x0)] = static_cast<float>(tmp_acc0);
                    }
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(48L); x2+=static_cast<int64_t>(32L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(32));
                                auto tmp1 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 48L*x1), static_cast<int64_t>(32));
                                auto tmp3 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 48L*x0 + 48L*ks0*x1), static_cast<int64_t>(32));
                                auto tmp6 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(32));
                                auto tmp9 = in_out_ptr0[static_cast<int64_t>(x1 + 37L*x0)];
                                auto tmp12 = out_ptr1[static_cast<int64_t>(x1 + 37L*x0)];
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = at::vec::convert<float,2,at::BFloat16,1>(tmp3);
                                auto tmp5 = tmp2 + tmp4;
                                auto tmp7 = at::vec::convert<float,2,at::BFloat16,1>(tmp6);
                                auto tmp8 = tmp5 + tmp7;
                                auto tmp10 = at::vec::VectorizedN<float,2>(tmp9);
                                auto tmp11 = tmp8 - tmp10;
                                auto tmp13 = static_cast<float>(48.0);
                                auto tmp14 = tmp12 / tmp13;
                                auto tmp15 = static_cast<float>(1e-05);
                                auto tmp16 = float(tmp14 + tmp15);
                                auto tmp17 = 1 / std::sqrt(tmp16);
                                auto tmp18 = at::vec::VectorizedN<float,2>(tmp17);
                                auto tmp19 = tmp11 * tmp18;
                                tmp19.store(out_ptr2 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0));
                            }
                            if(C10_UNLIKELY(x2 >= static_cast<int64_t>(32L) && x2 < static_cast<int64_t>(48L)))
                            {
                                auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(16L));
                                auto tmp1 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 48L*x1), static_cast<int64_t>(16L));
                                auto tmp3 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 48L*x0 + 48L*ks0*x1), static_cast<int64_t>(16L));
                                auto tmp6 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(16L));
                                auto tmp9 = in_out_ptr0[static_cast<int64_t>(x1 + 37L*x0)];
                                auto tmp12 = out_ptr1[static_cast<int64_t>(x1 + 37L*x0)];
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = at::vec::convert<float,2,at::BFloat16,1>(tmp3);
                                auto tmp5 = tmp2 + tmp4;
                                auto tmp7 = at::vec::convert<float,2,at::BFloat16,1>(tmp6);
                                auto tmp8 = tmp5 + tmp7;
                                auto tmp10 = at::vec::VectorizedN<float,2>(tmp9);
                                auto tmp11 = tmp8 - tmp10;
                                auto tmp13 = static_cast<float>(48.0);
                                auto tmp14 = tmp12 / tmp13;
                                auto tmp15 = static_cast<float>(1e-05);
                                auto tmp16 = float(tmp14 + tmp15);
                                auto tmp17 = 1 / std::sqrt(tmp16);
                                auto tmp18 = at::vec::VectorizedN<float,2>(tmp17);
                                auto tmp19 = tmp11 * tmp18;
                                tmp19.store(out_ptr2 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(16L));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6912L); x0+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(6912L)))
                    {
                        auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp1 = at::vec::convert<at::BFloat16,1,float,2>(tmp0);
                        tmp1.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(37L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks0); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(48L); x2+=static_cast<int64_t>(32L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::VectorizedN<float,2>::loadu(out_ptr2 + static_cast<int64_t>(x2 + 48L*x0 + 1776L*x1), static_cast<int64_t>(32));
                                auto tmp1 = at::vec::VectorizedN<float,2>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(32));
                                auto tmp3 = at::vec::VectorizedN<float,2>::loadu(in_ptr6 + static_cast<int64_t>(x2), static_cast<int64_t>(32));
                                auto tmp2 = tmp0 * tmp1;
                                auto tmp4 = tmp2 + tmp3;
                                auto tmp5 = at::vec::convert<at::BFloat16,1,float,2>(tmp4);
                                tmp5.store(out_ptr4 + static_cast<int64_t>(x2 + 48L*x1 + 48L*ks0*x0), static_cast<int64_t>(32));
                            }
                            if(C10_UNLIKELY(x2 >= static_cast<int64_t>(32L) && x2 < static_cast<int64_t>(48L)))
                            {
                                auto tmp0 = at::vec::VectorizedN<float,2>::loadu(out_ptr2 + static_cast<int64_t>(x2 + 48L*x0 + 1776L*x1), static_cast<int64_t>(16L));
                                auto tmp1 = at::vec::VectorizedN<float,2>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(16L));
                                auto tmp3 = at::vec::VectorizedN<float,2>::loadu(in_ptr6 + static_cast<int64_t>(x2), static_cast<int64_t>(16L));
                                auto tmp2 = tmp0 * tmp1;
                                auto tmp4 = tmp2 + tmp3;
                                auto tmp5 = at::vec::convert<at::BFloat16,1,float,2>(tmp4);
                                tmp5.store(out_ptr4 + static_cast<int64_t>(x2 + 48L*x1 + 48L*ks0*x0), static_cast<int64_t>(16L));
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


cpp_fused__to_copy__unsafe_view_add_native_layer_norm_native_layer_norm_backward_transpose_view_7 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'at::BFloat16*', 'float*', 'at::BFloat16*', 'at::BFloat16*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const at::BFloat16* in_ptr2,
                       const at::BFloat16* in_ptr3,
                       const at::BFloat16* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       float* out_ptr0,
                       float* out_ptr2,
                       float* out_ptr3,
                       at::BFloat16* out_ptr4,
                       float* out_ptr5,
                       at::BFloat16* out_ptr6,
                       at::BFloat16* out_ptr7,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(37L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(48L); x2+=static_cast<int64_t>(32L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(32));
                                auto tmp1 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 48L*x1), static_cast<int64_t>(32));
                                auto tmp3 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 48L*x0 + 48L*ks0*x1), static_cast<int64_t>(32));
                                auto tmp6 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(32));
                                auto tmp9 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 48L*x0 + 48L*ks0*x1), static_cast<int64_t>(32));
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = at::vec::convert<float,2,at::BFloat16,1>(tmp3);
                                auto tmp5 = tmp2 + tmp4;
                                auto tmp7 = at::vec::convert<float,2,at::BFloat16,1>(tmp6);
                                auto tmp8 = tmp5 + tmp7;
                                auto tmp10 = at::vec::convert<float,2,at::BFloat16,1>(tmp9);
                                auto tmp11 = tmp8 + tmp10;
                                tmp11.store(out_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0));
                            }
                            if(C10_UNLIKELY(x2 >= static_cast<int64_t>(32L) && x2 < static_cast<int64_t>(48L)))
                            {
                                auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(16L));
                                auto tmp1 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 48L*x1), static_cast<int64_t>(16L));
                                auto tmp3 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 48L*x0 + 48L*ks0*x1), static_cast<int64_t>(16L));
                                auto tmp6 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(16L));
                                auto tmp9 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 48L*x0 + 48L*ks0*x1), static_cast<int64_t>(16L));
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = at::vec::convert<float,2,at::BFloat16,1>(tmp3);
                                auto tmp5 = tmp2 + tmp4;
                                auto tmp7 = at::vec::convert<float,2,at::BFloat16,1>(tmp6);
                                auto tmp8 = tmp5 + tmp7;
                                auto tmp10 = at::vec::convert<float,2,at::BFloat16,1>(tmp9);
                                auto tmp11 = tmp8 + tmp10;
                                tmp11.store(out_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(16L));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(37L*ks0); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(48L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(37L*ks0); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L))))))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(48.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L)))) && x0 < static_cast<int64_t>(37L*ks0)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L))) + 37L*ks0));
                            auto tmp1 = static_cast<float>(48.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L))) + 37L*ks0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(37L*ks0); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(48L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(16));
                                auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 - tmp2;
                                auto tmp4 = tmp3 * tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(37L*ks0); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(48L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(16));
                            auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp4 = out_ptr2[static_cast<int64_t>(x0)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp5 = static_cast<float>(48.0);
                            auto tmp6 = tmp4 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = float(tmp6 + tmp7);
                            auto tmp9 = 1 / std::sqrt(tmp8);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp3 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp16 = at::vec::convert<at::BFloat16>(tmp15);
                            tmp11.store(out_ptr3 + static_cast<int64_t>(x1 + 48L*x0));
                            tmp16.store(out_ptr4 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(37L*ks0); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L))))))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(48.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp7 / tmp2;
                            tmp8.store(out_ptr5 + static_cast<int64_t>(x0));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L)))) && x0 < static_cast<int64_t>(37L*ks0)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L))) + 37L*ks0));
                            auto tmp1 = static_cast<float>(48.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp7 / tmp2;
                            tmp8.store(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L))) + 37L*ks0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4608L); x0+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4608L)))
                    {
                        auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp1 = at::vec::convert<at::BFloat16,1,float,2>(tmp0);
                        tmp1.store(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(32L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                            auto tmp1 = at::vec::convert<at::BFloat16,1,float,2>(tmp0);
                            tmp1.store(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
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


cpp_fused__to_copy__unsafe_view_add_select_8 = async_compile.cpp_pybinding(['const float*', 'const at::BFloat16*', 'const float*', 'const float*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       at::BFloat16* out_ptr0,
                       at::BFloat16* out_ptr1,
                       at::BFloat16* out_ptr2,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(48L); x1+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 1776L*x0), static_cast<int64_t>(32));
                        auto tmp1 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 1776L*x0), static_cast<int64_t>(32));
                        auto tmp2 = at::vec::convert<float,2,at::BFloat16,1>(tmp1);
                        auto tmp3 = tmp0 + tmp2;
                        auto tmp4 = at::vec::convert<at::BFloat16,1,float,2>(tmp3);
                        tmp4.store(out_ptr0 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(32));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(32L) && x1 < static_cast<int64_t>(48L)))
                    {
                        auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 1776L*x0), static_cast<int64_t>(16L));
                        auto tmp1 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 1776L*x0), static_cast<int64_t>(16L));
                        auto tmp2 = at::vec::convert<float,2,at::BFloat16,1>(tmp1);
                        auto tmp3 = tmp0 + tmp2;
                        auto tmp4 = at::vec::convert<at::BFloat16,1,float,2>(tmp3);
                        tmp4.store(out_ptr0 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(16L));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(480L); x0+=static_cast<int64_t>(32L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(480L)))
                {
                    auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                    auto tmp1 = at::vec::convert<at::BFloat16,1,float,2>(tmp0);
                    tmp1.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(10L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(10L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(10L));
                    auto tmp1 = at::vec::convert<at::BFloat16>(tmp0);
                    tmp1.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(10L));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_transpose_view_9 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(37L*ks0); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L))))))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(48.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L)))) && x0 < static_cast<int64_t>(37L*ks0)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L))) + 37L*ks0));
                    auto tmp1 = static_cast<float>(48.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L))) + 37L*ks0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(37L*ks0); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L))))))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(48.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L)))) && x0 < static_cast<int64_t>(37L*ks0)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L))) + 37L*ks0));
                    auto tmp1 = static_cast<float>(48.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(in_out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L))) + 37L*ks0));
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32 = args
        args.clear()
        s77 = primals_3
        assert_size_stride(primals_1, (48, 3, 4, 4), (48, 16, 4, 1), 'input')
        buf0 = empty_strided_cpu((48, 3, 4, 4), (48, 1, 12, 3), torch.bfloat16)
        assert_size_stride(primals_4, (s77, 3, 24, 24), (1728, 576, 24, 1), 'input')
        buf1 = empty_strided_cpu((s77, 3, 24, 24), (1728, 1, 72, 3), torch.bfloat16)
        assert_size_stride(primals_2, (48, ), (1, ), 'input')
        buf2 = empty_strided_cpu((48, ), (1, ), torch.bfloat16)
        cpp_fused__to_copy_0(primals_1, primals_4, primals_2, buf0, buf1, buf2, s77)
        del primals_1
        del primals_2
        del primals_4
        # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten._to_copy, aten.convolution]
        buf3 = extern_kernels.convolution(buf1, buf0, buf2, stride=(4, 4), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf3, (s77, 48, 6, 6), (1728, 1, 288, 48), torch.bfloat16, 'torch.ops.aten.convolution.default')
        assert_size_stride(primals_5, (1, 1, 48), (48, 48, 1), 'input')
        buf6 = empty_strided_cpu((s77, 37, 48), (1776, 48, 1), torch.float32)
        buf4 = reinterpret_tensor(buf6, (s77, 1, 48), (1776, 48, 1), 0)  # alias
        buf5 = reinterpret_tensor(buf6, (s77, 36, 48), (1776, 48, 1), 48)  # alias
        assert_size_stride(primals_6, (1, 37, 48), (1776, 48, 1), 'input')
        buf7 = empty_strided_cpu((s77, 37, 1), (37, 1, 37*s77), torch.float32)
        buf8 = buf7; del buf7  # reuse
        buf9 = empty_strided_cpu((s77, 37, 1), (37, 1, 37*s77), torch.float32)
        buf10 = reinterpret_tensor(buf9, (s77, 37, 1), (37, 1, 1), 0); del buf9  # reuse
        assert_size_stride(primals_10, (144, 48), (48, 1), 'input')
        buf11 = empty_strided_cpu((48, 144), (1, 48), torch.bfloat16)
        assert_size_stride_grouped((primals_7, primals_8), ((48, ), (48, )), ((1, ), (1, )), 'input')
        buf12 = empty_strided_cpu((37, s77, 48), (48*s77, 48, 1), torch.bfloat16)
        cpp_fused__to_copy_add_cat_clone_expand_native_layer_norm_t_transpose_view_1(buf8, buf10, primals_5, buf3, buf6, primals_6, primals_10, primals_7, primals_8, buf4, buf5, buf11, buf12, s77)
        del buf3
        del primals_10
        del primals_5
        del primals_8
        buf13 = empty_strided_cpu((37*s77, 144), (144, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [p_1, layer_norm, query, multi_head_attention_forward], Original ATen: [aten.add, aten.native_layer_norm, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf12, (37*s77, 48), (48, 1), 0), buf11, out=buf13)
        assert_size_stride(primals_9, (144, ), (1, ), 'input')
        buf14 = empty_strided_cpu((3, 37, s77, 48), (1776*s77, 48*s77, 48, 1), torch.bfloat16)
        cpp_fused__to_copy__unsafe_view_add_clone_squeeze_transpose_unsqueeze_view_2(buf13, primals_9, buf14, s77)
        del primals_9
        # Topologically Sorted Source Nodes: [multi_head_attention_forward], Original ATen: [aten._to_copy, aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten._scaled_dot_product_flash_attention_for_cpu]
        buf15 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf14, (s77, 4, 37, 12), (48, 12, 48*s77, 1), 0), reinterpret_tensor(buf14, (s77, 4, 37, 12), (48, 12, 48*s77, 1), 1776*s77), reinterpret_tensor(buf14, (s77, 4, 37, 12), (48, 12, 48*s77, 1), 3552*s77))
        buf16 = buf15[0]
        assert_tensor_metadata(buf16, (s77, 4, 37, 12), (48, 12, 48*s77, 1), torch.bfloat16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf16, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf17 = buf15[1]
        assert_tensor_metadata(buf17, (s77, 4, 37), (148, 1, 4), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf17, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf15
        assert_size_stride(primals_11, (48, 48), (48, 1), 'input')
        buf18 = empty_strided_cpu((48, 48), (48, 1), torch.bfloat16)
        assert_size_stride(primals_12, (48, ), (1, ), 'input')
        buf19 = buf2; del buf2  # reuse
        cpp_fused__to_copy_3(primals_11, primals_12, buf18, buf19)
        del primals_11
        del primals_12
        buf20 = empty_strided_cpu((37*s77, 48), (48, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward], Original ATen: [aten.permute, aten.view, aten._to_copy, aten.t, aten.addmm]
        extern_kernels.addmm(buf19, reinterpret_tensor(buf16, (37*s77, 48), (48, 1), 0), reinterpret_tensor(buf18, (48, 48), (1, 48), 0), alpha=1, beta=1, out=buf20)
        buf21 = empty_strided_cpu((s77, 37, 1), (37, 1, 37*s77), torch.float32)
        buf22 = buf21; del buf21  # reuse
        buf23 = empty_strided_cpu((s77, 37, 1), (37, 1, 37*s77), torch.float32)
        buf24 = empty_strided_cpu((s77, 37, 48), (1776, 48, 1), torch.float32)
        assert_size_stride_grouped((primals_13, primals_14), ((48, ), (48, )), ((1, ), (1, )), 'input')
        buf25 = empty_strided_cpu((s77, 37, 48), (1776, 48, 1), torch.bfloat16)
        assert_size_stride(primals_15, (96, 48), (48, 1), 'input')
        buf26 = empty_strided_cpu((96, 48), (48, 1), torch.bfloat16)
        assert_size_stride(primals_16, (96, ), (1, ), 'input')
        buf27 = empty_strided_cpu((96, ), (1, ), torch.bfloat16)
        cpp_fused__to_copy_add_native_layer_norm_transpose_view_4(buf22, buf6, primals_6, buf20, primals_13, primals_14, primals_15, primals_16, buf23, buf24, buf25, buf26, buf27, s77)
        del primals_14
        del primals_15
        del primals_16
        buf28 = empty_strided_cpu((37*s77, 96), (96, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [layer_norm_1, linear], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(buf27, reinterpret_tensor(buf25, (37*s77, 48), (48, 1), 0), reinterpret_tensor(buf26, (48, 96), (1, 48), 0), alpha=1, beta=1, out=buf28)
        buf29 = empty_strided_cpu((s77, 37, 96), (3552, 96, 1), torch.bfloat16)
        assert_size_stride(primals_17, (48, 96), (96, 1), 'input')
        buf30 = empty_strided_cpu((48, 96), (96, 1), torch.bfloat16)
        assert_size_stride(primals_18, (48, ), (1, ), 'input')
        buf31 = buf19; del buf19  # reuse
        cpp_fused__to_copy__unsafe_view_gelu_5(buf28, primals_17, primals_18, buf29, buf30, buf31, s77)
        del primals_17
        del primals_18
        buf32 = empty_strided_cpu((37*s77, 48), (48, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear, gelu, x_1], Original ATen: [aten._unsafe_view, aten.gelu, aten._to_copy, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(buf31, reinterpret_tensor(buf29, (37*s77, 96), (96, 1), 0), reinterpret_tensor(buf30, (96, 48), (1, 96), 0), alpha=1, beta=1, out=buf32)
        buf33 = buf22; del buf22  # reuse
        buf34 = buf33; del buf33  # reuse
        buf35 = empty_strided_cpu((s77, 37, 1), (37, 1, 37*s77), torch.float32)
        buf36 = empty_strided_cpu((s77, 37, 48), (1776, 48, 1), torch.float32)
        assert_size_stride(primals_22, (144, 48), (48, 1), 'input')
        buf37 = empty_strided_cpu((48, 144), (1, 48), torch.bfloat16)
        assert_size_stride_grouped((primals_19, primals_20), ((48, ), (48, )), ((1, ), (1, )), 'input')
        buf38 = empty_strided_cpu((37, s77, 48), (48*s77, 48, 1), torch.bfloat16)
        cpp_fused__to_copy__unsafe_view_add_clone_native_layer_norm_t_transpose_view_6(buf34, buf6, primals_6, buf20, buf32, primals_22, primals_19, primals_20, buf35, buf36, buf37, buf38, s77)
        del primals_20
        del primals_22
        buf39 = buf13; del buf13  # reuse
        # Topologically Sorted Source Nodes: [layer_norm_2, query_1, multi_head_attention_forward_1], Original ATen: [aten.native_layer_norm, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf38, (37*s77, 48), (48, 1), 0), buf37, out=buf39)
        assert_size_stride(primals_21, (144, ), (1, ), 'input')
        buf40 = empty_strided_cpu((3, 37, s77, 48), (1776*s77, 48*s77, 48, 1), torch.bfloat16)
        cpp_fused__to_copy__unsafe_view_add_clone_squeeze_transpose_unsqueeze_view_2(buf39, primals_21, buf40, s77)
        del buf39
        del primals_21
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_1], Original ATen: [aten._to_copy, aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten._scaled_dot_product_flash_attention_for_cpu]
        buf41 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf40, (s77, 4, 37, 12), (48, 12, 48*s77, 1), 0), reinterpret_tensor(buf40, (s77, 4, 37, 12), (48, 12, 48*s77, 1), 1776*s77), reinterpret_tensor(buf40, (s77, 4, 37, 12), (48, 12, 48*s77, 1), 3552*s77))
        buf42 = buf41[0]
        assert_tensor_metadata(buf42, (s77, 4, 37, 12), (48, 12, 48*s77, 1), torch.bfloat16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf42, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf43 = buf41[1]
        assert_tensor_metadata(buf43, (s77, 4, 37), (148, 1, 4), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf43, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf41
        assert_size_stride(primals_23, (48, 48), (48, 1), 'input')
        buf44 = empty_strided_cpu((48, 48), (48, 1), torch.bfloat16)
        assert_size_stride(primals_24, (48, ), (1, ), 'input')
        buf45 = buf31; del buf31  # reuse
        cpp_fused__to_copy_3(primals_23, primals_24, buf44, buf45)
        del primals_23
        del primals_24
        buf46 = empty_strided_cpu((37*s77, 48), (48, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_1], Original ATen: [aten.permute, aten.view, aten._to_copy, aten.t, aten.addmm]
        extern_kernels.addmm(buf45, reinterpret_tensor(buf42, (37*s77, 48), (48, 1), 0), reinterpret_tensor(buf44, (48, 48), (1, 48), 0), alpha=1, beta=1, out=buf46)
        buf47 = empty_strided_cpu((s77, 37, 48), (1776, 48, 1), torch.float32)
        assert_size_stride_grouped((primals_25, primals_26), ((48, ), (48, )), ((1, ), (1, )), 'input')
        buf48 = buf34; del buf34  # reuse
        buf49 = buf48; del buf48  # reuse
        buf50 = empty_strided_cpu((s77, 37, 1), (37, 1, 37*s77), torch.float32)
        buf51 = empty_strided_cpu((s77, 37, 48), (1776, 48, 1), torch.float32)
        buf52 = empty_strided_cpu((s77, 37, 48), (1776, 48, 1), torch.bfloat16)
        buf64 = empty_strided_cpu((s77, 37, 1), (37, 1, 1), torch.float32)
        assert_size_stride(primals_27, (96, 48), (48, 1), 'input')
        buf53 = empty_strided_cpu((96, 48), (48, 1), torch.bfloat16)
        assert_size_stride(primals_28, (96, ), (1, ), 'input')
        buf54 = buf27; del buf27  # reuse
        cpp_fused__to_copy__unsafe_view_add_native_layer_norm_native_layer_norm_backward_transpose_view_7(buf49, buf6, primals_6, buf20, buf32, buf46, primals_25, primals_26, primals_27, primals_28, buf47, buf50, buf51, buf52, buf64, buf53, buf54, s77)
        del buf20
        del buf32
        del buf49
        del buf50
        del primals_26
        del primals_27
        del primals_28
        buf55 = empty_strided_cpu((37*s77, 96), (96, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [layer_norm_3, linear_2], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(buf54, reinterpret_tensor(buf52, (37*s77, 48), (48, 1), 0), reinterpret_tensor(buf53, (48, 96), (1, 48), 0), alpha=1, beta=1, out=buf55)
        del buf54
        buf56 = empty_strided_cpu((s77, 37, 96), (3552, 96, 1), torch.bfloat16)
        assert_size_stride(primals_29, (48, 96), (96, 1), 'input')
        buf57 = empty_strided_cpu((48, 96), (96, 1), torch.bfloat16)
        assert_size_stride(primals_30, (48, ), (1, ), 'input')
        buf58 = buf45; del buf45  # reuse
        cpp_fused__to_copy__unsafe_view_gelu_5(buf55, primals_29, primals_30, buf56, buf57, buf58, s77)
        del primals_29
        del primals_30
        buf59 = buf46; del buf46  # reuse
        # Topologically Sorted Source Nodes: [linear_2, gelu_1, x_4], Original ATen: [aten._unsafe_view, aten.gelu, aten._to_copy, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(buf58, reinterpret_tensor(buf56, (37*s77, 96), (96, 1), 0), reinterpret_tensor(buf57, (96, 48), (1, 96), 0), alpha=1, beta=1, out=buf59)
        del buf58
        buf60 = empty_strided_cpu((s77, 48), (48, 1), torch.bfloat16)
        assert_size_stride(primals_31, (10, 48), (48, 1), 'input')
        buf61 = empty_strided_cpu((10, 48), (48, 1), torch.bfloat16)
        assert_size_stride(primals_32, (10, ), (1, ), 'input')
        buf62 = empty_strided_cpu((10, ), (1, ), torch.bfloat16)
        cpp_fused__to_copy__unsafe_view_add_select_8(buf47, buf59, primals_31, primals_32, buf60, buf61, buf62, s77)
        del buf47
        del buf59
        del primals_31
        del primals_32
        buf63 = empty_strided_cpu((s77, 10), (10, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_4], Original ATen: [aten._to_copy, aten.t, aten.addmm]
        extern_kernels.addmm(buf62, buf60, reinterpret_tensor(buf61, (48, 10), (1, 48), 0), alpha=1, beta=1, out=buf63)
        del buf62
        buf65 = reinterpret_tensor(buf35, (s77, 37, 1), (37, 1, 1), 0); del buf35  # reuse
        buf66 = reinterpret_tensor(buf23, (s77, 37, 1), (37, 1, 1), 0); del buf23  # reuse
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_transpose_view_9(buf65, buf66, s77)
        return (buf63, primals_6, primals_7, primals_13, primals_19, primals_25, buf0, buf1, buf6, reinterpret_tensor(buf8, (s77, 37, 1), (37, 1, 1), 0), buf10, reinterpret_tensor(buf12, (37*s77, 48), (48, 1), 0), reinterpret_tensor(buf14, (s77, 4, 37, 12), (48, 12, 48*s77, 1), 0), reinterpret_tensor(buf14, (s77, 4, 37, 12), (48, 12, 48*s77, 1), 1776*s77), reinterpret_tensor(buf14, (s77, 4, 37, 12), (48, 12, 48*s77, 1), 3552*s77), buf16, buf17, buf24, reinterpret_tensor(buf25, (37*s77, 48), (48, 1), 0), buf28, reinterpret_tensor(buf29, (37*s77, 96), (96, 1), 0), buf36, reinterpret_tensor(buf38, (37*s77, 48), (48, 1), 0), reinterpret_tensor(buf40, (s77, 4, 37, 12), (48, 12, 48*s77, 1), 0), reinterpret_tensor(buf40, (s77, 4, 37, 12), (48, 12, 48*s77, 1), 1776*s77), reinterpret_tensor(buf40, (s77, 4, 37, 12), (48, 12, 48*s77, 1), 3552*s77), buf42, buf43, buf51, reinterpret_tensor(buf52, (37*s77, 48), (48, 1), 0), buf55, reinterpret_tensor(buf56, (37*s77, 96), (96, 1), 0), buf60, buf61, buf57, buf53, buf64, buf44, reinterpret_tensor(buf37, (144, 48), (48, 1), 0), buf65, buf30, buf26, buf66, buf18, reinterpret_tensor(buf11, (144, 48), (48, 1), 0), s77, 37*s77, 4*s77, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((48, 3, 4, 4), (48, 16, 4, 1), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_3 = 4
    primals_4 = rand_strided((4, 3, 24, 24), (1728, 576, 24, 1), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((1, 1, 48), (48, 48, 1), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((1, 37, 48), (1776, 48, 1), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((144, 48), (48, 1), device='cpu', dtype=torch.float32)
    primals_11 = rand_strided((48, 48), (48, 1), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_15 = rand_strided((96, 48), (48, 1), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_17 = rand_strided((48, 96), (96, 1), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_19 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_20 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_21 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_22 = rand_strided((144, 48), (48, 1), device='cpu', dtype=torch.float32)
    primals_23 = rand_strided((48, 48), (48, 1), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_26 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_27 = rand_strided((96, 48), (48, 1), device='cpu', dtype=torch.float32)
    primals_28 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_29 = rand_strided((48, 96), (96, 1), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_31 = rand_strided((10, 48), (48, 1), device='cpu', dtype=torch.float32)
    primals_32 = rand_strided((10, ), (1, ), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
