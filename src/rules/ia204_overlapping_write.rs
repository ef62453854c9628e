//! IA204 overlapping-write: a kernel launch writes one storage element through two index tuples.

use crate::diagnostics::{FindingVerdict, OffsetKind, Rule, Severity};

pub const OVERLAPPING_WRITE: Rule = Rule {
    code: "IA204",
    name: "overlapping-write",
    severity: Severity::Error,
    summary: "a kernel launch writes one storage element through two index tuples",
    explanation: "Every view a launch writes (Triton out_ptr/in_out_ptr parameters, C++ non-const pointers) is enumerated at the dump's shapes: a view in which two index tuples name the same storage element (a stride 0, interleaving strides), or two different written views of one storage that share an element, make the result depend on which program writes last. PyTorch refuses such writes in eager (`more than one element of the written-to tensor refers to a single memory location`), and Inductor's own layouts never produce them; a collision means a wrong layout or a storage reused while another output still lives in it. Reported with both index tuples and the element; identical views passed twice are not reported.",
    offset: OffsetKind::Element,
    verdict: FindingVerdict::Violated,
};
