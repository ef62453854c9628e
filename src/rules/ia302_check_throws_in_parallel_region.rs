//! IA302 check-throws-in-parallel-region: a TORCH_CHECK inside an OpenMP parallel region aborts the process when it fails.
//!
//! Decided in `check::cpp` (checks inside OpenMP regions).

use crate::diagnostics::{FindingVerdict, OffsetKind, Rule, Severity};

pub const CPP_CHECK_IN_PARALLEL: Rule = Rule {
    code: "IA302",
    name: "check-throws-in-parallel-region",
    severity: Severity::Warning,
    summary: "a TORCH_CHECK inside an OpenMP parallel region aborts the process when it fails",
    explanation: "TORCH_CHECK throws a C++ exception. An exception may not leave an OpenMP parallel region: when a thread of `#pragma omp parallel` throws, the runtime calls std::terminate and the whole Python process aborts instead of raising an IndexError (pytorch #195402: `(x - 0.5)[idx]` with an out-of-range idx on CPU). The check is correct; its failure mode is a crash. Reported once per check site inside a parallel region, as a crash risk, because an out-of-range index is a user error the program should survive.",
    offset: OffsetKind::None,
    verdict: FindingVerdict::Hazard,
};
