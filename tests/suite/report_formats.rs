//! Every output format over real samples with findings, as snapshots (`cargo insta review`
//! after an intended change), and the SARIF output validated against the SARIF 2.1.0
//! JSON schema. Fixtures: tests/fixtures/report/README.md says how each was made.

use std::path::PathBuf;

use inductor_audit::check::CheckOptions;
use inductor_audit::report::{self, Report};

const UNMASKED: &str = "tests/fixtures/report/pad_relu_load_unmasked.log";
const TWO_BUGS: &str = "tests/fixtures/report/pad_relu_load_unmasked_store_shifted.log";
/// Real samples of known bugs: a view past its buffer returned by the wrapper (IA201, a
/// finding outside any kernel), and a C++ kernel over a negative-stride view of an empty
/// input of unknown storage size (errors: the reads land before the input's first element).
const WRAPPER_BUG: &str = "kernels_samples/bug_as_strided_past_buffer/output_code.log.gz";
const CPP_BUG: &str = "kernels_samples/bug_negative_stride_empty/output_code.log.gz";

fn audit(path: &str) -> Report {
    inductor_audit::audit_paths(&[PathBuf::from(path)], &CheckOptions::default(), 1)
}

#[test]
fn text_snapshots() {
    for (name, path) in [("text_unmasked", UNMASKED), ("text_two_bugs", TWO_BUGS), ("text_wrapper_bug", WRAPPER_BUG), ("text_cpp_bug", CPP_BUG)] {
        insta::assert_snapshot!(name, report::render_text(&audit(path), false));
    }
}

#[test]
fn json_snapshots() {
    for (name, path) in [("json_two_bugs", TWO_BUGS), ("json_wrapper_bug", WRAPPER_BUG), ("json_cpp_bug", CPP_BUG)] {
        insta::assert_snapshot!(name, audit(path).to_json());
    }
}

#[test]
fn github_snapshots() {
    for (name, path) in [("github_two_bugs", TWO_BUGS), ("github_wrapper_bug", WRAPPER_BUG), ("github_cpp_bug", CPP_BUG)] {
        insta::assert_snapshot!(name, report::render_github(&audit(path)));
    }
}

/// The rule table grows as rules are added and the version with releases: both are
/// reduced to what does not churn (rule ids in order), the rest is checked below.
#[test]
fn sarif_snapshots() {
    let mut doc = report::sarif_value(&audit(TWO_BUGS));
    let driver = &mut doc["runs"][0]["tool"]["driver"];
    driver["version"] = serde_json::json!("[version]");
    let ids: Vec<serde_json::Value> = driver["rules"].as_array().map(|a| a.iter().map(|r| r["id"].clone()).collect()).unwrap_or_default();
    driver["rules"] = serde_json::json!(ids);
    insta::assert_snapshot!("sarif_two_bugs", serde_json::to_string_pretty(&doc).expect("JSON"));
}

fn html(path: &str) -> String {
    let control = inductor_audit::RunControl { listing: true, ..Default::default() };
    let html = report::render_html(&inductor_audit::audit_paths_with(&[PathBuf::from(path)], &CheckOptions::default(), 1, &control));
    // The rules section is the rule table verbatim; keep the snapshot to the report.
    let cut = html.find("<h2 id=\"rules\">").expect("a rules section");
    assert!(html[cut..].contains("<dt id=\"rule-IA101\">"));
    html[..cut].to_string()
}

#[test]
fn html_snapshots() {
    insta::assert_snapshot!("html_unmasked", html(UNMASKED));
    insta::assert_snapshot!("html_wrapper_bug", html(WRAPPER_BUG));
}

#[test]
fn html_marks_each_access_with_its_verdict() {
    let h = html(TWO_BUGS);
    assert_eq!(h.matches("<span class=\"acc violated\" id=").count(), 2, "the load and the store");
    assert_eq!(h.matches("<span class=\"acc proven\" id=").count(), 0);
    let h = html(UNMASKED);
    assert_eq!(h.matches("<span class=\"acc violated\" id=").count(), 1);
    assert_eq!(h.matches("<span class=\"acc proven\" id=").count(), 1, "the store stays in bounds");
    assert!(h.contains("element 24548"), "the storage picture names the element");
    // C++ kernels: the findings' accesses are marked on their lines.
    let h = html(CPP_BUG);
    assert_eq!(h.matches("<span class=\"acc violated\" id=").count(), 2, "{h}");
}

fn sarif_validator() -> jsonschema::Validator {
    let schema: serde_json::Value = serde_json::from_str(include_str!("../fixtures/report/sarif-schema-2.1.0.json")).expect("the vendored schema is JSON");
    jsonschema::draft4::new(&schema).expect("the SARIF schema compiles")
}

fn schema_errors(v: &jsonschema::Validator, doc: &serde_json::Value) -> Vec<String> {
    v.iter_errors(doc).map(|e| format!("{} at {}", e, e.instance_path)).collect()
}

#[test]
fn sarif_is_valid_against_the_2_1_0_schema() {
    let validator = sarif_validator();
    for path in [UNMASKED, TWO_BUGS, WRAPPER_BUG, CPP_BUG, "tests/fixtures/report/pad_relu_clean.log"] {
        let doc: serde_json::Value = serde_json::from_str(&report::render_sarif(&audit(path))).expect("SARIF output is JSON");
        let errors = schema_errors(&validator, &doc);
        assert!(errors.is_empty(), "{path}: {errors:#?}");
    }
    // Unparsed items and input issues become notifications, which must validate too.
    let mut r = audit(TWO_BUGS);
    r.unparsed.push(report::UnparsedItem { path: TWO_BUGS.into(), line: 3, column: 0, module: "m".into(), text: "x = f(".into(), reason: "unclosed call".into() });
    let doc = report::sarif_value(&r);
    // The unparsed item, plus the release assumption (the fixture has no capture.json).
    assert_eq!(doc["runs"][0]["invocations"][0]["toolExecutionNotifications"].as_array().map(Vec::len), Some(1 + r.input_issues.len()));
    assert!(schema_errors(&validator, &doc).is_empty());
}

#[test]
fn the_schema_check_can_fail() {
    let validator = sarif_validator();
    let mut doc = report::sarif_value(&audit(UNMASKED));
    doc["runs"][0]["results"][0]["level"] = serde_json::json!("fatal");
    assert!(!schema_errors(&validator, &doc).is_empty(), "a level outside the enum passed");
    let mut doc = report::sarif_value(&audit(UNMASKED));
    doc["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"]["startLine"] = serde_json::json!(0);
    assert!(!schema_errors(&validator, &doc).is_empty(), "line 0 passed");
}

#[test]
fn sarif_carries_rules_and_fingerprints() {
    let doc = report::sarif_value(&audit(TWO_BUGS));
    let run = &doc["runs"][0];
    let rules = run["tool"]["driver"]["rules"].as_array().expect("rules");
    assert!(rules.iter().all(|r| r["help"]["text"].as_str().is_some_and(|t| t.len() > 100)), "every rule has help text");
    let results = run["results"].as_array().expect("results");
    assert_eq!(results.len(), 2);
    for res in results {
        let i = res["ruleIndex"].as_u64().expect("ruleIndex") as usize;
        assert_eq!(rules[i]["id"], res["ruleId"]);
        assert!(res["partialFingerprints"]["inductorAudit/v1"].as_str().is_some());
    }
    let ids: Vec<&str> = results.iter().filter_map(|r| r["ruleId"].as_str()).collect();
    assert_eq!(ids, ["IA101", "IA102"]);
    assert_eq!(results[1]["locations"][0]["physicalLocation"]["region"]["startLine"], 90);
}
