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


cpp_fused_avg_pool2d_backward_div_expand_glu_backward_squeeze_unsqueeze_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
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
            #pragma omp for collapse(2)
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2464L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(2464L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(2464L + x1 + 4928L*x0), static_cast<int64_t>(16));
                            auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                            tmp1.store(out_ptr0 + static_cast<int64_t>(x1 + 2464L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for collapse(2)
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(154L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            {
                                auto tmp0 = out_ptr0[static_cast<int64_t>(x2 + 154L*x1 + 2464L*x0)];
                                auto tmp1 = in_ptr1[static_cast<int64_t>(x1 + 16L*x0)];
                                auto tmp26 = in_ptr0[static_cast<int64_t>(x2 + 154L*x1 + 4928L*x0)];
                                auto tmp2 = static_cast<float>(77);
                                auto tmp3 = tmp1 / tmp2;
                                auto tmp4 = tmp3 / 3;
                                auto tmp5 = static_cast<int32_t>(0);
                                auto tmp6 = static_cast<int32_t>(1);
                                auto tmp7 = tmp5 < tmp6;
                                auto tmp8 = std::max(static_cast<int64_t>(0L), static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>((-1L) + x2), static_cast<int64_t>(2L))));
                                auto tmp9 = c10::convert<int32_t>(tmp8);
                                auto tmp10 = std::min(static_cast<int64_t>(77L), static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(x2), static_cast<int64_t>(2L)))));
                                auto tmp11 = c10::convert<int32_t>(tmp10);
                                auto tmp12 = tmp9 < tmp11;
                                auto tmp13 = tmp7 & tmp12;
                                auto tmp14 = static_cast<float>(0.0);
                                auto tmp15 = tmp13 ? tmp4 : tmp14;
                                auto tmp16 = 1L + std::max(static_cast<int64_t>(0L), static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>((-1L) + x2), static_cast<int64_t>(2L))));
                                auto tmp17 = c10::convert<int32_t>(tmp16);
                                auto tmp18 = tmp17 < tmp11;
                                auto tmp19 = tmp7 & tmp18;
                                auto tmp20 = float(tmp15 + tmp4);
                                auto tmp21 = tmp19 ? tmp20 : tmp15;
                                auto tmp22 = float(tmp0 * tmp21);
                                auto tmp23 = static_cast<float>(1.0);
                                auto tmp24 = float(tmp23 - tmp0);
                                auto tmp25 = float(tmp24 * tmp0);
                                auto tmp27 = float(tmp25 * tmp26);
                                auto tmp28 = float(tmp27 * tmp21);
                                out_ptr1[static_cast<int64_t>(x2 + 154L*x1 + 4928L*x0)] = tmp22;
                                out_ptr2[static_cast<int64_t>(x2 + 154L*x1 + 4928L*x0)] = tmp28;
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


cpp_fused_native_group_norm_native_group_norm_backward_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L*ks0); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(154L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 154L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 154L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 * tmp1;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                                tmp_acc1_vec = tmp_acc1_vec + tmp0;
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(144L) && x1 < static_cast<int64_t>(154L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 154L*x0), static_cast<int64_t>(10L));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 154L*x0), static_cast<int64_t>(10L));
                                auto tmp2 = tmp0 * tmp1;
                                tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp2, static_cast<int64_t>(10L));
                                tmp_acc1_vec = sum_masked_reduce(tmp_acc1_vec, tmp0, static_cast<int64_t>(10L));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        {
                            auto tmp0 = out_ptr1[static_cast<int64_t>(4L*x1 + 16L*x0)];
                            auto tmp1 = in_ptr2[static_cast<int64_t>(4L*x1)];
                            auto tmp3 = out_ptr1[static_cast<int64_t>(1L + 4L*x1 + 16L*x0)];
                            auto tmp4 = in_ptr2[static_cast<int64_t>(1L + 4L*x1)];
                            auto tmp7 = out_ptr1[static_cast<int64_t>(2L + 4L*x1 + 16L*x0)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(2L + 4L*x1)];
                            auto tmp11 = out_ptr1[static_cast<int64_t>(3L + 4L*x1 + 16L*x0)];
                            auto tmp12 = in_ptr2[static_cast<int64_t>(3L + 4L*x1)];
                            auto tmp15 = out_ptr0[static_cast<int64_t>(4L*x1 + 16L*x0)];
                            auto tmp17 = out_ptr0[static_cast<int64_t>(1L + 4L*x1 + 16L*x0)];
                            auto tmp20 = out_ptr0[static_cast<int64_t>(2L + 4L*x1 + 16L*x0)];
                            auto tmp23 = out_ptr0[static_cast<int64_t>(3L + 4L*x1 + 16L*x0)];
                            auto tmp27 = in_ptr3[static_cast<int64_t>(x1 + 4L*x0)];
                            auto tmp32 = in_ptr4[static_cast<int64_t>(x1 + 4L*x0)];
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
                            auto tmp36 = static_cast<float>(777);
                            auto tmp37 = static_cast<float>(5.0);
                            auto tmp38 = tmp36 / tmp37;
                            auto tmp39 = std::floor(tmp38);
                            auto tmp40 = std::isinf(tmp36);
                            auto tmp41 = !tmp40;
                            auto tmp42 = std::isnan(tmp36);
                            auto tmp43 = !tmp42;
                            auto tmp44 = tmp41 && tmp43;
                            auto tmp45 = static_cast<float>(0.0);
                            auto tmp46 = tmp37 != tmp45;
                            auto tmp47 = tmp40 && tmp46;
                            auto tmp48 = tmp36 != tmp45;
                            auto tmp49 = tmp44 && tmp48;
                            auto tmp50 = std::isinf(tmp37);
                            auto tmp51 = tmp36 < tmp45;
                            auto tmp52 = tmp37 < tmp45;
                            auto tmp53 = tmp51 != tmp52;
                            auto tmp54 = tmp50 && tmp53;
                            auto tmp55 = tmp49 && tmp54;
                            auto tmp56 = static_cast<float>(-1.0);
                            auto tmp57 = tmp55 ? tmp56 : tmp39;
                            auto tmp58 = std::numeric_limits<float>::quiet_NaN();
                            auto tmp59 = tmp47 ? tmp58 : tmp57;
                            auto tmp60 = static_cast<float>(4.0);
                            auto tmp61 = float(tmp60 * tmp59);
                            auto tmp62 = static_cast<float>(-4.0);
                            auto tmp63 = float(tmp62 + tmp61);
                            auto tmp64 = c10::convert<double>(tmp63);
                            auto tmp65 = static_cast<double>(1.0);
                            auto tmp66 = tmp65 / tmp64;
                            auto tmp67 = c10::convert<float>(tmp66);
                            auto tmp68 = float(tmp35 * tmp67);
                            out_ptr2[static_cast<int64_t>(x1 + 4L*x0)] = tmp14;
                            out_ptr3[static_cast<int64_t>(x1 + 4L*x0)] = tmp68;
                        }
                    }
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(154L); x3+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(144L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 154L*x2 + 616L*x1 + 2464L*x0), static_cast<int64_t>(16));
                                    auto tmp1 = in_ptr4[static_cast<int64_t>(x1 + 4L*x0)];
                                    auto tmp2 = in_ptr2[static_cast<int64_t>(x2 + 4L*x1)];
                                    auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 154L*x2 + 616L*x1 + 2464L*x0), static_cast<int64_t>(16));
                                    auto tmp7 = out_ptr3[static_cast<int64_t>(x1 + 4L*x0)];
                                    auto tmp12 = in_ptr3[static_cast<int64_t>(x1 + 4L*x0)];
                                    auto tmp14 = out_ptr2[static_cast<int64_t>(x1 + 4L*x0)];
                                    auto tmp3 = float(tmp1 * tmp2);
                                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                                    auto tmp5 = tmp0 * tmp4;
                                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                    auto tmp9 = tmp6 * tmp8;
                                    auto tmp10 = tmp5 + tmp9;
                                    auto tmp11 = decltype(tmp7)(-tmp7);
                                    auto tmp13 = float(tmp11 * tmp12);
                                    auto tmp15 = float(tmp14 * tmp1);
                                    auto tmp16 = static_cast<float>(777);
                                    auto tmp17 = static_cast<float>(5.0);
                                    auto tmp18 = tmp16 / tmp17;
                                    auto tmp19 = std::floor(tmp18);
                                    auto tmp20 = std::isinf(tmp16);
                                    auto tmp21 = !tmp20;
                                    auto tmp22 = std::isnan(tmp16);
                                    auto tmp23 = !tmp22;
                                    auto tmp24 = tmp21 && tmp23;
                                    auto tmp25 = static_cast<float>(0.0);
                                    auto tmp26 = tmp17 != tmp25;
                                    auto tmp27 = tmp20 && tmp26;
                                    auto tmp28 = tmp16 != tmp25;
                                    auto tmp29 = tmp24 && tmp28;
                                    auto tmp30 = std::isinf(tmp17);
                                    auto tmp31 = tmp16 < tmp25;
                                    auto tmp32 = tmp17 < tmp25;
                                    auto tmp33 = tmp31 != tmp32;
                                    auto tmp34 = tmp30 && tmp33;
                                    auto tmp35 = tmp29 && tmp34;
                                    auto tmp36 = static_cast<float>(-1.0);
                                    auto tmp37 = tmp35 ? tmp36 : tmp19;
                                    auto tmp38 = std::numeric_limits<float>::quiet_NaN();
                                    auto tmp39 = tmp27 ? tmp38 : tmp37;
                                    auto tmp40 = static_cast<float>(4.0);
                                    auto tmp41 = float(tmp40 * tmp39);
                                    auto tmp42 = static_cast<float>(-4.0);
                                    auto tmp43 = float(tmp42 + tmp41);
                                    auto tmp44 = c10::convert<double>(tmp43);
                                    auto tmp45 = static_cast<double>(1.0);
                                    auto tmp46 = tmp45 / tmp44;
                                    auto tmp47 = c10::convert<float>(tmp46);
                                    auto tmp48 = float(tmp15 * tmp47);
                                    auto tmp49 = float(tmp13 - tmp48);
                                    auto tmp50 = at::vec::Vectorized<float>(tmp49);
                                    auto tmp51 = tmp10 + tmp50;
                                    tmp51.store(in_out_ptr0 + static_cast<int64_t>(x3 + 154L*x2 + 616L*x1 + 2464L*x0));
                                }
                                if(C10_UNLIKELY(x3 >= static_cast<int64_t>(144L) && x3 < static_cast<int64_t>(154L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 154L*x2 + 616L*x1 + 2464L*x0), static_cast<int64_t>(10L));
                                    auto tmp1 = in_ptr4[static_cast<int64_t>(x1 + 4L*x0)];
                                    auto tmp2 = in_ptr2[static_cast<int64_t>(x2 + 4L*x1)];
                                    auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 154L*x2 + 616L*x1 + 2464L*x0), static_cast<int64_t>(10L));
                                    auto tmp7 = out_ptr3[static_cast<int64_t>(x1 + 4L*x0)];
                                    auto tmp12 = in_ptr3[static_cast<int64_t>(x1 + 4L*x0)];
                                    auto tmp14 = out_ptr2[static_cast<int64_t>(x1 + 4L*x0)];
                                    auto tmp3 = float(tmp1 * tmp2);
                                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                                    auto tmp5 = tmp0 * tmp4;
                                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                    auto tmp9 = tmp6 * tmp8;
                                    auto tmp10 = tmp5 + tmp9;
                                    auto tmp11 = decltype(tmp7)(-tmp7);
                                    auto tmp13 = float(tmp11 * tmp12);
                                    auto tmp15 = float(tmp14 * tmp1);
                                    auto tmp16 = static_cast<float>(777);
                                    auto tmp17 = static_cast<float>(5.0);
                                    auto tmp18 = tmp16 / tmp17;
                                    auto tmp19 = std::floor(tmp18);
                                    auto tmp20 = std::isinf(tmp16);
                                    auto tmp21 = !tmp20;
                                    auto tmp22 = std::isnan(tmp16);
                                    auto tmp23 = !tmp22;
                                    auto tmp24 = tmp21 && tmp23;
                                    auto tmp25 = static_cast<float>(0.0);
                                    auto tmp26 = tmp17 != tmp25;
                                    auto tmp27 = tmp20 && tmp26;
                                    auto tmp28 = tmp16 != tmp25;
                                    auto tmp29 = tmp24 && tmp28;
                                    auto tmp30 = std::isinf(tmp17);
                                    auto tmp31 = tmp16 < tmp25;
                                    auto tmp32 = tmp17 < tmp25;
                                    auto tmp33 = tmp31 != tmp32;
                                    auto tmp34 = tmp30 && tmp33;
                                    auto tmp35 = tmp29 && tmp34;
                                    auto tmp36 = static_cast<float>(-1.0);
                                    auto tmp37 = tmp35 ? tmp36 : tmp19;
                                    auto tmp38 = std::numeric_limits<float>::quiet_NaN();
                                    auto tmp39 = tmp27 ? tmp38 : tmp37;
                                    auto tmp40 = static_cast<float>(4.0);
                                    auto tmp41 = float(tmp40 * tmp39);
                                    auto tmp42 = static_cast<float>(-4.0);
                                    auto tmp43 = float(tmp42 + tmp41);
                                    auto tmp44 = c10::convert<double>(tmp43);
                                    auto tmp45 = static_cast<double>(1.0);
                                    auto tmp46 = tmp45 / tmp44;
                                    auto tmp47 = c10::convert<float>(tmp46);
                                    auto tmp48 = float(tmp15 * tmp47);
                                    auto tmp49 = float(tmp13 - tmp48);
                                    auto tmp50 = at::vec::Vectorized<float>(tmp49);
                                    auto tmp51 = tmp10 + tmp50;
                                    tmp51.store(in_out_ptr0 + static_cast<int64_t>(x3 + 154L*x2 + 616L*x1 + 2464L*x0), static_cast<int64_t>(10L));
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


cpp_fused_gelu_gelu_backward_reflection_pad1d_backward_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const int64_t'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L*ks0); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(154L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                        {
                            auto tmp50 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 154L*x0), static_cast<int64_t>(16));
                            auto tmp0 = 2L + x1;
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = at::vec::VectorizedN<int64_t,2>::arange(tmp1, 1);
                            auto tmp3 = static_cast<int64_t>(0);
                            auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp3);
                            auto tmp5 = at::vec::VecMask<int64_t,2>(tmp2 >= tmp4);
                            auto tmp6 = static_cast<int64_t>(157);
                            auto tmp7 = at::vec::VectorizedN<int64_t,2>(tmp6);
                            auto tmp8 = at::vec::VecMask<int64_t,2>(tmp2 <= tmp7);
                            auto tmp9 = inductor_vec_mask_cast<int32_t,1>(tmp5);
                            auto tmp10 = inductor_vec_mask_cast<int32_t,1>(tmp8);
                            auto tmp11 = tmp9 & tmp10;
                            auto tmp12 = [&]
                            {
                                auto tmp13 = inductor_vec_mask_cast<float,1>(tmp11).template loadu<float,1>(in_ptr0 + static_cast<int64_t>(2L + x1 + 158L*x0));
                                return tmp13;
                            }
                            ;
                            auto tmp16 =
                            [&]
                            {
                                if (tmp11.all_zero())
                                {
                                    return at::vec::Vectorized<float>(static_cast<float>(0.0));
                                }
                                else
                                {
                                    auto tmp14 = tmp12();
                                    auto tmp15 = at::vec::Vectorized<float>(static_cast<float>(0.0));
                                    return decltype(tmp14)::blendv(tmp15, tmp14, inductor_vec_mask_cast<float,1>(tmp11));
                                }
                            }
                            ()
                            ;
                            auto tmp17 = x1;
                            auto tmp18 = c10::convert<int64_t>(tmp17);
                            auto tmp19 = at::vec::VectorizedN<int64_t,2>::arange(tmp18, 1);
                            auto tmp20 = static_cast<int64_t>(1);
                            auto tmp21 = at::vec::VectorizedN<int64_t,2>(tmp20);
                            auto tmp22 = at::vec::VecMask<int64_t,2>(tmp19 >= tmp21);
                            auto tmp23 = static_cast<int64_t>(2);
                            auto tmp24 = at::vec::VectorizedN<int64_t,2>(tmp23);
                            auto tmp25 = at::vec::VecMask<int64_t,2>(tmp19 <= tmp24);
                            auto tmp26 = inductor_vec_mask_cast<int32_t,1>(tmp22);
                            auto tmp27 = inductor_vec_mask_cast<int32_t,1>(tmp25);
                            auto tmp28 = tmp26 & tmp27;
                            auto tmp29 = [&]
                            {
                                auto tmp30 =
                                [&]
                                {
                                    __at_align__ std::array<float, 16> tmpbuf;
                                    #pragma GCC unroll 16
                                    for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                    {
                                        if (tmp28.is_masked(x1_inner))
                                        {
                                            tmpbuf[x1_inner] = in_ptr0[static_cast<int64_t>(2L + ((-1L)*x1) + ((-1L)*x1_inner) + 158L*x0)];
                                        }
                                    }
                                    return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                }
                                ()
                                ;
                                return tmp30;
                            }
                            ;
                            auto tmp33 =
                            [&]
                            {
                                if (tmp28.all_zero())
                                {
                                    return at::vec::Vectorized<float>(static_cast<float>(0.0));
                                }
                                else
                                {
                                    auto tmp31 = tmp29();
                                    auto tmp32 = at::vec::Vectorized<float>(static_cast<float>(0.0));
                                    return decltype(tmp31)::blendv(tmp32, tmp31, inductor_vec_mask_cast<float,1>(tmp28));
                                }
                            }
                            ()
                            ;
                            auto tmp34 = tmp16 + tmp33;
                            auto tmp35 = static_cast<int64_t>(151);
                            auto tmp36 = at::vec::VectorizedN<int64_t,2>(tmp35);
                            auto tmp37 = at::vec::VecMask<int64_t,2>(tmp19 >= tmp36);
                            auto tmp38 = static_cast<int64_t>(152);
                            auto tmp39 = at::vec::VectorizedN<int64_t,2>(tmp38);
                            auto tmp40 = at::vec::VecMask<int64_t,2>(tmp19 <= tmp39);
                            auto tmp41 = inductor_vec_mask_cast<int32_t,1>(tmp37);
                            auto tmp42 = inductor_vec_mask_cast<int32_t,1>(tmp40);
                            auto tmp43 = tmp41 & tmp42;
                            auto tmp44 = [&]
                            {
                                auto tmp45 =
                                [&]
                                {
                                    __at_align__ std::array<float, 16> tmpbuf;
                                    #pragma GCC unroll 16
                                    for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                    {
                                        if (tmp43.is_masked(x1_inner))
                                        {
                                            tmpbuf[x1_inner] = in_ptr0[static_cast<int64_t>(308L + ((-1L)*x1) + ((-1L)*x1_inner) + 158L*x0)];
                                        }
                                    }
                                    return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                }
                                ()
                                ;
                                return tmp45;
                            }
                            ;
                            auto tmp48 =
                            [&]
                            {
                                if (tmp43.all_zero())
                                {
                                    return at::vec::Vectorized<float>(static_cast<float>(0.0));
                                }
                                else
                                {
                                    auto tmp46 = tmp44();
                                    auto tmp47 = at::vec::Vectorized<float>(static_cast<float>(0.0));
                                    return decltype(tmp46)::blendv(tmp47, tmp46, inductor_vec_mask_cast<float,1>(tmp43));
                                }
                            }
                            ()
                            ;
                            auto tmp49 = tmp34 + tmp48;
                            auto tmp51 = static_cast<float>(0.7071067811865476);
                            auto tmp52 = at::vec::Vectorized<float>(tmp51);
                            auto tmp53 = tmp50 * tmp52;
                            auto tmp54 = tmp53.erf();
                            auto tmp55 = static_cast<float>(1.0);
                            auto tmp56 = at::vec::Vectorized<float>(tmp55);
                            auto tmp57 = tmp54 + tmp56;
                            auto tmp58 = static_cast<float>(0.5);
                            auto tmp59 = at::vec::Vectorized<float>(tmp58);
                            auto tmp60 = tmp57 * tmp59;
                            auto tmp61 = tmp50 * tmp50;
                            auto tmp62 = static_cast<float>(-0.5);
                            auto tmp63 = at::vec::Vectorized<float>(tmp62);
                            auto tmp64 = tmp61 * tmp63;
                            auto tmp65 = tmp64.exp();
                            auto tmp66 = static_cast<float>(0.3989422804014327);
                            auto tmp67 = at::vec::Vectorized<float>(tmp66);
                            auto tmp68 = tmp65 * tmp67;
                            auto tmp69 = tmp50 * tmp68;
                            auto tmp70 = tmp60 + tmp69;
                            auto tmp71 = tmp49 * tmp70;
                            tmp71.store(in_out_ptr0 + static_cast<int64_t>(x1 + 154L*x0));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(144L) && x1 < static_cast<int64_t>(154L)))
                        {
                            auto tmp50 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 154L*x0), static_cast<int64_t>(10L));
                            auto tmp0 = 2L + x1;
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = at::vec::VectorizedN<int64_t,2>::arange(tmp1, 1);
                            auto tmp3 = static_cast<int64_t>(0);
                            auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp3);
                            auto tmp5 = at::vec::VecMask<int64_t,2>(tmp2 >= tmp4);
                            auto tmp6 = static_cast<int64_t>(157);
                            auto tmp7 = at::vec::VectorizedN<int64_t,2>(tmp6);
                            auto tmp8 = at::vec::VecMask<int64_t,2>(tmp2 <= tmp7);
                            auto tmp9 = inductor_vec_mask_cast<int32_t,1>(tmp5);
                            auto tmp10 = inductor_vec_mask_cast<int32_t,1>(tmp8);
                            auto tmp11 = tmp9 & tmp10;
                            auto tmp12 = [&]
                            {
                                auto tmp13 = inductor_vec_mask_cast<float,1>(tmp11).template loadu<float,1>(in_ptr0 + static_cast<int64_t>(2L + x1 + 158L*x0));
                                return tmp13;
                            }
                            ;
                            auto tmp16 =
                            [&]
                            {
                                if (tmp11.all_zero())
                                {
                                    return at::vec::Vectorized<float>(static_cast<float>(0.0));
                                }
                                else
                                {
                                    auto tmp14 = tmp12();
                                    auto tmp15 = at::vec::Vectorized<float>(static_cast<float>(0.0));
                                    return decltype(tmp14)::blendv(tmp15, tmp14, inductor_vec_mask_cast<float,1>(tmp11));
                                }
                            }
                            ()
                            ;
                            auto tmp17 = x1;
                            auto tmp18 = c10::convert<int64_t>(tmp17);
                            auto tmp19 = at::vec::VectorizedN<int64_t,2>::arange(tmp18, 1);
                            auto tmp20 = static_cast<int64_t>(1);
                            auto tmp21 = at::vec::VectorizedN<int64_t,2>(tmp20);
                            auto tmp22 = at::vec::VecMask<int64_t,2>(tmp19 >= tmp21);
                            auto tmp23 = static_cast<int64_t>(2);
                            auto tmp24 = at::vec::VectorizedN<int64_t,2>(tmp23);
                            auto tmp25 = at::vec::VecMask<int64_t,2>(tmp19 <= tmp24);
                            auto tmp26 = inductor_vec_mask_cast<int32_t,1>(tmp22);
                            auto tmp27 = inductor_vec_mask_cast<int32_t,1>(tmp25);
                            auto tmp28 = tmp26 & tmp27;
                            auto tmp29 = [&]
                            {
                                auto tmp30 =
                                [&]
                                {
                                    __at_align__ std::array<float, 16> tmpbuf;
                                    #pragma GCC unroll 16
                                    for (long x1_inner = 0; x1_inner < static_cast<int64_t>(10L); x1_inner++)
                                    {
                                        if (tmp28.is_masked(x1_inner))
                                        {
                                            tmpbuf[x1_inner] = in_ptr0[static_cast<int64_t>(2L + ((-1L)*x1) + ((-1L)*x1_inner) + 158L*x0)];
                                        }
                                    }
                                    return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(10L));
                                }
                                ()
                                ;
                                return tmp30;
                            }
                            ;
                            auto tmp33 =
                            [&]
                            {
                                if (tmp28.all_zero())
                                {
                                    return at::vec::Vectorized<float>(static_cast<float>(0.0));
                                }
                                else
                                {
                                    auto tmp31 = tmp29();
                                    auto tmp32 = at::vec::Vectorized<float>(static_cast<float>(0.0));
                                    return decltype(tmp31)::blendv(tmp32, tmp31, inductor_vec_mask_cast<float,1>(tmp28));
                                }
                            }
                            ()
                            ;
                            auto tmp34 = tmp16 + tmp33;
                            auto tmp35 = static_cast<int64_t>(151);
                            auto tmp36 = at::vec::VectorizedN<int64_t,2>(tmp35);
                            auto tmp37 = at::vec::VecMask<int64_t,2>(tmp19 >= tmp36);
                            auto tmp38 = static_cast<int64_t>(152);
                            auto tmp39 = at::vec::VectorizedN<int64_t,2>(tmp38);
                            auto tmp40 = at::vec::VecMask<int64_t,2>(tmp19 <= tmp39);
                            auto tmp41 = inductor_vec_mask_cast<int32_t,1>(tmp37);
                            auto tmp42 = inductor_vec_mask_cast<int32_t,1>(tmp40);
                            auto tmp43 = tmp41 & tmp42;
                            auto tmp44 = [&]
                            {
                                auto tmp45 =
                                [&]
                                {
                                    __at_align__ std::array<float, 16> tmpbuf;
                                    #pragma GCC unroll 16
                                    for (long x1_inner = 0; x1_inner < static_cast<int64_t>(10L); x1_inner++)
                                    {
                                        if (tmp43.is_masked(x1_inner))
                                        {
                                            tmpbuf[x1_inner] = in_ptr0[static_cast<int64_t>(308L + ((-1L)*x1) + ((-1L)*x1_inner) + 158L*x0)];
                                        }
                                    }
                                    return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(10L));
                                }
                                ()
                                ;
                                return tmp45;
                            }
                            ;
                            auto tmp48 =
                            [&]
                            {
                                if (tmp43.all_zero())
                                {
                                    return at::vec::Vectorized<float>(static_cast<float>(0.0));
                                }
                                else
                                {
                                    auto tmp46 = tmp44();
                                    auto tmp47 = at::vec::Vectorized<float>(static_cast<float>(0.0));
                                    return decltype(tmp46)::blendv(tmp47, tmp46, inductor_vec_mask_cast<float,1>(tmp43));
                                }
                            }
                            ()
                            ;
                            auto tmp49 = tmp34 + tmp48;
                            auto tmp51 = static_cast<float>(0.7071067811865476);
                            auto tmp52 = at::vec::Vectorized<float>(tmp51);
                            auto tmp53 = tmp50 * tmp52;
                            auto tmp54 = tmp53.erf();
                            auto tmp55 = static_cast<float>(1.0);
                            auto tmp56 = at::vec::Vectorized<float>(tmp55);
                            auto tmp57 = tmp54 + tmp56;
                            auto tmp58 = static_cast<float>(0.5);
                            auto tmp59 = at::vec::Vectorized<float>(tmp58);
                            auto tmp60 = tmp57 * tmp59;
                            auto tmp61 = tmp50 * tmp50;
                            auto tmp62 = static_cast<float>(-0.5);
                            auto tmp63 = at::vec::Vectorized<float>(tmp62);
                            auto tmp64 = tmp61 * tmp63;
                            auto tmp65 = tmp64.exp();
                            auto tmp66 = static_cast<float>(0.3989422804014327);
                            auto tmp67 = at::vec::Vectorized<float>(tmp66);
                            auto tmp68 = tmp65 * tmp67;
                            auto tmp69 = tmp50 * tmp68;
                            auto tmp70 = tmp60 + tmp69;
                            auto tmp71 = tmp49 * tmp70;
                            tmp71.store(in_out_ptr0 + static_cast<int64_t>(x1 + 154L*x0), static_cast<int64_t>(10L));
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


cpp_fused_native_group_norm_backward_sum_3 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
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
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks0); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 8L*x1), static_cast<int64_t>(8L));
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(8L));
                        }
                    }
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(8L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks0); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(ks0); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 4L*x0 + 16L*x2), static_cast<int64_t>(4L));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 4L*x0 + 16L*x2), static_cast<int64_t>(4L));
                                auto tmp2 = in_ptr3[static_cast<int64_t>(x0 + 4L*x2)];
                                auto tmp6 = in_ptr4[static_cast<int64_t>(x0 + 4L*x2)];
                                auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                auto tmp4 = tmp1 * tmp3;
                                auto tmp5 = tmp0 - tmp4;
                                auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                auto tmp8 = tmp5 * tmp7;
                                tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp8, static_cast<int64_t>(4L));
                            }
                        }
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L)))
                    {
                        tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x1 + 4L*x0), static_cast<int64_t>(4L));
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
        primals_3, primals_4, sym_size_int, sym_size_int_2, sym_size_int_4, primals_1, primals_5, primals_6, primals_8, primals_10, primals_12, convolution, _unsafe_index, convolution_1, add_5, squeeze, squeeze_1, convolution_2, unsqueeze_2, mean, tangents_1 = args
        args.clear()
        s77 = primals_3
        s53 = primals_4
        assert_size_stride_grouped((tangents_1, primals_12), ((s77, 8), (8, 16)), ((8, 1), (16, 1)), 'input')
        buf0 = empty_strided_cpu((s77, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear, permute_1, mm], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(tangents_1, primals_12, out=buf0)
        del primals_12
        assert_size_stride(convolution_2, (s77, 32, 154), (4928, 154, 1), 'input')
        buf3 = empty_strided_cpu((s77, 16, 154), (2464, 154, 1), torch.float32)
        buf6 = empty_strided_cpu((s77, 32, 154), (4928, 154, 1), torch.float32)
        buf4 = reinterpret_tensor(buf6, (s77, 16, 154), (4928, 154, 1), 0)  # alias
        buf5 = reinterpret_tensor(buf6, (s77, 16, 154), (4928, 154, 1), 2464)  # alias
        assert_size_stride_grouped((add_5, primals_10), ((s77, 16, 154), (32, 16, 1)), ((2464, 154, 1), (16, 1, 1)), 'input')
        cpp_fused_avg_pool2d_backward_div_expand_glu_backward_squeeze_unsqueeze_0(convolution_2, buf0, buf3, buf4, buf5, s77)
        del buf3
        del buf4
        del buf5
        del convolution_2
        # Topologically Sorted Source Nodes: [convolution_backward], Original ATen: [aten.convolution_backward]
        buf7 = torch.ops.aten.convolution_backward.default(buf6, add_5, primals_10, [32], (1,), (0,), (1,), False, (0,), 1, [True, True, True])
        del add_5
        del buf6
        del primals_10
        buf8 = buf7[0]
        assert_tensor_metadata(buf8, (s77, 16, 154), (2464, 154, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf8 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf9 = buf7[1]
        assert_tensor_metadata(buf9, (32, 16, 1), (16, 1, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf9 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf10 = buf7[2]
        assert_tensor_metadata(buf10, (32, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf10 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf7
        assert_size_stride(convolution_1, (s77, 16, 154), (2464, 154, 1), 'input')
        buf11 = buf0; del buf0  # reuse
        buf12 = empty_strided_cpu((s77, 16), (16, 1), torch.float32)
        assert_size_stride_grouped((primals_8, squeeze, squeeze_1), ((16, ), (s77, 4), (s77, 4)), ((1, ), (4, 1), (4, 1)), 'input')
        buf13 = empty_strided_cpu((s77, 4), (4, 1), torch.float32)
        buf14 = empty_strided_cpu((s77, 4), (4, 1), torch.float32)
        buf15 = reinterpret_tensor(buf8, (s77, 4, 4, 154), (2464, 616, 154, 1), 0); del buf8  # reuse
        assert_size_stride_grouped((_unsafe_index, primals_6), ((s77, 16, 158), (16, 1, 5)), ((2528, 158, 1), (5, 5, 1)), 'input')
        cpp_fused_native_group_norm_native_group_norm_backward_1(buf15, convolution_1, primals_8, squeeze, squeeze_1, buf11, buf12, buf13, buf14, s77)
        del buf13
        del buf14
        del convolution_1
        del primals_8
        # Topologically Sorted Source Nodes: [view_11, convolution_backward_1], Original ATen: [aten.native_group_norm_backward, aten.convolution_backward]
        buf18 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf15, (s77, 16, 154), (2464, 154, 1), 0), _unsafe_index, primals_6, [16], (1,), (0,), (1,), False, (0,), 16, [True, True, True])
        del _unsafe_index
        del buf15
        del primals_6
        buf19 = buf18[0]
        assert_tensor_metadata(buf19, (s77, 16, 158), (2528, 158, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf19 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf20 = buf18[1]
        assert_tensor_metadata(buf20, (16, 1, 5), (5, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf20 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf21 = buf18[2]
        assert_tensor_metadata(buf21, (16, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf21 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf18
        assert_size_stride(convolution, (s77, 16, 154), (2464, 154, 1), 'input')
        buf22 = reinterpret_tensor(convolution, (s77, 16, 154), (2464, 154, 1), 0); del convolution  # reuse
        assert_size_stride_grouped((primals_5, primals_1), ((s77, 1, 777), (16, 1, 10)), ((777, 777, 1), (10, 10, 1)), 'input')
        cpp_fused_gelu_gelu_backward_reflection_pad1d_backward_2(buf22, buf19, s77)
        del buf19
        # Topologically Sorted Source Nodes: [iota_1, view_15, iota_2, view_16, iota_3, view_17, add_10, sub_13, sub_15, ge_1, le, logical_and, _unsafe_masked_index, ge_2, le_1, logical_and_1, _unsafe_masked_index_1, add_14, ge_3, le_2, logical_and_2, _unsafe_masked_index_2, add_15, h, mul_46, mul_47, mul_48, exp, mul_49, mul_50, add_17, mul_51, convolution_backward_2], Original ATen: [aten.reflection_pad1d_backward, aten.gelu, aten.gelu_backward, aten.convolution_backward]
        buf23 = torch.ops.aten.convolution_backward.default(buf22, primals_5, primals_1, [16], (5,), (0,), (1,), False, (0,), 1, [True, True, True])
        del buf22
        del primals_1
        del primals_5
        buf24 = buf23[0]
        assert_tensor_metadata(buf24, (s77, 1, 777), (777, 777, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf24 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf25 = buf23[1]
        assert_tensor_metadata(buf25, (16, 1, 10), (10, 10, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf25 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf26 = buf23[2]
        assert_tensor_metadata(buf26, (16, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf26 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf23
        buf2 = empty_strided_cpu((1, 8), (8, 1), torch.float32)
        buf17 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf16 = empty_strided_cpu((4, 4), (4, 1), torch.float32)
        assert_size_stride(mean, (s77, 16), (16, 1), 'input')
        cpp_fused_native_group_norm_backward_sum_3(tangents_1, buf12, buf11, squeeze, squeeze_1, buf2, buf17, buf16, s77)
        del buf11
        del buf12
        del squeeze
        del squeeze_1
        buf1 = empty_strided_cpu((8, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_2, mm_1], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(tangents_1, (8, s77), (1, 8), 0), mean, out=buf1)
        del mean
        del tangents_1
        return (buf25, buf26, None, None, buf24, buf20, buf21, reinterpret_tensor(buf16, (16, ), (1, ), 0), buf17, buf9, buf10, buf1, reinterpret_tensor(buf2, (8, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_3 = 3
    primals_4 = 777
    sym_size_int = 154
    sym_size_int_2 = 154
    sym_size_int_4 = 77
    primals_1 = rand_strided((16, 1, 10), (10, 10, 1), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((3, 1, 777), (777, 777, 1), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((16, 1, 5), (5, 5, 1), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((32, 16, 1), (16, 1, 1), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((8, 16), (16, 1), device='cpu', dtype=torch.float32)
    convolution = rand_strided((3, 16, 154), (2464, 154, 1), device='cpu', dtype=torch.float32)
    _unsafe_index = rand_strided((3, 16, 158), (2528, 158, 1), device='cpu', dtype=torch.float32)
    convolution_1 = rand_strided((3, 16, 154), (2464, 154, 1), device='cpu', dtype=torch.float32)
    add_5 = rand_strided((3, 16, 154), (2464, 154, 1), device='cpu', dtype=torch.float32)
    squeeze = rand_strided((3, 4), (4, 1), device='cpu', dtype=torch.float32)
    squeeze_1 = rand_strided((3, 4), (4, 1), device='cpu', dtype=torch.float32)
    convolution_2 = rand_strided((3, 32, 154), (4928, 154, 1), device='cpu', dtype=torch.float32)
    unsqueeze_2 = rand_strided((3, 16, 1, 154), (2464, 154, 154, 1), device='cpu', dtype=torch.float32)
    mean = rand_strided((3, 16), (16, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((3, 8), (8, 1), device='cpu', dtype=torch.float32)
    return [primals_3, primals_4, sym_size_int, sym_size_int_2, sym_size_int_4, primals_1, primals_5, primals_6, primals_8, primals_10, primals_12, convolution, _unsafe_index, convolution_1, add_5, squeeze, squeeze_1, convolution_2, unsqueeze_2, mean, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
