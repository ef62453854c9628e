//! IA290 storage-unproven: a view could neither be proven inside its storage nor shown outside it.
//!
//! Emitted by the storage rules (IA201, IA202) when a view is neither proven inside its storage nor shown outside.

use crate::diagnostics::{FindingVerdict, OffsetKind, Rule, Severity};

pub const STORAGE_UNPROVEN: Rule = Rule {
    code: "IA290",
    name: "storage-unproven",
    severity: Severity::Warning,
    summary: "a view could neither be proven inside its storage nor shown outside it",
    explanation: "The view's extent could not be proven within its storage for every shape and no shape tried breaks it, or a view of a graph input reaches past the input's asserted view only at shapes other than the compiled ones (a guard the dump does not show, such as s0 >= 64 for x[:64], may exclude them), or an autotune clone of a graph input needs more than the asserted view (correct only when the caller passes a larger storage). Not a bug report: a place to look or to teach the tool.",
    offset: OffsetKind::Element,
    verdict: FindingVerdict::Unknown,
};
