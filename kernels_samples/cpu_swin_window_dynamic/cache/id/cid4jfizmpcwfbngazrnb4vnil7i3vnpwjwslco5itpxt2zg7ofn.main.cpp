
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L*ks0); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(3L); x2+=static_cast<int64_t>(1L))
                    {
                        #pragma GCC ivdep
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(2L); x3+=static_cast<int64_t>(1L))
                        {
                            for(int64_t x4=static_cast<int64_t>(0L); x4<static_cast<int64_t>(8L); x4+=static_cast<int64_t>(16L))
                            {
                                {
                                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x4 >= static_cast<int64_t>(0L) && x4 < static_cast<int64_t>(8L)))
                                    {
                                        for (int64_t x4_tail = static_cast<int64_t>(0L);x4_tail < static_cast<int64_t>(8L); x4_tail++)
                                        {
                                            auto tmp4 =
                                            [&]
                                            {
                                                __at_align__ std::array<float, 16> tmpbuf;
                                                #pragma GCC unroll 16
                                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                                {
                                                    tmpbuf[x1_inner] = in_ptr0[static_cast<int64_t>(x4_tail + 8L*x1 + 8L*x1_inner + 128L*x3 + 256L*x0)];
                                                }
                                                return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                            }
                                            ()
                                            ;
                                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*x4_tail + 128L*x3 + 256L*x0), static_cast<int64_t>(16));
                                            auto tmp17 =
                                            [&]
                                            {
                                                __at_align__ std::array<float, 16> tmpbuf;
                                                #pragma GCC unroll 16
                                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                                {
                                                    tmpbuf[x1_inner] = in_ptr2[static_cast<int64_t>(x4_tail + 8L*x1 + 8L*x1_inner + 128L*x3 + 256L*x0)];
                                                }
                                                return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                            }
                                            ()
                                            ;
                                            auto tmp0 = x2;
                                            auto tmp1 = c10::convert<int32_t>(tmp0);
                                            auto tmp2 = static_cast<int32_t>(2);
                                            auto tmp3 = tmp1 == tmp2;
                                            auto tmp5 = static_cast<float>(0.0);
                                            auto tmp6 = at::vec::VecMask<float,1>::from(tmp3);
                                            auto tmp7 = at::vec::Vectorized<float>(tmp5);
                                            auto tmp8 = decltype(tmp4)::blendv(tmp7, tmp4, inductor_vec_mask_cast<float,1>(tmp6));
                                            auto tmp9 = static_cast<int32_t>(1);
                                            auto tmp10 = tmp1 == tmp9;
                                            auto tmp12 = at::vec::VecMask<float,1>::from(tmp10);
                                            auto tmp13 = decltype(tmp11)::blendv(tmp7, tmp11, inductor_vec_mask_cast<float,1>(tmp12));
                                            auto tmp14 = tmp8 + tmp13;
                                            auto tmp15 = static_cast<int32_t>(0);
                                            auto tmp16 = tmp1 == tmp15;
                                            auto tmp18 = static_cast<float>(0.3535533905932738);
                                            auto tmp19 = at::vec::Vectorized<float>(tmp18);
                                            auto tmp20 = tmp17 * tmp19;
                                            auto tmp21 = at::vec::VecMask<float,1>::from(tmp16);
                                            auto tmp22 = decltype(tmp20)::blendv(tmp7, tmp20, inductor_vec_mask_cast<float,1>(tmp21));
                                            auto tmp23 = tmp14 + tmp22;
                                            [&]
                                            {
                                                __at_align__ std::array<float, 16> tmpbuf;
                                                tmp23.store(tmpbuf.data(), static_cast<int64_t>(16));
                                                #pragma GCC unroll 16
                                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                                {
                                                    out_ptr0[static_cast<int64_t>(x4_tail + 8L*x3 + 16L*x2 + 48L*x1 + 48L*x1_inner + 768L*x0)] = tmpbuf[x1_inner];
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
        if(nargs != 5) [[unlikely]]
            throw std::runtime_error("requires 5 args");
        kernel(parse_arg<float*>(args, 0), parse_arg<float*>(args, 1), parse_arg<float*>(args, 2), parse_arg<float*>(args, 3), parse_arg<int64_t>(args, 4)); Py_RETURN_NONE;
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
