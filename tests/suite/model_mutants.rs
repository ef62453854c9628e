//! Planted bugs in the real-model captures (tests/fixtures/model_mutants/,
//! `tools/mutate.py --set models`): two single-line mutants per GPU wrapper module of every
//! `gpu_*` sample, drawn among every kernel and wrapper operator of the other sets (masks,
//! offsets, comparisons, numels, allocation sizes and dtypes, index decomposition, swapped
//! arguments), labelled on the H100 by compute-sanitizer (`tools/label_mutants.py run --set
//! models`). These are the programs users write, not the single-feature programs the other
//! sets were drawn from first: the closest stand-in for planted bugs in models never seen.

use crate::blind_mutants::{audit_in, confirmed_mutants, controls_stay_clean, fixture_of, labels_cover, module_text};

const SET: &str = "model_mutants";

#[test]
fn controls_have_no_errors() {
    controls_stay_clean(SET, 50);
}

#[test]
fn sanitizer_confirmed_mutants_are_errors() {
    let (by_operator, missed) = confirmed_mutants(SET);
    eprintln!("model mutants reported per operator (confirmed/reported): {by_operator:?}");
    let confirmed: u32 = by_operator.values().map(|(n, _)| *n).sum();
    let caught: u32 = by_operator.values().map(|(_, c)| *c).sum();
    assert!(confirmed >= 90, "only {confirmed} sanitizer-confirmed mutants: {by_operator:?}");
    assert_eq!(caught, confirmed, "missed:\n{}", missed.join("\n"));
}

/// A mutant the sanitizer ran clean may still be wrong for other data or shapes than the
/// harness's; an error on it must say which: a value read from memory that the kernel's
/// own checks accept (an embedding row the random tokens never hit), or a shape other than
/// the compiled one. An error at the compiled shapes with no such value would contradict
/// the sanitizer: a false alarm.
#[test]
fn errors_on_sanitizer_clean_mutants_name_the_data_or_shape() {
    let (manifest, labels) = fixture_of(SET);
    let mut checked = 0;
    for m in manifest["mutants"].as_array().expect("mutants") {
        let id = m["id"].as_str().expect("id");
        if labels["labels"][id]["verdict"].as_str() != Some("clean") {
            continue;
        }
        let (_, errors, text) = audit_in(SET, id, &module_text(m));
        if errors.is_empty() {
            continue;
        }
        checked += 1;
        let report: serde_json::Value = serde_json::from_str(&text).expect("JSON");
        for f in report["findings"].as_array().into_iter().flatten().filter(|f| f["severity"] == "error") {
            let reason = f["evidence"]["reason"].as_str().unwrap_or_default();
            let hints_moved = f["message"].as_str().unwrap_or_default().contains("compiled at");
            assert!(reason.contains("read from memory") || hints_moved, "{id}: an error at the compiled shapes on a mutant the sanitizer ran clean: {f:#}");
        }
    }
    eprintln!("{checked} sanitizer-clean mutants with errors, each naming the data or shape");
}

#[test]
fn labels_cover_the_manifest() {
    labels_cover(SET);
}
