//! IA203 negative-stride: a tensor the wrapper builds has a negative stride.

use crate::diagnostics::{FindingVerdict, OffsetKind, Rule, Severity};

pub const NEGATIVE_STRIDE: Rule = Rule {
    code: "IA203",
    name: "negative-stride",
    severity: Severity::Error,
    summary: "a tensor the wrapper builds has a negative stride",
    explanation: "PyTorch refuses negative strides (as_strided: Negative strides are not supported at the moment) and Inductor's own views never have one, but _reinterpret_tensor and empty_strided in the wrapper do not check. A view with a negative stride reaches offset + Σ(size_i - 1)·stride_i over its negative strides, before its first element and possibly before its storage: out-of-bounds reads, or a crash (pytorch#143702: as_strided with strides [-80, 1] over an empty tensor, refused in eager, a segmentation fault compiled). Reported at the binding where the stride is negative and its dimension holds at least two elements.",
    offset: OffsetKind::Element,
    verdict: FindingVerdict::Violated,
};
