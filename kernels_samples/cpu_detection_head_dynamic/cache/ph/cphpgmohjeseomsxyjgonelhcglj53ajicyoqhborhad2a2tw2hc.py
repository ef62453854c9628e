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


cpp_fused_add_arange_binary_cross_entropy_with_logits_clamp_div_eq_exp_expand_fill_gt_index_max_maximum_minimum_mul_pow_rsub_scalar_tensor_scatter_select_sigmoid_slice_smooth_l1_loss_stack_sub_sum_unsqueeze_view_where_zeros_like_0 = async_compile.cpp_pybinding(['int64_t*', 'float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'int64_t*', 'float*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(int64_t* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const int64_t* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       int64_t* out_ptr8,
                       float* out_ptr9,
                       float* out_ptr11,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr10 = in_out_ptr0;
    auto out_ptr13 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(5L); x1+=static_cast<int64_t>(1L))
            {
                {
                    {
                        auto tmp0 = in_ptr0[static_cast<int64_t>(2L + 4L*x0)];
                        auto tmp1 = in_ptr1[static_cast<int64_t>(2L + 4L*x1)];
                        auto tmp3 = in_ptr0[static_cast<int64_t>(4L*x0)];
                        auto tmp4 = in_ptr1[static_cast<int64_t>(4L*x1)];
                        auto tmp9 = in_ptr0[static_cast<int64_t>(3L + 4L*x0)];
                        auto tmp10 = in_ptr1[static_cast<int64_t>(3L + 4L*x1)];
                        auto tmp12 = in_ptr0[static_cast<int64_t>(1L + 4L*x0)];
                        auto tmp13 = in_ptr1[static_cast<int64_t>(1L + 4L*x1)];
                        auto tmp2 = min_propagate_nan(tmp0, tmp1);
                        auto tmp5 = max_propagate_nan(tmp3, tmp4);
                        auto tmp6 = float(tmp2 - tmp5);
                        auto tmp7 = static_cast<float>(0.0);
                        auto tmp8 = max_propagate_nan(tmp6, tmp7);
                        auto tmp11 = min_propagate_nan(tmp9, tmp10);
                        auto tmp14 = max_propagate_nan(tmp12, tmp13);
                        auto tmp15 = float(tmp11 - tmp14);
                        auto tmp16 = max_propagate_nan(tmp15, tmp7);
                        auto tmp17 = float(tmp8 * tmp16);
                        out_ptr0[static_cast<int64_t>(x1 + 5L*x0)] = tmp17;
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
        {
            {
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(2L + 4L*x0)];
                    auto tmp1 = in_ptr0[static_cast<int64_t>(4L*x0)];
                    auto tmp3 = in_ptr2[static_cast<int64_t>(2L + 4L*x0)];
                    auto tmp12 = in_ptr2[static_cast<int64_t>(4L*x0)];
                    auto tmp17 = in_ptr0[static_cast<int64_t>(3L + 4L*x0)];
                    auto tmp18 = in_ptr0[static_cast<int64_t>(1L + 4L*x0)];
                    auto tmp20 = in_ptr2[static_cast<int64_t>(3L + 4L*x0)];
                    auto tmp27 = in_ptr2[static_cast<int64_t>(1L + 4L*x0)];
                    auto tmp32 = out_ptr0[static_cast<int64_t>(5L*x0)];
                    auto tmp37 = in_ptr1[static_cast<int64_t>(2L)];
                    auto tmp38 = in_ptr1[static_cast<int64_t>(0L)];
                    auto tmp41 = in_ptr1[static_cast<int64_t>(3L)];
                    auto tmp42 = in_ptr1[static_cast<int64_t>(1L)];
                    auto tmp51 = out_ptr0[static_cast<int64_t>(1L + 5L*x0)];
                    auto tmp52 = in_ptr1[static_cast<int64_t>(6L)];
                    auto tmp53 = in_ptr1[static_cast<int64_t>(4L)];
                    auto tmp56 = in_ptr1[static_cast<int64_t>(7L)];
                    auto tmp57 = in_ptr1[static_cast<int64_t>(5L)];
                    auto tmp66 = out_ptr0[static_cast<int64_t>(2L + 5L*x0)];
                    auto tmp67 = in_ptr1[static_cast<int64_t>(10L)];
                    auto tmp68 = in_ptr1[static_cast<int64_t>(8L)];
                    auto tmp71 = in_ptr1[static_cast<int64_t>(11L)];
                    auto tmp72 = in_ptr1[static_cast<int64_t>(9L)];
                    auto tmp81 = out_ptr0[static_cast<int64_t>(3L + 5L*x0)];
                    auto tmp82 = in_ptr1[static_cast<int64_t>(14L)];
                    auto tmp83 = in_ptr1[static_cast<int64_t>(12L)];
                    auto tmp86 = in_ptr1[static_cast<int64_t>(15L)];
                    auto tmp87 = in_ptr1[static_cast<int64_t>(13L)];
                    auto tmp96 = out_ptr0[static_cast<int64_t>(4L + 5L*x0)];
                    auto tmp97 = in_ptr1[static_cast<int64_t>(18L)];
                    auto tmp98 = in_ptr1[static_cast<int64_t>(16L)];
                    auto tmp101 = in_ptr1[static_cast<int64_t>(19L)];
                    auto tmp102 = in_ptr1[static_cast<int64_t>(17L)];
                    auto tmp2 = float(tmp0 - tmp1);
                    auto tmp4 = static_cast<float>(4.0);
                    auto tmp5 = min_propagate_nan(tmp3, tmp4);
                    auto tmp6 = std::exp(tmp5);
                    auto tmp7 = float(tmp2 * tmp6);
                    auto tmp8 = static_cast<float>(0.5);
                    auto tmp9 = float(tmp7 * tmp8);
                    auto tmp10 = float(tmp2 * tmp8);
                    auto tmp11 = float(tmp1 + tmp10);
                    auto tmp13 = float(tmp12 * tmp2);
                    auto tmp14 = float(tmp11 + tmp13);
                    auto tmp15 = float(tmp14 - tmp9);
                    auto tmp16 = float(tmp14 + tmp9);
                    auto tmp19 = float(tmp17 - tmp18);
                    auto tmp21 = min_propagate_nan(tmp20, tmp4);
                    auto tmp22 = std::exp(tmp21);
                    auto tmp23 = float(tmp19 * tmp22);
                    auto tmp24 = float(tmp23 * tmp8);
                    auto tmp25 = float(tmp19 * tmp8);
                    auto tmp26 = float(tmp18 + tmp25);
                    auto tmp28 = float(tmp27 * tmp19);
                    auto tmp29 = float(tmp26 + tmp28);
                    auto tmp30 = float(tmp29 - tmp24);
                    auto tmp31 = float(tmp29 + tmp24);
                    auto tmp33 = static_cast<float>(0.0);
                    auto tmp34 = max_propagate_nan(tmp2, tmp33);
                    auto tmp35 = max_propagate_nan(tmp19, tmp33);
                    auto tmp36 = float(tmp34 * tmp35);
                    auto tmp39 = float(tmp37 - tmp38);
                    auto tmp40 = max_propagate_nan(tmp39, tmp33);
                    auto tmp43 = float(tmp41 - tmp42);
                    auto tmp44 = max_propagate_nan(tmp43, tmp33);
                    auto tmp45 = float(tmp40 * tmp44);
                    auto tmp46 = float(tmp36 + tmp45);
                    auto tmp47 = float(tmp46 - tmp32);
                    auto tmp48 = static_cast<float>(1e-06);
                    auto tmp49 = float(tmp47 + tmp48);
                    auto tmp50 = tmp32 / tmp49;
                    auto tmp54 = float(tmp52 - tmp53);
                    auto tmp55 = max_propagate_nan(tmp54, tmp33);
                    auto tmp58 = float(tmp56 - tmp57);
                    auto tmp59 = max_propagate_nan(tmp58, tmp33);
                    auto tmp60 = float(tmp55 * tmp59);
                    auto tmp61 = float(tmp36 + tmp60);
                    auto tmp62 = float(tmp61 - tmp51);
                    auto tmp63 = float(tmp62 + tmp48);
                    auto tmp64 = tmp51 / tmp63;
                    auto tmp65 = max_propagate_nan(tmp50, tmp64);
                    auto tmp69 = float(tmp67 - tmp68);
                    auto tmp70 = max_propagate_nan(tmp69, tmp33);
                    auto tmp73 = float(tmp71 - tmp72);
                    auto tmp74 = max_propagate_nan(tmp73, tmp33);
                    auto tmp75 = float(tmp70 * tmp74);
                    auto tmp76 = float(tmp36 + tmp75);
                    auto tmp77 = float(tmp76 - tmp66);
                    auto tmp78 = float(tmp77 + tmp48);
                    auto tmp79 = tmp66 / tmp78;
                    auto tmp80 = max_propagate_nan(tmp65, tmp79);
                    auto tmp84 = float(tmp82 - tmp83);
                    auto tmp85 = max_propagate_nan(tmp84, tmp33);
                    auto tmp88 = float(tmp86 - tmp87);
                    auto tmp89 = max_propagate_nan(tmp88, tmp33);
                    auto tmp90 = float(tmp85 * tmp89);
                    auto tmp91 = float(tmp36 + tmp90);
                    auto tmp92 = float(tmp91 - tmp81);
                    auto tmp93 = float(tmp92 + tmp48);
                    auto tmp94 = tmp81 / tmp93;
                    auto tmp95 = max_propagate_nan(tmp80, tmp94);
                    auto tmp99 = float(tmp97 - tmp98);
                    auto tmp100 = max_propagate_nan(tmp99, tmp33);
                    auto tmp103 = float(tmp101 - tmp102);
                    auto tmp104 = max_propagate_nan(tmp103, tmp33);
                    auto tmp105 = float(tmp100 * tmp104);
                    auto tmp106 = float(tmp36 + tmp105);
                    auto tmp107 = float(tmp106 - tmp96);
                    auto tmp108 = float(tmp107 + tmp48);
                    auto tmp109 = tmp96 / tmp108;
                    auto tmp110 = max_propagate_nan(tmp95, tmp109);
                    auto tmp111 = tmp50 > tmp64;
                    auto tmp112 = tmp50 == tmp64;
                    auto tmp113 = tmp50 != tmp50;
                    auto tmp114 = tmp64 != tmp64;
                    auto tmp115 = tmp113 > tmp114;
                    auto tmp116 = tmp111 || tmp115;
                    auto tmp117 = tmp113 && tmp114;
                    auto tmp118 = tmp112 || tmp117;
                    auto tmp119 = static_cast<int64_t>(0);
                    auto tmp120 = static_cast<int64_t>(1);
                    auto tmp121 = tmp119 < tmp120;
                    auto tmp122 = tmp118 && tmp121;
                    auto tmp123 = tmp116 || tmp122;
                    auto tmp124 = tmp123 ? tmp50 : tmp64;
                    auto tmp125 = tmp123 ? tmp119 : tmp120;
                    auto tmp126 = tmp124 > tmp79;
                    auto tmp127 = tmp124 == tmp79;
                    auto tmp128 = tmp124 != tmp124;
                    auto tmp129 = tmp79 != tmp79;
                    auto tmp130 = tmp128 > tmp129;
                    auto tmp131 = tmp126 || tmp130;
                    auto tmp132 = tmp128 && tmp129;
                    auto tmp133 = tmp127 || tmp132;
                    auto tmp134 = static_cast<int64_t>(2);
                    auto tmp135 = tmp125 < tmp134;
                    auto tmp136 = tmp133 && tmp135;
                    auto tmp137 = tmp131 || tmp136;
                    auto tmp138 = tmp137 ? tmp124 : tmp79;
                    auto tmp139 = tmp137 ? tmp125 : tmp134;
                    auto tmp140 = tmp138 > tmp94;
                    auto tmp141 = tmp138 == tmp94;
                    auto tmp142 = tmp138 != tmp138;
                    auto tmp143 = tmp94 != tmp94;
                    auto tmp144 = tmp142 > tmp143;
                    auto tmp145 = tmp140 || tmp144;
                    auto tmp146 = tmp142 && tmp143;
                    auto tmp147 = tmp141 || tmp146;
                    auto tmp148 = static_cast<int64_t>(3);
                    auto tmp149 = tmp139 < tmp148;
                    auto tmp150 = tmp147 && tmp149;
                    auto tmp151 = tmp145 || tmp150;
                    auto tmp152 = tmp151 ? tmp138 : tmp94;
                    auto tmp153 = tmp151 ? tmp139 : tmp148;
                    auto tmp154 = tmp152 > tmp109;
                    auto tmp155 = tmp152 == tmp109;
                    auto tmp156 = tmp152 != tmp152;
                    auto tmp157 = tmp109 != tmp109;
                    auto tmp158 = tmp156 > tmp157;
                    auto tmp159 = tmp154 || tmp158;
                    auto tmp160 = tmp156 && tmp157;
                    auto tmp161 = tmp155 || tmp160;
                    auto tmp162 = static_cast<int64_t>(4);
                    auto tmp163 = tmp153 < tmp162;
                    auto tmp164 = tmp161 && tmp163;
                    auto tmp165 = tmp159 || tmp164;
                    auto tmp166 = tmp165 ? tmp152 : tmp109;
                    auto tmp167 = tmp165 ? tmp153 : tmp162;
                    out_ptr2[static_cast<int64_t>(4L*x0)] = tmp15;
                    out_ptr3[static_cast<int64_t>(4L*x0)] = tmp16;
                    out_ptr5[static_cast<int64_t>(4L*x0)] = tmp30;
                    out_ptr6[static_cast<int64_t>(4L*x0)] = tmp31;
                    out_ptr7[static_cast<int64_t>(x0)] = tmp110;
                    out_ptr8[static_cast<int64_t>(x0)] = tmp167;
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(7L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(1)))
                    {
                        for (int64_t x1_tail = static_cast<int64_t>(0L);x1_tail < static_cast<int64_t>(7L); x1_tail++)
                        {
                            auto tmp4 = out_ptr7[static_cast<int64_t>(x0)];
                            auto tmp7 = out_ptr8[static_cast<int64_t>(x0)];
                            auto tmp0 = x1_tail;
                            auto tmp1 = c10::convert<int32_t>(tmp0);
                            auto tmp2 = static_cast<int32_t>(0);
                            auto tmp3 = tmp1 == tmp2;
                            auto tmp5 = static_cast<float>(0.4);
                            auto tmp6 = tmp4 > tmp5;
                            auto tmp8 = 5L;
                            auto tmp9 = c10::convert<int64_t>(tmp8);
                            auto tmp10 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp7) + static_cast<std::make_unsigned_t<int64_t>>(tmp9));
                            auto tmp11 = tmp7 < 0;
                            auto tmp12 = tmp11 ? tmp10 : tmp7;
                            auto tmp13 = tmp12;
                            auto tmp14 = c10::convert<int64_t>(tmp13);
                            TORCH_CHECK((0 <= tmp14) & (tmp14 < 5L), "index out of bounds: 0 <= tmp14 < 5L");
                            auto tmp16 = in_ptr3[static_cast<int64_t>(tmp12)];
                            auto tmp17 = static_cast<int64_t>(0);
                            auto tmp18 = tmp6 ? tmp16 : tmp17;
                            auto tmp19 = c10::convert<int64_t>(tmp0);
                            auto tmp20 = tmp18 == tmp19;
                            auto tmp21 = static_cast<float>(1.0);
                            auto tmp22 = static_cast<float>(0.0);
                            auto tmp23 = tmp20 ? tmp21 : tmp22;
                            auto tmp24 = tmp3 ? tmp22 : tmp23;
                            out_ptr9[static_cast<int64_t>(x1_tail + 7L*x0)] = tmp24;
                        }
                    }
                }
            }
        }
    }
    {
        {
            int64_t tmp_acc0 = 0;
            at::vec::VectorizedN<int64_t,2> tmp_acc0_vec = at::vec::VectorizedN<int64_t,2>(0);
            float tmp_acc1 = 0;
            at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L))))))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp5 =
                        [&]
                        {
                            __at_align__ std::array<float, 16> tmpbuf;
                            #pragma GCC unroll 16
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                            {
                                tmpbuf[x0_inner] = in_ptr4[static_cast<int64_t>(4L*x0 + 4L*x0_inner)];
                            }
                            return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                        }
                        ()
                        ;
                        auto tmp6 = at::vec::VectorizedN<int64_t,2>::loadu(out_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp30 =
                        [&]
                        {
                            __at_align__ std::array<float, 16> tmpbuf;
                            #pragma GCC unroll 16
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                            {
                                tmpbuf[x0_inner] = in_ptr4[static_cast<int64_t>(1L + 4L*x0 + 4L*x0_inner)];
                            }
                            return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                        }
                        ()
                        ;
                        auto tmp40 =
                        [&]
                        {
                            __at_align__ std::array<float, 16> tmpbuf;
                            #pragma GCC unroll 16
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                            {
                                tmpbuf[x0_inner] = in_ptr4[static_cast<int64_t>(2L + 4L*x0 + 4L*x0_inner)];
                            }
                            return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                        }
                        ()
                        ;
                        auto tmp50 =
                        [&]
                        {
                            __at_align__ std::array<float, 16> tmpbuf;
                            #pragma GCC unroll 16
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                            {
                                tmpbuf[x0_inner] = in_ptr4[static_cast<int64_t>(3L + 4L*x0 + 4L*x0_inner)];
                            }
                            return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                        }
                        ()
                        ;
                        auto tmp1 = static_cast<float>(0.4);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 > tmp2);
                        auto tmp4 = tmp3.to<int64_t,2>();
                        auto tmp7 = 5L;
                        auto tmp8 = c10::convert<int64_t>(tmp7);
                        auto tmp9 = at::vec::VectorizedN<int64_t,2>(tmp8);
                        auto tmp10 = tmp6 + tmp9;
                        auto tmp11 = static_cast<int64_t>(0);
                        auto tmp12 = at::vec::VectorizedN<int64_t,2>(tmp11);
                        auto tmp13 = at::vec::VecMask<int64_t,2>(tmp6 < tmp12);
                        auto tmp14 = decltype(tmp10)::blendv(tmp6, tmp10, inductor_vec_mask_cast<int64_t,2>(tmp13));
                        auto tmp15 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 16> tmpbuf;
                            tmp14.store(tmpbuf.data(), static_cast<int64_t>(16));
                            return tmpbuf;
                        }
                        ()
                        ;
                        auto tmp16 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 16> tmpbuf;
                            #pragma GCC unroll 16
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                            {
                                tmpbuf[x0_inner] = static_cast<int64_t>(tmp15[x0_inner]);
                            }
                            return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                        }
                        ()
                        ;
                        TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp16) & (tmp16 < at::vec::VectorizedN<int64_t,2>(5L)))).all_masked(), "index out of bounds: 0 <= tmp16 < 5L");
                        auto tmp18 =
                        [&]
                        {
                            __at_align__ std::array<float, 16> tmpbuf;
                            #pragma GCC unroll 16
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                            {
                                tmpbuf[x0_inner] = in_ptr1[static_cast<int64_t>(4L*tmp15[x0_inner])];
                            }
                            return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                        }
                        ()
                        ;
                        auto tmp19 = tmp5 - tmp18;
                        auto tmp20 = tmp19.abs();
                        auto tmp21 = static_cast<float>(1.0);
                        auto tmp22 = at::vec::Vectorized<float>(tmp21);
                        auto tmp23 = at::vec::VecMask<float,1>(tmp20 < tmp22);
                        auto tmp24 = tmp20 * tmp20;
                        auto tmp25 = static_cast<float>(0.5);
                        auto tmp26 = at::vec::Vectorized<float>(tmp25);
                        auto tmp27 = tmp24 * tmp26;
                        auto tmp28 = tmp20 - tmp26;
                        auto tmp29 = decltype(tmp27)::blendv(tmp28, tmp27, inductor_vec_mask_cast<float,1>(tmp23));
                        auto tmp31 =
                        [&]
                        {
                            __at_align__ std::array<float, 16> tmpbuf;
                            #pragma GCC unroll 16
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                            {
                                tmpbuf[x0_inner] = in_ptr1[static_cast<int64_t>(1L + 4L*tmp15[x0_inner])];
                            }
                            return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                        }
                        ()
                        ;
                        auto tmp32 = tmp30 - tmp31;
                        auto tmp33 = tmp32.abs();
                        auto tmp34 = at::vec::VecMask<float,1>(tmp33 < tmp22);
                        auto tmp35 = tmp33 * tmp33;
                        auto tmp36 = tmp35 * tmp26;
                        auto tmp37 = tmp33 - tmp26;
                        auto tmp38 = decltype(tmp36)::blendv(tmp37, tmp36, inductor_vec_mask_cast<float,1>(tmp34));
                        auto tmp39 = tmp29 + tmp38;
                        auto tmp41 =
                        [&]
                        {
                            __at_align__ std::array<float, 16> tmpbuf;
                            #pragma GCC unroll 16
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                            {
                                tmpbuf[x0_inner] = in_ptr1[static_cast<int64_t>(2L + 4L*tmp15[x0_inner])];
                            }
                            return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                        }
                        ()
                        ;
                        auto tmp42 = tmp40 - tmp41;
                        auto tmp43 = tmp42.abs();
                        auto tmp44 = at::vec::VecMask<float,1>(tmp43 < tmp22);
                        auto tmp45 = tmp43 * tmp43;
                        auto tmp46 = tmp45 * tmp26;
                        auto tmp47 = tmp43 - tmp26;
                        auto tmp48 = decltype(tmp46)::blendv(tmp47, tmp46, inductor_vec_mask_cast<float,1>(tmp44));
                        auto tmp49 = tmp39 + tmp48;
                        auto tmp51 =
                        [&]
                        {
                            __at_align__ std::array<float, 16> tmpbuf;
                            #pragma GCC unroll 16
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                            {
                                tmpbuf[x0_inner] = in_ptr1[static_cast<int64_t>(3L + 4L*tmp15[x0_inner])];
                            }
                            return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                        }
                        ()
                        ;
                        auto tmp52 = tmp50 - tmp51;
                        auto tmp53 = tmp52.abs();
                        auto tmp54 = at::vec::VecMask<float,1>(tmp53 < tmp22);
                        auto tmp55 = tmp53 * tmp53;
                        auto tmp56 = tmp55 * tmp26;
                        auto tmp57 = tmp53 - tmp26;
                        auto tmp58 = decltype(tmp56)::blendv(tmp57, tmp56, inductor_vec_mask_cast<float,1>(tmp54));
                        auto tmp59 = tmp49 + tmp58;
                        auto tmp60 = tmp3.to<float,1>();
                        auto tmp61 = tmp59 * tmp60;
                        tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        tmp_acc1_vec = tmp_acc1_vec + tmp61;
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L)))) && x0 < static_cast<int64_t>(ks0)))
                    {
                        for (int64_t x0_tail = static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L))));x0_tail < static_cast<int64_t>(ks0); x0_tail++)
                        {
                            auto tmp0 = out_ptr7[static_cast<int64_t>(x0_tail)];
                            auto tmp4 = in_ptr4[static_cast<int64_t>(4L*x0_tail)];
                            auto tmp5 = out_ptr8[static_cast<int64_t>(x0_tail)];
                            auto tmp24 = in_ptr4[static_cast<int64_t>(1L + 4L*x0_tail)];
                            auto tmp34 = in_ptr4[static_cast<int64_t>(2L + 4L*x0_tail)];
                            auto tmp44 = in_ptr4[static_cast<int64_t>(3L + 4L*x0_tail)];
                            auto tmp1 = static_cast<float>(0.4);
                            auto tmp2 = tmp0 > tmp1;
                            auto tmp3 = c10::convert<int64_t>(tmp2);
                            auto tmp6 = 5L;
                            auto tmp7 = c10::convert<int64_t>(tmp6);
                            auto tmp8 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp5) + static_cast<std::make_unsigned_t<int64_t>>(tmp7));
                            auto tmp9 = tmp5 < 0;
                            auto tmp10 = tmp9 ? tmp8 : tmp5;
                            auto tmp11 = tmp10;
                            auto tmp12 = c10::convert<int64_t>(tmp11);
                            TORCH_CHECK((0 <= tmp12) & (tmp12 < 5L), "index out of bounds: 0 <= tmp12 < 5L");
                            auto tmp14 = in_ptr1[static_cast<int64_t>(4L*tmp10)];
                            auto tmp15 = float(tmp4 - tmp14);
                            auto tmp16 = std::abs(tmp15);
                            auto tmp17 = static_cast<float>(1.0);
                            auto tmp18 = tmp16 < tmp17;
                            auto tmp19 = float(tmp16 * tmp16);
                            auto tmp20 = static_cast<float>(0.5);
                            auto tmp21 = float(tmp19 * tmp20);
                            auto tmp22 = float(tmp16 - tmp20);
                            auto tmp23 = tmp18 ? tmp21 : tmp22;
                            auto tmp25 = in_ptr1[static_cast<int64_t>(1L + 4L*tmp10)];
                            auto tmp26 = float(tmp24 - tmp25);
                            auto tmp27 = std::abs(tmp26);
                            auto tmp28 = tmp27 < tmp17;
                            auto tmp29 = float(tmp27 * tmp27);
                            auto tmp30 = float(tmp29 * tmp20);
                            auto tmp31 = float(tmp27 - tmp20);
                            auto tmp32 = tmp28 ? tmp30 : tmp31;
                            auto tmp33 = float(tmp23 + tmp32);
                            auto tmp35 = in_ptr1[static_cast<int64_t>(2L + 4L*tmp10)];
                            auto tmp36 = float(tmp34 - tmp35);
                            auto tmp37 = std::abs(tmp36);
                            auto tmp38 = tmp37 < tmp17;
                            auto tmp39 = float(tmp37 * tmp37);
                            auto tmp40 = float(tmp39 * tmp20);
                            auto tmp41 = float(tmp37 - tmp20);
                            auto tmp42 = tmp38 ? tmp40 : tmp41;
                            auto tmp43 = float(tmp33 + tmp42);
                            auto tmp45 = in_ptr1[static_cast<int64_t>(3L + 4L*tmp10)];
                            auto tmp46 = float(tmp44 - tmp45);
                            auto tmp47 = std::abs(tmp46);
                            auto tmp48 = tmp47 < tmp17;
                            auto tmp49 = float(tmp47 * tmp47);
                            auto tmp50 = float(tmp49 * tmp20);
                            auto tmp51 = float(tmp47 - tmp20);
                            auto tmp52 = tmp48 ? tmp50 : tmp51;
                            auto tmp53 = float(tmp43 + tmp52);
                            auto tmp54 = c10::convert<float>(tmp2);
                            auto tmp55 = float(tmp53 * tmp54);
                            tmp_acc0 = tmp_acc0 + tmp3;
                            tmp_acc1 = tmp_acc1 + tmp55;
                        }
                    }
                }
            }
            tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<int64_t, 2>([](at::vec::Vectorized<int64_t>& x, at::vec::Vectorized<int64_t>& y) { return x + y; }, tmp_acc0_vec);
            out_ptr10[static_cast<int64_t>(0L)] = static_cast<int64_t>(tmp_acc0);
            tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
            out_ptr11[static_cast<int64_t>(0L)] = static_cast<float>(tmp_acc1);
        }
    }
    {
        {
            float tmp_acc0 = 0;
            at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(7L*ks0); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(7L*ks0), static_cast<int64_t>(16L))))))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                        auto tmp3 = static_cast<float>(1.0);
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp4 - tmp2;
                        auto tmp6 = tmp5 * tmp0;
                        auto tmp7 = static_cast<float>(0.0);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = at::vec::minimum(tmp8, tmp0);
                        auto tmp10 = tmp0.abs();
                        auto tmp11 = tmp10.neg();
                        auto tmp12 = tmp11.exp();
                        auto tmp13 = tmp12.log1p();
                        auto tmp14 = tmp9 - tmp13;
                        auto tmp15 = tmp6 - tmp14;
                        auto tmp16 = tmp1 * tmp2;
                        auto tmp17 = tmp4 - tmp1;
                        auto tmp18 = tmp17 * tmp5;
                        auto tmp19 = tmp16 + tmp18;
                        auto tmp20 = tmp4 - tmp19;
                        auto tmp21 = tmp20 * tmp20;
                        auto tmp22 = tmp15 * tmp21;
                        tmp_acc0_vec = tmp_acc0_vec + tmp22;
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(7L*ks0), static_cast<int64_t>(16L)))) && x0 < static_cast<int64_t>(7L*ks0)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(7L*ks0), static_cast<int64_t>(16L))) + 7L*ks0));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(7L*ks0), static_cast<int64_t>(16L))) + 7L*ks0));
                        auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                        auto tmp3 = static_cast<float>(1.0);
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp4 - tmp2;
                        auto tmp6 = tmp5 * tmp0;
                        auto tmp7 = static_cast<float>(0.0);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = at::vec::minimum(tmp8, tmp0);
                        auto tmp10 = tmp0.abs();
                        auto tmp11 = tmp10.neg();
                        auto tmp12 = tmp11.exp();
                        auto tmp13 = tmp12.log1p();
                        auto tmp14 = tmp9 - tmp13;
                        auto tmp15 = tmp6 - tmp14;
                        auto tmp16 = tmp1 * tmp2;
                        auto tmp17 = tmp4 - tmp1;
                        auto tmp18 = tmp17 * tmp5;
                        auto tmp19 = tmp16 + tmp18;
                        auto tmp20 = tmp4 - tmp19;
                        auto tmp21 = tmp20 * tmp20;
                        auto tmp22 = tmp15 * tmp21;
                        tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp22, static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(7L*ks0), static_cast<int64_t>(16L))) + 7L*ks0));
                    }
                }
            }
            tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
            out_ptr13[static_cast<int64_t>(0L)] = static_cast<float>(tmp_acc0);
        }
    }
    {
        {
            {
                auto tmp0 = out_ptr10[static_cast<int64_t>(0L)];
                auto tmp3 = out_ptr13[static_cast<int64_t>(0L)];
                auto tmp6 = out_ptr11[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = max_propagate_nan(tmp0, tmp1);
                auto tmp4 = c10::convert<float>(tmp2);
                auto tmp5 = tmp3 / tmp4;
                auto tmp7 = tmp6 / tmp4;
                auto tmp8 = float(tmp5 + tmp7);
                in_out_ptr0[static_cast<int64_t>(0L)] = tmp2;
                in_out_ptr1[static_cast<int64_t>(0L)] = tmp8;
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
        s46 = primals_1
        s91 = s46
        s88 = s46
        assert_size_stride_grouped((primals_2, primals_4), ((s46, 4), (5, 4)), ((4, 1), (4, 1)), 'input')
        buf7 = empty_strided_cpu((s46, 5), (5, 1), torch.float32)
        assert_size_stride_grouped((primals_3, primals_5), ((s46, 4), (5, )), ((4, 1), (1, )), 'input')
        buf6 = empty_strided_cpu((s46, 4), (4, 1), torch.float32)
        buf2 = reinterpret_tensor(buf6, (s46, 1), (4, 1), 0)  # alias
        buf4 = reinterpret_tensor(buf6, (s46, 1), (4, 1), 2)  # alias
        buf3 = reinterpret_tensor(buf6, (s46, 1), (4, 1), 1)  # alias
        buf5 = reinterpret_tensor(buf6, (s46, 1), (4, 1), 3)  # alias
        buf8 = empty_strided_cpu((s46, ), (1, ), torch.float32)
        buf9 = empty_strided_cpu((s46, ), (1, ), torch.int64)
        buf10 = empty_strided_cpu((s46, 7), (7, 1), torch.float32)
        buf13 = empty_strided_cpu((), (), torch.int64)
        buf15 = empty_strided_cpu((), (), torch.float32)
        assert_size_stride(primals_7, (s46, 7), (7, 1), 'input')
        buf12 = empty_strided_cpu((), (), torch.float32)
        buf14 = buf13; del buf13  # reuse
        buf16 = buf12; del buf12  # reuse
        cpp_fused_add_arange_binary_cross_entropy_with_logits_clamp_div_eq_exp_expand_fill_gt_index_max_maximum_minimum_mul_pow_rsub_scalar_tensor_scatter_select_sigmoid_slice_smooth_l1_loss_stack_sub_sum_unsqueeze_view_where_zeros_like_0(buf14, buf16, primals_2, primals_4, primals_3, primals_5, buf6, primals_7, buf7, buf2, buf4, buf3, buf5, buf8, buf9, buf10, buf15, s46)
        del buf15
        del buf7
        del buf8
        del buf9
        del primals_5
        return (buf16, buf6, primals_2, primals_4, primals_7, reinterpret_tensor(primals_3, (s46, ), (4, ), 2), reinterpret_tensor(primals_3, (s46, ), (4, ), 3), buf6, buf10, buf14, s46, s46, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = 37
    primals_2 = rand_strided((37, 4), (4, 1), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((37, 4), (4, 1), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((5, 4), (4, 1), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((5, ), (1, ), device='cpu', dtype=torch.int64)
    primals_6 = 37
    primals_7 = rand_strided((37, 7), (7, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
