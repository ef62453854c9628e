//! Every C++ kernel Inductor wrote in the shared corpus, in the captured CPU examples
//! (`parsers/tests/data/cpp/`), and in `IA_CPP_EXTRA_DIRS` (colon-separated
//! directories searched for wrapper modules) parses with nothing unsupported.

use std::path::{Path, PathBuf};

use ia_parsers::cpp::{self, CppParse};

/// The raw strings passed to `cpp_pybinding(` in a wrapper module, with the line of
/// the file each one starts on.
fn cpp_sources(module: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut rest = module;
    let mut offset = 0;
    while let Some(i) = rest.find("cpp_pybinding(") {
        let after = &rest[i..];
        let Some(open) = after.find("r'''") else {
            break;
        };
        let body_start = i + open + 4;
        let Some(len) = rest[body_start..].find("'''") else {
            break;
        };
        let line = module[..offset + body_start].matches('\n').count() + 1;
        out.push((line, rest[body_start..body_start + len].to_string()));
        offset += body_start + len + 3;
        rest = &module[offset..];
    }
    out
}

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn python_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            python_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "py") {
            out.push(p);
        }
    }
}

fn assert_clean(label: &str, parsed: &CppParse) {
    assert!(parsed.unsupported.is_empty(), "{label}: unsupported: {:#?}", parsed.unsupported);
    assert_eq!(parsed.kernels.len(), 1, "{label}: expected one kernel");
    let k = &parsed.kernels[0];
    assert!(k.extern_c, "{label}: kernel is extern \"C\"");
    assert!(!k.body.is_empty(), "{label}: empty body");
}

fn check_wrapper_dir(dir: &Path) -> usize {
    let mut files = Vec::new();
    python_files(dir, &mut files);
    files.sort();
    let mut n = 0;
    for f in files {
        let Ok(text) = std::fs::read_to_string(&f) else {
            continue;
        };
        for (line, src) in cpp_sources(&text) {
            let parsed = cpp::parse_kernel(&src);
            assert_clean(&format!("{}:{line}", f.display()), &parsed);
            n += 1;
        }
    }
    n
}

#[test]
fn corpus_fixture_kernels_parse_cleanly() {
    let corpus = repo_root().join("tests/fixtures/corpus");
    assert!(corpus.is_dir(), "{} missing: the corpus fixtures ship with the repo", corpus.display());
    let n = check_wrapper_dir(&corpus);
    assert!(n >= 3, "expected the corpus's C++ kernels, found {n}");
}

#[test]
fn captured_fixtures_parse_cleanly() {
    let dir = repo_root().join("parsers/tests/data/cpp");
    let mut files: Vec<PathBuf> =
        std::fs::read_dir(&dir).map(|rd| rd.flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "cpp")).collect()).unwrap_or_default();
    files.sort();
    assert!(files.len() >= 5, "fixtures missing in {}", dir.display());
    for f in files {
        let src = std::fs::read_to_string(&f).expect("fixture readable");
        let parsed = cpp::parse_kernel(&src);
        assert_clean(&f.display().to_string(), &parsed);
        // What the accesses of these kernels mean is checked with the views, in the
        // checker's tests (`tests/suite/cpp_views.rs`).
    }
}

#[test]
fn extra_dirs_from_env_parse_cleanly() {
    let Ok(dirs) = std::env::var("IA_CPP_EXTRA_DIRS") else {
        return;
    };
    for d in dirs.split(':').filter(|d| !d.is_empty()) {
        let n = check_wrapper_dir(Path::new(d));
        eprintln!("{d}: {n} kernels");
    }
}

#[test]
fn extraction_finds_each_raw_string() {
    let module = "a = async_compile.cpp_pybinding(['float*'], r'''\nextern \"C\" void kernel(float* p) { p[0] = 1; }\n''')\n\
                  b = async_compile.cpp_pybinding(['float*'], r'''\nextern \"C\" void kernel(float* q) { q[1] = 2; }\n''')\n";
    let found = cpp_sources(module);
    assert_eq!(found.len(), 2);
    assert_eq!(found[0].0, 1);
    assert_eq!(found[1].0, 4);
    assert!(found[1].1.contains("q[1] = 2"));
}
