//! The engine: proofs and counterexample search over kernel facts ([`crate::check::facts`]),
//! the same for every kernel family. A family resolves an access's parameters at a
//! launch (`resolve`), names the storage window it must stay in ([`Window`]) and asks:
//! [`prove_at`] for all shapes, [`witness::search`] at the [`concrete_bindings`].
//!
//! Invariant: reads facts, the model's symbols and the storage arithmetic; returns
//! evidence or a reason, never a finding, and names no family's modules.

mod bounded;
pub mod prove;
pub(crate) mod shown;
pub(crate) mod witness;

pub(crate) use shown::shown;

use std::collections::{BTreeMap, HashMap};

use crate::check::facts::{Access, KernelFacts};
use crate::model::Module;
use crate::sym::{Cond, Expr};

use prove::Ctx;

/// The storage window an access must stay in, in the kernel's elements: `[lo, hi]`.
pub(crate) struct Window {
    pub(crate) lo: Expr,
    pub(crate) hi: Expr,
    pub(crate) extent: Expr,
    pub(crate) buffer: String,
    /// Why the storage end is unknown, when it is: then `hi` is the end of the address
    /// space and only the start is checked. Inductor indexes every kernel pointer from
    /// the first element of its view (layout offsets of buffers passed whole are 0;
    /// views are passed through `reinterpret_tensor`), so an element before it is outside
    /// the tensor whatever the storage's size.
    pub(crate) end_unknown: Option<String>,
}

impl Window {
    pub(crate) fn new(lo: Expr, hi: Expr, extent: Expr, buffer: String) -> Window {
        Window { lo, hi, extent, buffer, end_unknown: None }
    }

    /// A window whose start is known (`offset` elements into a storage of unknown size).
    pub(crate) fn start_only(offset: Expr, buffer: String, why: String) -> Window {
        let end = Expr::int(i128::from(i64::MAX));
        Window { lo: -offset, hi: end.clone(), extent: end, buffer, end_unknown: Some(why) }
    }

    /// This window at a concrete binding.
    pub(crate) fn bound(&self, f: &dyn Fn(&Expr) -> Expr) -> Window {
        Window { lo: f(&self.lo), hi: f(&self.hi), extent: f(&self.extent), buffer: self.buffer.clone(), end_unknown: self.end_unknown.clone() }
    }
}

/// Proves `win.lo <= offset <= win.hi` under the access's mask and guards; where that
/// fails, once more with the facts also learnt over named temporaries' definitions
/// (slower, so not on the first attempt).
pub(crate) fn prove_at(
    facts: &KernelFacts,
    access: &Access,
    guards: &[Cond],
    win: &Window,
    resolve: &HashMap<String, Expr>,
    sym_min: &HashMap<String, i128>,
) -> Result<(), String> {
    let assumed = assumption_key(facts, access, guards, resolve, sym_min);
    let key = proof_key(assumed, access, win);
    if let Some(hit) = proof_cache::get(key) {
        return hit;
    }
    let r = prove_at_uncached(facts, access, guards, win, resolve, sym_min, assumed);
    proof_cache::put(key, &r);
    r
}

/// The fingerprint of everything the context a proof starts from depends on: the facts
/// the prover reads, the access's mask, the guards, the launch's values and the symbols'
/// minima (the offset and the window are asked about in that context).
fn assumption_key(facts: &KernelFacts, access: &Access, guards: &[Cond], resolve: &HashMap<String, Expr>, sym_min: &HashMap<String, i128>) -> u128 {
    use std::hash::Hash;
    let mut h = crate::sym::Fingerprinter::new();
    facts.prover_fingerprint().hash(&mut h);
    access.mask.hash(&mut h);
    guards.hash(&mut h);
    // The maps' entries in key order (keys are unique, so the order is total).
    let mut resolve: Vec<(&String, &Expr)> = resolve.iter().collect();
    resolve.sort_unstable_by(|a, b| a.0.cmp(b.0));
    resolve.hash(&mut h);
    let mut mins: Vec<(&String, &i128)> = sym_min.iter().collect();
    mins.sort_unstable_by(|a, b| a.0.cmp(b.0));
    mins.hash(&mut h);
    h.finish128()
}

/// The fingerprint of everything [`prove_at`]'s answer depends on: the context
/// ([`assumption_key`]), the access's offset and the window's ends.
fn proof_key(assumed: u128, access: &Access, win: &Window) -> u128 {
    use std::hash::Hash;
    let mut h = crate::sym::Fingerprinter::new();
    assumed.hash(&mut h);
    access.offset.hash(&mut h);
    win.lo.hash(&mut h);
    win.hi.hash(&mut h);
    h.finish128()
}

/// Answers of [`prove_at`] by [`proof_key`], shared by the audit's workers: the same
/// question recurs across the configs of a launch, the launches of a kernel and modules
/// that compile the same kernels (a forward and its backward, one program under several
/// releases). The answer is a pure function of the key, so a hit returns exactly what the
/// proof would. Bounded: cleared when full, which costs time, never results.
mod proof_cache {
    use std::sync::Mutex;

    use super::bounded::{shared_get, shared_put, Bounded};

    static CACHE: Mutex<Bounded<u128, Result<(), String>>> = Mutex::new(Bounded::new(1 << 15));

    pub(super) fn get(key: u128) -> Option<Result<(), String>> {
        shared_get(&CACHE, &key)
    }

    pub(super) fn put(key: u128, r: &Result<(), String>) {
        shared_put(&CACHE, key, r.clone());
    }
}

#[allow(clippy::too_many_arguments)]
fn prove_at_uncached(
    facts: &KernelFacts,
    access: &Access,
    guards: &[Cond],
    win: &Window,
    resolve: &HashMap<String, Expr>,
    sym_min: &HashMap<String, i128>,
    assumed: u128,
) -> Result<(), String> {
    // The mask and guards with the launch's values substituted, once for both attempts
    // (and for the retry with raised minima): substitution does not depend on the facts.
    // Kept by what they are resolved from: accesses that share their mask and guards
    // (`assumed` holds both and the launch's values) share the substitution too.
    let conds = learnt_cache::resolved(assumed, || {
        let ctx = Ctx::new(facts, sym_min, resolve);
        let mask = ctx.resolve_cond(&access.mask);
        let guards: Vec<Cond> = if mask == Cond::False { Vec::new() } else { guards.iter().map(|g| ctx.resolve_cond(g)).collect() };
        (mask, guards)
    });
    if conds.0 == Cond::False {
        return Ok(());
    }
    let conds = &*conds;
    let key = |expand_names: bool, both_bounds: bool| learnt_cache::Key { assumed, expand_names, both_bounds, raised: 0 };
    prove_at_with(facts, access, conds, win, resolve, sym_min, key(false, false))
        .or_else(|first| prove_at_with(facts, access, conds, win, resolve, sym_min, key(true, false)).map_err(|_| first))
        .or_else(|first| prove_at_with(facts, access, conds, win, resolve, sym_min, key(false, true)).map_err(|_| first))
}

/// What contexts learnt from a mask and guards ([`prove::Learnt`]: facts, and the atom
/// ranges computed under them), by what they were learnt from: the accesses of a kernel
/// share their mask and guards (an unmasked loop body, one tail mask), and their offsets
/// are written with the same index atoms, whose ranges are then computed once per
/// context instead of once per access. Per worker thread; an entry is taken out while a
/// proof uses it and put back with what the proof memoized. A restored context is in
/// exactly the state a fresh one reaches, so no answer changes.
mod learnt_cache {
    use std::cell::RefCell;
    use std::rc::Rc;

    use super::bounded::{thread_get_or, Bounded};
    use super::prove::Learnt;
    use crate::sym::Cond;

    /// What a context is built from ([`super::assumption_key`]), its options, and how many
    /// times its symbols' minima were raised ([`super::prove_at_with`]): the raised minima
    /// follow from the rest.
    #[derive(Clone, Copy, PartialEq, Eq, Hash)]
    pub(super) struct Key {
        pub(super) assumed: u128,
        pub(super) expand_names: bool,
        pub(super) both_bounds: bool,
        pub(super) raised: u32,
    }

    /// Contexts kept per thread (memory bound: cleared when full, which costs time only).
    const CAPACITY: usize = 256;

    /// A mask and guards with the launch's values substituted.
    type Resolved = Rc<(Cond, Vec<Cond>)>;

    thread_local! {
        static CACHE: RefCell<Bounded<Key, Learnt>> = const { RefCell::new(Bounded::new(CAPACITY)) };
        static RESOLVED: RefCell<Bounded<u128, Resolved>> = const { RefCell::new(Bounded::new(CAPACITY)) };
    }

    /// The resolved mask and guards of [`super::assumption_key`] `assumed`, made by `resolve`
    /// where not kept.
    pub(super) fn resolved(assumed: u128, resolve: impl FnOnce() -> (Cond, Vec<Cond>)) -> Resolved {
        thread_get_or(&RESOLVED, assumed, || Rc::new(resolve()))
    }

    pub(super) fn take(key: &Key) -> Option<Learnt> {
        CACHE.with(|c| c.borrow_mut().remove(key))
    }

    pub(super) fn put(key: Key, learnt: Learnt) {
        CACHE.with(|c| c.borrow_mut().insert(key, learnt));
    }
}

/// `conds`: the access's mask and the guards, already resolved ([`prove_at`]).
/// `key.expand_names`: also learn each fact over the named temporaries' definitions.
/// `key.both_bounds`: an index with two bounds neither of which is provably the tighter
/// (`x < s29` from a cat branch's mask, `x < s29 + s71 - 3` from the domain) keeps their
/// minimum (last: the minimum costs more to compare, and only final comparisons take it
/// apart).
fn prove_at_with(
    facts: &KernelFacts,
    access: &Access,
    conds: &(Cond, Vec<Cond>),
    win: &Window,
    resolve: &HashMap<String, Expr>,
    sym_min: &HashMap<String, i128>,
    key: learnt_cache::Key,
) -> Result<(), String> {
    let mut ctx = Ctx::new(facts, sym_min, resolve);
    ctx.expand_names = key.expand_names;
    ctx.both_bounds = key.both_bounds;
    let (mask, guards) = conds;
    match learnt_cache::take(&key) {
        Some(learnt) => ctx.restore(learnt),
        None => {
            ctx.assume(mask);
            for c in guards {
                ctx.assume(c);
            }
        }
    }
    // Sizes the access's own conditions need (a pad window inside a buffer of positive
    // width): with them raised, the proof covers exactly the runs where the access runs.
    if ctx.symbol_conds_unsatisfiable() {
        learnt_cache::put(key, ctx.take_learnt());
        return Ok(());
    }
    let raised = ctx.implied_symbol_minima();
    if !raised.is_empty() {
        learnt_cache::put(key, ctx.take_learnt());
        let mut m = sym_min.clone();
        m.extend(raised);
        return prove_at_with(facts, access, conds, win, resolve, &m, learnt_cache::Key { raised: key.raised + 1, ..key });
    }
    let r = prove_in(&mut ctx, access, conds, win);
    learnt_cache::put(key, ctx.take_learnt());
    r
}

/// [`prove_at_with`] in its context, the facts learnt and the minima final.
fn prove_in(ctx: &mut Ctx<'_>, access: &Access, conds: &(Cond, Vec<Cond>), win: &Window) -> Result<(), String> {
    let (mask, guards) = conds;
    let offset = ctx.resolve_expr(&access.offset);
    let mut r = ctx.range(&offset);
    // A bound that still names an index value (a loop over `range(0, n)` with `n` itself
    // an index value, `min(n_loaded, 2)` in a helper entered with it: the variable's bound
    // is `n - 1`) is bounded once more, through that value's own range. The first range
    // keeps the atoms that cancel (`x + (n - x - 1)`); what is left is ranged again.
    for _ in 0..2 {
        let again = |b: &Option<Expr>, ctx: &prove::Ctx<'_>| b.as_ref().is_some_and(|b| ctx.has_atom(b));
        if !again(&r.hi, ctx) && !again(&r.lo, ctx) {
            break;
        }
        if again(&r.hi, ctx) {
            if let Some(h) = r.hi.clone().and_then(|h| ctx.range(&h).hi) {
                r.hi = Some(h);
            }
        }
        if again(&r.lo, ctx) {
            if let Some(l) = r.lo.clone().and_then(|l| ctx.range(&l).lo) {
                r.lo = Some(l);
            }
        }
    }
    let mut hi_ok = r.hi.as_ref().map(|h| ctx.le(h, &win.hi));
    let mut lo_ok = r.lo.as_ref().map(|l| ctx.le(&win.lo, l));
    // Where the term-by-term range fails, bound the offset one atom at a time (slower,
    // keeps products of sizes and indices whole).
    if hi_ok != Some(true) && (r.hi.as_ref().is_some_and(|h| ctx.le_by_cases(h, &win.hi)) || ctx.monotone_bound(&offset, true).is_some_and(|h| ctx.le_by_cases(&h, &win.hi))) {
        hi_ok = Some(true);
    }
    if hi_ok != Some(true) && ctx.monotone_bounds_by_sums(&offset, true).iter().any(|h| ctx.le_by_cases(h, &win.hi)) {
        hi_ok = Some(true);
    }
    if lo_ok != Some(true) && (r.lo.as_ref().is_some_and(|l| ctx.le_by_cases(&win.lo, l)) || ctx.monotone_bound(&offset, false).is_some_and(|l| ctx.le_by_cases(&win.lo, &l))) {
        lo_ok = Some(true);
    }
    if lo_ok != Some(true) && ctx.monotone_bounds_by_sums(&offset, false).iter().any(|l| ctx.le_by_cases(&win.lo, l)) {
        lo_ok = Some(true);
    }
    // Quotients of an index that a mask compares (an adaptive pool's window rows below the
    // window's end): the offset bounded through what the mask says of them.
    if hi_ok != Some(true) || lo_ok != Some(true) {
        let all: Vec<&Cond> = std::iter::once(mask).chain(guards.iter()).collect();
        if hi_ok != Some(true) && ctx.bounds_by_masked_quotients(&offset, &all, true).iter().any(|h| ctx.le_by_cases(h, &win.hi)) {
            hi_ok = Some(true);
        }
        if lo_ok != Some(true) && ctx.bounds_by_masked_quotients(&offset, &all, false).iter().any(|l| ctx.le_by_cases(&win.lo, l)) {
            lo_ok = Some(true);
        }
    }
    // Conditions over the shape symbols alone (mask conjuncts, the module's guards) used
    // as equations: last, since they are tried one by one.
    if hi_ok != Some(true) && (r.hi.as_ref().is_some_and(|h| ctx.le_under_conds(h, &win.hi)) || ctx.monotone_bound(&offset, true).is_some_and(|h| ctx.le_under_conds(&h, &win.hi)))
    {
        hi_ok = Some(true);
    }
    if lo_ok != Some(true) && (r.lo.as_ref().is_some_and(|l| ctx.le_under_conds(&win.lo, l)) || ctx.monotone_bound(&offset, false).is_some_and(|l| ctx.le_under_conds(&win.lo, &l)))
    {
        lo_ok = Some(true);
    }
    match (lo_ok, hi_ok) {
        (Some(true), Some(true)) => Ok(()),
        (_, None) => Err(format!("no upper bound found for the offset {}", shown(&offset))),
        (None, _) => Err(format!("no lower bound found for the offset {}", shown(&offset))),
        (_, Some(false)) => {
            let missing =
                r.hi.as_ref()
                    .and_then(|h| missing_condition(ctx, h, &win.hi))
                    .map(|c| format!("; the bound is below the end where {c}, which nothing the dump carries (masks, asserts, guards) implies"))
                    .unwrap_or_default();
            Err(format!(
                "the offset's upper bound {} is not provably below the storage end {}{missing}",
                r.hi.as_ref().map(shown).unwrap_or_default(),
                win.hi.clone() + Expr::int(1)
            ))
        }
        (Some(false), _) => {
            Err(format!("the offset's lower bound {} is not provably at or after the storage start {}", r.lo.as_ref().map(shown).unwrap_or_default(), shown(&win.lo)))
        }
    }
}

/// The condition over sizes that would make `hi <= end` (`s29 <= s70`, `s75 <= 128`),
/// written as `P >= 0` with `P = end - hi` divided by its coefficients' common factor:
/// said in the reason of an unknown so that it names the relation a guard would have to
/// state. Only for short atom-free differences, the ones a reader can check.
fn missing_condition(ctx: &Ctx<'_>, hi: &Expr, end: &Expr) -> Option<String> {
    let d = prove::floor_where_nonneg(&(end.clone() - hi.clone()), ctx.sym_min);
    let p = d.to_poly();
    if p.len() > 3 || d.free_vars().iter().any(|v| ctx.kernel.atoms.contains_key(v)) || p.constant().is_some() {
        return None;
    }
    let g = i128::try_from(p.content()).ok().filter(|g| *g > 1);
    let p = g.and_then(|g| p.div_exact_const(g)).unwrap_or(p);
    // `s70 - s29 >= 0` reads better as `s29 <= s70`: negative terms to the left.
    let (pos, neg): (Vec<Expr>, Vec<Expr>) = prove::terms(&p.to_expr()).iter().cloned().partition(|t| !matches!(t, Expr::Const(c) if *c < 0) && !t.to_string().starts_with('-'));
    let neg = -Expr::sum(neg);
    Some(format!("{neg} <= {}", Expr::sum(pos)))
}

/// Modules with at most this many shape symbols also get bindings moving one symbol alone.
const MAX_SYMBOLS_MOVED_ALONE: usize = 12;

/// Concrete shapes to look for counterexamples at: the hints, then smaller sizes down to
/// the smallest the guards allow. Never larger than a hint: guards the dump does not show
/// often bound sizes from above (a dynamic length slicing a fixed table), and a
/// counterexample there would be a false alarm. Bindings that make some buffer size
/// non-positive are dropped: the guards would have rejected them.
pub(crate) fn concrete_bindings(m: &Module) -> Vec<BTreeMap<String, i128>> {
    let syms: Vec<&crate::model::Symbol> = m.symbols.values().collect();
    if syms.is_empty() {
        return vec![BTreeMap::new()];
    }
    let hint = |s: &crate::model::Symbol| s.typical();
    let top = |s: &crate::model::Symbol| super::search_max(m, s);
    let mut cands: Vec<BTreeMap<String, i128>> = Vec::new();
    let mut add = |f: &dyn Fn(&crate::model::Symbol) -> i128| {
        // Guards that contradict each other (a largest size below the smallest) leave no
        // shape: the binding is then at the smallest, which `binding_allowed` rejects.
        let b: BTreeMap<String, i128> = syms.iter().map(|s| (s.name.clone(), f(s).min(top(s)).max(s.min))).collect();
        if !cands.contains(&b) {
            cands.push(b);
        }
    };
    add(&|s| hint(s));
    add(&|s| s.min);
    add(&|s| s.min + 1);
    add(&|s| hint(s) - 1);
    add(&|_| 7);
    add(&|_| 17);
    // Above the hints only where the guards say how far: their largest sizes.
    if m.guards.known() {
        add(&|s| top(s));
        add(&|s| top(s) - 1);
    }
    // One size below the others: two sizes that are equal at the hints but never related
    // by a guard (an `index_add` whose source width `s70` is only assumed to be `s29`) are
    // told apart only when one moves alone. Linear in the symbols, for modules with few.
    if syms.len() <= MAX_SYMBOLS_MOVED_ALONE {
        for alone in &syms {
            add(&|s| if s.name == alone.name { hint(s) - 1 } else { hint(s) });
            add(&|s| if s.name == alone.name { s.min } else { hint(s) });
        }
    }
    let sizes = symbolic_sizes(m);
    cands.retain(|b| sizes_positive(&sizes, b) && super::binding_allowed(m, b));
    cands
}

/// The module's buffer sizes that are not literals, each once: what a binding must keep
/// positive ([`sizes_positive`]). Buffers share their sizes (a module's tensors are a few
/// shapes over a few symbols), so checking many bindings evaluates each size once.
pub(crate) fn symbolic_sizes(m: &Module) -> Vec<&Expr> {
    let mut seen: std::collections::HashSet<&Expr, crate::sym::FxBuildHasher> = Default::default();
    m.buffers.values().flat_map(|buf| &buf.sizes).filter(|s| s.as_const().is_none() && seen.insert(s)).collect()
}

/// Whether binding `b` gives every size of [`symbolic_sizes`] at least 1 (a size it
/// cannot evaluate does not refuse it).
pub(crate) fn sizes_positive(sizes: &[&Expr], b: &BTreeMap<String, i128>) -> bool {
    let env = |v: &str| b.get(v).copied();
    sizes.iter().all(|s| s.eval(&env).map(|v| v >= 1).unwrap_or(true))
}
