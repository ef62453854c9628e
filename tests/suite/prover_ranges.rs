//! Range facts of the Triton prover that whole real kernels need: `|y| >= 0` (reflection
//! pads write `-|(-3) + |x - 1||`), conditions a range decides (`where(i < 0, i + 2*n, i)`
//! with `i` never negative) and bounds kept as `max(a, b)` where neither is provably the
//! larger. Each test is a real capture that stayed unknown without the fact.

use std::path::PathBuf;

use inductor_audit::check::CheckOptions;
use inductor_audit::report::Severity;

#[test]
fn reflection_pad_3d_is_proven() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/corpus/reflectionpad3d_pairwise");
    let r = inductor_audit::audit_paths(&[dir], &CheckOptions::default(), 1);
    assert!(r.findings.iter().all(|f| f.severity != Severity::Error), "{:#?}", r.findings);
    assert_eq!(r.stats.unknown, 0, "{:#?}", r.findings);
    assert!(r.stats.proven >= 5, "{:?}", r.stats);
}

/// Reflection pads on dynamic sizes: `where(n - 1 - |y| < 0, 2*n - 1 - |y|, n - 1 - |y|)`.
/// The first branch is bounded through its own condition (`n - 1 - |y| <= -1` there, so
/// the value is at most `n - 1`), and the lower bound `2*s0 - max(3, s0 - 1) - 1 >= 0`
/// holds by cases on `s0` (below and from 4). Both were needed: 4 accesses stayed unknown.
#[test]
fn reflection_and_replication_pads_on_dynamic_sizes_are_proven() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("kernels_samples/pad_reflect_replicate");
    let r = inductor_audit::audit_paths(&[dir], &CheckOptions::default(), 1);
    assert!(r.findings.iter().all(|f| f.severity != Severity::Error), "{:#?}", r.findings);
    assert_eq!(r.stats.unknown, 0, "{:#?}", r.findings);
    assert!(r.stats.proven >= 18, "{:?}", r.stats);
}
