//! IA206 integer-divisibility-claim: an integer argument compiled as a multiple of 16 is not one at some shape.

use crate::check::storage::arith;
use crate::check::storage::Ctx;
use crate::diagnostics::{Evidence, Finding, FindingVerdict, OffsetKind, Rule, Severity};
use crate::model::{Launch, TritonKernel, TritonParam};
use crate::sym::Expr;

pub const DIVISIBILITY_CLAIM: Rule = Rule {
    code: "IA206",
    name: "integer-divisibility-claim",
    severity: Severity::Error,
    summary: "an integer argument compiled as a multiple of 16 is not one at some shape",
    explanation: "triton_meta['configs'] claims tt.divisibility 16 for integer argument i (a numel, a stride): Triton specialises the kernel on it and may drop the masks of the last block or vectorise across rows. Inductor only claims it when the value is statically a multiple of 16; a symbolic value that is not a multiple of 16 at some allowed shape makes the compiled kernel wrong at that shape. Reported with the binding and the value.",
    offset: OffsetKind::Value,
    verdict: FindingVerdict::Violated,
};

impl Ctx<'_> {
    /// Integer parameter `p` (claimed a multiple of 16) bound to `value` at this launch.
    pub(crate) fn divisibility_claim(&self, k: &TritonKernel, launch: &Launch, p: &TritonParam, value: &Expr) -> Option<Finding> {
        if arith::multiple_of(value, 16) {
            return None;
        }
        let (b, v) = self.bindings.iter().find_map(|b| arith::eval(value, b).filter(|v| v.rem_euclid(16) != 0).map(|v| (b.clone(), v)))?;
        let message = format!("{} = {value} is compiled as a multiple of 16 but is {v} at this shape: the kernel may drop the masks of its last block", p.name);
        let evidence = Evidence {
            binding: b,
            offset: Some(v),
            offset_expr: Some(value.to_string()),
            reason: Some("triton_meta['configs'] claims tt.divisibility 16 for this integer".into()),
            ..Default::default()
        };
        Some(self.finding(DIVISIBILITY_CLAIM, Severity::Error, launch.loc, &k.name, message, evidence))
    }
}

#[cfg(test)]
mod tests {
    use crate::check::storage::testing::*;
    use crate::diagnostics::{OffsetKind, Severity};

    #[test]
    fn integer_claimed_divisible_by_16_that_is_not_is_an_error() {
        // xnumel is claimed divisible by 16 in a kernel; pass it a value that is not.
        let text = pad_wrapper();
        let claimed = "'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]";
        let Some(at) = text.find("triton_poi_fused_copy_relu_slice_0 = async_compile") else { panic!("kernel def") };
        let end = at + text[at..].find("''', device_str").expect("kernel end");
        let kernel = &text[at..end];
        assert!(kernel.contains(claimed), "claims changed");
        let edited = kernel.replace(claimed, "'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]");
        let text = format!("{}{}{}", &text[..at], edited, &text[end..]);
        let fs = storage_findings(&module_from(text));
        let f = fs.iter().find(|f| f.rule == "IA206").expect("IA206");
        assert_eq!(f.severity, Severity::Error);
        assert!(f.message.starts_with("xnumel = "), "{}", f.message);
        assert_eq!(f.evidence.offset_kind, Some(OffsetKind::Value));
    }
}
