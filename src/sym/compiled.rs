//! Expressions compiled to a flat stack program over `i64` slots, for evaluating one
//! index expression over millions of lanes: no allocation and no name lookup per
//! evaluation, every operation checked.
//!
//! Conditions use three values on the same stack: 0 false, 1 true, [`UNKNOWN`] for
//! outcomes that depend on an opaque condition.

use std::sync::Arc;

use super::eval::{c_mod_i64, floor_div_i64, pow_i64, py_mod_i64, trunc_div_i64, EvalError};
use super::expr::{Cond, Expr, Rel};

const UNKNOWN: i64 = 2;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("symbol `{0}` has no slot")]
pub struct Unbound(pub String);

/// Where an operand comes from. Right operands that are leaves (`// 128`, `* ks0`) are
/// fused into their operation instead of being pushed: about half the dispatches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Operand {
    Const(i64),
    Slot(u32),
    /// Popped from the stack.
    Stack,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum BinOp {
    Add,
    Mul,
    FloorDiv,
    PyMod,
    TruncDiv,
    CMod,
    Pow,
    Min,
    Max,
    Cmp(Rel),
    And,
    Or,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Op {
    Push(Operand),
    /// Replaces the top of the stack by `top <op> operand`.
    Bin(BinOp, Operand),
    /// A constant outside i64: evaluating it fails, as the i64 program would.
    ConstOverflow,
    Not,
    Unknown,
    /// Pops a condition; jumps when false, fails when unknown.
    JumpIfFalse(u32),
    Jump(u32),
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct Program {
    ops: Vec<Op>,
    slot_names: Vec<Arc<str>>,
    max_depth: usize,
}

/// An integer expression compiled against an ordered list of variable slots.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Compiled(Program);

/// A condition compiled against an ordered list of variable slots.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompiledCond(Program);

impl Compiled {
    /// `var_slots[i]` names the variable read from `slots[i]` at evaluation.
    pub fn new(e: &Expr, var_slots: &[&str]) -> Result<Compiled, Unbound> {
        let mut b = Builder::new(var_slots);
        b.expr(e)?;
        Ok(Compiled(b.finish()))
    }

    /// Evaluates with every intermediate checked against i64.
    pub fn eval(&self, slots: &[i64]) -> Result<i64, EvalError> {
        self.0.run::<false>(slots)
    }

    /// Evaluates with every intermediate (slot values included) checked against i32,
    /// the width of Triton's default index arithmetic.
    pub fn eval_i32(&self, slots: &[i64]) -> Result<i64, EvalError> {
        self.0.run::<true>(slots)
    }

    pub fn slot_count(&self) -> usize {
        self.0.slot_names.len()
    }
}

impl CompiledCond {
    pub fn new(c: &Cond, var_slots: &[&str]) -> Result<CompiledCond, Unbound> {
        let mut b = Builder::new(var_slots);
        b.cond(c)?;
        Ok(CompiledCond(b.finish()))
    }

    /// `Ok(None)` when the outcome depends on an opaque condition.
    pub fn eval(&self, slots: &[i64]) -> Result<Option<bool>, EvalError> {
        self.0.run::<false>(slots).map(decode_bool)
    }

    pub fn eval_i32(&self, slots: &[i64]) -> Result<Option<bool>, EvalError> {
        self.0.run::<true>(slots).map(decode_bool)
    }
}

fn decode_bool(v: i64) -> Option<bool> {
    match v {
        0 => Some(false),
        1 => Some(true),
        _ => None,
    }
}

struct Builder<'a> {
    names: &'a [&'a str],
    ops: Vec<Op>,
    depth: usize,
    max_depth: usize,
}

impl<'a> Builder<'a> {
    fn new(names: &'a [&'a str]) -> Self {
        Builder { names, ops: Vec::new(), depth: 0, max_depth: 0 }
    }

    fn finish(self) -> Program {
        Program { ops: self.ops, slot_names: self.names.iter().map(|n| Arc::from(*n)).collect(), max_depth: self.max_depth }
    }

    fn push(&mut self, op: Op) {
        self.ops.push(op);
        self.depth += 1;
        self.max_depth = self.max_depth.max(self.depth);
    }

    fn slot(&self, name: &str) -> Result<u32, Unbound> {
        self.names.iter().position(|n| *n == name).and_then(|i| u32::try_from(i).ok()).ok_or_else(|| Unbound(name.to_string()))
    }

    /// The operand for `e` if it is a leaf that can ride along with an operation.
    fn leaf(&self, e: &Expr) -> Result<Option<Operand>, Unbound> {
        Ok(match e {
            Expr::Const(c) => i64::try_from(*c).ok().map(Operand::Const),
            Expr::Var(name) => Some(Operand::Slot(self.slot(name)?)),
            _ => None,
        })
    }

    /// Applies `op` to the top of the stack and `rhs`.
    fn apply(&mut self, op: BinOp, rhs: &Expr) -> Result<(), Unbound> {
        match self.leaf(rhs)? {
            Some(operand) => self.ops.push(Op::Bin(op, operand)),
            None => {
                self.expr(rhs)?;
                self.ops.push(Op::Bin(op, Operand::Stack));
                self.depth -= 1;
            }
        }
        Ok(())
    }

    fn fold(&mut self, items: &[Expr], op: BinOp) -> Result<(), Unbound> {
        let Some((first, rest)) = items.split_first() else {
            // Empty sums/products never come from the constructors; Min/Max of nothing
            // has no value.
            self.push(match op {
                BinOp::Add => Op::Push(Operand::Const(0)),
                BinOp::Mul => Op::Push(Operand::Const(1)),
                _ => Op::ConstOverflow,
            });
            return Ok(());
        };
        self.expr(first)?;
        for x in rest {
            self.apply(op, x)?;
        }
        Ok(())
    }

    fn pair(&mut self, a: &Expr, b: &Expr, op: BinOp) -> Result<(), Unbound> {
        self.expr(a)?;
        self.apply(op, b)
    }

    fn expr(&mut self, e: &Expr) -> Result<(), Unbound> {
        match e {
            Expr::Const(c) => self.push(i64::try_from(*c).map_or(Op::ConstOverflow, |c| Op::Push(Operand::Const(c)))),
            Expr::Var(name) => {
                let slot = self.slot(name)?;
                self.push(Op::Push(Operand::Slot(slot)));
            }
            Expr::Add(xs) => self.fold(xs, BinOp::Add)?,
            Expr::Mul(xs) => self.fold(xs, BinOp::Mul)?,
            Expr::Min(xs) => self.fold(xs, BinOp::Min)?,
            Expr::Max(xs) => self.fold(xs, BinOp::Max)?,
            Expr::FloorDiv(a, b) => self.pair(a, b, BinOp::FloorDiv)?,
            Expr::PyMod(a, b) => self.pair(a, b, BinOp::PyMod)?,
            Expr::TruncDiv(a, b) => self.pair(a, b, BinOp::TruncDiv)?,
            Expr::CMod(a, b) => self.pair(a, b, BinOp::CMod)?,
            Expr::Pow(a, b) => self.pair(a, b, BinOp::Pow)?,
            Expr::Where(c, a, b) => {
                self.cond(c)?;
                let branch = self.ops.len();
                self.ops.push(Op::JumpIfFalse(0));
                self.depth -= 1;
                self.expr(a)?;
                let skip = self.ops.len();
                self.ops.push(Op::Jump(0));
                // Only one branch's value is on the stack at run time.
                self.depth -= 1;
                let else_start = self.ops.len();
                self.expr(b)?;
                let end = self.ops.len();
                self.ops[branch] = Op::JumpIfFalse(u32::try_from(else_start).unwrap_or(u32::MAX));
                self.ops[skip] = Op::Jump(u32::try_from(end).unwrap_or(u32::MAX));
            }
        }
        Ok(())
    }

    fn cond(&mut self, c: &Cond) -> Result<(), Unbound> {
        match c {
            Cond::True => self.push(Op::Push(Operand::Const(1))),
            Cond::False => self.push(Op::Push(Operand::Const(0))),
            Cond::Opaque(_) => self.push(Op::Unknown),
            Cond::Cmp(rel, a, b) => self.pair(a, b, BinOp::Cmp(*rel))?,
            Cond::Not(x) => {
                self.cond(x)?;
                self.ops.push(Op::Not);
            }
            Cond::And(xs) | Cond::Or(xs) => {
                let (op, unit) = match c {
                    Cond::And(_) => (BinOp::And, 1),
                    _ => (BinOp::Or, 0),
                };
                let Some((first, rest)) = xs.split_first() else {
                    self.push(Op::Push(Operand::Const(unit)));
                    return Ok(());
                };
                self.cond(first)?;
                for x in rest {
                    self.cond(x)?;
                    self.ops.push(Op::Bin(op, Operand::Stack));
                    self.depth -= 1;
                }
            }
        }
        Ok(())
    }
}

/// The builder balances pushes and pops, so stack indices stay in range; checked access
/// keeps a malformed program an error rather than a panic.
fn broken() -> EvalError {
    EvalError::Overflow
}

#[inline(always)]
fn width<const I32: bool>(v: i64) -> Result<i64, EvalError> {
    if I32 && i32::try_from(v).is_err() {
        Err(EvalError::Overflow)
    } else {
        Ok(v)
    }
}

#[inline(always)]
fn binary(op: BinOp, a: i64, b: i64) -> Result<i64, EvalError> {
    Ok(match op {
        BinOp::Add => a.checked_add(b).ok_or(EvalError::Overflow)?,
        BinOp::Mul => a.checked_mul(b).ok_or(EvalError::Overflow)?,
        BinOp::FloorDiv => floor_div_i64(a, b)?,
        BinOp::PyMod => py_mod_i64(a, b)?,
        BinOp::TruncDiv => trunc_div_i64(a, b)?,
        BinOp::CMod => c_mod_i64(a, b)?,
        BinOp::Pow => pow_i64(a, b)?,
        BinOp::Min => a.min(b),
        BinOp::Max => a.max(b),
        BinOp::Cmp(rel) => i64::from(rel.holds(a, b)),
        BinOp::And => match (a, b) {
            (0, _) | (_, 0) => 0,
            (1, 1) => 1,
            _ => UNKNOWN,
        },
        BinOp::Or => match (a, b) {
            (1, _) | (_, 1) => 1,
            (0, 0) => 0,
            _ => UNKNOWN,
        },
    })
}

impl Program {
    fn run<const I32: bool>(&self, slots: &[i64]) -> Result<i64, EvalError> {
        if slots.len() < self.slot_names.len() {
            let missing = self.slot_names.get(slots.len()).map_or("?", |n| n);
            return Err(EvalError::Unbound(missing.to_string()));
        }
        // Zeroing the stack is part of every evaluation: size it to the program.
        match self.max_depth {
            0..=8 => self.exec::<I32>(slots, &mut [0i64; 8]),
            9..=32 => self.exec::<I32>(slots, &mut [0i64; 32]),
            _ => self.exec::<I32>(slots, &mut vec![0i64; self.max_depth]),
        }
    }

    #[inline]
    fn exec<const I32: bool>(&self, slots: &[i64], stack: &mut [i64]) -> Result<i64, EvalError> {
        let read = |operand: Operand| -> Result<i64, EvalError> {
            match operand {
                Operand::Const(c) => width::<I32>(c),
                Operand::Slot(i) => width::<I32>(*slots.get(i as usize).ok_or_else(broken)?),
                Operand::Stack => Err(broken()),
            }
        };
        let mut sp = 0usize;
        let mut pc = 0usize;
        while let Some(op) = self.ops.get(pc) {
            pc += 1;
            match *op {
                Op::Push(operand) => {
                    *stack.get_mut(sp).ok_or_else(broken)? = read(operand)?;
                    sp += 1;
                }
                Op::Bin(bin, Operand::Stack) => {
                    sp = sp.checked_sub(1).ok_or_else(broken)?;
                    let b = *stack.get(sp).ok_or_else(broken)?;
                    let top = stack.get_mut(sp.wrapping_sub(1)).ok_or_else(broken)?;
                    *top = width::<I32>(binary(bin, *top, b)?)?;
                }
                Op::Bin(bin, operand) => {
                    let b = read(operand)?;
                    let top = stack.get_mut(sp.wrapping_sub(1)).ok_or_else(broken)?;
                    *top = width::<I32>(binary(bin, *top, b)?)?;
                }
                Op::ConstOverflow => return Err(EvalError::Overflow),
                Op::Unknown => {
                    *stack.get_mut(sp).ok_or_else(broken)? = UNKNOWN;
                    sp += 1;
                }
                Op::Not => {
                    let top = stack.get_mut(sp.wrapping_sub(1)).ok_or_else(broken)?;
                    *top = match *top {
                        0 => 1,
                        1 => 0,
                        _ => UNKNOWN,
                    };
                }
                Op::JumpIfFalse(target) => {
                    sp = sp.checked_sub(1).ok_or_else(broken)?;
                    match stack.get(sp).copied().ok_or_else(broken)? {
                        0 => pc = target as usize,
                        1 => {}
                        _ => return Err(EvalError::UnknownCondition),
                    }
                }
                Op::Jump(target) => pc = target as usize,
            }
        }
        if sp == 1 {
            stack.first().copied().ok_or_else(broken)
        } else {
            Err(broken())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(n: &str) -> Expr {
        Expr::var(n)
    }

    #[test]
    fn matches_tree_evaluation() {
        // x1 = (xindex // ks0) % ks1; index = x0 + ks0*x1 - 2*ks3
        let e = v("xindex").floor_div(v("ks0")).py_mod(v("ks1")) * v("ks0") + v("xindex").py_mod(v("ks0")) - 2 * v("ks3");
        let names = ["xindex", "ks0", "ks1", "ks3"];
        let c = Compiled::new(&e, &names).unwrap();
        for xindex in -40i64..40 {
            let slots = [xindex, 7, 3, 5];
            let env = |n: &str| names.iter().position(|m| *m == n).map(|i| i128::from(slots[i]));
            assert_eq!(c.eval(&slots).map(i128::from), e.eval(&env));
        }
    }

    #[test]
    fn where_takes_one_branch_and_unknown_fails() {
        let e = Expr::where_(Cond::lt(v("x"), Expr::int(0)), v("x").trunc_div(v("z")), v("x") * 2);
        let c = Compiled::new(&e, &["x", "z"]).unwrap();
        // Division by zero sits in the branch not taken.
        assert_eq!(c.eval(&[5, 0]), Ok(10));
        assert_eq!(c.eval(&[-5, 0]), Err(EvalError::DivByZero));
        assert_eq!(c.eval(&[-7, 2]), Ok(-3));
        let o = Expr::where_(Cond::opaque("tmp0"), v("x"), Expr::int(0));
        let c = Compiled::new(&o, &["x"]).unwrap();
        assert_eq!(c.eval(&[3]), Err(EvalError::UnknownCondition));
    }

    #[test]
    fn reports_overflow_per_width() {
        let e = v("x0") + 384 * v("x1");
        let c = Compiled::new(&e, &["x0", "x1"]).unwrap();
        assert_eq!(c.eval(&[1, 6_000_000]), Ok(2_304_000_001));
        assert_eq!(c.eval_i32(&[1, 6_000_000]), Err(EvalError::Overflow));
        assert_eq!(c.eval(&[0, i64::MAX / 100]), Err(EvalError::Overflow));
        let big = Compiled::new(&(v("x") + (1i128 << 70)), &["x"]).unwrap();
        assert_eq!(big.eval(&[0]), Err(EvalError::Overflow));
    }

    #[test]
    fn unbound_and_short_slots() {
        assert_eq!(Compiled::new(&(v("a") + v("b")), &["a"]), Err(Unbound("b".into())));
        let c = Compiled::new(&(v("a") + v("b")), &["a", "b"]).unwrap();
        assert_eq!(c.eval(&[1]), Err(EvalError::Unbound("b".into())));
    }

    #[test]
    fn conditions_are_three_valued() {
        let mask = Cond::and([Cond::lt(v("x"), v("n")), Cond::opaque("tmp3")]);
        let c = CompiledCond::new(&mask, &["x", "n"]).unwrap();
        assert_eq!(c.eval(&[5, 3]), Ok(Some(false)));
        assert_eq!(c.eval(&[1, 3]), Ok(None));
        let any = Cond::or([Cond::lt(v("x"), v("n")), Cond::opaque("tmp3")]);
        let c = CompiledCond::new(&any, &["x", "n"]).unwrap();
        assert_eq!(c.eval(&[1, 3]), Ok(Some(true)));
        assert_eq!(c.eval(&[5, 3]), Ok(None));
        let neg = CompiledCond::new(&Cond::Not(std::sync::Arc::new(Cond::opaque("m"))), &[]).unwrap();
        assert_eq!(neg.eval(&[]), Ok(None));
    }

    #[test]
    fn deep_expressions_use_the_heap_stack() {
        // A right-leaning product keeps every factor on the stack.
        let mut e = v("x");
        for i in 0..100 {
            e = Expr::Mul(vec![v("x"), Expr::Add(vec![Expr::Const(i), e].into())].into());
        }
        let c = Compiled::new(&e, &["x"]).unwrap();
        assert!(c.0.max_depth > 32);
        assert_eq!(c.eval(&[0]).map(i128::from), e.eval(&|_| Some(0)));
        assert_eq!(c.eval(&[1]).map(i128::from), e.eval(&|_| Some(1)));
    }
}
