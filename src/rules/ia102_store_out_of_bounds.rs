//! IA102 store-out-of-bounds: a store or atomic (Triton or C++) writes outside the storage of its tensor.
//!
//! Decided with IA101 in `check::triton` and `check::cpp` (`check::rules::STORE_OOB`).

use crate::diagnostics::{FindingVerdict, OffsetKind, Rule, Severity};

pub const STORE_OOB: Rule = Rule {
    code: "IA102",
    name: "store-out-of-bounds",
    severity: Severity::Error,
    summary: "a store or atomic (Triton or C++) writes outside the storage of its tensor",
    explanation: "Like IA101, for tl.store and tl.atomic_*: some element the mask lets through is written outside the storage bound to the pointer at this launch. An out-of-bounds write corrupts a neighbouring allocation silently when the caching allocator placed one there; compute-sanitizer sees it only when the write leaves every allocation. The evidence names the binding, config, program id, lane, offset and extent of the write.",
    offset: OffsetKind::Element,
    verdict: FindingVerdict::Violated,
};
