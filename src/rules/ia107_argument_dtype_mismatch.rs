//! IA107 argument-dtype-mismatch: a launch binds an argument of another type than the kernel's signature declares (Triton or C++).
//!
//! Decided in `check::dtypes` (signature against launch bindings).

use crate::diagnostics::{FindingVerdict, OffsetKind, Rule, Severity};

pub const ARGUMENT_DTYPE: Rule = Rule {
    code: "IA107",
    name: "argument-dtype-mismatch",
    severity: Severity::Error,
    summary: "a launch binds an argument of another type than the kernel's signature declares (Triton or C++)",
    explanation: "Inductor writes each Triton kernel's signature into its decorator (`'in_ptr0': '*fp32'`, `'xnumel': 'i32'`), fixed when the kernel was compiled; the launcher passes whatever the wrapper gives without looking. The tool compares every launch with it: a pointer declared `*fp32` bound to a storage of another element type or size (dtypes of graph inputs from get_args(), of allocations from empty_strided), an `i32` or `u32` scalar whose value at the dump's shapes leaves that range (the value wraps in the kernel), a float passed where an integer is declared, a tensor where a scalar is. C++ kernels are held to their parameter types the same way (`const float*` bound to a float16 storage). Reported with the parameter, the declared type and what was bound; `inductor-audit confirm` runs the launch with exactly these arguments.",
    offset: OffsetKind::None,
    verdict: FindingVerdict::Violated,
};
