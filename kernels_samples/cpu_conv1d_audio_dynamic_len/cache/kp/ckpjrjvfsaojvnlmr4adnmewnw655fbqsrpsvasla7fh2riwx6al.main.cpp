
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for collapse(2)
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2464L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(2464L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(2464L + x1 + 4928L*x0), static_cast<int64_t>(16));
                            auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                            tmp1.store(out_ptr0 + static_cast<int64_t>(x1 + 2464L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for collapse(2)
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(154L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            {
                                auto tmp0 = out_ptr0[static_cast<int64_t>(x2 + 154L*x1 + 2464L*x0)];
                                auto tmp1 = in_ptr1[static_cast<int64_t>(x1 + 16L*x0)];
                                auto tmp26 = in_ptr0[static_cast<int64_t>(x2 + 154L*x1 + 4928L*x0)];
                                auto tmp2 = static_cast<float>(77);
                                auto tmp3 = tmp1 / tmp2;
                                auto tmp4 = tmp3 / 3;
                                auto tmp5 = static_cast<int32_t>(0);
                                auto tmp6 = static_cast<int32_t>(1);
                                auto tmp7 = tmp5 < tmp6;
                                auto tmp8 = std::max(static_cast<int64_t>(0L), static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>((-1L) + x2), static_cast<int64_t>(2L))));
                                auto tmp9 = c10::convert<int32_t>(tmp8);
                                auto tmp10 = std::min(static_cast<int64_t>(77L), static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(x2), static_cast<int64_t>(2L)))));
                                auto tmp11 = c10::convert<int32_t>(tmp10);
                                auto tmp12 = tmp9 < tmp11;
                                auto tmp13 = tmp7 & tmp12;
                                auto tmp14 = static_cast<float>(0.0);
                                auto tmp15 = tmp13 ? tmp4 : tmp14;
                                auto tmp16 = 1L + std::max(static_cast<int64_t>(0L), static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>((-1L) + x2), static_cast<int64_t>(2L))));
                                auto tmp17 = c10::convert<int32_t>(tmp16);
                                auto tmp18 = tmp17 < tmp11;
                                auto tmp19 = tmp7 & tmp18;
                                auto tmp20 = float(tmp15 + tmp4);
                                auto tmp21 = tmp19 ? tmp20 : tmp15;
                                auto tmp22 = float(tmp0 * tmp21);
                                auto tmp23 = static_cast<float>(1.0);
                                auto tmp24 = float(tmp23 - tmp0);
                                auto tmp25 = float(tmp24 * tmp0);
                                auto tmp27 = float(tmp25 * tmp26);
                                auto tmp28 = float(tmp27 * tmp21);
                                out_ptr1[static_cast<int64_t>(x2 + 154L*x1 + 4928L*x0)] = tmp22;
                                out_ptr2[static_cast<int64_t>(x2 + 154L*x1 + 4928L*x0)] = tmp28;
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
        if(nargs != 6) [[unlikely]]
            throw std::runtime_error("requires 6 args");
        kernel(parse_arg<float*>(args, 0), parse_arg<float*>(args, 1), parse_arg<float*>(args, 2), parse_arg<float*>(args, 3), parse_arg<float*>(args, 4), parse_arg<int64_t>(args, 5)); Py_RETURN_NONE;
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
