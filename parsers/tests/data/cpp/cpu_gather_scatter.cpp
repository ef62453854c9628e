#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const int64_t* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1480L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1472L)))
                    {
                        auto tmp0 = static_cast<float>(0.0);
                        auto tmp1 = at::vec::Vectorized<float>(tmp0);
                        tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(1472L) && x0 < static_cast<int64_t>(1480L)))
                    {
                        auto tmp0 = static_cast<float>(0.0);
                        auto tmp1 = at::vec::Vectorized<float>(tmp0);
                        tmp1.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                #pragma GCC ivdep
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(7L); x0+=static_cast<int64_t>(1L))
                {
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(37L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                                auto tmp45 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 37L*x0), static_cast<int64_t>(16));
                                auto tmp1 = 65L;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                auto tmp3 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp2));
                                auto tmp4 = tmp0 < 0;
                                auto tmp5 = tmp4 ? tmp3 : tmp0;
                                auto tmp6 = tmp5;
                                auto tmp7 = c10::convert<int64_t>(tmp6);
                                TORCH_CHECK((0 <= tmp7) & (tmp7 < 65L), "index out of bounds: 0 <= tmp7 < 65L");
                                auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 37L*tmp5), static_cast<int64_t>(16));
                                auto tmp10 = std::abs(tmp0);
                                auto tmp11 = static_cast<int64_t>(65);
                                auto tmp12 = mod(tmp10, tmp11);
                                auto tmp13 = static_cast<int32_t>(0);
                                auto tmp14 = tmp12 != tmp13;
                                auto tmp15 = std::signbit(tmp12);
                                auto tmp16 = std::signbit(tmp11);
                                auto tmp17 = tmp15 != tmp16;
                                auto tmp18 = tmp14 & tmp17;
                                auto tmp19 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp12) + static_cast<std::make_unsigned_t<int64_t>>(tmp11));
                                auto tmp20 = tmp18 ? tmp19 : tmp12;
                                auto tmp21 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp20) + static_cast<std::make_unsigned_t<int64_t>>(tmp2));
                                auto tmp22 = tmp20 < 0;
                                auto tmp23 = tmp22 ? tmp21 : tmp20;
                                auto tmp24 = tmp23;
                                auto tmp25 = c10::convert<int64_t>(tmp24);
                                TORCH_CHECK((0 <= tmp25) & (tmp25 < 65L), "index out of bounds: 0 <= tmp25 < 65L");
                                auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 37L*tmp23), static_cast<int64_t>(16));
                                auto tmp28 = static_cast<int64_t>(40);
                                auto tmp29 = mod(tmp10, tmp28);
                                auto tmp30 = tmp29 != tmp13;
                                auto tmp31 = std::signbit(tmp29);
                                auto tmp32 = std::signbit(tmp28);
                                auto tmp33 = tmp31 != tmp32;
                                auto tmp34 = tmp30 & tmp33;
                                auto tmp35 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp29) + static_cast<std::make_unsigned_t<int64_t>>(tmp28));
                                auto tmp36 = tmp34 ? tmp35 : tmp29;
                                auto tmp37 = 40L;
                                auto tmp38 = c10::convert<int64_t>(tmp37);
                                auto tmp39 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp36) + static_cast<std::make_unsigned_t<int64_t>>(tmp38));
                                auto tmp40 = tmp36 < 0;
                                auto tmp41 = tmp40 ? tmp39 : tmp36;
                                auto tmp42 = tmp41;
                                auto tmp43 = c10::convert<int64_t>(tmp42);
                                TORCH_CHECK((0 <= tmp43) & (tmp43 < 40L), "index out of bounds: 0 <= tmp43 < 40L");
                                auto tmp46 = x1 + 37L*tmp41;
                                auto tmp47 = c10::convert<int64_t>(tmp46);
                                auto tmp48 = at::vec::VectorizedN<int64_t,2>::arange(tmp47, 1);
                                tmp9.store(out_ptr1 + static_cast<int64_t>(x1 + 37L*x0));
                                tmp27.store(out_ptr2 + static_cast<int64_t>(x1 + 37L*x0));
                                atomic_add_vec<float, 2, 1>(out_ptr0, tmp48, tmp45);
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(32L) && x1 < static_cast<int64_t>(37L)))
                            {
                                auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                                auto tmp45 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 37L*x0), static_cast<int64_t>(5L));
                                auto tmp1 = 65L;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                auto tmp3 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp2));
                                auto tmp4 = tmp0 < 0;
                                auto tmp5 = tmp4 ? tmp3 : tmp0;
                                auto tmp6 = tmp5;
                                auto tmp7 = c10::convert<int64_t>(tmp6);
                                TORCH_CHECK((0 <= tmp7) & (tmp7 < 65L), "index out of bounds: 0 <= tmp7 < 65L");
                                auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 37L*tmp5), static_cast<int64_t>(5L));
                                auto tmp10 = std::abs(tmp0);
                                auto tmp11 = static_cast<int64_t>(65);
                                auto tmp12 = mod(tmp10, tmp11);
                                auto tmp13 = static_cast<int32_t>(0);
                                auto tmp14 = tmp12 != tmp13;
                                auto tmp15 = std::signbit(tmp12);
                                auto tmp16 = std::signbit(tmp11);
                                auto tmp17 = tmp15 != tmp16;
                                auto tmp18 = tmp14 & tmp17;
                                auto tmp19 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp12) + static_cast<std::make_unsigned_t<int64_t>>(tmp11));
                                auto tmp20 = tmp18 ? tmp19 : tmp12;
                                auto tmp21 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp20) + static_cast<std::make_unsigned_t<int64_t>>(tmp2));
                                auto tmp22 = tmp20 < 0;
                                auto tmp23 = tmp22 ? tmp21 : tmp20;
                                auto tmp24 = tmp23;
                                auto tmp25 = c10::convert<int64_t>(tmp24);
                                TORCH_CHECK((0 <= tmp25) & (tmp25 < 65L), "index out of bounds: 0 <= tmp25 < 65L");
                                auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 37L*tmp23), static_cast<int64_t>(5L));
                                auto tmp28 = static_cast<int64_t>(40);
                                auto tmp29 = mod(tmp10, tmp28);
                                auto tmp30 = tmp29 != tmp13;
                                auto tmp31 = std::signbit(tmp29);
                                auto tmp32 = std::signbit(tmp28);
                                auto tmp33 = tmp31 != tmp32;
                                auto tmp34 = tmp30 & tmp33;
                                auto tmp35 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp29) + static_cast<std::make_unsigned_t<int64_t>>(tmp28));
                                auto tmp36 = tmp34 ? tmp35 : tmp29;
                                auto tmp37 = 40L;
                                auto tmp38 = c10::convert<int64_t>(tmp37);
                                auto tmp39 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp36) + static_cast<std::make_unsigned_t<int64_t>>(tmp38));
                                auto tmp40 = tmp36 < 0;
                                auto tmp41 = tmp40 ? tmp39 : tmp36;
                                auto tmp42 = tmp41;
                                auto tmp43 = c10::convert<int64_t>(tmp42);
                                TORCH_CHECK((0 <= tmp43) & (tmp43 < 40L), "index out of bounds: 0 <= tmp43 < 40L");
                                auto tmp46 = x1 + 37L*tmp41;
                                auto tmp47 = c10::convert<int64_t>(tmp46);
                                auto tmp48 = at::vec::VectorizedN<int64_t,2>::arange(tmp47, 1);
                                tmp9.store(out_ptr1 + static_cast<int64_t>(x1 + 37L*x0), static_cast<int64_t>(5L));
                                tmp27.store(out_ptr2 + static_cast<int64_t>(x1 + 37L*x0), static_cast<int64_t>(5L));
                                atomic_add_vec<float, 2, 1>(out_ptr0, tmp48, tmp45, static_cast<int64_t>(5L));
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
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(65L); x0+=static_cast<int64_t>(1L))
                {
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(11L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(11L)))
                            {
                                auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 11L*x0), static_cast<int64_t>(11L));
                                auto tmp1 =
                                [&]
                                {
                                    __at_align__ std::array<int64_t, 16> tmpbuf;
                                    tmp0.store(tmpbuf.data(), static_cast<int64_t>(11L));
                                    return tmpbuf;
                                }
                                ()
                                ;
                                auto tmp2 =
                                [&]
                                {
                                    __at_align__ std::array<int64_t, 16> tmpbuf;
                                    #pragma GCC unroll 16
                                    for (long x1_inner = 0; x1_inner < static_cast<int64_t>(11L); x1_inner++)
                                    {
                                        tmpbuf[x1_inner] = static_cast<int64_t>(tmp1[x1_inner]);
                                    }
                                    return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(11L));
                                }
                                ()
                                ;
                                TORCH_CHECK((at::vec::VecMask<int64_t,2>::set(at::vec::VecMask<int64_t,2>::from(1), (at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp2) & (tmp2 < at::vec::VectorizedN<int64_t,2>(37L)))), static_cast<int64_t>(11L))).all_masked(), "index out of bounds: 0 <= tmp2 < 37L");
                                auto tmp4 =
                                [&]
                                {
                                    __at_align__ std::array<float, 16> tmpbuf;
                                    #pragma GCC unroll 16
                                    for (long x1_inner = 0; x1_inner < static_cast<int64_t>(11L); x1_inner++)
                                    {
                                        tmpbuf[x1_inner] = in_ptr1[static_cast<int64_t>(tmp1[x1_inner] + 37L*x0)];
                                    }
                                    return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(11L));
                                }
                                ()
                                ;
                                tmp4.store(out_ptr3 + static_cast<int64_t>(x1 + 11L*x0), static_cast<int64_t>(11L));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2600L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2592L)))
                    {
                        auto tmp0 = static_cast<float>(0.0);
                        auto tmp1 = at::vec::Vectorized<float>(tmp0);
                        tmp1.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(2592L) && x0 < static_cast<int64_t>(2600L)))
                    {
                        auto tmp0 = static_cast<float>(0.0);
                        auto tmp1 = at::vec::Vectorized<float>(tmp0);
                        tmp1.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
