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


cpp_fused_amax_amin_mean_mul_sum_0 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       const int64_t ks0,
                       const int64_t ks1)
{
    auto out_ptr2 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = -std::numeric_limits<float>::infinity();
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                float tmp_acc2 = 0;
                at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks1); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L))))))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + ks1*x0), static_cast<int64_t>(16));
                            auto tmp1 = tmp0 * tmp0;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = at::vec::maximum(tmp_acc1_vec, tmp0);
                            tmp_acc2_vec = tmp_acc2_vec + tmp1;
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))) && x1 < static_cast<int64_t>(ks1)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + ks1*x0), static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
                            auto tmp1 = tmp0 * tmp0;
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
                            tmp_acc1_vec = max_masked_reduce(tmp_acc1_vec, tmp0, static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
                            tmp_acc2_vec = sum_masked_reduce(tmp_acc2_vec, tmp1, static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = max_propagate_nan(tmp_acc1, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc1_vec));
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                tmp_acc2 = tmp_acc2 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc2_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc2);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L))))))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = ks1;
                    auto tmp2 = c10::convert<float>(tmp1);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp0 / tmp3;
                    tmp4.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L)))) && x0 < static_cast<int64_t>(ks0)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(ks0 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L)))));
                    auto tmp1 = ks1;
                    auto tmp2 = c10::convert<float>(tmp1);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp0 / tmp3;
                    tmp4.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(ks0 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(16L)))));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks1); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = std::numeric_limits<float>::infinity();
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(std::numeric_limits<float>::infinity());
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks0); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L))))))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + ks1*x1), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = at::vec::minimum(tmp_acc1_vec, tmp0);
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))) && x0 < static_cast<int64_t>(ks1)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + ks1*x1), static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
                            tmp_acc1_vec = min_masked_reduce(tmp_acc1_vec, tmp0, static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L))))))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))) && x0 < static_cast<int64_t>(ks1)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
                    tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
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
        arg0_1, arg1_1, arg2_1 = args
        args.clear()
        s77 = arg0_1
        s27 = arg1_1
        assert_size_stride(arg2_1, (s77, s27), (s27, 1))
        buf1 = empty_strided_cpu((s77, ), (1, ), torch.float32)
        buf2 = empty_strided_cpu((s77, ), (1, ), torch.float32)
        buf4 = empty_strided_cpu((s77, 1), (1, s77), torch.float32)
        buf5 = reinterpret_tensor(buf4, (s77, 1), (1, 1), 0); del buf4  # reuse
        buf0 = empty_strided_cpu((s27, ), (1, ), torch.float32)
        buf3 = empty_strided_cpu((s27, ), (1, ), torch.float32)
        cpp_fused_amax_amin_mean_mul_sum_0(buf5, arg2_1, buf1, buf2, buf0, buf3, s77, s27)
        del arg2_1
        return (buf0, buf1, buf2, buf3, buf5, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = 33
    arg1_1 = 129
    arg2_1 = rand_strided((33, 129), (129, 1), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
