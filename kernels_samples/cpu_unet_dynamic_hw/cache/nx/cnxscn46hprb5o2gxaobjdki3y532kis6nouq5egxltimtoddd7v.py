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


cpp_fused_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 27L*x0), static_cast<int64_t>(9L));
                                tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr0 + static_cast<int64_t>(x1 + 3L*x2 + 27L*x0), static_cast<int64_t>(3L));
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + ks0*ks1*x1 + ks0*ks1*x1_inner + 3L*ks0*ks1*x0), static_cast<int64_t>(16));
                                    tmp0.store(tmp1 + static_cast<int64_t>(16L*x1_inner));
                                }
                                transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(16),false>(tmp1, static_cast<int64_t>(16), out_ptr1 + static_cast<int64_t>(x1 + 3L*x2 + 3L*ks0*ks1*x0), static_cast<int64_t>(3L));
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L)))) && x2 < static_cast<int64_t>(ks0*ks1)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + ks0*ks1*x1 + ks0*ks1*x1_inner + 3L*ks0*ks1*x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                                    tmp0.store(tmp1 + static_cast<int64_t>((-16L)*x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1*x1_inner), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                                }
                                transpose_mxn<float,false>(tmp1, static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1), out_ptr1 + static_cast<int64_t>(x1 + 3L*x2 + 3L*ks0*ks1*x0), static_cast<int64_t>(3L), static_cast<int64_t>(3L), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
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
                                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 72L*x0), static_cast<int64_t>(9L));
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 72L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(8L),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr3 + static_cast<int64_t>(x1 + 8L*x2 + 72L*x0), static_cast<int64_t>(8L));
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 144L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr4 + static_cast<int64_t>(x1 + 16L*x2 + 144L*x0), static_cast<int64_t>(16L));
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 144L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr5 + static_cast<int64_t>(x1 + 16L*x2 + 144L*x0), static_cast<int64_t>(16L));
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 144L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr6 + static_cast<int64_t>(x1 + 16L*x2 + 144L*x0), static_cast<int64_t>(16L));
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 288L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr7 + static_cast<int64_t>(x1 + 32L*x2 + 288L*x0), static_cast<int64_t>(32L));
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
                                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 72L*x0), static_cast<int64_t>(9L));
                                        tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                    }
                                    transpose_mxn<float,static_cast<int64_t>(8L),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr8 + static_cast<int64_t>(x1 + 8L*x2 + 72L*x0), static_cast<int64_t>(8L));
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 144L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr9 + static_cast<int64_t>(x1 + 16L*x2 + 144L*x0), static_cast<int64_t>(16L));
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
                                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 72L*x0), static_cast<int64_t>(9L));
                                        tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                    }
                                    transpose_mxn<float,static_cast<int64_t>(8L),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr10 + static_cast<int64_t>(x1 + 8L*x2 + 72L*x0), static_cast<int64_t>(8L));
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


cpp_fused_native_group_norm_silu_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                            auto tmp1 = 2L*ks0*ks1;
                            auto tmp2 = c10::convert<float>(tmp1);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp0 / tmp3;
                            auto tmp5 = static_cast<float>(1e-05);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 + tmp6;
                            auto tmp8 = tmp7.rsqrt();
                            tmp8.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
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
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                                {
                                    auto tmp0 = in_out_ptr0[static_cast<int64_t>(x1 + 4L*x0)];
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 2L*x1), static_cast<int64_t>(2L));
                                    auto tmp4 = out_ptr0[static_cast<int64_t>(x1 + 4L*x0)];
                                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 2L*x1), static_cast<int64_t>(2L));
                                    auto tmp2 = at::vec::Vectorized<float>(tmp0);
                                    auto tmp3 = tmp2 * tmp1;
                                    auto tmp5 = decltype(tmp4)(-tmp4);
                                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                    auto tmp7 = tmp6 * tmp3;
                                    auto tmp9 = tmp7 + tmp8;
                                    tmp3.store(out_ptr2 + static_cast<int64_t>(x2 + 2L*x1 + 8L*x0), static_cast<int64_t>(2L));
                                    tmp9.store(out_ptr3 + static_cast<int64_t>(x2 + 2L*x1 + 8L*x0), static_cast<int64_t>(2L));
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
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks0*ks1); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(8L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 8L*x1 + 8L*ks0*ks1*x0), static_cast<int64_t>(8L));
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
                                tmp10.store(out_ptr4 + static_cast<int64_t>(x2 + 8L*x1 + 8L*ks0*ks1*x0), static_cast<int64_t>(8L));
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


cpp_fused__unsafe_index_add_cat_max_pool2d_with_indices_mul_silu_sub_2 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*', 'float*', 'int8_t*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       int8_t* out_ptr3,
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8L));
                            auto tmp1 = tmp0.neg();
                            auto tmp2 = tmp1.exp();
                            auto tmp3 = static_cast<float>(1.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 + tmp4;
                            auto tmp6 = tmp0 / tmp5;
                            tmp6.store(out_ptr0 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8L));
                            tmp6.store(out_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8L));
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x3 + 16L*x2 + 16L*ks0*x1 + 8L*ks0*ks1*x0), static_cast<int64_t>(8L));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(8L + x3 + 16L*x2 + 16L*ks0*x1 + 8L*ks0*ks1*x0), static_cast<int64_t>(8L));
                                    auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x3 + 8L*ks0 + 16L*x2 + 16L*ks0*x1 + 8L*ks0*ks1*x0), static_cast<int64_t>(8L));
                                    auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(8L + x3 + 8L*ks0 + 16L*x2 + 16L*ks0*x1 + 8L*ks0*ks1*x0), static_cast<int64_t>(8L));
                                    auto tmp2 = at::vec::maximum(tmp0, tmp1);
                                    auto tmp4 = at::vec::maximum(tmp2, tmp3);
                                    auto tmp6 = at::vec::maximum(tmp4, tmp5);
                                    auto tmp7 = at::vec::VecMask<float,1>(tmp0 > tmp1);
                                    auto tmp8 = at::vec::VecMask<float,1>(tmp0 == tmp1);
                                    auto tmp9 = at::vec::VecMask<float,1>(tmp0 != tmp0);
                                    auto tmp10 = at::vec::VecMask<float,1>(tmp1 != tmp1);
                                    auto tmp11 = (tmp9 > tmp10);
                                    auto tmp12 = inductor_vec_mask_cast<int32_t,1>(tmp7);
                                    auto tmp13 = inductor_vec_mask_cast<int32_t,1>(tmp11);
                                    auto tmp14 = tmp12 | tmp13;
                                    auto tmp15 = inductor_vec_mask_cast<int32_t,1>(tmp9);
                                    auto tmp16 = inductor_vec_mask_cast<int32_t,1>(tmp10);
                                    auto tmp17 = tmp15 & tmp16;
                                    auto tmp18 = inductor_vec_mask_cast<int32_t,1>(tmp8);
                                    auto tmp19 = inductor_vec_mask_cast<int32_t,1>(tmp17);
                                    auto tmp20 = tmp18 | tmp19;
                                    auto tmp21 = static_cast<int64_t>(0);
                                    auto tmp22 = static_cast<int64_t>(1);
                                    auto tmp23 = tmp21 < tmp22;
                                    auto tmp24 = at::vec::VecMask<float,1>::from(tmp23);
                                    auto tmp25 = inductor_vec_mask_cast<int32_t,1>(tmp20);
                                    auto tmp26 = inductor_vec_mask_cast<int32_t,1>(tmp24);
                                    auto tmp27 = tmp25 & tmp26;
                                    auto tmp28 = inductor_vec_mask_cast<int32_t,1>(tmp14);
                                    auto tmp29 = inductor_vec_mask_cast<int32_t,1>(tmp27);
                                    auto tmp30 = tmp28 | tmp29;
                                    auto tmp31 = decltype(tmp0)::blendv(tmp1, tmp0, inductor_vec_mask_cast<float,1>(tmp30));
                                    auto tmp32 = at::vec::VectorizedN<int64_t,2>(tmp21);
                                    auto tmp33 = at::vec::VectorizedN<int64_t,2>(tmp22);
                                    auto tmp34 = decltype(tmp32)::blendv(tmp33, tmp32, inductor_vec_mask_cast<int64_t,2>(tmp30));
                                    auto tmp35 = at::vec::VecMask<float,1>(tmp31 > tmp3);
                                    auto tmp36 = at::vec::VecMask<float,1>(tmp31 == tmp3);
                                    auto tmp37 = at::vec::VecMask<float,1>(tmp31 != tmp31);
                                    auto tmp38 = at::vec::VecMask<float,1>(tmp3 != tmp3);
                                    auto tmp39 = (tmp37 > tmp38);
                                    auto tmp40 = inductor_vec_mask_cast<int32_t,1>(tmp35);
                                    auto tmp41 = inductor_vec_mask_cast<int32_t,1>(tmp39);
                                    auto tmp42 = tmp40 | tmp41;
                                    auto tmp43 = inductor_vec_mask_cast<int32_t,1>(tmp37);
                                    auto tmp44 = inductor_vec_mask_cast<int32_t,1>(tmp38);
                                    auto tmp45 = tmp43 & tmp44;
                                    auto tmp46 = inductor_vec_mask_cast<int32_t,1>(tmp36);
                                    auto tmp47 = inductor_vec_mask_cast<int32_t,1>(tmp45);
                                    auto tmp48 = tmp46 | tmp47;
                                    auto tmp49 = static_cast<int64_t>(2);
                                    auto tmp50 = at::vec::VectorizedN<int64_t,2>(tmp49);
                                    auto tmp51 = at::vec::VecMask<int64_t,2>(tmp34 < tmp50);
                                    auto tmp52 = inductor_vec_mask_cast<int32_t,1>(tmp48);
                                    auto tmp53 = inductor_vec_mask_cast<int32_t,1>(tmp51);
                                    auto tmp54 = tmp52 & tmp53;
                                    auto tmp55 = inductor_vec_mask_cast<int32_t,1>(tmp42);
                                    auto tmp56 = inductor_vec_mask_cast<int32_t,1>(tmp54);
                                    auto tmp57 = tmp55 | tmp56;
                                    auto tmp58 = decltype(tmp31)::blendv(tmp3, tmp31, inductor_vec_mask_cast<float,1>(tmp57));
                                    auto tmp59 = decltype(tmp34)::blendv(tmp50, tmp34, inductor_vec_mask_cast<int64_t,2>(tmp57));
                                    auto tmp60 = at::vec::VecMask<float,1>(tmp58 > tmp5);
                                    auto tmp61 = at::vec::VecMask<float,1>(tmp58 == tmp5);
                                    auto tmp62 = at::vec::VecMask<float,1>(tmp58 != tmp58);
                                    auto tmp63 = at::vec::VecMask<float,1>(tmp5 != tmp5);
                                    auto tmp64 = (tmp62 > tmp63);
                                    auto tmp65 = inductor_vec_mask_cast<int32_t,1>(tmp60);
                                    auto tmp66 = inductor_vec_mask_cast<int32_t,1>(tmp64);
                                    auto tmp67 = tmp65 | tmp66;
                                    auto tmp68 = inductor_vec_mask_cast<int32_t,1>(tmp62);
                                    auto tmp69 = inductor_vec_mask_cast<int32_t,1>(tmp63);
                                    auto tmp70 = tmp68 & tmp69;
                                    auto tmp71 = inductor_vec_mask_cast<int32_t,1>(tmp61);
                                    auto tmp72 = inductor_vec_mask_cast<int32_t,1>(tmp70);
                                    auto tmp73 = tmp71 | tmp72;
                                    auto tmp74 = static_cast<int64_t>(3);
                                    auto tmp75 = at::vec::VectorizedN<int64_t,2>(tmp74);
                                    auto tmp76 = at::vec::VecMask<int64_t,2>(tmp59 < tmp75);
                                    auto tmp77 = inductor_vec_mask_cast<int32_t,1>(tmp73);
                                    auto tmp78 = inductor_vec_mask_cast<int32_t,1>(tmp76);
                                    auto tmp79 = tmp77 & tmp78;
                                    auto tmp80 = inductor_vec_mask_cast<int32_t,1>(tmp67);
                                    auto tmp81 = inductor_vec_mask_cast<int32_t,1>(tmp79);
                                    auto tmp82 = tmp80 | tmp81;
                                    auto tmp83 = decltype(tmp58)::blendv(tmp5, tmp58, inductor_vec_mask_cast<float,1>(tmp82));
                                    auto tmp84 = decltype(tmp59)::blendv(tmp75, tmp59, inductor_vec_mask_cast<int64_t,2>(tmp82));
                                    auto tmp85 = at::vec::convert<int8_t,1,int64_t,2>(tmp84);
                                    tmp6.store(out_ptr2 + static_cast<int64_t>(x3 + 8L*x2 + 8L*x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L));
                                    tmp85.store(out_ptr3 + static_cast<int64_t>(x3 + 8L*x2 + 8L*x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L));
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


cpp_fused_native_group_norm_silu_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                            auto tmp1 = 4L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)));
                            auto tmp2 = c10::convert<float>(tmp1);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp0 / tmp3;
                            auto tmp5 = static_cast<float>(1e-05);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 + tmp6;
                            auto tmp8 = tmp7.rsqrt();
                            tmp8.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
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
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                                {
                                    auto tmp0 = in_out_ptr0[static_cast<int64_t>(x1 + 4L*x0)];
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 4L*x1), static_cast<int64_t>(4L));
                                    auto tmp4 = out_ptr0[static_cast<int64_t>(x1 + 4L*x0)];
                                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 4L*x1), static_cast<int64_t>(4L));
                                    auto tmp2 = at::vec::Vectorized<float>(tmp0);
                                    auto tmp3 = tmp2 * tmp1;
                                    auto tmp5 = decltype(tmp4)(-tmp4);
                                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                    auto tmp7 = tmp6 * tmp3;
                                    auto tmp9 = tmp7 + tmp8;
                                    tmp3.store(out_ptr2 + static_cast<int64_t>(x2 + 4L*x1 + 16L*x0), static_cast<int64_t>(4L));
                                    tmp9.store(out_ptr3 + static_cast<int64_t>(x2 + 4L*x1 + 16L*x0), static_cast<int64_t>(4L));
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
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
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
                                tmp10.store(out_ptr4 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))));
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


cpp_fused__unsafe_index_add_cat_max_pool2d_with_indices_mul_silu_sub_4 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*', 'float*', 'int8_t*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       int8_t* out_ptr3,
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                            auto tmp1 = tmp0.neg();
                            auto tmp2 = tmp1.exp();
                            auto tmp3 = static_cast<float>(1.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 + tmp4;
                            auto tmp6 = tmp0 / tmp5;
                            tmp6.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                            tmp6.store(out_ptr1 + static_cast<int64_t>(x1 + 32L*x0));
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x3 + 32L*x2 + 32L*x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(16L + x3 + 32L*x2 + 32L*x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                                    auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x3 + 16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + 32L*x2 + 32L*x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                                    auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(16L + x3 + 16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + 32L*x2 + 32L*x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                                    auto tmp2 = at::vec::maximum(tmp0, tmp1);
                                    auto tmp4 = at::vec::maximum(tmp2, tmp3);
                                    auto tmp6 = at::vec::maximum(tmp4, tmp5);
                                    auto tmp7 = at::vec::VecMask<float,1>(tmp0 > tmp1);
                                    auto tmp8 = at::vec::VecMask<float,1>(tmp0 == tmp1);
                                    auto tmp9 = at::vec::VecMask<float,1>(tmp0 != tmp0);
                                    auto tmp10 = at::vec::VecMask<float,1>(tmp1 != tmp1);
                                    auto tmp11 = (tmp9 > tmp10);
                                    auto tmp12 = inductor_vec_mask_cast<int32_t,1>(tmp7);
                                    auto tmp13 = inductor_vec_mask_cast<int32_t,1>(tmp11);
                                    auto tmp14 = tmp12 | tmp13;
                                    auto tmp15 = inductor_vec_mask_cast<int32_t,1>(tmp9);
                                    auto tmp16 = inductor_vec_mask_cast<int32_t,1>(tmp10);
                                    auto tmp17 = tmp15 & tmp16;
                                    auto tmp18 = inductor_vec_mask_cast<int32_t,1>(tmp8);
                                    auto tmp19 = inductor_vec_mask_cast<int32_t,1>(tmp17);
                                    auto tmp20 = tmp18 | tmp19;
                                    auto tmp21 = static_cast<int64_t>(0);
                                    auto tmp22 = static_cast<int64_t>(1);
                                    auto tmp23 = tmp21 < tmp22;
                                    auto tmp24 = at::vec::VecMask<float,1>::from(tmp23);
                                    auto tmp25 = inductor_vec_mask_cast<int32_t,1>(tmp20);
                                    auto tmp26 = inductor_vec_mask_cast<int32_t,1>(tmp24);
                                    auto tmp27 = tmp25 & tmp26;
                                    auto tmp28 = inductor_vec_mask_cast<int32_t,1>(tmp14);
                                    auto tmp29 = inductor_vec_mask_cast<int32_t,1>(tmp27);
                                    auto tmp30 = tmp28 | tmp29;
                                    auto tmp31 = decltype(tmp0)::blendv(tmp1, tmp0, inductor_vec_mask_cast<float,1>(tmp30));
                                    auto tmp32 = at::vec::VectorizedN<int64_t,2>(tmp21);
                                    auto tmp33 = at::vec::VectorizedN<int64_t,2>(tmp22);
                                    auto tmp34 = decltype(tmp32)::blendv(tmp33, tmp32, inductor_vec_mask_cast<int64_t,2>(tmp30));
                                    auto tmp35 = at::vec::VecMask<float,1>(tmp31 > tmp3);
                                    auto tmp36 = at::vec::VecMask<float,1>(tmp31 == tmp3);
                                    auto tmp37 = at::vec::VecMask<float,1>(tmp31 != tmp31);
                                    auto tmp38 = at::vec::VecMask<float,1>(tmp3 != tmp3);
                                    auto tmp39 = (tmp37 > tmp38);
                                    auto tmp40 = inductor_vec_mask_cast<int32_t,1>(tmp35);
                                    auto tmp41 = inductor_vec_mask_cast<int32_t,1>(tmp39);
                                    auto tmp42 = tmp40 | tmp41;
                                    auto tmp43 = inductor_vec_mask_cast<int32_t,1>(tmp37);
                                    auto tmp44 = inductor_vec_mask_cast<int32_t,1>(tmp38);
                                    auto tmp45 = tmp43 & tmp44;
                                    auto tmp46 = inductor_vec_mask_cast<int32_t,1>(tmp36);
                                    auto tmp47 = inductor_vec_mask_cast<int32_t,1>(tmp45);
                                    auto tmp48 = tmp46 | tmp47;
                                    auto tmp49 = static_cast<int64_t>(2);
                                    auto tmp50 = at::vec::VectorizedN<int64_t,2>(tmp49);
                                    auto tmp51 = at::vec::VecMask<int64_t,2>(tmp34 < tmp50);
                                    auto tmp52 = inductor_vec_mask_cast<int32_t,1>(tmp48);
                                    auto tmp53 = inductor_vec_mask_cast<int32_t,1>(tmp51);
                                    auto tmp54 = tmp52 & tmp53;
                                    auto tmp55 = inductor_vec_mask_cast<int32_t,1>(tmp42);
                                    auto tmp56 = inductor_vec_mask_cast<int32_t,1>(tmp54);
                                    auto tmp57 = tmp55 | tmp56;
                                    auto tmp58 = decltype(tmp31)::blendv(tmp3, tmp31, inductor_vec_mask_cast<float,1>(tmp57));
                                    auto tmp59 = decltype(tmp34)::blendv(tmp50, tmp34, inductor_vec_mask_cast<int64_t,2>(tmp57));
                                    auto tmp60 = at::vec::VecMask<float,1>(tmp58 > tmp5);
                                    auto tmp61 = at::vec::VecMask<float,1>(tmp58 == tmp5);
                                    auto tmp62 = at::vec::VecMask<float,1>(tmp58 != tmp58);
                                    auto tmp63 = at::vec::VecMask<float,1>(tmp5 != tmp5);
                                    auto tmp64 = (tmp62 > tmp63);
                                    auto tmp65 = inductor_vec_mask_cast<int32_t,1>(tmp60);
                                    auto tmp66 = inductor_vec_mask_cast<int32_t,1>(tmp64);
                                    auto tmp67 = tmp65 | tmp66;
                                    auto tmp68 = inductor_vec_mask_cast<int32_t,1>(tmp62);
                                    auto tmp69 = inductor_vec_mask_cast<int32_t,1>(tmp63);
                                    auto tmp70 = tmp68 & tmp69;
                                    auto tmp71 = inductor_vec_mask_cast<int32_t,1>(tmp61);
                                    auto tmp72 = inductor_vec_mask_cast<int32_t,1>(tmp70);
                                    auto tmp73 = tmp71 | tmp72;
                                    auto tmp74 = static_cast<int64_t>(3);
                                    auto tmp75 = at::vec::VectorizedN<int64_t,2>(tmp74);
                                    auto tmp76 = at::vec::VecMask<int64_t,2>(tmp59 < tmp75);
                                    auto tmp77 = inductor_vec_mask_cast<int32_t,1>(tmp73);
                                    auto tmp78 = inductor_vec_mask_cast<int32_t,1>(tmp76);
                                    auto tmp79 = tmp77 & tmp78;
                                    auto tmp80 = inductor_vec_mask_cast<int32_t,1>(tmp67);
                                    auto tmp81 = inductor_vec_mask_cast<int32_t,1>(tmp79);
                                    auto tmp82 = tmp80 | tmp81;
                                    auto tmp83 = decltype(tmp58)::blendv(tmp5, tmp58, inductor_vec_mask_cast<float,1>(tmp82));
                                    auto tmp84 = decltype(tmp59)::blendv(tmp75, tmp59, inductor_vec_mask_cast<int64_t,2>(tmp82));
                                    auto tmp85 = at::vec::convert<int8_t,1,int64_t,2>(tmp84);
                                    tmp6.store(out_ptr2 + static_cast<int64_t>(x3 + 16L*x2 + 16L*x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))));
                                    tmp85.store(out_ptr3 + static_cast<int64_t>(x3 + 16L*x2 + 16L*x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16));
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


cpp_fused_native_group_norm_silu_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                            auto tmp1 = 4L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)));
                            auto tmp2 = c10::convert<float>(tmp1);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp0 / tmp3;
                            auto tmp5 = static_cast<float>(1e-05);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 + tmp6;
                            auto tmp8 = tmp7.rsqrt();
                            tmp8.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
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
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                                {
                                    auto tmp0 = in_out_ptr0[static_cast<int64_t>(x1 + 4L*x0)];
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 4L*x1), static_cast<int64_t>(4L));
                                    auto tmp4 = out_ptr0[static_cast<int64_t>(x1 + 4L*x0)];
                                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 4L*x1), static_cast<int64_t>(4L));
                                    auto tmp2 = at::vec::Vectorized<float>(tmp0);
                                    auto tmp3 = tmp2 * tmp1;
                                    auto tmp5 = decltype(tmp4)(-tmp4);
                                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                    auto tmp7 = tmp6 * tmp3;
                                    auto tmp9 = tmp7 + tmp8;
                                    tmp3.store(out_ptr2 + static_cast<int64_t>(x2 + 4L*x1 + 16L*x0), static_cast<int64_t>(4L));
                                    tmp9.store(out_ptr3 + static_cast<int64_t>(x2 + 4L*x1 + 16L*x0), static_cast<int64_t>(4L));
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
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16));
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
                                tmp10.store(out_ptr4 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))));
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


cpp_fused__to_copy__unsafe_index_add_arange_clamp_mul_silu_sub_view_6 = async_compile.cpp_pybinding(['const float*', 'float*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       int64_t* out_ptr1,
                       int64_t* out_ptr2,
                       int64_t* out_ptr3,
                       int64_t* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr8,
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = tmp0.neg();
                        auto tmp2 = tmp1.exp();
                        auto tmp3 = static_cast<float>(1.0);
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp2 + tmp4;
                        auto tmp6 = tmp0 / tmp5;
                        tmp6.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(32L))))))
                        {
                            auto tmp0 = x0;
                            auto tmp1 = c10::convert<float>(tmp0);
                            auto tmp2 = at::vec::Vectorized<float>::arange(tmp1, 1);
                            auto tmp3 = static_cast<float>(0.5);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 + tmp4;
                            auto tmp6 = static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))) / static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)));
                            auto tmp7 = c10::convert<float>(tmp6);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp5 * tmp8;
                            auto tmp10 = tmp9 - tmp4;
                            auto tmp11 = static_cast<float>(0.0);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = at::vec::maximum(tmp10, tmp12);
                            auto tmp14 = at::vec::convert<int64_t,2,float,1>(tmp13);
                            tmp14.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(32L)))) && x0 < static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))))
                        {
                            auto tmp0 = x0;
                            auto tmp1 = c10::convert<float>(tmp0);
                            auto tmp2 = at::vec::Vectorized<float>::arange(tmp1, 1);
                            auto tmp3 = static_cast<float>(0.5);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 + tmp4;
                            auto tmp6 = static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))) / static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)));
                            auto tmp7 = c10::convert<float>(tmp6);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp5 * tmp8;
                            auto tmp10 = tmp9 - tmp4;
                            auto tmp11 = static_cast<float>(0.0);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = at::vec::maximum(tmp10, tmp12);
                            auto tmp14 = at::vec::convert<int64_t,2,float,1>(tmp13);
                            tmp14.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(32L))))))
                        {
                            auto tmp0 = x0;
                            auto tmp1 = c10::convert<float>(tmp0);
                            auto tmp2 = at::vec::Vectorized<float>::arange(tmp1, 1);
                            auto tmp3 = static_cast<float>(0.5);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 + tmp4;
                            auto tmp6 = static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))) / static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)));
                            auto tmp7 = c10::convert<float>(tmp6);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp5 * tmp8;
                            auto tmp10 = tmp9 - tmp4;
                            auto tmp11 = static_cast<float>(0.0);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = at::vec::maximum(tmp10, tmp12);
                            auto tmp14 = at::vec::convert<int64_t,2,float,1>(tmp13);
                            auto tmp15 = static_cast<int64_t>(1);
                            auto tmp16 = at::vec::VectorizedN<int64_t,2>(tmp15);
                            auto tmp17 = tmp14 + tmp16;
                            auto tmp18 = (-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)));
                            auto tmp19 = c10::convert<int64_t>(tmp18);
                            auto tmp20 = at::vec::VectorizedN<int64_t,2>(tmp19);
                            auto tmp21 = at::vec::minimum(tmp17, tmp20);
                            tmp21.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(32L)))) && x0 < static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))))
                        {
                            auto tmp0 = x0;
                            auto tmp1 = c10::convert<float>(tmp0);
                            auto tmp2 = at::vec::Vectorized<float>::arange(tmp1, 1);
                            auto tmp3 = static_cast<float>(0.5);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 + tmp4;
                            auto tmp6 = static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))) / static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)));
                            auto tmp7 = c10::convert<float>(tmp6);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp5 * tmp8;
                            auto tmp10 = tmp9 - tmp4;
                            auto tmp11 = static_cast<float>(0.0);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = at::vec::maximum(tmp10, tmp12);
                            auto tmp14 = at::vec::convert<int64_t,2,float,1>(tmp13);
                            auto tmp15 = static_cast<int64_t>(1);
                            auto tmp16 = at::vec::VectorizedN<int64_t,2>(tmp15);
                            auto tmp17 = tmp14 + tmp16;
                            auto tmp18 = (-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)));
                            auto tmp19 = c10::convert<int64_t>(tmp18);
                            auto tmp20 = at::vec::VectorizedN<int64_t,2>(tmp19);
                            auto tmp21 = at::vec::minimum(tmp17, tmp20);
                            tmp21.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(32L))))))
                        {
                            auto tmp0 = x0;
                            auto tmp1 = c10::convert<float>(tmp0);
                            auto tmp2 = at::vec::Vectorized<float>::arange(tmp1, 1);
                            auto tmp3 = static_cast<float>(0.5);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 + tmp4;
                            auto tmp6 = static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))) / static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)));
                            auto tmp7 = c10::convert<float>(tmp6);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp5 * tmp8;
                            auto tmp10 = tmp9 - tmp4;
                            auto tmp11 = static_cast<float>(0.0);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = at::vec::maximum(tmp10, tmp12);
                            auto tmp14 = at::vec::convert<int64_t,2,float,1>(tmp13);
                            tmp14.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(32L)))) && x0 < static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))))
                        {
                            auto tmp0 = x0;
                            auto tmp1 = c10::convert<float>(tmp0);
                            auto tmp2 = at::vec::Vectorized<float>::arange(tmp1, 1);
                            auto tmp3 = static_cast<float>(0.5);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 + tmp4;
                            auto tmp6 = static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))) / static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)));
                            auto tmp7 = c10::convert<float>(tmp6);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp5 * tmp8;
                            auto tmp10 = tmp9 - tmp4;
                            auto tmp11 = static_cast<float>(0.0);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = at::vec::maximum(tmp10, tmp12);
                            auto tmp14 = at::vec::convert<int64_t,2,float,1>(tmp13);
                            tmp14.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(32L))))))
                        {
                            auto tmp0 = x0;
                            auto tmp1 = c10::convert<float>(tmp0);
                            auto tmp2 = at::vec::Vectorized<float>::arange(tmp1, 1);
                            auto tmp3 = static_cast<float>(0.5);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 + tmp4;
                            auto tmp6 = static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))) / static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)));
                            auto tmp7 = c10::convert<float>(tmp6);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp5 * tmp8;
                            auto tmp10 = tmp9 - tmp4;
                            auto tmp11 = static_cast<float>(0.0);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = at::vec::maximum(tmp10, tmp12);
                            auto tmp14 = at::vec::convert<int64_t,2,float,1>(tmp13);
                            auto tmp15 = static_cast<int64_t>(1);
                            auto tmp16 = at::vec::VectorizedN<int64_t,2>(tmp15);
                            auto tmp17 = tmp14 + tmp16;
                            auto tmp18 = (-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)));
                            auto tmp19 = c10::convert<int64_t>(tmp18);
                            auto tmp20 = at::vec::VectorizedN<int64_t,2>(tmp19);
                            auto tmp21 = at::vec::minimum(tmp17, tmp20);
                            tmp21.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(32L)))) && x0 < static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))))
                        {
                            auto tmp0 = x0;
                            auto tmp1 = c10::convert<float>(tmp0);
                            auto tmp2 = at::vec::Vectorized<float>::arange(tmp1, 1);
                            auto tmp3 = static_cast<float>(0.5);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 + tmp4;
                            auto tmp6 = static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))) / static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)));
                            auto tmp7 = c10::convert<float>(tmp6);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp5 * tmp8;
                            auto tmp10 = tmp9 - tmp4;
                            auto tmp11 = static_cast<float>(0.0);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = at::vec::maximum(tmp10, tmp12);
                            auto tmp14 = at::vec::convert<int64_t,2,float,1>(tmp13);
                            auto tmp15 = static_cast<int64_t>(1);
                            auto tmp16 = at::vec::VectorizedN<int64_t,2>(tmp15);
                            auto tmp17 = tmp14 + tmp16;
                            auto tmp18 = (-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)));
                            auto tmp19 = c10::convert<int64_t>(tmp18);
                            auto tmp20 = at::vec::VectorizedN<int64_t,2>(tmp19);
                            auto tmp21 = at::vec::minimum(tmp17, tmp20);
                            tmp21.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(32L))))))
                        {
                            auto tmp0 = x0;
                            auto tmp1 = c10::convert<float>(tmp0);
                            auto tmp2 = at::vec::Vectorized<float>::arange(tmp1, 1);
                            auto tmp3 = static_cast<float>(0.5);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 + tmp4;
                            auto tmp6 = static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))) / static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)));
                            auto tmp7 = c10::convert<float>(tmp6);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp5 * tmp8;
                            auto tmp10 = tmp9 - tmp4;
                            auto tmp11 = static_cast<float>(0.0);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = at::vec::maximum(tmp10, tmp12);
                            auto tmp14 = at::vec::convert<int64_t,2,float,1>(tmp13);
                            auto tmp15 = at::vec::convert<float,1,int64_t,2>(tmp14);
                            auto tmp16 = tmp13 - tmp15;
                            auto tmp17 = at::vec::maximum(tmp16, tmp12);
                            auto tmp18 = static_cast<float>(1.0);
                            auto tmp19 = at::vec::Vectorized<float>(tmp18);
                            auto tmp20 = at::vec::minimum(tmp17, tmp19);
                            tmp20.store(out_ptr5 + static_cast<int64_t>(x0));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(32L)))) && x0 < static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))))
                        {
                            auto tmp0 = x0;
                            auto tmp1 = c10::convert<float>(tmp0);
                            auto tmp2 = at::vec::Vectorized<float>::arange(tmp1, 1);
                            auto tmp3 = static_cast<float>(0.5);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 + tmp4;
                            auto tmp6 = static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))) / static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)));
                            auto tmp7 = c10::convert<float>(tmp6);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp5 * tmp8;
                            auto tmp10 = tmp9 - tmp4;
                            auto tmp11 = static_cast<float>(0.0);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = at::vec::maximum(tmp10, tmp12);
                            auto tmp14 = at::vec::convert<int64_t,2,float,1>(tmp13);
                            auto tmp15 = at::vec::convert<float,1,int64_t,2>(tmp14);
                            auto tmp16 = tmp13 - tmp15;
                            auto tmp17 = at::vec::maximum(tmp16, tmp12);
                            auto tmp18 = static_cast<float>(1.0);
                            auto tmp19 = at::vec::Vectorized<float>(tmp18);
                            auto tmp20 = at::vec::minimum(tmp17, tmp19);
                            tmp20.store(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(32L))))))
                        {
                            auto tmp0 = x0;
                            auto tmp1 = c10::convert<float>(tmp0);
                            auto tmp2 = at::vec::Vectorized<float>::arange(tmp1, 1);
                            auto tmp3 = static_cast<float>(0.5);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 + tmp4;
                            auto tmp6 = static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))) / static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)));
                            auto tmp7 = c10::convert<float>(tmp6);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp5 * tmp8;
                            auto tmp10 = tmp9 - tmp4;
                            auto tmp11 = static_cast<float>(0.0);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = at::vec::maximum(tmp10, tmp12);
                            auto tmp14 = at::vec::convert<int64_t,2,float,1>(tmp13);
                            auto tmp15 = at::vec::convert<float,1,int64_t,2>(tmp14);
                            auto tmp16 = tmp13 - tmp15;
                            auto tmp17 = at::vec::maximum(tmp16, tmp12);
                            auto tmp18 = static_cast<float>(1.0);
                            auto tmp19 = at::vec::Vectorized<float>(tmp18);
                            auto tmp20 = at::vec::minimum(tmp17, tmp19);
                            tmp20.store(out_ptr6 + static_cast<int64_t>(x0));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(32L)))) && x0 < static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))))
                        {
                            auto tmp0 = x0;
                            auto tmp1 = c10::convert<float>(tmp0);
                            auto tmp2 = at::vec::Vectorized<float>::arange(tmp1, 1);
                            auto tmp3 = static_cast<float>(0.5);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 + tmp4;
                            auto tmp6 = static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))) / static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)));
                            auto tmp7 = c10::convert<float>(tmp6);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp5 * tmp8;
                            auto tmp10 = tmp9 - tmp4;
                            auto tmp11 = static_cast<float>(0.0);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = at::vec::maximum(tmp10, tmp12);
                            auto tmp14 = at::vec::convert<int64_t,2,float,1>(tmp13);
                            auto tmp15 = at::vec::convert<float,1,int64_t,2>(tmp14);
                            auto tmp16 = tmp13 - tmp15;
                            auto tmp17 = at::vec::maximum(tmp16, tmp12);
                            auto tmp18 = static_cast<float>(1.0);
                            auto tmp19 = at::vec::Vectorized<float>(tmp18);
                            auto tmp20 = at::vec::minimum(tmp17, tmp19);
                            tmp20.store(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(32L))) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))));
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
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(16L); x3+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(16L)))
                                {
                                    auto tmp0 = out_ptr1[static_cast<int64_t>(x1)];
                                    auto tmp6 = out_ptr3[static_cast<int64_t>(x2)];
                                    auto tmp13 = out_ptr4[static_cast<int64_t>(x2)];
                                    auto tmp19 = out_ptr5[static_cast<int64_t>(x2)];
                                    auto tmp23 = out_ptr2[static_cast<int64_t>(x1)];
                                    auto tmp33 = out_ptr6[static_cast<int64_t>(x1)];
                                    auto tmp1 = c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L));
                                    auto tmp2 = c10::convert<int64_t>(tmp1);
                                    auto tmp3 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp2));
                                    auto tmp4 = tmp0 < 0;
                                    auto tmp5 = tmp4 ? tmp3 : tmp0;
                                    auto tmp7 = c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L));
                                    auto tmp8 = c10::convert<int64_t>(tmp7);
                                    auto tmp9 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp6) + static_cast<std::make_unsigned_t<int64_t>>(tmp8));
                                    auto tmp10 = tmp6 < 0;
                                    auto tmp11 = tmp10 ? tmp9 : tmp6;
                                    auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x3 + 16L*tmp11 + 16L*tmp5*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16));
                                    auto tmp14 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp13) + static_cast<std::make_unsigned_t<int64_t>>(tmp8));
                                    auto tmp15 = tmp13 < 0;
                                    auto tmp16 = tmp15 ? tmp14 : tmp13;
                                    auto tmp17 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x3 + 16L*tmp16 + 16L*tmp5*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16));
                                    auto tmp18 = tmp17 - tmp12;
                                    auto tmp20 = at::vec::Vectorized<float>(tmp19);
                                    auto tmp21 = tmp18 * tmp20;
                                    auto tmp22 = tmp12 + tmp21;
                                    auto tmp24 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp23) + static_cast<std::make_unsigned_t<int64_t>>(tmp2));
                                    auto tmp25 = tmp23 < 0;
                                    auto tmp26 = tmp25 ? tmp24 : tmp23;
                                    auto tmp27 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x3 + 16L*tmp11 + 16L*tmp26*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16));
                                    auto tmp28 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x3 + 16L*tmp16 + 16L*tmp26*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16));
                                    auto tmp29 = tmp28 - tmp27;
                                    auto tmp30 = tmp29 * tmp20;
                                    auto tmp31 = tmp27 + tmp30;
                                    auto tmp32 = tmp31 - tmp22;
                                    auto tmp34 = at::vec::Vectorized<float>(tmp33);
                                    auto tmp35 = tmp32 * tmp34;
                                    auto tmp36 = tmp22 + tmp35;
                                    tmp36.store(out_ptr8 + static_cast<int64_t>(x3 + 32L*x2 + 32L*x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + 32L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))));
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


cpp_fused_native_group_norm_silu_7 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                            auto tmp1 = 2L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)));
                            auto tmp2 = c10::convert<float>(tmp1);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp0 / tmp3;
                            auto tmp5 = static_cast<float>(1e-05);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 + tmp6;
                            auto tmp8 = tmp7.rsqrt();
                            tmp8.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
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
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                                {
                                    auto tmp0 = in_out_ptr0[static_cast<int64_t>(x1 + 4L*x0)];
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 2L*x1), static_cast<int64_t>(2L));
                                    auto tmp4 = out_ptr0[static_cast<int64_t>(x1 + 4L*x0)];
                                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 2L*x1), static_cast<int64_t>(2L));
                                    auto tmp2 = at::vec::Vectorized<float>(tmp0);
                                    auto tmp3 = tmp2 * tmp1;
                                    auto tmp5 = decltype(tmp4)(-tmp4);
                                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                    auto tmp7 = tmp6 * tmp3;
                                    auto tmp9 = tmp7 + tmp8;
                                    tmp3.store(out_ptr2 + static_cast<int64_t>(x2 + 2L*x1 + 8L*x0), static_cast<int64_t>(2L));
                                    tmp9.store(out_ptr3 + static_cast<int64_t>(x2 + 2L*x1 + 8L*x0), static_cast<int64_t>(2L));
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
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>((c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(8L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L));
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
                                tmp10.store(out_ptr4 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L));
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


cpp_fused__to_copy__unsafe_index_add_arange_clamp_mul_silu_sub_view_8 = async_compile.cpp_pybinding(['const float*', 'float*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       int64_t* out_ptr1,
                       int64_t* out_ptr2,
                       int64_t* out_ptr3,
                       int64_t* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr8,
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = tmp0.neg();
                        auto tmp2 = tmp1.exp();
                        auto tmp3 = static_cast<float>(1.0);
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp2 + tmp4;
                        auto tmp6 = tmp0 / tmp5;
                        tmp6.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks1); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L))))))
                        {
                            auto tmp0 = x0;
                            auto tmp1 = c10::convert<float>(tmp0);
                            auto tmp2 = at::vec::Vectorized<float>::arange(tmp1, 1);
                            auto tmp3 = static_cast<float>(0.5);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 + tmp4;
                            auto tmp6 = static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) / static_cast<double>(ks1);
                            auto tmp7 = c10::convert<float>(tmp6);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp5 * tmp8;
                            auto tmp10 = tmp9 - tmp4;
                            auto tmp11 = static_cast<float>(0.0);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = at::vec::maximum(tmp10, tmp12);
                            auto tmp14 = at::vec::convert<int64_t,2,float,1>(tmp13);
                            tmp14.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))) && x0 < static_cast<int64_t>(ks1)))
                        {
                            auto tmp0 = x0;
                            auto tmp1 = c10::convert<float>(tmp0);
                            auto tmp2 = at::vec::Vectorized<float>::arange(tmp1, 1);
                            auto tmp3 = static_cast<float>(0.5);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 + tmp4;
                            auto tmp6 = static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) / static_cast<double>(ks1);
                            auto tmp7 = c10::convert<float>(tmp6);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp5 * tmp8;
                            auto tmp10 = tmp9 - tmp4;
                            auto tmp11 = static_cast<float>(0.0);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = at::vec::maximum(tmp10, tmp12);
                            auto tmp14 = at::vec::convert<int64_t,2,float,1>(tmp13);
                            tmp14.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks1); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L))))))
                        {
                            auto tmp0 = x0;
                            auto tmp1 = c10::convert<float>(tmp0);
                            auto tmp2 = at::vec::Vectorized<float>::arange(tmp1, 1);
                            auto tmp3 = static_cast<float>(0.5);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 + tmp4;
                            auto tmp6 = static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) / static_cast<double>(ks1);
                            auto tmp7 = c10::convert<float>(tmp6);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp5 * tmp8;
                            auto tmp10 = tmp9 - tmp4;
                            auto tmp11 = static_cast<float>(0.0);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = at::vec::maximum(tmp10, tmp12);
                            auto tmp14 = at::vec::convert<int64_t,2,float,1>(tmp13);
                            auto tmp15 = static_cast<int64_t>(1);
                            auto tmp16 = at::vec::VectorizedN<int64_t,2>(tmp15);
                            auto tmp17 = tmp14 + tmp16;
                            auto tmp18 = (-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)));
                            auto tmp19 = c10::convert<int64_t>(tmp18);
                            auto tmp20 = at::vec::VectorizedN<int64_t,2>(tmp19);
                            auto tmp21 = at::vec::minimum(tmp17, tmp20);
                            tmp21.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))) && x0 < static_cast<int64_t>(ks1)))
                        {
                            auto tmp0 = x0;
                            auto tmp1 = c10::convert<float>(tmp0);
                            auto tmp2 = at::vec::Vectorized<float>::arange(tmp1, 1);
                            auto tmp3 = static_cast<float>(0.5);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 + tmp4;
                            auto tmp6 = static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) / static_cast<double>(ks1);
                            auto tmp7 = c10::convert<float>(tmp6);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp5 * tmp8;
                            auto tmp10 = tmp9 - tmp4;
                            auto tmp11 = static_cast<float>(0.0);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = at::vec::maximum(tmp10, tmp12);
                            auto tmp14 = at::vec::convert<int64_t,2,float,1>(tmp13);
                            auto tmp15 = static_cast<int64_t>(1);
                            auto tmp16 = at::vec::VectorizedN<int64_t,2>(tmp15);
                            auto tmp17 = tmp14 + tmp16;
                            auto tmp18 = (-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)));
                            auto tmp19 = c10::convert<int64_t>(tmp18);
                            auto tmp20 = at::vec::VectorizedN<int64_t,2>(tmp19);
                            auto tmp21 = at::vec::minimum(tmp17, tmp20);
                            tmp21.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
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
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L))))))
                        {
                            auto tmp0 = x0;
                            auto tmp1 = c10::convert<float>(tmp0);
                            auto tmp2 = at::vec::Vectorized<float>::arange(tmp1, 1);
                            auto tmp3 = static_cast<float>(0.5);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 + tmp4;
                            auto tmp6 = static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) / static_cast<double>(ks0);
                            auto tmp7 = c10::convert<float>(tmp6);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp5 * tmp8;
                            auto tmp10 = tmp9 - tmp4;
                            auto tmp11 = static_cast<float>(0.0);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = at::vec::maximum(tmp10, tmp12);
                            auto tmp14 = at::vec::convert<int64_t,2,float,1>(tmp13);
                            tmp14.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L)))) && x0 < static_cast<int64_t>(ks0)))
                        {
                            auto tmp0 = x0;
                            auto tmp1 = c10::convert<float>(tmp0);
                            auto tmp2 = at::vec::Vectorized<float>::arange(tmp1, 1);
                            auto tmp3 = static_cast<float>(0.5);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 + tmp4;
                            auto tmp6 = static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) / static_cast<double>(ks0);
                            auto tmp7 = c10::convert<float>(tmp6);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp5 * tmp8;
                            auto tmp10 = tmp9 - tmp4;
                            auto tmp11 = static_cast<float>(0.0);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = at::vec::maximum(tmp10, tmp12);
                            auto tmp14 = at::vec::convert<int64_t,2,float,1>(tmp13);
                            tmp14.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(ks0 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L)))));
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
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L))))))
                        {
                            auto tmp0 = x0;
                            auto tmp1 = c10::convert<float>(tmp0);
                            auto tmp2 = at::vec::Vectorized<float>::arange(tmp1, 1);
                            auto tmp3 = static_cast<float>(0.5);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 + tmp4;
                            auto tmp6 = static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) / static_cast<double>(ks0);
                            auto tmp7 = c10::convert<float>(tmp6);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp5 * tmp8;
                            auto tmp10 = tmp9 - tmp4;
                            auto tmp11 = static_cast<float>(0.0);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = at::vec::maximum(tmp10, tmp12);
                            auto tmp14 = at::vec::convert<int64_t,2,float,1>(tmp13);
                            auto tmp15 = static_cast<int64_t>(1);
                            auto tmp16 = at::vec::VectorizedN<int64_t,2>(tmp15);
                            auto tmp17 = tmp14 + tmp16;
                            auto tmp18 = (-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)));
                            auto tmp19 = c10::convert<int64_t>(tmp18);
                            auto tmp20 = at::vec::VectorizedN<int64_t,2>(tmp19);
                            auto tmp21 = at::vec::minimum(tmp17, tmp20);
                            tmp21.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L)))) && x0 < static_cast<int64_t>(ks0)))
                        {
                            auto tmp0 = x0;
                            auto tmp1 = c10::convert<float>(tmp0);
                            auto tmp2 = at::vec::Vectorized<float>::arange(tmp1, 1);
                            auto tmp3 = static_cast<float>(0.5);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 + tmp4;
                            auto tmp6 = static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) / static_cast<double>(ks0);
                            auto tmp7 = c10::convert<float>(tmp6);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp5 * tmp8;
                            auto tmp10 = tmp9 - tmp4;
                            auto tmp11 = static_cast<float>(0.0);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = at::vec::maximum(tmp10, tmp12);
                            auto tmp14 = at::vec::convert<int64_t,2,float,1>(tmp13);
                            auto tmp15 = static_cast<int64_t>(1);
                            auto tmp16 = at::vec::VectorizedN<int64_t,2>(tmp15);
                            auto tmp17 = tmp14 + tmp16;
                            auto tmp18 = (-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)));
                            auto tmp19 = c10::convert<int64_t>(tmp18);
                            auto tmp20 = at::vec::VectorizedN<int64_t,2>(tmp19);
                            auto tmp21 = at::vec::minimum(tmp17, tmp20);
                            tmp21.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(ks0 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L)))));
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
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L))))))
                        {
                            auto tmp0 = x0;
                            auto tmp1 = c10::convert<float>(tmp0);
                            auto tmp2 = at::vec::Vectorized<float>::arange(tmp1, 1);
                            auto tmp3 = static_cast<float>(0.5);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 + tmp4;
                            auto tmp6 = static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) / static_cast<double>(ks0);
                            auto tmp7 = c10::convert<float>(tmp6);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp5 * tmp8;
                            auto tmp10 = tmp9 - tmp4;
                            auto tmp11 = static_cast<float>(0.0);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = at::vec::maximum(tmp10, tmp12);
                            auto tmp14 = at::vec::convert<int64_t,2,float,1>(tmp13);
                            auto tmp15 = at::vec::convert<float,1,int64_t,2>(tmp14);
                            auto tmp16 = tmp13 - tmp15;
                            auto tmp17 = at::vec::maximum(tmp16, tmp12);
                            auto tmp18 = static_cast<float>(1.0);
                            auto tmp19 = at::vec::Vectorized<float>(tmp18);
                            auto tmp20 = at::vec::minimum(tmp17, tmp19);
                            tmp20.store(out_ptr5 + static_cast<int64_t>(x0));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L)))) && x0 < static_cast<int64_t>(ks0)))
                        {
                            auto tmp0 = x0;
                            auto tmp1 = c10::convert<float>(tmp0);
                            auto tmp2 = at::vec::Vectorized<float>::arange(tmp1, 1);
                            auto tmp3 = static_cast<float>(0.5);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 + tmp4;
                            auto tmp6 = static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) / static_cast<double>(ks0);
                            auto tmp7 = c10::convert<float>(tmp6);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp5 * tmp8;
                            auto tmp10 = tmp9 - tmp4;
                            auto tmp11 = static_cast<float>(0.0);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = at::vec::maximum(tmp10, tmp12);
                            auto tmp14 = at::vec::convert<int64_t,2,float,1>(tmp13);
                            auto tmp15 = at::vec::convert<float,1,int64_t,2>(tmp14);
                            auto tmp16 = tmp13 - tmp15;
                            auto tmp17 = at::vec::maximum(tmp16, tmp12);
                            auto tmp18 = static_cast<float>(1.0);
                            auto tmp19 = at::vec::Vectorized<float>(tmp18);
                            auto tmp20 = at::vec::minimum(tmp17, tmp19);
                            tmp20.store(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(ks0 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L)))));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks1); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L))))))
                        {
                            auto tmp0 = x0;
                            auto tmp1 = c10::convert<float>(tmp0);
                            auto tmp2 = at::vec::Vectorized<float>::arange(tmp1, 1);
                            auto tmp3 = static_cast<float>(0.5);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 + tmp4;
                            auto tmp6 = static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) / static_cast<double>(ks1);
                            auto tmp7 = c10::convert<float>(tmp6);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp5 * tmp8;
                            auto tmp10 = tmp9 - tmp4;
                            auto tmp11 = static_cast<float>(0.0);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = at::vec::maximum(tmp10, tmp12);
                            auto tmp14 = at::vec::convert<int64_t,2,float,1>(tmp13);
                            auto tmp15 = at::vec::convert<float,1,int64_t,2>(tmp14);
                            auto tmp16 = tmp13 - tmp15;
                            auto tmp17 = at::vec::maximum(tmp16, tmp12);
                            auto tmp18 = static_cast<float>(1.0);
                            auto tmp19 = at::vec::Vectorized<float>(tmp18);
                            auto tmp20 = at::vec::minimum(tmp17, tmp19);
                            tmp20.store(out_ptr6 + static_cast<int64_t>(x0));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))) && x0 < static_cast<int64_t>(ks1)))
                        {
                            auto tmp0 = x0;
                            auto tmp1 = c10::convert<float>(tmp0);
                            auto tmp2 = at::vec::Vectorized<float>::arange(tmp1, 1);
                            auto tmp3 = static_cast<float>(0.5);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 + tmp4;
                            auto tmp6 = static_cast<double>(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L))) / static_cast<double>(ks1);
                            auto tmp7 = c10::convert<float>(tmp6);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp5 * tmp8;
                            auto tmp10 = tmp9 - tmp4;
                            auto tmp11 = static_cast<float>(0.0);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = at::vec::maximum(tmp10, tmp12);
                            auto tmp14 = at::vec::convert<int64_t,2,float,1>(tmp13);
                            auto tmp15 = at::vec::convert<float,1,int64_t,2>(tmp14);
                            auto tmp16 = tmp13 - tmp15;
                            auto tmp17 = at::vec::maximum(tmp16, tmp12);
                            auto tmp18 = static_cast<float>(1.0);
                            auto tmp19 = at::vec::Vectorized<float>(tmp18);
                            auto tmp20 = at::vec::minimum(tmp17, tmp19);
                            tmp20.store(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
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
                                    auto tmp0 = out_ptr1[static_cast<int64_t>(x1)];
                                    auto tmp6 = out_ptr3[static_cast<int64_t>(x2)];
                                    auto tmp13 = out_ptr4[static_cast<int64_t>(x2)];
                                    auto tmp19 = out_ptr5[static_cast<int64_t>(x2)];
                                    auto tmp23 = out_ptr2[static_cast<int64_t>(x1)];
                                    auto tmp33 = out_ptr6[static_cast<int64_t>(x1)];
                                    auto tmp1 = c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L));
                                    auto tmp2 = c10::convert<int64_t>(tmp1);
                                    auto tmp3 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp2));
                                    auto tmp4 = tmp0 < 0;
                                    auto tmp5 = tmp4 ? tmp3 : tmp0;
                                    auto tmp7 = c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L));
                                    auto tmp8 = c10::convert<int64_t>(tmp7);
                                    auto tmp9 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp6) + static_cast<std::make_unsigned_t<int64_t>>(tmp8));
                                    auto tmp10 = tmp6 < 0;
                                    auto tmp11 = tmp10 ? tmp9 : tmp6;
                                    auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x3 + 8L*tmp11 + 8L*tmp5*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L));
                                    auto tmp14 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp13) + static_cast<std::make_unsigned_t<int64_t>>(tmp8));
                                    auto tmp15 = tmp13 < 0;
                                    auto tmp16 = tmp15 ? tmp14 : tmp13;
                                    auto tmp17 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x3 + 8L*tmp16 + 8L*tmp5*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L));
                                    auto tmp18 = tmp17 - tmp12;
                                    auto tmp20 = at::vec::Vectorized<float>(tmp19);
                                    auto tmp21 = tmp18 * tmp20;
                                    auto tmp22 = tmp12 + tmp21;
                                    auto tmp24 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp23) + static_cast<std::make_unsigned_t<int64_t>>(tmp2));
                                    auto tmp25 = tmp23 < 0;
                                    auto tmp26 = tmp25 ? tmp24 : tmp23;
                                    auto tmp27 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x3 + 8L*tmp11 + 8L*tmp26*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L));
                                    auto tmp28 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x3 + 8L*tmp16 + 8L*tmp26*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + 8L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(8L));
                                    auto tmp29 = tmp28 - tmp27;
                                    auto tmp30 = tmp29 * tmp20;
                                    auto tmp31 = tmp27 + tmp30;
                                    auto tmp32 = tmp31 - tmp22;
                                    auto tmp34 = at::vec::Vectorized<float>(tmp33);
                                    auto tmp35 = tmp32 * tmp34;
                                    auto tmp36 = tmp22 + tmp35;
                                    tmp36.store(out_ptr8 + static_cast<int64_t>(x3 + 16L*x2 + 16L*ks0*x1 + 16L*ks0*ks1*x0), static_cast<int64_t>(8L));
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


cpp_fused_silu_9 = async_compile.cpp_pybinding(['const float*', 'float*', 'const int64_t', 'const int64_t'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L*ks0*ks1); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*ks0*ks1)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = tmp0.neg();
                        auto tmp2 = tmp1.exp();
                        auto tmp3 = static_cast<float>(1.0);
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp2 + tmp4;
                        auto tmp6 = tmp0 / tmp5;
                        tmp6.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_10 = async_compile.cpp_pybinding(['const float*', 'float*', 'const int64_t', 'const int64_t'], r'''
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35 = args
        args.clear()
        s53 = primals_3
        s0 = primals_4
        assert_size_stride(primals_1, (8, 3, 3, 3), (27, 9, 3, 1), 'input')
        buf0 = empty_strided_cpu((8, 3, 3, 3), (27, 1, 9, 3), torch.float32)
        assert_size_stride(primals_5, (2, 3, s53, s0), (3*s0*s53, s0*s53, s0, 1), 'input')
        buf1 = empty_strided_cpu((2, 3, s53, s0), (3*s0*s53, 1, 3*s0, 3), torch.float32)
        assert_size_stride(primals_8, (8, 8, 3, 3), (72, 9, 3, 1), 'input')
        buf2 = empty_strided_cpu((8, 8, 3, 3), (72, 1, 24, 8), torch.float32)
        assert_size_stride(primals_10, (16, 8, 3, 3), (72, 9, 3, 1), 'input')
        buf3 = empty_strided_cpu((16, 8, 3, 3), (72, 1, 24, 8), torch.float32)
        assert_size_stride(primals_14, (16, 16, 3, 3), (144, 9, 3, 1), 'input')
        buf4 = empty_strided_cpu((16, 16, 3, 3), (144, 1, 48, 16), torch.float32)
        assert_size_stride(primals_16, (16, 16, 3, 3), (144, 9, 3, 1), 'input')
        buf5 = empty_strided_cpu((16, 16, 3, 3), (144, 1, 48, 16), torch.float32)
        assert_size_stride(primals_20, (16, 16, 3, 3), (144, 9, 3, 1), 'input')
        buf6 = empty_strided_cpu((16, 16, 3, 3), (144, 1, 48, 16), torch.float32)
        assert_size_stride(primals_22, (8, 32, 3, 3), (288, 9, 3, 1), 'input')
        buf7 = empty_strided_cpu((8, 32, 3, 3), (288, 1, 96, 32), torch.float32)
        assert_size_stride(primals_26, (8, 8, 3, 3), (72, 9, 3, 1), 'input')
        buf8 = empty_strided_cpu((8, 8, 3, 3), (72, 1, 24, 8), torch.float32)
        assert_size_stride(primals_28, (8, 16, 3, 3), (144, 9, 3, 1), 'input')
        buf9 = empty_strided_cpu((8, 16, 3, 3), (144, 1, 48, 16), torch.float32)
        assert_size_stride(primals_32, (8, 8, 3, 3), (72, 9, 3, 1), 'input')
        buf10 = empty_strided_cpu((8, 8, 3, 3), (72, 1, 24, 8), torch.float32)
        assert_size_stride(primals_2, (8, ), (1, ), 'input')
        cpp_fused_0(primals_1, primals_5, primals_8, primals_10, primals_14, primals_16, primals_20, primals_22, primals_26, primals_28, primals_32, buf0, buf1, buf2, buf3, buf4, buf5, buf6, buf7, buf8, buf9, buf10, s0, s53)
        del primals_1
        del primals_10
        del primals_14
        del primals_16
        del primals_20
        del primals_22
        del primals_26
        del primals_28
        del primals_32
        del primals_5
        del primals_8
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
        buf11 = extern_kernels.convolution(buf1, buf0, primals_2, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf11, (2, 8, s53, s0), (8*s0*s53, 1, 8*s0, 8), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_2
        buf12 = empty_strided_cpu((2, 4, 1, 1), (4, 1, 4, 4), torch.float32)
        buf13 = empty_strided_cpu((2, 4, 1, 1), (4, 1, 8, 8), torch.float32)
        buf15 = reinterpret_tensor(buf13, (2, 4, 1, 1), (4, 1, 4, 4), 0); del buf13  # reuse
        assert_size_stride_grouped((primals_6, primals_7), ((8, ), (8, )), ((1, ), (1, )), 'input')
        buf16 = empty_strided_cpu((2, 4, 2, 1), (8, 2, 1, 1), torch.float32)
        buf17 = empty_strided_cpu((2, 4, 2, 1), (8, 2, 1, 1), torch.float32)
        buf18 = empty_strided_cpu((2, 8, s53, s0), (8*s0*s53, 1, 8*s0, 8), torch.float32)
        assert_size_stride(primals_9, (8, ), (1, ), 'input')
        cpp_fused_native_group_norm_silu_1(buf15, buf11, primals_6, primals_7, buf12, buf16, buf17, buf18, s0, s53)
        # Topologically Sorted Source Nodes: [input_4], Original ATen: [aten.convolution]
        buf19 = extern_kernels.convolution(buf18, buf2, primals_9, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf19, (2, 8, s53, s0), (8*s0*s53, 1, 8*s0, 8), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_9
        buf20 = empty_strided_cpu((2, 8, s53, s0), (8*s0*s53, 1, 8*s0, 8), torch.float32)
        buf74 = empty_strided_cpu((2, 16, s53, s0), (16*s0*s53, 1, 16*s0, 16), torch.float32)
        buf73 = reinterpret_tensor(buf74, (2, 8, s53, s0), (16*s0*s53, 1, 16*s0, 16), 8)  # alias
        buf21 = empty_strided_cpu((2, 8, s53 // 2, s0 // 2), (8*(s0 // 2)*(s53 // 2), 1, 8*(s0 // 2), 8), torch.float32)
        buf22 = empty_strided_cpu((2, 8, s53 // 2, s0 // 2), (8*(s0 // 2)*(s53 // 2), 1, 8*(s0 // 2), 8), torch.int8)
        assert_size_stride(primals_11, (16, ), (1, ), 'input')
        cpp_fused__unsafe_index_add_cat_max_pool2d_with_indices_mul_silu_sub_2(buf19, buf20, buf73, buf21, buf22, s0, s53)
        # Topologically Sorted Source Nodes: [input_6], Original ATen: [aten.convolution]
        buf23 = extern_kernels.convolution(buf21, buf3, primals_11, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf23, (2, 16, s53 // 2, s0 // 2), (16*(s0 // 2)*(s53 // 2), 1, 16*(s0 // 2), 16), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_11
        buf24 = empty_strided_cpu((2, 4, 1, 1), (4, 1, 4, 4), torch.float32)
        buf25 = empty_strided_cpu((2, 4, 1, 1), (4, 1, 8, 8), torch.float32)
        buf27 = reinterpret_tensor(buf25, (2, 4, 1, 1), (4, 1, 4, 4), 0); del buf25  # reuse
        assert_size_stride_grouped((primals_12, primals_13), ((16, ), (16, )), ((1, ), (1, )), 'input')
        buf28 = empty_strided_cpu((2, 4, 4, 1), (16, 4, 1, 1), torch.float32)
        buf29 = empty_strided_cpu((2, 4, 4, 1), (16, 4, 1, 1), torch.float32)
        buf30 = empty_strided_cpu((2, 16, s53 // 2, s0 // 2), (16*(s0 // 2)*(s53 // 2), 1, 16*(s0 // 2), 16), torch.float32)
        assert_size_stride(primals_15, (16, ), (1, ), 'input')
        cpp_fused_native_group_norm_silu_3(buf27, buf23, primals_12, primals_13, buf24, buf28, buf29, buf30, s0, s53)
        # Topologically Sorted Source Nodes: [input_9], Original ATen: [aten.convolution]
        buf31 = extern_kernels.convolution(buf30, buf4, primals_15, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf31, (2, 16, s53 // 2, s0 // 2), (16*(s0 // 2)*(s53 // 2), 1, 16*(s0 // 2), 16), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_15
        buf32 = empty_strided_cpu((2, 16, s53 // 2, s0 // 2), (16*(s0 // 2)*(s53 // 2), 1, 16*(s0 // 2), 16), torch.float32)
        buf54 = empty_strided_cpu((2, 32, s53 // 2, s0 // 2), (32*(s0 // 2)*(s53 // 2), 1, 32*(s0 // 2), 32), torch.float32)
        buf53 = reinterpret_tensor(buf54, (2, 16, s53 // 2, s0 // 2), (32*(s0 // 2)*(s53 // 2), 1, 32*(s0 // 2), 32), 16)  # alias
        buf33 = empty_strided_cpu((2, 16, s53 // 4, s0 // 4), (16*(s0 // 4)*(s53 // 4), 1, 16*(s0 // 4), 16), torch.float32)
        buf34 = empty_strided_cpu((2, 16, s53 // 4, s0 // 4), (16*(s0 // 4)*(s53 // 4), 1, 16*(s0 // 4), 16), torch.int8)
        assert_size_stride(primals_17, (16, ), (1, ), 'input')
        cpp_fused__unsafe_index_add_cat_max_pool2d_with_indices_mul_silu_sub_4(buf31, buf32, buf53, buf33, buf34, s0, s53)
        del buf32
        # Topologically Sorted Source Nodes: [input_11], Original ATen: [aten.convolution]
        buf35 = extern_kernels.convolution(buf33, buf5, primals_17, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf35, (2, 16, s53 // 4, s0 // 4), (16*(s0 // 4)*(s53 // 4), 1, 16*(s0 // 4), 16), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_17
        buf36 = empty_strided_cpu((2, 4, 1, 1), (4, 1, 4, 4), torch.float32)
        buf37 = empty_strided_cpu((2, 4, 1, 1), (4, 1, 8, 8), torch.float32)
        buf39 = reinterpret_tensor(buf37, (2, 4, 1, 1), (4, 1, 4, 4), 0); del buf37  # reuse
        assert_size_stride_grouped((primals_18, primals_19), ((16, ), (16, )), ((1, ), (1, )), 'input')
        buf40 = buf29; del buf29  # reuse
        buf41 = buf28; del buf28  # reuse
        buf42 = empty_strided_cpu((2, 16, s53 // 4, s0 // 4), (16*(s0 // 4)*(s53 // 4), 1, 16*(s0 // 4), 16), torch.float32)
        assert_size_stride(primals_21, (16, ), (1, ), 'input')
        cpp_fused_native_group_norm_silu_5(buf39, buf35, primals_18, primals_19, buf36, buf40, buf41, buf42, s0, s53)
        del buf40
        del buf41
        # Topologically Sorted Source Nodes: [input_14], Original ATen: [aten.convolution]
        buf43 = extern_kernels.convolution(buf42, buf6, primals_21, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf43, (2, 16, s53 // 4, s0 // 4), (16*(s0 // 4)*(s53 // 4), 1, 16*(s0 // 4), 16), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_21
        buf44 = empty_strided_cpu((2, 16, s53 // 4, s0 // 4), (16*(s0 // 4)*(s53 // 4), 1, 16*(s0 // 4), 16), torch.float32)
        buf45 = empty_strided_cpu((s53 // 2, 1), (1, 1), torch.int64)
        buf46 = empty_strided_cpu((s53 // 2, 1), (1, 1), torch.int64)
        buf47 = empty_strided_cpu((s0 // 2, ), (1, ), torch.int64)
        buf48 = empty_strided_cpu((s0 // 2, ), (1, ), torch.int64)
        buf49 = empty_strided_cpu((s0 // 2, ), (1, ), torch.float32)
        buf51 = empty_strided_cpu((s53 // 2, 1), (1, 1), torch.float32)
        buf52 = reinterpret_tensor(buf54, (2, 16, s53 // 2, s0 // 2), (32*(s0 // 2)*(s53 // 2), 1, 32*(s0 // 2), 32), 0)  # alias
        assert_size_stride(primals_23, (8, ), (1, ), 'input')
        cpp_fused__to_copy__unsafe_index_add_arange_clamp_mul_silu_sub_view_6(buf43, buf44, buf45, buf46, buf47, buf48, buf49, buf51, buf52, s0, s53)
        del buf44
        # Topologically Sorted Source Nodes: [input_16], Original ATen: [aten.convolution]
        buf55 = extern_kernels.convolution(buf54, buf7, primals_23, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf55, (2, 8, s53 // 2, s0 // 2), (8*(s0 // 2)*(s53 // 2), 1, 8*(s0 // 2), 8), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_23
        buf56 = empty_strided_cpu((2, 4, 1, 1), (4, 1, 4, 4), torch.float32)
        buf57 = empty_strided_cpu((2, 4, 1, 1), (4, 1, 8, 8), torch.float32)
        buf59 = reinterpret_tensor(buf57, (2, 4, 1, 1), (4, 1, 4, 4), 0); del buf57  # reuse
        assert_size_stride_grouped((primals_24, primals_25), ((8, ), (8, )), ((1, ), (1, )), 'input')
        buf60 = buf17; del buf17  # reuse
        buf61 = buf16; del buf16  # reuse
        buf62 = empty_strided_cpu((2, 8, s53 // 2, s0 // 2), (8*(s0 // 2)*(s53 // 2), 1, 8*(s0 // 2), 8), torch.float32)
        assert_size_stride(primals_27, (8, ), (1, ), 'input')
        cpp_fused_native_group_norm_silu_7(buf59, buf55, primals_24, primals_25, buf56, buf60, buf61, buf62, s0, s53)
        # Topologically Sorted Source Nodes: [input_19], Original ATen: [aten.convolution]
        buf63 = extern_kernels.convolution(buf62, buf8, primals_27, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf63, (2, 8, s53 // 2, s0 // 2), (8*(s0 // 2)*(s53 // 2), 1, 8*(s0 // 2), 8), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_27
        buf64 = empty_strided_cpu((2, 8, s53 // 2, s0 // 2), (8*(s0 // 2)*(s53 // 2), 1, 8*(s0 // 2), 8), torch.float32)
        buf65 = empty_strided_cpu((s53, 1), (1, 1), torch.int64)
        buf66 = empty_strided_cpu((s53, 1), (1, 1), torch.int64)
        buf67 = empty_strided_cpu((s0, ), (1, ), torch.int64)
        buf68 = empty_strided_cpu((s0, ), (1, ), torch.int64)
        buf69 = empty_strided_cpu((s0, ), (1, ), torch.float32)
        buf71 = empty_strided_cpu((s53, 1), (1, 1), torch.float32)
        buf72 = reinterpret_tensor(buf74, (2, 8, s53, s0), (16*s0*s53, 1, 16*s0, 16), 0)  # alias
        assert_size_stride(primals_29, (8, ), (1, ), 'input')
        cpp_fused__to_copy__unsafe_index_add_arange_clamp_mul_silu_sub_view_8(buf63, buf64, buf65, buf66, buf67, buf68, buf69, buf71, buf72, s0, s53)
        del buf64
        # Topologically Sorted Source Nodes: [input_21], Original ATen: [aten.convolution]
        buf75 = extern_kernels.convolution(buf74, buf9, primals_29, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf75, (2, 8, s53, s0), (8*s0*s53, 1, 8*s0, 8), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_29
        buf76 = empty_strided_cpu((2, 4, 1, 1), (4, 1, 4, 4), torch.float32)
        buf77 = empty_strided_cpu((2, 4, 1, 1), (4, 1, 8, 8), torch.float32)
        buf79 = reinterpret_tensor(buf77, (2, 4, 1, 1), (4, 1, 4, 4), 0); del buf77  # reuse
        assert_size_stride_grouped((primals_30, primals_31), ((8, ), (8, )), ((1, ), (1, )), 'input')
        buf80 = buf61; del buf61  # reuse
        buf81 = buf60; del buf60  # reuse
        buf82 = buf20; del buf20  # reuse
        assert_size_stride(primals_33, (8, ), (1, ), 'input')
        cpp_fused_native_group_norm_silu_1(buf79, buf75, primals_30, primals_31, buf76, buf80, buf81, buf82, s0, s53)
        del buf80
        del buf81
        # Topologically Sorted Source Nodes: [input_24], Original ATen: [aten.convolution]
        buf83 = extern_kernels.convolution(buf82, buf10, primals_33, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf83, (2, 8, s53, s0), (8*s0*s53, 1, 8*s0, 8), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_33
        buf84 = empty_strided_cpu((2, 8, s53, s0), (8*s0*s53, 1, 8*s0, 8), torch.float32)
        assert_size_stride_grouped((primals_34, primals_35), ((2, 8, 1, 1), (2, )), ((8, 1, 1, 1), (1, )), 'input')
        cpp_fused_silu_9(buf83, buf84, s0, s53)
        # Topologically Sorted Source Nodes: [conv2d_10], Original ATen: [aten.convolution]
        buf85 = extern_kernels.convolution(buf84, reinterpret_tensor(primals_34, (2, 8, 1, 1), (8, 1, 8, 8), 0), primals_35, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf85, (2, 2, s53, s0), (2*s0*s53, 1, 2*s0, 2), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_35
        buf86 = empty_strided_cpu((2, 2, s53, s0), (2*s0*s53, s0*s53, s0, 1), torch.float32)
        cpp_fused_convolution_10(buf85, buf86, s0, s53)
        return (buf86, buf0, buf1, primals_6, primals_7, buf2, buf3, primals_12, primals_13, buf4, buf5, primals_18, primals_19, buf6, buf7, primals_24, primals_25, buf8, buf9, primals_30, primals_31, buf10, primals_34, buf11, buf12, buf15, buf18, buf19, buf21, buf22, buf23, buf24, buf27, buf30, buf31, buf33, buf34, buf35, buf36, buf39, buf42, buf43, buf45, buf46, buf47, buf48, buf49, buf51, buf54, buf55, buf56, buf59, buf62, buf63, buf65, buf66, buf67, buf68, buf69, buf71, buf74, buf75, buf76, buf79, buf82, buf83, buf84, s53, s0, s53 // 2, s0 // 2, s53 // 4, s0 // 4, s53 // 2, s0 // 2, s53 // 4, s0 // 4, (s0 // 2)*(s53 // 2), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((8, 3, 3, 3), (27, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    primals_3 = 28
    primals_4 = 20
    primals_5 = rand_strided((2, 3, 28, 20), (1680, 560, 20, 1), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((8, 8, 3, 3), (72, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((16, 8, 3, 3), (72, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_11 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((16, 16, 3, 3), (144, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_15 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((16, 16, 3, 3), (144, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_17 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_19 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_20 = rand_strided((16, 16, 3, 3), (144, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_21 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_22 = rand_strided((8, 32, 3, 3), (288, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_23 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    primals_26 = rand_strided((8, 8, 3, 3), (72, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_27 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    primals_28 = rand_strided((8, 16, 3, 3), (144, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_29 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    primals_31 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    primals_32 = rand_strided((8, 8, 3, 3), (72, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_33 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    primals_34 = rand_strided((2, 8, 1, 1), (8, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_35 = rand_strided((2, ), (1, ), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
