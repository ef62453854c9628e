//! False alarms of ours the campaign found (CAMPAIGN.md), each on the real wrapper it came
//! from (tests/fixtures/campaign/), each a test that failed before its fix.

use std::path::PathBuf;

use inductor_audit::check::CheckOptions;
use inductor_audit::report::Severity;

fn audit(name: &str) -> inductor_audit::report::Report {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/campaign").join(name);
    inductor_audit::audit_paths(&[path], &CheckOptions::default(), 1)
}

/// `x[..., -3:]` on a dynamic last dimension (GPU campaign, torch 2.11, 11 programs): the
/// returned view's offset is `s71 - 3`, negative only at `s71 < 3`, which Dynamo's guard
/// excludes and the dump does not show. Below the compiled size it is a warning that says
/// so, never an IA201 error.
#[test]
fn negative_slice_of_a_dynamic_dim_is_not_an_error() {
    let r = audit("negative_slice_dynamic_dim.py");
    assert!(r.findings.iter().all(|f| f.severity != Severity::Error), "{:#?}", r.findings);
    let w = r.findings.iter().find(|f| f.rule == "IA290").expect("a warning for the view");
    assert!(w.evidence.reason.as_deref().unwrap_or("").contains("below the shapes the dump was compiled for"), "{w:#?}");
}

/// A view that is empty at the compiled shapes (`s58 - (s58 + 2)//3 - 1 = 0` at s58 = 2):
/// the compiled shapes stay the first binding searched, so a layout that is right there is
/// not an IA204 overlapping write at a guessed shape (CPU campaign, torch 2.15).
#[test]
fn empty_view_at_the_compiled_shapes_keeps_them_searched() {
    let r = audit("empty_view_at_compiled_shapes.py");
    assert!(r.findings.iter().all(|f| f.rule != "IA204" && f.severity != Severity::Error), "{:#?}", r.findings);
}
