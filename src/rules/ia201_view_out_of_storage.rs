//! IA201 view-out-of-storage: a view the wrapper builds reaches past the end (or before the start) of its storage.

use crate::diagnostics::{FindingVerdict, OffsetKind, Rule, Severity};

pub const VIEW_OUT_OF_STORAGE: Rule = Rule {
    code: "IA201",
    name: "view-out-of-storage",
    severity: Severity::Error,
    summary: "a view the wrapper builds reaches past the end (or before the start) of its storage",
    explanation: "Every view the wrapper builds over an allocation or a graph input — reinterpret_tensor, as_strided (an allocation larger than its view), alloc_from_pool, wherever it goes: a Triton or C++ launch, an extern kernel (mm, addmm, bmm, convolution), an ATen op (SDPA, index_put_, a copy_), an out= argument, a view nested in a list or in aten.view.dtype, a view returned to the user — must satisfy offset + 1 + Σ(size_i - 1)·stride_i <= the elements of its storage (and offset + Σ over negative strides >= 0), for every shape the guards allow. A graph input's storage is taken to be what assert_size_stride describes (a caller tensor allocated with exactly those sizes and strides), the only storage the compiled code may rely on. The wrapper's _reinterpret_tensor does not check this in release builds, so a view past its storage reads or writes the neighbouring allocation silently; compute-sanitizer does not see it while the access stays inside one caching-allocator block. Reported with the binding of the shape symbols, the element reached and the storage size; re-check it by evaluating the offset and extent expressions of the evidence. Typical cause: a view materialised into a buffer sized to the view and then reinterpreted with the strides of the original storage (pytorch#197431, as_strided over a lazy view).",
    offset: OffsetKind::Element,
    verdict: FindingVerdict::Violated,
};
