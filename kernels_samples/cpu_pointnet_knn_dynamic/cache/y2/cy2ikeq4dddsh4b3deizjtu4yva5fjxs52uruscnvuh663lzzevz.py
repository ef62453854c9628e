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


cpp_fused__log_softmax_backward_data_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L*ks0); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(5L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(5L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 5L*x0), static_cast<int64_t>(5L));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 5L*x0), static_cast<int64_t>(5L));
                        auto tmp3 = in_ptr0[static_cast<int64_t>(5L*x0)];
                        auto tmp4 = in_ptr0[static_cast<int64_t>(1L + 5L*x0)];
                        auto tmp6 = in_ptr0[static_cast<int64_t>(2L + 5L*x0)];
                        auto tmp8 = in_ptr0[static_cast<int64_t>(3L + 5L*x0)];
                        auto tmp10 = in_ptr0[static_cast<int64_t>(4L + 5L*x0)];
                        auto tmp2 = tmp1.exp();
                        auto tmp5 = float(tmp3 + tmp4);
                        auto tmp7 = float(tmp5 + tmp6);
                        auto tmp9 = float(tmp7 + tmp8);
                        auto tmp11 = float(tmp9 + tmp10);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp2 * tmp12;
                        auto tmp14 = tmp0 - tmp13;
                        tmp14.store(out_ptr0 + static_cast<int64_t>(x1 + 5L*x0), static_cast<int64_t>(5L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_div_leaky_relu_backward_mul_sum_view_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const bool*', 'const bool*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const bool* in_ptr1,
                       const bool* in_ptr2,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L*ks0); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::VecMask<float,1>::from(in_ptr1 + static_cast<int64_t>(x2 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp3 = at::vec::VecMask<float,1>::from(in_ptr1 + static_cast<int64_t>(16L + x2 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp6 = at::vec::VecMask<float,1>::from(in_ptr1 + static_cast<int64_t>(32L + x2 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp9 = at::vec::VecMask<float,1>::from(in_ptr1 + static_cast<int64_t>(48L + x2 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp14 = at::vec::VecMask<float,1>::from(in_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp17 = at::vec::VecMask<float,1>::from(in_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp1.to<int64_t,2>();
                                auto tmp4 = tmp3.to<int64_t,2>();
                                auto tmp5 = tmp2 + tmp4;
                                auto tmp7 = tmp6.to<int64_t,2>();
                                auto tmp8 = tmp5 + tmp7;
                                auto tmp10 = tmp9.to<int64_t,2>();
                                auto tmp11 = tmp8 + tmp10;
                                auto tmp12 = at::vec::convert<float,1,int64_t,2>(tmp11);
                                auto tmp13 = tmp0 / tmp12;
                                auto tmp15 = tmp14.to<float,1>();
                                auto tmp16 = tmp13 * tmp15;
                                auto tmp18 = static_cast<float>(0.2);
                                auto tmp19 = at::vec::Vectorized<float>(tmp18);
                                auto tmp20 = tmp16 * tmp19;
                                auto tmp21 = decltype(tmp16)::blendv(tmp20, tmp16, inductor_vec_mask_cast<float,1>(tmp17));
                                tmp21.store(in_out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 64L*x0));
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


cpp_fused_add_index_put_neg_new_zeros_slice_squeeze_sum_view_2 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'float*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6L*ks0); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(3L*ks0), static_cast<int64_t>(8L))))))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(3L*ks0), static_cast<int64_t>(8L)))) && x0 < static_cast<int64_t>(6L*ks0)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(3L*ks0), static_cast<int64_t>(8L))) + 6L*ks0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L*ks0); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(1L))
            {
                {
                    {
                        auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp9 = in_ptr1[static_cast<int64_t>(x1 + 6L*x0)];
                        auto tmp1 = 2L*ks0;
                        auto tmp2 = c10::convert<int64_t>(tmp1);
                        auto tmp3 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp2));
                        auto tmp4 = tmp0 < 0;
                        auto tmp5 = tmp4 ? tmp3 : tmp0;
                        auto tmp6 = tmp5;
                        auto tmp7 = c10::convert<int64_t>(tmp6);
                        TORCH_CHECK((0 <= tmp7) & (tmp7 < 2L*ks0), "index out of bounds: 0 <= tmp7 < 2L*ks0");
                        atomic_add(&out_ptr0[static_cast<int64_t>(x1 + 3L*tmp5)], static_cast<float>(tmp9));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L*ks0); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(3L + x1 + 24L*x0), static_cast<int64_t>(3L));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(9L + x1 + 24L*x0), static_cast<int64_t>(3L));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(15L + x1 + 24L*x0), static_cast<int64_t>(3L));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(21L + x1 + 24L*x0), static_cast<int64_t>(3L));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(3L));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(6L + x1 + 24L*x0), static_cast<int64_t>(3L));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(12L + x1 + 24L*x0), static_cast<int64_t>(3L));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(18L + x1 + 24L*x0), static_cast<int64_t>(3L));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 3L*x0), static_cast<int64_t>(3L));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp6 = tmp4 + tmp5;
                        auto tmp8 = tmp7.neg();
                        auto tmp10 = tmp9.neg();
                        auto tmp11 = tmp8 + tmp10;
                        auto tmp13 = tmp12.neg();
                        auto tmp14 = tmp11 + tmp13;
                        auto tmp16 = tmp15.neg();
                        auto tmp17 = tmp14 + tmp16;
                        auto tmp18 = tmp6 + tmp17;
                        auto tmp20 = tmp18 + tmp19;
                        tmp20.store(out_ptr1 + static_cast<int64_t>(x1 + 3L*x0), static_cast<int64_t>(3L));
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
        primals_1, mul_16, mul_24, view_5, gt_2, sub_3, permute_1, permute_2, eq_28, permute_3, permute_4, tangents_1 = args
        args.clear()
        s27 = primals_1
        assert_size_stride_grouped((tangents_1, sub_3), ((2, s27, 5), (2, s27, 5)), ((5*s27, 5, 1), (5*s27, 5, 1)), 'input')
        buf0 = empty_strided_cpu((2, s27, 5), (5*s27, 5, 1), torch.float32)
        assert_size_stride(permute_1, (16, 2*s27), (1, 16), 'input')
        cpp_fused__log_softmax_backward_data_0(tangents_1, sub_3, buf0, s27)
        del sub_3
        del tangents_1
        buf1 = empty_strided_cpu((16, 5), (5, 1), torch.float32)
        # Topologically Sorted Source Nodes: [sum_4, exp_1, mul_55, sub_4, view_11, mm_2], Original ATen: [aten._log_softmax_backward_data, aten.view, aten.mm]
        extern_kernels.mm(permute_1, reinterpret_tensor(buf0, (2*s27, 5), (5, 1), 0), out=buf1)
        del permute_1
        assert_size_stride(permute_2, (5, 16), (1, 5), 'input')
        buf2 = empty_strided_cpu((2*s27, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [sum_4, exp_1, mul_55, sub_4, view_11, mm_3], Original ATen: [aten._log_softmax_backward_data, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf0, (2*s27, 5), (5, 1), 0), permute_2, out=buf2)
        del buf0
        del permute_2
        assert_size_stride_grouped((eq_28, gt_2), ((2, s27, 4, 16), (2, s27, 4, 16)), ((64*s27, 64, 16, 1), (64*s27, 64, 16, 1)), 'input')
        buf3 = empty_strided_cpu((2, s27, 4, 16), (64*s27, 64, 16, 1), torch.float32)
        buf4 = buf3; del buf3  # reuse
        assert_size_stride(permute_3, (6, 8*s27), (1, 6), 'input')
        cpp_fused_div_leaky_relu_backward_mul_sum_view_1(buf4, buf2, eq_28, gt_2, s27)
        del buf2
        del eq_28
        del gt_2
        buf5 = empty_strided_cpu((6, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [mul_57, where_1, view_15, mm_4], Original ATen: [aten.leaky_relu_backward, aten.view, aten.mm]
        extern_kernels.mm(permute_3, reinterpret_tensor(buf4, (8*s27, 16), (16, 1), 0), out=buf5)
        del permute_3
        assert_size_stride(permute_4, (16, 6), (1, 16), 'input')
        buf6 = empty_strided_cpu((8*s27, 6), (6, 1), torch.float32)
        # Topologically Sorted Source Nodes: [mul_57, where_1, view_15, mm_5], Original ATen: [aten.leaky_relu_backward, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf4, (8*s27, 16), (16, 1), 0), permute_4, out=buf6)
        del buf4
        del permute_4
        buf7 = empty_strided_cpu((2*s27, 3), (3, 1), torch.float32)
        assert_size_stride(view_5, (8*s27, ), (1, ), 'input')
        buf9 = empty_strided_cpu((2, s27, 3), (3*s27, 3, 1), torch.float32)
        cpp_fused_add_index_put_neg_new_zeros_slice_squeeze_sum_view_2(view_5, buf6, buf7, buf9, s27)
        del buf6
        del buf7
        del view_5
        return (None, buf9, buf5, buf1, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = 23
    mul_16 = 46
    mul_24 = 184
    view_5 = rand_strided((184, ), (1, ), device='cpu', dtype=torch.int64)
    gt_2 = rand_strided((2, 23, 4, 16), (1472, 64, 16, 1), device='cpu', dtype=torch.bool)
    sub_3 = rand_strided((2, 23, 5), (115, 5, 1), device='cpu', dtype=torch.float32)
    permute_1 = rand_strided((16, 46), (1, 16), device='cpu', dtype=torch.float32)
    permute_2 = rand_strided((5, 16), (1, 5), device='cpu', dtype=torch.float32)
    eq_28 = rand_strided((2, 23, 4, 16), (1472, 64, 16, 1), device='cpu', dtype=torch.bool)
    permute_3 = rand_strided((6, 184), (1, 6), device='cpu', dtype=torch.float32)
    permute_4 = rand_strided((16, 6), (1, 16), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((2, 23, 5), (115, 5, 1), device='cpu', dtype=torch.float32)
    return [primals_1, mul_16, mul_24, view_5, gt_2, sub_3, permute_1, permute_2, eq_28, permute_3, permute_4, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
