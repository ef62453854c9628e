//! Hostile and broken input: never a panic, never a hang, never a stack overflow.
//! Every case also checks what comes back, not only that something came back.

use std::time::{Duration, Instant};

use ia_parsers::py::*;

/// Runs `f` on a thread with a 2 MiB stack (a test thread's, and a typical worker
/// thread's), failing if it panics or overflows.
fn on_small_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new().stack_size(2 << 20).spawn(f).expect("spawn").join().expect("parser panicked")
}

fn unsupported_reasons(m: &Module) -> Vec<&str> {
    m.unsupported.iter().map(|u| u.reason.as_str()).collect()
}

#[test]
fn unterminated_strings_and_brackets_at_eof() {
    let cases = [
        "x = 'abc",
        "x = '''abc\ndef",
        "x = \"\"\"",
        "f(1, 2",
        "x = (",
        "x = [1, {2: (3,",
        "x = rb'\\",
        "def f(a,",
        "if x",
        "x = 1 \\",
        "@",
        "lambda",
        "x[",
        "x.",
        "from",
        "import",
    ];
    for src in cases {
        let m = parse_module(src);
        assert_eq!(m.unsupported.len(), 1, "{src:?}: {:?}", m.unsupported);
        assert!(m.body.is_empty(), "{src:?}");
        assert_eq!(m.unsupported[0].span, Span { line: 1, col: 1 }, "{src:?}");
        assert!(parse_expr(src).is_err(), "{src:?}");
    }
    // What follows a broken one-line string is still read.
    let m = parse_module("x = 'abc\ny = 2\n");
    assert_eq!(m.body.len(), 1);
    assert_eq!(m.body[0].span, Span { line: 2, col: 1 });
    // An unclosed bracket costs its own line, not the rest of the file.
    let m = parse_module("x = f(1,\ny = 2\nz = 3\n");
    assert_eq!(m.body.len(), 2);
    assert_eq!(m.unsupported.len(), 1);
    assert_eq!(m.unsupported[0].text, "x = f(1,");
}

#[test]
fn hundred_megabyte_line_of_open_parens() {
    let src = "(".repeat(100 << 20);
    let t = Instant::now();
    let m = on_small_stack(move || parse_module(&src));
    assert!(t.elapsed() < Duration::from_secs(60), "took {:?}", t.elapsed());
    assert!(m.body.is_empty());
    assert_eq!(m.unsupported.len(), 1);
    assert_eq!(m.unsupported[0].text.chars().count(), 200);
    assert!(m.unsupported[0].reason.contains("deeper than the parser's limit"), "{}", m.unsupported[0].reason);
}

#[test]
fn deep_nesting_is_reported_not_overflowed() {
    let n = 100_000;
    let cases: Vec<(String, &str)> = vec![
        (format!("x = {}1{}", "(".repeat(n), ")".repeat(n)), "deeper than the parser's limit"),
        (format!("x = {}1{}", "[".repeat(n), "]".repeat(n)), "deeper than the parser's limit"),
        (format!("x = {}1{}", "{1: ".repeat(n), "}".repeat(n)), "deeper than the parser's limit"),
        (format!("x = {}1{}", "f(".repeat(n), ")".repeat(n)), "deeper than the parser's limit"),
        (format!("x = a{}1{}", "[b[".repeat(n), "]]".repeat(n)), "deeper than the parser's limit"),
        (format!("x = {}1", "-".repeat(n)), "deeper than the parser's limit"),
        (format!("x = {}1", "not ".repeat(n)), "deeper than the parser's limit"),
        (format!("x = 2{}", "**2".repeat(n)), "deeper than the parser's limit"),
        (format!("x = {}1", "lambda: ".repeat(n)), "deeper than the parser's limit"),
        (format!("x = {}1", "a if b else ".repeat(n)), "deeper than the parser's limit"),
        (format!("x = {}1{}", "(*".repeat(n), ")".repeat(n)), "deeper than the parser's limit"),
        (format!("x = {}1{}", "f(**".repeat(n), ")".repeat(n)), "deeper than the parser's limit"),
    ];
    for (src, reason) in cases {
        let head: String = src.chars().take(20).collect();
        let m = on_small_stack(move || parse_module(&src));
        assert!(m.body.is_empty(), "{head}");
        assert_eq!(m.unsupported.len(), 1, "{head}: {:?}", unsupported_reasons(&m));
        assert!(m.unsupported[0].reason.contains(reason), "{head}: {}", m.unsupported[0].reason);
    }
}

/// Debug builds give every temporary its own stack slot, so the parser's stack budget
/// stops them before [`MAX_DEPTH`] (somewhere past 100 brackets, depending on the
/// kind); release builds reach it.
fn reachable_depth() -> usize {
    if cfg!(debug_assertions) {
        64
    } else {
        (MAX_DEPTH - 10) as usize
    }
}

#[test]
fn nesting_within_the_limit_parses() {
    let depth = reachable_depth();
    let cases = [
        format!("x = {}1{}", "(".repeat(depth), ")".repeat(depth)),
        format!("x = {}1{}", "[".repeat(depth), "]".repeat(depth)),
        format!("x = {}1{}", "{1: ".repeat(depth), "}".repeat(depth)),
        format!("x = {}1{}", "f(".repeat(depth), ")".repeat(depth)),
        format!("x = {}1{}", "a[".repeat(depth), "]".repeat(depth)),
        format!("x = {}1", "lambda: ".repeat(depth)),
        format!("x = {}1", "a if b else ".repeat(depth)),
        // Prefix operators and `**` chains are gathered in loops: only the tree bounds them.
        format!("x = {}z", "-".repeat(MAX_TREE_DEPTH as usize - 10)),
        format!("x = {}z", "not ".repeat(MAX_TREE_DEPTH as usize - 10)),
        format!("x = 2{}", "**2".repeat(MAX_TREE_DEPTH as usize - 10)),
    ];
    for src in cases {
        let head: String = src.chars().take(16).collect();
        let m = on_small_stack(move || parse_module(&src));
        assert!(m.unsupported.is_empty(), "{head}: {:?}", unsupported_reasons(&m));
        assert_eq!(m.body.len(), 1, "{head}");
    }
    let src = format!("y = {}z\n", "-".repeat(depth));
    let m = on_small_stack(move || parse_module(&src));
    let mut e = match &m.body[0].kind {
        StmtKind::Assign { value, .. } => value,
        o => panic!("{o:?}"),
    };
    let mut negs = 0;
    while let ExprKind::UnaryOp { op: UnaryOp::Neg, operand } = &e.kind {
        negs += 1;
        e = operand;
    }
    assert_eq!(negs, depth);
    assert_eq!(e.as_name(), Some("z"));
}

#[test]
fn long_chains_are_bounded_trees() {
    let n = 1_000_000;
    let cases = [
        format!("x = a{}", " + a".repeat(n)),
        format!("x = a{}", ".b".repeat(n)),
        format!("x = f{}", "()".repeat(n)),
        format!("x = a{}", "[0]".repeat(n)),
        format!("x = a{}", " * a".repeat(n)),
    ];
    for src in cases {
        let head: String = src.chars().take(12).collect();
        let t = Instant::now();
        let m = on_small_stack(move || parse_module(&src));
        assert!(t.elapsed() < Duration::from_secs(30), "{head}: {:?}", t.elapsed());
        assert_eq!(m.unsupported.len(), 1, "{head}");
        assert!(m.unsupported[0].reason.contains("deeper"), "{head}: {}", m.unsupported[0].reason);
    }
    // Flat constructs may be long: a comparison chain, `or`, a tuple, a call's args.
    let flat = [
        format!("x = a{}", " < a".repeat(n)),
        format!("x = a{}", " or a".repeat(n)),
        format!("x = ({})", "a, ".repeat(n)),
        format!("f({})", "a, ".repeat(n)),
        format!("x = 'a'{}", " 'b'".repeat(n)),
    ];
    for src in flat {
        let head: String = src.chars().take(12).collect();
        let m = on_small_stack(move || parse_module(&src));
        assert!(m.unsupported.is_empty(), "{head}: {:?}", unsupported_reasons(&m));
        assert_eq!(m.body.len(), 1);
    }
    // Sibling chains do not add up; a chain on top of a nested chain does.
    let group = format!("(a{})", " + a".repeat(600));
    let siblings = format!("x = {}", vec![group; 4].join(" + "));
    let m = on_small_stack(move || parse_module(&siblings));
    assert!(m.unsupported.is_empty(), "{:?}", unsupported_reasons(&m));
    let chain = MAX_TREE_DEPTH as usize * 2 / 5;
    let stacked = format!("x = {}a{}", "(".repeat(3), format!("{})", " + a".repeat(chain)).repeat(3));
    let m = on_small_stack(move || parse_module(&stacked));
    assert_eq!(m.unsupported.len(), 1, "{:?}", unsupported_reasons(&m));
    assert!(m.unsupported[0].reason.contains("deeper"));
}

#[test]
fn deep_blocks_and_long_elif_chains() {
    let deep = MAX_DEPTH as usize + 100;
    let mut src = String::new();
    for d in 0..deep {
        src.push_str(&" ".repeat(d));
        src.push_str("if x:\n");
    }
    src.push_str(&" ".repeat(deep));
    src.push_str("pass\nafter = 1\n");
    let m = on_small_stack(move || parse_module(&src));
    assert_eq!(m.unsupported.len(), 1, "{:?}", unsupported_reasons(&m));
    assert!(m.unsupported[0].reason.contains("deeper than the parser's limit"));
    assert_eq!(m.body.len(), 2);

    let mut src = String::from("if x == 0:\n    pass\n");
    for k in 1..5000 {
        src.push_str(&format!("elif x == {k}:\n    pass\n"));
    }
    src.push_str("else:\n    pass\nafter = 1\n");
    let m = on_small_stack(move || {
        let m = parse_module(&src);
        // Dropping the tree recurses once per nested `If`.
        let summary = (m.body.len(), m.unsupported.len(), m.unsupported.first().map(|u| u.reason.clone()));
        drop(m);
        summary
    });
    assert_eq!(m.0, 2);
    assert_eq!(m.1, 1);
    assert!(m.2.unwrap_or_default().contains("elif chain"));
}

#[test]
fn long_comment_inside_deep_brackets_is_not_rescanned_per_level() {
    let depth = 150;
    let src = format!("x = {}a # {}\n{}\n", "(".repeat(depth), "c".repeat(20 << 20), ")".repeat(depth));
    let t = Instant::now();
    let m = on_small_stack(move || parse_module(&src));
    assert!(t.elapsed() < Duration::from_secs(20), "took {:?}", t.elapsed());
    assert!(m.unsupported.is_empty(), "{:?}", unsupported_reasons(&m));
    assert_eq!(m.body.len(), 1);
}

#[test]
fn non_ascii_and_odd_line_endings() {
    let src = "# коммент\r名前 = 'значение'\ry = (名前,\r     1)\r\nz = \"日本\" + w\rτ=1";
    let m = parse_module(src);
    assert!(m.unsupported.is_empty(), "{:?}", m.unsupported);
    let spans: Vec<Span> = m.body.iter().map(|s| s.span).collect();
    assert_eq!(spans, [Span { line: 2, col: 1 }, Span { line: 3, col: 1 }, Span { line: 5, col: 1 }, Span { line: 6, col: 1 }]);
    let StmtKind::Assign { value, .. } = &m.body[1].kind else { panic!() };
    let ExprKind::Tuple(items) = &value.kind else { panic!() };
    assert_eq!(items[1].span, Span { line: 4, col: 6 });
    let StmtKind::Assign { value, .. } = &m.body[2].kind else { panic!() };
    let ExprKind::BinOp { right, .. } = &value.kind else { panic!() };
    assert_eq!(right.span, Span { line: 5, col: 12 });
    // Stray bytes that are not Python at all.
    let m = parse_module("\u{feff}x = 1\n");
    assert!(m.unsupported.is_empty() && m.body.len() == 1);
    for src in ["x = 1 € 2", "x = `y`", "$", "x = 1\0", "\r\r\r", "\\", "\\\n\\\n"] {
        let m = parse_module(src);
        assert!(m.body.len() + m.unsupported.len() <= 2, "{src:?}");
    }
}

/// Deterministic mutations of real wrapper text: cut, delete, duplicate and insert
/// Python-significant characters; nothing may panic and everything must finish.
#[test]
fn mutated_corpus_text_never_panics() {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/corpus/attention_block_dynamic/cache/l7/cl7zjyu3tvdfij3whum2er2rce3nsq6xcpuw5bnmlc2subwxg4zt.py");
    let base = std::fs::read_to_string(&path).expect("the corpus fixture ships with the repo");
    let base: Vec<char> = base.chars().collect();
    let inserts = ['(', ')', '[', ']', '{', '}', '\'', '"', '#', '\\', '\n', '\r', ':', ',', ' ', '\t', '=', '*', '@', 'é'];
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut next = move |k: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % k as u64) as usize
    };
    let t = Instant::now();
    for round in 0..300 {
        let mut text = base.clone();
        for _ in 0..1 + next(8) {
            let at = next(text.len().max(1));
            match next(4) {
                0 => text.truncate(at),
                1 => {
                    let end = (at + next(200)).min(text.len());
                    text.drain(at..end);
                }
                2 => text.insert(at.min(text.len()), inserts[next(inserts.len())]),
                _ => {
                    let end = (at + next(400)).min(text.len());
                    let dup: Vec<char> = text[at..end].to_vec();
                    let to = next(text.len().max(1));
                    text.splice(to..to, dup);
                }
            }
        }
        let s: String = text.into_iter().collect();
        let m = parse_module(&s);
        for u in &m.unsupported {
            assert!(u.text.chars().count() <= 200, "round {round}");
            assert!(u.span.line >= 1 && u.span.col >= 1, "round {round}");
        }
        let _ = parse_expr(&s);
    }
    assert!(t.elapsed() < Duration::from_secs(120), "took {:?}", t.elapsed());
}

/// Every prefix of a wrapper (a log cut anywhere) parses without panicking, and the
/// statements before the cut are all there.
#[test]
fn every_prefix_of_a_wrapper_line_parses() {
    let src = "buf3 = reinterpret_tensor(buf1, (s77, s27, 1), (s27, 1, 1), 0); del buf1  # reuse\nx = 'é''''\n";
    for (cut, _) in src.char_indices() {
        let m = parse_module(&src[..cut]);
        assert!(m.body.len() + m.unsupported.len() <= 4, "cut {cut}");
    }
}
