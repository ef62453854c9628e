//! IA105 int32-index-overflow. Triton kernels: decided in `check::triton` over the int32
//! operations of the kernel facts (named there by `check::INT32_OVERFLOW`). C++
//! kernels, decided here: integer arithmetic ATen's vector helpers do in `int`.
//!
//! Inductor's CPU backend writes `at::vec::VectorizedN<int64_t,2>::arange(tmp1, 1000000000)`
//! for `torch.arange(n, dtype=torch.int64) * 1000000000` (PyTorch issues #175966, #183901):
//! the step is a C++ `int` literal, so ATen's `arange` (`base + i * step` per lane,
//! `base + 2 * step` in the AVX2 specialisation, `base += step * Vectorized<T>::size()`
//! between the vectors of a `VectorizedN`) multiplies it in `int`, which overflows (undefined
//! behaviour; in practice the value wraps) although every value of the result fits in
//! int64. Reported with the lane and the product when some lane's product leaves the int32
//! range at the fewest lanes any x86-64 build has (32-byte vectors; AVX512 has more lanes
//! and overflows sooner).

use ia_parsers::cpp::Span;

use crate::diagnostics::{Evidence, Finding, FindingVerdict, OffsetKind, Rule, Severity};
use crate::model::{CppKernelDef, Kernel, Module};

pub const INT32_OVERFLOW: Rule = Rule {
    code: "IA105",
    name: "int32-index-overflow",
    severity: Severity::Error,
    summary: "integer arithmetic the kernel does in int32 exceeds 2^31-1 for a lane it computes",
    explanation: "Triton computes with the types of its operands: a program id times a block size, an arange, a literal and an i32 parameter are int32, and their sum or product wraps past 2^31-1 silently unless one operand is int64 (an i64 parameter, or an explicit .to(tl.int64), which Inductor adds when it decides to index in 64 bits). This rule evaluates every int32 addition, subtraction and multiplication of index values at the shapes of the dump and every candidate config, over the lanes inside the kernel's iteration masks, and reports one that leaves the int32 range, with the lane and the exact value. Wrapped indices read and write far from the intended element; values computed from indices (torch.arange(n) * 1e9 in an int64 tensor computed in the index type, PyTorch issues #175966 and #183901) come out wrong. C++ kernels of the CPU backend: `at::vec::VectorizedN<int64_t,2>::arange(tmp1, 1000000000)` passes its step as an int literal, and ATen multiplies it in int (`i * step` per lane, `2 * step` in the AVX2 specialisation, `step * Vectorized<T>::size()` between vectors), so a step above 2^31-1 divided by the lane count wraps; reported with the lane and the product at the fewest lanes an x86-64 build has.",
    offset: OffsetKind::Int32Value,
    verdict: FindingVerdict::Violated,
};

const INT_MAX: i128 = i32::MAX as i128;

pub fn check_module(m: &Module, out: &mut Vec<Finding>) {
    for k in &m.kernels {
        let Kernel::Cpp(def) = k else { continue };
        for site in arange_sites(&def.source) {
            if let Some(f) = overflow(m, def, &site) {
                out.push(f);
            }
        }
    }
}

/// One `Vectorized<T>::arange(base, step)` or `VectorizedN<T, N>::arange(base, step)`.
#[derive(Debug, Clone, PartialEq)]
pub struct ArangeSite {
    /// Element type as written (`int64_t`).
    pub elem: String,
    /// `N` of a `VectorizedN`, 1 for a `Vectorized`.
    pub vectors: u32,
    pub base: String,
    /// The step, when it is a plain decimal literal (a C++ `int` when it fits in one).
    pub step: Option<i128>,
    pub step_text: String,
    /// 1-based line and column of the type name in the kernel source.
    pub line: u32,
    pub col: u32,
}

/// Every `...Vectorized<T>::arange(..)` / `VectorizedN<T, N>::arange(..)` in a C++ source.
pub fn arange_sites(src: &str) -> Vec<ArangeSite> {
    let mut out = Vec::new();
    let mut from = 0;
    // Line numbers counted on from the previous site, not from the start each time.
    let mut lines = LineCounter::default();
    while let Some(rel) = src[from..].find("::arange(") {
        let at = from + rel;
        from = at + "::arange(".len();
        // The type right before `::arange`: `Vectorized<int64_t>` or `VectorizedN<int64_t,2>`.
        let head = &src[..at];
        let Some(open) = head.rfind('<') else { continue };
        if !head.ends_with('>') {
            continue;
        }
        let (vectors, tname_start) = if head[..open].ends_with("VectorizedN") {
            (None, open - "VectorizedN".len())
        } else if head[..open].ends_with("Vectorized") {
            (Some(1), open - "Vectorized".len())
        } else {
            continue;
        };
        let params: Vec<&str> = head[open + 1..head.len() - 1].split(',').map(str::trim).collect();
        let vectors = match (vectors, params.as_slice()) {
            (Some(1), [_]) => 1,
            (None, [_, n]) => match n.parse::<u32>() {
                Ok(n) => n,
                Err(_) => continue,
            },
            _ => continue,
        };
        let Some(args) = call_args(&src[from..]) else { continue };
        let [base, step] = args.as_slice() else { continue };
        let (line, col) = lines.line_col(src, tname_start);
        out.push(ArangeSite { elem: params[0].to_string(), vectors, base: base.to_string(), step: int_literal(step), step_text: step.to_string(), line, col });
    }
    out
}

/// The top-level comma-separated arguments up to the closing parenthesis.
fn call_args(s: &str) -> Option<Vec<String>> {
    let mut depth = 0usize;
    let mut cur = String::new();
    let mut out = Vec::new();
    for c in s.chars() {
        match c {
            '(' | '<' | '[' | '{' => {
                depth += 1;
                cur.push(c);
            }
            ')' if depth == 0 => {
                out.push(cur.trim().to_string());
                return Some(out);
            }
            ')' | '>' | ']' | '}' => {
                depth = depth.saturating_sub(1);
                cur.push(c);
            }
            ',' if depth == 0 => {
                out.push(cur.trim().to_string());
                cur.clear();
            }
            _ => cur.push(c),
        }
    }
    None
}

/// A decimal literal without suffix or cast (`1000000000`, `-3`), or `None`.
fn int_literal(s: &str) -> Option<i128> {
    let t = s.trim();
    let digits = t.strip_prefix('-').unwrap_or(t);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    t.parse::<i128>().ok()
}

/// 1-based line and column of byte positions asked in increasing order: the newlines
/// are counted once over the source, not once per position.
#[derive(Default)]
struct LineCounter {
    /// The position counted up to, and the number of its line (0-based) and its start.
    at: usize,
    line: u32,
    line_start: usize,
}

impl LineCounter {
    fn line_col(&mut self, src: &str, at: usize) -> (u32, u32) {
        if at < self.at {
            *self = LineCounter::default();
        }
        for (i, b) in src.as_bytes()[self.at..at].iter().enumerate() {
            if *b == b'\n' {
                self.line += 1;
                self.line_start = self.at + i + 1;
            }
        }
        self.at = at;
        (self.line + 1, (at - self.line_start) as u32 + 1)
    }
}

/// Fewest lanes of `Vectorized<T>` on x86-64 (32-byte vectors), by element type.
fn min_lanes(elem: &str) -> Option<i128> {
    let bytes = match elem.trim_start_matches("std::").trim_start_matches("c10::") {
        "int64_t" | "uint64_t" | "long" | "double" => 8,
        "int32_t" | "uint32_t" | "int" | "float" => 4,
        "int16_t" | "uint16_t" | "short" | "Half" | "BFloat16" => 2,
        "int8_t" | "uint8_t" | "bool" => 1,
        _ => return None,
    };
    Some(32 / bytes)
}

fn overflow(m: &Module, def: &CppKernelDef, site: &ArangeSite) -> Option<Finding> {
    let step = site.step?;
    // A literal outside int's range is a `long`: ATen then multiplies in 64 bits.
    if step.abs() > INT_MAX {
        return None;
    }
    let lanes = min_lanes(&site.elem)?;
    // Lane k's `k * step` (k >= 2: `base + step` adds in T), then the step between vectors.
    let lane = (2..lanes).find(|k| (k * step).abs() > INT_MAX);
    let (what, product) = match lane {
        Some(k) => (format!("lane {k} computes {k} * {step}"), k * step),
        None if site.vectors >= 2 && (lanes * step).abs() > INT_MAX => {
            (format!("the next vector starts at base + {step} * Vectorized<{}>::size() = {step} * {lanes}", site.elem), lanes * step)
        }
        None => return None,
    };
    let wrapped = i128::from(product as i32);
    let ty = if site.vectors == 1 { format!("Vectorized<{}>", site.elem) } else { format!("VectorizedN<{}, {}>", site.elem, site.vectors) };
    let message = format!(
        "{ty}::arange({}, {}) multiplies its int step in int: {what} = {product}, past 2^31-1 (wraps to {wrapped}); the values are wrong although they fit in {}",
        site.base, site.step_text, site.elem
    );
    let evidence = Evidence {
        offset: Some(product),
        extent: Some(INT_MAX),
        offset_expr: Some(format!("{} * {}", product / step, step)),
        reason: Some(format!("the step {} is a C++ int literal; at least {lanes} lanes per Vectorized<{}> on x86-64 (AVX2; AVX512 has twice as many)", site.step_text, site.elem)),
        ..Default::default()
    };
    let span = Span { line: site.line, col: site.col };
    let module_pos = if span.line <= 1 {
        Span { line: def.source_start.line, col: def.source_start.col + span.col.saturating_sub(1) }
    } else {
        Span { line: def.source_start.line + span.line - 1, col: span.col }
    };
    let at = m.loc(module_pos);
    let site = crate::check::Site {
        at,
        module_pos: (module_pos.line, module_pos.col),
        source_line: def.source.lines().nth(span.line.saturating_sub(1) as usize).map(str::to_string),
        source_col: span.col,
    };
    Some(crate::check::finding(m, INT32_OVERFLOW, Severity::Error, &def.name, site, message, evidence))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_vectorized_n_arange_and_its_literal_step() {
        let src =
            "void k(){\n    auto tmp2 = at::vec::VectorizedN<int64_t,2>::arange(tmp1, 1000000000);\n    auto t = at::vec::Vectorized<float>::arange(static_cast<float>(x0), 1);\n}";
        let s = arange_sites(src);
        assert_eq!(s.len(), 2);
        assert_eq!((s[0].elem.as_str(), s[0].vectors, s[0].step, s[0].line, s[0].col), ("int64_t", 2, Some(1000000000), 2, 26));
        assert_eq!((s[1].elem.as_str(), s[1].vectors, s[1].base.as_str(), s[1].step), ("float", 1, "static_cast<float>(x0)", Some(1)));
    }

    #[test]
    fn suffixed_or_symbolic_steps_are_not_literals() {
        for s in ["1000000000L", "ks0", "static_cast<int64_t>(1000000000)", "3000000000LL"] {
            assert_eq!(int_literal(s), None, "{s}");
        }
        assert_eq!(int_literal("-7"), Some(-7));
    }
}
