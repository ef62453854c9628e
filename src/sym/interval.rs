//! Ranges for range analysis: [`Interval`] with polynomial endpoints valid for every
//! binding the caller's atom bounds allow, and [`IntInterval`] for one concrete binding.
//!
//! Both are sound enclosures: every value the expression can take lies inside. Where an
//! operation cannot be bounded (unknown sign, i128 overflow) the result widens, never
//! narrows.

use std::fmt;

use super::eval::{floor_div_i128, py_mod_i128, trunc_div_i128};
use super::poly::{Atom, Poly};

/// One end of an [`Interval`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Bound {
    NegInf,
    Finite(Poly),
    PosInf,
}

/// `{v : lo <= v <= hi}` at every binding, endpoints inclusive.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Interval {
    pub lo: Bound,
    pub hi: Bound,
}

impl Bound {
    pub fn constant(c: i128) -> Bound {
        Bound::Finite(Poly::from_const(c))
    }

    pub fn as_poly(&self) -> Option<&Poly> {
        match self {
            Bound::Finite(p) => Some(p),
            _ => None,
        }
    }

    /// Proves `self <= other` at every binding with atoms `>= lower(atom)`.
    pub fn le(&self, other: &Bound, lower: &impl Fn(&Atom) -> Option<i128>) -> bool {
        match (self, other) {
            (Bound::NegInf, _) | (_, Bound::PosInf) => true,
            (Bound::PosInf, _) | (_, Bound::NegInf) => false,
            (Bound::Finite(a), Bound::Finite(b)) => b.checked_sub(a).is_some_and(|d| d.nonneg_on(lower)),
        }
    }

    /// Proves `self < other` (integers: `self + 1 <= other`).
    pub fn lt(&self, other: &Bound, lower: &impl Fn(&Atom) -> Option<i128>) -> bool {
        match (self, other) {
            (Bound::NegInf, Bound::NegInf) | (Bound::PosInf, Bound::PosInf) => false,
            (Bound::NegInf, _) | (_, Bound::PosInf) => true,
            (Bound::PosInf, _) | (_, Bound::NegInf) => false,
            (Bound::Finite(a), Bound::Finite(b)) => b.checked_sub(a).is_some_and(|d| d.positive_on(lower)),
        }
    }

    fn neg(&self) -> Bound {
        match self {
            Bound::NegInf => Bound::PosInf,
            Bound::PosInf => Bound::NegInf,
            // -p of an i128 coefficient only overflows for i128::MIN; widen then.
            Bound::Finite(p) => p.checked_neg().map_or(Bound::PosInf, Bound::Finite),
        }
    }

    fn map_or_widen(&self, f: impl FnOnce(&Poly) -> Option<Poly>, widened: Bound) -> Bound {
        match self {
            Bound::Finite(p) => f(p).map_or(widened, Bound::Finite),
            other => other.clone(),
        }
    }
}

impl Interval {
    /// All integers.
    pub fn top() -> Interval {
        Interval { lo: Bound::NegInf, hi: Bound::PosInf }
    }

    pub fn point(p: Poly) -> Interval {
        Interval { lo: Bound::Finite(p.clone()), hi: Bound::Finite(p) }
    }

    pub fn new(lo: Bound, hi: Bound) -> Interval {
        Interval { lo, hi }
    }

    /// `[lo, hi]` with polynomial endpoints.
    pub fn between(lo: Poly, hi: Poly) -> Interval {
        Interval { lo: Bound::Finite(lo), hi: Bound::Finite(hi) }
    }

    pub fn add(&self, other: &Interval) -> Interval {
        Interval { lo: add_bounds(&self.lo, &other.lo, Bound::NegInf), hi: add_bounds(&self.hi, &other.hi, Bound::PosInf) }
    }

    pub fn neg(&self) -> Interval {
        Interval { lo: self.hi.neg(), hi: self.lo.neg() }
    }

    pub fn sub(&self, other: &Interval) -> Interval {
        self.add(&other.neg())
    }

    /// Multiplication by a constant.
    pub fn scale(&self, k: i128) -> Interval {
        if k == 0 {
            return Interval::point(Poly::zero());
        }
        let lo = self.lo.map_or_widen(|p| p.checked_scale(k), Bound::NegInf);
        let hi = self.hi.map_or_widen(|p| p.checked_scale(k), Bound::PosInf);
        if k > 0 {
            Interval { lo, hi }
        } else {
            // Scaling by k < 0 swaps the ends; an infinite end changes sign.
            Interval { lo: flip_infinite(hi, Bound::NegInf), hi: flip_infinite(lo, Bound::PosInf) }
        }
    }

    /// Multiplication by a polynomial whose sign can be proven from the atom bounds;
    /// [`Interval::top`] when it cannot. For `p >= 0` and `lo <= v <= hi`:
    /// `lo*p <= v*p <= hi*p` at every binding (and `-inf*p` stays a valid lower end even
    /// where `p = 0`).
    pub fn mul_poly(&self, p: &Poly, lower: &impl Fn(&Atom) -> Option<i128>) -> Interval {
        if let Some(k) = p.constant() {
            return self.scale(k);
        }
        let times = |b: &Bound, widened: Bound| b.map_or_widen(|x| x.checked_mul(p), widened);
        if p.nonneg_on(lower) {
            Interval { lo: times(&self.lo, Bound::NegInf), hi: times(&self.hi, Bound::PosInf) }
        } else if p.checked_neg().is_some_and(|n| n.nonneg_on(lower)) {
            Interval { lo: flip_infinite(times(&self.hi, Bound::NegInf), Bound::NegInf), hi: flip_infinite(times(&self.lo, Bound::PosInf), Bound::PosInf) }
        } else {
            Interval::top()
        }
    }

    /// The smallest interval this module can prove holds both; an end that cannot be
    /// compared becomes infinite.
    pub fn hull(&self, other: &Interval, lower: &impl Fn(&Atom) -> Option<i128>) -> Interval {
        let lo = if self.lo.le(&other.lo, lower) {
            self.lo.clone()
        } else if other.lo.le(&self.lo, lower) {
            other.lo.clone()
        } else {
            Bound::NegInf
        };
        let hi = if other.hi.le(&self.hi, lower) {
            self.hi.clone()
        } else if self.hi.le(&other.hi, lower) {
            other.hi.clone()
        } else {
            Bound::PosInf
        };
        Interval { lo, hi }
    }

    /// Proves `self` lies within `outer` at every binding.
    pub fn within(&self, outer: &Interval, lower: &impl Fn(&Atom) -> Option<i128>) -> bool {
        outer.lo.le(&self.lo, lower) && self.hi.le(&outer.hi, lower)
    }

    /// Proves every value is `>= 0`.
    pub fn is_nonneg(&self, lower: &impl Fn(&Atom) -> Option<i128>) -> bool {
        Bound::constant(0).le(&self.lo, lower)
    }

    /// Proves every value is `< bound` (an index below an extent).
    pub fn is_below(&self, bound: &Poly, lower: &impl Fn(&Atom) -> Option<i128>) -> bool {
        self.hi.lt(&Bound::Finite(bound.clone()), lower)
    }
}

/// After a sign flip, an infinite end meant for the other side is replaced by the one
/// this side needs.
fn flip_infinite(b: Bound, infinite: Bound) -> Bound {
    match b {
        Bound::Finite(p) => Bound::Finite(p),
        _ => infinite,
    }
}

/// Sum of two ends of the same side; `widened` is that side's infinity.
fn add_bounds(a: &Bound, b: &Bound, widened: Bound) -> Bound {
    match (a, b) {
        (Bound::Finite(x), Bound::Finite(y)) => x.checked_add(y).map_or(widened, Bound::Finite),
        _ if *a == widened || *b == widened => widened,
        // Only an end of the other side's infinity is left (an empty interval): keep it.
        (Bound::Finite(_), other) | (other, _) => other.clone(),
    }
}

impl fmt::Display for Bound {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Bound::NegInf => f.write_str("-inf"),
            Bound::PosInf => f.write_str("inf"),
            Bound::Finite(p) => p.fmt(f),
        }
    }
}

impl fmt::Display for Interval {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{}, {}]", self.lo, self.hi)
    }
}

/// A non-empty range of integers `lo..=hi` for one concrete binding.
///
/// Operations return `None` when the result is not representable in i128 or not defined
/// anywhere (a divisor range that is exactly `[0, 0]`). A divisor range that merely
/// contains 0 yields the range of the defined quotients: check for the zero divisor
/// separately with [`IntInterval::contains`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct IntInterval {
    pub lo: i128,
    pub hi: i128,
}

impl IntInterval {
    pub fn new(lo: i128, hi: i128) -> Option<IntInterval> {
        (lo <= hi).then_some(IntInterval { lo, hi })
    }

    pub fn point(v: i128) -> IntInterval {
        IntInterval { lo: v, hi: v }
    }

    pub fn contains(&self, v: i128) -> bool {
        self.lo <= v && v <= self.hi
    }

    pub fn hull(&self, other: &IntInterval) -> IntInterval {
        IntInterval { lo: self.lo.min(other.lo), hi: self.hi.max(other.hi) }
    }

    pub fn add(&self, o: &IntInterval) -> Option<IntInterval> {
        Some(IntInterval { lo: self.lo.checked_add(o.lo)?, hi: self.hi.checked_add(o.hi)? })
    }

    pub fn sub(&self, o: &IntInterval) -> Option<IntInterval> {
        Some(IntInterval { lo: self.lo.checked_sub(o.hi)?, hi: self.hi.checked_sub(o.lo)? })
    }

    pub fn neg(&self) -> Option<IntInterval> {
        Some(IntInterval { lo: self.hi.checked_neg()?, hi: self.lo.checked_neg()? })
    }

    /// Products are bilinear, so the extremes over a box are at its corners.
    pub fn mul(&self, o: &IntInterval) -> Option<IntInterval> {
        corners(self, o, |a, b| a.checked_mul(b))
    }

    /// Python `//`.
    pub fn floor_div(&self, d: &IntInterval) -> Option<IntInterval> {
        divide(self, d, |a, b| floor_div_i128(a, b).ok())
    }

    /// C/Triton integer `/`.
    pub fn trunc_div(&self, d: &IntInterval) -> Option<IntInterval> {
        divide(self, d, |a, b| trunc_div_i128(a, b).ok())
    }

    /// Python `%`.
    pub fn py_mod(&self, d: &IntInterval) -> Option<IntInterval> {
        let parts = nonzero_parts(d);
        let mut out: Option<IntInterval> = None;
        for part in parts.into_iter().flatten() {
            let r = if let Some(exact) = same_quotient_remainder(self, &part, Rounding::Floor) {
                exact
            } else if part.lo > 0 {
                // 0 <= x % d < d <= part.hi; for x >= 0 also x % d <= x, and x < d
                // leaves x unchanged.
                if self.lo >= 0 && self.hi < part.lo {
                    *self
                } else if self.lo >= 0 {
                    IntInterval { lo: 0, hi: self.hi.min(part.hi - 1) }
                } else {
                    IntInterval { lo: 0, hi: part.hi - 1 }
                }
            } else {
                // Mirror image for d < 0: d < x % d <= 0, and x % d >= x for x <= 0.
                if self.hi <= 0 && self.lo > part.hi {
                    *self
                } else if self.hi <= 0 {
                    IntInterval { lo: self.lo.max(part.lo + 1), hi: 0 }
                } else {
                    IntInterval { lo: part.lo + 1, hi: 0 }
                }
            };
            out = Some(out.map_or(r, |o| o.hull(&r)));
        }
        out
    }

    /// C/Triton `%`: the sign of the dividend, magnitude below the divisor's and at most
    /// the dividend's.
    pub fn c_mod(&self, d: &IntInterval) -> Option<IntInterval> {
        let parts = nonzero_parts(d);
        let mut out: Option<IntInterval> = None;
        for part in parts.into_iter().flatten() {
            let r = if let Some(exact) = same_quotient_remainder(self, &part, Rounding::Trunc) {
                exact
            } else {
                // |d| <= max(|lo|, |hi|) over the part; as u128 since |i128::MIN| > i128::MAX.
                let reach = part.lo.unsigned_abs().max(part.hi.unsigned_abs()) - 1;
                let reach = i128::try_from(reach).unwrap_or(i128::MAX);
                IntInterval { lo: if self.lo >= 0 { 0 } else { self.lo.max(-reach) }, hi: if self.hi <= 0 { 0 } else { self.hi.min(reach) } }
            };
            out = Some(out.map_or(r, |o| o.hull(&r)));
        }
        out
    }

    pub fn min(&self, o: &IntInterval) -> IntInterval {
        IntInterval { lo: self.lo.min(o.lo), hi: self.hi.min(o.hi) }
    }

    pub fn max(&self, o: &IntInterval) -> IntInterval {
        IntInterval { lo: self.lo.max(o.lo), hi: self.hi.max(o.hi) }
    }
}

impl fmt::Display for IntInterval {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{}, {}]", self.lo, self.hi)
    }
}

fn corners(a: &IntInterval, b: &IntInterval, op: impl Fn(i128, i128) -> Option<i128>) -> Option<IntInterval> {
    let vs = [op(a.lo, b.lo)?, op(a.lo, b.hi)?, op(a.hi, b.lo)?, op(a.hi, b.hi)?];
    Some(IntInterval { lo: vs.iter().copied().min()?, hi: vs.iter().copied().max()? })
}

/// The divisor range without 0: its negative and positive parts.
fn nonzero_parts(d: &IntInterval) -> [Option<IntInterval>; 2] {
    [IntInterval::new(d.lo, d.hi.min(-1)), IntInterval::new(d.lo.max(1), d.hi)]
}

/// On a divisor range of one sign, `x / d` is monotone in `x` and in `d` separately, so
/// its extremes over the box are at corners; floor and trunc are monotone, so theirs are
/// too.
fn divide(x: &IntInterval, d: &IntInterval, op: impl Fn(i128, i128) -> Option<i128>) -> Option<IntInterval> {
    let mut out: Option<IntInterval> = None;
    for part in nonzero_parts(d).into_iter().flatten() {
        let r = corners(x, &part, &op)?;
        out = Some(out.map_or(r, |o| o.hull(&r)));
    }
    out
}

#[derive(Clone, Copy)]
enum Rounding {
    Floor,
    Trunc,
}

/// With one divisor `d` and the same quotient `q` at both ends (so everywhere between:
/// the quotient is monotone), `x - d*q` is increasing in `x`: the exact range.
fn same_quotient_remainder(x: &IntInterval, d: &IntInterval, rounding: Rounding) -> Option<IntInterval> {
    if d.lo != d.hi {
        return None;
    }
    let div = |v| match rounding {
        Rounding::Floor => floor_div_i128(v, d.lo).ok(),
        Rounding::Trunc => trunc_div_i128(v, d.lo).ok(),
    };
    if div(x.lo)? != div(x.hi)? {
        return None;
    }
    let rem = |v| match rounding {
        Rounding::Floor => py_mod_i128(v, d.lo).ok(),
        Rounding::Trunc => super::eval::c_mod_i128(v, d.lo).ok(),
    };
    IntInterval::new(rem(x.lo)?, rem(x.hi)?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sym::eval::c_mod_i128;

    fn all_in(x: &IntInterval) -> impl Iterator<Item = i128> {
        x.lo..=x.hi
    }

    /// Every operation encloses every concrete result, checked exhaustively on small
    /// ranges, and is tight for the corner-based ones.
    #[test]
    fn int_interval_ops_enclose_all_results() {
        let ranges: Vec<IntInterval> = (-6i128..=6).flat_map(|lo| (lo..=6).map(move |hi| IntInterval { lo, hi })).filter(|r| r.hi - r.lo <= 5).collect();
        type Op = fn(&IntInterval, &IntInterval) -> Option<IntInterval>;
        type Concrete = fn(i128, i128) -> Option<i128>;
        let ops: [(Op, Concrete, bool); 7] = [
            (IntInterval::add, |a, b| Some(a + b), true),
            (IntInterval::sub, |a, b| Some(a - b), true),
            (IntInterval::mul, |a, b| Some(a * b), true),
            (IntInterval::floor_div, |a, b| floor_div_i128(a, b).ok(), true),
            (IntInterval::trunc_div, |a, b| trunc_div_i128(a, b).ok(), true),
            (IntInterval::py_mod, |a, b| py_mod_i128(a, b).ok(), false),
            (IntInterval::c_mod, |a, b| c_mod_i128(a, b).ok(), false),
        ];
        for (i, (op, concrete, tight)) in ops.iter().enumerate() {
            for x in &ranges {
                for d in &ranges {
                    let values: Vec<i128> = all_in(x).flat_map(|a| all_in(d).filter_map(move |b| concrete(a, b))).collect();
                    let got = op(x, d);
                    if values.is_empty() {
                        assert_eq!(got, None, "op {i} on {x} {d}");
                        continue;
                    }
                    let got = got.unwrap_or_else(|| panic!("op {i} on {x} {d}"));
                    let (lo, hi) = (*values.iter().min().unwrap(), *values.iter().max().unwrap());
                    assert!(got.lo <= lo && hi <= got.hi, "op {i} on {x} {d}: {got} vs [{lo}, {hi}]");
                    if *tight {
                        assert_eq!((got.lo, got.hi), (lo, hi), "op {i} on {x} {d}");
                    }
                }
            }
        }
    }

    #[test]
    fn modulo_by_one_divisor_is_exact_within_a_period() {
        let x = IntInterval { lo: 8, hi: 11 };
        let d = IntInterval::point(4);
        assert_eq!(x.py_mod(&d), Some(IntInterval { lo: 0, hi: 3 }));
        let x = IntInterval { lo: 9, hi: 10 };
        assert_eq!(x.py_mod(&d), Some(IntInterval { lo: 1, hi: 2 }));
        let x = IntInterval { lo: -3, hi: -2 };
        assert_eq!(x.py_mod(&d), Some(IntInterval { lo: 1, hi: 2 }));
        assert_eq!(x.c_mod(&d), Some(IntInterval { lo: -3, hi: -2 }));
    }

    #[test]
    fn int_interval_overflow_is_none() {
        let big = IntInterval::point(i128::MAX);
        assert_eq!(big.add(&IntInterval::point(1)), None);
        assert_eq!(IntInterval::point(i128::MIN).neg(), None);
        assert_eq!(IntInterval::point(i128::MIN).floor_div(&IntInterval::point(-1)), None);
        let m = IntInterval { lo: i128::MIN, hi: 0 };
        assert!(m.c_mod(&IntInterval { lo: i128::MIN, hi: -1 }).is_some());
        assert_eq!(IntInterval::point(3).floor_div(&IntInterval::point(0)), None);
    }

    #[test]
    fn symbolic_intervals() {
        let x = Poly::from_var("x");
        let n = Poly::from_var("n");
        let lower = |_: &Atom| Some(1);
        // x in [0, n - 1], times n (n >= 1), plus x: [0, n*n - 1].
        let xr = Interval::between(Poly::zero(), n.checked_sub(&Poly::from_const(1)).unwrap());
        let r = xr.mul_poly(&n, &lower).add(&xr);
        let nn = n.checked_mul(&n).unwrap();
        assert!(r.is_nonneg(&lower));
        assert!(r.is_below(&nn, &lower));
        assert!(!r.is_below(&nn.checked_sub(&Poly::from_const(1)).unwrap(), &lower));
        // Unknown sign multiplies to top.
        let s = n.checked_sub(&Poly::from_const(2)).unwrap();
        assert_eq!(xr.mul_poly(&s, &lower), Interval::top());
        // Negative factor swaps ends.
        let neg = xr.mul_poly(&n.checked_neg().unwrap(), &lower);
        assert!(neg.hi.le(&Bound::constant(0), &lower));
        assert!(!Bound::constant(0).le(&neg.lo, &lower));
        // Infinite ends.
        let half = Interval::new(Bound::constant(0), Bound::PosInf);
        assert_eq!(half.scale(-2), Interval::new(Bound::NegInf, Bound::constant(0)));
        assert_eq!(half.add(&xr).hi, Bound::PosInf);
        assert!(half.add(&xr).is_nonneg(&lower));
        assert_eq!(half.neg().lo, Bound::NegInf);
        assert!(xr.within(&half, &lower));
        assert!(!half.within(&xr, &lower));
        // Hull of [0, n - 1] and [x, x] with x >= 1: 0 <= x is provable, n - 1 vs x is not.
        let h = xr.hull(&Interval::point(x.clone()), &lower);
        assert_eq!(h, Interval::new(Bound::constant(0), Bound::PosInf));
    }
}
