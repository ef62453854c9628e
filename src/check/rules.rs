//! Every rule the tool checks: code, name, default severity, explanation. The code is the
//! key users select, ignore and baseline by; explanations are what `explain` prints.

use crate::report::Severity;

#[derive(Debug, Clone, Copy)]
pub struct Rule {
    pub code: &'static str,
    pub name: &'static str,
    pub severity: Severity,
    pub summary: &'static str,
    pub explanation: &'static str,
}

pub const LOAD_OOB: Rule = Rule {
    code: "IA101",
    name: "load-out-of-bounds",
    severity: Severity::Error,
    summary: "a Triton tl.load reads outside the storage of the tensor bound to its pointer",
    explanation: "For every tl.load the tool computes the element offset from the kernel's pointer argument over the whole launch: every program id of the grid Inductor launches, every lane of each block (XBLOCK, YBLOCK, R0_BLOCK), every iteration of reduction loops, for every autotune config the autotuner may pick and every shape the guards allow. It is reported when a concrete counterexample exists: a shape binding, a config, a program id and lane whose mask lets the element through while its offset is negative (before the storage start) or at or past the end of the storage the wrapper allocated for the argument (its empty_strided size, a reinterpret_tensor offset into it, or an input's size and strides). The evidence can be re-checked by evaluating the offset expression by hand. Typical causes: a mask dropped or weakened during fusion, a pad on a dynamic dimension whose index was not clamped, a mask elided because a numel was believed to divide the block size.",
};

pub const STORE_OOB: Rule = Rule {
    code: "IA102",
    name: "store-out-of-bounds",
    severity: Severity::Error,
    summary: "a Triton tl.store or atomic writes outside the storage of its tensor",
    explanation: "Like IA101, for tl.store and tl.atomic_*: some element the mask lets through is written outside the storage bound to the pointer at this launch. An out-of-bounds write corrupts a neighbouring allocation silently when the caching allocator placed one there; compute-sanitizer sees it only when the write leaves every allocation. The evidence names the binding, config, program id, lane, offset and extent of the write.",
};

pub const INDIRECT_UNGUARDED: Rule = Rule {
    code: "IA104",
    name: "indirect-index-unguarded",
    severity: Severity::Warning,
    summary: "an index read from memory is used for an access without a device_assert or clamp",
    explanation: "An index loaded from memory (embedding ids, gather/scatter indices) can hold any value. Inductor guards such indices with tl.device_assert((0 <= i) & (i < n)) under the same mask before using them (config.assert_indirect_indexing), or clamps them. This rule reports an access whose offset depends on a loaded value for which no guard bounds the value under the access's mask, so an out-of-range index becomes a silent out-of-bounds access instead of a device assertion.",
};

pub const BOUNDS_UNPROVEN: Rule = Rule {
    code: "IA190",
    name: "bounds-unproven",
    severity: Severity::Warning,
    summary: "the tool could neither prove an access in bounds nor find a counterexample",
    explanation: "The access could not be proven in bounds for every shape and config, and no counterexample was found at the concrete shapes tried (the hints from get_args(), the smallest shapes the guards allow, and nearby and prime sizes). The evidence gives the reason the proof stopped: an expression form the range analysis does not model, a pointer it cannot follow, a storage whose size is unknown (the output of an extern kernel), or bounds it cannot compare. Not a bug report: a place to look or to teach the tool.",
};

pub const ALL: &[Rule] = &[LOAD_OOB, STORE_OOB, INDIRECT_UNGUARDED, BOUNDS_UNPROVEN];

pub fn find(code: &str) -> Option<&'static Rule> {
    ALL.iter().find(|r| r.code.eq_ignore_ascii_case(code) || r.name == code)
}
