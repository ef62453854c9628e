//! Randomised checks against independent reference semantics:
//! - canonicalisation never changes a defined value (negative symbols included);
//! - the compiled evaluator agrees with the tree evaluator;
//! - `nonneg_on` never claims a polynomial non-negative where a point of the domain is
//!   negative, and does prove the non-negative families it is built for;
//! - exact division recovers factors.

use inductor_audit::sym::{Atom, Compiled, CompiledCond, Cond, EvalError, Expr, Poly, Rel};

/// splitmix64: deterministic, no dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    fn range(&mut self, lo: i128, hi: i128) -> i128 {
        lo + i128::from(self.below((hi - lo + 1) as u64) as i64)
    }
}

const VARS: [&str; 3] = ["a", "b", "c"];

/// A tree evaluated by plain Rust arithmetic, independent of the engine.
#[derive(Debug, Clone)]
enum Raw {
    Const(i128),
    Var(usize),
    Add(Box<Raw>, Box<Raw>),
    Sub(Box<Raw>, Box<Raw>),
    Mul(Box<Raw>, Box<Raw>),
    Neg(Box<Raw>),
    FloorDiv(Box<Raw>, Box<Raw>),
    PyMod(Box<Raw>, Box<Raw>),
    TruncDiv(Box<Raw>, Box<Raw>),
    CMod(Box<Raw>, Box<Raw>),
    Min(Box<Raw>, Box<Raw>),
    Max(Box<Raw>, Box<Raw>),
    Pow(Box<Raw>, u32),
    Where(Box<RawCond>, Box<Raw>, Box<Raw>),
}

#[derive(Debug, Clone)]
enum RawCond {
    Cmp(Rel, Raw, Raw),
    And(Box<RawCond>, Box<RawCond>),
    Or(Box<RawCond>, Box<RawCond>),
    Not(Box<RawCond>),
}

#[derive(Debug)]
struct Undefined;

fn floor_ref(a: i128, b: i128) -> Result<i128, Undefined> {
    match b {
        0 => Err(Undefined),
        b if b > 0 => Ok(a.div_euclid(b)),
        b => Ok((-a).div_euclid(-b)),
    }
}

fn eval_raw(r: &Raw, env: &[i128; 3]) -> Result<i128, Undefined> {
    use Raw::*;
    let two = |a: &Raw, b: &Raw| Ok::<_, Undefined>((eval_raw(a, env)?, eval_raw(b, env)?));
    Ok(match r {
        Const(c) => *c,
        Var(i) => env[*i],
        Add(a, b) => {
            let (a, b) = two(a, b)?;
            a + b
        }
        Sub(a, b) => {
            let (a, b) = two(a, b)?;
            a - b
        }
        Mul(a, b) => {
            let (a, b) = two(a, b)?;
            a * b
        }
        Neg(a) => -eval_raw(a, env)?,
        FloorDiv(a, b) => {
            let (a, b) = two(a, b)?;
            floor_ref(a, b)?
        }
        PyMod(a, b) => {
            let (a, b) = two(a, b)?;
            a - b * floor_ref(a, b)?
        }
        TruncDiv(a, b) => {
            let (a, b) = two(a, b)?;
            if b == 0 {
                return Err(Undefined);
            }
            a / b
        }
        CMod(a, b) => {
            let (a, b) = two(a, b)?;
            if b == 0 {
                return Err(Undefined);
            }
            a % b
        }
        Min(a, b) => {
            let (a, b) = two(a, b)?;
            a.min(b)
        }
        Max(a, b) => {
            let (a, b) = two(a, b)?;
            a.max(b)
        }
        Pow(a, e) => eval_raw(a, env)?.pow(*e),
        Where(c, a, b) => {
            if eval_raw_cond(c, env)? {
                eval_raw(a, env)?
            } else {
                eval_raw(b, env)?
            }
        }
    })
}

fn eval_raw_cond(c: &RawCond, env: &[i128; 3]) -> Result<bool, Undefined> {
    Ok(match c {
        RawCond::Cmp(rel, a, b) => {
            let (a, b) = (eval_raw(a, env)?, eval_raw(b, env)?);
            match rel {
                Rel::Lt => a < b,
                Rel::Le => a <= b,
                Rel::Gt => a > b,
                Rel::Ge => a >= b,
                Rel::Eq => a == b,
                Rel::Ne => a != b,
            }
        }
        // Both sides evaluated, as Triton's `&`/`|` do.
        RawCond::And(a, b) => {
            let (a, b) = (eval_raw_cond(a, env)?, eval_raw_cond(b, env)?);
            a && b
        }
        RawCond::Or(a, b) => {
            let (a, b) = (eval_raw_cond(a, env)?, eval_raw_cond(b, env)?);
            a || b
        }
        RawCond::Not(a) => !eval_raw_cond(a, env)?,
    })
}

fn to_expr(r: &Raw) -> Expr {
    use Raw::*;
    match r {
        Const(c) => Expr::int(*c),
        Var(i) => Expr::var(VARS[*i]),
        Add(a, b) => to_expr(a) + to_expr(b),
        Sub(a, b) => to_expr(a) - to_expr(b),
        Mul(a, b) => to_expr(a) * to_expr(b),
        Neg(a) => -to_expr(a),
        FloorDiv(a, b) => to_expr(a).floor_div(to_expr(b)),
        PyMod(a, b) => to_expr(a).py_mod(to_expr(b)),
        TruncDiv(a, b) => to_expr(a).trunc_div(to_expr(b)),
        CMod(a, b) => to_expr(a).c_mod(to_expr(b)),
        Min(a, b) => to_expr(a).min(to_expr(b)),
        Max(a, b) => to_expr(a).max(to_expr(b)),
        Pow(a, e) => to_expr(a).pow(Expr::int(i128::from(*e))),
        Where(c, a, b) => Expr::where_(to_cond(c), to_expr(a), to_expr(b)),
    }
}

fn to_cond(c: &RawCond) -> Cond {
    match c {
        RawCond::Cmp(rel, a, b) => Cond::cmp(*rel, to_expr(a), to_expr(b)),
        RawCond::And(a, b) => Cond::and([to_cond(a), to_cond(b)]),
        RawCond::Or(a, b) => Cond::or([to_cond(a), to_cond(b)]),
        RawCond::Not(a) => to_cond(a).not(),
    }
}

fn gen_raw(rng: &mut Rng, depth: u32) -> Raw {
    if depth == 0 || rng.below(4) == 0 {
        return if rng.below(2) == 0 { Raw::Const(rng.range(-6, 6)) } else { Raw::Var(rng.below(3) as usize) };
    }
    let d = depth - 1;
    let sub = |rng: &mut Rng| Box::new(gen_raw(rng, d));
    // Divisors are mostly constants, as in Inductor's indexing, sometimes symbols.
    let divisor = |rng: &mut Rng| Box::new(if rng.below(3) == 0 { gen_raw(rng, d) } else { Raw::Const(rng.range(-6, 6)) });
    match rng.below(14) {
        0 => Raw::Add(sub(rng), sub(rng)),
        1 => Raw::Sub(sub(rng), sub(rng)),
        2 => Raw::Mul(sub(rng), sub(rng)),
        3 => Raw::Neg(sub(rng)),
        4 => Raw::FloorDiv(sub(rng), divisor(rng)),
        5 => Raw::PyMod(sub(rng), divisor(rng)),
        6 => Raw::TruncDiv(sub(rng), divisor(rng)),
        7 => Raw::CMod(sub(rng), divisor(rng)),
        8 => Raw::Min(sub(rng), sub(rng)),
        9 => Raw::Max(sub(rng), sub(rng)),
        10 => Raw::Pow(sub(rng), rng.below(4) as u32),
        11 => Raw::Where(Box::new(gen_cond(rng, d)), sub(rng), sub(rng)),
        // Linear combinations with multiples of the divisor: the shapes the
        // coefficient-splitting rules rewrite.
        12 => {
            let k = rng.range(2, 5);
            let inner = Raw::Add(Box::new(Raw::Mul(Box::new(Raw::Const(k * rng.range(-3, 3))), sub(rng))), sub(rng));
            if rng.below(2) == 0 {
                Raw::FloorDiv(Box::new(inner), Box::new(Raw::Const(k)))
            } else {
                Raw::PyMod(Box::new(inner), Box::new(Raw::Const(k)))
            }
        }
        _ => {
            let (k1, k2) = (rng.range(1, 4), rng.range(1, 4));
            let inner = Raw::PyMod(sub(rng), Box::new(Raw::Const(k1 * k2)));
            match rng.below(3) {
                0 => Raw::PyMod(Box::new(inner), Box::new(Raw::Const(k1))),
                1 => Raw::CMod(Box::new(Raw::CMod(sub(rng), Box::new(Raw::Const(k1 * k2)))), Box::new(Raw::Const(k2))),
                _ => Raw::TruncDiv(Box::new(Raw::TruncDiv(sub(rng), Box::new(Raw::Const(k1)))), Box::new(Raw::Const(k2))),
            }
        }
    }
}

fn gen_cond(rng: &mut Rng, depth: u32) -> RawCond {
    let rels = [Rel::Lt, Rel::Le, Rel::Gt, Rel::Ge, Rel::Eq, Rel::Ne];
    if depth == 0 || rng.below(2) == 0 {
        let rel = rels[rng.below(6) as usize];
        return RawCond::Cmp(rel, gen_raw(rng, depth.min(2)), gen_raw(rng, depth.min(2)));
    }
    let d = depth - 1;
    match rng.below(3) {
        0 => RawCond::And(Box::new(gen_cond(rng, d)), Box::new(gen_cond(rng, d))),
        1 => RawCond::Or(Box::new(gen_cond(rng, d)), Box::new(gen_cond(rng, d))),
        _ => RawCond::Not(Box::new(gen_cond(rng, d))),
    }
}

#[test]
fn canonicalisation_preserves_every_defined_value() {
    let mut rng = Rng(0x5eed_0001);
    let mut defined = 0usize;
    for case in 0..3000 {
        let raw = gen_raw(&mut rng, 4);
        let expr = to_expr(&raw);
        let compiled = Compiled::new(&expr, &VARS).expect("every variable has a slot");
        for _ in 0..12 {
            let env = [rng.range(-12, 12), rng.range(-12, 12), rng.range(-12, 12)];
            let Ok(want) = eval_raw(&raw, &env) else {
                // Undefined (division by zero): canonicalisation may only refine it.
                continue;
            };
            defined += 1;
            let lookup = |n: &str| VARS.iter().position(|v| *v == n).map(|i| env[i]);
            let got = expr.eval(&lookup);
            assert_eq!(got, Ok(want), "case {case}: {raw:?}\n  canonical {expr}\n  at {env:?}");
            let slots = env.map(|x| x as i64);
            assert_eq!(compiled.eval(&slots).map(i128::from), Ok(want), "case {case}: compiled {expr} at {env:?}");
        }
    }
    assert!(defined > 20_000, "the generator must mostly produce defined cases: {defined}");
}

#[test]
fn conditions_keep_their_truth_values() {
    let mut rng = Rng(0x5eed_0002);
    for case in 0..2000 {
        let raw = gen_cond(&mut rng, 3);
        let cond = to_cond(&raw);
        let compiled = CompiledCond::new(&cond, &VARS).expect("slots");
        for _ in 0..8 {
            let env = [rng.range(-9, 9), rng.range(-9, 9), rng.range(-9, 9)];
            let Ok(want) = eval_raw_cond(&raw, &env) else {
                continue;
            };
            let lookup = |n: &str| VARS.iter().position(|v| *v == n).map(|i| env[i]);
            assert_eq!(cond.eval(&lookup), Ok(Some(want)), "case {case}: {cond} at {env:?}");
            assert_eq!(compiled.eval(&env.map(|x| x as i64)), Ok(Some(want)));
        }
    }
}

fn random_poly(rng: &mut Rng, terms: u64, max_degree: u64, coeff: i128) -> Poly {
    let mut p = Poly::zero();
    for _ in 0..=rng.below(terms) {
        let mut t = Poly::from_const(rng.range(-coeff, coeff));
        for _ in 0..rng.below(max_degree + 1) {
            t = t.checked_mul(&Poly::from_var(VARS[rng.below(3) as usize])).unwrap();
        }
        p = p.checked_add(&t).unwrap();
    }
    p
}

fn eval_at(p: &Poly, env: &[i128; 3]) -> i128 {
    p.eval(&|n| VARS.iter().position(|v| *v == n).map(|i| env[i])).expect("small values")
}

#[test]
fn nonneg_never_claims_a_negative_point() {
    let mut rng = Rng(0x5eed_0003);
    let mut proven = 0;
    for case in 0..4000 {
        let p = random_poly(&mut rng, 6, 3, 5);
        // Bias toward non-negative candidates so that claims are actually exercised.
        let p = if rng.below(2) == 0 { p.checked_add(&Poly::from_const(rng.range(0, 30))).unwrap() } else { p };
        let lows = [rng.range(-3, 3), rng.range(-3, 3), rng.range(-3, 3)];
        let lower = |a: &Atom| VARS.iter().position(|v| Some(*v) == a.as_var()).map(|i| lows[i]);
        if !p.nonneg_on(&lower) {
            continue;
        }
        proven += 1;
        // The corner and its neighbourhood, where the minimum of a shifted
        // non-negative-coefficient polynomial sits, then random far points.
        let mut points = Vec::new();
        for da in 0..4 {
            for db in 0..4 {
                for dc in 0..4 {
                    points.push([lows[0] + da, lows[1] + db, lows[2] + dc]);
                }
            }
        }
        for _ in 0..100 {
            points.push([lows[0] + rng.range(0, 40), lows[1] + rng.range(0, 40), lows[2] + rng.range(0, 40)]);
        }
        for pt in points {
            let value = eval_at(&p, &pt);
            assert!(value >= 0, "case {case}: {p} claimed >= 0 with lower {lows:?}, is {value} at {pt:?}");
        }
    }
    assert!(proven > 300, "too few claims to test: {proven}");
}

#[test]
fn nonneg_proves_shifted_families_and_dominated_terms() {
    let mut rng = Rng(0x5eed_0004);
    for case in 0..1000 {
        let lows = [rng.range(-4, 4), rng.range(-4, 4), rng.range(-4, 4)];
        let lower = |a: &Atom| VARS.iter().position(|v| Some(*v) == a.as_var()).map(|i| lows[i]);
        let shifted: Vec<Poly> = (0..3).map(|i| Poly::from_var(VARS[i]).checked_sub(&Poly::from_const(lows[i])).unwrap()).collect();
        // Non-negative combination of products of (v - low), plus for each such
        // product m a dominated negative part: c*m^2 - c*m.
        let mut p = Poly::from_const(rng.range(0, 5));
        for _ in 0..rng.below(5) {
            let mut m = Poly::from_const(1);
            for _ in 0..=rng.below(2) {
                m = m.checked_mul(&shifted[rng.below(3) as usize]).unwrap();
            }
            let c = rng.range(1, 6);
            p = p.checked_add(&m.checked_scale(c).unwrap()).unwrap();
            if rng.below(2) == 0 {
                let sq = m.checked_mul(&m).unwrap();
                let dominated = sq.checked_sub(&m).unwrap().checked_scale(rng.range(1, 3)).unwrap();
                p = p.checked_add(&dominated).unwrap();
            }
        }
        assert!(p.nonneg_on(&lower), "case {case}: {p} with lower {lows:?}");
    }
}

#[test]
fn nonneg_with_upper_bounds_is_sound() {
    let mut rng = Rng(0x5eed_0005);
    for case in 0..2000 {
        let p = random_poly(&mut rng, 4, 2, 4).checked_add(&Poly::from_const(rng.range(0, 20))).unwrap();
        let his = [rng.range(-2, 6), rng.range(-2, 6), rng.range(-2, 6)];
        let range = |a: &Atom| {
            let i = VARS.iter().position(|v| Some(*v) == a.as_var());
            (None, i.map(|i| his[i]))
        };
        if !p.nonneg_within(&range) {
            continue;
        }
        for _ in 0..60 {
            let pt = [his[0] - rng.range(0, 30), his[1] - rng.range(0, 30), his[2] - rng.range(0, 30)];
            assert!(eval_at(&p, &pt) >= 0, "case {case}: {p} upper {his:?} at {pt:?}");
        }
    }
}

#[test]
fn exact_division_recovers_random_factors() {
    let mut rng = Rng(0x5eed_0006);
    for case in 0..1000 {
        let a = random_poly(&mut rng, 4, 2, 6);
        let b = random_poly(&mut rng, 4, 2, 6);
        if b.is_zero() {
            continue;
        }
        let p = a.checked_mul(&b).unwrap();
        assert_eq!(p.div_exact(&b), Some(a.clone()), "case {case}: ({a}) * ({b})");
        // Whatever div_exact claims must multiply back.
        let q = p.checked_add(&Poly::from_const(1)).unwrap();
        if let Some(r) = q.div_exact(&b) {
            assert_eq!(r.checked_mul(&b), Some(q), "case {case}");
        }
    }
}

#[test]
fn evaluation_errors_are_values_not_panics() {
    let mut rng = Rng(0x5eed_0007);
    for _ in 0..2000 {
        let raw = gen_raw(&mut rng, 5);
        let expr = to_expr(&raw);
        let big = [i128::MAX, i128::MIN, i64::MAX as i128, i64::MIN as i128, -1, 0];
        let env = [big[rng.below(6) as usize], big[rng.below(6) as usize], big[rng.below(6) as usize]];
        let lookup = |n: &str| VARS.iter().position(|v| *v == n).map(|i| env[i]);
        match expr.eval(&lookup) {
            Ok(_) | Err(EvalError::Overflow | EvalError::DivByZero | EvalError::NegativeExponent) => {}
            Err(e) => panic!("unexpected {e} for {expr}"),
        }
        let c = Compiled::new(&expr, &VARS).expect("slots");
        let _ = c.eval(&env.map(|x| x as i64));
        let _ = c.eval_i32(&env.map(|x| x as i64));
    }
}
