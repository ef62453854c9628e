//! Upper bounds of quotients that a vector loop's lane index and an interpolation's
//! source coordinate need (issue 14), kept apart from the rest of the prover.
//!
//! An interpolation's lower source index in a C++ kernel is
//! `max(0, trunc((4*x*a + 2*a - 2*b) / (4*b)))`, the exact quotient of the float
//! `(x + 0.5) * a / b - 0.5` (`a` source and `b` output columns), with `x` a lane of a
//! vector loop over `b` columns stepping by 16. Two things kept it unbounded:
//!
//! - truncation of a dividend that may be negative (at `x = 0` wherever `a < b`):
//!   [`Ctx::trunc_div_hi_any_sign`];
//! - the dividend's bound names `s0 // 32` and `(b + 15) // 16` with `b = s0 // 2`, which
//!   the divisor `4*b` divides only once they are read as quotients of `b`:
//!   [`Ctx::div_hi_by_related_quotients`].

use super::{numeric_range, Ctx};
use crate::sym::{self, Expr};

impl Ctx<'_> {
    /// An upper bound of `trunc(n / d)` for every `n <= h` of either sign, `d >= 1` (the
    /// caller's). Truncation rounds towards zero: with `h < 0` the quotient lies in
    /// `[n/d, 0]`, at most 0; with `h >= 0` it is at most `floor(h / d)`. So `max(0, B)`
    /// bounds it for any `B` that bounds `floor(h / d)` where `h >= 0`, as
    /// [`Ctx::div_hi`]'s answers do (an identity `h = q*d + r` with `r` proven below `d`,
    /// or `h` itself, at least `floor(h / d)` where `h >= 0`).
    pub(super) fn trunc_div_hi_any_sign(&self, h: &Expr, d: &Expr) -> Expr {
        Expr::int(0).max(self.div_hi(h, d))
    }

    /// An upper bound of `floor(h / d)` (`d >= 1`) through [`sym::quotients_relaxed_up`]:
    /// `h` relaxed to a bound `u >= h` at every shape (pairs alone first, then with nested
    /// quotients), then `floor(u / d)` by the one-term or constant quotient rules; `None`
    /// where nothing was relaxed or neither rule proves a quotient.
    pub(super) fn div_hi_by_related_quotients(&self, h: &Expr, d: &Expr) -> Option<Expr> {
        let nonneg = |f: &Expr| numeric_range(f, self.sym_min).0.is_some_and(|l| l >= 0);
        let dp = d.to_poly();
        [sym::Nesting::Off, sym::Nesting::Positive].into_iter().find_map(|nested| {
            let up = sym::quotients_relaxed_up(h, d, nested, &nonneg);
            if up == *h {
                return None;
            }
            let up = up.to_poly();
            self.div_hi_by_monomial(&up, &dp).or_else(|| self.div_hi_by_constant_quotient(&up, &dp))
        })
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;
    use std::sync::Arc;

    use super::super::Ctx;
    use crate::check::facts::{Atom, AtomKind, KernelFacts};
    use crate::sym::Expr;

    fn v(n: &str) -> Expr {
        Expr::var(n)
    }

    /// The lower source column of a bilinear downsample from `a = s0 // 4` to
    /// `b = s0 // 2` columns, `max(0, trunc((4*x*a + 2*a - 2*b) / (4*b)))`, at a lane
    /// `x = x3 + l` of a vector loop over `b` columns: in its body (`x3 <= 16*(s0 // 32) -
    /// 16`, `l < 16`) and in its tail (`x3 <= 16*((b + 15) // 16) - 16` from the loop,
    /// `x3 >= 16*(s0 // 32)` from the tail's test, `l < b - 16*(s0 // 32)`). Either way
    /// `x <= b - 1` and the column is at most `a - 1` (`s0 >= 4`: one source column at
    /// least); one vector more (`x <= b + 15`, which reaches `a` at `s0 = 64`) is not
    /// proven below `a`.
    #[test]
    fn a_bilinear_source_column_of_a_vector_lane_stays_below_the_source_width() {
        let s0 = v("s0");
        let (a, b) = (s0.clone().floor_div(Expr::int(4)), s0.clone().floor_div(Expr::int(2)));
        let q32 = s0.clone().floor_div(Expr::int(32));
        let mins: HashMap<String, i128> = [("s0".to_string(), 4)].into();
        let resolve = HashMap::new();
        let column = |x: Expr| Expr::int(0).max((Expr::int(4) * x * a.clone() + Expr::int(2) * a.clone() - Expr::int(2) * b.clone()).trunc_div(Expr::int(4) * b.clone()));
        let mut body = KernelFacts::default();
        let atom = |k: &mut KernelFacts, n: &str, end: Expr| {
            k.atoms.insert(Arc::from(n), Atom { name: Arc::from(n), kind: AtomKind::Loop { start: Expr::int(0), end, step: Expr::int(1) } });
        };
        // Body: `x3 = 16*k`, `k < s0 // 32`.
        atom(&mut body, "k", q32.clone());
        atom(&mut body, "l", Expr::int(16));
        let x = Expr::int(16) * v("k") + v("l");
        let mut ctx = Ctx::new(&body, &mins, &resolve);
        let hi = ctx.range(&column(x.clone())).hi.expect("an upper bound");
        assert!(ctx.le(&hi, &(a.clone() - Expr::int(1))), "{hi}");
        // One vector more: not below `a`.
        let hi = ctx.range(&column(x + Expr::int(16))).hi;
        assert!(hi.is_none_or(|h| !ctx.le(&h, &(a.clone() - Expr::int(1)))));
        // Tail: `x3 = 16*k` with `16*(s0 // 32) <= x3`, `k < (b + 15) // 16`; lanes
        // `l < b - 16*(s0 // 32)`.
        let mut tail = KernelFacts::default();
        atom(&mut tail, "k", (b.clone() + Expr::int(15)).floor_div(Expr::int(16)));
        atom(&mut tail, "l", b.clone() - Expr::int(16) * q32.clone());
        let x3 = Expr::int(16) * v("k");
        let mut ctx = Ctx::new(&tail, &mins, &resolve);
        ctx.assume(&crate::sym::Cond::ge(x3.clone(), Expr::int(16) * q32));
        let hi = ctx.range(&column(x3 + v("l"))).hi.expect("an upper bound");
        assert!(ctx.le(&hi, &(a - Expr::int(1))), "{hi}");
    }
}
