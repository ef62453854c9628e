//! IA2xx over real captures: silent on clean samples. Each rule's own fixture test (a real
//! wrapper with one line changed the way the bug it names would) is in its file,
//! `src/rules/ia2xx_*.rs`.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use inductor_audit::check::{storage, CheckOptions, Stats};
use inductor_audit::input;
use inductor_audit::model::{self, Module};
use inductor_audit::report::{Finding, Severity};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn modules_under(path: &Path) -> Vec<Module> {
    let d = input::discover(&[path.to_path_buf()]);
    let mut issues = d.issues.clone();
    let mut out = Vec::new();
    input::read_all(&d, &mut issues, |m| out.push(model::build_module(Arc::new(m), &d.cache)));
    out
}

fn storage_findings(m: &Module) -> Vec<Finding> {
    let mut f = Vec::new();
    storage::check_module(m, &CheckOptions::default(), &mut f, &mut Stats::default());
    f
}

#[test]
fn clean_samples_have_no_storage_errors() {
    let mut checked = 0;
    for dir in [root().join("kernels_samples"), root().join("tests/fixtures/corpus")] {
        assert!(dir.is_dir(), "{} missing", dir.display());
        for entry in std::fs::read_dir(&dir).expect("readable").flatten() {
            let p = entry.path();
            let expect = std::fs::read_to_string(p.join("expect.json")).unwrap_or_default();
            if expect.contains("\"clean\": false") {
                continue;
            }
            for m in modules_under(&p) {
                checked += 1;
                let errors: Vec<String> =
                    storage_findings(&m).into_iter().filter(|f| f.severity == Severity::Error).map(|f| format!("{}:{} {} {}", f.path, f.line, f.rule, f.message)).collect();
                assert!(errors.is_empty(), "{}: {errors:#?}", p.display());
            }
        }
    }
    assert!(checked > 50, "only {checked} modules found");
}
