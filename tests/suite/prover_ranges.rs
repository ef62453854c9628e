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

fn audit_sample(rel: &str) -> inductor_audit::report::Report {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("kernels_samples").join(rel);
    inductor_audit::audit_paths(&[dir], &CheckOptions::default(), 1)
}

/// Real captures whose every access stayed unknown for want of one fact of integer
/// arithmetic or of the sizes' conditions (issue 14): truncating quotients of
/// never-negative dividends compared as floor ones (views_cat_split, cumsum_flip_roll), a
/// masked sum bounding its multiple by a size (reductions_dims), a mask condition over
/// sizes alone and a module guard relating two sizes used as equations (views_cat_split's
/// `ks1 < 3` branch, indexing_scatter's `s34 <= s47` gather, rel_cat_split's chunk guard
/// `2*((s77 + 1) // 2) <= s77`, max_pool1d's tap under `1 < s53 - trunc_div(s53 + 2, 3)`),
/// integer rounding of `(8*h) // 9 <= h - 1` (upsample_interpolate), `x % (64*n)` over
/// the asserted row `(x // 64) % n < 256` (embedding_positions), 2.15's
/// `tl.minimum(a, b, tl.PropagateNan.ALL)`, a quotient over a numel that may be 0
/// (bug_tiling_pw_red_splits_assert). Each was unknown before its mechanism.
#[test]
fn integer_facts_of_issue_14_prove_real_captures() {
    for rel in [
        "releases_triton/torch-2.15/upsample_interpolate",
        "releases_triton/torch-2.15/embedding_positions",
        "releases_triton/torch-2.11/reductions_dims",
        "releases_triton/torch-2.9/cumsum_flip_roll",
        "releases_triton/torch-2.13/views_cat_split",
        "releases/torch-2.11/rel_cat_split",
        "bug_tiling_pw_red_splits_assert",
        "bug_max_pool1d_ceil_short_input",
    ] {
        let r = audit_sample(rel);
        assert!(r.findings.iter().all(|f| f.severity != Severity::Error), "{rel}: {:#?}", r.findings);
        assert_eq!(r.stats.unknown, 0, "{rel}: {:#?}", r.findings);
        assert!(r.stats.proven >= 2, "{rel}: {:?}", r.stats);
    }
    // The gather of indexing_scatter is proven by the guard `s34 <= s47`; the index_add
    // read `x0 + s4*x1` with `x0 < s1` is not proven for all shapes: no guard relates s1
    // and s4. It is decided as IA111: proven where they are equal (as when compiled), out
    // of bounds at s4 one below s1.
    let r = audit_sample("releases_triton/torch-2.7/indexing_scatter");
    assert_eq!((r.stats.unknown, r.stats.unchecked_size_relations), (0, 1), "{:#?}", r.findings);
    let message = r.findings.iter().find(|f| f.rule == "IA111").map(|f| f.message.clone()).unwrap_or_default();
    assert!(message.contains("in bounds only while s4 == s1 (both 33 when compiled") && message.contains("at s4=32 with s1=33 it reaches element"), "{message}");
}

/// A view whose end is `3*((s77 - 2) // 3) - 1`, inside `s77` elements by `3*(m // 3) <= m`:
/// the storage prover knows the floor facts too (it was an IA290 warning).
#[test]
fn storage_views_with_floor_division_sizes_are_proven() {
    let r = audit_sample("bug_as_strided_narrow_offset");
    assert!(r.findings.iter().all(|f| f.rule != "IA290"), "{:#?}", r.findings);
}

/// A key-padding mask's row index on 2.11 is `trunc_div(s27*s27, s27)`: a truncating
/// quotient of never-negative sizes, and an exact one, so it is `s27` itself. The three
/// mask stores of the captured attention stayed unknown without that.
#[test]
fn an_exact_truncating_quotient_of_sizes_is_its_quotient() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("kernels_samples/gpu_attention_padding_alibi");
    let r = inductor_audit::audit_paths(&[dir], &CheckOptions::default(), 1);
    assert!(r.findings.iter().all(|f| f.severity != Severity::Error), "{:#?}", r.findings);
    assert_eq!(r.stats.unknown, 0, "{:#?}", r.findings);
    assert!(r.stats.proven >= 78, "{:?}", r.stats);
}

/// Three forms of the CTC head and the recsys features captured on the H100 (programs
/// written after the auditor was tuned), each unknown before its mechanism:
/// - `tl.full(tmp66.shape, 0.0, tmp66.dtype)`, the masked-off value of a `tl.where` over an
///   integer written as a float literal, is that integer: the gathers indexed by the where
///   were "a pointer expression the analysis cannot follow" (10 accesses);
/// - `x0 = xindex % 11` masked `x0 < 9` bounds `xindex` by `11*(hi // 11) + 8`: the slice
///   read at `xindex + 2` stays inside `11*s2` (6 accesses);
/// - a cache directory holding two kernel modules: the best_config of the 2D pointwise one
///   (`XBLOCK`, `YBLOCK`) is not taken for the reduction beside it, whose `R0_BLOCK` loop
///   then has its bounds (6 accesses).
#[test]
fn ctc_and_recsys_captures_are_proven() {
    let ctc = audit_sample("gpu_ctc_logsumexp_dynamic");
    assert!(ctc.findings.iter().all(|f| f.severity != Severity::Error), "{:#?}", ctc.findings);
    let unfollowed: Vec<_> = ctc.findings.iter().filter(|f| f.message.contains("cannot follow")).collect();
    assert!(unfollowed.is_empty(), "{unfollowed:#?}");
    let slice_reads: Vec<_> = ctc.findings.iter().filter(|f| f.message.contains("not provably below the storage end")).collect();
    assert!(slice_reads.is_empty(), "{slice_reads:#?}");
    assert!(ctc.stats.unknown <= 3 && ctc.stats.proven >= 212, "{:?}", ctc.stats);

    let recsys = audit_sample("gpu_recsys_bucketize_bag_dynamic");
    assert!(recsys.findings.iter().all(|f| f.severity != Severity::Error), "{:#?}", recsys.findings);
    assert_eq!(recsys.stats.unknown, 0, "{:#?}", recsys.findings);
    assert_eq!(recsys.stats.accesses, recsys.stats.proven, "{:?}", recsys.stats);
}
