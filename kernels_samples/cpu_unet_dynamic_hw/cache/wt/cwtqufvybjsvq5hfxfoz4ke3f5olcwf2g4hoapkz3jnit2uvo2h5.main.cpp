
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
        if(nargs != 11) [[unlikely]]
            throw std::runtime_error("requires 11 args");
        kernel(parse_arg<float*>(args, 0), parse_arg<float*>(args, 1), parse_arg<int64_t*>(args, 2), parse_arg<int64_t*>(args, 3), parse_arg<int64_t*>(args, 4), parse_arg<int64_t*>(args, 5), parse_arg<float*>(args, 6), parse_arg<float*>(args, 7), parse_arg<float*>(args, 8), parse_arg<int64_t>(args, 9), parse_arg<int64_t>(args, 10)); Py_RETURN_NONE;
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
