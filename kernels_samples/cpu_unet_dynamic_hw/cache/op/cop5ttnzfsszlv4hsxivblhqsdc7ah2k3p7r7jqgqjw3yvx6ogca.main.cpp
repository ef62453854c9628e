
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
        if(nargs != 18) [[unlikely]]
            throw std::runtime_error("requires 18 args");
        kernel(parse_arg<float*>(args, 0), parse_arg<float*>(args, 1), parse_arg<float*>(args, 2), parse_arg<float*>(args, 3), parse_arg<float*>(args, 4), parse_arg<float*>(args, 5), parse_arg<float*>(args, 6), parse_arg<float*>(args, 7), parse_arg<float*>(args, 8), parse_arg<float*>(args, 9), parse_arg<float*>(args, 10), parse_arg<float*>(args, 11), parse_arg<float*>(args, 12), parse_arg<float*>(args, 13), parse_arg<float*>(args, 14), parse_arg<float*>(args, 15), parse_arg<int64_t>(args, 16), parse_arg<int64_t>(args, 17)); Py_RETURN_NONE;
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
