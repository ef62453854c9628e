//! Counterexample search at one concrete shape and config: enumerate the program ids,
//! lanes and loop iterations the access's offset and mask depend on, and evaluate them
//! exactly (C semantics for `//` and `%`, as the GPU computes them).
//!
//! The search starts from the last program and the last lane, where overruns live, and
//! stops at the first element the mask lets through whose offset leaves the storage.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

use crate::diagnostics::Evidence;
use crate::sym::{Cond, Expr};

use super::prove::Ctx;
use super::Window;
use crate::check::facts::{self, Access, AtomKind, KernelFacts};

#[derive(Clone)]
pub enum Outcome {
    /// Boxed: the evidence is large and the other outcomes are the common case.
    Found(Box<Evidence>),
    /// Every element was tried: none is out of bounds at this shape and config.
    NoneExhaustive,
    /// The search stopped (budget, or a dimension it cannot enumerate): the reason.
    Gave(String),
}

struct Dim {
    name: Arc<str>,
    lo: i128,
    hi: i128,
    step: i128,
    kind: &'static str,
}

/// Replaces derived atoms by their definitions until only base atoms remain. Each
/// (atom, depth) is expanded once: a temporary used twice per line would otherwise be
/// expanded once per path to it (exponential).
fn expand(facts: &KernelFacts, e: &Expr, depth: u32) -> Expr {
    let memo = RefCell::new(HashMap::new());
    expand_memo(facts, e, depth, &memo)
}

fn expand_memo<'f>(facts: &'f KernelFacts, e: &Expr, depth: u32, memo: &RefCell<HashMap<(&'f str, u32), Expr>>) -> Expr {
    if depth > 32 {
        return e.clone();
    }
    e.substitute(&|v: &str| match facts.atoms.get_key_value(v) {
        Some((name, a)) => match &a.kind {
            // A value computed from loaded values only (`tmp4 = where(tmp0 < 0, tmp0 + n,
            // tmp0)`) stays whole: the guards bound it, not its parts.
            AtomKind::Derived { .. } if data_only(facts, name, 0) => None,
            AtomKind::Derived { def } => {
                if let Some(x) = memo.borrow().get(&(&**name, depth)) {
                    return Some(x.clone());
                }
                let x = expand_memo(facts, def, depth + 1, memo);
                memo.borrow_mut().insert((&**name, depth), x.clone());
                Some(x)
            }
            _ => None,
        },
        None => None,
    })
}

/// Whether atom `name` is derived from values loaded from memory and nothing else
/// (no program id, lane or loop variable).
fn data_only(facts: &KernelFacts, name: &str, depth: u32) -> bool {
    if depth > 16 {
        return false;
    }
    match facts.atoms.get(name).map(|a| &a.kind) {
        Some(AtomKind::Loaded { .. }) => true,
        Some(AtomKind::Derived { def }) => {
            let mut all = true;
            let mut any = false;
            facts::visit_vars(def, &mut |v| {
                if facts.atoms.contains_key(v) {
                    any = true;
                    all &= data_only(facts, v, depth + 1);
                }
            });
            any && all
        }
        _ => false,
    }
}

/// Whether atom `a` is `b` or derived from it.
fn derives_from(facts: &KernelFacts, a: &str, b: &str, depth: u32) -> bool {
    if a == b {
        return true;
    }
    if depth > 16 {
        return false;
    }
    match facts.atoms.get(a).map(|x| &x.kind) {
        Some(AtomKind::Derived { def }) => {
            let mut found = false;
            facts::visit_vars(def, &mut |v| found |= facts.atoms.contains_key(v) && derives_from(facts, v, b, depth + 1));
            found
        }
        _ => false,
    }
}

/// Offsets and masks larger than this (written out as trees) are not evaluated per
/// element: the search gives up on them, with a reason, instead of taking exponential time.
const MAX_SEARCH_NODES: usize = 20_000;

/// Points the aimed phase tries before any brute force (per search).
pub const AIMED_POINTS: u64 = 4096;

/// `budget` is shared by every search for one access (all shapes and configs): what a
/// search uses is taken from it. The aimed phase (corners and their neighbourhood, see
/// [`search_aimed`]) is taken from it too.
pub fn search(facts: &KernelFacts, access: &Access, resolve: &HashMap<String, Expr>, win: &Window, budget: &mut u64) -> Outcome {
    let aimed = (*budget).min(AIMED_POINTS);
    let mut rest = *budget - aimed;
    let mut aimed_left = aimed;
    let out = search_aimed(facts, access, resolve, win, &[], &mut aimed_left, &mut rest);
    *budget = rest + aimed_left;
    out
}

/// The counterexample search in two phases:
/// 1. aimed (at most `aimed` points): half on the last elements in odometer order, then
///    every combination of the extreme values of each
///    program, loop and lane dimension (first and last three values), where over- and
///    underruns live (the interval analysis's bounds are reached at the ends of the base
///    dimensions, and Inductor's index maps are monotone between wrap points); a domain no
///    larger than `aimed` is enumerated whole here, which settles it;
/// 2. brute force from the last element down, then from the first up, with `brute` (the
///    caller's last-resort allowance, shared across a module by the Triton check).
///
/// `guards` (the `tl.device_assert`s that hold where the access's mask does, over launch
/// values) bound values loaded from memory: such a value is a dimension of the search over
/// the range the kernel's own assert accepts, since any of those may be in the data.
pub fn search_aimed(facts: &KernelFacts, access: &Access, resolve: &HashMap<String, Expr>, win: &Window, guards: &[Cond], aimed: &mut u64, brute: &mut u64) -> Outcome {
    if *aimed == 0 && *brute == 0 {
        return Outcome::Gave("no search budget".into());
    }
    let print = access_print(facts, access);
    let key = search_key(print, resolve, win, guards, *aimed, *brute);
    if let Some((out, a, b)) = searches::get(key) {
        *aimed = a;
        *brute = b;
        return out;
    }
    let out = search_aimed_uncached(facts, access, print, resolve, win, guards, aimed, brute);
    searches::put(key, (out.clone(), *aimed, *brute));
    out
}

/// The fingerprint of the atoms (the facts' prover print covers their names and kinds,
/// definitions included) and of the access's offset and mask: what [`expanded`] reads.
fn access_print(facts: &KernelFacts, access: &Access) -> u128 {
    use std::hash::Hash;
    let mut h = crate::sym::Fingerprinter::new();
    facts.prover_fingerprint().hash(&mut h);
    access.offset.hash(&mut h);
    access.mask.hash(&mut h);
    h.finish128()
}

/// The fingerprint of everything [`search_aimed`] reads: the atoms and the access's
/// offset and mask (`print`, [`access_print`]), the launch's values, the window's ends
/// and extent, the guards and both budgets.
fn search_key(print: u128, resolve: &HashMap<String, Expr>, win: &Window, guards: &[Cond], aimed: u64, brute: u64) -> u128 {
    use std::hash::Hash;
    let mut h = crate::sym::Fingerprinter::new();
    print.hash(&mut h);
    let mut resolve: Vec<(&String, &Expr)> = resolve.iter().collect();
    resolve.sort_unstable_by(|a, b| a.0.cmp(b.0));
    resolve.hash(&mut h);
    win.lo.hash(&mut h);
    win.hi.hash(&mut h);
    win.extent.hash(&mut h);
    guards.hash(&mut h);
    aimed.hash(&mut h);
    brute.hash(&mut h);
    h.finish128()
}

/// Outcomes of [`search_aimed`] with the budgets it left, by [`search_key`], shared by
/// the audit's workers: the same search recurs across the launches of a kernel, the
/// shapes tried for a C++ tail and modules that compile the same kernels. A pure function
/// of the key (the budgets included), so a hit is exactly what the search would return
/// and spend. Bounded: cleared when full, which costs time, never results.
mod searches {
    use std::sync::Mutex;

    use super::super::bounded::{shared_get, shared_put, Bounded};
    use super::Outcome;

    type Entry = (Outcome, u64, u64);

    static CACHE: Mutex<Bounded<u128, Entry>> = Mutex::new(Bounded::new(1 << 14));

    pub(super) fn get(key: u128) -> Option<Entry> {
        shared_get(&CACHE, &key)
    }

    pub(super) fn put(key: u128, e: Entry) {
        shared_put(&CACHE, key, e);
    }
}

#[allow(clippy::too_many_arguments)]
fn search_aimed_uncached(
    facts: &KernelFacts,
    access: &Access,
    print: u128,
    resolve: &HashMap<String, Expr>,
    win: &Window,
    guards: &[Cond],
    aimed: &mut u64,
    brute: &mut u64,
) -> Outcome {
    if *aimed == 0 && *brute == 0 {
        return Outcome::Gave("no search budget".into());
    }
    let s = match Space::new(facts, access, print, resolve, win, guards) {
        Ok(s) => s,
        Err(out) => return out,
    };
    if u128::from(*aimed) >= s.total {
        // Small enough to settle: every element, once.
        let mut all = u64::MAX;
        let out = s.odometer(&mut all, true);
        *aimed -= (u64::MAX - all).min(*aimed);
        return out;
    }
    // The last elements first (where the brute force always started, so the overrun it
    // reported is still the one reported), then every corner combination.
    let mut start = *aimed / 2;
    let start_given = start;
    let first = s.odometer(&mut start, true);
    *aimed -= start_given - start;
    if !matches!(first, Outcome::Gave(_)) {
        return first;
    }
    if let Some(found) = s.corners(aimed) {
        return found;
    }
    // Overruns live at the last programs and lanes, underruns (negative offsets of pads)
    // at the first: half the budget from each end.
    let mut half = *brute / 2;
    let spent_before = half;
    let first = s.odometer(&mut half, true);
    *brute -= spent_before - half;
    match first {
        Outcome::Gave(reason) if reason.starts_with("searched") => s.odometer(brute, false),
        other => other,
    }
}

/// The access's offset and mask at one shape and config, over base atoms only, and those
/// atoms in order of appearance; `None` when they are too large to evaluate per element
/// (checked before anything walks the written-out trees).
/// `print`: [`access_print`].
fn at_shape(facts: &KernelFacts, access: &Access, print: u128, resolve: &HashMap<String, Expr>) -> Option<(Expr, Cond, Vec<Arc<str>>)> {
    let (offset, mask) = expanded(facts, access, print)?;
    let offset = offset.substitute(&|v: &str| resolve.get(v).cloned());
    let mask = mask.substitute(&|v: &str| resolve.get(v).cloned());
    let mut names: Vec<Arc<str>> = Vec::new();
    let mut collect = |v: &str| {
        if facts.atoms.contains_key(v) && !names.iter().any(|n| &**n == v) {
            names.push(Arc::from(v));
        }
    };
    facts::visit_vars(&offset, &mut collect);
    facts::visit_cond_vars(&mask, &mut collect);
    Some((offset, mask, names))
}

/// The access's offset and mask over base atoms, whatever the shape; `None` when they are
/// too large to evaluate per element (checked before anything walks the written-out
/// trees). Through [`expansions`], by `print` ([`access_print`]): one access is searched
/// at several shapes and configs.
fn expanded(facts: &KernelFacts, access: &Access, print: u128) -> Option<(Expr, Cond)> {
    expansions::get_or(print, || {
        let offset = expand(facts, &access.offset, 0);
        let mask = expand_cond(facts, &access.mask);
        (offset.size_at_most(MAX_SEARCH_NODES) && mask.size_at_most(MAX_SEARCH_NODES)).then_some((offset, mask))
    })
}

/// [`expanded`]'s answers by the fingerprint of what it reads ([`access_print`]). The
/// expansion does not depend on the shape, so the searches of one access at each shape
/// the C++ tail and the generic decision try (and at each config) share it. A pure
/// function of the key; per thread (no lock), bounded: cleared when full.
mod expansions {
    use std::cell::RefCell;

    use super::super::bounded::{thread_get_or, Bounded};
    use crate::sym::{Cond, Expr};

    type Entry = Option<(Expr, Cond)>;

    thread_local! {
        static CACHE: RefCell<Bounded<u128, Entry>> = const { RefCell::new(Bounded::new(1 << 12)) };
    }

    pub(super) fn get_or(key: u128, build: impl FnOnce() -> Entry) -> Entry {
        thread_get_or(&CACHE, key, build)
    }
}

/// One access's search space at one shape and config: its base dimensions with numeric
/// ranges, and its offset and mask compiled over them.
struct Space {
    dims: Vec<Dim>,
    total: u128,
    offset: crate::sym::Compiled,
    mask: crate::sym::CompiledCond,
    lo: i128,
    hi: i128,
    extent: i128,
    /// Whether the offset is `a*v + b` for the innermost dimension's `v`, with `a` a
    /// number and `b` free of `v` (inside quotients too): then a run of that dimension
    /// whose two ends are inside the storage is inside throughout ([`Space::run_inside`]).
    innermost_affine: bool,
}

impl Space {
    fn new(facts: &KernelFacts, access: &Access, print: u128, resolve: &HashMap<String, Expr>, win: &Window, guards: &[Cond]) -> Result<Space, Outcome> {
        let (Some(lo), Some(hi)) = (win.lo.as_const(), win.hi.as_const()) else {
            return Err(Outcome::Gave("the storage size is not a number at this shape".into()));
        };
        let Some((mut offset, mut mask, mut names)) = at_shape(facts, access, print, resolve) else {
            return Err(Outcome::Gave("the offset or mask is too large to evaluate per element".into()));
        };
        // The base atoms involved, with numeric ranges at this shape.
        let empty_min = HashMap::new();
        let mut ctx = Ctx::new(facts, &empty_min, resolve);
        // Only the guards' bounds on loaded values are wanted here: a base atom's own
        // range stays what the launch gives it.
        let mut guarded = Ctx::new(facts, &empty_min, resolve);
        for g in guards {
            let g = guarded.resolve_cond(g);
            guarded.assume(&g);
        }
        // A value computed from loaded values that no guard bounds itself, while the
        // guards bound what it is computed from (`tmp4 = where(tmp0 < 0, tmp0 + n, tmp0)`
        // with `tmp0` bounded by what an earlier launch stored): searched over the loaded
        // values, its definition evaluated exactly.
        for _ in 0..16 {
            let numeric = |r: super::prove::Interval| r.lo.and_then(|x| x.as_const()).is_some() && r.hi.and_then(|x| x.as_const()).is_some();
            let open: Vec<(Arc<str>, Expr)> = names
                .iter()
                .filter_map(|n| match &facts.atoms[n].kind {
                    AtomKind::Derived { def } if data_only(facts, n, 0) && !numeric(guarded.fact_range(n)) => Some((n.clone(), guarded.resolve_expr(def))),
                    _ => None,
                })
                .collect();
            if open.is_empty() {
                break;
            }
            let sub = |v: &str| open.iter().find(|(n, _)| &**n == v).map(|(_, d)| d.clone());
            offset = offset.substitute(&sub);
            mask = mask.substitute(&sub);
            names.clear();
            let mut collect = |v: &str| {
                if facts.atoms.contains_key(v) && !names.iter().any(|n| &**n == v) {
                    names.push(Arc::from(v));
                }
            };
            facts::visit_vars(&offset, &mut collect);
            facts::visit_cond_vars(&mask, &mut collect);
        }
        // The mask's own bounds on the dimensions (`x1 < 4` of a channel slice): elements
        // outside them fail the mask, so nothing is lost, and the aimed phase's corners and
        // the search from the last elements start where the mask lets elements through.
        ctx.assume(&mask);
        let mut dims = Vec::new();
        for n in &names {
            let atom = &facts.atoms[n];
            let (kind, step) = match &atom.kind {
                AtomKind::Lane { .. } => ("lane", 1),
                AtomKind::BlockIdx { .. } | AtomKind::ProgramId { .. } => ("program", 1),
                AtomKind::Loop { step, .. } => ("loop", ctx.resolve_expr(step).as_const().unwrap_or(0)),
                AtomKind::Loaded { .. } | AtomKind::Derived { .. } if data_only(facts, n, 0) => {
                    // Two dimensions of which one is computed from the other are not
                    // independent: no search over them.
                    if names.iter().any(|m| m != n && (derives_from(facts, m, n, 0) || derives_from(facts, n, m, 0))) {
                        return Err(Outcome::Gave("the offset depends on a loaded value and on a value computed from it".into()));
                    }
                    // Only what the guards say: a definition's range over-approximates
                    // the values it can take, and a value it cannot take is no witness.
                    let r = guarded.fact_range(n);
                    match (r.lo.and_then(|x| x.as_const()), r.hi.and_then(|x| x.as_const())) {
                        (Some(l), Some(h)) => {
                            dims.push(Dim { name: n.clone(), lo: l, hi: h, step: 1, kind: "loaded" });
                            continue;
                        }
                        _ => return Err(Outcome::Gave("the offset depends on values loaded from memory".into())),
                    }
                }
                AtomKind::Loaded { .. } => return Err(Outcome::Gave("the offset depends on values loaded from memory".into())),
                AtomKind::Derived { .. } => return Err(Outcome::Gave("an index definition could not be expanded".into())),
            };
            let r = ctx.atom_range(n);
            match (r.lo.and_then(|x| x.as_const()), r.hi.and_then(|x| x.as_const())) {
                (Some(l), Some(h)) if step > 0 => dims.push(Dim { name: n.clone(), lo: l, hi: h, step, kind }),
                _ => return Err(Outcome::Gave(format!("the range of {n} is not a number at this shape"))),
            }
        }
        // Programs vary slowest and lanes fastest: one program's whole block is tried before
        // the next, so the first and last blocks (where over- and underruns live) come first.
        dims.sort_by_key(|d| match d.kind {
            "loaded" => 0,
            "program" => 1,
            "loop" => 2,
            _ => 3,
        });
        tracing::debug!(dims = ?dims.iter().map(|d| format!("{}[{}..={} step {}]", d.name, d.lo, d.hi, d.step)).collect::<Vec<_>>(), %offset, "counterexample search space");
        // Loops: only values start + k*step exist.
        let total: u128 = dims.iter().map(|d| if d.hi < d.lo { 0 } else { ((d.hi - d.lo) / d.step + 1) as u128 }).product();
        if total == 0 {
            return Err(Outcome::NoneExhaustive);
        }
        // Compiled once, evaluated per element without allocation.
        let slots: Vec<&str> = dims.iter().map(|d| &*d.name).collect();
        let (Ok(offset_c), Ok(mask_c)) = (crate::sym::Compiled::new(&offset, &slots), crate::sym::CompiledCond::new(&mask, &slots)) else {
            return Err(Outcome::Gave("the offset mentions a value unknown at this shape".into()));
        };
        let fits = dims.iter().all(|d| i64::try_from(d.lo).is_ok() && i64::try_from(d.hi).is_ok());
        if !fits {
            return Err(Outcome::Gave("index ranges beyond 64 bits".into()));
        }
        let innermost_affine = dims.last().is_some_and(|d| offset.to_poly().coeff_of(&d.name).is_some_and(|(a, _)| a.constant().is_some()));
        Ok(Space { dims, total, offset: offset_c, mask: mask_c, lo, hi, extent: win.extent.as_const().unwrap_or(hi - lo + 1), innermost_affine })
    }

    /// The evidence when the element at `point` is let through by the mask and its offset
    /// leaves the storage.
    fn check(&self, point: &[i128], values: &mut [i64]) -> Option<Outcome> {
        for (v, p) in values.iter_mut().zip(point) {
            *v = *p as i64;
        }
        // The offset first: most elements are inside the storage, and their mask (often
        // the larger program: a conjunction of loop and lane bounds) is then not needed.
        // Both are pure, so the order changes nothing but the cost.
        let off = i128::from(self.offset.eval(values).ok()?);
        if off >= self.lo && off <= self.hi {
            return None;
        }
        if self.mask.eval(values).ok().flatten() != Some(true) {
            return None;
        }
        // Reported in storage elements: the view's offset added back.
        Some(Outcome::Found(Box::new(evidence(&self.dims, point, off - self.lo, self.extent))))
    }

    fn top(d: &Dim) -> i128 {
        d.lo + (d.hi - d.lo) / d.step * d.step
    }

    /// Every combination of each dimension's first and last `k` values, with the largest
    /// `k <= 3` whose product fits `budget` (which it spends).
    fn corners(&self, budget: &mut u64) -> Option<Outcome> {
        let values_of = |d: &Dim, k: i128| -> Vec<i128> {
            let top = Space::top(d);
            let mut v: Vec<i128> = Vec::new();
            // Last values first: overruns are the common bug.
            for i in 0..k {
                v.push(top - i * d.step);
            }
            for i in 0..k {
                v.push(d.lo + i * d.step);
            }
            v.retain(|x| *x >= d.lo && *x <= top);
            let mut seen = Vec::with_capacity(v.len());
            v.retain(|x| {
                let new = !seen.contains(x);
                seen.push(*x);
                new
            });
            v
        };
        let mut k = 3;
        let grid = loop {
            let grid: Vec<Vec<i128>> = self.dims.iter().map(|d| values_of(d, k)).collect();
            let n: u128 = grid.iter().map(|g| g.len() as u128).product();
            if n <= u128::from(*budget) || k == 1 {
                break grid;
            }
            k -= 1;
        };
        let mut idx = vec![0usize; grid.len()];
        let mut point: Vec<i128> = grid.iter().map(|g| g[0]).collect();
        let mut values: Vec<i64> = vec![0; grid.len()];
        loop {
            if *budget == 0 {
                return None;
            }
            *budget -= 1;
            if let Some(found) = self.check(&point, &mut values) {
                return Some(found);
            }
            let mut i = grid.len();
            loop {
                if i == 0 {
                    return None;
                }
                i -= 1;
                if idx[i] + 1 < grid[i].len() {
                    idx[i] += 1;
                    point[i] = grid[i][idx[i]];
                    break;
                }
                idx[i] = 0;
                point[i] = grid[i][0];
            }
        }
    }

    /// How many elements from `point` on along the innermost dimension (down when
    /// `descending`), at most `budget` and at least 2, are all inside the storage, where
    /// the offset is affine in that dimension ([`Space::innermost_affine`]) and both ends
    /// of the run are inside: the offset's exact value between them is between theirs.
    /// [`Space::check`] finds nothing at any of them (an element inside the storage is no
    /// witness, whatever its mask, and one whose offset fails to evaluate is skipped), so
    /// the odometer counts them without evaluating each. `None` otherwise.
    fn run_inside(&self, point: &[i128], values: &mut [i64], descending: bool, budget: u64) -> Option<u64> {
        if !self.innermost_affine {
            return None;
        }
        let last = self.dims.len().checked_sub(1)?;
        let d = &self.dims[last];
        let cur = point[last];
        let left = if descending { (cur - d.lo) / d.step + 1 } else { (Space::top(d) - cur) / d.step + 1 };
        let n = left.min(i128::from(budget));
        if n < 2 {
            return None;
        }
        let end = if descending { cur - (n - 1) * d.step } else { cur + (n - 1) * d.step };
        let mut inside = |x: i128| {
            for (v, p) in values.iter_mut().zip(point) {
                *v = *p as i64;
            }
            values[last] = x as i64;
            self.offset.eval(values).ok().is_some_and(|off| (self.lo..=self.hi).contains(&i128::from(off)))
        };
        (inside(cur) && inside(end)).then_some(n as u64)
    }

    /// Brute force in odometer order (last dimension fastest), from the top corner down
    /// or the bottom corner up, spending `budget`.
    fn odometer(&self, budget: &mut u64, descending: bool) -> Outcome {
        let dims = &self.dims;
        let mut point: Vec<i128> = dims.iter().map(|d| if descending { Space::top(d) } else { d.lo }).collect();
        let mut values: Vec<i64> = vec![0; dims.len()];
        let mut tried: u64 = 0;
        if *budget == 0 {
            return Outcome::Gave(format!("searched 0 of {} elements", self.total));
        }
        // Whether the rest of the current row (of the innermost dimension) was already
        // tried as one run: once per row, so a row that is not inside throughout is
        // checked element by element, as without runs.
        let mut row_tried = false;
        loop {
            let run = if row_tried { None } else { self.run_inside(&point, &mut values, descending, *budget) };
            row_tried = true;
            let counted = match run {
                Some(n) => {
                    // Stands on the run's last element, as stepping through it would.
                    let last = dims.len() - 1;
                    let step = (n as i128 - 1) * dims[last].step;
                    point[last] = if descending { point[last] - step } else { point[last] + step };
                    n
                }
                None => {
                    if let Some(found) = self.check(&point, &mut values) {
                        return found;
                    }
                    1
                }
            };
            tried += counted;
            *budget = budget.saturating_sub(counted);
            if *budget == 0 {
                return Outcome::Gave(format!("searched {tried} of {} elements", self.total));
            }
            // Odometer, last dimension fastest.
            let mut i = dims.len();
            loop {
                if i == 0 {
                    return Outcome::NoneExhaustive;
                }
                i -= 1;
                let d = &dims[i];
                if descending && point[i] - d.step >= d.lo {
                    point[i] -= d.step;
                    break;
                }
                if !descending && point[i] + d.step <= Space::top(d) {
                    point[i] += d.step;
                    break;
                }
                point[i] = if descending { Space::top(d) } else { d.lo };
            }
            // A carry into an outer dimension starts a new row.
            if i + 1 < dims.len() {
                row_tried = false;
            }
        }
    }
}

fn expand_cond(facts: &KernelFacts, c: &Cond) -> Cond {
    let memo = RefCell::new(HashMap::new());
    c.substitute(&|v: &str| match facts.atoms.get_key_value(v) {
        Some((_, a)) => match &a.kind {
            AtomKind::Derived { def } => Some(expand_memo(facts, def, 0, &memo)),
            _ => None,
        },
        None => None,
    })
}

fn evidence(dims: &[Dim], point: &[i128], offset: i128, extent: i128) -> Evidence {
    let mut ev = Evidence { offset: Some(offset), extent: Some(extent), ..Default::default() };
    let mut pids: Vec<(String, i128)> = Vec::new();
    let mut lanes: Vec<i128> = Vec::new();
    for (d, v) in dims.iter().zip(point) {
        ev.indices.insert(d.name.to_string(), *v);
        match d.kind {
            "program" => pids.push((d.name.to_string(), *v)),
            "lane" => lanes.push(*v),
            // A value pinned to one number (a masked-off load's `other=`): the caller says why.
            "loaded" if d.lo == d.hi => {}
            "loaded" => {
                let why = format!("{}={v} is a value read from memory inside the range [{}, {}] the kernel's own tl.device_assert accepts", d.name, d.lo, d.hi);
                ev.reason = Some(match ev.reason.take() {
                    Some(r) => format!("{r}; {why}"),
                    None => why,
                });
            }
            _ => {}
        }
    }
    // Program ids in axis order: x, y, z blocks (xpid, ypid, zpid) or raw pid0.. .
    pids.sort_by_key(|(n, _)| match n.chars().next() {
        Some('x') => 0,
        Some('y') => 1,
        Some('z') => 2,
        _ => 3,
    });
    if !pids.is_empty() {
        ev.program_id = Some(pids.into_iter().map(|(_, v)| v).collect());
    }
    if lanes.len() == 1 {
        ev.lane = Some(lanes[0]);
    }
    ev
}

/// The offsets the first program (every program id 0) touches through `access` at this
/// shape and config, sorted and deduplicated; `None` when the access depends on loops or
/// loaded values, or touches more than `cap` elements.
pub fn first_program_offsets(facts: &KernelFacts, access: &Access, resolve: &HashMap<String, Expr>, cap: usize) -> Option<Vec<i128>> {
    let (offset, mask, names) = at_shape(facts, access, access_print(facts, access), resolve)?;
    let empty_min = HashMap::new();
    let mut ctx = Ctx::new(facts, &empty_min, resolve);
    let mut dims: Vec<(i128, i128)> = Vec::new();
    for n in &names {
        match &facts.atoms[n].kind {
            AtomKind::BlockIdx { .. } | AtomKind::ProgramId { .. } => dims.push((0, 0)),
            AtomKind::Lane { .. } => {
                let r = ctx.atom_range(n);
                dims.push((r.lo.and_then(|x| x.as_const())?, r.hi.and_then(|x| x.as_const())?));
            }
            _ => return None,
        }
    }
    let total: i128 = dims.iter().map(|(lo, hi)| (hi - lo + 1).max(0)).product();
    if total > cap as i128 * 4 {
        return None;
    }
    let slots: Vec<&str> = names.iter().map(|n| &**n).collect();
    let (Ok(offset_c), Ok(mask_c)) = (crate::sym::Compiled::new(&offset, &slots), crate::sym::CompiledCond::new(&mask, &slots)) else { return None };
    let mut out = Vec::new();
    let mut point: Vec<i64> = dims.iter().map(|(lo, _)| i64::try_from(*lo).unwrap_or(0)).collect();
    if dims.iter().any(|(lo, hi)| hi < lo) {
        return Some(out);
    }
    loop {
        if mask_c.eval(&point).ok().flatten() == Some(true) {
            out.push(i128::from(offset_c.eval(&point).ok()?));
            if out.len() > cap {
                return None;
            }
        }
        let mut d = dims.len();
        loop {
            if d == 0 {
                out.sort_unstable();
                out.dedup();
                return Some(out);
            }
            d -= 1;
            if i128::from(point[d]) < dims[d].1 {
                point[d] += 1;
                break;
            }
            point[d] = i64::try_from(dims[d].0).unwrap_or(0);
        }
    }
}
