//! From Python text (parsed by `ia_parsers::py::parse_expr`) to symbolic integers, on
//! expressions copied from the shared corpus, plus print/parse round trips.

use ia_parsers::py::parse_expr;
use inductor_audit::sym::{cond_from_py, from_py, Cond, EvalError, Expr, Semantics};

fn parse(text: &str, sem: Semantics) -> Expr {
    let ast = parse_expr(text).unwrap_or_else(|e| panic!("parse {text:?}: {e:?}"));
    from_py(&ast, sem).unwrap_or_else(|e| panic!("convert {text:?}: {e}"))
}

fn parse_cond(text: &str, sem: Semantics) -> Cond {
    let ast = parse_expr(text).unwrap_or_else(|e| panic!("parse {text:?}: {e:?}"));
    cond_from_py(&ast, sem).unwrap_or_else(|e| panic!("convert {text:?}: {e}"))
}

fn v(n: &str) -> Expr {
    Expr::var(n)
}

fn binding<'a>(pairs: &'a [(&'a str, i128)]) -> impl Fn(&str) -> Option<i128> + 'a {
    move |n| pairs.iter().find(|(m, _)| *m == n).map(|(_, x)| *x)
}

#[test]
fn wrapper_sizes_and_strides() {
    // pad_dynamic_relu: empty_strided_cuda((s77, 3, 4 + s53, 2 + s0),
    //   (24 + 6*s53 + 12*s0 + 3*s0*s53, 8 + 2*s53 + 4*s0 + s0*s53, 2 + s0, 1), ...)
    let outer = parse("24 + 6*s53 + 12*s0 + 3*s0*s53", Semantics::Python);
    let inner = parse("8 + 2*s53 + 4*s0 + s0*s53", Semantics::Python);
    assert_eq!(inner, parse("(s0 + 2)*(s53 + 4)", Semantics::Python));
    assert_eq!(outer, 3 * inner.clone());
    let numel = parse("24*s77 + 6*s53*s77 + 12*s0*s77 + 3*s0*s53*s77", Semantics::Python);
    assert_eq!(numel.to_poly().div_exact(&inner.to_poly()).map(|q| q.to_expr()), Some(3 * v("s77")));
    // attention_block_dynamic: (4*s27*s27, s27*s27, s27, 1)
    assert_eq!(parse("4*s27*s27", Semantics::Python), 4 * v("s27").pow(Expr::int(2)));
}

#[test]
fn triton_index_expressions_from_the_corpus() {
    // pad_dynamic_relu kernel loads (Triton semantics: `//` truncates).
    let e = parse("((-1) + x0 + ((-2)*ks3) + ks3*x1 + ks2*ks3*x2)", Semantics::Triton);
    assert_eq!(e, v("x0") - 1 - 2 * v("ks3") + v("ks3") * v("x1") + v("ks2") * v("ks3") * v("x2"));
    let (a, b) = e.to_poly().coeff_of("x1").unwrap();
    assert_eq!(a.to_expr(), v("ks3"));
    assert_eq!(b.degree_in("x1"), 0);

    // cat_stack_dynamic: a load behind `x2 >= 256`.
    let e = parse("(32*y0 + 32*ks0*(((((-256) + x2) // 32) % 4)) + 128*ks0*y1 + ((((-256) + x2) % 32)))", Semantics::Triton);
    let at = |x2| {
        let pairs = [("y0", 1), ("ks0", 3), ("y1", 2), ("x2", x2)];
        let value = e.eval(&binding(&pairs));
        value
    };
    // x2 = 300: (44 // 32) % 4 = 1, 44 % 32 = 12.
    assert_eq!(at(300), Ok(32 + 32 * 3 + 128 * 3 * 2 + 12));
    // Outside the mask (x2 = 0) C semantics give (-256 // 32) % 4 = -8 % 4 = 0 and
    // -256 % 32 = 0; with x2 = 1, -255 truncates to -7, -7 % 4 = -3, -255 % 32 = -31.
    assert_eq!(at(1), Ok(32 + 32 * 3 * -3 + 128 * 3 * 2 - 31));

    // xindex decomposition.
    let x1 = parse("((xindex // ks0) % ks1)", Semantics::Triton);
    assert_eq!(x1, v("xindex").trunc_div(v("ks0")).c_mod(v("ks1")));
    assert_eq!(parse("((xindex // ks0) % ks1)", Semantics::Python), v("xindex").floor_div(v("ks0")).py_mod(v("ks1")));
}

#[test]
fn reflection_pad_with_nested_abs() {
    // reflectionpad3d_pairwise, one load of a 6x6x6 reflection.
    let text = "(63 + ((-1)*tl_math.abs((-3) + tl_math.abs((-1) + ((r0_2 % 6))))) + ((-16)*tl_math.abs((-3) + tl_math.abs((-1) + ((((324 + r0_2 + 108*x0) // 36) % 6))))) + ((-4)*tl_math.abs((-3) + tl_math.abs((-1) + (((r0_2 // 6) % 6))))) + 64*((324 + r0_2 + 108*x0) // 216) + 192*x1)";
    let e = parse(text, Semantics::Triton);
    // Non-negative operands: Rust's truncating `/` and `%` agree with Triton's.
    let reference = |r0_2: i128, x0: i128, x1: i128| {
        let f = |i: i128| (-3 + (-1 + i).abs()).abs();
        63 - f(r0_2 % 6) - 16 * f(((324 + r0_2 + 108 * x0) / 36) % 6) - 4 * f((r0_2 / 6) % 6) + 64 * ((324 + r0_2 + 108 * x0) / 216) + 192 * x1
    };
    for r0_2 in [0, 5, 17, 35, 100, 215] {
        for x0 in 0..3 {
            let pairs = [("r0_2", r0_2), ("x0", x0), ("x1", 1)];
            assert_eq!(e.eval(&binding(&pairs)), Ok(reference(r0_2, x0, 1)), "r0_2={r0_2} x0={x0}");
        }
    }
}

#[test]
fn helpers_masks_and_where() {
    let e = parse("triton_helpers.div_floor_integer((-1) + x0,  ks0)", Semantics::Triton);
    assert_eq!(e, (v("x0") - 1).floor_div(v("ks0")));
    let e = parse("triton_helpers.remainder_integer((-1) + x0, ks0)", Semantics::Triton);
    assert_eq!(e.eval(&binding(&[("x0", 0), ("ks0", 4)])), Ok(3));
    let e = parse("tl.where(tmp2, tmp3, tmp4)", Semantics::Triton);
    assert_eq!(e, Expr::where_(Cond::opaque("tmp2"), v("tmp3"), v("tmp4")));
    let c = parse_cond("r0_mask & xmask", Semantics::Triton);
    assert_eq!(c, Cond::and([Cond::opaque("r0_mask"), Cond::opaque("xmask")]));
    let c = parse_cond("xindex < xnumel", Semantics::Triton);
    assert_eq!(c, Cond::lt(v("xindex"), v("xnumel")));
    let e = parse("tl.where(roffset == 0, x0, x1)", Semantics::Triton);
    assert_eq!(e.eval(&binding(&[("roffset", 0), ("x0", 7), ("x1", 9)])), Ok(7));
    let e = parse("(x0 + 1).to(tl.int64) * XBLOCK", Semantics::Triton);
    assert_eq!(e, (v("x0") + 1) * v("XBLOCK"));
    // Triton Min macro as TritonPrinter writes it.
    let m = parse("((ks0) * ((ks0) <= (1 + x1)) + (1 + x1) * ((1 + x1) < (ks0)))", Semantics::Triton);
    assert_eq!(m, v("ks0").min(v("x1") + 1));
    let m = parse("((ks0) * ((ks0) >= (1 + x1)) + (1 + x1) * ((1 + x1) > (ks0)))", Semantics::Triton);
    assert_eq!(m, v("ks0").max(v("x1") + 1));
    // The wrapper's spelling.
    assert_eq!(parse("min(ks0, 1 + x1)", Semantics::Python), v("ks0").min(v("x1") + 1));
    assert_eq!(parse("Max(1, s0)", Semantics::Python), v("s0").max(Expr::int(1)));
}

#[test]
fn unsupported_constructs_are_errors() {
    for (text, sem) in [
        ("a / b", Semantics::Python),
        ("libdevice.floor(x)", Semantics::Triton),
        ("x.to(tl.float32)", Semantics::Triton),
        ("a << 2", Semantics::Python),
        ("1.5 * x", Semantics::Python),
        ("tl.load(in_ptr0 + x0)", Semantics::Triton),
        ("min(x)", Semantics::Python),
    ] {
        let ast = parse_expr(text).unwrap();
        assert!(from_py(&ast, sem).is_err(), "{text} should not convert");
    }
    assert!(cond_from_py(&parse_expr("~xmask").unwrap(), Semantics::Python).is_err());
    assert!(cond_from_py(&parse_expr("~xmask").unwrap(), Semantics::Triton).is_ok());
    assert!(cond_from_py(&parse_expr("a is None").unwrap(), Semantics::Python).is_err());
}

#[test]
fn division_by_zero_and_overflow_survive_conversion() {
    let e = parse("x // (s0 - s0)", Semantics::Python);
    assert_eq!(e.eval(&|_| Some(1)), Err(EvalError::DivByZero));
    let e = parse("9223372036854775807 * s0", Semantics::Python);
    assert_eq!(e.eval(&|_| Some(2)), Ok(2 * 9223372036854775807));
    let e = parse("2 ** 200", Semantics::Python);
    assert_eq!(e.eval(&|_| None), Err(EvalError::Overflow));
}

/// Print, parse, convert: the same expression comes back, in each syntax.
#[test]
fn print_parse_round_trip() {
    let x = || v("x");
    let k = Expr::int;
    let samples = vec![
        3 * v("s0") * v("s53") + 24,
        x() - 2 * v("ks3") + v("ks3") * v("x1") - 1,
        x().floor_div(v("ks0")).py_mod(v("ks1")),
        (x() - 256).trunc_div(k(32)).c_mod(k(4)),
        -(x().floor_div(k(4))) + 7,
        (x() - 1).min(v("ks0")).max(k(0)),
        Expr::where_(Cond::and([Cond::lt(x(), v("n")), Cond::opaque("tmp3")]), x() * 2, k(-1)),
        Expr::where_(Cond::or([Cond::ge(x(), k(3)), Cond::opaque("m").not()]), x(), k(0)),
        x().pow(v("n")),
        k(-5),
        k(i64::MIN as i128) + x(),
        (x() - 3).abs(),
    ];
    for sem in [Semantics::Python, Semantics::Triton] {
        for e in &samples {
            let text = e.display(sem).to_string();
            let back = parse(&text, sem);
            assert_eq!(&back, e, "{sem:?}: {text}");
        }
    }
    let c = Cond::and([Cond::lt(x(), v("xnumel")), Cond::opaque("tmp3").not()]);
    for sem in [Semantics::Python, Semantics::Triton] {
        let text = c.display(sem).to_string();
        if sem == Semantics::Python {
            assert_eq!(text, "x < xnumel and not tmp3");
        } else {
            assert_eq!(text, "(x < xnumel) & ~tmp3");
        }
        assert_eq!(parse_cond(&text, sem), c, "{text}");
    }
}

/// splitmix64, for the randomised round trip.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        (z ^ (z >> 31)) % n
    }
}

fn random_expr(rng: &mut Rng, depth: u32) -> Expr {
    let names = ["x0", "ks0", "s53", "xindex"];
    if depth == 0 || rng.below(4) == 0 {
        return if rng.below(2) == 0 { Expr::int(rng.below(13) as i128 - 6) } else { v(names[rng.below(4) as usize]) };
    }
    let d = depth - 1;
    let mut sub = || random_expr(rng, d);
    let (a, b) = (sub(), sub());
    match rng.below(12) {
        0 => a + b,
        1 => a - b,
        2 => a * b,
        3 => a.floor_div(b),
        4 => a.py_mod(b),
        5 => a.trunc_div(b),
        6 => a.c_mod(b),
        7 => a.min(b),
        8 => a.max(b),
        9 => a.pow(Expr::int(rng.below(3) as i128)),
        10 => {
            let c = match rng.below(3) {
                0 => Cond::lt(a.clone(), b.clone()),
                1 => Cond::and([Cond::ge(a.clone(), Expr::int(0)), Cond::opaque("xmask")]),
                _ => Cond::or([Cond::ne(b.clone(), Expr::int(1)), Cond::opaque("tmp0").not()]),
            };
            Expr::where_(c, a, b)
        }
        _ => a.abs(),
    }
}

#[test]
fn random_print_parse_round_trip() {
    let mut rng = Rng(0x5eed_0101);
    for case in 0..1500 {
        let e = random_expr(&mut rng, 4);
        for sem in [Semantics::Python, Semantics::Triton] {
            let text = e.display(sem).to_string();
            let Ok(ast) = parse_expr(&text) else {
                panic!("case {case}: {sem:?} text does not parse: {text}");
            };
            let back = from_py(&ast, sem).unwrap_or_else(|err| panic!("case {case}: {text}: {err}"));
            assert_eq!(back, e, "case {case} {sem:?}: {text}");
        }
    }
}

#[test]
fn math_ceil_floor_trunc_of_an_integer_true_division_are_integer_divisions() {
    // 2.11's SDPA logsumexp buffer: assert_size_stride(buf9, (s95, 4, 32*math.ceil(s75 / 32)), ...)
    let padded = parse("32*math.ceil(s75 / 32)", Semantics::Python);
    for (s, want) in [(1, 32), (31, 32), (32, 32), (33, 64), (90, 96)] {
        assert_eq!(padded.eval(&binding(&[("s75", s)])), Ok(want), "s75 = {s}");
    }
    for (text, a, want) in [("math.floor(a / 3)", -7, -3), ("math.trunc(a / 3)", -7, -2), ("math.ceil(a / 3)", -7, -2), ("int(a / 3)", 7, 2)] {
        assert_eq!(parse(text, Semantics::Python).eval(&binding(&[("a", a)])), Ok(want), "{text} at a = {a}");
    }
    // A true division that is not rounded stays unsupported (a float, not an index).
    let ast = parse_expr("s75 / 32").expect("parse");
    assert!(from_py(&ast, Semantics::Python).is_err());
}
