//! IA2xx: the tensors the wrapper builds against the storage under them, for every shape.
//!
//! The rules' decisions are in their files (`crate::rules::ia201_view_out_of_storage` and
//! on); this module holds what they share: the bindings tried, `fits`, and the texts.
//!
//! - IA201: a view (`reinterpret_tensor`, `as_strided`, `alloc_from_pool`, wherever it goes:
//!   a launch, an extern kernel or ATen op, `out=`, a returned output) reaches past the end,
//!   or before the start, of its storage (a graph input's storage: its asserted view).
//! - IA207: an extern kernel's `out=` has another shape than its result (ATen resizes it).
//! - IA202: the autotuner's `clone_preserve_strides` of a mutated argument asks for more
//!   storage than there is (`setStorage: ... out of bounds for storage of size ...`).
//! - IA203: a negative stride (PyTorch refuses them; Inductor's views have none).
//! - IA205 / IA206: `tt.divisibility` claims of `triton_meta['configs']` that the launch
//!   does not keep (a pointer not 16-byte aligned, an integer not a multiple of 16).
//! - IA290: a view that could neither be proven inside its storage nor shown outside.
//!
//! Errors need a concrete counterexample: a binding of the shape symbols that the guards
//! allow (every symbol at least its minimum, every buffer size at least 1) under which the
//! numbers are wrong. A graph input's storage is its asserted view: a caller tensor
//! allocated with exactly those sizes and strides is an input the guards allow.

pub mod arith;

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};

use crate::check::rules::Rule;
use crate::check::{CheckOptions, Stats};
use crate::diagnostics::{Evidence, Finding, Severity};
use crate::model::configs;
use crate::model::{ArgBinding, Buffer, HeuristicKind, Kernel, Launch, Loc, Module, Origin, TritonKernel};
use crate::sym::{Expr, FxHashMap};

use arith::Binding;

pub fn check_module(m: &Module, _opts: &CheckOptions, out: &mut Vec<Finding>, _stats: &mut Stats) {
    let ctx = Ctx { m, sym_min: arith::sym_min(m), bindings: arith::bindings(m), reaches: Default::default(), nonneg: Default::default() };
    let mut seen: HashSet<(u32, u32, &'static str, String)> = HashSet::new();
    let mut push = |f: Finding| {
        if seen.insert((f.line, f.column, f.rule, f.evidence.buffer.clone().unwrap_or_default())) {
            out.push(f);
        }
    };
    for buf in m.buffers.values() {
        if let Some(f) = ctx.negative_stride(buf) {
            push(f);
        }
        if let Some(f) = ctx.view_extent(buf) {
            push(f);
        }
    }
    for call in &m.extern_calls {
        if let Some(f) = ctx.out_shape(call) {
            push(f);
        }
    }
    for launch in &m.launches {
        for f in ctx.overlapping_writes(launch) {
            push(f);
        }
        let Some(Kernel::Triton(k)) = m.kernel(&launch.kernel) else { continue };
        for f in ctx.autotune_clones(k, launch) {
            push(f);
        }
        for f in ctx.divisibility_claims(k, launch) {
            push(f);
        }
    }
}

pub(crate) struct Ctx<'a> {
    pub(crate) m: &'a Module,
    pub(crate) sym_min: HashMap<String, i128>,
    pub(crate) bindings: Vec<Binding>,
    /// [`arith::shape_reach`] by (offset, sizes, strides): a module's views are a few
    /// shapes, each built many times.
    reaches: RefCell<FxHashMap<ViewShape<'a>, arith::Reach>>,
    /// Whether an expression (a stride) is proven never negative, by expression.
    nonneg: RefCell<FxHashMap<&'a Expr, bool>>,
}

/// A view's offset, sizes and strides.
type ViewShape<'a> = (&'a Expr, &'a [Expr], &'a [Expr]);

impl<'a> Ctx<'a> {
    /// [`arith::reach`], computed once per distinct shape of the module.
    pub(crate) fn reach(&self, buf: &'a Buffer) -> Option<arith::Reach> {
        if !arith::reach_known(buf) {
            return None;
        }
        let key = (&buf.offset, &buf.sizes[..], &buf.strides[..]);
        if let Some(r) = self.reaches.borrow().get(&key) {
            return Some(r.clone());
        }
        let r = arith::shape_reach(buf);
        self.reaches.borrow_mut().insert(key, r.clone());
        Some(r)
    }

    /// `0 <= e` for every shape ([`arith::le`]), decided once per distinct expression.
    pub(crate) fn never_negative(&self, e: &'a Expr) -> bool {
        if let Some(&known) = self.nonneg.borrow().get(e) {
            return known;
        }
        let known = arith::le(&Expr::int(0), e, &self.sym_min);
        self.nonneg.borrow_mut().insert(e, known);
        known
    }
}

/// How a storage-size question ended.
pub(crate) enum Verdict {
    Proven,
    /// The first binding (in [`arith::bindings`] order) where it fails, with the values.
    Violated {
        binding: Binding,
        need: i128,
        extent: i128,
    },
    Unknown,
}

impl<'a> Ctx<'a> {
    /// `need <= extent` for all shapes, or a binding where it fails.
    pub(crate) fn fits(&self, need: &Expr, extent: &Expr) -> Verdict {
        if arith::le(need, extent, &self.sym_min) {
            return Verdict::Proven;
        }
        for b in &self.bindings {
            if let (Some(n), Some(x)) = (arith::eval(need, b), arith::eval(extent, b)) {
                if n > x {
                    return Verdict::Violated { binding: b.clone(), need: n, extent: x };
                }
            }
        }
        Verdict::Unknown
    }

    pub(crate) fn finding(&self, rule: Rule, severity: Severity, at: Loc, kernel: &str, message: String, evidence: Evidence) -> Finding {
        crate::check::finding(self.m, rule, severity, kernel, crate::check::Site::of_statement(self.m, at), message, evidence)
    }

    /// IA205 / IA206: what `tt.divisibility` promises the compiled kernel, parameter by
    /// parameter (a pointer: its alignment, IA205; an integer: its divisibility, IA206).
    fn divisibility_claims(&self, k: &TritonKernel, launch: &Launch) -> Vec<Finding> {
        let mut out = Vec::new();
        for &idx in &k.divisible_by_16 {
            let Some(p) = k.params.get(idx) else { continue };
            let Some((_, binding)) = launch.args.iter().find(|(n, _)| *n == p.name) else { continue };
            let ty = p.ty.as_deref().unwrap_or("");
            let found = match binding {
                ArgBinding::Tensor { buffer } if ty.starts_with('*') => self.misaligned_pointer(k, launch, p, buffer, ty),
                ArgBinding::Int { value } if !ty.starts_with('*') => self.divisibility_claim(k, launch, p, value),
                _ => None,
            };
            out.extend(found);
        }
        out
    }
}

/// Whether the autotuner benchmarks this kernel (and so clones its mutated arguments) on a
/// run that finds no cached best config: more than one candidate config, or coordinate
/// descent.
pub fn autotunes(k: &TritonKernel) -> bool {
    if matches!(k.kind, HeuristicKind::Template | HeuristicKind::Plain) {
        return false;
    }
    configs::candidate_configs(&k.heuristics).len() > 1 || configs::reachable_block_values(&k.heuristics).values().any(|vs| vs.len() > 1)
}

pub(crate) fn view_noun(buf: &Buffer) -> String {
    // `base<callee label>#2`: the second view of that name in the module.
    let name = match buf.name.rsplit_once(">#") {
        Some((head, n)) if n.chars().all(|c| c.is_ascii_digit()) => &buf.name[..head.len() + 1],
        _ => buf.name.as_str(),
    };
    match name.split_once('<') {
        Some((base, rest)) => {
            let what = rest.trim_end_matches('>');
            match what.split_once(' ') {
                Some(("returned", i)) => format!("the view of {base} returned to the user (output {i})"),
                Some((call, arg)) if !call.starts_with("view") => format!("the view of {base} passed to {call} (argument {arg})"),
                _ => format!("the view of {base}"),
            }
        }
        None if buf.name != buf.storage_of => format!("view {}", buf.name),
        None => buf.name.clone(),
    }
}

pub(crate) fn shape_text(buf: &Buffer) -> String {
    let list = |xs: &[Expr]| xs.iter().map(Expr::to_string).collect::<Vec<_>>().join(", ");
    format!("(sizes [{}], strides [{}], offset {})", list(&buf.sizes), list(&buf.strides), buf.offset)
}

pub(crate) fn storage_text(buf: &Buffer) -> String {
    let kind = match &buf.origin {
        Origin::Input => "input",
        Origin::Alloc => "allocated",
        Origin::Opaque { .. } => "opaque",
    };
    format!("{kind} storage of {}, {} elements", buf.storage_of, buf.storage_extent.as_ref().map(Expr::to_string).unwrap_or_else(|| "?".into()))
}

pub(crate) fn sizes_at(buf: &Buffer, b: &Binding) -> Option<String> {
    let v: Option<Vec<i128>> = buf.sizes.iter().map(|s| arith::eval(s, b)).collect();
    v.map(|v| format!("{v:?}"))
}

/// What the storage rules' fixture tests share (each rule's test is in its own file): real
/// sample wrappers, edited one line the way the bug a rule names would.
#[cfg(test)]
pub(crate) mod testing {
    use std::path::PathBuf;
    use std::sync::Arc;

    use crate::check::{CheckOptions, Stats};
    use crate::diagnostics::Finding;
    use crate::input::{self, CacheIndex};
    use crate::model::{self, Module};

    fn root() -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
    }

    pub fn storage_findings(m: &Module) -> Vec<Finding> {
        let mut f = Vec::new();
        super::check_module(m, &CheckOptions::default(), &mut f, &mut Stats::default());
        f
    }

    pub fn module_from(text: String) -> Module {
        let src = input::module_from_text("edited.py", text).into_iter().next().expect("the text holds a module");
        model::build_module(Arc::new(src), &CacheIndex::default())
    }

    pub fn modules_under(rel: &str) -> Vec<Module> {
        let d = input::discover(&[root().join(rel)]);
        let mut issues = d.issues.clone();
        let mut out = Vec::new();
        input::read_all(&d, &mut issues, |m| out.push(model::build_module(Arc::new(m), &d.cache)));
        out
    }

    /// The wrapper of `pad_reflect_replicate` with a pad on the dynamic dimension s59 and an
    /// in-place relu (`triton_poi_fused_copy_relu_slice_0` mutates `in_out_ptr0 = buf4`).
    const PAD_WRAPPER: &str = "kernels_samples/pad_reflect_replicate/cache/gu/cguvapf67y563i2kqin3fkmzyiqlcdcvcx7yeubaayxdj2qb2whf.py";
    pub const PAD_ALLOC: &str = "buf3 = empty_strided_cuda((1, s77, 6 + s59), (6*s77 + s59*s77, 6 + s59, 1), torch.float32)";
    pub const PAD_REUSE: &str = "buf4 = buf3; del buf3  # reuse";

    pub fn pad_wrapper() -> String {
        let text = std::fs::read_to_string(root().join(PAD_WRAPPER)).expect("sample wrapper");
        assert!(text.contains(PAD_ALLOC) && text.contains(PAD_REUSE), "the sample changed");
        text
    }

    /// The softmax sample's one kernel writes buf2 (softmax) and buf5 (log_softmax), each
    /// (256, 1000) contiguous.
    const SOFTMAX_WRAPPER: &str = "kernels_samples/softmax_static/cache/3r/c3rlsgtfnlyoqcfyuurjep6pv6fk7zn7qg3emcxwowfhioixpxpy.py";
    pub const SOFTMAX_OUT2: &str = "buf5 = empty_strided_cuda((256, 1000), (1000, 1), torch.float32)";

    pub fn softmax_wrapper() -> String {
        let text = std::fs::read_to_string(root().join(SOFTMAX_WRAPPER)).expect("sample wrapper");
        assert!(text.contains(SOFTMAX_OUT2), "the sample changed");
        text
    }
}
