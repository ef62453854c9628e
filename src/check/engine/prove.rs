//! Range analysis of an access at a launch: is `lo <= offset <= hi` for every element its
//! mask lets through, for every shape the guards allow?
//!
//! Ranges are intervals whose endpoints are polynomials over the module's shape symbols
//! (or numbers, once a binding is chosen). Every step is an over-approximation, so
//! "inside" is a proof; "outside" is only a reason to look for a concrete counterexample.

use std::collections::HashMap;
use std::sync::Arc;

use crate::sym::{self, Cond, Expr, Rel};

use crate::check::facts::{self, AtomKind, KernelFacts};

mod equal_bounds;
mod masked_quotients;
mod quotient_lower;
mod quotients;

/// `a REL b` as bounds on `p = a - b` over the integers: `(upper, lower)` with `p <= upper`
/// and `p >= lower` where given. `None` for `!=`, which bounds nothing.
fn difference_bounds(rel: Rel) -> Option<(Option<i128>, Option<i128>)> {
    Some(match rel {
        Rel::Lt => (Some(-1), None),
        Rel::Le => (Some(0), None),
        Rel::Gt => (None, Some(1)),
        Rel::Ge => (None, Some(0)),
        Rel::Eq => (Some(0), Some(0)),
        Rel::Ne => return None,
    })
}

/// Which comparison a memo entry answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum CmpKind {
    Le,
    Cases,
    CasesWithAtom,
}

type CmpKey = (CmpKind, Expr, Expr);

/// A context's symbol minima, sorted, with their hash: the part of a memo key shared by
/// its comparisons. Interned per thread ([`mins_key`]): contexts with equal minima share
/// one, so a lookup hashes one word and compares one pointer, not every symbol's name.
#[derive(Clone, Debug)]
struct MinsKey(Arc<(u64, Vec<(String, i128)>)>);

impl PartialEq for MinsKey {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0) || self.0 == other.0
    }
}

impl Eq for MinsKey {}

impl std::hash::Hash for MinsKey {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        state.write_u64(self.0 .0);
    }
}

/// Answers by sorted symbol minima, then by comparison; with the entry count.
type CmpMemo = (usize, crate::sym::FxHashMap<MinsKey, crate::sym::FxHashMap<CmpKey, bool>>);

/// Entries kept per worker thread before the memo is dropped (memory bound; the memo
/// only saves time, it never changes an answer).
const CMP_MEMO_MAX: usize = 1 << 16;

thread_local! {
    /// Comparison results by symbol minima (sorted), then by (kind, a, b). Per thread:
    /// workers audit files independently, and the answers are pure functions of the key.
    static CMP_MEMO: std::cell::RefCell<CmpMemo> = std::cell::RefCell::new((0, crate::sym::FxHashMap::default()));
}

/// `sym_min` sorted, the memo's outer key ([`memo_cmp`]).
fn mins_key(sym_min: &HashMap<String, i128>) -> MinsKey {
    use std::hash::BuildHasher;
    let mut mins: Vec<(String, i128)> = sym_min.iter().map(|(k, v)| (k.clone(), *v)).collect();
    mins.sort_unstable();
    let hash = crate::sym::FxBuildHasher::default().hash_one(&mins);
    let key = MinsKey(Arc::new((hash, mins)));
    CMP_MEMO.with(|m| m.borrow().1.get_key_value(&key).map(|(k, _)| k.clone())).unwrap_or(key)
}

/// Memoizes a comparison that depends only on `kind`, `a`, `b` and the symbol minima
/// `mins` (sorted, see [`mins_key`]).
fn memo_cmp(kind: CmpKind, a: &Expr, b: &Expr, mins: &MinsKey, compute: impl FnOnce() -> bool) -> bool {
    let key: CmpKey = (kind, a.clone(), b.clone());
    let hit = CMP_MEMO.with(|m| m.borrow().1.get(mins).and_then(|inner| inner.get(&key).copied()));
    if let Some(v) = hit {
        return v;
    }
    // Computed outside the borrow: the computation compares recursively.
    let v = compute();
    CMP_MEMO.with(|m| {
        let mut m = m.borrow_mut();
        if m.0 >= CMP_MEMO_MAX {
            m.0 = 0;
            m.1.clear();
        }
        m.0 += 1;
        m.1.entry(mins.clone()).or_default().insert(key, v);
    });
    v
}

/// An interval endpoint: a symbolic integer, or unbounded.
pub type Bound = Option<Expr>;

#[derive(Debug, Clone)]
pub struct Interval {
    pub lo: Bound,
    pub hi: Bound,
}

impl Interval {
    fn top() -> Self {
        Interval { lo: None, hi: None }
    }
    fn point(e: Expr) -> Self {
        Interval { lo: Some(e.clone()), hi: Some(e) }
    }
}

/// A bound on an atom learned from a mask or guard.
#[derive(Debug, Clone, Default)]
struct AtomFact {
    lo: Vec<Expr>,
    hi: Vec<Expr>,
}

/// The world an access is judged in: shape-symbol lower bounds, the launch's values for
/// kernel parameters and block sizes, and the facts its mask and guards give. Cloned to
/// judge several values under the same facts, each from the same state.
#[derive(Clone)]
pub struct Ctx<'a> {
    pub kernel: &'a KernelFacts,
    /// Smallest value of each shape symbol; symbols bound to numbers are substituted
    /// before they reach here.
    pub sym_min: &'a HashMap<String, i128>,
    /// Kernel parameter / constexpr → its value at this launch and config.
    pub resolve: &'a HashMap<String, Expr>,
    facts: crate::sym::FxHashMap<Arc<str>, AtomFact>,
    /// `sym_min` sorted, made on the first memoized comparison and shared by the clones
    /// of this context (each comparison sorted and copied every minimum before).
    mins_key: std::sync::OnceLock<MinsKey>,
    /// Facts on sums of several atoms (`r0_2 + 7693*x0 < 100000` in split reductions):
    /// (the atom part, its lower and upper bounds).
    sum_facts: Vec<(Expr, Bound, Bound)>,
    depth: u32,
    /// Ranges of atoms already computed under the current facts, by (atom, depth): a
    /// temporary used twice (`t1 = t0 // 2 + t0 % 3`, ...) is analysed once, not once per
    /// path to it (exponential). Cleared whenever the facts change; keyed by depth because
    /// the analysis is shallower (and sum facts apply) near the top.
    /// By atom, then depth: looked up by the name alone, without making a key.
    memo: crate::sym::FxHashMap<Arc<str>, Vec<(u32, Interval)>>,
    /// Also learn each fact over the named polynomial temporaries' definitions
    /// ([`Ctx::expand_polynomial_names`]): more facts, so only on a second attempt.
    pub expand_names: bool,
    /// Two bounds of one index neither of which is provably the tighter are both kept,
    /// as their minimum (upper) or maximum (lower), not the later one alone.
    pub both_bounds: bool,
    /// Conditions over shape symbols only (a mask conjunct `ks0 >= ks1` whose sides the
    /// launch binds to sizes: a cat's branch taken only when its input is long enough),
    /// as `p` with its lower and upper bounds: the access runs only where they hold.
    symbol_conds: Vec<(Expr, Option<i128>, Option<i128>)>,
}

/// A context's learnt state ([`Ctx::take_learnt`]).
pub(crate) struct Learnt {
    facts: crate::sym::FxHashMap<Arc<str>, AtomFact>,
    sum_facts: Vec<(Expr, Bound, Bound)>,
    symbol_conds: Vec<(Expr, Option<i128>, Option<i128>)>,
    memo: crate::sym::FxHashMap<Arc<str>, Vec<(u32, Interval)>>,
}

const MAX_DEPTH: u32 = 64;

/// Choices are decided by their condition's range only this near the offset (the pad
/// index itself): deeper, in chains of `tl.where` over loaded values, the extra range
/// per choice costs more than it proves.
const DECIDE_DEPTH: u32 = 2;

/// Interval ends larger than this (as written-out trees) are dropped (widened to
/// unbounded): sound, and it keeps shared temporaries from growing bounds exponentially.
/// Real Inductor bounds have a few dozen nodes.
const MAX_BOUND_NODES: usize = 400;

impl<'a> Ctx<'a> {
    pub fn new(kernel: &'a KernelFacts, sym_min: &'a HashMap<String, i128>, resolve: &'a HashMap<String, Expr>) -> Self {
        Ctx {
            kernel,
            sym_min,
            resolve,
            facts: Default::default(),
            mins_key: std::sync::OnceLock::new(),
            sum_facts: Vec::new(),
            depth: 0,
            memo: Default::default(),
            expand_names: false,
            both_bounds: false,
            symbol_conds: Vec::new(),
        }
    }

    fn mins_key(&self) -> &MinsKey {
        self.mins_key.get_or_init(|| mins_key(self.sym_min))
    }

    /// Replaces kernel parameters and block sizes by their launch values.
    pub fn resolve_expr(&self, e: &Expr) -> Expr {
        e.substitute(&|v: &str| self.resolve.get(v).cloned())
    }

    pub fn resolve_cond(&self, c: &Cond) -> Cond {
        c.substitute(&|v: &str| self.resolve.get(v).cloned())
    }

    fn is_atom(&self, v: &str) -> bool {
        self.kernel.atoms.contains_key(v)
    }

    pub(crate) fn has_atom(&self, e: &Expr) -> bool {
        // Asked of every term and factor at every level of a range: stops at the first atom.
        any_var(e, &|v| self.is_atom(v))
    }

    /// `a <= b` for every allowed shape (sound; false means "not proven").
    /// A pure function of `a`, `b` and the symbol minima, so memoized ([`memo_cmp`]):
    /// the same bounds recur across accesses, proof attempts and cases.
    pub fn le(&self, a: &Expr, b: &Expr) -> bool {
        // Two numbers (a coefficient's sign, a numeric end against 0): `b - a` folds to a
        // number, which decides, exactly as [`Ctx::le_uncached`] would, without the memo's
        // key and lookup. (`Expr`'s subtraction of numbers: `b + (-a)`, checked.)
        if let (Some(x), Some(y)) = (a.as_const(), b.as_const()) {
            if let Some(d) = x.checked_neg().and_then(|n| y.checked_add(n)) {
                return d >= 0;
            }
        }
        memo_cmp(CmpKind::Le, a, b, self.mins_key(), || self.le_uncached(a, b))
    }

    fn le_uncached(&self, a: &Expr, b: &Expr) -> bool {
        let d = b.clone() - a.clone();
        if self.nonneg_difference(d.clone()) {
            return true;
        }
        // `(a - 20) // 21 + 1` is `(a + 1) // 21`: with every quotient by a constant
        // written with its dividend's constant in `[0, c)` (an exact identity), one
        // quotient is one atom and products of them cancel (an adaptive pool's output
        // size against its allocation).
        has_reducible_floor_div(&d) && self.nonneg_difference(reduce_floor_div_constants(&d))
    }

    /// Whether `d >= 0` for every shape, by the sign rules and relaxations below.
    fn nonneg_difference(&self, d: Expr) -> bool {
        if let Some(c) = d.as_const() {
            return c >= 0;
        }
        // `trunc_div(s43 + 1, 2)` next to `(s43 + 1) // 2` (a Triton kernel's own quotient
        // against the wrapper's): one value where the dividend is never negative.
        let d = floor_where_nonneg(&d, self.sym_min);
        if let Some(c) = d.as_const() {
            return c >= 0;
        }
        let d = extrema_decided(&d, self.sym_min);
        if let Some(c) = d.as_const() {
            return c >= 0;
        }
        if d.to_poly().nonneg_on(&|atom: &sym::Atom| self.atom_lower(atom)) {
            return true;
        }
        // `c*(a // c)` lies in `[a - c + 1, a]`: with each such term replaced by its low
        // end, a non-negative result proves `d >= 0` (C++ tail splits at `16*(n // 16)`).
        let relaxed = relax_floor_divs(&d);
        if relaxed != d && relaxed.to_poly().nonneg_on(&|atom: &sym::Atom| self.atom_lower(atom)) {
            return true;
        }
        // The same with sizes as coefficients: `16*s3*(s2 // 2) <= 8*s3*s2` for `s3 >= 0`.
        // Terms that need a lower bound of the quotient keep it as an atom (its own
        // lower bound, `s2 // 2 >= 1`, is often the stronger one), then are relaxed too.
        let nonneg = |f: &Expr| numeric_range(f, self.sym_min).0.is_some_and(|l| l >= 0);
        if [false, true].into_iter().any(|lower_too| {
            let r = relax_scaled_floor_divs(&d, &nonneg, lower_too);
            r != d && r != relaxed && r.to_poly().nonneg_on(&|atom: &sym::Atom| self.atom_lower(atom))
        }) {
            return true;
        }
        // `s74*((8*s63) // 9) <= s74*(s63 - 1)`: a quotient below a polynomial that is not a
        // multiple of the divisor, by integer rounding.
        let integral = relax_floor_divs_integral(&d, &nonneg, &|atom: &sym::Atom| self.atom_lower(atom));
        if integral != d && {
            let lower = |atom: &sym::Atom| self.atom_lower(atom);
            let again = relax_floor_divs(&integral);
            integral.to_poly().nonneg_on(&lower) || (again != integral && again.to_poly().nonneg_on(&lower))
        } {
            return true;
        }
        // `16*(n // 16) - 16*((n - 1) // 16) >= 0`: quotients of one dividend shifted by
        // constants differ by known amounts.
        let shifted = relax_shifted_floor_divs(&d);
        if shifted != d && {
            let lower = |atom: &sym::Atom| self.atom_lower(atom);
            let again = relax_floor_divs(&shifted);
            shifted.to_poly().nonneg_on(&lower) || (again != shifted && again.to_poly().nonneg_on(&lower))
        } {
            return true;
        }
        // Guards that bound sizes from above (`s0 <= 64`): a term falling with a symbol is
        // paid for at the symbol's largest value.
        // (The relaxed difference is asked only where it differs: the answer is a function of it.)
        nonneg_with_upper_bounds(&d, self.sym_min) || (relaxed != d && nonneg_with_upper_bounds(&relaxed, self.sym_min))
    }

    /// [`Ctx::le`], then by cases on remainders: every shape symbol `v` written under a
    /// floor division by a constant (`v // 2`, `(v + 1) // 16`) becomes `L*q + r` for each
    /// remainder `r` in `[0, L)` (`L` the divisors' least common multiple), with `q` a
    /// fresh symbol at least what `v`'s minimum allows. The divisions then simplify and
    /// each case is a plain polynomial sign proof: `8*s3*(s2 - 2*(s2 // 2)) >= 0` needs
    /// the link between `s2` and `s2 // 2` that treating the quotient as an independent
    /// atom loses. Exact case analysis, so sound; slower, so for final comparisons only.
    pub fn le_by_cases(&self, a: &Expr, b: &Expr) -> bool {
        // Beyond `a`, `b` and the minima, the answer depends on the kernel only through
        // whether either side names a kernel atom (`le_by_extremum_cases` gives up then;
        // its deeper cases only carry sub-terms of `a` and `b`).
        let kind = if self.has_atom(a) || self.has_atom(b) { CmpKind::CasesWithAtom } else { CmpKind::Cases };
        memo_cmp(kind, a, b, self.mins_key(), || self.le_by_cases_uncached(a, b))
    }

    fn le_by_cases_uncached(&self, a: &Expr, b: &Expr) -> bool {
        if self.le(a, b) || self.le_by_extremum_cases(a, b, 0) || self.le_by_extremum_operands(a, b) {
            return true;
        }
        let d = floor_where_nonneg(&(b.clone() - a.clone()), self.sym_min);
        let mut divs: Vec<(Arc<str>, i128)> = Vec::new();
        collect_symbol_floor_divs(&d, &mut |v, c| match divs.iter_mut().find(|(n, _)| **n == *v) {
            Some((_, l)) => *l = lcm(*l, c),
            None => divs.push((Arc::from(v), c)),
        });
        divs.retain(|(v, l)| *l > 1 && *l <= 64 && self.sym_min.contains_key(&**v));
        let cases: i128 = divs.iter().map(|(_, l)| *l).product();
        if divs.is_empty() || divs.len() > 3 || cases > 256 {
            return false;
        }
        let mut rem = vec![0i128; divs.len()];
        loop {
            let mut mins = self.sym_min.clone();
            let mut by: HashMap<&str, Expr> = HashMap::new();
            for ((v, l), r) in divs.iter().zip(&rem) {
                let q = format!("{v}@q{l}");
                let min_v = self.sym_min.get(&**v).copied().unwrap_or(0);
                // Smallest q with l*q + r >= min_v.
                mins.insert(q.clone(), (min_v - r + l - 1).div_euclid(*l));
                mins.remove(&**v);
                by.insert(v, Expr::int(*l) * Expr::var(&q) + Expr::int(*r));
            }
            let e = d.substitute(&|n: &str| by.get(n).cloned());
            let lower = |atom: &sym::Atom| numeric_range(&atom.to_expr(), &mins).0;
            let relaxed = relax_floor_divs(&e);
            // `16*((n + 15) // 16) - 16*(n // 16) <= 16` with `n = s27*((s77 + 1) // 2)`:
            // once the case fixes `s77`'s remainder, `n` is a polynomial and the two
            // quotients of one dividend differ by a known amount.
            let shifted_holds = || {
                let shifted = relax_shifted_floor_divs(&e);
                shifted != e
                    && (shifted.to_poly().nonneg_on(&lower) || {
                        let again = relax_floor_divs(&shifted);
                        again != shifted && again.to_poly().nonneg_on(&lower)
                    })
            };
            let case_holds = e.to_poly().nonneg_on(&lower) || (relaxed != e && relaxed.to_poly().nonneg_on(&lower)) || shifted_holds();
            if !case_holds {
                return false;
            }
            // Next remainder vector (odometer).
            let mut i = 0;
            loop {
                let Some((_, l)) = divs.get(i) else { return true };
                rem[i] += 1;
                if rem[i] < *l {
                    break;
                }
                rem[i] = 0;
                i += 1;
            }
        }
    }

    /// `a <= b` where `b - a` holds a minimum over sizes with a coefficient never positive
    /// (a maximum: never negative), linearly: `min(x, y) <= x`, so `b - a` is at least what
    /// it is with the minimum replaced by either operand, and one replacement that proves
    /// (by [`Ctx::le_by_cases`], with the other extrema still there) is a proof. An index
    /// bounded by a cat branch's mask and by its domain (`min(s29 - 1, s29 + s71 - 4)`)
    /// needs the first operand only.
    fn le_by_extremum_operands(&self, a: &Expr, b: &Expr) -> bool {
        if self.has_atom(a) || self.has_atom(b) {
            return false;
        }
        let d = floor_where_nonneg(&(b.clone() - a.clone()), self.sym_min);
        let p = d.to_poly();
        let lower = |atom: &sym::Atom| self.atom_lower(atom);
        let extrema: Vec<&sym::Atom> = p.atoms().into_iter().filter(|a| matches!(a.expr(), Expr::Min(_) | Expr::Max(_))).collect();
        // Each replacement removes a node: the recursion ends; a few extrema at most.
        if extrema.is_empty() || extrema.len() > 3 {
            return false;
        }
        for atom in extrema {
            let (xs, is_min) = match atom.expr() {
                Expr::Min(xs) => (xs, true),
                Expr::Max(xs) => (xs, false),
                _ => continue,
            };
            if p.terms().any(|(m, _)| m.exponent_of(atom) > 1) {
                continue;
            }
            let (Some(at1), Some(at0)) = (p.substitute_atom(atom, &sym::Poly::from_const(1)), p.substitute_atom(atom, &sym::Poly::from_const(0))) else { continue };
            let Some(coeff) = at1.checked_sub(&at0) else { continue };
            let sign_ok = if is_min { coeff.checked_neg().is_some_and(|c| c.nonneg_on(&lower)) } else { coeff.nonneg_on(&lower) };
            if !sign_ok {
                continue;
            }
            for x in xs.iter() {
                let Some(q) = p.substitute_atom(atom, &x.to_poly()) else { continue };
                if self.le_by_cases(&Expr::int(0), &q.to_expr()) {
                    return true;
                }
            }
        }
        false
    }

    /// `a <= b` by cases on a minimum or maximum over shape symbols that the bounds carry
    /// (`2*s0 - max(3, s0 - 1) - 1 >= 0` for `s0 >= 2`): a `max(A, B)` whose operands
    /// differ by `k - s` for one symbol `s` is `B` for `s >= k` (the symbol's minimum
    /// raised) and is folded at each value of `s` below `k` (at most 16 of them, three levels deep). Exact
    /// case analysis, so sound.
    pub fn le_by_extremum_cases(&self, a: &Expr, b: &Expr, depth: u32) -> bool {
        if self.le(a, b) {
            return true;
        }
        if depth > 2 || self.has_atom(a) || self.has_atom(b) {
            return false;
        }
        let d = b.clone() - a.clone();
        let Some((node, xs, is_min)) = innermost_extremum(&d) else { return false };
        let [x, y] = xs.as_slice() else { return false };
        // x - y = c + k*s, k = ±1.
        let diff = (x.clone() - y.clone()).to_poly();
        let vars = diff.vars();
        let [s] = vars.iter().collect::<Vec<_>>()[..] else { return false };
        let Some(&min_s) = self.sym_min.get(&**s) else { return false };
        let Some((coeff, rest)) = diff.coeff_of(s) else { return false };
        let (Some(k), Some(c)) = (coeff.constant(), rest.constant()) else { return false };
        if k != 1 && k != -1 {
            return false;
        }
        // x - y >= 0 exactly when k*s >= -c: for k = 1, s >= -c; for k = -1, s <= c.
        let t = -c * k;
        // Where x >= y: max is x, min is y.
        let (when_x_ge, when_x_le) = if is_min { (y.clone(), x.clone()) } else { (x.clone(), y.clone()) };
        // The side unbounded above in s, with s's minimum raised to t.
        let (upper_pick, lower_pick) = if k == 1 { (when_x_ge, when_x_le) } else { (when_x_le, when_x_ge) };
        let mut mins = self.sym_min.clone();
        mins.insert(s.to_string(), min_s.max(t));
        let high = Ctx::new(self.kernel, &mins, self.resolve);
        let d_high = replace_node(&d, &node, &upper_pick);
        if !high.le_by_extremum_cases(&Expr::int(0), &d_high, depth + 1) {
            return false;
        }
        if t <= min_s {
            return true;
        }
        if t - min_s > 16 {
            return false;
        }
        let d_low = replace_node(&d, &node, &lower_pick);
        (min_s..t).all(|v| {
            let e = d_low.substitute(&|n: &str| (n == &**s).then(|| Expr::int(v)));
            let mut mins = self.sym_min.clone();
            mins.remove(&**s);
            let low = Ctx::new(self.kernel, &mins, self.resolve);
            low.le_by_extremum_cases(&Expr::int(0), &e, depth + 1)
        })
    }

    /// `a <= b` with one condition over shape symbols the access runs under (a mask
    /// conjunct such as `ks1 - 3 < 0`, a guard of the module such as `s34 <= s47` or
    /// `2*((s77 + 1) // 2) <= s77`) used as an equation: a symbol `v` the condition's
    /// polynomial `p` holds linearly with coefficient `c = ±1` (`p = c*v + R`) is written
    /// `c*(hi - t - R)` (from `p <= hi`) or `c*(lo + t - R)` (from `p >= lo`) with a fresh
    /// `t >= 0`, in the polynomial of `b - a` (and of its floor-division relaxations), where
    /// quotients such as `(s77 + 1) // 2` stay opaque atoms with their own ranges. The
    /// substitution is an identity (`t` is exactly the slack of the condition), so a
    /// non-negative result for every `t >= 0` proves `a <= b` wherever the condition holds.
    pub fn le_under_conds(&self, a: &Expr, b: &Expr) -> bool {
        if self.symbol_conds.is_empty() || self.has_atom(a) || self.has_atom(b) {
            return false;
        }
        const SLACK: &str = "@t";
        let d = floor_where_nonneg(&(b.clone() - a.clone()), self.sym_min);
        let nonneg = |f: &Expr| numeric_range(f, self.sym_min).0.is_some_and(|l| l >= 0);
        let mut cands: Vec<Expr> = vec![d.clone()];
        let shifted = relax_shifted_floor_divs(&d);
        for c in [relax_floor_divs(&d), relax_scaled_floor_divs(&d, &nonneg, false), relax_scaled_floor_divs(&d, &nonneg, true), relax_floor_divs(&shifted), shifted] {
            if !cands.contains(&c) {
                cands.push(c);
            }
        }
        let polys: Vec<sym::Poly> = cands.iter().map(Expr::to_poly).collect();
        let lower = |atom: &sym::Atom| if atom.as_var() == Some(SLACK) { Some(0) } else { numeric_range(&atom.to_expr(), self.sym_min).0 };
        let t = sym::Poly::from_var(SLACK);
        for (p, lo, hi) in &self.symbol_conds {
            let pp = floor_where_nonneg(p, self.sym_min).to_poly();
            for v in pp.vars() {
                if !self.sym_min.contains_key(&*v) || v.contains('@') || polys.iter().all(|q| q.degree_in(&v) == 0) {
                    continue;
                }
                let atom = sym::Atom::var(&v);
                let Some((c, rest)) = unit_linear_split(&pp, &v) else { continue };
                let ends = [hi.map(|h| sym::Poly::from_const(h).checked_sub(&t)), lo.map(|l| sym::Poly::from_const(l).checked_add(&t))];
                for end in ends.into_iter().flatten().flatten() {
                    let Some(by) = end.checked_sub(&rest).and_then(|x| x.checked_scale(c)) else { continue };
                    if polys.iter().any(|q| q.substitute_atom(&atom, &by).is_some_and(|s| s.nonneg_on(&lower))) {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// Lower bound of a polynomial atom over shape symbols (for sign proofs).
    fn atom_lower(&self, atom: &sym::Atom) -> Option<i128> {
        numeric_range(&atom.to_expr(), self.sym_min).0
    }

    /// Learns from a condition that holds (a mask conjunct or a guard).
    pub fn assume(&mut self, c: &Cond) {
        match c {
            Cond::And(xs) => xs.iter().for_each(|x| self.assume(x)),
            Cond::Cmp(rel, a, b) => self.assume_cmp(*rel, a, b),
            Cond::Not(inner) => {
                if let Cond::Cmp(rel, a, b) = &**inner {
                    self.assume_cmp(rel.negated(), a, b);
                }
            }
            _ => {}
        }
    }

    fn assume_cmp(&mut self, rel: Rel, a: &Expr, b: &Expr) {
        self.memo.clear();
        self.assume_cmp_inner(rel, a, b);
        self.memo.clear();
    }

    fn assume_cmp_inner(&mut self, rel: Rel, a: &Expr, b: &Expr) {
        // p REL 0 with p = a - b, then p = c*atom + rest.
        let p = a.clone() - b.clone();
        let Some((upper, lower)) = difference_bounds(rel) else { return };
        let mut atoms = Vec::new();
        facts::visit_vars(&p, &mut |v| {
            if self.is_atom(v) && !atoms.iter().any(|x: &String| x == v) {
                atoms.push(v.to_string());
            }
        });
        if atoms.is_empty() {
            self.symbol_conds.push((p, lower, upper));
            return;
        }
        if atoms.len() > 1 {
            // p = P + R with P the atom terms: P <= u - R, P >= l - R.
            let (atom_terms, rest): (Vec<Expr>, Vec<Expr>) = terms(&p).iter().cloned().partition(|t| self.has_atom(t));
            let (part, rest) = (Expr::sum(atom_terms), Expr::sum(rest));
            let hi = upper.map(|u| Expr::int(u) - rest.clone());
            let lo = lower.map(|l| Expr::int(l) - rest);
            self.bound_named_sums(&part, &lo, &hi);
            self.sum_facts.push((part, lo, hi));
            // `lane + tmp4 < s0` with `tmp4 = x2 - 1` (a lane-wise C++ mask over a named
            // temporary) bounds the offset `... + lane + x2 - 1`, written with the loop
            // variable: the same fact over the temporaries' definitions (polynomial ones,
            // exact) is kept too.
            let expanded = if self.expand_names { self.expand_polynomial_names(&p) } else { p.clone() };
            if expanded != p {
                let (atom_terms, rest): (Vec<Expr>, Vec<Expr>) = terms(&expanded).iter().cloned().partition(|t| self.has_atom(t));
                let (part, rest) = (Expr::sum(atom_terms), Expr::sum(rest));
                let hi = upper.map(|u| Expr::int(u) - rest.clone());
                let lo = lower.map(|l| Expr::int(l) - rest);
                if terms(&part).len() > 1 {
                    self.sum_facts.push((part, lo, hi));
                }
            }
            return;
        }
        if atoms.len() != 1 {
            return;
        }
        // `tmp0 >= 0` with `tmp0 = x1 - 3`: also `x1 - 3 >= 0`, a bound on the loop
        // variable the offset is written with.
        let expanded = if self.expand_names { self.expand_polynomial_names(&p) } else { p.clone() };
        if expanded != p {
            self.assume_cmp_inner(rel, &expanded, &Expr::int(0));
        }
        let atom = &atoms[0];
        let poly = p.to_poly();
        if poly.degree_in(atom) != 1 {
            return;
        }
        let Some((coeff, rest)) = poly.coeff_of(atom) else { return };
        let Some(c) = coeff.constant() else { return };
        let rest = rest.to_expr();
        // `2*x0 < s74` bounds `x0` by `(s74 - 1) // 2` (a mask on a strided pad index).
        if self.has_atom(&rest) || c == 0 {
            return;
        }
        // c*atom + rest <= u  ⇔  atom <= (u - rest)/c (c > 0), or atom >= (u - rest)/c (c < 0).
        let entry = self.facts.entry(Arc::from(atom.as_str())).or_default();
        let mut push = |bound: i128, is_upper: bool| {
            let num = Expr::int(bound) - rest.clone();
            let (as_upper, val) =
                if c > 0 { (is_upper, if c == 1 { num } else { div_const(&num, c, is_upper) }) } else { (!is_upper, if c == -1 { -num } else { div_const(&num, c, !is_upper) }) };
            if as_upper {
                entry.hi.push(val)
            } else {
                entry.lo.push(val)
            }
        };
        if let Some(u) = upper {
            push(u, true);
        }
        if let Some(l) = lower {
            push(l, false);
        }
        self.propagate_through_div(atom, 0);
        // `tmp0 = r0_2 + 7693*x0; mask = tmp0 < 100000`: the offset is written with the
        // sum, not the name, so the bound must also hold for the sum.
        if let Some(AtomKind::Derived { def }) = self.kernel.atoms.get(atom.as_str()).map(|a| a.kind.clone()) {
            let def = self.resolve_expr(&def);
            if matches!(def, Expr::Add(_)) && terms(&def).iter().all(|t| !matches!(t, Expr::TruncDiv(..) | Expr::CMod(..) | Expr::FloorDiv(..) | Expr::PyMod(..) | Expr::Where(..)))
            {
                let f = self.facts.get(atom.as_str()).cloned().unwrap_or_default();
                for h in f.hi {
                    self.sum_facts.push((def.clone(), None, Some(h)));
                }
                for l in f.lo {
                    self.sum_facts.push((def.clone(), Some(l), None));
                }
            } else if matches!(def, Expr::Add(_)) && !terms(&def).iter().any(|t| matches!(t, Expr::Where(..))) {
                // An unfold's source row `tmp2 = -1 + 2*(x1 // (ks1 // 2)) + (x0 // 4) % 4`
                // under `tmp2 < ks2`: the offset is written with the quotient and remainder
                // terms (`ks1*((x0 // 4) % 4) + 2*ks1*(x1 // (ks1 // 2))`), so the fact is
                // kept on their sum, the rest of the definition moved to its ends.
                let (atom_terms, rest): (Vec<Expr>, Vec<Expr>) = terms(&def).iter().cloned().partition(|t| self.has_atom(t));
                let (part, rest) = (Expr::sum(atom_terms), Expr::sum(rest));
                let f = self.facts.get(atom.as_str()).cloned().unwrap_or_default();
                for h in f.hi {
                    self.sum_facts.push((part.clone(), None, Some(h - rest.clone())));
                }
                for l in f.lo {
                    self.sum_facts.push((part.clone(), Some(l - rest.clone()), None));
                }
            }
        }
    }

    /// `e` with every name defined as a polynomial of atoms and symbols (no division,
    /// remainder or choice), or over symbols alone, replaced by its definition, a few
    /// levels deep: equal values.
    fn expand_polynomial_names(&self, e: &Expr) -> Expr {
        let mut cur = e.clone();
        for _ in 0..4 {
            let next = cur.substitute(&|v: &str| match self.kernel.atoms.get(v).map(|a| &a.kind) {
                Some(AtomKind::Derived { def }) => {
                    let def = self.resolve_expr(def);
                    // A name of sizes alone (`tmp6 = 2 + ks1 // 5`) is a size too.
                    (is_polynomial(&def) || !self.has_atom(&def)).then_some(def)
                }
                _ => None,
            });
            if next == cur {
                break;
            }
            cur = next;
        }
        cur
    }

    /// A fact `lo <= part <= hi` on a sum of atoms bounds every name defined as a multiple
    /// of that sum plus an atom-free rest (`a_k_idx_vals = offs_k + k_idx*BLOCK_K` under
    /// the mask `offs_k < K - k_idx*BLOCK_K`): offsets are written with the name.
    fn bound_named_sums(&mut self, part: &Expr, lo: &Bound, hi: &Bound) {
        let mut over: Vec<Arc<str>> = Vec::new();
        facts::visit_vars(part, &mut |v| {
            if self.is_atom(v) && !over.iter().any(|o| &**o == v) {
                over.push(Arc::from(v));
            }
        });
        over.sort();
        for (name, atoms) in &self.kernel.sum_names {
            if *atoms != over {
                continue;
            }
            let Some(AtomKind::Derived { def }) = self.kernel.atoms.get(name).map(|a| &a.kind) else { continue };
            let def = self.resolve_expr(def);
            let Some(k) = multiple_of(&def, part) else { continue };
            let rest = def - part.clone() * Expr::int(k);
            if self.has_atom(&rest) {
                continue;
            }
            let scaled = |b: &Bound| b.clone().map(|b| b * Expr::int(k) + rest.clone());
            let (name_lo, name_hi) = if k > 0 { (scaled(lo), scaled(hi)) } else { (scaled(hi), scaled(lo)) };
            let entry = self.facts.entry(name.clone()).or_default();
            entry.lo.extend(name_lo);
            entry.hi.extend(name_hi);
        }
    }

    /// `x1 = xindex // 128` with `x1 <= 9` gives `xindex <= 9*128 + 127` (and `x1 >= L`
    /// gives `xindex >= L*128`), for a non-negative dividend and a positive constant
    /// divisor: floor and truncation agree there.
    fn propagate_through_div(&mut self, atom: &str, depth: u32) {
        if depth > 8 {
            return;
        }
        // (The facts outlive the context: the definition is read in place, not cloned.)
        let kernel = self.kernel;
        let Some(AtomKind::Derived { def }) = kernel.atoms.get(atom).map(|a| &a.kind) else { return };
        let def = self.resolve_expr(def);
        // `x0 = xindex % ks0` under `x0 >= 1` (a shifted read `xindex - 1` of a row's
        // predecessor): `a >= a % m` for `a >= 0`, so the lower bound holds for `a` too
        // (`divisor` None); `x1 = xindex // c` scales both bounds by `c`.
        let (inner, divisor) = match &def {
            Expr::PyMod(num, m) | Expr::CMod(num, m) if !self.has_atom(m) => (num, None),
            Expr::TruncDiv(num, den) | Expr::FloorDiv(num, den) => match den.as_const() {
                Some(c) if c >= 1 => (num, Some(c)),
                _ => return,
            },
            _ => return,
        };
        let Expr::Var(inner) = &**inner else { return };
        if !self.is_atom(inner) {
            return;
        }
        let inner_lo = self.atom_range(inner).lo;
        if !inner_lo.map(|l| self.le(&Expr::int(0), &l)).unwrap_or(false) {
            return;
        }
        let f = self.facts.get(atom).cloned().unwrap_or_default();
        self.memo.clear();
        let entry = self.facts.entry(inner.clone()).or_default();
        let Some(c) = divisor else {
            entry.lo.extend(f.lo);
            return;
        };
        for h in f.hi {
            entry.hi.push(h * Expr::int(c) + Expr::int(c - 1));
        }
        for l in f.lo {
            entry.lo.push(l * Expr::int(c));
        }
        let inner = inner.to_string();
        self.propagate_through_div(&inner, depth + 1);
    }

    /// What the context has learnt (facts on atoms, on sums, on sizes) and the atom
    /// ranges memoized under it, moved out: [`Ctx::restore`] puts it into a fresh context
    /// over the same kernel, launch values and minima, which is then in exactly this
    /// state. The memo's entries are what a fresh context computes under these facts
    /// ([`Ctx::fact_count`]), so carrying them over changes no answer.
    pub(crate) fn take_learnt(&mut self) -> Learnt {
        Learnt {
            facts: std::mem::take(&mut self.facts),
            sum_facts: std::mem::take(&mut self.sum_facts),
            symbol_conds: std::mem::take(&mut self.symbol_conds),
            memo: std::mem::take(&mut self.memo),
        }
    }

    /// Puts back what [`Ctx::take_learnt`] took (from a context over the same kernel,
    /// launch values, minima and options).
    pub(crate) fn restore(&mut self, learnt: Learnt) {
        self.facts = learnt.facts;
        self.sum_facts = learnt.sum_facts;
        self.symbol_conds = learnt.symbol_conds;
        self.memo = learnt.memo;
    }

    /// How many facts the context holds. Facts are only added, or put back exactly as
    /// they were (a `where`'s branches), so while this count is unchanged the facts are
    /// the same, and the ranges memoized under them are what a fresh context computes.
    pub fn fact_count(&self) -> (usize, usize) {
        (self.facts.values().map(|f| f.lo.len() + f.hi.len()).sum(), self.sum_facts.len())
    }

    pub fn forget_facts(&mut self) {
        self.memo.clear();
        self.facts.clear();
        self.sum_facts.clear();
    }

    fn pick(&self, a: Bound, b: Bound, upper: bool) -> Bound {
        match (a, b) {
            (None, x) | (x, None) => x,
            (Some(a), Some(b)) => {
                let a_tighter = if upper { self.le(&a, &b) } else { self.le(&b, &a) };
                if a_tighter && !self.later_bound_as_tight(&a, &b, upper) {
                    return Some(a);
                }
                // Neither by the sign rules: two floor-division bounds of one size
                // (`s75 // 8 - 1` from a vector-loop test, `(2*s75 - 1) // 16` from the
                // loop's end) are compared by cases on the size's remainder, so the
                // tighter one is kept whichever came first.
                if !self.has_atom(&a) && !self.has_atom(&b) && !(if upper { self.le(&b, &a) } else { self.le(&a, &b) }) {
                    let a_tighter = if upper { self.le_by_cases(&a, &b) } else { self.le_by_cases(&b, &a) };
                    if a_tighter {
                        return Some(a);
                    }
                    // Neither is the tighter for every shape: the value is within both.
                    if self.both_bounds && !(if upper { self.le_by_cases(&b, &a) } else { self.le_by_cases(&a, &b) }) {
                        return Some(if upper { a.min(b) } else { a.max(b) });
                    }
                }
                Some(b)
            }
        }
    }

    /// The smaller (upper=false) or larger (upper=true) of two bounds when provable,
    /// else unbounded: used for unions (where, min/max lower bounds).
    fn extreme(&self, a: Bound, b: Bound, upper: bool) -> Bound {
        let (a, b) = (a?, b?);
        // Neither provably the larger (`max(2, s0 - 1)` for `s0 >= 2`): their maximum is
        // still a bound over the shape symbols, which `le` decides by cases.
        let both = |upper: bool| (!self.has_atom(&a) && !self.has_atom(&b)).then(|| if upper { a.clone().max(b.clone()) } else { a.clone().min(b.clone()) });
        if upper {
            if self.le(&a, &b) {
                Some(b)
            } else if self.le(&b, &a) {
                Some(a)
            } else {
                both(true)
            }
        } else if self.le(&a, &b) {
            Some(a)
        } else if self.le(&b, &a) {
            Some(b)
        } else {
            both(false)
        }
    }

    pub fn atom_range(&mut self, name: &str) -> Interval {
        if self.depth > MAX_DEPTH {
            return Interval::top();
        }
        let depth = self.depth;
        if let Some((_, r)) = self.memo.get(name).and_then(|by_depth| by_depth.iter().find(|(d, _)| *d == depth)) {
            return r.clone();
        }
        self.depth += 1;
        let mut r = self.atom_range_inner(name);
        self.depth -= 1;
        let small = |b: &Bound| b.as_ref().is_none_or(|e| e.size_at_most(MAX_BOUND_NODES));
        if !small(&r.lo) {
            r.lo = None;
        }
        if !small(&r.hi) {
            r.hi = None;
        }
        // The facts (and with them the memo) may have changed while ranging; the entry is
        // for the state after, as before.
        match self.memo.get_mut(name) {
            Some(by_depth) => match by_depth.iter_mut().find(|(d, _)| *d == depth) {
                Some(entry) => entry.1 = r.clone(),
                None => by_depth.push((depth, r.clone())),
            },
            None => {
                self.memo.insert(Arc::from(name), vec![(depth, r.clone())]);
            }
        }
        r
    }

    /// The bounds on an atom that masks and guards alone give (numbers or expressions),
    /// not its definition's range: for a value read from memory, what the kernel's own
    /// asserts accept. Each end is the tightest fact provably so, else the first.
    pub fn fact_range(&self, name: &str) -> Interval {
        let mut out = Interval::top();
        if let Some(fact) = self.facts.get(name) {
            for h in &fact.hi {
                out.hi = self.pick(out.hi, Some(h.clone()), true);
            }
            for l in &fact.lo {
                out.lo = self.pick(out.lo, Some(l.clone()), false);
            }
        }
        out
    }

    fn atom_range_inner(&mut self, name: &str) -> Interval {
        let Some(atom) = self.kernel.atoms.get(name) else { return Interval::top() };
        let base = match &atom.kind {
            AtomKind::Lane { block } => {
                let b = self.resolve_expr(block);
                Interval { lo: Some(Expr::int(0)), hi: Some(b - Expr::int(1)) }
            }
            AtomKind::BlockIdx { numel, block } => {
                let (n, b) = (self.resolve_expr(numel), self.resolve_expr(block));
                let programs = (n + b.clone() - Expr::int(1)).floor_div(b);
                Interval { lo: Some(Expr::int(0)), hi: Some(programs - Expr::int(1)) }
            }
            AtomKind::ProgramId { axis } => {
                let grid = self.resolve.get(&format!("@grid{axis}")).cloned();
                Interval { lo: Some(Expr::int(0)), hi: grid.map(|g| g - Expr::int(1)) }
            }
            AtomKind::Loop { start, end, step } => {
                let (s, e, st) = (self.resolve_expr(start), self.resolve_expr(end), self.resolve_expr(step));
                if st.as_const().map(|c| c > 0).unwrap_or(false) {
                    Interval { lo: Some(s), hi: Some(e - Expr::int(1)) }
                } else {
                    Interval::top()
                }
            }
            AtomKind::Derived { def } => {
                let d = self.resolve_expr(def);
                self.range(&d)
            }
            AtomKind::Loaded { .. } => Interval::top(),
        };
        let mut out = base;
        if let Some(fact) = self.facts.get(name) {
            for h in &fact.hi {
                out.hi = self.pick(out.hi, Some(h.clone()), true);
            }
            for l in &fact.lo {
                out.lo = self.pick(out.lo, Some(l.clone()), false);
            }
        }
        if let Some(hi) = self.hi_by_masked_remainder(name, &out) {
            out.hi = self.pick(out.hi, Some(hi), true);
        }
        out
    }

    /// `a = m*(a // m) + a % m` for `a >= 0`: where the kernel names the remainder
    /// (`x0 = xindex % 11`) and a mask bounds it below `m - 1` (`x0 < 9`, the columns a
    /// slice keeps), `a <= m*(hi(a) // m) + hi(a % m)`. `xindex < 11*s2` with `x0 < 9`
    /// gives `xindex <= 11*s2 - 3`: a read at `xindex + 2` stays inside `11*s2`.
    fn hi_by_masked_remainder(&self, name: &str, range: &Interval) -> Option<Expr> {
        let (Some(lo), Some(hi)) = (&range.lo, &range.hi) else { return None };
        if lo.as_const().is_none_or(|c| c < 0) {
            return None;
        }
        let mut best: Option<(i128, i128)> = None;
        for atom in self.kernel.atoms.values() {
            let AtomKind::Derived { def: Expr::PyMod(a, m) | Expr::CMod(a, m) } = &atom.kind else { continue };
            let (Expr::Var(v), Some(m)) = (a.as_ref(), m.as_const()) else { continue };
            if v.as_ref() != name || m <= 1 {
                continue;
            }
            let Some(r) = self.fact_range(&atom.name).hi.and_then(|h| h.as_const()) else { continue };
            // The slack this remainder leaves below `m - 1`, the most of all such names.
            if (0..m - 1).contains(&r) && best.is_none_or(|(bm, br)| bm - 1 - br < m - 1 - r) {
                best = Some((m, r));
            }
        }
        let (m, r) = best?;
        Some(Expr::int(m) * hi.clone().floor_div(Expr::int(m)) + Expr::int(r))
    }

    /// Range of a resolved expression over atoms and shape symbols.
    pub fn range(&mut self, e: &Expr) -> Interval {
        if !self.has_atom(e) && !has_opaque_choice(e) {
            return Interval::point(e.clone());
        }
        let mut r = self.range_of_terms(e);
        // e = P + D with a fact on P and D free of P's atoms: range(P) + range(D).
        if self.depth < 2 {
            // By index, each fact cloned only where it splits `e`: ranging `d` may assume a
            // `where`'s sides, which adds sum facts and removes them again (the list is
            // the same after), and most facts do not split `e`.
            for i in 0..self.sum_facts.len() {
                let Some((k, sign, d)) = self.sum_facts.get(i).and_then(|(part, _, _)| self.split_on_sum(e, part)) else { continue };
                let Some((_, lo, hi)) = self.sum_facts.get(i).cloned() else { continue };
                self.depth += 1;
                let rd = self.range(&d);
                self.depth -= 1;
                let (lo, hi) = if sign > 0 { (lo, hi) } else { (hi, lo) };
                let cand_hi = hi.zip(rd.hi).map(|(a, b)| a * k.clone() + b);
                let cand_lo = lo.zip(rd.lo).map(|(a, b)| a * k.clone() + b);
                r.hi = self.pick(r.hi, cand_hi, true);
                r.lo = self.pick(r.lo, cand_lo, false);
            }
        }
        r
    }

    /// A bound of `e` (upper when `upper`) found one atom at a time: where `e` is linear in
    /// an atom whose coefficient has a sign the shape symbols prove, that atom's own bound
    /// is put in its place (its upper bound for a non-negative coefficient when bounding
    /// from above). Term-by-term interval sums bound each monomial at its own worst:
    /// `8*ks1*ks2*x0 - 16*ks1*x0 - 16*ks2*x0 + 32*x0` gets `x0` at both ends at once,
    /// while its coefficient `8*(ks1 - 2)*(ks2 - 2)` is never negative. Sound: the atom
    /// occurs nowhere else, so its extreme is reached with the rest free.
    pub fn monotone_bound(&mut self, e: &Expr, upper: bool) -> Bound {
        let mut cur = e.clone();
        // One atom per round; the bound is over at most as many atoms as `e` has.
        for _ in 0..32 {
            let p = cur.to_poly();
            let mut chosen = None;
            for v in p.vars() {
                if !self.is_atom(&v) {
                    continue;
                }
                // `None` when `v` occurs non-linearly or inside another atom (`v // 16`).
                let Some((coeff, rest)) = p.coeff_of(&v) else { continue };
                let c = coeff.to_expr();
                if self.has_atom(&c) {
                    continue;
                }
                let sign = if self.le(&Expr::int(0), &c) {
                    1
                } else if self.le(&c, &Expr::int(0)) {
                    -1
                } else {
                    continue;
                };
                chosen = Some((v, c, rest.to_expr(), sign));
                break;
            }
            let Some((v, c, rest, sign)) = chosen else { break };
            let r = self.atom_range(&v);
            let end = if (sign > 0) == upper { r.hi } else { r.lo };
            if self.has_atom(end.as_ref()?) {
                return None;
            }
            cur = c * end? + rest;
        }
        let r = self.range_of_terms(&cur);
        if upper {
            r.hi
        } else {
            r.lo
        }
    }

    /// Whether a condition over shape symbols alone that the access needs is false at
    /// every shape (`s71 - 2 < 0` with `s71 >= 2`: a cat branch past the narrowed end):
    /// then the access never runs.
    pub fn symbol_conds_unsatisfiable(&self) -> bool {
        self.symbol_conds.iter().any(|(p, lo, hi)| {
            let (p_lo, p_hi) = numeric_range(p, self.sym_min);
            hi.zip(p_lo).is_some_and(|(h, l)| l > h) || lo.zip(p_hi).is_some_and(|(l, h)| h < l)
        })
    }

    /// Lower bounds on shape symbols that the facts imply: a sum of atoms bounded as
    /// `L <= P <= H` (atom-free ends) can only be when `L <= H`, and where `H - L` is
    /// `c*s + k` for one shape symbol `s` (`c > 0`) that is `s >= ceil(-k / c)`. The
    /// access runs only where its conditions hold, so a proof may assume it:
    /// `0 <= 2*x + 32*k - 1 < s0 - 2` needs `s0 >= 3` (a pad inside a conv output of
    /// positive width). Only bounds stronger than the known minimum are returned.
    pub fn implied_symbol_minima(&self) -> Vec<(String, i128)> {
        let mut by_part: Vec<(Expr, Vec<Expr>, Vec<Expr>)> = Vec::new();
        for (part, lo, hi) in &self.sum_facts {
            let i = match by_part.iter().position(|(p, _, _)| p == part) {
                Some(i) => i,
                None => {
                    by_part.push((part.clone(), Vec::new(), Vec::new()));
                    by_part.len() - 1
                }
            };
            if let Some(entry) = by_part.get_mut(i) {
                entry.1.extend(lo.iter().cloned());
                entry.2.extend(hi.iter().cloned());
            }
        }
        let mut out: Vec<(String, i128)> = Vec::new();
        let raise = |out: &mut Vec<(String, i128)>, v: &str, min: i128| {
            let known = self.sym_min.get(v).copied();
            if known.is_some_and(|m| m < min) && !out.iter().any(|(n, m)| **n == *v && *m >= min) {
                out.retain(|(n, _)| **n != *v);
                out.push((v.to_string(), min));
            }
        };
        // A condition on one shape symbol, `c*v + k` within `[lo, hi]`: `c*v + k >= lo`
        // (c > 0) or `c*v + k <= hi` (c < 0) is a minimum of `v`.
        for (p, lo, hi) in &self.symbol_conds {
            let d = p.to_poly();
            let vars = p.free_vars();
            let (Some(v), 1) = (vars.iter().next(), vars.len()) else { continue };
            let Some((coeff, rest)) = d.coeff_of(v) else { continue };
            let (Some(c), Some(k)) = (coeff.constant(), rest.to_expr().as_const()) else { continue };
            // c*v >= t with c > 0: v >= ceil(t / c).
            let ceil_div = |t: i128, c: i128| t.div_euclid(c) + i128::from(t.rem_euclid(c) != 0);
            let min = match (c > 0, lo, hi) {
                (true, Some(l), _) => ceil_div(l - k, c),
                (false, _, Some(h)) if c < 0 => ceil_div(k - h, -c),
                _ => continue,
            };
            raise(&mut out, v, min);
        }
        for (_, los, his) in &by_part {
            for (l, h) in los.iter().flat_map(|l| his.iter().map(move |h| (l, h))) {
                if self.has_atom(l) || self.has_atom(h) {
                    continue;
                }
                let d = (h.clone() - l.clone()).to_poly();
                let vars = d.to_expr().free_vars();
                let (Some(v), 1) = (vars.iter().next(), vars.len()) else { continue };
                let Some((coeff, rest)) = d.coeff_of(v) else { continue };
                let (Some(c), Some(k)) = (coeff.constant(), rest.to_expr().as_const()) else { continue };
                if c <= 0 {
                    continue;
                }
                // c*v + k >= 0  ⇔  v >= ceil(-k / c)
                let min = (-k).div_euclid(c) + i128::from((-k).rem_euclid(c) != 0);
                raise(&mut out, v, min);
            }
        }
        out
    }

    /// `e` as `k*P + D` with `D` free of `P`'s atoms (so a fact on `P` and a range of `D`
    /// combine soundly): `(k, D)`, or `None` where `e` is no multiple of `P` or `D` shares one
    /// of `P`'s atoms.
    ///
    /// `k` is a number, or an expression over shape symbols of known sign (`(k, D)` with
    /// `k` as an expression and its sign, 1 or -1): `x0 + ks0*r0_3 + ks0*x1*((ks1 + 2) // 3)`
    /// is `ks0` times the masked `r0_3 + x1*((ks1 + 2) // 3)` (a reduction over a chunk of a
    /// dimension) plus `x0`.
    fn split_on_sum(&self, e: &Expr, part: &Expr) -> Option<(Expr, i128, Expr)> {
        let (k, sign) = match multiple_of(e, part) {
            Some(k) => (Expr::int(k), k.signum()),
            // Only for the offset itself (depth 0), not inside the ranges of the atoms it is
            // written with: there it costs more than it proves.
            None if self.depth == 0 => {
                let k = self.symbolic_multiple_of(e, part)?;
                let sign = if self.le(&Expr::int(0), &k) {
                    1
                } else if self.le(&k, &Expr::int(0)) {
                    -1
                } else {
                    return None;
                };
                (k, sign)
            }
            None => return None,
        };
        let d = e.clone() - part.clone() * k.clone();
        // `k*P + D` bounds `e` by `k*hi(P) + hi(D)` whether or not `D` shares `P`'s atoms;
        // with shared atoms the bound is loose, so it is tried only where `P`'s terms are
        // quotients and remainders (an unfold's `2*(x1 // h) + (x0 // 4) % 4`), whose
        // companions in `D` (`x1 % h`, `x0 % 4`) another fact bounds.
        if !has_quotient_term(part) {
            // Outside quotient and remainder terms (`(x0 + 4*x2) // 16`, a tile's row
            // within its block, bounded on its own).
            let plain: Vec<&Expr> = terms(&d).iter().filter(|t| !has_quotient_term(t)).collect();
            // (Stops at the first shared atom.)
            if any_var(part, &|v| self.is_atom(v) && plain.iter().any(|t| t.contains_var(v))) {
                return None;
            }
        }
        Some((k, sign, d))
    }

    /// `K` over shape symbols only with `e` containing `K*part`, found from the first atom
    /// of `part` that occurs linearly: its coefficient in `e` divided exactly by its
    /// coefficient in `part`. The caller checks that `e - K*part` keeps none of `part`'s
    /// atoms, which is what makes the split exact.
    fn symbolic_multiple_of(&self, e: &Expr, part: &Expr) -> Option<Expr> {
        // Cheap refusals first (this runs for every sum fact at every range): every atom of
        // `part` must occur in `e`, and some term of `e` must hold one times a size.
        let missing = any_var(part, &|v| self.is_atom(v) && !e.contains_var(v));
        if missing || !terms(e).iter().any(|t| factors(t).len() > 2 || (factors(t).len() == 2 && split_coeff(t).0 == 1)) {
            return None;
        }
        let pp = part.to_poly();
        let ep = e.to_poly();
        if has_quotient_term(part) {
            return self.symbolic_multiple_by_monomial(&ep, &pp);
        }
        let v = pp.vars().into_iter().find(|v| self.is_atom(v))?;
        let (cp, _) = pp.coeff_of(&v)?;
        // `v` also inside a quotient of `e` (`ks5*x2 + ks3*ks5*((x0 + 4*x2) // 16)`): the
        // coefficient of its linear terms, by monomials.
        let Some((ce, _)) = ep.coeff_of(&v) else { return self.symbolic_multiple_by_monomial(&ep, &pp) };
        let k = ce.div_exact(&cp)?.to_expr();
        (!self.has_atom(&k) && k.as_const() != Some(0)).then_some(k)
    }

    /// [`Ctx::symbolic_multiple_of`] for a part whose atoms are quotients or remainders
    /// (polynomial atoms, not variables): `K` from its first term's monomial `m`, the sum of
    /// `q*(c_e / c_p)` over the terms `c_e*q*m` of `e` with `q` free of kernel atoms.
    fn symbolic_multiple_by_monomial(&self, ep: &sym::Poly, pp: &sym::Poly) -> Option<Expr> {
        let (mp, cp) = pp.terms().find(|(m, _)| !m.is_one())?;
        let unit = sym::Poly::term(mp.clone(), 1);
        let mut k = sym::Poly::zero();
        for (me, ce) in ep.terms() {
            let Some(q) = sym::Poly::term(me.clone(), 1).div_exact(&unit) else { continue };
            if ce % cp != 0 || self.has_atom(&q.to_expr()) {
                continue;
            }
            k = k.checked_add(&q.checked_scale(ce / cp)?)?;
        }
        let k = k.to_expr();
        k.as_const().is_none().then_some(k)
    }

    /// [`Ctx::monotone_bound`] with a fact on a sum of atoms used whole: where `e` is
    /// `k*P + D` and a mask bounds `P` (`-1 + 2*x2 + 2*x2_inner < ks2 - 2` bounds
    /// `32*k + 2*i` for the vector loop's atom `k` and the lane loop's `i`), `P` takes its
    /// bound and `D`, free of `P`'s atoms, is bounded one atom at a time. Sound for the
    /// same reason as the sum facts in [`Ctx::range`]. One candidate per usable fact.
    pub fn monotone_bounds_by_sums(&mut self, e: &Expr, upper: bool) -> Vec<Expr> {
        let mut out = Vec::new();
        for (part, lo, hi) in self.sum_facts.clone() {
            let Some((k, sign, d)) = self.split_on_sum(e, &part) else { continue };
            let Some(p) = (if (sign > 0) == upper { hi } else { lo }) else { continue };
            if let Some(b) = self.monotone_bound(&d, upper) {
                out.push(p * k + b);
            }
        }
        out
    }

    fn range_of_terms(&mut self, e: &Expr) -> Interval {
        // The ends are summed once at the end (`Expr::sum`), not term by term: adding to
        // a growing sum re-canonicalises it every time, n^2 over n terms.
        let mut lo = Some(Vec::new());
        let mut hi = Some(Vec::new());
        for term in terms(e) {
            let t = self.term_range(term);
            lo = lo.zip(t.lo).map(|(mut v, b)| {
                v.push(b);
                v
            });
            hi = hi.zip(t.hi).map(|(mut v, b)| {
                v.push(b);
                v
            });
            if lo.is_none() && hi.is_none() {
                break;
            }
        }
        Interval { lo: lo.map(Expr::sum), hi: hi.map(Expr::sum) }
    }

    fn term_range(&mut self, term: &Expr) -> Interval {
        if !self.has_atom(term) && !has_opaque_choice(term) {
            return Interval::point(term.clone());
        }
        let mut coeff = Expr::int(1);
        let mut idx: Vec<&Expr> = Vec::new();
        for f in factors(term) {
            if self.has_atom(f) || has_opaque_choice(f) {
                idx.push(f);
            } else {
                coeff = coeff * f.clone();
            }
        }
        let mut r = match idx.as_slice() {
            [one] => self.factor_range(one),
            many => {
                // A product of index values: only with non-negative factors.
                let mut acc = Interval::point(Expr::int(1));
                for f in many {
                    let fr = self.factor_range(f);
                    let nonneg = fr.lo.as_ref().map(|l| self.le(&Expr::int(0), l)).unwrap_or(false);
                    if !nonneg {
                        return Interval::top();
                    }
                    acc = Interval {
                        lo: match (acc.lo, fr.lo) {
                            (Some(a), Some(b)) => Some(a * b),
                            _ => None,
                        },
                        hi: match (acc.hi, fr.hi) {
                            (Some(a), Some(b)) => Some(a * b),
                            _ => None,
                        },
                    };
                }
                acc
            }
        };
        if coeff.as_const() == Some(1) {
            return r;
        }
        if self.le(&Expr::int(0), &coeff) {
            r.lo = r.lo.map(|x| x * coeff.clone());
            r.hi = r.hi.map(|x| x * coeff.clone());
            r
        } else if self.le(&coeff, &Expr::int(0)) {
            Interval { lo: r.hi.map(|x| x * coeff.clone()), hi: r.lo.map(|x| x * coeff.clone()) }
        } else {
            Interval::top()
        }
    }

    fn factor_range(&mut self, f: &Expr) -> Interval {
        match f {
            Expr::Var(v) => self.atom_range(v),
            Expr::TruncDiv(a, d) | Expr::FloorDiv(a, d) => self.div_range(a, d, matches!(f, Expr::FloorDiv(..))),
            Expr::CMod(a, m) | Expr::PyMod(a, m) => self.mod_range(a, m, matches!(f, Expr::PyMod(..))),
            Expr::Where(c, a, b) => {
                // A condition the ranges decide picks its branch: a reflection pad's
                // `where(i < 0, i + 2*n, i)` over an `i` never negative is `i` alone, while
                // the union of both branches would reach past the input. Only near the
                // offset (`DECIDE_DEPTH`): deeper, the extra ranges cost more than they prove.
                match if self.depth <= DECIDE_DEPTH { self.decide(c) } else { None } {
                    Some(true) => return self.range(a),
                    Some(false) => return self.range(b),
                    None => {}
                }
                // Each branch is ranged under its own side of the condition, and every
                // fact that side taught (on atoms, on sums, on sizes) is forgotten after:
                // neither side holds outside its branch.
                let saved = (self.facts.clone(), self.sum_facts.len(), self.symbol_conds.len());
                self.assume(c);
                let mut ra = self.range(a);
                self.facts = saved.0.clone();
                self.sum_facts.truncate(saved.1);
                self.symbol_conds.truncate(saved.2);
                self.memo.clear();
                let not_c = ((**c).clone()).not();
                self.assume(&not_c);
                let mut rb = self.range(b);
                self.facts = saved.0;
                self.sum_facts.truncate(saved.1);
                self.symbol_conds.truncate(saved.2);
                self.memo.clear();
                self.tighten_by_condition(a, c, &mut ra);
                self.tighten_by_condition(b, &not_c, &mut rb);
                Interval { lo: self.extreme(ra.lo, rb.lo, false), hi: self.extreme(ra.hi, rb.hi, true) }
            }
            Expr::Min(xs) | Expr::Max(xs) => {
                let is_min = matches!(f, Expr::Min(_));
                let rs: Vec<Interval> = xs.iter().map(|x| self.range(x)).collect();
                let mut lo: Bound = None;
                let mut hi: Bound = None;
                for (i, r) in rs.into_iter().enumerate() {
                    if i == 0 {
                        lo = r.lo;
                        hi = r.hi;
                        continue;
                    }
                    if is_min {
                        // min ≤ every operand: any upper bound works; its lower bound is the least.
                        hi = self.pick(hi, r.hi, true);
                        lo = self.extreme(lo, r.lo, false);
                    } else {
                        lo = self.pick(lo, r.lo, false);
                        hi = self.extreme(hi, r.hi, true);
                    }
                }
                // |y| = max(y, -y) is never negative, which the two operands' own lower
                // bounds (each alone may be negative) do not say.
                if !is_min && xs.len() == 2 && xs[0] == -xs[1].clone() {
                    lo = self.pick(lo, Some(Expr::int(0)), false);
                }
                Interval { lo, hi }
            }
            Expr::Add(_) => self.range(f),
            _ => Interval::top(),
        }
    }

    /// A branch `e` of `where(l < r, e, ...)` that is the compared difference `d = l - r`
    /// plus an atom-free rest (a reflection's `2*n - 1 - |y|` when `n - 1 - |y| < 0`)
    /// is bounded by what the condition says of `d` plus the rest: `d <= -1` there, so
    /// `e <= n - 1`, where `d`'s own range would allow `2*n - 1`.
    fn tighten_by_condition(&mut self, e: &Expr, c: &Cond, r: &mut Interval) {
        let Cond::Cmp(rel, l, rr) = c else { return };
        if self.depth >= 4 {
            return;
        }
        let d = l.clone() - rr.clone();
        let rest = e.clone() - d.clone();
        if (!self.has_atom(&d) && !has_opaque_choice(&d)) || self.has_atom(&rest) || has_opaque_choice(&rest) {
            return;
        }
        let (cap_hi, cap_lo) = match rel {
            Rel::Lt => (Some(-1), None),
            Rel::Le => (Some(0), None),
            Rel::Gt => (None, Some(1)),
            Rel::Ge => (None, Some(0)),
            _ => return,
        };
        self.depth += 1;
        let rd = self.range(&d);
        self.depth -= 1;
        let hi_d = match cap_hi {
            Some(k) => self.pick(rd.hi, Some(Expr::int(k)), true),
            None => rd.hi,
        };
        let lo_d = match cap_lo {
            Some(k) => self.pick(rd.lo, Some(Expr::int(k)), false),
            None => rd.lo,
        };
        r.hi = self.pick(r.hi.take(), hi_d.map(|h| h + rest.clone()), true);
        r.lo = self.pick(r.lo.take(), lo_d.map(|lo| lo + rest), false);
    }

    /// Whether a comparison holds for every value (Some(true)), for none (Some(false)),
    /// or depends (None), from the range of `lhs - rhs`.
    fn decide(&mut self, c: &Cond) -> Option<bool> {
        let Cond::Cmp(rel, l, r) = c else { return None };
        if self.depth >= 4 {
            return None;
        }
        let d = l.clone() - r.clone();
        if !self.has_atom(&d) && !has_opaque_choice(&d) {
            return None;
        }
        self.depth += 1;
        let rg = self.range(&d);
        self.depth -= 1;
        let below = |s: &Self, k: i128| rg.hi.as_ref().is_some_and(|h| s.le(h, &Expr::int(k)));
        let above = |s: &Self, k: i128| rg.lo.as_ref().is_some_and(|lo| s.le(&Expr::int(k), lo));
        match rel {
            Rel::Lt if below(self, -1) => Some(true),
            Rel::Lt if above(self, 0) => Some(false),
            Rel::Le if below(self, 0) => Some(true),
            Rel::Le if above(self, 1) => Some(false),
            Rel::Gt if above(self, 1) => Some(true),
            Rel::Gt if below(self, 0) => Some(false),
            Rel::Ge if above(self, 0) => Some(true),
            Rel::Ge if below(self, -1) => Some(false),
            _ => None,
        }
    }

    fn div_range(&mut self, a: &Expr, d: &Expr, floor: bool) -> Interval {
        if self.has_atom(d) || !self.le(&Expr::int(1), d) {
            return Interval::top();
        }
        let ra = self.range(a);
        let zero = Expr::int(0);
        let lo_nonneg = ra.lo.as_ref().map(|l| self.le(&zero, l)).unwrap_or(false);
        let lo = if lo_nonneg {
            Some(ra.lo.clone().map(|l| self.quotient_lower_bound(&l, d)).unwrap_or(zero.clone()))
        } else if !floor {
            // trunc(a/d) >= a for a <= 0, d >= 1.
            ra.lo.clone().filter(|l| self.le(l, &zero)).or(None)
        } else {
            ra.lo.clone().filter(|l| self.le(l, &zero))
        };
        // With the dividend's lower end never negative, an upper end below 0 means no value
        // at all (`xindex < xnumel` with `xnumel` 0 at some shapes: the access never runs),
        // so the bound for `h >= 0` holds whenever there is a value to bound.
        let mut hi = match ra.hi {
            Some(h) if lo_nonneg || self.le(&zero, &h) => Some(self.div_hi(&h, d)),
            Some(h) if self.le(&h, &zero) => Some(zero.clone()),
            Some(h) if !floor => Some(self.trunc_div_hi_any_sign(&h, d)),
            _ => None,
        };
        // Term by term, `x*(n - 1)` reaches `X*n` (each monomial at its own worst), whose
        // quotient by `X` is one too many; one atom at a time it reaches `X*(n - 1)`,
        // divisible by the `X` of an align-corners scale `(n - 1) / X`.
        if self.depth < 4 && a.to_poly().len() > 1 {
            self.depth += 1;
            let mb = self.monotone_bound(a, true);
            self.depth -= 1;
            if let Some(h) = mb.filter(|h| !self.has_atom(h) && self.le(&zero, h)) {
                let q = self.div_hi(&h, d);
                hi = self.pick(hi, Some(q), true);
            }
        }
        Interval { lo, hi }
    }

    /// An upper bound of floor(h / d) for h >= 0, d >= 1, as tight as the algebra allows.
    fn div_hi(&self, h: &Expr, d: &Expr) -> Expr {
        // The kernel's `ks1 // 2` is a truncating quotient, the wrapper's `(s0 // 2)` in the
        // dividend's bound a floor one: one atom where both are never negative, so that
        // `((s0 // 2)*(s53 // 2) - 1) // trunc_div(s0, 2)` divides exactly.
        let (h, d) = (&floor_where_nonneg(h, self.sym_min), &floor_where_nonneg(d, self.sym_min));
        let hp = h.to_poly();
        let dp = d.to_poly();
        if let Some(q) = hp.checked_add(&sym::Poly::from_const(1)).and_then(|p| p.div_exact(&dp)) {
            return q.to_expr() - Expr::int(1);
        }
        if let Some(q) = hp.div_exact(&dp) {
            return q.to_expr();
        }
        if let Some(c) = d.as_const() {
            return (h.clone()).floor_div(Expr::int(c));
        }
        if let Some(q) = self.div_hi_by_monomial(&hp, &dp).or_else(|| self.div_hi_by_constant_quotient(&hp, &dp)) {
            return q;
        }
        // A vector loop's lanes end at `16*(w // 16) - 1`, a quotient the divisor does not
        // divide: with `k*M*(a // c) <= (k/c)*M*a` (`c | k`, `M` never negative) the
        // dividend's bound is a polynomial in `a` that the divisor may divide
        // (`32*(s0 // 16)*t` over `2*s0` is at most `t`).
        let up = relax_floor_divs_up(h, &|f: &Expr| numeric_range(f, self.sym_min).0.is_some_and(|l| l >= 0));
        if up != *h {
            let upp = up.to_poly();
            if let Some(q) = self.div_hi_by_monomial(&upp, &dp).or_else(|| self.div_hi_by_constant_quotient(&upp, &dp)) {
                return q;
            }
        }
        if let Some(q) = self.div_hi_by_related_quotients(h, d) {
            return q;
        }
        h.clone()
    }

    /// floor(h / d) for a divisor of several terms (`4*((s0 - 1) // 2) + 4`, the output
    /// size of an adaptive pool times a literal: the denominator of a bilinear source
    /// coordinate `(x + 0.5) * in / out - 0.5` whose `in` is a number): a constant quotient
    /// `q`, the coefficient of one of `d`'s non-constant terms in `h` floor-divided by
    /// `d`'s, with `h = q*d + r`, is `q - 1` where `r <= -1` and `q` where `r <= d - 1`
    /// (d >= 1 is the caller's). Each of `d`'s terms gives a candidate; the first proven is
    /// taken.
    fn div_hi_by_constant_quotient(&self, hp: &sym::Poly, dp: &sym::Poly) -> Option<Expr> {
        if dp.len() < 2 {
            return None;
        }
        let d1 = dp.to_expr() - Expr::int(1);
        let mut tried = Vec::new();
        for (m, dc) in dp.terms() {
            if m.is_one() || dc < 1 {
                continue;
            }
            let hc = hp.terms().find(|(hm, _)| *hm == m).map_or(0, |(_, c)| c);
            let q = hc.div_euclid(dc);
            if q < 0 || tried.contains(&q) {
                continue;
            }
            tried.push(q);
            let r = hp.checked_sub(&dp.checked_scale(q)?)?.to_expr();
            if self.le(&r, &Expr::int(-1)) {
                return Some(Expr::int(q - 1));
            }
            if self.le(&r, &d1) {
                return Some(Expr::int(q));
            }
        }
        None
    }

    /// floor(h / d) for a one-term divisor `d = c*m` (`2*(s53 // 2)`, the denominator of a
    /// bilinear source coordinate): `h = q*d + r` with `q` the terms of `h` that `m`
    /// divides, their coefficients floor-divided by `c`, so floor(h/d) = q + floor(r/d),
    /// which is `q - 1` where `r <= -1` and `q` where `r <= d - 1` (d >= 1 is the caller's).
    fn div_hi_by_monomial(&self, hp: &sym::Poly, dp: &sym::Poly) -> Option<Expr> {
        let mut terms = dp.terms();
        let (dm, dc) = terms.next()?;
        if terms.next().is_some() || dc < 1 || dm.is_one() {
            return None;
        }
        let unit = sym::Poly::term(dm.clone(), 1);
        let mut q = sym::Poly::zero();
        for (m, c) in hp.terms() {
            if let Some(part) = sym::Poly::term(m.clone(), 1).div_exact(&unit) {
                q = q.checked_add(&part.checked_scale(c.div_euclid(dc))?)?;
            }
        }
        if q.is_zero() {
            return None;
        }
        let r = hp.checked_sub(&q.checked_mul(dp)?)?.to_expr();
        let q = q.to_expr();
        if self.le(&r, &Expr::int(-1)) {
            Some(q - Expr::int(1))
        } else if self.le(&r, &(dp.to_expr() - Expr::int(1))) {
            Some(q)
        } else {
            None
        }
    }

    /// For `a >= 0` and `m = d*n` (`d, n >= 1`): `a % (d*n) = d*((a // d) % n) + a % d`,
    /// exact for floor (and, `a` never negative, for truncating) division. Where the kernel
    /// names `(a // d) % n` and a mask or assert bounds that name, the remainder is at most
    /// `d*hi(x1) + d - 1`: a position-table read `xindex % (64*ks0)` written whole, next to
    /// the assert on its row `x1 = (xindex // 64) % ks0`; a conv's pixel `xindex % ks1`
    /// next to its channel `x1 = (xindex // ks0) % 8` masked `x1 < 4` (a slice's backward),
    /// with `ks1 = 8*ks0` once the launch's sizes are in. Quotients are compared where
    /// never negative as floor ones (the kernel's `//` truncates, the wrapper's floors).
    fn split_mod_hi(&mut self, a: &Expr, m: &Expr) -> Bound {
        if self.depth > DECIDE_DEPTH + 2 {
            return None;
        }
        let mp = floor_where_nonneg(m, self.sym_min).to_poly();
        let a_norm = floor_where_nonneg(a, self.sym_min);
        let found = self.kernel.atoms.iter().find_map(|(name, atom)| {
            let AtomKind::Derived { def } = &atom.kind else { return None };
            let (Expr::PyMod(q, n) | Expr::CMod(q, n)) = def else { return None };
            let (Expr::FloorDiv(num, d) | Expr::TruncDiv(num, d)) = &**q else { return None };
            if floor_where_nonneg(&self.resolve_expr(num), self.sym_min) != a_norm {
                return None;
            }
            let d = floor_where_nonneg(&self.resolve_expr(d), self.sym_min);
            let n = floor_where_nonneg(&self.resolve_expr(n), self.sym_min);
            (d.to_poly().checked_mul(&n.to_poly())? == mp).then(|| (name.clone(), d, n))
        });
        let (name, d, n) = found?;
        if !self.le(&Expr::int(1), &d) || !self.le(&Expr::int(1), &n) {
            return None;
        }
        let h = self.atom_range(&name).hi?;
        Some(d.clone() * h + d - Expr::int(1))
    }

    fn mod_range(&mut self, a: &Expr, m: &Expr, python: bool) -> Interval {
        if self.has_atom(m) || !self.le(&Expr::int(1), m) {
            return Interval::top();
        }
        let ra = self.range(a);
        let zero = Expr::int(0);
        let m1 = m.clone() - Expr::int(1);
        let a_nonneg = ra.lo.as_ref().map(|l| self.le(&zero, l)).unwrap_or(false);
        if a_nonneg {
            // a % m == a when a < m: keep the tighter of the two.
            // The remainder's own bound unless the dividend's is provably tighter: a dividend
            // end that may lie below the modulus only at shapes where it is empty (`xnumel`
            // 0) must not replace it.
            let mut hi = self.pick(ra.hi, Some(m1), true);
            if let Some(h) = self.split_mod_hi(a, m) {
                hi = self.pick(hi, Some(h), true);
            }
            Interval { lo: Some(zero), hi }
        } else if python {
            Interval { lo: Some(zero), hi: Some(m1) }
        } else {
            Interval { lo: Some(-m1.clone()), hi: Some(m1) }
        }
    }
}

/// `k` such that `e` contains `k*part` term by term (`64*r0_2 + 8192*x1` is 64 times
/// `r0_2 + 128*x1`).
/// Sums and products of numbers and names only.
/// Whether `f` holds of a variable of `e` (those [`facts::visit_vars`] visits), stopping
/// at the first.
fn any_var(e: &Expr, f: &impl Fn(&str) -> bool) -> bool {
    fn cond(c: &Cond, f: &impl Fn(&str) -> bool) -> bool {
        match c {
            Cond::Cmp(_, a, b) => any_var(a, f) || any_var(b, f),
            Cond::And(xs) | Cond::Or(xs) => xs.iter().any(|x| cond(x, f)),
            Cond::Not(x) => cond(x, f),
            Cond::True | Cond::False | Cond::Opaque(_) => false,
        }
    }
    match e {
        Expr::Const(_) => false,
        Expr::Var(v) => f(v),
        Expr::Add(xs) | Expr::Mul(xs) | Expr::Min(xs) | Expr::Max(xs) => xs.iter().any(|x| any_var(x, f)),
        Expr::FloorDiv(a, b) | Expr::PyMod(a, b) | Expr::TruncDiv(a, b) | Expr::CMod(a, b) | Expr::Pow(a, b) => any_var(a, f) || any_var(b, f),
        Expr::Where(c, a, b) => cond(c, f) || any_var(a, f) || any_var(b, f),
    }
}

fn is_polynomial(e: &Expr) -> bool {
    match e {
        Expr::Const(_) | Expr::Var(_) => true,
        Expr::Add(xs) | Expr::Mul(xs) => xs.iter().all(is_polynomial),
        _ => false,
    }
}

/// Whether a term of the sum `part` is a quotient or remainder (or a multiple of one).
fn has_quotient_term(part: &Expr) -> bool {
    terms(part).iter().any(|t| factors(t).iter().any(|f| matches!(f, Expr::TruncDiv(..) | Expr::CMod(..) | Expr::FloorDiv(..) | Expr::PyMod(..))))
}

fn multiple_of(e: &Expr, part: &Expr) -> Option<i128> {
    let mut k: Option<i128> = None;
    for t in terms(part) {
        let (c, mono) = split_coeff(t);
        let (ce, _) = terms(e).iter().map(split_coeff).find(|(_, m)| *m == mono)?;
        if c == 0 || ce % c != 0 {
            return None;
        }
        let q = ce / c;
        if k.map(|k| k != q).unwrap_or(false) {
            return None;
        }
        k = Some(q);
    }
    k.filter(|k| *k != 0)
}

/// A canonical term as (constant coefficient, the rest).
fn split_coeff(t: &Expr) -> (i128, Expr) {
    match t {
        Expr::Const(c) => (*c, Expr::int(1)),
        Expr::Mul(xs) => match xs.first() {
            Some(Expr::Const(c)) => (*c, Expr::product(xs[1..].iter().cloned())),
            _ => (1, t.clone()),
        },
        other => (1, other.clone()),
    }
}

fn div_const(num: &Expr, c: i128, round_down: bool) -> Expr {
    if c < 0 {
        return div_const(&-num.clone(), -c, round_down);
    }
    match num.as_const() {
        Some(n) => Expr::int(if round_down { n.div_euclid(c) } else { -((-n).div_euclid(c)) }),
        // floor(n / c), or ceil(n / c) = -floor(-n / c): exact for every integer n.
        None if round_down => num.clone().floor_div(Expr::int(c)),
        None => -((-num.clone()).floor_div(Expr::int(c))),
    }
}

/// A lower bound of floor(l / d) for l >= 0, d >= 1.
fn div_floor_bound(l: &Expr, d: &Expr) -> Expr {
    match (l.as_const(), d.as_const()) {
        (Some(a), Some(b)) if b > 0 => Expr::int(a.div_euclid(b)),
        _ => Expr::int(0),
    }
}

/// A lower bound of `e` with every term `k*(a // c)` (`c > 0` dividing `k`) replaced by
/// `(k/c)*a` when `k < 0`, `(k/c)*(a - c + 1)` when `k > 0` ([`Expr::floor_divs_relaxed_low`]).
fn relax_floor_divs(e: &Expr) -> Expr {
    e.floor_divs_relaxed_low()
}

/// Whether `e` holds a quotient [`reduce_floor_div_constants`] rewrites: a walk that
/// builds nothing, since most comparisons that reach it hold none.
fn has_reducible_floor_div(e: &Expr) -> bool {
    match e {
        Expr::Const(_) | Expr::Var(_) | Expr::Pow(..) | Expr::Where(..) => false,
        Expr::Add(xs) | Expr::Mul(xs) | Expr::Min(xs) | Expr::Max(xs) => xs.iter().any(has_reducible_floor_div),
        Expr::PyMod(a, b) | Expr::TruncDiv(a, b) | Expr::CMod(a, b) => has_reducible_floor_div(a) || has_reducible_floor_div(b),
        Expr::FloorDiv(a, b) => {
            let out_of_range = match (a.as_ref(), b.as_const().filter(|c| *c > 0)) {
                (Expr::Add(xs), Some(c)) => xs.iter().any(|x| x.as_const().is_some_and(|k| !(0..c).contains(&k))),
                _ => false,
            };
            out_of_range || has_reducible_floor_div(a) || has_reducible_floor_div(b)
        }
    }
}

/// `e` with every `(x + k) // c` (constant `c > 0`, `k` outside `[0, c)`) written as
/// `(x + k mod c) // c + k div c` (floor division: exact for every integer `x`), inner
/// quotients first.
fn reduce_floor_div_constants(e: &Expr) -> Expr {
    match e {
        Expr::Const(_) | Expr::Var(_) | Expr::Pow(..) | Expr::Where(..) => e.clone(),
        Expr::Add(xs) => Expr::sum(xs.iter().map(reduce_floor_div_constants)),
        Expr::Mul(xs) => Expr::product(xs.iter().map(reduce_floor_div_constants)),
        Expr::Min(xs) => Expr::min_of(xs.iter().map(reduce_floor_div_constants)),
        Expr::Max(xs) => Expr::max_of(xs.iter().map(reduce_floor_div_constants)),
        Expr::PyMod(a, b) => reduce_floor_div_constants(a).py_mod(reduce_floor_div_constants(b)),
        Expr::TruncDiv(a, b) => reduce_floor_div_constants(a).trunc_div(reduce_floor_div_constants(b)),
        Expr::CMod(a, b) => reduce_floor_div_constants(a).c_mod(reduce_floor_div_constants(b)),
        Expr::FloorDiv(a, b) => {
            let (a, b) = (reduce_floor_div_constants(a), reduce_floor_div_constants(b));
            match b.as_const().filter(|c| *c > 0) {
                Some(c) => {
                    let k = a.to_poly().constant_term().div_euclid(c);
                    if k == 0 {
                        a.floor_div(b)
                    } else {
                        (a - Expr::int(k * c)).floor_div(b) + Expr::int(k)
                    }
                }
                None => a.floor_div(b),
            }
        }
    }
}

/// Like [`relax_floor_divs`] for terms `k*M*(a // c)` whose other factors `M` are
/// non-negative (sizes): `c*(a // c)` lies in `[a - c + 1, a]`, so with `c` dividing `k`
/// the term is at most `(k/c)*M*a` when `k < 0`, and (when `lower_too`) at least
/// `(k/c)*M*(a - c + 1)` when `k > 0`. The result is a lower bound of `e`.
fn relax_scaled_floor_divs(e: &Expr, nonneg: &impl Fn(&Expr) -> bool, lower_too: bool) -> Expr {
    let relax = |t: &Expr| -> Option<Expr> {
        let (k, rest) = split_coeff(t);
        let fs = factors(&rest);
        let mut fd = None;
        let mut others = Vec::new();
        for f in fs {
            match f {
                Expr::FloorDiv(a, c) if fd.is_none() => fd = Some((a, c.as_const().filter(|c| *c > 0)?)),
                other => others.push(other.clone()),
            }
        }
        let (a, c) = fd?;
        if k % c != 0 || !others.iter().all(nonneg) || (k > 0 && !lower_too) {
            return None;
        }
        let m = Expr::int(k / c) * Expr::product(others);
        Some(if k < 0 { m * (**a).clone() } else { m * ((**a).clone() - Expr::int(c - 1)) })
    };
    Expr::sum(terms(e).iter().map(|t| relax(t).unwrap_or_else(|| t.clone())))
}

/// An upper bound of `e`: each term `k*M*(a // c)` with `k > 0`, a constant `c` dividing
/// `k` and the other factors `M` never negative, as `(k/c)*M*a` (`c*(a // c) <= a`); of
/// several such quotients in a term, the one with the largest divisor.
fn relax_floor_divs_up(e: &Expr, nonneg: &impl Fn(&Expr) -> bool) -> Expr {
    let relax = |t: &Expr| -> Option<Expr> {
        let (k, rest) = split_coeff(t);
        if k <= 0 {
            return None;
        }
        let fs = factors(&rest);
        let (at, a, c) = fs
            .iter()
            .enumerate()
            .filter_map(|(i, f)| match f {
                Expr::FloorDiv(a, c) => c.as_const().filter(|c| *c > 0 && k % *c == 0).map(|c| (i, (**a).clone(), c)),
                _ => None,
            })
            .max_by_key(|(_, _, c)| *c)?;
        let others: Vec<Expr> = fs.iter().enumerate().filter(|(i, _)| *i != at).map(|(_, f)| f.clone()).collect();
        if !others.iter().all(nonneg) {
            return None;
        }
        Some(Expr::int(k / c) * Expr::product(others) * a)
    };
    Expr::sum(terms(e).iter().map(|t| relax(t).unwrap_or_else(|| t.clone())))
}

/// A lower bound of `e` with each term `k*M*(a // c)` (`k < 0`, constant `c >= 2`, `M` a
/// product of factors that are never negative) replaced by `k*M*(P - 1)`, where `P` is `a`
/// with every coefficient divided by `c` and rounded up, wherever `c*P - 1 - a >= 0` is
/// proven: then `c*(a // c) <= a <= c*P - 1`, and since `a // c` and `P` are integers,
/// `a // c <= P - 1` (`(8*s63) // 9 <= s63 - 1`, `(30*s74) // 31 <= s74 - 1`). Bounds where
/// `c` does not divide `k`, which [`relax_floor_divs`] needs.
fn relax_floor_divs_integral(e: &Expr, nonneg: &impl Fn(&Expr) -> bool, lower: &impl Fn(&sym::Atom) -> Option<i128>) -> Expr {
    let relax = |t: &Expr| -> Option<Expr> {
        let (k, rest) = split_coeff(t);
        if k >= 0 {
            return None;
        }
        let mut fd = None;
        let mut others = Vec::new();
        for f in factors(&rest) {
            match f {
                Expr::FloorDiv(a, c) if fd.is_none() => fd = Some((a, c.as_const().filter(|c| *c >= 2)?)),
                other => others.push(other.clone()),
            }
        }
        let (a, c) = fd?;
        if !others.iter().all(nonneg) {
            return None;
        }
        let ap = a.to_poly();
        let ceil = Expr::sum(ap.terms().map(|(m, coef)| {
            let q = coef.div_euclid(c) + i128::from(coef.rem_euclid(c) != 0);
            Expr::int(q) * sym::Poly::term(m.clone(), 1).to_expr()
        }));
        let slack = Expr::int(c) * ceil.clone() - Expr::int(1) - (**a).clone();
        if !slack.to_poly().nonneg_on(lower) {
            return None;
        }
        Some(Expr::int(k) * Expr::product(others) * (ceil - Expr::int(1)))
    };
    Expr::sum(terms(e).iter().map(|t| relax(t).unwrap_or_else(|| t.clone())))
}

/// A lower bound of `e` with each term `k*((y + δ) // c)` rewritten over the quotient of
/// the same `y` with the smallest shift `δ0` written in `e`: `floor((y + δ)/c)` lies in
/// `floor(y'/c) + [(δ - δ0) // c, ceil((δ - δ0)/c)]` for `y' = y + δ0`, and the end of
/// that range that makes the term smallest is taken.
fn relax_shifted_floor_divs(e: &Expr) -> Expr {
    // (k, dividend without its constant, the constant, c) of each term `k*(a // c)`.
    let parse = |t: &Expr| -> Option<(i128, Expr, i128, i128)> {
        let (k, rest) = split_coeff(t);
        let Expr::FloorDiv(a, c) = &rest else { return None };
        let c = c.as_const().filter(|c| *c > 0)?;
        let delta = a.to_poly().constant_term();
        Some((k, (**a).clone() - Expr::int(delta), delta, c))
    };
    let parsed: Vec<Option<(i128, Expr, i128, i128)>> = terms(e).iter().map(parse).collect();
    let smallest = |base: &Expr, c: i128| parsed.iter().flatten().filter(|(_, b, _, cc)| b == base && *cc == c).map(|(_, _, d, _)| *d).min();
    let out = terms(e).iter().zip(&parsed).map(|(t, p)| {
        let Some((k, base, delta, c)) = p else { return t.clone() };
        let Some(d0) = smallest(base, *c).filter(|d0| d0 < delta) else { return t.clone() };
        let shift = delta - d0;
        let (lo, hi) = (shift.div_euclid(*c), (shift + c - 1).div_euclid(*c));
        let q = (base.clone() + Expr::int(d0)).floor_div(Expr::int(*c));
        Expr::int(*k) * (q + Expr::int(if *k > 0 { lo } else { hi }))
    });
    Expr::sum(out)
}

/// Every `a // c` (constant `c >= 2`) whose dividend mentions exactly one variable: that
/// variable and `c`.
fn collect_symbol_floor_divs(e: &Expr, f: &mut impl FnMut(&str, i128)) {
    match e {
        Expr::FloorDiv(a, c) => {
            if let Some(c) = c.as_const().filter(|c| *c >= 2) {
                let vars = a.free_vars();
                if let [v] = vars.iter().collect::<Vec<_>>().as_slice() {
                    f(v, c);
                }
            }
            collect_symbol_floor_divs(a, f);
        }
        Expr::Add(xs) | Expr::Mul(xs) | Expr::Min(xs) | Expr::Max(xs) => xs.iter().for_each(|x| collect_symbol_floor_divs(x, f)),
        Expr::PyMod(a, b) | Expr::TruncDiv(a, b) | Expr::CMod(a, b) | Expr::Pow(a, b) => {
            collect_symbol_floor_divs(a, f);
            collect_symbol_floor_divs(b, f);
        }
        Expr::Where(_, a, b) => {
            collect_symbol_floor_divs(a, f);
            collect_symbol_floor_divs(b, f);
        }
        Expr::Const(_) | Expr::Var(_) => {}
    }
}

fn lcm(a: i128, b: i128) -> i128 {
    fn gcd(a: i128, b: i128) -> i128 {
        if b == 0 {
            a.abs()
        } else {
            gcd(b, a % b)
        }
    }
    let g = gcd(a, b);
    if g == 0 {
        0
    } else {
        (a / g).saturating_mul(b).abs()
    }
}

/// Whether `e` holds a choice (`where`) whose condition the analysis cannot read (a
/// comparison of floating data, a value from memory): ranges treat such a term like an
/// index value, as the hull of its branches (`where(cmp, 0, 1)` lies in `[0, 1]` whatever
/// `cmp` is), where an atom-free term would otherwise be kept whole as its own bound and
/// compare with nothing. Choices over sizes alone stay whole (exact). The walk is capped
/// (shared subtrees of long `tl.where` chains are visited once per path): past the cap
/// the term is kept whole, as before.
fn has_opaque_choice(e: &Expr) -> bool {
    fn expr(e: &Expr, budget: &mut u32) -> bool {
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        match e {
            Expr::Const(_) | Expr::Var(_) => false,
            Expr::Add(xs) | Expr::Mul(xs) | Expr::Min(xs) | Expr::Max(xs) => xs.iter().any(|x| expr(x, budget)),
            Expr::FloorDiv(a, b) | Expr::PyMod(a, b) | Expr::TruncDiv(a, b) | Expr::CMod(a, b) | Expr::Pow(a, b) => expr(a, budget) || expr(b, budget),
            Expr::Where(c, a, b) => cond(c, budget) || expr(a, budget) || expr(b, budget),
        }
    }
    fn cond(c: &Cond, budget: &mut u32) -> bool {
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        match c {
            Cond::Opaque(_) => true,
            Cond::True | Cond::False => false,
            Cond::Cmp(_, a, b) => expr(a, budget) || expr(b, budget),
            Cond::And(xs) | Cond::Or(xs) => xs.iter().any(|x| cond(x, budget)),
            Cond::Not(x) => cond(x, budget),
        }
    }
    let mut budget = 4096;
    expr(e, &mut budget)
}

/// The summands of a canonical expression.
pub fn terms(e: &Expr) -> &[Expr] {
    match e {
        Expr::Add(xs) => xs,
        other => std::slice::from_ref(other),
    }
}

/// The factors of a canonical monomial.
pub fn factors(e: &Expr) -> &[Expr] {
    match e {
        Expr::Mul(xs) => xs,
        other => std::slice::from_ref(other),
    }
}

/// `e >= 0` for every shape, with the upper bounds the guards give some symbols
/// (`name@max` in `bounds`, see `check::symbol_bounds`): each atom with a finite upper
/// bound is tried shifted from its top (`a = hi - t`) as well as from its bottom, every
/// combination of at most [`UPPER_SHIFT_ATOMS`] such atoms (sound: each shift uses one
/// true bound of the atom).
fn nonneg_with_upper_bounds(e: &Expr, bounds: &HashMap<String, i128>) -> bool {
    if !bounds.keys().any(|k| k.ends_with(crate::check::arith::MAX_KEY_SUFFIX)) {
        return false;
    }
    let poly = e.to_poly();
    let atoms: Vec<sym::Atom> = poly.atoms().into_iter().cloned().collect();
    let ranges: Vec<(Option<i128>, Option<i128>)> = atoms.iter().map(|a| numeric_range(&a.to_expr(), bounds)).collect();
    let capped: Vec<usize> = (0..atoms.len()).filter(|&i| ranges[i].1.is_some()).collect();
    if capped.is_empty() || capped.len() > UPPER_SHIFT_ATOMS {
        return false;
    }
    (1u32..(1 << capped.len())).any(|mask| {
        let from_top = |i: usize| capped.iter().position(|&c| c == i).is_some_and(|p| mask & (1 << p) != 0);
        poly.nonneg_within(&|a: &sym::Atom| {
            let i = atoms.iter().position(|x| x == a);
            match i {
                Some(i) if from_top(i) => (None, ranges[i].1),
                Some(i) => (ranges[i].0, None),
                None => (None, None),
            }
        })
    })
}

/// At most this many upper-bounded atoms are combined in [`nonneg_with_upper_bounds`].
const UPPER_SHIFT_ATOMS: usize = 4;

/// Numeric range of a shape-only expression, each symbol in [min, +inf): (lo, hi) with
/// `None` for unbounded. Used for the lower bounds sign proofs need.
pub fn numeric_range(e: &Expr, sym_min: &HashMap<String, i128>) -> (Option<i128>, Option<i128>) {
    fn go(e: &Expr, m: &HashMap<String, i128>) -> (Option<i128>, Option<i128>) {
        match e {
            Expr::Const(c) => (Some(*c), Some(*c)),
            Expr::Var(v) => (m.get(&**v).copied(), m.get(&format!("{v}{}", crate::check::arith::MAX_KEY_SUFFIX)).copied()),
            Expr::Add(xs) => xs.iter().fold((Some(0), Some(0)), |(l, h), x| {
                let (a, b) = go(x, m);
                (l.zip(a).and_then(|(p, q)| p.checked_add(q)), h.zip(b).and_then(|(p, q)| p.checked_add(q)))
            }),
            Expr::Mul(xs) => xs.iter().fold((Some(1), Some(1)), |(l, h), x| {
                let (a, b) = go(x, m);
                // Only the all-non-negative case is needed (sizes, strides).
                match (l, a) {
                    (Some(l), Some(a)) if l >= 0 && a >= 0 => (l.checked_mul(a), h.zip(b).and_then(|(p, q)| p.checked_mul(q))),
                    _ => match (l, h, a, b) {
                        (Some(l), Some(h), Some(a), Some(b)) => {
                            let c = [l.checked_mul(a), l.checked_mul(b), h.checked_mul(a), h.checked_mul(b)];
                            if c.iter().all(Option::is_some) {
                                let v: Vec<i128> = c.iter().flatten().copied().collect();
                                (v.iter().min().copied(), v.iter().max().copied())
                            } else {
                                (None, None)
                            }
                        }
                        _ => (None, None),
                    },
                }
            }),
            Expr::FloorDiv(a, d) | Expr::TruncDiv(a, d) => {
                let (al, ah) = go(a, m);
                let (dl, dh) = go(d, m);
                match (al, dl) {
                    (Some(al), Some(dl)) if al >= 0 && dl >= 1 => {
                        (quotient_lower::raised_quotient_lower(Some(dh.map(|dh| al / dh).unwrap_or(0)), a, d, Some(al)), ah.map(|ah| ah / dl))
                    }
                    _ => (None, None),
                }
            }
            Expr::PyMod(a, d) | Expr::CMod(a, d) => {
                let (dl, dh) = go(d, m);
                // C's remainder has the dividend's sign: Python's where that is never negative.
                let floor_like = matches!(e, Expr::PyMod(..)) || go(a, m).0.is_some_and(|al| al >= 0);
                match dl {
                    Some(dl) if dl >= 1 && floor_like => (Some(0), dh.map(|h| h - 1)),
                    _ => (None, None),
                }
            }
            Expr::Min(xs) => {
                let rs: Vec<_> = xs.iter().map(|x| go(x, m)).collect();
                (rs.iter().map(|r| r.0).collect::<Option<Vec<_>>>().and_then(|v| v.into_iter().min()), rs.iter().filter_map(|r| r.1).min())
            }
            Expr::Max(xs) => {
                let rs: Vec<_> = xs.iter().map(|x| go(x, m)).collect();
                (rs.iter().filter_map(|r| r.0).max(), rs.iter().map(|r| r.1).collect::<Option<Vec<_>>>().and_then(|v| v.into_iter().max()))
            }
            _ => (None, None),
        }
    }
    go(e, sym_min)
}

/// `p = c*v + R` with `c = ±1` and `v` as an atom of its own (it may also occur inside
/// `R`'s quotients, which stay as they are): `(c, R)`. What a condition over sizes must
/// offer to be used as an equation ([`Ctx::le_under_conds`], `check::shape_guards`).
pub(crate) fn unit_linear_split(p: &sym::Poly, v: &str) -> Option<(i128, sym::Poly)> {
    if p.degree_in(v) != 1 {
        return None;
    }
    let atom = sym::Atom::var(v);
    let rest = p.substitute_atom(&atom, &sym::Poly::zero())?;
    let c = p.substitute_atom(&atom, &sym::Poly::from_const(1))?.checked_sub(&rest)?.constant()?;
    (c.abs() == 1).then_some((c, rest))
}

/// `e` rebuilt from the bottom up with `node` applied to every rebuilt node of a subtree
/// holding a node `wanted` selects; subtrees without one are kept as they are (shared).
fn rewrite_bottom_up(e: &Expr, wanted: &impl Fn(&Expr) -> bool, node: &impl Fn(Expr) -> Expr) -> Expr {
    fn holds(e: &Expr, wanted: &impl Fn(&Expr) -> bool) -> bool {
        wanted(e)
            || match e {
                Expr::Const(_) | Expr::Var(_) => false,
                Expr::Add(xs) | Expr::Mul(xs) | Expr::Min(xs) | Expr::Max(xs) => xs.iter().any(|x| holds(x, wanted)),
                Expr::FloorDiv(a, b) | Expr::PyMod(a, b) | Expr::TruncDiv(a, b) | Expr::CMod(a, b) | Expr::Pow(a, b) | Expr::Where(_, a, b) => holds(a, wanted) || holds(b, wanted),
            }
    }
    if !holds(e, wanted) {
        return e.clone();
    }
    let r = |x: &Expr| rewrite_bottom_up(x, wanted, node);
    let rebuilt = match e {
        Expr::Const(_) | Expr::Var(_) => e.clone(),
        Expr::Add(xs) => Expr::sum(xs.iter().map(r)),
        Expr::Mul(xs) => Expr::product(xs.iter().map(r)),
        Expr::Min(xs) => Expr::min_of(xs.iter().map(r)),
        Expr::Max(xs) => Expr::max_of(xs.iter().map(r)),
        Expr::FloorDiv(a, b) => r(a).floor_div(r(b)),
        Expr::PyMod(a, b) => r(a).py_mod(r(b)),
        Expr::TruncDiv(a, b) => r(a).trunc_div(r(b)),
        Expr::CMod(a, b) => r(a).c_mod(r(b)),
        Expr::Pow(a, b) => sym::pow(r(a), r(b)),
        Expr::Where(c, a, b) => Expr::where_((**c).clone(), r(a), r(b)),
    };
    node(rebuilt)
}

/// `max(1, s0 // 2)` is `s0 // 2` wherever every allowed shape has `s0 >= 2` (Inductor
/// writes strides as `max(1, W)` so that a size-1 dimension keeps a positive stride): a
/// minimum or maximum whose operands the symbol minima order is replaced by the operand
/// it picks. In a difference the same extremum often stands with both signs (a storage
/// end `B*max(1, A) + 31*max(1, A)*max(1, B) + A - max(1, A)`), which interval reasoning
/// over the extremum as an atom cannot cancel.
pub(crate) fn extrema_decided(e: &Expr, sym_min: &HashMap<String, i128>) -> Expr {
    let at_least = |x: &Expr, y: &Expr| numeric_range(&(x.clone() - y.clone()), sym_min).0.is_some_and(|l| l >= 0);
    let node = |e: Expr| {
        let (xs, is_max) = match &e {
            Expr::Max(xs) => (xs, true),
            Expr::Min(xs) => (xs, false),
            _ => return e,
        };
        let picked = xs.iter().position(|x| xs.iter().all(|y| std::ptr::eq(x, y) || if is_max { at_least(x, y) } else { at_least(y, x) }));
        match picked {
            Some(i) => xs[i].clone(),
            None => e,
        }
    };
    rewrite_bottom_up(e, &|x| matches!(x, Expr::Min(_) | Expr::Max(_)), &node)
}

/// `e` with every truncating quotient or remainder whose dividend is never negative and
/// whose divisor is at least 1 (over the symbols' ranges) written as Python's floor
/// division or remainder: the two agree there, so the value is the same, and the floor
/// forms are the ones the relaxations and case splits know (`k*(a // k) <= a`). An exact
/// quotient of polynomials (`trunc_div(s27*s27, s27)`, an attention mask's row index) is
/// the quotient itself.
pub(crate) fn floor_where_nonneg(e: &Expr, sym_min: &HashMap<String, i128>) -> Expr {
    let nonneg = |x: &Expr, at_least: i128| numeric_range(x, sym_min).0.is_some_and(|l| l >= at_least);
    let node = |e: Expr| match &e {
        Expr::TruncDiv(a, b) if nonneg(a, 0) && nonneg(b, 1) => match a.to_poly().div_exact(&b.to_poly()) {
            Some(q) => q.to_expr(),
            None => (**a).clone().floor_div((**b).clone()),
        },
        Expr::CMod(a, b) if nonneg(a, 0) && nonneg(b, 1) => (**a).clone().py_mod((**b).clone()),
        _ => e,
    };
    rewrite_bottom_up(e, &|x| matches!(x, Expr::TruncDiv(..) | Expr::CMod(..)), &node)
}

/// The first minimum or maximum in `e` whose operands hold none: (the node, its operands,
/// whether a minimum).
fn innermost_extremum(e: &Expr) -> Option<(Expr, Vec<Expr>, bool)> {
    match e {
        Expr::Const(_) | Expr::Var(_) => None,
        Expr::Add(xs) | Expr::Mul(xs) => xs.iter().find_map(innermost_extremum),
        Expr::Min(xs) | Expr::Max(xs) => xs.iter().find_map(innermost_extremum).or_else(|| Some((e.clone(), xs.to_vec(), matches!(e, Expr::Min(_))))),
        Expr::FloorDiv(a, b) | Expr::PyMod(a, b) | Expr::TruncDiv(a, b) | Expr::CMod(a, b) | Expr::Pow(a, b) | Expr::Where(_, a, b) => {
            innermost_extremum(a).or_else(|| innermost_extremum(b))
        }
    }
}

/// `e` with every occurrence of the subtree `node` replaced by `with`, rebuilt through the
/// canonical constructors.
fn replace_node(e: &Expr, node: &Expr, with: &Expr) -> Expr {
    if e == node {
        return with.clone();
    }
    let r = |x: &Expr| replace_node(x, node, with);
    match e {
        Expr::Const(_) | Expr::Var(_) => e.clone(),
        Expr::Add(xs) => Expr::sum(xs.iter().map(r)),
        Expr::Mul(xs) => Expr::product(xs.iter().map(r)),
        Expr::Min(xs) => Expr::min_of(xs.iter().map(r)),
        Expr::Max(xs) => Expr::max_of(xs.iter().map(r)),
        Expr::FloorDiv(a, b) => r(a).floor_div(r(b)),
        Expr::PyMod(a, b) => r(a).py_mod(r(b)),
        Expr::TruncDiv(a, b) => r(a).trunc_div(r(b)),
        Expr::CMod(a, b) => r(a).c_mod(r(b)),
        Expr::Pow(a, b) => sym::pow(r(a), r(b)),
        Expr::Where(c, a, b) => Expr::where_((**c).clone(), r(a), r(b)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(n: &str) -> Expr {
        Expr::var(n)
    }

    fn mins(xs: &[(&str, i128)]) -> HashMap<String, i128> {
        xs.iter().map(|(n, m)| (n.to_string(), *m)).collect()
    }

    fn le(a: &Expr, b: &Expr, m: &HashMap<String, i128>) -> bool {
        let k = KernelFacts::default();
        let r = HashMap::new();
        Ctx::new(&k, m, &r).le(a, b)
    }

    /// An adaptive pool's output size `(a - 20) // 21 + 1` against its allocation's
    /// `(a + 1) // 21`, in products of two such sizes: equal, once each quotient's
    /// dividend constant is reduced into `[0, c)`. A shift that is not a multiple of the
    /// divisor stays unproven (it is false where `a + 2` is a multiple of 21).
    #[test]
    fn quotients_whose_dividends_differ_by_a_multiple_of_the_divisor_compare() {
        let m = mins(&[("s", 2), ("t", 2)]);
        let a = (v("s") - Expr::int(1)).floor_div(Expr::int(2));
        let b = (v("t") - Expr::int(1)).floor_div(Expr::int(2));
        let q = |x: &Expr, k: i128, c: i128| (x.clone() - Expr::int(k)).floor_div(Expr::int(c)) + Expr::int(1);
        let written = Expr::int(32) * q(&a, 20, 21) * q(&b, 14, 15);
        let allocated = Expr::int(32) * (a.clone() + Expr::int(1)).floor_div(Expr::int(21)) * (b.clone() + Expr::int(1)).floor_div(Expr::int(15));
        assert!(le(&written, &allocated, &m) && le(&allocated, &written, &m));
        let off_by_one = Expr::int(32) * q(&a, 19, 21) * q(&b, 14, 15);
        assert!(!le(&off_by_one, &allocated, &m));
    }

    /// A truncating quotient of a dividend never negative is the floor quotient; with a
    /// dividend that may be negative it is not (`trunc(-3/2) = -1`, `floor(-3/2) = -2`).
    #[test]
    fn trunc_is_floor_only_where_the_dividend_is_nonnegative() {
        let m = mins(&[("s", 2)]);
        let t = (v("s") + Expr::int(1)).trunc_div(Expr::int(2));
        assert_eq!(floor_where_nonneg(&t, &m), (v("s") + Expr::int(1)).floor_div(Expr::int(2)));
        let neg = (v("s") - Expr::int(5)).trunc_div(Expr::int(2));
        assert_eq!(floor_where_nonneg(&neg, &m), neg);
        let r = (v("s") - Expr::int(3)).c_mod(v("s"));
        assert_eq!(floor_where_nonneg(&r, &mins(&[("s", 3)])), (v("s") - Expr::int(3)).py_mod(v("s")));
        assert_eq!(floor_where_nonneg(&r, &m), r);
    }

    /// The storage end written with the wrapper's `(n + 1) // 2` against the kernel's
    /// `trunc_div(n + 1, 2)` inside a `max`: equal, so the offset's end is below it.
    #[test]
    fn trunc_and_floor_quotients_of_a_nonnegative_dividend_compare() {
        let m = mins(&[("s", 2), ("n", 2)]);
        let fl = (v("n") + Expr::int(1)).floor_div(Expr::int(2));
        let tr = (v("n") + Expr::int(1)).trunc_div(Expr::int(2));
        let hi = v("s") * Expr::int(1).max(tr) - Expr::int(1);
        let end = v("s") * Expr::int(1).max(fl);
        assert!(le(&hi, &(end.clone() - Expr::int(1)), &m));
        assert!(!le(&end, &(hi.clone() - Expr::int(1)), &m));
        // A C remainder of a dividend never negative is at least 0.
        let r = (v("s") - Expr::int(3)).c_mod(v("s"));
        assert_eq!(numeric_range(&r, &mins(&[("s", 12)])).0, Some(0));
        assert_eq!(numeric_range(&r, &mins(&[("s", 2)])).0, None);
    }

    fn kernel(atoms: &[(&str, AtomKind)]) -> KernelFacts {
        let mut k = KernelFacts::default();
        for (n, kind) in atoms {
            k.atoms.insert(Arc::from(*n), crate::check::facts::Atom { name: Arc::from(*n), kind: kind.clone() });
        }
        k
    }

    fn looped(end: Expr) -> AtomKind {
        AtomKind::Loop { start: Expr::int(0), end, step: Expr::int(1) }
    }

    /// A reduction over a third of a dimension: `x0 + k*r + k*x1*q` with the mask
    /// `r + x1*q < n` (`q = (n + 2) // 3`, `x1 < 3`) is `k` times the masked sum plus `x0`,
    /// so at most `k*n - 1`; bounding each term alone gives `k*(r_end - 1) + 2*k*q`.
    #[test]
    fn a_fact_on_a_sum_bounds_its_multiple_by_a_size() {
        let m = mins(&[("k", 1), ("n", 2), ("R", 1)]);
        let q = (v("n") + Expr::int(2)).floor_div(Expr::int(3));
        let kf = kernel(&[("x0", looped(v("k"))), ("r", looped(v("R"))), ("x1", looped(Expr::int(3)))]);
        let res = HashMap::new();
        let mut ctx = Ctx::new(&kf, &m, &res);
        ctx.assume(&Cond::lt(v("r") + v("x1") * q.clone(), v("n")));
        let offset = v("x0") + v("k") * v("r") + v("k") * v("x1") * q.clone();
        let end = v("k") * v("n") - Expr::int(1);
        let hi = ctx.range(&offset).hi.expect("an upper bound");
        assert!(ctx.le(&hi, &end), "{hi}");
        // Not a multiple: a term of the sum with another coefficient.
        let skewed = v("x0") + v("k") * v("r") + Expr::int(2) * v("k") * v("x1") * q;
        let hi = ctx.range(&skewed).hi;
        assert!(hi.is_none_or(|h| !ctx.le(&h, &end)));
    }

    /// Conditions over sizes (a module guard `s34 <= s47`, the chunk guard
    /// `2*((s77 + 1) // 2) <= s77` saying a length is even) prove what the sizes' ranges
    /// alone cannot, used as equations with a fresh slack; a condition pointing the other
    /// way proves nothing.
    #[test]
    fn size_conditions_prove_as_equations() {
        let m = mins(&[("a", 2), ("b", 2), ("c", 2), ("n", 2)]);
        let k = KernelFacts::default();
        let res = HashMap::new();
        let read = v("c") * v("a") - Expr::int(1);
        let end = v("c") * v("b") - Expr::int(1);
        let plain = Ctx::new(&k, &m, &res);
        assert!(!plain.le(&read, &end) && !plain.le_under_conds(&read, &end));
        let mut with = Ctx::new(&k, &m, &res);
        with.assume(&Cond::le(v("a"), v("b")));
        assert!(with.le_under_conds(&read, &end));
        let mut wrong = Ctx::new(&k, &m, &res);
        wrong.assume(&Cond::ge(v("a"), v("b")));
        assert!(!wrong.le_under_conds(&read, &end));
        // Two halves of an even length: `2*c*((n + 1) // 2) <= c*n` needs `n` even.
        let half = (v("n") + Expr::int(1)).floor_div(Expr::int(2));
        let two_halves = Expr::int(2) * v("c") * half.clone();
        let whole = v("c") * v("n");
        assert!(!plain.le(&two_halves, &whole) && !plain.le_by_cases(&two_halves, &whole));
        let mut even = Ctx::new(&k, &m, &res);
        even.assume(&Cond::le(Expr::int(2) * half.clone(), v("n")));
        assert!(even.le_under_conds(&two_halves, &whole));
        // With the tail split of a vector loop on top: `n*c... + 16*((c*h) // 16) <= 2*c*h`.
        let tail = v("c") * half.clone() + Expr::int(16) * (v("c") * half.clone()).floor_div(Expr::int(16));
        assert!(even.le_under_conds(&tail, &whole));
        let mut odd_allowed = Ctx::new(&k, &m, &res);
        odd_allowed.assume(&Cond::le(Expr::int(2) * half, v("n") + Expr::int(1)));
        assert!(!odd_allowed.le_under_conds(&two_halves, &whole));
    }

    /// Integer rounding bounds a quotient by a polynomial that is no multiple of the
    /// divisor: `(8*h) // 9 <= h - 1` and `(30*w) // 31 <= w - 1` for `h, w >= 1`, so a
    /// nearest-neighbour downscale's last row and column stay inside `h*w`; at `h = 0`
    /// (allowed when the minimum is 0) the bound does not hold and nothing is proven.
    #[test]
    fn quotients_are_bounded_by_integer_rounding() {
        let k = KernelFacts::default();
        let res = HashMap::new();
        let h = v("h");
        let w = v("w");
        let read = w.clone() * (Expr::int(8) * h.clone()).floor_div(Expr::int(9)) + (Expr::int(30) * w.clone()).floor_div(Expr::int(31));
        let end = h.clone() * w.clone() - Expr::int(1);
        let m = mins(&[("h", 1), ("w", 1)]);
        assert!(Ctx::new(&k, &m, &res).le(&read, &end));
        let m0 = mins(&[("h", 0), ("w", 1)]);
        assert!(!Ctx::new(&k, &m0, &res).le(&read, &end));
        // A quotient a little larger than the rounded polynomial: `(10*h) // 9` exceeds `h - 1`.
        let over = w.clone() * (Expr::int(10) * h).floor_div(Expr::int(9));
        assert!(!Ctx::new(&k, &m, &res).le(&over, &end));
    }

    /// A bilinear source row of an adaptive pool's output (2 rows) upsampled to the dynamic
    /// feature height `n = t + 1`: `trunc(((x + 0.5) * 2/n - 0.5))` is the quotient
    /// `(8*x + 2 - 2*t) // (4*t + 4)` over a divisor of two terms, at most 1 for every
    /// row `x < n` (and not always 0).
    #[test]
    fn quotients_by_a_divisor_of_several_terms_are_bounded_by_a_constant() {
        let t = v("s").floor_div(Expr::int(2));
        let k = kernel(&[("x", looped(t.clone() + Expr::int(1)))]);
        let res = HashMap::new();
        let m = mins(&[("s", 2)]);
        let num = Expr::int(8) * v("x") + Expr::int(2) - Expr::int(2) * t.clone();
        let den = Expr::int(4) * t.clone() + Expr::int(4);
        let row = num.trunc_div(den);
        let hi = |e: &Expr| Ctx::new(&k, &m, &res).range(e).hi;
        assert_eq!(hi(&row).and_then(|h| h.as_const()), Some(1));
        // Three source rows reach 2: `(12*x + 2 - 2*t) // (4*t + 4)` is bounded by 2, not 1.
        let wide = (Expr::int(12) * v("x") + Expr::int(2) - Expr::int(2) * t.clone()).trunc_div(Expr::int(4) * t + Expr::int(4));
        assert_eq!(hi(&wide).and_then(|h| h.as_const()), Some(2));
    }

    /// A bilinear source column `((x + 0.5) * in / out - 0.5)` of an upsample from
    /// `in = t + 1` (`t = (s - 1) // 2`) to `out = s` columns, `x` a vector loop's lane
    /// below `16*(s // 16)`: the quotient `((2*x + 1)*(t + 1) - s) // (2*s)` is at most
    /// `t` (the last input column), which needs `16*(s // 16) <= s` (`s >= 16`: one vector).
    #[test]
    fn a_quotient_whose_dividend_ends_at_a_vector_loops_end_is_bounded() {
        let t = (v("s") - Expr::int(1)).floor_div(Expr::int(2));
        let k = kernel(&[("x", looped(Expr::int(16) * v("s").floor_div(Expr::int(16))))]);
        let res = HashMap::new();
        let m = mins(&[("s", 16)]);
        let num = (Expr::int(2) * v("x") + Expr::int(1)) * (t.clone() + Expr::int(1)) - v("s");
        let col = num.floor_div(Expr::int(2) * v("s"));
        let hi = Ctx::new(&k, &m, &res).range(&col).hi.expect("an upper bound");
        assert!(Ctx::new(&k, &m, &res).le(&hi, &t), "{hi}");
        // Lanes running to `16*(s // 16) + 16` (past the loop's end) reach past `t`.
        let k2 = kernel(&[("x", looped(Expr::int(16) * v("s").floor_div(Expr::int(16)) + Expr::int(16)))]);
        let hi2 = Ctx::new(&k2, &m, &res).range(&col).hi.expect("an upper bound");
        assert!(!Ctx::new(&k2, &m, &res).le(&hi2, &t), "{hi2}");
    }

    /// `x % (64*n)` written whole, next to an assert on its row `(x // 64) % n < 256`: at
    /// most `64*255 + 63`; without the assert, only `64*n - 1`.
    #[test]
    fn a_remainder_by_a_scaled_size_splits_over_the_named_row() {
        let m = mins(&[("n", 2), ("B", 1)]);
        let res = HashMap::new();
        let x = looped(Expr::int(64) * v("n") * v("B"));
        let row = AtomKind::Derived { def: v("x").trunc_div(Expr::int(64)).c_mod(v("n")) };
        let pos = AtomKind::Derived { def: v("x").c_mod(Expr::int(64) * v("n")) };
        let kf = kernel(&[("x", x), ("row", row), ("pos", pos)]);
        let table_end = Expr::int(256 * 64 - 1);
        let mut ctx = Ctx::new(&kf, &m, &res);
        let hi = ctx.range(&v("pos")).hi.expect("an upper bound");
        assert!(!ctx.le(&hi, &table_end), "{hi}");
        ctx.assume(&Cond::lt(v("row"), Expr::int(256)));
        let hi = ctx.range(&v("pos")).hi.expect("an upper bound");
        assert!(ctx.le(&hi, &table_end), "{hi}");
        // A row named over another quotient (`x // 32`) says nothing about `x % (64*n)`.
        let other = AtomKind::Derived { def: v("x").trunc_div(Expr::int(32)).c_mod(v("n")) };
        let kf = kernel(&[("x", looped(Expr::int(64) * v("n") * v("B"))), ("row", other), ("pos", AtomKind::Derived { def: v("x").c_mod(Expr::int(64) * v("n")) })]);
        let mut ctx = Ctx::new(&kf, &m, &res);
        ctx.assume(&Cond::lt(v("row"), Expr::int(256)));
        let hi = ctx.range(&v("pos")).hi.expect("an upper bound");
        assert!(!ctx.le(&hi, &table_end), "{hi}");
    }

    /// A mask written with the kernel's truncating quotient (`1 < n - trunc_div(n + 2, 3)`:
    /// the second tap of a pooling window inside the input) proves the tap's read, written
    /// with the same quotient, against the floor form it is compared in.
    #[test]
    fn size_conditions_with_truncating_quotients_prove() {
        let m = mins(&[("n", 2), ("c", 1)]);
        let k = KernelFacts::default();
        let res = HashMap::new();
        let q = (v("n") + Expr::int(2)).trunc_div(Expr::int(3));
        let read = v("c") * v("n") - v("n") + q.clone() + Expr::int(1);
        let end = v("c") * v("n") - Expr::int(1);
        let mut ctx = Ctx::new(&k, &m, &res);
        assert!(!ctx.le_under_conds(&read, &end));
        ctx.assume(&Cond::lt(Expr::int(1), v("n") - q));
        assert!(ctx.le_under_conds(&read, &end));
    }

    /// An index below a numel that is 0 at some shapes (`s*(m - 2*((m + 2) // 3))`, the
    /// last third of a split): its quotient and remainder by `s` keep their bounds
    /// (`x // s <= m - 2*q - 1`, `x % s <= s - 1`), vacuous where nothing runs, so the read
    /// `x % s + 17*s*(x // s) + 34*s*q` of the split's last third stays inside `17*s*m`.
    #[test]
    fn quotient_and_remainder_bounds_hold_over_a_numel_that_may_be_zero() {
        let m = mins(&[("s", 2), ("m", 2)]);
        let res = HashMap::new();
        let q = (v("m") + Expr::int(2)).floor_div(Expr::int(3));
        let numel = v("s") * (v("m") - Expr::int(2) * q.clone());
        let kf = kernel(&[("x", looped(numel)), ("x1", AtomKind::Derived { def: v("x").trunc_div(v("s")) }), ("x0", AtomKind::Derived { def: v("x").c_mod(v("s")) })]);
        let mut ctx = Ctx::new(&kf, &m, &res);
        let offset = v("x0") + Expr::int(17) * v("s") * v("x1") + Expr::int(34) * v("s") * q;
        let hi = ctx.range(&offset).hi.expect("an upper bound");
        assert!(ctx.le_by_cases(&hi, &(Expr::int(17) * v("s") * v("m") - Expr::int(1))), "{hi}");
        // Exactly the last element of the last row of the third (no lane term here).
        assert!(!ctx.le_by_cases(&hi, &(Expr::int(17) * v("s") * v("m") - Expr::int(16) * v("s") - Expr::int(2))), "{hi}");
    }
}
