#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const int64_t* in_ptr1,
                       int64_t* out_ptr0,
                       int64_t* out_ptr1,
                       int64_t* out_ptr2,
                       int64_t* out_ptr3,
                       int64_t* out_ptr4,
                       int64_t* out_ptr5,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0*ks1); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))))))
                    {
                        auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = floor_divide_integral(tmp0, decltype(tmp1)::set(decltype(tmp1)(1), tmp1, static_cast<int64_t>(16)));
                        auto tmp3 = remainder_integral(tmp0, decltype(tmp1)::set(decltype(tmp1)(1), tmp1, static_cast<int64_t>(16)));
                        auto tmp4 = static_cast<int64_t>(3);
                        auto tmp5 = at::vec::VectorizedN<int64_t,2>(tmp4);
                        auto tmp6 = tmp0 << tmp5;
                        auto tmp7 = static_cast<int64_t>(255);
                        auto tmp8 = at::vec::VectorizedN<int64_t,2>(tmp7);
                        auto tmp9 = tmp1 & tmp8;
                        auto tmp10 = tmp6 ^ tmp9;
                        auto tmp11 = static_cast<int64_t>(1);
                        auto tmp12 = at::vec::VectorizedN<int64_t,2>(tmp11);
                        auto tmp13 = tmp0 >> tmp12;
                        auto tmp14 = tmp10 | tmp13;
                        auto tmp15 = at::vec::convert<int32_t,1,int64_t,2>(tmp0);
                        auto tmp16 = static_cast<int32_t>(7);
                        auto tmp17 = at::vec::Vectorized<int32_t>(tmp16);
                        auto tmp18 = tmp15 * tmp17;
                        auto tmp19 = static_cast<int32_t>(1);
                        auto tmp20 = at::vec::Vectorized<int32_t>(tmp19);
                        auto tmp21 = tmp18 + tmp20;
                        auto tmp22 = at::vec::convert<int64_t,2,int32_t,1>(tmp21);
                        tmp2.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        tmp3.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        tmp14.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        tmp22.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L)))) && x0 < static_cast<int64_t>(ks0*ks1)))
                    {
                        auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                        auto tmp1 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                        auto tmp2 = floor_divide_integral(tmp0, decltype(tmp1)::set(decltype(tmp1)(1), tmp1, static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1)));
                        auto tmp3 = remainder_integral(tmp0, decltype(tmp1)::set(decltype(tmp1)(1), tmp1, static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1)));
                        auto tmp4 = static_cast<int64_t>(3);
                        auto tmp5 = at::vec::VectorizedN<int64_t,2>(tmp4);
                        auto tmp6 = tmp0 << tmp5;
                        auto tmp7 = static_cast<int64_t>(255);
                        auto tmp8 = at::vec::VectorizedN<int64_t,2>(tmp7);
                        auto tmp9 = tmp1 & tmp8;
                        auto tmp10 = tmp6 ^ tmp9;
                        auto tmp11 = static_cast<int64_t>(1);
                        auto tmp12 = at::vec::VectorizedN<int64_t,2>(tmp11);
                        auto tmp13 = tmp0 >> tmp12;
                        auto tmp14 = tmp10 | tmp13;
                        auto tmp15 = at::vec::convert<int32_t,1,int64_t,2>(tmp0);
                        auto tmp16 = static_cast<int32_t>(7);
                        auto tmp17 = at::vec::Vectorized<int32_t>(tmp16);
                        auto tmp18 = tmp15 * tmp17;
                        auto tmp19 = static_cast<int32_t>(1);
                        auto tmp20 = at::vec::Vectorized<int32_t>(tmp19);
                        auto tmp21 = tmp18 + tmp20;
                        auto tmp22 = at::vec::convert<int64_t,2,int32_t,1>(tmp21);
                        tmp2.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                        tmp3.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                        tmp14.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                        tmp22.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
            {
                {
                    int64_t tmp_acc0 = 0;
                    at::vec::VectorizedN<int64_t,2> tmp_acc0_vec = at::vec::VectorizedN<int64_t,2>(0);
                    IndexValue<int64_t> tmp_acc1 = IndexValue<int64_t>{0, std::numeric_limits<int64_t>::min()};
                    IndexValueVec<int64_t, 2, 2> tmp_acc1_vec = IndexValueVec<int64_t, 2, 2>(std::numeric_limits<int64_t>::min());
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks1); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L))))))
                            {
                                auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(x1 + ks1*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x1 + ks1*x0), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::VecMask<int64_t,2>(tmp0 > tmp1);
                                auto tmp3 = decltype(tmp0)::blendv(tmp1, tmp0, inductor_vec_mask_cast<int64_t,2>(tmp2));
                                tmp_acc0_vec = tmp_acc0_vec + tmp3;
                                tmp_acc1_vec = argmax_combine_vec<int64_t, 2, 2, true>(tmp_acc1_vec, tmp0, x1);
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))) && x1 < static_cast<int64_t>(ks1)))
                            {
                                auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(x1 + ks1*x0), static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
                                auto tmp1 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x1 + ks1*x0), static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
                                auto tmp2 = at::vec::VecMask<int64_t,2>(tmp0 > tmp1);
                                auto tmp3 = decltype(tmp0)::blendv(tmp1, tmp0, inductor_vec_mask_cast<int64_t,2>(tmp2));
                                tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp3, static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
                                tmp_acc1_vec = argmax_combine_vec<int64_t, 2, 2, true>(tmp_acc1_vec, tmp0, x1, static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<int64_t, 2>([](at::vec::Vectorized<int64_t>& x, at::vec::Vectorized<int64_t>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr4[static_cast<int64_t>(x0)] = static_cast<int64_t>(tmp_acc0);
                    tmp_acc1 = argmax_combine(tmp_acc1, argmax_vec_reduce_all(tmp_acc1_vec));
                    out_ptr5[static_cast<int64_t>(x0)] = static_cast<int64_t>(tmp_acc1.index);
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
