//! Lower bounds of quotients that the constant-only rule (`div_floor_bound`) misses.
//!
//! - A dividend bounded below by an exact multiple of the divisor: `xindex >= 11*s2`
//!   (from a stacked slice's mask `xindex // 11 >= s2`) gives `xindex // (11*s2) >= 1`.
//!   A stack's slot index `x2 = xindex // (11*s2)` is then at least the slot the mask
//!   selects, and the slot's row `x1 + s2*x2 - s2` is never negative.
//! - A size divided by its own quotient: `a // (a // c) >= c` wherever `a // c >= 1`
//!   (`a // c <= a / c`, so `a / (a // c) >= c`): a pixel unshuffle's factor
//!   `s0 // (s0 // 2)` is at least 2.

use crate::sym::Expr;

use super::{floor_where_nonneg, Ctx};

impl Ctx<'_> {
    /// A lower bound of `floor(a / d)` for every `a >= l`, given `l >= 0` and `d >= 1`
    /// (the caller's): `floor(l / d)` where the polynomials divide exactly (the floor is
    /// then the quotient itself, and the floor is monotone in the dividend), else the
    /// constant rule.
    pub(super) fn quotient_lower_bound(&self, l: &Expr, d: &Expr) -> Expr {
        let constant = super::div_floor_bound(l, d);
        if l.as_const().is_some() && d.as_const().is_some() {
            return constant;
        }
        let (l, d) = (floor_where_nonneg(l, self.sym_min), floor_where_nonneg(d, self.sym_min));
        match l.to_poly().div_exact(&d.to_poly()) {
            Some(q) if !self.has_atom(&q.to_expr()) => q.to_expr(),
            _ => constant,
        }
    }
}

/// The least value of `a // d` (floor or truncating) when `d` is `a`'s own quotient by a
/// constant `c >= 1` and `a` is at least `c` (`a_min`, from the symbols' minima): `c`.
/// Exact reasoning: `q = a // c` is then at least 1 and `q*c <= a`, so `a / q >= c`.
pub(crate) fn own_quotient_lower(a: &Expr, d: &Expr, a_min: Option<i128>) -> Option<i128> {
    let (Expr::FloorDiv(inner, c) | Expr::TruncDiv(inner, c)) = d else { return None };
    let c = c.as_const().filter(|c| *c >= 1)?;
    (**inner == *a && a_min.is_some_and(|m| m >= c)).then_some(c)
}

/// `numeric_range`'s lower end of `a // d`, raised by [`own_quotient_lower`].
pub(crate) fn raised_quotient_lower(lo: Option<i128>, a: &Expr, d: &Expr, a_min: Option<i128>) -> Option<i128> {
    match (lo, own_quotient_lower(a, d, a_min)) {
        (Some(l), Some(c)) => Some(l.max(c)),
        (l, _) => l,
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;

    fn v(n: &str) -> Expr {
        Expr::var(n)
    }

    #[test]
    fn a_size_over_its_own_half_is_at_least_two() {
        let s0 = v("s0");
        let half = s0.clone().floor_div(Expr::int(2));
        let mins: HashMap<String, i128> = [("s0".to_string(), 4)].into();
        let (lo, _) = super::super::numeric_range(&s0.clone().floor_div(half.clone()), &mins);
        assert_eq!(lo, Some(2));
        let (lo, _) = super::super::numeric_range(&s0.clone().trunc_div(half), &mins);
        assert_eq!(lo, Some(2));
        // Below the divisor the quotient may be 0 (a division by zero): no claim.
        let small: HashMap<String, i128> = [("s0".to_string(), 1)].into();
        assert_eq!(own_quotient_lower(&s0, &s0.clone().floor_div(Expr::int(2)), small.get("s0").copied()), None);
        // Another dividend's quotient says nothing.
        assert_eq!(own_quotient_lower(&v("s1"), &s0.floor_div(Expr::int(2)), Some(4)), None);
    }

    /// A stacked slice's read (gpu_ctc_logsumexp_dynamic): `xindex < 33*s2` over three
    /// slots of `11*s2`, the mask `xindex // 11 >= s2` selecting slots 1 and 2. The slot
    /// `xindex // (11*s2)` is then at least 1, so the slot's row `x1 - s2 + s2*slot` is
    /// never negative; the constant rule gives the slot only 0 (a row of `-s2`).
    #[test]
    fn a_mask_on_a_finer_quotient_bounds_the_coarser_one_below() {
        use std::sync::Arc;

        use crate::check::facts::{Atom, AtomKind, KernelFacts};
        use crate::sym::Cond;

        let mut k = KernelFacts::default();
        let s2 = v("s2");
        let atoms = [
            ("xindex", AtomKind::Loop { start: Expr::int(0), end: Expr::int(33) * s2.clone(), step: Expr::int(1) }),
            ("x3", AtomKind::Derived { def: v("xindex").trunc_div(Expr::int(11)) }),
            ("x1", AtomKind::Derived { def: v("xindex").trunc_div(Expr::int(11)).c_mod(s2.clone()) }),
            ("x2", AtomKind::Derived { def: v("xindex").trunc_div(Expr::int(11) * s2.clone()) }),
        ];
        for (n, kind) in atoms {
            k.atoms.insert(Arc::from(n), Atom { name: Arc::from(n), kind });
        }
        let mins: HashMap<String, i128> = [("s2".to_string(), 1)].into();
        let res = HashMap::new();
        let mut ctx = Ctx::new(&k, &mins, &res);
        ctx.assume(&Cond::ge(v("x3"), s2.clone()));
        assert_eq!(ctx.range(&v("x2")).lo, Some(Expr::int(1)));
        let row = v("x1") - s2.clone() + s2.clone() * v("x2");
        let lo = ctx.range(&row).lo.expect("a lower bound");
        assert!(ctx.le(&Expr::int(0), &lo), "{lo}");
        // The first slot's mask (`xindex // 11 >= 0`) leaves slot 0: the row may be `-s2`.
        let mut first = Ctx::new(&k, &mins, &res);
        first.assume(&Cond::ge(v("x3"), Expr::int(0)));
        assert!(first.range(&row).lo.is_none_or(|l| !first.le(&Expr::int(0), &l)));
    }

    #[test]
    fn exhaustive_own_quotient_lower_holds() {
        for c in 1..8i128 {
            for a in c..200i128 {
                let q = a.div_euclid(c);
                assert!(a.div_euclid(q) >= c, "{a} // ({a} // {c})");
            }
        }
    }
}
