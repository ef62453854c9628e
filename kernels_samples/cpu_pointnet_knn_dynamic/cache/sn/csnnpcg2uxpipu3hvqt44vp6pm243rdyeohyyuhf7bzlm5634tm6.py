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


cpp_fused_mul_0 = async_compile.cpp_pybinding(['const float*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6L*ks0); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(3L*ks0), static_cast<int64_t>(8L))))))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(2.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    tmp3.store(out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(3L*ks0), static_cast<int64_t>(8L)))) && x0 < static_cast<int64_t>(6L*ks0)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(3L*ks0), static_cast<int64_t>(8L))) + 6L*ks0));
                    auto tmp1 = static_cast<float>(2.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    tmp3.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(3L*ks0), static_cast<int64_t>(8L))) + 6L*ks0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mul_neg_sub_sum_unsqueeze_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const int64_t ks0)
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
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks0); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(ks0); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            {
                                auto tmp0 = in_ptr0[static_cast<int64_t>(3L*x1 + 3L*ks0*x0)];
                                auto tmp2 = in_ptr0[static_cast<int64_t>(1L + 3L*x1 + 3L*ks0*x0)];
                                auto tmp5 = in_ptr0[static_cast<int64_t>(2L + 3L*x1 + 3L*ks0*x0)];
                                auto tmp8 = in_out_ptr0[static_cast<int64_t>(x2 + ks0*x1 + x0*static_cast<int64_t>(ks0*ks0))];
                                auto tmp10 = in_ptr0[static_cast<int64_t>(3L*x2 + 3L*ks0*x0)];
                                auto tmp12 = in_ptr0[static_cast<int64_t>(1L + 3L*x2 + 3L*ks0*x0)];
                                auto tmp15 = in_ptr0[static_cast<int64_t>(2L + 3L*x2 + 3L*ks0*x0)];
                                auto tmp1 = float(tmp0 * tmp0);
                                auto tmp3 = float(tmp2 * tmp2);
                                auto tmp4 = float(tmp1 + tmp3);
                                auto tmp6 = float(tmp5 * tmp5);
                                auto tmp7 = float(tmp4 + tmp6);
                                auto tmp9 = float(tmp7 - tmp8);
                                auto tmp11 = float(tmp10 * tmp10);
                                auto tmp13 = float(tmp12 * tmp12);
                                auto tmp14 = float(tmp11 + tmp13);
                                auto tmp16 = float(tmp15 * tmp15);
                                auto tmp17 = float(tmp14 + tmp16);
                                auto tmp18 = float(tmp9 + tmp17);
                                auto tmp19 = decltype(tmp18)(-tmp18);
                                in_out_ptr0[static_cast<int64_t>(x2 + ks0*x1 + x0*static_cast<int64_t>(ks0*ks0))] = tmp19;
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


cpp_fused_add_arange_cat_expand_index_mul_sub_unsqueeze_view_2 = async_compile.cpp_pybinding(['int64_t*', 'const float*', 'float*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(int64_t* in_out_ptr0,
                       const float* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L*ks0); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))))))
                    {
                        auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 4L*ks0*x0), static_cast<int64_t>(16));
                        auto tmp1 = ks0*x0;
                        auto tmp2 = c10::convert<int64_t>(tmp1);
                        auto tmp3 = at::vec::VectorizedN<int64_t,2>(tmp2);
                        auto tmp4 = tmp0 + tmp3;
                        tmp4.store(in_out_ptr0 + static_cast<int64_t>(x1 + 4L*ks0*x0), static_cast<int64_t>(16));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))) && x1 < static_cast<int64_t>(4L*ks0)))
                    {
                        auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 4L*ks0*x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))) + 4L*ks0));
                        auto tmp1 = ks0*x0;
                        auto tmp2 = c10::convert<int64_t>(tmp1);
                        auto tmp3 = at::vec::VectorizedN<int64_t,2>(tmp2);
                        auto tmp4 = tmp0 + tmp3;
                        tmp4.store(in_out_ptr0 + static_cast<int64_t>(x1 + 4L*ks0*x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))) + 4L*ks0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L*ks0); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(3L); x2+=static_cast<int64_t>(1L))
                {
                    {
                        {
                            auto tmp0 = in_out_ptr0[static_cast<int64_t>(x1 + 4L*x0)];
                            auto tmp10 = in_ptr0[static_cast<int64_t>(x2 + 3L*x0)];
                            auto tmp1 = 2L*ks0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            auto tmp3 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp2));
                            auto tmp4 = tmp0 < 0;
                            auto tmp5 = tmp4 ? tmp3 : tmp0;
                            auto tmp6 = tmp5;
                            auto tmp7 = c10::convert<int64_t>(tmp6);
                            TORCH_CHECK((0 <= tmp7) & (tmp7 < 2L*ks0), "index out of bounds: 0 <= tmp7 < 2L*ks0");
                            auto tmp9 = in_ptr0[static_cast<int64_t>(x2 + 3L*tmp5)];
                            auto tmp11 = float(tmp9 - tmp10);
                            out_ptr0[static_cast<int64_t>(x2 + 6L*x1 + 24L*x0)] = tmp11;
                            out_ptr1[static_cast<int64_t>(x2 + 6L*x1 + 24L*x0)] = tmp10;
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


cpp_fused__unsafe_view_amax_eq_leaky_relu_view_3 = async_compile.cpp_pybinding(['const float*', 'bool*', 'float*', 'bool*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       bool* out_ptr0,
                       float* out_ptr1,
                       bool* out_ptr2,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L*ks0); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L*ks0)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 > tmp2);
                        tmp3.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                #pragma GCC ivdep
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L*ks0); x0+=static_cast<int64_t>(1L))
                {
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp6 = at::vec::VecMask<float,1>::from(out_ptr0 + static_cast<int64_t>(16L + x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(16L + x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp11 = at::vec::VecMask<float,1>::from(out_ptr0 + static_cast<int64_t>(32L + x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(32L + x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp16 = at::vec::VecMask<float,1>::from(out_ptr0 + static_cast<int64_t>(48L + x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(48L + x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp2 = static_cast<float>(0.2);
                                auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                auto tmp4 = tmp1 * tmp3;
                                auto tmp5 = decltype(tmp1)::blendv(tmp4, tmp1, inductor_vec_mask_cast<float,1>(tmp0));
                                auto tmp8 = tmp7 * tmp3;
                                auto tmp9 = decltype(tmp7)::blendv(tmp8, tmp7, inductor_vec_mask_cast<float,1>(tmp6));
                                auto tmp10 = at::vec::maximum(tmp5, tmp9);
                                auto tmp13 = tmp12 * tmp3;
                                auto tmp14 = decltype(tmp12)::blendv(tmp13, tmp12, inductor_vec_mask_cast<float,1>(tmp11));
                                auto tmp15 = at::vec::maximum(tmp10, tmp14);
                                auto tmp18 = tmp17 * tmp3;
                                auto tmp19 = decltype(tmp17)::blendv(tmp18, tmp17, inductor_vec_mask_cast<float,1>(tmp16));
                                auto tmp20 = at::vec::maximum(tmp15, tmp19);
                                tmp20.store(out_ptr1 + static_cast<int64_t>(x1 + 16L*x0));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L*ks0); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2 + 16L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::VecMask<float,1>::from(out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp3 = static_cast<float>(0.2);
                                auto tmp4 = at::vec::Vectorized<float>(tmp3);
                                auto tmp5 = tmp2 * tmp4;
                                auto tmp6 = decltype(tmp2)::blendv(tmp5, tmp2, inductor_vec_mask_cast<float,1>(tmp1));
                                auto tmp7 = at::vec::VecMask<float,1>(tmp0 == tmp6);
                                tmp7.store(out_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 64L*x0), static_cast<int64_t>(16));
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


cpp_fused__log_softmax__unsafe_view_4 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L*ks0); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(5L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(5L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 5L*x0), static_cast<int64_t>(5L));
                        auto tmp1 = in_ptr0[static_cast<int64_t>(5L*x0)];
                        auto tmp2 = in_ptr0[static_cast<int64_t>(1L + 5L*x0)];
                        auto tmp4 = in_ptr0[static_cast<int64_t>(2L + 5L*x0)];
                        auto tmp6 = in_ptr0[static_cast<int64_t>(3L + 5L*x0)];
                        auto tmp8 = in_ptr0[static_cast<int64_t>(4L + 5L*x0)];
                        auto tmp3 = max_propagate_nan(tmp1, tmp2);
                        auto tmp5 = max_propagate_nan(tmp3, tmp4);
                        auto tmp7 = max_propagate_nan(tmp5, tmp6);
                        auto tmp9 = max_propagate_nan(tmp7, tmp8);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp0 - tmp10;
                        tmp11.store(out_ptr0 + static_cast<int64_t>(x1 + 5L*x0), static_cast<int64_t>(5L));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L*ks0); x0+=static_cast<int64_t>(1L))
        {
            {
                {
                    auto tmp0 = out_ptr0[static_cast<int64_t>(5L*x0)];
                    auto tmp2 = out_ptr0[static_cast<int64_t>(1L + 5L*x0)];
                    auto tmp5 = out_ptr0[static_cast<int64_t>(2L + 5L*x0)];
                    auto tmp8 = out_ptr0[static_cast<int64_t>(3L + 5L*x0)];
                    auto tmp11 = out_ptr0[static_cast<int64_t>(4L + 5L*x0)];
                    auto tmp1 = std::exp(tmp0);
                    auto tmp3 = std::exp(tmp2);
                    auto tmp4 = float(tmp1 + tmp3);
                    auto tmp6 = std::exp(tmp5);
                    auto tmp7 = float(tmp4 + tmp6);
                    auto tmp9 = std::exp(tmp8);
                    auto tmp10 = float(tmp7 + tmp9);
                    auto tmp12 = std::exp(tmp11);
                    auto tmp13 = float(tmp10 + tmp12);
                    auto tmp14 = std::log(tmp13);
                    out_ptr1[static_cast<int64_t>(x0)] = tmp14;
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(5L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(5L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 5L*x0), static_cast<int64_t>(5L));
                        auto tmp1 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 - tmp2;
                        tmp3.store(out_ptr2 + static_cast<int64_t>(x1 + 5L*x0), static_cast<int64_t>(5L));
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
        primals_1, primals_2, primals_3, primals_4 = args
        args.clear()
        s27 = primals_1
        assert_size_stride(primals_2, (2, s27, 3), (3*s27, 3, 1), 'input')
        buf0 = empty_strided_cpu((2, s27, 3), (3*s27, 3, 1), torch.float32)
        cpp_fused_mul_0(primals_2, buf0, s27)
        buf1 = empty_strided_cpu((2, s27, s27), (s27*s27, s27, 1), torch.float32)
        # Topologically Sorted Source Nodes: [mul_1, transpose, matmul], Original ATen: [aten.mul, aten.transpose, aten.bmm]
        extern_kernels.bmm(buf0, reinterpret_tensor(primals_2, (2, 3, s27), (3*s27, 1, 3), 0), out=buf1)
        del buf0
        buf2 = buf1; del buf1  # reuse
        cpp_fused_add_mul_neg_sub_sum_unsqueeze_1(buf2, primals_2, s27)
        # Topologically Sorted Source Nodes: [mul, sum_1, sub, sum_2, getitem_3, d, neg, topk], Original ATen: [aten.mul, aten.sum, aten.sub, aten.unsqueeze, aten.add, aten.neg, aten.topk]
        buf3 = torch.ops.aten.topk.default(buf2, 4, -1, True, True)
        del buf2
        buf5 = buf3[1]
        assert_tensor_metadata(buf5, (2, s27, 4), (4*s27, 4, 1), torch.int64, 'torch.ops.aten.topk.default')
        assert_alignment(buf5, 16, 'torch.ops.aten.topk.default')
        del buf3
        buf6 = buf5; del buf5  # reuse
        buf9 = empty_strided_cpu((2, s27, 4, 6), (24*s27, 24, 6, 1), torch.float32)
        buf7 = reinterpret_tensor(buf9, (2, s27, 4, 3), (24*s27, 24, 6, 1), 0)  # alias
        buf8 = reinterpret_tensor(buf9, (2, s27, 4, 3), (24*s27, 24, 6, 1), 3)  # alias
        assert_size_stride(primals_3, (6, 16), (16, 1), 'input')
        cpp_fused_add_arange_cat_expand_index_mul_sub_unsqueeze_view_2(buf6, primals_2, buf7, buf8, s27)
        del primals_2
        buf10 = empty_strided_cpu((8*s27, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [matmul_1], Original ATen: [aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf9, (8*s27, 6), (6, 1), 0), primals_3, out=buf10)
        buf11 = empty_strided_cpu((2, s27, 4, 16), (64*s27, 64, 16, 1), torch.bool)
        buf12 = empty_strided_cpu((2, s27, 16), (16*s27, 16, 1), torch.float32)
        buf17 = empty_strided_cpu((2, s27, 4, 16), (64*s27, 64, 16, 1), torch.bool)
        assert_size_stride(primals_4, (16, 5), (5, 1), 'input')
        cpp_fused__unsafe_view_amax_eq_leaky_relu_view_3(buf10, buf11, buf12, buf17, s27)
        del buf10
        buf13 = empty_strided_cpu((2*s27, 5), (5, 1), torch.float32)
        # Topologically Sorted Source Nodes: [matmul_2], Original ATen: [aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf12, (2*s27, 16), (16, 1), 0), primals_4, out=buf13)
        buf14 = empty_strided_cpu((2, s27, 5), (5*s27, 5, 1), torch.float32)
        buf15 = empty_strided_cpu((2, s27, 1), (s27, 1, 2*s27), torch.float32)
        buf16 = empty_strided_cpu((2, s27, 5), (5*s27, 5, 1), torch.float32)
        cpp_fused__log_softmax__unsafe_view_4(buf13, buf14, buf15, buf16, s27)
        return (buf16, reinterpret_tensor(buf6, (8*s27, ), (1, ), 0), buf11, buf16, reinterpret_tensor(buf12, (16, 2*s27), (1, 16), 0), reinterpret_tensor(primals_4, (5, 16), (1, 5), 0), buf17, reinterpret_tensor(buf9, (6, 8*s27), (1, 6), 0), reinterpret_tensor(primals_3, (16, 6), (1, 16), 0), s27, 2*s27, 8*s27, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = 23
    primals_2 = rand_strided((2, 23, 3), (69, 3, 1), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((6, 16), (16, 1), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((16, 5), (5, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
