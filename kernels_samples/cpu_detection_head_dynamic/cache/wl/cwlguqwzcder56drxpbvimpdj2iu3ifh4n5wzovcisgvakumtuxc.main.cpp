
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const int64_t* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       float* out_ptr0,
                       float* out_ptr1,
                       int64_t* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                    auto tmp0 = out_ptr0[static_cast<int64_t>(5L*x0)];
                    auto tmp1 = in_ptr0[static_cast<int64_t>(2L + 4L*x0)];
                    auto tmp2 = in_ptr0[static_cast<int64_t>(4L*x0)];
                    auto tmp6 = in_ptr0[static_cast<int64_t>(3L + 4L*x0)];
                    auto tmp7 = in_ptr0[static_cast<int64_t>(1L + 4L*x0)];
                    auto tmp11 = in_ptr1[static_cast<int64_t>(2L)];
                    auto tmp12 = in_ptr1[static_cast<int64_t>(0L)];
                    auto tmp15 = in_ptr1[static_cast<int64_t>(3L)];
                    auto tmp16 = in_ptr1[static_cast<int64_t>(1L)];
                    auto tmp25 = out_ptr0[static_cast<int64_t>(1L + 5L*x0)];
                    auto tmp26 = in_ptr1[static_cast<int64_t>(6L)];
                    auto tmp27 = in_ptr1[static_cast<int64_t>(4L)];
                    auto tmp30 = in_ptr1[static_cast<int64_t>(7L)];
                    auto tmp31 = in_ptr1[static_cast<int64_t>(5L)];
                    auto tmp40 = out_ptr0[static_cast<int64_t>(2L + 5L*x0)];
                    auto tmp41 = in_ptr1[static_cast<int64_t>(10L)];
                    auto tmp42 = in_ptr1[static_cast<int64_t>(8L)];
                    auto tmp45 = in_ptr1[static_cast<int64_t>(11L)];
                    auto tmp46 = in_ptr1[static_cast<int64_t>(9L)];
                    auto tmp55 = out_ptr0[static_cast<int64_t>(3L + 5L*x0)];
                    auto tmp56 = in_ptr1[static_cast<int64_t>(14L)];
                    auto tmp57 = in_ptr1[static_cast<int64_t>(12L)];
                    auto tmp60 = in_ptr1[static_cast<int64_t>(15L)];
                    auto tmp61 = in_ptr1[static_cast<int64_t>(13L)];
                    auto tmp70 = out_ptr0[static_cast<int64_t>(4L + 5L*x0)];
                    auto tmp71 = in_ptr1[static_cast<int64_t>(18L)];
                    auto tmp72 = in_ptr1[static_cast<int64_t>(16L)];
                    auto tmp75 = in_ptr1[static_cast<int64_t>(19L)];
                    auto tmp76 = in_ptr1[static_cast<int64_t>(17L)];
                    auto tmp3 = float(tmp1 - tmp2);
                    auto tmp4 = static_cast<float>(0.0);
                    auto tmp5 = max_propagate_nan(tmp3, tmp4);
                    auto tmp8 = float(tmp6 - tmp7);
                    auto tmp9 = max_propagate_nan(tmp8, tmp4);
                    auto tmp10 = float(tmp5 * tmp9);
                    auto tmp13 = float(tmp11 - tmp12);
                    auto tmp14 = max_propagate_nan(tmp13, tmp4);
                    auto tmp17 = float(tmp15 - tmp16);
                    auto tmp18 = max_propagate_nan(tmp17, tmp4);
                    auto tmp19 = float(tmp14 * tmp18);
                    auto tmp20 = float(tmp10 + tmp19);
                    auto tmp21 = float(tmp20 - tmp0);
                    auto tmp22 = static_cast<float>(1e-06);
                    auto tmp23 = float(tmp21 + tmp22);
                    auto tmp24 = tmp0 / tmp23;
                    auto tmp28 = float(tmp26 - tmp27);
                    auto tmp29 = max_propagate_nan(tmp28, tmp4);
                    auto tmp32 = float(tmp30 - tmp31);
                    auto tmp33 = max_propagate_nan(tmp32, tmp4);
                    auto tmp34 = float(tmp29 * tmp33);
                    auto tmp35 = float(tmp10 + tmp34);
                    auto tmp36 = float(tmp35 - tmp25);
                    auto tmp37 = float(tmp36 + tmp22);
                    auto tmp38 = tmp25 / tmp37;
                    auto tmp39 = max_propagate_nan(tmp24, tmp38);
                    auto tmp43 = float(tmp41 - tmp42);
                    auto tmp44 = max_propagate_nan(tmp43, tmp4);
                    auto tmp47 = float(tmp45 - tmp46);
                    auto tmp48 = max_propagate_nan(tmp47, tmp4);
                    auto tmp49 = float(tmp44 * tmp48);
                    auto tmp50 = float(tmp10 + tmp49);
                    auto tmp51 = float(tmp50 - tmp40);
                    auto tmp52 = float(tmp51 + tmp22);
                    auto tmp53 = tmp40 / tmp52;
                    auto tmp54 = max_propagate_nan(tmp39, tmp53);
                    auto tmp58 = float(tmp56 - tmp57);
                    auto tmp59 = max_propagate_nan(tmp58, tmp4);
                    auto tmp62 = float(tmp60 - tmp61);
                    auto tmp63 = max_propagate_nan(tmp62, tmp4);
                    auto tmp64 = float(tmp59 * tmp63);
                    auto tmp65 = float(tmp10 + tmp64);
                    auto tmp66 = float(tmp65 - tmp55);
                    auto tmp67 = float(tmp66 + tmp22);
                    auto tmp68 = tmp55 / tmp67;
                    auto tmp69 = max_propagate_nan(tmp54, tmp68);
                    auto tmp73 = float(tmp71 - tmp72);
                    auto tmp74 = max_propagate_nan(tmp73, tmp4);
                    auto tmp77 = float(tmp75 - tmp76);
                    auto tmp78 = max_propagate_nan(tmp77, tmp4);
                    auto tmp79 = float(tmp74 * tmp78);
                    auto tmp80 = float(tmp10 + tmp79);
                    auto tmp81 = float(tmp80 - tmp70);
                    auto tmp82 = float(tmp81 + tmp22);
                    auto tmp83 = tmp70 / tmp82;
                    auto tmp84 = max_propagate_nan(tmp69, tmp83);
                    auto tmp85 = tmp24 > tmp38;
                    auto tmp86 = tmp24 == tmp38;
                    auto tmp87 = tmp24 != tmp24;
                    auto tmp88 = tmp38 != tmp38;
                    auto tmp89 = tmp87 > tmp88;
                    auto tmp90 = tmp85 || tmp89;
                    auto tmp91 = tmp87 && tmp88;
                    auto tmp92 = tmp86 || tmp91;
                    auto tmp93 = static_cast<int64_t>(0);
                    auto tmp94 = static_cast<int64_t>(1);
                    auto tmp95 = tmp93 < tmp94;
                    auto tmp96 = tmp92 && tmp95;
                    auto tmp97 = tmp90 || tmp96;
                    auto tmp98 = tmp97 ? tmp24 : tmp38;
                    auto tmp99 = tmp97 ? tmp93 : tmp94;
                    auto tmp100 = tmp98 > tmp53;
                    auto tmp101 = tmp98 == tmp53;
                    auto tmp102 = tmp98 != tmp98;
                    auto tmp103 = tmp53 != tmp53;
                    auto tmp104 = tmp102 > tmp103;
                    auto tmp105 = tmp100 || tmp104;
                    auto tmp106 = tmp102 && tmp103;
                    auto tmp107 = tmp101 || tmp106;
                    auto tmp108 = static_cast<int64_t>(2);
                    auto tmp109 = tmp99 < tmp108;
                    auto tmp110 = tmp107 && tmp109;
                    auto tmp111 = tmp105 || tmp110;
                    auto tmp112 = tmp111 ? tmp98 : tmp53;
                    auto tmp113 = tmp111 ? tmp99 : tmp108;
                    auto tmp114 = tmp112 > tmp68;
                    auto tmp115 = tmp112 == tmp68;
                    auto tmp116 = tmp112 != tmp112;
                    auto tmp117 = tmp68 != tmp68;
                    auto tmp118 = tmp116 > tmp117;
                    auto tmp119 = tmp114 || tmp118;
                    auto tmp120 = tmp116 && tmp117;
                    auto tmp121 = tmp115 || tmp120;
                    auto tmp122 = static_cast<int64_t>(3);
                    auto tmp123 = tmp113 < tmp122;
                    auto tmp124 = tmp121 && tmp123;
                    auto tmp125 = tmp119 || tmp124;
                    auto tmp126 = tmp125 ? tmp112 : tmp68;
                    auto tmp127 = tmp125 ? tmp113 : tmp122;
                    auto tmp128 = tmp126 > tmp83;
                    auto tmp129 = tmp126 == tmp83;
                    auto tmp130 = tmp126 != tmp126;
                    auto tmp131 = tmp83 != tmp83;
                    auto tmp132 = tmp130 > tmp131;
                    auto tmp133 = tmp128 || tmp132;
                    auto tmp134 = tmp130 && tmp131;
                    auto tmp135 = tmp129 || tmp134;
                    auto tmp136 = static_cast<int64_t>(4);
                    auto tmp137 = tmp127 < tmp136;
                    auto tmp138 = tmp135 && tmp137;
                    auto tmp139 = tmp133 || tmp138;
                    auto tmp140 = tmp139 ? tmp126 : tmp83;
                    auto tmp141 = tmp139 ? tmp127 : tmp136;
                    out_ptr1[static_cast<int64_t>(x0)] = tmp84;
                    out_ptr2[static_cast<int64_t>(x0)] = tmp141;
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 4L*x0), static_cast<int64_t>(4L));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 4L*x0), static_cast<int64_t>(4L));
                        auto tmp2 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp17 = in_ptr4[static_cast<int64_t>(0L)];
                        auto tmp18 = in_ptr5[static_cast<int64_t>(0L)];
                        auto tmp21 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp3 = 5L;
                        auto tmp4 = c10::convert<int64_t>(tmp3);
                        auto tmp5 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp2) + static_cast<std::make_unsigned_t<int64_t>>(tmp4));
                        auto tmp6 = tmp2 < 0;
                        auto tmp7 = tmp6 ? tmp5 : tmp2;
                        auto tmp8 = tmp7;
                        auto tmp9 = c10::convert<int64_t>(tmp8);
                        TORCH_CHECK((0 <= tmp9) & (tmp9 < 5L), "index out of bounds: 0 <= tmp9 < 5L");
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 4L*tmp7), static_cast<int64_t>(4L));
                        auto tmp12 = tmp1 - tmp11;
                        auto tmp13 = tmp12.abs();
                        auto tmp14 = static_cast<float>(1.0);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = at::vec::VecMask<float,1>(tmp13 < tmp15);
                        auto tmp19 = c10::convert<float>(tmp18);
                        auto tmp20 = tmp17 / tmp19;
                        auto tmp22 = static_cast<float>(0.4);
                        auto tmp23 = tmp21 > tmp22;
                        auto tmp24 = c10::convert<float>(tmp23);
                        auto tmp25 = float(tmp20 * tmp24);
                        auto tmp26 = at::vec::Vectorized<float>(tmp25);
                        auto tmp27 = tmp26 * tmp12;
                        auto tmp28 =
                        [&]()
                        {
                            auto left = decltype(tmp12)::blendv(decltype(tmp12)(0), decltype(tmp12)(1), decltype(tmp12)(0) < tmp12);
                            auto right = decltype(tmp12)::blendv(decltype(tmp12)(0), decltype(tmp12)(1), tmp12 < decltype(tmp12)(0));
                            return left - right;
                        }
                        ()
                        ;
                        auto tmp29 = tmp26 * tmp28;
                        auto tmp30 = decltype(tmp27)::blendv(tmp29, tmp27, inductor_vec_mask_cast<float,1>(tmp16));
                        auto tmp31 = tmp0 + tmp30;
                        tmp31.store(out_ptr3 + static_cast<int64_t>(x1 + 4L*x0), static_cast<int64_t>(4L));
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
                    auto tmp0 = in_ptr6[static_cast<int64_t>(4L*x0)];
                    auto tmp3 = out_ptr3[static_cast<int64_t>(3L + 4L*x0)];
                    auto tmp6 = out_ptr3[static_cast<int64_t>(1L + 4L*x0)];
                    auto tmp10 = in_ptr0[static_cast<int64_t>(3L + 4L*x0)];
                    auto tmp11 = in_ptr0[static_cast<int64_t>(1L + 4L*x0)];
                    auto tmp1 = static_cast<float>(4.0);
                    auto tmp2 = tmp0 < tmp1;
                    auto tmp4 = static_cast<float>(0.5);
                    auto tmp5 = float(tmp3 * tmp4);
                    auto tmp7 = decltype(tmp6)(-tmp6);
                    auto tmp8 = float(tmp7 * tmp4);
                    auto tmp9 = float(tmp5 + tmp8);
                    auto tmp12 = float(tmp10 - tmp11);
                    auto tmp13 = float(tmp9 * tmp12);
                    auto tmp14 = min_propagate_nan(tmp0, tmp1);
                    auto tmp15 = std::exp(tmp14);
                    auto tmp16 = float(tmp13 * tmp15);
                    auto tmp17 = static_cast<float>(0.0);
                    auto tmp18 = tmp2 ? tmp16 : tmp17;
                    out_ptr4[static_cast<int64_t>(x0)] = tmp18;
                }
            }
            {
                {
                    auto tmp0 = in_ptr7[static_cast<int64_t>(4L*x0)];
                    auto tmp3 = out_ptr3[static_cast<int64_t>(2L + 4L*x0)];
                    auto tmp6 = out_ptr3[static_cast<int64_t>(4L*x0)];
                    auto tmp10 = in_ptr0[static_cast<int64_t>(2L + 4L*x0)];
                    auto tmp11 = in_ptr0[static_cast<int64_t>(4L*x0)];
                    auto tmp1 = static_cast<float>(4.0);
                    auto tmp2 = tmp0 < tmp1;
                    auto tmp4 = static_cast<float>(0.5);
                    auto tmp5 = float(tmp3 * tmp4);
                    auto tmp7 = decltype(tmp6)(-tmp6);
                    auto tmp8 = float(tmp7 * tmp4);
                    auto tmp9 = float(tmp5 + tmp8);
                    auto tmp12 = float(tmp10 - tmp11);
                    auto tmp13 = float(tmp9 * tmp12);
                    auto tmp14 = min_propagate_nan(tmp0, tmp1);
                    auto tmp15 = std::exp(tmp14);
                    auto tmp16 = float(tmp13 * tmp15);
                    auto tmp17 = static_cast<float>(0.0);
                    auto tmp18 = tmp2 ? tmp16 : tmp17;
                    out_ptr5[static_cast<int64_t>(x0)] = tmp18;
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(1)))
                    {
                        for (int64_t x1_tail = static_cast<int64_t>(0L);x1_tail < static_cast<int64_t>(4L); x1_tail++)
                        {
                            auto tmp4 = out_ptr4[static_cast<int64_t>(x0)];
                            auto tmp9 = out_ptr5[static_cast<int64_t>(x0)];
                            auto tmp14 = out_ptr3[static_cast<int64_t>(3L + 4L*x0)];
                            auto tmp15 = out_ptr3[static_cast<int64_t>(1L + 4L*x0)];
                            auto tmp17 = in_ptr0[static_cast<int64_t>(3L + 4L*x0)];
                            auto tmp18 = in_ptr0[static_cast<int64_t>(1L + 4L*x0)];
                            auto tmp25 = out_ptr3[static_cast<int64_t>(2L + 4L*x0)];
                            auto tmp26 = out_ptr3[static_cast<int64_t>(4L*x0)];
                            auto tmp28 = in_ptr0[static_cast<int64_t>(2L + 4L*x0)];
                            auto tmp29 = in_ptr0[static_cast<int64_t>(4L*x0)];
                            auto tmp0 = x1_tail;
                            auto tmp1 = c10::convert<int32_t>(tmp0);
                            auto tmp2 = static_cast<int32_t>(3);
                            auto tmp3 = tmp1 == tmp2;
                            auto tmp5 = static_cast<float>(0.0);
                            auto tmp6 = tmp3 ? tmp4 : tmp5;
                            auto tmp7 = static_cast<int32_t>(2);
                            auto tmp8 = tmp1 == tmp7;
                            auto tmp10 = tmp8 ? tmp9 : tmp5;
                            auto tmp11 = float(tmp6 + tmp10);
                            auto tmp12 = static_cast<int32_t>(1);
                            auto tmp13 = tmp1 == tmp12;
                            auto tmp16 = float(tmp14 + tmp15);
                            auto tmp19 = float(tmp17 - tmp18);
                            auto tmp20 = float(tmp16 * tmp19);
                            auto tmp21 = tmp13 ? tmp20 : tmp5;
                            auto tmp22 = float(tmp11 + tmp21);
                            auto tmp23 = static_cast<int32_t>(0);
                            auto tmp24 = tmp1 == tmp23;
                            auto tmp27 = float(tmp25 + tmp26);
                            auto tmp30 = float(tmp28 - tmp29);
                            auto tmp31 = float(tmp27 * tmp30);
                            auto tmp32 = tmp24 ? tmp31 : tmp5;
                            auto tmp33 = float(tmp22 + tmp32);
                            out_ptr6[static_cast<int64_t>(x1_tail + 4L*x0)] = tmp33;
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(7L*ks0); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(7L*ks0), static_cast<int64_t>(16L))))))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp2 = in_ptr4[static_cast<int64_t>(0L)];
                    auto tmp3 = in_ptr5[static_cast<int64_t>(0L)];
                    auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                    auto tmp4 = c10::convert<float>(tmp3);
                    auto tmp5 = tmp2 / tmp4;
                    auto tmp7 = static_cast<float>(1.0);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp8 - tmp6;
                    auto tmp10 = tmp9 * tmp0;
                    auto tmp11 = static_cast<float>(0.0);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = at::vec::minimum(tmp12, tmp0);
                    auto tmp14 = tmp0.abs();
                    auto tmp15 = tmp14.neg();
                    auto tmp16 = tmp15.exp();
                    auto tmp17 = tmp16.log1p();
                    auto tmp18 = tmp13 - tmp17;
                    auto tmp19 = tmp10 - tmp18;
                    auto tmp20 = at::vec::Vectorized<float>(tmp5);
                    auto tmp21 = tmp20 * tmp19;
                    auto tmp22 = tmp1 * tmp6;
                    auto tmp23 = tmp8 - tmp1;
                    auto tmp24 = tmp23 * tmp9;
                    auto tmp25 = tmp22 + tmp24;
                    auto tmp26 = tmp8 - tmp25;
                    auto tmp27 = static_cast<float>(2.0);
                    auto tmp28 = at::vec::Vectorized<float>(tmp27);
                    auto tmp29 = tmp26 * tmp28;
                    auto tmp30 = tmp21 * tmp29;
                    auto tmp31 = tmp30.neg();
                    auto tmp32 = tmp1 - tmp6;
                    auto tmp33 = tmp26 * tmp26;
                    auto tmp34 = tmp20 * tmp33;
                    auto tmp35 = tmp32 * tmp34;
                    auto tmp36 = tmp31 * tmp9;
                    auto tmp37 = tmp36.neg();
                    auto tmp38 = tmp31 * tmp6;
                    auto tmp39 = tmp37 + tmp38;
                    auto tmp40 = tmp1 * tmp23;
                    auto tmp41 = tmp39 * tmp40;
                    auto tmp42 = tmp35 + tmp41;
                    tmp42.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(7L*ks0), static_cast<int64_t>(16L)))) && x0 < static_cast<int64_t>(7L*ks0)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(7L*ks0), static_cast<int64_t>(16L))) + 7L*ks0));
                    auto tmp2 = in_ptr4[static_cast<int64_t>(0L)];
                    auto tmp3 = in_ptr5[static_cast<int64_t>(0L)];
                    auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(7L*ks0), static_cast<int64_t>(16L))) + 7L*ks0));
                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                    auto tmp4 = c10::convert<float>(tmp3);
                    auto tmp5 = tmp2 / tmp4;
                    auto tmp7 = static_cast<float>(1.0);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp8 - tmp6;
                    auto tmp10 = tmp9 * tmp0;
                    auto tmp11 = static_cast<float>(0.0);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = at::vec::minimum(tmp12, tmp0);
                    auto tmp14 = tmp0.abs();
                    auto tmp15 = tmp14.neg();
                    auto tmp16 = tmp15.exp();
                    auto tmp17 = tmp16.log1p();
                    auto tmp18 = tmp13 - tmp17;
                    auto tmp19 = tmp10 - tmp18;
                    auto tmp20 = at::vec::Vectorized<float>(tmp5);
                    auto tmp21 = tmp20 * tmp19;
                    auto tmp22 = tmp1 * tmp6;
                    auto tmp23 = tmp8 - tmp1;
                    auto tmp24 = tmp23 * tmp9;
                    auto tmp25 = tmp22 + tmp24;
                    auto tmp26 = tmp8 - tmp25;
                    auto tmp27 = static_cast<float>(2.0);
                    auto tmp28 = at::vec::Vectorized<float>(tmp27);
                    auto tmp29 = tmp26 * tmp28;
                    auto tmp30 = tmp21 * tmp29;
                    auto tmp31 = tmp30.neg();
                    auto tmp32 = tmp1 - tmp6;
                    auto tmp33 = tmp26 * tmp26;
                    auto tmp34 = tmp20 * tmp33;
                    auto tmp35 = tmp32 * tmp34;
                    auto tmp36 = tmp31 * tmp9;
                    auto tmp37 = tmp36.neg();
                    auto tmp38 = tmp31 * tmp6;
                    auto tmp39 = tmp37 + tmp38;
                    auto tmp40 = tmp1 * tmp23;
                    auto tmp41 = tmp39 * tmp40;
                    auto tmp42 = tmp35 + tmp41;
                    tmp42.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(7L*ks0), static_cast<int64_t>(16L))) + 7L*ks0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}

// Python bindings to call kernel():
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <sstream>
#include <cstdlib>
#include <cerrno>

// This is defined in guards.cpp so we don't need to import PyTorch headers that are slooow.
// We manually link it below to workaround issues with fbcode build.
static void* (*_torchinductor_pyobject_tensor_data_ptr)(PyObject* obj);

template <typename T> static inline T parse_arg(PyObject* const* args, size_t n) {
    static_assert(std::is_pointer_v<T>, "arg type must be pointer or long");
    return static_cast<T>(_torchinductor_pyobject_tensor_data_ptr(args[n]));
}
template <> inline int64_t parse_arg<int64_t>(PyObject* const* args, size_t n) {
    auto result = PyLong_AsSsize_t(args[n]);
    if(result == -1 && PyErr_Occurred()) [[unlikely]]
        throw std::runtime_error("expected int arg");
    return result;
}
template <> inline uintptr_t parse_arg<uintptr_t>(PyObject* const* args, size_t n) {
    auto result = PyLong_AsVoidPtr(args[n]);
    if(result == reinterpret_cast<void*>(-1) && PyErr_Occurred()) [[unlikely]]
        throw std::runtime_error("expected int arg");
    return reinterpret_cast<uintptr_t>(result);
}
template <> inline float parse_arg<float>(PyObject* const* args, size_t n) {
    auto result = PyFloat_AsDouble(args[n]);
    if(result == -1.0 && PyErr_Occurred()) [[unlikely]]
        throw std::runtime_error("expected float arg");
    return static_cast<float>(result);
}



static PyObject* kernel_py(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
    try {
        if(nargs != 19) [[unlikely]]
            throw std::runtime_error("requires 19 args");
        kernel(parse_arg<float*>(args, 0), parse_arg<float*>(args, 1), parse_arg<float*>(args, 2), parse_arg<float*>(args, 3), parse_arg<float*>(args, 4), parse_arg<float*>(args, 5), parse_arg<int64_t*>(args, 6), parse_arg<float*>(args, 7), parse_arg<float*>(args, 8), parse_arg<float*>(args, 9), parse_arg<float*>(args, 10), parse_arg<float*>(args, 11), parse_arg<float*>(args, 12), parse_arg<int64_t*>(args, 13), parse_arg<float*>(args, 14), parse_arg<float*>(args, 15), parse_arg<float*>(args, 16), parse_arg<float*>(args, 17), parse_arg<int64_t>(args, 18)); Py_RETURN_NONE;
    } catch(std::exception const& e) {
        PyErr_SetString(PyExc_RuntimeError, e.what());
        return nullptr;
    } catch(...) {
        PyErr_SetString(PyExc_RuntimeError, "unhandled error");
        return nullptr;
    }
}

static PyMethodDef py_methods[] = {
    {
        "kernel",
        reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(kernel_py)),
        METH_FASTCALL,
        ""
    },
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef py_module =
    {PyModuleDef_HEAD_INIT, "kernel", NULL, -1, py_methods};

PyMODINIT_FUNC PyInit_kernel(void) {
    const char* str_addr = std::getenv("_TORCHINDUCTOR_PYOBJECT_TENSOR_DATA_PTR");
    if(!str_addr) {
        PyErr_SetString(PyExc_RuntimeError, "_TORCHINDUCTOR_PYOBJECT_TENSOR_DATA_PTR must be set");
        return nullptr;
    }

    char* endptr = nullptr;
    errno = 0;
    uintptr_t addr = std::strtoull(str_addr, &endptr, 10);
    if(errno != 0 || endptr == str_addr || addr == 0) {
        PyErr_SetString(PyExc_RuntimeError, "Failed to parse _TORCHINDUCTOR_PYOBJECT_TENSOR_DATA_PTR");
        return nullptr;
    }
    _torchinductor_pyobject_tensor_data_ptr =
        reinterpret_cast<decltype(_torchinductor_pyobject_tensor_data_ptr)>(addr);
    PyObject* module = PyModule_Create(&py_module);
    if (module == NULL) {
        return NULL;
    }
    #ifdef Py_GIL_DISABLED
        PyUnstable_Module_SetGIL(module, Py_MOD_GIL_NOT_USED);
    #endif
    return module;
}
