//! IA190 bounds-unproven: the tool could neither prove an access in bounds nor find a counterexample.
//!
//! Emitted by `check::triton` and `check::cpp` for every access neither proven nor refuted.

use crate::diagnostics::{FindingVerdict, OffsetKind, Rule, Severity};

pub const BOUNDS_UNPROVEN: Rule = Rule {
    code: "IA190",
    name: "bounds-unproven",
    severity: Severity::Warning,
    summary: "the tool could neither prove an access in bounds nor find a counterexample",
    explanation: "The access could not be proven in bounds for every shape and config, and no counterexample was found at the concrete shapes tried (the hints from get_args(), the smallest shapes the guards allow, and nearby and prime sizes). The evidence gives the reason the proof stopped: an expression form the range analysis does not model, a pointer it cannot follow, a storage whose size is unknown (the output of an extern kernel), or bounds it cannot compare. Not a bug report: a place to look or to teach the tool.",
    offset: OffsetKind::None,
    verdict: FindingVerdict::Unknown,
};
