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


cpp_fused__to_copy_sum_view_0 = async_compile.cpp_pybinding(['const at::BFloat16*', 'at::BFloat16*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       at::BFloat16* out_ptr0,
                       float* out_ptr1,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(10L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks0); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(10L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 10L*x1), static_cast<int64_t>(10L));
                            auto tmp1 = at::vec::convert<float>(tmp0);
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp1, static_cast<int64_t>(10L));
                        }
                    }
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(10L)))
                {
                    auto at_BFloat16_tmp_acc0_vec = at::vec::convert<at::BFloat16>(tmp_acc0_vec);
                    at_BFloat16_tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(10L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(10L)))
                {
                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(10L));
                    auto tmp1 = at::vec::convert<float>(tmp0);
                    tmp1.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(10L));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward__to_copy_permute_select_backward_sum_view_1 = async_compile.cpp_pybinding(['const at::BFloat16*', 'const float*', 'const float*', 'const at::BFloat16*', 'float*', 'float*', 'float*', 'at::BFloat16*', 'at::BFloat16*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const at::BFloat16* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       at::BFloat16* out_ptr3,
                       at::BFloat16* out_ptr4,
                       float* out_ptr5,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(480L); x0+=static_cast<int64_t>(32L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(480L)))
                {
                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                    auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                    tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(16L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(37L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                            transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(4L),false>(in_ptr1 + static_cast<int64_t>(x1 + 4L*x2 + 148L*x0), static_cast<int64_t>(4L), tmp0, static_cast<int64_t>(16));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                tmp1.store(out_ptr1 + static_cast<int64_t>(x2 + 37L*x1 + 37L*x1_inner + 148L*x0));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(32L) && x2 < static_cast<int64_t>(37L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                            transpose_mxn<float,static_cast<int64_t>(5L),static_cast<int64_t>(4L),false>(in_ptr1 + static_cast<int64_t>(x1 + 4L*x2 + 148L*x0), static_cast<int64_t>(4L), tmp0, static_cast<int64_t>(5L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(5L*x1_inner), static_cast<int64_t>(5L));
                                tmp1.store(out_ptr1 + static_cast<int64_t>(x2 + 37L*x1 + 37L*x1_inner + 148L*x0), static_cast<int64_t>(5L));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(16L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(37L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                            transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(4L),false>(in_ptr2 + static_cast<int64_t>(x1 + 4L*x2 + 148L*x0), static_cast<int64_t>(4L), tmp0, static_cast<int64_t>(16));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                tmp1.store(out_ptr2 + static_cast<int64_t>(x2 + 37L*x1 + 37L*x1_inner + 148L*x0));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(32L) && x2 < static_cast<int64_t>(37L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                            transpose_mxn<float,static_cast<int64_t>(5L),static_cast<int64_t>(4L),false>(in_ptr2 + static_cast<int64_t>(x1 + 4L*x2 + 148L*x0), static_cast<int64_t>(4L), tmp0, static_cast<int64_t>(5L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(5L*x1_inner), static_cast<int64_t>(5L));
                                tmp1.store(out_ptr2 + static_cast<int64_t>(x2 + 37L*x1 + 37L*x1_inner + 148L*x0), static_cast<int64_t>(5L));
                            }
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(37L*ks0); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(48L); x1+=static_cast<int64_t>(32L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp4 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 48L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(37L)))), static_cast<int64_t>(32));
                            auto tmp0 = (static_cast<int64_t>(x0) % static_cast<int64_t>(37L));
                            auto tmp1 = c10::convert<int32_t>(tmp0);
                            auto tmp2 = static_cast<int32_t>(0);
                            auto tmp3 = tmp1 == tmp2;
                            auto tmp5 = at::vec::convert<float,2,at::BFloat16,1>(tmp4);
                            auto tmp6 = static_cast<float>(0.0);
                            auto tmp7 = at::vec::VecMask<float,2>::from(tmp3);
                            auto tmp8 = at::vec::VectorizedN<float,2>(tmp6);
                            auto tmp9 = decltype(tmp5)::blendv(tmp8, tmp5, inductor_vec_mask_cast<float,2>(tmp7));
                            auto tmp10 = at::vec::convert<at::BFloat16,1,float,2>(tmp9);
                            tmp10.store(out_ptr3 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(32));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(32L) && x1 < static_cast<int64_t>(48L)))
                        {
                            for (int64_t x1_tail = static_cast<int64_t>(32L);x1_tail < static_cast<int64_t>(48L); x1_tail++)
                            {
                                auto tmp4 = in_ptr3[static_cast<int64_t>(x1_tail + 48L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(37L))))];
                                auto tmp0 = (static_cast<int64_t>(x0) % static_cast<int64_t>(37L));
                                auto tmp1 = c10::convert<int32_t>(tmp0);
                                auto tmp2 = static_cast<int32_t>(0);
                                auto tmp3 = tmp1 == tmp2;
                                auto tmp5 = c10::convert<float>(tmp4);
                                auto tmp6 = static_cast<float>(0.0);
                                auto tmp7 = tmp3 ? tmp5 : tmp6;
                                auto tmp8 = c10::convert<at::BFloat16>(tmp7);
                                out_ptr3[static_cast<int64_t>(x1_tail + 48L*x0)] = tmp8;
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(32L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(37L*ks0); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(out_ptr3 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(32));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                tmp_acc0_vec = tmp_acc0_vec + tmp1;
                            }
                            if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(48L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(out_ptr3 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(16L));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp1, static_cast<int64_t>(16L));
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        auto at_BFloat16_tmp_acc0_vec = at::vec::convert<at::BFloat16,1,float,2>(tmp_acc0_vec);
                        at_BFloat16_tmp_acc0_vec.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(48L)))
                    {
                        auto at_BFloat16_tmp_acc0_vec = at::vec::convert<at::BFloat16,1,float,2>(tmp_acc0_vec);
                        at_BFloat16_tmp_acc0_vec.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16L));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        tmp1.store(out_ptr5 + static_cast<int64_t>(x0));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(48L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16L));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        tmp1.store(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy__unsafe_view_gelu_gelu_backward_view_2 = async_compile.cpp_pybinding(['at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(at::BFloat16* in_out_ptr0,
                       const at::BFloat16* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       float* out_ptr0,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4608L); x0+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4608L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3552L*ks0); x0+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3552L*ks0)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp2 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        auto tmp3 = at::vec::convert<float,2,at::BFloat16,1>(tmp2);
                        auto tmp4 = static_cast<float>(0.7071067811865476);
                        auto tmp5 = at::vec::VectorizedN<float,2>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = tmp6.erf();
                        auto tmp8 = static_cast<float>(1.0);
                        auto tmp9 = at::vec::VectorizedN<float,2>(tmp8);
                        auto tmp10 = tmp7 + tmp9;
                        auto tmp11 = static_cast<float>(0.5);
                        auto tmp12 = at::vec::VectorizedN<float,2>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp3 * tmp3;
                        auto tmp15 = static_cast<float>(-0.5);
                        auto tmp16 = at::vec::VectorizedN<float,2>(tmp15);
                        auto tmp17 = tmp14 * tmp16;
                        auto tmp18 = tmp17.exp();
                        auto tmp19 = static_cast<float>(0.3989422804014327);
                        auto tmp20 = at::vec::VectorizedN<float,2>(tmp19);
                        auto tmp21 = tmp18 * tmp20;
                        auto tmp22 = tmp3 * tmp21;
                        auto tmp23 = tmp13 + tmp22;
                        auto tmp24 = tmp1 * tmp23;
                        auto tmp25 = at::vec::convert<at::BFloat16,1,float,2>(tmp24);
                        tmp25.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy__unsafe_view_gelu_gelu_backward_sum_view_3 = async_compile.cpp_pybinding(['const at::BFloat16*', 'at::BFloat16*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       at::BFloat16* out_ptr0,
                       float* out_ptr1,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(32L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(37L*ks0); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(32));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                tmp_acc0_vec = tmp_acc0_vec + tmp1;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                    {
                        auto at_BFloat16_tmp_acc0_vec = at::vec::convert<at::BFloat16,1,float,2>(tmp_acc0_vec);
                        at_BFloat16_tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        tmp1.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy__unsafe_view_add_clone_native_layer_norm_backward_select_backward_sum_transpose_view_4 = async_compile.cpp_pybinding(['float*', 'const at::BFloat16*', 'const float*', 'const at::BFloat16*', 'const float*', 'const at::BFloat16*', 'float*', 'float*', 'float*', 'float*', 'float*', 'at::BFloat16*', 'at::BFloat16*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const at::BFloat16* in_ptr0,
                       const float* in_ptr2,
                       const at::BFloat16* in_ptr3,
                       const float* in_ptr4,
                       const at::BFloat16* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       at::BFloat16* out_ptr5,
                       at::BFloat16* out_ptr6,
                       float* out_ptr7,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr1 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(32L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                    float tmp_acc1 = 0;
                    at::vec::VectorizedN<float,2> tmp_acc1_vec = at::vec::VectorizedN<float,2>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(37L*ks0); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(32));
                                auto tmp2 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(32));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                auto tmp3 = tmp1 * tmp2;
                                tmp_acc0_vec = tmp_acc0_vec + tmp3;
                                tmp_acc1_vec = tmp_acc1_vec + tmp1;
                            }
                            if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(48L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(16L));
                                auto tmp2 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(16L));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                auto tmp3 = tmp1 * tmp2;
                                tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp3, static_cast<int64_t>(16L));
                                tmp_acc1_vec = sum_masked_reduce(tmp_acc1_vec, tmp1, static_cast<int64_t>(16L));
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(48L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16L));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16L));
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
                    at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                    float tmp_acc1 = 0;
                    at::vec::VectorizedN<float,2> tmp_acc1_vec = at::vec::VectorizedN<float,2>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(48L); x1+=static_cast<int64_t>(32L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(32));
                                auto tmp2 = at::vec::VectorizedN<float,2>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(32));
                                auto tmp4 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(32));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                auto tmp3 = tmp1 * tmp2;
                                auto tmp5 = tmp3 * tmp4;
                                tmp_acc0_vec = tmp_acc0_vec + tmp3;
                                tmp_acc1_vec = tmp_acc1_vec + tmp5;
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(32L) && x1 < static_cast<int64_t>(48L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(16L));
                                auto tmp2 = at::vec::VectorizedN<float,2>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16L));
                                auto tmp4 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(16L));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                auto tmp3 = tmp1 * tmp2;
                                auto tmp5 = tmp3 * tmp4;
                                tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp3, static_cast<int64_t>(16L));
                                tmp_acc1_vec = sum_masked_reduce(tmp_acc1_vec, tmp5, static_cast<int64_t>(16L));
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                    tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                    out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
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
                                auto tmp4 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 48L*x0), static_cast<int64_t>(32));
                                auto tmp10 = in_ptr4[static_cast<int64_t>(x1 + 37L*x0)];
                                auto tmp11 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(32));
                                auto tmp13 = at::vec::VectorizedN<float,2>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(32));
                                auto tmp18 = out_ptr2[static_cast<int64_t>(x1 + 37L*x0)];
                                auto tmp21 = at::vec::VectorizedN<float,2>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(32));
                                auto tmp22 = out_ptr3[static_cast<int64_t>(x1 + 37L*x0)];
                                auto tmp0 = x1;
                                auto tmp1 = c10::convert<int32_t>(tmp0);
                                auto tmp2 = static_cast<int32_t>(0);
                                auto tmp3 = tmp1 == tmp2;
                                auto tmp5 = at::vec::convert<float,2,at::BFloat16,1>(tmp4);
                                auto tmp6 = static_cast<float>(0.0);
                                auto tmp7 = at::vec::VecMask<float,2>::from(tmp3);
                                auto tmp8 = at::vec::VectorizedN<float,2>(tmp6);
                                auto tmp9 = decltype(tmp5)::blendv(tmp8, tmp5, inductor_vec_mask_cast<float,2>(tmp7));
                                auto tmp12 = at::vec::convert<float,2,at::BFloat16,1>(tmp11);
                                auto tmp14 = tmp12 * tmp13;
                                auto tmp15 = static_cast<float>(48.0);
                                auto tmp16 = at::vec::VectorizedN<float,2>(tmp15);
                                auto tmp17 = tmp14 * tmp16;
                                auto tmp19 = at::vec::VectorizedN<float,2>(tmp18);
                                auto tmp20 = tmp17 - tmp19;
                                auto tmp23 = at::vec::VectorizedN<float,2>(tmp22);
                                auto tmp24 = tmp21 * tmp23;
                                auto tmp25 = tmp20 - tmp24;
                                auto tmp26 = at::vec::VectorizedN<float,2>(tmp10);
                                auto tmp27 = tmp26 * tmp25;
                                auto tmp28 = tmp9 + tmp27;
                                tmp28.store(in_out_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0));
                            }
                            if(C10_UNLIKELY(x2 >= static_cast<int64_t>(32L) && x2 < static_cast<int64_t>(48L)))
                            {
                                auto tmp4 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 48L*x0), static_cast<int64_t>(16L));
                                auto tmp10 = in_ptr4[static_cast<int64_t>(x1 + 37L*x0)];
                                auto tmp11 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(16L));
                                auto tmp13 = at::vec::VectorizedN<float,2>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(16L));
                                auto tmp18 = out_ptr2[static_cast<int64_t>(x1 + 37L*x0)];
                                auto tmp21 = at::vec::VectorizedN<float,2>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(16L));
                                auto tmp22 = out_ptr3[static_cast<int64_t>(x1 + 37L*x0)];
                                auto tmp0 = x1;
                                auto tmp1 = c10::convert<int32_t>(tmp0);
                                auto tmp2 = static_cast<int32_t>(0);
                                auto tmp3 = tmp1 == tmp2;
                                auto tmp5 = at::vec::convert<float,2,at::BFloat16,1>(tmp4);
                                auto tmp6 = static_cast<float>(0.0);
                                auto tmp7 = at::vec::VecMask<float,2>::from(tmp3);
                                auto tmp8 = at::vec::VectorizedN<float,2>(tmp6);
                                auto tmp9 = decltype(tmp5)::blendv(tmp8, tmp5, inductor_vec_mask_cast<float,2>(tmp7));
                                auto tmp12 = at::vec::convert<float,2,at::BFloat16,1>(tmp11);
                                auto tmp14 = tmp12 * tmp13;
                                auto tmp15 = static_cast<float>(48.0);
                                auto tmp16 = at::vec::VectorizedN<float,2>(tmp15);
                                auto tmp17 = tmp14 * tmp16;
                                auto tmp19 = at::vec::VectorizedN<float,2>(tmp18);
                                auto tmp20 = tmp17 - tmp19;
                                auto tmp23 = at::vec::VectorizedN<float,2>(tmp22);
                                auto tmp24 = tmp21 * tmp23;
                                auto tmp25 = tmp20 - tmp24;
                                auto tmp26 = at::vec::VectorizedN<float,2>(tmp10);
                                auto tmp27 = tmp26 * tmp25;
                                auto tmp28 = tmp9 + tmp27;
                                tmp28.store(in_out_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(16L));
                            }
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
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        tmp1.store(out_ptr4 + static_cast<int64_t>(x0));
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
                            auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 48L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(ks0))) + 1776L*((static_cast<int64_t>(x0) % static_cast<int64_t>(ks0)))), static_cast<int64_t>(32));
                            auto tmp1 = at::vec::convert<at::BFloat16,1,float,2>(tmp0);
                            tmp1.store(out_ptr5 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(32));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(32L) && x1 < static_cast<int64_t>(48L)))
                        {
                            auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 48L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(ks0))) + 1776L*((static_cast<int64_t>(x0) % static_cast<int64_t>(ks0)))), static_cast<int64_t>(16L));
                            auto tmp1 = at::vec::convert<at::BFloat16,1,float,2>(tmp0);
                            tmp1.store(out_ptr5 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(16L));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(32L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(37L*ks0); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(out_ptr5 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(32));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                tmp_acc0_vec = tmp_acc0_vec + tmp1;
                            }
                            if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(48L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(out_ptr5 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(16L));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp1, static_cast<int64_t>(16L));
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        auto at_BFloat16_tmp_acc0_vec = at::vec::convert<at::BFloat16,1,float,2>(tmp_acc0_vec);
                        at_BFloat16_tmp_acc0_vec.store(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(48L)))
                    {
                        auto at_BFloat16_tmp_acc0_vec = at::vec::convert<at::BFloat16,1,float,2>(tmp_acc0_vec);
                        at_BFloat16_tmp_acc0_vec.store(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16L));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        tmp1.store(out_ptr7 + static_cast<int64_t>(x0));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(48L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16L));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        tmp1.store(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(16L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_view_5 = async_compile.cpp_pybinding(['const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'at::BFloat16*', 'float*', 'at::BFloat16*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const at::BFloat16* in_ptr2,
                       at::BFloat16* out_ptr0,
                       float* out_ptr1,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(144L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks0); x1+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(37L); x2+=static_cast<int64_t>(1L))
                        {
                            {
                                {
                                    auto tmp4 = in_ptr0[static_cast<int64_t>(12L*((static_cast<int64_t>((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(48L*x1 + ((static_cast<int64_t>(x0) % static_cast<int64_t>(48L)))), static_cast<int64_t>(12L))) % static_cast<int64_t>(4L*ks0))) % static_cast<int64_t>(4L))) + 48L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(48L*x1 + 48L*ks0*x2 + ((static_cast<int64_t>(x0) % static_cast<int64_t>(48L)))), static_cast<int64_t>(48L*ks0))) % static_cast<int64_t>(37L))) + 1776L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(48L*x1 + ((static_cast<int64_t>(x0) % static_cast<int64_t>(48L)))), static_cast<int64_t>(12L))) % static_cast<int64_t>(4L*ks0))), static_cast<int64_t>(4L))) % static_cast<int64_t>(ks0))) + ((static_cast<int64_t>(x0) % static_cast<int64_t>(12L))))];
                                    auto tmp10 = in_ptr1[static_cast<int64_t>(12L*((static_cast<int64_t>((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(48L*x1 + ((static_cast<int64_t>(x0) % static_cast<int64_t>(48L)))), static_cast<int64_t>(12L))) % static_cast<int64_t>(4L*ks0))) % static_cast<int64_t>(4L))) + 48L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(48L*x1 + 48L*ks0*x2 + ((static_cast<int64_t>(x0) % static_cast<int64_t>(48L)))), static_cast<int64_t>(48L*ks0))) % static_cast<int64_t>(37L))) + 1776L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(48L*x1 + ((static_cast<int64_t>(x0) % static_cast<int64_t>(48L)))), static_cast<int64_t>(12L))) % static_cast<int64_t>(4L*ks0))), static_cast<int64_t>(4L))) % static_cast<int64_t>(ks0))) + ((static_cast<int64_t>(x0) % static_cast<int64_t>(12L))))];
                                    auto tmp16 = in_ptr2[static_cast<int64_t>(12L*((static_cast<int64_t>((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(48L*x1 + ((static_cast<int64_t>(x0) % static_cast<int64_t>(48L)))), static_cast<int64_t>(12L))) % static_cast<int64_t>(4L*ks0))) % static_cast<int64_t>(4L))) + 48L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(48L*x1 + 48L*ks0*x2 + ((static_cast<int64_t>(x0) % static_cast<int64_t>(48L)))), static_cast<int64_t>(48L*ks0))) % static_cast<int64_t>(37L))) + 1776L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(48L*x1 + ((static_cast<int64_t>(x0) % static_cast<int64_t>(48L)))), static_cast<int64_t>(12L))) % static_cast<int64_t>(4L*ks0))), static_cast<int64_t>(4L))) % static_cast<int64_t>(ks0))) + ((static_cast<int64_t>(x0) % static_cast<int64_t>(12L))))];
                                    auto tmp0 = c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(48L));
                                    auto tmp1 = c10::convert<int32_t>(tmp0);
                                    auto tmp2 = static_cast<int32_t>(2);
                                    auto tmp3 = tmp1 == tmp2;
                                    auto tmp5 = c10::convert<float>(tmp4);
                                    auto tmp6 = static_cast<float>(0.0);
                                    auto tmp7 = tmp3 ? tmp5 : tmp6;
                                    auto tmp8 = static_cast<int32_t>(1);
                                    auto tmp9 = tmp1 == tmp8;
                                    auto tmp11 = c10::convert<float>(tmp10);
                                    auto tmp12 = tmp9 ? tmp11 : tmp6;
                                    auto tmp13 = float(tmp7 + tmp12);
                                    auto tmp14 = static_cast<int32_t>(0);
                                    auto tmp15 = tmp1 == tmp14;
                                    auto tmp17 = c10::convert<float>(tmp16);
                                    auto tmp18 = tmp15 ? tmp17 : tmp6;
                                    auto tmp19 = float(tmp13 + tmp18);
                                    tmp_acc0 = tmp_acc0 + tmp19;
                                }
                            }
                        }
                    }
                    out_ptr0[static_cast<int64_t>(x0)] = tmp_acc0;
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(144L); x0+=static_cast<int64_t>(32L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                            auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                            tmp1.store(out_ptr1 + static_cast<int64_t>(x0));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(128L) && x0 < static_cast<int64_t>(144L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16L));
                            auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                            tmp1.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16L));
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
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(3L); x2+=static_cast<int64_t>(1L))
                    {
                        #pragma GCC ivdep
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(48L); x3+=static_cast<int64_t>(1L))
                        {
                            {
                                {
                                    auto tmp4 = in_ptr0[static_cast<int64_t>(12L*((static_cast<int64_t>((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x3 + 48L*x0), static_cast<int64_t>(12L))) % static_cast<int64_t>(4L*ks0))) % static_cast<int64_t>(4L))) + 48L*x1 + 1776L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x3 + 48L*x0), static_cast<int64_t>(12L))) % static_cast<int64_t>(4L*ks0))), static_cast<int64_t>(4L))) % static_cast<int64_t>(ks0))) + ((static_cast<int64_t>(x3) % static_cast<int64_t>(12L))))];
                                    auto tmp10 = in_ptr1[static_cast<int64_t>(12L*((static_cast<int64_t>((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x3 + 48L*x0), static_cast<int64_t>(12L))) % static_cast<int64_t>(4L*ks0))) % static_cast<int64_t>(4L))) + 48L*x1 + 1776L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x3 + 48L*x0), static_cast<int64_t>(12L))) % static_cast<int64_t>(4L*ks0))), static_cast<int64_t>(4L))) % static_cast<int64_t>(ks0))) + ((static_cast<int64_t>(x3) % static_cast<int64_t>(12L))))];
                                    auto tmp16 = in_ptr2[static_cast<int64_t>(12L*((static_cast<int64_t>((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x3 + 48L*x0), static_cast<int64_t>(12L))) % static_cast<int64_t>(4L*ks0))) % static_cast<int64_t>(4L))) + 48L*x1 + 1776L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x3 + 48L*x0), static_cast<int64_t>(12L))) % static_cast<int64_t>(4L*ks0))), static_cast<int64_t>(4L))) % static_cast<int64_t>(ks0))) + ((static_cast<int64_t>(x3) % static_cast<int64_t>(12L))))];
                                    auto tmp0 = x2;
                                    auto tmp1 = c10::convert<int32_t>(tmp0);
                                    auto tmp2 = static_cast<int32_t>(2);
                                    auto tmp3 = tmp1 == tmp2;
                                    auto tmp5 = c10::convert<float>(tmp4);
                                    auto tmp6 = static_cast<float>(0.0);
                                    auto tmp7 = tmp3 ? tmp5 : tmp6;
                                    auto tmp8 = static_cast<int32_t>(1);
                                    auto tmp9 = tmp1 == tmp8;
                                    auto tmp11 = c10::convert<float>(tmp10);
                                    auto tmp12 = tmp9 ? tmp11 : tmp6;
                                    auto tmp13 = float(tmp7 + tmp12);
                                    auto tmp14 = static_cast<int32_t>(0);
                                    auto tmp15 = tmp1 == tmp14;
                                    auto tmp17 = c10::convert<float>(tmp16);
                                    auto tmp18 = tmp15 ? tmp17 : tmp6;
                                    auto tmp19 = float(tmp13 + tmp18);
                                    auto tmp20 = c10::convert<at::BFloat16>(tmp19);
                                    out_ptr2[static_cast<int64_t>(x3 + 48L*x2 + 144L*x0 + 144L*ks0*x1)] = tmp20;
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


cpp_fused__to_copy_add_native_layer_norm_backward_transpose_view_6 = async_compile.cpp_pybinding(['float*', 'const at::BFloat16*', 'const float*', 'const float*', 'const float*', 'const at::BFloat16*', 'const at::BFloat16*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'at::BFloat16*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const at::BFloat16* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const at::BFloat16* in_ptr4,
                       const at::BFloat16* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       at::BFloat16* out_ptr6,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(32L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks0); x1+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(37L); x2+=static_cast<int64_t>(1L))
                        {
                            {
                                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 48L*x1 + 48L*ks0*x2), static_cast<int64_t>(32));
                                    auto tmp2 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 48L*x2 + 1776L*x1), static_cast<int64_t>(32));
                                    auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                    auto tmp3 = tmp1 * tmp2;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp3;
                                }
                                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(48L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 48L*x1 + 48L*ks0*x2), static_cast<int64_t>(16L));
                                    auto tmp2 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 48L*x2 + 1776L*x1), static_cast<int64_t>(16L));
                                    auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                    auto tmp3 = tmp1 * tmp2;
                                    tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp3, static_cast<int64_t>(16L));
                                }
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(48L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16L));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(32L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(37L*ks0); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(32));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                tmp_acc0_vec = tmp_acc0_vec + tmp1;
                            }
                            if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(48L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(16L));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp1, static_cast<int64_t>(16L));
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(48L)))
                    {
                        tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16L));
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
                    at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(48L); x1+=static_cast<int64_t>(32L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(32));
                                auto tmp2 = at::vec::VectorizedN<float,2>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(32));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                auto tmp3 = tmp1 * tmp2;
                                tmp_acc0_vec = tmp_acc0_vec + tmp3;
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(32L) && x1 < static_cast<int64_t>(48L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(16L));
                                auto tmp2 = at::vec::VectorizedN<float,2>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16L));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                auto tmp3 = tmp1 * tmp2;
                                tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp3, static_cast<int64_t>(16L));
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 48L*x0 + 48L*ks0*x1), static_cast<int64_t>(32));
                                    auto tmp2 = at::vec::VectorizedN<float,2>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(32));
                                    auto tmp4 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(32));
                                    auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                    auto tmp3 = tmp1 * tmp2;
                                    auto tmp5 = tmp3 * tmp4;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp5;
                                }
                                if(C10_UNLIKELY(x2 >= static_cast<int64_t>(32L) && x2 < static_cast<int64_t>(48L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 48L*x0 + 48L*ks0*x1), static_cast<int64_t>(16L));
                                    auto tmp2 = at::vec::VectorizedN<float,2>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(16L));
                                    auto tmp4 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(16L));
                                    auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                    auto tmp3 = tmp1 * tmp2;
                                    auto tmp5 = tmp3 * tmp4;
                                    tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp5, static_cast<int64_t>(16L));
                                }
                            }
                        }
                        tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                        out_ptr3[static_cast<int64_t>(x1 + 37L*x0)] = static_cast<float>(tmp_acc0);
                    }
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(48L); x2+=static_cast<int64_t>(32L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(32));
                                auto tmp1 = in_ptr3[static_cast<int64_t>(x1 + 37L*x0)];
                                auto tmp2 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 48L*x0 + 48L*ks0*x1), static_cast<int64_t>(32));
                                auto tmp4 = at::vec::VectorizedN<float,2>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(32));
                                auto tmp9 = out_ptr2[static_cast<int64_t>(x0 + ks0*x1)];
                                auto tmp12 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(32));
                                auto tmp13 = out_ptr3[static_cast<int64_t>(x1 + 37L*x0)];
                                auto tmp3 = at::vec::convert<float,2,at::BFloat16,1>(tmp2);
                                auto tmp5 = tmp3 * tmp4;
                                auto tmp6 = static_cast<float>(48.0);
                                auto tmp7 = at::vec::VectorizedN<float,2>(tmp6);
                                auto tmp8 = tmp5 * tmp7;
                                auto tmp10 = at::vec::VectorizedN<float,2>(tmp9);
                                auto tmp11 = tmp8 - tmp10;
                                auto tmp14 = at::vec::VectorizedN<float,2>(tmp13);
                                auto tmp15 = tmp12 * tmp14;
                                auto tmp16 = tmp11 - tmp15;
                                auto tmp17 = at::vec::VectorizedN<float,2>(tmp1);
                                auto tmp18 = tmp17 * tmp16;
                                auto tmp19 = tmp0 + tmp18;
                                tmp19.store(in_out_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0));
                            }
                            if(C10_UNLIKELY(x2 >= static_cast<int64_t>(32L) && x2 < static_cast<int64_t>(48L)))
                            {
                                auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(16L));
                                auto tmp1 = in_ptr3[static_cast<int64_t>(x1 + 37L*x0)];
                                auto tmp2 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 48L*x0 + 48L*ks0*x1), static_cast<int64_t>(16L));
                                auto tmp4 = at::vec::VectorizedN<float,2>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(16L));
                                auto tmp9 = out_ptr2[static_cast<int64_t>(x0 + ks0*x1)];
                                auto tmp12 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(16L));
                                auto tmp13 = out_ptr3[static_cast<int64_t>(x1 + 37L*x0)];
                                auto tmp3 = at::vec::convert<float,2,at::BFloat16,1>(tmp2);
                                auto tmp5 = tmp3 * tmp4;
                                auto tmp6 = static_cast<float>(48.0);
                                auto tmp7 = at::vec::VectorizedN<float,2>(tmp6);
                                auto tmp8 = tmp5 * tmp7;
                                auto tmp10 = at::vec::VectorizedN<float,2>(tmp9);
                                auto tmp11 = tmp8 - tmp10;
                                auto tmp14 = at::vec::VectorizedN<float,2>(tmp13);
                                auto tmp15 = tmp12 * tmp14;
                                auto tmp16 = tmp11 - tmp15;
                                auto tmp17 = at::vec::VectorizedN<float,2>(tmp1);
                                auto tmp18 = tmp17 * tmp16;
                                auto tmp19 = tmp0 + tmp18;
                                tmp19.store(in_out_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(16L));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2304L); x0+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2304L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        tmp1.store(out_ptr4 + static_cast<int64_t>(x0));
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
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        tmp1.store(out_ptr5 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1776L*ks0); x0+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L*(c10::div_floor_integer(static_cast<int64_t>(111L*ks0), static_cast<int64_t>(2L))))))
                    {
                        auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp1 = at::vec::convert<at::BFloat16,1,float,2>(tmp0);
                        tmp1.store(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L*(c10::div_floor_integer(static_cast<int64_t>(111L*ks0), static_cast<int64_t>(2L)))) && x0 < static_cast<int64_t>(1776L*ks0)))
                    {
                        auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>((-32L)*(c10::div_floor_integer(static_cast<int64_t>(111L*ks0), static_cast<int64_t>(2L))) + 1776L*ks0));
                        auto tmp1 = at::vec::convert<at::BFloat16,1,float,2>(tmp0);
                        tmp1.store(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>((-32L)*(c10::div_floor_integer(static_cast<int64_t>(111L*ks0), static_cast<int64_t>(2L))) + 1776L*ks0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy_sum_view_7 = async_compile.cpp_pybinding(['const at::BFloat16*', 'at::BFloat16*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       at::BFloat16* out_ptr0,
                       float* out_ptr1,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(32L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(37L*ks0); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(32));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                tmp_acc0_vec = tmp_acc0_vec + tmp1;
                            }
                            if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(48L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(16L));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp1, static_cast<int64_t>(16L));
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        auto at_BFloat16_tmp_acc0_vec = at::vec::convert<at::BFloat16,1,float,2>(tmp_acc0_vec);
                        at_BFloat16_tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(48L)))
                    {
                        auto at_BFloat16_tmp_acc0_vec = at::vec::convert<at::BFloat16,1,float,2>(tmp_acc0_vec);
                        at_BFloat16_tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16L));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        tmp1.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(48L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16L));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        tmp1.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_gelu_gelu_backward_view_8 = async_compile.cpp_pybinding(['at::BFloat16*', 'const at::BFloat16*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(at::BFloat16* in_out_ptr0,
                       const at::BFloat16* in_ptr0,
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
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp2 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        auto tmp3 = at::vec::convert<float,2,at::BFloat16,1>(tmp2);
                        auto tmp4 = static_cast<float>(0.7071067811865476);
                        auto tmp5 = at::vec::VectorizedN<float,2>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = tmp6.erf();
                        auto tmp8 = static_cast<float>(1.0);
                        auto tmp9 = at::vec::VectorizedN<float,2>(tmp8);
                        auto tmp10 = tmp7 + tmp9;
                        auto tmp11 = static_cast<float>(0.5);
                        auto tmp12 = at::vec::VectorizedN<float,2>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp3 * tmp3;
                        auto tmp15 = static_cast<float>(-0.5);
                        auto tmp16 = at::vec::VectorizedN<float,2>(tmp15);
                        auto tmp17 = tmp14 * tmp16;
                        auto tmp18 = tmp17.exp();
                        auto tmp19 = static_cast<float>(0.3989422804014327);
                        auto tmp20 = at::vec::VectorizedN<float,2>(tmp19);
                        auto tmp21 = tmp18 * tmp20;
                        auto tmp22 = tmp3 * tmp21;
                        auto tmp23 = tmp13 + tmp22;
                        auto tmp24 = tmp1 * tmp23;
                        auto tmp25 = at::vec::convert<at::BFloat16,1,float,2>(tmp24);
                        tmp25.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy__unsafe_view_add_clone_native_layer_norm_backward_sum_transpose_view_9 = async_compile.cpp_pybinding(['float*', 'const at::BFloat16*', 'const float*', 'const float*', 'const float*', 'const at::BFloat16*', 'const at::BFloat16*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'at::BFloat16*', 'at::BFloat16*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const at::BFloat16* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const at::BFloat16* in_ptr4,
                       const at::BFloat16* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       at::BFloat16* out_ptr6,
                       at::BFloat16* out_ptr7,
                       float* out_ptr8,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(37L*ks0); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                    float tmp_acc1 = 0;
                    at::vec::VectorizedN<float,2> tmp_acc1_vec = at::vec::VectorizedN<float,2>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(48L); x1+=static_cast<int64_t>(32L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(32));
                                auto tmp2 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(32));
                                auto tmp4 = at::vec::VectorizedN<float,2>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(32));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                auto tmp3 = tmp1 * tmp2;
                                auto tmp5 = tmp3 * tmp4;
                                tmp_acc0_vec = tmp_acc0_vec + tmp3;
                                tmp_acc1_vec = tmp_acc1_vec + tmp5;
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(32L) && x1 < static_cast<int64_t>(48L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(16L));
                                auto tmp2 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16L));
                                auto tmp4 = at::vec::VectorizedN<float,2>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(16L));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                auto tmp3 = tmp1 * tmp2;
                                auto tmp5 = tmp3 * tmp4;
                                tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp3, static_cast<int64_t>(16L));
                                tmp_acc1_vec = sum_masked_reduce(tmp_acc1_vec, tmp5, static_cast<int64_t>(16L));
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                    tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(48L); x1+=static_cast<int64_t>(32L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(32));
                            auto tmp1 = in_ptr3[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(32));
                            auto tmp4 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(32));
                            auto tmp9 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp12 = at::vec::VectorizedN<float,2>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(32));
                            auto tmp13 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp3 = at::vec::convert<float,2,at::BFloat16,1>(tmp2);
                            auto tmp5 = tmp3 * tmp4;
                            auto tmp6 = static_cast<float>(48.0);
                            auto tmp7 = at::vec::VectorizedN<float,2>(tmp6);
                            auto tmp8 = tmp5 * tmp7;
                            auto tmp10 = at::vec::VectorizedN<float,2>(tmp9);
                            auto tmp11 = tmp8 - tmp10;
                            auto tmp14 = at::vec::VectorizedN<float,2>(tmp13);
                            auto tmp15 = tmp12 * tmp14;
                            auto tmp16 = tmp11 - tmp15;
                            auto tmp17 = at::vec::VectorizedN<float,2>(tmp1);
                            auto tmp18 = tmp17 * tmp16;
                            auto tmp19 = tmp0 + tmp18;
                            tmp19.store(in_out_ptr0 + static_cast<int64_t>(x1 + 48L*x0));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(32L) && x1 < static_cast<int64_t>(48L)))
                        {
                            auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(16L));
                            auto tmp1 = in_ptr3[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(16L));
                            auto tmp4 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16L));
                            auto tmp9 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp12 = at::vec::VectorizedN<float,2>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(16L));
                            auto tmp13 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp3 = at::vec::convert<float,2,at::BFloat16,1>(tmp2);
                            auto tmp5 = tmp3 * tmp4;
                            auto tmp6 = static_cast<float>(48.0);
                            auto tmp7 = at::vec::VectorizedN<float,2>(tmp6);
                            auto tmp8 = tmp5 * tmp7;
                            auto tmp10 = at::vec::VectorizedN<float,2>(tmp9);
                            auto tmp11 = tmp8 - tmp10;
                            auto tmp14 = at::vec::VectorizedN<float,2>(tmp13);
                            auto tmp15 = tmp12 * tmp14;
                            auto tmp16 = tmp11 - tmp15;
                            auto tmp17 = at::vec::VectorizedN<float,2>(tmp1);
                            auto tmp18 = tmp17 * tmp16;
                            auto tmp19 = tmp0 + tmp18;
                            tmp19.store(in_out_ptr0 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(16L));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(32L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                    float tmp_acc1 = 0;
                    at::vec::VectorizedN<float,2> tmp_acc1_vec = at::vec::VectorizedN<float,2>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(37L*ks0); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(32));
                                auto tmp2 = at::vec::VectorizedN<float,2>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(32));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                auto tmp3 = tmp1 * tmp2;
                                tmp_acc0_vec = tmp_acc0_vec + tmp3;
                                tmp_acc1_vec = tmp_acc1_vec + tmp1;
                            }
                            if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(48L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(16L));
                                auto tmp2 = at::vec::VectorizedN<float,2>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(16L));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                auto tmp3 = tmp1 * tmp2;
                                tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp3, static_cast<int64_t>(16L));
                                tmp_acc1_vec = sum_masked_reduce(tmp_acc1_vec, tmp1, static_cast<int64_t>(16L));
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(48L)))
                    {
                        tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16L));
                        tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16L));
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
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        tmp1.store(out_ptr4 + static_cast<int64_t>(x0));
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
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        tmp1.store(out_ptr5 + static_cast<int64_t>(x0));
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
                            auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 48L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(ks0))) + 1776L*((static_cast<int64_t>(x0) % static_cast<int64_t>(ks0)))), static_cast<int64_t>(32));
                            auto tmp1 = at::vec::convert<at::BFloat16,1,float,2>(tmp0);
                            tmp1.store(out_ptr6 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(32));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(32L) && x1 < static_cast<int64_t>(48L)))
                        {
                            auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 48L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(ks0))) + 1776L*((static_cast<int64_t>(x0) % static_cast<int64_t>(ks0)))), static_cast<int64_t>(16L));
                            auto tmp1 = at::vec::convert<at::BFloat16,1,float,2>(tmp0);
                            tmp1.store(out_ptr6 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(16L));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(32L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(37L*ks0); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(out_ptr6 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(32));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                tmp_acc0_vec = tmp_acc0_vec + tmp1;
                            }
                            if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(48L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(out_ptr6 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(16L));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp1, static_cast<int64_t>(16L));
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        auto at_BFloat16_tmp_acc0_vec = at::vec::convert<at::BFloat16,1,float,2>(tmp_acc0_vec);
                        at_BFloat16_tmp_acc0_vec.store(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(48L)))
                    {
                        auto at_BFloat16_tmp_acc0_vec = at::vec::convert<at::BFloat16,1,float,2>(tmp_acc0_vec);
                        at_BFloat16_tmp_acc0_vec.store(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(16L));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        tmp1.store(out_ptr8 + static_cast<int64_t>(x0));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(48L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(16L));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        tmp1.store(out_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(16L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_slice_sum_transpose_view_10 = async_compile.cpp_pybinding(['float*', 'const at::BFloat16*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const at::BFloat16*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'at::BFloat16*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const at::BFloat16* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const at::BFloat16* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       at::BFloat16* out_ptr7,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(32L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks0); x1+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(37L); x2+=static_cast<int64_t>(1L))
                        {
                            {
                                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 48L*x1 + 48L*ks0*x2), static_cast<int64_t>(32));
                                    auto tmp2 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 48L*x2 + 1776L*x1), static_cast<int64_t>(32));
                                    auto tmp3 = at::vec::VectorizedN<float,2>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 48L*x2), static_cast<int64_t>(32));
                                    auto tmp5 = in_ptr3[static_cast<int64_t>(x2 + 37L*x1)];
                                    auto tmp8 = in_ptr4[static_cast<int64_t>(x2 + 37L*x1)];
                                    auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                    auto tmp4 = tmp2 + tmp3;
                                    auto tmp6 = at::vec::VectorizedN<float,2>(tmp5);
                                    auto tmp7 = tmp4 - tmp6;
                                    auto tmp9 = at::vec::VectorizedN<float,2>(tmp8);
                                    auto tmp10 = tmp7 * tmp9;
                                    auto tmp11 = tmp1 * tmp10;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp11;
                                }
                                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(48L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 48L*x1 + 48L*ks0*x2), static_cast<int64_t>(16L));
                                    auto tmp2 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 48L*x2 + 1776L*x1), static_cast<int64_t>(16L));
                                    auto tmp3 = at::vec::VectorizedN<float,2>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 48L*x2), static_cast<int64_t>(16L));
                                    auto tmp5 = in_ptr3[static_cast<int64_t>(x2 + 37L*x1)];
                                    auto tmp8 = in_ptr4[static_cast<int64_t>(x2 + 37L*x1)];
                                    auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                    auto tmp4 = tmp2 + tmp3;
                                    auto tmp6 = at::vec::VectorizedN<float,2>(tmp5);
                                    auto tmp7 = tmp4 - tmp6;
                                    auto tmp9 = at::vec::VectorizedN<float,2>(tmp8);
                                    auto tmp10 = tmp7 * tmp9;
                                    auto tmp11 = tmp1 * tmp10;
                                    tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp11, static_cast<int64_t>(16L));
                                }
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(48L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16L));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(32L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(37L*ks0); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(32));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                tmp_acc0_vec = tmp_acc0_vec + tmp1;
                            }
                            if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(48L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(16L));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp1, static_cast<int64_t>(16L));
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(48L)))
                    {
                        tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16L));
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
                    at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(48L); x1+=static_cast<int64_t>(32L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(32));
                                auto tmp2 = at::vec::VectorizedN<float,2>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(32));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                auto tmp3 = tmp1 * tmp2;
                                tmp_acc0_vec = tmp_acc0_vec + tmp3;
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(32L) && x1 < static_cast<int64_t>(48L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(16L));
                                auto tmp2 = at::vec::VectorizedN<float,2>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16L));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                auto tmp3 = tmp1 * tmp2;
                                tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp3, static_cast<int64_t>(16L));
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 48L*x0 + 48L*ks0*x1), static_cast<int64_t>(32));
                                    auto tmp2 = at::vec::VectorizedN<float,2>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(32));
                                    auto tmp4 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(32));
                                    auto tmp5 = at::vec::VectorizedN<float,2>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 48L*x1), static_cast<int64_t>(32));
                                    auto tmp7 = in_ptr3[static_cast<int64_t>(x1 + 37L*x0)];
                                    auto tmp10 = in_ptr4[static_cast<int64_t>(x1 + 37L*x0)];
                                    auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                    auto tmp3 = tmp1 * tmp2;
                                    auto tmp6 = tmp4 + tmp5;
                                    auto tmp8 = at::vec::VectorizedN<float,2>(tmp7);
                                    auto tmp9 = tmp6 - tmp8;
                                    auto tmp11 = at::vec::VectorizedN<float,2>(tmp10);
                                    auto tmp12 = tmp9 * tmp11;
                                    auto tmp13 = tmp3 * tmp12;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp13;
                                }
                                if(C10_UNLIKELY(x2 >= static_cast<int64_t>(32L) && x2 < static_cast<int64_t>(48L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 48L*x0 + 48L*ks0*x1), static_cast<int64_t>(16L));
                                    auto tmp2 = at::vec::VectorizedN<float,2>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(16L));
                                    auto tmp4 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(16L));
                                    auto tmp5 = at::vec::VectorizedN<float,2>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 48L*x1), static_cast<int64_t>(16L));
                                    auto tmp7 = in_ptr3[static_cast<int64_t>(x1 + 37L*x0)];
                                    auto tmp10 = in_ptr4[static_cast<int64_t>(x1 + 37L*x0)];
                                    auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                    auto tmp3 = tmp1 * tmp2;
                                    auto tmp6 = tmp4 + tmp5;
                                    auto tmp8 = at::vec::VectorizedN<float,2>(tmp7);
                                    auto tmp9 = tmp6 - tmp8;
                                    auto tmp11 = at::vec::VectorizedN<float,2>(tmp10);
                                    auto tmp12 = tmp9 * tmp11;
                                    auto tmp13 = tmp3 * tmp12;
                                    tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp13, static_cast<int64_t>(16L));
                                }
                            }
                        }
                        tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                        out_ptr3[static_cast<int64_t>(x1 + 37L*x0)] = static_cast<float>(tmp_acc0);
                    }
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(48L); x2+=static_cast<int64_t>(32L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(32));
                                auto tmp1 = in_ptr4[static_cast<int64_t>(x1 + 37L*x0)];
                                auto tmp4 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 48L*x0 + 48L*ks0*x1), static_cast<int64_t>(32));
                                auto tmp6 = at::vec::VectorizedN<float,2>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(32));
                                auto tmp10 = out_ptr2[static_cast<int64_t>(x0 + ks0*x1)];
                                auto tmp13 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(32));
                                auto tmp14 = at::vec::VectorizedN<float,2>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 48L*x1), static_cast<int64_t>(32));
                                auto tmp16 = in_ptr3[static_cast<int64_t>(x1 + 37L*x0)];
                                auto tmp21 = out_ptr3[static_cast<int64_t>(x1 + 37L*x0)];
                                auto tmp2 = static_cast<float>(48.0);
                                auto tmp3 = tmp1 / tmp2;
                                auto tmp5 = at::vec::convert<float,2,at::BFloat16,1>(tmp4);
                                auto tmp7 = tmp5 * tmp6;
                                auto tmp8 = at::vec::VectorizedN<float,2>(tmp2);
                                auto tmp9 = tmp7 * tmp8;
                                auto tmp11 = at::vec::VectorizedN<float,2>(tmp10);
                                auto tmp12 = tmp9 - tmp11;
                                auto tmp15 = tmp13 + tmp14;
                                auto tmp17 = at::vec::VectorizedN<float,2>(tmp16);
                                auto tmp18 = tmp15 - tmp17;
                                auto tmp19 = at::vec::VectorizedN<float,2>(tmp1);
                                auto tmp20 = tmp18 * tmp19;
                                auto tmp22 = at::vec::VectorizedN<float,2>(tmp21);
                                auto tmp23 = tmp20 * tmp22;
                                auto tmp24 = tmp12 - tmp23;
                                auto tmp25 = at::vec::VectorizedN<float,2>(tmp3);
                                auto tmp26 = tmp25 * tmp24;
                                auto tmp27 = tmp0 + tmp26;
                                tmp27.store(in_out_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0));
                            }
                            if(C10_UNLIKELY(x2 >= static_cast<int64_t>(32L) && x2 < static_cast<int64_t>(48L)))
                            {
                                auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(16L));
                                auto tmp1 = in_ptr4[static_cast<int64_t>(x1 + 37L*x0)];
                                auto tmp4 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 48L*x0 + 48L*ks0*x1), static_cast<int64_t>(16L));
                                auto tmp6 = at::vec::VectorizedN<float,2>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(16L));
                                auto tmp10 = out_ptr2[static_cast<int64_t>(x0 + ks0*x1)];
                                auto tmp13 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(16L));
                                auto tmp14 = at::vec::VectorizedN<float,2>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 48L*x1), static_cast<int64_t>(16L));
                                auto tmp16 = in_ptr3[static_cast<int64_t>(x1 + 37L*x0)];
                                auto tmp21 = out_ptr3[static_cast<int64_t>(x1 + 37L*x0)];
                                auto tmp2 = static_cast<float>(48.0);
                                auto tmp3 = tmp1 / tmp2;
                                auto tmp5 = at::vec::convert<float,2,at::BFloat16,1>(tmp4);
                                auto tmp7 = tmp5 * tmp6;
                                auto tmp8 = at::vec::VectorizedN<float,2>(tmp2);
                                auto tmp9 = tmp7 * tmp8;
                                auto tmp11 = at::vec::VectorizedN<float,2>(tmp10);
                                auto tmp12 = tmp9 - tmp11;
                                auto tmp15 = tmp13 + tmp14;
                                auto tmp17 = at::vec::VectorizedN<float,2>(tmp16);
                                auto tmp18 = tmp15 - tmp17;
                                auto tmp19 = at::vec::VectorizedN<float,2>(tmp1);
                                auto tmp20 = tmp18 * tmp19;
                                auto tmp22 = at::vec::VectorizedN<float,2>(tmp21);
                                auto tmp23 = tmp20 * tmp22;
                                auto tmp24 = tmp12 - tmp23;
                                auto tmp25 = at::vec::VectorizedN<float,2>(tmp3);
                                auto tmp26 = tmp25 * tmp24;
                                auto tmp27 = tmp0 + tmp26;
                                tmp27.store(in_out_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(16L));
                            }
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                        for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks0); x1+=static_cast<int64_t>(1L))
                        {
                            {
                                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 1776L*x1), static_cast<int64_t>(16));
                                    tmp_acc0_vec = tmp_acc0_vec + tmp0;
                                }
                            }
                        }
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L)))
                        {
                            tmp_acc0_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2304L); x0+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2304L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        tmp1.store(out_ptr5 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1776L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks0); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1776L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 1776L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1776L)))
                    {
                        tmp_acc0_vec.store(out_ptr6 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1728L); x1+=static_cast<int64_t>(32L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1728L)))
                        {
                            auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_out_ptr0 + static_cast<int64_t>(48L + x1 + 1776L*x0), static_cast<int64_t>(32));
                            auto tmp1 = at::vec::convert<at::BFloat16,1,float,2>(tmp0);
                            tmp1.store(out_ptr7 + static_cast<int64_t>(x1 + 1728L*x0), static_cast<int64_t>(32));
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


cpp_fused__to_copy_11 = async_compile.cpp_pybinding(['const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const at::BFloat16* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(32L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                    auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                    tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(48L)))
                {
                    auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16L));
                    auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                    tmp1.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16L));
                }
            }
        }
    }
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
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        tmp1.store(out_ptr1 + static_cast<int64_t>(x0));
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
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        tmp1.store(out_ptr2 + static_cast<int64_t>(x0));
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
        primals_3, mul_13, mul_38, primals_6, primals_7, primals_13, primals_19, primals_25, convert_element_type_1, convert_element_type_2, cat, getitem_1, rsqrt, view_1, view_7, view_8, view_9, getitem_2, getitem_3, mul_54, view_12, addmm_1, view_14, mul_83, view_16, view_22, view_23, view_24, getitem_8, getitem_9, mul_130, view_27, addmm_4, view_29, convert_element_type_52, permute_24, permute_28, permute_32, div, permute_37, permute_48, div_1, permute_51, permute_55, div_2, permute_60, permute_71, tangents_1 = args
        args.clear()
        s77 = primals_3
        assert_size_stride(tangents_1, (s77, 10), (10, 1), 'input')
        buf2 = empty_strided_cpu((1, 10), (10, 1), torch.bfloat16)
        buf4 = empty_strided_cpu((10, ), (1, ), torch.float32)
        assert_size_stride(permute_24, (10, 48), (48, 1), 'input')
        cpp_fused__to_copy_sum_view_0(tangents_1, buf2, buf4, s77)
        del buf2
        buf0 = empty_strided_cpu((s77, 48), (48, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [mm_2], Original ATen: [aten.mm]
        extern_kernels.mm(tangents_1, permute_24, out=buf0)
        del permute_24
        assert_size_stride(convert_element_type_52, (s77, 48), (48, 1), 'input')
        buf1 = empty_strided_cpu((10, 48), (48, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [permute_25, mm_3], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(tangents_1, (10, s77), (1, 10), 0), convert_element_type_52, out=buf1)
        del convert_element_type_52
        del tangents_1
        buf3 = empty_strided_cpu((10, 48), (48, 1), torch.float32)
        assert_size_stride(getitem_9, (s77, 4, 37), (148, 1, 4), 'input')
        buf28 = empty_strided_cpu((s77, 4, 37), (148, 37, 1), torch.float32)
        assert_size_stride(getitem_3, (s77, 4, 37), (148, 1, 4), 'input')
        buf67 = empty_strided_cpu((s77, 4, 37), (148, 37, 1), torch.float32)
        buf5 = empty_strided_cpu((37*s77, 48), (48, 1), torch.bfloat16)
        buf8 = empty_strided_cpu((1, 48), (48, 1), torch.bfloat16)
        buf10 = empty_strided_cpu((48, ), (1, ), torch.float32)
        assert_size_stride(view_29, (37*s77, 96), (96, 1), 'input')
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward__to_copy_permute_select_backward_sum_view_1(buf1, getitem_9, getitem_3, buf0, buf3, buf28, buf67, buf5, buf8, buf10, s77)
        del buf1
        del buf8
        del getitem_3
        del getitem_9
        buf7 = empty_strided_cpu((48, 96), (96, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [permute_29, mm_5], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf5, (48, 37*s77), (1, 48), 0), view_29, out=buf7)
        del view_29
        assert_size_stride(permute_28, (48, 96), (96, 1), 'input')
        buf6 = empty_strided_cpu((37*s77, 96), (96, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [mm_4], Original ATen: [aten.mm]
        extern_kernels.mm(buf5, permute_28, out=buf6)
        del buf5
        del permute_28
        buf9 = empty_strided_cpu((48, 96), (96, 1), torch.float32)
        assert_size_stride(addmm_4, (37*s77, 96), (96, 1), 'input')
        buf11 = reinterpret_tensor(buf6, (s77, 37, 96), (3552, 96, 1), 0); del buf6  # reuse
        assert_size_stride(view_27, (37*s77, 48), (48, 1), 'input')
        cpp_fused__to_copy__unsafe_view_gelu_gelu_backward_view_2(buf11, buf7, addmm_4, buf9, s77)
        del addmm_4
        buf13 = reinterpret_tensor(buf7, (96, 48), (48, 1), 0); del buf7  # reuse
        # Topologically Sorted Source Nodes: [view_34, convert_element_type_70, linear_2, gelu_1, mul_158, mul_159, mul_160, exp, mul_161, mul_162, add_18, mul_163, convert_element_type_72, view_35, permute_33, mm_7], Original ATen: [aten.view, aten.gelu_backward, aten._unsafe_view, aten.gelu, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf11, (96, 37*s77), (1, 96), 0), view_27, out=buf13)
        del view_27
        buf14 = empty_strided_cpu((1, 96), (96, 1), torch.bfloat16)
        buf16 = empty_strided_cpu((96, ), (1, ), torch.float32)
        assert_size_stride(permute_32, (96, 48), (48, 1), 'input')
        cpp_fused__to_copy__unsafe_view_gelu_gelu_backward_sum_view_3(buf11, buf14, buf16, s77)
        buf12 = empty_strided_cpu((37*s77, 48), (48, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [view_34, convert_element_type_70, linear_2, gelu_1, mul_158, mul_159, mul_160, exp, mul_161, mul_162, add_18, mul_163, convert_element_type_72, view_35, mm_6], Original ATen: [aten.view, aten.gelu_backward, aten._unsafe_view, aten.gelu, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf11, (37*s77, 96), (96, 1), 0), permute_32, out=buf12)
        del buf11
        del permute_32
        assert_size_stride(mul_130, (s77, 37, 48), (1776, 48, 1), 'input')
        buf19 = empty_strided_cpu((48, ), (1, ), torch.float32)
        buf20 = empty_strided_cpu((48, ), (1, ), torch.float32)
        assert_size_stride(primals_25, (48, ), (1, ), 'input')
        buf17 = empty_strided_cpu((s77, 37, 1), (37, 1, 37*s77), torch.float32)
        buf18 = empty_strided_cpu((s77, 37, 1), (37, 1, 37*s77), torch.float32)
        assert_size_stride(div, (s77, 37, 1), (37, 1, 1), 'input')
        buf21 = mul_130; del mul_130  # reuse
        buf15 = empty_strided_cpu((96, 48), (48, 1), torch.float32)
        buf22 = empty_strided_cpu((37*s77, 48), (48, 1), torch.bfloat16)
        buf25 = empty_strided_cpu((1, 48), (48, 1), torch.bfloat16)
        buf27 = empty_strided_cpu((48, ), (1, ), torch.float32)
        assert_size_stride(getitem_8, (s77, 4, 37, 12), (48, 12, 48*s77, 1), 'input')
        cpp_fused__to_copy__unsafe_view_add_clone_native_layer_norm_backward_select_backward_sum_transpose_view_4(buf21, buf12, primals_25, buf0, div, buf13, buf19, buf20, buf17, buf18, buf15, buf22, buf25, buf27, s77)
        del buf0
        del div
        del primals_25
        buf24 = empty_strided_cpu((48, 48), (48, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [permute_38, multi_head_attention_forward_1, mm_9], Original ATen: [aten.t, aten.permute, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf22, (48, 37*s77), (1, 48), 0), reinterpret_tensor(getitem_8, (37*s77, 48), (48, 1), 0), out=buf24)
        assert_size_stride(permute_37, (48, 48), (48, 1), 'input')
        buf23 = buf12; del buf12  # reuse
        # Topologically Sorted Source Nodes: [mm_8], Original ATen: [aten.mm]
        extern_kernels.mm(buf22, permute_37, out=buf23)
        del permute_37
        assert_size_stride_grouped((view_22, view_23, view_24), ((s77, 4, 37, 12), (s77, 4, 37, 12), (s77, 4, 37, 12)), ((48, 12, 48*s77, 1), (48, 12, 48*s77, 1), (48, 12, 48*s77, 1)), 'input')
        # Topologically Sorted Source Nodes: [view_40, permute_41, _scaled_dot_product_flash_attention_for_cpu_backward], Original ATen: [aten.view, aten.permute, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf29 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf23, (s77, 4, 37, 12), (48, 12, 48*s77, 1), 0), view_22, view_23, view_24, getitem_8, buf28, 0.0, False)
        del buf28
        del getitem_8
        del view_22
        del view_23
        del view_24
        buf30 = buf29[0]
        assert_tensor_metadata(buf30, (s77, 4, 37, 12), (1776, 12, 48, 1), torch.bfloat16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf30 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf31 = buf29[1]
        assert_tensor_metadata(buf31, (s77, 4, 37, 12), (1776, 12, 48, 1), torch.bfloat16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf31 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf32 = buf29[2]
        assert_tensor_metadata(buf32, (s77, 4, 37, 12), (1776, 12, 48, 1), torch.bfloat16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf32 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf29
        buf33 = empty_strided_cpu((1, 1, 144), (144, 144, 1), torch.bfloat16)
        buf38 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf34 = empty_strided_cpu((37, s77, 3, 48), (144*s77, 144, 48, 1), torch.bfloat16)
        assert_size_stride(view_16, (37*s77, 48), (48, 1), 'input')
        cpp_fused__to_copy__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_view_5(buf32, buf31, buf30, buf33, buf38, buf34, s77)
        del buf30
        del buf31
        del buf32
        buf35 = empty_strided_cpu((144, 48), (48, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [clone_5, view_41, clone_6, view_42, clone_7, view_43, permute_42, clone_8, view_44, permute_43, clone_9, view_45, permute_44, clone_10, view_46, full_default_2, add_20, add_21, unsqueeze_2, permute_45, squeeze_2, clone_11, view_47, view_49, permute_46, mm_10], Original ATen: [aten.clone, aten._unsafe_view, aten.transpose, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf34, (144, 37*s77), (1, 144), 0), view_16, out=buf35)
        del view_16
        assert_size_stride(permute_48, (144, 48), (48, 1), 'input')
        buf36 = buf23; del buf23  # reuse
        # Topologically Sorted Source Nodes: [clone_5, view_41, clone_6, view_42, clone_7, view_43, permute_42, clone_8, view_44, permute_43, clone_9, view_45, permute_44, clone_10, view_46, full_default_2, add_20, add_21, unsqueeze_2, permute_45, squeeze_2, clone_11, view_47, view_49, mm_11], Original ATen: [aten.clone, aten._unsafe_view, aten.transpose, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf34, (37*s77, 144), (144, 1), 0), permute_48, out=buf36)
        del permute_48
        assert_size_stride(mul_83, (s77, 37, 48), (1776, 48, 1), 'input')
        buf41 = empty_strided_cpu((48, ), (1, ), torch.float32)
        buf42 = empty_strided_cpu((48, ), (1, ), torch.float32)
        assert_size_stride(primals_19, (48, ), (1, ), 'input')
        buf39 = reinterpret_tensor(buf18, (s77, 37, 1), (1, s77, 37*s77), 0); del buf18  # reuse
        assert_size_stride(div_1, (s77, 37, 1), (37, 1, 1), 'input')
        buf40 = buf17; del buf17  # reuse
        buf43 = buf21; del buf21  # reuse
        buf26 = empty_strided_cpu((48, 48), (48, 1), torch.float32)
        buf37 = empty_strided_cpu((144, 48), (48, 1), torch.float32)
        buf44 = buf22; del buf22  # reuse
        assert_size_stride(view_14, (37*s77, 96), (96, 1), 'input')
        cpp_fused__to_copy_add_native_layer_norm_backward_transpose_view_6(buf43, buf36, mul_83, primals_19, div_1, buf24, buf35, buf41, buf42, buf39, buf40, buf26, buf37, buf44, s77)
        del div_1
        del mul_83
        del primals_19
        buf46 = reinterpret_tensor(buf13, (48, 96), (96, 1), 0); del buf13  # reuse
        # Topologically Sorted Source Nodes: [permute_52, mm_13], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf44, (48, 37*s77), (1, 48), 0), view_14, out=buf46)
        del view_14
        buf47 = buf25; del buf25  # reuse
        buf49 = empty_strided_cpu((48, ), (1, ), torch.float32)
        assert_size_stride(permute_51, (48, 96), (96, 1), 'input')
        cpp_fused__to_copy_sum_view_7(buf44, buf47, buf49, s77)
        buf45 = empty_strided_cpu((37*s77, 96), (96, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [mm_12], Original ATen: [aten.mm]
        extern_kernels.mm(buf44, permute_51, out=buf45)
        del permute_51
        assert_size_stride(addmm_1, (37*s77, 96), (96, 1), 'input')
        buf50 = reinterpret_tensor(buf45, (s77, 37, 96), (3552, 96, 1), 0); del buf45  # reuse
        assert_size_stride(view_12, (37*s77, 48), (48, 1), 'input')
        cpp_fused__unsafe_view_gelu_gelu_backward_view_8(buf50, addmm_1, s77)
        del addmm_1
        buf52 = empty_strided_cpu((96, 48), (48, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [view_53, convert_element_type_101, linear, gelu, mul_179, mul_180, mul_181, exp_1, mul_182, mul_183, add_24, mul_184, convert_element_type_103, view_54, permute_56, mm_15], Original ATen: [aten.view, aten.gelu_backward, aten._unsafe_view, aten.gelu, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf50, (96, 37*s77), (1, 96), 0), view_12, out=buf52)
        del view_12
        buf53 = buf14; del buf14  # reuse
        buf55 = empty_strided_cpu((96, ), (1, ), torch.float32)
        assert_size_stride(permute_55, (96, 48), (48, 1), 'input')
        cpp_fused__to_copy__unsafe_view_gelu_gelu_backward_sum_view_3(buf50, buf53, buf55, s77)
        del buf53
        buf51 = buf44; del buf44  # reuse
        # Topologically Sorted Source Nodes: [view_53, convert_element_type_101, linear, gelu, mul_179, mul_180, mul_181, exp_1, mul_182, mul_183, add_24, mul_184, convert_element_type_103, view_54, mm_14], Original ATen: [aten.view, aten.gelu_backward, aten._unsafe_view, aten.gelu, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf50, (37*s77, 96), (96, 1), 0), permute_55, out=buf51)
        del buf50
        del permute_55
        assert_size_stride_grouped((primals_13, mul_54, div_2), ((48, ), (s77, 37, 48), (s77, 37, 1)), ((1, ), (1776, 48, 1), (37, 1, 1)), 'input')
        buf56 = buf40; del buf40  # reuse
        buf57 = reinterpret_tensor(buf39, (s77, 37, 1), (37, 1, 37*s77), 0); del buf39  # reuse
        buf60 = buf43; del buf43  # reuse
        buf58 = empty_strided_cpu((48, ), (1, ), torch.float32)
        buf59 = empty_strided_cpu((48, ), (1, ), torch.float32)
        buf48 = empty_strided_cpu((48, 96), (96, 1), torch.float32)
        buf54 = empty_strided_cpu((96, 48), (48, 1), torch.float32)
        buf61 = buf36; del buf36  # reuse
        buf64 = buf47; del buf47  # reuse
        buf66 = empty_strided_cpu((48, ), (1, ), torch.float32)
        assert_size_stride(getitem_2, (s77, 4, 37, 12), (48, 12, 48*s77, 1), 'input')
        cpp_fused__to_copy__unsafe_view_add_clone_native_layer_norm_backward_sum_transpose_view_9(buf60, buf51, primals_13, mul_54, div_2, buf46, buf52, buf56, buf57, buf58, buf59, buf48, buf54, buf61, buf64, buf66, s77)
        del buf46
        del buf52
        del buf64
        del div_2
        del mul_54
        del primals_13
        buf63 = buf24; del buf24  # reuse
        # Topologically Sorted Source Nodes: [permute_61, multi_head_attention_forward, mm_17], Original ATen: [aten.t, aten.permute, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf61, (48, 37*s77), (1, 48), 0), reinterpret_tensor(getitem_2, (37*s77, 48), (48, 1), 0), out=buf63)
        assert_size_stride(permute_60, (48, 48), (48, 1), 'input')
        buf62 = buf51; del buf51  # reuse
        # Topologically Sorted Source Nodes: [mm_16], Original ATen: [aten.mm]
        extern_kernels.mm(buf61, permute_60, out=buf62)
        del buf61
        del permute_60
        assert_size_stride_grouped((view_7, view_8, view_9), ((s77, 4, 37, 12), (s77, 4, 37, 12), (s77, 4, 37, 12)), ((48, 12, 48*s77, 1), (48, 12, 48*s77, 1), (48, 12, 48*s77, 1)), 'input')
        # Topologically Sorted Source Nodes: [view_59, permute_64, _scaled_dot_product_flash_attention_for_cpu_backward_1], Original ATen: [aten.view, aten.permute, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf68 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf62, (s77, 4, 37, 12), (48, 12, 48*s77, 1), 0), view_7, view_8, view_9, getitem_2, buf67, 0.0, False)
        del buf67
        del getitem_2
        del view_7
        del view_8
        del view_9
        buf69 = buf68[0]
        assert_tensor_metadata(buf69, (s77, 4, 37, 12), (1776, 12, 48, 1), torch.bfloat16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf69 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf70 = buf68[1]
        assert_tensor_metadata(buf70, (s77, 4, 37, 12), (1776, 12, 48, 1), torch.bfloat16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf70 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf71 = buf68[2]
        assert_tensor_metadata(buf71, (s77, 4, 37, 12), (1776, 12, 48, 1), torch.bfloat16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf71 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf68
        buf72 = buf33; del buf33  # reuse
        buf77 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf73 = buf34; del buf34  # reuse
        assert_size_stride(view_1, (37*s77, 48), (48, 1), 'input')
        cpp_fused__to_copy__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_view_5(buf71, buf70, buf69, buf72, buf77, buf73, s77)
        del buf69
        del buf70
        del buf71
        del buf72
        buf74 = buf35; del buf35  # reuse
        # Topologically Sorted Source Nodes: [full_default_2, clone_13, view_60, clone_14, view_61, clone_15, view_62, permute_65, clone_16, view_63, permute_66, clone_17, view_64, permute_67, clone_18, view_65, add_26, add_27, unsqueeze_3, permute_68, squeeze_3, clone_19, view_66, view_68, permute_69, mm_18], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf73, (144, 37*s77), (1, 144), 0), view_1, out=buf74)
        del view_1
        assert_size_stride(permute_71, (144, 48), (48, 1), 'input')
        buf75 = buf62; del buf62  # reuse
        # Topologically Sorted Source Nodes: [full_default_2, clone_13, view_60, clone_14, view_61, clone_15, view_62, permute_65, clone_16, view_63, permute_66, clone_17, view_64, permute_67, clone_18, view_65, add_26, add_27, unsqueeze_3, permute_68, squeeze_3, clone_19, view_66, view_68, mm_19], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf73, (37*s77, 144), (144, 1), 0), permute_71, out=buf75)
        del buf73
        del permute_71
        assert_size_stride_grouped((cat, primals_6, getitem_1, rsqrt), ((s77, 37, 48), (1, 37, 48), (s77, 37, 1), (s77, 37, 1)), ((1776, 48, 1), (1776, 48, 1), (37, 1, 1), (37, 1, 1)), 'input')
        buf80 = empty_strided_cpu((48, ), (1, ), torch.float32)
        buf81 = empty_strided_cpu((48, ), (1, ), torch.float32)
        assert_size_stride(primals_7, (48, ), (1, ), 'input')
        buf78 = reinterpret_tensor(buf57, (s77, 37, 1), (1, s77, 37*s77), 0); del buf57  # reuse
        buf79 = buf56; del buf56  # reuse
        buf82 = buf60; del buf60  # reuse
        buf84 = empty_strided_cpu((1, 1, 48), (48, 48, 1), torch.float32)
        buf65 = empty_strided_cpu((48, 48), (48, 1), torch.float32)
        buf83 = empty_strided_cpu((1, 37, 48), (1776, 48, 1), torch.float32)
        buf85 = empty_strided_cpu((s77, 36, 48), (1728, 48, 1), torch.bfloat16)
        assert_size_stride_grouped((convert_element_type_2, convert_element_type_1), ((s77, 3, 24, 24), (48, 3, 4, 4)), ((1728, 1, 72, 3), (48, 1, 12, 3)), 'input')
        cpp_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_slice_sum_transpose_view_10(buf82, buf75, cat, primals_6, getitem_1, rsqrt, primals_7, buf63, buf80, buf81, buf78, buf79, buf84, buf65, buf83, buf85, s77)
        del buf63
        del buf75
        del buf78
        del buf79
        del buf82
        del cat
        del getitem_1
        del primals_6
        del primals_7
        del rsqrt
        # Topologically Sorted Source Nodes: [slice_3, convert_element_type_125, permute_74, view_70, convolution_backward], Original ATen: [aten.slice, aten._to_copy, aten.transpose, aten.view, aten.convolution_backward]
        buf86 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf85, (s77, 48, 6, 6), (1728, 1, 288, 48), 0), convert_element_type_2, convert_element_type_1, [48], (4, 4), (0, 0), (1, 1), False, (0, 0), 1, [False, True, True])
        del buf85
        del convert_element_type_1
        del convert_element_type_2
        buf87 = buf86[1]
        assert_tensor_metadata(buf87, (48, 3, 4, 4), (48, 1, 12, 3), torch.bfloat16, 'torch.ops.aten.convolution_backward.default')
        # buffer buf87 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf88 = buf86[2]
        assert_tensor_metadata(buf88, (48, ), (1, ), torch.bfloat16, 'torch.ops.aten.convolution_backward.default')
        # buffer buf88 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf86
        buf90 = empty_strided_cpu((48, ), (1, ), torch.float32)
        buf89 = empty_strided_cpu((48, 3, 4, 4), (48, 1, 12, 3), torch.float32)
        buf76 = empty_strided_cpu((144, 48), (48, 1), torch.float32)
        cpp_fused__to_copy_11(buf88, buf87, buf74, buf90, buf89, buf76)
        return (buf89, buf90, None, None, buf84, buf83, buf80, buf81, buf77, buf76, buf65, buf66, buf58, buf59, buf54, buf55, buf48, buf49, buf41, buf42, buf38, buf37, buf26, buf27, buf19, buf20, buf15, buf16, buf9, buf10, buf3, buf4, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    _shared_storage_11 = rand_strided((5328*s77,), (1,), device='cpu', dtype=torch.bfloat16)
    _shared_storage_20 = rand_strided((5328*s77,), (1,), device='cpu', dtype=torch.bfloat16)
    primals_3 = 4
    mul_13 = 148
    mul_38 = 16
    primals_6 = rand_strided((1, 37, 48), (1776, 48, 1), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_19 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    convert_element_type_1 = rand_strided((48, 3, 4, 4), (48, 1, 12, 3), device='cpu', dtype=torch.bfloat16)
    convert_element_type_2 = rand_strided((4, 3, 24, 24), (1728, 1, 72, 3), device='cpu', dtype=torch.bfloat16)
    cat = rand_strided((4, 37, 48), (1776, 48, 1), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((4, 37, 1), (37, 1, 1), device='cpu', dtype=torch.float32)
    rsqrt = rand_strided((4, 37, 1), (37, 1, 1), device='cpu', dtype=torch.float32)
    view_1 = rand_strided((148, 48), (48, 1), device='cpu', dtype=torch.bfloat16)
    view_7 = torch.as_strided(_shared_storage_11, (s77, 4, 37, 12), (48, 12, 48*s77, 1))
    view_8 = torch.as_strided(_shared_storage_11, (s77, 4, 37, 12), (48, 12, 48*s77, 1))
    view_9 = torch.as_strided(_shared_storage_11, (s77, 4, 37, 12), (48, 12, 48*s77, 1))
    getitem_2 = rand_strided((4, 4, 37, 12), (48, 12, 192, 1), device='cpu', dtype=torch.bfloat16)
    getitem_3 = rand_strided((4, 4, 37), (148, 1, 4), device='cpu', dtype=torch.float32)
    mul_54 = rand_strided((4, 37, 48), (1776, 48, 1), device='cpu', dtype=torch.float32)
    view_12 = rand_strided((148, 48), (48, 1), device='cpu', dtype=torch.bfloat16)
    addmm_1 = rand_strided((148, 96), (96, 1), device='cpu', dtype=torch.bfloat16)
    view_14 = rand_strided((148, 96), (96, 1), device='cpu', dtype=torch.bfloat16)
    mul_83 = rand_strided((4, 37, 48), (1776, 48, 1), device='cpu', dtype=torch.float32)
    view_16 = rand_strided((148, 48), (48, 1), device='cpu', dtype=torch.bfloat16)
    view_22 = torch.as_strided(_shared_storage_20, (s77, 4, 37, 12), (48, 12, 48*s77, 1))
    view_23 = torch.as_strided(_shared_storage_20, (s77, 4, 37, 12), (48, 12, 48*s77, 1))
    view_24 = torch.as_strided(_shared_storage_20, (s77, 4, 37, 12), (48, 12, 48*s77, 1))
    getitem_8 = rand_strided((4, 4, 37, 12), (48, 12, 192, 1), device='cpu', dtype=torch.bfloat16)
    getitem_9 = rand_strided((4, 4, 37), (148, 1, 4), device='cpu', dtype=torch.float32)
    mul_130 = rand_strided((4, 37, 48), (1776, 48, 1), device='cpu', dtype=torch.float32)
    view_27 = rand_strided((148, 48), (48, 1), device='cpu', dtype=torch.bfloat16)
    addmm_4 = rand_strided((148, 96), (96, 1), device='cpu', dtype=torch.bfloat16)
    view_29 = rand_strided((148, 96), (96, 1), device='cpu', dtype=torch.bfloat16)
    convert_element_type_52 = rand_strided((4, 48), (48, 1), device='cpu', dtype=torch.bfloat16)
    permute_24 = rand_strided((10, 48), (48, 1), device='cpu', dtype=torch.bfloat16)
    permute_28 = rand_strided((48, 96), (96, 1), device='cpu', dtype=torch.bfloat16)
    permute_32 = rand_strided((96, 48), (48, 1), device='cpu', dtype=torch.bfloat16)
    div = rand_strided((4, 37, 1), (37, 1, 1), device='cpu', dtype=torch.float32)
    permute_37 = rand_strided((48, 48), (48, 1), device='cpu', dtype=torch.bfloat16)
    permute_48 = rand_strided((144, 48), (48, 1), device='cpu', dtype=torch.bfloat16)
    div_1 = rand_strided((4, 37, 1), (37, 1, 1), device='cpu', dtype=torch.float32)
    permute_51 = rand_strided((48, 96), (96, 1), device='cpu', dtype=torch.bfloat16)
    permute_55 = rand_strided((96, 48), (48, 1), device='cpu', dtype=torch.bfloat16)
    div_2 = rand_strided((4, 37, 1), (37, 1, 1), device='cpu', dtype=torch.float32)
    permute_60 = rand_strided((48, 48), (48, 1), device='cpu', dtype=torch.bfloat16)
    permute_71 = rand_strided((144, 48), (48, 1), device='cpu', dtype=torch.bfloat16)
    tangents_1 = rand_strided((4, 10), (10, 1), device='cpu', dtype=torch.bfloat16)
    return [primals_3, mul_13, mul_38, primals_6, primals_7, primals_13, primals_19, primals_25, convert_element_type_1, convert_element_type_2, cat, getitem_1, rsqrt, view_1, view_7, view_8, view_9, getitem_2, getitem_3, mul_54, view_12, addmm_1, view_14, mul_83, view_16, view_22, view_23, view_24, getitem_8, getitem_9, mul_130, view_27, addmm_4, view_29, convert_element_type_52, permute_24, permute_28, permute_32, div, permute_37, permute_48, div_1, permute_51, permute_55, div_2, permute_60, permute_71, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
