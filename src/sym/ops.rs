//! Smart constructors: the only way canonical expressions are built.
//!
//! Sums and products go through [`Poly`], which flattens, folds constants, combines like
//! terms and distributes, so polynomial equality is structural equality. Division and
//! remainder simplify only by identities that hold for every integer value of every
//! symbol, negative ones included; each rule carries its one-line proof. Where i128
//! arithmetic would overflow during simplification, the node is kept unsimplified
//! (still exact, merely not canonical).

use std::collections::BTreeSet;
use std::sync::Arc;

use super::eval::{c_mod_i128, floor_div_i128, pow_i128, py_mod_i128, trunc_div_i128};
use super::expr::{Cond, Expr, Rel};
use super::poly::{gcd, Monomial, Poly, MAX_EXPANDED_EXPONENT};

// The inherent `add`/`sub`/`mul`/`neg` duplicate the operator traits (implemented below)
// so that callers need no trait imports; inherent `min`/`max` also shadow `Ord::min`,
// which on `Expr` would compare trees, not values.
#[allow(clippy::should_implement_trait)]
impl Expr {
    /// A lower bound of this sum with every term `k*(a // c)` (`c > 0` dividing `k`)
    /// replaced by `(k/c)*a` when `k < 0`, `(k/c)*(a - c + 1)` when `k > 0`: `c*(a // c)`
    /// lies in `[a - c + 1, a]`.
    pub fn floor_divs_relaxed_low(&self) -> Expr {
        let relax = |t: &Expr| -> Option<Expr> {
            let (k, fd) = match t {
                Expr::FloorDiv(..) => (1, t),
                Expr::Mul(xs) => match &xs[..] {
                    [Expr::Const(k), fd @ Expr::FloorDiv(..)] => (*k, fd),
                    _ => return None,
                },
                _ => return None,
            };
            let Expr::FloorDiv(a, c) = fd else { return None };
            let c = c.as_const().filter(|c| *c > 0)?;
            if k % c != 0 {
                return None;
            }
            let m = Expr::int(k / c);
            Some(if k < 0 { m * (**a).clone() } else { m * ((**a).clone() - Expr::int(c - 1)) })
        };
        let terms: &[Expr] = match self {
            Expr::Add(xs) => xs,
            other => std::slice::from_ref(other),
        };
        Expr::sum(terms.iter().map(|t| relax(t).unwrap_or_else(|| t.clone())))
    }

    pub fn int(v: i128) -> Expr {
        Expr::Const(v)
    }

    pub fn var(name: &str) -> Expr {
        Expr::Var(Arc::from(name))
    }

    pub fn as_const(&self) -> Option<i128> {
        match self {
            Expr::Const(c) => Some(*c),
            _ => None,
        }
    }

    pub fn as_var(&self) -> Option<&str> {
        match self {
            Expr::Var(n) => Some(n),
            _ => None,
        }
    }

    pub fn add(self, rhs: Expr) -> Expr {
        direct::sum(&self, &rhs, false).unwrap_or_else(|| add_via_poly(self, rhs))
    }

    /// `self + (-rhs)`, as [`Expr::add`] of [`Expr::neg`] builds it, without writing the
    /// negation out as an expression and reading it back: that round trip gives the
    /// polynomial back unchanged unless an exponent is too large to write out (then, and
    /// when the negation overflows, the two steps are taken as they are).
    pub fn sub(self, rhs: Expr) -> Expr {
        direct::sum(&self, &rhs, true).unwrap_or_else(|| sub_via_poly(self, rhs))
    }

    pub fn mul(self, rhs: Expr) -> Expr {
        direct::product(&self, &rhs).unwrap_or_else(|| mul_via_poly(self, rhs))
    }

    pub fn neg(self) -> Expr {
        direct::scaled(&self, -1).unwrap_or_else(|| neg_via_poly(self))
    }

    /// `0 + a + b + ...`, exactly as the pairwise fold with [`Expr::add`] builds it, but
    /// accumulated in one polynomial: the pairwise fold converts the growing sum to a
    /// polynomial and back at every step, n^2 for n terms. The accumulation runs the same
    /// additions in the same order, so it overflows exactly where the fold would; then
    /// (and where a power too large to write out would make the round trip through `Expr`
    /// differ) the pairwise fold itself is used.
    pub fn sum(items: impl IntoIterator<Item = Expr>) -> Expr {
        let items: Vec<Expr> = items.into_iter().collect();
        direct::sum_of(&items).unwrap_or_else(|| sum_via_poly(items))
    }

    /// `1 * a * b * ...`, as the pairwise fold with [`Expr::mul`] builds it; see
    /// [`Expr::sum`] for why it accumulates a polynomial and when it falls back.
    pub fn product(items: impl IntoIterator<Item = Expr>) -> Expr {
        let items: Vec<Expr> = items.into_iter().collect();
        direct::product_of(&items).unwrap_or_else(|| product_via_poly(items))
    }

    /// Python `self // d` (floor).
    pub fn floor_div(self, d: Expr) -> Expr {
        let Some(c) = d.as_const() else {
            return Expr::FloorDiv(Arc::new(self), Arc::new(d));
        };
        let node = |a: Expr| Expr::FloorDiv(Arc::new(a), Arc::new(Expr::Const(c)));
        if c == 0 {
            return node(self);
        }
        if let Some(a) = self.as_const() {
            return floor_div_i128(a, c).map_or_else(|_| node(self), Expr::Const);
        }
        if c < 0 {
            // floor(a / -k) = floor(-a / k)
            return match c.checked_neg() {
                Some(k) => self.neg().floor_div(Expr::Const(k)),
                None => node(self),
            };
        }
        if c == 1 {
            return self;
        }
        // a = c*Q + R with Q integer, so floor(a/c) = Q + floor(R/c).
        let (multiples, rest) = split_multiples(&self.to_poly(), c);
        let rest = if let Some(r) = rest.constant() { floor_div_i128(r, c).map_or_else(|_| node(rest.to_expr()), Expr::Const) } else { floor_div_reduced(rest, c) };
        multiples.to_expr().add(rest)
    }

    /// Python `self % d` (result has the divisor's sign).
    pub fn py_mod(self, d: Expr) -> Expr {
        let Some(c) = d.as_const() else {
            return Expr::PyMod(Arc::new(self), Arc::new(d));
        };
        let node = |a: Expr, c: i128| Expr::PyMod(Arc::new(a), Arc::new(Expr::Const(c)));
        if c == 0 {
            return node(self, c);
        }
        if let Some(a) = self.as_const() {
            return py_mod_i128(a, c).map_or_else(|_| node(self, c), Expr::Const);
        }
        if c == 1 || c == -1 {
            return Expr::Const(0);
        }
        let Some(magnitude) = c.checked_abs() else {
            return node(self, c);
        };
        // (R + c*Q) mod c = R mod c for integer Q.
        let (_, rest) = split_multiples(&self.to_poly(), magnitude);
        if let Some(r) = rest.constant() {
            return py_mod_i128(r, c).map_or_else(|_| node(rest.to_expr(), c), Expr::Const);
        }
        let g = common_factor(&rest, magnitude);
        if g > 1 {
            // gX mod gk = gX - gk*floor(X/k) = g*(X mod k) for g > 0.
            if let Some(reduced) = rest.div_exact_const(g) {
                return Expr::Const(g).mul(reduced.to_expr().py_mod(Expr::Const(c / g)));
            }
        }
        if let Some((inner, m)) = single_atom_mod(&rest, ModKind::Python).filter(|_| c > 0) {
            if m > 0 && m % c == 0 {
                // c | m, so x mod m = x - m*k is congruent to x mod c.
                return inner.py_mod(Expr::Const(c));
            }
            if m > 0 && m <= c {
                // x mod m already lies in [0, m) within [0, c).
                return rest.to_expr();
            }
        }
        node(rest.to_expr(), c)
    }

    /// C/Triton `self / d` on integers (toward zero).
    pub fn trunc_div(self, d: Expr) -> Expr {
        let Some(c) = d.as_const() else {
            return Expr::TruncDiv(Arc::new(self), Arc::new(d));
        };
        let node = |a: Expr, c: i128| Expr::TruncDiv(Arc::new(a), Arc::new(Expr::Const(c)));
        if c == 0 {
            return node(self, c);
        }
        if let Some(a) = self.as_const() {
            return trunc_div_i128(a, c).map_or_else(|_| node(self, c), Expr::Const);
        }
        if c < 0 {
            // trunc(a / -k) = -trunc(a / k)
            return match c.checked_neg() {
                Some(k) => self.trunc_div(Expr::Const(k)).neg(),
                None => node(self, c),
            };
        }
        if c == 1 {
            return self;
        }
        let p = self.to_poly();
        if let Some(q) = p.div_exact_const(c) {
            // a = c*q exactly: no rounding happens.
            return q.to_expr();
        }
        let g = common_factor(&p, c);
        if g > 1 {
            // trunc(gX / gk) = trunc(X / k): the same rational.
            if let Some(reduced) = p.div_exact_const(g) {
                return reduced.to_expr().trunc_div(Expr::Const(c / g));
            }
        }
        if let Some((inner, d)) = single_atom_div(&p, DivKind::Trunc) {
            // trunc(trunc(x/d)/c) = trunc(x/(d*c)) for d, c > 0: true for x >= 0 as for
            // floor, and trunc is odd.
            if let Some(dc) = d.checked_mul(c).filter(|_| d > 0) {
                return inner.trunc_div(Expr::Const(dc));
            }
        }
        node(p.to_expr(), c)
    }

    /// C/Triton `self % d` (result has the dividend's sign).
    pub fn c_mod(self, d: Expr) -> Expr {
        let Some(c) = d.as_const() else {
            return Expr::CMod(Arc::new(self), Arc::new(d));
        };
        let node = |a: Expr, c: i128| Expr::CMod(Arc::new(a), Arc::new(Expr::Const(c)));
        if c == 0 {
            return node(self, c);
        }
        if let Some(a) = self.as_const() {
            return c_mod_i128(a, c).map_or_else(|_| node(self, c), Expr::Const);
        }
        if c == 1 || c == -1 {
            return Expr::Const(0);
        }
        if c < 0 {
            // a - (-k)*trunc(a/-k) = a - k*trunc(a/k)
            return match c.checked_neg() {
                Some(k) => self.c_mod(Expr::Const(k)),
                None => node(self, c),
            };
        }
        let p = self.to_poly();
        if p.div_exact_const(c).is_some() {
            return Expr::Const(0);
        }
        let g = common_factor(&p, c);
        if g > 1 {
            // gX - gk*trunc(X/k) = g*(X - k*trunc(X/k)) for g > 0.
            if let Some(reduced) = p.div_exact_const(g) {
                return Expr::Const(g).mul(reduced.to_expr().c_mod(Expr::Const(c / g)));
            }
        }
        if let Some((inner, m)) = single_atom_mod(&p, ModKind::C) {
            if m > 0 && m % c == 0 {
                // x mod m is congruent to x mod c (c | m) and has x's sign or is 0 (then
                // x is a multiple of m, hence of c): both remainders agree.
                return inner.c_mod(Expr::Const(c));
            }
            if m > 0 && m <= c {
                // |x mod m| < m <= c: already reduced.
                return p.to_expr();
            }
        }
        node(p.to_expr(), c)
    }

    /// `ceil(self / d)` in Python's terms: `-((-self) // d)`.
    pub fn ceil_div(self, d: Expr) -> Expr {
        self.neg().floor_div(d).neg()
    }

    /// Symbolic minimum. Shadows `Ord::min`, which would compare trees.
    pub fn min(self, other: Expr) -> Expr {
        Expr::min_of([self, other])
    }

    pub fn max(self, other: Expr) -> Expr {
        Expr::max_of([self, other])
    }

    /// n-ary minimum: nested minima flattened, operands that differ from another by a
    /// constant pruned (the larger can never be the minimum), sorted.
    pub fn min_of(items: impl IntoIterator<Item = Expr>) -> Expr {
        extreme_of(items, Extreme::Min)
    }

    pub fn max_of(items: impl IntoIterator<Item = Expr>) -> Expr {
        extreme_of(items, Extreme::Max)
    }

    /// `|self|`, as `max(self, -self)`, which the rest of the engine already reasons about.
    pub fn abs(self) -> Expr {
        if let Some(c) = self.as_const() {
            if let Some(a) = c.checked_abs() {
                return Expr::Const(a);
            }
        }
        let minus = self.clone().neg();
        self.max(minus)
    }

    /// `self ** exp`. Constant non-negative exponents up to 64 are expanded.
    pub fn pow(self, exp: Expr) -> Expr {
        let node = |b: Expr, e: Expr| Expr::Pow(Arc::new(b), Arc::new(e));
        match (self.as_const(), exp.as_const()) {
            (Some(b), Some(e)) => pow_i128(b, e).map_or_else(|_| node(self, exp), Expr::Const),
            // Python: x ** 0 == 1 for every integer x, 0 included.
            (_, Some(0)) => Expr::Const(1),
            (_, Some(1)) => self,
            (_, Some(e)) if e > 1 && e <= i128::from(MAX_EXPANDED_EXPONENT) => match u32::try_from(e).ok().and_then(|e| self.to_poly().checked_pow(e)) {
                Some(p) => p.to_expr(),
                None => node(self, exp),
            },
            _ => node(self, exp),
        }
    }

    /// `tl.where(cond, a, b)` / `cond ? a : b` / `a if cond else b`.
    pub fn where_(cond: Cond, a: Expr, b: Expr) -> Expr {
        match cond {
            Cond::True => a,
            Cond::False => b,
            _ if a == b => a,
            Cond::Not(inner) => Expr::Where(inner, Arc::new(b), Arc::new(a)),
            _ => Expr::Where(Arc::new(cond), Arc::new(a), Arc::new(b)),
        }
    }

    /// Whether the variable `name` occurs anywhere, conditions included.
    /// Whether the expression, written out as a tree (shared subtrees counted at every
    /// use), has at most `limit` nodes. Costs at most `limit` steps, so it is safe on
    /// expressions that share subtrees heavily (`t1 = t0//2 + t0%3`, ... written out is
    /// exponential): callers bound what they expand, print or analyse with it.
    pub fn size_at_most(&self, limit: usize) -> bool {
        let mut left = limit;
        tree_size_within(self, &mut left)
    }

    pub fn contains_var(&self, name: &str) -> bool {
        match self {
            Expr::Const(_) => false,
            Expr::Var(n) => &**n == name,
            Expr::Add(xs) | Expr::Mul(xs) | Expr::Min(xs) | Expr::Max(xs) => xs.iter().any(|x| x.contains_var(name)),
            Expr::FloorDiv(a, b) | Expr::PyMod(a, b) | Expr::TruncDiv(a, b) | Expr::CMod(a, b) | Expr::Pow(a, b) => a.contains_var(name) || b.contains_var(name),
            Expr::Where(c, a, b) => c.contains_var(name) || a.contains_var(name) || b.contains_var(name),
        }
    }

    pub fn free_vars(&self) -> BTreeSet<Arc<str>> {
        let mut out = BTreeSet::new();
        self.collect_vars(&mut out);
        out
    }

    pub(crate) fn collect_vars(&self, out: &mut BTreeSet<Arc<str>>) {
        match self {
            Expr::Const(_) => {}
            Expr::Var(n) => {
                out.insert(n.clone());
            }
            Expr::Add(xs) | Expr::Mul(xs) | Expr::Min(xs) | Expr::Max(xs) => xs.iter().for_each(|x| x.collect_vars(out)),
            Expr::FloorDiv(a, b) | Expr::PyMod(a, b) | Expr::TruncDiv(a, b) | Expr::CMod(a, b) | Expr::Pow(a, b) => {
                a.collect_vars(out);
                b.collect_vars(out);
            }
            Expr::Where(c, a, b) => {
                c.collect_vars(out);
                a.collect_vars(out);
                b.collect_vars(out);
            }
        }
    }

    /// Replaces variables by expressions, rebuilding through the smart constructors.
    pub fn substitute(&self, vars: &impl Fn(&str) -> Option<Expr>) -> Expr {
        self.substitute_with(vars, &|_| None)
    }

    /// Replaces variables and opaque conditions (a mask name such as `tmp3` that
    /// `cond_from_py` could not see through) at once.
    pub fn substitute_with(&self, vars: &impl Fn(&str) -> Option<Expr>, opaques: &impl Fn(&str) -> Option<Cond>) -> Expr {
        Substitution { vars, opaques }.expr(self)
    }
}

struct Substitution<'a, V, O> {
    vars: &'a V,
    opaques: &'a O,
}

impl<V, O> Substitution<'_, V, O>
where
    V: Fn(&str) -> Option<Expr>,
    O: Fn(&str) -> Option<Cond>,
{
    fn expr(&self, e: &Expr) -> Expr {
        self.changed_expr(e).unwrap_or_else(|| e.clone())
    }

    fn cond(&self, c: &Cond) -> Cond {
        self.changed_cond(c).unwrap_or_else(|| c.clone())
    }

    /// The substituted expression, or `None` when no variable in `e` is replaced: `e` is
    /// then kept as it is (its subtrees shared, not rebuilt: the smart constructors built
    /// it already). A node with a replaced variable below it is rebuilt through the smart
    /// constructors, from its rebuilt children and its other children as they are.
    fn changed_expr(&self, e: &Expr) -> Option<Expr> {
        match e {
            Expr::Const(_) => None,
            Expr::Var(n) => (self.vars)(n),
            Expr::Add(xs) => self.changed_list(xs).map(Expr::sum),
            Expr::Mul(xs) => self.changed_list(xs).map(Expr::product),
            Expr::Min(xs) => self.changed_list(xs).map(Expr::min_of),
            Expr::Max(xs) => self.changed_list(xs).map(Expr::max_of),
            Expr::FloorDiv(a, b) => self.changed_two(a, b).map(|(a, b)| a.floor_div(b)),
            Expr::PyMod(a, b) => self.changed_two(a, b).map(|(a, b)| a.py_mod(b)),
            Expr::TruncDiv(a, b) => self.changed_two(a, b).map(|(a, b)| a.trunc_div(b)),
            Expr::CMod(a, b) => self.changed_two(a, b).map(|(a, b)| a.c_mod(b)),
            Expr::Pow(a, b) => self.changed_two(a, b).map(|(a, b)| a.pow(b)),
            Expr::Where(c, a, b) => {
                let (nc, na, nb) = (self.changed_cond(c), self.changed_expr(a), self.changed_expr(b));
                if nc.is_none() && na.is_none() && nb.is_none() {
                    return None;
                }
                Some(Expr::where_(nc.unwrap_or_else(|| (**c).clone()), na.unwrap_or_else(|| (**a).clone()), nb.unwrap_or_else(|| (**b).clone())))
            }
        }
    }

    fn changed_two(&self, a: &Expr, b: &Expr) -> Option<(Expr, Expr)> {
        match (self.changed_expr(a), self.changed_expr(b)) {
            (None, None) => None,
            (na, nb) => Some((na.unwrap_or_else(|| a.clone()), nb.unwrap_or_else(|| b.clone()))),
        }
    }

    /// The operands with the changed ones replaced, or `None` when none changed.
    fn changed_list(&self, xs: &[Expr]) -> Option<Vec<Expr>> {
        changed_items(xs, |x| self.changed_expr(x))
    }

    fn changed_cond(&self, c: &Cond) -> Option<Cond> {
        match c {
            Cond::True | Cond::False => None,
            Cond::Opaque(name) => (self.opaques)(name),
            Cond::Cmp(rel, a, b) => self.changed_two(a, b).map(|(a, b)| Cond::cmp(*rel, a, b)),
            Cond::And(xs) => self.changed_conds(xs).map(Cond::and),
            Cond::Or(xs) => self.changed_conds(xs).map(Cond::or),
            Cond::Not(x) => self.changed_cond(x).map(Cond::not),
        }
    }

    fn changed_conds(&self, xs: &[Cond]) -> Option<Vec<Cond>> {
        changed_items(xs, |x| self.changed_cond(x))
    }
}

/// `xs` with each item `change` rewrites replaced, or `None` when it rewrites none (the
/// unchanged items are cloned only once one has changed).
fn changed_items<T: Clone>(xs: &[T], change: impl Fn(&T) -> Option<T>) -> Option<Vec<T>> {
    let mut out: Option<Vec<T>> = None;
    for (i, x) in xs.iter().enumerate() {
        match (change(x), &mut out) {
            (Some(y), Some(v)) => v.push(y),
            (Some(y), None) => {
                let mut v = Vec::with_capacity(xs.len());
                v.extend_from_slice(&xs[..i]);
                v.push(y);
                out = Some(v);
            }
            (None, Some(v)) => v.push(x.clone()),
            (None, None) => {}
        }
    }
    out
}

// The constructors' general path: through the polynomial and back. [`direct`] builds
// the same result without it where the operands are already canonical.

fn add_via_poly(a: Expr, b: Expr) -> Expr {
    match a.to_poly().add_owned(b.to_poly()) {
        Some(p) => p.to_expr(),
        None => unfolded(Fold::Sum, vec![a, b]),
    }
}

/// [`Expr::sum`] through one polynomial accumulator (or the pairwise fold).
fn sum_via_poly(items: Vec<Expr>) -> Expr {
    if items.len() > 2 {
        let mut acc = Poly::zero();
        let folded = items.iter().try_for_each(|x| {
            let p = x.to_poly();
            (p.max_exponent() <= MAX_EXPANDED_EXPONENT).then_some(())?;
            acc.add_assign_owned(p)
        });
        if folded.is_some() {
            return acc.to_expr();
        }
    }
    items.into_iter().fold(Expr::Const(0), Expr::add)
}

/// [`Expr::product`] through one polynomial accumulator (or the pairwise fold).
fn product_via_poly(items: Vec<Expr>) -> Expr {
    if items.len() > 2 {
        let mut acc = Poly::from_const(1);
        let folded = items.iter().try_for_each(|x| {
            acc = std::mem::take(&mut acc).mul_owned(x.to_poly())?;
            (acc.max_exponent() <= MAX_EXPANDED_EXPONENT).then_some(())
        });
        if folded.is_some() {
            return acc.to_expr();
        }
    }
    items.into_iter().fold(Expr::Const(1), Expr::mul)
}

fn sub_via_poly(a: Expr, b: Expr) -> Expr {
    match b.to_poly().scale_owned(-1) {
        Some(negated) if negated.max_exponent() <= MAX_EXPANDED_EXPONENT => match a.to_poly().add_owned(negated) {
            Some(p) => p.to_expr(),
            None => unfolded(Fold::Sum, vec![a, b.neg()]),
        },
        _ => a.add(b.neg()),
    }
}

fn mul_via_poly(a: Expr, b: Expr) -> Expr {
    match a.to_poly().mul_owned(b.to_poly()) {
        Some(p) => p.to_expr(),
        None => unfolded(Fold::Product, vec![a, b]),
    }
}

fn neg_via_poly(a: Expr) -> Expr {
    match a.to_poly().scale_owned(-1) {
        Some(p) => p.to_expr(),
        None => unfolded(Fold::Product, vec![Expr::Const(-1), a]),
    }
}

/// Sums, differences and products of operands that are already canonical, built term by
/// term without the round trip through [`Poly`] (two conversions and their allocations
/// per operation, most of the constructors' cost). Each function answers exactly what the
/// round trip would, or `None` (then the caller takes the round trip): an operand that is
/// not recognisably canonical, a coefficient that overflows, an exponent too large to
/// write out, or a case not handled here.
///
/// Why the answers agree: a canonical expression is what [`Poly::to_expr`] writes, and
/// reading it back ([`Expr::to_poly`]) gives that polynomial again, term for term: each
/// term is a nonzero constant, an atom, or a product `[k,] a1, a2, ...` of an optional
/// coefficient `k` (not 0 or 1) and sorted atoms (an atom repeated `e <= 64` times is its
/// power `e`), the terms sorted with pairwise distinct monomials. The polynomial
/// operations combine the coefficients of equal monomials (exactly the checked additions
/// and multiplications below, failing where those fail) and `to_expr` writes each
/// resulting term in that form and sorts the terms, as [`direct::term`] and the final
/// sort here do.
mod direct {

    use super::super::expr::Expr;
    use super::MAX_EXPANDED_EXPONENT;

    /// Larger sums take the general path: the distinct-monomial check is quadratic.
    const MAX_TERMS: usize = 16;

    /// A canonical term as (coefficient, atoms with repetition), or `None` when `t` is not
    /// in the form [`Poly::to_expr`](super::Poly::to_expr) writes a term (constants are
    /// left to the caller).
    fn parts(t: &Expr) -> Option<(i128, &[Expr])> {
        match t {
            Expr::Const(_) | Expr::Add(_) => None,
            Expr::Mul(xs) => {
                let (k, atoms) = match &xs[..] {
                    [Expr::Const(k), rest @ ..] => (*k, rest),
                    all => (1, all),
                };
                let written = match k {
                    0 => false,
                    1 => atoms.len() >= 2 && !matches!(xs[0], Expr::Const(_)),
                    _ => !atoms.is_empty(),
                };
                (written && atoms_in_order(atoms)).then_some((k, atoms))
            }
            atom => Some((1, std::slice::from_ref(atom))),
        }
    }

    /// Atoms (no constant, sum or product), sorted, none repeated more than
    /// [`MAX_EXPANDED_EXPONENT`] times (a larger power is written as `Pow`).
    fn atoms_in_order(atoms: &[Expr]) -> bool {
        let mut run = 0u32;
        for (i, a) in atoms.iter().enumerate() {
            if matches!(a, Expr::Const(_) | Expr::Add(_) | Expr::Mul(_)) {
                return false;
            }
            run = match i.checked_sub(1).map(|j| atoms[j].cmp(a)) {
                Some(std::cmp::Ordering::Greater) => return false,
                Some(std::cmp::Ordering::Equal) => run + 1,
                _ => 1,
            };
            if run > MAX_EXPANDED_EXPONENT {
                return false;
            }
        }
        true
    }

    /// A term's coefficient and atoms, constants included (no atoms).
    fn coefficient_and_atoms(t: &Expr) -> Option<(i128, &[Expr])> {
        match t {
            Expr::Const(k) => Some((*k, &[])),
            other => parts(other),
        }
    }

    /// The terms of a canonical expression (none for 0), or `None` when `e` is not
    /// recognisably canonical.
    fn terms(e: &Expr) -> Option<&[Expr]> {
        match e {
            Expr::Const(0) => Some(&[]),
            Expr::Add(xs) => {
                if xs.len() < 2 || xs.len() > MAX_TERMS {
                    return None;
                }
                for (i, t) in xs.iter().enumerate() {
                    let atoms = match t {
                        // Only the first term may be the constant (it sorts first).
                        Expr::Const(k) if i == 0 && *k != 0 => continue,
                        other => parts(other)?.1,
                    };
                    if i > 0 && xs[i - 1] >= *t {
                        return None;
                    }
                    // Like terms are combined: no earlier term has these atoms.
                    if xs[..i].iter().any(|u| parts(u).is_some_and(|(_, b)| b == atoms)) {
                        return None;
                    }
                }
                Some(xs)
            }
            Expr::Const(_) => Some(std::slice::from_ref(e)),
            other => parts(other).map(|_| std::slice::from_ref(other)),
        }
    }

    /// The term `k * atoms` as `to_expr` writes it; `k != 0`.
    fn term(k: i128, atoms: &[Expr]) -> Expr {
        match (atoms, k) {
            ([], _) => Expr::Const(k),
            ([one], 1) => one.clone(),
            (_, 1) => Expr::Mul(atoms.into()),
            _ => Expr::Mul(std::iter::once(Expr::Const(k)).chain(atoms.iter().cloned()).collect()),
        }
    }

    /// Sorted terms as one expression, as `to_expr` writes them.
    fn written(mut out: Vec<Expr>) -> Expr {
        out.sort();
        match out.len() {
            0 => Expr::Const(0),
            1 => out.pop().unwrap_or(Expr::Const(0)),
            _ => Expr::Add(out.into()),
        }
    }

    /// `a + b`, or `a - b` when `negate_b`.
    pub(super) fn sum(a: &Expr, b: &Expr, negate_b: bool) -> Option<Expr> {
        // `a - b` is `a + (-b)` with every coefficient of `b` negated first: where a
        // negation overflows the general path answers differently from `a - b` computed
        // at once, so it is left to it.
        let signed = |k: i128| if negate_b { k.checked_neg() } else { Some(k) };
        if let (Expr::Const(x), Expr::Const(y)) = (a, b) {
            return x.checked_add(signed(*y)?).map(Expr::Const);
        }
        let (ta, tb) = (terms(a)?, terms(b)?);
        if tb.is_empty() {
            return Some(a.clone());
        }
        if ta.is_empty() {
            return if negate_b { scaled(b, -1) } else { Some(b.clone()) };
        }
        // Which terms of `b` have been combined with one of `a` (at most MAX_TERMS).
        let mut used = 0u32;
        let mut out = Vec::with_capacity(ta.len() + tb.len());
        for t in ta {
            let (ka, atoms) = coefficient_and_atoms(t)?;
            let matching = tb.iter().enumerate().find_map(|(j, u)| coefficient_and_atoms(u).filter(|(_, b)| *b == atoms).map(|(kb, _)| (j, kb)));
            match matching {
                None => out.push(t.clone()),
                Some((j, kb)) => {
                    used |= 1 << j;
                    let k = ka.checked_add(signed(kb)?)?;
                    if k != 0 {
                        out.push(term(k, atoms));
                    }
                }
            }
        }
        for (j, u) in tb.iter().enumerate() {
            if used & (1 << j) != 0 {
                continue;
            }
            if negate_b {
                let (k, atoms) = coefficient_and_atoms(u)?;
                out.push(term(signed(k)?, atoms));
            } else {
                out.push(u.clone());
            }
        }
        Some(written(out))
    }

    /// Terms a sum of several operands may collect before the general path takes over
    /// (finding like terms is quadratic).
    const MAX_SUM_TERMS: usize = 32;

    /// `0 + items[0] + items[1] + ...`: the coefficients of each monomial are added in
    /// the items' order, the additions the pairwise fold and the polynomial accumulator
    /// of [`Expr::sum`](super::Expr::sum) both make, so where none overflows all three
    /// give the exact sum. A term whose coefficient no other term changes is kept as
    /// written (shared, not rebuilt).
    pub(super) fn sum_of(items: &[Expr]) -> Option<Expr> {
        if let [one] = items {
            return terms(one).map(|_| one.clone());
        }
        // (coefficient, atoms, the term as written while no other term has joined it)
        let mut acc: Vec<(i128, &[Expr], Option<&Expr>)> = Vec::new();
        for e in items {
            for t in terms(e)? {
                let (k, atoms) = coefficient_and_atoms(t)?;
                match acc.iter().position(|(_, b, _)| *b == atoms) {
                    Some(i) => {
                        acc[i].0 = acc[i].0.checked_add(k)?;
                        acc[i].2 = None;
                    }
                    None if acc.len() < MAX_SUM_TERMS => acc.push((k, atoms, Some(t))),
                    None => return None,
                }
            }
        }
        let out = acc.into_iter().filter(|(k, _, _)| *k != 0).map(|(k, atoms, t)| t.cloned().unwrap_or_else(|| term(k, atoms))).collect();
        Some(written(out))
    }

    /// [`constant_difference`](super::constant_difference) of canonical operands, without
    /// building the difference: `Some(answer)`, or `None` when an operand is not
    /// recognisably canonical. `a - b` is constant exactly when the non-constant terms of
    /// both are the same (equal monomials with equal coefficients are equal terms, and
    /// canonical terms are sorted); as on the general path, `b`'s coefficients are negated
    /// first, so one that cannot be (i128::MIN) answers `None`, as does an overflowing
    /// constant.
    pub(super) fn constant_difference(a: &Expr, b: &Expr) -> Option<Option<i128>> {
        let (ta, tb) = (terms(a)?, terms(b)?);
        let constant_and_rest = |ts: &[Expr]| -> (i128, usize) {
            match ts.first() {
                Some(Expr::Const(k)) => (*k, 1),
                _ => (0, 0),
            }
        };
        let ((ca, skip_a), (cb, skip_b)) = (constant_and_rest(ta), constant_and_rest(tb));
        if ta[skip_a..] != tb[skip_b..] {
            return Some(None);
        }
        if tb[skip_b..].iter().any(|t| coefficient_and_atoms(t).is_none_or(|(k, _)| k == i128::MIN)) {
            return Some(None);
        }
        Some(cb.checked_neg().and_then(|n| ca.checked_add(n)))
    }

    /// `1 * items[0] * items[1] * ...` where every item is a constant or one term: the
    /// coefficients multiplied in the items' order (the multiplications, and so the
    /// overflow, of the general path), the atoms merged into one sorted product. A power
    /// past [`MAX_EXPANDED_EXPONENT`] is left to the general path.
    pub(super) fn product_of(items: &[Expr]) -> Option<Expr> {
        if let [one] = items {
            return terms(one).map(|_| one.clone());
        }
        let mut k: i128 = 1;
        let mut atoms: Vec<Expr> = Vec::new();
        for e in items {
            let (c, xs) = coefficient_and_atoms(e)?;
            k = k.checked_mul(c)?;
            atoms.extend_from_slice(xs);
        }
        if k == 0 {
            return Some(Expr::Const(0));
        }
        atoms.sort();
        atoms_in_order(&atoms).then(|| term(k, &atoms))
    }

    /// `k * e`.
    pub(super) fn scaled(e: &Expr, k: i128) -> Option<Expr> {
        if let Expr::Const(c) = e {
            return c.checked_mul(k).map(Expr::Const);
        }
        let ts = terms(e)?;
        match k {
            0 => return Some(Expr::Const(0)),
            1 => return Some(e.clone()),
            _ => {}
        }
        let mut out = Vec::with_capacity(ts.len());
        for t in ts {
            let (c, atoms) = coefficient_and_atoms(t)?;
            out.push(term(c.checked_mul(k)?, atoms));
        }
        Some(written(out))
    }

    /// `a * b` where one side is a constant or both are single terms.
    pub(super) fn product(a: &Expr, b: &Expr) -> Option<Expr> {
        match (a, b) {
            (Expr::Const(k), e) | (e, Expr::Const(k)) => return scaled(e, *k),
            (Expr::Add(_), _) | (_, Expr::Add(_)) => return None,
            _ => {}
        }
        let ((ka, xa), (kb, xb)) = (parts(a)?, parts(b)?);
        let k = ka.checked_mul(kb)?;
        // Merge the sorted atoms; equal atoms stay side by side (their exponents add).
        let mut atoms: Vec<Expr> = Vec::with_capacity(xa.len() + xb.len());
        let (mut i, mut j) = (0, 0);
        while i < xa.len() && j < xb.len() {
            if xb[j] < xa[i] {
                atoms.push(xb[j].clone());
                j += 1;
            } else {
                atoms.push(xa[i].clone());
                i += 1;
            }
        }
        atoms.extend_from_slice(&xa[i..]);
        atoms.extend_from_slice(&xb[j..]);
        if !atoms_in_order(&atoms) {
            return None;
        }
        Some(match k {
            1 => Expr::Mul(atoms.into()),
            _ => {
                atoms.insert(0, Expr::Const(k));
                Expr::Mul(atoms.into())
            }
        })
    }
}

/// A sum or product kept as written because folding it overflowed i128: flattened and
/// sorted, nothing combined.
fn unfolded(fold: Fold, parts: Vec<Expr>) -> Expr {
    let mut flat = Vec::with_capacity(parts.len());
    for p in parts {
        match (fold, p) {
            (Fold::Sum, Expr::Add(xs)) | (Fold::Product, Expr::Mul(xs)) => flat.extend(xs.iter().cloned()),
            (_, other) => flat.push(other),
        }
    }
    flat.sort();
    match fold {
        Fold::Sum => Expr::Add(flat.into()),
        Fold::Product => Expr::Mul(flat.into()),
    }
}

#[derive(Clone, Copy)]
enum Fold {
    Sum,
    Product,
}

/// Splits `p = k*multiples + rest`, each coefficient of `rest` with the sign of the
/// original and magnitude below `k` (`k > 0`). Exact because atoms are integers.
fn split_multiples(p: &Poly, k: i128) -> (Poly, Poly) {
    let mut multiples = Poly::zero();
    let mut rest = Poly::zero();
    for (m, c) in p.terms() {
        multiples = add_term(multiples, m, c / k);
        rest = add_term(rest, m, c % k);
    }
    (multiples, rest)
}

fn add_term(mut p: Poly, m: &Monomial, c: i128) -> Poly {
    // Distinct monomials, in order: no coefficient is combined, so this cannot overflow.
    // (On overflow `add_term` leaves `p` as it was, as the copying version returned it.)
    let _ = p.add_term(m.clone(), c);
    p
}

/// gcd of the coefficients and `k > 0`, as i128 (it divides `k`, so it fits).
fn common_factor(p: &Poly, k: i128) -> i128 {
    i128::try_from(gcd(p.content(), k.unsigned_abs())).unwrap_or(1)
}

/// `floor(rest / c)` for `c > 1` and non-constant `rest` already reduced modulo `c`.
fn floor_div_reduced(rest: Poly, c: i128) -> Expr {
    let g = common_factor(&rest, c);
    if g > 1 {
        // floor(gX / gk) = floor(X / k): the same rational.
        if let Some(reduced) = rest.div_exact_const(g) {
            return reduced.to_expr().floor_div(Expr::Const(c / g));
        }
    }
    if let Some((inner, d)) = single_atom_div(&rest, DivKind::Floor) {
        // floor(floor(x/d)/c) = floor(x/(d*c)) for integers d, c > 0.
        if let Some(dc) = d.checked_mul(c).filter(|_| d > 0) {
            return inner.floor_div(Expr::Const(dc));
        }
    }
    Expr::FloorDiv(Arc::new(rest.to_expr()), Arc::new(Expr::Const(c)))
}

#[derive(Clone, Copy, PartialEq)]
enum DivKind {
    Floor,
    Trunc,
}

#[derive(Clone, Copy, PartialEq)]
enum ModKind {
    Python,
    C,
}

/// `p` is exactly `x // d` (of the given kind) with a constant `d`.
fn single_atom_div(p: &Poly, kind: DivKind) -> Option<(Expr, i128)> {
    match single_atom(p)? {
        Expr::FloorDiv(x, d) if kind == DivKind::Floor => Some(((**x).clone(), d.as_const()?)),
        Expr::TruncDiv(x, d) if kind == DivKind::Trunc => Some(((**x).clone(), d.as_const()?)),
        _ => None,
    }
}

/// `p` is exactly `x % m` (of the given kind) with a constant `m`.
fn single_atom_mod(p: &Poly, kind: ModKind) -> Option<(Expr, i128)> {
    match single_atom(p)? {
        Expr::PyMod(x, m) if kind == ModKind::Python => Some(((**x).clone(), m.as_const()?)),
        Expr::CMod(x, m) if kind == ModKind::C => Some(((**x).clone(), m.as_const()?)),
        _ => None,
    }
}

fn single_atom(p: &Poly) -> Option<&Expr> {
    let mut terms = p.terms();
    let (m, c) = terms.next()?;
    if terms.next().is_some() || c != 1 {
        return None;
    }
    match m.factors() {
        [(atom, 1)] => Some(atom.expr()),
        _ => None,
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Extreme {
    Min,
    Max,
}

fn tree_size_within(e: &Expr, left: &mut usize) -> bool {
    if *left == 0 {
        return false;
    }
    *left -= 1;
    match e {
        Expr::Const(_) | Expr::Var(_) => true,
        Expr::Add(xs) | Expr::Mul(xs) | Expr::Min(xs) | Expr::Max(xs) => xs.iter().all(|x| tree_size_within(x, left)),
        Expr::FloorDiv(a, b) | Expr::PyMod(a, b) | Expr::TruncDiv(a, b) | Expr::CMod(a, b) | Expr::Pow(a, b) => tree_size_within(a, left) && tree_size_within(b, left),
        Expr::Where(c, a, b) => cond_size_within(c, left) && tree_size_within(a, left) && tree_size_within(b, left),
    }
}

fn cond_size_within(c: &Cond, left: &mut usize) -> bool {
    if *left == 0 {
        return false;
    }
    *left -= 1;
    match c {
        Cond::True | Cond::False | Cond::Opaque(_) => true,
        Cond::Cmp(_, a, b) => tree_size_within(a, left) && tree_size_within(b, left),
        Cond::And(xs) | Cond::Or(xs) => xs.iter().all(|x| cond_size_within(x, left)),
        Cond::Not(x) => cond_size_within(x, left),
    }
}

fn extreme_of(items: impl IntoIterator<Item = Expr>, which: Extreme) -> Expr {
    let mut flat = Vec::new();
    for e in items {
        match (which, e) {
            (Extreme::Min, Expr::Min(xs)) | (Extreme::Max, Expr::Max(xs)) => flat.extend(xs.iter().cloned()),
            (_, e) => flat.push(e),
        }
    }
    let mut kept: Vec<Expr> = Vec::with_capacity(flat.len());
    for e in flat {
        let mut redundant = false;
        kept.retain(|k| match constant_difference(k, &e) {
            // k - e = d: for Min the smaller side always wins, for Max the larger.
            Some(d) => {
                let k_wins = match which {
                    Extreme::Min => d <= 0,
                    Extreme::Max => d >= 0,
                };
                redundant |= k_wins;
                k_wins
            }
            None => true,
        });
        if !redundant {
            kept.push(e);
        }
    }
    kept.sort();
    match (kept.len(), which) {
        (1, _) => kept.pop().unwrap_or(Expr::Const(0)),
        (_, Extreme::Min) => Expr::Min(kept.into()),
        (_, Extreme::Max) => Expr::Max(kept.into()),
    }
}

fn constant_difference(a: &Expr, b: &Expr) -> Option<i128> {
    direct::constant_difference(a, b).unwrap_or_else(|| constant_difference_via_poly(a, b))
}

fn constant_difference_via_poly(a: &Expr, b: &Expr) -> Option<i128> {
    a.to_poly().add_owned(b.to_poly().scale_owned(-1)?)?.constant()
}

impl Cond {
    /// `a rel b`, decided at once when `a - b` is a constant.
    pub fn cmp(rel: Rel, a: Expr, b: Expr) -> Cond {
        match constant_difference(&a, &b) {
            Some(d) if rel.holds(d, 0) => Cond::True,
            Some(_) => Cond::False,
            None => Cond::Cmp(rel, a, b),
        }
    }

    pub fn lt(a: Expr, b: Expr) -> Cond {
        Cond::cmp(Rel::Lt, a, b)
    }

    pub fn le(a: Expr, b: Expr) -> Cond {
        Cond::cmp(Rel::Le, a, b)
    }

    pub fn gt(a: Expr, b: Expr) -> Cond {
        Cond::cmp(Rel::Gt, a, b)
    }

    pub fn ge(a: Expr, b: Expr) -> Cond {
        Cond::cmp(Rel::Ge, a, b)
    }

    pub fn eq(a: Expr, b: Expr) -> Cond {
        Cond::cmp(Rel::Eq, a, b)
    }

    pub fn ne(a: Expr, b: Expr) -> Cond {
        Cond::cmp(Rel::Ne, a, b)
    }

    pub fn opaque(what: &str) -> Cond {
        Cond::Opaque(Arc::from(what))
    }

    /// Conjunction: flattened, `True` dropped, `False` absorbing, sorted, deduplicated.
    pub fn and(items: impl IntoIterator<Item = Cond>) -> Cond {
        junction(items, true)
    }

    pub fn or(items: impl IntoIterator<Item = Cond>) -> Cond {
        junction(items, false)
    }

    /// Negation; a negated comparison becomes the complementary comparison (exact on
    /// integers).
    #[allow(clippy::should_implement_trait)]
    pub fn not(self) -> Cond {
        match self {
            Cond::True => Cond::False,
            Cond::False => Cond::True,
            Cond::Not(inner) => Arc::unwrap_or_clone(inner),
            Cond::Cmp(rel, a, b) => Cond::Cmp(rel.negated(), a, b),
            other => Cond::Not(Arc::new(other)),
        }
    }

    /// [`Expr::size_at_most`] for conditions.
    pub fn size_at_most(&self, limit: usize) -> bool {
        let mut left = limit;
        cond_size_within(self, &mut left)
    }

    pub fn contains_var(&self, name: &str) -> bool {
        match self {
            Cond::True | Cond::False | Cond::Opaque(_) => false,
            Cond::Cmp(_, a, b) => a.contains_var(name) || b.contains_var(name),
            Cond::And(xs) | Cond::Or(xs) => xs.iter().any(|x| x.contains_var(name)),
            Cond::Not(x) => x.contains_var(name),
        }
    }

    pub fn free_vars(&self) -> BTreeSet<Arc<str>> {
        let mut out = BTreeSet::new();
        self.collect_vars(&mut out);
        out
    }

    pub(crate) fn collect_vars(&self, out: &mut BTreeSet<Arc<str>>) {
        match self {
            Cond::True | Cond::False | Cond::Opaque(_) => {}
            Cond::Cmp(_, a, b) => {
                a.collect_vars(out);
                b.collect_vars(out);
            }
            Cond::And(xs) | Cond::Or(xs) => xs.iter().for_each(|x| x.collect_vars(out)),
            Cond::Not(x) => x.collect_vars(out),
        }
    }

    pub fn substitute(&self, vars: &impl Fn(&str) -> Option<Expr>) -> Cond {
        self.substitute_with(vars, &|_| None)
    }

    pub fn substitute_with(&self, vars: &impl Fn(&str) -> Option<Expr>, opaques: &impl Fn(&str) -> Option<Cond>) -> Cond {
        Substitution { vars, opaques }.cond(self)
    }
}

fn junction(items: impl IntoIterator<Item = Cond>, is_and: bool) -> Cond {
    let (unit, absorbing) = if is_and { (Cond::True, Cond::False) } else { (Cond::False, Cond::True) };
    let mut flat = Vec::new();
    for c in items {
        match c {
            Cond::And(xs) if is_and => flat.extend(xs),
            Cond::Or(xs) if !is_and => flat.extend(xs),
            c if c == absorbing => return absorbing,
            c if c == unit => {}
            c => flat.push(c),
        }
    }
    flat.sort();
    flat.dedup();
    match flat.len() {
        0 => unit,
        1 => flat.pop().unwrap_or(unit),
        _ if is_and => Cond::And(flat),
        _ => Cond::Or(flat),
    }
}

macro_rules! binary_operator {
    ($trait:ident, $method:ident, $ctor:ident) => {
        impl std::ops::$trait<Expr> for Expr {
            type Output = Expr;
            fn $method(self, rhs: Expr) -> Expr {
                Expr::$ctor(self, rhs)
            }
        }
        impl std::ops::$trait<&Expr> for &Expr {
            type Output = Expr;
            fn $method(self, rhs: &Expr) -> Expr {
                Expr::$ctor(self.clone(), rhs.clone())
            }
        }
        impl std::ops::$trait<i128> for Expr {
            type Output = Expr;
            fn $method(self, rhs: i128) -> Expr {
                Expr::$ctor(self, Expr::Const(rhs))
            }
        }
        impl std::ops::$trait<Expr> for i128 {
            type Output = Expr;
            fn $method(self, rhs: Expr) -> Expr {
                Expr::$ctor(Expr::Const(self), rhs)
            }
        }
    };
}

binary_operator!(Add, add, add);
binary_operator!(Sub, sub, sub);
binary_operator!(Mul, mul, mul);

impl std::ops::Neg for Expr {
    type Output = Expr;
    fn neg(self) -> Expr {
        Expr::neg(self)
    }
}

impl std::ops::Neg for &Expr {
    type Output = Expr;
    fn neg(self) -> Expr {
        Expr::neg(self.clone())
    }
}

impl std::ops::Not for Cond {
    type Output = Cond;
    fn not(self) -> Cond {
        Cond::not(self)
    }
}

impl std::ops::BitAnd for Cond {
    type Output = Cond;
    fn bitand(self, rhs: Cond) -> Cond {
        Cond::and([self, rhs])
    }
}

impl std::ops::BitOr for Cond {
    type Output = Cond;
    fn bitor(self, rhs: Cond) -> Cond {
        Cond::or([self, rhs])
    }
}

// Free-function spellings of the constructors, for call sites that read better as
// `sym::floor_div(a, b)` than as methods.

pub fn add(a: Expr, b: Expr) -> Expr {
    a.add(b)
}

pub fn sub(a: Expr, b: Expr) -> Expr {
    a.sub(b)
}

pub fn mul(a: Expr, b: Expr) -> Expr {
    a.mul(b)
}

pub fn neg(a: Expr) -> Expr {
    a.neg()
}

pub fn floor_div(a: Expr, b: Expr) -> Expr {
    a.floor_div(b)
}

pub fn py_mod(a: Expr, b: Expr) -> Expr {
    a.py_mod(b)
}

pub fn trunc_div(a: Expr, b: Expr) -> Expr {
    a.trunc_div(b)
}

pub fn c_mod(a: Expr, b: Expr) -> Expr {
    a.c_mod(b)
}

pub fn pow(a: Expr, b: Expr) -> Expr {
    a.pow(b)
}

/// n-ary symbolic minimum (see [`Expr::min_of`]).
pub fn min(items: impl IntoIterator<Item = Expr>) -> Expr {
    Expr::min_of(items)
}

pub fn max(items: impl IntoIterator<Item = Expr>) -> Expr {
    Expr::max_of(items)
}

pub fn where_(c: Cond, a: Expr, b: Expr) -> Expr {
    Expr::where_(c, a, b)
}

pub fn cmp(rel: Rel, a: Expr, b: Expr) -> Cond {
    Cond::cmp(rel, a, b)
}

pub fn and(items: impl IntoIterator<Item = Cond>) -> Cond {
    Cond::and(items)
}

pub fn or(items: impl IntoIterator<Item = Cond>) -> Cond {
    Cond::or(items)
}

pub fn not(c: Cond) -> Cond {
    c.not()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Constants at the edges of i128, atoms of every kind, canonical sums and products
    /// (built by the general path), and expressions that are not canonical (written as
    /// nodes directly, or kept unfolded after an overflow).
    fn samples() -> Vec<Expr> {
        let (x, y, z) = (Expr::var("x"), Expr::var("ks0"), Expr::var("z"));
        let mut base = vec![
            Expr::int(0),
            Expr::int(1),
            Expr::int(-1),
            Expr::int(2),
            Expr::int(-3),
            Expr::int(1 << 100),
            Expr::int(i128::MAX),
            Expr::int(i128::MIN),
            Expr::int(i128::MIN + 1),
            x.clone(),
            y.clone(),
            z.clone(),
            x.clone().floor_div(Expr::int(4)),
            x.clone().py_mod(Expr::int(3)),
            x.clone().min(y.clone()),
            Expr::Pow(Arc::new(x.clone()), Arc::new(y.clone())),
            Expr::where_(Cond::lt(x.clone(), y.clone()), x.clone(), z.clone()),
            // Not canonical.
            Expr::Add(vec![Expr::int(0), x.clone()].into()),
            Expr::Add(vec![x.clone(), x.clone()].into()),
            Expr::Add(vec![y.clone(), x.clone()].into()),
            Expr::Add(vec![Expr::int(1), Expr::int(2)].into()),
            Expr::Add(vec![x.clone(), Expr::Mul(vec![Expr::int(2), x.clone()].into())].into()),
            Expr::Add(vec![Expr::int(1)].into()),
            Expr::Mul(vec![Expr::int(1), x.clone()].into()),
            Expr::Mul(vec![Expr::int(0), x.clone()].into()),
            Expr::Mul(vec![x.clone()].into()),
            Expr::Mul(vec![y.clone(), x.clone()].into()),
            Expr::Mul(vec![Expr::int(2), Expr::int(3), x.clone()].into()),
            Expr::Mul(vec![Expr::int(2), add_via_poly(x.clone(), Expr::int(1))].into()),
            Expr::Mul(vec![x.clone(); 65].into()),
        ];
        // Canonical shapes: sums with and without constants, coefficients, powers, large
        // coefficients, overflowing folds.
        let mut built = Vec::new();
        for a in &base[..17] {
            for b in &base[..17] {
                built.push(add_via_poly(a.clone(), b.clone()));
                built.push(sub_via_poly(a.clone(), b.clone()));
                built.push(mul_via_poly(a.clone(), b.clone()));
            }
        }
        let x64 = Expr::product(vec![x.clone(); 64]);
        built.push(x64.clone());
        built.push(mul_via_poly(Expr::int(3), x64.clone()));
        built.push(add_via_poly(x64, y.clone()));
        let wide = Expr::sum((0..20).map(|i| mul_via_poly(Expr::int(i + 1), Expr::var(&format!("v{i}")))));
        built.push(wide.clone());
        built.push(add_via_poly(wide, Expr::int(5)));
        let many = Expr::sum([x.clone(), mul_via_poly(Expr::int(-2), y.clone()), mul_via_poly(x.clone(), y.clone()), Expr::int(7), x.clone().floor_div(Expr::int(4))]);
        built.push(many.clone());
        built.push(mul_via_poly(many.clone(), many));
        base.extend(built);
        base.sort();
        base.dedup();
        base
    }

    #[test]
    fn direct_constructors_agree_with_the_round_trip_through_polynomials() {
        let all = samples();
        assert!(all.len() > 300, "{}", all.len());
        let mut direct_answers = 0;
        for a in &all {
            assert_eq!(a.clone().neg(), neg_via_poly(a.clone()), "-({a})");
            for b in &all {
                let (a, b) = (a.clone(), b.clone());
                assert_eq!(a.clone().add(b.clone()), add_via_poly(a.clone(), b.clone()), "{a} + {b}");
                assert_eq!(a.clone().sub(b.clone()), sub_via_poly(a.clone(), b.clone()), "{a} - {b}");
                assert_eq!(a.clone().mul(b.clone()), mul_via_poly(a.clone(), b.clone()), "{a} * {b}");
                direct_answers += [direct::sum(&a, &b, false), direct::sum(&a, &b, true), direct::product(&a, &b)].iter().filter(|r| r.is_some()).count();
            }
        }
        for (i, a) in all.iter().enumerate() {
            for n in 0..4 {
                // Windows of n consecutive samples, and of one sample repeated.
                let window: Vec<Expr> = all.iter().cycle().skip(i).take(n).cloned().collect();
                assert_eq!(Expr::sum(window.clone()), sum_via_poly(window.clone()), "sum {window:?}");
                let repeated = vec![a.clone(); n];
                assert_eq!(Expr::sum(repeated.clone()), sum_via_poly(repeated), "sum of {n} x {a}");
            }
            let strided: Vec<Expr> = all.iter().skip(i % 7).step_by(7 + i % 5).take(6).cloned().collect();
            assert_eq!(Expr::sum(strided.clone()), sum_via_poly(strided.clone()), "sum {strided:?}");
            assert_eq!(Expr::product(strided.clone()), product_via_poly(strided.clone()), "product {strided:?}");
            for n in 0..4 {
                let window: Vec<Expr> = all.iter().cycle().skip(i).take(n).cloned().collect();
                assert_eq!(Expr::product(window.clone()), product_via_poly(window.clone()), "product {window:?}");
                let repeated = vec![a.clone(); n];
                assert_eq!(Expr::product(repeated.clone()), product_via_poly(repeated), "product of {n} x {a}");
            }
        }
        for a in &all {
            for b in &all {
                assert_eq!(constant_difference(a, b), constant_difference_via_poly(a, b), "{a} - {b}");
                assert_eq!(constant_difference(a, &(a.clone() + 3)), constant_difference_via_poly(a, &(a.clone() + 3)), "{a} - ({a} + 3)");
            }
        }
        // The comparison means something only if the direct path answers most of them.
        assert!(direct_answers > all.len() * all.len(), "{direct_answers}");
    }

    #[test]
    fn direct_constructors_leave_non_canonical_operands_to_the_round_trip() {
        let x = Expr::var("x");
        let unsorted = Expr::Add(vec![Expr::var("y"), x.clone()].into());
        assert!(direct::sum(&unsorted, &Expr::int(1), false).is_none());
        assert!(direct::product(&Expr::Mul(vec![Expr::int(1), x.clone()].into()), &Expr::int(2)).is_none());
        assert!(direct::sum(&Expr::int(-1), &Expr::int(i128::MIN), true).is_none());
        assert_eq!(direct::sum(&(x.clone() + 1), &Expr::int(-1), false), Some(x));
    }
}
