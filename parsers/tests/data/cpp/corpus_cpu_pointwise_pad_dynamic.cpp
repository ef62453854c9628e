#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       const int64_t ks0,
                       const int64_t ks1,
                       const int64_t ks2)
{
    #pragma omp parallel num_threads(16)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3L*ks0); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L + ks1); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L + ks2); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(2L + ks2), static_cast<int64_t>(16L))))))
                            {
                                auto tmp0 = (-2L) + x1;
                                auto tmp1 = c10::convert<int64_t>(tmp0);
                                auto tmp2 = static_cast<int64_t>(0);
                                auto tmp3 = tmp1 >= tmp2;
                                auto tmp4 = ks1;
                                auto tmp5 = c10::convert<int64_t>(tmp4);
                                auto tmp6 = tmp1 < tmp5;
                                auto tmp7 = (-1L) + x2;
                                auto tmp8 = c10::convert<int64_t>(tmp7);
                                auto tmp9 = at::vec::VectorizedN<int64_t,2>::arange(tmp8, 1);
                                auto tmp10 = at::vec::VectorizedN<int64_t,2>(tmp2);
                                auto tmp11 = at::vec::VecMask<int64_t,2>(tmp9 >= tmp10);
                                auto tmp12 = ks2;
                                auto tmp13 = c10::convert<int64_t>(tmp12);
                                auto tmp14 = at::vec::VectorizedN<int64_t,2>(tmp13);
                                auto tmp15 = at::vec::VecMask<int64_t,2>(tmp9 < tmp14);
                                auto tmp16 = tmp3 & tmp6;
                                auto tmp17 = at::vec::VecMask<float,1>::from(tmp16);
                                auto tmp18 = tmp17 & tmp11;
                                auto tmp19 = tmp18 & tmp15;
                                auto tmp20 = [&]
                                {
                                    auto tmp21 = tmp19.template cast<float,1>().template loadu<float,1>(in_ptr0 + static_cast<int64_t>((-1L) + x2 + ((-2L)*ks2) + ks2*x1 + ks1*ks2*x0));
                                    return tmp21;
                                }
                                ;
                                auto tmp24 =
                                [&]
                                {
                                    if (tmp19.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(static_cast<float>(0.0));
                                    }
                                    else
                                    {
                                        auto tmp22 = tmp20();
                                        auto tmp23 = at::vec::Vectorized<float>(static_cast<float>(0.0));
                                        return decltype(tmp22)::blendv(tmp23, tmp22, tmp19.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp25 = at::vec::clamp_min(tmp24, decltype(tmp24)(0));
                                auto tmp26 = static_cast<float>(3.0);
                                auto tmp27 = at::vec::Vectorized<float>(tmp26);
                                auto tmp28 = tmp25 * tmp27;
                                tmp28.store(out_ptr0 + static_cast<int64_t>(x2 + 2L*x1 + 8L*x0 + ks2*x1 + 2L*ks1*x0 + 4L*ks2*x0 + ks1*ks2*x0));
                            }
                            if(C10_UNLIKELY(x2 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(2L + ks2), static_cast<int64_t>(16L)))) && x2 < static_cast<int64_t>(2L + ks2)))
                            {
                                auto tmp0 = (-2L) + x1;
                                auto tmp1 = c10::convert<int64_t>(tmp0);
                                auto tmp2 = static_cast<int64_t>(0);
                                auto tmp3 = tmp1 >= tmp2;
                                auto tmp4 = ks1;
                                auto tmp5 = c10::convert<int64_t>(tmp4);
                                auto tmp6 = tmp1 < tmp5;
                                auto tmp7 = (-1L) + x2;
                                auto tmp8 = c10::convert<int64_t>(tmp7);
                                auto tmp9 = at::vec::VectorizedN<int64_t,2>::arange(tmp8, 1);
                                auto tmp10 = at::vec::VectorizedN<int64_t,2>(tmp2);
                                auto tmp11 = at::vec::VecMask<int64_t,2>(tmp9 >= tmp10);
                                auto tmp12 = ks2;
                                auto tmp13 = c10::convert<int64_t>(tmp12);
                                auto tmp14 = at::vec::VectorizedN<int64_t,2>(tmp13);
                                auto tmp15 = at::vec::VecMask<int64_t,2>(tmp9 < tmp14);
                                auto tmp16 = tmp3 & tmp6;
                                auto tmp17 = at::vec::VecMask<float,1>::from(tmp16);
                                auto tmp18 = tmp17 & tmp11;
                                auto tmp19 = tmp18 & tmp15;
                                auto tmp20 = [&]
                                {
                                    auto tmp21 = tmp19.template cast<float,1>().template loadu<float,1>(in_ptr0 + static_cast<int64_t>((-1L) + x2 + ((-2L)*ks2) + ks2*x1 + ks1*ks2*x0));
                                    return tmp21;
                                }
                                ;
                                auto tmp24 =
                                [&]
                                {
                                    if (tmp19.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(static_cast<float>(0.0));
                                    }
                                    else
                                    {
                                        auto tmp22 = tmp20();
                                        auto tmp23 = at::vec::Vectorized<float>(static_cast<float>(0.0));
                                        return decltype(tmp22)::blendv(tmp23, tmp22, tmp19.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp25 = at::vec::clamp_min(tmp24, decltype(tmp24)(0));
                                auto tmp26 = static_cast<float>(3.0);
                                auto tmp27 = at::vec::Vectorized<float>(tmp26);
                                auto tmp28 = tmp25 * tmp27;
                                tmp28.store(out_ptr0 + static_cast<int64_t>(x2 + 2L*x1 + 8L*x0 + ks2*x1 + 2L*ks1*x0 + 4L*ks2*x0 + ks1*ks2*x0), static_cast<int64_t>(2L + ks2 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(2L + ks2), static_cast<int64_t>(16L)))));
                            }
                        }
                    }
                }
            }
        }
    }
}
