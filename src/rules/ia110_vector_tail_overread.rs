//! IA110 vector-tail-overread: a masked C++ vector load reads the lanes past the end of its vector loop, and there past the storage.
//!
//! Decided in `check::cpp` (masked loads in a vector loop shorter than the vector).

use crate::diagnostics::{FindingVerdict, OffsetKind, Rule, Severity};

pub const TAIL_OVERREAD: Rule = Rule {
    code: "IA110",
    name: "vector-tail-overread",
    severity: Severity::Warning,
    summary: "a masked C++ vector load reads lanes past the end of its vector loop, and there past the storage (their values are dropped)",
    explanation: "Inductor's CPU backend (2.10 on) loads a padded or otherwise conditional value with `at::vec::VecMask<float,1>::from(c).template loadu<float,1>(p)`. ATen's masked load (`VecMaskLoad`, `_mm512_mask_loadu_ps` under AVX-512) reads every lane the mask sets, and a mask built from a scalar condition `c` sets all of them; Inductor writes no tail count on masked loads (`_get_vec_load_line` in codegen/cpp.py), so in a vector loop shorter than the vector (`for(x3=0; x3<8; x3+=16)`, 8 channels in a vector of 16) the load reads the 16 lanes while the loop has 8 elements. The lanes inside the loop are proven in bounds (an overrun there is IA101); the lanes past the loop's end are read and dropped (the stores write the loop's elements only). Reported when those lanes read past the storage: the evidence gives the shapes, the loop variables and the lane at which the element lies past the end. The results are correct, but the read is real: at a buffer ending at a page boundary it faults, and AddressSanitizer reports it. When the shapes are not the compiled ones the message says so.",
    offset: OffsetKind::Element,
    verdict: FindingVerdict::Hazard,
};
