# AOT ID: ['74_forward']
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(31L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L)))
                    {
                        auto tmp0 = 2L*x1;
                        auto tmp1 = c10::convert<int64_t>(tmp0);
                        auto tmp2 = at::vec::VectorizedN<int64_t,2>::arange(tmp1, 2);
                        auto tmp3 = static_cast<int64_t>(0);
                        auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp3);
                        auto tmp5 = at::vec::VecMask<int64_t,2>(tmp2 >= tmp4);
                        auto tmp6 = static_cast<int64_t>(7);
                        auto tmp7 = at::vec::VectorizedN<int64_t,2>(tmp6);
                        auto tmp8 = at::vec::VecMask<int64_t,2>(tmp2 < tmp7);
                        auto tmp9 = tmp5 & tmp8;
                        auto tmp10 = tmp3 >= tmp3;
                        auto tmp11 = static_cast<int64_t>(2);
                        auto tmp12 = tmp3 < tmp11;
                        auto tmp13 = tmp10 & tmp12;
                        auto tmp14 = at::vec::VecMask<float,1>::from(tmp13);
                        auto tmp15 = tmp9 & tmp14;
                        auto tmp16 = [&]
                        {
                            auto tmp17 =
                            [&]
                            {
                                __at_align__ std::array<float, 16> tmpbuf;
                                #pragma GCC unroll 16
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                                {
                                    if (tmp15.is_masked(x1_inner))
                                    {
                                        tmpbuf[x1_inner] = in_ptr0[static_cast<int64_t>(4L*x1 + 4L*x1_inner + 14L*x0)];
                                    }
                                }
                                return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(4L));
                            }
                            ()
                            ;
                            return tmp17;
                        }
                        ;
                        auto tmp20 =
                        [&]
                        {
                            if (tmp15.all_zero())
                            {
                                return at::vec::Vectorized<float>(static_cast<float>(0.0));
                            }
                            else
                            {
                                auto tmp18 = tmp16();
                                auto tmp19 = at::vec::Vectorized<float>(static_cast<float>(0.0));
                                return decltype(tmp18)::blendv(tmp19, tmp18, inductor_vec_mask_cast<float,1>(tmp15));
                            }
                        }
                        ()
                        ;
                        auto tmp21 = static_cast<int64_t>(1);
                        auto tmp22 = tmp21 >= tmp3;
                        auto tmp23 = tmp21 < tmp11;
                        auto tmp24 = tmp22 & tmp23;
                        auto tmp25 = at::vec::VecMask<float,1>::from(tmp24);
                        auto tmp26 = tmp9 & tmp25;
                        auto tmp27 = [&]
                        {
                            auto tmp28 =
                            [&]
                            {
                                __at_align__ std::array<float, 16> tmpbuf;
                                #pragma GCC unroll 16
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                                {
                                    if (tmp26.is_masked(x1_inner))
                                    {
                                        tmpbuf[x1_inner] = in_ptr0[static_cast<int64_t>(1L + 4L*x1 + 4L*x1_inner + 14L*x0)];
                                    }
                                }
                                return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(4L));
                            }
                            ()
                            ;
                            return tmp28;
                        }
                        ;
                        auto tmp31 =
                        [&]
                        {
                            if (tmp26.all_zero())
                            {
                                return at::vec::Vectorized<float>(static_cast<float>(0.0));
                            }
                            else
                            {
                                auto tmp29 = tmp27();
                                auto tmp30 = at::vec::Vectorized<float>(static_cast<float>(0.0));
                                return decltype(tmp29)::blendv(tmp30, tmp29, inductor_vec_mask_cast<float,1>(tmp26));
                            }
                        }
                        ()
                        ;
                        auto tmp32 = tmp20 + tmp31;
                        auto tmp33 = 1L + 2L*x1;
                        auto tmp34 = c10::convert<int64_t>(tmp33);
                        auto tmp35 = at::vec::VectorizedN<int64_t,2>::arange(tmp34, 2);
                        auto tmp36 = at::vec::VecMask<int64_t,2>(tmp35 >= tmp4);
                        auto tmp37 = at::vec::VecMask<int64_t,2>(tmp35 < tmp7);
                        auto tmp38 = tmp36 & tmp37;
                        auto tmp39 = tmp38 & tmp14;
                        auto tmp40 = [&]
                        {
                            auto tmp41 =
                            [&]
                            {
                                __at_align__ std::array<float, 16> tmpbuf;
                                #pragma GCC unroll 16
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                                {
                                    if (tmp39.is_masked(x1_inner))
                                    {
                                        tmpbuf[x1_inner] = in_ptr0[static_cast<int64_t>(2L + 4L*x1 + 4L*x1_inner + 14L*x0)];
                                    }
                                }
                                return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(4L));
                            }
                            ()
                            ;
                            return tmp41;
                        }
                        ;
                        auto tmp44 =
                        [&]
                        {
                            if (tmp39.all_zero())
                            {
                                return at::vec::Vectorized<float>(static_cast<float>(0.0));
                            }
                            else
                            {
                                auto tmp42 = tmp40();
                                auto tmp43 = at::vec::Vectorized<float>(static_cast<float>(0.0));
                                return decltype(tmp42)::blendv(tmp43, tmp42, inductor_vec_mask_cast<float,1>(tmp39));
                            }
                        }
                        ()
                        ;
                        auto tmp45 = tmp32 + tmp44;
                        auto tmp46 = tmp38 & tmp25;
                        auto tmp47 = [&]
                        {
                            auto tmp48 =
                            [&]
                            {
                                __at_align__ std::array<float, 16> tmpbuf;
                                #pragma GCC unroll 16
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                                {
                                    if (tmp46.is_masked(x1_inner))
                                    {
                                        tmpbuf[x1_inner] = in_ptr0[static_cast<int64_t>(3L + 4L*x1 + 4L*x1_inner + 14L*x0)];
                                    }
                                }
                                return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(4L));
                            }
                            ()
                            ;
                            return tmp48;
                        }
                        ;
                        auto tmp51 =
                        [&]
                        {
                            if (tmp46.all_zero())
                            {
                                return at::vec::Vectorized<float>(static_cast<float>(0.0));
                            }
                            else
                            {
                                auto tmp49 = tmp47();
                                auto tmp50 = at::vec::Vectorized<float>(static_cast<float>(0.0));
                                return decltype(tmp49)::blendv(tmp50, tmp49, inductor_vec_mask_cast<float,1>(tmp46));
                            }
                        }
                        ()
                        ;
                        auto tmp52 = tmp45 + tmp51;
                        auto tmp53 =
                        [&]
                        {
                            __at_align__ std::array<int32_t, 16> tmpbuf;
                            #pragma GCC unroll 16
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                tmpbuf[x1_inner] = static_cast<int64_t>(((-4L)*x1) + ((-4L)*x1_inner) + 2L*std::min(static_cast<int64_t>(7L), static_cast<int64_t>(2L + 2L*x1 + 2L*x1_inner)));
                            }
                            return at::vec::Vectorized<int32_t>::loadu(tmpbuf.data(), static_cast<int64_t>(4L));
                        }
                        ()
                        ;
                        auto tmp54 = at::vec::convert<float>(tmp53);
                        auto tmp55 = tmp52 / tmp54;
                        tmp55.store(out_ptr0 + static_cast<int64_t>(x1 + 4L*x0), static_cast<int64_t>(4L));
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
        assert_size_stride(primals_1, (31, 7, 2), (14, 2, 1), 'input')
        buf0 = empty_strided_cpu((31, 4, 1), (4, 1, 1), torch.float32)
        cpp_fused_avg_pool2d_0(primals_1, buf0)
        return (buf0, primals_1, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((31, 7, 2), (14, 2, 1), device='cpu', dtype=torch.float32)
    return [primals_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
