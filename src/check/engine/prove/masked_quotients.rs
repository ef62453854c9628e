//! Bounds of an offset through a mask that compares quotients of an index.
//!
//! An adaptive pool over sizes its kernel was specialised to reads window rows
//! `(17*x2) // 5 + j` under the mask `j + (17*x2) // 5 < (21 + 17*x2) // 5`: the window's
//! start plus the row within it stays below the window's end. Neither side is linear in an
//! atom (`x2` only occurs inside the quotients), so the mask gives the atoms no fact, and
//! the start's own range plus `j` reaches one row past the input. Read as
//! `(17*x2) // 5 <= (21 + 17*x2) // 5 - j - 1`, it bounds the quotient by an expression
//! whose own range (the last window's end) is the input's height.
//!
//! Sound: where the access runs its mask holds, so a quotient `Q` that occurs in the
//! condition `c*Q + R REL 0` (c = ±1) linearly is within `c*(bound - R)` for each of the
//! relation's ends; an offset `K*Q + D` with `K` free of atoms and of known sign is then at
//! most `K*end + D` (at least, for the other end), which is ranged like any expression.

use crate::check::facts::AtomKind;
use crate::sym::{self, Cond, Expr, Rel};

use super::{terms, Bound, Ctx};

/// A quotient or remainder node of a mask, with the bounds the mask gives it.
struct QuotientFact {
    node: sym::Atom,
    lo: Bound,
    hi: Bound,
}

impl Ctx<'_> {
    /// Bounds of `e` (upper when `upper`) with one quotient of an index at a time replaced
    /// by what a conjunct of `conds` says of it; each candidate ranged over the atoms.
    pub fn bounds_by_masked_quotients(&mut self, e: &Expr, conds: &[&Cond], upper: bool) -> Vec<Expr> {
        let mut facts = Vec::new();
        for c in conds {
            let c = self.expand_names_absent_from(c, e);
            self.quotient_facts(&c, false, &mut facts);
        }
        if facts.is_empty() {
            return Vec::new();
        }
        let ep = e.to_poly();
        let mut out = Vec::new();
        for f in &facts {
            if ep.terms().any(|(m, _)| m.exponent_of(&f.node) > 1) || !ep.atoms().contains(&f.node) {
                continue;
            }
            let (Some(at1), Some(at0)) = (ep.substitute_atom(&f.node, &sym::Poly::from_const(1)), ep.substitute_atom(&f.node, &sym::Poly::zero())) else { continue };
            let Some(k) = at1.checked_sub(&at0) else { continue };
            let (k, d) = (k.to_expr(), at0.to_expr());
            if self.has_atom(&k) {
                continue;
            }
            let positive = if self.le(&Expr::int(0), &k) {
                true
            } else if self.le(&k, &Expr::int(0)) {
                false
            } else {
                continue;
            };
            let Some(end) = (if positive == upper { f.hi.clone() } else { f.lo.clone() }) else { continue };
            let cand = k * end + d;
            if let Some(b) = self.atom_free_end(&cand, upper) {
                out.push(b);
            }
        }
        out
    }

    /// `c` with every named index value that `e` does not mention replaced by its
    /// definition, a few levels deep (equal values): masks compare temporaries
    /// (`tmp50 = 4 + (17*x2) // 5`, `tmp1 = (21 + 17*x2) // 5`) that the offset spells out
    /// over the index (`x2`) they share.
    fn expand_names_absent_from(&self, c: &Cond, e: &Expr) -> Cond {
        let mut cur = c.clone();
        for _ in 0..4 {
            let next = cur.substitute(&|v: &str| match self.kernel.atoms.get(v).map(|a| &a.kind) {
                Some(AtomKind::Derived { def }) if !e.contains_var(v) => Some(self.resolve_expr(def)),
                _ => None,
            });
            if next == cur {
                break;
            }
            cur = next;
        }
        cur
    }

    /// The end of `e`'s range (upper when `upper`), ranged again while it still names an
    /// atom (an end written with another quotient of the same index).
    fn atom_free_end(&mut self, e: &Expr, upper: bool) -> Option<Expr> {
        let mut cur = e.clone();
        for _ in 0..3 {
            if !self.has_atom(&cur) {
                return Some(cur);
            }
            let r = self.range(&cur);
            cur = if upper { r.hi? } else { r.lo? };
        }
        (!self.has_atom(&cur)).then_some(cur)
    }

    /// What each conjunct of `c` (negated when `negated`) says of the quotient and remainder
    /// nodes over atoms that it holds linearly with a unit coefficient.
    fn quotient_facts(&self, c: &Cond, negated: bool, out: &mut Vec<QuotientFact>) {
        match (c, negated) {
            (Cond::And(xs), false) | (Cond::Or(xs), true) => xs.iter().for_each(|x| self.quotient_facts(x, negated, out)),
            (Cond::Not(x), _) => self.quotient_facts(x, !negated, out),
            (Cond::Cmp(rel, a, b), _) => {
                let rel = if negated { rel.negated() } else { *rel };
                self.quotient_facts_of_cmp(rel, a, b, out);
            }
            _ => {}
        }
    }

    fn quotient_facts_of_cmp(&self, rel: Rel, a: &Expr, b: &Expr, out: &mut Vec<QuotientFact>) {
        // p REL 0 with p = a - b: p <= upper, p >= lower.
        let Some((upper, lower)) = super::difference_bounds(rel) else { return };
        let p = a.clone() - b.clone();
        if !terms(&p).iter().any(|t| super::has_quotient_term(t) && self.has_atom(t)) {
            return;
        }
        let pp = p.to_poly();
        for node in pp.atoms() {
            if !matches!(node.expr(), Expr::FloorDiv(..) | Expr::TruncDiv(..) | Expr::PyMod(..) | Expr::CMod(..)) || !self.has_atom(node.expr()) {
                continue;
            }
            if pp.terms().any(|(m, _)| m.exponent_of(node) > 1) {
                continue;
            }
            let (Some(at1), Some(at0)) = (pp.substitute_atom(node, &sym::Poly::from_const(1)), pp.substitute_atom(node, &sym::Poly::zero())) else { continue };
            let Some(c) = at1.checked_sub(&at0).and_then(|k| k.constant()) else { continue };
            if c != 1 && c != -1 {
                continue;
            }
            // c*Q + R <= u: Q <= u - R (c = 1), Q >= R - u (c = -1); likewise for >= l.
            let rest = at0.to_expr();
            let from = |k: i128| if c == 1 { Expr::int(k) - rest.clone() } else { rest.clone() - Expr::int(k) };
            let (hi, lo) = if c == 1 { (upper.map(from), lower.map(from)) } else { (lower.map(from), upper.map(from)) };
            out.push(QuotientFact { node: node.clone(), lo, hi });
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;
    use std::sync::Arc;

    use super::*;
    use crate::check::facts::{Atom, KernelFacts};

    fn v(n: &str) -> Expr {
        Expr::var(n)
    }

    /// An adaptive average pool from 17 rows to 5 (gpu_dwsep_pyramid_bilinear_dynamic): the
    /// window `x2 < 5` starts at `(17*x2) // 5` and ends before `(21 + 17*x2) // 5`; its
    /// fifth row `4 + (17*x2) // 5`, masked below the end, is at most 16, so a read at
    /// `w*(row)` stays below `17*w`. The start's own range (13 at `x2 = 4`) plus 4 reaches
    /// row 17. A window one row too long (`(22 + 17*x2) // 5`: row 17 at `x2 = 4`) proves
    /// nothing.
    #[test]
    fn a_window_row_masked_below_the_windows_end_stays_inside() {
        let mut k = KernelFacts::default();
        let tmp1 = (Expr::int(21) + Expr::int(17) * v("x2")).trunc_div(Expr::int(5));
        for (name, kind) in [
            ("x2", AtomKind::Loop { start: Expr::int(0), end: Expr::int(5), step: Expr::int(1) }),
            // The mask compares named temporaries, as Inductor writes it.
            ("tmp1", AtomKind::Derived { def: tmp1 }),
        ] {
            k.atoms.insert(Arc::from(name), Atom { name: Arc::from(name), kind });
        }
        let mins: HashMap<String, i128> = [("w".to_string(), 1)].into();
        let res = HashMap::new();
        let start = (Expr::int(17) * v("x2")).trunc_div(Expr::int(5));
        let offset = v("w") * (start.clone() + Expr::int(4));
        let end = Expr::int(17) * v("w") - Expr::int(1);
        let mask = Cond::lt(Expr::int(4) + start.clone(), v("tmp1"));
        let mut ctx = Ctx::new(&k, &mins, &res);
        ctx.assume(&mask);
        assert!(ctx.range(&offset).hi.is_none_or(|h| !ctx.le(&h, &end)), "the plain range already proves it");
        let bounds = ctx.bounds_by_masked_quotients(&offset, &[&mask], true);
        assert!(bounds.iter().any(|h| ctx.le(h, &end)), "{bounds:?}");
        let long = Cond::lt(Expr::int(4) + start, (Expr::int(22) + Expr::int(17) * v("x2")).trunc_div(Expr::int(5)));
        let mut ctx = Ctx::new(&k, &mins, &res);
        ctx.assume(&long);
        let bounds = ctx.bounds_by_masked_quotients(&offset, &[&long], true);
        assert!(!bounds.is_empty() && bounds.iter().all(|h| !ctx.le(h, &end)), "{bounds:?}");
    }
}
