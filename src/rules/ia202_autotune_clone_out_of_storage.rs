//! IA202 autotune-clone-out-of-storage: autotuning clones a mutated argument whose view needs more storage than it has.

use crate::diagnostics::{FindingVerdict, OffsetKind, Rule, Severity};

pub const AUTOTUNE_CLONE_OOB: Rule = Rule {
    code: "IA202",
    name: "autotune-clone-out-of-storage",
    severity: Severity::Error,
    summary: "autotuning clones a mutated argument whose view needs more storage than it has",
    explanation: "Before benchmarking the candidate configs of a kernel, the Triton autotuner (CachingAutotuner.maybe_clone_args) clones every argument listed in inductor_meta['mutated_arg_names'] with clone_preserve_strides: as_strided(x, (Σ(size-1)·stride + 1,), (1,)) keeps x's storage offset, so PyTorch's setStorage check requires offset + Σ(size-1)·stride + 1 elements. When the view bound to the argument is larger than its storage, autotuning dies with `setStorage: sizes [N], strides [1], storage offset O, and itemsize I requiring a storage size of R are out of bounds for storage of size S` (pytorch#169760, padding on a dynamic dimension). Only kernels with more than one candidate config (or coordinate descent) are benchmarked; the cached best config skips the clone, so the failure can come and go with the cache. The evidence names the binding, the elements the clone needs and the storage size; `inductor-audit autotune-diagnose` maps such a message back to the argument and the symbol.",
    offset: OffsetKind::Element,
    verdict: FindingVerdict::Violated,
};
