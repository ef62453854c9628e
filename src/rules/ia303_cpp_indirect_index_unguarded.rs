//! IA303 cpp-indirect-index-unguarded: a C++ access uses an index read from memory that no TORCH_CHECK bounds before it.
//!
//! Decided in `check::cpp` when an access depends on a value read from memory that no TORCH_CHECK bounds.

use crate::diagnostics::{FindingVerdict, OffsetKind, Rule, Severity};

pub const CPP_INDIRECT_UNGUARDED: Rule = Rule {
    code: "IA303",
    name: "cpp-indirect-index-unguarded",
    severity: Severity::Warning,
    summary: "a C++ access uses an index read from memory that no TORCH_CHECK bounds before it",
    explanation: "Like IA104 for C++ kernels: an access whose offset depends on a value read from memory (an embedding id, a gather index) could not be proven in bounds, and no index check in scope before it reads that value. Inductor emits `TORCH_CHECK((0 <= tmp) & (tmp < n), ...)` (scalar) or `TORCH_CHECK(VecMask(...).all_masked(), ...)` (vector) before such accesses when config.cpp.enable_indirect_indexing_check holds; without it an out-of-range index reads or writes outside the tensor silently.",
    offset: OffsetKind::None,
    verdict: FindingVerdict::Unknown,
};
