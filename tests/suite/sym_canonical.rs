//! Canonical forms, division semantics and overflow, on the expressions Inductor prints
//! (taken from the shared corpus: pad_dynamic_relu, reflectionpad3d_pairwise,
//! attention_block_dynamic).

use inductor_audit::sym::{self, fits_i32, fits_i64, Compiled, Cond, EvalError, Expr, Poly, Semantics};

fn v(n: &str) -> Expr {
    Expr::var(n)
}

fn k(c: i128) -> Expr {
    Expr::int(c)
}

fn env<'a>(pairs: &'a [(&'a str, i128)]) -> impl Fn(&str) -> Option<i128> + 'a {
    move |n| pairs.iter().find(|(m, _)| *m == n).map(|(_, x)| *x)
}

#[test]
fn pad_product_equals_its_expansion() {
    // empty_strided_cuda((s77, 3, 4 + s53, 2 + s0), (24 + 6*s53 + 12*s0 + 3*s0*s53,
    //                    8 + 2*s53 + 4*s0 + s0*s53, 2 + s0, 1), ...)
    let factored = (v("s0") + 2) * (v("s53") + 4);
    let expanded = 8 + 2 * v("s53") + 4 * v("s0") + v("s0") * v("s53");
    assert_eq!(factored, expanded);
    assert_eq!(expanded.to_string(), "s0*s53 + 4*s0 + 2*s53 + 8");
    // Order of construction does not matter.
    assert_eq!(v("s0") * v("s53") + 8 + 4 * v("s0") + 2 * v("s53"), expanded);
    // The outer stride is 3 times the inner one.
    let outer = 24 + 6 * v("s53") + 12 * v("s0") + 3 * v("s0") * v("s53");
    assert_eq!(outer, 3 * factored.clone());
    assert_eq!(outer.clone() - 3 * factored, k(0));
}

#[test]
fn exact_division_of_the_pad_numel() {
    let numel = 24 * v("s77") + 6 * v("s53") * v("s77") + 12 * v("s0") * v("s77") + 3 * v("s0") * v("s53") * v("s77");
    let stride = 8 + 2 * v("s53") + 4 * v("s0") + v("s0") * v("s53");
    let q = numel.to_poly().div_exact(&stride.to_poly());
    assert_eq!(q.map(|p| p.to_expr()), Some(3 * v("s77")));
    assert_eq!((numel.clone() + 1).to_poly().div_exact(&stride.to_poly()), None);
    assert_eq!(stride.to_poly().div_exact(&numel.to_poly()), None);
}

#[test]
fn like_terms_combine_and_cancel() {
    assert_eq!(2 * v("x") + 3 * v("x"), 5 * v("x"));
    assert_eq!(v("x") - v("x"), k(0));
    assert_eq!(v("x") * v("y") - v("y") * v("x"), k(0));
    assert_eq!(-(-v("x")), v("x"));
    assert_eq!(v("x").pow(k(2)), v("x") * v("x"));
    assert_eq!((v("a") + v("b")).pow(k(2)), v("a") * v("a") + 2 * v("a") * v("b") + v("b") * v("b"));
    assert_eq!(v("x").pow(k(0)), k(1));
    assert!(matches!(v("x").pow(v("n")), Expr::Pow(..)));
    assert_eq!(k(2).pow(k(10)), k(1024));
}

#[test]
fn division_by_constants_simplifies_exactly() {
    let a = v("a");
    assert_eq!((6 * a.clone() + 4).floor_div(k(2)), 3 * a.clone() + 2);
    assert_eq!(a.clone().floor_div(k(1)), a);
    assert_eq!(a.clone().py_mod(k(1)), k(0));
    assert_eq!(a.clone().floor_div(k(-1)), -a.clone());
    assert_eq!((4 * a.clone() + v("b")).floor_div(k(4)), a.clone() + v("b").floor_div(k(4)));
    assert_eq!((4 * a.clone() + v("b")).py_mod(k(4)), v("b").py_mod(k(4)));
    assert_eq!((4 * a.clone() + 2).py_mod(k(8)), 2 * (2 * a.clone() + 1).py_mod(k(4)));
    // Nested floors by positive constants merge.
    assert_eq!(a.clone().floor_div(k(4)).floor_div(k(8)), a.clone().floor_div(k(32)));
    // Mod of a mod whose modulus is a multiple.
    assert_eq!(a.clone().py_mod(k(8)).py_mod(k(4)), a.clone().py_mod(k(4)));
    assert_eq!(a.clone().py_mod(k(4)).py_mod(k(8)), a.clone().py_mod(k(4)));
    // Truncating division only simplifies where no rounding can differ.
    assert_eq!((6 * a.clone() + 4).trunc_div(k(2)), 3 * a.clone() + 2);
    assert!(matches!((4 * a.clone() + 1).trunc_div(k(4)), Expr::TruncDiv(..)));
    assert!(matches!((4 * a.clone() + 1).c_mod(k(4)), Expr::CMod(..)));
    assert_eq!((4 * a.clone() + 8).c_mod(k(4)), k(0));
    // Symbolic divisors are left alone (the divisor might be zero).
    assert!(matches!(a.clone().floor_div(a.clone()), Expr::FloorDiv(..)));
    // Division by zero stays, to fail at evaluation.
    assert_eq!(a.clone().floor_div(k(0)).eval(&|_| Some(1)), Err(EvalError::DivByZero));
}

#[test]
fn division_identities_hold_for_negative_symbols() {
    let a = v("a");
    type Reference = Box<dyn Fn(i128) -> i128>;
    let forms: Vec<(Expr, Reference)> = vec![
        ((4 * a.clone() + 5).floor_div(k(4)), Box::new(|x| (4 * x + 5).div_euclid(4))),
        ((4 * a.clone() + 5).py_mod(k(4)), Box::new(|x| (4 * x + 5).rem_euclid(4))),
        ((6 * a.clone() - 3).floor_div(k(-4)), Box::new(|x| floor(6 * x - 3, -4))),
        ((6 * a.clone() - 3).py_mod(k(-4)), Box::new(|x| pymod(6 * x - 3, -4))),
        ((6 * a.clone() - 3).trunc_div(k(-4)), Box::new(|x| (6 * x - 3) / -4)),
        ((6 * a.clone() - 3).c_mod(k(-4)), Box::new(|x| (6 * x - 3) % -4)),
        (a.clone().trunc_div(k(4)).trunc_div(k(3)), Box::new(|x| (x / 4) / 3)),
        (a.clone().c_mod(k(12)).c_mod(k(4)), Box::new(|x| (x % 12) % 4)),
        (a.clone().c_mod(k(3)).c_mod(k(4)), Box::new(|x| (x % 3) % 4)),
        (a.clone().ceil_div(k(4)), Box::new(|x| -floor(-x, 4))),
    ];
    for (e, reference) in &forms {
        for x in -50i128..=50 {
            assert_eq!(e.eval(&|_| Some(x)), Ok(reference(x)), "{e} at a = {x}");
        }
    }
}

fn floor(a: i128, b: i128) -> i128 {
    sym::floor_div_i128(a, b).unwrap()
}

fn pymod(a: i128, b: i128) -> i128 {
    sym::py_mod_i128(a, b).unwrap()
}

#[test]
fn python_and_c_semantics_on_negatives() {
    assert_eq!(k(-7).floor_div(k(2)), k(-4));
    assert_eq!(k(-7).trunc_div(k(2)), k(-3));
    assert_eq!(k(-7).py_mod(k(3)), k(2));
    assert_eq!(k(-7).c_mod(k(3)), k(-1));
    let e = v("x").floor_div(k(2));
    let t = v("x").trunc_div(k(2));
    assert_eq!(e.eval(&|_| Some(-7)), Ok(-4));
    assert_eq!(t.eval(&|_| Some(-7)), Ok(-3));
    // The index of a left pad: x0 - 2 for x0 = 0 goes negative, where // and
    // div_floor_integer disagree.
    let idx = (v("x0") - 2).floor_div(v("ks0"));
    let tdx = (v("x0") - 2).trunc_div(v("ks0"));
    let binding = [("x0", 0), ("ks0", 5)];
    let at = env(&binding);
    assert_eq!((idx.eval(&at), tdx.eval(&at)), (Ok(-1), Ok(0)));
}

#[test]
fn min_max_where_simplify_soundly() {
    let x = v("x");
    assert_eq!(x.clone().min(x.clone() + 3), x.clone());
    assert_eq!(x.clone().max(x.clone() + 3), x.clone() + 3);
    assert_eq!(sym::min([k(4), k(2), k(9)]), k(2));
    let m = sym::min([v("a"), sym::min([v("b"), v("a")]), v("c")]);
    assert_eq!(m, Expr::Min(vec![v("a"), v("b"), v("c")].into()));
    assert_eq!(Expr::where_(Cond::True, v("a"), v("b")), v("a"));
    assert_eq!(Expr::where_(Cond::opaque("m"), v("a"), v("a")), v("a"));
    assert_eq!(Expr::where_(Cond::lt(k(1), k(2)), v("a"), v("b")), v("a"), "constant comparison folds");
    let abs = (v("x") - 3).abs();
    for x in -5..=5 {
        assert_eq!(abs.eval(&|_| Some(x)), Ok((x - 3i128).abs()));
    }
}

#[test]
fn overflow_is_detected_not_wrapped() {
    let big = k(i64::MAX as i128);
    let e = v("x") * big.clone();
    assert_eq!(e.eval(&|_| Some(4)), Ok(4 * i64::MAX as i128));
    assert!(!fits_i64(e.eval(&|_| Some(4)).unwrap()));
    let c = Compiled::new(&e, &["x"]).unwrap();
    assert_eq!(c.eval(&[1]), Ok(i64::MAX));
    assert_eq!(c.eval(&[2]), Err(EvalError::Overflow));
    // i128 overflow inside evaluation.
    let huge = v("x") * k(i128::MAX);
    assert_eq!(huge.eval(&|_| Some(2)), Err(EvalError::Overflow));
    // Folding constants that overflow keeps the expression instead of panicking, and it
    // still evaluates to an overflow.
    let folded = k(i128::MAX) + k(1);
    assert_eq!(folded.eval(&|_| None), Err(EvalError::Overflow));
    // An unfoldable product keeps its factors; its intermediate overflows even where
    // the mathematical value (at x = 0) would fit.
    let product = k(i128::MAX) * k(i128::MAX) * v("x");
    assert_eq!(product.eval(&|_| Some(1)), Err(EvalError::Overflow));
    assert_eq!(product.eval(&|_| Some(0)), Err(EvalError::Overflow));
    assert!(fits_i32(2_147_483_647) && !fits_i32(2_147_483_648));
    // int64_index_large allocates 2147483712 int8 elements: past i32, within i64.
    let n = k(2_147_483_712);
    assert!(!fits_i32(n.eval(&|_| None).unwrap()));
}

#[test]
fn poly_round_trip_and_vars() {
    // reflectionpad3d_pairwise index with tl_math.abs read as max(x, -x).
    let r0_2 = v("r0_2");
    let inner = (r0_2.clone().py_mod(k(6)) - 1).abs();
    let e = 63 - (inner - 3).abs() + 192 * v("x1");
    let p: Poly = e.to_poly();
    assert_eq!(p.to_expr(), e);
    let names: Vec<String> = p.vars().iter().map(|s| s.to_string()).collect();
    assert_eq!(names, ["r0_2", "x1"]);
    assert_eq!(p.degree_in("x1"), 1);
    assert_eq!(p.degree_in("r0_2"), 0, "only inside atoms");
    assert!(p.coeff_of("r0_2").is_none());
    let (a, _) = p.coeff_of("x1").unwrap();
    assert_eq!(a.constant(), Some(192));
}

#[test]
fn substitution_rebuilds_canonically() {
    // x1 = xindex // ks0, x0 = xindex % ks0: x0 + ks0*x1 == xindex (for ks0 != 0).
    let e = v("x0") + v("ks0") * v("x1");
    let s = e.substitute(&|n| match n {
        "x0" => Some(v("xindex").py_mod(v("ks0"))),
        "x1" => Some(v("xindex").floor_div(v("ks0"))),
        _ => None,
    });
    for xindex in -30..30 {
        let binding = [("xindex", xindex), ("ks0", 7)];
        assert_eq!(s.eval(&env(&binding)), Ok(xindex));
    }
    // Constant substitution folds all the way.
    let c = (v("x") * 4 + 2).floor_div(k(4)).substitute(&|_| Some(k(5)));
    assert_eq!(c, k(5));
    // Opaque conditions can be substituted too.
    let w = Expr::where_(Cond::opaque("tmp3"), v("a"), k(0));
    let s = w.substitute_with(&|_| None, &|n| (n == "tmp3").then(|| Cond::lt(v("a"), k(4))));
    assert_eq!(s.eval(&|_| Some(3)), Ok(3));
    assert_eq!(s.eval(&|_| Some(5)), Ok(0));
}

#[test]
fn display_round_trips_through_each_syntax() {
    let e = (v("xindex").floor_div(v("ks0"))).py_mod(v("ks1"));
    assert_eq!(e.to_string(), "(xindex // ks0) % ks1");
    assert_eq!((3 * v("s0") * v("s53") + 24).to_string(), "3*s0*s53 + 24");
    let t = (v("x0") - 1).trunc_div(k(4));
    assert_eq!(t.display(Semantics::Triton).to_string(), "(x0 - 1) // 4");
    assert_eq!(t.display(Semantics::C).to_string(), "(x0 - 1) / 4");
}
