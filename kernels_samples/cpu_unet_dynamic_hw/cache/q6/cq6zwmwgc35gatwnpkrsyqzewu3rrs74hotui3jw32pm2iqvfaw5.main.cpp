
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
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr9,
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x1 + 4L*x0)];
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 2L*x1), static_cast<int64_t>(2L));
                            auto tmp4 = in_ptr2[static_cast<int64_t>(x1 + 4L*x0)];
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 2L*x1), static_cast<int64_t>(2L));
                            auto tmp2 = at::vec::Vectorized<float>(tmp0);
                            auto tmp3 = tmp2 * tmp1;
                            auto tmp5 = decltype(tmp4)(-tmp4);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp6 * tmp3;
                            auto tmp9 = tmp7 + tmp8;
                            tmp3.store(out_ptr0 + static_cast<int64_t>(x2 + 2L*x1 + 8L*x0), static_cast<int64_t>(2L));
                            tmp9.store(out_ptr1 + static_cast<int64_t>(x2 + 2L*x1 + 8L*x0), static_cast<int64_t>(2L));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks0*ks1); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(8L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 8L*x1 + 8L*ks0*ks1*x0), static_cast<int64_t>(8L));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2 + 8L*x0), static_cast<int64_t>(8L));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2 + 8L*x0), static_cast<int64_t>(8L));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 8L*x1 + 8L*ks0*ks1*x0), static_cast<int64_t>(8L));
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
                                tmp13.store(in_out_ptr0 + static_cast<int64_t>(x2 + 8L*x1 + 8L*ks0*ks1*x0), static_cast<int64_t>(8L));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                        float tmp_acc1 = 0;
                        at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(ks0*ks1); x2+=static_cast<int64_t>(1L))
                        {
                            {
                                if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 8L*x2 + 8L*ks0*ks1*x0), static_cast<int64_t>(8L));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 8L*x2 + 8L*ks0*ks1*x0), static_cast<int64_t>(8L));
                                    auto tmp2 = tmp0 * tmp1;
                                    tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp2, static_cast<int64_t>(8L));
                                    tmp_acc1_vec = sum_masked_reduce(tmp_acc1_vec, tmp0, static_cast<int64_t>(8L));
                                }
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L)))
                        {
                            tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8L));
                            tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8L));
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
                    #pragma GCC ivdep
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            {
                                auto tmp0 = out_ptr3[static_cast<int64_t>(2L*x1 + 8L*x0)];
                                auto tmp1 = in_ptr1[static_cast<int64_t>(2L*x1)];
                                auto tmp3 = out_ptr3[static_cast<int64_t>(1L + 2L*x1 + 8L*x0)];
                                auto tmp4 = in_ptr1[static_cast<int64_t>(1L + 2L*x1)];
                                auto tmp8 = out_ptr4[static_cast<int64_t>(2L*x1 + 8L*x0)];
                                auto tmp10 = out_ptr4[static_cast<int64_t>(1L + 2L*x1 + 8L*x0)];
                                auto tmp13 = in_ptr2[static_cast<int64_t>(x1 + 4L*x0)];
                                auto tmp18 = in_ptr0[static_cast<int64_t>(x1 + 4L*x0)];
                                auto tmp2 = float(tmp0 * tmp1);
                                auto tmp5 = float(tmp3 * tmp4);
                                auto tmp6 = float(tmp2 + tmp5);
                                auto tmp7 = decltype(tmp6)(-tmp6);
                                auto tmp9 = float(tmp8 * tmp1);
                                auto tmp11 = float(tmp10 * tmp4);
                                auto tmp12 = float(tmp9 + tmp11);
                                auto tmp14 = float(tmp12 * tmp13);
                                auto tmp15 = static_cast<float>(1.0);
                                auto tmp16 = float(tmp15 * tmp14);
                                auto tmp17 = float(tmp7 + tmp16);
                                auto tmp19 = float(tmp17 * tmp18);
                                auto tmp20 = float(tmp19 * tmp18);
                                auto tmp21 = float(tmp20 * tmp18);
                                auto tmp22 = static_cast<float>(2.0);
                                auto tmp23 = ks0;
                                auto tmp24 = c10::convert<float>(tmp23);
                                auto tmp25 = float(tmp22 * tmp24);
                                auto tmp26 = ks1;
                                auto tmp27 = c10::convert<float>(tmp26);
                                auto tmp28 = float(tmp25 * tmp27);
                                auto tmp29 = c10::convert<double>(tmp28);
                                auto tmp30 = static_cast<double>(1.0);
                                auto tmp31 = tmp30 / tmp29;
                                auto tmp32 = c10::convert<float>(tmp31);
                                auto tmp33 = float(tmp21 * tmp32);
                                out_ptr5[static_cast<int64_t>(x1 + 4L*x0)] = tmp33;
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
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(2L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1 + 2L*x0), static_cast<int64_t>(2L));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1 + 2L*x0), static_cast<int64_t>(2L));
                                auto tmp2 = in_ptr2[static_cast<int64_t>(x0)];
                                auto tmp6 = in_ptr0[static_cast<int64_t>(x0)];
                                auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(8L + x1 + 2L*x0), static_cast<int64_t>(2L));
                                auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(8L + x1 + 2L*x0), static_cast<int64_t>(2L));
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
                                tmp18.store(out_ptr6 + static_cast<int64_t>(x1 + 2L*x0), static_cast<int64_t>(2L));
                            }
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(8L + x0), static_cast<int64_t>(8L));
                            auto tmp2 = tmp0 + tmp1;
                            tmp2.store(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks0*ks1); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(2L); x3+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0L) && x3 < static_cast<int64_t>(2L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 2L*x2 + 8L*x1 + 8L*ks0*ks1*x0), static_cast<int64_t>(2L));
                                    auto tmp1 = in_ptr0[static_cast<int64_t>(x2 + 4L*x0)];
                                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 2L*x2), static_cast<int64_t>(2L));
                                    auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x3 + 2L*x2 + 8L*x1 + 8L*ks0*ks1*x0), static_cast<int64_t>(2L));
                                    auto tmp7 = out_ptr5[static_cast<int64_t>(x2 + 4L*x0)];
                                    auto tmp12 = in_ptr2[static_cast<int64_t>(x2 + 4L*x0)];
                                    auto tmp14 = out_ptr4[static_cast<int64_t>(2L*x2 + 8L*x0)];
                                    auto tmp15 = in_ptr1[static_cast<int64_t>(2L*x2)];
                                    auto tmp17 = out_ptr4[static_cast<int64_t>(1L + 2L*x2 + 8L*x0)];
                                    auto tmp18 = in_ptr1[static_cast<int64_t>(1L + 2L*x2)];
                                    auto tmp3 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp4 = tmp3 * tmp2;
                                    auto tmp5 = tmp0 * tmp4;
                                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                    auto tmp9 = tmp6 * tmp8;
                                    auto tmp10 = tmp5 + tmp9;
                                    auto tmp11 = decltype(tmp7)(-tmp7);
                                    auto tmp13 = float(tmp11 * tmp12);
                                    auto tmp16 = float(tmp14 * tmp15);
                                    auto tmp19 = float(tmp17 * tmp18);
                                    auto tmp20 = float(tmp16 + tmp19);
                                    auto tmp21 = float(tmp20 * tmp1);
                                    auto tmp22 = static_cast<float>(2.0);
                                    auto tmp23 = ks0;
                                    auto tmp24 = c10::convert<float>(tmp23);
                                    auto tmp25 = float(tmp22 * tmp24);
                                    auto tmp26 = ks1;
                                    auto tmp27 = c10::convert<float>(tmp26);
                                    auto tmp28 = float(tmp25 * tmp27);
                                    auto tmp29 = c10::convert<double>(tmp28);
                                    auto tmp30 = static_cast<double>(1.0);
                                    auto tmp31 = tmp30 / tmp29;
                                    auto tmp32 = c10::convert<float>(tmp31);
                                    auto tmp33 = float(tmp21 * tmp32);
                                    auto tmp34 = float(tmp13 - tmp33);
                                    auto tmp35 = at::vec::Vectorized<float>(tmp34);
                                    auto tmp36 = tmp10 + tmp35;
                                    [&]
                                    {
                                        __at_align__ std::array<float, 16> tmpbuf;
                                        tmp36.store(tmpbuf.data(), static_cast<int64_t>(2L));
                                        #pragma GCC unroll 16
                                        for (long x3_inner = 0; x3_inner < static_cast<int64_t>(2L); x3_inner++)
                                        {
                                            out_ptr8[static_cast<int64_t>(x1 + ks0*ks1*x3 + ks0*ks1*x3_inner + 2L*ks0*ks1*x2 + 8L*ks0*ks1*x0)] = tmpbuf[x3_inner];
                                        }
                                    }
                                    ()
                                    ;
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(ks0*ks1); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))))))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8L); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(x2 + ks0*ks1*x1 + ks0*ks1*x1_inner + 8L*ks0*ks1*x0), static_cast<int64_t>(16));
                                    tmp0.store(tmp1 + static_cast<int64_t>(16L*x1_inner));
                                }
                                transpose_mxn<float,static_cast<int64_t>(8L),static_cast<int64_t>(16),false>(tmp1, static_cast<int64_t>(16), out_ptr9 + static_cast<int64_t>(x1 + 8L*x2 + 8L*ks0*ks1*x0), static_cast<int64_t>(8L));
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L) && x2 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L)))) && x2 < static_cast<int64_t>(ks0*ks1)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8L); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(x2 + ks0*ks1*x1 + ks0*ks1*x1_inner + 8L*ks0*ks1*x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                                    tmp0.store(tmp1 + static_cast<int64_t>((-16L)*x1_inner*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1*x1_inner), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                                }
                                transpose_mxn<float,false>(tmp1, static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1), out_ptr9 + static_cast<int64_t>(x1 + 8L*x2 + 8L*ks0*ks1*x0), static_cast<int64_t>(8L), static_cast<int64_t>(8L), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
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
        if(nargs != 17) [[unlikely]]
            throw std::runtime_error("requires 17 args");
        kernel(parse_arg<float*>(args, 0), parse_arg<float*>(args, 1), parse_arg<float*>(args, 2), parse_arg<float*>(args, 3), parse_arg<float*>(args, 4), parse_arg<float*>(args, 5), parse_arg<float*>(args, 6), parse_arg<float*>(args, 7), parse_arg<float*>(args, 8), parse_arg<float*>(args, 9), parse_arg<float*>(args, 10), parse_arg<float*>(args, 11), parse_arg<float*>(args, 12), parse_arg<float*>(args, 13), parse_arg<float*>(args, 14), parse_arg<int64_t>(args, 15), parse_arg<int64_t>(args, 16)); Py_RETURN_NONE;
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
