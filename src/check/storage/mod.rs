//! IA2xx: the tensors the wrapper builds against the storage under them, for every shape.
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
mod out_shape;
mod overlap;

use std::collections::{HashMap, HashSet};

use crate::check::rules::{self, Rule};
use crate::check::{CheckOptions, Stats};
use crate::diagnostics::{Evidence, Finding, Severity};
use crate::model::configs;
use crate::model::{ArgBinding, Buffer, DType, HeuristicKind, Kernel, Launch, Loc, Module, Origin, TritonKernel};
use crate::sym::Expr;

use arith::Binding;

pub fn check_module(m: &Module, _opts: &CheckOptions, out: &mut Vec<Finding>, _stats: &mut Stats) {
    let ctx = Ctx { m, sym_min: arith::sym_min(m), bindings: arith::bindings(m) };
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

struct Ctx<'a> {
    m: &'a Module,
    sym_min: HashMap<String, i128>,
    bindings: Vec<Binding>,
}

/// How a storage-size question ended.
enum Verdict {
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
    fn fits(&self, need: &Expr, extent: &Expr) -> Verdict {
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

    fn finding(&self, rule: Rule, severity: Severity, at: Loc, kernel: &str, message: String, evidence: Evidence) -> Finding {
        crate::check::finding(self.m, rule, severity, kernel, crate::check::Site::of_statement(self.m, at), message, evidence)
    }

    /// IA201 (or IA290): the view stays inside its storage.
    fn view_extent(&self, buf: &Buffer) -> Option<Finding> {
        let reach = arith::reach(buf)?;
        let extent = buf.storage_extent.clone()?;
        if reach.empty {
            return None;
        }
        let shape = shape_text(buf);
        let input = matches!(buf.origin, Origin::Input);
        // Past the end.
        match self.fits(&reach.end, &extent) {
            Verdict::Proven => {}
            Verdict::Violated { binding, need, extent: x } => {
                let message = format!(
                    "{} {shape} reaches element {} of {} {x}-element storage ({}){}",
                    view_noun(buf),
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
                    return Some(self.finding(rules::STORAGE_UNPROVEN, Severity::Warning, buf.loc, "", message, evidence));
                }
                return Some(self.finding(rules::VIEW_OUT_OF_STORAGE, Severity::Error, buf.loc, "", message, evidence));
            }
            Verdict::Unknown => {
                let message = format!("{} {shape}: not proven inside its {} storage ({})", view_noun(buf), extent, storage_text(buf));
                let evidence = Evidence {
                    buffer: Some(buf.name.clone()),
                    offset_expr: Some((reach.end.clone() - Expr::int(1)).to_string()),
                    extent_expr: Some(extent.to_string()),
                    reason: Some(format!("{} <= {} is not provable and no shape tried breaks it", reach.end, extent)),
                    ..Default::default()
                };
                return Some(self.finding(rules::STORAGE_UNPROVEN, Severity::Warning, buf.loc, "", message, evidence));
            }
        }
        // Before the start (negative strides, negative offsets).
        if let Verdict::Violated { binding, need, .. } = self.fits(&Expr::int(0), &reach.lo) {
            let _ = need;
            let lo = arith::eval(&reach.lo, &binding).unwrap_or_default();
            let message = format!("{} {shape} reaches element {lo}, before the start of its storage ({})", view_noun(buf), storage_text(buf));
            let evidence = Evidence {
                binding,
                offset: Some(lo),
                extent: arith::eval(&extent, &Binding::new()),
                buffer: Some(buf.name.clone()),
                offset_expr: Some(reach.lo.to_string()),
                extent_expr: Some(extent.to_string()),
                ..Default::default()
            };
            return Some(self.finding(rules::VIEW_OUT_OF_STORAGE, Severity::Error, buf.loc, "", message, evidence));
        }
        None
    }

    /// IA204: a launch writes one storage element through two index tuples.
    fn overlapping_writes(&self, launch: &Launch) -> Vec<Finding> {
        let Some(binding) = self.bindings.first() else { return Vec::new() };
        let written = overlap::written_views(self.m, launch, binding);
        let mut out = Vec::new();
        let mut report = |c: overlap::Collision, buf: &Buffer, what: String| {
            let tuple = |(p, idx): &(String, Vec<i128>)| format!("{p}[{}]", idx.iter().map(i128::to_string).collect::<Vec<_>>().join(", "));
            let message = format!("launch of {} writes element {} twice ({}): {} and {}; {what}", launch.kernel, c.element, storage_text(buf), tuple(&c.first), tuple(&c.second));
            let evidence = Evidence {
                binding: binding.clone(),
                offset: Some(c.element),
                buffer: Some(buf.storage_of.clone()),
                reason: Some(format!("{} and {} name the same storage element", tuple(&c.first), tuple(&c.second))),
                ..Default::default()
            };
            out.push(self.finding(rules::OVERLAPPING_WRITE, Severity::Error, launch.loc, &launch.kernel, message, evidence));
        };
        for (i, w) in written.iter().enumerate() {
            if let Some(c) = overlap::self_collision(w) {
                report(c, w.buf, format!("{} is {} {}", w.param, view_noun(w.buf), shape_text(w.buf)));
                continue;
            }
            for o in &written[i + 1..] {
                if let Some(c) = overlap::cross_collision(w, o) {
                    report(c, w.buf, format!("{} is {} {} and {} is {} {}", w.param, view_noun(w.buf), shape_text(w.buf), o.param, view_noun(o.buf), shape_text(o.buf)));
                }
            }
        }
        out
    }

    /// IA203: a stride that is negative for some allowed shape, on a view holding elements.
    fn negative_stride(&self, buf: &Buffer) -> Option<Finding> {
        if buf.sizes.iter().any(|s| s.as_const() == Some(0)) || matches!(buf.origin, Origin::Opaque { .. }) {
            return None;
        }
        for (dim, (size, stride)) in buf.sizes.iter().zip(&buf.strides).enumerate() {
            if arith::le(&Expr::int(0), stride, &self.sym_min) {
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
            return Some(self.finding(rules::NEGATIVE_STRIDE, Severity::Error, buf.loc, "", message, evidence));
        }
        None
    }

    /// IA202: the autotuner clones every mutated argument before benchmarking; the clone
    /// reads `offset + Σ(size-1)·stride + 1` elements of the argument's storage.
    fn autotune_clones(&self, k: &TritonKernel, launch: &Launch) -> Vec<Finding> {
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
            let (rule, sev) = if input { (rules::STORAGE_UNPROVEN, Severity::Warning) } else { (rules::AUTOTUNE_CLONE_OOB, Severity::Error) };
            out.push(self.finding(rule, sev, launch.loc, &k.name, message, evidence));
        }
        out
    }

    /// IA205 / IA206: what `tt.divisibility` promises the compiled kernel.
    fn divisibility_claims(&self, k: &TritonKernel, launch: &Launch) -> Vec<Finding> {
        let mut out = Vec::new();
        for &idx in &k.divisible_by_16 {
            let Some(p) = k.params.get(idx) else { continue };
            let Some((_, binding)) = launch.args.iter().find(|(n, _)| *n == p.name) else { continue };
            let ty = p.ty.as_deref().unwrap_or("");
            match binding {
                ArgBinding::Tensor { buffer } if ty.starts_with('*') => {
                    let Some(buf) = self.m.buffers.get(buffer) else { continue };
                    if matches!(buf.origin, Origin::Opaque { .. }) {
                        continue;
                    }
                    // The pointer is the view's first element; storages start 16-byte aligned.
                    let item = DType::from_triton(ty).or(buf.dtype).map(DType::itemsize).unwrap_or(1) as i128;
                    let bytes = buf.offset.clone() * Expr::int(item);
                    if arith::multiple_of(&bytes, 16) {
                        continue;
                    }
                    let Some((b, v)) = self.bindings.iter().find_map(|b| arith::eval(&bytes, b).filter(|v| v.rem_euclid(16) != 0).map(|v| (b.clone(), v))) else { continue };
                    let message = format!(
                        "{} is compiled for a 16-byte aligned {}, but {buffer} starts {v} bytes into its storage ({}): expect `misaligned address`",
                        p.name,
                        p.name,
                        storage_text(buf)
                    );
                    let evidence = Evidence {
                        binding: b,
                        offset: Some(v),
                        buffer: Some(buffer.clone()),
                        offset_expr: Some(bytes.to_string()),
                        reason: Some("triton_meta['configs'] claims tt.divisibility 16 for this pointer".into()),
                        ..Default::default()
                    };
                    out.push(self.finding(rules::MISALIGNED_POINTER, Severity::Error, launch.loc, &k.name, message, evidence));
                }
                ArgBinding::Int { value } if !ty.starts_with('*') => {
                    if arith::multiple_of(value, 16) {
                        continue;
                    }
                    let Some((b, v)) = self.bindings.iter().find_map(|b| arith::eval(value, b).filter(|v| v.rem_euclid(16) != 0).map(|v| (b.clone(), v))) else { continue };
                    let message = format!("{} = {value} is compiled as a multiple of 16 but is {v} at this shape: the kernel may drop the masks of its last block", p.name);
                    let evidence = Evidence {
                        binding: b,
                        offset: Some(v),
                        offset_expr: Some(value.to_string()),
                        reason: Some("triton_meta['configs'] claims tt.divisibility 16 for this integer".into()),
                        ..Default::default()
                    };
                    out.push(self.finding(rules::DIVISIBILITY_CLAIM, Severity::Error, launch.loc, &k.name, message, evidence));
                }
                _ => {}
            }
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

fn view_noun(buf: &Buffer) -> String {
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

fn shape_text(buf: &Buffer) -> String {
    let list = |xs: &[Expr]| xs.iter().map(Expr::to_string).collect::<Vec<_>>().join(", ");
    format!("(sizes [{}], strides [{}], offset {})", list(&buf.sizes), list(&buf.strides), buf.offset)
}

fn storage_text(buf: &Buffer) -> String {
    let kind = match &buf.origin {
        Origin::Input => "input",
        Origin::Alloc => "allocated",
        Origin::Opaque { .. } => "opaque",
    };
    format!("{kind} storage of {}, {} elements", buf.storage_of, buf.storage_extent.as_ref().map(Expr::to_string).unwrap_or_else(|| "?".into()))
}

fn sizes_at(buf: &Buffer, b: &Binding) -> Option<String> {
    let v: Option<Vec<i128>> = buf.sizes.iter().map(|s| arith::eval(s, b)).collect();
    v.map(|v| format!("{v:?}"))
}
