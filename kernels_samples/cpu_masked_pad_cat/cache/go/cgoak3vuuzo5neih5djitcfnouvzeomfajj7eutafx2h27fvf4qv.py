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


cpp_fused_add_cat_clone_constant_pad_nd_reflection_pad1d_t_unsqueeze_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(129L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(7L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(7L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 7L*x0), static_cast<int64_t>(7L));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(7L));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(129L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(33L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 33L*x0), static_cast<int64_t>(16));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 40L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(32L) && x1 < static_cast<int64_t>(33L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 33L*x0), static_cast<int64_t>(1L));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(1L));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(33L); x0+=static_cast<int64_t>(16L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(129L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                        transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(in_ptr1 + static_cast<int64_t>(x0 + 33L*x1), static_cast<int64_t>(33L), tmp0, static_cast<int64_t>(16));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(16L*x0_inner), static_cast<int64_t>(16));
                            auto tmp2 = static_cast<float>(1.0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 + tmp3;
                            tmp4.store(out_ptr2 + static_cast<int64_t>(x1 + 129L*x0 + 129L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L) && x1 >= static_cast<int64_t>(128L) && x1 < static_cast<int64_t>(129L)))
                    {
                        alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                        transpose_mxn<float,static_cast<int64_t>(1L),static_cast<int64_t>(16),false>(in_ptr1 + static_cast<int64_t>(x0 + 33L*x1), static_cast<int64_t>(33L), tmp0, static_cast<int64_t>(1L));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                            auto tmp2 = static_cast<float>(1.0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 + tmp3;
                            tmp4.store(out_ptr2 + static_cast<int64_t>(x1 + 129L*x0 + 129L*x0_inner), static_cast<int64_t>(1L));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(33L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                        transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(1L),false>(in_ptr1 + static_cast<int64_t>(x0 + 33L*x1), static_cast<int64_t>(33L), tmp0, static_cast<int64_t>(16));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(1L); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(16L*x0_inner), static_cast<int64_t>(16));
                            auto tmp2 = static_cast<float>(1.0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 + tmp3;
                            tmp4.store(out_ptr2 + static_cast<int64_t>(x1 + 129L*x0 + 129L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(33L) && x1 >= static_cast<int64_t>(128L) && x1 < static_cast<int64_t>(129L)))
                    {
                        alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                        transpose_mxn<float,static_cast<int64_t>(1L),static_cast<int64_t>(1L),false>(in_ptr1 + static_cast<int64_t>(x0 + 33L*x1), static_cast<int64_t>(33L), tmp0, static_cast<int64_t>(1L));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(1L); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                            auto tmp2 = static_cast<float>(1.0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 + tmp3;
                            tmp4.store(out_ptr2 + static_cast<int64_t>(x1 + 129L*x0 + 129L*x0_inner), static_cast<int64_t>(1L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(129L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(37L); x1+=static_cast<int64_t>(1L))
            {
                {
                    {
                        auto tmp0 = in_ptr1[static_cast<int64_t>(32L + ((-1L)*std::abs((-32L) + std::abs((-2L) + x1))) + 33L*x0)];
                        out_ptr3[static_cast<int64_t>(x1 + 37L*x0)] = tmp0;
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(131L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(38L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = (-1L) + x0;
                        auto tmp1 = c10::convert<int64_t>(tmp0);
                        auto tmp2 = static_cast<int64_t>(0);
                        auto tmp3 = tmp1 >= tmp2;
                        auto tmp4 = static_cast<int64_t>(129);
                        auto tmp5 = tmp1 < tmp4;
                        auto tmp6 = (-3L) + x1;
                        auto tmp7 = c10::convert<int64_t>(tmp6);
                        auto tmp8 = at::vec::VectorizedN<int64_t,2>::arange(tmp7, 1);
                        auto tmp9 = at::vec::VectorizedN<int64_t,2>(tmp2);
                        auto tmp10 = at::vec::VecMask<int64_t,2>(tmp8 >= tmp9);
                        auto tmp11 = static_cast<int64_t>(33);
                        auto tmp12 = at::vec::VectorizedN<int64_t,2>(tmp11);
                        auto tmp13 = at::vec::VecMask<int64_t,2>(tmp8 < tmp12);
                        auto tmp14 = tmp3 & tmp5;
                        auto tmp15 = at::vec::VecMask<float,1>::from(tmp14);
                        auto tmp16 = tmp15 & tmp10;
                        auto tmp17 = tmp16 & tmp13;
                        auto tmp18 = [&]
                        {
                            auto tmp19 = tmp17.template cast<float,1>().template loadu<float,1>(in_ptr1 + static_cast<int64_t>((-36L) + x1 + 33L*x0));
                            return tmp19;
                        }
                        ;
                        auto tmp22 =
                        [&]
                        {
                            if (tmp17.all_zero())
                            {
                                return at::vec::Vectorized<float>(static_cast<float>(0.5));
                            }
                            else
                            {
                                auto tmp20 = tmp18();
                                auto tmp21 = at::vec::Vectorized<float>(static_cast<float>(0.5));
                                return decltype(tmp20)::blendv(tmp21, tmp20, tmp17.template cast<float,1>());
                            }
                        }
                        ()
                        ;
                        tmp22.store(out_ptr4 + static_cast<int64_t>(x1 + 38L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(32L) && x1 < static_cast<int64_t>(38L)))
                    {
                        auto tmp0 = (-1L) + x0;
                        auto tmp1 = c10::convert<int64_t>(tmp0);
                        auto tmp2 = static_cast<int64_t>(0);
                        auto tmp3 = tmp1 >= tmp2;
                        auto tmp4 = static_cast<int64_t>(129);
                        auto tmp5 = tmp1 < tmp4;
                        auto tmp6 = (-3L) + x1;
                        auto tmp7 = c10::convert<int64_t>(tmp6);
                        auto tmp8 = at::vec::VectorizedN<int64_t,2>::arange(tmp7, 1);
                        auto tmp9 = at::vec::VectorizedN<int64_t,2>(tmp2);
                        auto tmp10 = at::vec::VecMask<int64_t,2>(tmp8 >= tmp9);
                        auto tmp11 = static_cast<int64_t>(33);
                        auto tmp12 = at::vec::VectorizedN<int64_t,2>(tmp11);
                        auto tmp13 = at::vec::VecMask<int64_t,2>(tmp8 < tmp12);
                        auto tmp14 = tmp3 & tmp5;
                        auto tmp15 = at::vec::VecMask<float,1>::from(tmp14);
                        auto tmp16 = tmp15 & tmp10;
                        auto tmp17 = tmp16 & tmp13;
                        auto tmp18 = [&]
                        {
                            auto tmp19 = tmp17.template cast<float,1>().template loadu<float,1>(in_ptr1 + static_cast<int64_t>((-36L) + x1 + 33L*x0));
                            return tmp19;
                        }
                        ;
                        auto tmp22 =
                        [&]
                        {
                            if (tmp17.all_zero())
                            {
                                return at::vec::Vectorized<float>(static_cast<float>(0.5));
                            }
                            else
                            {
                                auto tmp20 = tmp18();
                                auto tmp21 = at::vec::Vectorized<float>(static_cast<float>(0.5));
                                return decltype(tmp20)::blendv(tmp21, tmp20, tmp17.template cast<float,1>());
                            }
                        }
                        ()
                        ;
                        tmp22.store(out_ptr4 + static_cast<int64_t>(x1 + 38L*x0), static_cast<int64_t>(6L));
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
        arg0_1, arg1_1 = args
        args.clear()
        assert_size_stride(arg0_1, (129, 33), (33, 1))
        assert_size_stride(arg1_1, (129, 7), (7, 1))
        buf4 = empty_strided_cpu((129, 40), (40, 1), torch.float32)
        buf3 = reinterpret_tensor(buf4, (129, 7), (40, 1), 33)  # alias
        buf2 = reinterpret_tensor(buf4, (129, 33), (40, 1), 0)  # alias
        buf5 = empty_strided_cpu((33, 129), (129, 1), torch.float32)
        buf1 = empty_strided_cpu((1, 129, 37), (4773, 37, 1), torch.float32)
        buf0 = empty_strided_cpu((131, 38), (38, 1), torch.float32)
        cpp_fused_add_cat_clone_constant_pad_nd_reflection_pad1d_t_unsqueeze_0(arg1_1, arg0_1, buf3, buf2, buf5, buf1, buf0)
        del arg0_1
        del arg1_1
        return (buf0, reinterpret_tensor(buf1, (129, 37), (37, 1), 0), buf4, buf5, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((129, 33), (33, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((129, 7), (7, 1), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
