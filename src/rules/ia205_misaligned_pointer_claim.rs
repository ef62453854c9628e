//! IA205 misaligned-pointer-claim: a kernel compiled for a 16-byte aligned pointer is launched on a view that is not.

use crate::diagnostics::{FindingVerdict, OffsetKind, Rule, Severity};

pub const MISALIGNED_POINTER: Rule = Rule {
    code: "IA205",
    name: "misaligned-pointer-claim",
    severity: Severity::Error,
    summary: "a kernel compiled for a 16-byte aligned pointer is launched on a view that is not",
    explanation: "triton_meta['configs'] ([{(i,): [['tt.divisibility', 16]]}]) tells Triton that pointer argument i is 16-byte aligned; Triton then emits vector loads and stores that fault with `misaligned address` (or read the wrong bytes) when it is not. Storages start aligned, so the view's storage offset times its element size must be a multiple of 16 for every shape. Reported with a binding where it is not (a reinterpret_tensor or alloc_from_pool offset).",
    offset: OffsetKind::Byte,
    verdict: FindingVerdict::Violated,
};
