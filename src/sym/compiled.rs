//! Expressions compiled to a flat stack program over `i64` slots, for evaluating one
//! index expression over millions of lanes: no allocation and no name lookup per
//! evaluation, every operation checked.
//!
//! Conditions use three values on the same stack: 0 false, 1 true, [`UNKNOWN`] for
//! outcomes that depend on an opaque condition.
//!
//! Common subexpressions are computed once per evaluation: index expressions expanded
//! from Inductor's temporaries repeat the same quotient or `min` many times (a pooling
//! window's `(r0_1 // 2)` a dozen times), and the counterexample search evaluates them
//! for every element. Only subexpressions every evaluation computes anyway are shared
//! (not those inside one branch of a `where`), so the value and whether evaluation fails
//! are exactly those of the tree.

use super::FxHashMap;
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
    /// A common subexpression computed earlier in this evaluation.
    Temp(u32),
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
    /// Keeps the top of the stack (not popped) as common subexpression `n`.
    Store(u32),
    /// A condition's value as the integer 1 or 0 (`1 if c else 0`); fails when unknown,
    /// as a `where` on it does.
    Truth,
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct Program {
    ops: Vec<Op>,
    slot_names: Vec<Arc<str>>,
    max_depth: usize,
    /// Common subexpressions kept per evaluation.
    temps: usize,
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
        b.count_expr(e);
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
        b.count_cond(c);
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
    /// Per compound subexpression evaluated unconditionally: how many places use it
    /// (uses inside a shared one not counted again).
    uses: FxHashMap<Expr, u32>,
    /// Shared subexpressions already computed in the code emitted so far, by temp.
    temps: FxHashMap<Expr, u32>,
    /// Inside a branch of a `where`: code that may not run, so it computes no temp for
    /// later code (it may still read temps computed before it).
    conditional: u32,
}

impl<'a> Builder<'a> {
    fn new(names: &'a [&'a str]) -> Self {
        Builder { names, ops: Vec::new(), depth: 0, max_depth: 0, uses: FxHashMap::default(), temps: FxHashMap::default(), conditional: 0 }
    }

    fn finish(self) -> Program {
        Program { ops: self.ops, slot_names: self.names.iter().map(|n| Arc::from(*n)).collect(), max_depth: self.max_depth, temps: self.temps.len() }
    }

    /// Counts the unconditional uses of each compound subexpression of `e`.
    fn count_expr(&mut self, e: &Expr) {
        if matches!(e, Expr::Const(_) | Expr::Var(_)) {
            return;
        }
        let n = self.uses.entry(e.clone()).or_insert(0);
        *n += 1;
        if *n > 1 {
            // Its parts are computed once, with it.
            return;
        }
        match e {
            Expr::Const(_) | Expr::Var(_) => {}
            Expr::Add(xs) | Expr::Mul(xs) | Expr::Min(xs) | Expr::Max(xs) => xs.iter().for_each(|x| self.count_expr(x)),
            Expr::FloorDiv(a, b) | Expr::PyMod(a, b) | Expr::TruncDiv(a, b) | Expr::CMod(a, b) | Expr::Pow(a, b) => {
                self.count_expr(a);
                self.count_expr(b);
            }
            // The branches run only sometimes.
            Expr::Where(c, _, _) => self.count_cond(c),
        }
    }

    fn count_cond(&mut self, c: &Cond) {
        match c {
            Cond::True | Cond::False | Cond::Opaque(_) => {}
            Cond::Cmp(_, a, b) => {
                self.count_expr(a);
                self.count_expr(b);
            }
            Cond::Not(x) => self.count_cond(x),
            // `And`/`Or` evaluate every operand (no short circuit).
            Cond::And(xs) | Cond::Or(xs) => xs.iter().for_each(|x| self.count_cond(x)),
        }
    }

    /// The temp holding `e`, when an earlier part of the program computed it.
    fn temp(&self, e: &Expr) -> Option<u32> {
        if matches!(e, Expr::Const(_) | Expr::Var(_)) || self.temps.is_empty() {
            return None;
        }
        self.temps.get(e).copied()
    }

    /// After the code computing `e` (its value on top of the stack): keep it when later
    /// code uses it again.
    fn keep(&mut self, e: &Expr) {
        if self.conditional == 0 && self.uses.get(e).is_some_and(|n| *n > 1) && !self.temps.contains_key(e) {
            let t = u32::try_from(self.temps.len()).unwrap_or(u32::MAX);
            self.temps.insert(e.clone(), t);
            self.ops.push(Op::Store(t));
        }
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
            _ => self.temp(e).map(Operand::Temp),
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
        // `k*x`, `c + x`, `min(c, x)` with a compound `x`: `x` first, then the leaf rides
        // along with the operation (one push fewer). Only for two operands, where the
        // operation is the same either way round, so every intermediate is the same.
        if let ([second], Some(_), None) = (rest, self.leaf(first)?, self.leaf(rest.first().unwrap_or(first))?) {
            if matches!(op, BinOp::Add | BinOp::Mul | BinOp::Min | BinOp::Max) {
                self.expr(second)?;
                return self.apply(op, first);
            }
        }
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
        if let Some(t) = self.temp(e) {
            self.push(Op::Push(Operand::Temp(t)));
            return Ok(());
        }
        self.expr_tree(e)?;
        if !matches!(e, Expr::Const(_) | Expr::Var(_)) {
            self.keep(e);
        }
        Ok(())
    }

    fn expr_tree(&mut self, e: &Expr) -> Result<(), Unbound> {
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
            // `1 if c else 0` and `0 if c else 1`, Inductor's masks turned into integers.
            Expr::Where(c, a, b) if matches!((&**a, &**b), (Expr::Const(1), Expr::Const(0)) | (Expr::Const(0), Expr::Const(1))) => {
                self.cond(c)?;
                if matches!(&**a, Expr::Const(0)) {
                    self.ops.push(Op::Not);
                }
                self.ops.push(Op::Truth);
            }
            Expr::Where(c, a, b) => {
                self.cond(c)?;
                let branch = self.ops.len();
                self.ops.push(Op::JumpIfFalse(0));
                self.depth -= 1;
                self.conditional += 1;
                self.expr(a)?;
                let skip = self.ops.len();
                self.ops.push(Op::Jump(0));
                // Only one branch's value is on the stack at run time.
                self.depth -= 1;
                let else_start = self.ops.len();
                self.expr(b)?;
                self.conditional -= 1;
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
        // Zeroing the stack is part of every evaluation: size it to the program. The
        // temps live past the stack's deepest point.
        let depth = self.max_depth;
        match depth + self.temps {
            0..=8 => self.exec::<I32>(slots, &mut [0i64; 8], depth),
            9..=32 => self.exec::<I32>(slots, &mut [0i64; 32], depth),
            33..=128 => self.exec::<I32>(slots, &mut [0i64; 128], depth),
            n => self.exec::<I32>(slots, &mut vec![0i64; n], depth),
        }
    }

    #[inline]
    fn exec<const I32: bool>(&self, slots: &[i64], memory: &mut [i64], depth: usize) -> Result<i64, EvalError> {
        let (stack, temps) = memory.split_at_mut(depth.min(memory.len()));
        let read = |operand: Operand, temps: &[i64]| -> Result<i64, EvalError> {
            match operand {
                Operand::Const(c) => width::<I32>(c),
                Operand::Slot(i) => width::<I32>(*slots.get(i as usize).ok_or_else(broken)?),
                // Checked when it was computed.
                Operand::Temp(i) => temps.get(i as usize).copied().ok_or_else(broken),
                Operand::Stack => Err(broken()),
            }
        };
        let mut sp = 0usize;
        let mut pc = 0usize;
        while let Some(op) = self.ops.get(pc) {
            pc += 1;
            match *op {
                Op::Push(operand) => {
                    *stack.get_mut(sp).ok_or_else(broken)? = read(operand, temps)?;
                    sp += 1;
                }
                Op::Bin(bin, Operand::Stack) => {
                    sp = sp.checked_sub(1).ok_or_else(broken)?;
                    let b = *stack.get(sp).ok_or_else(broken)?;
                    let top = stack.get_mut(sp.wrapping_sub(1)).ok_or_else(broken)?;
                    *top = width::<I32>(binary(bin, *top, b)?)?;
                }
                Op::Bin(bin, operand) => {
                    let b = read(operand, temps)?;
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
                Op::Truth => {
                    let top = stack.get_mut(sp.wrapping_sub(1)).ok_or_else(broken)?;
                    if *top != 0 && *top != 1 {
                        return Err(EvalError::UnknownCondition);
                    }
                }
                Op::Store(t) => *temps.get_mut(t as usize).ok_or_else(broken)? = *stack.get(sp.wrapping_sub(1)).ok_or_else(broken)?,
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
        // Masks as integers: no branches, the same values and failures.
        for (a, b) in [(1, 0), (0, 1)] {
            let m = Expr::where_(Cond::lt(v("x"), Expr::int(0)), Expr::int(a), Expr::int(b)) * 7 + v("x");
            let c = Compiled::new(&m, &["x"]).unwrap();
            assert!(!c.0.ops.iter().any(|op| matches!(op, Op::JumpIfFalse(_))), "{:?}", c.0.ops);
            for x in [-2i64, 0, 3] {
                assert_eq!(c.eval(&[x]).map(i128::from), m.eval(&|_| Some(i128::from(x))));
            }
            let u = Expr::where_(Cond::opaque("tmp1"), Expr::int(a), Expr::int(b)) + v("x");
            assert_eq!(Compiled::new(&u, &["x"]).unwrap().eval(&[1]), Err(EvalError::UnknownCondition));
        }
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
    fn common_subexpressions_are_computed_once_with_the_same_result() {
        // A pooling window's offset: the quotient and the `min` recur in every term.
        let q = v("r").trunc_div(Expr::int(2));
        let m = Expr::min_of([Expr::int(12), q.clone() + 1]);
        let inside = Expr::where_(Cond::le(q.clone(), m.clone() - 1), Expr::int(1), Expr::int(0));
        let e = q.clone() * inside.clone() + m.clone() * 12 + (q.clone() + 1) * v("x") - inside;
        let names = ["r", "x"];
        let c = Compiled::new(&e, &names).unwrap();
        assert!(c.0.temps >= 2, "q and m are shared: {:?}", c.0.ops);
        let plain = c.0.ops.iter().filter(|op| matches!(op, Op::Bin(BinOp::TruncDiv, _))).count();
        assert_eq!(plain, 1, "the quotient is computed once: {:?}", c.0.ops);
        for r in -30i64..30 {
            for x in [-3i64, 0, 5] {
                let env = |n: &str| match n {
                    "r" => Some(i128::from(r)),
                    _ => Some(i128::from(x)),
                };
                assert_eq!(c.eval(&[r, x]).map(i128::from), e.eval(&env), "r={r} x={x}");
            }
        }
        let mask = Cond::and([Cond::lt(q.clone(), m.clone()), Cond::ge(m.clone() - q.clone(), Expr::int(1))]);
        let cc = CompiledCond::new(&mask, &names).unwrap();
        assert!(cc.0.temps >= 1);
        for r in -30i64..30 {
            let env = |n: &str| (n == "r").then_some(i128::from(r));
            assert_eq!(cc.eval(&[r, 0]).ok(), mask.eval(&env).ok());
        }
    }

    #[test]
    fn nothing_inside_one_branch_is_computed_for_the_other() {
        // `x // z` twice inside the taken-only-when-z-nonzero branch and once outside
        // it in the other: sharing it would divide by zero where the tree does not.
        let d = v("x").trunc_div(v("z"));
        let e = Expr::where_(Cond::ne(v("z"), Expr::int(0)), d.clone() + d.clone() * v("x"), Expr::int(7));
        let c = Compiled::new(&e, &["x", "z"]).unwrap();
        assert_eq!(c.eval(&[5, 0]), Ok(7));
        assert_eq!(c.eval(&[9, 2]), Ok(4 + 4 * 9));
        // Used unconditionally and inside a branch: the branch reads the computed value.
        let e2 = d.clone() * 3 + Expr::where_(Cond::lt(v("x"), Expr::int(0)), d.clone(), Expr::int(1)) + d.clone();
        let c2 = Compiled::new(&e2, &["x", "z"]).unwrap();
        for (x, z) in [(-9i64, 2i64), (9, 2), (-9, 0), (9, 0), (-1, 3)] {
            let env = |n: &str| Some(i128::from(if n == "x" { x } else { z }));
            assert_eq!(c2.eval(&[x, z]).map(i128::from), e2.eval(&env), "x={x} z={z}");
        }
        assert_eq!(c2.eval(&[9, 0]), Err(EvalError::DivByZero));
        // i32 checks still apply to every computed intermediate.
        let big = (v("x") * 100_000) * (v("x") * 100_000) + (v("x") * 100_000);
        let cb = Compiled::new(&big, &["x"]).unwrap();
        assert_eq!(cb.eval_i32(&[1]), Err(EvalError::Overflow));
        assert_eq!(cb.eval(&[1]), Ok(10_000_100_000));
    }

    #[test]
    fn deep_expressions_use_the_heap_stack() {
        // A right-leaning product keeps every partial product on the stack.
        let mut e = v("x");
        for i in 0..100 {
            e = Expr::Mul(vec![v("x"), v("x"), Expr::Add(vec![Expr::Const(i), e].into())].into());
        }
        let c = Compiled::new(&e, &["x"]).unwrap();
        assert!(c.0.max_depth > 32);
        assert_eq!(c.eval(&[0]).map(i128::from), e.eval(&|_| Some(0)));
        assert_eq!(c.eval(&[1]).map(i128::from), e.eval(&|_| Some(1)));
    }
}
