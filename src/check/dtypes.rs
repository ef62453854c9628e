//! IA107: what a launch binds against the kernel's signature (Triton's decorator, the
//! C++ kernel's parameter types). A pointer declared
//! `*fp32` that receives a float16 storage reads every element wrong (and twice as far);
//! an `i32` scalar given a value past 2^31 wraps; a float where an integer is declared (or
//! a tensor where a scalar is) is passed as something else. Nothing at run time checks
//! any of it.

use std::collections::{BTreeMap, HashSet};

use serde::{Deserialize, Serialize};

use crate::check::rules;
use crate::check::{CheckOptions, Stats};
use crate::diagnostics::{Evidence, Finding, Severity};
use crate::model::{ArgBinding, DType, Kernel, Launch, Module, TritonKernel};

/// A disagreement between the kernel signature and what the launch binds.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DtypeIssue {
    pub param: String,
    pub expected: String,
    pub bound: String,
    pub message: String,
}

/// Every disagreement of one launch; integer arguments are evaluated at `binding`.
pub fn argument_issues(m: &Module, k: &TritonKernel, launch: &Launch, binding: &BTreeMap<String, i128>) -> Vec<DtypeIssue> {
    let env = |name: &str| binding.get(name).copied();
    let mut out = Vec::new();
    let bound: BTreeMap<&str, &ArgBinding> = launch.args.iter().map(|(n, b)| (n.as_str(), b)).collect();
    for p in k.params.iter().filter(|p| !p.constexpr && !k.constants.contains_key(&p.name)) {
        let Some(ty) = p.ty.as_deref() else { continue };
        let Some(arg) = bound.get(p.name.as_str()) else { continue };
        let issue = |bound: String, message: String| DtypeIssue { param: p.name.clone(), expected: ty.to_string(), bound, message };
        let float_ty = ty.starts_with("fp") || ty == "bf16";
        match (ty.starts_with('*'), arg) {
            (true, ArgBinding::Tensor { buffer }) => {
                let (Some(bd), Some(sd)) = (m.buffers.get(buffer).and_then(|b| b.dtype), DType::from_triton(ty)) else { continue };
                if bd.itemsize() != sd.itemsize() || !same_kind(bd, sd) {
                    out.push(issue(dtype_name(bd), format!("{} is declared {ty} but binds {buffer} of dtype {}", p.name, dtype_name(bd))));
                }
            }
            (false, ArgBinding::Int { value }) => {
                let Ok(v) = value.eval(&env) else { continue };
                let fits = match ty {
                    "i32" => i32::try_from(v).is_ok(),
                    "u32" => u32::try_from(v).is_ok(),
                    _ => true,
                };
                if !fits {
                    out.push(issue(v.to_string(), format!("{} is declared {ty} but the launch passes {v} ({value})", p.name)));
                }
            }
            (false, ArgBinding::Float { text }) if !float_ty => {
                out.push(issue(text.clone(), format!("{} is declared {ty} but the launch passes the float {text}", p.name)));
            }
            (false, ArgBinding::Tensor { buffer }) => {
                out.push(issue(buffer.clone(), format!("{} is declared {ty} but the launch passes tensor {buffer}", p.name)));
            }
            _ => {}
        }
    }
    out
}

/// Every disagreement of one C++ launch: a pointer parameter (`const float*`) bound to a
/// storage of another element type.
pub fn cpp_argument_issues(m: &Module, arg_types: &[String], launch: &Launch) -> Vec<DtypeIssue> {
    let mut out = Vec::new();
    for (i, (_, b)) in launch.args.iter().enumerate() {
        let (Some(ty), ArgBinding::Tensor { buffer }) = (arg_types.get(i), b) else { continue };
        let Some(elem) = ty.trim().strip_suffix('*') else { continue };
        let elem = elem.trim().trim_start_matches("const ").trim();
        let (Some(bd), Some(sd)) = (m.buffers.get(buffer).and_then(|b| b.dtype), DType::from_cpp(elem)) else { continue };
        if bd.itemsize() != sd.itemsize() || !same_kind(bd, sd) {
            out.push(DtypeIssue {
                param: format!("argument {i}"),
                expected: ty.clone(),
                bound: dtype_name(bd),
                message: format!("argument {i} is declared `{ty}` but binds {buffer} of dtype {}", dtype_name(bd)),
            });
        }
    }
    out
}

/// Element types a kernel may legitimately see a storage as.
fn same_kind(a: DType, b: DType) -> bool {
    // Triton declares bool tensors `*i1`; Inductor passes bool and uint8 storages alike.
    let boolish = |d: DType| matches!(d, DType::Bool | DType::U8 | DType::I8);
    let same_int_width = matches!(
        (a, b),
        (DType::I32, DType::U32) | (DType::U32, DType::I32) | (DType::I64, DType::U64) | (DType::U64, DType::I64) | (DType::I16, DType::U16) | (DType::U16, DType::I16)
    );
    a == b || (boolish(a) && boolish(b)) || same_int_width
}

// The dtype names and tables are `model::DType`'s (one table for torch, Triton and C++
// spellings); these names stay for the callers that use them.
pub use crate::model::{dtype_from_name, dtype_name};

/// IA107 over every Triton and C++ launch, at the dump's own shapes.
pub fn check_module(m: &Module, _opts: &CheckOptions, out: &mut Vec<Finding>, _stats: &mut Stats) {
    let binding: BTreeMap<String, i128> = m.symbols.values().map(|s| (s.name.clone(), s.typical())).collect();
    let mut seen: HashSet<(String, String, String)> = HashSet::new();
    for launch in &m.launches {
        let issues = match m.kernel(&launch.kernel) {
            Some(Kernel::Triton(k)) => argument_issues(m, k, launch, &binding),
            Some(Kernel::Cpp(def)) => cpp_argument_issues(m, &def.arg_types, launch),
            None => continue,
        };
        for issue in issues {
            if !seen.insert((launch.kernel.clone(), issue.param.clone(), issue.bound.clone())) {
                continue;
            }
            let rule = rules::ARGUMENT_DTYPE;
            let site = crate::check::Site::of_statement(m, launch.loc);
            let evidence =
                Evidence { binding: binding.clone(), reason: Some(format!("signature {}: {}; bound: {}", issue.param, issue.expected, issue.bound)), ..Default::default() };
            out.push(crate::check::finding(m, rule, Severity::Error, &launch.kernel, site, format!("launch of {}: {}", launch.kernel, issue.message), evidence));
        }
    }
}
