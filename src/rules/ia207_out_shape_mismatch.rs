//! IA207 out-shape-mismatch: the `out=` of an extern matrix product has the result's shape.
//!
//! `extern_kernels.mm(a, b, out=c)` (and addmm, bmm, baddbmm) writes an `[M, N]` (or
//! `[B, M, N]`) result into `c`; ATen's `resize_output` silently resizes a `c` of another
//! shape, so the result leaves the storage the wrapper reads it from. The result's sizes
//! come from the operands' views; a dimension is reported only at a binding where the two
//! sizes differ.

use crate::check::storage::{arith, view_noun, Ctx};
use crate::diagnostics::{Evidence, Finding, FindingVerdict, OffsetKind, Rule, Severity};
use crate::model::{ArgBinding, Buffer, ExternCall, Origin};
use crate::sym::Expr;

pub const OUT_SHAPE_MISMATCH: Rule = Rule {
    code: "IA207",
    name: "out-shape-mismatch",
    severity: Severity::Error,
    summary: "an extern kernel's out= tensor has another shape than the result it receives",
    explanation: "The wrapper calls extern kernels with a preallocated output (`extern_kernels.mm(a, b, out=buf3)`, addmm, bmm, baddbmm) whose sizes must be the result's: [M, N] for an [M, K] by [K, N] product, [B, M, N] for batches. ATen does not fail on a wrong-shaped out=: resize_output resizes it (with only a UserWarning, `An output with one or more elements was resized`), which moves the result into a fresh storage when it needs more elements, or lays it out contiguously with other strides when it needs fewer; either way the kernels that later read the wrapper's buffer (or the view of it passed as out=) read stale or misplaced data, and a view of a reused buffer stops aliasing it. Reported with a binding of the shape symbols at which the sizes differ, the result's sizes and the out= tensor's.",
    offset: OffsetKind::None,
    verdict: FindingVerdict::Violated,
};

/// Operand positions (first, second) of the products whose result shape the model knows.
fn operands(func: &str) -> Option<(usize, usize)> {
    let name = func.rsplit('.').next().unwrap_or(func);
    match name {
        "mm" | "bmm" => Some((0, 1)),
        "addmm" | "baddbmm" => Some((1, 2)),
        _ => None,
    }
}

impl Ctx<'_> {
    fn call_tensor(&self, call: &ExternCall, label: &str) -> Option<&Buffer> {
        let (_, ArgBinding::Tensor { buffer }) = call.args.iter().find(|(l, _)| l == label)? else { return None };
        let buf = self.m.buffers.get(buffer)?;
        (!matches!(buf.origin, Origin::Opaque { .. }) && buf.sizes.len() == buf.strides.len()).then_some(buf)
    }

    pub(crate) fn out_shape(&self, call: &ExternCall) -> Option<Finding> {
        let (ia, ib) = operands(&call.func)?;
        let out = self.call_tensor(call, "out")?;
        let a = self.call_tensor(call, &ia.to_string())?;
        let b = self.call_tensor(call, &ib.to_string())?;
        let expected: Vec<Expr> = match (a.sizes.len(), b.sizes.len()) {
            (2, 2) => vec![a.sizes[0].clone(), b.sizes[1].clone()],
            (3, 3) => vec![a.sizes[0].clone(), a.sizes[1].clone(), b.sizes[2].clone()],
            _ => return None,
        };
        let list = |xs: &[Expr]| xs.iter().map(Expr::to_string).collect::<Vec<_>>().join(", ");
        let at = |xs: &[Expr], bd: &arith::Binding| xs.iter().map(|x| arith::eval(x, bd).map(|v| v.to_string()).unwrap_or_else(|| "?".into())).collect::<Vec<_>>().join(", ");
        // A binding where the shapes differ: another rank at any binding, else a dimension
        // whose sizes differ.
        let found = if out.sizes.len() != expected.len() {
            self.bindings.first().cloned()
        } else {
            let differs = |bd: &arith::Binding| expected.iter().zip(&out.sizes).any(|(e, o)| matches!((arith::eval(e, bd), arith::eval(o, bd)), (Some(x), Some(y)) if x != y));
            let equal_everywhere = expected.iter().zip(&out.sizes).all(|(e, o)| arith::le(e, o, &self.sym_min) && arith::le(o, e, &self.sym_min));
            if equal_everywhere {
                None
            } else {
                self.bindings.iter().find(|bd| differs(bd)).cloned()
            }
        }?;
        let message = format!(
            "{} writes a [{}] result into its out= ({}, sizes [{}]; at this binding [{}] into [{}]): ATen resizes a wrong-shaped out= (`An output with one or more elements was resized`), so the result leaves {}'s storage",
            call.func,
            list(&expected),
            view_noun(out),
            list(&out.sizes),
            at(&expected, &found),
            at(&out.sizes, &found),
            out.storage_of,
        );
        let evidence = Evidence {
            binding: found,
            buffer: Some(out.name.clone()),
            offset_expr: Some(format!("[{}]", list(&expected))),
            extent_expr: Some(format!("[{}]", list(&out.sizes))),
            reason: Some(format!("the result of {} on {} [{}] and {} [{}]", call.func, a.name, list(&a.sizes), b.name, list(&b.sizes))),
            ..Default::default()
        };
        Some(self.finding(OUT_SHAPE_MISMATCH, Severity::Error, call.loc, "", message, evidence))
    }
}
