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
