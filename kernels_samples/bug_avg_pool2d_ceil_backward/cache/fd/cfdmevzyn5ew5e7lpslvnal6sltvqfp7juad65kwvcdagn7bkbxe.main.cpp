
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            auto tmp0 = 2L*x1;
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = static_cast<int64_t>(0);
                            auto tmp3 = tmp1 >= tmp2;
                            auto tmp4 = static_cast<int64_t>(5);
                            auto tmp5 = tmp1 < tmp4;
                            auto tmp6 = tmp3 & tmp5;
                            auto tmp7 = 2L*x2;
                            auto tmp8 = c10::convert<int64_t>(tmp7);
                            auto tmp9 = at::vec::VectorizedN<int64_t,2>::arange(tmp8, 2);
                            auto tmp10 = at::vec::VectorizedN<int64_t,2>(tmp2);
                            auto tmp11 = at::vec::VecMask<int64_t,2>(tmp9 >= tmp10);
                            auto tmp12 = static_cast<int64_t>(7);
                            auto tmp13 = at::vec::VectorizedN<int64_t,2>(tmp12);
                            auto tmp14 = at::vec::VecMask<int64_t,2>(tmp9 < tmp13);
                            auto tmp15 = tmp11 & tmp14;
                            auto tmp16 = at::vec::VecMask<float,1>::from(tmp6);
                            auto tmp17 = tmp16 & tmp15;
                            auto tmp18 = [&]
                            {
                                auto tmp19 =
                                [&]
                                {
                                    __at_align__ std::array<float, 16> tmpbuf;
                                    #pragma GCC unroll 16
                                    for (long x2_inner = 0; x2_inner < static_cast<int64_t>(4L); x2_inner++)
                                    {
                                        if (tmp17.is_masked(x2_inner))
                                        {
                                            tmpbuf[x2_inner] = in_ptr0[static_cast<int64_t>(2L*x2 + 2L*x2_inner + 14L*x1 + 35L*x0)];
                                        }
                                    }
                                    return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(4L));
                                }
                                ()
                                ;
                                return tmp19;
                            }
                            ;
                            auto tmp22 =
                            [&]
                            {
                                if (tmp17.all_zero())
                                {
                                    return at::vec::Vectorized<float>(static_cast<float>(0.0));
                                }
                                else
                                {
                                    auto tmp20 = tmp18();
                                    auto tmp21 = at::vec::Vectorized<float>(static_cast<float>(0.0));
                                    return decltype(tmp20)::blendv(tmp21, tmp20, inductor_vec_mask_cast<float,1>(tmp17));
                                }
                            }
                            ()
                            ;
                            auto tmp23 = 1L + 2L*x2;
                            auto tmp24 = c10::convert<int64_t>(tmp23);
                            auto tmp25 = at::vec::VectorizedN<int64_t,2>::arange(tmp24, 2);
                            auto tmp26 = at::vec::VecMask<int64_t,2>(tmp25 >= tmp10);
                            auto tmp27 = at::vec::VecMask<int64_t,2>(tmp25 < tmp13);
                            auto tmp28 = tmp26 & tmp27;
                            auto tmp29 = tmp16 & tmp28;
                            auto tmp30 = [&]
                            {
                                auto tmp31 =
                                [&]
                                {
                                    __at_align__ std::array<float, 16> tmpbuf;
                                    #pragma GCC unroll 16
                                    for (long x2_inner = 0; x2_inner < static_cast<int64_t>(4L); x2_inner++)
                                    {
                                        if (tmp29.is_masked(x2_inner))
                                        {
                                            tmpbuf[x2_inner] = in_ptr0[static_cast<int64_t>(1L + 2L*x2 + 2L*x2_inner + 14L*x1 + 35L*x0)];
                                        }
                                    }
                                    return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(4L));
                                }
                                ()
                                ;
                                return tmp31;
                            }
                            ;
                            auto tmp34 =
                            [&]
                            {
                                if (tmp29.all_zero())
                                {
                                    return at::vec::Vectorized<float>(static_cast<float>(0.0));
                                }
                                else
                                {
                                    auto tmp32 = tmp30();
                                    auto tmp33 = at::vec::Vectorized<float>(static_cast<float>(0.0));
                                    return decltype(tmp32)::blendv(tmp33, tmp32, inductor_vec_mask_cast<float,1>(tmp29));
                                }
                            }
                            ()
                            ;
                            auto tmp35 = tmp22 + tmp34;
                            auto tmp36 = 1L + 2L*x1;
                            auto tmp37 = c10::convert<int64_t>(tmp36);
                            auto tmp38 = tmp37 >= tmp2;
                            auto tmp39 = tmp37 < tmp4;
                            auto tmp40 = tmp38 & tmp39;
                            auto tmp41 = at::vec::VecMask<float,1>::from(tmp40);
                            auto tmp42 = tmp41 & tmp15;
                            auto tmp43 = [&]
                            {
                                auto tmp44 =
                                [&]
                                {
                                    __at_align__ std::array<float, 16> tmpbuf;
                                    #pragma GCC unroll 16
                                    for (long x2_inner = 0; x2_inner < static_cast<int64_t>(4L); x2_inner++)
                                    {
                                        if (tmp42.is_masked(x2_inner))
                                        {
                                            tmpbuf[x2_inner] = in_ptr0[static_cast<int64_t>(7L + 2L*x2 + 2L*x2_inner + 14L*x1 + 35L*x0)];
                                        }
                                    }
                                    return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(4L));
                                }
                                ()
                                ;
                                return tmp44;
                            }
                            ;
                            auto tmp47 =
                            [&]
                            {
                                if (tmp42.all_zero())
                                {
                                    return at::vec::Vectorized<float>(static_cast<float>(0.0));
                                }
                                else
                                {
                                    auto tmp45 = tmp43();
                                    auto tmp46 = at::vec::Vectorized<float>(static_cast<float>(0.0));
                                    return decltype(tmp45)::blendv(tmp46, tmp45, inductor_vec_mask_cast<float,1>(tmp42));
                                }
                            }
                            ()
                            ;
                            auto tmp48 = tmp35 + tmp47;
                            auto tmp49 = tmp41 & tmp28;
                            auto tmp50 = [&]
                            {
                                auto tmp51 =
                                [&]
                                {
                                    __at_align__ std::array<float, 16> tmpbuf;
                                    #pragma GCC unroll 16
                                    for (long x2_inner = 0; x2_inner < static_cast<int64_t>(4L); x2_inner++)
                                    {
                                        if (tmp49.is_masked(x2_inner))
                                        {
                                            tmpbuf[x2_inner] = in_ptr0[static_cast<int64_t>(8L + 2L*x2 + 2L*x2_inner + 14L*x1 + 35L*x0)];
                                        }
                                    }
                                    return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(4L));
                                }
                                ()
                                ;
                                return tmp51;
                            }
                            ;
                            auto tmp54 =
                            [&]
                            {
                                if (tmp49.all_zero())
                                {
                                    return at::vec::Vectorized<float>(static_cast<float>(0.0));
                                }
                                else
                                {
                                    auto tmp52 = tmp50();
                                    auto tmp53 = at::vec::Vectorized<float>(static_cast<float>(0.0));
                                    return decltype(tmp52)::blendv(tmp53, tmp52, inductor_vec_mask_cast<float,1>(tmp49));
                                }
                            }
                            ()
                            ;
                            auto tmp55 = tmp48 + tmp54;
                            auto tmp56 =
                            [&]
                            {
                                __at_align__ std::array<int32_t, 16> tmpbuf;
                                #pragma GCC unroll 16
                                for (long x2_inner = 0; x2_inner < static_cast<int64_t>(4L); x2_inner++)
                                {
                                    tmpbuf[x2_inner] = static_cast<int64_t>(std::min(static_cast<int64_t>(5L), static_cast<int64_t>(2L + 2L*x1))*std::min(static_cast<int64_t>(7L), static_cast<int64_t>(2L + 2L*x2 + 2L*x2_inner)) + ((-2L)*x1*std::min(static_cast<int64_t>(7L), static_cast<int64_t>(2L + 2L*x2 + 2L*x2_inner))) + ((-2L)*x2*std::min(static_cast<int64_t>(5L), static_cast<int64_t>(2L + 2L*x1))) + ((-2L)*x2_inner*std::min(static_cast<int64_t>(5L), static_cast<int64_t>(2L + 2L*x1))) + 4L*x1*x2 + 4L*x1*x2_inner);
                                }
                                return at::vec::Vectorized<int32_t>::loadu(tmpbuf.data(), static_cast<int64_t>(4L));
                            }
                            ()
                            ;
                            auto tmp57 = at::vec::convert<float>(tmp56);
                            auto tmp58 = tmp55 / tmp57;
                            tmp58.store(out_ptr0 + static_cast<int64_t>(x2 + 4L*x1 + 12L*x0), static_cast<int64_t>(4L));
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
        if(nargs != 2) [[unlikely]]
            throw std::runtime_error("requires 2 args");
        kernel(parse_arg<float*>(args, 0), parse_arg<float*>(args, 1)); Py_RETURN_NONE;
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
