#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(int64_t* out_ptr0,
                       int64_t* out_ptr1)
{
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(10L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(10L)))
                {
                    auto tmp0 = x0;
                    auto tmp1 = c10::convert<double>(tmp0);
                    auto tmp2 = at::vec::VectorizedN<double,2>::arange(tmp1, 1);
                    auto tmp3 = static_cast<double>(2.0);
                    auto tmp4 = at::vec::VectorizedN<double,2>(tmp3);
                    auto tmp5 = tmp2 * tmp4;
                    auto tmp6 = static_cast<double>(20.25);
                    auto tmp7 = at::vec::VectorizedN<double,2>(tmp6);
                    auto tmp8 = tmp7 - tmp5;
                    auto tmp9 = tmp8.sqrt();
                    auto tmp10 = static_cast<double>(4.5);
                    auto tmp11 = at::vec::VectorizedN<double,2>(tmp10);
                    auto tmp12 = tmp11 - tmp9;
                    auto tmp13 = tmp12.floor();
                    auto tmp14 = at::vec::convert<int64_t,2,double,2>(tmp13);
                    auto tmp15 = static_cast<int64_t>(0);
                    auto tmp16 = at::vec::VectorizedN<int64_t,2>(tmp15);
                    auto tmp17 = tmp14 + tmp16;
                    tmp17.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(10L));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(10L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(10L)))
                {
                    auto tmp0 = x0;
                    auto tmp1 = c10::convert<double>(tmp0);
                    auto tmp2 = at::vec::VectorizedN<double,2>::arange(tmp1, 1);
                    auto tmp3 = static_cast<double>(2.0);
                    auto tmp4 = at::vec::VectorizedN<double,2>(tmp3);
                    auto tmp5 = tmp2 * tmp4;
                    auto tmp6 = static_cast<double>(20.25);
                    auto tmp7 = at::vec::VectorizedN<double,2>(tmp6);
                    auto tmp8 = tmp7 - tmp5;
                    auto tmp9 = tmp8.sqrt();
                    auto tmp10 = static_cast<double>(4.5);
                    auto tmp11 = at::vec::VectorizedN<double,2>(tmp10);
                    auto tmp12 = tmp11 - tmp9;
                    auto tmp13 = tmp12.floor();
                    auto tmp14 = static_cast<double>(7.0);
                    auto tmp15 = at::vec::VectorizedN<double,2>(tmp14);
                    auto tmp16 = tmp15 - tmp13;
                    auto tmp17 = tmp16 * tmp13;
                    auto tmp18 = static_cast<double>(0.5);
                    auto tmp19 = at::vec::VectorizedN<double,2>(tmp18);
                    auto tmp20 = tmp17 * tmp19;
                    auto tmp21 = tmp2 - tmp20;
                    auto tmp22 = tmp21.floor();
                    auto tmp23 = at::vec::convert<int64_t,2,double,2>(tmp22);
                    auto tmp24 = static_cast<int64_t>(1);
                    auto tmp25 = at::vec::VectorizedN<int64_t,2>(tmp24);
                    auto tmp26 = tmp23 + tmp25;
                    tmp26.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(10L));
                }
            }
        }
    }
}
