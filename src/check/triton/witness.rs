//! Counterexample search at one concrete shape and config: enumerate the program ids,
//! lanes and loop iterations the access's offset and mask depend on, and evaluate them
//! exactly (C semantics for `//` and `%`, as the GPU computes them).
//!
//! The search starts from the last program and the last lane, where overruns live, and
//! stops at the first element the mask lets through whose offset leaves the storage.

use std::collections::HashMap;
use std::sync::Arc;

use crate::report::Evidence;
use crate::sym::{Cond, Expr};

use super::interp::{Access, AtomKind, KernelFacts};
use super::prove::Ctx;
use super::Window;

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

/// Replaces derived atoms by their definitions until only base atoms remain.
fn expand(facts: &KernelFacts, e: &Expr, depth: u32) -> Expr {
    if depth > 32 {
        return e.clone();
    }
    e.substitute(&|v: &str| match facts.atoms.get(v).map(|a| &a.kind) {
        Some(AtomKind::Derived { def }) => Some(expand(facts, def, depth + 1)),
        _ => None,
    })
}

/// `budget` is shared by every search for one access (all shapes and configs): what a
/// search uses is taken from it.
pub fn search(facts: &KernelFacts, access: &Access, resolve: &HashMap<String, Expr>, win: &Window, budget: &mut u64) -> Outcome {
    // Overruns live at the last programs and lanes, underruns (negative offsets of pads)
    // at the first: half the budget from each end.
    let mut half = *budget / 2;
    let spent_before = half;
    let first = search_from(facts, access, resolve, win, &mut half, true);
    *budget -= spent_before - half;
    match first {
        Outcome::Gave(reason) if reason.starts_with("searched") => {
            let mut rest = *budget;
            let second = search_from(facts, access, resolve, win, &mut rest, false);
            *budget = rest;
            second
        }
        other => other,
    }
}

/// The access's offset and mask at one shape and config, over base atoms only, and those
/// atoms in order of appearance.
fn at_shape(facts: &KernelFacts, access: &Access, resolve: &HashMap<String, Expr>) -> (Expr, Cond, Vec<Arc<str>>) {
    let offset = expand(facts, &access.offset, 0).substitute(&|v: &str| resolve.get(v).cloned());
    let mask = expand_cond(facts, &access.mask).substitute(&|v: &str| resolve.get(v).cloned());
    let mut names: Vec<Arc<str>> = Vec::new();
    let mut collect = |v: &str| {
        if facts.atoms.contains_key(v) && !names.iter().any(|n| &**n == v) {
            names.push(Arc::from(v));
        }
    };
    super::interp::visit_vars(&offset, &mut collect);
    super::interp::visit_cond_vars(&mask, &mut collect);
    (offset, mask, names)
}

fn search_from(facts: &KernelFacts, access: &Access, resolve: &HashMap<String, Expr>, win: &Window, budget: &mut u64, descending: bool) -> Outcome {
    let (Some(lo), Some(hi)) = (win.lo.as_const(), win.hi.as_const()) else {
        return Outcome::Gave("the storage size is not a number at this shape".into());
    };
    let (offset, mask, names) = at_shape(facts, access, resolve);
    // The base atoms involved, with numeric ranges at this shape.
    let empty_min = HashMap::new();
    let mut ctx = Ctx::new(facts, &empty_min, resolve);
    let mut dims = Vec::new();
    for n in &names {
        let atom = &facts.atoms[n];
        let (kind, step) = match &atom.kind {
            AtomKind::Lane { .. } => ("lane", 1),
            AtomKind::BlockIdx { .. } | AtomKind::ProgramId { .. } => ("program", 1),
            AtomKind::Loop { step, .. } => ("loop", ctx.resolve_expr(step).as_const().unwrap_or(0)),
            AtomKind::Loaded { .. } => return Outcome::Gave("the offset depends on values loaded from memory".into()),
            AtomKind::Derived { .. } => return Outcome::Gave("an index definition could not be expanded".into()),
        };
        let r = ctx.atom_range(n);
        match (r.lo.and_then(|x| x.as_const()), r.hi.and_then(|x| x.as_const())) {
            (Some(l), Some(h)) if step > 0 => dims.push(Dim { name: n.clone(), lo: l, hi: h, step, kind }),
            _ => return Outcome::Gave(format!("the range of {n} is not a number at this shape")),
        }
    }
    // Programs vary slowest and lanes fastest: one program's whole block is tried before
    // the next, so the first and last blocks (where over- and underruns live) come first.
    dims.sort_by_key(|d| match d.kind {
        "program" => 0,
        "loop" => 1,
        _ => 2,
    });
    // Loops: only values start + k*step exist.
    let total: u128 = dims.iter().map(|d| if d.hi < d.lo { 0 } else { ((d.hi - d.lo) / d.step + 1) as u128 }).product();
    if total == 0 {
        return Outcome::NoneExhaustive;
    }
    // Compiled once, evaluated per element without allocation.
    let slots: Vec<&str> = dims.iter().map(|d| &*d.name).collect();
    let (Ok(offset_c), Ok(mask_c)) = (crate::sym::Compiled::new(&offset, &slots), crate::sym::CompiledCond::new(&mask, &slots)) else {
        return Outcome::Gave("the offset mentions a value unknown at this shape".into());
    };
    let fits = dims.iter().all(|d| i64::try_from(d.lo).is_ok() && i64::try_from(d.hi).is_ok());
    if !fits {
        return Outcome::Gave("index ranges beyond 64 bits".into());
    }
    let top = |d: &Dim| d.lo + (d.hi - d.lo) / d.step * d.step;
    let mut point: Vec<i128> = dims.iter().map(|d| if descending { top(d) } else { d.lo }).collect();
    let mut values: Vec<i64> = vec![0; dims.len()];
    let mut tried: u64 = 0;
    loop {
        for (v, p) in values.iter_mut().zip(&point) {
            *v = *p as i64;
        }
        if mask_c.eval(&values).ok().flatten() == Some(true) {
            if let Ok(off) = offset_c.eval(&values).map(i128::from) {
                if off < lo || off > hi {
                    // Reported in storage elements: the view's offset added back.
                    return Outcome::Found(Box::new(evidence(&dims, &point, off - lo, win.extent.as_const().unwrap_or(hi - lo + 1))));
                }
            }
        }
        tried += 1;
        *budget = budget.saturating_sub(1);
        if *budget == 0 {
            return Outcome::Gave(format!("searched {tried} of {total} elements"));
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
            if !descending && point[i] + d.step <= top(d) {
                point[i] += d.step;
                break;
            }
            point[i] = if descending { top(d) } else { d.lo };
        }
    }
}

fn expand_cond(facts: &KernelFacts, c: &Cond) -> Cond {
    c.substitute(&|v: &str| match facts.atoms.get(v).map(|a| &a.kind) {
        Some(AtomKind::Derived { def }) => Some(expand(facts, def, 0)),
        _ => None,
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
    let (offset, mask, names) = at_shape(facts, access, resolve);
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
