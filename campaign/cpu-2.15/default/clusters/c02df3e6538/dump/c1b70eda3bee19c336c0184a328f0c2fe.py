# AOT ID: ['0_backward']
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


cpp_fused_add_cat_constant_pad_nd_expand_native_layer_norm_native_layer_norm_backward_new_zeros_scatter_slice_transpose_tril_zeros_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const int64_t* in_ptr7,
                       const float* in_ptr8,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(66L); x1+=static_cast<int64_t>(1L))
            {
                {
                    {
                        auto tmp0 = in_ptr0[static_cast<int64_t>(2L*x1 + 396L*x0)];
                        auto tmp1 = in_ptr0[static_cast<int64_t>(1L + 2L*x1 + 396L*x0)];
                        auto tmp2 = float(tmp0 + tmp1);
                        auto tmp3 = static_cast<float>(2.0);
                        auto tmp4 = tmp2 / tmp3;
                        out_ptr0[static_cast<int64_t>(x1 + 66L*x0)] = tmp4;
                    }
                }
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 2L*x1 + 132L*x0), static_cast<int64_t>(2L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(792L + x2 + 2L*x1 + 132L*x0), static_cast<int64_t>(2L));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 2L*x1 + 396L*x0), static_cast<int64_t>(2L));
                            auto tmp5 = in_ptr0[static_cast<int64_t>(2L*x1 + 396L*x0)];
                            auto tmp6 = out_ptr0[static_cast<int64_t>(x1 + 66L*x0)];
                            auto tmp9 = in_ptr0[static_cast<int64_t>(1L + 2L*x1 + 396L*x0)];
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 2L*x1 + 132L*x0), static_cast<int64_t>(2L));
                            auto tmp22 = in_ptr3[static_cast<int64_t>(2L*x1 + 132L*x0)];
                            auto tmp23 = in_ptr3[static_cast<int64_t>(1L + 2L*x1 + 132L*x0)];
                            auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 2L*x1 + 396L*x0), static_cast<int64_t>(2L));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp7 = float(tmp5 - tmp6);
                            auto tmp8 = float(tmp7 * tmp7);
                            auto tmp10 = float(tmp9 - tmp6);
                            auto tmp11 = float(tmp10 * tmp10);
                            auto tmp12 = float(tmp8 + tmp11);
                            auto tmp13 = static_cast<float>(2.0);
                            auto tmp14 = tmp12 / tmp13;
                            auto tmp15 = static_cast<float>(1e-05);
                            auto tmp16 = float(tmp14 + tmp15);
                            auto tmp17 = 1 / std::sqrt(tmp16);
                            auto tmp18 = tmp17 / tmp13;
                            auto tmp20 = at::vec::Vectorized<float>(tmp13);
                            auto tmp21 = tmp19 * tmp20;
                            auto tmp24 = float(tmp22 + tmp23);
                            auto tmp25 = at::vec::Vectorized<float>(tmp24);
                            auto tmp26 = tmp21 - tmp25;
                            auto tmp28 = at::vec::Vectorized<float>(tmp6);
                            auto tmp29 = tmp27 - tmp28;
                            auto tmp30 = at::vec::Vectorized<float>(tmp17);
                            auto tmp31 = tmp29 * tmp30;
                            auto tmp32 = float(tmp7 * tmp17);
                            auto tmp33 = float(tmp22 * tmp32);
                            auto tmp34 = float(tmp10 * tmp17);
                            auto tmp35 = float(tmp23 * tmp34);
                            auto tmp36 = float(tmp33 + tmp35);
                            auto tmp37 = at::vec::Vectorized<float>(tmp36);
                            auto tmp38 = tmp31 * tmp37;
                            auto tmp39 = tmp26 - tmp38;
                            auto tmp40 = at::vec::Vectorized<float>(tmp18);
                            auto tmp41 = tmp40 * tmp39;
                            auto tmp42 = tmp4 + tmp41;
                            tmp42.store(out_ptr1 + static_cast<int64_t>(x2 + 2L*x1 + 396L*x0), static_cast<int64_t>(2L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(132L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = static_cast<float>(0.0);
                        auto tmp1 = at::vec::Vectorized<float>(tmp0);
                        tmp1.store(out_ptr2 + static_cast<int64_t>(x1 + 396L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(128L) && x1 < static_cast<int64_t>(132L)))
                    {
                        auto tmp0 = static_cast<float>(0.0);
                        auto tmp1 = at::vec::Vectorized<float>(tmp0);
                        tmp1.store(out_ptr2 + static_cast<int64_t>(x1 + 396L*x0), static_cast<int64_t>(4L));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(132L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = static_cast<float>(0.0);
                        auto tmp1 = at::vec::Vectorized<float>(tmp0);
                        tmp1.store(out_ptr3 + static_cast<int64_t>(x1 + 396L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(128L) && x1 < static_cast<int64_t>(132L)))
                    {
                        auto tmp0 = static_cast<float>(0.0);
                        auto tmp1 = at::vec::Vectorized<float>(tmp0);
                        tmp1.store(out_ptr3 + static_cast<int64_t>(x1 + 396L*x0), static_cast<int64_t>(4L));
                    }
                }
            }
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
                                auto tmp4 = in_ptr4[static_cast<int64_t>(x2_tail + 7L*x1 + 14L*x0)];
                                auto tmp0 = x2_tail + ((-1L)*x1);
                                auto tmp1 = c10::convert<int64_t>(tmp0);
                                auto tmp2 = static_cast<int64_t>(0);
                                auto tmp3 = tmp1 <= tmp2;
                                auto tmp5 = static_cast<float>(0.0);
                                auto tmp6 = tmp3 ? tmp4 : tmp5;
                                out_ptr4[static_cast<int64_t>(x2_tail + 7L*x1 + 14L*x0)] = tmp6;
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(8L)))
                        {
                            auto tmp19 = in_ptr6[static_cast<int64_t>(0L)];
                            auto tmp0 = 1L + x1;
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = static_cast<int64_t>(0);
                            auto tmp3 = tmp1 >= tmp2;
                            auto tmp4 = static_cast<int64_t>(6);
                            auto tmp5 = tmp1 < tmp4;
                            auto tmp6 = 1L + x2;
                            auto tmp7 = c10::convert<int64_t>(tmp6);
                            auto tmp8 = at::vec::VectorizedN<int64_t,2>::arange(tmp7, 1);
                            auto tmp9 = at::vec::VectorizedN<int64_t,2>(tmp2);
                            auto tmp10 = at::vec::VecMask<int64_t,2>(tmp8 >= tmp9);
                            auto tmp11 = tmp3 & tmp5;
                            auto tmp12 = at::vec::VecMask<float,1>::from(tmp11);
                            auto tmp13 = tmp12 & tmp10;
                            auto tmp14 = [&]
                            {
                                auto tmp15 = inductor_vec_mask_cast<float,1>(tmp13).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(10L + x2 + 9L*x1 + 54L*x0));
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
                            auto tmp20 = at::vec::Vectorized<float>(tmp19);
                            auto tmp21 = tmp18 + tmp20;
                            tmp21.store(out_ptr5 + static_cast<int64_t>(x2 + 8L*x1 + 24L*x0), static_cast<int64_t>(8L));
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8316L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8304L)))
                    {
                        auto tmp0 = static_cast<float>(0.0);
                        auto tmp1 = at::vec::Vectorized<float>(tmp0);
                        tmp1.store(out_ptr6 + static_cast<int64_t>(x0));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(8304L) && x0 < static_cast<int64_t>(8316L)))
                    {
                        auto tmp0 = static_cast<float>(0.0);
                        auto tmp1 = at::vec::Vectorized<float>(tmp0);
                        tmp1.store(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(12L));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1188L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        {
                            auto tmp0 = in_ptr7[static_cast<int64_t>(x1 + 2L*x0)];
                            auto tmp4 = in_ptr8[static_cast<int64_t>(x1 + 2L*x0)];
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 7L), "index out of bounds: 0 <= tmp2 < 7L");
                            out_ptr6[static_cast<int64_t>(tmp0 + 7L*x0)] = tmp4;
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
        getitem_1, getitem_4, tangents_1, tangents_2, tangents_3, tangents_4, tangents_5, tangents_6 = args
        args.clear()
        assert_size_stride_grouped((getitem_4, tangents_6, tangents_5, tangents_4), ((6, 11, 6, 2), (12, 11, 6, 2), (2, 11, 6, 6), (6, 11, 6, 2)), ((396, 12, 2, 1), (132, 12, 2, 1), (1, 12, 2, 396), (132, 12, 2, 1)), 'input')
        buf0 = empty_strided_cpu((6, 11, 6, 1), (66, 6, 1, 396), torch.float32)
        buf4 = empty_strided_cpu((6, 33, 6, 2), (396, 12, 2, 1), torch.float32)
        buf3 = reinterpret_tensor(buf4, (6, 11, 6, 2), (396, 12, 2, 1), 264)  # alias
        buf1 = reinterpret_tensor(buf4, (6, 11, 6, 2), (396, 12, 2, 1), 0)  # alias
        buf2 = reinterpret_tensor(buf4, (6, 11, 6, 2), (396, 12, 2, 1), 132)  # alias
        assert_size_stride(tangents_2, (1, 9, 2, 7), (126, 14, 7, 1), 'input')
        buf5 = empty_strided_cpu((1, 9, 2, 7), (126, 14, 7, 1), torch.float32)
        assert_size_stride_grouped((tangents_3, tangents_1), ((12, 6, 9), ()), ((54, 9, 1), ()), 'input')
        buf6 = empty_strided_cpu((12, 3, 8), (24, 8, 1), torch.float32)
        buf7 = empty_strided_cpu((6, 33, 6, 7), (1386, 42, 7, 1), torch.float32)
        assert_size_stride(getitem_1, (6, 33, 6, 2), (396, 12, 2, 1), 'input')
        cpp_fused_add_cat_constant_pad_nd_expand_native_layer_norm_native_layer_norm_backward_new_zeros_scatter_slice_transpose_tril_zeros_0(getitem_4, tangents_6, tangents_5, tangents_4, tangents_2, tangents_3, tangents_1, getitem_1, buf4, buf0, buf3, buf1, buf2, buf5, buf6, buf7)
        del buf0
        del buf1
        del buf2
        del buf3
        del buf4
        del getitem_1
        del getitem_4
        del tangents_1
        del tangents_2
        del tangents_3
        del tangents_4
        del tangents_5
        del tangents_6
        return (buf7, buf6, buf5, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    getitem_1 = rand_strided((6, 33, 6, 2), (396, 12, 2, 1), device='cpu', dtype=torch.int64)
    getitem_4 = rand_strided((6, 11, 6, 2), (396, 12, 2, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    tangents_2 = rand_strided((1, 9, 2, 7), (126, 14, 7, 1), device='cpu', dtype=torch.float32)
    tangents_3 = rand_strided((12, 6, 9), (54, 9, 1), device='cpu', dtype=torch.float32)
    tangents_4 = rand_strided((6, 11, 6, 2), (132, 12, 2, 1), device='cpu', dtype=torch.float32)
    tangents_5 = rand_strided((2, 11, 6, 6), (1, 12, 2, 396), device='cpu', dtype=torch.float32)
    tangents_6 = rand_strided((12, 11, 6, 2), (132, 12, 2, 1), device='cpu', dtype=torch.float32)
    return [getitem_1, getitem_4, tangents_1, tangents_2, tangents_3, tangents_4, tangents_5, tangents_6]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
