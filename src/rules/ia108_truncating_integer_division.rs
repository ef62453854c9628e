//! IA108 truncating-integer-division: an integer `/` or `%` (C++) or `//` or `%` (Triton)
//! that rounds toward zero where the expression Inductor printed means a floor, at a point
//! where the dividend is negative and the two differ.
//!
//! Decided in `check::int_values` (one pass over C++ and Triton kernels), which also holds
//! the tests over the printers' forms; captures in `tests/fixtures/int_values/`.

use crate::diagnostics::{FindingVerdict, OffsetKind, Rule, Severity};

pub const TRUNCATING_DIVISION: Rule = Rule {
    code: "IA108",
    name: "truncating-integer-division",
    severity: Severity::Error,
    summary: "a truncating integer division or remainder in an index, where Inductor meant a floor, at a point with a negative dividend",
    explanation: "PyTorch's `//`, `torch.div(rounding_mode='floor')` and `remainder` round toward negative infinity; C's `/` and `%` and Triton's `//` and `%` on integers round toward zero, so the two differ when the dividend is negative and the division is not exact (-7 // 2 is -4, C's -7 / 2 is -3; -5 mod 12 is 7, C's -5 % 12 is -5). Inductor emits integer division and remainder on values with floor helpers (`floor_divide_integral`, `remainder_integral`, `c10::div_floor_integer`, `c10::div_mod`, `triton_helpers.div_floor_integer`, `remainder_integer`, or a sign-corrected quotient), and C's operators on values exactly where eager truncates (`torch.div(rounding_mode='trunc')`, `torch.fmod`): those are correct and never reported. Its SymPy printers, however, write `ModularIndexing`, `Mod`, and (in Triton) `FloorDiv` and `PythonMod` with the truncating operators on the premise that the dividend is non-negative. This rule evaluates every truncating division in an index (the offset of a load or store, a Triton index variable such as `x1 = xindex // 16`), and every truncating remainder of a quotient there (`(x // d) % m`, the printers' `ModularIndexing` with a divisor), at the points of the kernel's iteration space (C++ loops with literal bounds, Triton's `xnumel`), and reports one whose dividend is negative there with a non-zero remainder: the premise is broken and the kernel reads or writes another element than the one the floor expression names. A bare `x % m` with a negative dividend is not reported (counted as undecided): index propagation prints `torch.fmod` of an index value that way (`ModularIndexing(x, 1, m)`), even inside a load's index, and there C's truncation is what eager computes. The evidence gives the point, the operands, the truncated result (offset) and the floor one (extent). Expressions with a loaded value or a size the dump does not fix are not decided.",
    offset: OffsetKind::Value,
    verdict: FindingVerdict::Violated,
};
