//! The layer order of the crate (README, "How it works"), checked on the source: every
//! `crate::` path a file names (in `use` lines and inline, comments skipped) must point at
//! its own layer or one below it.
//!
//! ```text
//! parsers (crate ia-parsers) → sym (algebra) → input/model → kernel facts → engine → rules/check
//! diagnostics (plain data, imports nothing) ← engine, rules/check, report
//! report → diagnostics (and the input issue types the report carries), nothing else
//! tools (lib.rs pipeline, CLI, python, config, gate, confirm, diagnose, capture) → any
//!   layer's public API, never a rule family's modules (check::triton::*, check::cpp::*, check::storage::*)
//!
//! kernel facts: check/facts.rs (the types) ← check/triton/{interp,float}.rs (Triton
//!   interpretation) and check/cpp/{lower,views}.rs (C++ lowering), each producing KernelFacts
//! engine: check/engine/ (prove, witness, Window, concrete_bindings), check/storage/arith.rs
//! families: check/triton/ and check/cpp/ never name each other (`crate::` or `super::`
//!   paths); the shared facts types and the engine name neither
//! ```
//!
//! `super::` and `self::` paths stay inside a module, so the layer order does not follow
//! them; the family check resolves them.

use std::path::{Path, PathBuf};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Layer {
    Diagnostics,
    Sym,
    InputModel,
    Facts,
    Engine,
    Rules,
    Report,
    Tools,
}

/// The layer a source file (path relative to `src/`) belongs to.
fn layer_of_file(rel: &str) -> Layer {
    let top = rel.split('/').next().unwrap_or("");
    match top {
        "diagnostics" => Layer::Diagnostics,
        "sym" => Layer::Sym,
        "input" | "model" => Layer::InputModel,
        "report" => Layer::Report,
        "rules" => Layer::Rules,
        "check" => match rel {
            "check/facts.rs" | "check/triton/interp.rs" | "check/facts/float.rs" | "check/cpp/lower.rs" | "check/cpp/views.rs" => Layer::Facts,
            "check/storage/arith.rs" => Layer::Engine,
            _ if rel.starts_with("check/engine/") => Layer::Engine,
            _ => Layer::Rules,
        },
        _ => Layer::Tools,
    }
}

/// The layer a `crate::` path (its segments after `crate`) points into.
fn layer_of_path(segs: &[&str]) -> Layer {
    match segs {
        ["diagnostics", ..] => Layer::Diagnostics,
        ["sym", ..] => Layer::Sym,
        ["input" | "model", ..] => Layer::InputModel,
        ["report", ..] => Layer::Report,
        ["rules", ..] => Layer::Rules,
        ["check", "facts", ..] | ["check", "triton", "interp" | "float", ..] | ["check", "cpp", "lower" | "views", ..] => Layer::Facts,
        ["check", "engine", ..] | ["check", "storage", "arith", ..] | ["check", "arith", ..] => Layer::Engine,
        ["check", ..] => Layer::Rules,
        _ => Layer::Tools,
    }
}

/// Whether a file of layer `from` may name `path` (in layer `to`).
fn allowed(from: Layer, to: Layer, segs: &[&str]) -> bool {
    use Layer::*;
    match from {
        Diagnostics => to == Diagnostics,
        Sym => to == Sym,
        InputModel => matches!(to, Sym | InputModel),
        Facts => matches!(to, Sym | InputModel | Facts),
        Engine => matches!(to, Diagnostics | Sym | InputModel | Facts | Engine),
        Rules => matches!(to, Diagnostics | Sym | InputModel | Facts | Engine | Rules),
        // The report carries the input issues and releases it lists (input's data types).
        Report => to == Diagnostics || to == Report || segs.first() == Some(&"input"),
        Tools => !matches!(segs, ["check", "triton" | "cpp" | "storage", _, ..]),
    }
}

/// Every `crate::a::b::c` path in `code`, with `{...}` groups expanded.
fn crate_paths(code: &str) -> Vec<Vec<String>> {
    paths_after(code, "crate::")
}

/// Every path in `code` that starts with `kw` (`crate::`, `super::`), without it.
fn paths_after(code: &str, kw: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(i) = rest.find(kw) {
        let before = rest[..i].chars().next_back();
        rest = &rest[i + kw.len()..];
        // `inductor_audit::` is another spelling only outside the crate; `$crate::` in
        // macros is the same crate. A `super::` after `::` is part of a path already read.
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
            continue;
        }
        let mut chars = rest.char_indices().peekable();
        tree(rest, &mut chars, Vec::new(), &mut out);
    }
    out
}

/// Parses one use-tree at `chars` (`a::b`, `a::{b, c::d}`, `a::*`), prefixing `prefix`.
fn tree(src: &str, chars: &mut std::iter::Peekable<std::str::CharIndices>, prefix: Vec<String>, out: &mut Vec<Vec<String>>) {
    let mut path = prefix;
    loop {
        while chars.peek().is_some_and(|(_, c)| c.is_whitespace()) {
            chars.next();
        }
        match chars.peek().copied() {
            Some((_, '{')) => {
                chars.next();
                loop {
                    tree(src, chars, path.clone(), out);
                    while chars.peek().is_some_and(|(_, c)| c.is_whitespace()) {
                        chars.next();
                    }
                    match chars.next() {
                        Some((_, ',')) => {
                            while chars.peek().is_some_and(|(_, c)| c.is_whitespace()) {
                                chars.next();
                            }
                            if chars.peek().is_some_and(|(_, c)| *c == '}') {
                                chars.next();
                                return;
                            }
                        }
                        _ => return,
                    }
                }
            }
            Some((start, c)) if c.is_alphanumeric() || c == '_' => {
                let mut end = start;
                while let Some((j, c)) = chars.peek().copied() {
                    if c.is_alphanumeric() || c == '_' {
                        end = j + c.len_utf8();
                        chars.next();
                    } else {
                        break;
                    }
                }
                let seg = &src[start..end];
                if seg != "self" {
                    path.push(seg.to_string());
                }
                let mut ahead = chars.clone();
                if matches!((ahead.next(), ahead.next()), (Some((_, ':')), Some((_, ':')))) {
                    chars.next();
                    chars.next();
                    continue;
                }
                out.push(path);
                return;
            }
            _ => {
                if !path.is_empty() {
                    out.push(path);
                }
                return;
            }
        }
    }
}

/// The code of a file with `//` comments removed (doc comments name paths in prose).
fn code_of(text: &str) -> String {
    text.lines().map(|l| if l.trim_start().starts_with("//") { "" } else { l }).collect::<Vec<_>>().join("\n")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())).flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

fn violations() -> Vec<String> {
    let src = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    assert!(files.len() > 50, "only {} source files found", files.len());
    let mut bad = Vec::new();
    for f in &files {
        let rel = f.strip_prefix(&src).expect("under src").to_string_lossy().replace('\\', "/");
        let from = layer_of_file(&rel);
        let text = std::fs::read_to_string(f).expect("readable");
        for path in crate_paths(&code_of(&text)) {
            let segs: Vec<&str> = path.iter().map(String::as_str).collect();
            let to = layer_of_path(&segs);
            if !allowed(from, to, &segs) {
                bad.push(format!("src/{rel} ({from:?}) names crate::{} ({to:?})", segs.join("::")));
            }
        }
    }
    bad.sort();
    bad.dedup();
    bad
}

/// The module path of a source file (relative to `src/`): `check/cpp/lower.rs` is
/// `check::cpp::lower`, `check/cpp/mod.rs` is `check::cpp`.
fn module_of(rel: &str) -> Vec<String> {
    let mut segs: Vec<String> = rel.trim_end_matches(".rs").split('/').map(str::to_string).collect();
    if segs.last().is_some_and(|s| s == "mod" || s == "lib") {
        segs.pop();
    }
    segs
}

/// Every module path a file names, `crate::` paths and `super::` paths resolved against
/// the file's module (`super::super::triton` in `check/cpp/lower.rs` is `check::triton`).
fn named_paths(rel: &str, code: &str) -> Vec<Vec<String>> {
    let mut out = crate_paths(code);
    let here = module_of(rel);
    for p in paths_after(code, "super::") {
        let ups = 1 + p.iter().take_while(|s| *s == "super").count();
        let Some(base) = here.len().checked_sub(ups) else { continue };
        out.push(here[..base].iter().cloned().chain(p.into_iter().skip(ups - 1)).collect());
    }
    out
}

/// Which kernel family's modules a module path is inside, if any.
fn family(path: &[String]) -> Option<&'static str> {
    match path {
        [c, f, ..] if c == "check" && f == "triton" => Some("triton"),
        [c, f, ..] if c == "check" && f == "cpp" => Some("cpp"),
        _ => None,
    }
}

/// Imports between the kernel families, or from the shared facts and engine into a family.
fn family_violations(files: &[(String, String)]) -> Vec<String> {
    let mut bad = Vec::new();
    for (rel, text) in files {
        let here = module_of(rel);
        let shared = rel == "check/facts.rs" || rel.starts_with("check/engine/");
        if family(&here).is_none() && !shared {
            continue;
        }
        for path in named_paths(rel, &code_of(text)) {
            if let Some(to) = family(&path) {
                if family(&here) != Some(to) {
                    bad.push(format!("src/{rel} names {} (a family's modules: share through check::facts and check::engine)", path.join("::")));
                }
            }
        }
    }
    bad.sort();
    bad.dedup();
    bad
}

fn source_files() -> Vec<(String, String)> {
    let src = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    files.iter().map(|f| (f.strip_prefix(&src).expect("under src").to_string_lossy().replace('\\', "/"), std::fs::read_to_string(f).expect("readable"))).collect()
}

#[test]
fn kernel_families_share_only_facts_and_engine() {
    let files = source_files();
    assert!(files.iter().any(|(r, _)| r.starts_with("check/cpp/")) && files.iter().any(|(r, _)| r.starts_with("check/triton/")), "both families found");
    let bad = family_violations(&files);
    assert!(bad.is_empty(), "imports between kernel families:\n{}", bad.join("\n"));
}

#[test]
fn the_family_check_bites() {
    let planted = |rel: &str, code: &str| family_violations(&[(rel.to_string(), code.to_string())]);
    assert_eq!(planted("check/cpp/lower.rs", "use crate::check::triton::interp::Atom;").len(), 1);
    assert_eq!(planted("check/cpp/mod.rs", "use super::triton::{witness, Window};").len(), 2);
    assert_eq!(planted("check/cpp/lower.rs", "let x = super::super::triton::interp::interpret(k);").len(), 1);
    assert_eq!(planted("check/triton/mod.rs", "use crate::check::{cpp::lower, facts::Access};").len(), 1);
    assert_eq!(planted("check/engine/prove.rs", "use super::super::triton::interp::Atom;").len(), 1);
    assert_eq!(planted("check/facts.rs", "use crate::check::cpp::views::MemAccess;").len(), 1);
    assert!(planted("check/cpp/mod.rs", "use crate::check::facts::Access;\nuse super::engine::prove_at;\nuse super::lower::Lowered;").is_empty());
    assert!(planted("check/triton/mod.rs", "use crate::check::engine::witness;\nuse super::interp;").is_empty());
}

#[test]
fn no_import_against_the_layer_order() {
    let bad = violations();
    assert!(bad.is_empty(), "imports against the layer order (README, How it works):\n{}", bad.join("\n"));
}

#[test]
fn the_path_scanner_sees_groups_and_inline_paths() {
    let code = "use crate::check::{rules, triton::interp::{Atom, KernelFacts}};\nlet x = crate::report::SCHEMA;\nuse inductor_audit::crate_like;";
    let got: Vec<String> = crate_paths(code).into_iter().map(|p| p.join("::")).collect();
    assert_eq!(got, ["check::rules", "check::triton::interp::Atom", "check::triton::interp::KernelFacts", "report::SCHEMA"]);
    // And the check bites: a diagnostics file naming the checks, a report naming the
    // model, a tool reaching into a family.
    assert!(!allowed(Layer::Diagnostics, Layer::Rules, &["check", "rules"]));
    assert!(!allowed(Layer::Report, Layer::InputModel, &["model", "Module"]));
    assert!(!allowed(Layer::Tools, Layer::Rules, &["check", "storage", "arith", "eval"]));
    assert!(!allowed(Layer::InputModel, Layer::Report, &["report", "Report"]));
    assert!(!allowed(Layer::Facts, Layer::Engine, &["check", "engine", "prove"]));
    assert_eq!(layer_of_path(&["check", "facts", "KernelFacts"]), Layer::Facts);
    assert_eq!(layer_of_path(&["check", "engine", "prove_at"]), Layer::Engine);
    assert_eq!(layer_of_file("check/engine/witness.rs"), Layer::Engine);
    assert_eq!(layer_of_file("check/facts.rs"), Layer::Facts);
}

/// Each registered rule is one file named after it (`src/rules/ia204_overlapping_write.rs`)
/// holding its constant, and every rule file is registered.
#[test]
fn every_rule_is_one_file_named_after_it() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src/rules");
    let mut expected: Vec<String> = inductor_audit::rules::ALL.iter().map(|r| format!("{}_{}.rs", r.code.to_ascii_lowercase(), r.name.replace('-', "_"))).collect();
    expected.sort();
    let mut found: Vec<String> = std::fs::read_dir(&dir).expect("src/rules").flatten().map(|e| e.file_name().to_string_lossy().into_owned()).filter(|n| n != "mod.rs").collect();
    found.sort();
    assert_eq!(found, expected, "src/rules/ holds one file per registered rule");
    for rule in inductor_audit::rules::ALL {
        let file = format!("{}_{}.rs", rule.code.to_ascii_lowercase(), rule.name.replace('-', "_"));
        let text = std::fs::read_to_string(dir.join(&file)).expect("rule file");
        assert!(text.contains(&format!("code: \"{}\"", rule.code)), "{file} defines {}", rule.code);
    }
    let codes: Vec<&str> = inductor_audit::rules::ALL.iter().map(|r| r.code).collect();
    let mut sorted = codes.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(codes, sorted, "rules::ALL is sorted by code, codes unique");
}
