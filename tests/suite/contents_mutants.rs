//! The index-buffer contents mutation set (tests/fixtures/contents_mutants/,
//! `tools/mutate.py --set contents`): a kernel that fills an integer index buffer stores one
//! more than it should, or loses its upper clamp, and a later launch of the same module
//! gathers through that buffer. Labels come from compute-sanitizer on the H100
//! (`tools/label_mutants.py run --set contents`). Every mutant it confirms out of bounds must
//! be an error (the counterexample is a value the producer stores; a ratchet until the
//! standalone modules get their log's guards, see below), and every unmutated module must
//! stay free of errors.

use std::collections::BTreeMap;

use crate::blind_mutants::{audit_in, fixture_of, module_text, str_field};

const SET: &str = "contents_mutants";

#[test]
fn controls_have_no_errors() {
    let (manifest, labels) = fixture_of(SET);
    let controls = manifest["controls"].as_array().expect("controls");
    assert!(controls.len() >= 3, "only {} controls", controls.len());
    for c in controls {
        let id = str_field(c, "id");
        assert_eq!(labels["labels"][id]["verdict"].as_str(), Some("clean"), "{id}: an unmutated module not labelled clean");
        let (exit, errors, text) = audit_in(SET, id, &module_text(c));
        assert!(errors.is_empty(), "{id}: errors on an unmutated module: {text}");
        assert_ne!(exit, Some(2), "{id}: refused: {text}");
    }
}

#[test]
fn sanitizer_confirmed_mutants_are_errors() {
    let (manifest, labels) = fixture_of(SET);
    let mut missed = Vec::new();
    // operator -> (confirmed out of bounds, of them reported as errors)
    let mut by_operator: BTreeMap<String, (u32, u32)> = BTreeMap::new();
    for m in manifest["mutants"].as_array().expect("mutants") {
        let id = str_field(m, "id");
        let verdict = labels["labels"][id]["verdict"].as_str().unwrap_or_else(|| panic!("{id}: no label"));
        if !verdict.starts_with("oob") {
            continue;
        }
        let (exit, errors, text) = audit_in(SET, id, &module_text(m));
        let caught = exit == Some(1) && !errors.is_empty();
        let tally = by_operator.entry(str_field(m, "operator").to_string()).or_default();
        tally.0 += 1;
        tally.1 += u32::from(caught);
        if !caught {
            missed.push(format!("{id} ({verdict}):\n{text}"));
        }
    }
    eprintln!("contents mutants reported per operator (reported/confirmed): {by_operator:?}");
    for op in ["stored_index_plus_one", "stored_index_unclamped"] {
        assert!(by_operator.get(op).is_some_and(|(n, _)| *n >= 5), "fewer than 5 confirmed {op} mutants: {by_operator:?}");
    }
    // A ratchet, not yet all: the mutants are audited as standalone wrapper modules (the
    // cache file), without the guards their log carries. The U-Net's float-computed source
    // rows need them (`s // 2 >= 1`) to have a range at all, so 7 of its mutants stay
    // unknown (IA104), as its unmutated module's own gathers do without the log; every
    // spatial-transformer mutant and the U-Net's chained clamps are errors.
    const CAUGHT_AT_LEAST: usize = 11;
    let caught: u32 = by_operator.values().map(|(_, c)| *c).sum();
    assert!(caught as usize >= CAUGHT_AT_LEAST, "{caught} sanitizer-confirmed mutants reported as errors (the ratchet wants {CAUGHT_AT_LEAST}); missed:\n{}", missed.join("\n"));
}

#[test]
fn labels_cover_the_manifest() {
    let (manifest, labels) = fixture_of(SET);
    let known = ["clean", "oob_read", "oob_write", "oob_read_write", "other", "crash", "timeout"];
    for m in manifest["mutants"].as_array().into_iter().flatten().chain(manifest["controls"].as_array().into_iter().flatten()) {
        let id = str_field(m, "id");
        let v = labels["labels"][id]["verdict"].as_str().unwrap_or_else(|| panic!("{id}: no label"));
        assert!(known.contains(&v), "{id}: verdict {v:?}");
        if m["line"].is_u64() {
            assert_ne!(str_field(m, "old"), str_field(m, "new"), "{id}: the mutation changes nothing");
        }
    }
}
