# AOT ID: ['0_forward']
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


cpp_fused__unsafe_view_clone_permute_roll_view_0 = async_compile.cpp_pybinding(['const float*', 'float*', 'const int64_t'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L*ks0); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*((static_cast<int64_t>(2L + 4L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(16L))) % static_cast<int64_t>(2L))) + ((static_cast<int64_t>(x0) % static_cast<int64_t>(4L)))) % static_cast<int64_t>(8L))) + 128L*((static_cast<int64_t>(2L + 4L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(32L))) % static_cast<int64_t>(2L))) + ((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(4L))) % static_cast<int64_t>(4L)))) % static_cast<int64_t>(8L))) + 1024L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(64L)))), static_cast<int64_t>(16));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
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


cpp_fused__unsafe_view_clone_mul_permute_select_transpose_view_1 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 8L*x1 + 48L*x2 + 768L*x0), static_cast<int64_t>(8L));
                                    auto tmp1 = static_cast<float>(0.3535533905932738);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = tmp0 * tmp2;
                                    tmp3.store(out_ptr0 + static_cast<int64_t>(x3 + 8L*x2 + 128L*x1 + 256L*x0), static_cast<int64_t>(8L));
                                }
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L*ks0); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(in_ptr0 + static_cast<int64_t>(16L + x1 + 48L*x2 + 768L*x0), static_cast<int64_t>(48L), tmp0, static_cast<int64_t>(16));
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                    tmp1.store(out_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x1_inner + 256L*x0));
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


cpp_fused__softmax__unsafe_view_add_clone_index_permute_select_unsqueeze_view_2 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
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
                        {
                            float tmp_acc0 = -std::numeric_limits<float>::infinity();
                            at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(16L); x3+=static_cast<int64_t>(16L))
                            {
                                {
                                    if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(16L)))
                                    {
                                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 16L*x2 + 256L*x1 + 512L*x0), static_cast<int64_t>(16));
                                        auto tmp1 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 16L*x2), static_cast<int64_t>(16));
                                        auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x3 + 16L*x2 + 256L*((static_cast<int64_t>(x0) % static_cast<int64_t>(4L)))), static_cast<int64_t>(16));
                                        auto tmp2 = 49L;
                                        auto tmp3 = c10::convert<int64_t>(tmp2);
                                        auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp3);
                                        auto tmp5 = tmp1 + tmp4;
                                        auto tmp6 = static_cast<int64_t>(0);
                                        auto tmp7 = at::vec::VectorizedN<int64_t,2>(tmp6);
                                        auto tmp8 = at::vec::VecMask<int64_t,2>(tmp1 < tmp7);
                                        auto tmp9 = decltype(tmp5)::blendv(tmp1, tmp5, inductor_vec_mask_cast<int64_t,2>(tmp8));
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
                                        TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp11) & (tmp11 < at::vec::VectorizedN<int64_t,2>(49L)))).all_masked(), "index out of bounds: 0 <= tmp11 < 49L");
                                        auto tmp13 =
                                        [&]
                                        {
                                            __at_align__ std::array<float, 16> tmpbuf;
                                            #pragma GCC unroll 16
                                            for (long x3_inner = 0; x3_inner < static_cast<int64_t>(16); x3_inner++)
                                            {
                                                tmpbuf[x3_inner] = in_ptr2[static_cast<int64_t>(x1 + 2L*tmp10[x3_inner])];
                                            }
                                            return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                        }
                                        ()
                                        ;
                                        auto tmp14 = tmp0 + tmp13;
                                        auto tmp16 = tmp14 + tmp15;
                                        tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp16);
                                    }
                                }
                            }
                            tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
                            out_ptr0[static_cast<int64_t>(x2 + 16L*x1 + 32L*x0)] = static_cast<float>(tmp_acc0);
                        }
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(16L); x3+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(16L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 16L*x2 + 256L*x1 + 512L*x0), static_cast<int64_t>(16));
                                    auto tmp1 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 16L*x2), static_cast<int64_t>(16));
                                    auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x3 + 16L*x2 + 256L*((static_cast<int64_t>(x0) % static_cast<int64_t>(4L)))), static_cast<int64_t>(16));
                                    auto tmp17 = out_ptr0[static_cast<int64_t>(x2 + 16L*x1 + 32L*x0)];
                                    auto tmp2 = 49L;
                                    auto tmp3 = c10::convert<int64_t>(tmp2);
                                    auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp3);
                                    auto tmp5 = tmp1 + tmp4;
                                    auto tmp6 = static_cast<int64_t>(0);
                                    auto tmp7 = at::vec::VectorizedN<int64_t,2>(tmp6);
                                    auto tmp8 = at::vec::VecMask<int64_t,2>(tmp1 < tmp7);
                                    auto tmp9 = decltype(tmp5)::blendv(tmp1, tmp5, inductor_vec_mask_cast<int64_t,2>(tmp8));
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
                                    TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp11) & (tmp11 < at::vec::VectorizedN<int64_t,2>(49L)))).all_masked(), "index out of bounds: 0 <= tmp11 < 49L");
                                    auto tmp13 =
                                    [&]
                                    {
                                        __at_align__ std::array<float, 16> tmpbuf;
                                        #pragma GCC unroll 16
                                        for (long x3_inner = 0; x3_inner < static_cast<int64_t>(16); x3_inner++)
                                        {
                                            tmpbuf[x3_inner] = in_ptr2[static_cast<int64_t>(x1 + 2L*tmp10[x3_inner])];
                                        }
                                        return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                    }
                                    ()
                                    ;
                                    auto tmp14 = tmp0 + tmp13;
                                    auto tmp16 = tmp14 + tmp15;
                                    auto tmp18 = at::vec::Vectorized<float>(tmp17);
                                    auto tmp19 = tmp16 - tmp18;
                                    auto tmp20 = tmp19.exp();
                                    tmp20.store(in_out_ptr0 + static_cast<int64_t>(x3 + 16L*x2 + 256L*x1 + 512L*x0));
                                }
                            }
                        }
                    }
                }
            }
        }
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                            auto tmp1 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                        }
                    }
                }
            }
        }
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(32L + x3 + 8L*x1 + 48L*x2 + 768L*x0), static_cast<int64_t>(8L));
                                    tmp0.store(out_ptr2 + static_cast<int64_t>(x3 + 8L*x2 + 128L*x1 + 256L*x0), static_cast<int64_t>(8L));
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


cpp_fused__unsafe_view_clone_transpose_view_3 = async_compile.cpp_pybinding(['const float*', 'float*', 'const int64_t'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L*ks0); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(8L*((static_cast<int64_t>(x0) % static_cast<int64_t>(16L))) + 128L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(8L))) + 256L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(16L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(8L))))];
                            out_ptr0[static_cast<int64_t>(x1 + 16L*x0)] = tmp0;
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


cpp_fused__unsafe_view_clone_native_layer_norm_native_layer_norm_backward_permute_roll_view_4 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'float*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       float* out_ptr2,
                       float* out_ptr3,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto out_ptr1 = in_out_ptr1;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for collapse(2)
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            float tmp_acc0 = 0;
                            at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                            for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(16L); x3+=static_cast<int64_t>(16L))
                            {
                                {
                                    if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(16L)))
                                    {
                                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 16L*((static_cast<int64_t>(6L + x2) % static_cast<int64_t>(4L))) + 64L*((static_cast<int64_t>(6L + x1) % static_cast<int64_t>(4L))) + 256L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(6L + x2), static_cast<int64_t>(4L))) % static_cast<int64_t>(2L))) + 512L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(6L + x1), static_cast<int64_t>(4L))) % static_cast<int64_t>(2L))) + 1024L*x0), static_cast<int64_t>(16));
                                        tmp_acc0_vec = tmp_acc0_vec + tmp0;
                                    }
                                }
                            }
                            tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                            out_ptr0[static_cast<int64_t>(x2 + 8L*x1 + 64L*x0)] = static_cast<float>(tmp_acc0);
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L*ks0); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L*ks0)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(16.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for collapse(2)
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            float tmp_acc0 = 0;
                            at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                            for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(16L); x3+=static_cast<int64_t>(16L))
                            {
                                {
                                    if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(16L)))
                                    {
                                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 16L*((static_cast<int64_t>(6L + x2) % static_cast<int64_t>(4L))) + 64L*((static_cast<int64_t>(6L + x1) % static_cast<int64_t>(4L))) + 256L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(6L + x2), static_cast<int64_t>(4L))) % static_cast<int64_t>(2L))) + 512L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(6L + x1), static_cast<int64_t>(4L))) % static_cast<int64_t>(2L))) + 1024L*x0), static_cast<int64_t>(16));
                                        auto tmp1 = in_out_ptr0[static_cast<int64_t>(x2 + 8L*x1 + 64L*x0)];
                                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                        auto tmp3 = tmp0 - tmp2;
                                        auto tmp4 = tmp3 * tmp3;
                                        tmp_acc0_vec = tmp_acc0_vec + tmp4;
                                    }
                                }
                            }
                            tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                            out_ptr1[static_cast<int64_t>(x2 + 8L*x1 + 64L*x0)] = static_cast<float>(tmp_acc0);
                        }
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(16L); x3+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(16L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 16L*((static_cast<int64_t>(6L + x2) % static_cast<int64_t>(4L))) + 64L*((static_cast<int64_t>(6L + x1) % static_cast<int64_t>(4L))) + 256L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(6L + x2), static_cast<int64_t>(4L))) % static_cast<int64_t>(2L))) + 512L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(6L + x1), static_cast<int64_t>(4L))) % static_cast<int64_t>(2L))) + 1024L*x0), static_cast<int64_t>(16));
                                    auto tmp1 = in_out_ptr0[static_cast<int64_t>(x2 + 8L*x1 + 64L*x0)];
                                    auto tmp4 = out_ptr1[static_cast<int64_t>(x2 + 8L*x1 + 64L*x0)];
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = tmp0 - tmp2;
                                    auto tmp5 = static_cast<float>(16.0);
                                    auto tmp6 = tmp4 / tmp5;
                                    auto tmp7 = static_cast<float>(1e-05);
                                    auto tmp8 = float(tmp6 + tmp7);
                                    auto tmp9 = 1 / std::sqrt(tmp8);
                                    auto tmp10 = at::vec::Vectorized<float>(tmp9);
                                    auto tmp11 = tmp3 * tmp10;
                                    tmp11.store(out_ptr2 + static_cast<int64_t>(x3 + 16L*x2 + 128L*x1 + 1024L*x0));
                                    tmp11.store(out_ptr3 + static_cast<int64_t>(x3 + 16L*x2 + 128L*x1 + 1024L*x0));
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
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L*ks0); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L*ks0)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(16.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp7 / tmp2;
                            tmp8.store(in_out_ptr1 + static_cast<int64_t>(x0));
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7 = args
        args.clear()
        s77 = primals_1
        assert_size_stride(primals_2, (s77, 8, 8, 16), (1024, 128, 16, 1), 'input')
        buf0 = empty_strided_cpu((64*s77, 16), (16, 1), torch.float32)
        assert_size_stride(primals_3, (16, 48), (48, 1), 'input')
        cpp_fused__unsafe_view_clone_permute_roll_view_0(primals_2, buf0, s77)
        del primals_2
        buf1 = empty_strided_cpu((64*s77, 48), (48, 1), torch.float32)
        # Topologically Sorted Source Nodes: [matmul], Original ATen: [aten.mm]
        extern_kernels.mm(buf0, primals_3, out=buf1)
        del primals_3
        buf2 = empty_strided_cpu((4*s77, 2, 16, 8), (256, 128, 8, 1), torch.float32)
        buf3 = empty_strided_cpu((4*s77, 2, 8, 16), (256, 128, 16, 1), torch.float32)
        cpp_fused__unsafe_view_clone_mul_permute_select_transpose_view_1(buf1, buf2, buf3, s77)
        buf4 = empty_strided_cpu((8*s77, 16, 16), (256, 16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [matmul, reshape_1, qkv, q, k, mul, transpose, attn], Original ATen: [aten._unsafe_view, aten.view, aten.permute, aten.select, aten.mul, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf2, (8*s77, 16, 8), (128, 8, 1), 0), reinterpret_tensor(buf3, (8*s77, 8, 16), (128, 16, 1), 0), out=buf4)
        assert_size_stride_grouped((primals_4, primals_5, primals_6), ((16, 16), (49, 2), (4, 16, 16)), ((16, 1), (2, 1), (256, 16, 1)), 'input')
        buf5 = empty_strided_cpu((4*s77, 2, 16, 1), (32, 16, 1, 128*s77), torch.float32)
        buf6 = reinterpret_tensor(buf4, (4*s77, 2, 16, 16), (512, 256, 16, 1), 0); del buf4  # reuse
        buf7 = empty_strided_cpu((4*s77, 2, 16, 1), (32, 16, 1, 128*s77), torch.float32)
        buf8 = buf6; del buf6  # reuse
        buf9 = empty_strided_cpu((4*s77, 2, 16, 8), (256, 128, 8, 1), torch.float32)
        cpp_fused__softmax__unsafe_view_add_clone_index_permute_select_unsqueeze_view_2(buf8, primals_4, primals_5, primals_6, buf1, buf5, buf7, buf9, s77)
        del buf1
        del buf5
        del buf7
        del primals_5
        del primals_6
        buf10 = empty_strided_cpu((8*s77, 16, 8), (128, 8, 1), torch.float32)
        # Topologically Sorted Source Nodes: [matmul, reshape_1, qkv, v, matmul_2], Original ATen: [aten._unsafe_view, aten.view, aten.permute, aten.select, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf8, (8*s77, 16, 16), (256, 16, 1), 0), reinterpret_tensor(buf9, (8*s77, 16, 8), (128, 8, 1), 0), out=buf10)
        buf11 = empty_strided_cpu((64*s77, 16), (16, 1), torch.float32)
        assert_size_stride(primals_7, (16, 16), (16, 1), 'input')
        cpp_fused__unsafe_view_clone_transpose_view_3(buf10, buf11, s77)
        buf12 = reinterpret_tensor(buf10, (64*s77, 16), (16, 1), 0); del buf10  # reuse
        # Topologically Sorted Source Nodes: [out], Original ATen: [aten.mm]
        extern_kernels.mm(buf11, primals_7, out=buf12)
        buf13 = empty_strided_cpu((s77, 8, 8, 1), (64, 8, 1, 64*s77), torch.float32)
        buf14 = buf13; del buf13  # reuse
        buf15 = empty_strided_cpu((s77, 8, 8, 1), (64, 8, 1, 64*s77), torch.float32)
        buf16 = empty_strided_cpu((s77, 8, 8, 16), (1024, 128, 16, 1), torch.float32)
        buf17 = empty_strided_cpu((s77, 8, 8, 16), (1024, 128, 16, 1), torch.float32)
        buf18 = reinterpret_tensor(buf15, (s77, 8, 8, 1), (64, 8, 1, 1), 0); del buf15  # reuse
        cpp_fused__unsafe_view_clone_native_layer_norm_native_layer_norm_backward_permute_roll_view_4(buf14, buf18, buf12, buf16, buf17, s77)
        return (buf16, reinterpret_tensor(primals_4, (256, ), (1, ), 0), buf8, buf17, buf18, reinterpret_tensor(buf11, (16, 64*s77), (1, 16), 0), reinterpret_tensor(primals_7, (16, 16), (1, 16), 0), reinterpret_tensor(buf9, (8*s77, 8, 16), (128, 1, 8), 0), reinterpret_tensor(buf2, (8*s77, 8, 16), (128, 1, 8), 0), reinterpret_tensor(buf3, (8*s77, 16, 8), (128, 1, 16), 0), reinterpret_tensor(buf0, (16, 64*s77), (1, 16), 0), s77, 4*s77, 64*s77, 8*s77, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = 3
    primals_2 = rand_strided((3, 8, 8, 16), (1024, 128, 16, 1), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((16, 48), (48, 1), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((16, 16), (16, 1), device='cpu', dtype=torch.int64)
    primals_5 = rand_strided((49, 2), (2, 1), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((4, 16, 16), (256, 16, 1), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((16, 16), (16, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
