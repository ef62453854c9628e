//! IA203 negative-stride: a tensor the wrapper builds has a negative stride.

use crate::check::storage::arith;
use crate::check::storage::{shape_text, storage_text, view_noun, Ctx};
use crate::diagnostics::{Evidence, Finding, FindingVerdict, OffsetKind, Rule, Severity};
use crate::model::{Buffer, Origin};
use crate::sym::Expr;

pub const NEGATIVE_STRIDE: Rule = Rule {
    code: "IA203",
    name: "negative-stride",
    severity: Severity::Error,
    summary: "a tensor the wrapper builds has a negative stride",
    explanation: "PyTorch refuses negative strides (as_strided: Negative strides are not supported at the moment) and Inductor's own views never have one, but _reinterpret_tensor and empty_strided in the wrapper do not check. A view with a negative stride reaches offset + Σ(size_i - 1)·stride_i over its negative strides, before its first element and possibly before its storage: out-of-bounds reads, or a crash (pytorch#143702: as_strided with strides [-80, 1] over an empty tensor, refused in eager, a segmentation fault compiled). Reported at the binding where the stride is negative and its dimension holds at least two elements.",
    offset: OffsetKind::Element,
    verdict: FindingVerdict::Violated,
};

impl<'a> Ctx<'a> {
    /// IA203: a stride that is negative for some allowed shape, on a view holding elements.
    pub(crate) fn negative_stride(&self, buf: &'a Buffer) -> Option<Finding> {
        if buf.sizes.iter().any(|s| s.as_const() == Some(0)) || matches!(buf.origin, Origin::Opaque { .. }) {
            return None;
        }
        for (dim, (size, stride)) in buf.sizes.iter().zip(&buf.strides).enumerate() {
            if self.never_negative(stride) {
                continue;
            }
            let found = self.bindings.iter().find_map(|b| {
                let st = arith::eval(stride, b)?;
                let sz = arith::eval(size, b)?;
                (st < 0 && sz >= 2).then(|| (b.clone(), st))
            });
            let Some((binding, st)) = found else { continue };
            let reach = arith::reach(buf);
            let lo = reach.as_ref().and_then(|r| arith::eval(&r.lo, &binding));
            let message = format!(
                "{} {} has stride {st} in dimension {dim}: PyTorch refuses negative strides (`as_strided: Negative strides are not supported`){}",
                view_noun(buf),
                shape_text(buf),
                match lo {
                    Some(lo) if lo < 0 => format!(", and this view reaches element {lo}, before its storage ({})", storage_text(buf)),
                    _ => String::new(),
                }
            );
            let evidence = Evidence {
                binding,
                offset: lo,
                extent: buf.storage_extent.as_ref().and_then(|e| e.as_const()),
                buffer: Some(buf.name.clone()),
                offset_expr: reach.map(|r| r.lo.to_string()),
                extent_expr: buf.storage_extent.as_ref().map(Expr::to_string),
                ..Default::default()
            };
            return Some(self.finding(NEGATIVE_STRIDE, Severity::Error, buf.loc, "", message, evidence));
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use crate::check::storage::testing::*;
    use crate::diagnostics::Severity;

    #[test]
    fn negative_stride_view_is_an_error() {
        let text = pad_wrapper().replace(PAD_REUSE, "buf4 = reinterpret_tensor(buf3, (1, s77, 6 + s59), (6*s77 + s59*s77, -1, 1), 200)");
        let fs = storage_findings(&module_from(text));
        let f = fs.iter().find(|f| f.rule == "IA203").expect("IA203");
        assert_eq!(f.severity, Severity::Error);
        assert!(f.message.contains("stride -1 in dimension 1"), "{}", f.message);
    }
}
