//! IA106 local-buffer-out-of-bounds: a C++ kernel reads or writes past a buffer it declares itself.
//!
//! Decided in `check::cpp` (accesses to buffers the kernel declares).

use crate::diagnostics::{FindingVerdict, OffsetKind, Rule, Severity};

pub const LOCAL_BUFFER_OOB: Rule = Rule {
    code: "IA106",
    name: "local-buffer-out-of-bounds",
    severity: Severity::Error,
    summary: "a C++ kernel reads or writes past a buffer it declares itself",
    explanation: "Inductor's C++ kernels declare scratch buffers of their own: `std::unique_ptr<float []> buf = std::make_unique<float []>(n)`, `float tmp[16*16]`, `std::array<float, 16> tmpbuf` in the lambdas that build vectors. For every access to such a buffer the tool computes the element range over the loop nest (vector lanes and tiles included) against the declared size. It is reported when a concrete counterexample exists: loop variable values, a lane and a shape binding at which the element lies outside the buffer. Mis-sized local buffers are a known failure of the CPU backend (pytorch #159154); the write lands on the stack or the heap next to the buffer.",
    offset: OffsetKind::Element,
    verdict: FindingVerdict::Violated,
};
