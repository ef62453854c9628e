//! The wrapper mutation set (tests/fixtures/wrapper_mutants/, `tools/mutate.py --set
//! wrapper`): views handed to extern kernels, ATen ops and copies with their offset or outer
//! stride changed, and kernel benchmark modules with a `get_args()` tensor one row short,
//! each labelled on an H100 by compute-sanitizer memcheck (`tools/label_mutants.py run
//! --set wrapper`). Every mutant the sanitizer saw go out of bounds must be an error of the
//! release binary, statically; every unmutated module must stay free of errors.
//!
//! The sanitizer does not see every one of these overruns (cuBLAS reads operands through
//! the Hopper tensor-memory accelerator, which memcheck does not instrument; a returned view
//! is never read by the harness), so mutants it labels clean are not required to be silent.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

/// Sanitizer-confirmed mutants not reported yet, with why. The test fails when one of them
/// starts being caught, so that this list only shrinks.
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

/// (exit code, (rule, line) of each error, the report).
fn audit(id: &str, text: &str) -> (Option<i32>, Vec<(String, u64)>, String) {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("wrapper_mutants");
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
    (out.status.code(), errors, text)
}

fn fixture() -> (Value, Value) {
    let dir = repo().join("tests/fixtures/wrapper_mutants");
    (load_json(&dir.join("mutants.json")), load_json(&dir.join("labels.json")))
}

#[test]
fn controls_are_sanitizer_clean_and_have_no_errors() {
    let (manifest, labels) = fixture();
    let controls = manifest["controls"].as_array().expect("controls");
    assert!(controls.len() >= 15, "only {} controls", controls.len());
    for c in controls {
        let id = str_field(c, "id");
        assert_eq!(labels["labels"][id]["verdict"], "clean", "{id}: the unmutated module must be sanitizer-clean");
        let (exit, errors, text) = audit(id, &module_text(c));
        assert_eq!(exit, Some(0), "{id}: {text}");
        assert!(errors.is_empty(), "{id}: errors on an unmutated module: {text}");
    }
}

#[test]
fn sanitizer_confirmed_mutants_are_reported_where_they_are() {
    let (manifest, labels) = fixture();
    let mut confirmed = 0;
    let mut missed = Vec::new();
    let mut still_missed = BTreeMap::new();
    for m in manifest["mutants"].as_array().expect("mutants") {
        let id = str_field(m, "id");
        let verdict = labels["labels"][id]["verdict"].as_str().unwrap_or_else(|| panic!("{id}: no sanitizer label"));
        if !verdict.starts_with("oob") {
            continue;
        }
        confirmed += 1;
        let (exit, errors, text) = audit(id, &module_text(m));
        let caught = exit == Some(1) && !errors.is_empty();
        if let Some((_, why)) = KNOWN_MISSES.iter().find(|(k, _)| *k == id) {
            still_missed.insert(id.to_string(), (*why, caught));
            continue;
        }
        if !caught {
            missed.push(format!("{id} ({verdict}):\n{text}"));
            continue;
        }
        // A changed view is blamed on its own line, as IA201.
        if str_field(m, "operator").starts_with("view_") {
            let line = m["line"].as_u64().unwrap_or(0);
            assert!(errors.iter().any(|(r, l)| r == "IA201" && *l == line), "{id}: no IA201 on line {line}: {text}");
        }
    }
    assert!(confirmed >= 20, "only {confirmed} sanitizer-confirmed mutants");
    assert!(missed.is_empty(), "{} sanitizer-confirmed mutants not reported:\n{}", missed.len(), missed.join("\n"));
    let fixed: Vec<_> = still_missed.iter().filter(|(_, (_, caught))| *caught).map(|(id, _)| id.as_str()).collect();
    assert!(fixed.is_empty(), "now caught, remove from KNOWN_MISSES: {fixed:?}");
    assert_eq!(still_missed.len(), KNOWN_MISSES.len(), "KNOWN_MISSES names mutants that are not sanitizer-confirmed");
}

#[test]
fn labels_cover_the_manifest() {
    let (manifest, labels) = fixture();
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
