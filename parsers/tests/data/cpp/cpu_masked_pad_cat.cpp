#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(129L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(7L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(7L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 7L*x0), static_cast<int64_t>(7L));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(7L));
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(129L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(33L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 33L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 40L*x0));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(32L) && x1 < static_cast<int64_t>(33L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 33L*x0), static_cast<int64_t>(1L));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(1L));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(33L); x0+=static_cast<int64_t>(16L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(129L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                            transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(in_ptr1 + static_cast<int64_t>(x0 + 33L*x1), static_cast<int64_t>(33L), tmp0, static_cast<int64_t>(16));
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(16L*x0_inner), static_cast<int64_t>(16));
                                auto tmp2 = static_cast<float>(1.0);
                                auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                auto tmp4 = tmp1 + tmp3;
                                tmp4.store(out_ptr2 + static_cast<int64_t>(x1 + 129L*x0 + 129L*x0_inner));
                            }
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L) && x1 >= static_cast<int64_t>(128L) && x1 < static_cast<int64_t>(129L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                            transpose_mxn<float,static_cast<int64_t>(1L),static_cast<int64_t>(16),false>(in_ptr1 + static_cast<int64_t>(x0 + 33L*x1), static_cast<int64_t>(33L), tmp0, static_cast<int64_t>(1L));
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                                auto tmp2 = static_cast<float>(1.0);
                                auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                auto tmp4 = tmp1 + tmp3;
                                tmp4.store(out_ptr2 + static_cast<int64_t>(x1 + 129L*x0 + 129L*x0_inner), static_cast<int64_t>(1L));
                            }
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(33L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                            transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(1L),false>(in_ptr1 + static_cast<int64_t>(x0 + 33L*x1), static_cast<int64_t>(33L), tmp0, static_cast<int64_t>(16));
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(1L); x0_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(16L*x0_inner), static_cast<int64_t>(16));
                                auto tmp2 = static_cast<float>(1.0);
                                auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                auto tmp4 = tmp1 + tmp3;
                                tmp4.store(out_ptr2 + static_cast<int64_t>(x1 + 129L*x0 + 129L*x0_inner));
                            }
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(33L) && x1 >= static_cast<int64_t>(128L) && x1 < static_cast<int64_t>(129L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                            transpose_mxn<float,static_cast<int64_t>(1L),static_cast<int64_t>(1L),false>(in_ptr1 + static_cast<int64_t>(x0 + 33L*x1), static_cast<int64_t>(33L), tmp0, static_cast<int64_t>(1L));
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(1L); x0_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                                auto tmp2 = static_cast<float>(1.0);
                                auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                auto tmp4 = tmp1 + tmp3;
                                tmp4.store(out_ptr2 + static_cast<int64_t>(x1 + 129L*x0 + 129L*x0_inner), static_cast<int64_t>(1L));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(129L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(37L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        {
                            auto tmp0 = in_ptr1[static_cast<int64_t>(32L + ((-1L)*std::abs((-32L) + std::abs((-2L) + x1))) + 33L*x0)];
                            out_ptr3[static_cast<int64_t>(x1 + 37L*x0)] = tmp0;
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(131L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(38L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = (-1L) + x0;
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = static_cast<int64_t>(0);
                            auto tmp3 = tmp1 >= tmp2;
                            auto tmp4 = static_cast<int64_t>(129);
                            auto tmp5 = tmp1 < tmp4;
                            auto tmp6 = (-3L) + x1;
                            auto tmp7 = c10::convert<int64_t>(tmp6);
                            auto tmp8 = at::vec::VectorizedN<int64_t,2>::arange(tmp7, 1);
                            auto tmp9 = at::vec::VectorizedN<int64_t,2>(tmp2);
                            auto tmp10 = at::vec::VecMask<int64_t,2>(tmp8 >= tmp9);
                            auto tmp11 = static_cast<int64_t>(33);
                            auto tmp12 = at::vec::VectorizedN<int64_t,2>(tmp11);
                            auto tmp13 = at::vec::VecMask<int64_t,2>(tmp8 < tmp12);
                            auto tmp14 = tmp3 & tmp5;
                            auto tmp15 = at::vec::VecMask<float,1>::from(tmp14);
                            auto tmp16 = tmp15 & tmp10;
                            auto tmp17 = tmp16 & tmp13;
                            auto tmp18 = [&]
                            {
                                auto tmp19 = inductor_vec_mask_cast<float,1>(tmp17).template loadu<float,1>(in_ptr1 + static_cast<int64_t>((-36L) + x1 + 33L*x0));
                                return tmp19;
                            }
                            ;
                            auto tmp22 =
                            [&]
                            {
                                if (tmp17.all_zero())
                                {
                                    return at::vec::Vectorized<float>(static_cast<float>(0.5));
                                }
                                else
                                {
                                    auto tmp20 = tmp18();
                                    auto tmp21 = at::vec::Vectorized<float>(static_cast<float>(0.5));
                                    return decltype(tmp20)::blendv(tmp21, tmp20, inductor_vec_mask_cast<float,1>(tmp17));
                                }
                            }
                            ()
                            ;
                            tmp22.store(out_ptr4 + static_cast<int64_t>(x1 + 38L*x0));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(32L) && x1 < static_cast<int64_t>(38L)))
                        {
                            auto tmp0 = (-1L) + x0;
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = static_cast<int64_t>(0);
                            auto tmp3 = tmp1 >= tmp2;
                            auto tmp4 = static_cast<int64_t>(129);
                            auto tmp5 = tmp1 < tmp4;
                            auto tmp6 = (-3L) + x1;
                            auto tmp7 = c10::convert<int64_t>(tmp6);
                            auto tmp8 = at::vec::VectorizedN<int64_t,2>::arange(tmp7, 1);
                            auto tmp9 = at::vec::VectorizedN<int64_t,2>(tmp2);
                            auto tmp10 = at::vec::VecMask<int64_t,2>(tmp8 >= tmp9);
                            auto tmp11 = static_cast<int64_t>(33);
                            auto tmp12 = at::vec::VectorizedN<int64_t,2>(tmp11);
                            auto tmp13 = at::vec::VecMask<int64_t,2>(tmp8 < tmp12);
                            auto tmp14 = tmp3 & tmp5;
                            auto tmp15 = at::vec::VecMask<float,1>::from(tmp14);
                            auto tmp16 = tmp15 & tmp10;
                            auto tmp17 = tmp16 & tmp13;
                            auto tmp18 = [&]
                            {
                                auto tmp19 = inductor_vec_mask_cast<float,1>(tmp17).template loadu<float,1>(in_ptr1 + static_cast<int64_t>((-36L) + x1 + 33L*x0));
                                return tmp19;
                            }
                            ;
                            auto tmp22 =
                            [&]
                            {
                                if (tmp17.all_zero())
                                {
                                    return at::vec::Vectorized<float>(static_cast<float>(0.5));
                                }
                                else
                                {
                                    auto tmp20 = tmp18();
                                    auto tmp21 = at::vec::Vectorized<float>(static_cast<float>(0.5));
                                    return decltype(tmp20)::blendv(tmp21, tmp20, inductor_vec_mask_cast<float,1>(tmp17));
                                }
                            }
                            ()
                            ;
                            tmp22.store(out_ptr4 + static_cast<int64_t>(x1 + 38L*x0), static_cast<int64_t>(6L));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
