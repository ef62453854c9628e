//! Why a finding is unknown, as a closed set, so that unknowns can be counted by cause
//! (`stats.unknown_by_cause`). The decision sites give their reason as text (the
//! evidence's `reason`, kept verbatim in the JSON); [`UnknownCause::classify`] maps the
//! phrases those sites write onto the set, and a site may set the cause directly instead.

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum UnknownCause {
    /// The offset depends on a value read from memory (an index tensor) that no guard bounds.
    IndirectIndex,
    /// A counterexample exists only below the shapes the dump was compiled for (a guard the
    /// dump does not show may exclude them).
    BelowCompiledShapes,
    /// A counterexample exists only where two sizes equal when compiled differ, and no guard
    /// relates them (eager may reject such inputs).
    SizesApart,
    /// The storage's size is not known (an extern kernel's output, an unbound argument).
    UnknownStorage,
    /// The range analysis found no bound it could compare with the storage.
    NoBound,
    /// The counterexample search ran out of budget or could not evaluate the access.
    SearchLimit,
    /// A code form the kernel interpretation or lowering does not model.
    UnmodelledForm,
    /// Code the parsers or the model could not read at all (IA191).
    Unparsed,
    /// The access is dead code (a load whose value nothing uses): the compiler deletes it.
    DeadLoad,
    /// A reason none of the above phrases names.
    Other,
}

impl UnknownCause {
    /// The cause a reason text names. Order matters: the first phrase that matches wins,
    /// and the more specific phrases come first.
    pub fn classify(reason: &str) -> UnknownCause {
        const TABLE: &[(&str, UnknownCause)] = &[
            ("dead load", UnknownCause::DeadLoad),
            ("sizes equal when compiled that no guard relates", UnknownCause::SizesApart),
            ("below the shapes the dump was compiled for", UnknownCause::BelowCompiledShapes),
            ("at the compiled shapes it fits", UnknownCause::BelowCompiledShapes),
            ("read from memory", UnknownCause::IndirectIndex),
            ("that no tl.device_assert", UnknownCause::IndirectIndex),
            ("loaded from memory", UnknownCause::IndirectIndex),
            ("unknown size", UnknownCause::UnknownStorage),
            ("storage size is not a number", UnknownCause::UnknownStorage),
            ("to no tensor the wrapper describes", UnknownCause::UnknownStorage),
            ("is not described", UnknownCause::UnknownStorage),
            ("has no size written", UnknownCause::UnknownStorage),
            ("no search budget", UnknownCause::SearchLimit),
            ("searched ", UnknownCause::SearchLimit),
            ("too large to evaluate", UnknownCause::SearchLimit),
            ("beyond 64 bits", UnknownCause::SearchLimit),
            ("no lower bound found", UnknownCause::NoBound),
            ("no upper bound found", UnknownCause::NoBound),
            ("is not provably", UnknownCause::NoBound),
            ("is not provable", UnknownCause::NoBound),
            ("not modelled", UnknownCause::UnmodelledForm),
            ("cannot follow", UnknownCause::UnmodelledForm),
            ("could not be expanded", UnknownCause::UnmodelledForm),
            ("not an integer expression", UnknownCause::UnmodelledForm),
            ("not reached by the walk", UnknownCause::UnmodelledForm),
            ("cannot read", UnknownCause::UnmodelledForm),
            ("not read by the tool", UnknownCause::UnmodelledForm),
            ("no load or store", UnknownCause::UnmodelledForm),
            ("is not known", UnknownCause::UnmodelledForm),
            ("are not known", UnknownCause::UnmodelledForm),
            ("unknown at this shape", UnknownCause::UnmodelledForm),
            ("floating-point value converted", UnknownCause::UnmodelledForm),
        ];
        TABLE.iter().find(|(phrase, _)| reason.contains(phrase)).map(|(_, c)| *c).unwrap_or(UnknownCause::Other)
    }

    pub fn as_str(self) -> &'static str {
        match self {
            UnknownCause::IndirectIndex => "indirect_index",
            UnknownCause::BelowCompiledShapes => "below_compiled_shapes",
            UnknownCause::SizesApart => "sizes_apart",
            UnknownCause::UnknownStorage => "unknown_storage",
            UnknownCause::NoBound => "no_bound",
            UnknownCause::SearchLimit => "search_limit",
            UnknownCause::UnmodelledForm => "unmodelled_form",
            UnknownCause::Unparsed => "unparsed",
            UnknownCause::DeadLoad => "dead_load",
            UnknownCause::Other => "other",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reasons_map_to_their_cause() {
        assert_eq!(UnknownCause::classify("the offset depends on values loaded from memory"), UnknownCause::IndirectIndex);
        assert_eq!(UnknownCause::classify("the storage of buf3 has an unknown size"), UnknownCause::UnknownStorage);
        assert_eq!(UnknownCause::classify("no upper bound found for the offset x0 + 4"), UnknownCause::NoBound);
        assert_eq!(
            UnknownCause::classify("out of bounds at s0=2 (compiled at 8), below the shapes the dump was compiled for (none found at those); the dump carries no Dynamo guards"),
            UnknownCause::BelowCompiledShapes
        );
        assert_eq!(
            UnknownCause::classify("out of bounds at s70=32 with s29 at 33: sizes equal when compiled that no guard relates; the compiled code reads past the storage"),
            UnknownCause::SizesApart
        );
        assert_eq!(UnknownCause::classify("while loop: iterations not modelled"), UnknownCause::UnmodelledForm);
        assert_eq!(UnknownCause::classify("the elements `transpose_mxn` touches are not known"), UnknownCause::UnmodelledForm);
        assert_eq!(UnknownCause::classify("the offset depends on loop-carried A (carried:A#1) that no tl.device_assert bounds"), UnknownCause::IndirectIndex);
        assert_eq!(UnknownCause::classify("the text would read element -1 out of bounds, but this is a dead load: ..."), UnknownCause::DeadLoad);
        assert_eq!(UnknownCause::classify("something new"), UnknownCause::Other);
    }
}
