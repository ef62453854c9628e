//! Finding the shape a failure happened at: a binding of the shape symbols under which
//! every equation `expr == value` holds, as close to a starting binding (the hints) as
//! possible.

use std::collections::BTreeMap;

use crate::check::arith::{self, Binding};
use crate::model::Module;
use crate::sym::Expr;

/// Largest symbol value tried.
const MAX_VALUE: i128 = 1 << 40;
/// Values scanned one by one for a symbol whose equation is not monotone.
const SCAN: i128 = 2048;
/// Values of the outer symbol of a pair (the inner one is found by bisection only).
const PAIR_SCAN: i128 = 256;

/// A binding where every equation holds: `start` itself, else `start` with one symbol
/// changed, else with two. Bindings under which some buffer of `m` would have a size
/// below 1 are refused.
pub fn solve(eqs: &[(Expr, i128)], start: &Binding, mins: &BTreeMap<String, i128>, m: &Module) -> Option<Binding> {
    let holds = |b: &Binding| eqs.iter().all(|(e, v)| arith::eval(e, b) == Some(*v)) && arith::valid_binding(m, b);
    if holds(start) {
        return Some(start.clone());
    }
    let mut vars: Vec<String> = Vec::new();
    for (e, _) in eqs {
        for v in e.free_vars() {
            if !vars.iter().any(|x| **x == *v) && start.contains_key(&*v) {
                vars.push(v.to_string());
            }
        }
    }
    for v in &vars {
        if let Some(b) = solve_one(eqs, start, v, mins, &holds, SCAN) {
            return Some(b);
        }
    }
    for (i, a) in vars.iter().enumerate() {
        for b in vars.iter().skip(i + 1) {
            let lo = mins.get(a).copied().unwrap_or(0);
            for va in lo..lo + PAIR_SCAN {
                let mut s = start.clone();
                s.insert(a.clone(), va);
                if let Some(found) = solve_one(eqs, &s, b, mins, &holds, 0) {
                    return Some(found);
                }
            }
        }
    }
    None
}

/// Changes `var` alone: galloping and bisection on the first equation that mentions it
/// (in both directions, for equations that grow or shrink with it), then a scan of `scan`
/// values from the symbol's minimum.
fn solve_one(eqs: &[(Expr, i128)], start: &Binding, var: &str, mins: &BTreeMap<String, i128>, holds: &dyn Fn(&Binding) -> bool, scan: i128) -> Option<Binding> {
    let (e, target) = eqs.iter().find(|(e, _)| e.contains_var(var))?;
    let lo = mins.get(var).copied().unwrap_or(0);
    let at = |v: i128| {
        let mut b = start.clone();
        b.insert(var.to_string(), v);
        b
    };
    let f = |v: i128| arith::eval(e, &at(v));
    for sign in [1i128, -1] {
        let g = |v: i128| f(v).map(|x| x * sign);
        let t = target * sign;
        // Smallest v >= lo with g(v) >= t, assuming g grows with v.
        let Some(g_lo) = g(lo) else { continue };
        if g_lo > t {
            continue;
        }
        let mut hi = lo.max(1);
        while g(hi).map(|x| x < t).unwrap_or(false) && hi < MAX_VALUE {
            hi *= 2;
        }
        let mut l = lo;
        while l < hi {
            let mid = l + (hi - l) / 2;
            if g(mid).map(|x| x >= t).unwrap_or(true) {
                hi = mid;
            } else {
                l = mid + 1;
            }
        }
        if holds(&at(l)) {
            return Some(at(l));
        }
    }
    (lo..lo + scan).map(at).find(|b| holds(b))
}
