//! Printing in the syntax of each target: `Display` prints Python (wrapper) syntax;
//! [`Expr::display`] picks Triton or C. The printed text parses back (through
//! `from_py` with the same semantics) to the same expression, so floor and truncating
//! division never look alike: in Python syntax truncation prints as `trunc_div(a, b)`,
//! in Triton syntax flooring prints as `triton_helpers.div_floor_integer(a, b)`.

use std::fmt::{self, Display, Formatter, Write};

use super::expr::{Cond, Expr};
use super::from_py::Semantics;

/// An expression or condition with the syntax to print it in.
#[derive(Debug, Clone, Copy)]
pub struct Printed<'a, T> {
    node: &'a T,
    sem: Semantics,
}

impl Expr {
    pub fn display(&self, sem: Semantics) -> Printed<'_, Expr> {
        Printed { node: self, sem }
    }
}

impl Cond {
    pub fn display(&self, sem: Semantics) -> Printed<'_, Cond> {
        Printed { node: self, sem }
    }
}

impl Display for Expr {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write_expr(self, Semantics::Python, f)
    }
}

impl Display for Cond {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write_cond(self, Semantics::Python, f)
    }
}

impl Display for Printed<'_, Expr> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write_expr(self.node, self.sem, f)
    }
}

impl Display for Printed<'_, Cond> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write_cond(self.node, self.sem, f)
    }
}

/// Whether `e` prints as one token or a call, needing no parentheses as an operand.
fn is_atomic(e: &Expr, sem: Semantics) -> bool {
    match e {
        Expr::Const(c) => *c >= 0,
        Expr::Var(_) | Expr::Min(_) | Expr::Max(_) | Expr::Where(..) => true,
        Expr::FloorDiv(..) | Expr::PyMod(..) => sem != Semantics::Python,
        Expr::TruncDiv(..) | Expr::CMod(..) => sem == Semantics::Python,
        Expr::Pow(..) => sem == Semantics::C,
        Expr::Add(_) | Expr::Mul(_) => false,
    }
}

fn write_operand(e: &Expr, sem: Semantics, f: &mut Formatter<'_>) -> fmt::Result {
    if is_atomic(e, sem) {
        write_expr(e, sem, f)
    } else {
        f.write_char('(')?;
        write_expr(e, sem, f)?;
        f.write_char(')')
    }
}

fn write_call(name: &str, args: &[&Expr], sem: Semantics, f: &mut Formatter<'_>) -> fmt::Result {
    f.write_str(name)?;
    f.write_char('(')?;
    for (i, a) in args.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write_expr(a, sem, f)?;
    }
    f.write_char(')')
}

fn write_infix(a: &Expr, op: &str, b: &Expr, sem: Semantics, f: &mut Formatter<'_>) -> fmt::Result {
    write_operand(a, sem, f)?;
    write!(f, " {op} ")?;
    write_operand(b, sem, f)
}

/// Binary-nested calls for targets whose min/max take two arguments.
fn write_nested(name: &str, items: &[Expr], sem: Semantics, f: &mut Formatter<'_>) -> fmt::Result {
    match items {
        [] => f.write_str(name).and_then(|_| f.write_str("()")),
        [only] => write_expr(only, sem, f),
        [first, rest @ ..] => {
            write!(f, "{name}(")?;
            write_expr(first, sem, f)?;
            f.write_str(", ")?;
            write_nested(name, rest, sem, f)?;
            f.write_char(')')
        }
    }
}

fn write_expr(e: &Expr, sem: Semantics, f: &mut Formatter<'_>) -> fmt::Result {
    match e {
        Expr::Const(c) => write!(f, "{c}"),
        Expr::Var(n) => f.write_str(n),
        Expr::Add(terms) => write_sum(terms, sem, f),
        Expr::Mul(_) => write_term(e, true, sem, f),
        Expr::FloorDiv(a, b) => match sem {
            Semantics::Python => write_infix(a, "//", b, sem, f),
            Semantics::Triton => write_call("triton_helpers.div_floor_integer", &[a, b], sem, f),
            Semantics::C => write_call("c10::div_floor_integer", &[a, b], sem, f),
        },
        Expr::PyMod(a, b) => match sem {
            Semantics::Python => write_infix(a, "%", b, sem, f),
            Semantics::Triton => write_call("triton_helpers.remainder_integer", &[a, b], sem, f),
            Semantics::C => write_call("py_mod", &[a, b], sem, f),
        },
        Expr::TruncDiv(a, b) => match sem {
            Semantics::Python => write_call("trunc_div", &[a, b], sem, f),
            Semantics::Triton => write_infix(a, "//", b, sem, f),
            Semantics::C => write_infix(a, "/", b, sem, f),
        },
        Expr::CMod(a, b) => match sem {
            Semantics::Python => write_call("c_mod", &[a, b], sem, f),
            Semantics::Triton | Semantics::C => write_infix(a, "%", b, sem, f),
        },
        Expr::Pow(a, b) => match sem {
            Semantics::C => write_call("pow", &[a, b], sem, f),
            _ => write_infix(a, "**", b, sem, f),
        },
        Expr::Min(items) => match sem {
            Semantics::Python => write_call("min", &items.iter().collect::<Vec<_>>(), sem, f),
            Semantics::Triton => write_nested("triton_helpers.minimum", items, sem, f),
            Semantics::C => write_nested("std::min", items, sem, f),
        },
        Expr::Max(items) => match sem {
            Semantics::Python => write_call("max", &items.iter().collect::<Vec<_>>(), sem, f),
            Semantics::Triton => write_nested("triton_helpers.maximum", items, sem, f),
            Semantics::C => write_nested("std::max", items, sem, f),
        },
        Expr::Where(c, a, b) => match sem {
            Semantics::Python => {
                f.write_char('(')?;
                write_expr(a, sem, f)?;
                f.write_str(" if ")?;
                write_cond(c, sem, f)?;
                f.write_str(" else ")?;
                write_expr(b, sem, f)?;
                f.write_char(')')
            }
            Semantics::Triton => {
                f.write_str("tl.where(")?;
                write_cond(c, sem, f)?;
                f.write_str(", ")?;
                write_expr(a, sem, f)?;
                f.write_str(", ")?;
                write_expr(b, sem, f)?;
                f.write_char(')')
            }
            Semantics::C => {
                f.write_char('(')?;
                write_cond(c, sem, f)?;
                f.write_str(" ? ")?;
                write_operand(a, sem, f)?;
                f.write_str(" : ")?;
                write_operand(b, sem, f)?;
                f.write_char(')')
            }
        },
    }
}

/// Sums print like sympy: higher-degree terms first, the constant last
/// (`s0*s53 + 4*s0 + 2*s53 + 8`), negative terms as subtraction.
fn write_sum(terms: &[Expr], sem: Semantics, f: &mut Formatter<'_>) -> fmt::Result {
    let mut ordered: Vec<&Expr> = terms.iter().collect();
    ordered.sort_by(|a, b| {
        let (fa, fb) = (non_constant_factors(a), non_constant_factors(b));
        fb.len().cmp(&fa.len()).then_with(|| fa.cmp(fb))
    });
    for (i, t) in ordered.into_iter().enumerate() {
        let negative = term_sign_negative(t);
        match (i, negative) {
            (0, _) => {}
            (_, true) => f.write_str(" - ")?,
            (_, false) => f.write_str(" + ")?,
        }
        write_term(t, i == 0, sem, f)?;
    }
    Ok(())
}

fn non_constant_factors(t: &Expr) -> &[Expr] {
    match t {
        Expr::Const(_) => &[],
        Expr::Mul(fs) => match fs.split_first() {
            Some((Expr::Const(_), rest)) => rest,
            _ => fs,
        },
        other => std::slice::from_ref(other),
    }
}

fn term_sign_negative(t: &Expr) -> bool {
    match t {
        Expr::Const(c) => *c < 0,
        Expr::Mul(fs) => matches!(fs.first(), Some(Expr::Const(c)) if *c < 0),
        _ => false,
    }
}

/// One term of a sum. `leading` terms carry their own minus sign; later ones had it
/// printed as ` - ` already, so only the magnitude is written.
fn write_term(t: &Expr, leading: bool, sem: Semantics, f: &mut Formatter<'_>) -> fmt::Result {
    let (coefficient, factors): (Option<i128>, &[Expr]) = match t {
        Expr::Const(c) => (Some(*c), &[]),
        Expr::Mul(fs) => match fs.split_first() {
            Some((Expr::Const(c), rest)) => (Some(*c), rest),
            _ => (None, &fs[..]),
        },
        other => return write_expr_in_sum(other, sem, f),
    };
    let c = coefficient.unwrap_or(1);
    if c < 0 && leading {
        f.write_char('-')?;
    }
    let magnitude = c.unsigned_abs();
    if magnitude != 1 || factors.is_empty() {
        write!(f, "{magnitude}")?;
        if !factors.is_empty() {
            f.write_char('*')?;
        }
    }
    for (i, x) in factors.iter().enumerate() {
        if i > 0 {
            f.write_char('*')?;
        }
        write_factor(x, sem, f)?;
    }
    Ok(())
}

fn write_expr_in_sum(e: &Expr, sem: Semantics, f: &mut Formatter<'_>) -> fmt::Result {
    match e {
        // A nested sum only exists unfolded after overflow; keep its grouping visible.
        Expr::Add(_) => write_operand(e, sem, f),
        _ => write_expr(e, sem, f),
    }
}

fn write_factor(e: &Expr, sem: Semantics, f: &mut Formatter<'_>) -> fmt::Result {
    write_operand(e, sem, f)
}

fn write_cond(c: &Cond, sem: Semantics, f: &mut Formatter<'_>) -> fmt::Result {
    match c {
        Cond::True => f.write_str(if sem == Semantics::C { "true" } else { "True" }),
        Cond::False => f.write_str(if sem == Semantics::C { "false" } else { "False" }),
        Cond::Opaque(what) => f.write_str(what),
        Cond::Cmp(rel, a, b) => {
            write_expr(a, sem, f)?;
            write!(f, " {} ", rel.symbol())?;
            write_expr(b, sem, f)
        }
        Cond::And(items) | Cond::Or(items) => {
            let is_and = matches!(c, Cond::And(_));
            let op = match (sem, is_and) {
                (Semantics::Python, true) => " and ",
                (Semantics::Python, false) => " or ",
                (Semantics::Triton, true) => " & ",
                (Semantics::Triton, false) => " | ",
                (Semantics::C, true) => " && ",
                (Semantics::C, false) => " || ",
            };
            for (i, x) in items.iter().enumerate() {
                if i > 0 {
                    f.write_str(op)?;
                }
                write_cond_operand(x, sem, f)?;
            }
            Ok(())
        }
        Cond::Not(x) => {
            f.write_str(match sem {
                Semantics::Python => "not ",
                Semantics::Triton => "~",
                Semantics::C => "!",
            })?;
            write_cond_operand(x, sem, f)
        }
    }
}

/// Python's `and`/`or`/`not` bind more loosely than comparisons, but Triton's `&`/`|`/`~`
/// bind more tightly (`a < b & c` is `a < (b & c)`), so there every compound operand is
/// wrapped.
fn write_cond_operand(c: &Cond, sem: Semantics, f: &mut Formatter<'_>) -> fmt::Result {
    let bare = match c {
        Cond::True | Cond::False | Cond::Opaque(_) => true,
        Cond::Cmp(..) => sem != Semantics::Triton,
        // Unary in every syntax, and Python's `not` still binds tighter than `and`.
        Cond::Not(_) => true,
        Cond::And(_) | Cond::Or(_) => false,
    };
    if bare {
        write_cond(c, sem, f)
    } else {
        f.write_char('(')?;
        write_cond(c, sem, f)?;
        f.write_char(')')
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(n: &str) -> Expr {
        Expr::var(n)
    }

    #[test]
    fn sums_print_constant_last_and_subtract_negatives() {
        let e = 3 * v("s0") * v("s53") + 24;
        assert_eq!(e.to_string(), "3*s0*s53 + 24");
        let e = v("x0") - 2 * v("ks3") + v("ks3") * v("x1") - 1;
        assert_eq!(e.to_string(), "ks3*x1 - 2*ks3 + x0 - 1");
        assert_eq!((-v("x")).to_string(), "-x");
        assert_eq!((-3 * v("x") + 1).to_string(), "-3*x + 1");
        assert_eq!(Expr::int(-5).to_string(), "-5");
        assert_eq!((v("x") * v("x")).to_string(), "x*x");
    }

    #[test]
    fn division_prints_per_target() {
        let e = v("xindex").floor_div(v("ks0")).py_mod(v("ks1"));
        assert_eq!(e.to_string(), "(xindex // ks0) % ks1");
        assert_eq!(e.display(Semantics::Triton).to_string(), "triton_helpers.remainder_integer(triton_helpers.div_floor_integer(xindex, ks0), ks1)");
        let t = v("xindex").trunc_div(v("ks0")).c_mod(v("ks1"));
        assert_eq!(t.display(Semantics::Triton).to_string(), "(xindex // ks0) % ks1");
        assert_eq!(t.display(Semantics::C).to_string(), "(xindex / ks0) % ks1");
        assert_eq!(t.to_string(), "c_mod(trunc_div(xindex, ks0), ks1)");
        let g = (v("x") + 1).floor_div(v("k")) * 2;
        assert_eq!(g.to_string(), "2*((x + 1) // k)");
    }

    #[test]
    fn conditions_parenthesise_for_triton_precedence() {
        let c = Cond::and([Cond::lt(v("xindex"), v("xnumel")), Cond::opaque("tmp3")]);
        assert_eq!(c.display(Semantics::Triton).to_string(), "(xindex < xnumel) & tmp3");
        assert_eq!(c.to_string(), "xindex < xnumel and tmp3");
        assert_eq!(c.display(Semantics::C).to_string(), "xindex < xnumel && tmp3");
        let w = Expr::where_(Cond::opaque("m"), v("a"), Expr::int(0));
        assert_eq!(w.display(Semantics::Triton).to_string(), "tl.where(m, a, 0)");
        assert_eq!(w.to_string(), "(a if m else 0)");
        let m = Expr::min_of([v("a"), v("b"), v("c")]);
        assert_eq!(m.to_string(), "min(a, b, c)");
        assert_eq!(m.display(Semantics::Triton).to_string(), "triton_helpers.minimum(a, triton_helpers.minimum(b, c))");
    }

    #[test]
    fn extreme_constants_print_without_overflow() {
        let e = Expr::Mul(vec![Expr::Const(i128::MIN), v("x")].into());
        assert_eq!(e.to_string(), "-170141183460469231731687303715884105728*x");
        let s = Expr::Add(vec![v("y"), e].into());
        assert_eq!(s.to_string(), "-170141183460469231731687303715884105728*x + y");
    }
}
