//! IA201 view-out-of-storage: a view the wrapper builds reaches past the end (or before the start) of its storage.

use crate::check::storage::arith::{self, Binding};
use crate::check::storage::{shape_text, storage_text, view_noun, Ctx, Verdict};
use crate::diagnostics::{Evidence, Finding, FindingVerdict, OffsetKind, Rule, Severity};
use crate::model::{Buffer, Origin};
use crate::rules::ia290_storage_unproven::STORAGE_UNPROVEN;
use crate::sym::Expr;

pub const VIEW_OUT_OF_STORAGE: Rule = Rule {
    code: "IA201",
    name: "view-out-of-storage",
    severity: Severity::Error,
    summary: "a view the wrapper builds reaches past the end (or before the start) of its storage",
    explanation: "Every view the wrapper builds over an allocation or a graph input — reinterpret_tensor, as_strided (an allocation larger than its view), alloc_from_pool, wherever it goes: a Triton or C++ launch, an extern kernel (mm, addmm, bmm, convolution), an ATen op (SDPA, index_put_, a copy_), an out= argument, a view nested in a list or in aten.view.dtype, a view returned to the user — must satisfy offset + 1 + Σ(size_i - 1)·stride_i <= the elements of its storage (and offset + Σ over negative strides >= 0), for every shape the guards allow. A graph input's storage is taken to be what assert_size_stride describes (a caller tensor allocated with exactly those sizes and strides), the only storage the compiled code may rely on. The wrapper's _reinterpret_tensor does not check this in release builds, so a view past its storage reads or writes the neighbouring allocation silently; compute-sanitizer does not see it while the access stays inside one caching-allocator block. Reported with the binding of the shape symbols, the element reached and the storage size; re-check it by evaluating the offset and extent expressions of the evidence. Typical cause: a view materialised into a buffer sized to the view and then reinterpreted with the strides of the original storage (pytorch#197431, as_strided over a lazy view).",
    offset: OffsetKind::Element,
    verdict: FindingVerdict::Violated,
};

impl<'a> Ctx<'a> {
    /// IA201 (or IA290): the view stays inside its storage.
    pub(crate) fn view_extent(&self, buf: &'a Buffer) -> Option<Finding> {
        let reach = self.reach(buf)?;
        let extent = buf.storage_extent.clone()?;
        if reach.empty {
            return None;
        }
        // Said in findings only: written out when one is made.
        let shape = || shape_text(buf);
        let input = matches!(buf.origin, Origin::Input);
        // Past the end.
        match self.fits(&reach.end, &extent) {
            Verdict::Proven => {}
            Verdict::Violated { binding, need, extent: x } => {
                let message = format!(
                    "{} {} reaches element {} of {} {x}-element storage ({}){}",
                    view_noun(buf),
                    shape(),
                    need - 1,
                    if input { "the input's asserted" } else { "a" },
                    storage_text(buf),
                    if input { " (a caller tensor allocated with exactly the asserted sizes and strides)" } else { "" }
                );
                let evidence = Evidence {
                    binding,
                    offset: Some(need - 1),
                    extent: Some(x),
                    buffer: Some(buf.name.clone()),
                    offset_expr: Some((reach.end.clone() - Expr::int(1)).to_string()),
                    extent_expr: Some(extent.to_string()),
                    reason: Some(format!("needs offset + 1 + Σ(size-1)·stride = {} elements", reach.end)),
                    ..Default::default()
                };
                // A view of an input that fits at the compiled shapes (the hints, which pass
                // every guard) but not at smaller ones may rely on a guard the dump does not
                // show (`x[:64]` guarded by s0 >= 64): only a warning.
                if input && self.bindings.first().is_some_and(|h| *h != evidence.binding) {
                    let message = format!("{message}; at the compiled shapes it fits, so a guard may exclude this shape");
                    return Some(self.finding(STORAGE_UNPROVEN, Severity::Warning, buf.loc, "", message, evidence));
                }
                return Some(self.judged(buf, message, evidence));
            }
            Verdict::Unknown => {
                let message = format!("{} {}: not proven inside its {} storage ({})", view_noun(buf), shape(), extent, storage_text(buf));
                let evidence = Evidence {
                    buffer: Some(buf.name.clone()),
                    offset_expr: Some((reach.end.clone() - Expr::int(1)).to_string()),
                    extent_expr: Some(extent.to_string()),
                    reason: Some(format!("{} <= {} is not provable and no shape tried breaks it", reach.end, extent)),
                    ..Default::default()
                };
                return Some(self.finding(STORAGE_UNPROVEN, Severity::Warning, buf.loc, "", message, evidence));
            }
        }
        // Before the start (negative strides, negative offsets).
        if let Verdict::Violated { binding, need, .. } = self.fits(&Expr::int(0), &reach.lo) {
            let _ = need;
            let lo = arith::eval(&reach.lo, &binding).unwrap_or_default();
            let message = format!("{} {} reaches element {lo}, before the start of its storage ({})", view_noun(buf), shape(), storage_text(buf));
            let evidence = Evidence {
                binding,
                offset: Some(lo),
                extent: arith::eval(&extent, &Binding::new()),
                buffer: Some(buf.name.clone()),
                offset_expr: Some(reach.lo.to_string()),
                extent_expr: Some(extent.to_string()),
                ..Default::default()
            };
            return Some(self.judged(buf, message, evidence));
        }
        None
    }

    /// An overrun at the compiled shapes is an error. One seen only where some size is below
    /// the size the dump was compiled at is a warning with that reason: a dump without
    /// Dynamo's guards does not show the ones that exclude it (`x[..., -3:]` on a dynamic
    /// last dimension is compiled as offset `s - 3` under the guard `s >= 3`; at `s = 2` the
    /// view would start before its storage, but Dynamo recompiles there instead).
    fn judged(&self, buf: &Buffer, message: String, mut evidence: Evidence) -> Finding {
        match crate::check::below_compiled_shapes(self.m, &evidence.binding) {
            Some(why) => {
                evidence.reason = Some(match evidence.reason.take() {
                    Some(r) => format!("{r}; {why}"),
                    None => why,
                });
                self.finding(STORAGE_UNPROVEN, Severity::Warning, buf.loc, "", message, evidence)
            }
            None => self.finding(VIEW_OUT_OF_STORAGE, Severity::Error, buf.loc, "", message, evidence),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::check::storage::testing::*;
    use crate::diagnostics::{Finding, OffsetKind, Severity};

    #[test]
    fn as_strided_past_buffer_is_an_error_with_view_extent_and_storage() {
        let ms = modules_under("kernels_samples/bug_as_strided_past_buffer");
        let found: Vec<Finding> = ms.iter().flat_map(storage_findings).filter(|f| f.rule == "IA201").collect();
        let f = found.first().expect("IA201 reported");
        assert_eq!(f.severity, Severity::Error);
        assert_eq!(f.evidence.buffer.as_deref(), Some("buf0<returned 0>"));
        assert_eq!((f.evidence.offset, f.evidence.extent), (Some(5), Some(3)));
        assert_eq!(f.evidence.offset_kind, Some(OffsetKind::Element));
        assert!(f.message.contains("sizes [3, 2], strides [2, 1]"), "{}", f.message);
        assert!(f.source_line.as_deref().unwrap_or("").contains("return (reinterpret_tensor(buf0, (3, 2), (2, 1), 0), )"));
    }
}
