//! IA101 load-out-of-bounds: a load (Triton tl.load, C++ load) reads outside the storage of the tensor bound to its pointer.
//!
//! Decided where the access machinery judges each access: `check::triton` (Triton) and `check::cpp` (C++), which name this rule through `check::rules::LOAD_OOB`.

use crate::diagnostics::{FindingVerdict, OffsetKind, Rule, Severity};

pub const LOAD_OOB: Rule = Rule {
    code: "IA101",
    name: "load-out-of-bounds",
    severity: Severity::Error,
    summary: "a load (Triton tl.load, C++ load) reads outside the storage of the tensor bound to its pointer",
    explanation: "For every tl.load the tool computes the element offset from the kernel's pointer argument over the whole launch: every program id of the grid Inductor launches, every lane of each block (XBLOCK, YBLOCK, R0_BLOCK), every iteration of reduction loops, for every autotune config the autotuner may pick and every shape the guards allow. It is reported when a concrete counterexample exists: a shape binding, a config, a program id and lane whose mask lets the element through while its offset is negative (before the storage start) or at or past the end of the storage the wrapper allocated for the argument (its empty_strided size, a reinterpret_tensor offset into it, or an input's size and strides). When the wrapper does not say how large a storage is (an extern kernel's output, an input without assert_size_stride, such as an empty one), only the start is known: an offset before the pointer's first element is still reported, since no storage size makes it valid (Inductor indexes every kernel pointer from the first element of its view; pytorch#143702, a negative-stride as_strided over an empty input, reads elements -1264 and on). The same holds for the C++ kernels of the CPU backend, with loop variables and vector lanes for program ids and lanes. The evidence can be re-checked by evaluating the offset expression by hand. Typical causes: a mask dropped or weakened during fusion, a pad on a dynamic dimension whose index was not clamped, a mask elided because a numel was believed to divide the block size.",
    offset: OffsetKind::Element,
    verdict: FindingVerdict::Violated,
};
