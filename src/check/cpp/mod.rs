//! IA1xx and IA3xx for the C++ kernels of Inductor's CPU backend: every load and store of
//! every launched kernel is proven in bounds over its loop nest (vector lanes and the tail
//! split included), shown out of bounds with concrete loop values, or left unknown with
//! the reason; kernel-local buffers are checked against their declared sizes; index
//! checks are checked for placement (before the use, after the variables they read, not
//! inside an OpenMP parallel region).
//!
//! The range analysis and the counterexample search are the engine's, shared with the
//! Triton pass ([`crate::check::engine`]): [`lower`] turns a C++ kernel into the same
//! kernel facts ([`crate::check::facts`]) that Triton's interpretation produces.

pub mod lower;
pub mod views;

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::Arc;

use ia_parsers::cpp::{self, Span};

use crate::check::engine::{concrete_bindings, prove_at, witness, Window};
use crate::check::facts::{Access, AccessKind, AtomKind, KernelFacts};
use crate::check::rules::{self, Rule};
use crate::check::{CheckOptions, Stats};
use crate::diagnostics::{Evidence, Finding, Severity};
use crate::model::{ArgBinding, CppKernelDef, Kernel, Launch, Module};
use crate::sym::{Cond, Expr};
use std::collections::BTreeSet;

use lower::{Lowered, LoweredKernel};
use views::{AccessKind as CppAccessKind, BufferRef};

/// A parsed and lowered kernel definition.
pub struct Analysed {
    pub def: Arc<CppKernelDef>,
    /// The parse of `def.source`, shared by every definition with that text.
    pub parse: Arc<cpp::CppParse>,
    /// Its lowering, shared the same way.
    pub lowered: Arc<LoweredKernel>,
}

impl Analysed {
    /// The kernel: the first function of the source.
    pub fn kernel(&self) -> Option<&cpp::Kernel> {
        self.parse.kernels.first()
    }
}

/// Parses and lowers one kernel definition (the first function of its source).
pub fn analyse(def: &Arc<CppKernelDef>) -> Analysed {
    let parse = cpp::parse_kernel_shared(&def.source);
    let lowered = lowerings::get_or_lower(&def.source, &parse);
    Analysed { def: def.clone(), parse, lowered }
}

/// Lowerings by source text: modules of one program define the same kernels (a forward
/// and its backward, captures under several releases), each lowered once. Lowering is a
/// pure function of the parse, which is one of the text, so a hit returns exactly what
/// lowering would. Bounded, which costs time, never results.
mod lowerings {
    use std::sync::{Arc, Mutex};

    use ia_parsers::cpp;

    use super::lower::{self, LoweredKernel};

    /// Kernels of one generation of the cache: the two hold no more than the one cache
    /// did.
    const CAPACITY: usize = 64;

    type Map = std::collections::HashMap<Arc<str>, Arc<LoweredKernel>>;

    /// Two generations, as the parses' cache has: when the current one is full it becomes
    /// the previous one, so the kernels lowered last stay (a cache emptied at once lost
    /// them all).
    #[derive(Default)]
    struct Cache {
        current: Map,
        previous: Map,
    }

    static CACHE: Mutex<Option<Cache>> = Mutex::new(None);

    pub(super) fn get_or_lower(source: &str, parse: &cpp::CppParse) -> Arc<LoweredKernel> {
        let hit = CACHE.lock().unwrap_or_else(|e| e.into_inner()).as_ref().and_then(|c| c.current.get(source).or_else(|| c.previous.get(source)).cloned());
        if let Some(l) = hit {
            return l;
        }
        // The walk recurses as deep as the parsed tree, which the parser bounds for a
        // stack of its own size, not for the caller's: it runs on a stack like the
        // parser's, inline on an audit worker (declared large enough), else on the
        // parsers' pool. A thread started per kernel cost its start and, as it declared no
        // stack, handed the views walk inside to the pool and back (about 4% of an audit's
        // CPU).
        let lowered = Arc::new(parse.kernels.first().map(|k| cpp::on_parser_stack(|_| lower::lower_with(k, &super::nonpositive), LoweredKernel::default)).unwrap_or_default());
        let retired = {
            let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
            let c = cache.get_or_insert_with(Default::default);
            let retired = (c.current.len() >= CAPACITY).then(|| std::mem::replace(&mut c.previous, std::mem::take(&mut c.current)));
            c.current.insert(Arc::from(source), lowered.clone());
            retired
        };
        // Dropped with the lock released: the other workers do not wait on it.
        drop(retired);
        lowered
    }
}

use crate::check::Verdict;

pub fn check_module(m: &Module, opts: &CheckOptions, out: &mut Vec<Finding>, stats: &mut Stats) {
    let mut analysed: HashMap<String, Arc<Analysed>> = HashMap::new();
    let mut reported: HashSet<(String, u32, u32, &'static str)> = HashSet::new();
    let sym_min: HashMap<String, i128> = crate::check::symbol_bounds(m);
    let mut bindings: Option<Vec<BTreeMap<String, i128>>> = None;
    let mut emit = |f: Finding, out: &mut Vec<Finding>| {
        if reported.insert((f.kernel.clone(), f.line, f.column, f.rule)) {
            out.push(f);
        }
    };
    // Placement of checks: a property of the kernel text, reported once per definition.
    for k in &m.kernels {
        let Kernel::Cpp(def) = k else { continue };
        let a = analysed.entry(def.name.clone()).or_insert_with(|| Arc::new(analyse(def))).clone();
        for f in placement_findings(m, &a) {
            emit(f, out);
        }
    }
    for launch in &m.launches {
        let Some(Kernel::Cpp(def)) = m.kernel(&launch.kernel) else { continue };
        let a = analysed.entry(def.name.clone()).or_insert_with(|| Arc::new(analyse(def))).clone();
        let Some(kernel) = a.kernel() else { continue };
        let resolve = resolve_map(kernel, launch);
        let bindings = bindings.get_or_insert_with(|| concrete_bindings(m));
        for acc in &a.lowered.accesses {
            if matches!(acc.view.target, BufferRef::Unknown) {
                continue;
            }
            stats.accesses += 1;
            // A buffer pointer handed to a function the tool does not model (`masked_load(p,
            // mask)` and `flag_to_float_vec(p)` of 2.2-2.4, ...) is an access of unknown reach:
            // counted and reported, never skipped.
            let verdict = if acc.view.kind == CppAccessKind::Opaque {
                Judged::Base(Verdict::Unknown { rule: rules::BOUNDS_UNPROVEN, reason: format!("the pointer is passed to `{}`, whose reach the tool does not model", acc.view.via) })
            } else {
                judge(m, &a, kernel, launch, acc, &resolve, &sym_min, bindings, opts)
            };
            let local = matches!(acc.view.target, BufferRef::Local { .. });
            let verdict = match verdict {
                Judged::Base(v) => v,
                Judged::TailOverread(ev) => {
                    stats.tail_overreads += 1;
                    let msg = tail_message(acc, &ev);
                    let rule = rules::TAIL_OVERREAD;
                    emit(finding(m, &a, acc.view.span, rule, rule.severity, msg, *ev), out);
                    continue;
                }
                Judged::TeamOverflow(ev) => {
                    stats.thread_team_assumptions += 1;
                    let rule = rules::THREAD_TEAM_EXCEEDS_ARRAY;
                    let msg = format!(
                        "{} {}{}, indexed by omp_get_thread_num() in a parallel region without num_threads, is in bounds only while OpenMP runs at most as many threads as it has elements: {}",
                        verb(acc.view.kind),
                        acc.view.buffer,
                        lanes_text(&acc.view.lanes),
                        ev.reason.as_deref().unwrap_or_default()
                    );
                    emit(finding(m, &a, acc.view.span, rule, rule.severity, msg, *ev), out);
                    continue;
                }
            };
            let (rule, severity, evidence, message) = match verdict {
                Verdict::Proven => {
                    stats.proven += 1;
                    continue;
                }
                Verdict::Violated(ev) => {
                    stats.violations += 1;
                    let rule = if local {
                        rules::LOCAL_BUFFER_OOB
                    } else if acc.view.kind == CppAccessKind::Load {
                        rules::LOAD_OOB
                    } else {
                        rules::STORE_OOB
                    };
                    let msg = format!(
                        "{} {}{} reaches {}",
                        verb(acc.view.kind),
                        acc.view.buffer,
                        lanes_text(&acc.view.lanes),
                        crate::check::reach_text(&ev, if local { "local buffer" } else { "storage" }),
                    );
                    (rule, Severity::Error, *ev, msg)
                }
                Verdict::SizesApart(ev) => {
                    stats.unchecked_size_relations += 1;
                    let rule = rules::UNCHECKED_SIZE_RELATION;
                    let msg = format!("{} {}{} {}", verb(acc.view.kind), acc.view.buffer, lanes_text(&acc.view.lanes), ev.reason.as_deref().unwrap_or_default());
                    (rule, rule.severity, *ev, msg)
                }
                Verdict::Unknown { rule, reason } => {
                    stats.unknown += 1;
                    let msg = format!("{} {}: bounds not proven: {}", verb(acc.view.kind), acc.view.buffer, reason);
                    (rule, rule.severity, Evidence { reason: Some(reason), ..Default::default() }, msg)
                }
            };
            emit(finding(m, &a, acc.view.span, rule, severity, message, evidence), out);
        }
    }
}

/// IA110's message: which lanes, why they are read, and the witness.
fn tail_message(acc: &Lowered, ev: &Evidence) -> String {
    let text = |m: &mut dyn Iterator<Item = (&String, &i128)>| m.map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(" ");
    let inside = match &acc.loop_lanes {
        Some(Cond::Cmp(_, _, n)) => n.as_const().map(|n| n + 1),
        _ => None,
    };
    let lanes = match inside {
        Some(n) => format!("lanes {n} and up, past the end of its vector loop of {n} elements,"),
        None if acc.vector_lanes.is_none() && acc.kept_lanes.is_some() => {
            return format!(
                "{} {} (vector) reads lanes the mask of Inductor's masked lambda around it drops (the load itself is not masked: it reads all its lanes, and the lambda's result is blended with the mask, so those lanes' values are dropped): at {} ({}), {}{} reaches {}",
                verb(acc.view.kind),
                acc.view.buffer,
                text(&mut ev.binding.iter()),
                ev.reason.as_deref().unwrap_or_default(),
                text(&mut ev.indices.iter().filter(|(k, _)| *k != "lane")),
                ev.lane.map(|l| format!(", lane {l}")).unwrap_or_default(),
                crate::check::reach_text(ev, "storage"),
            );
        }
        None => "lanes past the end of its vector loop".to_string(),
    };
    let shapes = text(&mut ev.binding.iter());
    let indices = text(&mut ev.indices.iter().filter(|(k, _)| *k != "lane"));
    format!(
        "{} {} (vector) reads {lanes} which ATen's masked load reads wherever its mask is set (Inductor writes no tail count on masked loads; the kernel drops those lanes): at {shapes} ({}), {indices}{} reaches {}",
        verb(acc.view.kind),
        acc.view.buffer,
        ev.reason.as_deref().unwrap_or_default(),
        ev.lane.map(|l| format!(", lane {l}")).unwrap_or_default(),
        crate::check::reach_text(ev, "storage"),
    )
}

fn verb(k: CppAccessKind) -> &'static str {
    match k {
        CppAccessKind::Load => "load from",
        CppAccessKind::Store => "store to",
        CppAccessKind::Update => "update of",
        CppAccessKind::Atomic => "atomic on",
        CppAccessKind::Opaque => "pointer into",
    }
}

fn lanes_text(l: &views::Lanes) -> &'static str {
    match l {
        views::Lanes::Scalar => "",
        views::Lanes::Tile { .. } => " (tile)",
        _ => " (vector)",
    }
}

/// Kernel-source span → module-text span: the source sits in a raw string whose first
/// line starts at `source_start`.
fn to_module(def: &CppKernelDef, s: Span) -> Span {
    if s.line <= 1 {
        Span { line: def.source_start.line, col: def.source_start.col + s.col.saturating_sub(1) }
    } else {
        Span { line: def.source_start.line + s.line - 1, col: s.col }
    }
}

fn finding(m: &Module, a: &Analysed, span: Span, rule: Rule, severity: Severity, message: String, evidence: Evidence) -> Finding {
    let module_pos = to_module(&a.def, span);
    let site = crate::check::Site {
        at: m.loc(module_pos),
        module_pos: (module_pos.line, module_pos.col),
        source_line: a.def.source.lines().nth(span.line.saturating_sub(1) as usize).map(str::to_string),
        source_col: span.col,
    };
    crate::check::finding(m, rule, severity, &a.def.name, site, message, evidence)
}

/// Integer kernel parameters → their values at this launch (positional: `arg0..`).
fn resolve_map(kernel: &cpp::Kernel, launch: &Launch) -> HashMap<String, Expr> {
    let mut r = HashMap::new();
    for (p, (_, b)) in kernel.params.iter().zip(&launch.args) {
        if let ArgBinding::Int { value } = b {
            if p.ty.pointer_depth == 0 {
                r.insert(p.name.clone(), value.clone());
            }
        }
    }
    r
}

/// The elements an access may touch: the storage bound to a parameter at this launch
/// (in the kernel's element type), or a local buffer's declared size.
fn window(m: &Module, a: &Analysed, kernel: &cpp::Kernel, launch: &Launch, acc: &Lowered) -> Result<Window, String> {
    match &acc.view.target {
        BufferRef::Param { index, name } => {
            let binding = launch.args.get(*index).map(|(_, b)| b);
            let Some(ArgBinding::Tensor { buffer }) = binding else {
                return Err(format!("the launch binds {name} to no tensor the wrapper describes"));
            };
            let buf = m.buffers.get(buffer).ok_or_else(|| format!("buffer {buffer} is not described"))?;
            let Some(extent) = buf.storage_extent.clone() else {
                return Ok(Window::start_only(buf.offset.clone(), buffer.clone(), format!("the storage of {buffer} has an unknown size")));
            };
            let kernel_size = kernel.params.get(*index).and_then(|p| p.elem_ty.as_deref()).and_then(lower::elem_size);
            let access_size = acc.view.elem_ty.as_deref().and_then(lower::elem_size).or(kernel_size);
            let (extent, offset) = match (buf.dtype.map(|d| d.itemsize()), access_size) {
                (Some(b), Some(k)) if b != k => {
                    let (b, k) = (i128::from(b), i128::from(k));
                    ((extent * Expr::int(b)).floor_div(Expr::int(k)), (buf.offset.clone() * Expr::int(b)).floor_div(Expr::int(k)))
                }
                _ => (extent, buf.offset.clone()),
            };
            Ok(Window::new(-offset.clone(), extent.clone() - offset - Expr::int(1), extent, buffer.clone()))
        }
        BufferRef::Local { index, name } => {
            let size = a.lowered.local_sizes.get(*index).cloned().unwrap_or_else(|| Err(format!("local buffer {name} is not described")))?;
            Ok(Window::new(Expr::int(0), size.clone() - Expr::int(1), size, name.clone()))
        }
        BufferRef::Unknown => Err(format!("{} is not a buffer the kernel declares", acc.view.buffer)),
    }
}

/// What [`judge`] decides: a verdict every access family shares, or the C++ one of a
/// masked load whose lanes past its short vector loop read past the storage.
enum Judged {
    Base(Verdict),
    TailOverread(Box<Evidence>),
    /// In bounds for a team of as many threads as the per-thread array has elements; the
    /// witness runs one thread more (IA112).
    TeamOverflow(Box<Evidence>),
}

#[allow(clippy::too_many_arguments)]
fn judge(
    m: &Module,
    a: &Analysed,
    kernel: &cpp::Kernel,
    launch: &Launch,
    acc: &Lowered,
    resolve: &HashMap<String, Expr>,
    sym_min: &HashMap<String, i128>,
    bindings: &[BTreeMap<String, i128>],
    opts: &CheckOptions,
) -> Judged {
    let offset = match &acc.offset {
        Ok(o) => o.clone(),
        Err(reason) => return Judged::Base(Verdict::Unknown { rule: rules::BOUNDS_UNPROVEN, reason: reason.clone() }),
    };
    let win = match window(m, a, kernel, launch, acc) {
        Ok(w) => w,
        Err(reason) => return Judged::Base(Verdict::Unknown { rule: rules::BOUNDS_UNPROVEN, reason }),
    };
    // The walk gave reads of written buffers their stored value on a condition only the
    // launch's sizes decide: nothing of the kernel is judged where one is not proven.
    if let Some(line) = unproven_written_read(&a.lowered, resolve, sym_min) {
        return Judged::Base(Verdict::Unknown {
            rule: rules::BOUNDS_UNPROVEN,
            reason: format!("the read at kernel line {line} of a buffer an earlier loop wrote is not proven inside the elements written"),
        });
    }
    // A local buffer's size is written with the kernel's own parameters
    // (`std::make_unique<float []>(ks1)`): in the launch's sizes, as the offsets are.
    let win = if matches!(acc.view.target, BufferRef::Local { .. }) { win.bound(&|e| e.substitute(&|v: &str| resolve.get(v).cloned())) } else { win };
    let access = Access {
        kind: match acc.view.kind {
            CppAccessKind::Load => AccessKind::Load,
            CppAccessKind::Atomic => AccessKind::Atomic,
            _ => AccessKind::Store,
        },
        param: acc.view.buffer.clone(),
        offset,
        mask: acc.mask.clone(),
        guards_before: 0,
        span: acc.view.span,
    };
    let facts = &a.lowered.facts;
    // With a condition the tool cannot read (a vector mask, a loaded flag) the search
    // ignores it: it then tries a superset of the elements, so finding none is still a
    // proof at that shape, but a hit is not a counterexample.
    let exact = !acc.opaque_condition && !acc.inexact_lanes;
    // A masked load in a vector loop shorter than the vector: the lanes inside the loop
    // (whose values the kernel uses) are decided as any access is, an overrun there being
    // an error; the lanes past the loop's end, which ATen's masked load reads where the
    // mask is set and the kernel drops, are decided on their own.
    let split = acc.loop_lanes.as_ref().filter(|_| exact && acc.unguarded.is_empty() && win.end_unknown.is_none()).map(|inside| {
        let used = Access { mask: Cond::and([access.mask.clone(), inside.clone()]), ..access.clone() };
        let past = Access { mask: Cond::and([access.mask.clone(), inside.clone().not()]), ..access.clone() };
        (used, past)
    });
    // The proof for all shapes also assumes the module's guards that relate sizes.
    let proof_guards: Vec<Cond> = acc.guards.iter().cloned().chain(crate::check::shape_guards(m, &win.hi)).collect();
    if let Some((used, past)) = &split {
        if prove_at(facts, used, &proof_guards, &win, resolve, sym_min).is_ok() {
            return decide_past(m, a, acc, past, &win, resolve, sym_min, bindings);
        }
    }
    let reason = match (prove_at(facts, &access, &proof_guards, &win, resolve, sym_min), &win.end_unknown) {
        (Ok(()), None) => return Judged::Base(Verdict::Proven),
        (Ok(()), Some(why)) => return Judged::Base(Verdict::Unknown { rule: rules::BOUNDS_UNPROVEN, reason: why.clone() }),
        (Err(r), None) => r,
        (Err(_), Some(why)) => why.clone(),
    };
    if !acc.unguarded.is_empty() {
        let names = acc.unguarded.iter().map(|u| u.split('#').next().unwrap_or(u).to_string()).collect::<Vec<_>>().join(", ");
        if let Some(after) = acc.checked_after {
            return Judged::Base(Verdict::Unknown {
                rule: rules::CPP_GUARD_PLACEMENT,
                reason: format!("the index {names}, read from memory, is checked only at kernel line {}, after this access uses it", after.line),
            });
        }
        return Judged::Base(Verdict::Unknown {
            rule: rules::CPP_INDIRECT_UNGUARDED,
            reason: format!("the offset depends on a value read from memory ({names}) that no TORCH_CHECK before the access bounds"),
        });
    }
    // Not proven whole: a masked load in a vector loop's tail reads lanes past the loop's
    // end too (ATen's masked load, the kernel dropping them); those are decided apart.
    // The same for a load in the body of Inductor's masked lambda: the lanes its mask
    // drops are read (the load itself is not masked) and dropped by the blend.
    let split = split.or_else(|| {
        acc.vector_lanes.as_ref().or(acc.kept_lanes.as_ref()).filter(|_| exact && acc.unguarded.is_empty() && win.end_unknown.is_none()).map(|inside| {
            let used = Access { mask: Cond::and([access.mask.clone(), inside.clone()]), ..access.clone() };
            let past = Access { mask: Cond::and([access.mask.clone(), inside.clone().not()]), ..access.clone() };
            (used, past)
        })
    });
    if let Some(judged) = team_overflow(m, a, acc, &access, &proof_guards, &win, resolve, sym_min, bindings, opts) {
        return judged;
    }
    let Some((used, past)) = &split else {
        return Judged::Base(search_verdict(m, a, acc, &access, &win, reason, resolve, sym_min, bindings, opts));
    };
    if acc.loop_lanes.is_none() && prove_at(facts, used, &proof_guards, &win, resolve, sym_min).is_ok() {
        return decide_past(m, a, acc, past, &win, resolve, sym_min, bindings);
    }
    // The lanes inside the loop are not proven: their own decision (a counterexample
    // there is an error); when the search at every shape settles them, the lanes past.
    match search_verdict(m, a, acc, used, &win, reason, resolve, sym_min, bindings, opts) {
        Verdict::Proven => decide_past(m, a, acc, past, &win, resolve, sym_min, bindings),
        other => Judged::Base(other),
    }
}

/// IA112: a local per-thread array indexed by the thread number of a parallel region
/// without `num_threads`, whose team is `omp_get_max_threads()` when the kernel runs.
/// Inductor sizes the array for the thread count it compiled with (`parallel_num_threads()`),
/// so the array's element count is that count: the access is proven for a team of that
/// many threads, and searched with one thread more. `None`: not such an access, or not
/// decided so (the generic decision then runs).
#[allow(clippy::too_many_arguments)]
fn team_overflow(
    m: &Module,
    a: &Analysed,
    acc: &Lowered,
    access: &Access,
    proof_guards: &[Cond],
    win: &Window,
    resolve: &HashMap<String, Expr>,
    sym_min: &HashMap<String, i128>,
    bindings: &[BTreeMap<String, i128>],
    opts: &CheckOptions,
) -> Option<Judged> {
    let team = a.lowered.omp_team.as_ref()?;
    if !matches!(acc.view.target, BufferRef::Local { .. }) || win.lo != Expr::int(0) || win.end_unknown.is_some() {
        return None;
    }
    let vars = access.offset.free_vars();
    if !acc.loop_atoms.iter().any(|(atom, name, ..)| name == "omp_get_thread_num()" && vars.contains(atom)) {
        return None;
    }
    let elements = win.hi.as_const()?.checked_add(1)?;
    let with_team = |threads: i128| {
        let mut r = resolve.clone();
        r.insert(team.to_string(), Expr::int(threads));
        r
    };
    prove_at(&a.lowered.facts, access, proof_guards, win, &with_team(elements), sym_min).ok()?;
    let reason = format!("not proven for a team of {} threads", elements + 1);
    match search_verdict(m, a, acc, access, win, reason, &with_team(elements + 1), sym_min, bindings, opts) {
        Verdict::Violated(mut ev) => {
            let thread = ev.indices.get("omp_get_thread_num()").copied().unwrap_or(elements);
            ev.reason = Some(format!(
                "proven for a team of {elements} threads (the count the array is sized for: the thread count when the kernel was compiled); with {} threads (`torch.set_num_threads({})` after compiling), thread {thread} writes element {} of {elements}",
                elements + 1,
                elements + 1,
                ev.offset.unwrap_or(thread)
            ));
            Some(Judged::TeamOverflow(ev))
        }
        _ => None,
    }
}

/// The lanes past a short vector loop's end, the lanes inside it being in bounds: a
/// witness, else a proof (with the residues the guards fix, where they do).
#[allow(clippy::too_many_arguments)]
fn decide_past(
    m: &Module,
    a: &Analysed,
    acc: &Lowered,
    past: &Access,
    win: &Window,
    resolve: &HashMap<String, Expr>,
    sym_min: &HashMap<String, i128>,
    bindings: &[BTreeMap<String, i128>],
) -> Judged {
    // A witness first (the compiled shapes are tried first): most such loads have one, and
    // the search at a few points per shape is cheaper than a proof that fails.
    if let Some(ev) = tail_witness(m, a, acc, past, win, resolve, bindings) {
        return Judged::TailOverread(ev);
    }
    // With residues the guards fix, the proof over them (it knows more than the plain one).
    let proof = prove_with_residues(m, a, acc, past, win, resolve, sym_min).unwrap_or_else(|| prove_at(&a.lowered.facts, past, &acc.guards, win, resolve, sym_min));
    match proof {
        Ok(()) => Judged::Base(Verdict::Proven),
        Err(reason) => Judged::Base(Verdict::Unknown {
            rule: rules::BOUNDS_UNPROVEN,
            reason: format!(
                "{reason}; the lanes inside the vector loop are in bounds, and the lanes past its end (read by the masked load where its mask is set, then dropped) reach past the storage at none of the shapes tried"
            ),
        }),
    }
}

/// The verdict of the generic decision: an access (`access`: the lowered access's offset
/// under a mask), not proven symbolically (`reason`), searched for a counterexample at
/// each concrete shape.
#[allow(clippy::too_many_arguments)]
fn search_verdict(
    m: &Module,
    a: &Analysed,
    acc: &Lowered,
    access: &Access,
    win: &Window,
    reason: String,
    resolve: &HashMap<String, Expr>,
    sym_min: &HashMap<String, i128>,
    bindings: &[BTreeMap<String, i128>],
    opts: &CheckOptions,
) -> Verdict {
    let facts = &a.lowered.facts;
    let exact = !acc.opaque_condition && !acc.inexact_lanes;
    let static_shapes = m.symbols.is_empty();
    for binding in bindings {
        let bind = |e: &Expr| e.substitute(&|v: &str| binding.get(v).map(|x| Expr::int(*x)));
        let resolve_b: HashMap<String, Expr> = resolve.iter().map(|(n, e)| (n.clone(), bind(e))).collect();
        let win_b = win.bound(&bind);
        if prove_at(facts, access, &acc.guards, &win_b, &resolve_b, sym_min).is_ok() {
            if static_shapes && win.end_unknown.is_none() {
                return Verdict::Proven;
            }
            continue;
        }
        // The checks before the access bound the values it reads from memory: any value
        // they accept may be in the data, so such a value is searched over that range.
        match search_guarded(facts, access, &resolve_b, &win_b, &acc.guards, opts.witness_budget) {
            witness::Outcome::Found(mut ev) if exact && crate::check::witness_caveat(m, binding).is_some() => {
                // Sizes equal when compiled that only one moves: decided (IA111) when the
                // access is proven once they are equal again.
                if let Some(apart) = crate::check::SizesApart::of(m, binding) {
                    let proven_twin = apart.proven_twin(|same, twin| {
                        let resolve_eq: HashMap<String, Expr> = resolve.iter().map(|(n, e)| (n.clone(), same(e))).collect();
                        let guards_eq: Vec<Cond> = acc.guards.iter().map(|g| apart.equal_cond(twin, g)).collect();
                        prove_at(facts, access, &guards_eq, &win.bound(same), &resolve_eq, sym_min).is_ok()
                    });
                    if let (Some(twin), None) = (proven_twin, &win.end_unknown) {
                        ev.binding = binding.clone();
                        ev.buffer = Some(win.buffer.clone());
                        ev.offset_expr = Some(access.offset.to_string());
                        ev.extent_expr = Some(win.extent.to_string());
                        readable_indices(&mut ev, acc, &resolve_b);
                        ev.reason = Some(apart.explain(twin, &crate::check::reach_text(&ev, "storage")));
                        return Verdict::SizesApart(ev);
                    }
                }
                let why = crate::check::witness_caveat(m, binding).unwrap_or_default();
                return Verdict::Unknown { rule: rules::BOUNDS_UNPROVEN, reason: why };
            }
            witness::Outcome::Found(mut ev) if exact => {
                ev.binding = binding.clone();
                ev.buffer = Some(win.buffer.clone());
                ev.offset_expr = Some(access.offset.to_string());
                ev.extent_expr = Some(win.extent.to_string());
                ev.reason = Some(reason);
                if let Some(why) = &win.end_unknown {
                    ev.extent = None;
                    ev.extent_expr = None;
                    ev.reason = Some(format!("{why}; the element is before the view's first element"));
                }
                readable_indices(&mut ev, acc, &resolve_b);
                return Verdict::Violated(ev);
            }
            // Every element of the only shape there is was tried: that is a proof.
            witness::Outcome::NoneExhaustive if static_shapes && win.end_unknown.is_none() => return Verdict::Proven,
            _ => {}
        }
    }
    let reason = if acc.inexact_lanes {
        format!("{reason}; the lane count exceeds the vector loop's step, so how many lanes are touched depends on the vector width: no counterexample is claimed")
    } else if acc.opaque_condition {
        format!("{reason}; a condition around the access is not read by the tool, so no counterexample is claimed")
    } else {
        reason
    };
    Verdict::Unknown { rule: rules::BOUNDS_UNPROVEN, reason }
}

/// The counterexample search with the checks in force (`guards`), `budget` elements.
fn search_guarded(facts: &KernelFacts, access: &Access, resolve: &HashMap<String, Expr>, win: &Window, guards: &[Cond], budget: u64) -> witness::Outcome {
    let aimed = budget.min(witness::AIMED_POINTS);
    let (mut aimed_left, mut brute_left) = (aimed, budget - aimed);
    witness::search_aimed(facts, access, resolve, win, guards, &mut aimed_left, &mut brute_left)
}

/// A shape, loop iteration and lane at which the lanes past a short vector loop's end
/// (`past`: the access under the negated [`Lowered::loop_lanes`]) read past the storage,
/// tried at `bindings`, first at the shapes near the compiled ones (the compiled ones
/// first) and last above them where the kernel's tiling changes form ([`tiling_bindings`]: `16*(s0
/// // 32)` ends a tiled loop's main part, which reaches the last element only when `s0 //
/// 2` is a multiple of 16). A hit at other than the compiled shapes is still a read the
/// kernel makes at a size its code is compiled for; the message says which, and whether
/// guards the log does not carry could exclude it.
#[allow(clippy::too_many_arguments)]
fn tail_witness(
    m: &Module,
    a: &Analysed,
    acc: &Lowered,
    past: &Access,
    win: &Window,
    resolve: &HashMap<String, Expr>,
    bindings: &[BTreeMap<String, i128>],
) -> Option<Box<Evidence>> {
    let facts = &a.lowered.facts;
    let (near, above) = tiling_bindings(m, a, past, win, resolve);
    let mut shapes: Vec<&BTreeMap<String, i128>> = Vec::new();
    for b in near.iter().chain(bindings).chain(above.iter()) {
        if !shapes.contains(&b) {
            shapes.push(b);
        }
    }
    let found = |binding: &BTreeMap<String, i128>, resolve_b: &HashMap<String, Expr>, mut ev: Box<Evidence>| {
        ev.binding = binding.clone();
        ev.buffer = Some(win.buffer.clone());
        ev.offset_expr = Some(past.offset.to_string());
        ev.extent_expr = Some(win.extent.to_string());
        readable_indices(&mut ev, acc, resolve_b);
        ev.reason = Some(shapes_note(m, binding));
        ev
    };
    let at = |binding: &BTreeMap<String, i128>| {
        let bind = |e: &Expr| e.substitute(&|v: &str| binding.get(v).map(|x| Expr::int(*x)));
        let resolve_b: HashMap<String, Expr> = resolve.iter().map(|(n, e)| (n.clone(), bind(e))).collect();
        (win.bound(&bind), resolve_b)
    };
    // A few points per shape, the last elements first: a tail lane leaves the storage at
    // the last element the load reaches, where the aimed search starts, so this finds the
    // shapes where it happens without searching the others whole.
    for binding in &shapes {
        let (win_b, resolve_b) = at(binding);
        if let witness::Outcome::Found(ev) = witness::search(facts, past, &resolve_b, &win_b, &mut TAIL_POINTS.clone()) {
            return Some(found(binding, &resolve_b, ev));
        }
    }
    None
}

/// Shape symbols' values.
type Shapes = BTreeMap<String, i128>;

/// Points [`tail_witness`] tries per shape.
const TAIL_POINTS: u64 = 256;

/// The proof of the access (`None`: the guards fix no residue) with every symbol whose residue the guards fix written as
/// `k*q + r` (a fresh `q`): `Ne(Mod(s53 - 2, 2), 0)`, max_pool2d's output-size guard,
/// says `s53` is odd, so `s53 // 2` is exactly `(s53 - 1) / 2`, and a pooling window that
/// reaches the last row only at the other parity is in bounds at every shape the module
/// runs at. Only with the guards read in full: a residue is then a fact of every run.
fn prove_with_residues(
    m: &Module,
    a: &Analysed,
    acc: &Lowered,
    access: &Access,
    win: &Window,
    resolve: &HashMap<String, Expr>,
    sym_min: &HashMap<String, i128>,
) -> Option<Result<(), String>> {
    if !m.guards.known() {
        return None;
    }
    let residues = guard_residues(m);
    if residues.is_empty() {
        return None;
    }
    let mut sym_min = sym_min.clone();
    let mut subst: HashMap<String, Expr> = HashMap::new();
    for (name, k, r) in &residues {
        let q = format!("{name}@q");
        let Some(sym) = m.symbols.get(name) else { continue };
        // q >= ceil((min - r) / k), and q <= floor((max - r) / k) where the guards bound it.
        let lo = (sym.min - r + k - 1).div_euclid(*k);
        sym_min.insert(q.clone(), lo.max(0));
        if let Some(hi) = sym.max {
            sym_min.insert(format!("{q}{}", crate::check::storage::arith::MAX_KEY_SUFFIX), (hi - r).div_euclid(*k));
        }
        subst.insert(name.clone(), Expr::int(*k) * Expr::var(&q) + Expr::int(*r));
    }
    let sub = |e: &Expr| e.substitute(&|v: &str| subst.get(v).cloned());
    let resolve: HashMap<String, Expr> = resolve.iter().map(|(n, e)| (n.clone(), sub(e))).collect();
    let win = win.bound(&sub);
    // The mask over the symbols, residues written out, each comparison divided through by
    // the common factor of its variable terms: `2*x + 2 - 2*q < 0` is `x <= q - 2`, the
    // integer fact that a pooling window past the last column at this parity is masked.
    let mask = tighten(&access.mask.substitute(&|v: &str| resolve.get(v).cloned()).substitute(&|v: &str| subst.get(v).cloned()));
    let access = Access { offset: sub(&access.offset), mask, ..access.clone() };
    Some(prove_at(&a.lowered.facts, &access, &acc.guards, &win, &resolve, &sym_min))
}

/// Each comparison `g*P + r REL 0` whose variable terms share a factor `g > 1` as the
/// equivalent `P REL' bound` over the integers (rounded the right way).
fn tighten(c: &Cond) -> Cond {
    match c {
        Cond::And(xs) => Cond::and(xs.iter().map(tighten)),
        Cond::Cmp(rel, a, b) => {
            let p = a.clone() - b.clone();
            let parts: Vec<Expr> = match &p {
                Expr::Add(xs) => xs.to_vec(),
                other => vec![other.clone()],
            };
            let mut constant = 0i128;
            let mut g = 0i128;
            let mut vars: Vec<(i128, Expr)> = Vec::new();
            for t in parts {
                match &t {
                    Expr::Const(c) => constant += c,
                    Expr::Mul(fs) => match fs.first().and_then(Expr::as_const) {
                        Some(k) => vars.push((k, Expr::Mul(fs[1..].to_vec().into()))),
                        None => vars.push((1, t.clone())),
                    },
                    _ => vars.push((1, t.clone())),
                }
            }
            for (k, _) in &vars {
                g = gcd(g, *k);
            }
            if g <= 1 || vars.is_empty() {
                return c.clone();
            }
            let rest = Expr::sum(vars.iter().map(|(k, e)| {
                let f = if let Expr::Mul(fs) = e {
                    if fs.len() == 1 {
                        fs[0].clone()
                    } else {
                        e.clone()
                    }
                } else {
                    e.clone()
                };
                Expr::int(k / g) * f
            }));
            // g*P + r REL 0 with g > 0.
            match rel {
                crate::sym::Rel::Lt => Cond::Cmp(crate::sym::Rel::Le, rest, Expr::int((-constant - 1).div_euclid(g))),
                crate::sym::Rel::Le => Cond::Cmp(crate::sym::Rel::Le, rest, Expr::int((-constant).div_euclid(g))),
                crate::sym::Rel::Gt => Cond::Cmp(crate::sym::Rel::Ge, rest, Expr::int(-((constant - 1).div_euclid(g)))),
                crate::sym::Rel::Ge => Cond::Cmp(crate::sym::Rel::Ge, rest, Expr::int(-(constant.div_euclid(g)))),
                _ => c.clone(),
            }
        }
        other => other.clone(),
    }
}

fn gcd(a: i128, b: i128) -> i128 {
    let (mut a, mut b) = (a.abs(), b.abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// (symbol, k, r): the guards say `symbol % k == r` (`Eq(Mod(s0 + c, k), d)`, or
/// `Ne(Mod(s0 + c, 2), d)` for a parity).
fn guard_residues(m: &Module) -> Vec<(String, i128, i128)> {
    let mut out: Vec<(String, i128, i128)> = Vec::new();
    for f in &m.guards.facts {
        let (rel, l, r) = match f {
            Cond::Cmp(rel, l, r) => (*rel, l, r),
            Cond::Not(inner) => match &**inner {
                Cond::Cmp(crate::sym::Rel::Eq, l, r) => (crate::sym::Rel::Ne, l, r),
                _ => continue,
            },
            _ => continue,
        };
        let (modded, c) = match (l, r.as_const(), r, l.as_const()) {
            (Expr::PyMod(e, k), Some(c), _, _) => ((e, k), c),
            (_, _, Expr::PyMod(e, k), Some(c)) => ((e, k), c),
            _ => continue,
        };
        let (e, k) = modded;
        let Some(k) = k.as_const().filter(|k| *k >= 2) else { continue };
        // e = s + c0 with s a symbol of the module.
        let vars = e.free_vars();
        let [v] = vars.iter().collect::<Vec<_>>()[..] else { continue };
        let Some(c0) = ((**e).clone() - Expr::Var(v.clone())).as_const() else { continue };
        if !m.symbols.contains_key(&**v) {
            continue;
        }
        let residue = match rel {
            crate::sym::Rel::Eq => (c - c0).rem_euclid(k),
            crate::sym::Rel::Ne if k == 2 => (1 - c - c0).rem_euclid(2),
            _ => continue,
        };
        if !out.iter().any(|(n, _, _)| n == &**v) {
            out.push((v.to_string(), k, residue));
        }
    }
    out
}

/// Calls `f(numerator, c)` for every floor or truncating division by a constant `c >= 2`
/// in `e`.
fn const_divisors(e: &Expr, f: &mut impl FnMut(&Expr, i128)) {
    match e {
        Expr::Const(_) | Expr::Var(_) => {}
        Expr::Add(xs) | Expr::Mul(xs) | Expr::Min(xs) | Expr::Max(xs) => xs.iter().for_each(|x| const_divisors(x, f)),
        Expr::FloorDiv(a, b) | Expr::TruncDiv(a, b) | Expr::PyMod(a, b) | Expr::CMod(a, b) | Expr::Pow(a, b) => {
            if let Some(c) = b.as_const().filter(|c| (2..=1 << 16).contains(c)) {
                if !matches!(e, Expr::Pow(..)) {
                    f(a, c);
                }
            }
            const_divisors(a, f);
            const_divisors(b, f);
        }
        Expr::Where(c, a, b) => {
            cond_exprs(c, &mut |x| const_divisors(x, f));
            const_divisors(a, f);
            const_divisors(b, f);
        }
    }
}

/// Calls `f` on every expression a condition compares.
fn cond_exprs(c: &Cond, f: &mut impl FnMut(&Expr)) {
    match c {
        Cond::Cmp(_, a, b) => {
            f(a);
            f(b);
        }
        Cond::And(xs) | Cond::Or(xs) => xs.iter().for_each(|x| cond_exprs(x, f)),
        Cond::Not(x) => cond_exprs(x, f),
        Cond::True | Cond::False | Cond::Opaque(_) => {}
    }
}

/// Where a binding lies relative to the shapes the dump was compiled for, said after it.
fn shapes_note(m: &Module, binding: &BTreeMap<String, i128>) -> String {
    let differ: Vec<String> = binding
        .iter()
        .filter_map(|(name, v)| {
            let hint = m.symbols.get(name)?.hint?;
            (*v != hint).then(|| format!("{name} compiled at {hint}"))
        })
        .collect();
    if differ.is_empty() {
        "the compiled shapes".to_string()
    } else if m.guards.known() {
        format!("{}; sizes the compile's guards allow", differ.join(", "))
    } else {
        format!("{}; the log carries no Dynamo guards, which could exclude these sizes", differ.join(", "))
    }
}

/// The shapes [`tail_witness`] tries besides [`concrete_bindings`]: near the compiled
/// ones (every symbol at its hint or one below, so that each parity is met: a pooling
/// window reaches the last row only at one parity of the height), and above them where a
/// tiled kernel changes form (each symbol at the multiples of the constants it is divided
/// by, the others near their hints). Only shapes every guard the dump carries allows.
fn tiling_bindings(m: &Module, a: &Analysed, access: &Access, win: &Window, resolve: &HashMap<String, Expr>) -> (Vec<Shapes>, Vec<Shapes>) {
    const MAX: usize = 64;
    let syms: Vec<&crate::model::Symbol> = m.symbols.values().collect();
    if syms.is_empty() {
        return (Vec::new(), Vec::new());
    }
    let hint = |s: &crate::model::Symbol| s.typical().max(s.min);
    // Every symbol at its hint or one below (all combinations for up to 4 symbols, else
    // one symbol at a time), the compiled shapes first.
    let mut near: Vec<BTreeMap<String, i128>> = Vec::new();
    let combos: Vec<u32> = if syms.len() <= 4 { (0..1u32 << syms.len()).collect() } else { std::iter::once(0).chain((0..syms.len() as u32).map(|i| 1 << i)).collect() };
    for bits in combos {
        let b: BTreeMap<String, i128> = syms.iter().enumerate().map(|(i, s)| (s.name.clone(), (hint(s) - i128::from((bits >> i) & 1)).max(s.min))).collect();
        if !near.contains(&b) && valid_shapes(m, &b) {
            near.push(b);
        }
    }
    // The constant divisors of each symbol in what the access's elements depend on: its
    // offset, its mask, the window, and the loops and named values these mention (a
    // kernel parameter stands for the symbols of its value at this launch).
    let mut exprs: Vec<Expr> = vec![access.offset.clone(), win.extent.clone()];
    cond_exprs(&access.mask, &mut |e| exprs.push(e.clone()));
    let mut seen: HashSet<Arc<str>> = HashSet::new();
    let mut i = 0;
    while i < exprs.len() && i < 256 {
        for v in exprs[i].free_vars() {
            if !seen.insert(v.clone()) {
                continue;
            }
            match a.lowered.facts.atoms.get(&v).map(|x| &x.kind) {
                Some(AtomKind::Loop { end, .. }) => exprs.push(end.clone()),
                Some(AtomKind::Derived { def }) => exprs.push(def.clone()),
                _ => {}
            }
        }
        i += 1;
    }
    let symbols_of = |num: &Expr| -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        for v in num.free_vars() {
            if m.symbols.contains_key(&*v) {
                out.insert(v.to_string());
            } else if let Some(value) = resolve.get(&*v) {
                out.extend(value.free_vars().into_iter().filter(|s| m.symbols.contains_key(&**s)).map(|s| s.to_string()));
            }
        }
        out
    };
    let mut divisors: BTreeMap<String, BTreeSet<i128>> = BTreeMap::new();
    for e in &exprs {
        const_divisors(e, &mut |num, c| {
            for s in symbols_of(num) {
                divisors.entry(s).or_default().insert(c);
            }
        });
    }
    let mut above: Vec<BTreeMap<String, i128>> = Vec::new();
    for (name, cs) in &divisors {
        let Some(sym) = m.symbols.get(name) else { continue };
        let values: BTreeSet<i128> = cs.iter().flat_map(|c| [*c, c + 1, 2 * c, 2 * c + 1]).filter(|v| *v > hint(sym)).collect();
        for v in values {
            for base in &near {
                let mut b = base.clone();
                b.insert(name.clone(), v);
                if !above.contains(&b) && valid_shapes(m, &b) {
                    above.push(b);
                }
                if above.len() >= MAX {
                    return (near, above);
                }
            }
        }
    }
    (near, above)
}

/// Shapes the guards the dump carries allow and at which every buffer has a positive size.
fn valid_shapes(m: &Module, b: &BTreeMap<String, i128>) -> bool {
    let env = |v: &str| b.get(v).copied();
    crate::check::binding_allowed(m, b) && m.buffers.values().all(|buf| buf.sizes.iter().all(|s| s.as_const().is_some() || s.eval(&env).map(|v| v >= 1).unwrap_or(true)))
}

/// Evidence in the kernel's own names: loop variables (`x0 = 16*k`), the lane.
fn readable_indices(ev: &mut Evidence, acc: &Lowered, resolve: &HashMap<String, Expr>) {
    let atoms = std::mem::take(&mut ev.indices);
    for (atom, var, start, step) in &acc.loop_atoms {
        let k = atoms.get(&**atom).copied().unwrap_or(0);
        let value = (start.clone() + step.clone() * Expr::int(k)).substitute(&|v: &str| resolve.get(v).cloned());
        if let Some(v) = value.as_const() {
            ev.indices.insert(var.clone(), v);
        }
    }
    for l in &acc.lane_atoms {
        if let Some(v) = atoms.get(&**l) {
            let name = l.split('#').next().unwrap_or(l).to_string();
            if name == "lane" {
                ev.lane = Some(*v);
            }
            ev.indices.insert(name, *v);
        }
    }
}

/// IA301 (a check reading a later variable), IA302 (a check inside a parallel region).
fn placement_findings(m: &Module, a: &Analysed) -> Vec<Finding> {
    let mut out = Vec::new();
    for late in &a.lowered.late_references {
        let rule = rules::CPP_GUARD_PLACEMENT;
        let msg = format!(
            "the index check reads `{}`, which is declared only at kernel line {}, after the check: the kernel does not compile, or checks another variable of that name",
            late.name, late.declared.line
        );
        let ev = Evidence { reason: Some(format!("`{}` declared at kernel line {}:{}", late.name, late.declared.line, late.declared.col)), ..Default::default() };
        out.push(finding(m, a, late.check, rule, Severity::Error, msg, ev));
    }
    for c in &a.lowered.checks {
        if !c.in_parallel {
            continue;
        }
        let rule = rules::CPP_CHECK_IN_PARALLEL;
        let msg = format!(
            "{} can throw inside an OpenMP parallel region: an exception cannot leave the region, so a failing check terminates the process instead of raising{}",
            c.macro_name,
            c.message.as_deref().map(|s| format!(" (\"{s}\")")).unwrap_or_default()
        );
        out.push(finding(m, a, c.span, rule, rule.severity, msg, Evidence::default()));
    }
    out
}

/// `d <= 0` for every value of the shape symbols `d` names (none bounded: the lowering
/// runs before the launch binds them), by the prover's comparison.
/// The line of a read of [`lower::LoweredKernel::written_reads`] whose condition (each
/// comparison) the prover does not show at the launch's sizes.
fn unproven_written_read(lowered: &lower::LoweredKernel, resolve: &HashMap<String, Expr>, sym_min: &HashMap<String, i128>) -> Option<u32> {
    let mut ctx = crate::check::engine::prove::Ctx::new(&lowered.facts, sym_min, resolve);
    // `a <= b`: the least value of `b - a` over the atoms' ranges, at least 0 at every size.
    let mut le = |a: &Expr, b: &Expr| -> bool {
        let d = ctx.resolve_expr(&(b.clone() - a.clone()));
        ctx.range(&d).lo.is_some_and(|lo| ctx.le(&Expr::int(0), &lo))
    };
    let mut holds = |c: &Cond| -> bool {
        let parts: Vec<&Cond> = match c {
            Cond::And(xs) => xs.iter().collect(),
            c => vec![c],
        };
        parts.iter().all(|c| match c {
            Cond::True => true,
            Cond::Cmp(crate::sym::Rel::Le, a, b) | Cond::Cmp(crate::sym::Rel::Ge, b, a) => le(a, b),
            Cond::Cmp(crate::sym::Rel::Lt, a, b) | Cond::Cmp(crate::sym::Rel::Gt, b, a) => le(&(a.clone() + Expr::int(1)), b),
            _ => false,
        })
    };
    lowered.written_reads.iter().find(|(_, c)| !holds(c)).map(|(span, _)| span.line)
}

fn nonpositive(facts: &KernelFacts, d: &Expr) -> bool {
    let (no_minima, no_resolve) = (HashMap::new(), HashMap::new());
    crate::check::engine::prove::Ctx::new(facts, &no_minima, &no_resolve).le(d, &Expr::int(0))
}
