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


cpp_fused_convolution_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for collapse(2)
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(576L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(576L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 576L*x1 + 576L*x1_inner + 1728L*x0), static_cast<int64_t>(16));
                                    tmp0.store(tmp1 + static_cast<int64_t>(16L*x1_inner));
                                }
                                transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(16),false>(tmp1, static_cast<int64_t>(16), out_ptr0 + static_cast<int64_t>(x1 + 3L*x2 + 1728L*x0), static_cast<int64_t>(3L));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x1_inner + 48L*x0), static_cast<int64_t>(16));
                                    tmp0.store(tmp1 + static_cast<int64_t>(16L*x1_inner));
                                }
                                transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(16),false>(tmp1, static_cast<int64_t>(16), out_ptr1 + static_cast<int64_t>(x1 + 3L*x2 + 48L*x0), static_cast<int64_t>(3L));
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


cpp_fused_add_cat_expand_transpose_view_1 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(48L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 1776L*x0));
                    }
                }
            }
        }
    }
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for collapse(2)
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1728L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1728L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 1728L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 1776L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for collapse(2)
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1776L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1776L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 1776L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            tmp2.store(out_ptr2 + static_cast<int64_t>(x1 + 1776L*x0));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1 = args
        args.clear()
        s77 = arg2_1
        assert_size_stride(arg3_1, (s77, 3, 24, 24), (1728, 576, 24, 1), 'input')
        buf0 = empty_strided_cpu((s77, 3, 24, 24), (1728, 1, 72, 3), torch.float32)
        assert_size_stride(arg0_1, (48, 3, 4, 4), (48, 16, 4, 1), 'input')
        buf1 = empty_strided_cpu((48, 3, 4, 4), (48, 1, 12, 3), torch.float32)
        assert_size_stride(arg1_1, (48, ), (1, ), 'input')
        cpp_fused_convolution_0(arg3_1, arg0_1, buf0, buf1, s77)
        del arg0_1
        del arg3_1
        # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten.convolution]
        buf2 = extern_kernels.convolution(buf0, buf1, arg1_1, stride=(4, 4), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf2, (s77, 48, 6, 6), (1728, 1, 288, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del arg1_1
        del buf0
        del buf1
        assert_size_stride(arg4_1, (1, 1, 48), (48, 48, 1), 'input')
        buf5 = empty_strided_cpu((s77, 37, 48), (1776, 48, 1), torch.float32)
        buf3 = reinterpret_tensor(buf5, (s77, 1, 48), (1776, 48, 1), 0)  # alias
        buf4 = reinterpret_tensor(buf5, (s77, 36, 48), (1776, 48, 1), 48)  # alias
        assert_size_stride(arg5_1, (1, 37, 48), (1776, 48, 1), 'input')
        buf6 = empty_strided_cpu((s77, 37, 48), (1776, 48, 1), torch.float32)
        assert_size_stride_grouped((arg7_1, arg6_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1), ((144, 48), (144, ), (48, 48), (48, ), (48, ), (48, ), (48, ), (48, ), (96, 48), (96, ), (48, 96), (48, )), ((48, 1), (1, ), (48, 1), (1, ), (1, ), (1, ), (1, ), (1, ), (48, 1), (1, ), (96, 1), (1, )), 'input')
        cpp_fused_add_cat_expand_transpose_view_1(arg4_1, buf2, buf5, arg5_1, buf3, buf4, buf6, s77)
        del arg4_1
        del arg5_1
        del buf2
        del buf3
        del buf4
        del buf5
        # Topologically Sorted Source Nodes: [p_1, output], Original ATen: [aten.add, aten._transformer_encoder_layer_fwd]
        buf7 = torch.ops.aten._transformer_encoder_layer_fwd.default(buf6, 48, 4, arg7_1, arg6_1, arg8_1, arg9_1, True, True, 1e-05, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1)
        assert_tensor_metadata(buf7, (s77, 37, 48), (1776, 48, 1), torch.float32, 'torch.ops.aten._transformer_encoder_layer_fwd.default')
        # buffer buf7 (op: torch.ops.aten._transformer_encoder_layer_fwd.default) is assumed to be not aligned
        del arg10_1
        del arg11_1
        del arg12_1
        del arg13_1
        del arg14_1
        del arg15_1
        del arg16_1
        del arg17_1
        del arg6_1
        del arg7_1
        del arg8_1
        del arg9_1
        del buf6
        assert_size_stride_grouped((arg19_1, arg18_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1), ((144, 48), (144, ), (48, 48), (48, ), (48, ), (48, ), (48, ), (48, ), (96, 48), (96, ), (48, 96), (48, )), ((48, 1), (1, ), (48, 1), (1, ), (1, ), (1, ), (1, ), (1, ), (48, 1), (1, ), (96, 1), (1, )), 'input')
        # Topologically Sorted Source Nodes: [output_1], Original ATen: [aten._transformer_encoder_layer_fwd]
        buf8 = torch.ops.aten._transformer_encoder_layer_fwd.default(buf7, 48, 4, arg19_1, arg18_1, arg20_1, arg21_1, True, True, 1e-05, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1)
        assert_tensor_metadata(buf8, (s77, 37, 48), (1776, 48, 1), torch.float32, 'torch.ops.aten._transformer_encoder_layer_fwd.default')
        # buffer buf8 (op: torch.ops.aten._transformer_encoder_layer_fwd.default) is assumed to be not aligned
        del arg18_1
        del arg19_1
        del arg20_1
        del arg21_1
        del arg22_1
        del arg23_1
        del arg24_1
        del arg25_1
        del arg26_1
        del arg27_1
        del arg28_1
        del arg29_1
        del buf7
        assert_size_stride_grouped((arg31_1, arg30_1), ((10, ), (10, 48)), ((1, ), (48, 1)), 'input')
        buf9 = empty_strided_cpu((s77, 10), (10, 1), torch.float32)
        # Topologically Sorted Source Nodes: [getitem_6, linear], Original ATen: [aten.select, aten.t, aten.addmm]
        extern_kernels.addmm(arg31_1, reinterpret_tensor(buf8, (s77, 48), (1776, 1), 0), reinterpret_tensor(arg30_1, (48, 10), (1, 48), 0), alpha=1, beta=1, out=buf9)
        del arg30_1
        del arg31_1
        return (buf9, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((48, 3, 4, 4), (48, 16, 4, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg2_1 = 3
    arg3_1 = rand_strided((3, 3, 24, 24), (1728, 576, 24, 1), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((1, 1, 48), (48, 48, 1), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((1, 37, 48), (1776, 48, 1), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((144, 48), (48, 1), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((48, 48), (48, 1), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((96, 48), (48, 1), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((48, 96), (96, 1), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((144, 48), (48, 1), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((48, 48), (48, 1), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((96, 48), (48, 1), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((48, 96), (96, 1), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((10, 48), (48, 1), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((10, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
