# AOT ID: ['0_inference']
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


cpp_fused_native_layer_norm_var_var_mean_0 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7)
{
    auto out_ptr1 = in_out_ptr0;
    auto out_ptr2 = in_out_ptr1;
    auto out_ptr4 = in_out_ptr2;
    #pragma omp parallel num_threads(16)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6L); x0+=static_cast<int64_t>(1L))
            {
                {
                    Welford<float> tmp_acc0 = Welford<float>();
                    Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(2053L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(128L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(1L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2053L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(2048L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 2053L*x0), static_cast<int64_t>(16));
                                tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(2048L) && x1 < static_cast<int64_t>(2053L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 2053L*x0), static_cast<int64_t>(5L));
                                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, tmp0, static_cast<int64_t>(5L), &masked_welford_helper0);
                            }
                        }
                    }
                    tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                    masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                    tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(masked_tmp_acc0_vec));
                    tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(tmp_acc0_vec));
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.mean);
                    in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.m2);
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(6L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(6L));
                            auto tmp1 = static_cast<float>(2052.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(6L));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(129L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        Welford<float> tmp_acc0 = Welford<float>();
                        Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                        Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                        static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(31L));
                        static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(31L));
                        static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(31L));
                        for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(31L); x1+=static_cast<int64_t>(1L))
                        {
                            {
                                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 129L*x1), static_cast<int64_t>(16));
                                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                                }
                                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(128L) && x0 < static_cast<int64_t>(129L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 129L*x1), static_cast<int64_t>(1L));
                                    masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, tmp0, static_cast<int64_t>(1L), &masked_welford_helper0);
                                }
                            }
                        }
                        tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                        tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                        masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                            tmp_acc0_vec.m2.store(out_ptr2 + static_cast<int64_t>(x0));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(128L) && x0 < static_cast<int64_t>(129L)))
                        {
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                            tmp_acc0_vec.m2.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(1L));
                        }
                    }
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(30.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(128L) && x0 < static_cast<int64_t>(129L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(1L));
                            auto tmp1 = static_cast<float>(30.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(1L));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                #pragma GCC ivdep
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(31L); x0+=static_cast<int64_t>(1L))
                {
                    {
                        Welford<float> tmp_acc0 = Welford<float>();
                        Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                        Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                        static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(129L));
                        static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(8L));
                        static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(1L));
                        for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(129L); x1+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 129L*x0), static_cast<int64_t>(16));
                                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                                }
                                if(C10_UNLIKELY(x1 >= static_cast<int64_t>(128L) && x1 < static_cast<int64_t>(129L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 129L*x0), static_cast<int64_t>(1L));
                                    masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, tmp0, static_cast<int64_t>(1L), &masked_welford_helper0);
                                }
                            }
                        }
                        tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                        tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                        masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                        tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(masked_tmp_acc0_vec));
                        tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(tmp_acc0_vec));
                        out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.mean);
                        in_out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.m2);
                        out_ptr5[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.mean);
                        out_ptr6[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.m2);
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                #pragma GCC ivdep
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(31L); x0+=static_cast<int64_t>(1L))
                {
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(129L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 129L*x0), static_cast<int64_t>(16));
                                auto tmp1 = out_ptr5[static_cast<int64_t>(x0)];
                                auto tmp4 = out_ptr6[static_cast<int64_t>(x0)];
                                auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 - tmp2;
                                auto tmp5 = static_cast<float>(129.0);
                                auto tmp6 = tmp4 / tmp5;
                                auto tmp7 = static_cast<float>(1e-05);
                                auto tmp8 = float(tmp6 + tmp7);
                                auto tmp9 = 1 / std::sqrt(tmp8);
                                auto tmp10 = at::vec::Vectorized<float>(tmp9);
                                auto tmp11 = tmp3 * tmp10;
                                auto tmp13 = tmp11 * tmp12;
                                auto tmp15 = tmp13 + tmp14;
                                tmp15.store(out_ptr7 + static_cast<int64_t>(x1 + 129L*x0));
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(128L) && x1 < static_cast<int64_t>(129L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 129L*x0), static_cast<int64_t>(1L));
                                auto tmp1 = out_ptr5[static_cast<int64_t>(x0)];
                                auto tmp4 = out_ptr6[static_cast<int64_t>(x0)];
                                auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(1L));
                                auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(1L));
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 - tmp2;
                                auto tmp5 = static_cast<float>(129.0);
                                auto tmp6 = tmp4 / tmp5;
                                auto tmp7 = static_cast<float>(1e-05);
                                auto tmp8 = float(tmp6 + tmp7);
                                auto tmp9 = 1 / std::sqrt(tmp8);
                                auto tmp10 = at::vec::Vectorized<float>(tmp9);
                                auto tmp11 = tmp3 * tmp10;
                                auto tmp13 = tmp11 * tmp12;
                                auto tmp15 = tmp13 + tmp14;
                                tmp15.store(out_ptr7 + static_cast<int64_t>(x1 + 129L*x0), static_cast<int64_t>(1L));
                            }
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(31L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(128.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr2 + static_cast<int64_t>(x0));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L) && x0 < static_cast<int64_t>(31L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(15L));
                            auto tmp1 = static_cast<float>(128.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(15L));
                        }
                    }
                }
            }
        }
    }
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
        arg0_1, arg1_1, arg2_1, arg3_1 = args
        args.clear()
        assert_size_stride(arg0_1, (31, 129), (129, 1))
        assert_size_stride(arg1_1, (129, ), (1, ))
        assert_size_stride(arg2_1, (129, ), (1, ))
        assert_size_stride(arg3_1, (6, 2053), (2053, 1))
        buf7 = empty_strided_cpu((6, ), (1, ), torch.float32)
        buf8 = empty_strided_cpu((6, ), (1, ), torch.float32)
        buf10 = buf8; del buf8  # reuse
        buf13 = empty_strided_cpu((129, ), (1, ), torch.float32)
        buf15 = buf13; del buf13  # reuse
        buf0 = empty_strided_cpu((31, 1), (1, 1), torch.float32)
        buf1 = empty_strided_cpu((31, 1), (1, 31), torch.float32)
        buf4 = empty_strided_cpu((31, 1), (1, 31), torch.float32)
        buf5 = empty_strided_cpu((31, 1), (1, 31), torch.float32)
        buf11 = empty_strided_cpu((31, 129), (129, 1), torch.float32)
        buf3 = reinterpret_tensor(buf1, (31, 1), (1, 1), 0); del buf1  # reuse
        cpp_fused_native_layer_norm_var_var_mean_0(buf10, buf15, buf3, arg3_1, arg0_1, arg1_1, arg2_1, buf7, buf0, buf4, buf5, buf11)
        del arg0_1
        del arg1_1
        del arg2_1
        del arg3_1
        return (buf3, buf0, buf11, buf15, buf10, buf7, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((31, 129), (129, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((129, ), (1, ), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((129, ), (1, ), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((6, 2053), (2053, 1), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
