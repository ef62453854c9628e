# AOT ID: ['0_backward']
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


cpp_fused_clone_native_layer_norm_backward_permute_roll_view_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L*ks0); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 * tmp1;
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                                tmp_acc1_vec = tmp_acc1_vec + tmp2;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                    tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                }
            }
        }
        {
            #pragma omp for collapse(2)
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(1L))
                    {
                        #pragma GCC ivdep
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(2L); x3+=static_cast<int64_t>(1L))
                        {
                            #pragma GCC ivdep
                            for(int64_t x4=static_cast<int64_t>(0L); x4<static_cast<int64_t>(4L); x4+=static_cast<int64_t>(1L))
                            {
                                for(int64_t x5=static_cast<int64_t>(0L); x5<static_cast<int64_t>(16L); x5+=static_cast<int64_t>(16L))
                                {
                                    {
                                        if(C10_LIKELY(x5 >= static_cast<int64_t>(0) && x5 < static_cast<int64_t>(16L)))
                                        {
                                            auto tmp0 = in_ptr2[static_cast<int64_t>(8L*((static_cast<int64_t>(2L + x2 + 4L*x1) % static_cast<int64_t>(8L))) + 64L*x0 + ((static_cast<int64_t>(2L + x4 + 4L*x3) % static_cast<int64_t>(8L))))];
                                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x5 + 16L*((static_cast<int64_t>(2L + x4 + 4L*x3) % static_cast<int64_t>(8L))) + 128L*((static_cast<int64_t>(2L + x2 + 4L*x1) % static_cast<int64_t>(8L))) + 1024L*x0), static_cast<int64_t>(16));
                                            auto tmp5 = out_ptr0[static_cast<int64_t>(8L*((static_cast<int64_t>(2L + x2 + 4L*x1) % static_cast<int64_t>(8L))) + 64L*x0 + ((static_cast<int64_t>(2L + x4 + 4L*x3) % static_cast<int64_t>(8L))))];
                                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x5 + 16L*((static_cast<int64_t>(2L + x4 + 4L*x3) % static_cast<int64_t>(8L))) + 128L*((static_cast<int64_t>(2L + x2 + 4L*x1) % static_cast<int64_t>(8L))) + 1024L*x0), static_cast<int64_t>(16));
                                            auto tmp9 = out_ptr1[static_cast<int64_t>(8L*((static_cast<int64_t>(2L + x2 + 4L*x1) % static_cast<int64_t>(8L))) + 64L*x0 + ((static_cast<int64_t>(2L + x4 + 4L*x3) % static_cast<int64_t>(8L))))];
                                            auto tmp2 = static_cast<float>(16.0);
                                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                            auto tmp4 = tmp1 * tmp3;
                                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                            auto tmp7 = tmp4 - tmp6;
                                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                                            auto tmp11 = tmp8 * tmp10;
                                            auto tmp12 = tmp7 - tmp11;
                                            auto tmp13 = at::vec::Vectorized<float>(tmp0);
                                            auto tmp14 = tmp13 * tmp12;
                                            tmp14.store(out_ptr2 + static_cast<int64_t>(x5 + 16L*x4 + 64L*x2 + 256L*x3 + 512L*x1 + 1024L*x0));
                                        }
                                    }
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


cpp_fused_clone_transpose_view_1 = async_compile.cpp_pybinding(['const float*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L*ks0); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(8L); x3+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0L) && x3 < static_cast<int64_t>(8L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 8L*x1 + 16L*x2 + 256L*x0), static_cast<int64_t>(8L));
                                    tmp0.store(out_ptr0 + static_cast<int64_t>(x3 + 8L*x2 + 128L*x1 + 256L*x0), static_cast<int64_t>(8L));
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


cpp_fused__softmax_backward_data_index_put_new_zeros_permute_squeeze_sum_view_2 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const int64_t*', 'float*', 'float*', 'float*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const int64_t* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L*ks0); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 * tmp1;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                            auto tmp2 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                            auto tmp1 = tmp0.neg();
                            auto tmp4 = tmp3 * tmp0;
                            auto tmp5 = at::vec::Vectorized<float>(tmp2);
                            auto tmp6 = fmadd(tmp1, tmp5, tmp4);
                            tmp6.store(out_ptr1 + static_cast<int64_t>(x1 + 16L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L*ks0); x2+=static_cast<int64_t>(1L))
                        {
                            {
                                if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0 + 512L*x2), static_cast<int64_t>(16));
                                    auto tmp2 = out_ptr0[static_cast<int64_t>(x0 + 32L*x2)];
                                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0 + 512L*x2), static_cast<int64_t>(16));
                                    auto tmp1 = tmp0.neg();
                                    auto tmp4 = tmp3 * tmp0;
                                    auto tmp5 = at::vec::Vectorized<float>(tmp2);
                                    auto tmp6 = fmadd(tmp1, tmp5, tmp4);
                                    tmp_acc0_vec = tmp_acc0_vec + tmp6;
                                }
                            }
                        }
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x1 + 16L*x0));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(98L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = static_cast<float>(0.0);
                            auto tmp1 = at::vec::Vectorized<float>(tmp0);
                            tmp1.store(out_ptr3 + static_cast<int64_t>(x0));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(96L) && x0 < static_cast<int64_t>(98L)))
                        {
                            auto tmp0 = static_cast<float>(0.0);
                            auto tmp1 = at::vec::Vectorized<float>(tmp0);
                            tmp1.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
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
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                auto tmp1 = 49L;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                auto tmp3 = at::vec::VectorizedN<int64_t,2>(tmp2);
                                auto tmp4 = tmp0 + tmp3;
                                auto tmp5 = static_cast<int64_t>(0);
                                auto tmp6 = at::vec::VectorizedN<int64_t,2>(tmp5);
                                auto tmp7 = at::vec::VecMask<int64_t,2>(tmp0 < tmp6);
                                auto tmp8 = decltype(tmp4)::blendv(tmp0, tmp4, inductor_vec_mask_cast<int64_t,2>(tmp7));
                                auto tmp9 =
                                [&]
                                {
                                    __at_align__ std::array<int64_t, 16> tmpbuf;
                                    tmp8.store(tmpbuf.data(), static_cast<int64_t>(16));
                                    return tmpbuf;
                                }
                                ()
                                ;
                                auto tmp10 =
                                [&]
                                {
                                    __at_align__ std::array<int64_t, 16> tmpbuf;
                                    #pragma GCC unroll 16
                                    for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                    {
                                        tmpbuf[x1_inner] = static_cast<int64_t>(tmp9[x1_inner]);
                                    }
                                    return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                }
                                ()
                                ;
                                TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp10) & (tmp10 < at::vec::VectorizedN<int64_t,2>(49L)))).all_masked(), "index out of bounds: 0 <= tmp10 < 49L");
                                auto tmp13 =
                                [&]
                                {
                                    __at_align__ std::array<int64_t, 16> tmpbuf;
                                    #pragma GCC unroll 16
                                    for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                    {
                                        tmpbuf[x1_inner] = static_cast<int64_t>(x0 + 2L*tmp9[x1_inner]);
                                    }
                                    return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                }
                                ()
                                ;
                                atomic_add_vec<float, 2, 1>(out_ptr3, tmp13, tmp12);
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


cpp_fused_add_clone_mul_permute_select_backward_transpose_view_3 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L*ks0); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(3L); x2+=static_cast<int64_t>(1L))
                    {
                        #pragma GCC ivdep
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(2L); x3+=static_cast<int64_t>(1L))
                        {
                            for(int64_t x4=static_cast<int64_t>(0L); x4<static_cast<int64_t>(8L); x4+=static_cast<int64_t>(16L))
                            {
                                {
                                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x4 >= static_cast<int64_t>(0L) && x4 < static_cast<int64_t>(8L)))
                                    {
                                        for (int64_t x4_tail = static_cast<int64_t>(0L);x4_tail < static_cast<int64_t>(8L); x4_tail++)
                                        {
                                            auto tmp4 =
                                            [&]
                                            {
                                                __at_align__ std::array<float, 16> tmpbuf;
                                                #pragma GCC unroll 16
                                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                                {
                                                    tmpbuf[x1_inner] = in_ptr0[static_cast<int64_t>(x4_tail + 8L*x1 + 8L*x1_inner + 128L*x3 + 256L*x0)];
                                                }
                                                return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                            }
                                            ()
                                            ;
                                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*x4_tail + 128L*x3 + 256L*x0), static_cast<int64_t>(16));
                                            auto tmp17 =
                                            [&]
                                            {
                                                __at_align__ std::array<float, 16> tmpbuf;
                                                #pragma GCC unroll 16
                                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                                {
                                                    tmpbuf[x1_inner] = in_ptr2[static_cast<int64_t>(x4_tail + 8L*x1 + 8L*x1_inner + 128L*x3 + 256L*x0)];
                                                }
                                                return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                            }
                                            ()
                                            ;
                                            auto tmp0 = x2;
                                            auto tmp1 = c10::convert<int32_t>(tmp0);
                                            auto tmp2 = static_cast<int32_t>(2);
                                            auto tmp3 = tmp1 == tmp2;
                                            auto tmp5 = static_cast<float>(0.0);
                                            auto tmp6 = at::vec::VecMask<float,1>::from(tmp3);
                                            auto tmp7 = at::vec::Vectorized<float>(tmp5);
                                            auto tmp8 = decltype(tmp4)::blendv(tmp7, tmp4, inductor_vec_mask_cast<float,1>(tmp6));
                                            auto tmp9 = static_cast<int32_t>(1);
                                            auto tmp10 = tmp1 == tmp9;
                                            auto tmp12 = at::vec::VecMask<float,1>::from(tmp10);
                                            auto tmp13 = decltype(tmp11)::blendv(tmp7, tmp11, inductor_vec_mask_cast<float,1>(tmp12));
                                            auto tmp14 = tmp8 + tmp13;
                                            auto tmp15 = static_cast<int32_t>(0);
                                            auto tmp16 = tmp1 == tmp15;
                                            auto tmp18 = static_cast<float>(0.3535533905932738);
                                            auto tmp19 = at::vec::Vectorized<float>(tmp18);
                                            auto tmp20 = tmp17 * tmp19;
                                            auto tmp21 = at::vec::VecMask<float,1>::from(tmp16);
                                            auto tmp22 = decltype(tmp20)::blendv(tmp7, tmp20, inductor_vec_mask_cast<float,1>(tmp21));
                                            auto tmp23 = tmp14 + tmp22;
                                            [&]
                                            {
                                                __at_align__ std::array<float, 16> tmpbuf;
                                                tmp23.store(tmpbuf.data(), static_cast<int64_t>(16));
                                                #pragma GCC unroll 16
                                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                                {
                                                    out_ptr0[static_cast<int64_t>(x4_tail + 8L*x3 + 16L*x2 + 48L*x1 + 48L*x1_inner + 768L*x0)] = tmpbuf[x1_inner];
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
        primals_1, mul_3, mul_5, mul_44, view_8, div, mul_173, div_1, permute_7, permute_8, permute_11, permute_13, permute_14, permute_17, tangents_1 = args
        args.clear()
        s77 = primals_1
        assert_size_stride_grouped((tangents_1, mul_173), ((s77, 8, 8, 16), (s77, 8, 8, 16)), ((1024, 128, 16, 1), (1024, 128, 16, 1)), 'input')
        buf0 = empty_strided_cpu((s77, 8, 8, 1), (64, 8, 1, 64*s77), torch.float32)
        buf1 = empty_strided_cpu((s77, 8, 8, 1), (64, 8, 1, 64*s77), torch.float32)
        assert_size_stride(div_1, (s77, 8, 8, 1), (64, 8, 1, 1), 'input')
        buf2 = empty_strided_cpu((s77, 2, 2, 4, 4, 16), (1024, 512, 256, 64, 16, 1), torch.float32)
        assert_size_stride(permute_7, (16, 64*s77), (1, 16), 'input')
        cpp_fused_clone_native_layer_norm_backward_permute_roll_view_0(tangents_1, mul_173, div_1, buf0, buf1, buf2, s77)
        del buf0
        del buf1
        del div_1
        del mul_173
        del tangents_1
        buf3 = empty_strided_cpu((16, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [mul_174, mul_176, sub_3, sub_4, mul_177, x, index_5, index_6, view_20, permute_6, clone_6, view_21, view_22, mm_2], Original ATen: [aten.native_layer_norm_backward, aten.roll, aten.view, aten.permute, aten.clone, aten._unsafe_view, aten.mm]
        extern_kernels.mm(permute_7, reinterpret_tensor(buf2, (64*s77, 16), (16, 1), 0), out=buf3)
        del permute_7
        assert_size_stride(permute_8, (16, 16), (1, 16), 'input')
        buf4 = empty_strided_cpu((64*s77, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [mul_174, mul_176, sub_3, sub_4, mul_177, x, index_5, index_6, view_20, permute_6, clone_6, view_21, view_22, mm_3], Original ATen: [aten.native_layer_norm_backward, aten.roll, aten.view, aten.permute, aten.clone, aten._unsafe_view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf2, (64*s77, 16), (16, 1), 0), permute_8, out=buf4)
        del permute_8
        buf5 = reinterpret_tensor(buf2, (4*s77, 2, 16, 8), (256, 128, 8, 1), 0); del buf2  # reuse
        assert_size_stride(div, (4*s77, 2, 16, 16), (512, 256, 16, 1), 'input')
        cpp_fused_clone_transpose_view_1(buf4, buf5, s77)
        buf6 = reinterpret_tensor(buf4, (8*s77, 16, 8), (128, 8, 1), 0); del buf4  # reuse
        # Topologically Sorted Source Nodes: [view_23, view_24, permute_9, clone_7, view_25, matmul_2, permute_10, bmm_2], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(div, (8*s77, 16, 16), (256, 1, 16), 0), reinterpret_tensor(buf5, (8*s77, 16, 8), (128, 8, 1), 0), out=buf6)
        assert_size_stride(permute_11, (8*s77, 8, 16), (128, 1, 8), 'input')
        buf7 = empty_strided_cpu((8*s77, 16, 16), (256, 16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_23, view_24, permute_9, clone_7, view_25, bmm_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf5, (8*s77, 16, 8), (128, 8, 1), 0), permute_11, out=buf7)
        del buf5
        del permute_11
        buf8 = empty_strided_cpu((4*s77, 2, 16, 1), (32, 16, 1, 128*s77), torch.float32)
        buf12 = empty_strided_cpu((4*s77, 2, 16, 16), (512, 256, 16, 1), torch.float32)
        buf9 = empty_strided_cpu((1, 2, 16, 16), (512, 256, 16, 1), torch.float32)
        buf10 = empty_strided_cpu((49, 2), (2, 1), torch.float32)
        assert_size_stride(view_8, (256, ), (1, ), 'input')
        assert_size_stride(permute_13, (8*s77, 8, 16), (128, 1, 8), 'input')
        cpp_fused__softmax_backward_data_index_put_new_zeros_permute_squeeze_sum_view_2(buf7, div, view_8, buf8, buf12, buf9, buf10, s77)
        del buf7
        del buf8
        del buf9
        del div
        del view_8
        buf13 = empty_strided_cpu((8*s77, 8, 16), (128, 16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_27, mul_178, neg, fma, view_31, bmm_4], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(permute_13, reinterpret_tensor(buf12, (8*s77, 16, 16), (256, 16, 1), 0), out=buf13)
        del permute_13
        assert_size_stride(permute_14, (8*s77, 16, 8), (128, 1, 16), 'input')
        buf14 = empty_strided_cpu((8*s77, 16, 8), (128, 8, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_27, mul_178, neg, fma, view_31, bmm_5], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf12, (8*s77, 16, 16), (256, 16, 1), 0), permute_14, out=buf14)
        del buf12
        del permute_14
        buf15 = empty_strided_cpu((4*s77, 16, 3, 2, 8), (768, 48, 16, 8, 1), torch.float32)
        assert_size_stride(permute_17, (16, 64*s77), (1, 16), 'input')
        cpp_fused_add_clone_mul_permute_select_backward_transpose_view_3(buf6, buf13, buf14, buf15, s77)
        del buf13
        del buf14
        del buf6
        buf16 = empty_strided_cpu((16, 48), (48, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_26, view_32, view_33, permute_15, mul_179, full_default_1, add_9, add_10, permute_16, clone_8, view_34, view_35, mm_4], Original ATen: [aten.view, aten.transpose, aten.mul, aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.mm]
        extern_kernels.mm(permute_17, reinterpret_tensor(buf15, (64*s77, 48), (48, 1), 0), out=buf16)
        del buf15
        del permute_17
        return (None, None, buf16, None, buf10, None, buf3, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = 3
    mul_3 = 12
    mul_5 = 192
    mul_44 = 24
    view_8 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.int64)
    div = rand_strided((12, 2, 16, 16), (512, 256, 16, 1), device='cpu', dtype=torch.float32)
    mul_173 = rand_strided((3, 8, 8, 16), (1024, 128, 16, 1), device='cpu', dtype=torch.float32)
    div_1 = rand_strided((3, 8, 8, 1), (64, 8, 1, 1), device='cpu', dtype=torch.float32)
    permute_7 = rand_strided((16, 192), (1, 16), device='cpu', dtype=torch.float32)
    permute_8 = rand_strided((16, 16), (1, 16), device='cpu', dtype=torch.float32)
    permute_11 = rand_strided((24, 8, 16), (128, 1, 8), device='cpu', dtype=torch.float32)
    permute_13 = rand_strided((24, 8, 16), (128, 1, 8), device='cpu', dtype=torch.float32)
    permute_14 = rand_strided((24, 16, 8), (128, 1, 16), device='cpu', dtype=torch.float32)
    permute_17 = rand_strided((16, 192), (1, 16), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((3, 8, 8, 16), (1024, 128, 16, 1), device='cpu', dtype=torch.float32)
    return [primals_1, mul_3, mul_5, mul_44, view_8, div, mul_173, div_1, permute_7, permute_8, permute_11, permute_13, permute_14, permute_17, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
