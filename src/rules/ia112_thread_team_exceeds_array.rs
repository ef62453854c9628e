//! IA112 thread-team-exceeds-array: a per-thread array is in bounds only while OpenMP runs
//! the region with at most as many threads as the array has elements.
//!
//! Decided in `check::cpp`: the access is proven in bounds for a team of that many threads
//! (the count Inductor sized the array for), and a counterexample is found with one thread
//! more.

use crate::diagnostics::{FindingVerdict, OffsetKind, Rule, Severity};

pub const THREAD_TEAM_EXCEEDS_ARRAY: Rule = Rule {
    code: "IA112",
    name: "thread-team-exceeds-array",
    severity: Severity::Warning,
    summary: "a per-thread array indexed by omp_get_thread_num() in a parallel region without num_threads: in bounds only while the process runs at most that many OpenMP threads",
    explanation: "A parallel reduction over the reduction axis keeps one accumulator per thread: `float tmp_acc0_arr[N];`, then in `#pragma omp parallel` each thread writes `tmp_acc0_arr[omp_get_thread_num()]`. N is the thread count when the kernel was compiled (`parallel_num_threads()`). Up to 2.11 Inductor capped the team with `num_threads(N)`; from 2.12 it leaves the clause out when N equals `os.cpu_count()`, so the team is whatever `omp_get_max_threads()` says when the kernel runs. A program that calls `torch.set_num_threads(M)` with M > N after compiling (or runs the cached kernel under a larger `OMP_NUM_THREADS`) makes threads N..M-1 write past the array, on the stack: measured with PyTorch 2.12 on 2 cores, `x.sum(dim=1)` of a (2, 200000, 8) tensor compiled with 2 threads and run after `torch.set_num_threads(8)` ends in a segmentation fault. The access is proven in bounds for a team of N threads; the evidence gives the team of N+1 threads and the thread number that writes past the array. A warning, not an error: whether the thread count changes after compiling is outside what the dump says.",
    offset: OffsetKind::Element,
    verdict: FindingVerdict::Hazard,
};
