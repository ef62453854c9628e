//! Dynamo guards read from the logs: they prove reads bounded only by a guard (a position
//! table read at `t < s` with `s <= max_len`), let the counterexample search go above the
//! compiled sizes up to what they allow and never past it, and whatever of them cannot be
//! read is a located input issue.

use std::path::{Path, PathBuf};

use inductor_audit::check::CheckOptions;
use inductor_audit::report::{Finding, Report, Severity};

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn audit(path: &Path) -> Report {
    inductor_audit::audit_paths(&[path.to_path_buf()], &CheckOptions::default(), 1)
}

fn fixture(name: &str) -> PathBuf {
    repo().join("tests/fixtures/guards").join(name)
}

/// Findings on the position-embedding table: the kernel parameter bound to the `(64, 32)`
/// input, whose accesses read `32*t + lane` for `t < s`.
fn table_findings(r: &Report) -> Vec<&Finding> {
    r.findings.iter().filter(|f| f.message.contains("in_ptr2")).collect()
}

/// A copy of `src` with `edit` applied, in a fresh temporary folder (so no capture beside
/// it is read).
fn edited(src: &Path, name: &str, edit: impl Fn(&str) -> String) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ia-guards-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let text = std::fs::read_to_string(src).unwrap();
    let out = dir.join(name);
    std::fs::write(&out, edit(&text)).unwrap();
    out
}

#[test]
fn a_guard_at_the_table_size_proves_the_position_reads() {
    for name in ["proven.log", "trace_proven.log"] {
        let r = audit(&fixture(name));
        assert!(table_findings(&r).is_empty(), "{name}: {:#?}", table_findings(&r));
        assert!(r.stats.guards >= 2, "{name}: guards used: {}", r.stats.guards);
        assert!(r.findings.iter().all(|f| f.severity != Severity::Error), "{name}");
        assert!(r.input_issues.is_empty(), "{name}: {:?}", r.input_issues);
    }
}

#[test]
fn without_guards_the_position_reads_stay_unknown() {
    let r = audit(&fixture("guard_missing.log"));
    let t = table_findings(&r);
    assert_eq!(t.len(), 3, "{t:#?}");
    assert!(t.iter().all(|f| f.rule == "IA190" && f.severity == Severity::Warning), "{t:#?}");
    assert_eq!(r.stats.guards, 0);
}

#[test]
fn a_guard_wider_than_the_table_is_an_error_within_the_guard() {
    let r = audit(&fixture("guard_wider.log"));
    let t = table_findings(&r);
    assert_eq!(t.len(), 3, "{t:#?}");
    for f in t {
        assert_eq!((f.rule, f.severity), ("IA101", Severity::Error), "{f:#?}");
        // Above the compiled size (17) and the table (64 rows), never past the guard.
        let s = f.evidence.binding.values().next().copied().unwrap();
        assert!((65..=128).contains(&s), "counterexample at s = {s}");
    }
}

#[test]
fn counterexamples_stay_inside_the_guards() {
    // A guard `s <= 64` with the table cut to 40 rows: the overrun is at 41..64, found
    // there and never above 64.
    let src = fixture("proven.log");
    let p = edited(&src, "table40.log", |t| t.replace("(64, 32)", "(40, 32)"));
    let r = audit(&p);
    let t = table_findings(&r);
    assert!(!t.is_empty(), "the 40-row table must be reported");
    for f in t {
        assert_eq!(f.severity, Severity::Error, "{f:#?}");
        let s = f.evidence.binding.values().next().copied().unwrap();
        assert!((41..=64).contains(&s), "counterexample at s = {s}");
    }
    // The same guard written as sympy over the symbol (`eval s <= 64 [guard added]`).
    let p = edited(&src, "sympy.log", |t| {
        let sym = t.lines().find_map(|l| l.split("create_symbol ").nth(1)).and_then(|r| r.split(' ').next()).unwrap().to_string();
        t.lines().filter(|l| !l.contains("[__guards]") && !l.contains("create_symbol")).map(|l| l.to_string() + "\n").collect::<String>()
            + &format!("I1124 06:46:05.000000 28895 torch/fx/experimental/symbolic_shapes.py:8661] [0/0] eval {sym} <= 64 [guard added] t = idx.shape[1]  # p.py:53\n")
    });
    let r = audit(&p);
    assert!(table_findings(&r).is_empty(), "{:#?}", table_findings(&r));
}

#[test]
fn unreadable_guards_are_located_input_issues() {
    let p = edited(&fixture("proven.log"), "broken.log", |t| t.replace("2 <= L['idx'].size()[1] <= 64", "2 <= L['idx'].size()[1] <= (64"));
    let r = audit(&p);
    let line = std::fs::read_to_string(&p).unwrap().lines().position(|l| l.contains("<= (64")).unwrap() as u32 + 1;
    let issue = r.input_issues.iter().find(|i| i.line == Some(line)).unwrap_or_else(|| panic!("{:#?}", r.input_issues));
    assert!(issue.message.contains("could not be read"), "{}", issue.message);
    // A guard over a size with no `create_symbol` record names no symbol: also an issue.
    let p = edited(&fixture("proven.log"), "nosym.log", |t| t.lines().filter(|l| !l.contains("create_symbol")).map(|l| l.to_string() + "\n").collect());
    let r = audit(&p);
    assert!(r.input_issues.iter().any(|i| i.message.contains("no shape symbol")), "{:#?}", r.input_issues);
    assert_eq!(table_findings(&r).len(), 3, "without the symbol's guard the reads are not proven");
}

#[test]
fn the_captured_transformer_has_its_position_reads_proven_by_its_guards() {
    let dir = repo().join("kernels_samples/cpu_dynamic_seq_transformer");
    let log = dir.join("output_code.log.gz");
    let with = audit(&log);
    assert!(with.stats.guards >= 2, "guards used: {}", with.stats.guards);
    assert!(with.findings.iter().all(|f| f.severity != Severity::Error), "{:#?}", with.findings);
    assert!(with.input_issues.iter().all(|i| i.severity != "error"), "{:#?}", with.input_issues);
    // The same log without its guard records.
    let plain = {
        use std::io::Read;
        let mut s = String::new();
        flate2::read::GzDecoder::new(std::fs::File::open(&log).unwrap()).read_to_string(&mut s).unwrap();
        s
    };
    let stripped = std::env::temp_dir().join(format!("ia-guards-{}-stripped", std::process::id()));
    std::fs::create_dir_all(&stripped).unwrap();
    let p = stripped.join("output_code.log");
    std::fs::write(&p, plain.lines().filter(|l| !l.contains("[__guards]") && !l.contains("create_symbol")).map(|l| l.to_string() + "\n").collect::<String>()).unwrap();
    let without = audit(&p);
    assert_eq!(without.stats.accesses, with.stats.accesses);
    // The position table is read at `t < s` in every kernel that adds it (forward and
    // each block's residual): each such read is unknown without the guards, proven with.
    let reads = |r: &Report| r.findings.iter().filter(|f| f.rule == "IA190" && f.evidence.reason.as_deref().is_some_and(|x| x.contains("storage end 2048"))).count();
    assert!(reads(&without) >= 3, "position reads unknown without guards: {}", reads(&without));
    assert_eq!(reads(&with), 0);
    assert!(with.stats.proven >= without.stats.proven + reads(&without) as u64, "{} vs {}", with.stats.proven, without.stats.proven);
}

/// The guard lines of real captures (the program's other log lines dropped): torch 2.6
/// (a tiny program: `mark_dynamic(idx, 1, min=4, max=64)`, a 64-row table read at
/// `arange(t)`, a slice `y[: t // 2]`) and torch 2.15 (the transformer sample), as
/// `TORCH_LOGS=guards,dynamic` lines and as `TORCH_TRACE` envelopes.
#[test]
fn real_guard_formats_of_2_6_and_2_15_are_read() {
    use inductor_audit::input::guards::{resolve, scan_log};
    for (file, sym, min, max, sympy_guards) in
        [("torch-2.6-log.txt", "s0", 4, 64, 0), ("torch-2.6-trace.log", "s0", 4, 64, 0), ("torch-2.15-log.txt", "s75", 2, 64, 0), ("torch-2.15-trace.log", "s75", 2, 64, 0)]
    {
        let path = fixture("formats").join(file);
        let text = std::fs::read(&path).unwrap();
        let mut issues = Vec::new();
        let index = scan_log(&path, Box::new(std::io::Cursor::new(text)), &mut issues);
        assert!(issues.is_empty(), "{file}: {issues:?}");
        assert_eq!(index.len(), 1, "{file}: one compile");
        let g = index.values().next().unwrap();
        assert_eq!(g.symbols.len(), 1, "{file}");
        assert_eq!(g.symbols[0].source, "L['idx'].size()[1]", "{file}");
        // These compiles added no guard over symbols (`eval ... [guard added]`, unit-tested
        // in `input::guards` on real 2.6 lines, suppressed ones included).
        assert_eq!(g.guards.iter().filter(|x| !x.over_sources).count(), sympy_guards, "{file}: {:?}", g.guards);
        let r = resolve(g, &[sym]);
        assert!(r.complete(), "{file}: {:?}", r.unreadable);
        assert_eq!((r.min.get(sym), r.max.get(sym)), (Some(&min), Some(&max)), "{file}");
        assert_eq!(r.layout_only, 1, "{file}: the stride guard");
    }
}

#[test]
fn guards_that_do_not_cover_every_symbol_make_no_error_above_the_hints() {
    // The wider guard as a sympy guard only: no `create_symbol` names the module's symbol,
    // so the guards read may not be all there are: no search above the compiled size, no
    // error, the reads stay unknown.
    let p = edited(&fixture("guard_wider.log"), "uncovered.log", |t| {
        let sym = t.lines().find_map(|l| l.split("create_symbol ").nth(1)).and_then(|r| r.split(' ').next()).unwrap().to_string();
        t.lines().filter(|l| !l.contains("[__guards]") && !l.contains("create_symbol")).map(|l| l.to_string() + "\n").collect::<String>()
            + &format!("I1124 06:46:05.000000 28895 torch/fx/experimental/symbolic_shapes.py:8661] [0/0] eval {sym} <= 128 [guard added] t = idx.shape[1]  # p.py:53\n")
    });
    let r = audit(&p);
    let t = table_findings(&r);
    assert_eq!(t.len(), 3, "{t:#?}");
    assert!(t.iter().all(|f| f.severity == Severity::Warning), "{t:#?}");
}

/// Duck sizing (every release 2.5-2.15): an input size equal to another's at the compiled
/// shapes gets no `create_symbol` record, only a tree guard `L['b'].size()[0] ==
/// L['a'].size()[0]`. Read from the real guard lines of `rel_int64_arith` (torch 2.5.1,
/// whose symbol names `b`, and torch 2.11.0, whose symbols name `a`): the equalities
/// define `b`'s sizes, so every guard is read (no input issue) and the guards are complete.
#[test]
fn duck_sized_sizes_are_read_as_the_size_they_equal() {
    use inductor_audit::input::guards::{resolve, scan_log};
    for (file, syms) in [("torch-2.5-duck-log.txt", ["s0", "s1"]), ("torch-2.11-duck-log.txt", ["s97", "s98"])] {
        let path = fixture("formats").join(file);
        let text = std::fs::read(&path).unwrap();
        let mut issues = Vec::new();
        let index = scan_log(&path, Box::new(std::io::Cursor::new(text)), &mut issues);
        assert!(issues.is_empty(), "{file}: {issues:?}");
        assert_eq!(index.len(), 1, "{file}: one compile");
        let g = index.values().next().unwrap();
        assert_eq!(g.symbols.len(), 2, "{file}: one input's sizes only");
        let r = resolve(g, &syms);
        assert!(r.complete(), "{file}: {:?}", r.unreadable);
        assert_eq!(r.aliases, 2, "{file}");
        assert_eq!(r.layout_only, 2, "{file}: both inputs' stride guards");
        for s in syms {
            assert_eq!(r.min.get(s), Some(&2), "{file}: {s}");
        }
        // Without the `create_symbol` records nothing defines either side of an equality:
        // the guards are not read as complete.
        let mut cut = g.clone();
        cut.symbols.clear();
        let r = resolve(&cut, &syms);
        assert!(!r.complete(), "{file}: sizes named by no record must not be read as complete");
        assert_eq!(r.aliases, 0, "{file}");
    }
    // The real capture: no input issue, every access proven.
    let r = audit(&repo().join("kernels_samples/releases/torch-2.11/rel_int64_arith"));
    assert!(r.input_issues.is_empty(), "{:#?}", r.input_issues);
    assert!(r.stats.guards >= 2, "{:?}", r.stats);
}

/// `torch.compile(dynamic=True)` makes float attributes symbolic too (EmbeddingBag's
/// `norm_type`: `create_symbol zf36 = 2.0 for ...norm_type [-oo, oo]`). A float never sizes
/// a tensor: not an input issue (it was "could not be read" on every such record), while a
/// size symbol's record next to it is still read.
#[test]
fn float_symbols_are_not_sizes_and_not_input_issues() {
    use inductor_audit::input::guards::scan_log;
    let path = PathBuf::from("float_symbols.log");
    let text = "I1124 18:46:30.443000 506 torch/fx/experimental/symbolic_shapes.py:5377] [0/0] create_symbol zf36 = 2.0 for L['self']._modules['tables']._modules['0'].norm_type [-oo, oo] return F.embedding_bag(  # nn/modules/sparse.py:461 in forward\n\
I1124 18:46:30.470000 506 torch/fx/experimental/symbolic_shapes.py:5377] [0/0] create_symbol s77 = 9 for L['dense'].size()[0] [2, int_oo] return self.bottom(dense)\n\
I1124 18:46:30.471000 506 torch/fx/experimental/symbolic_shapes.py:5377] [0/0] create_symbol s_bad = 9 for L['x'].size()[0] [2, int_oo]\n";
    let mut issues = Vec::new();
    let index = scan_log(&path, Box::new(std::io::Cursor::new(text.as_bytes().to_vec())), &mut issues);
    assert_eq!(issues.len(), 1, "only the unreadable size record is an issue: {issues:?}");
    assert_eq!(issues[0].line, Some(3), "{issues:?}");
    let g = index.values().next().expect("one compile");
    assert_eq!(g.symbols.len(), 1, "the size symbol is read: {:?}", g.symbols);
    // Their guards constrain no size either; a guard mixing them with sizes is still
    // reported when it cannot be read.
    let r = audit(&repo().join("kernels_samples/gpu_recsys_embedding_bag"));
    assert!(!r.input_issues.iter().any(|i| i.message.contains("zf")), "{:#?}", r.input_issues);
}

/// Guards that contradict each other (`s75 >= 200` where Dynamo gave s75 the range
/// `[2, 128]`; a log that mixes two processes' records under one pid can say this) leave no
/// shape to search: the audit ends normally with no error, it does not panic (it did, in
/// the counterexample shapes' clamp) and so never stalls the other workers.
#[test]
fn contradicting_guards_leave_no_shape_and_no_panic() {
    let log = edited(&fixture("guard_wider.log"), "contradicting.log", |t| {
        let first = t.lines().next().unwrap_or_default();
        let prefix = first.split("create_symbol").next().unwrap_or_default();
        let extra = format!("{prefix}eval s75 >= 200 [guard added] t = idx.shape[1]  # prog.py:53 in forward\n");
        let (head, rest) = t.split_at(first.len() + 1);
        format!("{head}{extra}{rest}")
    });
    assert!(std::fs::read_to_string(&log).unwrap().contains("eval s75 >= 200 [guard added]"));
    let r = audit(&log);
    assert_eq!(r.stats.modules, 1, "{:?}", r.input_issues);
    assert!(r.findings.iter().all(|f| f.severity != Severity::Error), "{:#?}", r.findings);
    assert!(!r.input_issues.iter().any(|i| i.message.contains("internal error")), "{:?}", r.input_issues);
}
