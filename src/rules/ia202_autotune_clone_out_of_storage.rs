//! IA202 autotune-clone-out-of-storage: autotuning clones a mutated argument whose view needs more storage than it has.

use crate::check::storage::arith;
use crate::check::storage::{autotunes, shape_text, sizes_at, storage_text, Ctx, Verdict};
use crate::diagnostics::{Evidence, Finding, FindingVerdict, OffsetKind, Rule, Severity};
use crate::model::{ArgBinding, DType, Launch, Origin, TritonKernel};
use crate::rules::ia290_storage_unproven::STORAGE_UNPROVEN;

pub const AUTOTUNE_CLONE_OOB: Rule = Rule {
    code: "IA202",
    name: "autotune-clone-out-of-storage",
    severity: Severity::Error,
    summary: "autotuning clones a mutated argument whose view needs more storage than it has",
    explanation: "Before benchmarking the candidate configs of a kernel, the Triton autotuner (CachingAutotuner.maybe_clone_args) clones every argument listed in inductor_meta['mutated_arg_names'] with clone_preserve_strides: as_strided(x, (Σ(size-1)·stride + 1,), (1,)) keeps x's storage offset, so PyTorch's setStorage check requires offset + Σ(size-1)·stride + 1 elements. When the view bound to the argument is larger than its storage, autotuning dies with `setStorage: sizes [N], strides [1], storage offset O, and itemsize I requiring a storage size of R are out of bounds for storage of size S` (pytorch#169760, padding on a dynamic dimension). Only kernels with more than one candidate config (or coordinate descent) are benchmarked; the cached best config skips the clone, so the failure can come and go with the cache. The evidence names the binding, the elements the clone needs and the storage size; `inductor-audit autotune-diagnose` maps such a message back to the argument and the symbol.",
    offset: OffsetKind::Element,
    verdict: FindingVerdict::Violated,
};

impl Ctx<'_> {
    /// IA202: the autotuner clones every mutated argument before benchmarking; the clone
    /// reads `offset + Σ(size-1)·stride + 1` elements of the argument's storage.
    pub(crate) fn autotune_clones(&self, k: &TritonKernel, launch: &Launch) -> Vec<Finding> {
        let mut out = Vec::new();
        if k.mutated_arg_names.is_empty() || !autotunes(k) {
            return out;
        }
        for name in &k.mutated_arg_names {
            let Some(ArgBinding::Tensor { buffer }) = launch.args.iter().find(|(n, _)| n == name).map(|(_, b)| b) else { continue };
            let Some(buf) = self.m.buffers.get(buffer) else { continue };
            let (Some(extent), false) = (buf.storage_extent.clone(), matches!(buf.origin, Origin::Opaque { .. })) else { continue };
            let need = arith::clone_need(buf);
            let Verdict::Violated { binding, need: n, extent: x } = self.fits(&need, &extent) else { continue };
            let input = matches!(buf.origin, Origin::Input);
            let item = buf.dtype.map(DType::itemsize).unwrap_or(1) as i128;
            let sizes = sizes_at(buf, &binding);
            let message = format!(
                "autotuning {} clones {name} = {buffer} {}: clone_preserve_strides needs {n} elements from the storage start but {} holds {x}{}",
                k.name,
                shape_text(buf),
                storage_text(buf),
                if input {
                    " (an input: fails only if the caller's storage is no larger than the asserted view)".to_string()
                } else {
                    format!(
                        "; expect `setStorage: sizes [{}], strides [1], storage offset {}, and itemsize {item} requiring a storage size of {} are out of bounds for storage of size {}`{}",
                        n - arith::eval(&buf.offset, &binding).unwrap_or(0),
                        arith::eval(&buf.offset, &binding).unwrap_or(0),
                        n * item,
                        x * item,
                        sizes.map(|s| format!(" (view sizes {s})")).unwrap_or_default()
                    )
                }
            );
            let evidence = Evidence {
                binding,
                offset: Some(n - 1),
                extent: Some(x),
                buffer: Some(buffer.clone()),
                offset_expr: Some(need.to_string()),
                extent_expr: Some(extent.to_string()),
                reason: Some(format!("mutated_arg_names of {} lists {name}; more than one config means it is benchmarked on clones", k.name)),
                ..Default::default()
            };
            let (rule, sev) = if input { (STORAGE_UNPROVEN, Severity::Warning) } else { (AUTOTUNE_CLONE_OOB, Severity::Error) };
            out.push(self.finding(rule, sev, launch.loc, &k.name, message, evidence));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use crate::check::storage::testing::*;
    use crate::diagnostics::Severity;

    #[test]
    fn storage_sized_before_the_pad_is_a_view_error_and_an_autotune_clone_error() {
        // The storage is allocated for a pad of 4 and viewed with the pad of 6.
        let text = pad_wrapper()
            .replace(PAD_ALLOC, "buf3 = empty_strided_cuda((1, s77, 4 + s59), (4*s77 + s59*s77, 4 + s59, 1), torch.float32)")
            .replace(PAD_REUSE, "buf4 = reinterpret_tensor(buf3, (1, s77, 6 + s59), (6*s77 + s59*s77, 6 + s59, 1), 0)");
        let m = module_from(text);
        let fs = storage_findings(&m);
        let view = fs.iter().find(|f| f.rule == "IA201").expect("IA201");
        assert_eq!(view.severity, Severity::Error);
        assert_eq!(view.evidence.buffer.as_deref(), Some("buf4"));
        // Hints s59=16, s77=2: the view needs 2*22 = 44 elements, the storage holds 2*20 = 40.
        assert_eq!((view.evidence.offset, view.evidence.extent), (Some(43), Some(40)));
        let k = m.kernel("triton_poi_fused_copy_relu_slice_0").expect("kernel");
        let crate::model::Kernel::Triton(k) = k else { panic!("triton kernel") };
        let clone = fs.iter().find(|f| f.rule == "IA202");
        if crate::check::storage::autotunes(k) {
            let clone = clone.expect("IA202 for the autotuned in-place kernel");
            assert_eq!(clone.kernel, "triton_poi_fused_copy_relu_slice_0");
            assert!(clone.message.contains("in_out_ptr0 = buf4"), "{}", clone.message);
            assert!(clone.message.contains("requiring a storage size of 176 are out of bounds for storage of size 160"), "{}", clone.message);
        } else {
            assert!(clone.is_none(), "a kernel with one config is never benchmarked on clones");
        }
        // The sample as captured is clean.
        assert!(storage_findings(&module_from(pad_wrapper())).is_empty());
    }
}
