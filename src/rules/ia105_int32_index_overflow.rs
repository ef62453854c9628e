//! IA105 int32-index-overflow: integer arithmetic the kernel does in int32 exceeds 2^31-1 for a lane it computes.
//!
//! Triton: decided in `check::triton` (int32 operations of the kernel facts). C++: `Vectorized::arange` with an int step, decided in `check::cpp_int`.

use crate::diagnostics::{FindingVerdict, OffsetKind, Rule, Severity};

pub const INT32_OVERFLOW: Rule = Rule {
    code: "IA105",
    name: "int32-index-overflow",
    severity: Severity::Error,
    summary: "integer arithmetic the kernel does in int32 exceeds 2^31-1 for a lane it computes",
    explanation: "Triton computes with the types of its operands: a program id times a block size, an arange, a literal and an i32 parameter are int32, and their sum or product wraps past 2^31-1 silently unless one operand is int64 (an i64 parameter, or an explicit .to(tl.int64), which Inductor adds when it decides to index in 64 bits). This rule evaluates every int32 addition, subtraction and multiplication of index values at the shapes of the dump and every candidate config, over the lanes inside the kernel's iteration masks, and reports one that leaves the int32 range, with the lane and the exact value. Wrapped indices read and write far from the intended element; values computed from indices (torch.arange(n) * 1e9 in an int64 tensor computed in the index type, PyTorch issues #175966 and #183901) come out wrong. C++ kernels of the CPU backend: `at::vec::VectorizedN<int64_t,2>::arange(tmp1, 1000000000)` passes its step as an int literal, and ATen multiplies it in int (`i * step` per lane, `2 * step` in the AVX2 specialisation, `step * Vectorized<T>::size()` between vectors), so a step above 2^31-1 divided by the lane count wraps; reported with the lane and the product at the fewest lanes an x86-64 build has.",
    offset: OffsetKind::Int32Value,
    verdict: FindingVerdict::Violated,
};
