
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       int8_t* out_ptr3,
                       const int64_t ks0,
                       const int64_t ks1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                            auto tmp1 = tmp0.neg();
                            auto tmp2 = tmp1.exp();
                            auto tmp3 = static_cast<float>(1.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 + tmp4;
                            auto tmp6 = tmp0 / tmp5;
                            tmp6.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                            tmp6.store(out_ptr1 + static_cast<int64_t>(x1 + 32L*x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L))); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))); x2+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(16L); x3+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(16L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x3 + 32L*x2 + 32L*x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(16L + x3 + 32L*x2 + 32L*x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                                    auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x3 + 16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + 32L*x2 + 32L*x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                                    auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(16L + x3 + 16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + 32L*x2 + 32L*x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(2L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                                    auto tmp2 = at::vec::maximum(tmp0, tmp1);
                                    auto tmp4 = at::vec::maximum(tmp2, tmp3);
                                    auto tmp6 = at::vec::maximum(tmp4, tmp5);
                                    auto tmp7 = at::vec::VecMask<float,1>(tmp0 > tmp1);
                                    auto tmp8 = at::vec::VecMask<float,1>(tmp0 == tmp1);
                                    auto tmp9 = at::vec::VecMask<float,1>(tmp0 != tmp0);
                                    auto tmp10 = at::vec::VecMask<float,1>(tmp1 != tmp1);
                                    auto tmp11 = (tmp9 > tmp10);
                                    auto tmp12 = inductor_vec_mask_cast<int32_t,1>(tmp7);
                                    auto tmp13 = inductor_vec_mask_cast<int32_t,1>(tmp11);
                                    auto tmp14 = tmp12 | tmp13;
                                    auto tmp15 = inductor_vec_mask_cast<int32_t,1>(tmp9);
                                    auto tmp16 = inductor_vec_mask_cast<int32_t,1>(tmp10);
                                    auto tmp17 = tmp15 & tmp16;
                                    auto tmp18 = inductor_vec_mask_cast<int32_t,1>(tmp8);
                                    auto tmp19 = inductor_vec_mask_cast<int32_t,1>(tmp17);
                                    auto tmp20 = tmp18 | tmp19;
                                    auto tmp21 = static_cast<int64_t>(0);
                                    auto tmp22 = static_cast<int64_t>(1);
                                    auto tmp23 = tmp21 < tmp22;
                                    auto tmp24 = at::vec::VecMask<float,1>::from(tmp23);
                                    auto tmp25 = inductor_vec_mask_cast<int32_t,1>(tmp20);
                                    auto tmp26 = inductor_vec_mask_cast<int32_t,1>(tmp24);
                                    auto tmp27 = tmp25 & tmp26;
                                    auto tmp28 = inductor_vec_mask_cast<int32_t,1>(tmp14);
                                    auto tmp29 = inductor_vec_mask_cast<int32_t,1>(tmp27);
                                    auto tmp30 = tmp28 | tmp29;
                                    auto tmp31 = decltype(tmp0)::blendv(tmp1, tmp0, inductor_vec_mask_cast<float,1>(tmp30));
                                    auto tmp32 = at::vec::VectorizedN<int64_t,2>(tmp21);
                                    auto tmp33 = at::vec::VectorizedN<int64_t,2>(tmp22);
                                    auto tmp34 = decltype(tmp32)::blendv(tmp33, tmp32, inductor_vec_mask_cast<int64_t,2>(tmp30));
                                    auto tmp35 = at::vec::VecMask<float,1>(tmp31 > tmp3);
                                    auto tmp36 = at::vec::VecMask<float,1>(tmp31 == tmp3);
                                    auto tmp37 = at::vec::VecMask<float,1>(tmp31 != tmp31);
                                    auto tmp38 = at::vec::VecMask<float,1>(tmp3 != tmp3);
                                    auto tmp39 = (tmp37 > tmp38);
                                    auto tmp40 = inductor_vec_mask_cast<int32_t,1>(tmp35);
                                    auto tmp41 = inductor_vec_mask_cast<int32_t,1>(tmp39);
                                    auto tmp42 = tmp40 | tmp41;
                                    auto tmp43 = inductor_vec_mask_cast<int32_t,1>(tmp37);
                                    auto tmp44 = inductor_vec_mask_cast<int32_t,1>(tmp38);
                                    auto tmp45 = tmp43 & tmp44;
                                    auto tmp46 = inductor_vec_mask_cast<int32_t,1>(tmp36);
                                    auto tmp47 = inductor_vec_mask_cast<int32_t,1>(tmp45);
                                    auto tmp48 = tmp46 | tmp47;
                                    auto tmp49 = static_cast<int64_t>(2);
                                    auto tmp50 = at::vec::VectorizedN<int64_t,2>(tmp49);
                                    auto tmp51 = at::vec::VecMask<int64_t,2>(tmp34 < tmp50);
                                    auto tmp52 = inductor_vec_mask_cast<int32_t,1>(tmp48);
                                    auto tmp53 = inductor_vec_mask_cast<int32_t,1>(tmp51);
                                    auto tmp54 = tmp52 & tmp53;
                                    auto tmp55 = inductor_vec_mask_cast<int32_t,1>(tmp42);
                                    auto tmp56 = inductor_vec_mask_cast<int32_t,1>(tmp54);
                                    auto tmp57 = tmp55 | tmp56;
                                    auto tmp58 = decltype(tmp31)::blendv(tmp3, tmp31, inductor_vec_mask_cast<float,1>(tmp57));
                                    auto tmp59 = decltype(tmp34)::blendv(tmp50, tmp34, inductor_vec_mask_cast<int64_t,2>(tmp57));
                                    auto tmp60 = at::vec::VecMask<float,1>(tmp58 > tmp5);
                                    auto tmp61 = at::vec::VecMask<float,1>(tmp58 == tmp5);
                                    auto tmp62 = at::vec::VecMask<float,1>(tmp58 != tmp58);
                                    auto tmp63 = at::vec::VecMask<float,1>(tmp5 != tmp5);
                                    auto tmp64 = (tmp62 > tmp63);
                                    auto tmp65 = inductor_vec_mask_cast<int32_t,1>(tmp60);
                                    auto tmp66 = inductor_vec_mask_cast<int32_t,1>(tmp64);
                                    auto tmp67 = tmp65 | tmp66;
                                    auto tmp68 = inductor_vec_mask_cast<int32_t,1>(tmp62);
                                    auto tmp69 = inductor_vec_mask_cast<int32_t,1>(tmp63);
                                    auto tmp70 = tmp68 & tmp69;
                                    auto tmp71 = inductor_vec_mask_cast<int32_t,1>(tmp61);
                                    auto tmp72 = inductor_vec_mask_cast<int32_t,1>(tmp70);
                                    auto tmp73 = tmp71 | tmp72;
                                    auto tmp74 = static_cast<int64_t>(3);
                                    auto tmp75 = at::vec::VectorizedN<int64_t,2>(tmp74);
                                    auto tmp76 = at::vec::VecMask<int64_t,2>(tmp59 < tmp75);
                                    auto tmp77 = inductor_vec_mask_cast<int32_t,1>(tmp73);
                                    auto tmp78 = inductor_vec_mask_cast<int32_t,1>(tmp76);
                                    auto tmp79 = tmp77 & tmp78;
                                    auto tmp80 = inductor_vec_mask_cast<int32_t,1>(tmp67);
                                    auto tmp81 = inductor_vec_mask_cast<int32_t,1>(tmp79);
                                    auto tmp82 = tmp80 | tmp81;
                                    auto tmp83 = decltype(tmp58)::blendv(tmp5, tmp58, inductor_vec_mask_cast<float,1>(tmp82));
                                    auto tmp84 = decltype(tmp59)::blendv(tmp75, tmp59, inductor_vec_mask_cast<int64_t,2>(tmp82));
                                    auto tmp85 = at::vec::convert<int8_t,1,int64_t,2>(tmp84);
                                    tmp6.store(out_ptr2 + static_cast<int64_t>(x3 + 16L*x2 + 16L*x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))));
                                    tmp85.store(out_ptr3 + static_cast<int64_t>(x3 + 16L*x2 + 16L*x1*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L))) + 16L*x0*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)))*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(4L)))), static_cast<int64_t>(16));
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
        if(nargs != 7) [[unlikely]]
            throw std::runtime_error("requires 7 args");
        kernel(parse_arg<float*>(args, 0), parse_arg<float*>(args, 1), parse_arg<float*>(args, 2), parse_arg<float*>(args, 3), parse_arg<int8_t*>(args, 4), parse_arg<int64_t>(args, 5), parse_arg<int64_t>(args, 6)); Py_RETURN_NONE;
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
