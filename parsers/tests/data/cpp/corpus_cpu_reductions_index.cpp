#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const int64_t* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    {
        std::unique_ptr<float []> buf_local_buffer_data_0 = std::make_unique<float []>(129L);
        float* local_buffer_data_0 = buf_local_buffer_data_0.get();
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(33L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = -std::numeric_limits<float>::infinity();
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(129L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 129L*x0), static_cast<int64_t>(16));
                            tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp0);
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(128L) && x1 < static_cast<int64_t>(129L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 129L*x0), static_cast<int64_t>(1L));
                            tmp_acc0_vec = max_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(1L));
                        }
                    }
                }
                tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(129L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 129L*x0), static_cast<int64_t>(16));
                            auto tmp1 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3.exp();
                            tmp4.store(local_buffer_data_0 + static_cast<int64_t>(x1));
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(128L) && x1 < static_cast<int64_t>(129L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 129L*x0), static_cast<int64_t>(1L));
                            auto tmp1 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3.exp();
                            tmp4.store(local_buffer_data_0 + static_cast<int64_t>(x1), static_cast<int64_t>(1L));
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp4, static_cast<int64_t>(1L));
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(129L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(local_buffer_data_0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp1 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        tmp3.store(out_ptr2 + static_cast<int64_t>(x1 + 129L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(128L) && x1 < static_cast<int64_t>(129L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(local_buffer_data_0 + static_cast<int64_t>(x1), static_cast<int64_t>(1L));
                        auto tmp1 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        tmp3.store(out_ptr2 + static_cast<int64_t>(x1 + 129L*x0), static_cast<int64_t>(1L));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(129L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = in_ptr1[static_cast<int64_t>(0L)];
                    auto tmp10 = in_ptr1[static_cast<int64_t>(1L)];
                    auto tmp19 = in_ptr1[static_cast<int64_t>(2L)];
                    auto tmp28 = in_ptr1[static_cast<int64_t>(3L)];
                    auto tmp37 = in_ptr1[static_cast<int64_t>(4L)];
                    auto tmp46 = in_ptr1[static_cast<int64_t>(5L)];
                    auto tmp55 = in_ptr1[static_cast<int64_t>(6L)];
                    auto tmp1 = 33L;
                    auto tmp2 = c10::convert<int64_t>(tmp1);
                    auto tmp3 = int64_t(tmp0 + tmp2);
                    auto tmp4 = tmp0 < 0;
                    auto tmp5 = tmp4 ? tmp3 : tmp0;
                    auto tmp6 = tmp5;
                    auto tmp7 = c10::convert<int64_t>(tmp6);
                    TORCH_CHECK((0 <= tmp7) & (tmp7 < 33L), "index out of bounds: 0 <= tmp7 < 33L");
                    auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 129L*tmp5), static_cast<int64_t>(16));
                    auto tmp11 = int64_t(tmp10 + tmp2);
                    auto tmp12 = tmp10 < 0;
                    auto tmp13 = tmp12 ? tmp11 : tmp10;
                    auto tmp14 = tmp13;
                    auto tmp15 = c10::convert<int64_t>(tmp14);
                    TORCH_CHECK((0 <= tmp15) & (tmp15 < 33L), "index out of bounds: 0 <= tmp15 < 33L");
                    auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 129L*tmp13), static_cast<int64_t>(16));
                    auto tmp18 = tmp9 + tmp17;
                    auto tmp20 = int64_t(tmp19 + tmp2);
                    auto tmp21 = tmp19 < 0;
                    auto tmp22 = tmp21 ? tmp20 : tmp19;
                    auto tmp23 = tmp22;
                    auto tmp24 = c10::convert<int64_t>(tmp23);
                    TORCH_CHECK((0 <= tmp24) & (tmp24 < 33L), "index out of bounds: 0 <= tmp24 < 33L");
                    auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 129L*tmp22), static_cast<int64_t>(16));
                    auto tmp27 = tmp18 + tmp26;
                    auto tmp29 = int64_t(tmp28 + tmp2);
                    auto tmp30 = tmp28 < 0;
                    auto tmp31 = tmp30 ? tmp29 : tmp28;
                    auto tmp32 = tmp31;
                    auto tmp33 = c10::convert<int64_t>(tmp32);
                    TORCH_CHECK((0 <= tmp33) & (tmp33 < 33L), "index out of bounds: 0 <= tmp33 < 33L");
                    auto tmp35 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 129L*tmp31), static_cast<int64_t>(16));
                    auto tmp36 = tmp27 + tmp35;
                    auto tmp38 = int64_t(tmp37 + tmp2);
                    auto tmp39 = tmp37 < 0;
                    auto tmp40 = tmp39 ? tmp38 : tmp37;
                    auto tmp41 = tmp40;
                    auto tmp42 = c10::convert<int64_t>(tmp41);
                    TORCH_CHECK((0 <= tmp42) & (tmp42 < 33L), "index out of bounds: 0 <= tmp42 < 33L");
                    auto tmp44 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 129L*tmp40), static_cast<int64_t>(16));
                    auto tmp45 = tmp36 + tmp44;
                    auto tmp47 = int64_t(tmp46 + tmp2);
                    auto tmp48 = tmp46 < 0;
                    auto tmp49 = tmp48 ? tmp47 : tmp46;
                    auto tmp50 = tmp49;
                    auto tmp51 = c10::convert<int64_t>(tmp50);
                    TORCH_CHECK((0 <= tmp51) & (tmp51 < 33L), "index out of bounds: 0 <= tmp51 < 33L");
                    auto tmp53 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 129L*tmp49), static_cast<int64_t>(16));
                    auto tmp54 = tmp45 + tmp53;
                    auto tmp56 = int64_t(tmp55 + tmp2);
                    auto tmp57 = tmp55 < 0;
                    auto tmp58 = tmp57 ? tmp56 : tmp55;
                    auto tmp59 = tmp58;
                    auto tmp60 = c10::convert<int64_t>(tmp59);
                    TORCH_CHECK((0 <= tmp60) & (tmp60 < 33L), "index out of bounds: 0 <= tmp60 < 33L");
                    auto tmp62 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 129L*tmp58), static_cast<int64_t>(16));
                    auto tmp63 = tmp54 + tmp62;
                    tmp63.store(out_ptr3 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(128L) && x0 < static_cast<int64_t>(129L)))
                {
                    auto tmp0 = in_ptr1[static_cast<int64_t>(0L)];
                    auto tmp10 = in_ptr1[static_cast<int64_t>(1L)];
                    auto tmp19 = in_ptr1[static_cast<int64_t>(2L)];
                    auto tmp28 = in_ptr1[static_cast<int64_t>(3L)];
                    auto tmp37 = in_ptr1[static_cast<int64_t>(4L)];
                    auto tmp46 = in_ptr1[static_cast<int64_t>(5L)];
                    auto tmp55 = in_ptr1[static_cast<int64_t>(6L)];
                    auto tmp1 = 33L;
                    auto tmp2 = c10::convert<int64_t>(tmp1);
                    auto tmp3 = int64_t(tmp0 + tmp2);
                    auto tmp4 = tmp0 < 0;
                    auto tmp5 = tmp4 ? tmp3 : tmp0;
                    auto tmp6 = tmp5;
                    auto tmp7 = c10::convert<int64_t>(tmp6);
                    TORCH_CHECK((0 <= tmp7) & (tmp7 < 33L), "index out of bounds: 0 <= tmp7 < 33L");
                    auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 129L*tmp5), static_cast<int64_t>(1L));
                    auto tmp11 = int64_t(tmp10 + tmp2);
                    auto tmp12 = tmp10 < 0;
                    auto tmp13 = tmp12 ? tmp11 : tmp10;
                    auto tmp14 = tmp13;
                    auto tmp15 = c10::convert<int64_t>(tmp14);
                    TORCH_CHECK((0 <= tmp15) & (tmp15 < 33L), "index out of bounds: 0 <= tmp15 < 33L");
                    auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 129L*tmp13), static_cast<int64_t>(1L));
                    auto tmp18 = tmp9 + tmp17;
                    auto tmp20 = int64_t(tmp19 + tmp2);
                    auto tmp21 = tmp19 < 0;
                    auto tmp22 = tmp21 ? tmp20 : tmp19;
                    auto tmp23 = tmp22;
                    auto tmp24 = c10::convert<int64_t>(tmp23);
                    TORCH_CHECK((0 <= tmp24) & (tmp24 < 33L), "index out of bounds: 0 <= tmp24 < 33L");
                    auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 129L*tmp22), static_cast<int64_t>(1L));
                    auto tmp27 = tmp18 + tmp26;
                    auto tmp29 = int64_t(tmp28 + tmp2);
                    auto tmp30 = tmp28 < 0;
                    auto tmp31 = tmp30 ? tmp29 : tmp28;
                    auto tmp32 = tmp31;
                    auto tmp33 = c10::convert<int64_t>(tmp32);
                    TORCH_CHECK((0 <= tmp33) & (tmp33 < 33L), "index out of bounds: 0 <= tmp33 < 33L");
                    auto tmp35 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 129L*tmp31), static_cast<int64_t>(1L));
                    auto tmp36 = tmp27 + tmp35;
                    auto tmp38 = int64_t(tmp37 + tmp2);
                    auto tmp39 = tmp37 < 0;
                    auto tmp40 = tmp39 ? tmp38 : tmp37;
                    auto tmp41 = tmp40;
                    auto tmp42 = c10::convert<int64_t>(tmp41);
                    TORCH_CHECK((0 <= tmp42) & (tmp42 < 33L), "index out of bounds: 0 <= tmp42 < 33L");
                    auto tmp44 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 129L*tmp40), static_cast<int64_t>(1L));
                    auto tmp45 = tmp36 + tmp44;
                    auto tmp47 = int64_t(tmp46 + tmp2);
                    auto tmp48 = tmp46 < 0;
                    auto tmp49 = tmp48 ? tmp47 : tmp46;
                    auto tmp50 = tmp49;
                    auto tmp51 = c10::convert<int64_t>(tmp50);
                    TORCH_CHECK((0 <= tmp51) & (tmp51 < 33L), "index out of bounds: 0 <= tmp51 < 33L");
                    auto tmp53 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 129L*tmp49), static_cast<int64_t>(1L));
                    auto tmp54 = tmp45 + tmp53;
                    auto tmp56 = int64_t(tmp55 + tmp2);
                    auto tmp57 = tmp55 < 0;
                    auto tmp58 = tmp57 ? tmp56 : tmp55;
                    auto tmp59 = tmp58;
                    auto tmp60 = c10::convert<int64_t>(tmp59);
                    TORCH_CHECK((0 <= tmp60) & (tmp60 < 33L), "index out of bounds: 0 <= tmp60 < 33L");
                    auto tmp62 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 129L*tmp58), static_cast<int64_t>(1L));
                    auto tmp63 = tmp54 + tmp62;
                    tmp63.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(1L));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(129L); x0+=static_cast<int64_t>(16L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(33L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                        transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(in_ptr0 + static_cast<int64_t>(x0 + 129L*x1), static_cast<int64_t>(129L), tmp0, static_cast<int64_t>(16));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(16L*x0_inner), static_cast<int64_t>(16));
                            tmp1.store(out_ptr4 + static_cast<int64_t>(x1 + 33L*x0 + 33L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L) && x1 >= static_cast<int64_t>(32L) && x1 < static_cast<int64_t>(33L)))
                    {
                        alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                        transpose_mxn<float,static_cast<int64_t>(1L),static_cast<int64_t>(16),false>(in_ptr0 + static_cast<int64_t>(x0 + 129L*x1), static_cast<int64_t>(129L), tmp0, static_cast<int64_t>(1L));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                            tmp1.store(out_ptr4 + static_cast<int64_t>(x1 + 33L*x0 + 33L*x0_inner), static_cast<int64_t>(1L));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(128L) && x0 < static_cast<int64_t>(129L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                        transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(1L),false>(in_ptr0 + static_cast<int64_t>(x0 + 129L*x1), static_cast<int64_t>(129L), tmp0, static_cast<int64_t>(16));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(1L); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(16L*x0_inner), static_cast<int64_t>(16));
                            tmp1.store(out_ptr4 + static_cast<int64_t>(x1 + 33L*x0 + 33L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(128L) && x0 < static_cast<int64_t>(129L) && x1 >= static_cast<int64_t>(32L) && x1 < static_cast<int64_t>(33L)))
                    {
                        alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                        transpose_mxn<float,static_cast<int64_t>(1L),static_cast<int64_t>(1L),false>(in_ptr0 + static_cast<int64_t>(x0 + 129L*x1), static_cast<int64_t>(129L), tmp0, static_cast<int64_t>(1L));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(1L); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                            tmp1.store(out_ptr4 + static_cast<int64_t>(x1 + 33L*x0 + 33L*x0_inner), static_cast<int64_t>(1L));
                        }
                    }
                }
            }
        }
    }
}
