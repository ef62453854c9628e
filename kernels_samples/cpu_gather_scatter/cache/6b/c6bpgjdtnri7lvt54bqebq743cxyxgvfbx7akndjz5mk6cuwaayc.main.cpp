
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const int64_t* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1480L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1472L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(1472L) && x0 < static_cast<int64_t>(1480L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(7L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(37L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp45 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 37L*x0), static_cast<int64_t>(16));
                        auto tmp1 = 65L;
                        auto tmp2 = c10::convert<int64_t>(tmp1);
                        auto tmp3 = int64_t(tmp0 + tmp2);
                        auto tmp4 = tmp0 < 0;
                        auto tmp5 = tmp4 ? tmp3 : tmp0;
                        auto tmp6 = tmp5;
                        auto tmp7 = c10::convert<int64_t>(tmp6);
                        TORCH_CHECK((0 <= tmp7) & (tmp7 < 65L), "index out of bounds: 0 <= tmp7 < 65L");
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 37L*tmp5), static_cast<int64_t>(16));
                        auto tmp10 = std::abs(tmp0);
                        auto tmp11 = static_cast<int64_t>(65);
                        auto tmp12 = mod(tmp10, tmp11);
                        auto tmp13 = static_cast<int32_t>(0);
                        auto tmp14 = tmp12 != tmp13;
                        auto tmp15 = std::signbit(tmp12);
                        auto tmp16 = std::signbit(tmp11);
                        auto tmp17 = tmp15 != tmp16;
                        auto tmp18 = tmp14 & tmp17;
                        auto tmp19 = int64_t(tmp12 + tmp11);
                        auto tmp20 = tmp18 ? tmp19 : tmp12;
                        auto tmp21 = int64_t(tmp20 + tmp2);
                        auto tmp22 = tmp20 < 0;
                        auto tmp23 = tmp22 ? tmp21 : tmp20;
                        auto tmp24 = tmp23;
                        auto tmp25 = c10::convert<int64_t>(tmp24);
                        TORCH_CHECK((0 <= tmp25) & (tmp25 < 65L), "index out of bounds: 0 <= tmp25 < 65L");
                        auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 37L*tmp23), static_cast<int64_t>(16));
                        auto tmp28 = static_cast<int64_t>(40);
                        auto tmp29 = mod(tmp10, tmp28);
                        auto tmp30 = tmp29 != tmp13;
                        auto tmp31 = std::signbit(tmp29);
                        auto tmp32 = std::signbit(tmp28);
                        auto tmp33 = tmp31 != tmp32;
                        auto tmp34 = tmp30 & tmp33;
                        auto tmp35 = int64_t(tmp29 + tmp28);
                        auto tmp36 = tmp34 ? tmp35 : tmp29;
                        auto tmp37 = 40L;
                        auto tmp38 = c10::convert<int64_t>(tmp37);
                        auto tmp39 = int64_t(tmp36 + tmp38);
                        auto tmp40 = tmp36 < 0;
                        auto tmp41 = tmp40 ? tmp39 : tmp36;
                        auto tmp42 = tmp41;
                        auto tmp43 = c10::convert<int64_t>(tmp42);
                        TORCH_CHECK((0 <= tmp43) & (tmp43 < 40L), "index out of bounds: 0 <= tmp43 < 40L");
                        auto tmp46 = x1 + 37L*tmp41;
                        auto tmp47 = c10::convert<int64_t>(tmp46);
                        auto tmp48 = at::vec::VectorizedN<int64_t,2>::arange(tmp47, 1);
                        tmp9.store(out_ptr1 + static_cast<int64_t>(x1 + 37L*x0));
                        tmp27.store(out_ptr2 + static_cast<int64_t>(x1 + 37L*x0));
                        atomic_add_vec<float, 2, 1>(out_ptr0, tmp48, tmp45);
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(32L) && x1 < static_cast<int64_t>(37L)))
                    {
                        auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp45 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 37L*x0), static_cast<int64_t>(5L));
                        auto tmp1 = 65L;
                        auto tmp2 = c10::convert<int64_t>(tmp1);
                        auto tmp3 = int64_t(tmp0 + tmp2);
                        auto tmp4 = tmp0 < 0;
                        auto tmp5 = tmp4 ? tmp3 : tmp0;
                        auto tmp6 = tmp5;
                        auto tmp7 = c10::convert<int64_t>(tmp6);
                        TORCH_CHECK((0 <= tmp7) & (tmp7 < 65L), "index out of bounds: 0 <= tmp7 < 65L");
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 37L*tmp5), static_cast<int64_t>(5L));
                        auto tmp10 = std::abs(tmp0);
                        auto tmp11 = static_cast<int64_t>(65);
                        auto tmp12 = mod(tmp10, tmp11);
                        auto tmp13 = static_cast<int32_t>(0);
                        auto tmp14 = tmp12 != tmp13;
                        auto tmp15 = std::signbit(tmp12);
                        auto tmp16 = std::signbit(tmp11);
                        auto tmp17 = tmp15 != tmp16;
                        auto tmp18 = tmp14 & tmp17;
                        auto tmp19 = int64_t(tmp12 + tmp11);
                        auto tmp20 = tmp18 ? tmp19 : tmp12;
                        auto tmp21 = int64_t(tmp20 + tmp2);
                        auto tmp22 = tmp20 < 0;
                        auto tmp23 = tmp22 ? tmp21 : tmp20;
                        auto tmp24 = tmp23;
                        auto tmp25 = c10::convert<int64_t>(tmp24);
                        TORCH_CHECK((0 <= tmp25) & (tmp25 < 65L), "index out of bounds: 0 <= tmp25 < 65L");
                        auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 37L*tmp23), static_cast<int64_t>(5L));
                        auto tmp28 = static_cast<int64_t>(40);
                        auto tmp29 = mod(tmp10, tmp28);
                        auto tmp30 = tmp29 != tmp13;
                        auto tmp31 = std::signbit(tmp29);
                        auto tmp32 = std::signbit(tmp28);
                        auto tmp33 = tmp31 != tmp32;
                        auto tmp34 = tmp30 & tmp33;
                        auto tmp35 = int64_t(tmp29 + tmp28);
                        auto tmp36 = tmp34 ? tmp35 : tmp29;
                        auto tmp37 = 40L;
                        auto tmp38 = c10::convert<int64_t>(tmp37);
                        auto tmp39 = int64_t(tmp36 + tmp38);
                        auto tmp40 = tmp36 < 0;
                        auto tmp41 = tmp40 ? tmp39 : tmp36;
                        auto tmp42 = tmp41;
                        auto tmp43 = c10::convert<int64_t>(tmp42);
                        TORCH_CHECK((0 <= tmp43) & (tmp43 < 40L), "index out of bounds: 0 <= tmp43 < 40L");
                        auto tmp46 = x1 + 37L*tmp41;
                        auto tmp47 = c10::convert<int64_t>(tmp46);
                        auto tmp48 = at::vec::VectorizedN<int64_t,2>::arange(tmp47, 1);
                        tmp9.store(out_ptr1 + static_cast<int64_t>(x1 + 37L*x0), static_cast<int64_t>(5L));
                        tmp27.store(out_ptr2 + static_cast<int64_t>(x1 + 37L*x0), static_cast<int64_t>(5L));
                        atomic_add_vec<float, 2, 1>(out_ptr0, tmp48, tmp45, static_cast<int64_t>(5L));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(65L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(11L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(11L)))
                    {
                        auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 11L*x0), static_cast<int64_t>(11L));
                        auto tmp1 = 37L;
                        auto tmp2 = c10::convert<int64_t>(tmp1);
                        auto tmp3 = at::vec::VectorizedN<int64_t,2>(tmp2);
                        auto tmp4 = tmp0 + tmp3;
                        auto tmp5 = static_cast<int64_t>(0);
                        auto tmp6 = at::vec::VectorizedN<int64_t,2>(tmp5);
                        auto tmp7 = at::vec::VecMask<int64_t,2>(tmp0 < tmp6);
                        auto tmp8 = decltype(tmp4)::blendv(tmp0, tmp4, tmp7.template cast<int64_t,2>());
                        auto tmp9 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 16> tmpbuf;
                            tmp8.store(tmpbuf.data(), static_cast<int64_t>(11L));
                            return tmpbuf;
                        }
                        ()
                        ;
                        auto tmp10 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 16> tmpbuf;
                            #pragma GCC unroll 16
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(11L); x1_inner++)
                            {
                                tmpbuf[x1_inner] = static_cast<int64_t>(tmp9[x1_inner]);
                            }
                            return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(11L));
                        }
                        ()
                        ;
                        TORCH_CHECK((at::vec::VecMask<int64_t,2>::set(at::vec::VecMask<int64_t,2>::from(1), (at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp10) & (tmp10 < at::vec::VectorizedN<int64_t,2>(37L)))), static_cast<int64_t>(11L))).all_masked(), "index out of bounds: 0 <= tmp10 < 37L");
                        auto tmp12 =
                        [&]
                        {
                            __at_align__ std::array<float, 16> tmpbuf;
                            #pragma GCC unroll 16
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(11L); x1_inner++)
                            {
                                tmpbuf[x1_inner] = in_ptr1[static_cast<int64_t>(tmp9[x1_inner] + 37L*x0)];
                            }
                            return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(11L));
                        }
                        ()
                        ;
                        tmp12.store(out_ptr3 + static_cast<int64_t>(x1 + 11L*x0), static_cast<int64_t>(11L));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2600L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2592L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr4 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(2592L) && x0 < static_cast<int64_t>(2600L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
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
        if(unlikely(PyTuple_GET_SIZE(args) != 8))
            throw std::runtime_error("requires 8 args");
        kernel(parse_arg<int64_t*>(args, 0), parse_arg<float*>(args, 1), parse_arg<int64_t*>(args, 2), parse_arg<float*>(args, 3), parse_arg<float*>(args, 4), parse_arg<float*>(args, 5), parse_arg<float*>(args, 6), parse_arg<float*>(args, 7)); Py_RETURN_NONE;
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
