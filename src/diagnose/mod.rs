//! `autotune-diagnose`: from the text of a failure (`setStorage: ... out of bounds`,
//! `misaligned address`, `illegal memory access`) and the dump of the program, name the
//! kernel, the argument, the view and its size/stride expressions, the shape symbol that
//! makes it wrong and the binding, in words a user can act on.
//!
//! For `setStorage` the numbers in the message are equations: the view's
//! `offset + Σ(size-1)·stride + 1` equals the required size, its offset the storage offset,
//! and the storage's size expression equals the storage size. Solving them over the shape
//! symbols (starting from the hints of `get_args()`) finds the binding the program ran at,
//! and which symbol the storage was sized with differently from the view.

mod parse;
mod solve;

pub use parse::{parse_failures, Failure, FailureLog};
pub use solve::solve;

use std::collections::BTreeMap;

use serde::Serialize;

use crate::check::arith::{self, Binding};
use crate::check::{self, CheckOptions};
use crate::diagnostics::{Finding, Severity};
use crate::model::{ArgBinding, Kernel, Module, Origin};
use crate::sym::Expr;

/// One explanation of a failure.
#[derive(Debug, Clone, Serialize)]
pub struct Diagnosis {
    /// The failure message, as read.
    pub failure: String,
    pub path: String,
    pub module: String,
    pub line: u32,
    pub kernel: Option<String>,
    /// The kernel parameter (`in_out_ptr0`) and the wrapper buffer bound to it.
    pub argument: Option<String>,
    pub buffer: Option<String>,
    /// The view as the wrapper builds it: sizes, strides, offset (symbolic).
    pub view: Option<String>,
    /// Elements the view needs from its storage start, and the storage's size (symbolic).
    pub need_expr: Option<String>,
    pub storage_expr: Option<String>,
    /// Shape symbols at which the view matches the message.
    pub binding: Binding,
    /// Where the storage's size matches the message, when it is another binding.
    pub storage_binding: Option<Binding>,
    /// The symbols that make it wrong.
    pub symbols: Vec<String>,
    pub explanation: String,
    /// Higher is more likely; diagnoses are sorted by it.
    pub score: i32,
}

/// Explains every failure of `log` against `modules`, most likely first.
pub fn diagnose(log: &FailureLog, modules: &[Module], opts: &CheckOptions) -> Vec<Diagnosis> {
    let mut out = Vec::new();
    for f in &log.failures {
        match f {
            Failure::SetStorage { .. } => {
                for m in modules {
                    out.extend(set_storage(f, log, m));
                }
            }
            Failure::Misaligned { .. } | Failure::IllegalAccess { .. } => {
                for m in modules {
                    out.extend(fault(f, log, m, opts));
                }
            }
        }
    }
    out.sort_by_key(|c| std::cmp::Reverse(c.score));
    // A log and the cache beside it hold the same module: one explanation each.
    let mut seen = std::collections::HashSet::new();
    out.retain(|d| seen.insert((d.module.clone(), d.kernel.clone(), d.argument.clone(), d.buffer.clone(), d.explanation.clone())));
    out
}

fn failure_text(f: &Failure) -> String {
    match f {
        Failure::SetStorage { sizes, strides, offset, itemsize, required_bytes, storage_bytes, .. } => format!(
            "setStorage: sizes {sizes:?}, strides {strides:?}, storage offset {offset}, itemsize {itemsize}: needs {required_bytes} bytes ({} elements), storage holds {storage_bytes} bytes ({} elements)",
            required_bytes / (*itemsize).max(1),
            storage_bytes / (*itemsize).max(1)
        ),
        Failure::Misaligned { .. } => "CUDA error: misaligned address".into(),
        Failure::IllegalAccess { .. } => "CUDA error: an illegal memory access was encountered".into(),
    }
}

/// A view the failure may be about: a mutated argument of a launch (the autotuner clones
/// those), or any view of the module.
struct Candidate<'a> {
    kernel: Option<&'a str>,
    argument: Option<&'a str>,
    buffer: &'a crate::model::Buffer,
    line: u32,
}

fn candidates(m: &Module) -> Vec<Candidate<'_>> {
    let mut out = Vec::new();
    for launch in &m.launches {
        let Some(Kernel::Triton(k)) = m.kernel(&launch.kernel) else { continue };
        for name in &k.mutated_arg_names {
            if let Some(ArgBinding::Tensor { buffer }) = launch.args.iter().find(|(n, _)| n == name).map(|(_, b)| b) {
                if let Some(buf) = m.buffers.get(buffer) {
                    out.push(Candidate { kernel: Some(launch.kernel.as_str()), argument: Some(name.as_str()), buffer: buf, line: launch.loc.line });
                }
            }
        }
    }
    for buf in m.buffers.values() {
        if !out.iter().any(|c| c.buffer.name == buf.name) {
            out.push(Candidate { kernel: None, argument: None, buffer: buf, line: buf.loc.line });
        }
    }
    out
}

fn hints(m: &Module) -> Binding {
    m.symbols.values().map(|s| (s.name.clone(), s.typical())).collect()
}

fn set_storage(f: &Failure, log: &FailureLog, m: &Module) -> Vec<Diagnosis> {
    let Failure::SetStorage { sizes, strides, offset, itemsize, required_bytes, storage_bytes, .. } = f else { return Vec::new() };
    let item = (*itemsize).max(1);
    let (required, storage) = (required_bytes / item, storage_bytes / item);
    let mins: BTreeMap<String, i128> = m.symbols.values().map(|s| (s.name.clone(), s.min)).collect();
    let start = hints(m);
    // The clone's flattening (`as_strided(x, (needed,), (1,))`) says nothing of the view's
    // own sizes; any other message gives them dimension by dimension.
    let flattened = sizes.len() == 1 && strides == &[1];
    let mut out = Vec::new();
    for c in candidates(m) {
        let buf = c.buffer;
        if matches!(buf.origin, Origin::Opaque { .. }) || buf.sizes.len() != buf.strides.len() {
            continue;
        }
        if buf.dtype.map(|d| i128::from(d.itemsize()) != item).unwrap_or(false) {
            continue;
        }
        let need = arith::clone_need(buf);
        let mut eqs: Vec<(Expr, i128)> = vec![(need.clone(), required), (buf.offset.clone(), *offset)];
        if !flattened {
            if buf.sizes.len() != sizes.len() {
                continue;
            }
            eqs.extend(buf.sizes.iter().cloned().zip(sizes.iter().copied()));
            eqs.extend(buf.strides.iter().cloned().zip(strides.iter().copied()));
        }
        let Some(binding) = solve(&eqs, &start, &mins, m) else { continue };
        let Some(extent) = buf.storage_extent.clone() else { continue };
        let view = format!(
            "sizes [{}], strides [{}], offset {}",
            buf.sizes.iter().map(Expr::to_string).collect::<Vec<_>>().join(", "),
            buf.strides.iter().map(Expr::to_string).collect::<Vec<_>>().join(", "),
            buf.offset
        );
        let named = c.kernel.map(|k| log.kernels.iter().any(|n| n == k)).unwrap_or(false);
        let mut score = 0;
        if named {
            score += 100;
        }
        if c.argument.is_some() {
            score += 20;
        }
        // Only the symbols of this view and its storage matter to the reader.
        let mut relevant = need.free_vars();
        relevant.extend(buf.storage_extent.as_ref().map(Expr::free_vars).unwrap_or_default());
        let at = |b: &Binding| b.iter().filter(|(k, _)| relevant.iter().any(|r| **r == ***k)).map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(", ");
        let changed = binding.iter().filter(|(k, v)| start.get(*k) != Some(v)).count() as i32;
        score -= changed;
        let who = match (c.kernel, c.argument) {
            (Some(k), Some(a)) => format!("autotuning {k} clones its mutated argument {a} = {}", buf.name),
            _ => format!("the view {}", buf.name),
        };
        let storage_at_binding = arith::eval(&extent, &binding);
        let (symbols, storage_binding, explanation) = if storage_at_binding == Some(storage) {
            // The wrapper itself builds a view larger than its storage at this shape.
            let diff = need.clone() - extent.clone();
            let symbols: Vec<String> = diff.free_vars().iter().map(|s| s.to_string()).collect();
            score += 50;
            let because = if symbols.is_empty() {
                "at every shape".to_string()
            } else {
                format!("once {} grows: the view needs {need} elements but the storage has {extent}, {} more", symbols.join(", "), diff)
            };
            (
                symbols.clone(),
                None,
                format!(
                    "{who} ({view}). At {}, it needs {required} elements from the storage start, but the storage of {} holds {storage}: the view reaches past its storage {because}. The wrapper builds this view larger than the buffer it allocates; fix the size or stride expression of the view (or allocate the storage with the view's size).",
                    at(&binding),
                    buf.storage_of
                ),
            )
        } else {
            // The storage matches another shape: which symbol was it sized with?
            let free: Vec<String> = extent.free_vars().iter().map(|s| s.to_string()).collect();
            let sb = solve(&[(extent.clone(), storage)], &binding, &mins, m);
            match sb {
                Some(sb) => {
                    let symbols: Vec<String> = sb.iter().filter(|(k, v)| binding.get(*k) != Some(v)).map(|(k, _)| k.clone()).collect();
                    score += 30 - symbols.len() as i32;
                    let detail = symbols.iter().map(|s| format!("{s}={} for the storage but {s}={} for the view", sb[s], binding[s])).collect::<Vec<_>>().join(", ");
                    (
                        symbols.clone(),
                        Some(sb.clone()),
                        format!(
                            "{who} ({view}). At {} it needs {required} elements, but its storage ({} elements for {}) holds {storage}, the size at {}: {detail}. The storage and the view disagree on {}: typically a dimension padded or resized after the storage was sized (a dynamic dimension whose padded size is computed twice), or a storage reused for a larger shape.",
                            at(&binding),
                            extent,
                            buf.storage_of,
                            at(&sb),
                            symbols.join(", ")
                        ),
                    )
                }
                None => (
                    free.clone(),
                    None,
                    format!(
                        "{who} ({view}). At {} it needs {required} elements; the wrapper sizes its storage {} as {extent} = {} elements there, and no shape gives {storage}: the tensor passed at run time is not the one this wrapper allocates (another compile of the module, or a storage resized outside it).",
                        at(&binding),
                        buf.storage_of,
                        storage_at_binding.map(|v| v.to_string()).unwrap_or_else(|| "?".into())
                    ),
                ),
            }
        };
        out.push(Diagnosis {
            failure: failure_text(f),
            path: m.path.clone(),
            module: m.id.clone(),
            line: c.line,
            kernel: c.kernel.map(str::to_string),
            argument: c.argument.map(str::to_string),
            buffer: Some(buf.name.clone()),
            view: Some(view),
            need_expr: Some(need.to_string()),
            storage_expr: Some(extent.to_string()),
            binding,
            storage_binding,
            symbols,
            explanation,
            score,
        });
    }
    out
}

/// Faults carry no numbers: the explanation is what the audit finds wrong, restricted to
/// the kernels the log names when it names some.
fn fault(f: &Failure, log: &FailureLog, m: &Module, opts: &CheckOptions) -> Vec<Diagnosis> {
    let (findings, _) = check::check_module(m, opts);
    let relevant = |x: &Finding| match f {
        Failure::Misaligned { .. } => matches!(x.rule, "IA205" | "IA206"),
        _ => x.rule.starts_with("IA1") || matches!(x.rule, "IA201" | "IA202" | "IA203" | "IA290"),
    };
    let named = |x: &Finding| log.kernels.is_empty() || log.kernels.contains(&x.kernel) || x.kernel.is_empty();
    findings
        .into_iter()
        .filter(|x| relevant(x) && named(x))
        .map(|x| {
            let score = match x.severity {
                Severity::Error => 60,
                Severity::Warning => 10,
                Severity::Info => 0,
            } + if log.kernels.contains(&x.kernel) { 100 } else { 0 };
            Diagnosis {
                failure: failure_text(f),
                path: x.path.clone(),
                module: x.module.clone(),
                line: x.line,
                kernel: (!x.kernel.is_empty()).then(|| x.kernel.clone()),
                argument: None,
                buffer: x.evidence.buffer.clone(),
                view: None,
                need_expr: x.evidence.offset_expr.clone(),
                storage_expr: x.evidence.extent_expr.clone(),
                binding: x.evidence.binding.clone(),
                storage_binding: None,
                symbols: x.evidence.binding.keys().cloned().collect(),
                explanation: format!("{} [{}]: {}", x.severity.as_str(), x.rule, x.message),
                score,
            }
        })
        .collect()
}

/// Text for people: the best explanation in full, the others in a line each.
pub fn render_text(log: &FailureLog, ds: &[Diagnosis]) -> String {
    use std::fmt::Write;
    let mut s = String::new();
    if log.failures.is_empty() {
        let _ = writeln!(s, "no setStorage, misaligned-address or illegal-memory-access message found in the log");
        return s;
    }
    for f in &log.failures {
        let _ = writeln!(s, "failure: {}", failure_text(f));
    }
    if !log.kernels.is_empty() {
        let _ = writeln!(s, "kernels named in the log: {}", log.kernels.join(", "));
    }
    let Some(best) = ds.first() else {
        let _ = writeln!(s, "no view of the dump explains it");
        return s;
    };
    let _ = writeln!(s, "\nmost likely: {}", best.explanation);
    let _ = writeln!(s, "  --> {}:{} (module {})", best.path, best.line, best.module);
    if let Some(v) = &best.view {
        let _ = writeln!(s, "  view {}: {v}", best.buffer.as_deref().unwrap_or("?"));
    }
    if let (Some(n), Some(x)) = (&best.need_expr, &best.storage_expr) {
        let _ = writeln!(s, "  needs {n} elements; storage {x}");
    }
    if !best.symbols.is_empty() {
        let _ = writeln!(s, "  symbol(s) that make it wrong: {}", best.symbols.join(", "));
    }
    for d in ds.iter().skip(1).take(5) {
        let _ = writeln!(s, "\nalso consistent: {}", d.explanation);
    }
    s
}

/// Reads the failure text of `log` (plain or gzip) and the modules of `dumps` (the log
/// itself when no dump is given: a `TORCH_LOGS=output_code` log holds both), and explains.
pub fn diagnose_paths(log: &std::path::Path, dumps: &[std::path::PathBuf], opts: &CheckOptions) -> std::io::Result<(FailureLog, Vec<Diagnosis>)> {
    let mut text = Vec::new();
    std::io::Read::read_to_end(&mut crate::input::open(log)?, &mut text)?;
    let failures = parse_failures(&String::from_utf8_lossy(&text));
    let paths: Vec<std::path::PathBuf> = if dumps.is_empty() { vec![log.to_path_buf()] } else { dumps.to_vec() };
    let d = crate::input::discover(&paths);
    let mut issues = d.issues.clone();
    let mut modules = Vec::new();
    crate::input::read_all(&d, &mut issues, |m| modules.push(crate::model::build_module(std::sync::Arc::new(m), &d.cache)));
    let ds = diagnose(&failures, &modules, opts);
    Ok((failures, ds))
}
