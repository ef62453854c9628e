//! Storage arithmetic shared by the storage checks and the failure diagnosis: what part
//! of its storage a view reaches, what `clone_preserve_strides` asks of it, proofs for all
//! shapes and concrete shapes to look for counterexamples at.

use std::collections::{BTreeMap, HashMap};

use crate::check::engine::prove::numeric_range;
use crate::check::engine::{sizes_positive, symbolic_sizes};
use crate::model::{Buffer, Loc, Module, Origin};
use crate::sym::Expr;

/// Shape symbol → value.
pub type Binding = BTreeMap<String, i128>;

/// The elements of its storage a view touches, counted from the storage start.
#[derive(Debug, Clone)]
pub struct Reach {
    /// The lowest element (below `offset` only with negative strides).
    pub lo: Expr,
    /// One past the highest element: `offset + 1 + Σ(size-1)·max(stride, 0)`.
    pub end: Expr,
    /// Some size is a literal 0: the view touches nothing.
    pub empty: bool,
}

/// What a view of `buf` touches, or `None` when the model does not know its shape or its
/// storage. Strides of unknown sign count as non-negative here; their sign is checked on
/// its own (IA203).
pub fn reach(buf: &Buffer) -> Option<Reach> {
    reach_known(buf).then(|| shape_reach(buf))
}

/// Whether [`reach`] knows what `buf` touches: its shape and its storage are modelled.
pub(crate) fn reach_known(buf: &Buffer) -> bool {
    !matches!(buf.origin, Origin::Opaque { .. }) && buf.storage_extent.is_some() && buf.sizes.len() == buf.strides.len()
}

/// [`reach`] of a view whose shape and storage are known: a function of its offset, sizes
/// and strides alone.
pub(crate) fn shape_reach(buf: &Buffer) -> Reach {
    let empty = buf.sizes.iter().any(|s| s.as_const() == Some(0));
    if let Some((lo, end)) = constant_reach(buf) {
        return Reach { lo: Expr::int(lo), end: Expr::int(end), empty };
    }
    let mut lo = buf.offset.clone();
    let mut end = buf.offset.clone() + Expr::int(1);
    for (size, stride) in buf.sizes.iter().zip(&buf.strides) {
        let span = (size.clone() - Expr::int(1)) * stride.clone();
        match stride.as_const() {
            Some(c) if c < 0 => lo = lo + span,
            _ => end = end + span,
        }
    }
    Reach { lo, end, empty }
}

/// [`reach`]'s bounds of a view whose offset, sizes and strides are all literals, in
/// plain integers: what the symbolic sums fold to, without building them (most views of
/// a static-shape module). `None` where a value is symbolic or a sum overflows (the
/// symbolic sums then say what they say).
fn constant_reach(buf: &Buffer) -> Option<(i128, i128)> {
    let offset = buf.offset.as_const()?;
    let (mut lo, mut end) = (offset, offset.checked_add(1)?);
    for (size, stride) in buf.sizes.iter().zip(&buf.strides) {
        let stride = stride.as_const()?;
        let span = size.as_const()?.checked_sub(1)?.checked_mul(stride)?;
        if stride < 0 {
            lo = lo.checked_add(span)?;
        } else {
            end = end.checked_add(span)?;
        }
    }
    Some((lo, end))
}

/// Elements `clone_preserve_strides` (torch/_inductor/utils.py) reads from the storage
/// start: it flattens the argument with `as_strided(x, (needed,), (1,))`, which keeps the
/// storage offset, so `setStorage` requires `offset + Σ(size-1)·stride + 1` elements (0
/// when some size is 0).
pub fn clone_need(buf: &Buffer) -> Expr {
    if buf.sizes.iter().any(|s| s.as_const() == Some(0)) {
        return buf.offset.clone();
    }
    let mut need = buf.offset.clone() + Expr::int(1);
    for (size, stride) in buf.sizes.iter().zip(&buf.strides) {
        need = need + (size.clone() - Expr::int(1)) * stride.clone();
    }
    need
}

/// Smallest value of each shape symbol.
pub fn sym_min(m: &Module) -> HashMap<String, i128> {
    symbol_bounds(m)
}

/// `a <= b` for every shape the guards allow (sound; false means "not proven").
pub fn le(a: &Expr, b: &Expr, sym_min: &HashMap<String, i128>) -> bool {
    // Two literals (static shapes): the difference below, without building it.
    if let Some(d) = a.as_const().zip(b.as_const()).and_then(|(a, b)| b.checked_sub(a)) {
        return d >= 0;
    }
    let d = b.clone() - a.clone();
    if let Some(c) = d.as_const() {
        return c >= 0;
    }
    if d.to_poly().nonneg_on(&|atom: &crate::sym::Atom| numeric_range(&atom.to_expr(), sym_min).0) {
        return true;
    }
    // The range prover's comparison over sizes alone: floor and ceiling facts
    // (`3*((s77 - 2) // 3) <= s77 - 2`), truncation of never-negative dividends, guards'
    // upper bounds and cases on remainders. No kernel atoms here, so an empty kernel.
    let kernel = crate::check::facts::KernelFacts::default();
    let resolve = HashMap::new();
    crate::check::engine::prove::Ctx::new(&kernel, sym_min, &resolve).le_by_cases(a, b)
}

/// `e` is a multiple of `k` for every shape.
pub fn multiple_of(e: &Expr, k: i128) -> bool {
    e.clone().py_mod(Expr::int(k)).as_const() == Some(0)
}

pub fn eval(e: &Expr, b: &Binding) -> Option<i128> {
    e.eval(&|v: &str| b.get(v).copied()).ok()
}

/// Concrete shapes to look for counterexamples at: the hints, the smallest sizes the
/// guards allow, each symbol alone at its smallest, sizes around the hints, and a few
/// primes. Bindings under which some buffer of the module would have a size below 1 are
/// dropped: the guards would have rejected them.
pub fn bindings(m: &Module) -> Vec<Binding> {
    let syms: Vec<&crate::model::Symbol> = m.symbols.values().collect();
    if syms.is_empty() {
        return vec![Binding::new()];
    }
    let hint = |s: &crate::model::Symbol| s.typical();
    let mut out: Vec<Binding> = Vec::new();
    let mut add = |b: Binding| {
        if !out.contains(&b) {
            out.push(b);
        }
    };
    let all = |f: &dyn Fn(&crate::model::Symbol) -> i128| -> Binding { syms.iter().map(|s| (s.name.clone(), f(s).max(s.min))).collect() };
    add(all(&|s| hint(s)));
    add(all(&|s| s.min));
    add(all(&|s| s.min + 1));
    for one in &syms {
        for v in [one.min, one.min + 1, hint(one) + 1, hint(one) - 1, 2 * hint(one) + 1] {
            let mut b = all(&|s| hint(s));
            b.insert(one.name.clone(), v.max(one.min));
            add(b);
        }
    }
    add(all(&|s| hint(s) + 1));
    add(all(&|s| hint(s) - 1));
    for p in [3, 7, 17, 31, 127] {
        add(all(&|_| p));
    }
    if m.guards.known() {
        add(all(&|s| search_max(m, s)));
    }
    // Never a shape the guards exclude. The compiled shapes (every symbol at its
    // `get_args()` hint) stay even when some derived size is 0 there: the program ran at
    // them (`x[..., 1:-k]` of a dynamic dimension is an empty view at its hint).
    let compiled = syms.iter().all(|s| s.hint.is_some()).then(|| all(&|s| hint(s)));
    let sizes = symbolic_sizes(m);
    out.retain(|b| (compiled.as_ref() == Some(b) || sizes_positive(&sizes, b)) && binding_allowed(m, b));
    out
}

/// Every buffer size of the module is at least 1 under `b` (or not evaluable there).
pub fn valid_binding(m: &Module, b: &Binding) -> bool {
    sizes_positive(&symbolic_sizes(m), b)
}

/// The position in the module text of a file position (findings carry both, so that a
/// module repeated in a log can be re-located).
pub fn module_pos(m: &Module, at: Loc) -> (u32, u32) {
    let lines = m.source.text.lines().count() as u32;
    for l in 1..=lines {
        let (fl, fc) = m.source.lines.to_file(l, 1);
        if fl == at.line {
            return (l, at.column.saturating_sub(fc - 1).max(1));
        }
    }
    (at.line, at.column)
}

/// The module-text line `line` (1-based).
pub fn module_line(m: &Module, line: u32) -> Option<String> {
    m.source.text.lines().nth(line.checked_sub(1)? as usize).map(str::to_string)
}

/// Key suffix of a symbol's upper bound in the bounds map the provers take
/// ([`symbol_bounds`]): `s0@max` cannot be a Python name, so it never meets a symbol.
pub(crate) const MAX_KEY_SUFFIX: &str = "@max";

/// Each shape symbol's smallest value (by name) and, where the guards bound it from
/// above, its largest (under `name@max`): the facts the range analysis proves with.
pub(crate) fn symbol_bounds(m: &Module) -> std::collections::HashMap<String, i128> {
    let mut b: std::collections::HashMap<String, i128> = m.symbols.values().map(|s| (s.name.clone(), s.min)).collect();
    for s in m.symbols.values() {
        if let Some(hi) = s.max {
            b.insert(format!("{}{MAX_KEY_SUFFIX}", s.name), hi);
        }
    }
    b
}

/// The largest value a counterexample search may give a symbol: what the guards allow
/// when the dump carries them in full, else the compiled size (the hint), since guards
/// the dump does not show often bound sizes from above.
pub(crate) fn search_max(m: &Module, s: &crate::model::Symbol) -> i128 {
    match s.max {
        Some(hi) if m.guards.known() => hi,
        _ => s.typical().max(s.min),
    }
}

/// A binding every guard the dump carries allows: each symbol within its range, every
/// guard fact true (one that cannot be evaluated there does not exclude it).
pub(crate) fn binding_allowed(m: &Module, b: &std::collections::BTreeMap<String, i128>) -> bool {
    let in_range = b.iter().all(|(n, v)| m.symbols.get(n).is_none_or(|s| *v >= s.min && s.max.is_none_or(|hi| *v <= hi)));
    in_range && m.guards.facts.iter().all(|f| f.eval(&|v: &str| b.get(v).copied()).ok().flatten() != Some(false))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `x[2:].as_strided(((n - 2) // 3, 2), (3, 1))` ends at `3*((n - 2) // 3) - 1` past
    /// its offset: inside `n` elements because `3*(m // 3) <= m`; a row more is not
    /// (at `n = 2` it would end at element 3).
    #[test]
    fn floor_facts_reach_the_storage_prover() {
        let m: HashMap<String, i128> = [("n".to_string(), 2)].into_iter().collect();
        let n = Expr::var("n");
        let rows = (n.clone() - Expr::int(2)).floor_div(Expr::int(3));
        let end = Expr::int(3) * rows.clone() - Expr::int(1);
        assert!(le(&end, &n, &m));
        let one_more = Expr::int(3) * (rows + Expr::int(1)) + Expr::int(1);
        assert!(!le(&one_more, &n, &m));
    }

    /// The literal fast paths give what the symbolic sums fold to.
    #[test]
    fn literal_bounds_match_the_symbolic_sums() {
        let m = HashMap::new();
        for (a, b) in [(3, 5), (5, 3), (4, 4), (-7, 2)] {
            let symbolic = (Expr::int(b) - Expr::int(a)).as_const().is_some_and(|d| d >= 0);
            assert_eq!(le(&Expr::int(a), &Expr::int(b), &m), symbolic);
        }
        let ints = |xs: &[i128]| xs.iter().map(|&x| Expr::int(x)).collect::<Vec<_>>();
        let buf = Buffer {
            name: "buf0".into(),
            origin: Origin::Alloc,
            dtype: None,
            device: None,
            sizes: ints(&[4, 3, 2]),
            strides: ints(&[-6, 2, 1]),
            offset: Expr::int(30),
            storage_extent: Some(Expr::int(64)),
            storage_of: "buf0".into(),
            loc: Loc::default(),
        };
        let r = reach(&buf).unwrap();
        let (mut lo, mut end) = (buf.offset.clone(), buf.offset.clone() + Expr::int(1));
        for (size, stride) in buf.sizes.iter().zip(&buf.strides) {
            let span = (size.clone() - Expr::int(1)) * stride.clone();
            if stride.as_const().unwrap() < 0 {
                lo = lo + span;
            } else {
                end = end + span;
            }
        }
        assert_eq!((r.lo, r.end), (lo, end));
    }
}
