//! IA1xx for Triton kernels: every load, store and atomic of every launched kernel, for
//! every candidate config and every shape, is proven in bounds, shown out of bounds with a
//! counterexample, or left unknown with the reason.

pub mod interp;

use std::cell::Cell;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::Arc;

use crate::check::rules::{self, Rule};
use crate::check::{CheckOptions, Stats};
use crate::diagnostics::{Evidence, Finding, Severity};
use crate::model::configs::{self, Config};
use crate::model::{ArgBinding, DType, HeuristicKind, Kernel, Launch, Module, TritonKernel};
use crate::sym::{Cond, Expr};

use crate::check::engine::{self, concrete_bindings, prove::Ctx, prove_at, witness, Window};
use crate::check::facts::{self, Access, AccessKind, AtomKind, KernelFacts};

use crate::check::Verdict;

pub fn check_module(m: &Module, opts: &CheckOptions, out: &mut Vec<Finding>, stats: &mut Stats) {
    check_module_with(m, opts, &HashMap::new(), out, stats);
}

/// [`check_module`] with content facts holding on entry for graph inputs (a backward's
/// saved index tensors, `check::xmodule`); returns the facts live when the wrapper returns.
pub(crate) fn check_module_with(
    m: &Module,
    opts: &CheckOptions,
    initial: &HashMap<String, Arc<crate::check::contents::ContentFact>>,
    out: &mut Vec<Finding>,
    stats: &mut Stats,
) -> HashMap<String, Arc<crate::check::contents::ContentFact>> {
    let mut facts_cache: HashMap<String, Arc<KernelFacts>> = HashMap::new();
    let mut reported: Reported = HashSet::new();
    let sym_min: HashMap<String, i128> = super::symbol_bounds(m);
    let bindings = concrete_bindings(m);
    // Brute-force counterexample search is a last resort, budgeted per module: the aimed
    // phase of each search (corners first) is not drawn from it.
    let pool = Cell::new(opts.witness_budget);
    // What earlier launches left in index buffers (`check::contents`), per launch.
    for launch in &m.launches {
        if let Some(Kernel::Triton(k)) = m.kernel(&launch.kernel) {
            facts_cache.entry(k.name.clone()).or_insert_with(|| Arc::new(interp::interpret(k)));
        }
    }
    // Each Triton launch's candidate configs and the values they resolve to: asked by the
    // content walk, the int32 check and every access's proof, so built once per launch
    // (and the configs once per kernel).
    let mut configs_of: HashMap<&str, Arc<Vec<BTreeMap<String, i64>>>> = HashMap::new();
    let launch_configs: Vec<Option<LaunchConfigs>> = m
        .launches
        .iter()
        .map(|launch| {
            let Some(Kernel::Triton(k)) = m.kernel(&launch.kernel) else { return None };
            let configs = configs_of.entry(k.name.as_str()).or_insert_with(|| Arc::new(candidate_configs(m, k))).clone();
            let resolves = configs.iter().map(|c| resolve_map(k, launch, c)).collect();
            Some(LaunchConfigs { configs, resolves })
        })
        .collect();
    // Only a Triton launch's stores make content facts, and the caller's hold from the
    // start: with neither, the walk (a pass over every line of the module) finds none.
    let contents = if facts_cache.is_empty() && initial.is_empty() {
        crate::check::contents::Contents { at_launch: vec![HashMap::new(); m.launches.len()], at_end: HashMap::new() }
    } else {
        crate::check::contents::walk_with(
            m,
            &sym_min,
            &|i| {
                let launch = &m.launches[i];
                let Some(Kernel::Triton(k)) = m.kernel(&launch.kernel) else { return None };
                let facts = facts_cache.get(&k.name)?.clone();
                let resolves = launch_configs[i].as_ref()?.resolves.clone();
                let pointer_dtypes = k.params.iter().filter_map(|p| Some((p.name.clone(), p.ty.as_deref().filter(|t| t.starts_with('*')).and_then(DType::from_triton)?))).collect();
                let bound_to = launch
                    .args
                    .iter()
                    .filter_map(|(p, b)| match b {
                        ArgBinding::Tensor { buffer } => Some((p.clone(), buffer.clone())),
                        _ => None,
                    })
                    .collect();
                Some(crate::check::contents::LaunchFacts { facts, resolves, pointer_dtypes, bound_to })
            },
            initial,
        )
    };
    for (li, launch) in m.launches.iter().enumerate() {
        let Some(Kernel::Triton(k)) = m.kernel(&launch.kernel) else { continue };
        let facts = facts_cache.entry(k.name.clone()).or_insert_with(|| Arc::new(interp::interpret(k))).clone();
        let stored = &contents.at_launch[li];
        let Some(lc) = &launch_configs[li] else { continue };
        check_int32(m, k, &facts, lc, bindings.first(), opts, &pool, out, &mut reported);
        // Memory the analysis cannot follow is unknown, never silently proven.
        let mut blind: Vec<(ia_parsers::py::Span, String)> = facts.untracked.iter().map(|u| (u.span, u.reason.clone())).collect();
        if facts.accesses.is_empty() && blind.is_empty() && k.params.iter().any(|p| p.ty.as_deref().map(|t| t.starts_with('*')).unwrap_or(false)) {
            blind.push((ia_parsers::py::Span { line: 1, col: 1 }, "the kernel takes pointers but no load or store of them was found".into()));
        }
        for (span, reason) in blind {
            stats.accesses += 1;
            stats.unknown += 1;
            let evidence = Evidence { reason: Some(reason.clone()), ..Default::default() };
            let rule = rules::BOUNDS_UNPROVEN;
            report_at(m, k, span, "", rule, rule.severity, format!("memory access not analysed: {reason}"), evidence, out, &mut reported);
        }
        // The storage window of each pointer and the module's guards near its end: the same
        // for every access through that pointer at this launch.
        let mut windows: HashMap<&str, Result<(Window, Vec<Cond>), String>> = HashMap::new();
        for access in &facts.accesses {
            stats.accesses += 1;
            let win = windows.entry(access.param.as_str()).or_insert_with(|| {
                window(m, k, launch, &access.param).map(|w| {
                    let near = super::shape_guards(m, &w.hi);
                    (w, near)
                })
            });
            let verdict = match win {
                Ok((win, near)) => judge(m, k, &facts, launch, access, win, near, stored, lc, &sym_min, &bindings, opts, &pool),
                Err(reason) => Verdict::Unknown { rule: rules::BOUNDS_UNPROVEN, reason: reason.clone() },
            };
            let (rule, severity, evidence, message) = match verdict {
                Verdict::Proven => {
                    stats.proven += 1;
                    continue;
                }
                Verdict::Violated(ev) => {
                    stats.violations += 1;
                    let rule = if access.kind == AccessKind::Load { rules::LOAD_OOB } else { rules::STORE_OOB };
                    let msg = format!(
                        "{} {} reaches {}{}",
                        access.kind.verb(),
                        access.param,
                        crate::check::reach_text(&ev, "storage"),
                        if access.mask == Cond::True { " (the access has no mask)" } else { "" }
                    );
                    (rule, Severity::Error, *ev, msg)
                }
                Verdict::SizesApart(ev) => {
                    stats.unchecked_size_relations += 1;
                    let rule = rules::UNCHECKED_SIZE_RELATION;
                    let msg = format!("{} {} {}", access.kind.verb(), access.param, ev.reason.as_deref().unwrap_or_default());
                    (rule, rule.severity, *ev, msg)
                }
                Verdict::Unknown { rule, reason } => {
                    stats.unknown += 1;
                    let msg = format!("{} {}: bounds not proven: {}", access.kind.verb(), access.param, reason);
                    (rule, rule.severity, Evidence { reason: Some(reason), ..Default::default() }, msg)
                }
            };
            // One finding per place, rule and pointer: a helper's load reached with several
            // pointers (flex attention's `load_checked_2d` of K and V) is one per pointer.
            report_at(m, k, access.span, &access.param, rule, severity, message, evidence, out, &mut reported);
        }
    }
    contents.at_end
}

/// IA105: int32 arithmetic that leaves the int32 range, at the dump's own shapes (the
/// hints), for every candidate config, over the lanes inside the iteration masks.
#[allow(clippy::too_many_arguments)]
fn check_int32(
    m: &Module,
    k: &TritonKernel,
    facts: &KernelFacts,
    lc: &LaunchConfigs,
    binding: Option<&BTreeMap<String, i128>>,
    opts: &CheckOptions,
    pool: &Cell<u64>,
    out: &mut Vec<Finding>,
    reported: &mut Reported,
) {
    let configs = &lc.configs[..];
    let Some(binding) = binding else { return };
    let (lo, hi) = (i128::from(i32::MIN), i128::from(i32::MAX));
    if facts.int32_ops.is_empty() {
        return;
    }
    let domain = Cond::and(facts.domain_masks.clone());
    let empty = HashMap::new();
    // Per config, the launch's values and the context with the domain assumed: the same
    // for every operation, so built once. Operations share the context and so its memo
    // of atom ranges (the operations of one kernel are built from the same temporaries);
    // one whose analysis left a fact behind (a `where`'s condition) gets the context back
    // as it was, so each operation is judged under exactly the domain's facts.
    let resolves: Vec<HashMap<String, Expr>> = lc.resolves.iter().map(|r| r.iter().map(|(n, e)| (n.clone(), bind(e, binding))).collect()).collect();
    // (the context as built, the shared one, its fact count as built)
    type Shared<'c> = Option<(Ctx<'c>, Ctx<'c>, (usize, usize))>;
    let mut contexts: Vec<Shared> = vec![None; configs.len()];
    // Values already ranged inside the int32 range, with the config: the same value
    // (an index sum written at several places) ranges the same under the same domain
    // facts (the shared memo holds what a fresh context computes), so it fits again.
    let mut fitted: HashSet<(&Expr, usize), crate::sym::FxBuildHasher> = HashSet::default();
    for op in &facts.int32_ops {
        for (ci, (config, resolve)) in configs.iter().zip(&resolves).enumerate() {
            if fitted.contains(&(&op.value, ci)) {
                continue;
            }
            let (base, ctx, count) = contexts[ci].get_or_insert_with(|| {
                let mut ctx = Ctx::new(facts, &empty, resolve);
                let d = ctx.resolve_cond(&domain);
                ctx.assume(&d);
                let count = ctx.fact_count();
                (ctx.clone(), ctx, count)
            });
            let v = ctx.resolve_expr(&op.value);
            let r = ctx.range(&v);
            if ctx.fact_count() != *count {
                *ctx = base.clone();
            }
            let fits = |b: &Option<Expr>, above: bool| b.as_ref().and_then(|x| x.as_const()).map(|c| if above { c <= hi } else { c >= lo }).unwrap_or(true);
            if fits(&r.hi, true) && fits(&r.lo, false) {
                fitted.insert((&op.value, ci));
                continue;
            }
            let probe = Access { kind: AccessKind::Load, param: String::new(), offset: op.value.clone(), mask: domain.clone(), guards_before: 0, span: op.span };
            let win = Window::new(Expr::int(lo), Expr::int(hi), Expr::int(hi - lo + 1), String::new());
            if let (witness::Outcome::Found(mut ev), _) = search_pooled(facts, &probe, resolve, &win, &[], opts.witness_budget, pool) {
                let value = ev.offset.map(|o| o + lo).unwrap_or_default();
                ev.offset = Some(value);
                ev.extent = None;
                ev.binding = binding.clone();
                ev.config = config.clone();
                ev.offset_expr = Some(engine::shown(&op.value));
                let message = format!("int32 arithmetic `{}` reaches {value}, outside the int32 range: the index wraps", engine::shown(&op.value));
                report_at(m, k, op.span, "", rules::INT32_OVERFLOW, Severity::Error, message, *ev, out, reported);
                break;
            }
        }
    }
}

/// A Triton launch's candidate configs ([`candidate_configs`]) and, per config, its
/// [`resolve_map`].
struct LaunchConfigs {
    configs: Arc<Vec<BTreeMap<String, i64>>>,
    resolves: Vec<HashMap<String, Expr>>,
}

/// Findings already reported: (kernel, pointer or "", line, column, rule).
type Reported = HashSet<(String, String, u32, u32, &'static str)>;

/// A finding at a kernel-relative position, reported once per kernel, place, pointer
/// (`what`, "" where none) and rule.
#[allow(clippy::too_many_arguments)]
fn report_at(
    m: &Module,
    k: &TritonKernel,
    span: ia_parsers::py::Span,
    what: &str,
    rule: Rule,
    severity: Severity,
    message: String,
    evidence: Evidence,
    out: &mut Vec<Finding>,
    reported: &mut Reported,
) {
    let module_pos = k.to_module(span);
    let at = m.loc(module_pos);
    if !reported.insert((k.name.clone(), what.to_string(), at.line, at.column, rule.code)) {
        return;
    }
    let site = crate::check::Site { at, module_pos: (module_pos.line, module_pos.col), source_line: k.source_line(span.line).map(str::to_string), source_col: span.col };
    out.push(crate::check::finding(m, rule, severity, &k.name, site, message, evidence));
}

/// Every config the autotuner may pick for this kernel: the heuristics' candidates plus
/// the one recorded in the cache. Only block sizes matter for bounds.
fn candidate_configs(m: &Module, k: &TritonKernel) -> Vec<BTreeMap<String, i64>> {
    let mut out: Vec<BTreeMap<String, i64>> = Vec::new();
    let recorded = m.best_configs.get(&k.name).map(|bc| bc.kwargs.iter().cloned().collect());
    let heuristic = if k.kind != HeuristicKind::Template && k.kind != HeuristicKind::Plain {
        configs::candidate_configs(&k.heuristics).into_iter().map(|Config { kwargs, .. }| kwargs).collect()
    } else {
        Vec::new()
    };
    for c in recorded.into_iter().chain(heuristic) {
        if !out.contains(&c) {
            out.push(c);
        }
    }
    if out.is_empty() {
        // Templates fix their blocks in the body; plain kernels have none we can know.
        out.push(BTreeMap::new());
    }
    out
}

/// Kernel parameter → value at this launch (over shape symbols), plus block sizes of `config`.
fn resolve_map(k: &TritonKernel, launch: &Launch, config: &BTreeMap<String, i64>) -> HashMap<String, Expr> {
    let mut r: HashMap<String, Expr> = HashMap::new();
    for (name, b) in &launch.args {
        if let ArgBinding::Int { value } = b {
            r.insert(name.clone(), value.clone());
        }
    }
    for (name, v) in &k.constants {
        r.insert(name.clone(), Expr::int(*v));
    }
    for (name, v) in config {
        r.insert(name.clone(), Expr::int(i128::from(*v)));
    }
    // Inductor's launchers pass R0_BLOCK and RBLOCK interchangeably in older versions.
    if let Some(v) = config.get("R0_BLOCK").or_else(|| config.get("RBLOCK")) {
        r.entry("RBLOCK".into()).or_insert(Expr::int(i128::from(*v)));
        r.entry("R0_BLOCK".into()).or_insert(Expr::int(i128::from(*v)));
    }
    // FixedGrid templates: `_grid_0`.. are the program counts per axis.
    for (i, (name, b)) in launch.extra_args.iter().enumerate() {
        if let ArgBinding::Int { value } = b {
            let axis = name.strip_prefix("_grid_").and_then(|a| a.parse::<usize>().ok()).unwrap_or(i);
            r.insert(format!("@grid{axis}"), value.clone());
        }
    }
    r
}

fn window(m: &Module, k: &TritonKernel, launch: &Launch, param: &str) -> Result<Window, String> {
    let binding = launch.args.iter().find(|(n, _)| n == param).map(|(_, b)| b);
    let Some(ArgBinding::Tensor { buffer }) = binding else {
        return Err(format!("the launch binds {param} to no tensor the wrapper describes"));
    };
    let buf = m.buffers.get(buffer).ok_or_else(|| format!("buffer {buffer} is not described"))?;
    let Some(extent) = buf.storage_extent.clone() else {
        let why = format!("the storage of {buffer} has an unknown size ({})", origin_text(&buf.origin));
        return Ok(Window::start_only(buf.offset.clone(), buffer.clone(), why));
    };
    // A kernel pointer of another element size than the buffer (a bitcast view) counts in
    // its own elements.
    let kernel_dtype = k.params.iter().find(|p| p.name == param).and_then(|p| p.ty.as_deref()).and_then(DType::from_triton);
    let (extent, offset) = match (buf.dtype, kernel_dtype) {
        (Some(b), Some(kd)) if b.itemsize() != kd.itemsize() => {
            let (bi, ki) = (i128::from(b.itemsize()), i128::from(kd.itemsize()));
            ((extent * Expr::int(bi)).floor_div(Expr::int(ki)), (buf.offset.clone() * Expr::int(bi)).floor_div(Expr::int(ki)))
        }
        _ => (extent, buf.offset.clone()),
    };
    Ok(Window::new(-offset.clone(), extent.clone() - offset - Expr::int(1), extent, buffer.clone()))
}

fn origin_text(o: &crate::model::Origin) -> String {
    match o {
        crate::model::Origin::Opaque { what } => what.clone(),
        crate::model::Origin::Input => "graph input".into(),
        crate::model::Origin::Alloc => "allocation".into(),
    }
}

/// Loaded atoms the offset depends on that no applicable guard bounds.
fn unguarded_loads(facts: &KernelFacts, access: &Access, applicable: &[Cond]) -> Vec<String> {
    let mut loaded = Vec::new();
    collect_loaded(facts, &access.offset, &mut loaded, 0);
    loaded.retain(|atom| {
        !applicable.iter().any(|g| {
            let mut mentions = false;
            facts::visit_cond_vars(g, &mut |v| mentions |= depends_on(facts, v, atom, 0));
            mentions
        })
    });
    loaded
}

/// Where a counterexample was found: the shape, the config, the buffer, and the offset and
/// extent as expressions.
fn locate_witness(ev: &mut crate::diagnostics::Evidence, binding: &BTreeMap<String, i128>, config: &BTreeMap<String, i64>, win: &Window, access: &Access) {
    ev.binding = binding.clone();
    ev.config = config.clone();
    ev.buffer = Some(win.buffer.clone());
    ev.offset_expr = Some(engine::shown(&access.offset));
    ev.extent_expr = Some(engine::shown(&win.extent));
}

/// The access restricted to where every load in `loaded` (the offset's values read from
/// memory that nothing bounds) is masked off, with each pinned to the value it yields there:
/// its constant `other=` (`tl.load(in_ptr2 + x, tmp15 & xmask, other=0.0)` yields 0 where
/// `tmp15` is false), or, for a load without `other=`, 0, one of the values Triton may leave
/// there: a masked-off load without `other=` is undefined, so the kernel is correct only if
/// the access is in bounds whatever it yields, and an overrun with one of those values is an
/// overrun of the kernel (the undefined value is said in the evidence). The pins as
/// conditions, and what the evidence says about them. `None` when one of them has no mask
/// or an `other=` that is no constant.
fn masked_off_access(facts: &KernelFacts, access: &Access, loaded: &[String]) -> Option<(Access, Vec<Cond>, String)> {
    let mut mask = vec![access.mask.clone()];
    let mut pins = Vec::new();
    let (mut said, mut undefined) = (Vec::new(), Vec::new());
    for name in loaded {
        let value = match facts.load_other.get(name.as_str()) {
            Some(other) => *other,
            None if facts.load_undefined.contains(name.as_str()) => 0,
            None => return None,
        };
        let Some(AtomKind::Loaded { span, .. }) = facts.atoms.get(name.as_str()).map(|a| &a.kind) else { return None };
        let load = facts.accesses.iter().find(|a| a.kind == AccessKind::Load && a.span == *span)?;
        if load.mask == Cond::True {
            return None;
        }
        mask.push(load.mask.clone().not());
        pins.push(Cond::Cmp(crate::sym::Rel::Eq, Expr::var(name), Expr::int(value)));
        if facts.load_other.contains_key(name.as_str()) {
            said.push(format!("{name} = {value}"));
        } else {
            undefined.push(format!("{name} = {value}"));
        }
    }
    let mut why = Vec::new();
    if !said.is_empty() {
        why.push(format!("where the loads it reads its index from are masked off they yield their other= ({})", said.join(", ")));
    }
    if !undefined.is_empty() {
        why.push(format!(
            "the access's mask does not cover the mask of the loads it reads its index from, which have no other=: where they are masked off their value is undefined (any value may come back) and the access is made anyway; with the value taken as {}",
            undefined.join(", ")
        ));
    }
    Some((Access { mask: Cond::and(mask), ..access.clone() }, pins, why.join("; ")))
}

/// Whether `var` is or derives from `target`. Each (atom, depth) is looked at once: a
/// temporary used twice per line would otherwise be walked once per path (exponential).
fn depends_on(facts: &KernelFacts, var: &str, target: &str, depth: u32) -> bool {
    depends_on_memo(facts, var, target, depth, &mut HashMap::new())
}

fn depends_on_memo<'f>(facts: &'f KernelFacts, var: &str, target: &str, depth: u32, memo: &mut HashMap<(&'f str, u32), bool>) -> bool {
    if var == target {
        return true;
    }
    if depth > 32 {
        return false;
    }
    match facts.atoms.get_key_value(var) {
        Some((name, a)) => match &a.kind {
            AtomKind::Derived { def } => {
                if let Some(r) = memo.get(&(&**name, depth)) {
                    return *r;
                }
                let mut found = false;
                facts::visit_vars(def, &mut |v| found = found || depends_on_memo(facts, v, target, depth + 1, memo));
                memo.insert((&**name, depth), found);
                found
            }
            _ => false,
        },
        None => false,
    }
}

/// The loaded atoms `e` depends on, each (atom, depth) walked once.
fn collect_loaded(facts: &KernelFacts, e: &Expr, out: &mut Vec<String>, depth: u32) {
    collect_loaded_seen(facts, e, out, depth, &mut HashSet::new())
}

fn collect_loaded_seen<'f>(facts: &'f KernelFacts, e: &Expr, out: &mut Vec<String>, depth: u32, seen: &mut HashSet<(&'f str, u32)>) {
    if depth > 32 {
        return;
    }
    facts::visit_vars(e, &mut |v| match facts.atoms.get_key_value(v) {
        Some((_, a)) if matches!(a.kind, AtomKind::Loaded { .. }) && !out.iter().any(|o| o == v) => out.push(v.to_string()),
        Some((name, a)) => {
            if let AtomKind::Derived { def } = &a.kind {
                if seen.insert((&**name, depth)) {
                    collect_loaded_seen(facts, def, out, depth + 1, seen);
                }
            }
        }
        None => {}
    });
}

/// What the guards seen before the access say where its mask holds. A guard
/// `a | b | ...` gives `a` when the mask contradicts every other disjunct (Inductor's
/// `(0 <= i) & (i < n) | ~xmask`, whose `~xmask` may have been normalised to `x >= n`).
fn applicable_guards(facts: &KernelFacts, access: &Access) -> Vec<Cond> {
    let mask_parts = conjuncts(&access.mask);
    let refuted = |c: &Cond| *c == Cond::False || mask_parts.contains(&c.clone().not()) || conjuncts(&c.clone().not()).iter().all(|n| mask_parts.contains(n));
    let mut out = Vec::new();
    for g in &facts.guards[..access.guards_before.min(facts.guards.len())] {
        match &g.cond {
            Cond::Or(parts) => {
                for (i, p) in parts.iter().enumerate() {
                    if parts.iter().enumerate().all(|(j, q)| j == i || refuted(q)) {
                        out.push(p.clone());
                        break;
                    }
                }
            }
            other => out.push(other.clone()),
        }
    }
    out
}

fn conjuncts(c: &Cond) -> Vec<Cond> {
    match c {
        Cond::And(xs) => xs.iter().flat_map(conjuncts).collect(),
        other => vec![other.clone()],
    }
}

#[allow(clippy::too_many_arguments)]
fn judge(
    m: &Module,
    k: &TritonKernel,
    facts: &KernelFacts,
    launch: &Launch,
    access: &Access,
    win: &Window,
    near_guards: &[Cond],
    stored: &HashMap<String, Arc<crate::check::contents::ContentFact>>,
    lc: &LaunchConfigs,
    sym_min: &HashMap<String, i128>,
    bindings: &[BTreeMap<String, i128>],
    opts: &CheckOptions,
    pool: &Cell<u64>,
) -> Verdict {
    let mut guards = applicable_guards(facts, access);
    // Values read from buffers an earlier launch filled are bounded by what it stored.
    let (content_guards, producers) = crate::check::contents::guards_for(facts, access, stored);
    guards.extend(content_guards);
    let from_producers = if producers.is_empty() {
        String::new()
    } else {
        let mut seen: Vec<&Arc<crate::check::contents::ContentFact>> = Vec::new();
        for (_, f) in &producers {
            if !seen.iter().any(|s| Arc::ptr_eq(s, f)) {
                seen.push(f);
            }
        }
        format!("; loaded indices bounded by the buffer contents: {}", seen.iter().map(|p| p.describe()).collect::<Vec<_>>().join(", "))
    };
    let unguarded = unguarded_loads(facts, access, &guards);

    // Symbolic: for all shapes, per config.
    let mut failed_configs = Vec::new();
    let mut last_reason = String::new();
    // The proof for all shapes also assumes the module's guards that relate sizes.
    let proof_guards: Vec<Cond> = guards.iter().cloned().chain(near_guards.iter().cloned()).collect();
    for (config, resolve) in lc.configs.iter().zip(&lc.resolves) {
        match prove_at(facts, access, &proof_guards, win, resolve, sym_min) {
            Ok(()) => {}
            Err(reason) => {
                tracing::debug!(kernel = %k.name, param = %access.param, ?config, %reason, "not proven for all shapes");
                last_reason = reason;
                failed_configs.push(config);
            }
        }
    }
    if failed_configs.is_empty() {
        return match &win.end_unknown {
            None => Verdict::Proven,
            Some(why) => Verdict::Unknown { rule: rules::BOUNDS_UNPROVEN, reason: why.clone() },
        };
    }
    let indirect = Verdict::Unknown {
        rule: rules::INDIRECT_UNGUARDED,
        reason: format!(
            "the offset depends on {} that no tl.device_assert or clamp bounds under this access's mask{from_producers}",
            unguarded
                .iter()
                .map(|a| match facts.atoms.get(a.as_str()).map(|x| &x.kind) {
                    Some(AtomKind::Loaded { from, .. }) if from.contains(' ') => format!("{from} ({a})"),
                    Some(AtomKind::Loaded { from, .. }) => format!("a value loaded from {from} ({a})"),
                    _ => a.clone(),
                })
                .collect::<Vec<_>>()
                .join(", ")
        ),
    };
    // A value whose producer's store has no range over the sizes is bounded at each
    // concrete shape (`contents::concrete_guards`): searched there, unknown otherwise.
    let concrete_only = |a: &str| producers.iter().any(|(atom, f)| &**atom == a && (f.lo.is_none() || f.hi.is_none()));
    // Concrete: look for a counterexample at each binding, for each config that failed.
    // `access` and `guards` are the access's own, or (below) the access with the loads it
    // depends on masked off, their values pinned to their `other=`.
    let concrete = |access: &Access, guards: &[Cond], why: &str| -> Option<Verdict> {
        let mut budget = opts.witness_budget;
        let mut searches_left = bindings.len() * failed_configs.len();
        for binding in bindings {
            // The window and the content bounds depend on the shape only (a producer without a
            // symbolic range is evaluated element by element here): once per shape, not per
            // config.
            let win_b = win.bound(&|e| bind(e, binding));
            let guards_b: Vec<Cond> = if producers.is_empty() {
                guards.to_vec()
            } else {
                guards.iter().map(|g| g.substitute(&|v: &str| binding.get(v).map(|x| Expr::int(*x)))).chain(crate::check::contents::concrete_guards(&producers, binding)).collect()
            };
            for config in &failed_configs {
                // A fair share per shape and config: one large domain must not starve the
                // config whose overrun it is (an exhaustive small search returns its leftover).
                let share = (budget / searches_left.max(1) as u64).max(4096).min(budget);
                searches_left = searches_left.saturating_sub(1);
                let resolve: HashMap<String, Expr> = resolve_map(k, launch, config).into_iter().map(|(n, e)| (n, bind(&e, binding))).collect();
                if prove_at(facts, access, &guards_b, &win_b, &resolve, sym_min).is_ok() {
                    continue;
                }
                if budget == 0 {
                    break;
                }
                let (outcome, spent) = search_pooled(facts, access, &resolve, &win_b, &guards_b, share, pool);
                budget -= spent.min(budget);
                match outcome {
                    witness::Outcome::Found(mut ev) if super::witness_caveat(m, binding).is_some() => {
                        // Sizes equal when compiled that only one moves: decided (IA111) when
                        // the access is proven once they are equal again.
                        if let Some(apart) = super::SizesApart::of(m, binding) {
                            let proven_twin = apart.proven_twin(|same, twin| {
                                let win_eq = win.bound(same);
                                let guards_eq: Vec<Cond> = proof_guards.iter().map(|g| apart.equal_cond(twin, g)).collect();
                                failed_configs.iter().all(|c| {
                                    let resolve: HashMap<String, Expr> = resolve_map(k, launch, c).into_iter().map(|(n, e)| (n, same(&e))).collect();
                                    prove_at(facts, access, &guards_eq, &win_eq, &resolve, sym_min).is_ok()
                                })
                            });
                            if let (Some(twin), None) = (proven_twin, &win.end_unknown) {
                                locate_witness(&mut ev, binding, config, win, access);
                                ev.reason = Some(apart.explain(twin, &crate::check::reach_text(&ev, "storage")));
                                return Some(Verdict::SizesApart(ev));
                            }
                        }
                        let why = super::witness_caveat(m, binding).unwrap_or_default();
                        return Some(Verdict::Unknown { rule: rules::BOUNDS_UNPROVEN, reason: why });
                    }
                    // The text reads out of bounds, but the load is dead code that Triton's
                    // compiler deletes: nothing is read, so no error (its counterexample would
                    // not reproduce), yet the access is reported, not passed off as proven.
                    witness::Outcome::Found(ev) if facts.dead_load(access.span).is_some() => {
                        let why = facts.dead_load(access.span).unwrap_or_default();
                        let at = ev.offset.map(|o| format!(" element {o}")).unwrap_or_default();
                        return Some(Verdict::Unknown { rule: rules::BOUNDS_UNPROVEN, reason: format!("the text would read{at} out of bounds, but this is a dead load: {why}") });
                    }
                    // A loaded value from a content fact's range that the producer is not
                    // shown to store: the range may over-approximate, no counterexample.
                    witness::Outcome::Found(ev) if crate::check::contents::unconfirmed(&producers, &ev.indices, binding).is_some() => {
                        let why = crate::check::contents::unconfirmed(&producers, &ev.indices, binding).unwrap_or_default();
                        return Some(Verdict::Unknown { rule: rules::BOUNDS_UNPROVEN, reason: why });
                    }
                    witness::Outcome::Found(mut ev) => {
                        locate_witness(&mut ev, binding, config, win, access);
                        if let Some(why) = &win.end_unknown {
                            ev.extent = None;
                            ev.extent_expr = None;
                            ev.reason = Some(format!("{why}; the element is before the view's first element"));
                        } else if !producers.is_empty() {
                            ev.reason = Some(from_producers.trim_start_matches("; ").to_string());
                        }
                        if !why.is_empty() {
                            ev.reason = Some(match ev.reason.take() {
                                Some(r) => format!("{why}; {r}"),
                                None => why.to_string(),
                            });
                        }
                        return Some(Verdict::Violated(ev));
                    }
                    witness::Outcome::NoneExhaustive => {}
                    witness::Outcome::Gave(why) => tracing::debug!(kernel = %k.name, param = %access.param, %why, "counterexample search stopped"),
                }
            }
        }
        None
    };
    if !unguarded.is_empty() && !unguarded.iter().all(|a| concrete_only(a)) {
        // Where the loads the offset depends on are masked off they yield their `other=`:
        // a counterexample there needs no bound on the data.
        if let Some((masked_off, pins, why)) = masked_off_access(facts, access, &unguarded) {
            let pinned: Vec<Cond> = guards.iter().cloned().chain(pins).collect();
            if let Some(v @ Verdict::Violated(_)) = concrete(&masked_off, &pinned, &why) {
                return v;
            }
        }
        return indirect;
    }
    if let Some(v) = concrete(access, &guards, "") {
        return v;
    }
    if !unguarded.is_empty() {
        return indirect;
    }
    let reason = match &win.end_unknown {
        Some(why) => why.clone(),
        None => last_reason + &from_producers + &mask_from_memory(facts, &access.mask),
    };
    Verdict::Unknown { rule: rules::BOUNDS_UNPROVEN, reason }
}

/// Where the access's mask depends on values read from memory (flex attention's next
/// block index, read under `i + 1 < n` with the block count `n` loaded): which ones, said
/// in the reason of an unknown, since the access is in bounds only as far as the data
/// bounds them.
fn mask_from_memory(facts: &KernelFacts, mask: &Cond) -> String {
    let mut loaded = Vec::new();
    facts::visit_cond_vars(mask, &mut |v| collect_loaded(facts, &Expr::var(v), &mut loaded, 0));
    if loaded.is_empty() {
        return String::new();
    }
    let what: Vec<String> = loaded
        .iter()
        .map(|a| match facts.atoms.get(a.as_str()).map(|x| &x.kind) {
            Some(AtomKind::Loaded { from, .. }) if from.contains(' ') => format!("{from} ({a})"),
            Some(AtomKind::Loaded { from, .. }) => format!("a value loaded from {from} ({a})"),
            _ => a.clone(),
        })
        .collect();
    format!("; the access's mask depends on values read from memory ({}) that nothing the dump carries bounds", what.join(", "))
}

/// A counterexample search allowed `budget` elements: its aimed phase (corners and their
/// neighbourhood, at most `witness::AIMED_POINTS`) always runs; its brute force is also
/// drawn from the module's `pool`, so accesses that cannot be settled do not each cost a
/// full brute force. Returns the outcome and the elements spent.
fn search_pooled(facts: &KernelFacts, access: &Access, resolve: &HashMap<String, Expr>, win: &Window, guards: &[Cond], budget: u64, pool: &Cell<u64>) -> (witness::Outcome, u64) {
    let aimed = budget.min(witness::AIMED_POINTS);
    let brute = (budget - aimed).min(pool.get());
    let (mut aimed_left, mut brute_left) = (aimed, brute);
    let out = witness::search_aimed(facts, access, resolve, win, guards, &mut aimed_left, &mut brute_left);
    pool.set(pool.get() - (brute - brute_left));
    (out, (aimed - aimed_left) + (brute - brute_left))
}

fn bind(e: &Expr, binding: &BTreeMap<String, i128>) -> Expr {
    e.substitute(&|v: &str| binding.get(v).map(|x| Expr::int(*x)))
}

/// The elements, counted from the pointer, that the first program (every program id 0)
/// writes through `param` at this binding and config: what a launch of one program of
/// exactly this config leaves changed. `None` when the stores depend on loops or loaded
/// values, or are too many to list.
pub(crate) fn first_program_writes(k: &TritonKernel, launch: &Launch, param: &str, config: &BTreeMap<String, i64>, binding: &BTreeMap<String, i128>) -> Option<Vec<i128>> {
    let facts = interp::interpret(k);
    let resolve: HashMap<String, Expr> = resolve_map(k, launch, config).into_iter().map(|(n, e)| (n, bind(&e, binding))).collect();
    let mut out = Vec::new();
    for access in facts.accesses.iter().filter(|a| a.param == param && a.kind != AccessKind::Load) {
        out.extend(witness::first_program_offsets(&facts, access, &resolve, 1 << 16)?);
    }
    out.sort_unstable();
    out.dedup();
    (!out.is_empty()).then_some(out)
}
