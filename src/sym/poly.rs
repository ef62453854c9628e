//! Canonical multivariate polynomials with i128 coefficients, and sign proofs over them.
//!
//! The variables of a polynomial are *atoms*: shape or index symbols, or any
//! non-polynomial subterm (`x // 4`, `min(a, b)`, ...) compared structurally. Treating
//! each atom as an independent integer is what keeps the sign proofs sound: a fact
//! proven for all independent values within the atoms' bounds holds in particular for
//! the values the atoms actually take.

use std::cmp::Ordering;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::iter::Map;
use std::slice;
use std::sync::Arc;

use super::eval::EvalError;
use super::expr::Expr;

/// The most terms a product or power may expand to; beyond it the product stays
/// factored (an atom), which is still exact, just less canonical.
pub(crate) const MAX_TERMS: usize = 4096;

/// The largest exponent written out as repeated factors (`x*x*x`); `pow` keeps larger
/// powers of non-constants as `Pow` atoms.
pub(crate) const MAX_EXPANDED_EXPONENT: u32 = 64;

/// Steps of exact division before giving up; exact divisions of the sizes Inductor
/// prints take a few dozen.
const MAX_DIVISION_STEPS: usize = 10_000;

/// A polynomial variable: a `Var`, or a non-polynomial subterm such as a `FloorDiv`.
///
/// Invariant: never a `Const`, and an `Add`/`Mul` only when expanding it overflowed
/// i128 or exceeded [`MAX_TERMS`].
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Atom(Expr);

impl Atom {
    pub(crate) fn new(e: Expr) -> Atom {
        Atom(e)
    }

    pub fn var(name: &str) -> Atom {
        Atom(Expr::Var(Arc::from(name)))
    }

    pub fn expr(&self) -> &Expr {
        &self.0
    }

    pub fn to_expr(&self) -> Expr {
        self.0.clone()
    }

    pub fn as_var(&self) -> Option<&str> {
        match &self.0 {
            Expr::Var(n) => Some(n),
            _ => None,
        }
    }
}

impl fmt::Display for Atom {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// A product of atoms with positive exponents, sorted by atom; empty is the constant 1.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Monomial(Vec<(Atom, u32)>);

impl Monomial {
    pub fn one() -> Monomial {
        Monomial(Vec::new())
    }

    pub fn of(atom: Atom) -> Monomial {
        Monomial(vec![(atom, 1)])
    }

    pub fn is_one(&self) -> bool {
        self.0.is_empty()
    }

    pub fn factors(&self) -> &[(Atom, u32)] {
        &self.0
    }

    pub fn degree(&self) -> u64 {
        self.0.iter().map(|(_, e)| u64::from(*e)).sum()
    }

    pub fn exponent_of(&self, atom: &Atom) -> u32 {
        self.0.iter().find(|(a, _)| a == atom).map_or(0, |(_, e)| *e)
    }

    fn checked_mul(&self, other: &Monomial) -> Option<Monomial> {
        let mut out = Vec::with_capacity(self.0.len() + other.0.len());
        let (mut i, mut j) = (0, 0);
        while i < self.0.len() && j < other.0.len() {
            let (a, ea) = &self.0[i];
            let (b, eb) = &other.0[j];
            match a.cmp(b) {
                Ordering::Less => {
                    out.push((a.clone(), *ea));
                    i += 1;
                }
                Ordering::Greater => {
                    out.push((b.clone(), *eb));
                    j += 1;
                }
                Ordering::Equal => {
                    out.push((a.clone(), ea.checked_add(*eb)?));
                    i += 1;
                    j += 1;
                }
            }
        }
        out.extend_from_slice(&self.0[i..]);
        out.extend_from_slice(&other.0[j..]);
        Some(Monomial(out))
    }

    /// `self / other` when `other` divides `self`.
    fn divide(&self, other: &Monomial) -> Option<Monomial> {
        let mut out = Vec::with_capacity(self.0.len());
        let mut j = 0;
        for (a, ea) in &self.0 {
            if j < other.0.len() && other.0[j].0 == *a {
                let eb = other.0[j].1;
                j += 1;
                match ea.cmp(&eb) {
                    Ordering::Less => return None,
                    Ordering::Equal => {}
                    Ordering::Greater => out.push((a.clone(), ea - eb)),
                }
            } else {
                out.push((a.clone(), *ea));
            }
        }
        // Any factor of `other` left unmatched is absent from `self`.
        (j == other.0.len()).then_some(Monomial(out))
    }

    /// `self >= other` for all integer atom values >= 0: same atoms, each exponent at
    /// least as large. Proof: if an atom is 0 both are 0; otherwise every atom is >= 1
    /// and raising a factor >= 1 to a larger power does not decrease it.
    fn dominates(&self, other: &Monomial) -> bool {
        self.0.len() == other.0.len() && self.0.iter().zip(&other.0).all(|((a, ea), (b, eb))| a == b && ea >= eb)
    }

    /// Graded lexicographic order: a monomial order (total, compatible with
    /// multiplication, well-founded), which exact division relies on.
    fn grlex_cmp(&self, other: &Monomial) -> Ordering {
        self.degree().cmp(&other.degree()).then_with(|| {
            let (mut i, mut j) = (0, 0);
            while i < self.0.len() && j < other.0.len() {
                let ((a, ea), (b, eb)) = (&self.0[i], &other.0[j]);
                match a.cmp(b) {
                    // `a` is absent from `other`: `self` has the larger exponent there.
                    Ordering::Less => return Ordering::Greater,
                    Ordering::Greater => return Ordering::Less,
                    Ordering::Equal => match ea.cmp(eb) {
                        Ordering::Equal => {
                            i += 1;
                            j += 1;
                        }
                        unequal => return unequal,
                    },
                }
            }
            (self.0.len() - i).cmp(&(other.0.len() - j))
        })
    }

    // `repeat_n` needs Rust 1.82; the workspace declares 1.80.
    #[allow(clippy::manual_repeat_n)]
    fn to_factors(&self) -> Vec<Expr> {
        let mut out = Vec::new();
        for (a, e) in &self.0 {
            if *e <= MAX_EXPANDED_EXPONENT {
                out.extend(std::iter::repeat(a.0.clone()).take(*e as usize));
            } else {
                // Only reachable by multiplying huge powers programmatically.
                out.push(Expr::Pow(Arc::new(a.0.clone()), Arc::new(Expr::Const(i128::from(*e)))));
            }
        }
        out
    }
}

/// A canonical polynomial: no zero coefficients, so equal polynomials compare equal.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Poly {
    terms: Terms,
}

/// A polynomial's terms: a vector sorted by monomial, each monomial once. The
/// polynomials of index expressions have a handful of terms, for which a sorted vector
/// is one allocation where a B-tree map is several, and sums and products merge sorted
/// runs instead of inserting term by term. Iterates in the order the `BTreeMap` it
/// replaces did, so every result built from it is unchanged.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
struct Terms(Vec<(Monomial, i128)>);

type TermRef<'a> = (&'a Monomial, &'a i128);
type TermIter<'a> = Map<slice::Iter<'a, (Monomial, i128)>, fn(&(Monomial, i128)) -> TermRef<'_>>;

impl Terms {
    fn get(&self, m: &Monomial) -> Option<&i128> {
        self.0.binary_search_by(|(k, _)| k.cmp(m)).ok().map(|i| &self.0[i].1)
    }

    fn len(&self) -> usize {
        self.0.len()
    }

    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    fn iter(&self) -> TermIter<'_> {
        self.0.iter().map(|(m, c)| (m, c))
    }

    fn keys(&self) -> impl Iterator<Item = &Monomial> {
        self.0.iter().map(|(m, _)| m)
    }

    fn values(&self) -> impl Iterator<Item = &i128> {
        self.0.iter().map(|(_, c)| c)
    }
}

impl<'a> IntoIterator for &'a Terms {
    type Item = TermRef<'a>;
    type IntoIter = TermIter<'a>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl Poly {
    pub fn zero() -> Poly {
        Poly::default()
    }

    pub fn from_const(c: i128) -> Poly {
        Poly::term(Monomial::one(), c)
    }

    pub fn from_atom(atom: Atom) -> Poly {
        Poly::term(Monomial::of(atom), 1)
    }

    pub fn from_var(name: &str) -> Poly {
        Poly::from_atom(Atom::var(name))
    }

    pub fn term(m: Monomial, c: i128) -> Poly {
        // One allocation of one term (every constant and atom `to_poly` meets is one),
        // not the growth path of an empty vector's first push.
        Poly { terms: Terms(if c != 0 { vec![(m, c)] } else { Vec::new() }) }
    }

    pub fn is_zero(&self) -> bool {
        self.terms.is_empty()
    }

    /// The value when the polynomial has no atoms.
    pub fn constant(&self) -> Option<i128> {
        match self.terms.len() {
            0 => Some(0),
            1 => self.terms.get(&Monomial::one()).copied(),
            _ => None,
        }
    }

    pub fn constant_term(&self) -> i128 {
        self.terms.get(&Monomial::one()).copied().unwrap_or(0)
    }

    pub fn terms(&self) -> impl Iterator<Item = (&Monomial, i128)> {
        self.terms.iter().map(|(m, c)| (m, *c))
    }

    pub fn len(&self) -> usize {
        self.terms.len()
    }

    pub fn is_empty(&self) -> bool {
        self.terms.is_empty()
    }

    /// The gcd of the coefficients' magnitudes; 0 for the zero polynomial. u128 because
    /// the gcd of `{i128::MIN}` is 2^127.
    pub fn content(&self) -> u128 {
        self.terms.values().fold(0u128, |g, c| gcd(g, c.unsigned_abs()))
    }

    pub(crate) fn add_term(&mut self, m: Monomial, c: i128) -> Option<()> {
        if c == 0 {
            return Some(());
        }
        let terms = &mut self.terms.0;
        if terms.last().is_none_or(|(k, _)| *k < m) {
            terms.push((m, c));
            return Some(());
        }
        match terms.binary_search_by(|(k, _)| k.cmp(&m)) {
            Err(i) => terms.insert(i, (m, c)),
            Ok(i) => {
                let sum = terms[i].1.checked_add(c)?;
                if sum == 0 {
                    terms.remove(i);
                } else {
                    terms[i].1 = sum;
                }
            }
        }
        Some(())
    }

    /// `None` on i128 overflow of a coefficient, here and in every `checked_*`.
    pub fn checked_add(&self, other: &Poly) -> Option<Poly> {
        // A merge of the two sorted term lists: each monomial's coefficients are added
        // once, as term-by-term insertion did, so overflow happens exactly where it did.
        let (a, b) = (&self.terms.0, &other.terms.0);
        let mut out = Vec::with_capacity(a.len() + b.len());
        let (mut i, mut j) = (0, 0);
        while i < a.len() && j < b.len() {
            match a[i].0.cmp(&b[j].0) {
                Ordering::Less => {
                    out.push(a[i].clone());
                    i += 1;
                }
                Ordering::Greater => {
                    out.push(b[j].clone());
                    j += 1;
                }
                Ordering::Equal => {
                    let sum = a[i].1.checked_add(b[j].1)?;
                    if sum != 0 {
                        out.push((a[i].0.clone(), sum));
                    }
                    i += 1;
                    j += 1;
                }
            }
        }
        out.extend_from_slice(&a[i..]);
        out.extend_from_slice(&b[j..]);
        Some(Poly { terms: Terms(out) })
    }

    /// [`Poly::checked_add`] of two polynomials the caller no longer needs: the same merge
    /// (so the same additions and overflow), moving the terms instead of copying them.
    pub(crate) fn add_owned(self, other: Poly) -> Option<Poly> {
        let (a, b) = (self.terms.0, other.terms.0);
        let mut out = Vec::with_capacity(a.len() + b.len());
        let (mut a, mut b) = (a.into_iter().peekable(), b.into_iter().peekable());
        while let (Some(x), Some(y)) = (a.peek(), b.peek()) {
            match x.0.cmp(&y.0) {
                Ordering::Less => out.extend(a.next()),
                Ordering::Greater => out.extend(b.next()),
                Ordering::Equal => {
                    let (Some((m, ca)), Some((_, cb))) = (a.next(), b.next()) else { break };
                    let sum = ca.checked_add(cb)?;
                    if sum != 0 {
                        out.push((m, sum));
                    }
                }
            }
        }
        out.extend(a);
        out.extend(b);
        Some(Poly { terms: Terms(out) })
    }

    /// [`Poly::checked_scale`] in place, for a polynomial the caller no longer needs.
    pub(crate) fn scale_owned(mut self, k: i128) -> Option<Poly> {
        if k == 0 {
            return Some(Poly::zero());
        }
        for (_, c) in &mut self.terms.0 {
            *c = c.checked_mul(k)?;
        }
        Some(self)
    }

    /// [`Poly::checked_mul`] of two polynomials the caller no longer needs: a constant
    /// factor scales the other in place instead of copying it.
    pub(crate) fn mul_owned(self, other: Poly) -> Option<Poly> {
        if self.terms.len().saturating_mul(other.terms.len()) > MAX_TERMS * 4 {
            return None;
        }
        let constant = |p: &Poly| match &p.terms.0[..] {
            [(m, c)] if m.is_one() => Some(*c),
            _ => None,
        };
        if let Some(c) = constant(&self) {
            return other.scale_owned(c).filter(|r| r.terms.len() <= MAX_TERMS);
        }
        if let Some(c) = constant(&other) {
            return self.scale_owned(c).filter(|r| r.terms.len() <= MAX_TERMS);
        }
        self.checked_mul(&other)
    }

    /// `self += other` in place, for a polynomial the caller no longer needs: its terms are
    /// moved in, not copied, and each monomial's coefficients are added as
    /// [`Poly::checked_add`] adds them (so the same overflow). `None` on overflow, leaving
    /// `self` partly added, so a caller that sees `None` must discard it.
    pub(crate) fn add_assign_owned(&mut self, other: Poly) -> Option<()> {
        if other.terms.len() > 8 {
            *self = std::mem::take(self).add_owned(other)?;
            return Some(());
        }
        for (m, c) in other.terms.0 {
            self.add_term(m, c)?;
        }
        Some(())
    }

    /// The largest exponent of any atom in any term.
    pub(crate) fn max_exponent(&self) -> u32 {
        self.terms.keys().flat_map(|m| m.0.iter().map(|(_, e)| *e)).max().unwrap_or(0)
    }

    pub fn checked_sub(&self, other: &Poly) -> Option<Poly> {
        self.checked_add(&other.checked_neg()?)
    }

    pub fn checked_neg(&self) -> Option<Poly> {
        self.checked_scale(-1)
    }

    pub fn checked_scale(&self, k: i128) -> Option<Poly> {
        if k == 0 {
            return Some(Poly::zero());
        }
        let mut terms = Vec::with_capacity(self.terms.len());
        for (m, c) in &self.terms {
            terms.push((m.clone(), c.checked_mul(k)?));
        }
        Some(Poly { terms: Terms(terms) })
    }

    /// Also `None` when the product would exceed [`MAX_TERMS`] terms.
    pub fn checked_mul(&self, other: &Poly) -> Option<Poly> {
        if self.terms.len().saturating_mul(other.terms.len()) > MAX_TERMS * 4 {
            return None;
        }
        // A constant factor (`to_poly` of every product starts from 1, and Inductor's
        // products are mostly `k*x`): the general path's products are the other's terms
        // scaled, in its order, so its sort and merge change nothing.
        for (k, p) in [(self, other), (other, self)] {
            if let [(m, c)] = &k.terms.0[..] {
                if m.is_one() {
                    return p.checked_scale(*c).filter(|r| r.terms.len() <= MAX_TERMS);
                }
            }
        }
        // All products first, then one stable sort and a pass adding equal monomials:
        // each monomial's coefficients are added in the order the products were made,
        // as inserting them one at a time did, so overflow happens exactly where it did.
        let mut all = Vec::with_capacity(self.terms.len() * other.terms.len());
        for (ma, ca) in &self.terms {
            for (mb, cb) in &other.terms {
                let c = ca.checked_mul(*cb)?;
                if c != 0 {
                    all.push((ma.checked_mul(mb)?, c));
                }
            }
        }
        all.sort_by(|x, y| x.0.cmp(&y.0));
        let mut out: Vec<(Monomial, i128)> = Vec::with_capacity(all.len());
        for (m, c) in all {
            match out.last_mut() {
                Some((k, s)) if *k == m => *s = s.checked_add(c)?,
                _ => out.push((m, c)),
            }
        }
        out.retain(|(_, c)| *c != 0);
        (out.len() <= MAX_TERMS).then_some(Poly { terms: Terms(out) })
    }

    pub fn checked_pow(&self, mut exp: u32) -> Option<Poly> {
        let mut base = self.clone();
        let mut acc = Poly::from_const(1);
        while exp > 0 {
            if exp & 1 == 1 {
                acc = acc.checked_mul(&base)?;
            }
            exp >>= 1;
            if exp > 0 {
                base = base.checked_mul(&base)?;
            }
        }
        Some(acc)
    }

    /// The atoms the polynomial is written over (not looking inside them).
    pub fn atoms(&self) -> BTreeSet<&Atom> {
        self.terms.keys().flat_map(|m| m.0.iter().map(|(a, _)| a)).collect()
    }

    /// Every variable name, including those inside non-variable atoms.
    pub fn vars(&self) -> BTreeSet<Arc<str>> {
        let mut out = BTreeSet::new();
        for atom in self.atoms() {
            atom.0.collect_vars(&mut out);
        }
        out
    }

    /// The highest power of the variable `var` as an atom of its own; occurrences inside
    /// other atoms (`var // 4`) do not count.
    pub fn degree_in(&self, var: &str) -> u32 {
        let atom = Atom::var(var);
        self.terms.keys().map(|m| m.exponent_of(&atom)).max().unwrap_or(0)
    }

    /// Splits `self = a*var + b` with `a` and `b` free of `var`, also inside atoms.
    /// `None` when `var` occurs non-linearly or inside another atom.
    pub fn coeff_of(&self, var: &str) -> Option<(Poly, Poly)> {
        let atom = Atom::var(var);
        let mut a = Poly::zero();
        let mut b = Poly::zero();
        for (m, c) in &self.terms {
            let mut rest = Vec::with_capacity(m.0.len());
            let mut exp = 0;
            for (at, e) in &m.0 {
                if *at == atom {
                    exp = *e;
                } else if at.0.contains_var(var) {
                    return None;
                } else {
                    rest.push((at.clone(), *e));
                }
            }
            match exp {
                0 => b.add_term(m.clone(), *c)?,
                1 => a.add_term(Monomial(rest), *c)?,
                _ => return None,
            }
        }
        Some((a, b))
    }

    /// Replaces the variable `var` by `by` everywhere, inside atoms too (those are
    /// rebuilt through the smart constructors, so they may simplify).
    pub fn substitute(&self, var: &str, by: &Poly) -> Option<Poly> {
        let by_expr = by.to_expr();
        self.map_atoms(|atom| {
            if atom.as_var() == Some(var) {
                by.clone()
            } else if atom.0.contains_var(var) {
                atom.0.substitute(&|n: &str| (n == var).then(|| by_expr.clone())).to_poly()
            } else {
                Poly::from_atom(atom.clone())
            }
        })
    }

    /// Replaces the atom `atom` (as a whole, not inside other atoms) by `by`.
    pub fn substitute_atom(&self, atom: &Atom, by: &Poly) -> Option<Poly> {
        self.map_atoms(|a| if a == atom { by.clone() } else { Poly::from_atom(a.clone()) })
    }

    fn map_atoms(&self, mut f: impl FnMut(&Atom) -> Poly) -> Option<Poly> {
        let mut out = Poly::zero();
        for (m, c) in &self.terms {
            let mut term = Poly::from_const(*c);
            for (atom, e) in &m.0 {
                term = term.mul_owned(f(atom).checked_pow(*e)?)?;
            }
            out.add_assign_owned(term)?;
        }
        Some(out)
    }

    fn leading_term(&self) -> Option<(&Monomial, i128)> {
        self.terms.iter().max_by(|a, b| a.0.grlex_cmp(b.0)).map(|(m, c)| (m, *c))
    }

    /// `q` with `self = q * by` exactly (integer coefficients), or `None`.
    ///
    /// Leading-term division in grlex order. With one divisor it is complete: if
    /// `self = q*by` then `lt(self) = lt(q)*lt(by)`, so each step succeeds and leaves
    /// `(q - lt(q))*by`; a step that cannot divide proves `by` does not divide.
    pub fn div_exact(&self, by: &Poly) -> Option<Poly> {
        let (m_d, c_d) = by.leading_term()?;
        let (m_d, c_d) = (m_d.clone(), c_d);
        let mut rem = self.clone();
        let mut quot = Poly::zero();
        for _ in 0..MAX_DIVISION_STEPS {
            let Some((m_r, c_r)) = rem.leading_term() else {
                return Some(quot);
            };
            let m_q = m_r.divide(&m_d)?;
            if c_r.checked_rem(c_d).unwrap_or(0) != 0 {
                return None;
            }
            let c_q = c_r.checked_div(c_d)?;
            let t = Poly::term(m_q, c_q);
            rem = rem.checked_sub(&t.checked_mul(by)?)?;
            quot = quot.checked_add(&t)?;
        }
        None
    }

    /// Exact division by a constant: `None` unless every coefficient is a multiple.
    pub fn div_exact_const(&self, k: i128) -> Option<Poly> {
        if k == 0 {
            return None;
        }
        let mut terms = Vec::with_capacity(self.terms.len());
        for (m, c) in &self.terms {
            if c.checked_rem(k).unwrap_or(0) != 0 {
                return None;
            }
            terms.push((m.clone(), c.checked_div(k)?));
        }
        Some(Poly { terms: Terms(terms) })
    }

    /// The canonical expression: terms and factors sorted, coefficient first.
    pub fn to_expr(&self) -> Expr {
        let mut terms: Vec<Expr> = Vec::with_capacity(self.terms.len());
        for (m, c) in &self.terms {
            if m.is_one() {
                terms.push(Expr::Const(*c));
                continue;
            }
            // Every exponent 1 (the usual case): the factors are the atoms, written
            // straight into the product's one allocation.
            if m.0.iter().all(|(_, e)| *e == 1) {
                let atoms = m.0.iter().map(|(a, _)| a.0.clone());
                terms.push(match (m.0.len(), *c) {
                    (1, 1) => m.0[0].0 .0.clone(),
                    (_, 1) => Expr::Mul(atoms.collect()),
                    _ => Expr::Mul(std::iter::once(Expr::Const(*c)).chain(atoms).collect()),
                });
                continue;
            }
            let mut factors = m.to_factors();
            if *c != 1 {
                factors.insert(0, Expr::Const(*c));
            }
            terms.push(if factors.len() == 1 { factors.pop().unwrap_or(Expr::Const(0)) } else { Expr::Mul(factors.into()) });
        }
        terms.sort();
        match terms.len() {
            0 => Expr::Const(0),
            1 => terms.pop().unwrap_or(Expr::Const(0)),
            _ => Expr::Add(terms.into()),
        }
    }

    pub fn eval(&self, env: &impl Fn(&str) -> Option<i128>) -> Result<i128, EvalError> {
        let mut total: i128 = 0;
        for (m, c) in &self.terms {
            let mut v = *c;
            for (atom, e) in &m.0 {
                let base = atom.0.eval(env)?;
                let p = super::eval::pow_i128(base, i128::from(*e))?;
                v = v.checked_mul(p).ok_or(EvalError::Overflow)?;
            }
            total = total.checked_add(v).ok_or(EvalError::Overflow)?;
        }
        Ok(total)
    }

    /// A sound, incomplete test that `self >= 0` for every integer assignment with each
    /// atom `a >= lower(a)`. `false` means "not proven". An atom without a lower bound
    /// makes the test fail.
    pub fn nonneg_on(&self, lower: &impl Fn(&Atom) -> Option<i128>) -> bool {
        self.nonneg_within(&|a| (lower(a), None))
    }

    /// `self >= 1` under the same assumptions as [`Poly::nonneg_on`].
    pub fn positive_on(&self, lower: &impl Fn(&Atom) -> Option<i128>) -> bool {
        self.checked_sub(&Poly::from_const(1)).is_some_and(|p| p.nonneg_on(lower))
    }

    /// Like [`Poly::nonneg_on`], with each atom's integer range as `(lower, upper)`: an
    /// atom with only an upper bound is handled too (a loop index below its trip count).
    ///
    /// Method: substitute `a = lower + t` (or `a = upper - t`) so every new atom `t` ranges
    /// over all integers >= 0, expand, then require a non-negative constant term and let
    /// each negative term be paid for by positive terms that dominate it
    /// (see `Monomial::dominates`): `sum c_a*m_a - sum d_b*m_b` regroups into
    /// `sum x_ab*(m_a - m_b)` plus leftover positive terms, all >= 0.
    pub fn nonneg_within(&self, range: &impl Fn(&Atom) -> (Option<i128>, Option<i128>)) -> bool {
        // All atoms are shifted in one pass: each `by` mentions only its own atom, so the
        // simultaneous substitution is the one-at-a-time one, without rebuilding the whole
        // polynomial once per atom (n^3 over n atoms).
        let mut by: BTreeMap<&Atom, Poly> = BTreeMap::new();
        for atom in self.atoms() {
            let t = Poly::from_atom(atom.clone());
            let shift = match range(atom) {
                (Some(lo), _) => t.checked_add(&Poly::from_const(lo)),
                (None, Some(hi)) => Poly::from_const(hi).checked_sub(&t),
                (None, None) => return false,
            };
            match shift {
                Some(p) => by.insert(atom, p),
                None => return false,
            };
        }
        match self.map_atoms(|a| by.get(a).cloned().unwrap_or_else(|| Poly::from_atom(a.clone()))) {
            Some(shifted) => shifted.coefficients_prove_nonneg(),
            None => false,
        }
    }

    /// The check after shifting: all atoms range over the integers >= 0.
    fn coefficients_prove_nonneg(&self) -> bool {
        if self.constant_term() < 0 {
            // All atoms at 0 leaves only the constant.
            return false;
        }
        let mut positives: Vec<(&Monomial, u128)> = Vec::new();
        let mut negatives: Vec<(&Monomial, u128)> = Vec::new();
        for (m, c) in &self.terms {
            if m.is_one() {
                continue;
            }
            if *c > 0 {
                positives.push((m, c.unsigned_abs()));
            } else {
                negatives.push((m, c.unsigned_abs()));
            }
        }
        if negatives.is_empty() {
            return true;
        }
        // Spend the most contested budget last: a positive term that dominates few
        // negatives is used first. Heuristic only; any allocation found is a proof.
        let demand: Vec<usize> = positives.iter().map(|(p, _)| negatives.iter().filter(|(n, _)| p.dominates(n)).count()).collect();
        negatives.sort_by_key(|(m, _)| std::cmp::Reverse(m.degree()));
        for (neg, need) in &negatives {
            let mut need = *need;
            let mut payers: Vec<usize> = (0..positives.len()).filter(|&i| positives[i].0.dominates(neg)).collect();
            payers.sort_by_key(|&i| demand[i]);
            for i in payers {
                let take = need.min(positives[i].1);
                positives[i].1 -= take;
                need -= take;
                if need == 0 {
                    break;
                }
            }
            if need > 0 {
                return false;
            }
        }
        true
    }
}

impl fmt::Display for Poly {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.to_expr().fmt(f)
    }
}

pub(crate) fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Expr {
    /// The expression as a polynomial over its atoms. Never fails: a sum or product whose
    /// expansion overflows becomes an atom itself.
    pub fn to_poly(&self) -> Poly {
        if let Expr::Add(xs) | Expr::Mul(xs) = self {
            if unfoldable::known(xs) {
                return Poly::from_atom(Atom::new(self.clone()));
            }
        }
        self.try_to_poly().unwrap_or_else(|| {
            if let Expr::Add(xs) | Expr::Mul(xs) = self {
                unfoldable::remember(xs);
            }
            Poly::from_atom(Atom::new(self.clone()))
        })
    }

    fn try_to_poly(&self) -> Option<Poly> {
        match self {
            Expr::Const(c) => Some(Poly::from_const(*c)),
            // Each term that is one monomial (a constant, an atom, a product of those: every
            // term of a canonical sum) is added in place, which is what adding its one-term
            // polynomial does: the same coefficient additions in the same order, so the
            // same overflow.
            Expr::Add(terms) => {
                let mut acc = Poly { terms: Terms(Vec::with_capacity(terms.len())) };
                for t in terms.iter() {
                    match t.as_monomial() {
                        Some(Some((m, c))) => acc.add_term(m, c)?,
                        Some(None) => {}
                        None => acc = acc.add_owned(t.to_poly())?,
                    }
                }
                Some(acc)
            }
            Expr::Mul(factors) => match product_of_atoms(factors) {
                Some(Some((m, c))) => Some(Poly::term(m, c)),
                Some(None) => None,
                None => factors.iter().try_fold(Poly::from_const(1), |acc, f| acc.mul_owned(f.to_poly())),
            },
            _ => Some(Poly::from_atom(Atom::new(self.clone()))),
        }
    }

    /// `to_poly` of a constant, an atom or a product of those, as its one term without
    /// building a polynomial: `Some(None)` for zero, `None` for any other expression.
    fn as_monomial(&self) -> Option<Option<(Monomial, i128)>> {
        match self {
            Expr::Const(0) => Some(None),
            Expr::Const(c) => Some(Some((Monomial::one(), *c))),
            Expr::Add(_) => None,
            Expr::Mul(xs) => {
                if unfoldable::known(xs) {
                    return Some(Some((Monomial::of(Atom::new(self.clone())), 1)));
                }
                match product_of_atoms(xs)? {
                    Some((m, c)) => Some((c != 0).then_some((m, c))),
                    None => {
                        unfoldable::remember(xs);
                        Some(Some((Monomial::of(Atom::new(self.clone())), 1)))
                    }
                }
            }
            _ => Some(Some((Monomial::of(Atom::new(self.clone())), 1))),
        }
    }
}

/// The product of factors that are all constants or atoms, as the fold of
/// [`Poly::checked_mul`] from 1 computes it: the constants multiplied in order (checked;
/// a zero coefficient stays zero, as the zero polynomial does), the atoms' exponents
/// summed into one sorted monomial. `None` when a factor is a sum or product (the general
/// fold then), `Some(None)` when the fold would overflow.
fn product_of_atoms(factors: &[Expr]) -> Option<Option<(Monomial, i128)>> {
    if factors.iter().any(|f| matches!(f, Expr::Add(_) | Expr::Mul(_))) {
        return None;
    }
    let mut coeff: i128 = 1;
    let mut atoms: Vec<(Atom, u32)> = Vec::with_capacity(factors.len());
    for f in factors {
        match f {
            Expr::Const(c) => match coeff.checked_mul(*c) {
                Some(k) => coeff = k,
                None => return Some(None),
            },
            _ => atoms.push((Atom::new(f.clone()), 1)),
        }
    }
    if coeff == 0 {
        return Some(Some((Monomial::one(), 0)));
    }
    // Stable, like the merges of the fold; a canonical product's atoms are sorted already.
    atoms.sort_by(|a, b| a.0.cmp(&b.0));
    let mut merged: Vec<(Atom, u32)> = Vec::with_capacity(atoms.len());
    for (a, e) in atoms {
        match merged.last_mut() {
            Some((b, eb)) if *b == a => match eb.checked_add(e) {
                Some(sum) => *eb = sum,
                None => return Some(None),
            },
            _ => merged.push((a, e)),
        }
    }
    Some(Some((Monomial(merged), coeff)))
}

/// Sums and products whose expansion overflowed (kept unfolded, see [`MAX_TERMS`]), by
/// node identity. Without it every `to_poly` of a node built on an unfolded one expands
/// the whole unfolded subtree again, so a chain of n assignments that each build on the
/// previous one (`w{i+1} = w{i} * 2 + 1`, overflowing after 127 lines) costs n^2.
/// Failure is a pure function of the node's operands, so a hit returns exactly what the
/// expansion would. The map holds a clone of each node so that its address is not
/// reused while it is a key; it is cleared when full, which costs time, never results.
mod unfoldable {
    use std::cell::RefCell;
    use std::sync::Arc;

    use super::super::hash::FxHashMap;
    use super::Expr;

    const CAPACITY: usize = 1 << 14;

    thread_local! {
        static FAILED: RefCell<FxHashMap<usize, Arc<[Expr]>>> = RefCell::new(FxHashMap::default());
    }

    fn key(xs: &Arc<[Expr]>) -> usize {
        Arc::as_ptr(xs) as *const Expr as usize
    }

    pub(super) fn known(xs: &Arc<[Expr]>) -> bool {
        FAILED.with(|m| {
            let m = m.borrow();
            !m.is_empty() && m.contains_key(&key(xs))
        })
    }

    pub(super) fn remember(xs: &Arc<[Expr]>) {
        FAILED.with(|m| {
            let mut m = m.borrow_mut();
            if m.len() >= CAPACITY {
                m.clear();
            }
            m.insert(key(xs), xs.clone());
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(name: &str) -> Poly {
        Poly::from_var(name)
    }

    fn k(c: i128) -> Poly {
        Poly::from_const(c)
    }

    fn add(a: &Poly, b: &Poly) -> Poly {
        a.checked_add(b).unwrap()
    }

    fn mul(a: &Poly, b: &Poly) -> Poly {
        a.checked_mul(b).unwrap()
    }

    #[test]
    fn pad_product_expands_canonically() {
        let lhs = mul(&add(&v("s0"), &k(2)), &add(&v("s53"), &k(4)));
        let rhs = add(&add(&k(8), &mul(&k(2), &v("s53"))), &add(&mul(&k(4), &v("s0")), &mul(&v("s0"), &v("s53"))));
        assert_eq!(lhs, rhs);
        assert_eq!(lhs.len(), 4);
        assert_eq!(lhs.constant_term(), 8);
    }

    #[test]
    fn exact_division_of_pad_strides() {
        let (s0, s53, s77) = (v("s0"), v("s53"), v("s77"));
        // 24*s77 + 6*s53*s77 + 12*s0*s77 + 3*s0*s53*s77
        let n =
            [mul(&k(24), &s77), mul(&k(6), &mul(&s53, &s77)), mul(&k(12), &mul(&s0, &s77)), mul(&k(3), &mul(&s0, &mul(&s53, &s77)))].iter().fold(Poly::zero(), |a, t| add(&a, t));
        let d = mul(&add(&s0, &k(2)), &add(&s53, &k(4)));
        assert_eq!(n.div_exact(&d), Some(mul(&k(3), &s77)));
        // Off by one is not divisible, nor is a coefficient that does not divide.
        assert_eq!(add(&n, &k(1)).div_exact(&d), None);
        assert_eq!(n.div_exact(&mul(&k(5), &d)), None);
        assert_eq!(d.div_exact(&n), None);
        assert_eq!(Poly::zero().div_exact(&d), Some(Poly::zero()));
        assert_eq!(d.div_exact(&Poly::zero()), None);
    }

    #[test]
    fn division_is_complete_on_products() {
        let (x, y, z) = (v("x"), v("y"), v("z"));
        let a = add(&add(&mul(&x, &x), &mul(&k(-3), &y)), &k(7));
        let b = add(&add(&mul(&y, &z), &x), &k(-2));
        let p = mul(&a, &b);
        assert_eq!(p.div_exact(&a), Some(b.clone()));
        assert_eq!(p.div_exact(&b), Some(a.clone()));
        assert_eq!(p.div_exact(&add(&a, &k(1))), None);
    }

    #[test]
    fn coeff_of_splits_linear_forms() {
        // (-1) + x0 + ((-2)*ks3) + ks3*x1 + ks2*ks3*x2 in x1
        let (x0, x1, x2, ks2, ks3) = (v("x0"), v("x1"), v("x2"), v("ks2"), v("ks3"));
        let p = [k(-1), x0.clone(), mul(&k(-2), &ks3), mul(&ks3, &x1), mul(&ks2, &mul(&ks3, &x2))].iter().fold(Poly::zero(), |a, t| add(&a, t));
        let (a, b) = p.coeff_of("x1").unwrap();
        assert_eq!(a, ks3);
        assert_eq!(b.degree_in("x1"), 0);
        assert_eq!(add(&mul(&a, &x1), &b), p);
        assert!(mul(&x1, &x1).coeff_of("x1").is_none());
        assert_eq!(p.degree_in("ks3"), 1);
        assert_eq!(mul(&p, &ks3).degree_in("ks3"), 2);
    }

    #[test]
    fn substitute_replaces_inside_atoms() {
        let x = Expr::var("x");
        let p = (Expr::var("y") + Expr::floor_div(x.clone() + 8, Expr::int(4))).to_poly();
        let q = p.substitute("x", &mul(&k(4), &v("z"))).unwrap();
        // (4z + 8) // 4 = z + 2
        assert_eq!(q, add(&add(&v("y"), &v("z")), &k(2)));
    }

    #[test]
    fn nonneg_proofs_that_must_succeed() {
        let (s0, s53, s77) = (v("s0"), v("s53"), v("s77"));
        let lower = |_: &Atom| Some(1);
        // 3*s0*s53*s77 - 1 - s0*s53
        let p = add(&add(&mul(&k(3), &mul(&s0, &mul(&s53, &s77))), &k(-1)), &mul(&k(-1), &mul(&s0, &s53)));
        assert!(p.nonneg_on(&lower));
        // Storage extent minus the last index a (s77, 3, 4+s53, 2+s0) contiguous
        // tensor touches, minus one: numel - 1 - maxindex = 0.
        let numel = mul(&mul(&k(3), &s77), &mul(&add(&s53, &k(4)), &add(&s0, &k(2))));
        let max_index = add(&numel, &k(-1));
        let slack = add(&add(&numel, &k(-1)), &max_index.checked_neg().unwrap());
        assert!(slack.nonneg_on(&lower));
        assert!(numel.positive_on(&lower));
        // t^2 - t >= 0 needs the dominance rule.
        let t = v("t");
        assert!(add(&mul(&t, &t), &t.checked_neg().unwrap()).nonneg_on(&|_| Some(0)));
        // x*y - y with x >= 1, y >= 0: shifts to x'*y.
        let (x, y) = (v("x"), v("y"));
        let r = |a: &Atom| Some(if a.as_var() == Some("x") { 1 } else { 0 });
        assert!(add(&mul(&x, &y), &y.checked_neg().unwrap()).nonneg_on(&r));
        // Upper bounds only: 10 - i for i <= 10.
        let i = v("i");
        assert!(add(&k(10), &i.checked_neg().unwrap()).nonneg_within(&|_| (None, Some(10))));
    }

    #[test]
    fn nonneg_proofs_that_must_fail() {
        let s0 = v("s0");
        assert!(!add(&s0, &k(-3)).nonneg_on(&|_| Some(2)));
        assert!(add(&s0, &k(-2)).nonneg_on(&|_| Some(2)));
        assert!(!add(&s0, &k(-2)).positive_on(&|_| Some(2)));
        // Unbounded atom.
        assert!(!s0.nonneg_on(&|_| None));
        // x*y - x is negative at y = 0 < 1 = x: dominance needs the same support.
        let (x, y) = (v("x"), v("y"));
        assert!(!add(&mul(&x, &y), &x.checked_neg().unwrap()).nonneg_on(&|_| Some(0)));
        // t - t^2 is negative at t = 2.
        let t = v("t");
        assert!(!add(&t, &mul(&t, &t).checked_neg().unwrap()).nonneg_on(&|_| Some(0)));
        // Constant polynomial.
        assert!(!k(-1).nonneg_on(&|_| Some(0)));
        assert!(k(0).nonneg_on(&|_| None));
    }

    #[test]
    fn overflow_is_reported_not_wrapped() {
        let big = k(i128::MAX);
        assert!(big.checked_add(&k(1)).is_none());
        assert!(mul(&big, &v("x")).checked_scale(2).is_none());
        assert!(v("x").checked_add(&k(1)).unwrap().checked_pow(200).is_none());
        // A shift that overflows is "not proven", not a panic.
        assert!(!mul(&v("x"), &v("x")).nonneg_on(&|_| Some(i128::MAX)));
    }

    #[test]
    fn grlex_is_total_and_multiplicative_on_samples() {
        let atoms = ["a", "b", "c"].map(Atom::var);
        let mut monos = vec![Monomial::one()];
        for ea in 0..3u32 {
            for eb in 0..3u32 {
                for ec in 0..2u32 {
                    let f: Vec<(Atom, u32)> = [(0, ea), (1, eb), (2, ec)].iter().filter(|(_, e)| *e > 0).map(|(i, e)| (atoms[*i].clone(), *e)).collect();
                    monos.push(Monomial(f));
                }
            }
        }
        for x in &monos {
            for y in &monos {
                let o = x.grlex_cmp(y);
                assert_eq!(o, y.grlex_cmp(x).reverse());
                assert_eq!(o == Ordering::Equal, x == y);
                for z in &monos {
                    let (xz, yz) = (x.checked_mul(z).unwrap(), y.checked_mul(z).unwrap());
                    assert_eq!(xz.grlex_cmp(&yz), o);
                    assert_eq!(xz.divide(z).as_ref(), Some(x));
                }
            }
        }
    }
}
