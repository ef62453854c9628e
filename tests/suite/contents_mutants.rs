//! The index-buffer contents mutation set (tests/fixtures/contents_mutants/,
//! `tools/mutate.py --set contents`): a kernel that fills an integer index buffer stores one
//! more than it should, or loses its upper clamp, and a later launch of the same module
//! gathers through that buffer. Labels come from compute-sanitizer on the H100
//! (`tools/label_mutants.py run --set contents`). Every mutant it confirms out of bounds must
//! be an error (the counterexample is a value the producer stores), and every unmutated module must
//! stay free of errors.

use crate::blind_mutants::{confirmed_mutants, controls_stay_clean, labels_cover};

const SET: &str = "contents_mutants";

#[test]
fn controls_have_no_errors() {
    controls_stay_clean(SET, 3);
}

#[test]
fn sanitizer_confirmed_mutants_are_errors() {
    let (by_operator, missed) = confirmed_mutants(SET);
    eprintln!("contents mutants reported per operator (reported/confirmed): {by_operator:?}");
    for op in ["stored_index_plus_one", "stored_index_unclamped"] {
        assert!(by_operator.get(op).is_some_and(|(n, _)| *n >= 5), "fewer than 5 confirmed {op} mutants: {by_operator:?}");
    }
    // All of them: the mutants are audited as standalone wrapper modules (the cache file),
    // without the guards their log carries, so the U-Net's float-computed source rows
    // have no range over the sizes (`s // 2 >= 1` is not known); their producers' stores
    // are evaluated at each concrete shape instead. The chained `add_clamp` producers
    // overrun only at the last batch's last channel before the `cat` boundary, found
    // because the search varies the loaded values slowest (their top first).
    const CAUGHT_AT_LEAST: u32 = 18;
    let caught: u32 = by_operator.values().map(|(_, c)| *c).sum();
    let confirmed: u32 = by_operator.values().map(|(n, _)| *n).sum();
    assert!(
        caught == confirmed && caught >= CAUGHT_AT_LEAST,
        "{caught} of {confirmed} sanitizer-confirmed mutants reported as errors (all are wanted, at least {CAUGHT_AT_LEAST}); missed:\n{}",
        missed.join("\n")
    );
}

#[test]
fn labels_cover_the_manifest() {
    labels_cover(SET);
}
