//! Every verdict the audit gives on the shipped inputs (kernels_samples/, the corpus
//! fixtures, the Triton, wrapper, blind-spot, decomposition and C++ mutant suites) compared with a recorded fixture
//! (tests/fixtures/verdicts/verdicts.txt, first recorded from main's behaviour before the
//! performance work of issue 15). Speed work must not change a verdict: a lost
//! counterexample shows up here as a violated access turning unknown.
//!
//! Each line is one finding (input, kernel, line, column, rule, severity, and whether it
//! carries a concrete counterexample) or one input's counts (accesses, proven, violated,
//! unknown). The concrete values of a counterexample are not compared: a search may find
//! another element that is just as out of bounds.
//!
//! To re-record after a deliberate verdict change: `VERDICTS_UPDATE=1 cargo test --release
//! --test verdicts_stable`, and say in the commit why each line changed.

use std::path::{Path, PathBuf};

use inductor_audit::check::CheckOptions;
use inductor_audit::report::Report;
use serde_json::Value;

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn sub_dirs(root: &Path) -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(root).unwrap_or_else(|e| panic!("{}: {e}", root.display())).flatten().map(|e| e.path()).filter(|p| p.is_dir()).collect();
    dirs.sort();
    dirs
}

fn describe(label: &str, r: &Report, out: &mut Vec<String>) {
    let s = &r.stats;
    out.push(format!("{label}\tstats\taccesses={} proven={} violated={} unknown={} modules={} launches={}", s.accesses, s.proven, s.violations, s.unknown, s.modules, s.launches));
    let mut lines: Vec<String> = r
        .findings
        .iter()
        .map(|f| {
            let concrete = if f.evidence.offset.is_some() || f.evidence.program_id.is_some() || !f.evidence.indices.is_empty() { "counterexample" } else { "no-counterexample" };
            format!("{label}\t{}\t{}:{}\t{}\t{:?}\t{concrete}", f.kernel, f.line, f.column, f.rule, f.severity)
        })
        .collect();
    lines.sort();
    out.extend(lines);
}

fn load_json(path: &Path) -> Value {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The module text of a control (the source) or mutant (one line replaced) of a
/// `tools/mutate.py` set.
fn mutant_text(entry: &Value) -> String {
    let source = repo().join(entry["source"].as_str().expect("source"));
    let text = std::fs::read_to_string(&source).unwrap_or_else(|e| panic!("{}: {e}", source.display()));
    let Some(line) = entry["line"].as_u64() else { return text };
    let mut lines: Vec<&str> = text.split('\n').collect();
    lines[line as usize - 1] = entry["new"].as_str().expect("new");
    lines.join("\n")
}

fn all_verdicts() -> Vec<String> {
    let opts = CheckOptions::default();
    let mut out = Vec::new();
    for root in ["kernels_samples", "tests/fixtures/corpus"] {
        for dir in sub_dirs(&repo().join(root)) {
            let label = dir.strip_prefix(repo()).expect("inside the repo").display().to_string();
            let r = inductor_audit::audit_paths(&[dir], &opts, 1);
            describe(&label, &r, &mut out);
        }
    }
    // Every one-line mutant set in the manifest format of tools/mutate.py.
    for set in ["triton_mutants", "wrapper_mutants", "blind_mutants", "decomp_mutants"] {
        let manifest = load_json(&repo().join("tests/fixtures").join(set).join("mutants.json"));
        for group in ["controls", "mutants"] {
            for entry in manifest[group].as_array().expect("array") {
                let id = entry["id"].as_str().expect("id");
                let r = inductor_audit::audit_text(&format!("{id}.py"), mutant_text(entry), &opts);
                describe(&format!("{set}/{id}"), &r, &mut out);
            }
        }
    }
    let cpp_dir = repo().join("tests/fixtures/cpp_mutants/mutants");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&cpp_dir).expect("cpp mutants").flatten().map(|e| e.path()).collect();
    files.sort();
    for f in files {
        let label = format!("cpp_mutants/{}", f.file_name().unwrap_or_default().to_string_lossy());
        let r = inductor_audit::audit_paths(&[f], &opts, 1);
        describe(&label, &r, &mut out);
    }
    out
}

#[test]
fn every_verdict_is_unchanged() {
    let fixture = repo().join("tests/fixtures/verdicts/verdicts.txt");
    let now = all_verdicts();
    assert!(now.len() > 300, "only {} verdict lines: inputs missing?", now.len());
    if std::env::var_os("VERDICTS_UPDATE").is_some() {
        std::fs::create_dir_all(fixture.parent().expect("parent")).expect("mkdir");
        std::fs::write(&fixture, now.join("\n") + "\n").expect("write fixture");
        return;
    }
    let before = std::fs::read_to_string(&fixture).unwrap_or_else(|e| panic!("{}: {e}", fixture.display()));
    let before: Vec<&str> = before.lines().collect();
    let gone: Vec<&str> = before.iter().copied().filter(|l| !now.iter().any(|n| n == l)).collect();
    let new: Vec<&String> = now.iter().filter(|n| !before.contains(&n.as_str())).collect();
    assert!(
        gone.is_empty() && new.is_empty(),
        "verdicts changed.\nbefore only:\n{}\nnow only:\n{}",
        gone.join("\n"),
        new.iter().map(|s| s.as_str()).collect::<Vec<_>>().join("\n")
    );
}
