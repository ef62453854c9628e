
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const at::BFloat16* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr1,
                       float* out_ptr2,
                       at::BFloat16* out_ptr3,
                       at::BFloat16* out_ptr4,
                       at::BFloat16* out_ptr5,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(37L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(48L); x2+=static_cast<int64_t>(32L))
                        {
                            {
                                if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                                {
                                    auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(32));
                                    auto tmp1 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 48L*x1), static_cast<int64_t>(32));
                                    auto tmp3 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 48L*x0 + 48L*ks0*x1), static_cast<int64_t>(32));
                                    auto tmp2 = tmp0 + tmp1;
                                    auto tmp4 = at::vec::convert<float,2,at::BFloat16,1>(tmp3);
                                    auto tmp5 = tmp2 + tmp4;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp5;
                                }
                                if(C10_UNLIKELY(x2 >= static_cast<int64_t>(32L) && x2 < static_cast<int64_t>(48L)))
                                {
                                    auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(16L));
                                    auto tmp1 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 48L*x1), static_cast<int64_t>(16L));
                                    auto tmp3 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 48L*x0 + 48L*ks0*x1), static_cast<int64_t>(16L));
                                    auto tmp2 = tmp0 + tmp1;
                                    auto tmp4 = at::vec::convert<float,2,at::BFloat16,1>(tmp3);
                                    auto tmp5 = tmp2 + tmp4;
                                    tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp5, static_cast<int64_t>(16L));
                                }
                            }
                        }
                        tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                        out_ptr0[static_cast<int64_t>(x1 + 37L*x0)] = static_cast<float>(tmp_acc0);
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(37L*ks0); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L))))))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(48.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L)))) && x0 < static_cast<int64_t>(37L*ks0)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L))) + 37L*ks0));
                            auto tmp1 = static_cast<float>(48.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(37L*ks0), static_cast<int64_t>(16L))) + 37L*ks0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(37L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(48L); x2+=static_cast<int64_t>(32L))
                        {
                            {
                                if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                                {
                                    auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(32));
                                    auto tmp1 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 48L*x1), static_cast<int64_t>(32));
                                    auto tmp3 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 48L*x0 + 48L*ks0*x1), static_cast<int64_t>(32));
                                    auto tmp6 = in_out_ptr0[static_cast<int64_t>(x1 + 37L*x0)];
                                    auto tmp2 = tmp0 + tmp1;
                                    auto tmp4 = at::vec::convert<float,2,at::BFloat16,1>(tmp3);
                                    auto tmp5 = tmp2 + tmp4;
                                    auto tmp7 = at::vec::VectorizedN<float,2>(tmp6);
                                    auto tmp8 = tmp5 - tmp7;
                                    auto tmp9 = tmp8 * tmp8;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp9;
                                }
                                if(C10_UNLIKELY(x2 >= static_cast<int64_t>(32L) && x2 < static_cast<int64_t>(48L)))
                                {
                                    auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(16L));
                                    auto tmp1 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 48L*x1), static_cast<int64_t>(16L));
                                    auto tmp3 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 48L*x0 + 48L*ks0*x1), static_cast<int64_t>(16L));
                                    auto tmp6 = in_out_ptr0[static_cast<int64_t>(x1 + 37L*x0)];
                                    auto tmp2 = tmp0 + tmp1;
                                    auto tmp4 = at::vec::convert<float,2,at::BFloat16,1>(tmp3);
                                    auto tmp5 = tmp2 + tmp4;
                                    auto tmp7 = at::vec::VectorizedN<float,2>(tmp6);
                                    auto tmp8 = tmp5 - tmp7;
                                    auto tmp9 = tmp8 * tmp8;
                                    tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp9, static_cast<int64_t>(16L));
                                }
                            }
                        }
                        tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                        out_ptr1[static_cast<int64_t>(x1 + 37L*x0)] = static_cast<float>(tmp_acc0);
                    }
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(48L); x2+=static_cast<int64_t>(32L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(32));
                                auto tmp1 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 48L*x1), static_cast<int64_t>(32));
                                auto tmp3 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 48L*x0 + 48L*ks0*x1), static_cast<int64_t>(32));
                                auto tmp6 = in_out_ptr0[static_cast<int64_t>(x1 + 37L*x0)];
                                auto tmp9 = out_ptr1[static_cast<int64_t>(x1 + 37L*x0)];
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = at::vec::convert<float,2,at::BFloat16,1>(tmp3);
                                auto tmp5 = tmp2 + tmp4;
                                auto tmp7 = at::vec::VectorizedN<float,2>(tmp6);
                                auto tmp8 = tmp5 - tmp7;
                                auto tmp10 = static_cast<float>(48.0);
                                auto tmp11 = tmp9 / tmp10;
                                auto tmp12 = static_cast<float>(1e-05);
                                auto tmp13 = float(tmp11 + tmp12);
                                auto tmp14 = 1 / std::sqrt(tmp13);
                                auto tmp15 = at::vec::VectorizedN<float,2>(tmp14);
                                auto tmp16 = tmp8 * tmp15;
                                tmp16.store(out_ptr2 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0));
                            }
                            if(C10_UNLIKELY(x2 >= static_cast<int64_t>(32L) && x2 < static_cast<int64_t>(48L)))
                            {
                                auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(16L));
                                auto tmp1 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 48L*x1), static_cast<int64_t>(16L));
                                auto tmp3 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 48L*x0 + 48L*ks0*x1), static_cast<int64_t>(16L));
                                auto tmp6 = in_out_ptr0[static_cast<int64_t>(x1 + 37L*x0)];
                                auto tmp9 = out_ptr1[static_cast<int64_t>(x1 + 37L*x0)];
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = at::vec::convert<float,2,at::BFloat16,1>(tmp3);
                                auto tmp5 = tmp2 + tmp4;
                                auto tmp7 = at::vec::VectorizedN<float,2>(tmp6);
                                auto tmp8 = tmp5 - tmp7;
                                auto tmp10 = static_cast<float>(48.0);
                                auto tmp11 = tmp9 / tmp10;
                                auto tmp12 = static_cast<float>(1e-05);
                                auto tmp13 = float(tmp11 + tmp12);
                                auto tmp14 = 1 / std::sqrt(tmp13);
                                auto tmp15 = at::vec::VectorizedN<float,2>(tmp14);
                                auto tmp16 = tmp8 * tmp15;
                                tmp16.store(out_ptr2 + static_cast<int64_t>(x2 + 48L*x1 + 1776L*x0), static_cast<int64_t>(16L));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(37L*ks0); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(48L); x1+=static_cast<int64_t>(32L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::VectorizedN<float,2>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(32));
                            auto tmp1 = at::vec::VectorizedN<float,2>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(32));
                            auto tmp3 = at::vec::VectorizedN<float,2>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(32));
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp5 = at::vec::convert<at::BFloat16,1,float,2>(tmp4);
                            tmp5.store(out_ptr3 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(32));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(32L) && x1 < static_cast<int64_t>(48L)))
                        {
                            auto tmp0 = at::vec::VectorizedN<float,2>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(16L));
                            auto tmp1 = at::vec::VectorizedN<float,2>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16L));
                            auto tmp3 = at::vec::VectorizedN<float,2>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16L));
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp5 = at::vec::convert<at::BFloat16,1,float,2>(tmp4);
                            tmp5.store(out_ptr3 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(16L));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4608L); x0+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4608L)))
                    {
                        auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp1 = at::vec::convert<at::BFloat16,1,float,2>(tmp0);
                        tmp1.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(32L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                            auto tmp1 = at::vec::convert<at::BFloat16,1,float,2>(tmp0);
                            tmp1.store(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
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
        if(nargs != 14) [[unlikely]]
            throw std::runtime_error("requires 14 args");
        kernel(parse_arg<float*>(args, 0), parse_arg<float*>(args, 1), parse_arg<float*>(args, 2), parse_arg<at::BFloat16*>(args, 3), parse_arg<float*>(args, 4), parse_arg<float*>(args, 5), parse_arg<float*>(args, 6), parse_arg<float*>(args, 7), parse_arg<float*>(args, 8), parse_arg<float*>(args, 9), parse_arg<at::BFloat16*>(args, 10), parse_arg<at::BFloat16*>(args, 11), parse_arg<at::BFloat16*>(args, 12), parse_arg<int64_t>(args, 13)); Py_RETURN_NONE;
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
