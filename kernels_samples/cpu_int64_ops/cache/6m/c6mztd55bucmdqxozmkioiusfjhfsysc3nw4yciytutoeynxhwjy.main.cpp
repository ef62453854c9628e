
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const int64_t* in_ptr1,
                       int64_t* out_ptr0,
                       int64_t* out_ptr1,
                       int64_t* out_ptr2,
                       int64_t* out_ptr3,
                       int64_t* out_ptr4,
                       int64_t* out_ptr5,
                       const int64_t ks0,
                       const int64_t ks1)
{
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0*ks1); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))))))
                {
                    auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp2 = decltype(tmp0)::blendv(tmp0 / tmp1, tmp0 / tmp1 - decltype(tmp0)(1), (tmp0 % tmp1 != decltype(tmp0)(0)) & ((tmp0 < decltype(tmp0)(0)) != (tmp1 < decltype(tmp0)(0))));
                    auto tmp3 = tmp0 - (decltype(tmp0)::blendv(tmp0 / tmp1, tmp0 / tmp1 - decltype(tmp0)(1), (tmp0 % tmp1 != decltype(tmp0)(0)) & ((tmp0 < decltype(tmp0)(0)) != (tmp1 < decltype(tmp0)(0))))) * tmp1;
                    auto tmp4 = static_cast<int64_t>(3);
                    auto tmp5 = at::vec::VectorizedN<int64_t,2>(tmp4);
                    auto tmp6 = tmp0 << tmp5;
                    auto tmp7 = static_cast<int64_t>(255);
                    auto tmp8 = at::vec::VectorizedN<int64_t,2>(tmp7);
                    auto tmp9 = tmp1 & tmp8;
                    auto tmp10 = tmp6 ^ tmp9;
                    auto tmp11 = static_cast<int64_t>(1);
                    auto tmp12 = at::vec::VectorizedN<int64_t,2>(tmp11);
                    auto tmp13 = tmp0 >> tmp12;
                    auto tmp14 = tmp10 | tmp13;
                    auto tmp15 = at::vec::convert<int32_t,1,int64_t,2>(tmp0);
                    auto tmp16 = static_cast<int32_t>(7);
                    auto tmp17 = at::vec::Vectorized<int32_t>(tmp16);
                    auto tmp18 = tmp15 * tmp17;
                    auto tmp19 = static_cast<int32_t>(1);
                    auto tmp20 = at::vec::Vectorized<int32_t>(tmp19);
                    auto tmp21 = tmp18 + tmp20;
                    auto tmp22 = at::vec::convert<int64_t,2,int32_t,1>(tmp21);
                    tmp2.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    tmp3.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    tmp14.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    tmp22.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L)))) && x0 < static_cast<int64_t>(ks0*ks1)))
                {
                    auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                    auto tmp1 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                    auto tmp2 = decltype(tmp0)::blendv(tmp0 / tmp1, tmp0 / tmp1 - decltype(tmp0)(1), (tmp0 % tmp1 != decltype(tmp0)(0)) & ((tmp0 < decltype(tmp0)(0)) != (tmp1 < decltype(tmp0)(0))));
                    auto tmp3 = tmp0 - (decltype(tmp0)::blendv(tmp0 / tmp1, tmp0 / tmp1 - decltype(tmp0)(1), (tmp0 % tmp1 != decltype(tmp0)(0)) & ((tmp0 < decltype(tmp0)(0)) != (tmp1 < decltype(tmp0)(0))))) * tmp1;
                    auto tmp4 = static_cast<int64_t>(3);
                    auto tmp5 = at::vec::VectorizedN<int64_t,2>(tmp4);
                    auto tmp6 = tmp0 << tmp5;
                    auto tmp7 = static_cast<int64_t>(255);
                    auto tmp8 = at::vec::VectorizedN<int64_t,2>(tmp7);
                    auto tmp9 = tmp1 & tmp8;
                    auto tmp10 = tmp6 ^ tmp9;
                    auto tmp11 = static_cast<int64_t>(1);
                    auto tmp12 = at::vec::VectorizedN<int64_t,2>(tmp11);
                    auto tmp13 = tmp0 >> tmp12;
                    auto tmp14 = tmp10 | tmp13;
                    auto tmp15 = at::vec::convert<int32_t,1,int64_t,2>(tmp0);
                    auto tmp16 = static_cast<int32_t>(7);
                    auto tmp17 = at::vec::Vectorized<int32_t>(tmp16);
                    auto tmp18 = tmp15 * tmp17;
                    auto tmp19 = static_cast<int32_t>(1);
                    auto tmp20 = at::vec::Vectorized<int32_t>(tmp19);
                    auto tmp21 = tmp18 + tmp20;
                    auto tmp22 = at::vec::convert<int64_t,2,int32_t,1>(tmp21);
                    tmp2.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                    tmp3.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                    tmp14.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                    tmp22.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
        {
            {
                int64_t tmp_acc0 = 0;
                at::vec::VectorizedN<int64_t,2> tmp_acc0_vec = at::vec::VectorizedN<int64_t,2>(0);
                IndexValue<int64_t> tmp_acc1 = IndexValue<int64_t>{0, std::numeric_limits<int64_t>::min()};
                IndexValueVec<int64_t, 2, 2> tmp_acc1_vec = IndexValueVec<int64_t, 2, 2>(std::numeric_limits<int64_t>::min());
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks1); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L))))))
                        {
                            auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(x1 + ks1*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x1 + ks1*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::VecMask<int64_t,2>(tmp0 > tmp1);
                            auto tmp3 = decltype(tmp0)::blendv(tmp1, tmp0, tmp2.template cast<int64_t,2>());
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                            tmp_acc1_vec = argmax_combine_vec<int64_t, 2, 2, true>(tmp_acc1_vec, tmp0, x1);
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))) && x1 < static_cast<int64_t>(ks1)))
                        {
                            auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(x1 + ks1*x0), static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
                            auto tmp1 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x1 + ks1*x0), static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
                            auto tmp2 = at::vec::VecMask<int64_t,2>(tmp0 > tmp1);
                            auto tmp3 = decltype(tmp0)::blendv(tmp1, tmp0, tmp2.template cast<int64_t,2>());
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp3, static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
                            tmp_acc1_vec = argmax_combine_vec<int64_t, 2, 2, true>(tmp_acc1_vec, tmp0, x1, static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<int64_t, 2>([](at::vec::Vectorized<int64_t>& x, at::vec::Vectorized<int64_t>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr4[static_cast<int64_t>(x0)] = static_cast<int64_t>(tmp_acc0);
                tmp_acc1 = argmax_combine(tmp_acc1, argmax_vec_reduce_all(tmp_acc1_vec));
                out_ptr5[static_cast<int64_t>(x0)] = static_cast<int64_t>(tmp_acc1.index);
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
        if(unlikely(PyTuple_GET_SIZE(args) != 10))
            throw std::runtime_error("requires 10 args");
        kernel(parse_arg<int64_t*>(args, 0), parse_arg<int64_t*>(args, 1), parse_arg<int64_t*>(args, 2), parse_arg<int64_t*>(args, 3), parse_arg<int64_t*>(args, 4), parse_arg<int64_t*>(args, 5), parse_arg<int64_t*>(args, 6), parse_arg<int64_t*>(args, 7), parse_arg<int64_t>(args, 8), parse_arg<int64_t>(args, 9)); Py_RETURN_NONE;
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
