//! Floating-point values that become indices: the source coordinates of interpolation
//! (`(x1.to(tl.float32) + 0.5) * 0.5 - 0.5`, `x1.to(tl.float32) * (ks0 / 7)`,
//! `x1 * ((ks0 - 1.0) / (ks2 - 1.0))`), clamped (`triton_helpers.maximum(v, 0.0)`) and
//! converted back (`.to(tl.int64)`, `libdevice.trunc`/`floor`/`ceil`); in C++ kernels the
//! same coordinates (`float(c10::convert<float>(x1) + 0.5) * c10::convert<float>(a / b)`,
//! `max_propagate_nan(v, 0.0)`, `c10::convert<int64_t>(v)`). Shared by both kernel
//! families: the value model is the language's real arithmetic, whichever spelled it.
//!
//! A value is kept as an exact quotient of symbolic integers (`num / den`), or as the
//! minimum or maximum of such quotients, so that the integer it converts to is an integer
//! expression (`trunc(num / den)`) the prover bounds and the witness search evaluates like
//! any index. Why exact quotients and not intervals: the bounds that matter are tight (an
//! align-corners source row reaches `in - 1` exactly at the last output row), and a
//! quotient keeps `x1 * (in - 1) / (out - 1)` divisible where an interval would not.
//!
//! What this assumes: the kernel's float arithmetic on these values is the real
//! arithmetic it spells (as Inductor's own shape reasoning, `TruncToInt(1.5*ToFloat(s0))`,
//! assumes). Rounding only matters when a value lies within one rounding step of an
//! integer it must stay below, which needs magnitudes near the float's precision (2^24
//! for float32): indices of a dimension of tens of millions of elements.
//!
//! Invariant: a `Ratio`'s value is `num / den` whenever `den != 0`; every conversion to
//! an integer divides by `den`, which the prover bounds only where it proves `den >= 1`
//! (and the witness skips a point where it is 0), so a quotient over a denominator that
//! may vanish or be negative is never passed as proven.

use crate::sym::Expr;

/// A real value in the kernel's floating-point arithmetic.
#[derive(Debug, Clone)]
pub enum Fl {
    /// `num / den`.
    Ratio(Expr, Expr),
    /// The largest / smallest of the values (`triton_helpers.maximum(v, 0.0)`).
    Max(Vec<Fl>),
    Min(Vec<Fl>),
}

/// Largest denominator a literal may bring in (keeps products of quotients in i128).
const MAX_LITERAL_DEN: i128 = 1_000_000_000;

fn gcd(a: i128, b: i128) -> i128 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    i128::try_from(a).unwrap_or(1)
}

impl Fl {
    pub fn int(e: Expr) -> Fl {
        Fl::Ratio(e, Expr::int(1))
    }

    /// A float literal as the decimal Python wrote (`0.5`, `1.5`, `-1.0`), exactly.
    pub fn literal(v: f64) -> Option<Fl> {
        if !v.is_finite() {
            return None;
        }
        // Display of f64 is the shortest text that reads back as the same float, never in
        // exponent form.
        let text = format!("{v}");
        let (neg, digits) = match text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, text.as_str()),
        };
        let (whole, frac) = digits.split_once('.').unwrap_or((digits, ""));
        let mut den: i128 = 1;
        for _ in frac.chars() {
            den = den.checked_mul(10)?;
            if den > MAX_LITERAL_DEN {
                return None;
            }
        }
        let num: i128 = format!("{whole}{frac}").parse().ok()?;
        let num = if neg { -num } else { num };
        Some(Fl::ratio(Expr::int(num), Expr::int(den)))
    }

    /// `num / den` in lowest terms where the denominator is a constant.
    pub fn ratio(num: Expr, den: Expr) -> Fl {
        let Some(d) = den.as_const() else { return Fl::Ratio(num, den) };
        if d == 0 {
            return Fl::Ratio(num, den);
        }
        let (num, d) = if d < 0 { (-num, -d) } else { (num, d) };
        let p = num.to_poly();
        let g = gcd(i128::try_from(p.content()).unwrap_or(1), d);
        if g > 1 {
            if let Some(q) = p.div_exact_const(g) {
                return Fl::Ratio(q.to_expr(), Expr::int(d / g));
            }
        }
        Fl::Ratio(num, Expr::int(d))
    }

    /// A non-negative constant value, as (num, den) with den > 0.
    fn nonneg_const(&self) -> Option<(i128, i128)> {
        match self {
            Fl::Ratio(n, d) => match (n.as_const(), d.as_const()) {
                (Some(n), Some(d)) if d > 0 && n >= 0 => Some((n, d)),
                (Some(n), Some(d)) if d < 0 && n <= 0 => Some((-n, -d)),
                _ => None,
            },
            _ => None,
        }
    }

    fn map(xs: &[Fl], f: &impl Fn(&Fl) -> Option<Fl>) -> Option<Vec<Fl>> {
        xs.iter().map(f).collect()
    }

    pub fn neg(&self) -> Fl {
        match self {
            Fl::Ratio(n, d) => Fl::ratio(-n.clone(), d.clone()),
            Fl::Max(xs) => Fl::Min(xs.iter().map(Fl::neg).collect()),
            Fl::Min(xs) => Fl::Max(xs.iter().map(Fl::neg).collect()),
        }
    }

    pub fn add(&self, o: &Fl) -> Option<Fl> {
        match (self, o) {
            (Fl::Ratio(a, b), Fl::Ratio(c, d)) => {
                Some(if b == d { Fl::ratio(a.clone() + c.clone(), b.clone()) } else { Fl::ratio(a.clone() * d.clone() + c.clone() * b.clone(), b.clone() * d.clone()) })
            }
            // max(x, y) + z = max(x + z, y + z), for any z.
            (Fl::Max(xs), r @ Fl::Ratio(..)) | (r @ Fl::Ratio(..), Fl::Max(xs)) => Some(Fl::Max(Fl::map(xs, &|x| x.add(r))?)),
            (Fl::Min(xs), r @ Fl::Ratio(..)) | (r @ Fl::Ratio(..), Fl::Min(xs)) => Some(Fl::Min(Fl::map(xs, &|x| x.add(r))?)),
            _ => None,
        }
    }

    pub fn sub(&self, o: &Fl) -> Option<Fl> {
        self.add(&o.neg())
    }

    pub fn mul(&self, o: &Fl) -> Option<Fl> {
        match (self, o) {
            (Fl::Ratio(a, b), Fl::Ratio(c, d)) => Some(Fl::ratio(a.clone() * c.clone(), b.clone() * d.clone())),
            // Scaling by a non-negative constant keeps the order; by a negative one flips it.
            (m @ (Fl::Max(_) | Fl::Min(_)), k @ Fl::Ratio(..)) | (k @ Fl::Ratio(..), m @ (Fl::Max(_) | Fl::Min(_))) => {
                if k.nonneg_const().is_some() {
                    match m {
                        Fl::Max(xs) => Some(Fl::Max(Fl::map(xs, &|x| x.mul(k))?)),
                        Fl::Min(xs) => Some(Fl::Min(Fl::map(xs, &|x| x.mul(k))?)),
                        Fl::Ratio(..) => None,
                    }
                } else if k.neg().nonneg_const().is_some() {
                    m.neg().mul(&k.neg())
                } else {
                    None
                }
            }
            _ => None,
        }
    }

    pub fn div(&self, o: &Fl) -> Option<Fl> {
        match (self, o) {
            (Fl::Ratio(a, b), Fl::Ratio(c, d)) => Some(Fl::ratio(a.clone() * d.clone(), b.clone() * c.clone())),
            (m @ (Fl::Max(_) | Fl::Min(_)), Fl::Ratio(c, d)) => m.mul(&Fl::ratio(d.clone(), c.clone())),
            _ => None,
        }
    }

    /// `maximum`/`minimum` of values. Quotients over positive constant denominators are
    /// brought to one denominator (`max(a/4, 0) = max(a, 0)/4`), which keeps one division
    /// for the prover; others stay a list.
    pub fn extreme(xs: Vec<Fl>, is_min: bool) -> Fl {
        let mut flat = Vec::new();
        for x in xs {
            match (x, is_min) {
                (Fl::Min(ys), true) | (Fl::Max(ys), false) => flat.extend(ys),
                (x, _) => flat.push(x),
            }
        }
        let const_den = |x: &Fl| match x {
            Fl::Ratio(_, d) => d.as_const().filter(|d| *d > 0),
            _ => None,
        };
        if flat.len() >= 2 && flat.iter().all(|x| const_den(x).is_some()) {
            let mut common: i128 = 1;
            let mut ok = true;
            for x in &flat {
                let d = const_den(x).unwrap_or(1);
                match common.checked_mul(d / gcd(common, d)) {
                    Some(c) if c <= MAX_LITERAL_DEN => common = c,
                    _ => ok = false,
                }
            }
            if ok {
                let nums: Vec<Expr> = flat
                    .iter()
                    .filter_map(|x| match x {
                        Fl::Ratio(n, d) => Some(n.clone() * Expr::int(common / d.as_const().unwrap_or(1))),
                        _ => None,
                    })
                    .collect();
                let num = if is_min { Expr::min_of(nums) } else { Expr::max_of(nums) };
                return Fl::ratio(num, Expr::int(common));
            }
        }
        match flat.len() {
            1 => flat.remove(0),
            _ if is_min => Fl::Min(flat),
            _ => Fl::Max(flat),
        }
    }

    /// The integer `.to(tl.int*)` gives: truncation toward zero. Truncation is
    /// non-decreasing, so it goes inside a maximum or minimum.
    pub fn trunc(&self) -> Expr {
        match self {
            Fl::Ratio(n, d) => n.clone().trunc_div(d.clone()),
            Fl::Max(xs) => Expr::max_of(xs.iter().map(Fl::trunc)),
            Fl::Min(xs) => Expr::min_of(xs.iter().map(Fl::trunc)),
        }
    }

    /// `libdevice.floor`, as an integer.
    pub fn floor(&self) -> Expr {
        match self {
            Fl::Ratio(n, d) => n.clone().floor_div(d.clone()),
            Fl::Max(xs) => Expr::max_of(xs.iter().map(Fl::floor)),
            Fl::Min(xs) => Expr::min_of(xs.iter().map(Fl::floor)),
        }
    }

    /// `libdevice.ceil`: -floor(-x).
    pub fn ceil(&self) -> Expr {
        -self.neg().floor()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(n: &str) -> Expr {
        Expr::var(n)
    }

    #[test]
    fn literals_are_exact_decimals() {
        let Some(Fl::Ratio(n, d)) = Fl::literal(1.5) else { panic!() };
        assert_eq!((n.as_const(), d.as_const()), (Some(3), Some(2)));
        let Some(Fl::Ratio(n, d)) = Fl::literal(-1.0) else { panic!() };
        assert_eq!((n.as_const(), d.as_const()), (Some(-1), Some(1)));
        assert!(Fl::literal(f64::NAN).is_none());
    }

    #[test]
    fn half_pixel_source_index_is_a_floor_division() {
        // ((x + 0.5) * 0.5 - 0.5) clamped at 0 and truncated: max(2x - 1, 0) / 4.
        let half = Fl::literal(0.5).unwrap();
        let s = Fl::int(v("x")).add(&half).unwrap().mul(&half).unwrap().sub(&half).unwrap();
        let s = Fl::extreme(vec![s, Fl::literal(0.0).unwrap()], false);
        let t = s.trunc();
        for x in 0..20i128 {
            let got = t.eval(&|n: &str| (n == "x").then_some(x)).unwrap();
            let want = (((x as f64) + 0.5) * 0.5 - 0.5).max(0.0).trunc() as i128;
            assert_eq!(got, want, "x={x}: {t}");
        }
    }

    #[test]
    fn truncation_goes_through_a_symbolic_quotient() {
        // x * ((n - 1) / (m - 1)), the align-corners source index.
        let one = Fl::literal(1.0).unwrap();
        let scale = Fl::int(v("n")).sub(&one).unwrap().div(&Fl::int(v("m")).sub(&one).unwrap()).unwrap();
        let t = Fl::extreme(vec![Fl::int(v("x")).mul(&scale).unwrap(), Fl::literal(0.0).unwrap()], false).trunc();
        for (n, m) in [(5i128, 7i128), (10, 15), (3, 4)] {
            for x in 0..m {
                let got = t.eval(&|s: &str| match s {
                    "x" => Some(x),
                    "n" => Some(n),
                    "m" => Some(m),
                    _ => None,
                });
                let want = ((x as f64) * ((n - 1) as f64 / (m - 1) as f64)).max(0.0).trunc() as i128;
                assert_eq!(got.unwrap(), want, "n={n} m={m} x={x}: {t}");
            }
        }
    }
}
