//! Untrusted text: the C++ parser (`ia_parsers::cpp`) and the views the checker reads
//! off its tree (`check::cpp::views`) never panic, never hang, never overflow the stack,
//! and report what they skip.

use std::time::{Duration, Instant};

use ia_parsers::cpp;
use inductor_audit::check::cpp::views;

fn fixture(name: &str) -> String {
    let path = format!("{}/parsers/tests/data/cpp/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// How much longer than its own limit an input may take here: the limits were set for the
/// parser crate's tests alone, and in the one suite these run beside every other test on
/// a shared machine (one truncation took over 2 s under a load of 12 on 2 cores). A hang
/// or an exponential backtrack still exceeds them.
const SHARED_SLACK: u32 = 10;

/// Parses and walks `src`, within `limit` (times [`SHARED_SLACK`]); returns the number of
/// unsupported items.
fn run(src: &str, limit: Duration) -> usize {
    let limit = limit * SHARED_SLACK;
    let start = Instant::now();
    let parsed = cpp::parse_kernel(src);
    for k in &parsed.kernels {
        let v = views::analyze(k);
        // Printing walks every expression too.
        for a in &v.accesses {
            let _ = a.index.to_string();
        }
    }
    let took = start.elapsed();
    assert!(took < limit, "took {took:?} on {} bytes", src.len());
    parsed.unsupported.len()
}

#[test]
fn every_truncation_of_a_real_kernel() {
    let src = fixture("cpu_masked_pad_cat.cpp");
    let full = cpp::parse_kernel(&src);
    assert!(full.unsupported.is_empty());
    let mut cut_inside_body = 0;
    let body_start = src.find('{').unwrap_or(0);
    for (i, _) in src.char_indices().step_by(11) {
        let n = run(&src[..i], Duration::from_secs(2));
        if i > body_start {
            // Cut inside the body: at least the open block is reported.
            assert!(n > 0, "truncation at {i} reported nothing");
            cut_inside_body += 1;
        }
    }
    assert!(cut_inside_body > 500);
}

#[test]
fn unbalanced_braces() {
    let src = fixture("corpus_cpu_reductions_index.cpp");
    // A missing `}` at the end.
    let missing = src.trim_end().trim_end_matches('}');
    let p = cpp::parse_kernel(missing);
    assert_eq!(p.kernels.len(), 1);
    assert!(p.unsupported.iter().any(|u| u.reason.contains("missing `}`")));
    // The accesses before the cut are all still there.
    assert_eq!(views::accesses(&p.kernels[0]).len(), views::accesses(&cpp::parse_kernel(&src).kernels[0]).len());

    // An extra `}` in the middle closes the function early; the rest is reported.
    let extra = src.replacen("tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp0);", "}", 1);
    let p = cpp::parse_kernel(&extra);
    assert!(!p.unsupported.is_empty());
    assert!(!p.kernels.is_empty());

    // Stray closers only.
    assert!(run("}}}}) ] ;;; }", Duration::from_secs(1)) > 0);
    assert!(run("extern \"C\" void kernel(float* p) { p[0] = (1; } p[1] = 2; }", Duration::from_secs(1)) > 0);
}

#[test]
fn a_bad_statement_is_skipped_and_the_next_parsed() {
    let src = "extern \"C\" void kernel(float* out_ptr0)\n{\n    out_ptr0[0] = @;\n    switch (x) { case 1: break; }\n    out_ptr0[1] = 2;\n}\n";
    let p = cpp::parse_kernel(src);
    assert_eq!(p.unsupported.len(), 2, "{:#?}", p.unsupported);
    assert_eq!((p.unsupported[0].span.line, p.unsupported[0].span.col), (3, 5));
    assert_eq!(p.unsupported[0].text, "out_ptr0[0] = @;");
    assert!(p.unsupported[1].reason.contains("switch"));
    let a = views::accesses(&p.kernels[0]);
    assert_eq!(a.len(), 1);
    assert_eq!(a[0].index.as_int(), Some(1));
}

#[test]
fn one_megabyte_single_line() {
    let stmt = "out_ptr0[static_cast<int64_t>(x0 + 129L*x1)] = in_ptr0[x0] + 1; ";
    let reps = (1 << 20) / stmt.len() + 1;
    let src = format!("extern \"C\" void kernel(const float* in_ptr0, float* out_ptr0) {{ for(int64_t x0=0; x0<16; x0+=1) {{ {} }} }}", stmt.repeat(reps));
    assert!(src.len() > 1 << 20);
    assert_eq!(run(&src, Duration::from_secs(20)), 0);
    let p = cpp::parse_kernel(&src);
    assert_eq!(views::accesses(&p.kernels[0]).len(), 2 * reps);

    // A megabyte of one expression: a chain that long is as deep a tree as nesting
    // (`((1 + 1) + 1) + ...`), so it is reported; 150 terms are not.
    let long_expr = format!("extern \"C\" void kernel(float* p) {{ p[0] = 1{}; }}", " + 1".repeat(1 << 18));
    let p = cpp::parse_kernel(&long_expr);
    assert_eq!(p.unsupported.len(), 1);
    assert!(p.unsupported[0].reason.contains("deeper than"), "{}", p.unsupported[0].reason);
    run(&long_expr, Duration::from_secs(20));
    let fine = format!("extern \"C\" void kernel(float* p) {{ p[0] = 1{}; }}", " + x".repeat(150));
    assert_eq!(run(&fine, Duration::from_secs(5)), 0);
    // A megabyte of noise.
    let noise: String = "<>(){}[];,.?:#'\"\\@$`".chars().cycle().take(1 << 20).collect();
    run(&noise, Duration::from_secs(20));
}

#[test]
fn deep_nesting_is_reported_not_overflowed() {
    // Run on a thread with a small stack, like test threads and callers may have.
    let handle = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(|| {
            let deep = 100_000;
            let cases = [
                format!("extern \"C\" void kernel(float* p) {{ {} }}", "{".repeat(deep) + &"}".repeat(deep)),
                format!("extern \"C\" void kernel(float* p) {{ p[0] = {}1{}; }}", "(".repeat(deep), ")".repeat(deep)),
                format!("extern \"C\" void kernel(float* p) {{ p[0] = {}1; }}", "-".repeat(deep)),
                format!("extern \"C\" void kernel(float* p) {{ p[0] = {}0{}; }}", "p[".repeat(deep), "]".repeat(deep)),
                format!("extern \"C\" void kernel(float* p) {{ p[0] = {}1; }}", "a ? b : ".repeat(deep)),
                format!("extern \"C\" void kernel(float* p) {{ {} }}", "if (x) ".repeat(deep) + "p[0] = 1;"),
                format!("extern \"C\" void kernel(float* p) {{ {} }}", "for(;;) ".repeat(deep) + "p[0] = 1;"),
                format!("extern \"C\" void kernel(float* p) {{ auto t = {}0{}; }}", "[&]{ return ".repeat(deep), "; }()".repeat(deep)),
                format!("extern \"C\" void kernel(float* p) {{ p[0] = f{}int{}(1); }}", "<g".repeat(deep), ">".repeat(deep)),
                format!("extern \"C\" void kernel(float* p) {{ auto t = {}1{}; }}", "static_cast<int64_t>(".repeat(deep), ")".repeat(deep)),
            ];
            for src in &cases {
                let n = run(src, Duration::from_secs(30));
                assert!(n > 0, "deep input not reported: {}", &src[..80]);
            }
            // Nesting within the limit parses.
            let ok = format!("extern \"C\" void kernel(float* p) {{ p[0] = {}1{}; }}", "(".repeat(50), ")".repeat(50));
            assert_eq!(run(&ok, Duration::from_secs(5)), 0);
        })
        .expect("spawn");
    handle.join().expect("no panic, no overflow");
}

#[test]
fn backtracking_stays_bounded() {
    // Unknown names followed by `<` are tried as templates; each try is remembered.
    let chain = format!("extern \"C\" void kernel(float* p) {{ p[0] = {}z; }}", "a < ".repeat(5_000));
    assert_eq!(run(&chain, Duration::from_secs(10)), 1, "reported as too deep");
    let chain = format!("extern \"C\" void kernel(float* p) {{ p[0] = {}z; }}", "a < ".repeat(150));
    assert_eq!(run(&chain, Duration::from_secs(10)), 0);
    let chain2 = format!("extern \"C\" void kernel(float* p) {{ p[0] = {}z; }}", "a < b > (".repeat(150));
    run(&chain2, Duration::from_secs(10));
    // Declarations that fail late, nested in lambdas: each is retried as an
    // expression, and each nested retry is remembered.
    let nested = format!("extern \"C\" void kernel(float* p) {{ {} }}", "a < b > c = [&] { ".repeat(150) + &" } ".repeat(150));
    run(&nested, Duration::from_secs(10));
}

#[test]
fn non_ascii_text() {
    let src = "extern \"C\" void kernel(float* p, const float* é)\n{\n    // ✓ comment\n    p[0] = é[1]; auto s = \"ünïcödé 🚀\"; p[1] = ‘x’;\n}\n";
    let p = cpp::parse_kernel(src);
    assert_eq!(p.kernels[0].params[1].name, "é");
    let a = views::accesses(&p.kernels[0]);
    assert_eq!(a[1].buffer, "é");
    assert_eq!((a[1].span.line, a[1].span.col), (4, 12));
    // The smart quotes are identifier characters here: an unknown name, not a crash.
    assert!(p.unsupported.iter().all(|u| u.span.line == 4));
    for s in ["\u{feff}extern \"C\" void k() {}", "é", "\"", "'", "R\"(", "\u{0}\u{1}", "#", "#pragma omp parallel"] {
        run(s, Duration::from_secs(1));
    }
}

#[test]
fn garbage_never_panics() {
    // Deterministic pseudo-random token soup from the subset's own vocabulary.
    let vocab = [
        "for",
        "(",
        ")",
        "{",
        "}",
        "[",
        "]",
        ";",
        "int64_t",
        "x0",
        "=",
        "<",
        ">",
        ">>",
        "static_cast",
        "auto",
        "if",
        "else",
        "[&]",
        "::",
        "at",
        "vec",
        "loadu",
        ".",
        "store",
        ",",
        "0L",
        "16",
        "\"s\"",
        "#pragma omp for\n",
        "TORCH_CHECK",
        "?",
        ":",
        "-",
        "*",
        "&",
        "return",
        "template",
        "decltype",
        "in_ptr0",
        "+",
        "while",
        "do",
    ];
    let mut state: u64 = 0x9e3779b97f4a7c15;
    for _ in 0..300 {
        let mut src = String::from("extern \"C\" void kernel(const float* in_ptr0, float* out_ptr0) { ");
        for _ in 0..200 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            src.push_str(vocab[(state % vocab.len() as u64) as usize]);
            src.push(' ');
        }
        run(&src, Duration::from_secs(2));
    }
}

#[test]
fn full_depth_from_a_small_stack_and_from_many_threads_at_once() {
    // 60 parentheses take about 115 levels: inside the parser's limit (200) but past
    // the depth it allows on a caller's own stack (48). This parses only on the
    // parser's large-stack threads, which callers on several threads share without
    // mixing their results up.
    let nested = |n: usize| format!("extern \"C\" void kernel(float* p) {{ p[0] = {}{n}{}; }}", "(".repeat(60), ")".repeat(60));
    let handles: Vec<_> = (0..8)
        .map(|n| {
            std::thread::Builder::new()
                .stack_size(256 << 10)
                .spawn(move || {
                    let parsed = cpp::parse_kernel(&nested(1000 + n));
                    assert!(parsed.unsupported.is_empty(), "{:?}", parsed.unsupported);
                    let views = views::analyze(&parsed.kernels[0]);
                    (n, views.accesses.len(), format!("{:?}", parsed.kernels[0].body))
                })
                .expect("spawn")
        })
        .collect();
    for h in handles {
        let (n, accesses, body) = h.join().expect("no panic, no overflow");
        assert_eq!(accesses, 1);
        assert!(body.contains(&format!("value: {},", 1000 + n)), "thread {n} got another thread's tree");
    }
}
