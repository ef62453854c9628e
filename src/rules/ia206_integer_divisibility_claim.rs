//! IA206 integer-divisibility-claim: an integer argument compiled as a multiple of 16 is not one at some shape.

use crate::diagnostics::{FindingVerdict, OffsetKind, Rule, Severity};

pub const DIVISIBILITY_CLAIM: Rule = Rule {
    code: "IA206",
    name: "integer-divisibility-claim",
    severity: Severity::Error,
    summary: "an integer argument compiled as a multiple of 16 is not one at some shape",
    explanation: "triton_meta['configs'] claims tt.divisibility 16 for integer argument i (a numel, a stride): Triton specialises the kernel on it and may drop the masks of the last block or vectorise across rows. Inductor only claims it when the value is statically a multiple of 16; a symbolic value that is not a multiple of 16 at some allowed shape makes the compiled kernel wrong at that shape. Reported with the binding and the value.",
    offset: OffsetKind::Value,
    verdict: FindingVerdict::Violated,
};
