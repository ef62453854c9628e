//! Exact evaluation at a binding, and the integer division family with each
//! language's rounding.
//!
//! Everything is checked: an audit that silently wraps would hide the very overflows it
//! is looking for.

use super::expr::{Cond, Expr, Rel};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EvalError {
    #[error("symbol `{0}` has no value")]
    Unbound(String),
    #[error("division by zero")]
    DivByZero,
    #[error("integer overflow")]
    Overflow,
    /// `a ** b` with `b < 0` is not an integer.
    #[error("negative exponent")]
    NegativeExponent,
    /// A `Where` whose condition is opaque and whose branches differ has no single value.
    #[error("value depends on an unknown condition")]
    UnknownCondition,
}

pub fn fits_i32(v: i128) -> bool {
    i32::try_from(v).is_ok()
}

pub fn fits_i64(v: i128) -> bool {
    i64::try_from(v).is_ok()
}

/// The four division operators for one integer width. A macro rather than a trait
/// because the compiled evaluator wants these inlined on plain `i64`.
macro_rules! division_family {
    ($t:ty, $floor_div:ident, $py_mod:ident, $trunc_div:ident, $c_mod:ident) => {
        /// Python `a // b`: rounds toward negative infinity.
        #[inline]
        pub fn $floor_div(a: $t, b: $t) -> Result<$t, EvalError> {
            if b == 0 {
                return Err(EvalError::DivByZero);
            }
            // Only MIN / -1 fails here; afterwards `%` cannot overflow.
            let q = a.checked_div(b).ok_or(EvalError::Overflow)?;
            if a % b != 0 && ((a < 0) != (b < 0)) {
                Ok(q - 1)
            } else {
                Ok(q)
            }
        }

        /// Python `a % b`: the result takes the divisor's sign.
        #[inline]
        pub fn $py_mod(a: $t, b: $t) -> Result<$t, EvalError> {
            if b == 0 {
                return Err(EvalError::DivByZero);
            }
            if b == -1 {
                // MIN % -1 overflows in hardware but is 0 mathematically.
                return Ok(0);
            }
            let r = a % b;
            if r != 0 && ((r < 0) != (b < 0)) {
                Ok(r + b)
            } else {
                Ok(r)
            }
        }

        /// C/Triton `a / b` on integers: rounds toward zero.
        #[inline]
        pub fn $trunc_div(a: $t, b: $t) -> Result<$t, EvalError> {
            if b == 0 {
                return Err(EvalError::DivByZero);
            }
            a.checked_div(b).ok_or(EvalError::Overflow)
        }

        /// C/Triton `a % b`: the result takes the dividend's sign.
        #[inline]
        pub fn $c_mod(a: $t, b: $t) -> Result<$t, EvalError> {
            if b == 0 {
                return Err(EvalError::DivByZero);
            }
            if b == -1 {
                return Ok(0);
            }
            Ok(a % b)
        }
    };
}

division_family!(i128, floor_div_i128, py_mod_i128, trunc_div_i128, c_mod_i128);
division_family!(i64, floor_div_i64, py_mod_i64, trunc_div_i64, c_mod_i64);

pub(crate) fn pow_i128(base: i128, exp: i128) -> Result<i128, EvalError> {
    if exp < 0 {
        return Err(EvalError::NegativeExponent);
    }
    // Past 127 only -1, 0 and 1 survive; let checked_pow decide with a capped exponent.
    let e = u32::try_from(exp.min(128)).unwrap_or(128);
    match base {
        0 | 1 => Ok(if exp == 0 { 1 } else { base }),
        -1 => Ok(if exp % 2 == 0 { 1 } else { -1 }),
        _ => base.checked_pow(e).ok_or(EvalError::Overflow),
    }
}

pub(crate) fn pow_i64(base: i64, exp: i64) -> Result<i64, EvalError> {
    let v = pow_i128(i128::from(base), i128::from(exp))?;
    i64::try_from(v).map_err(|_| EvalError::Overflow)
}

impl Rel {
    pub fn holds<T: Ord>(self, a: T, b: T) -> bool {
        match self {
            Rel::Lt => a < b,
            Rel::Le => a <= b,
            Rel::Gt => a > b,
            Rel::Ge => a >= b,
            Rel::Eq => a == b,
            Rel::Ne => a != b,
        }
    }

    /// The relation that holds exactly when `self` does not (integers are totally ordered).
    pub fn negated(self) -> Rel {
        match self {
            Rel::Lt => Rel::Ge,
            Rel::Le => Rel::Gt,
            Rel::Gt => Rel::Le,
            Rel::Ge => Rel::Lt,
            Rel::Eq => Rel::Ne,
            Rel::Ne => Rel::Eq,
        }
    }

    /// The relation with its operands swapped: `a < b` iff `b > a`.
    pub fn flipped(self) -> Rel {
        match self {
            Rel::Lt => Rel::Gt,
            Rel::Le => Rel::Ge,
            Rel::Gt => Rel::Lt,
            Rel::Ge => Rel::Le,
            Rel::Eq => Rel::Eq,
            Rel::Ne => Rel::Ne,
        }
    }

    pub fn symbol(self) -> &'static str {
        match self {
            Rel::Lt => "<",
            Rel::Le => "<=",
            Rel::Gt => ">",
            Rel::Ge => ">=",
            Rel::Eq => "==",
            Rel::Ne => "!=",
        }
    }
}

impl Expr {
    /// The exact value at a binding. Every intermediate is checked against i128; use
    /// [`fits_i64`]/[`fits_i32`] on the result, or [`super::Compiled`] to check every
    /// intermediate against the kernel's index width.
    pub fn eval(&self, env: &impl Fn(&str) -> Option<i128>) -> Result<i128, EvalError> {
        match self {
            Expr::Const(c) => Ok(*c),
            Expr::Var(name) => env(name).ok_or_else(|| EvalError::Unbound(name.to_string())),
            Expr::Add(terms) => terms.iter().try_fold(0i128, |acc, t| acc.checked_add(t.eval(env)?).ok_or(EvalError::Overflow)),
            Expr::Mul(factors) => factors.iter().try_fold(1i128, |acc, f| acc.checked_mul(f.eval(env)?).ok_or(EvalError::Overflow)),
            Expr::FloorDiv(a, b) => floor_div_i128(a.eval(env)?, b.eval(env)?),
            Expr::PyMod(a, b) => py_mod_i128(a.eval(env)?, b.eval(env)?),
            Expr::TruncDiv(a, b) => trunc_div_i128(a.eval(env)?, b.eval(env)?),
            Expr::CMod(a, b) => c_mod_i128(a.eval(env)?, b.eval(env)?),
            Expr::Pow(a, b) => pow_i128(a.eval(env)?, b.eval(env)?),
            Expr::Min(items) => fold_extreme(items, env, std::cmp::min),
            Expr::Max(items) => fold_extreme(items, env, std::cmp::max),
            Expr::Where(c, a, b) => match c.eval(env)? {
                Some(true) => a.eval(env),
                Some(false) => b.eval(env),
                None => {
                    let (va, vb) = (a.eval(env)?, b.eval(env)?);
                    if va == vb {
                        Ok(va)
                    } else {
                        Err(EvalError::UnknownCondition)
                    }
                }
            },
        }
    }
}

fn fold_extreme(items: &[Expr], env: &impl Fn(&str) -> Option<i128>, pick: fn(i128, i128) -> i128) -> Result<i128, EvalError> {
    let mut values = items.iter().map(|e| e.eval(env));
    // An empty Min/Max (never built by the constructors) is an infinity: no i128 holds it.
    let first = values.next().ok_or(EvalError::Overflow)??;
    values.try_fold(first, |acc, v| Ok(pick(acc, v?)))
}

impl Cond {
    /// Three-valued: `Ok(None)` when the outcome depends on an opaque condition.
    /// Errors in any operand propagate, even where the other operand would decide the
    /// outcome: Triton's `&`/`|` evaluate both sides, so the error is real there.
    pub fn eval(&self, env: &impl Fn(&str) -> Option<i128>) -> Result<Option<bool>, EvalError> {
        match self {
            Cond::True => Ok(Some(true)),
            Cond::False => Ok(Some(false)),
            Cond::Opaque(_) => Ok(None),
            Cond::Cmp(rel, a, b) => Ok(Some(rel.holds(a.eval(env)?, b.eval(env)?))),
            Cond::Not(c) => Ok(c.eval(env)?.map(|v| !v)),
            Cond::And(items) => {
                let mut all_true = true;
                let mut any_false = false;
                for c in items {
                    match c.eval(env)? {
                        Some(false) => any_false = true,
                        Some(true) => {}
                        None => all_true = false,
                    }
                }
                Ok(if any_false {
                    Some(false)
                } else if all_true {
                    Some(true)
                } else {
                    None
                })
            }
            Cond::Or(items) => {
                let mut all_false = true;
                let mut any_true = false;
                for c in items {
                    match c.eval(env)? {
                        Some(true) => any_true = true,
                        Some(false) => {}
                        None => all_false = false,
                    }
                }
                Ok(if any_true {
                    Some(true)
                } else if all_false {
                    Some(false)
                } else {
                    None
                })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn python_and_c_rounding_differ_on_negatives() {
        assert_eq!(floor_div_i128(-7, 2), Ok(-4));
        assert_eq!(trunc_div_i128(-7, 2), Ok(-3));
        assert_eq!(py_mod_i128(-7, 3), Ok(2));
        assert_eq!(c_mod_i128(-7, 3), Ok(-1));
        assert_eq!(py_mod_i128(7, -3), Ok(-2));
        assert_eq!(c_mod_i128(7, -3), Ok(1));
        assert_eq!(floor_div_i128(7, -2), Ok(-4));
        assert_eq!(trunc_div_i128(7, -2), Ok(-3));
        assert_eq!(floor_div_i128(-8, 2), Ok(-4));
        assert_eq!(floor_div_i64(-1, 5), Ok(-1));
        assert_eq!(trunc_div_i64(-1, 5), Ok(0));
    }

    #[test]
    fn division_edge_cases_do_not_panic() {
        assert_eq!(floor_div_i128(1, 0), Err(EvalError::DivByZero));
        assert_eq!(py_mod_i128(1, 0), Err(EvalError::DivByZero));
        assert_eq!(floor_div_i128(i128::MIN, -1), Err(EvalError::Overflow));
        assert_eq!(trunc_div_i64(i64::MIN, -1), Err(EvalError::Overflow));
        assert_eq!(py_mod_i64(i64::MIN, -1), Ok(0));
        assert_eq!(c_mod_i64(i64::MIN, -1), Ok(0));
        assert_eq!(floor_div_i64(i64::MIN, 1), Ok(i64::MIN));
    }

    #[test]
    fn identities_hold_exhaustively_on_small_ints() {
        for a in -20i128..=20 {
            for b in (-7i128..=7).filter(|b| *b != 0) {
                let (q, r) = (floor_div_i128(a, b).unwrap(), py_mod_i128(a, b).unwrap());
                assert_eq!(q * b + r, a);
                assert!(if b > 0 { (0..b).contains(&r) } else { (b + 1..=0).contains(&r) });
                let (q, r) = (trunc_div_i128(a, b).unwrap(), c_mod_i128(a, b).unwrap());
                assert_eq!(q * b + r, a);
                assert!(r == 0 || (r < 0) == (a < 0));
            }
        }
    }

    #[test]
    fn pow_checks() {
        assert_eq!(pow_i128(2, 10), Ok(1024));
        assert_eq!(pow_i128(2, 127), Err(EvalError::Overflow));
        assert_eq!(pow_i128(-1, 1_000_001), Ok(-1));
        assert_eq!(pow_i128(0, 0), Ok(1));
        assert_eq!(pow_i128(3, -1), Err(EvalError::NegativeExponent));
        assert_eq!(pow_i64(2, 63), Err(EvalError::Overflow));
        assert_eq!(pow_i64(-2, 63), Ok(i64::MIN));
    }

    #[test]
    fn width_predicates() {
        assert!(fits_i32(i32::MAX as i128));
        assert!(!fits_i32(i32::MAX as i128 + 1));
        assert!(fits_i32(i32::MIN as i128));
        assert!(fits_i64(i64::MIN as i128));
        assert!(!fits_i64(i64::MAX as i128 + 1));
    }
}
