//! The command-line contract other tools rely on: exit codes (0 clean, 1 error findings,
//! 2 bad usage or nothing usable), the JSON report's shape on real captures, and `parse`
//! printing the model. Runs the real binary.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_inductor-audit");

fn sample(name: &str) -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let corpus = root.join("tests/fixtures/corpus").join(name);
    let dir = if corpus.is_dir() { corpus } else { root.join("kernels_samples").join(name) };
    assert!(dir.is_dir(), "neither tests/fixtures/corpus/{name} nor kernels_samples/{name} exists");
    dir
}

fn run(args: &[&str]) -> Output {
    let out = Command::new(BIN).args(args).output().expect("run inductor-audit");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "panic on {args:?}:\n{stderr}");
    out
}

#[test]
fn bad_usage_exits_2() {
    assert_eq!(run(&[]).status.code(), Some(2));
    assert_eq!(run(&["audit"]).status.code(), Some(2), "audit needs a path");
    assert_eq!(run(&["audit", "--format", "yaml", "x"]).status.code(), Some(2));
    let out = run(&["explain", "IA999999"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown rule"));
}

#[test]
fn rules_listed_are_explained() {
    let out = run(&["rules"]);
    assert_eq!(out.status.code(), Some(0));
    let listing = String::from_utf8_lossy(&out.stdout).into_owned();
    let codes: Vec<&str> = listing.lines().filter_map(|l| l.split_whitespace().next()).collect();
    assert!(!codes.is_empty());
    for code in codes {
        let out = run(&["explain", code]);
        assert_eq!(out.status.code(), Some(0), "explain {code}");
        assert!(String::from_utf8_lossy(&out.stdout).starts_with(code));
    }
}

#[test]
fn clean_real_capture_exits_0_with_full_counts() {
    // views_strides: a clean capture, every access provable.
    let dir = sample("views_strides");
    let out = run(&["audit", dir.to_str().expect("utf-8 path"), "--format", "json"]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let r: Value = serde_json::from_slice(&out.stdout).expect("JSON report");
    assert_eq!(r["schema"], "inductor-audit/1");
    let s = &r["stats"];
    assert!(s["modules"].as_u64() >= Some(1));
    assert!(s["launches"].as_u64() >= Some(1));
    assert_eq!(s["unparsed"].as_u64(), Some(0));
    assert_eq!(s["violations"].as_u64(), Some(0));
    assert_eq!(s["proven"].as_u64().unwrap_or(0) + s["unknown"].as_u64().unwrap_or(0), s["accesses"].as_u64().unwrap_or(u64::MAX));
    assert!(r["findings"].as_array().is_some_and(|f| f.iter().all(|f| f["severity"] != "error")));

    // The text report of the same input summarises the same counts.
    let out = run(&["audit", dir.to_str().expect("utf-8 path")]);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains(&format!("{} modules", s["modules"])), "{text}");
    assert!(text.contains(&format!("{} accesses", s["accesses"])), "{text}");
}

#[test]
fn parse_prints_the_model_of_each_module() {
    let log = sample("training_step").join("output_code.log.gz");
    let out = run(&["parse", log.to_str().expect("utf-8 path")]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let m: Value = serde_json::from_slice(&out.stdout).expect("JSON model");
    let modules = m["modules"].as_array().expect("modules");
    assert_eq!(modules.len(), 2, "forward and backward");
    assert!(m["input_issues"].as_array().is_some_and(Vec::is_empty));

    let empty = std::env::temp_dir().join(format!("ia-cli-empty-{}", std::process::id()));
    std::fs::create_dir_all(&empty).expect("mkdir");
    let out = run(&["parse", empty.to_str().expect("utf-8 path")]);
    let _ = std::fs::remove_dir(&empty);
    assert_eq!(out.status.code(), Some(2), "nothing to parse");
}

#[test]
fn unusable_input_exits_2_and_still_gives_a_json_report() {
    let missing = std::env::temp_dir().join(format!("ia-cli-missing-{}", std::process::id()));
    let out = run(&["audit", "--format", "json", missing.to_str().expect("utf-8 path")]);
    assert_eq!(out.status.code(), Some(2));
    let r: Value = serde_json::from_slice(&out.stdout).expect("a JSON report on stdout");
    assert_eq!(r["stats"]["modules"], 0);
    let issue = &r["input_issues"][0];
    assert_eq!(issue["severity"], "error");
    assert!(issue["message"].as_str().is_some_and(|m| m.contains("cannot read")), "{issue}");
    // Text output stays on stderr only.
    let out = run(&["audit", missing.to_str().expect("utf-8 path")]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
}
