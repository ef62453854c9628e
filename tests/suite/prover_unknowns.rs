//! Accesses of clean real kernels that stayed unknown for reasons of the prover or the
//! interpreter (issue 14), each with a small fixture cut from the capture (proven) and a
//! mutant of it (never proven).

use std::path::PathBuf;

use inductor_audit::check::CheckOptions;
use inductor_audit::diagnostics::FindingVerdict;
use inductor_audit::report::{Report, Severity};

fn audit(rel: &str) -> Report {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(rel);
    inductor_audit::audit_paths(&[path], &CheckOptions::default(), 1)
}

fn errors(r: &Report) -> usize {
    r.findings.iter().filter(|f| f.severity == Severity::Error).count()
}

/// A top-k gather (gpu_bf16_decoder_dynamic): the index is an argmax written as a chain of
/// `tl.where` selections over the constants 0..4 whose conditions compare floating data,
/// then wrapped (`X + 5 if X < 0 else X`). A selection of constants lies in the hull of
/// its branches whatever the condition, and the wrap of a never-negative `X` is `X`.
#[test]
fn a_selection_of_constants_lies_in_the_hull_of_its_branches() {
    let r = audit("tests/fixtures/prover/topk_gather.py");
    assert_eq!(errors(&r), 0, "{:#?}", r.findings);
    assert_eq!(r.stats.unknown, 0, "{:#?}", r.findings);
    assert_eq!(r.stats.proven, 7, "{:?}", r.stats);
    // One candidate index past the gathered columns (and an assert that lets it through):
    // the gather may read past its row. Which candidate wins depends on the data, so no
    // counterexample: unknown, never proven.
    let r = audit("tests/fixtures/prover/topk_gather_mutant.py");
    assert_eq!(r.stats.unknown, 1, "{:#?}", r.findings);
    let f = r.findings.iter().find(|f| f.line == 156).expect("the gather is reported");
    assert_eq!(f.evidence.verdict, Some(FindingVerdict::Unknown), "{f:#?}");
    assert!(f.message.contains("5*s75*s95"), "{}", f.message);
}
