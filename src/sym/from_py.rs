//! Conversion from the Python AST (wrapper code and `@triton.jit` bodies) to symbolic
//! integers, with the division semantics of the language the text runs in.
//!
//! What Inductor prints, per `torch/utils/_sympy/printers.py` and the `TritonPrinter`:
//! - wrapper (`PythonPrinter`): `a // b`, `a % b`, `min(..)`/`max(..)`, `abs(..)`,
//!   `a if c else b`; older logs and guards show sympy names (`Min`, `FloorDiv`,
//!   `ModularIndexing`, `CleanDiv`, `CeilDiv`, `PythonMod`, `Mod`, `Identity`).
//! - Triton (`TritonPrinter`): `a // b` and `a % b` only when both sides are known
//!   non-negative, otherwise `triton_helpers.div_floor_integer(a,  b)` and
//!   `triton_helpers.remainder_integer(a, b)`; `tl_math.abs`; `tl.where(c, a, b)`; and
//!   Min/Max as the macro `((a) * ((a) <= (b)) + (b) * ((b) < (a)))` (`>=`/`>` for
//!   Max), which is recognised back into `min`/`max`.
//!
//! `.to(tl.int64)`/`.to(tl.int32)` are transparent for the value: whether an int32
//! cast truncates is the int32 rule's question, asked of the operand.

use ia_parsers::py::{self, BinOp, BoolOp, CmpOp, ExprKind, Span, UnaryOp};

use super::expr::{Cond, Expr, Rel};

/// The language a piece of text runs in, which fixes what `//` and `%` mean.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Semantics {
    /// The wrapper module: `//` floors, `%` takes the divisor's sign.
    Python,
    /// A `@triton.jit` body: `//` truncates toward zero, `%` takes the dividend's sign.
    Triton,
    /// A C++ kernel (`/` truncates, `%` takes the dividend's sign). Its own converter
    /// works on the C++ AST; in this module it means Python syntax with C division.
    C,
}

impl Semantics {
    fn div(self, a: Expr, b: Expr) -> Expr {
        match self {
            Semantics::Python => a.floor_div(b),
            Semantics::Triton | Semantics::C => a.trunc_div(b),
        }
    }

    fn rem(self, a: Expr, b: Expr) -> Expr {
        match self {
            Semantics::Python => a.py_mod(b),
            Semantics::Triton | Semantics::C => a.c_mod(b),
        }
    }
}

/// Why an expression could not be converted, and where.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{span_line}:{span_col}: {reason}", span_line = span.line, span_col = span.col)]
pub struct Unsupported {
    pub span: Span,
    pub reason: String,
}

/// As deep as the Python parser builds trees ([`ia_parsers::py::MAX_TREE_DEPTH`], which
/// covers any chain CPython compiles), so whatever was parsed is converted; refusing
/// deeper keeps recursion bounded on hostile input. A level takes well under 1 KiB of
/// stack in a release build: the audit's workers have [`crate::sym::WORKER_STACK`].
const MAX_DEPTH: usize = ia_parsers::py::MAX_TREE_DEPTH as usize + 8;

/// Converts an integer-valued expression.
/// A finite double as `p / q` with `q` a power of two, when both fit comfortably.
fn dyadic(c: f64) -> Option<(i128, i128)> {
    if !c.is_finite() {
        return None;
    }
    let mut q: i128 = 1;
    let mut v = c;
    while v.fract() != 0.0 {
        if q >= 1 << 60 {
            return None;
        }
        v *= 2.0;
        q *= 2;
    }
    (v.abs() < 1e30).then_some((v as i128, q))
}

pub fn from_py(e: &py::Expr, sem: Semantics) -> Result<Expr, Unsupported> {
    Converter { sem }.expr(e, 0)
}

/// Converts a boolean-valued expression: comparisons, `&`, `|`, `~`, `and`, `or`, `not`.
/// A bare name (a mask such as `xmask` or `tmp3`) becomes [`Cond::Opaque`] with that
/// name, for the caller to substitute with [`Cond::substitute_with`].
pub fn cond_from_py(e: &py::Expr, sem: Semantics) -> Result<Cond, Unsupported> {
    Converter { sem }.cond(e, 0)
}

fn unsupported(e: &py::Expr, reason: impl Into<String>) -> Unsupported {
    Unsupported { span: e.span, reason: reason.into() }
}

struct Converter {
    sem: Semantics,
}

impl Converter {
    fn expr(&self, e: &py::Expr, depth: usize) -> Result<Expr, Unsupported> {
        if depth > MAX_DEPTH {
            return Err(unsupported(e, "expression nested too deeply"));
        }
        let d = depth + 1;
        match &e.kind {
            ExprKind::Name(n) => Ok(Expr::var(n)),
            ExprKind::Int(v) => Ok(Expr::int(*v)),
            ExprKind::BigInt(_) => Err(unsupported(e, "integer literal beyond 128 bits")),
            ExprKind::Bool(b) => Ok(Expr::int(i128::from(*b))),
            ExprKind::UnaryOp { op, operand } => match op {
                UnaryOp::Neg => Ok(self.expr(operand, d)?.neg()),
                UnaryOp::Pos => self.expr(operand, d),
                // Two's complement: ~x == -x - 1 for every integer.
                UnaryOp::Invert => Ok(self.expr(operand, d)?.neg() - 1),
                UnaryOp::Not => Ok(self.bool_as_int(e, d)?),
            },
            ExprKind::BinOp { op, left, right } => {
                if let Some(m) = self.triton_min_max(left, right, *op, d)? {
                    return Ok(m);
                }
                let (a, b) = (self.expr(left, d)?, self.expr(right, d)?);
                match op {
                    BinOp::Add => Ok(a + b),
                    BinOp::Sub => Ok(a - b),
                    BinOp::Mul => Ok(a * b),
                    BinOp::FloorDiv => Ok(self.sem.div(a, b)),
                    BinOp::Mod => Ok(self.sem.rem(a, b)),
                    BinOp::Pow => Ok(a.pow(b)),
                    BinOp::Div => Err(unsupported(e, "true division `/` is not integer-valued")),
                    other => Err(unsupported(e, format!("integer operator {other:?}"))),
                }
            }
            ExprKind::Compare { .. } | ExprKind::BoolOp { .. } => self.bool_as_int(e, d),
            ExprKind::IfExp { test, body, orelse } => Ok(Expr::where_(self.cond(test, d)?, self.expr(body, d)?, self.expr(orelse, d)?)),
            ExprKind::Call { func, args, keywords } => self.call(e, func, args, keywords, d),
            _ => Err(unsupported(e, "not an integer expression")),
        }
    }

    /// A boolean used as a number (`(a <= b)` in Triton's min/max macro): 1 or 0.
    fn bool_as_int(&self, e: &py::Expr, d: usize) -> Result<Expr, Unsupported> {
        Ok(Expr::where_(self.cond(e, d)?, Expr::int(1), Expr::int(0)))
    }

    fn call(&self, e: &py::Expr, func: &py::Expr, args: &[py::Expr], keywords: &[py::Keyword], d: usize) -> Result<Expr, Unsupported> {
        // `value.to(tl.int64)`: a method call on an arbitrary receiver.
        if let ExprKind::Attribute { value, attr } = &func.kind {
            if attr == "to" {
                return self.cast(e, value, args, keywords, d);
            }
        }
        let Some(name) = func.dotted_name() else {
            return Err(unsupported(e, "call of a computed function"));
        };
        if !keywords.is_empty() {
            return Err(unsupported(e, format!("keyword arguments to `{name}`")));
        }
        let arity = |n: usize| {
            if args.len() == n {
                Ok(())
            } else {
                Err(unsupported(e, format!("`{name}` takes {n} arguments")))
            }
        };
        let arg = |i: usize| self.expr(&args[i], d);
        match name.as_str() {
            // `torch.sym_min` / `torch.sym_max`: how Dynamo's guard tree prints a size's
            // minimum or maximum (`torch.sym_max(1, L['x'].size()[2] // 2)`, a
            // max_unpool's output size).
            "Min" | "min" | "sympy.Min" | "triton_helpers.minimum" | "tl.minimum" | "torch.sym_min" => {
                if args.is_empty() || (args.len() == 1 && name != "Min" && name != "sympy.Min") {
                    return Err(unsupported(e, format!("`{name}` of fewer than two values")));
                }
                Ok(Expr::min_of(self.all(args, d)?))
            }
            "Max" | "max" | "sympy.Max" | "triton_helpers.maximum" | "tl.maximum" | "torch.sym_max" => {
                if args.is_empty() || (args.len() == 1 && name != "Max" && name != "sympy.Max") {
                    return Err(unsupported(e, format!("`{name}` of fewer than two values")));
                }
                Ok(Expr::max_of(self.all(args, d)?))
            }
            "abs" | "Abs" | "tl_math.abs" | "tl.abs" => {
                arity(1)?;
                Ok(arg(0)?.abs())
            }
            "triton_helpers.div_floor_integer" | "FloorDiv" | "CleanDiv" => {
                arity(2)?;
                Ok(arg(0)?.floor_div(arg(1)?))
            }
            "triton_helpers.remainder_integer" | "PythonMod" | "Mod" => {
                arity(2)?;
                Ok(arg(0)?.py_mod(arg(1)?))
            }
            // This engine's own spellings in Python syntax (see display.rs), so printed
            // expressions read back; Inductor never prints them.
            "trunc_div" => {
                arity(2)?;
                Ok(arg(0)?.trunc_div(arg(1)?))
            }
            "c_mod" => {
                arity(2)?;
                Ok(arg(0)?.c_mod(arg(1)?))
            }
            "CeilDiv" => {
                arity(2)?;
                Ok(arg(0)?.ceil_div(arg(1)?))
            }
            "ModularIndexing" => {
                arity(3)?;
                Ok(arg(0)?.floor_div(arg(1)?).py_mod(arg(2)?))
            }
            "Identity" => {
                arity(1)?;
                arg(0)
            }
            // Both compute `(a + b - 1) // b` with their language's `//`.
            "triton.cdiv" | "tl.cdiv" | "cdiv" | "ceildiv" => {
                arity(2)?;
                let (a, b) = (arg(0)?, arg(1)?);
                Ok(self.sem.div(a + b.clone() - 1, b))
            }
            // `math.ceil(s75 / 32)` (sympy's `CeilToInt(IntTrueDiv(s75, 32))`: SDPA's
            // logsumexp rows padded to 32) and its floor and trunc: integer division.
            // Guards print the same in sympy: `CeilToInt(IntTrueDiv(s75, 32))`.
            "math.ceil" | "math.trunc" | "math.floor" | "int" | "CeilToInt" | "TruncToInt" | "FloorToInt" if args.len() == 1 && self.int_true_div(&args[0], d).is_some() => {
                let (a, b) = self.int_true_div(&args[0], d).ok_or_else(|| unsupported(e, "true division"))?;
                Ok(match name.as_str() {
                    "math.ceil" | "CeilToInt" => a.ceil_div(b),
                    "math.floor" | "FloorToInt" => a.floor_div(b),
                    _ => a.trunc_div(b),
                })
            }
            // The wrapper's sizes of a float scale (`upsample` by 1.5):
            // `math.trunc(1.5*torch.sym_float(s0))`, in guards
            // `TruncToInt(1.5*ToFloat(s0))`.
            "math.trunc" | "math.floor" | "math.ceil" | "int" | "TruncToInt" | "FloorToInt" | "CeilToInt" => {
                arity(1)?;
                let (p, q, x) =
                    self.scaled_sym_float(&args[0], d).ok_or_else(|| unsupported(e, format!("`{name}` of something other than a float constant times `torch.sym_float(...)`")))?;
                let scaled = x * Expr::int(p);
                Ok(match name.as_str() {
                    "math.floor" | "FloorToInt" => scaled.floor_div(Expr::int(q)),
                    "math.ceil" | "CeilToInt" => scaled.ceil_div(Expr::int(q)),
                    _ => scaled.trunc_div(Expr::int(q)),
                })
            }
            "tl.where" => {
                arity(3)?;
                Ok(Expr::where_(self.cond(&args[0], d)?, arg(1)?, arg(2)?))
            }
            // A block filled with one value: per lane, that value.
            "tl.full" => {
                arity(3)?;
                if !is_int_dtype(&args[2]) {
                    return Err(unsupported(e, "`tl.full` of a non-integer dtype"));
                }
                arg(1)
            }
            _ => Err(unsupported(e, format!("call of `{name}`"))),
        }
    }

    /// `c*torch.sym_float(x)`, `torch.sym_float(x)*c` or `torch.sym_float(x)` as the exact
    /// rational `p/q · x` (every finite double is a dyadic rational; the product's own
    /// rounding is not modelled, exact for the scales Inductor prints like 1.5 or 0.5).
    fn scaled_sym_float(&self, e: &py::Expr, d: usize) -> Option<(i128, i128, Expr)> {
        let sym_float = |e: &py::Expr| match &e.kind {
            ExprKind::Call { func, args, keywords }
                if keywords.is_empty() && args.len() == 1 && matches!(func.dotted_name().as_deref(), Some("torch.sym_float" | "sym_float" | "float" | "ToFloat")) =>
            {
                self.expr(&args[0], d).ok()
            }
            _ => None,
        };
        if let Some(x) = sym_float(e) {
            return Some((1, 1, x));
        }
        let ExprKind::BinOp { op: BinOp::Mul, left, right } = &e.kind else { return None };
        let (c, x) = match (&left.kind, &right.kind) {
            (ExprKind::Float(c), _) => (*c, sym_float(right)?),
            (_, ExprKind::Float(c)) => (*c, sym_float(left)?),
            _ => return None,
        };
        let (p, q) = dyadic(c)?;
        Some((p, q, x))
    }

    /// `a / b` (Python's true division) of two integer expressions, as `(a, b)`. Rounded
    /// by `math.ceil`, `math.floor` or `math.trunc` it equals the integer division exactly
    /// while `|a| < 2^53`: the correctly rounded quotient of a non-integer `a/b` stays at
    /// least `1/b` from the next integer, more than half a unit in the last place there.
    fn int_true_div(&self, e: &py::Expr, d: usize) -> Option<(Expr, Expr)> {
        match &e.kind {
            ExprKind::BinOp { op: BinOp::Div, left, right } => Some((self.expr(left, d).ok()?, self.expr(right, d).ok()?)),
            // sympy's spelling, in guards.
            ExprKind::Call { func, args, keywords } if keywords.is_empty() && args.len() == 2 && func.dotted_name().as_deref() == Some("IntTrueDiv") => {
                Some((self.expr(&args[0], d).ok()?, self.expr(&args[1], d).ok()?))
            }
            _ => None,
        }
    }

    fn all(&self, args: &[py::Expr], d: usize) -> Result<Vec<Expr>, Unsupported> {
        args.iter().map(|a| self.expr(a, d)).collect()
    }

    fn cast(&self, e: &py::Expr, value: &py::Expr, args: &[py::Expr], keywords: &[py::Keyword], d: usize) -> Result<Expr, Unsupported> {
        match (args, keywords) {
            ([dtype], []) if is_int_dtype(dtype) => self.expr(value, d),
            _ => Err(unsupported(e, "`.to(...)` other than to tl.int32/tl.int64")),
        }
    }

    /// Triton's Min/Max macro, `(a * (a <= b) + b * (b < a))`, as `min(a, b)`; with
    /// `>=`/`>` as `max(a, b)`. Recognised on the converted operands, so spans and
    /// redundant parentheses do not matter. A sum of two masked products that is not the
    /// macro gets its arithmetic reading, equal in value. Each subtree is converted once,
    /// so nested macros cost linear, not exponential, time.
    fn triton_min_max(&self, left: &py::Expr, right: &py::Expr, op: BinOp, d: usize) -> Result<Option<Expr>, Unsupported> {
        if op != BinOp::Add {
            return Ok(None);
        }
        let Some(m) = MinMaxMacro::of(left, right) else { return Ok(None) };
        let mut conv = |e: &py::Expr| self.expr(e, d);
        m.read(&mut conv).map(Some)
    }

    fn cond(&self, e: &py::Expr, depth: usize) -> Result<Cond, Unsupported> {
        if depth > MAX_DEPTH {
            return Err(unsupported(e, "expression nested too deeply"));
        }
        let d = depth + 1;
        match &e.kind {
            ExprKind::Bool(b) => Ok(if *b { Cond::True } else { Cond::False }),
            ExprKind::Name(n) => Ok(Cond::opaque(n)),
            ExprKind::Int(v) => Ok(if *v != 0 { Cond::True } else { Cond::False }),
            ExprKind::Compare { left, ops } => {
                // A side `x / k` (Python's true division by a positive literal, as 2.8's
                // guards write `(..)*(56*s + 56)/2 <= 2147483647`) is compared as `x`
                // against the other side times `k`: both multiplied by `k > 0`, the
                // relation holds over the reals exactly when it held before.
                let side = |x: &py::Expr| -> Result<(Expr, i128), Unsupported> {
                    if let ExprKind::BinOp { op: BinOp::Div, left, right } = &x.kind {
                        if let ExprKind::Int(k) = right.kind {
                            if k > 0 && self.sem == Semantics::Python {
                                return Ok((self.expr(left, d)?, k));
                            }
                        }
                    }
                    Ok((self.expr(x, d)?, 1))
                };
                let mut parts = Vec::with_capacity(ops.len());
                let mut lhs = side(left)?;
                for (op, right) in ops {
                    let rhs = side(right)?;
                    let rel = relation(*op).ok_or_else(|| unsupported(e, format!("comparison {op:?} is not arithmetic")))?;
                    parts.push(Cond::cmp(rel, lhs.0.clone() * Expr::int(rhs.1), rhs.0.clone() * Expr::int(lhs.1)));
                    lhs = rhs;
                }
                Ok(Cond::and(parts))
            }
            ExprKind::BoolOp { op, values } => {
                let parts = values.iter().map(|v| self.cond(v, d)).collect::<Result<Vec<_>, _>>()?;
                Ok(match op {
                    BoolOp::And => Cond::and(parts),
                    BoolOp::Or => Cond::or(parts),
                })
            }
            ExprKind::BinOp { op: BinOp::BitAnd, left, right } => Ok(Cond::and([self.cond(left, d)?, self.cond(right, d)?])),
            ExprKind::BinOp { op: BinOp::BitOr, left, right } => Ok(Cond::or([self.cond(left, d)?, self.cond(right, d)?])),
            ExprKind::UnaryOp { op: UnaryOp::Not, operand } => Ok(self.cond(operand, d)?.not()),
            ExprKind::UnaryOp { op: UnaryOp::Invert, operand } => match self.sem {
                // On a Python bool `~` is bitwise: ~True == -2, which is truthy.
                Semantics::Python => Err(unsupported(e, "`~` on a Python bool is bitwise, not `not`")),
                Semantics::Triton | Semantics::C => Ok(self.cond(operand, d)?.not()),
            },
            ExprKind::Call { func, args, keywords } => {
                if let ExprKind::Attribute { value, attr } = &func.kind {
                    // `mask.to(tl.int1)`: a boolean stays a boolean.
                    if attr == "to" && keywords.is_empty() && args.len() == 1 {
                        return self.cond(value, d);
                    }
                }
                Ok(Cond::ne(self.expr(e, d)?, Expr::int(0)))
            }
            // An integer in a boolean position is tested against zero, in all three
            // languages.
            _ => Ok(Cond::ne(self.expr(e, d)?, Expr::int(0))),
        }
    }
}

/// `x * (comparison)` as (x, comparison).
/// The syntax of Triton's Min/Max macro, `a * (l1 <op1> r1) + b * (l2 <op2> r2)`, whose
/// operands each reader converts its own way (the symbolic reader above, the Triton
/// interpreter, which also follows `libdevice.trunc(2.0 * ks0.to(tl.float64))`).
pub struct MinMaxMacro<'a> {
    a: &'a py::Expr,
    b: &'a py::Expr,
    c1: (&'a py::Expr, Rel, &'a py::Expr),
    c2: (&'a py::Expr, Rel, &'a py::Expr),
}

impl<'a> MinMaxMacro<'a> {
    /// The two addends of a `+`, if they have the macro's shape.
    pub fn of(left: &'a py::Expr, right: &'a py::Expr) -> Option<Self> {
        let ((a, c1), (b, c2)) = (masked_product(left)?, masked_product(right)?);
        let ((l1, r1, op1), (l2, r2, op2)) = (single_compare(c1)?, single_compare(c2)?);
        Some(MinMaxMacro { a, b, c1: (l1, relation(op1)?, r1), c2: (l2, relation(op2)?, r2) })
    }

    /// `min(a, b)` or `max(a, b)` where the comparisons are the macro's (compared on the
    /// converted operands, so spans and redundant parentheses do not matter); otherwise
    /// the sum's arithmetic reading, equal in value. Each operand is converted once.
    pub fn read<E>(&self, conv: &mut impl FnMut(&py::Expr) -> Result<Expr, E>) -> Result<Expr, E> {
        let (a, b) = (conv(self.a)?, conv(self.b)?);
        let (l1, r1) = (conv(self.c1.0)?, conv(self.c1.2)?);
        let (l2, r2) = (conv(self.c2.0)?, conv(self.c2.2)?);
        let operands_match = l1 == a && r1 == b && l2 == b && r2 == a;
        Ok(match (self.c1.1, self.c2.1) {
            (Rel::Le, Rel::Lt) if operands_match => a.min(b),
            (Rel::Ge, Rel::Gt) if operands_match => a.max(b),
            (rel1, rel2) => {
                let one_if = |c: Cond| Expr::where_(c, Expr::int(1), Expr::int(0));
                a * one_if(Cond::cmp(rel1, l1, r1)) + b * one_if(Cond::cmp(rel2, l2, r2))
            }
        })
    }
}

fn masked_product(e: &py::Expr) -> Option<(&py::Expr, &py::Expr)> {
    match &e.kind {
        ExprKind::BinOp { op: BinOp::Mul, left, right } if matches!(right.kind, ExprKind::Compare { .. }) => Some((left, right)),
        _ => None,
    }
}

fn single_compare(e: &py::Expr) -> Option<(&py::Expr, &py::Expr, CmpOp)> {
    match &e.kind {
        ExprKind::Compare { left, ops } => match ops.as_slice() {
            [(op, right)] => Some((left, right, *op)),
            _ => None,
        },
        _ => None,
    }
}

/// A Python comparison operator as a relation (`is`, `in` have none).
pub fn relation(op: CmpOp) -> Option<Rel> {
    Some(match op {
        CmpOp::Lt => Rel::Lt,
        CmpOp::Le => Rel::Le,
        CmpOp::Gt => Rel::Gt,
        CmpOp::Ge => Rel::Ge,
        CmpOp::Eq => Rel::Eq,
        CmpOp::Ne => Rel::Ne,
        CmpOp::Is | CmpOp::IsNot | CmpOp::In | CmpOp::NotIn => return None,
    })
}

fn is_int_dtype(e: &py::Expr) -> bool {
    matches!(e.dotted_name().as_deref(), Some("tl.int64" | "tl.int32" | "torch.int64" | "torch.int32"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(kind: ExprKind) -> py::Expr {
        py::Expr::new(Span { line: 1, col: 1 }, kind)
    }

    fn name(n: &str) -> py::Expr {
        at(ExprKind::Name(n.into()))
    }

    fn int(v: i128) -> py::Expr {
        at(ExprKind::Int(v))
    }

    fn bin(op: BinOp, l: py::Expr, r: py::Expr) -> py::Expr {
        at(ExprKind::BinOp { op, left: Box::new(l), right: Box::new(r) })
    }

    fn cmp(l: py::Expr, op: CmpOp, r: py::Expr) -> py::Expr {
        at(ExprKind::Compare { left: Box::new(l), ops: vec![(op, r)] })
    }

    fn call(f: &str, args: Vec<py::Expr>) -> py::Expr {
        let func = f.split('.').fold(None::<py::Expr>, |acc, part| {
            Some(match acc {
                None => name(part),
                Some(v) => at(ExprKind::Attribute { value: Box::new(v), attr: part.into() }),
            })
        });
        at(ExprKind::Call { func: Box::new(func.unwrap_or_else(|| name(f))), args, keywords: vec![] })
    }

    fn v(n: &str) -> Expr {
        Expr::var(n)
    }

    #[test]
    fn floor_and_mod_follow_the_language() {
        // ((xindex // ks0) % ks1)
        let ast = bin(BinOp::Mod, bin(BinOp::FloorDiv, name("xindex"), name("ks0")), name("ks1"));
        let py = from_py(&ast, Semantics::Python).unwrap();
        assert_eq!(py, v("xindex").floor_div(v("ks0")).py_mod(v("ks1")));
        let tr = from_py(&ast, Semantics::Triton).unwrap();
        assert_eq!(tr, v("xindex").trunc_div(v("ks0")).c_mod(v("ks1")));
        let neg7 = at(ExprKind::UnaryOp { op: UnaryOp::Neg, operand: Box::new(int(7)) });
        let d = bin(BinOp::FloorDiv, neg7.clone(), int(2));
        assert_eq!(from_py(&d, Semantics::Python).unwrap(), Expr::int(-4));
        assert_eq!(from_py(&d, Semantics::Triton).unwrap(), Expr::int(-3));
        let m = bin(BinOp::Mod, neg7, int(3));
        assert_eq!(from_py(&m, Semantics::Python).unwrap(), Expr::int(2));
        assert_eq!(from_py(&m, Semantics::C).unwrap(), Expr::int(-1));
    }

    #[test]
    fn helpers_and_casts() {
        let e = call("triton_helpers.div_floor_integer", vec![name("a"), name("b")]);
        assert_eq!(from_py(&e, Semantics::Triton).unwrap(), v("a").floor_div(v("b")));
        let e = call("triton_helpers.remainder_integer", vec![name("a"), name("b")]);
        assert_eq!(from_py(&e, Semantics::Triton).unwrap(), v("a").py_mod(v("b")));
        let cast = at(ExprKind::Call {
            func: Box::new(at(ExprKind::Attribute { value: Box::new(bin(BinOp::Add, name("x0"), int(1))), attr: "to".into() })),
            args: vec![call_attr("tl", "int64")],
            keywords: vec![],
        });
        assert_eq!(from_py(&cast, Semantics::Triton).unwrap(), v("x0") + 1);
        let mi = call("ModularIndexing", vec![name("x"), int(4), int(8)]);
        assert_eq!(from_py(&mi, Semantics::Python).unwrap(), v("x").floor_div(Expr::int(4)).py_mod(Expr::int(8)));
        let ab = call("tl_math.abs", vec![bin(BinOp::Add, name("x"), int(-1))]);
        let abs = from_py(&ab, Semantics::Triton).unwrap();
        assert_eq!(abs.eval(&|_| Some(-4)), Ok(5));
        assert_eq!(abs.eval(&|_| Some(4)), Ok(3));
        let mx = call("torch.sym_max", vec![int(1), bin(BinOp::FloorDiv, name("s"), name("t"))]);
        assert_eq!(from_py(&mx, Semantics::Python).unwrap(), Expr::int(1).max(v("s").floor_div(v("t"))));
        // `x / 2 <= c` (true division in a guard) reads as `x <= 2*c`.
        let half = cmp(bin(BinOp::Div, name("s"), int(2)), CmpOp::Le, int(7));
        let c = cond_from_py(&half, Semantics::Python).unwrap();
        assert_eq!(c.eval(&|_| Some(14)), Ok(Some(true)));
        assert_eq!(c.eval(&|_| Some(15)), Ok(Some(false)));
        let mn = call("torch.sym_min", vec![name("s"), int(8)]);
        assert_eq!(from_py(&mn, Semantics::Python).unwrap(), v("s").min(Expr::int(8)));
    }

    fn call_attr(base: &str, attr: &str) -> py::Expr {
        at(ExprKind::Attribute { value: Box::new(name(base)), attr: attr.into() })
    }

    #[test]
    fn triton_min_macro_is_recognised() {
        // ((a) * ((a) <= (b)) + (b) * ((b) < (a))) with a = x + 1, b = ks0
        let a = || bin(BinOp::Add, name("x"), int(1));
        let b = || name("ks0");
        let min = bin(BinOp::Add, bin(BinOp::Mul, a(), cmp(a(), CmpOp::Le, b())), bin(BinOp::Mul, b(), cmp(b(), CmpOp::Lt, a())));
        assert_eq!(from_py(&min, Semantics::Triton).unwrap(), (v("x") + 1).min(v("ks0")));
        let max = bin(BinOp::Add, bin(BinOp::Mul, a(), cmp(a(), CmpOp::Ge, b())), bin(BinOp::Mul, b(), cmp(b(), CmpOp::Gt, a())));
        assert_eq!(from_py(&max, Semantics::Triton).unwrap(), (v("x") + 1).max(v("ks0")));
        // A near miss (operands swapped in one comparison) still converts, by value.
        let odd = bin(BinOp::Add, bin(BinOp::Mul, a(), cmp(b(), CmpOp::Le, a())), bin(BinOp::Mul, b(), cmp(b(), CmpOp::Lt, a())));
        let e = from_py(&odd, Semantics::Triton).unwrap();
        assert!(matches!(e, Expr::Add(_)));
        let env = |n: &str| Some(if n == "x" { 5 } else { 3 });
        assert_eq!(e.eval(&env), Ok(6 + 3));
    }

    #[test]
    fn conditions() {
        let mask = bin(BinOp::BitAnd, cmp(name("xindex"), CmpOp::Lt, name("xnumel")), name("tmp3"));
        let c = cond_from_py(&mask, Semantics::Triton).unwrap();
        assert_eq!(c, Cond::and([Cond::lt(v("xindex"), v("xnumel")), Cond::opaque("tmp3")]));
        let w = call("tl.where", vec![mask, name("a"), int(0)]);
        let e = from_py(&w, Semantics::Triton).unwrap();
        let env = |n: &str| match n {
            "xindex" => Some(9),
            "xnumel" => Some(8),
            "a" => Some(4),
            _ => None,
        };
        assert_eq!(e.eval(&env), Ok(0));
        let inv = at(ExprKind::UnaryOp { op: UnaryOp::Invert, operand: Box::new(name("m")) });
        assert_eq!(cond_from_py(&inv, Semantics::Triton).unwrap(), Cond::opaque("m").not());
        assert!(cond_from_py(&inv, Semantics::Python).is_err());
        // Chained comparison.
        let chain = at(ExprKind::Compare { left: Box::new(int(0)), ops: vec![(CmpOp::Le, name("x")), (CmpOp::Lt, name("n"))] });
        assert_eq!(cond_from_py(&chain, Semantics::Python).unwrap(), Cond::and([Cond::le(Expr::int(0), v("x")), Cond::lt(v("x"), v("n"))]));
    }

    #[test]
    fn unsupported_is_reported_with_position() {
        let div = py::Expr::new(Span { line: 3, col: 9 }, ExprKind::BinOp { op: BinOp::Div, left: Box::new(name("a")), right: Box::new(int(2)) });
        let err = from_py(&div, Semantics::Python).unwrap_err();
        assert_eq!(err.span, Span { line: 3, col: 9 });
        assert!(err.to_string().starts_with("3:9: "));
        assert!(from_py(&call("libdevice.floor", vec![name("a")]), Semantics::Triton).is_err());
        assert!(from_py(&at(ExprKind::Float(1.5)), Semantics::Python).is_err());
        assert!(from_py(&call("min", vec![name("a")]), Semantics::Python).is_err());
        assert!(from_py(&at(ExprKind::BigInt("1".repeat(50))), Semantics::Python).is_err());
        // Nesting as deep as the parser builds is converted; deeper is refused, not a
        // stack overflow (on a worker's stack, as in the audit).
        let run = |levels: usize| {
            std::thread::Builder::new()
                .stack_size(crate::sym::WORKER_STACK)
                .spawn(move || {
                    let mut deep = name("x");
                    for _ in 0..levels {
                        deep = at(ExprKind::UnaryOp { op: UnaryOp::Neg, operand: Box::new(deep) });
                    }
                    from_py(&deep, Semantics::Python).is_ok()
                })
                .expect("spawn")
                .join()
                .expect("no overflow")
        };
        assert!(run(ia_parsers::py::MAX_TREE_DEPTH as usize));
        assert!(!run(MAX_DEPTH + 10));
    }
}
