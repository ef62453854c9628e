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


cpp_fused___lshift_____rshift____to_copy_add_argmax_bitwise_and_bitwise_or_bitwise_xor_div_gt_mul_remainder_sum_where_0 = async_compile.cpp_pybinding(['const int64_t*', 'const int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const int64_t* in_ptr1,
                       int64_t* out_ptr0,
                       int64_t* out_ptr1,
                       int64_t* out_ptr2,
                       int64_t* out_ptr3,
                       int64_t* out_ptr4,
                       int64_t* out_ptr5,
                       const int64_t ks0,
                       const int64_t ks1)
{
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0*ks1); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))))))
                {
                    auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp2 = decltype(tmp0)::blendv(tmp0 / tmp1, tmp0 / tmp1 - decltype(tmp0)(1), (tmp0 % tmp1 != decltype(tmp0)(0)) & ((tmp0 < decltype(tmp0)(0)) != (tmp1 < decltype(tmp0)(0))));
                    auto tmp3 = tmp0 - (decltype(tmp0)::blendv(tmp0 / tmp1, tmp0 / tmp1 - decltype(tmp0)(1), (tmp0 % tmp1 != decltype(tmp0)(0)) & ((tmp0 < decltype(tmp0)(0)) != (tmp1 < decltype(tmp0)(0))))) * tmp1;
                    auto tmp4 = static_cast<int64_t>(3);
                    auto tmp5 = at::vec::VectorizedN<int64_t,2>(tmp4);
                    auto tmp6 = tmp0 << tmp5;
                    auto tmp7 = static_cast<int64_t>(255);
                    auto tmp8 = at::vec::VectorizedN<int64_t,2>(tmp7);
                    auto tmp9 = tmp1 & tmp8;
                    auto tmp10 = tmp6 ^ tmp9;
                    auto tmp11 = static_cast<int64_t>(1);
                    auto tmp12 = at::vec::VectorizedN<int64_t,2>(tmp11);
                    auto tmp13 = tmp0 >> tmp12;
                    auto tmp14 = tmp10 | tmp13;
                    auto tmp15 = at::vec::convert<int32_t,1,int64_t,2>(tmp0);
                    auto tmp16 = static_cast<int32_t>(7);
                    auto tmp17 = at::vec::Vectorized<int32_t>(tmp16);
                    auto tmp18 = tmp15 * tmp17;
                    auto tmp19 = static_cast<int32_t>(1);
                    auto tmp20 = at::vec::Vectorized<int32_t>(tmp19);
                    auto tmp21 = tmp18 + tmp20;
                    auto tmp22 = at::vec::convert<int64_t,2,int32_t,1>(tmp21);
                    tmp2.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    tmp3.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    tmp14.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    tmp22.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L)))) && x0 < static_cast<int64_t>(ks0*ks1)))
                {
                    auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                    auto tmp1 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                    auto tmp2 = decltype(tmp0)::blendv(tmp0 / tmp1, tmp0 / tmp1 - decltype(tmp0)(1), (tmp0 % tmp1 != decltype(tmp0)(0)) & ((tmp0 < decltype(tmp0)(0)) != (tmp1 < decltype(tmp0)(0))));
                    auto tmp3 = tmp0 - (decltype(tmp0)::blendv(tmp0 / tmp1, tmp0 / tmp1 - decltype(tmp0)(1), (tmp0 % tmp1 != decltype(tmp0)(0)) & ((tmp0 < decltype(tmp0)(0)) != (tmp1 < decltype(tmp0)(0))))) * tmp1;
                    auto tmp4 = static_cast<int64_t>(3);
                    auto tmp5 = at::vec::VectorizedN<int64_t,2>(tmp4);
                    auto tmp6 = tmp0 << tmp5;
                    auto tmp7 = static_cast<int64_t>(255);
                    auto tmp8 = at::vec::VectorizedN<int64_t,2>(tmp7);
                    auto tmp9 = tmp1 & tmp8;
                    auto tmp10 = tmp6 ^ tmp9;
                    auto tmp11 = static_cast<int64_t>(1);
                    auto tmp12 = at::vec::VectorizedN<int64_t,2>(tmp11);
                    auto tmp13 = tmp0 >> tmp12;
                    auto tmp14 = tmp10 | tmp13;
                    auto tmp15 = at::vec::convert<int32_t,1,int64_t,2>(tmp0);
                    auto tmp16 = static_cast<int32_t>(7);
                    auto tmp17 = at::vec::Vectorized<int32_t>(tmp16);
                    auto tmp18 = tmp15 * tmp17;
                    auto tmp19 = static_cast<int32_t>(1);
                    auto tmp20 = at::vec::Vectorized<int32_t>(tmp19);
                    auto tmp21 = tmp18 + tmp20;
                    auto tmp22 = at::vec::convert<int64_t,2,int32_t,1>(tmp21);
                    tmp2.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                    tmp3.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                    tmp14.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                    tmp22.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks0*ks1), static_cast<int64_t>(16L))) + ks0*ks1));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
        {
            {
                int64_t tmp_acc0 = 0;
                at::vec::VectorizedN<int64_t,2> tmp_acc0_vec = at::vec::VectorizedN<int64_t,2>(0);
                IndexValue<int64_t> tmp_acc1 = IndexValue<int64_t>{0, std::numeric_limits<int64_t>::min()};
                IndexValueVec<int64_t, 2, 2> tmp_acc1_vec = IndexValueVec<int64_t, 2, 2>(std::numeric_limits<int64_t>::min());
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks1); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L))))))
                        {
                            auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(x1 + ks1*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x1 + ks1*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::VecMask<int64_t,2>(tmp0 > tmp1);
                            auto tmp3 = decltype(tmp0)::blendv(tmp1, tmp0, tmp2.template cast<int64_t,2>());
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                            tmp_acc1_vec = argmax_combine_vec<int64_t, 2, 2, true>(tmp_acc1_vec, tmp0, x1);
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))) && x1 < static_cast<int64_t>(ks1)))
                        {
                            auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(x1 + ks1*x0), static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
                            auto tmp1 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x1 + ks1*x0), static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
                            auto tmp2 = at::vec::VecMask<int64_t,2>(tmp0 > tmp1);
                            auto tmp3 = decltype(tmp0)::blendv(tmp1, tmp0, tmp2.template cast<int64_t,2>());
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp3, static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
                            tmp_acc1_vec = argmax_combine_vec<int64_t, 2, 2, true>(tmp_acc1_vec, tmp0, x1, static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))));
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<int64_t, 2>([](at::vec::Vectorized<int64_t>& x, at::vec::Vectorized<int64_t>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr4[static_cast<int64_t>(x0)] = static_cast<int64_t>(tmp_acc0);
                tmp_acc1 = argmax_combine(tmp_acc1, argmax_vec_reduce_all(tmp_acc1_vec));
                out_ptr5[static_cast<int64_t>(x0)] = static_cast<int64_t>(tmp_acc1.index);
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
        s97 = arg0_1
        s98 = arg1_1
        assert_size_stride(arg2_1, (s97, s98), (s98, 1))
        assert_size_stride(arg3_1, (s97, s98), (s98, 1))
        buf0 = empty_strided_cpu((s97, s98), (s98, 1), torch.int64)
        buf1 = empty_strided_cpu((s97, s98), (s98, 1), torch.int64)
        buf2 = empty_strided_cpu((s97, s98), (s98, 1), torch.int64)
        buf4 = empty_strided_cpu((s97, s98), (s98, 1), torch.int64)
        buf3 = empty_strided_cpu((s97, ), (1, ), torch.int64)
        buf5 = empty_strided_cpu((s97, ), (1, ), torch.int64)
        cpp_fused___lshift_____rshift____to_copy_add_argmax_bitwise_and_bitwise_or_bitwise_xor_div_gt_mul_remainder_sum_where_0(arg2_1, arg3_1, buf0, buf1, buf2, buf4, buf3, buf5, s97, s98)
        del arg2_1
        del arg3_1
        return (buf0, buf1, buf2, buf3, buf4, buf5, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = 9
    arg1_1 = 129
    arg2_1 = rand_strided((9, 129), (129, 1), device='cpu', dtype=torch.int64)
    arg3_1 = rand_strided((9, 129), (129, 1), device='cpu', dtype=torch.int64)
    return [arg0_1, arg1_1, arg2_1, arg3_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
