//! Symbolic integers as Inductor writes them.
//!
//! One tree type serves the wrapper (Python semantics: `//` floors, `%` takes the
//! divisor's sign) and Triton/C++ kernels (C semantics: `//` truncates toward zero, `%`
//! takes the dividend's sign). The two differ only for negative operands, which is exactly
//! where out-of-bounds bugs live, so they are distinct nodes and never conflated.

use std::sync::Arc;

/// A symbolic integer expression.
///
/// Invariant: values built through the smart constructors in `ops.rs` are canonical:
/// `Add`/`Mul` are flat, their operands sorted, constants folded into one leading
/// `Const`, like terms combined, and no `Add`/`Mul` has fewer than two operands.
/// Two canonical expressions that are equal as polynomials compare equal. The one
/// exception: a sum or product whose folding would overflow i128 (or expand past
/// `poly::MAX_TERMS` terms) is kept flattened and sorted but unfolded; it still evaluates
/// exactly.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Expr {
    Const(i128),
    /// A named integer: a shape symbol (`s0`, `ks1`, `ps2`, `u0`) or a kernel index
    /// variable (`xindex`, `r0_index`, `pid0`, ...).
    Var(Arc<str>),
    Add(Arc<[Expr]>),
    Mul(Arc<[Expr]>),
    /// Python `//`: floor(a / b).
    FloorDiv(Arc<Expr>, Arc<Expr>),
    /// Python `%`: a - b * floor(a / b).
    PyMod(Arc<Expr>, Arc<Expr>),
    /// C/Triton `/` on integers: truncates toward zero.
    TruncDiv(Arc<Expr>, Arc<Expr>),
    /// C/Triton `%`: a - b * trunc(a / b).
    CMod(Arc<Expr>, Arc<Expr>),
    /// `a ** b` with a non-negative constant exponent is expanded; anything else stays.
    Pow(Arc<Expr>, Arc<Expr>),
    Min(Arc<[Expr]>),
    Max(Arc<[Expr]>),
    /// `tl.where(c, a, b)` / `c ? a : b`.
    Where(Arc<Cond>, Arc<Expr>, Arc<Expr>),
}

/// Comparison operators, as they appear in masks and guards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rel {
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
}

/// Boolean conditions over symbolic integers: masks, guards, `tl.where` tests.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Cond {
    True,
    False,
    Cmp(Rel, Expr, Expr),
    And(Vec<Cond>),
    Or(Vec<Cond>),
    Not(Arc<Cond>),
    /// A boolean read from memory or otherwise unknown to the analysis: evaluates to
    /// either value. The string says where it came from (for messages).
    Opaque(Arc<str>),
}
