//! IA104 indirect-index-unguarded: an index read from memory is used for an access without a device_assert or clamp.
//!
//! Decided in `check::triton` when an access depends on a loaded value no guard bounds (`check::rules::INDIRECT_UNGUARDED`).

use crate::diagnostics::{FindingVerdict, OffsetKind, Rule, Severity};

pub const INDIRECT_UNGUARDED: Rule = Rule {
    code: "IA104",
    name: "indirect-index-unguarded",
    severity: Severity::Warning,
    summary: "an index read from memory is used for an access without a device_assert or clamp",
    explanation: "An index loaded from memory (embedding ids, gather/scatter indices) can hold any value. Inductor guards such indices with tl.device_assert((0 <= i) & (i < n)) under the same mask before using them (config.assert_indirect_indexing), or clamps them. This rule reports an access whose offset depends on a loaded value for which no guard bounds the value under the access's mask, so an out-of-range index becomes a silent out-of-bounds access instead of a device assertion. An index read from an int64 buffer that an earlier launch of the same wrapper filled whole (interpolation's source rows) is bounded by the range of what that launch stored (see the README, \"Buffer contents\"), unless something in between may have overwritten it.",
    offset: OffsetKind::None,
    verdict: FindingVerdict::Unknown,
};
