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


cpp_fused_abs_gather_index_index_put_index_select_remainder_scatter_add_slice_zeros_0 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const int64_t*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const int64_t* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1480L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1472L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(1472L) && x0 < static_cast<int64_t>(1480L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(7L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(37L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp45 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 37L*x0), static_cast<int64_t>(16));
                        auto tmp1 = 65L;
                        auto tmp2 = c10::convert<int64_t>(tmp1);
                        auto tmp3 = int64_t(tmp0 + tmp2);
                        auto tmp4 = tmp0 < 0;
                        auto tmp5 = tmp4 ? tmp3 : tmp0;
                        auto tmp6 = tmp5;
                        auto tmp7 = c10::convert<int64_t>(tmp6);
                        TORCH_CHECK((0 <= tmp7) & (tmp7 < 65L), "index out of bounds: 0 <= tmp7 < 65L");
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 37L*tmp5), static_cast<int64_t>(16));
                        auto tmp10 = std::abs(tmp0);
                        auto tmp11 = static_cast<int64_t>(65);
                        auto tmp12 = mod(tmp10, tmp11);
                        auto tmp13 = static_cast<int32_t>(0);
                        auto tmp14 = tmp12 != tmp13;
                        auto tmp15 = std::signbit(tmp12);
                        auto tmp16 = std::signbit(tmp11);
                        auto tmp17 = tmp15 != tmp16;
                        auto tmp18 = tmp14 & tmp17;
                        auto tmp19 = int64_t(tmp12 + tmp11);
                        auto tmp20 = tmp18 ? tmp19 : tmp12;
                        auto tmp21 = int64_t(tmp20 + tmp2);
                        auto tmp22 = tmp20 < 0;
                        auto tmp23 = tmp22 ? tmp21 : tmp20;
                        auto tmp24 = tmp23;
                        auto tmp25 = c10::convert<int64_t>(tmp24);
                        TORCH_CHECK((0 <= tmp25) & (tmp25 < 65L), "index out of bounds: 0 <= tmp25 < 65L");
                        auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 37L*tmp23), static_cast<int64_t>(16));
                        auto tmp28 = static_cast<int64_t>(40);
                        auto tmp29 = mod(tmp10, tmp28);
                        auto tmp30 = tmp29 != tmp13;
                        auto tmp31 = std::signbit(tmp29);
                        auto tmp32 = std::signbit(tmp28);
                        auto tmp33 = tmp31 != tmp32;
                        auto tmp34 = tmp30 & tmp33;
                        auto tmp35 = int64_t(tmp29 + tmp28);
                        auto tmp36 = tmp34 ? tmp35 : tmp29;
                        auto tmp37 = 40L;
                        auto tmp38 = c10::convert<int64_t>(tmp37);
                        auto tmp39 = int64_t(tmp36 + tmp38);
                        auto tmp40 = tmp36 < 0;
                        auto tmp41 = tmp40 ? tmp39 : tmp36;
                        auto tmp42 = tmp41;
                        auto tmp43 = c10::convert<int64_t>(tmp42);
                        TORCH_CHECK((0 <= tmp43) & (tmp43 < 40L), "index out of bounds: 0 <= tmp43 < 40L");
                        auto tmp46 = x1 + 37L*tmp41;
                        auto tmp47 = c10::convert<int64_t>(tmp46);
                        auto tmp48 = at::vec::VectorizedN<int64_t,2>::arange(tmp47, 1);
                        tmp9.store(out_ptr1 + static_cast<int64_t>(x1 + 37L*x0));
                        tmp27.store(out_ptr2 + static_cast<int64_t>(x1 + 37L*x0));
                        atomic_add_vec<float, 2, 1>(out_ptr0, tmp48, tmp45);
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(32L) && x1 < static_cast<int64_t>(37L)))
                    {
                        auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp45 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 37L*x0), static_cast<int64_t>(5L));
                        auto tmp1 = 65L;
                        auto tmp2 = c10::convert<int64_t>(tmp1);
                        auto tmp3 = int64_t(tmp0 + tmp2);
                        auto tmp4 = tmp0 < 0;
                        auto tmp5 = tmp4 ? tmp3 : tmp0;
                        auto tmp6 = tmp5;
                        auto tmp7 = c10::convert<int64_t>(tmp6);
                        TORCH_CHECK((0 <= tmp7) & (tmp7 < 65L), "index out of bounds: 0 <= tmp7 < 65L");
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 37L*tmp5), static_cast<int64_t>(5L));
                        auto tmp10 = std::abs(tmp0);
                        auto tmp11 = static_cast<int64_t>(65);
                        auto tmp12 = mod(tmp10, tmp11);
                        auto tmp13 = static_cast<int32_t>(0);
                        auto tmp14 = tmp12 != tmp13;
                        auto tmp15 = std::signbit(tmp12);
                        auto tmp16 = std::signbit(tmp11);
                        auto tmp17 = tmp15 != tmp16;
                        auto tmp18 = tmp14 & tmp17;
                        auto tmp19 = int64_t(tmp12 + tmp11);
                        auto tmp20 = tmp18 ? tmp19 : tmp12;
                        auto tmp21 = int64_t(tmp20 + tmp2);
                        auto tmp22 = tmp20 < 0;
                        auto tmp23 = tmp22 ? tmp21 : tmp20;
                        auto tmp24 = tmp23;
                        auto tmp25 = c10::convert<int64_t>(tmp24);
                        TORCH_CHECK((0 <= tmp25) & (tmp25 < 65L), "index out of bounds: 0 <= tmp25 < 65L");
                        auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 37L*tmp23), static_cast<int64_t>(5L));
                        auto tmp28 = static_cast<int64_t>(40);
                        auto tmp29 = mod(tmp10, tmp28);
                        auto tmp30 = tmp29 != tmp13;
                        auto tmp31 = std::signbit(tmp29);
                        auto tmp32 = std::signbit(tmp28);
                        auto tmp33 = tmp31 != tmp32;
                        auto tmp34 = tmp30 & tmp33;
                        auto tmp35 = int64_t(tmp29 + tmp28);
                        auto tmp36 = tmp34 ? tmp35 : tmp29;
                        auto tmp37 = 40L;
                        auto tmp38 = c10::convert<int64_t>(tmp37);
                        auto tmp39 = int64_t(tmp36 + tmp38);
                        auto tmp40 = tmp36 < 0;
                        auto tmp41 = tmp40 ? tmp39 : tmp36;
                        auto tmp42 = tmp41;
                        auto tmp43 = c10::convert<int64_t>(tmp42);
                        TORCH_CHECK((0 <= tmp43) & (tmp43 < 40L), "index out of bounds: 0 <= tmp43 < 40L");
                        auto tmp46 = x1 + 37L*tmp41;
                        auto tmp47 = c10::convert<int64_t>(tmp46);
                        auto tmp48 = at::vec::VectorizedN<int64_t,2>::arange(tmp47, 1);
                        tmp9.store(out_ptr1 + static_cast<int64_t>(x1 + 37L*x0), static_cast<int64_t>(5L));
                        tmp27.store(out_ptr2 + static_cast<int64_t>(x1 + 37L*x0), static_cast<int64_t>(5L));
                        atomic_add_vec<float, 2, 1>(out_ptr0, tmp48, tmp45, static_cast<int64_t>(5L));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(65L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(11L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(11L)))
                    {
                        auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 11L*x0), static_cast<int64_t>(11L));
                        auto tmp1 = 37L;
                        auto tmp2 = c10::convert<int64_t>(tmp1);
                        auto tmp3 = at::vec::VectorizedN<int64_t,2>(tmp2);
                        auto tmp4 = tmp0 + tmp3;
                        auto tmp5 = static_cast<int64_t>(0);
                        auto tmp6 = at::vec::VectorizedN<int64_t,2>(tmp5);
                        auto tmp7 = at::vec::VecMask<int64_t,2>(tmp0 < tmp6);
                        auto tmp8 = decltype(tmp4)::blendv(tmp0, tmp4, tmp7.template cast<int64_t,2>());
                        auto tmp9 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 16> tmpbuf;
                            tmp8.store(tmpbuf.data(), static_cast<int64_t>(11L));
                            return tmpbuf;
                        }
                        ()
                        ;
                        auto tmp10 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 16> tmpbuf;
                            #pragma GCC unroll 16
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(11L); x1_inner++)
                            {
                                tmpbuf[x1_inner] = static_cast<int64_t>(tmp9[x1_inner]);
                            }
                            return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(11L));
                        }
                        ()
                        ;
                        TORCH_CHECK((at::vec::VecMask<int64_t,2>::set(at::vec::VecMask<int64_t,2>::from(1), (at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp10) & (tmp10 < at::vec::VectorizedN<int64_t,2>(37L)))), static_cast<int64_t>(11L))).all_masked(), "index out of bounds: 0 <= tmp10 < 37L");
                        auto tmp12 =
                        [&]
                        {
                            __at_align__ std::array<float, 16> tmpbuf;
                            #pragma GCC unroll 16
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(11L); x1_inner++)
                            {
                                tmpbuf[x1_inner] = in_ptr1[static_cast<int64_t>(tmp9[x1_inner] + 37L*x0)];
                            }
                            return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(11L));
                        }
                        ()
                        ;
                        tmp12.store(out_ptr3 + static_cast<int64_t>(x1 + 11L*x0), static_cast<int64_t>(11L));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2600L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2592L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr4 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(2592L) && x0 < static_cast<int64_t>(2600L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
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
        assert_size_stride(arg0_1, (65, 37), (37, 1))
        assert_size_stride(arg1_1, (7, ), (1, ))
        assert_size_stride(arg2_1, (65, 11), (11, 1))
        assert_size_stride(arg3_1, (65, 11), (11, 1))
        buf5 = empty_strided_cpu((40, 37), (37, 1), torch.float32)
        buf0 = empty_strided_cpu((7, 37), (37, 1), torch.float32)
        buf2 = empty_strided_cpu((7, 37), (37, 1), torch.float32)
        buf1 = empty_strided_cpu((65, 11), (11, 1), torch.float32)
        buf3 = empty_strided_cpu((65, 40), (40, 1), torch.float32)
        cpp_fused_abs_gather_index_index_put_index_select_remainder_scatter_add_slice_zeros_0(arg1_1, arg0_1, arg2_1, buf5, buf0, buf2, buf1, buf3)
        del arg0_1
        del arg1_1
        aten.scatter_reduce_.two(buf3,1,arg2_1,arg3_1, reduce='sum', include_self=True)
        del arg2_1
        del arg3_1
        return (buf0, buf1, buf2, buf3, buf5, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((65, 37), (37, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((7, ), (1, ), device='cpu', dtype=torch.int64)
    arg2_1 = rand_strided((65, 11), (11, 1), device='cpu', dtype=torch.int64)
    arg3_1 = rand_strided((65, 11), (11, 1), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
