//! The index-decomposition and allocation-dtype mutation set (tests/fixtures/decomp_mutants/,
//! `tools/mutate.py --set decomp`): a kernel's `x1 = xindex // 64` divides by one less, its
//! `x0 = xindex % 64` wraps one later, or the wrapper allocates a buffer a Triton launch
//! receives in the next narrower dtype. Labels come from compute-sanitizer on the H100
//! (`tools/label_mutants.py run --set decomp`). Every mutant it confirms out of bounds must
//! be an error, and every unmutated module must stay free of errors.
//!
//! The audit also reports errors on some mutants memcheck calls clean; the counterexample
//! shows why memcheck cannot see them: an overrun far past the end lands in another live
//! allocation (memcheck checks only that an address is allocated), an overrun at a shape
//! other than the one the harness ran, or at an index value the harness's data never held.

use crate::blind_mutants::{confirmed_mutants, controls_stay_clean, labels_cover};

const SET: &str = "decomp_mutants";

#[test]
fn controls_have_no_errors() {
    controls_stay_clean(SET, 40);
}

#[test]
fn sanitizer_confirmed_mutants_are_errors() {
    let (by_operator, missed) = confirmed_mutants(SET);
    eprintln!("decomp mutants reported per operator (reported/confirmed): {by_operator:?}");
    assert!(missed.is_empty(), "{} sanitizer-confirmed mutants not reported as errors:\n{}", missed.len(), missed.join("\n"));
    for op in ["index_div", "index_mod", "alloc_dtype"] {
        assert!(by_operator.get(op).is_some_and(|(n, _)| *n >= 5), "fewer than 5 confirmed {op} mutants: {by_operator:?}");
    }
}

#[test]
fn labels_cover_the_manifest() {
    labels_cover(SET);
}
