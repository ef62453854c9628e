//! IA207 out-shape-mismatch: an extern kernel's out= tensor has another shape than the result it receives.

use crate::diagnostics::{FindingVerdict, OffsetKind, Rule, Severity};

pub const OUT_SHAPE_MISMATCH: Rule = Rule {
    code: "IA207",
    name: "out-shape-mismatch",
    severity: Severity::Error,
    summary: "an extern kernel's out= tensor has another shape than the result it receives",
    explanation: "The wrapper calls extern kernels with a preallocated output (`extern_kernels.mm(a, b, out=buf3)`, addmm, bmm, baddbmm) whose sizes must be the result's: [M, N] for an [M, K] by [K, N] product, [B, M, N] for batches. ATen does not fail on a wrong-shaped out=: resize_output resizes it (with only a UserWarning, `An output with one or more elements was resized`), which moves the result into a fresh storage when it needs more elements, or lays it out contiguously with other strides when it needs fewer; either way the kernels that later read the wrapper's buffer (or the view of it passed as out=) read stale or misplaced data, and a view of a reused buffer stops aliasing it. Reported with a binding of the shape symbols at which the sizes differ, the result's sizes and the out= tensor's.",
    offset: OffsetKind::None,
    verdict: FindingVerdict::Violated,
};
