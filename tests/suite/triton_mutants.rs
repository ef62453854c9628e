//! The Triton mutation test set (tests/fixtures/triton_mutants/): real wrapper modules
//! from kernels_samples/ with one line changed by tools/mutate.py, labelled on an H100 by
//! compute-sanitizer memcheck (tools/label_mutants.py). Every mutant the sanitizer saw
//! go out of bounds must be reported as an error by the release binary, statically; every
//! unmutated source module must stay free of errors.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

/// Sanitizer-confirmed mutants the prover does not catch yet, each with why. The test
/// fails when one of them starts being caught, so that this list only ever shrinks.
/// Sanitizer-confirmed mutants the audit does not report yet, with why. Empty: every one
/// is caught. The test fails when a listed one starts being caught, so it only shrinks.
const KNOWN_MISSES: &[(&str, &str)] = &[];

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn load_json(path: &Path) -> Value {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn str_field<'a>(v: &'a Value, key: &str) -> &'a str {
    v[key].as_str().unwrap_or_else(|| panic!("fixture entry without string {key:?}: {v}"))
}

/// The module text of a control (the source as it is) or a mutant (one line replaced).
fn module_text(entry: &Value) -> String {
    let source = repo().join(str_field(entry, "source"));
    let text = std::fs::read_to_string(&source).unwrap_or_else(|e| panic!("{}: {e}", source.display()));
    let Some(line) = entry["line"].as_u64() else { return text };
    let mut lines: Vec<&str> = text.split('\n').collect();
    let i = line as usize - 1;
    assert_eq!(lines.get(i).copied(), Some(str_field(entry, "old")), "{}: the source changed under the recorded mutant", str_field(entry, "id"));
    lines[i] = str_field(entry, "new");
    lines.join("\n")
}

struct Audit {
    exit: Option<i32>,
    /// (rule, line) of each error finding.
    errors: Vec<(String, u64)>,
    text: String,
}

/// Audits the module alone, written as `<id>.py` into a scratch folder.
fn audit(id: &str, text: &str) -> Audit {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("triton_mutants");
    std::fs::create_dir_all(&dir).expect("scratch dir");
    let path = dir.join(format!("{id}.py"));
    std::fs::write(&path, text).expect("write module");
    let out = Command::new(env!("CARGO_BIN_EXE_inductor-audit")).args(["audit", "--format", "json", "--jobs", "1"]).arg(&path).output().expect("run inductor-audit");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let report: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{id}: report is not JSON ({e}): {text}"));
    let errors = report["findings"]
        .as_array()
        .map(|fs| fs.iter().filter(|f| f["severity"] == "error").map(|f| (f["rule"].as_str().unwrap_or("").to_string(), f["line"].as_u64().unwrap_or(0))).collect())
        .unwrap_or_default();
    Audit { exit: out.status.code(), errors, text }
}

fn is_bounds_rule(rule: &str) -> bool {
    rule.starts_with("IA1") || rule.starts_with("IA2")
}

#[test]
fn controls_have_no_errors() {
    let dir = repo().join("tests/fixtures/triton_mutants");
    let manifest = load_json(&dir.join("mutants.json"));
    let labels = load_json(&dir.join("labels.json"));
    let controls = manifest["controls"].as_array().expect("controls");
    assert!(controls.len() >= 15, "the set should span at least 15 samples");
    for c in controls {
        let id = str_field(c, "id");
        assert_eq!(labels["labels"][id]["verdict"], "clean", "{id}: the unmutated module must be sanitizer-clean");
        let a = audit(id, &module_text(c));
        assert_eq!(a.exit, Some(0), "{id}: exit code");
        assert!(a.errors.is_empty(), "{id}: errors on an unmutated module: {}", a.text);
    }
}

#[test]
fn sanitizer_confirmed_mutants_are_reported() {
    let dir = repo().join("tests/fixtures/triton_mutants");
    let manifest = load_json(&dir.join("mutants.json"));
    let labels = load_json(&dir.join("labels.json"));
    let mutants = manifest["mutants"].as_array().expect("mutants");
    let mut confirmed = 0;
    let mut missed = Vec::new();
    let mut still_missed = BTreeMap::new();
    for m in mutants {
        let id = str_field(m, "id");
        let verdict = labels["labels"][id]["verdict"].as_str().unwrap_or_else(|| panic!("{id}: no sanitizer label"));
        if !verdict.starts_with("oob") {
            continue;
        }
        confirmed += 1;
        let a = audit(id, &module_text(m));
        let caught = a.exit == Some(1) && a.errors.iter().any(|(rule, _)| is_bounds_rule(rule));
        if let Some((_, why)) = KNOWN_MISSES.iter().find(|(k, _)| *k == id) {
            still_missed.insert(id.to_string(), (*why, caught));
            continue;
        }
        if !caught {
            missed.push(format!("{id} ({verdict}, exit {:?}):\n{}", a.exit, a.text));
            continue;
        }
        // A changed access must be blamed itself, not only some other access.
        let op = str_field(m, "operator");
        let line = m["line"].as_u64().unwrap_or(0);
        if matches!(op, "offset_plus_one" | "mask_drop" | "mask_conjunct_drop") {
            assert!(a.errors.iter().any(|(_, l)| *l == line), "{id}: no error on the mutated line {line}: {}", a.text);
        }
    }
    assert!(confirmed >= 50, "only {confirmed} sanitizer-confirmed mutants in the set");
    assert!(missed.is_empty(), "{} sanitizer-confirmed mutants not reported:\n{}", missed.len(), missed.join("\n"));
    let fixed: Vec<_> = still_missed.iter().filter(|(_, (_, caught))| *caught).map(|(id, _)| id.as_str()).collect();
    assert!(fixed.is_empty(), "now caught, remove from KNOWN_MISSES: {fixed:?}");
    let stale: Vec<_> = KNOWN_MISSES.iter().filter(|(k, _)| !still_missed.contains_key(*k)).map(|(k, _)| *k).collect();
    assert!(stale.is_empty(), "KNOWN_MISSES names mutants that are not sanitizer-confirmed: {stale:?}");
}

#[test]
fn labels_cover_the_manifest() {
    let dir = repo().join("tests/fixtures/triton_mutants");
    let manifest = load_json(&dir.join("mutants.json"));
    let labels = load_json(&dir.join("labels.json"));
    let known = ["clean", "oob_read", "oob_write", "oob_read_write", "other", "crash", "timeout"];
    for m in manifest["mutants"].as_array().into_iter().flatten().chain(manifest["controls"].as_array().into_iter().flatten()) {
        let id = str_field(m, "id");
        let v = labels["labels"][id]["verdict"].as_str().unwrap_or_else(|| panic!("{id}: no label"));
        assert!(known.contains(&v), "{id}: verdict {v:?}");
        // A mutant must differ from its source in exactly the recorded line.
        if m["line"].is_u64() {
            assert_ne!(str_field(m, "old"), str_field(m, "new"), "{id}: the mutation changes nothing");
            assert_ne!(module_text(m), std::fs::read_to_string(repo().join(str_field(m, "source"))).unwrap_or_default(), "{id}");
        }
    }
}
