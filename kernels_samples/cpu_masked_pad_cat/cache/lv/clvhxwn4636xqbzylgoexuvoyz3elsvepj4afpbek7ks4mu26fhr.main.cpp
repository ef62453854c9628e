
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
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
    {
        #pragma GCC ivdep
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
        #pragma GCC ivdep
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
        #pragma GCC ivdep
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
                            auto tmp19 = tmp17.template cast<float,1>().template loadu<float,1>(in_ptr1 + static_cast<int64_t>((-36L) + x1 + 33L*x0));
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
                                return decltype(tmp20)::blendv(tmp21, tmp20, tmp17.template cast<float,1>());
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
                            auto tmp19 = tmp17.template cast<float,1>().template loadu<float,1>(in_ptr1 + static_cast<int64_t>((-36L) + x1 + 33L*x0));
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
                                return decltype(tmp20)::blendv(tmp21, tmp20, tmp17.template cast<float,1>());
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

// Python bindings to call kernel():
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <sstream>
#include <cstdlib>
#include <cerrno>

#ifndef _MSC_VER
#if __cplusplus < 202002L
// C++20 (earlier) code
// https://en.cppreference.com/w/cpp/language/attributes/likely
#define likely(x)       __builtin_expect(!!(x), 1)
#define unlikely(x)     __builtin_expect(!!(x), 0)
#endif
#else
#define likely(x) (x)
#define unlikely(x) (x)
#endif

// This is defined in guards.cpp so we don't need to import PyTorch headers that are slooow.
// We manually link it below to workaround issues with fbcode build.
static void* (*_torchinductor_pyobject_tensor_data_ptr)(PyObject* obj);

template <typename T> static inline T parse_arg(PyObject* args, size_t n) {
    static_assert(std::is_pointer_v<T>, "arg type must be pointer or long");
    return static_cast<T>(_torchinductor_pyobject_tensor_data_ptr(PyTuple_GET_ITEM(args, n)));
}
template <> inline int64_t parse_arg<int64_t>(PyObject* args, size_t n) {
    auto result = PyLong_AsSsize_t(PyTuple_GET_ITEM(args, n));
    if(unlikely(result == -1 && PyErr_Occurred()))
        throw std::runtime_error("expected int arg");
    return result;
}
template <> inline uintptr_t parse_arg<uintptr_t>(PyObject* args, size_t n) {
    auto result = PyLong_AsVoidPtr(PyTuple_GET_ITEM(args, n));
    if(unlikely(result == reinterpret_cast<void*>(-1) && PyErr_Occurred()))
        throw std::runtime_error("expected int arg");
    return reinterpret_cast<uintptr_t>(result);
}
template <> inline float parse_arg<float>(PyObject* args, size_t n) {
    auto result = PyFloat_AsDouble(PyTuple_GET_ITEM(args, n));
    if(unlikely(result == -1.0 && PyErr_Occurred()))
        throw std::runtime_error("expected float arg");
    return static_cast<float>(result);
}



static PyObject* kernel_py(PyObject* self, PyObject* args) {
    try {
        if(unlikely(!PyTuple_CheckExact(args)))
            throw std::runtime_error("tuple args required");
        if(unlikely(PyTuple_GET_SIZE(args) != 7))
            throw std::runtime_error("requires 7 args");
        kernel(parse_arg<float*>(args, 0), parse_arg<float*>(args, 1), parse_arg<float*>(args, 2), parse_arg<float*>(args, 3), parse_arg<float*>(args, 4), parse_arg<float*>(args, 5), parse_arg<float*>(args, 6)); Py_RETURN_NONE;
    } catch(std::exception const& e) {
        PyErr_SetString(PyExc_RuntimeError, e.what());
        return nullptr;
    } catch(...) {
        PyErr_SetString(PyExc_RuntimeError, "unhandled error");
        return nullptr;
    }
}

static PyMethodDef py_methods[] = {
    {"kernel", kernel_py, METH_VARARGS, ""},
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
