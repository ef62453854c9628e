//! Inter-kernel value facts for index buffers ("contents"): an index read from memory that
//! an earlier launch of the same wrapper wrote is bounded by what that launch stored.
//! Inductor computes interpolation's source rows once per module
//! (`buf36 = empty_strided(..., torch.int64)` filled by a kernel storing
//! `max((x0 + 0.5) * (in / out) - 0.5, 0).to(tl.int64)` for every `x0 < numel(buf36)`)
//! and gathers through them in later kernels (`tl.load(in_ptr2 + tmp0 * ks3 + ...)` with
//! `tmp0 = tl.load(in_ptr0 + x1)`): without the producer, that index is an unknown.
//!
//! The walk goes over the wrapper's statements in program order (launches, extern calls,
//! allocations, and the statements the model did not interpret) and keeps, per storage,
//! a range `[lo, hi]` over the module's shape symbols that every element of the storage
//! holds. At each launch the facts of the storages its pointers are bound to are handed to
//! the family's check, which bounds the values its loads read from there (like a
//! `tl.device_assert` would).
//!
//! When a fact is made (all of it required, else the storage has no fact):
//! - the storage was allocated by the wrapper (`empty_strided*`, never a graph input, an
//!   extern kernel's result or anything else), its size known, in int64;
//! - the launch's pointer is the storage's first element (view offset 0), of the same
//!   element type, and the kernel's every access through it is a store of an integer the
//!   analysis follows (no atomics, no loads, nothing untracked in the kernel);
//! - one store writes every element of the storage: its offset is the kernel's linear
//!   index `pid * XBLOCK + lane` over a numel equal to the storage's size, under no mask
//!   other than `index < numel` (an `empty_strided` storage written only in part holds
//!   garbage elsewhere, so a partial write gives no fact);
//! - each stored value has a range over the shape symbols (for every candidate config,
//!   under the store's mask): the union of the stores' ranges is the fact.
//!
//! When a fact dies: the storage is written by a launch whose stores do not give a fact
//! (or that the analysis cannot follow), handed to an extern kernel or ATen op (read or
//! written: not understood, so assumed written), named by a C++ kernel's non-const pointer,
//! re-allocated, or when a launch binds an argument the model could not follow, the
//! wrapper has a statement the model did not interpret, or at a `def`, a control-flow
//! statement, a `return` or the end of a block (then every fact dies: text order is run
//! order only inside straight-line code, see [`boundaries`]).
//!
//! Counterexamples: the search picks a loaded value inside `[lo, hi]`; since the range
//! may over-approximate what is stored, a counterexample is an error only where the
//! producer, evaluated element by element at that shape, stores that value (through the
//! producers it read from, for chains); otherwise the access stays unknown.
//!
//! What a consumer may assume: an element it reads in bounds of the storage holds a value
//! in `[lo, hi]`. A read out of bounds is its own finding (the load's own check); the bound
//! is applied to a loaded value only where the consuming access's mask implies the load's
//! mask (elsewhere the load returns its `other`), and never during a launch that may itself
//! write the storage (its other programs' stores may be what a read sees).

use std::collections::HashMap;
use std::sync::Arc;

use crate::check::engine::prove::Ctx;
use crate::check::facts::{self, AccessKind, AtomKind, KernelFacts};
use crate::model::{ArgBinding, DType, Module, Origin};
use crate::sym::{Cond, Expr, Rel};

/// What every element of a storage holds, and which launch stored it.
#[derive(Debug, Clone)]
pub(crate) struct ContentFact {
    /// Bounds over the module's shape symbols; `None` where the stored value has no
    /// symbolic range (a float-computed row whose scale needs guards the dump lacks): then
    /// only the producer's own store, evaluated at each concrete shape, says what it holds.
    pub lo: Option<Expr>,
    pub hi: Option<Expr>,
    /// The producer kernel and the wrapper line of its launch.
    pub producer: String,
    pub line: u32,
    /// The producer's one store, to evaluate element by element at a concrete shape
    /// (whether a counterexample's loaded value is one it really stores); `None` where
    /// the kernel stores there more than once.
    pub stored: Option<Stored>,
    /// Set where the fact comes from the forward module of the compile (`check::xmodule`):
    /// the name the backward gives the saved tensor.
    pub saved_as: Option<String>,
}

/// A loaded atom of a consumer and the content fact that bounds it.
pub(crate) type Bounded = (Arc<str>, Arc<ContentFact>);

/// A store writing element `pid * block + lane`: its value and mask over the producer's
/// block index and lane atoms and the module's symbols.
#[derive(Debug, Clone)]
pub(crate) struct Stored {
    value: Expr,
    mask: Cond,
    pid: Arc<str>,
    lane: Arc<str>,
    block: i128,
    numel: Expr,
    /// Values the store is computed from that the producer read from storages with facts
    /// (chains): the loaded atom, the element it reads, and that storage's fact.
    loads: Vec<(Arc<str>, Expr, Arc<ContentFact>)>,
}

/// Elements evaluated at most when confirming that a value is stored.
const MAX_CONFIRM_ELEMENTS: i128 = 1 << 20;

impl Stored {
    /// The value element `e` holds at `binding` (`None`: not evaluated, or not written).
    fn value_at(&self, binding: &std::collections::BTreeMap<String, i128>, e: i128, depth: u32) -> Option<i128> {
        let n = self.numel.eval(&|v: &str| binding.get(v).copied()).ok()?;
        if depth > 8 || e < 0 || e >= n {
            return None;
        }
        let base = |name: &str| {
            if name == &*self.pid {
                Some(e / self.block)
            } else if name == &*self.lane {
                Some(e % self.block)
            } else {
                binding.get(name).copied()
            }
        };
        let mut loaded: Vec<(&str, i128)> = Vec::new();
        for (atom, offset, fact) in &self.loads {
            let at = offset.eval(&base).ok()?;
            loaded.push((atom, fact.stored.as_ref()?.value_at(binding, at, depth + 1)?));
        }
        let env = |name: &str| loaded.iter().find(|(a, _)| *a == name).map(|(_, v)| *v).or_else(|| base(name));
        if self.mask.eval(&env).ok()? != Some(true) {
            return None;
        }
        self.value.eval(&env).ok()
    }

    /// The smallest and largest value held at `binding` (`None`: could not be evaluated, or
    /// nothing written).
    fn extremes(&self, binding: &std::collections::BTreeMap<String, i128>) -> Option<(i128, i128)> {
        let n = self.numel.eval(&|x: &str| binding.get(x).copied()).ok()?;
        if n > MAX_CONFIRM_ELEMENTS {
            return None;
        }
        let mut out: Option<(i128, i128)> = None;
        for e in 0..n.max(0) {
            let v = self.value_at(binding, e, 0)?;
            out = Some(out.map_or((v, v), |(lo, hi)| (lo.min(v), hi.max(v))));
        }
        out
    }

    /// Whether some element holds `v` at `binding` (`None`: could not be evaluated).
    fn holds(&self, binding: &std::collections::BTreeMap<String, i128>, v: i128) -> Option<bool> {
        let n = self.numel.eval(&|x: &str| binding.get(x).copied()).ok()?;
        if n > MAX_CONFIRM_ELEMENTS {
            return None;
        }
        for e in 0..n.max(0) {
            if self.value_at(binding, e, 0)? == v {
                return Some(true);
            }
        }
        Some(false)
    }
}

/// Why a counterexample is not shown real: a loaded value it needs (`indices`) lies in a
/// content fact's range but the producer is not shown to store it at this shape (the
/// range over-approximates what is stored). `None`: every such value is stored.
pub(crate) fn unconfirmed(
    bounded: &[(Arc<str>, Arc<ContentFact>)],
    indices: &std::collections::BTreeMap<String, i128>,
    binding: &std::collections::BTreeMap<String, i128>,
) -> Option<String> {
    for (atom, fact) in bounded {
        let Some(v) = indices.get(&**atom) else { continue };
        if fact.stored.as_ref().and_then(|s| s.holds(binding, *v)) != Some(true) {
            return Some(format!(
                "out of bounds where the loaded {atom} is {v}, inside the {}, but that value is not shown to be one the producer stores at this shape",
                fact.describe()
            ));
        }
    }
    None
}

impl ContentFact {
    /// "values in [lo, hi] stored by K (launched at line N)"; for a fact the forward
    /// module handed over, "... stored by K in the forward module (line N), saved for the
    /// backward as `x`".
    pub(crate) fn describe(&self) -> String {
        let values = match (&self.lo, &self.hi) {
            (Some(lo), Some(hi)) => format!("values in [{lo}, {hi}]"),
            _ => "values (no range over the sizes; evaluated at each shape)".to_string(),
        };
        match &self.saved_as {
            Some(name) => format!("{values} stored by {} in the forward module (line {}), saved for the backward as `{name}`", self.producer, self.line),
            None => format!("{values} stored by {} (launched at line {})", self.producer, self.line),
        }
    }

    /// The smallest and largest value the producer stores at `binding`, for a fact without
    /// a symbolic range (`None`: not evaluated).
    pub(crate) fn extremes_at(&self, binding: &std::collections::BTreeMap<String, i128>) -> Option<(i128, i128)> {
        self.stored.as_ref()?.extremes(binding)
    }
}

/// One launch of a kernel whose facts the family could compute: the facts, the launch's
/// parameter values for each candidate config (kernel names → expressions over the
/// module's symbols), and each pointer parameter's element type.
pub(crate) struct LaunchFacts {
    pub facts: Arc<KernelFacts>,
    pub resolves: Vec<HashMap<String, Expr>>,
    pub pointer_dtypes: HashMap<String, DType>,
    /// Pointer parameter → the buffer the launch binds it to.
    pub bound_to: HashMap<String, String>,
}

/// The facts live at each launch (by index in `Module::launches`), per pointer parameter.
#[derive(Debug, Default)]
pub(crate) struct Contents {
    pub at_launch: Vec<HashMap<String, Arc<ContentFact>>>,
    /// The facts live when the wrapper returns, per storage (what a forward hands over).
    pub at_end: HashMap<String, Arc<ContentFact>>,
}

enum Event {
    /// `def call(`: nothing but what the caller hands over is known.
    CallStart,
    /// `call`'s own `return`: the facts that hold there are what it returns.
    CallReturn,
    /// A function definition, a control-flow statement, or the end of a block: facts never
    /// cross it (see [`boundaries`]).
    Boundary,
    Launch(usize),
    Extern(usize),
    Alloc(String),
    Unmodelled,
}

/// The storage a buffer's view lies in (the buffer that owns it).
pub(crate) fn root<'m>(m: &'m Module, name: &'m str) -> &'m str {
    let mut cur = name;
    for _ in 0..64 {
        match m.buffers.get(cur) {
            Some(b) if b.storage_of != cur => cur = &b.storage_of,
            _ => break,
        }
    }
    cur
}

/// Walks the wrapper in program order. `launch_facts(i)`: the facts of launch `i` where its
/// kernel belongs to a family that summarises its stores (`None`: its writes are not
/// understood, so every storage a non-const pointer of it names loses its fact).
///
/// `initial`: facts holding on entry for graph-input storages (by input name): what the
/// forward module of the compile stored in the tensors it saved for this backward
/// (`check::xmodule`).
pub(crate) fn walk_with(m: &Module, sym_min: &HashMap<String, i128>, launch_facts: &dyn Fn(usize) -> Option<LaunchFacts>, initial: &HashMap<String, Arc<ContentFact>>) -> Contents {
    let mut events: Vec<((u32, u32), Event)> = Vec::new();
    for (i, l) in m.launches.iter().enumerate() {
        events.push(((l.loc.line, l.loc.column), Event::Launch(i)));
    }
    for (i, c) in m.extern_calls.iter().enumerate() {
        events.push(((c.loc.line, c.loc.column), Event::Extern(i)));
    }
    for (name, b) in &m.buffers {
        if b.storage_of == *name {
            events.push(((b.loc.line, b.loc.column), Event::Alloc(name.clone())));
        }
    }
    for u in &m.unmodelled {
        events.push(((u.line, u.column), Event::Unmodelled));
    }
    for (at, kind) in boundaries(m) {
        events.push((at, kind));
    }
    // An allocation before a launch on the same line (never in Inductor's wrappers) would
    // come first; launches and calls on one line keep their order.
    events.sort_by_key(|(at, _)| *at);

    let mut live: HashMap<String, Arc<ContentFact>> = initial.clone();
    let mut out = Contents { at_launch: vec![HashMap::new(); m.launches.len()], at_end: HashMap::new() };
    let mut returned = false;
    for (_, ev) in events {
        match ev {
            // A graph input's size assert is no allocation: what it holds came with it.
            Event::Alloc(name) if m.buffers.get(&name).is_some_and(|b| b.origin == Origin::Input) => {}
            Event::Alloc(name) => {
                live.remove(&name);
            }
            // What `call` returns holds what was stored before its `return` (a forward's
            // saved tensors, see `check::xmodule`).
            Event::CallReturn => {
                out.at_end = std::mem::take(&mut live);
                returned = true;
            }
            // The graph inputs arrive with what the caller says they hold (a backward's
            // saved tensors, from its forward).
            Event::CallStart => live = initial.clone(),
            Event::Unmodelled | Event::Boundary => live.clear(),
            Event::Extern(i) => {
                let call = &m.extern_calls[i];
                for (_, b) in &call.args {
                    match b {
                        ArgBinding::Tensor { buffer } => {
                            live.remove(root(m, buffer));
                        }
                        ArgBinding::Unknown { .. } => live.clear(),
                        _ => {}
                    }
                }
                if let Some(r) = &call.result {
                    live.remove(root(m, r));
                }
            }
            Event::Launch(i) => {
                let launch = &m.launches[i];
                if launch.args.iter().any(|(_, b)| matches!(b, ArgBinding::Unknown { .. })) {
                    live.clear();
                    continue;
                }
                let lf = launch_facts(i);
                // The storages the launch may write: what its other programs store there
                // may be read by this one, so no fact about them holds during it.
                let written: Vec<&str> = launch
                    .args
                    .iter()
                    .filter_map(|(param, b)| {
                        let ArgBinding::Tensor { buffer } = b else { return None };
                        let writes = match &lf {
                            Some(lf) => !lf.facts.untracked.is_empty() || lf.facts.accesses.iter().any(|a| a.param == *param && a.kind != AccessKind::Load),
                            None => m.kernel(&launch.kernel).is_none_or(|k| !cpp_param_is_const(k, launch, param)),
                        };
                        writes.then(|| root(m, buffer))
                    })
                    .collect();
                // What the launch reads: the facts as they stand before it.
                for (param, b) in &launch.args {
                    let ArgBinding::Tensor { buffer } = b else { continue };
                    if written.contains(&root(m, buffer)) {
                        continue;
                    }
                    let Some(f) = live.get(root(m, buffer)) else { continue };
                    let same_type = lf.as_ref().is_some_and(|lf| lf.pointer_dtypes.get(param) == Some(&DType::I64));
                    if same_type && m.buffers.get(buffer).is_some_and(|b| b.dtype == Some(DType::I64)) {
                        out.at_launch[i].insert(param.clone(), f.clone());
                    }
                }
                // What it writes.
                for (param, b) in &launch.args {
                    let ArgBinding::Tensor { buffer } = b else { continue };
                    let r = root(m, buffer).to_string();
                    let Some(lf) = &lf else {
                        // Not understood: a const pointer (C++ `const T*`) is only read.
                        let kernel_const = m.kernel(&launch.kernel).is_some_and(|k| cpp_param_is_const(k, launch, param));
                        if !kernel_const {
                            live.remove(&r);
                        }
                        continue;
                    };
                    let writes = !lf.facts.untracked.is_empty() || lf.facts.accesses.iter().any(|a| a.param == *param && a.kind != AccessKind::Load);
                    if !writes {
                        continue;
                    }
                    match summarise(m, sym_min, lf, buffer, param, &out.at_launch[i]) {
                        Some((lo, hi, stored)) => {
                            live.insert(r, Arc::new(ContentFact { lo, hi, producer: launch.kernel.clone(), line: launch.loc.line, stored, saved_as: None }));
                        }
                        None => {
                            live.remove(&r);
                        }
                    }
                }
            }
        }
    }
    if !returned {
        out.at_end = live;
    }
    out
}

/// Where program order and text order may part: each `def`, each control-flow statement
/// (`if`, `for`, `while`, `try` and their branches), each `return`, and the first line
/// after an indented block of one of them. The walk follows the text, which is the order
/// the statements run in only inside one straight-line stretch: graph partitions
/// (`partition_0`) are defined before the `call` that runs them between its own
/// statements, a loop body may run zero times. Kernel sources (strings) have such lines
/// too; clearing there costs nothing, no launch is inside. Column 0: before the
/// statements of the same line.
/// Each boundary's position and kind: `def call(` and the `return` directly in its body
/// are told apart from the others.
fn boundaries(m: &Module) -> Vec<((u32, u32), Event)> {
    const KEYWORDS: &[&str] = &["def ", "async def ", "class ", "if ", "elif ", "else:", "for ", "while ", "try:", "except", "finally:", "return", "match "];
    let mut out = Vec::new();
    let mut open: Vec<usize> = Vec::new();
    // The indentation of the open `def call(`, while its body is read.
    let mut call_indent: Option<usize> = None;
    for (i, line) in m.source.text.lines().enumerate() {
        // Indentation is spaces: skipped bytewise before the general trim.
        let spaces = line.bytes().take_while(|&b| b == b' ').count();
        let body = line[spaces..].trim_start();
        if body.is_empty() || body.starts_with('#') {
            continue;
        }
        let indent = line.len() - body.len();
        let mut boundary = false;
        while open.last().is_some_and(|o| indent <= *o) {
            open.pop();
            boundary = true;
        }
        if call_indent.is_some_and(|c| indent <= c) {
            call_indent = None;
        }
        let kind = if body.starts_with("return") && call_indent.is_some() && open.last() == call_indent.as_ref() {
            Event::CallReturn
        } else if body.starts_with("def call(") {
            call_indent = Some(indent);
            Event::CallStart
        } else {
            Event::Boundary
        };
        if KEYWORDS.iter().any(|k| body.starts_with(k)) {
            boundary = true;
            open.push(indent);
        }
        if boundary {
            let at = m.loc(ia_parsers::py::Span { line: i as u32 + 1, col: 1 });
            out.push(((at.line, 0), kind));
        }
    }
    out
}

/// Whether C++ kernel parameter `param` is declared `const T*` (read only).
fn cpp_param_is_const(k: &crate::model::Kernel, launch: &crate::model::Launch, param: &str) -> bool {
    let crate::model::Kernel::Cpp(c) = k else { return false };
    let Some(i) = launch.args.iter().position(|(n, _)| n == param) else { return false };
    c.arg_types.get(i).is_some_and(|t| t.trim_start().starts_with("const "))
}

/// The range every element of `buffer`'s storage holds after the launch, when its stores
/// through `param` give one (see the module doc for what is required).
fn summarise(
    m: &Module,
    sym_min: &HashMap<String, i128>,
    lf: &LaunchFacts,
    buffer: &str,
    param: &str,
    read: &HashMap<String, Arc<ContentFact>>,
) -> Option<(Option<Expr>, Option<Expr>, Option<Stored>)> {
    let facts = &*lf.facts;
    let r = root(m, buffer);
    let storage = m.buffers.get(r)?;
    let view = m.buffers.get(buffer)?;
    if storage.origin != Origin::Alloc || storage.dtype != Some(DType::I64) || view.dtype != Some(DType::I64) || lf.pointer_dtypes.get(param) != Some(&DType::I64) {
        return None;
    }
    if view.offset.as_const() != Some(0) || !facts.untracked.is_empty() {
        return None;
    }
    let extent = storage.storage_extent.clone()?;
    let accesses: Vec<&facts::Access> = facts.accesses.iter().filter(|a| a.param == param).collect();
    if accesses.is_empty() || accesses.iter().any(|a| a.kind != AccessKind::Store) {
        return None;
    }
    // One access per store call (an element wider than the pointer's records two).
    let mut spans: Vec<_> = accesses.iter().map(|a| a.span).collect();
    spans.sort_by_key(|s| (s.line, s.col));
    spans.dedup();
    if spans.len() != accesses.len() {
        return None;
    }
    let mut covered = false;
    let mut stored = None;
    let (mut los, mut his) = (Vec::new(), Vec::new());
    // Whether every store under every config has a range over the symbols.
    let mut ranged = true;
    // A stored value computed from values this launch reads from other storages with
    // facts (a chain: `min(rows[x] + 1, n - 1)`) is bounded through them. Never from the
    // storage written: other programs may already have overwritten what a read sees.
    let read: HashMap<String, Arc<ContentFact>> = read.iter().filter(|(p, _)| lf.bound_to.get(*p).is_none_or(|b| root(m, b) != r)).map(|(p, f)| (p.clone(), f.clone())).collect();
    for a in &accesses {
        let value = facts.stored_values.iter().find(|(s, _)| *s == a.span).map(|(_, v)| v)?;
        let (chain, chain_atoms) = guards_for(facts, a, &read);
        for resolve in &lf.resolves {
            if !covered {
                if let Some((pid, lane, block, numel)) = covers(facts, a, resolve, &extent) {
                    covered = true;
                    let res = |e: &Expr| e.substitute(&|v: &str| resolve.get(v).cloned());
                    let mask = expand_cond(facts, &a.mask).substitute(&|v: &str| resolve.get(v).cloned());
                    let loads = chain_atoms
                        .iter()
                        .filter_map(|(atom, fact)| {
                            let AtomKind::Loaded { span, .. } = &facts.atoms.get(atom)?.kind else { return None };
                            let load = facts.accesses.iter().find(|x| x.kind == AccessKind::Load && x.span == *span)?;
                            Some((atom.clone(), res(&expand(facts, &load.offset, 0)), fact.clone()))
                        })
                        .collect();
                    stored = (accesses.len() == 1).then(|| Stored { value: res(&expand(facts, value, 0)), mask, pid, lane, block, numel, loads });
                }
            }
            let mut ctx = Ctx::new(facts, sym_min, resolve);
            let mask = ctx.resolve_cond(&a.mask);
            ctx.assume(&mask);
            for g in &chain {
                let g = ctx.resolve_cond(g);
                ctx.assume(&g);
            }
            let v = ctx.resolve_expr(value);
            let range = ctx.range(&v);
            let over_symbols = |e: &Expr| e.free_vars().iter().all(|v| m.symbols.contains_key(&**v));
            match (range.lo, range.hi) {
                (Some(lo), Some(hi)) if over_symbols(&lo) && over_symbols(&hi) => {
                    if !los.contains(&lo) {
                        los.push(lo);
                    }
                    if !his.contains(&hi) {
                        his.push(hi);
                    }
                }
                _ => ranged = false,
            }
        }
    }
    if !covered {
        return None;
    }
    if ranged && !los.is_empty() {
        return Some((Some(Expr::min_of(los)), Some(Expr::max_of(his)), stored));
    }
    // No range over the sizes: the fact holds only the store itself, evaluated at each
    // concrete shape by the consumers.
    stored.is_some().then_some((None, None, stored))
}

/// `e` with every named index value replaced by its definition.
fn expand(facts: &KernelFacts, e: &Expr, depth: u32) -> Expr {
    if depth > 32 {
        return e.clone();
    }
    e.substitute(&|v: &str| match facts.atoms.get(v).map(|a| &a.kind) {
        Some(AtomKind::Derived { def }) => Some(expand(facts, def, depth + 1)),
        _ => None,
    })
}

fn expand_cond(facts: &KernelFacts, c: &Cond) -> Cond {
    c.substitute(&|v: &str| match facts.atoms.get(v).map(|a| &a.kind) {
        Some(AtomKind::Derived { def }) => Some(expand(facts, def, 1)),
        _ => None,
    })
}

fn zero(e: Expr) -> bool {
    e.to_poly().is_zero()
}

/// Whether the store writes every element `0 .. extent - 1`: its offset is
/// `pid * BLOCK + lane` with the block index over `cdiv(numel, BLOCK)` programs and the
/// lane over `0 .. BLOCK - 1`, `numel` (at this launch) is the storage's size, and its mask
/// is `offset < numel` or nothing.
fn covers(facts: &KernelFacts, a: &facts::Access, resolve: &HashMap<String, Expr>, extent: &Expr) -> Option<(Arc<str>, Arc<str>, i128, Expr)> {
    let res = |e: &Expr| e.substitute(&|v: &str| resolve.get(v).cloned());
    let offset = res(&expand(facts, &a.offset, 0));
    let p = offset.to_poly();
    let vars = p.vars();
    if vars.len() != 2 {
        return None;
    }
    let mut pid = None;
    let mut lane = None;
    for v in &vars {
        match facts.atoms.get(&**v).map(|x| &x.kind) {
            Some(AtomKind::BlockIdx { numel, block }) => pid = Some((v.clone(), numel.clone(), block.clone())),
            Some(AtomKind::Lane { block }) => lane = Some((v.clone(), block.clone())),
            _ => return None,
        }
    }
    let (Some((pv, numel, block)), Some((lv, lane_block))) = (pid, lane) else { return None };
    let (numel, block) = (res(&numel), res(&block));
    if !zero(res(&lane_block) - block.clone()) || block.as_const().is_none_or(|b| b < 1) {
        return None;
    }
    // offset == pid*block + lane exactly.
    let want = Expr::var(&pv) * block.clone() + Expr::var(&lv);
    if !zero(offset.clone() - want) || !zero(numel.clone() - extent.clone()) {
        return None;
    }
    let mask = expand_cond(facts, &a.mask);
    let found = Some((pv.clone(), lv.clone(), block.as_const()?, numel.clone()));
    let parts = match mask {
        Cond::True => return found,
        Cond::And(xs) => xs,
        other => vec![other],
    };
    let all = parts.iter().all(|c| match c {
        Cond::Cmp(Rel::Lt, x, n) => zero(res(x) - offset.clone()) && zero(res(n) - numel.clone()),
        Cond::Cmp(Rel::Le, x, n) => zero(res(x) - offset.clone()) && zero(res(n) + Expr::int(1) - numel.clone()),
        Cond::Cmp(Rel::Gt, n, x) => zero(res(x) - offset.clone()) && zero(res(n) - numel.clone()),
        Cond::True => true,
        _ => false,
    });
    if all {
        found
    } else {
        None
    }
}

/// The guards a content fact gives an access of a launch: `lo <= v <= hi` for every value
/// `v` the kernel loads through a pointer with a fact, where the access's mask implies the
/// load's. Returns the guards and the facts used (for reasons).
pub(crate) fn guards_for(facts: &KernelFacts, access: &facts::Access, at_launch: &HashMap<String, Arc<ContentFact>>) -> (Vec<Cond>, Vec<Bounded>) {
    let mut guards = Vec::new();
    let mut used: Vec<Bounded> = Vec::new();
    if at_launch.is_empty() {
        return (guards, used);
    }
    let parts = |c: &Cond| -> Vec<Cond> {
        match c {
            Cond::And(xs) => xs.clone(),
            Cond::True => Vec::new(),
            other => vec![other.clone()],
        }
    };
    let access_mask = parts(&access.mask);
    let mut names: Vec<&Arc<str>> = facts.atoms.keys().collect();
    names.sort();
    for name in names {
        let Some(AtomKind::Loaded { from, span }) = facts.atoms.get(name).map(|a| &a.kind) else { continue };
        let Some(fact) = at_launch.get(from) else { continue };
        let Some(load) = facts.accesses.iter().find(|a| a.kind == AccessKind::Load && a.span == *span && a.param == *from) else { continue };
        if !parts(&load.mask).iter().all(|c| access_mask.contains(c)) {
            continue;
        }
        let v = Expr::var(name);
        if let (Some(lo), Some(hi)) = (&fact.lo, &fact.hi) {
            guards.push(Cond::cmp(Rel::Le, lo.clone(), v.clone()));
            guards.push(Cond::cmp(Rel::Le, v, hi.clone()));
        }
        used.push((name.clone(), fact.clone()));
    }
    (guards, used)
}

/// At a concrete shape, the bounds of the facts without a symbolic range: the smallest and
/// largest value their producer stores there (`lo <= v <= hi` in numbers). A fact whose
/// store cannot be evaluated there gives none.
pub(crate) fn concrete_guards(used: &[Bounded], binding: &std::collections::BTreeMap<String, i128>) -> Vec<Cond> {
    let mut out = Vec::new();
    for (atom, fact) in used {
        if fact.lo.is_some() && fact.hi.is_some() {
            continue;
        }
        if let Some((lo, hi)) = fact.extremes_at(binding) {
            let v = Expr::var(atom);
            out.push(Cond::cmp(Rel::Le, Expr::int(lo), v.clone()));
            out.push(Cond::cmp(Rel::Le, v, Expr::int(hi)));
        }
    }
    out
}
