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

/// The backward of `F.pad(x, (1, 0, -1, 2))` on a (1, 1) input (GPU edge batch, torch 2.11,
/// seed 600529): the kernel's only element comes from row -1 of the gradient, folded to
/// `tmp9 = tl.load(in_ptr0 + (-1))` without a mask, and is then discarded by
/// `tl.where(tmp8, tmp10, 0.0)` whose condition is built from constants only
/// (`-1 >= 0`): always false. Triton folds the select and drops the dead load, so nothing
/// is read: compute-sanitizer reports 0 errors and `confirm` replays it clean in every
/// layout (including `start`, where a read of element -1 faults). Not fixed yet: the
/// interpreter does not follow a load's value into `tl.where`, so the audit reports an
/// IA101 error without a reproducible counterexample.
#[test]
#[ignore = "false alarm not fixed yet: a load whose value only reaches a tl.where with a constant-false condition is dead code (CAMPAIGN.md, GPU edge batch)"]
fn load_discarded_by_a_constant_false_where_is_not_an_error() {
    let r = audit("pad_negative_backward_dead_load.py");
    assert!(r.findings.iter().all(|f| f.severity != Severity::Error), "{:#?}", r.findings);
}
