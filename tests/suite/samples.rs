//! Every real sample: everything parses, and clean compiler output gets no error finding.
//! Samples that reproduce known bugs say in their `expect.json` which rules they must
//! trigger.

use std::path::{Path, PathBuf};

use inductor_audit::check::CheckOptions;
use inductor_audit::report::{Report, Severity};

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The sample folders directly under `root`. `releases/` (CPU captures of other PyTorch
/// releases, `releases/torch-<X.Y>/<program>/`) and `releases_triton/` (their CUDA/Triton
/// output) are not one sample each: `releases.rs` and `releases_triton.rs` own them, with a
/// per-release ratchet on proven accesses and false errors.
fn sample_dirs(root: &Path) -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(root)
        .map(|rd| rd.filter_map(Result::ok).map(|e| e.path()).filter(|p| p.is_dir() && !p.file_name().is_some_and(|n| n.to_string_lossy().starts_with("releases"))).collect())
        .unwrap_or_default();
    dirs.sort();
    dirs
}

fn audit(dir: &Path) -> Report {
    inductor_audit::audit_paths(&[dir.to_path_buf()], &CheckOptions::default(), 1)
}

struct Expect {
    clean: bool,
    must_report: Vec<String>,
}

fn expectation(dir: &Path) -> Expect {
    let v: serde_json::Value = std::fs::read(dir.join("expect.json")).ok().and_then(|b| serde_json::from_slice(&b).ok()).unwrap_or(serde_json::json!({"clean": true}));
    let must_report = v["must_report"].as_array().map(|a| a.iter().filter_map(|x| x.as_str().map(str::to_string)).collect()).unwrap_or_default();
    Expect { clean: v["clean"].as_bool().unwrap_or(true), must_report }
}

fn check_tree(root: &Path) -> usize {
    let mut failures = Vec::new();
    let dirs = sample_dirs(root);
    for dir in &dirs {
        let r = audit(dir);
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        if r.stats.modules == 0 {
            failures.push(format!("{name}: no module found"));
        }
        for u in &r.unparsed {
            failures.push(format!("{name}: unparsed {}:{}:{} {} ({})", u.path, u.line, u.column, u.text, u.reason));
        }
        let exp = expectation(dir);
        if exp.clean {
            for f in r.findings.iter().filter(|f| f.severity == Severity::Error) {
                failures.push(format!("{name}: false alarm {} {} {}:{}: {}", f.rule, f.kernel, f.path, f.line, f.message));
            }
        }
        for rule in &exp.must_report {
            if !r.findings.iter().any(|f| f.rule == rule) {
                failures.push(format!("{name}: expected a {rule} finding, got none"));
            }
        }
    }
    assert!(failures.is_empty(), "{} problems:\n{}", failures.len(), failures.join("\n"));
    dirs.len()
}

#[test]
fn kernels_samples_parse_fully_and_clean_ones_stay_clean() {
    let n = check_tree(&repo().join("kernels_samples"));
    assert!(n >= 30, "expected at least 30 samples, found {n}");
}

#[test]
fn corpus_fixtures_parse_fully_and_stay_clean() {
    let corpus = repo().join("tests/fixtures/corpus");
    assert!(corpus.is_dir(), "{} missing: the corpus fixtures ship with the repo", corpus.display());
    check_tree(&corpus);
}

/// What the program itself saw when it was captured: `expect.json`'s `case_result` holds
/// keys of the `CASE_RESULT <name> {json}` line of `stdout.txt` and the values they must
/// have (a bug sample's `"same": false`, a compile crash's error type). A recapture on a
/// release that behaves differently fails here instead of silently turning a bug sample
/// into a clean one.
#[test]
fn case_results_in_stdout_match_expect_json() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for dir in sample_dirs(&repo().join("kernels_samples")) {
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let Some(v) = std::fs::read(dir.join("expect.json")).ok().and_then(|b| serde_json::from_slice::<serde_json::Value>(&b).ok()) else {
            continue;
        };
        let Some(want) = v.get("case_result").and_then(|c| c.as_object()) else {
            continue;
        };
        checked += 1;
        let stdout = std::fs::read_to_string(dir.join("stdout.txt")).unwrap_or_default();
        let prefix = format!("CASE_RESULT {name} ");
        let Some(got) = stdout.lines().find_map(|l| l.strip_prefix(&prefix)).and_then(|j| serde_json::from_str::<serde_json::Value>(j).ok()) else {
            failures.push(format!("{name}: no `{prefix}{{json}}` line in stdout.txt"));
            continue;
        };
        for (k, w) in want {
            if got.get(k) != Some(w) {
                failures.push(format!("{name}: CASE_RESULT {k} = {}, expect.json says {w}", got.get(k).map(|g| g.to_string()).unwrap_or_else(|| "missing".into())));
            }
        }
    }
    assert!(failures.is_empty(), "{} problems:\n{}", failures.len(), failures.join("\n"));
    assert!(checked >= 2, "expected at least two samples with a case_result in expect.json, found {checked}");
}
