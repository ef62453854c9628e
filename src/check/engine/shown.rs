//! Expressions as reasons and counterexamples print them: readable whatever their size.
//!
//! Kernel values are built by sharing: `tmp59 = tl.where(tmp57, tmp44, tmp54)` keeps
//! `tmp44` as one subtree that `tmp57`'s comparison also holds, and a chain of such
//! selections (a top-k argmax over five candidates) written out as a tree repeats its
//! first link at every use: kilobytes for a few lines of kernel. Here each subterm used
//! more than once is printed once, named (`t1 = ...`), and the expression is written with
//! the names; what is still too long is cut with a note saying how much was left out.

use std::fmt::Write as _;
use std::sync::Arc;

use crate::sym::{Cond, Expr, FxHashMap};

/// Expressions of at most this many nodes (written out) print as they are.
const PLAIN_NODES: usize = 120;
/// Beyond this many nodes written out, no naming is tried (the count walks every path):
/// the text is cut instead.
const NAMING_NODES: usize = 1 << 20;
/// Subterms this small (written out) are repeated rather than named.
const NAME_MIN_NODES: usize = 6;
/// The longest text returned, in characters.
const TEXT_MAX: usize = 3000;

/// `e` as text, shared subterms named once (` with t1 = ..., t2 = ...`) where it is
/// large, and at most [`TEXT_MAX`] characters (cut with a note saying so).
pub(crate) fn shown(e: &Expr) -> String {
    if e.size_at_most(PLAIN_NODES) {
        return e.to_string();
    }
    let text = if e.size_at_most(NAMING_NODES) { named(e) } else { capped_plain(e) };
    cap(text)
}

/// `e` written with its shared subterms named.
fn named(e: &Expr) -> String {
    let mut walk = Walk::default();
    walk.expr(e);
    let shared: Vec<Expr> = walk.order.into_iter().filter(|x| walk.uses.get(x).copied().unwrap_or(0) >= 2 && !x.size_at_most(NAME_MIN_NODES)).collect();
    if shared.is_empty() {
        return capped_plain(e);
    }
    // A prefix no variable of `e` starts with, so that a name never reads as a variable.
    let prefix = ["t", "e", "v", "w"]
        .into_iter()
        .find(|p| !walk.vars.iter().any(|v| v.strip_prefix(p).is_some_and(|rest| !rest.is_empty() && rest.chars().all(|c| c.is_ascii_digit()))))
        .unwrap_or("t_");
    let names: FxHashMap<Expr, Expr> = shared.iter().enumerate().map(|(i, x)| (x.clone(), Expr::var(&format!("{prefix}{}", i + 1)))).collect();
    let mut rw = Rewrite { names: &names, done: FxHashMap::default() };
    let mut out = String::new();
    let _ = write!(out, "{}", rw.expr(e, true));
    out.push_str(" with ");
    for (i, x) in shared.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "{prefix}{} = {}", i + 1, rw.expr(x, true));
        if out.len() > TEXT_MAX {
            break;
        }
    }
    out
}

/// Counts the uses of every compound subterm (each distinct one is entered once) and
/// lists them children first, so that a name is defined before a definition uses it.
#[derive(Default)]
struct Walk {
    uses: FxHashMap<Expr, u32>,
    order: Vec<Expr>,
    vars: Vec<Arc<str>>,
}

impl Walk {
    fn expr(&mut self, e: &Expr) {
        match e {
            Expr::Const(_) => return,
            Expr::Var(v) => {
                if !self.vars.contains(v) {
                    self.vars.push(v.clone());
                }
                return;
            }
            _ => {}
        }
        let n = self.uses.entry(e.clone()).or_insert(0);
        *n += 1;
        if *n > 1 {
            return;
        }
        match e {
            Expr::Add(xs) | Expr::Mul(xs) | Expr::Min(xs) | Expr::Max(xs) => xs.iter().for_each(|x| self.expr(x)),
            Expr::FloorDiv(a, b) | Expr::PyMod(a, b) | Expr::TruncDiv(a, b) | Expr::CMod(a, b) | Expr::Pow(a, b) => {
                self.expr(a);
                self.expr(b);
            }
            Expr::Where(c, a, b) => {
                self.cond(c);
                self.expr(a);
                self.expr(b);
            }
            Expr::Const(_) | Expr::Var(_) => {}
        }
        self.order.push(e.clone());
    }

    fn cond(&mut self, c: &Cond) {
        match c {
            Cond::Cmp(_, a, b) => {
                self.expr(a);
                self.expr(b);
            }
            Cond::And(xs) | Cond::Or(xs) => xs.iter().for_each(|x| self.cond(x)),
            Cond::Not(x) => self.cond(x),
            Cond::True | Cond::False | Cond::Opaque(_) => {}
        }
    }
}

/// Rebuilds a term with named subterms replaced by their names. The nodes are built as
/// they are (not through the smart constructors): the text must show the term's own
/// shape, and a name stands for a value the constructors know nothing of.
struct Rewrite<'n> {
    names: &'n FxHashMap<Expr, Expr>,
    done: FxHashMap<Expr, Expr>,
}

impl Rewrite<'_> {
    /// `top`: the term being defined, which is written out even when it has a name.
    fn expr(&mut self, e: &Expr, top: bool) -> Expr {
        if !top {
            if let Some(n) = self.names.get(e) {
                return n.clone();
            }
        }
        if let Some(d) = self.done.get(e) {
            return d.clone();
        }
        let list = |s: &mut Self, xs: &[Expr]| -> Arc<[Expr]> { xs.iter().map(|x| s.expr(x, false)).collect::<Vec<_>>().into() };
        let two = |s: &mut Self, a: &Expr, b: &Expr| (Arc::new(s.expr(a, false)), Arc::new(s.expr(b, false)));
        let out = match e {
            Expr::Const(_) | Expr::Var(_) => return e.clone(),
            Expr::Add(xs) => Expr::Add(list(self, xs)),
            Expr::Mul(xs) => Expr::Mul(list(self, xs)),
            Expr::Min(xs) => Expr::Min(list(self, xs)),
            Expr::Max(xs) => Expr::Max(list(self, xs)),
            Expr::FloorDiv(a, b) => {
                let (a, b) = two(self, a, b);
                Expr::FloorDiv(a, b)
            }
            Expr::PyMod(a, b) => {
                let (a, b) = two(self, a, b);
                Expr::PyMod(a, b)
            }
            Expr::TruncDiv(a, b) => {
                let (a, b) = two(self, a, b);
                Expr::TruncDiv(a, b)
            }
            Expr::CMod(a, b) => {
                let (a, b) = two(self, a, b);
                Expr::CMod(a, b)
            }
            Expr::Pow(a, b) => {
                let (a, b) = two(self, a, b);
                Expr::Pow(a, b)
            }
            Expr::Where(c, a, b) => {
                let c = self.cond(c);
                let (a, b) = two(self, a, b);
                Expr::Where(Arc::new(c), a, b)
            }
        };
        if !top {
            self.done.insert(e.clone(), out.clone());
        }
        out
    }

    fn cond(&mut self, c: &Cond) -> Cond {
        match c {
            Cond::Cmp(rel, a, b) => Cond::Cmp(*rel, self.expr(a, false), self.expr(b, false)),
            Cond::And(xs) => Cond::And(xs.iter().map(|x| self.cond(x)).collect()),
            Cond::Or(xs) => Cond::Or(xs.iter().map(|x| self.cond(x)).collect()),
            Cond::Not(x) => Cond::Not(Arc::new(self.cond(x))),
            Cond::True | Cond::False | Cond::Opaque(_) => c.clone(),
        }
    }
}

/// The plain text of `e`, written only up to [`TEXT_MAX`] characters (the whole text of a
/// heavily shared term can be exponentially long).
fn capped_plain(e: &Expr) -> String {
    struct Upto(String, usize);
    impl std::fmt::Write for Upto {
        fn write_str(&mut self, s: &str) -> std::fmt::Result {
            self.0.push_str(s);
            if self.0.len() > self.1 {
                Err(std::fmt::Error)
            } else {
                Ok(())
            }
        }
    }
    let mut w = Upto(String::new(), TEXT_MAX + 1);
    let complete = write!(w, "{e}").is_ok();
    if complete {
        w.0
    } else {
        // Marks the text as cut even where `cap` finds it short enough.
        let mut s = cut(&w.0, TEXT_MAX);
        s.push_str(" … [cut: the term written out is longer]");
        s
    }
}

/// `s` cut to at most `max` bytes at a character boundary.
fn cut(s: &str, max: usize) -> String {
    let mut end = max.min(s.len());
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    s[..end].to_string()
}

/// `text` if short enough, else its first [`TEXT_MAX`] characters and a note.
fn cap(text: String) -> String {
    if text.len() <= TEXT_MAX + 100 {
        return text;
    }
    let left = text.len() - TEXT_MAX;
    let mut s = cut(&text, TEXT_MAX);
    let _ = write!(s, " … [{left} more characters elided]");
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sym::Rel;

    /// A chain `c_k = where(cmp_k, c_{k-1}, k)` whose conditions also compare `c_{k-1}`:
    /// written out it doubles at every link.
    fn chain(links: i128) -> Expr {
        let mut c = Expr::where_(Cond::opaque("comparison at 1:1"), Expr::int(0), Expr::int(1));
        for k in 2..=links {
            let test = Cond::or(vec![Cond::opaque(&format!("comparison at {k}:1")), Cond::cmp(Rel::Lt, c.clone(), Expr::int(k))]);
            c = Expr::where_(test, c, Expr::int(k));
        }
        c + Expr::var("x0") * Expr::int(5)
    }

    #[test]
    fn shared_subterms_print_once() {
        let e = chain(12);
        let plain = capped_plain(&e);
        let s = shown(&e);
        assert!(s.len() < 2500, "{} characters: {s}", s.len());
        assert!(plain.len() > s.len(), "{plain}");
        assert!(s.contains(" with t1 = "), "{s}");
        // Every link is named once and used by the next.
        assert_eq!(s.matches("comparison at 7:1").count(), 1, "{s}");
        assert!(s.contains("5*x0"), "{s}");
    }

    #[test]
    fn small_terms_print_as_they_are_and_huge_ones_are_cut_with_a_note() {
        let small = Expr::var("x0") * Expr::int(5) + Expr::int(3);
        assert_eq!(shown(&small), small.to_string());
        // 40 links: 2^40 nodes written out, far past anything printed or named.
        let huge = chain(40);
        let s = shown(&huge);
        assert!(s.len() <= TEXT_MAX + 200, "{}", s.len());
        assert!(s.contains("cut") || s.contains("elided") || s.contains(" with "), "{s}");
    }
}
