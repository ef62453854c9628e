# AOT ID: ['14_backward']
from ctypes import c_void_p, c_long, c_int
import torch
import math
import random
import os
import tempfile
from math import inf, nan
from cmath import nanj
from torch._inductor.hooks import run_intermediate_hooks
from torch._inductor.utils import maybe_profile
from torch._inductor.codegen.memory_planning import _align as align
from torch import device, empty_strided
from torch._inductor.async_compile import AsyncCompile
from torch._inductor.select_algorithm import extern_kernels

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_size_stride_grouped = torch._C._dynamo.guards.assert_size_stride_grouped
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cpu_pinned = torch._C._dynamo.guards._empty_strided_cpu_pinned
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
empty_strided_mtia = torch._C._dynamo.guards._empty_strided_mtia
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p


cpp_fused__to_copy_add_div_embedding_dense_backward_mul_sum_view_0 = async_compile.cpp_pybinding(['const int64_t*', 'const at::BFloat16*', 'const bool*', 'const at::BFloat16*', 'float*', 'int64_t*', 'float*', 'const int64_t', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const bool* in_ptr2,
                       const at::BFloat16* in_ptr3,
                       float* out_ptr0,
                       int64_t* out_ptr1,
                       float* out_ptr2,
                       const int64_t ks0,
                       const int64_t ks1,
                       const int64_t ks2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0*ks1); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))))))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L)))) && x0 < static_cast<int64_t>(ks0*ks1)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(7L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks1); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L))))))
                    {
                        auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp19 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1 + ks1*x0), static_cast<int64_t>(16));
                        auto tmp1 = (-1L) + ks0;
                        auto tmp2 = c10::convert<int64_t>(tmp1);
                        auto tmp3 = min_propagate_nan(tmp2, tmp0);
                        auto tmp4 = (-1L)*ks0;
                        auto tmp5 = c10::convert<int64_t>(tmp4);
                        auto tmp6 = max_propagate_nan(tmp5, tmp3);
                        auto tmp7 = ks0;
                        auto tmp8 = c10::convert<int64_t>(tmp7);
                        auto tmp9 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp6) + static_cast<std::make_unsigned_t<int64_t>>(tmp8));
                        auto tmp10 = tmp6 < 0;
                        auto tmp11 = tmp10 ? tmp9 : tmp6;
                        auto tmp12 = static_cast<int64_t>(0);
                        auto tmp13 = tmp0 >= tmp12;
                        auto tmp14 = tmp0 < tmp8;
                        auto tmp15 = decltype(tmp13)(tmp13 & tmp14);
                        auto tmp16 = static_cast<int64_t>(-1);
                        auto tmp17 = tmp0 != tmp16;
                        auto tmp18 = decltype(tmp15)(tmp15 & tmp17);
                        auto tmp20 = at::vec::convert<float>(tmp19);
                        auto tmp21 = static_cast<float>(0.0);
                        auto tmp22 = at::vec::VecMask<float,1>::from(tmp18);
                        auto tmp23 = at::vec::Vectorized<float>(tmp21);
                        auto tmp24 = decltype(tmp20)::blendv(tmp23, tmp20, inductor_vec_mask_cast<float,1>(tmp22));
                        auto tmp25 = x1 + ks1*tmp11;
                        auto tmp26 = c10::convert<int64_t>(tmp25);
                        auto tmp27 = at::vec::VectorizedN<int64_t,2>::arange(tmp26, 1);
                        atomic_add_vec<float, 2, 1>(out_ptr0, tmp27, tmp24);
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))) && x1 < static_cast<int64_t>(ks1)))
                    {
                        auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp19 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1 + ks1*x0), static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
                        auto tmp1 = (-1L) + ks0;
                        auto tmp2 = c10::convert<int64_t>(tmp1);
                        auto tmp3 = min_propagate_nan(tmp2, tmp0);
                        auto tmp4 = (-1L)*ks0;
                        auto tmp5 = c10::convert<int64_t>(tmp4);
                        auto tmp6 = max_propagate_nan(tmp5, tmp3);
                        auto tmp7 = ks0;
                        auto tmp8 = c10::convert<int64_t>(tmp7);
                        auto tmp9 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp6) + static_cast<std::make_unsigned_t<int64_t>>(tmp8));
                        auto tmp10 = tmp6 < 0;
                        auto tmp11 = tmp10 ? tmp9 : tmp6;
                        auto tmp12 = static_cast<int64_t>(0);
                        auto tmp13 = tmp0 >= tmp12;
                        auto tmp14 = tmp0 < tmp8;
                        auto tmp15 = decltype(tmp13)(tmp13 & tmp14);
                        auto tmp16 = static_cast<int64_t>(-1);
                        auto tmp17 = tmp0 != tmp16;
                        auto tmp18 = decltype(tmp15)(tmp15 & tmp17);
                        auto tmp20 = at::vec::convert<float>(tmp19);
                        auto tmp21 = static_cast<float>(0.0);
                        auto tmp22 = at::vec::VecMask<float,1>::from(tmp18);
                        auto tmp23 = at::vec::Vectorized<float>(tmp21);
                        auto tmp24 = decltype(tmp20)::blendv(tmp23, tmp20, inductor_vec_mask_cast<float,1>(tmp22));
                        auto tmp25 = x1 + ks1*tmp11;
                        auto tmp26 = c10::convert<int64_t>(tmp25);
                        auto tmp27 = at::vec::VectorizedN<int64_t,2>::arange(tmp26, 1);
                        atomic_add_vec<float, 2, 1>(out_ptr0, tmp27, tmp24, static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0*ks1); x0+=static_cast<int64_t>(16L))
            {
                {
                    int64_t tmp_acc0 = 0;
                    at::vec::VectorizedN<int64_t,2> tmp_acc0_vec = at::vec::VectorizedN<int64_t,2>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks2); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))))))
                            {
                                auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr2 + static_cast<int64_t>(x0 + ks0*ks1*x1), static_cast<int64_t>(16));
                                auto tmp1 = tmp0.to<int64_t,2>();
                                tmp_acc0_vec = tmp_acc0_vec + tmp1;
                            }
                            if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L)))) && x0 < static_cast<int64_t>(ks0*ks1)))
                            {
                                auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr2 + static_cast<int64_t>(x0 + ks0*ks1*x1), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                                auto tmp1 = tmp0.to<int64_t,2>();
                                tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp1, static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))))))
                    {
                        tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L)))) && x0 < static_cast<int64_t>(ks0*ks1)))
                    {
                        tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks2); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks0*ks1); x1+=static_cast<int64_t>(32L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(32L))))))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(32));
                            auto tmp3 = at::vec::VectorizedN<float,2>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(32));
                            auto tmp9 = at::vec::VectorizedN<int64_t,4>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(32));
                            auto tmp12 = at::vec::VecMask<float,2>::from(in_ptr2 + static_cast<int64_t>(x1 + ks0*ks1*x0), static_cast<int64_t>(32));
                            auto tmp1 = (tmp0);
                            auto tmp2 = at::vec::convert<float,2,at::BFloat16,1>(tmp1);
                            auto tmp4 = at::vec::convert<at::BFloat16,1,float,2>(tmp3);
                            auto tmp5 = at::vec::convert<float,2,at::BFloat16,1>(tmp4);
                            auto tmp6 = tmp2 + tmp5;
                            auto tmp7 = at::vec::convert<at::BFloat16,1,float,2>(tmp6);
                            auto tmp8 = at::vec::convert<float,2,at::BFloat16,1>(tmp7);
                            auto tmp10 = at::vec::convert<float,2,int64_t,4>(tmp9);
                            auto tmp11 = tmp8 / tmp10;
                            auto tmp13 = tmp12.to<float,2>();
                            auto tmp14 = tmp11 * tmp13;
                            tmp14.store(out_ptr2 + static_cast<int64_t>(x1 + ks0*ks1*x0));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(32L*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(32L)))) && x1 < static_cast<int64_t>(ks0*ks1)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>((-32L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(32L))) + ks0*ks1));
                            auto tmp3 = at::vec::VectorizedN<float,2>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>((-32L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(32L))) + ks0*ks1));
                            auto tmp9 = at::vec::VectorizedN<int64_t,4>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>((-32L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(32L))) + ks0*ks1));
                            auto tmp12 = at::vec::VecMask<float,2>::from(in_ptr2 + static_cast<int64_t>(x1 + ks0*ks1*x0), static_cast<int64_t>((-32L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(32L))) + ks0*ks1));
                            auto tmp1 = (tmp0);
                            auto tmp2 = at::vec::convert<float,2,at::BFloat16,1>(tmp1);
                            auto tmp4 = at::vec::convert<at::BFloat16,1,float,2>(tmp3);
                            auto tmp5 = at::vec::convert<float,2,at::BFloat16,1>(tmp4);
                            auto tmp6 = tmp2 + tmp5;
                            auto tmp7 = at::vec::convert<at::BFloat16,1,float,2>(tmp6);
                            auto tmp8 = at::vec::convert<float,2,at::BFloat16,1>(tmp7);
                            auto tmp10 = at::vec::convert<float,2,int64_t,4>(tmp9);
                            auto tmp11 = tmp8 / tmp10;
                            auto tmp13 = tmp12.to<float,2>();
                            auto tmp14 = tmp11 * tmp13;
                            tmp14.store(out_ptr2 + static_cast<int64_t>(x1 + ks0*ks1*x0), static_cast<int64_t>((-32L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(32L))) + ks0*ks1));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        primals_2, primals_3, primals_1, remainder, eq, tangents_1, tangents_2 = args
        args.clear()
        s0 = primals_2
        s71 = primals_3
        s6 = primals_1
        buf0 = empty_strided_cpu((s0, s71), (s71, 1), torch.float32)
        assert_size_stride_grouped((remainder, tangents_1), ((7, ), (7, s71)), ((1, ), (s71, 1)), 'input')
        assert_size_stride(eq, (s6, s0, s71), (s0*s71, s71, 1), 'input')
        buf2 = empty_strided_cpu((1, s0, s71), (s0*s71, s71, 1), torch.int64)
        assert_size_stride(tangents_2, (s0, s71), (s71, 1), 'input')
        buf3 = empty_strided_cpu((s6, s0, s71), (s0*s71, s71, 1), torch.float32)
        cpp_fused__to_copy_add_div_embedding_dense_backward_mul_sum_view_0(remainder, tangents_1, eq, tangents_2, buf0, buf2, buf3, s0, s71, s6)
        del buf0
        del buf2
        del eq
        del remainder
        del tangents_1
        del tangents_2
        return (None, None, None, buf3, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_2 = 17
    primals_3 = 31
    primals_1 = 5
    remainder = rand_strided((7, ), (1, ), device='cpu', dtype=torch.int64)
    eq = rand_strided((5, 17, 31), (527, 31, 1), device='cpu', dtype=torch.bool)
    tangents_1 = rand_strided((7, 31), (31, 1), device='cpu', dtype=torch.bfloat16)
    tangents_2 = rand_strided((17, 31), (31, 1), device='cpu', dtype=torch.bfloat16)
    return [primals_2, primals_3, primals_1, remainder, eq, tangents_1, tangents_2]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
