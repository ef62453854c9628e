# AOT ID: ['0_forward']
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
from torch._inductor.runtime.runtime_utils import assert_tensor_metadata

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


cpp_fused_cat_constant_pad_nd_native_layer_norm_split_sum_tril_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        {
            float tmp_acc0 = 0;
            at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(288L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        tmp_acc0_vec = tmp_acc0_vec + tmp0;
                    }
                }
            }
            tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
            out_ptr0[static_cast<int64_t>(0L)] = static_cast<float>(tmp_acc0);
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(9L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(7L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(1)))
                        {
                            for (int64_t x2_tail = static_cast<int64_t>(0L);x2_tail < static_cast<int64_t>(7L); x2_tail++)
                            {
                                auto tmp4 = in_ptr1[static_cast<int64_t>(x2_tail + 7L*x1 + 14L*x0)];
                                auto tmp0 = x2_tail + ((-1L)*x1);
                                auto tmp1 = c10::convert<int64_t>(tmp0);
                                auto tmp2 = static_cast<int64_t>(0);
                                auto tmp3 = tmp1 <= tmp2;
                                auto tmp5 = static_cast<float>(0.0);
                                auto tmp6 = tmp3 ? tmp4 : tmp5;
                                out_ptr1[static_cast<int64_t>(x2_tail + 7L*x1 + 14L*x0)] = tmp6;
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(6L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                        {
                            auto tmp0 = (-1L) + x1;
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = static_cast<int64_t>(0);
                            auto tmp3 = tmp1 >= tmp2;
                            auto tmp4 = static_cast<int64_t>(3);
                            auto tmp5 = tmp1 < tmp4;
                            auto tmp6 = (-1L) + x2;
                            auto tmp7 = c10::convert<int64_t>(tmp6);
                            auto tmp8 = at::vec::VectorizedN<int64_t,2>::arange(tmp7, 1);
                            auto tmp9 = at::vec::VectorizedN<int64_t,2>(tmp2);
                            auto tmp10 = at::vec::VecMask<int64_t,2>(tmp8 >= tmp9);
                            auto tmp11 = tmp3 & tmp5;
                            auto tmp12 = at::vec::VecMask<float,1>::from(tmp11);
                            auto tmp13 = tmp12 & tmp10;
                            auto tmp14 = [&]
                            {
                                auto tmp15 = inductor_vec_mask_cast<float,1>(tmp13).template loadu<float,1>(in_ptr0 + static_cast<int64_t>((-9L) + x2 + 8L*x1 + 24L*x0));
                                return tmp15;
                            }
                            ;
                            auto tmp18 =
                            [&]
                            {
                                if (tmp13.all_zero())
                                {
                                    return at::vec::Vectorized<float>(static_cast<float>(0.0));
                                }
                                else
                                {
                                    auto tmp16 = tmp14();
                                    auto tmp17 = at::vec::Vectorized<float>(static_cast<float>(0.0));
                                    return decltype(tmp16)::blendv(tmp17, tmp16, inductor_vec_mask_cast<float,1>(tmp13));
                                }
                            }
                            ()
                            ;
                            tmp18.store(out_ptr2 + static_cast<int64_t>(x2 + 9L*x1 + 54L*x0), static_cast<int64_t>(9L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(66L); x1+=static_cast<int64_t>(1L))
            {
                {
                    {
                        auto tmp0 = in_ptr2[static_cast<int64_t>(264L + 2L*x1 + 396L*x0)];
                        auto tmp1 = in_ptr2[static_cast<int64_t>(265L + 2L*x1 + 396L*x0)];
                        auto tmp2 = float(tmp0 + tmp1);
                        auto tmp3 = static_cast<float>(2.0);
                        auto tmp4 = tmp2 / tmp3;
                        out_ptr3[static_cast<int64_t>(x1 + 66L*x0)] = tmp4;
                    }
                }
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(264L + x2 + 2L*x1 + 396L*x0), static_cast<int64_t>(2L));
                            auto tmp1 = out_ptr3[static_cast<int64_t>(x1 + 66L*x0)];
                            auto tmp4 = in_ptr2[static_cast<int64_t>(264L + 2L*x1 + 396L*x0)];
                            auto tmp7 = in_ptr2[static_cast<int64_t>(265L + 2L*x1 + 396L*x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp5 = float(tmp4 - tmp1);
                            auto tmp6 = float(tmp5 * tmp5);
                            auto tmp8 = float(tmp7 - tmp1);
                            auto tmp9 = float(tmp8 * tmp8);
                            auto tmp10 = float(tmp6 + tmp9);
                            auto tmp11 = static_cast<float>(2.0);
                            auto tmp12 = tmp10 / tmp11;
                            auto tmp13 = static_cast<float>(1e-05);
                            auto tmp14 = float(tmp12 + tmp13);
                            auto tmp15 = 1 / std::sqrt(tmp14);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp3 * tmp16;
                            tmp17.store(out_ptr4 + static_cast<int64_t>(x2 + 2L*x1 + 132L*x0), static_cast<int64_t>(2L));
                        }
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(6L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(132L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(264L + x2 + 396L*x1), static_cast<int64_t>(16));
                                tmp0.store(out_ptr5 + static_cast<int64_t>(x2 + 132L*x1 + 792L*x0));
                            }
                            if(C10_UNLIKELY(x2 >= static_cast<int64_t>(128L) && x2 < static_cast<int64_t>(132L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(264L + x2 + 396L*x1), static_cast<int64_t>(4L));
                                tmp0.store(out_ptr5 + static_cast<int64_t>(x2 + 132L*x1 + 792L*x0), static_cast<int64_t>(4L));
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
        primals_1, primals_2, primals_3 = args
        args.clear()
        assert_size_stride(primals_1, (6, 33, 6, 7), (1386, 42, 7, 1), 'input')
        # Topologically Sorted Source Nodes: [topk], Original ATen: [aten.topk]
        buf0 = torch.ops.aten.topk.default(primals_1, 2, -1, True, True)
        del primals_1
        buf1 = buf0[0]
        assert_tensor_metadata(buf1, (6, 33, 6, 2), (396, 12, 2, 1), torch.float32, 'torch.ops.aten.topk.default')
        # buffer buf1 (op: torch.ops.aten.topk.default) is assumed to be not aligned
        buf2 = buf0[1]
        assert_tensor_metadata(buf2, (6, 33, 6, 2), (396, 12, 2, 1), torch.int64, 'torch.ops.aten.topk.default')
        # buffer buf2 (op: torch.ops.aten.topk.default) is assumed to be not aligned
        del buf0
        assert_size_stride(primals_2, (12, 3, 8), (24, 8, 1), 'input')
        buf3 = empty_strided_cpu((), (), torch.float32)
        assert_size_stride(primals_3, (1, 9, 2, 7), (126, 14, 7, 1), 'input')
        buf4 = empty_strided_cpu((1, 9, 2, 7), (126, 14, 7, 1), torch.float32)
        buf5 = empty_strided_cpu((12, 6, 9), (54, 9, 1), torch.float32)
        buf6 = empty_strided_cpu((6, 11, 6, 1), (66, 6, 1, 396), torch.float32)
        buf7 = empty_strided_cpu((6, 11, 6, 2), (132, 12, 2, 1), torch.float32)
        buf8 = empty_strided_cpu((2, 6, 11, 6, 2), (792, 132, 12, 2, 1), torch.float32)
        cpp_fused_cat_constant_pad_nd_native_layer_norm_split_sum_tril_0(primals_2, primals_3, buf1, buf3, buf4, buf5, buf6, buf7, buf8)
        del buf6
        del primals_2
        del primals_3
        return (buf3, buf4, buf5, buf7, reinterpret_tensor(buf1, (2, 11, 6, 6), (1, 12, 2, 396), 264), reinterpret_tensor(buf8, (12, 11, 6, 2), (132, 12, 2, 1), 0), buf2, reinterpret_tensor(buf1, (6, 11, 6, 2), (396, 12, 2, 1), 264), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((6, 33, 6, 7), (1386, 42, 7, 1), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((12, 3, 8), (24, 8, 1), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((1, 9, 2, 7), (126, 14, 7, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_3]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
