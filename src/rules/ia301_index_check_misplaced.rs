//! IA301 index-check-misplaced: a C++ index check runs after the access it should protect, or reads a variable declared after it.
//!
//! Decided in `check::cpp` (placement of index checks in the kernel text).

use crate::diagnostics::{FindingVerdict, OffsetKind, Rule, Severity};

pub const CPP_GUARD_PLACEMENT: Rule = Rule {
    code: "IA301",
    name: "index-check-misplaced",
    severity: Severity::Warning,
    summary: "a C++ index check runs after the access it should protect, or reads a variable declared after it",
    explanation: "Inductor guards an index read from memory with `TORCH_CHECK((0 <= tmp) & (tmp < n), \"index out of bounds: ...\")` before it uses the index. Two placements defeat the check: the access that uses the index comes before the check in the same loop body (the out-of-bounds read happens before the check can fire: reported as a warning on the access), or the check names a variable that is declared only further down (pytorch #187335: the kernel does not compile, or silently checks an outer variable of the same name: reported as an error on the check, with the declaration's line as evidence).",
    offset: OffsetKind::None,
    verdict: FindingVerdict::Hazard,
};
