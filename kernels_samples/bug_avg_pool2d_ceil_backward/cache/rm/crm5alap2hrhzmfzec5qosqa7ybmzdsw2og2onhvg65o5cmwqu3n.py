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


cpp_fused_avg_pool2d_0 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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
        primals_1, = args
        args.clear()
        assert_size_stride(primals_1, (3, 5, 7), (35, 7, 1), 'input')
        buf0 = empty_strided_cpu((3, 3, 4), (12, 4, 1), torch.float32)
        cpp_fused_avg_pool2d_0(primals_1, buf0)
        return (buf0, primals_1, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((3, 5, 7), (35, 7, 1), device='cpu', dtype=torch.float32)
    return [primals_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
