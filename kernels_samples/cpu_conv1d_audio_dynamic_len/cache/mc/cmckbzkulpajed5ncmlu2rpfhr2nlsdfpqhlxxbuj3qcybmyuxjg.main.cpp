
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L*ks0); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(154L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 154L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 154L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 * tmp1;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                                tmp_acc1_vec = tmp_acc1_vec + tmp0;
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(144L) && x1 < static_cast<int64_t>(154L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 154L*x0), static_cast<int64_t>(10L));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 154L*x0), static_cast<int64_t>(10L));
                                auto tmp2 = tmp0 * tmp1;
                                tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp2, static_cast<int64_t>(10L));
                                tmp_acc1_vec = sum_masked_reduce(tmp_acc1_vec, tmp0, static_cast<int64_t>(10L));
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                    tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                }
            }
        }
        {
            #pragma omp for collapse(2)
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        {
                            auto tmp0 = out_ptr1[static_cast<int64_t>(4L*x1 + 16L*x0)];
                            auto tmp1 = in_ptr2[static_cast<int64_t>(4L*x1)];
                            auto tmp3 = out_ptr1[static_cast<int64_t>(1L + 4L*x1 + 16L*x0)];
                            auto tmp4 = in_ptr2[static_cast<int64_t>(1L + 4L*x1)];
                            auto tmp7 = out_ptr1[static_cast<int64_t>(2L + 4L*x1 + 16L*x0)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(2L + 4L*x1)];
                            auto tmp11 = out_ptr1[static_cast<int64_t>(3L + 4L*x1 + 16L*x0)];
                            auto tmp12 = in_ptr2[static_cast<int64_t>(3L + 4L*x1)];
                            auto tmp15 = out_ptr0[static_cast<int64_t>(4L*x1 + 16L*x0)];
                            auto tmp17 = out_ptr0[static_cast<int64_t>(1L + 4L*x1 + 16L*x0)];
                            auto tmp20 = out_ptr0[static_cast<int64_t>(2L + 4L*x1 + 16L*x0)];
                            auto tmp23 = out_ptr0[static_cast<int64_t>(3L + 4L*x1 + 16L*x0)];
                            auto tmp27 = in_ptr3[static_cast<int64_t>(x1 + 4L*x0)];
                            auto tmp32 = in_ptr4[static_cast<int64_t>(x1 + 4L*x0)];
                            auto tmp2 = float(tmp0 * tmp1);
                            auto tmp5 = float(tmp3 * tmp4);
                            auto tmp6 = float(tmp2 + tmp5);
                            auto tmp9 = float(tmp7 * tmp8);
                            auto tmp10 = float(tmp6 + tmp9);
                            auto tmp13 = float(tmp11 * tmp12);
                            auto tmp14 = float(tmp10 + tmp13);
                            auto tmp16 = float(tmp15 * tmp1);
                            auto tmp18 = float(tmp17 * tmp4);
                            auto tmp19 = float(tmp16 + tmp18);
                            auto tmp21 = float(tmp20 * tmp8);
                            auto tmp22 = float(tmp19 + tmp21);
                            auto tmp24 = float(tmp23 * tmp12);
                            auto tmp25 = float(tmp22 + tmp24);
                            auto tmp26 = decltype(tmp25)(-tmp25);
                            auto tmp28 = float(tmp14 * tmp27);
                            auto tmp29 = static_cast<float>(1.0);
                            auto tmp30 = float(tmp29 * tmp28);
                            auto tmp31 = float(tmp26 + tmp30);
                            auto tmp33 = float(tmp31 * tmp32);
                            auto tmp34 = float(tmp33 * tmp32);
                            auto tmp35 = float(tmp34 * tmp32);
                            auto tmp36 = static_cast<float>(777);
                            auto tmp37 = static_cast<float>(5.0);
                            auto tmp38 = tmp36 / tmp37;
                            auto tmp39 = std::floor(tmp38);
                            auto tmp40 = std::isinf(tmp36);
                            auto tmp41 = !tmp40;
                            auto tmp42 = std::isnan(tmp36);
                            auto tmp43 = !tmp42;
                            auto tmp44 = tmp41 && tmp43;
                            auto tmp45 = static_cast<float>(0.0);
                            auto tmp46 = tmp37 != tmp45;
                            auto tmp47 = tmp40 && tmp46;
                            auto tmp48 = tmp36 != tmp45;
                            auto tmp49 = tmp44 && tmp48;
                            auto tmp50 = std::isinf(tmp37);
                            auto tmp51 = tmp36 < tmp45;
                            auto tmp52 = tmp37 < tmp45;
                            auto tmp53 = tmp51 != tmp52;
                            auto tmp54 = tmp50 && tmp53;
                            auto tmp55 = tmp49 && tmp54;
                            auto tmp56 = static_cast<float>(-1.0);
                            auto tmp57 = tmp55 ? tmp56 : tmp39;
                            auto tmp58 = std::numeric_limits<float>::quiet_NaN();
                            auto tmp59 = tmp47 ? tmp58 : tmp57;
                            auto tmp60 = static_cast<float>(4.0);
                            auto tmp61 = float(tmp60 * tmp59);
                            auto tmp62 = static_cast<float>(-4.0);
                            auto tmp63 = float(tmp62 + tmp61);
                            auto tmp64 = c10::convert<double>(tmp63);
                            auto tmp65 = static_cast<double>(1.0);
                            auto tmp66 = tmp65 / tmp64;
                            auto tmp67 = c10::convert<float>(tmp66);
                            auto tmp68 = float(tmp35 * tmp67);
                            out_ptr2[static_cast<int64_t>(x1 + 4L*x0)] = tmp14;
                            out_ptr3[static_cast<int64_t>(x1 + 4L*x0)] = tmp68;
                        }
                    }
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(154L); x3+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(144L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 154L*x2 + 616L*x1 + 2464L*x0), static_cast<int64_t>(16));
                                    auto tmp1 = in_ptr4[static_cast<int64_t>(x1 + 4L*x0)];
                                    auto tmp2 = in_ptr2[static_cast<int64_t>(x2 + 4L*x1)];
                                    auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 154L*x2 + 616L*x1 + 2464L*x0), static_cast<int64_t>(16));
                                    auto tmp7 = out_ptr3[static_cast<int64_t>(x1 + 4L*x0)];
                                    auto tmp12 = in_ptr3[static_cast<int64_t>(x1 + 4L*x0)];
                                    auto tmp14 = out_ptr2[static_cast<int64_t>(x1 + 4L*x0)];
                                    auto tmp3 = float(tmp1 * tmp2);
                                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                                    auto tmp5 = tmp0 * tmp4;
                                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                    auto tmp9 = tmp6 * tmp8;
                                    auto tmp10 = tmp5 + tmp9;
                                    auto tmp11 = decltype(tmp7)(-tmp7);
                                    auto tmp13 = float(tmp11 * tmp12);
                                    auto tmp15 = float(tmp14 * tmp1);
                                    auto tmp16 = static_cast<float>(777);
                                    auto tmp17 = static_cast<float>(5.0);
                                    auto tmp18 = tmp16 / tmp17;
                                    auto tmp19 = std::floor(tmp18);
                                    auto tmp20 = std::isinf(tmp16);
                                    auto tmp21 = !tmp20;
                                    auto tmp22 = std::isnan(tmp16);
                                    auto tmp23 = !tmp22;
                                    auto tmp24 = tmp21 && tmp23;
                                    auto tmp25 = static_cast<float>(0.0);
                                    auto tmp26 = tmp17 != tmp25;
                                    auto tmp27 = tmp20 && tmp26;
                                    auto tmp28 = tmp16 != tmp25;
                                    auto tmp29 = tmp24 && tmp28;
                                    auto tmp30 = std::isinf(tmp17);
                                    auto tmp31 = tmp16 < tmp25;
                                    auto tmp32 = tmp17 < tmp25;
                                    auto tmp33 = tmp31 != tmp32;
                                    auto tmp34 = tmp30 && tmp33;
                                    auto tmp35 = tmp29 && tmp34;
                                    auto tmp36 = static_cast<float>(-1.0);
                                    auto tmp37 = tmp35 ? tmp36 : tmp19;
                                    auto tmp38 = std::numeric_limits<float>::quiet_NaN();
                                    auto tmp39 = tmp27 ? tmp38 : tmp37;
                                    auto tmp40 = static_cast<float>(4.0);
                                    auto tmp41 = float(tmp40 * tmp39);
                                    auto tmp42 = static_cast<float>(-4.0);
                                    auto tmp43 = float(tmp42 + tmp41);
                                    auto tmp44 = c10::convert<double>(tmp43);
                                    auto tmp45 = static_cast<double>(1.0);
                                    auto tmp46 = tmp45 / tmp44;
                                    auto tmp47 = c10::convert<float>(tmp46);
                                    auto tmp48 = float(tmp15 * tmp47);
                                    auto tmp49 = float(tmp13 - tmp48);
                                    auto tmp50 = at::vec::Vectorized<float>(tmp49);
                                    auto tmp51 = tmp10 + tmp50;
                                    tmp51.store(in_out_ptr0 + static_cast<int64_t>(x3 + 154L*x2 + 616L*x1 + 2464L*x0));
                                }
                                if(C10_UNLIKELY(x3 >= static_cast<int64_t>(144L) && x3 < static_cast<int64_t>(154L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 154L*x2 + 616L*x1 + 2464L*x0), static_cast<int64_t>(10L));
                                    auto tmp1 = in_ptr4[static_cast<int64_t>(x1 + 4L*x0)];
                                    auto tmp2 = in_ptr2[static_cast<int64_t>(x2 + 4L*x1)];
                                    auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 154L*x2 + 616L*x1 + 2464L*x0), static_cast<int64_t>(10L));
                                    auto tmp7 = out_ptr3[static_cast<int64_t>(x1 + 4L*x0)];
                                    auto tmp12 = in_ptr3[static_cast<int64_t>(x1 + 4L*x0)];
                                    auto tmp14 = out_ptr2[static_cast<int64_t>(x1 + 4L*x0)];
                                    auto tmp3 = float(tmp1 * tmp2);
                                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                                    auto tmp5 = tmp0 * tmp4;
                                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                    auto tmp9 = tmp6 * tmp8;
                                    auto tmp10 = tmp5 + tmp9;
                                    auto tmp11 = decltype(tmp7)(-tmp7);
                                    auto tmp13 = float(tmp11 * tmp12);
                                    auto tmp15 = float(tmp14 * tmp1);
                                    auto tmp16 = static_cast<float>(777);
                                    auto tmp17 = static_cast<float>(5.0);
                                    auto tmp18 = tmp16 / tmp17;
                                    auto tmp19 = std::floor(tmp18);
                                    auto tmp20 = std::isinf(tmp16);
                                    auto tmp21 = !tmp20;
                                    auto tmp22 = std::isnan(tmp16);
                                    auto tmp23 = !tmp22;
                                    auto tmp24 = tmp21 && tmp23;
                                    auto tmp25 = static_cast<float>(0.0);
                                    auto tmp26 = tmp17 != tmp25;
                                    auto tmp27 = tmp20 && tmp26;
                                    auto tmp28 = tmp16 != tmp25;
                                    auto tmp29 = tmp24 && tmp28;
                                    auto tmp30 = std::isinf(tmp17);
                                    auto tmp31 = tmp16 < tmp25;
                                    auto tmp32 = tmp17 < tmp25;
                                    auto tmp33 = tmp31 != tmp32;
                                    auto tmp34 = tmp30 && tmp33;
                                    auto tmp35 = tmp29 && tmp34;
                                    auto tmp36 = static_cast<float>(-1.0);
                                    auto tmp37 = tmp35 ? tmp36 : tmp19;
                                    auto tmp38 = std::numeric_limits<float>::quiet_NaN();
                                    auto tmp39 = tmp27 ? tmp38 : tmp37;
                                    auto tmp40 = static_cast<float>(4.0);
                                    auto tmp41 = float(tmp40 * tmp39);
                                    auto tmp42 = static_cast<float>(-4.0);
                                    auto tmp43 = float(tmp42 + tmp41);
                                    auto tmp44 = c10::convert<double>(tmp43);
                                    auto tmp45 = static_cast<double>(1.0);
                                    auto tmp46 = tmp45 / tmp44;
                                    auto tmp47 = c10::convert<float>(tmp46);
                                    auto tmp48 = float(tmp15 * tmp47);
                                    auto tmp49 = float(tmp13 - tmp48);
                                    auto tmp50 = at::vec::Vectorized<float>(tmp49);
                                    auto tmp51 = tmp10 + tmp50;
                                    tmp51.store(in_out_ptr0 + static_cast<int64_t>(x3 + 154L*x2 + 616L*x1 + 2464L*x0), static_cast<int64_t>(10L));
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
        if(nargs != 10) [[unlikely]]
            throw std::runtime_error("requires 10 args");
        kernel(parse_arg<float*>(args, 0), parse_arg<float*>(args, 1), parse_arg<float*>(args, 2), parse_arg<float*>(args, 3), parse_arg<float*>(args, 4), parse_arg<float*>(args, 5), parse_arg<float*>(args, 6), parse_arg<float*>(args, 7), parse_arg<float*>(args, 8), parse_arg<int64_t>(args, 9)); Py_RETURN_NONE;
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
