//! Upper bounds of sums of floor quotients by constants that the term-by-term range of a
//! vector loop's index loses (issue 14).
//!
//! A C++ vector loop over `w = s0 // 2` columns steps by 16: its body runs while
//! `x < 16*(s0 // 32)` and its tail from there to `w`, so a bound on a lane's index is
//! written with `s0 // 32`, `(w + 15) // 16` and `w` together. Canonical construction
//! folds `(s0 // 2) // 16` into `s0 // 32`, which hides that it is a quotient of `w`; this
//! module puts that back where it proves something:
//!
//! - a pair: `k*M*((Q + c) // m) - k*M*(Q // m)` (`c >= 0`, `k > 0`, `M` never negative) is
//!   at most `k*M*((c + m - 1) // m)`: writing `Q = m*q + r` with `0 <= r < m`, the first
//!   quotient is `q + (r + c) // m <= q + (m - 1 + c) // m`, for every integer `Q`;
//! - a nested quotient: `k*M*(X // (j*m))` (`k` a multiple of `m`, `M` never negative,
//!   `X // j` written elsewhere in the bound or its divisor) is at most `(k/m)*M*(X // j)`
//!   for `k > 0` and `(k/m)*M*(X // j - m + 1)` for `k < 0`, since `X // (j*m) =
//!   (X // j) // m` for floor division and `Y - m + 1 <= m*(Y // m) <= Y`. A vector tail's
//!   count `s0 // 2 - 16*(s0 // 32)` is so at most 15.
//!
//! Both hold for every integer value of the symbols, so the result is an upper bound of
//! `e` at every shape.

use super::Expr;

/// A floor quotient by a positive constant, `num // den`.
fn quotient(f: &Expr) -> Option<(&Expr, i128)> {
    match f {
        Expr::FloorDiv(num, den) => den.as_const().filter(|d| *d > 0).map(|d| (&**num, d)),
        _ => None,
    }
}

fn terms(e: &Expr) -> &[Expr] {
    match e {
        Expr::Add(xs) => xs,
        other => std::slice::from_ref(other),
    }
}

fn factors(e: &Expr) -> &[Expr] {
    match e {
        Expr::Mul(xs) => xs,
        other => std::slice::from_ref(other),
    }
}

/// Every `X // j` (constant `j >= 2`) written anywhere in `e`.
fn collect_quotients(e: &Expr, out: &mut Vec<(Expr, i128)>) {
    if let Some((num, den)) = quotient(e) {
        if den >= 2 && !out.iter().any(|(n, d)| n == num && *d == den) {
            out.push((num.clone(), den));
        }
    }
    match e {
        Expr::Const(_) | Expr::Var(_) => {}
        Expr::Add(xs) | Expr::Mul(xs) | Expr::Min(xs) | Expr::Max(xs) => xs.iter().for_each(|x| collect_quotients(x, out)),
        Expr::FloorDiv(a, b) | Expr::PyMod(a, b) | Expr::TruncDiv(a, b) | Expr::CMod(a, b) | Expr::Pow(a, b) => {
            collect_quotients(a, out);
            collect_quotients(b, out);
        }
        Expr::Where(_, a, b) => {
            collect_quotients(a, out);
            collect_quotients(b, out);
        }
    }
}

/// One term `k*M*(Q // m)`: its coefficient, the other factors `M`, and the quotient as
/// `(Q, m)`, read as `(X // j) // m` where `X // (j*m)` has a known `X // j` (the one with
/// the largest `j`, preferring those of the divisor).
struct QuotientTerm {
    k: i128,
    others: Vec<Expr>,
    num: Expr,
    m: i128,
    /// Read through a known inner quotient (`X // (j*m)` as `(X // j) // m`).
    nested: bool,
}

/// The readings of one term, one per quotient factor (`(s0 // 4)*(s0 // 32)` has two).
fn split_term(t: &Expr, known: &[(Expr, i128)], prefer: &[(Expr, i128)]) -> Vec<QuotientTerm> {
    let fs = factors(t);
    let (k, fs) = match fs.first().and_then(Expr::as_const) {
        Some(c) => (c, &fs[1..]),
        None => (1, fs),
    };
    let mut out = Vec::new();
    for (at, f) in fs.iter().enumerate() {
        let Some((num, den)) = quotient(f) else { continue };
        let others: Vec<Expr> = fs.iter().enumerate().filter(|(i, _)| *i != at).map(|(_, f)| f.clone()).collect();
        let inner = |list: &[(Expr, i128)]| list.iter().filter(|(n, j)| n == num && *j < den && den % *j == 0).max_by_key(|(_, j)| *j).map(|(_, j)| *j);
        if let Some(j) = inner(prefer).or_else(|| inner(known)) {
            out.push(QuotientTerm { k, others: others.clone(), num: num.clone().floor_div(Expr::int(j)), m: den / j, nested: true });
        }
        out.push(QuotientTerm { k, others, num: num.clone(), m: den, nested: false });
    }
    out
}

/// Which terms the nested-quotient rule rewrites.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Nesting {
    /// None: pairs only.
    Off,
    /// Those with a positive coefficient (a bound to divide: the negative ones are kept
    /// whole, which a quotient rule reads better).
    Positive,
    /// Every term (a bound to compare with a number).
    Both,
}

/// An upper bound of `e` by the pair rule and, with `nested`, the nested-quotient rule of
/// the module docs; `divisor` is the expression `e` is to be divided by (its quotients are
/// preferred as the inner ones). `nonneg` says a factor is never negative. Returns `e`
/// itself where no rule applies. The nested rule loosens every term it applies to (`a // 2
/// <= a / 2`), which can lose what a pair alone proves: callers try the modes in turn.
pub fn quotients_relaxed_up(e: &Expr, divisor: &Expr, nested: Nesting, nonneg: &impl Fn(&Expr) -> bool) -> Expr {
    let mut known = Vec::new();
    collect_quotients(e, &mut known);
    collect_quotients(divisor, &mut known);
    let mut prefer = Vec::new();
    collect_quotients(divisor, &mut prefer);
    let ts = terms(e);
    let split: Vec<Vec<QuotientTerm>> = ts.iter().map(|t| split_term(t, &known, &prefer)).collect();
    let mut used = vec![false; ts.len()];
    let mut out = Vec::new();
    // Pairs first: a positive `(Q + c) // m` against the negative `Q // m` of the same
    // other factors and magnitude.
    for i in 0..ts.len() {
        for p in &split[i] {
            let c = p.num.to_poly().constant_term();
            if used[i] || p.k <= 0 || c < 0 || !p.others.iter().all(nonneg) {
                continue;
            }
            let base = p.num.clone() - Expr::int(c);
            let partner = (0..ts.len()).find(|&j| !used[j] && j != i && split[j].iter().any(|n| n.k == -p.k && n.m == p.m && n.others == p.others && n.num == base));
            if let Some(j) = partner {
                used[i] = true;
                used[j] = true;
                let gap = (c + p.m - 1).div_euclid(p.m);
                out.push(Expr::int(p.k * gap) * Expr::product(p.others.iter().cloned()));
            }
        }
    }
    // Then the nested quotients left with a positive coefficient the inner divisor divides.
    for (i, t) in ts.iter().enumerate() {
        if used[i] {
            continue;
        }
        if nested == Nesting::Off {
            out.push(t.clone());
            continue;
        }
        // Of several, the deepest (`(s0 // 4)*(s0 // 32)` over `s0 // 2`: `s0 // 32` is
        // `(s0 // 2) // 16`, which leaves the product of two quotients the divisor reads).
        let relaxed = split[i].iter().filter(|q| q.nested && q.k % q.m == 0 && (q.k > 0 || nested == Nesting::Both) && q.others.iter().all(nonneg)).max_by_key(|q| q.m).map(|q| {
            let inner = if q.k > 0 { q.num.clone() } else { q.num.clone() - Expr::int(q.m - 1) };
            Expr::int(q.k / q.m) * Expr::product(q.others.iter().cloned()) * inner
        });
        out.push(relaxed.unwrap_or_else(|| t.clone()));
    }
    Expr::sum(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s0() -> Expr {
        Expr::var("s0")
    }

    fn all_nonneg(_: &Expr) -> bool {
        true
    }

    /// `64*a*(s0 // 32) - 2*a - 2*b` over `4*b` (`a = s0 // 4`, `b = s0 // 2`): the body of
    /// a vector loop over `b` columns; `s0 // 32` is `b // 16`, at most `b / 16`.
    #[test]
    fn a_nested_quotient_is_bounded_through_the_divisors_quotient() {
        let (a, b) = (s0().floor_div(Expr::int(4)), s0().floor_div(Expr::int(2)));
        let e = Expr::int(64) * a.clone() * s0().floor_div(Expr::int(32)) - Expr::int(2) * a.clone() - Expr::int(2) * b.clone();
        let up = quotients_relaxed_up(&e, &(Expr::int(4) * b.clone()), Nesting::Positive, &all_nonneg);
        assert_eq!(up, Expr::int(4) * a.clone() * b.clone() - Expr::int(2) * a - Expr::int(2) * b);
    }

    /// The tail's `64*a*((b + 15) // 16) - 64*a*(s0 // 32)` is at most `64*a`.
    #[test]
    fn a_ceiling_less_its_floor_is_at_most_one() {
        let (a, b) = (s0().floor_div(Expr::int(4)), s0().floor_div(Expr::int(2)));
        let e =
            Expr::int(64) * a.clone() * (b.clone() + Expr::int(15)).floor_div(Expr::int(16)) - Expr::int(64) * a.clone() * s0().floor_div(Expr::int(32)) - Expr::int(2) * b.clone();
        let up = quotients_relaxed_up(&e, &(Expr::int(4) * b.clone()), Nesting::Positive, &all_nonneg);
        assert_eq!(up, Expr::int(64) * a - Expr::int(2) * b);
    }

    /// Every rewrite is an upper bound at every value tried; the two quotients of a pair
    /// with different other factors are left alone.
    #[test]
    fn the_relaxed_bound_is_never_below_the_expression() {
        let (a, b) = (s0().floor_div(Expr::int(4)), s0().floor_div(Expr::int(2)));
        let cases = [
            Expr::int(64) * a.clone() * s0().floor_div(Expr::int(32)) - Expr::int(2) * b.clone(),
            Expr::int(64) * a.clone() * (b.clone() + Expr::int(15)).floor_div(Expr::int(16)) - Expr::int(64) * a.clone() * s0().floor_div(Expr::int(32)),
            Expr::int(3) * (b.clone() + Expr::int(37)).floor_div(Expr::int(16)) - Expr::int(3) * s0().floor_div(Expr::int(32)),
            Expr::int(-64) * s0().floor_div(Expr::int(32)) + b.clone(),
            Expr::int(16) * (s0() + Expr::int(15)).floor_div(Expr::int(16)) - Expr::int(16) * s0().floor_div(Expr::int(16)),
        ];
        let nonneg = |f: &Expr| f != &Expr::var("t");
        for e in &cases {
            let up = quotients_relaxed_up(e, &(Expr::int(4) * b.clone()), Nesting::Both, &nonneg);
            // `nonneg` holds for every factor but `t` at `s0 >= 0`.
            for v in 0..=300 {
                let env = |n: &str| (n == "s0").then_some(v);
                let (x, y) = (e.eval(&env).expect("eval"), up.eval(&env).expect("eval"));
                assert!(x <= y, "{e} <= {up} fails at s0 = {v}: {x} > {y}");
            }
        }
        // A vector tail's count: at most 15.
        let tail = b.clone() - Expr::int(16) * s0().floor_div(Expr::int(32));
        assert_eq!(quotients_relaxed_up(&tail, &Expr::int(1), Nesting::Both, &|_: &Expr| false), Expr::int(15));
        let other_factors = Expr::int(4) * (b.clone() + Expr::int(15)).floor_div(Expr::int(16)) - Expr::int(4) * a * s0().floor_div(Expr::int(32));
        assert_eq!(quotients_relaxed_up(&other_factors, &b, Nesting::Positive, &|f: &Expr| f != &Expr::var("t")), other_factors);
    }
}
