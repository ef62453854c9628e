//! IA205 misaligned-pointer-claim: a kernel compiled for a 16-byte aligned pointer is launched on a view that is not.

use crate::check::storage::arith;
use crate::check::storage::{storage_text, Ctx};
use crate::diagnostics::{Evidence, Finding, FindingVerdict, OffsetKind, Rule, Severity};
use crate::model::{DType, Launch, Origin, TritonKernel, TritonParam};
use crate::sym::Expr;

pub const MISALIGNED_POINTER: Rule = Rule {
    code: "IA205",
    name: "misaligned-pointer-claim",
    severity: Severity::Error,
    summary: "a kernel compiled for a 16-byte aligned pointer is launched on a view that is not",
    explanation: "triton_meta['configs'] ([{(i,): [['tt.divisibility', 16]]}]) tells Triton that pointer argument i is 16-byte aligned; Triton then emits vector loads and stores that fault with `misaligned address` (or read the wrong bytes) when it is not. Storages start aligned, so the view's storage offset times its element size must be a multiple of 16 for every shape. Reported with a binding where it is not (a reinterpret_tensor or alloc_from_pool offset).",
    offset: OffsetKind::Byte,
    verdict: FindingVerdict::Violated,
};

impl Ctx<'_> {
    /// Pointer parameter `p` (claimed 16-byte aligned) bound to `buffer` at this launch.
    pub(crate) fn misaligned_pointer(&self, k: &TritonKernel, launch: &Launch, p: &TritonParam, buffer: &String, ty: &str) -> Option<Finding> {
        let buf = self.m.buffers.get(buffer)?;
        if matches!(buf.origin, Origin::Opaque { .. }) {
            return None;
        }
        // The pointer is the view's first element; storages start 16-byte aligned.
        let item = DType::from_triton(ty).or(buf.dtype).map(DType::itemsize).unwrap_or(1) as i128;
        let bytes = buf.offset.clone() * Expr::int(item);
        if arith::multiple_of(&bytes, 16) {
            return None;
        }
        let (b, v) = self.bindings.iter().find_map(|b| arith::eval(&bytes, b).filter(|v| v.rem_euclid(16) != 0).map(|v| (b.clone(), v)))?;
        let message =
            format!("{} is compiled for a 16-byte aligned {}, but {buffer} starts {v} bytes into its storage ({}): expect `misaligned address`", p.name, p.name, storage_text(buf));
        let evidence = Evidence {
            binding: b,
            offset: Some(v),
            buffer: Some(buffer.clone()),
            offset_expr: Some(bytes.to_string()),
            reason: Some("triton_meta['configs'] claims tt.divisibility 16 for this pointer".into()),
            ..Default::default()
        };
        Some(self.finding(MISALIGNED_POINTER, Severity::Error, launch.loc, &k.name, message, evidence))
    }
}

#[cfg(test)]
mod tests {
    use crate::check::storage::testing::*;
    use crate::diagnostics::{OffsetKind, Severity};

    #[test]
    fn misaligned_view_offset_is_an_error() {
        // A view one float into its storage, bound to a pointer claimed 16-byte aligned.
        let text = pad_wrapper().replace(PAD_REUSE, "buf4 = reinterpret_tensor(buf3, (1, s77, 5 + s59), (6*s77 + s59*s77, 6 + s59, 1), 1)");
        let fs = storage_findings(&module_from(text));
        let f = fs.iter().find(|f| f.rule == "IA205").expect("IA205");
        assert_eq!((f.severity, f.evidence.offset), (Severity::Error, Some(4)));
        assert!(!fs.iter().any(|f| f.rule == "IA201"), "{fs:#?}");
        assert_eq!(f.evidence.offset_kind, Some(OffsetKind::Byte), "IA205's offset is in bytes");
    }
}
