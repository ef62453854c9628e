"""IA112 reproducer: PyTorch 2.12+ sizes a parallel reduction's per-thread accumulator
arrays (`float tmp_acc0_arr[N]`) by the thread count at compile time, but writes
`#pragma omp parallel` without `num_threads(N)` when that count equals os.cpu_count().
More OpenMP threads at run time write past the arrays on the stack.

Measured 2026-11-25 with torch 2.12.0 on a 2-core x86-64 machine: the compiled result
matches eager with 2 threads, then `torch.set_num_threads(8)` ends in a segmentation fault.
Run with TORCH_LOGS=output_code to see the kernel; `inductor-audit audit` on that log
reports IA112 on each `tmp_acc*_arr[tid]` store (on 2.11 and older the clause is there and
the stores are proven).

    python tools/repros/omp_team_overflow.py
"""
import os

import torch


def f(x):
    return x.sum(dim=1)


print("torch", torch.__version__, "cpu_count", os.cpu_count(), "threads", torch.get_num_threads())
x = torch.randn(2, 200000, 8)
cf = torch.compile(f)
print("compiled thread count: max abs diff", (cf(x) - f(x)).abs().max().item())
torch.set_num_threads(max(8, 4 * torch.get_num_threads()))
print(torch.get_num_threads(), "threads: max abs diff", (cf(x) - f(x)).abs().max().item())
