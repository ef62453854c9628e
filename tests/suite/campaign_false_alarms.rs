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
/// layout (including `start`, where a read of element -1 faults). The interpreter's
/// liveness of loads (`interp::dead_loads`) makes it a warning that names the dead load,
/// never an error and never silently proven.
#[test]
fn load_discarded_by_a_constant_false_where_is_not_an_error() {
    let r = audit("pad_negative_backward_dead_load.py");
    assert!(r.findings.iter().all(|f| f.severity != Severity::Error), "{:#?}", r.findings);
    let w = r.findings.iter().find(|f| f.rule == "IA190").expect("the dead load is reported");
    assert_eq!(w.evidence.cause.map(|c| c.as_str()), Some("dead_load"), "{w:#?}");
    assert!(w.message.contains("tl.where(tmp8, ...)"), "{w:#?}");
}

/// The same kernel with the load made live: stored directly, or selected by a condition
/// that is not constant. Both are errors again, so the liveness only spares dead code.
#[test]
fn the_same_load_when_live_is_an_error() {
    let text = std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/campaign/pad_negative_backward_dead_load.py")).expect("fixture");
    for (tag, old, new) in [
        (
            "stored",
            "tl.store(out_ptr0 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to(XBLOCK)), tmp11, None)",
            "tl.store(out_ptr0 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to(XBLOCK)), tmp10, None)",
        ),
        ("data_condition", "tmp11 = tl.where(tmp8, tmp10, 0.0)", "tmp11 = tl.where(tmp10 > 0, tmp10, 0.0)"),
        ("true_condition", "tmp8 = tmp7 & tmp6", "tmp8 = tmp6"),
    ] {
        assert!(text.contains(old), "{tag}: the fixture no longer contains {old:?}");
        let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("dead_load-{tag}"));
        std::fs::create_dir_all(&dir).expect("scratch dir");
        let path = dir.join("pad_negative_backward_dead_load.py");
        std::fs::write(&path, text.replace(old, new)).expect("write");
        let r = inductor_audit::audit_paths(&[path], &CheckOptions::default(), 1);
        let e = r.findings.iter().find(|f| f.severity == Severity::Error).unwrap_or_else(|| panic!("{tag}: no error: {:#?}", r.findings));
        assert_eq!((e.rule, e.evidence.offset), ("IA101", Some(-1)), "{tag}: {e:#?}");
    }
}
