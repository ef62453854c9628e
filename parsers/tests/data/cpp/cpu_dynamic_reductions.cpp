#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       const int64_t ks0,
                       const int64_t ks1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = -std::numeric_limits<float>::infinity();
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                    float tmp_acc2 = 0;
                    at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks1); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L))))))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + ks1*x0), static_cast<int64_t>(16));
                                auto tmp1 = tmp0 * tmp0;
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                                tmp_acc1_vec = at::vec::maximum(tmp_acc1_vec, tmp0);
                                tmp_acc2_vec = tmp_acc2_vec + tmp1;
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))) && x1 < static_cast<int64_t>(ks1)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + ks1*x0), static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
                                auto tmp1 = tmp0 * tmp0;
                                tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
                                tmp_acc1_vec = max_masked_reduce(tmp_acc1_vec, tmp0, static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
                                tmp_acc2_vec = sum_masked_reduce(tmp_acc2_vec, tmp1, static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                    tmp_acc1 = max_propagate_nan(tmp_acc1, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc1_vec));
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                    tmp_acc2 = tmp_acc2 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc2_vec);
                    in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc2);
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = ks1;
                            auto tmp2 = c10::convert<float>(tmp1);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp0 / tmp3;
                            tmp4.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L)))) && x0 < static_cast<int64_t>(ks0)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(ks0 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L)))));
                            auto tmp1 = ks1;
                            auto tmp2 = c10::convert<float>(tmp1);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp0 / tmp3;
                            tmp4.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(ks0 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L)))));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks1); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = std::numeric_limits<float>::infinity();
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(std::numeric_limits<float>::infinity());
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks0); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L))))))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + ks1*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                                tmp_acc1_vec = at::vec::minimum(tmp_acc1_vec, tmp0);
                            }
                            if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))) && x0 < static_cast<int64_t>(ks1)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + ks1*x1), static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
                                tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
                                tmp_acc1_vec = min_masked_reduce(tmp_acc1_vec, tmp0, static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L))))))
                    {
                        tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))) && x0 < static_cast<int64_t>(ks1)))
                    {
                        tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
                        tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
