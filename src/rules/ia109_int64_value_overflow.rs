//! IA109 int64-value-overflow: int64 arithmetic in a C++ kernel whose exact value leaves
//! int64 at an element the kernel computes (undefined behaviour; eager PyTorch wraps).
//!
//! Decided in `check::int_values`; the captured reproducers (`torch.arange(0, 11) +
//! (2**63 - 5)`, whose compiled result differs from eager) are in
//! `tests/fixtures/int_values/` and `tests/suite/int_values.rs`.

use crate::diagnostics::{FindingVerdict, OffsetKind, Rule, Severity};

pub const INT64_OVERFLOW: Rule = Rule {
    code: "IA109",
    name: "int64-value-overflow",
    severity: Severity::Error,
    summary: "int64 arithmetic in a C++ kernel leaves int64 at an element it computes (undefined behaviour; eager wraps)",
    explanation: "Eager PyTorch's int64 arithmetic wraps modulo 2^64. Inductor's C++ kernels compute index-derived values (`torch.arange(n) + c`, `arange * 2**62`, powers expanded by SymPy) as signed C++ `int64_t` expressions (`auto tmp1 = 9223372036854775803L + x0;`) and as the lanes of `at::vec::VectorizedN<int64_t,2>::arange(base, step)`; signed overflow there is undefined behaviour, and the compiler may assume it does not happen: `torch.arange(0, 11) + (2**63 - 5)` compiled on x86-64 gives 9223372036854775803 at index 8 where eager gives -9223372036854775805. This rule evaluates every scalar integer expression of loop variables, literals and the floor helpers at the loop's points (literal bounds; each point of a vectorised loop with the lanes its `arange` computes) and reports the first arithmetic step whose exact value leaves int64, with the point, the lane and the value eager's wrap gives. Expressions with a loaded value (unbounded) or a size the dump does not fix are not decided, and counted. Triton's integer arithmetic wraps like eager's, so Triton kernels are not judged by this rule; int32 arithmetic is IA105's.",
    offset: OffsetKind::Value,
    verdict: FindingVerdict::Violated,
};
