//! Hostile inputs that once took exponential time (issue 15): temporaries that each use
//! the previous one twice, in a Triton kernel and in the wrapper. Written out as trees
//! they double per line; the audit must share them. 200 lines written out would be
//! 2^200 nodes, so without sharing these tests never finish: the 120-second limit is a
//! margin of several thousand over what they take (milliseconds), not a timing test.

use std::path::PathBuf;
use std::sync::mpsc;
use std::time::Duration;

use inductor_audit::check::CheckOptions;
use inductor_audit::report::Report;

fn sample_module() -> String {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("kernels_samples/pointwise_dynamic/cache/i7");
    let path = dir.join("ci7m5cxfimgotw6j7f3tr2vtfv74d7szt3g2r2mp3ootniuzqzj2.py");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Inserts `lines(indent)` after the first line whose trimmed text is `after`.
fn insert_after(text: &str, after: &str, lines: impl Fn(&str) -> Vec<String>) -> String {
    let mut out = Vec::new();
    let mut done = false;
    for l in text.split('\n') {
        out.push(l.to_string());
        if !done && l.trim() == after {
            let indent = &l[..l.len() - l.trim_start().len()];
            out.extend(lines(indent));
            done = true;
        }
    }
    assert!(done, "the sample no longer has the line {after:?}");
    out.join("\n")
}

fn audit_within_limit(name: &str, text: String) -> Report {
    let (tx, rx) = mpsc::channel();
    let name = name.to_string();
    std::thread::spawn(move || {
        let _ = tx.send(inductor_audit::audit_text(&name, text, &CheckOptions::default()));
    });
    rx.recv_timeout(Duration::from_secs(120)).expect("the audit did not finish: shared temporaries are being written out")
}

#[test]
fn kernel_temporaries_used_twice_are_shared() {
    let n = 200;
    let text = insert_after(&sample_module(), "x0 = (xindex % ks0)", |ind| {
        let mut v = vec![format!("{ind}t0 = x0")];
        v.extend((0..n).map(|i| format!("{ind}t{} = (t{i} // 2) + (t{i} % 3)", i + 1)));
        v.push(format!("{ind}tmpz = tl.load(in_ptr1 + (t{n}), xmask)"));
        v
    });
    let r = audit_within_limit("kshared.py", text);
    // The sample's own three accesses are still proven; the new load is judged (not
    // proven here: its bound is widened), never silently dropped.
    assert_eq!(r.stats.accesses, 4, "{:?}", r.stats);
    assert_eq!(r.stats.proven, 3, "{:?}", r.stats);
    assert_eq!(r.stats.unknown + r.stats.violations, 1, "{:?}", r.stats);
}

#[test]
fn wrapper_assignments_used_twice_are_shared() {
    let n = 200;
    let text = insert_after(&sample_module(), "s27 = arg1_1", |ind| {
        let mut v = vec![format!("{ind}w0 = s27")];
        v.extend((0..n).map(|i| format!("{ind}w{} = (w{i} // 2) + (w{i} % 3)", i + 1)));
        v
    });
    let r = audit_within_limit("wshared.py", text);
    assert_eq!(r.stats.accesses, 3, "{:?}", r.stats);
    assert_eq!(r.stats.proven, 3, "{:?}", r.stats);
}
