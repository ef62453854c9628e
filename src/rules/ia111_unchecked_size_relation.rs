//! IA111 unchecked-size-relation: an access is in bounds only while two sizes are equal, sizes that were equal when compiled and that no guard relates.
//!
//! Decided in `check::triton` and `check::cpp`: the access is proven in bounds for every
//! shape where the two sizes are equal, and a counterexample is found at a shape where
//! only one of them moves.

use crate::diagnostics::{FindingVerdict, OffsetKind, Rule, Severity};

pub const UNCHECKED_SIZE_RELATION: Rule = Rule {
    code: "IA111",
    name: "unchecked-size-relation",
    severity: Severity::Warning,
    summary: "an access is in bounds only while two sizes equal when compiled stay equal, and no guard relates them",
    explanation: "Two dynamic sizes had the same value when the code was compiled (the hints of get_args(), or the example inputs), the compiled code treats one as the other, and nothing checks it: no Dynamo guard relates them and the kernel has no assert. The access is proven in bounds for every shape where the two are equal; at a shape where only one of them moves it reads or writes past its storage (the evidence gives that shape, the program id and lane, and the element). This is how a missing shape check shows: eager PyTorch usually rejects such inputs with an error (`index_add` checks that the source's shape matches the destination's; the compiled code does not repeat that check and reads past the source instead), so a program that only passes valid inputs is not affected, while one that passes invalid inputs gets an out-of-bounds access instead of an error. A warning, not an error: whether such inputs can reach the compiled code is outside what the dump says.",
    offset: OffsetKind::Element,
    verdict: FindingVerdict::Hazard,
};
