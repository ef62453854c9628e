//! Abstract interpretation of a `@triton.jit` body: which memory each `tl.load`,
//! `tl.store` and atomic touches, under which mask, as symbolic integers over kernel
//! parameters, block sizes and "atoms" (program ids, lanes, loop variables, named index
//! variables, values loaded from memory). The result is the kernel facts
//! ([`crate::check::facts::KernelFacts`]) the engine reads, the form C++ lowering produces too.
//!
//! Invariant: the result depends on the kernel text only (not on a launch), so it is
//! computed once per kernel and reused for every launch and config.
//!
//! Why atoms: Inductor names its index variables (`xindex`, `x0 = xindex % ks0`) and its
//! masks talk about them (`xmask = xindex < xnumel`). Keeping those names as atoms lets a
//! mask bound the atom it mentions, where flattening everything into lanes would lose it.

use std::collections::{HashMap, HashSet};

use crate::sym::{FxBuildHasher, FxHashMap};

use std::sync::Arc;

use ia_parsers::py::{self, BinOp, BoolOp, Expr as PyExpr, ExprKind, Span, Stmt, StmtKind, SubscriptItem, UnaryOp};

use crate::check::facts::float::Fl;
use crate::check::facts::{visit_vars, Access, AccessKind, Atom, AtomKind, Guard, Int32Op, KernelFacts, Opaque};
use crate::model::TritonKernel;
use crate::sym::{Cond, Expr};

/// Abstract values.
#[derive(Debug, Clone)]
enum Val {
    Int(Expr),
    Bool(Cond),
    Ptr {
        param: String,
        /// In elements of the parameter's type.
        offset: Expr,
        /// Parameter elements per element of the pointer's current type: 1, or more after
        /// a cast to a wider element (`ws_ptr.to(tl.pointer_type(tl.uint64))` on a `*u8`).
        scale: i128,
    },
    /// A floating-point value the analysis follows exactly (interpolation source
    /// coordinates): it may become an index through `.to(tl.int*)`.
    Float(Fl),
    /// Floating data, reductions, anything without integer meaning.
    Data,
    /// A Python-level tuple/list (`[XBLOCK, R0_BLOCK]`).
    Seq(Vec<Val>),
    /// Python's `None` (a helper's default argument, `desc_k = None`): `x is None` is
    /// decided on it.
    PyNone,
}

/// How deep calls of `@triton.jit` helpers are entered (flex attention nests three:
/// `forward_inner` → `forward_block_mn` → `load_checked_2d`); deeper, a call is an unknown.
const MAX_INLINE_DEPTH: usize = 8;

/// The state of the helper being entered: what it returned so far.
#[derive(Default)]
struct Frame {
    /// The value of the `return` that ended the current path, once one did.
    ret: Option<Val>,
    /// Returns taken under a runtime condition, earlier on the path that goes on: the
    /// helper's value is theirs where their condition held.
    pending: Vec<(Cond, Val)>,
}

struct Interp<'k> {
    kernel: &'k TritonKernel,
    env: FxHashMap<String, Val>,
    facts: KernelFacts,
    lane_of_block: HashMap<String, Arc<str>>,
    counter: usize,
    /// Loop context of the statements being interpreted (for nested loop atoms).
    pointer_params: Vec<String>,
    /// Position of the expression being evaluated (for int32 operation records).
    cur_span: Span,
    /// While probing a loop body for induction variables: every atom made (its value may
    /// differ from one iteration to the next).
    probe_log: Option<Vec<Arc<str>>>,
    /// Programs along each grid axis, where a block offset (`r0_offset = tl.program_id(0)
    /// * R0_BLOCK`) ties the axis to a numel: what `tl.num_programs(axis)` returns.
    /// Also the block-index atom, where the offset is a bare program id: a later
    /// `tl.program_id(axis)` is that same atom.
    grid_of_axis: HashMap<u32, (Expr, Option<Arc<str>>)>,
    /// Assignments, for the liveness of loads: each with the names it assigns, the names
    /// its value depends on, and the accesses its evaluation recorded.
    defs: Vec<Def<'k>>,
    /// Names a store, atomic, assert, call statement or control-flow header reads: their
    /// values are observable. Names are borrowed from the kernel's syntax tree: liveness
    /// is recorded for every statement, and copying each name read cost more than the
    /// rest of it.
    roots: HashSet<&'k str, FxBuildHasher>,
    /// The `@triton.jit` helpers being entered, outermost first, each with its frame.
    inlining: Vec<(String, Frame)>,
}

/// One assignment, as the liveness of loads sees it.
struct Def<'k> {
    targets: Vec<&'k str>,
    /// The names its value reads (a name may be listed more than once).
    deps: Vec<&'k str>,
    accesses: std::ops::Range<usize>,
    /// A `tl.where` in the value whose constant condition discards an operand: what it
    /// says, and the names of the discarded operand.
    discards: Option<(String, Vec<&'k str>)>,
}

pub fn interpret(kernel: &TritonKernel) -> KernelFacts {
    let mut it = Interp {
        kernel,
        env: FxHashMap::default(),
        facts: KernelFacts::default(),
        lane_of_block: HashMap::new(),
        counter: 0,
        pointer_params: Vec::new(),
        cur_span: Span::default(),
        probe_log: None,
        grid_of_axis: HashMap::new(),
        defs: Vec::new(),
        roots: HashSet::default(),
        inlining: Vec::new(),
    };
    for p in &kernel.params {
        let v = if let Some(c) = kernel.constants.get(&p.name) {
            Val::Int(Expr::int(*c))
        } else if p.ty.as_deref().map(|t| t.starts_with('*')).unwrap_or(false) {
            it.pointer_params.push(p.name.clone());
            Val::Ptr { param: p.name.clone(), offset: Expr::int(0), scale: 1 }
        } else if p.ty.as_deref().map(|t| t.starts_with("fp") || t.starts_with("bf")).unwrap_or(false) {
            Val::Data
        } else {
            if matches!(p.ty.as_deref(), Some("i64" | "u64")) {
                it.facts.wide.insert(Arc::from(p.name.as_str()));
            }
            Val::Int(Expr::var(&p.name))
        };
        it.env.insert(p.name.clone(), v);
    }
    it.block(&kernel.body);
    // A statement the parser could not read may be the one that uses a load: no load is
    // called dead in a kernel with unparsed text.
    if kernel.fully_parsed {
        it.dead_loads();
    }
    it.facts
}

fn is_index_atom_name(name: &str) -> bool {
    !name.is_empty()
}

impl<'k> Interp<'k> {
    fn fresh(&mut self, base: &str) -> Arc<str> {
        self.counter += 1;
        Arc::from(format!("{base}#{}", self.counter).as_str())
    }

    fn add_atom(&mut self, name: Arc<str>, kind: AtomKind) -> Expr {
        let e = Expr::var(&name);
        if let Some(log) = &mut self.probe_log {
            log.push(name.clone());
        }
        // A name for a 64-bit value is 64-bit.
        if let AtomKind::Derived { def } = &kind {
            if self.is_wide(def) {
                self.facts.wide.insert(name.clone());
            }
            let mut over: Vec<Arc<str>> = Vec::new();
            self.atoms_in(def, &mut over);
            if over.len() > 1 && matches!(def, Expr::Add(_)) {
                over.sort();
                self.facts.sum_names.push((name.clone(), over));
            }
        }
        self.facts.atoms.insert(name.clone(), Atom { name, kind });
        e
    }

    fn is_atom(&self, name: &str) -> bool {
        self.facts.atoms.contains_key(name)
    }

    /// Atoms an expression mentions.
    fn atoms_in(&self, e: &Expr, out: &mut Vec<Arc<str>>) {
        visit_vars(e, &mut |v| {
            if self.is_atom(v) && !out.iter().any(|o| &**o == v) {
                out.push(Arc::from(v));
            }
        });
    }

    fn block(&mut self, stmts: &'k [Stmt]) {
        for s in stmts {
            // After a `return` of the helper being entered, nothing more runs on this path.
            if self.returned() {
                break;
            }
            self.stmt(s);
        }
    }

    /// Whether the current path of the helper being entered has returned.
    fn returned(&self) -> bool {
        self.inlining.last().is_some_and(|(_, f)| f.ret.is_some())
    }

    /// Takes the current path's return value (the path goes on, as another branch).
    fn take_return(&mut self) -> Option<Val> {
        self.inlining.last_mut().and_then(|(_, f)| f.ret.take())
    }

    fn stmt(&mut self, s: &'k Stmt) {
        let first_access = self.facts.accesses.len();
        self.stmt_inner(s);
        self.note_liveness(s, first_access);
    }

    /// Records what `s` contributes to the liveness of loads (see `dead_loads`): a plain
    /// assignment is a definition; everything else (stores, atomics, asserts, calls,
    /// loop and branch headers, returns) makes the names it reads observable.
    fn note_liveness(&mut self, s: &'k Stmt, first_access: usize) {
        let accesses = first_access..self.facts.accesses.len();
        let def = |targets: &[&'k PyExpr], value: &'k PyExpr, it: &Interp<'k>| {
            let mut names = Vec::new();
            targets.iter().all(|t| target_names(t, &mut names)).then(|| {
                let mut deps = Vec::new();
                let mut discards = None;
                it.live_names(value, &mut deps, &mut discards);
                Def { targets: names, deps, accesses: accesses.clone(), discards }
            })
        };
        let d = match &s.kind {
            StmtKind::Assign { targets, value } => def(&targets.iter().collect::<Vec<_>>(), value, self),
            StmtKind::AnnAssign { target, value: Some(value), .. } => def(&[target], value, self),
            StmtKind::AugAssign { target, value, .. } => def(&[target], value, self).map(|mut d| {
                d.deps.extend(d.targets.iter().cloned());
                d
            }),
            // Compound statements: their bodies were recorded statement by statement;
            // their headers are roots.
            StmtKind::For { iter, .. } => {
                collect_names(iter, &mut |n| {
                    self.roots.insert(n);
                });
                return;
            }
            StmtKind::If { test, .. } | StmtKind::While { test, .. } => {
                collect_names(test, &mut |n| {
                    self.roots.insert(n);
                });
                return;
            }
            StmtKind::With { .. } => return,
            _ => None,
        };
        match d {
            Some(d) => self.defs.push(d),
            None => {
                // Not a plain definition: every name it reads is observable, and so is
                // every access it made.
                collect_stmt_names(s, &mut |n| {
                    self.roots.insert(n);
                });
            }
        }
    }

    /// Names whose values `e` depends on. A `tl.where(c, a, b)` whose condition is a
    /// constant (a name bound to an always-true or always-false condition) depends on
    /// the selected operand only: Triton folds the select.
    fn live_names(&self, e: &'k PyExpr, out: &mut Vec<&'k str>, discards: &mut Option<(String, Vec<&'k str>)>) {
        if let ExprKind::Call { func, args, keywords } = &e.kind {
            if func.dotted_name().as_deref() == Some("tl.where") && args.len() == 3 {
                let constant = match &args[0].kind {
                    ExprKind::Name(n) => match self.env.get(n) {
                        Some(Val::Bool(Cond::True)) => Some(true),
                        Some(Val::Bool(Cond::False)) => Some(false),
                        Some(Val::Int(x)) => x.as_const().map(|c| c != 0),
                        _ => None,
                    },
                    _ => None,
                };
                if let Some(c) = constant {
                    let (kept, dropped) = if c { (&args[1], &args[2]) } else { (&args[2], &args[1]) };
                    let mut gone = Vec::new();
                    let mut ignored = None;
                    self.live_names(dropped, &mut gone, &mut ignored);
                    if !gone.is_empty() {
                        let what = format!("`tl.where({}, ...)` discards it: its condition is always {}", args[0].as_name().unwrap_or_default(), if c { "true" } else { "false" });
                        *discards = Some((what, gone));
                    }
                    self.live_names(kept, out, discards);
                    keywords.iter().for_each(|k| self.live_names(&k.value, out, discards));
                    return;
                }
            }
        }
        collect_names(e, &mut |n| out.push(n));
    }

    /// Loads whose value nothing observable uses are dead code: Triton's compiler (MLIR
    /// dead-code elimination: a load only reads memory) deletes them, so they read
    /// nothing, whatever their offset. Liveness is by name over the whole kernel (a name
    /// is live if any observable statement or live definition reads it), which only
    /// errs towards live.
    fn dead_loads(&mut self) {
        // The least set of live names holding the roots and, with any target of a
        // definition, everything its value reads: a worklist visits each definition once
        // (where rescanning every definition until nothing changes rehashed them all).
        let roots = std::mem::take(&mut self.roots);
        let mut defs_of: FxHashMap<&str, Vec<usize>> = FxHashMap::default();
        for (i, d) in self.defs.iter().enumerate() {
            for t in &d.targets {
                defs_of.entry(t).or_default().push(i);
            }
        }
        let mut live: HashSet<&str, FxBuildHasher> = roots;
        let mut work: Vec<&str> = live.iter().copied().collect();
        // Whether a definition has a live target.
        let mut def_live = vec![false; self.defs.len()];
        while let Some(name) = work.pop() {
            for &i in defs_of.get(name).map(Vec::as_slice).unwrap_or_default() {
                if std::mem::replace(&mut def_live[i], true) {
                    continue;
                }
                for n in &self.defs[i].deps {
                    if live.insert(n) {
                        work.push(n);
                    }
                }
            }
        }
        // A load in a live definition is live; one in a dead definition is dead.
        let mut live_spans: HashSet<(u32, u32), FxBuildHasher> = HashSet::default();
        for (d, _) in self.defs.iter().zip(&def_live).filter(|(_, l)| **l) {
            live_spans.extend(self.facts.accesses.get(d.accesses.clone()).unwrap_or_default().iter().map(|a| (a.span.line, a.span.col)));
        }
        // Which discarding `tl.where` made a value dead, for the explanation: one whose
        // discarded operand depends on it.
        let discard_of = |name: &str| {
            self.defs.iter().zip(&def_live).filter(|(_, l)| **l).find_map(|(d, _)| {
                let (what, gone) = d.discards.as_ref()?;
                let mut reach: std::collections::HashSet<&str> = gone.iter().copied().collect();
                let mut grew = true;
                while grew && !reach.contains(name) {
                    grew = false;
                    for e in &self.defs {
                        if e.targets.iter().any(|t| reach.contains(t)) {
                            let extra = e.deps.iter().chain(e.discards.iter().flat_map(|(_, g)| g.iter()));
                            for n in extra {
                                grew |= reach.insert(n);
                            }
                        }
                    }
                }
                reach.contains(name).then(|| what.clone())
            })
        };
        let mut dead = Vec::new();
        for (d, _) in self.defs.iter().zip(&def_live).filter(|(_, l)| !**l) {
            for a in self.facts.accesses.get(d.accesses.clone()).unwrap_or_default() {
                if a.kind != AccessKind::Load || live_spans.contains(&(a.span.line, a.span.col)) || dead.iter().any(|(s, _): &(Span, String)| *s == a.span) {
                    continue;
                }
                let value = d.targets.join(", ");
                let why = match d.targets.iter().find_map(|t| discard_of(t)) {
                    Some(w) => format!("its value `{value}` reaches no store, atomic or assert ({w}), so Triton's compiler removes the load"),
                    None => format!("its value `{value}` reaches no store, atomic or assert, so Triton's compiler removes the load"),
                };
                dead.push((a.span, why));
            }
        }
        self.facts.dead_loads = dead;
    }

    fn stmt_inner(&mut self, s: &'k Stmt) {
        match &s.kind {
            StmtKind::Assign { targets, value } => {
                let v = self.eval(value);
                for t in targets {
                    self.bind(t, v.clone(), value);
                }
            }
            StmtKind::AnnAssign { target, value: Some(value), .. } => {
                let v = self.eval(value);
                self.bind(target, v, value);
            }
            StmtKind::AugAssign { target, op, value } => {
                let combined = PyExpr::new(s.span, ExprKind::BinOp { op: *op, left: Box::new(target.clone()), right: Box::new(value.clone()) });
                let v = self.eval(&combined);
                self.bind(target, v, &combined);
            }
            StmtKind::Expr(e) => {
                self.eval(e);
            }
            StmtKind::For { target, iter, body } => {
                let mark = self.pending_len();
                self.for_loop(target, iter, body, s.span);
                self.return_in_loop(mark, s.span);
            }
            StmtKind::If { test, body, orelse } => {
                // Compile-time conditions (template constexprs) pick one branch; others
                // run both branches, the later assignment winning only where both agree.
                match self.eval(test) {
                    Val::Int(e) if e.as_const().is_some() => {
                        if e.as_const() != Some(0) {
                            self.block(body)
                        } else {
                            self.block(orelse)
                        }
                    }
                    Val::Bool(Cond::True) => self.block(body),
                    Val::Bool(Cond::False) => self.block(orelse),
                    cond => {
                        let c = match &cond {
                            Val::Bool(c) => c.clone(),
                            _ => Cond::Opaque(Arc::from(format!("runtime condition at {}:{}", test.span.line, test.span.col).as_str())),
                        };
                        let before = self.env.clone();
                        let mark = self.pending_len();
                        self.block(body);
                        self.pending_under(mark, &c);
                        let body_ret = self.take_return();
                        let after_body = std::mem::replace(&mut self.env, before);
                        let mark = self.pending_len();
                        self.block(orelse);
                        self.pending_under(mark, &c.clone().not());
                        let else_ret = self.take_return();
                        match (body_ret, else_ret) {
                            (None, None) => self.merge_branches(cond, after_body),
                            // Both branches return: so does the statement, with either value.
                            (Some(a), Some(b)) => {
                                let v = merge_vals(&c, a, b);
                                if let Some((_, f)) = self.inlining.last_mut() {
                                    f.ret = Some(v);
                                }
                            }
                            // One branch returns: the path goes on through the other one,
                            // with its names; the value returned is kept for where `c`
                            // (or its negation) held.
                            (Some(a), None) => {
                                if let Some((_, f)) = self.inlining.last_mut() {
                                    f.pending.push((c, a));
                                }
                            }
                            (None, Some(b)) => {
                                self.env = after_body;
                                if let Some((_, f)) = self.inlining.last_mut() {
                                    f.pending.push((c.not(), b));
                                }
                            }
                        }
                    }
                }
            }
            StmtKind::While { body, .. } => {
                self.facts.opaque.push(Opaque { span: s.span, reason: "while loop: iterations not modelled".into() });
                let mark = self.pending_len();
                self.block(body);
                self.return_in_loop(mark, s.span);
            }
            // Inside a helper being entered: its value, and the end of this path. In the
            // kernel itself a return only ends the program, which the accesses before it
            // do not depend on.
            StmtKind::Return(value) if !self.inlining.is_empty() => {
                let v = value.as_ref().map(|e| self.eval(e)).unwrap_or(Val::PyNone);
                if let Some((_, f)) = self.inlining.last_mut() {
                    f.ret = Some(v);
                }
            }
            StmtKind::Return(_) | StmtKind::Pass | StmtKind::Break | StmtKind::Continue => {}
            StmtKind::With { body, .. } => self.block(body),
            _ => {}
        }
    }

    /// A helper's `return` inside a loop body (interpreted once, for a symbolic
    /// iteration): the loop may or may not have ended there, so the path goes on after the
    /// loop and the value returned is kept for an unknown condition.
    fn return_in_loop(&mut self, mark: usize, span: Span) {
        let c = Cond::Opaque(Arc::from(format!("return inside the loop at {}:{}", span.line, span.col).as_str()));
        // Returns under a condition inside the body hold only in an iteration that got
        // there: an unknown condition too.
        self.pending_under(mark, &c);
        if let Some(v) = self.take_return() {
            if let Some((_, f)) = self.inlining.last_mut() {
                f.pending.push((c, v));
            }
        }
    }

    /// How many returns under a condition the helper being entered has taken so far.
    fn pending_len(&self) -> usize {
        self.inlining.last().map_or(0, |(_, f)| f.pending.len())
    }

    /// The returns taken since `mark` were taken inside a branch: only where `c` holds.
    fn pending_under(&mut self, mark: usize, c: &Cond) {
        if let Some((_, f)) = self.inlining.last_mut() {
            for (pc, _) in f.pending.iter_mut().skip(mark) {
                *pc = Cond::and(vec![c.clone(), pc.clone()]);
            }
        }
    }

    /// After `if c: A else: B` with a runtime `c`: a name both branches give the same
    /// value keeps it; integer names that differ become `where(c, a, b)`.
    fn merge_branches(&mut self, cond: Val, body_env: FxHashMap<String, Val>) {
        let c = match cond {
            Val::Bool(c) => c,
            _ => Cond::Opaque(Arc::from("runtime condition")),
        };
        for (name, bv) in body_env {
            let ev = self.env.get(&name).cloned();
            let merged = match (&bv, &ev) {
                (Val::Int(a), Some(Val::Int(b))) if a == b => Val::Int(a.clone()),
                (Val::Int(a), Some(Val::Int(b))) => Val::Int(Expr::where_(c.clone(), a.clone(), b.clone())),
                (Val::Ptr { param: pa, offset: a, scale: sa }, Some(Val::Ptr { param: pb, offset: b, scale: sb })) if pa == pb && sa == sb => {
                    Val::Ptr { param: pa.clone(), offset: if a == b { a.clone() } else { Expr::where_(c.clone(), a.clone(), b.clone()) }, scale: *sa }
                }
                (_, None) => bv.clone(),
                _ => Val::Data,
            };
            self.env.insert(name, merged);
        }
    }

    fn for_loop(&mut self, target: &PyExpr, iter: &PyExpr, body: &'k [Stmt], span: Span) {
        let Some(var) = target.as_name() else {
            self.forget_loop_carried(body, span);
            self.block(body);
            return;
        };
        let range_args = match &iter.kind {
            ExprKind::Call { func, args, .. } if matches!(func.dotted_name().as_deref(), Some("range" | "tl.range" | "tl.static_range")) => Some(args),
            _ => None,
        };
        // Python evaluates the range once, before the first iteration: with the values the
        // names have before the loop.
        let bounds = range_args.map(|args| {
            let ints: Vec<Option<Expr>> = args.iter().map(|a| self.eval_int(a)).collect();
            match ints.as_slice() {
                [Some(end)] => Some((Expr::int(0), end.clone(), Expr::int(1))),
                [Some(s), Some(e)] => Some((s.clone(), e.clone(), Expr::int(1))),
                [Some(s), Some(e), Some(st), ..] => Some((s.clone(), e.clone(), st.clone())),
                _ => None,
            }
        });
        let Some((start, end, step)) = bounds.flatten() else {
            self.forget_loop_carried(body, span);
            self.facts.opaque.push(Opaque { span, reason: format!("loop over `{var}` with bounds the analysis cannot read") });
            let name = self.fresh(var);
            let v = self.add_atom(name, AtomKind::Loaded { from: "loop".into(), span });
            self.env.insert(var.to_string(), Val::Int(v));
            self.block(body);
            return;
        };
        let inductions = self.inductions(var, body);
        // A loop counting up by a block size or a positive constant, with nothing carried
        // from one iteration to the next that can be followed: its variable is the atom.
        let plain_step = step.as_const().is_some_and(|c| c > 0) || matches!(step, Expr::Var(_));
        self.forget_loop_carried(body, span);
        if inductions.is_empty() && plain_step {
            // The same loop variable over other bounds (a helper entered twice, a second
            // loop of the kernel) is another atom.
            let kind = AtomKind::Loop { start, end, step };
            let name: Arc<str> = match self.facts.atoms.get(var) {
                Some(a) if a.kind != kind => self.fresh(var),
                _ => Arc::from(var),
            };
            let v = self.add_atom(name, kind);
            self.env.insert(var.to_string(), Val::Int(v));
            self.block(body);
            return;
        }
        // Induction over the iterations: iteration `i` (0 <= i < trip count) sees the loop
        // variable at `start + i*step` and every induction variable at `init + i*delta`.
        let trip = trip_count(&start, &end, &step);
        let it_name = self.fresh(&format!("{var}@iter"));
        let it = self.add_atom(it_name, AtomKind::Loop { start: Expr::int(0), end: trip.clone(), step: Expr::int(1) });
        self.env.insert(var.to_string(), Val::Int(start + step * it.clone()));
        for (name, init, delta) in &inductions {
            let at = |base: &Expr| base.clone() + it.clone() * delta.clone();
            let v = match init {
                Val::Ptr { param, offset, scale } => Val::Ptr { param: param.clone(), offset: at(offset), scale: *scale },
                Val::Int(x) => Val::Int(at(x)),
                other => other.clone(),
            };
            self.env.insert(name.clone(), v);
        }
        self.block(body);
        // After the loop: every iteration ran (none when the trip count is not positive).
        let done = Expr::max_of(vec![trip, Expr::int(0)]);
        for (name, init, delta) in inductions {
            let after = |base: &Expr| base.clone() + done.clone() * delta.clone();
            let v = match init {
                Val::Ptr { param, offset, scale } => Val::Ptr { offset: after(&offset), param, scale },
                Val::Int(x) => Val::Int(after(&x)),
                other => other,
            };
            self.env.insert(name, v);
        }
    }

    /// The names the body advances by the same loop-invariant amount every iteration
    /// (`A += BLOCK_K * stride_ak`, `offs_k += BLOCK_K`): each with its value before the
    /// loop and its step. Found by interpreting the body once with every carried name
    /// (and the loop variable) a placeholder, then discarding what that run recorded; a
    /// step mentioning a placeholder or anything the body makes is not invariant.
    fn inductions(&mut self, var: &str, body: &'k [Stmt]) -> Vec<(String, Val, Expr)> {
        let mut assigned = Vec::new();
        assigned_names(body, &mut assigned);
        let carried: Vec<(String, Val)> = assigned
            .iter()
            .filter(|n| n.as_str() != var)
            .filter_map(|n| self.env.get(n).filter(|v| matches!(v, Val::Int(_) | Val::Ptr { .. })).map(|v| (n.clone(), v.clone())))
            .collect();
        if carried.is_empty() {
            return Vec::new();
        }
        let saved = (self.env.clone(), self.facts.clone(), self.lane_of_block.clone(), self.counter, self.cur_span, self.probe_log.take());
        // The probe's own statements are not the kernel's: their definitions go with it,
        // and so does any return it ran into.
        let defs_before = self.defs.len();
        let frame_before = self.inlining.last().map(|(_, f)| (f.ret.clone(), f.pending.len()));
        self.probe_log = Some(Vec::new());
        let mut placeholders: Vec<Arc<str>> = Vec::new();
        for (name, v) in &carried {
            let ph = self.fresh(&format!("{name}@in"));
            placeholders.push(ph.clone());
            let e = self.add_atom(ph, AtomKind::Loaded { from: format!("loop-carried {name}"), span: Span::default() });
            let pv = match v {
                Val::Ptr { param, scale, .. } => Val::Ptr { param: param.clone(), offset: e, scale: *scale },
                _ => Val::Int(e),
            };
            self.env.insert(name.clone(), pv);
        }
        let lv = self.fresh(&format!("{var}@in"));
        let lv = self.add_atom(lv, AtomKind::Loaded { from: "loop variable".into(), span: Span::default() });
        self.env.insert(var.to_string(), Val::Int(lv));
        self.block(body);
        let end_env = std::mem::take(&mut self.env);
        let made = self.probe_log.take().unwrap_or_default();
        (self.env, self.facts, self.lane_of_block, self.counter, self.cur_span, self.probe_log) = saved;
        self.defs.truncate(defs_before);
        if let (Some((_, f)), Some((ret, pending))) = (self.inlining.last_mut(), frame_before) {
            f.ret = ret;
            f.pending.truncate(pending);
        }
        let mut out = Vec::new();
        for ((name, init), ph) in carried.into_iter().zip(placeholders) {
            let end = match (&init, end_env.get(&name)) {
                (Val::Int(_), Some(Val::Int(e))) => e.clone(),
                (Val::Ptr { param: p0, scale: s0, .. }, Some(Val::Ptr { param, offset, scale })) if p0 == param && s0 == scale => offset.clone(),
                _ => continue,
            };
            let delta = end - Expr::var(&ph);
            let mut invariant = true;
            visit_vars(&delta, &mut |v| invariant &= !made.iter().any(|m| &**m == v));
            if invariant {
                out.push((name, init, delta));
            }
        }
        out
    }

    /// The body is interpreted once, for a symbolic iteration. A name the body assigns
    /// that already had an integer or pointer value before the loop (`A += BLOCK_K *
    /// stride_ak` in templates) differs from one iteration to the next: it becomes unknown,
    /// so accesses through it stay unproven rather than judged at iteration 0 only.
    fn forget_loop_carried(&mut self, body: &'k [Stmt], span: Span) {
        let mut assigned = Vec::new();
        assigned_names(body, &mut assigned);
        for name in assigned {
            match self.env.get(&name).cloned() {
                Some(Val::Int(_)) => {
                    let atom = self.fresh(&format!("carried:{name}"));
                    let e = self.add_atom(atom, AtomKind::Loaded { from: format!("loop-carried {name}"), span });
                    self.env.insert(name, Val::Int(e));
                }
                Some(Val::Ptr { param, scale, .. }) => {
                    let atom = self.fresh(&format!("carried:{name}"));
                    let e = self.add_atom(atom, AtomKind::Loaded { from: format!("loop-carried {name}"), span });
                    self.env.insert(name, Val::Ptr { param, offset: e, scale });
                }
                _ => {}
            }
        }
    }

    fn bind(&mut self, target: &PyExpr, v: Val, value: &PyExpr) {
        match &target.kind {
            ExprKind::Name(n) => {
                if let Val::Bool(c) = &v {
                    if is_domain_mask_name(n) && !matches!(c, Cond::True | Cond::False) {
                        self.facts.domain_masks.push(c.clone());
                    }
                }
                let v = match v {
                    Val::Int(e) => Val::Int(self.maybe_atom(n, e, value)),
                    other => other,
                };
                self.env.insert(n.clone(), v);
            }
            ExprKind::Tuple(ts) | ExprKind::List(ts) => {
                let vals = match v {
                    Val::Seq(vs) => vs,
                    _ => vec![Val::Data; ts.len()],
                };
                for (t, v) in ts.iter().zip(vals.into_iter().chain(std::iter::repeat(Val::Data))) {
                    self.bind(t, v, value);
                }
            }
            _ => {}
        }
    }

    /// Decides whether an assigned integer becomes a named atom (see the module doc).
    fn maybe_atom(&mut self, name: &str, e: Expr, value: &PyExpr) -> Expr {
        let mut atoms = Vec::new();
        self.atoms_in(&e, &mut atoms);
        if atoms.is_empty() || !is_index_atom_name(name) {
            return e;
        }
        // `xoffset = tl.program_id(0) * XBLOCK`: the program id is this axis's block index.
        if let Some(axis_block) = self.block_offset(name, &e, value) {
            return axis_block;
        }
        // `x4 = xindex`: an alias, the same atom.
        if let Expr::Var(v) = &e {
            if self.is_atom(v) {
                return e;
            }
        }
        let linear_in_one = atoms.len() == 1 && is_affine_in(&e, &atoms[0]);
        if linear_in_one {
            return e;
        }
        let atom_name: Arc<str> = if self.is_atom(name) { self.fresh(name) } else { Arc::from(name) };
        self.add_atom(atom_name, AtomKind::Derived { def: e })
    }

    /// `<p>offset = <program id expr> * <P>BLOCK`: the program id expression becomes a
    /// block-index atom ranging over `cdiv(<p>numel, <P>BLOCK)` programs.
    fn block_offset(&mut self, name: &str, e: &Expr, value: &PyExpr) -> Option<Expr> {
        let prefix = name.strip_suffix("offset")?;
        if prefix.is_empty() {
            return None;
        }
        let ExprKind::BinOp { op: BinOp::Mul, left, right } = &value.kind else { return None };
        let block_name = format!("{}BLOCK", prefix.to_uppercase());
        let (pid_side, block_side) = if right.as_name() == Some(block_name.as_str()) {
            (left, right)
        } else if left.as_name() == Some(block_name.as_str()) {
            (right, left)
        } else {
            return None;
        };
        let _ = block_side;
        if !mentions_program_id(pid_side) {
            return None;
        }
        // The launcher sizes the grid from the numel argument of the launch, even when the
        // body overrides it with a constant (`xnumel = 256`): a mismatch between the two is
        // exactly what must be caught.
        let numel_name = format!("{prefix}numel");
        let passed = self.kernel.runtime_params().any(|p| p.name == numel_name) && !self.kernel.constants.contains_key(&numel_name);
        let numel = if passed { Expr::var(&numel_name) } else { self.eval_int(&PyExpr::new(value.span, ExprKind::Name(numel_name)))? };
        let block = self.eval_int(&PyExpr::new(value.span, ExprKind::Name(block_name)))?;
        // The raw program-id atoms made while evaluating `value` are replaced.
        let wide = self.is_wide(e);
        let name: Arc<str> = Arc::from(format!("{prefix}pid").as_str());
        if wide {
            self.facts.wide.insert(name.clone());
        }
        let axis = program_id_axis(pid_side);
        let bare = is_bare_program_id(pid_side);
        if let Some(axis) = axis {
            let programs = (numel.clone() + block.clone() - Expr::int(1)).floor_div(block.clone());
            self.grid_of_axis.insert(axis, (programs, bare.then(|| name.clone())));
        }
        let atom = self.add_atom(name, AtomKind::BlockIdx { numel, block: block.clone() });
        Some(atom * block)
    }

    fn mentions_atom(&self, e: &Expr) -> bool {
        let mut found = false;
        visit_vars(e, &mut |v| found |= self.is_atom(v));
        found
    }

    /// `x.to(tl.int64)`: the same value, computed in 64 bits from here on. A constant or an
    /// already-wide value needs no new name.
    fn widened(&mut self, x: Expr) -> Expr {
        if x.as_const().is_some() || self.is_wide(&x) {
            return x;
        }
        let name = self.fresh("i64");
        self.facts.wide.insert(name.clone());
        self.add_atom(name, AtomKind::Derived { def: x })
    }

    fn eval_int(&mut self, e: &PyExpr) -> Option<Expr> {
        match self.eval(e) {
            Val::Int(x) => Some(x),
            _ => None,
        }
    }

    /// The lane atom of `tl.arange(0, <block>)`. Lanes are told apart by how the block
    /// is written (`BLOCK_M`, `BLOCK_K`), not only by its value: a template whose
    /// `BLOCK_M` and `BLOCK_K` are both 32 has two independent lane axes, and one atom for
    /// both would tie the row of an element to its column.
    fn lane(&mut self, block: Expr, written: Option<&str>) -> Expr {
        let key = written.map(str::to_string).unwrap_or_else(|| block.to_string());
        if let Some(name) = self.lane_of_block.get(&key) {
            return Expr::var(name);
        }
        let name: Arc<str> = Arc::from(format!("lane[{key}]").as_str());
        self.lane_of_block.insert(key, name.clone());
        self.add_atom(name, AtomKind::Lane { block })
    }

    fn eval(&mut self, e: &PyExpr) -> Val {
        match &e.kind {
            ExprKind::Int(v) => Val::Int(Expr::int(*v)),
            // Beyond the i128 arithmetic of the analysis: an integer of unknown value,
            // so what does not depend on it (`0 * big`, other terms) is still checked.
            ExprKind::BigInt(text) => {
                let name = self.fresh("big_literal");
                self.facts.wide.insert(name.clone());
                let shown: String = text.chars().take(40).collect();
                Val::Int(self.add_atom(name, AtomKind::Loaded { from: format!("the integer literal {shown} (beyond 128 bits)"), span: e.span }))
            }
            ExprKind::Bool(b) => Val::Bool(if *b { Cond::True } else { Cond::False }),
            ExprKind::None => Val::PyNone,
            ExprKind::Float(f) => Fl::literal(*f).map(Val::Float).unwrap_or(Val::Data),
            ExprKind::Name(n) => match self.env.get(n) {
                Some(v) => v.clone(),
                // Constexpr block sizes (XBLOCK) are config values: symbolic here.
                None if n.ends_with("BLOCK") || n.chars().all(|c| c.is_ascii_uppercase() || c == '_' || c.is_ascii_digit()) => Val::Int(Expr::var(n)),
                None => Val::Data,
            },
            ExprKind::Tuple(xs) | ExprKind::List(xs) => Val::Seq(xs.iter().map(|x| self.eval(x)).collect()),
            ExprKind::UnaryOp { op, operand } => {
                let v = self.eval(operand);
                match (op, v) {
                    (UnaryOp::Neg, Val::Int(x)) => Val::Int(-x),
                    (UnaryOp::Neg, Val::Float(x)) => Val::Float(x.neg()),
                    (UnaryOp::Pos, v) => v,
                    (UnaryOp::Invert | UnaryOp::Not, Val::Bool(c)) => Val::Bool((c).not()),
                    _ => Val::Data,
                }
            }
            ExprKind::BinOp { op, left, right } => {
                // Triton's min/max macro `a * (a >= b) + b * (b > a)` is read whole
                // (`max(a, b)`); value by value it would be a sum of products of 0/1
                // conditions the prover cannot bound.
                if *op == BinOp::Add && is_masked_product(left) && is_masked_product(right) {
                    if let Some(v) = self.integer_reading(e) {
                        return v;
                    }
                    // Operands the symbolic reader does not know (a size computed in
                    // floating point, `libdevice.trunc(2.0 * ks0.to(tl.float64))`) are
                    // converted by this interpreter instead.
                    if let Some(m) = crate::sym::MinMaxMacro::of(left, right) {
                        if let Ok(x) = m.read(&mut |x: &PyExpr| self.eval_int(x).ok_or(())) {
                            return Val::Int(x);
                        }
                    }
                }
                let (l, r) = (self.eval(left), self.eval(right));
                self.cur_span = e.span;
                match self.binop(*op, l, r) {
                    Val::Data => self.integer_reading(e).unwrap_or(Val::Data),
                    v => v,
                }
            }
            ExprKind::Compare { left, ops } => {
                let mut conds = Vec::new();
                let mut prev = self.eval(left);
                for (op, rhs) in ops {
                    let r = self.eval(rhs);
                    if let Some(is) = identity_to_none(*op, &prev, &r) {
                        conds.push(if is { Cond::True } else { Cond::False });
                        prev = r;
                        continue;
                    }
                    conds.push(match (&prev, &r, crate::sym::relation(*op)) {
                        (Val::Int(a), Val::Int(b), Some(rel)) => Cond::cmp(rel, a.clone(), b.clone()),
                        _ => Cond::Opaque(Arc::from(format!("comparison at {}:{}", e.span.line, e.span.col).as_str())),
                    });
                    prev = r;
                }
                Val::Bool(Cond::and(conds))
            }
            ExprKind::BoolOp { op, values } => {
                let conds: Vec<Cond> = values.iter().map(|v| self.as_cond(v)).collect();
                Val::Bool(match op {
                    BoolOp::And => Cond::and(conds),
                    BoolOp::Or => Cond::or(conds),
                })
            }
            ExprKind::Subscript { value, items } => {
                // `x[:, None]`, `x[None, :]`, `x[:]`: broadcasting keeps values.
                let v = self.eval(value);
                let only_broadcast = items.iter().all(|i| match i {
                    SubscriptItem::Slice { lower: None, upper: None, step: None } => true,
                    SubscriptItem::Index(ix) => matches!(ix.kind, ExprKind::None),
                    _ => false,
                });
                if only_broadcast {
                    v
                } else {
                    Val::Data
                }
            }
            ExprKind::Attribute { value, attr } => {
                let _ = (value, attr);
                Val::Data
            }
            ExprKind::Call { func, args, keywords } => match self.call(e, func, args, keywords) {
                Val::Data => self.integer_reading(e).unwrap_or(Val::Data),
                v => v,
            },
            ExprKind::IfExp { test, body, orelse } => {
                let c = self.as_cond(test);
                // A condition fixed at compile time (`Q_LEN if CHECK_BLOCK_BOUNDARY else
                // None`) picks its operand, whatever its kind.
                match c {
                    Cond::True => return self.eval(body),
                    Cond::False => return self.eval(orelse),
                    _ => {}
                }
                match (self.eval(body), self.eval(orelse)) {
                    (Val::Int(a), Val::Int(b)) => Val::Int(Expr::where_(c, a, b)),
                    _ => Val::Data,
                }
            }
            _ => Val::Data,
        }
    }

    /// Index arithmetic the value-by-value reading above does not cover: Triton's min/max
    /// macro `a * (a <= b) + b * (b < a)`, `tl_math.abs`, nested `tl.where` (reflection
    /// and replication pads). The symbolic engine reads the whole expression; it counts
    /// when every name in it is an integer known here.
    fn integer_reading(&mut self, e: &PyExpr) -> Option<Val> {
        let x = crate::sym::from_py(e, crate::sym::Semantics::Triton).ok()?;
        let mut names = Vec::new();
        visit_vars(&x, &mut |v| names.push(v.to_string()));
        let mut values = HashMap::new();
        for n in names {
            match self.env.get(&n) {
                Some(Val::Int(v)) => {
                    values.insert(n, v.clone());
                }
                None if n.ends_with("BLOCK") => {}
                _ => return None,
            }
        }
        Some(Val::Int(x.substitute(&|v: &str| values.get(v).cloned())))
    }

    fn as_cond(&mut self, e: &PyExpr) -> Cond {
        match self.eval(e) {
            Val::Bool(c) => c,
            Val::Int(x) if x.as_const().is_some() => {
                if x.as_const() != Some(0) {
                    Cond::True
                } else {
                    Cond::False
                }
            }
            _ => Cond::Opaque(Arc::from(format!("data-dependent condition at {}:{}", e.span.line, e.span.col).as_str())),
        }
    }

    /// Whether Triton computes `e` in 64 bits: it mentions a 64-bit name or a constant
    /// outside int32.
    fn is_wide(&self, e: &Expr) -> bool {
        let mut wide = false;
        visit_vars(e, &mut |v| wide |= self.facts.wide.contains(v));
        wide || has_big_const(e)
    }

    fn binop(&mut self, op: BinOp, l: Val, r: Val) -> Val {
        use BinOp::*;
        if let (Add | Sub | Mul, Val::Int(a), Val::Int(b)) = (op, &l, &r) {
            let value = match op {
                Add => a.clone() + b.clone(),
                Sub => a.clone() - b.clone(),
                _ => a.clone() * b.clone(),
            };
            // The value is built once and shared (`Expr` clones share subtrees) between
            // the int32 record and the result; building it twice doubled the cost of
            // long index sums.
            if !self.is_wide(a) && !self.is_wide(b) && (self.mentions_atom(a) || self.mentions_atom(b)) {
                self.facts.int32_ops.push(Int32Op { value: value.clone(), span: self.cur_span });
            }
            return Val::Int(value);
        }
        if let Some(v) = float_binop(op, &l, &r) {
            return v;
        }
        match (op, l, r) {
            (Add, Val::Ptr { param, offset, scale }, Val::Int(x)) | (Add, Val::Int(x), Val::Ptr { param, offset, scale }) => {
                Val::Ptr { param, offset: offset + x * Expr::int(scale), scale }
            }
            (Sub, Val::Ptr { param, offset, scale }, Val::Int(x)) => Val::Ptr { param, offset: offset - x * Expr::int(scale), scale },
            (Add, Val::Int(a), Val::Int(b)) => Val::Int(a + b),
            (Sub, Val::Int(a), Val::Int(b)) => Val::Int(a - b),
            (Mul, Val::Int(a), Val::Int(b)) => Val::Int(a * b),
            // Triton integer `//` and `%` follow C: truncation toward zero.
            (FloorDiv, Val::Int(a), Val::Int(b)) => Val::Int((a).trunc_div(b)),
            (Mod, Val::Int(a), Val::Int(b)) => Val::Int((a).c_mod(b)),
            (BitAnd, Val::Bool(a), Val::Bool(b)) => Val::Bool(Cond::and(vec![a, b])),
            (BitOr, Val::Bool(a), Val::Bool(b)) => Val::Bool(Cond::or(vec![a, b])),
            (BitXor, Val::Bool(_), Val::Bool(_)) => Val::Bool(Cond::Opaque(Arc::from("xor of masks"))),
            _ => Val::Data,
        }
    }

    fn call(&mut self, call: &PyExpr, func: &PyExpr, args: &[PyExpr], keywords: &[py::Keyword]) -> Val {
        // Templates spell the module out: `triton.language.make_tensor_descriptor`.
        let name = func.dotted_name().map(|n| match n.strip_prefix("triton.language.") {
            Some(rest) => format!("tl.{rest}"),
            None => n,
        });
        // Method calls on values: `.to(...)`, `.broadcast_to`, ...
        if let ExprKind::Attribute { value, attr } = &func.kind {
            if name.as_deref().map(|n| n.starts_with("tl.") || n.starts_with("triton_helpers.") || n.starts_with("libdevice.") || n.starts_with("tl_math.")).unwrap_or(false) {
                // fallthrough to the module-function table below
            } else {
                let v = self.eval(value);
                return match attr.as_str() {
                    "to" if matches!(v, Val::Ptr { .. }) => match (v, args.first().map(|a| &a.kind)) {
                        // `ws_ptr.to(tl.pointer_type(tl.uint64))`: the same address, wider elements.
                        (Val::Ptr { param, offset, .. }, Some(ExprKind::Call { func, args: targs, .. })) if func.dotted_name().as_deref() == Some("tl.pointer_type") => {
                            let elem = targs.first().and_then(|t| t.dotted_name()).and_then(|t| tl_type_bytes(&t));
                            let own = self
                                .kernel
                                .params
                                .iter()
                                .find(|p| p.name == param)
                                .and_then(|p| p.ty.as_deref())
                                .and_then(crate::model::DType::from_triton)
                                .map(|d| i128::from(d.itemsize()));
                            match (elem, own) {
                                (Some(e), Some(o)) if o > 0 && e % o == 0 => Val::Ptr { param, offset, scale: e / o },
                                _ => {
                                    self.facts.untracked.push(Opaque { span: call.span, reason: "a pointer cast to an element size the analysis does not follow".into() });
                                    Val::Data
                                }
                            }
                        }
                        (v, _) => v,
                    },
                    "to" => {
                        if args.first().and_then(|a| a.dotted_name()).as_deref() == Some("tl.int64") && mentions_program_id_or_arange(value) {
                            self.facts.int64_index = true;
                        }
                        match (v, args.first().and_then(|a| a.dotted_name()).as_deref()) {
                            (Val::Int(x), Some("tl.int64" | "tl.uint64")) => Val::Int(self.widened(x)),
                            (Val::Int(x), Some(t)) if t.starts_with("tl.int") || t.starts_with("tl.uint") || t == "INDEX_DTYPE" => Val::Int(x),
                            // A float the analysis follows: truncated toward zero, as the
                            // conversion does (see float.rs for what this assumes).
                            (Val::Float(f), Some(t)) if t.starts_with("tl.int") => {
                                let x = f.trunc();
                                Val::Int(if t.ends_with("64") { self.widened(x) } else { x })
                            }
                            (Val::Int(x), Some(t)) if is_float_type(t) => Val::Float(Fl::int(x)),
                            (Val::Float(f), Some(t)) if is_float_type(t) => Val::Float(f),
                            (Val::Float(_), _) => Val::Data,
                            // Float to integer (`_unsafe_index` of interpolation): an
                            // integer of unknown range until a clamp bounds it.
                            (Val::Data, Some(t)) if t.starts_with("tl.int") || t.starts_with("tl.uint") => {
                                let name = self.fresh("from_float");
                                if t.ends_with("64") {
                                    self.facts.wide.insert(name.clone());
                                }
                                Val::Int(self.add_atom(name, AtomKind::Loaded { from: "a floating-point value converted to an integer".into(), span: call.span }))
                            }
                            (Val::Bool(c), Some("tl.int1")) => Val::Bool(c),
                            (Val::Int(_), _) => Val::Data,
                            (other, _) => other,
                        }
                    }
                    "broadcast_to" | "reshape" | "view" => v,
                    // `desc.load([...])`, `desc.store([...], v)`: memory through a tensor
                    // descriptor, whose bounds the hardware checks per box; not modelled.
                    "load" | "store" | "atomic_add" | "atomic_max" | "atomic_min" | "gather" | "scatter" => {
                        self.facts.untracked.push(Opaque { span: call.span, reason: format!("`.{attr}` through a tensor descriptor or block pointer is not modelled") });
                        Val::Data
                    }
                    _ => Val::Data,
                };
            }
        }
        let Some(name) = name else { return Val::Data };
        if let Some(v) = self.helper_memory(&name, call, args) {
            return v;
        }
        let arg = |i: usize| args.get(i);
        let kw = |k: &str| keywords.iter().find(|x| x.name == k).map(|x| &x.value);
        match name.as_str() {
            "tl.program_id" => {
                let axis = arg(0).and_then(|a| a.as_int()).or_else(|| kw("axis").and_then(|a| a.as_int())).unwrap_or(0) as u32;
                if let Some((_, Some(block_idx))) = self.grid_of_axis.get(&axis) {
                    return Val::Int(Expr::var(block_idx));
                }
                let n: Arc<str> = Arc::from(format!("pid{axis}").as_str());
                if !self.is_atom(&n) {
                    self.add_atom(n.clone(), AtomKind::ProgramId { axis });
                }
                Val::Int(Expr::var(&n))
            }
            "tl.num_programs" => {
                let axis = arg(0).and_then(|a| a.as_int()).or_else(|| kw("axis").and_then(|a| a.as_int())).unwrap_or(0) as u32;
                // The launch grid: from the axis's block offset, else the fixed grid the
                // launch passes (`@grid<axis>`, unresolved otherwise: nothing is assumed).
                Val::Int(self.grid_of_axis.get(&axis).map(|g| g.0.clone()).unwrap_or_else(|| Expr::var(&format!("@grid{axis}"))))
            }
            "tl.arange" => match (arg(0).and_then(|a| self.eval_int(a)), arg(1).and_then(|a| self.eval_int(a))) {
                (Some(start), Some(end)) => {
                    let written = if start.as_const() == Some(0) { arg(1).and_then(|a| a.as_name()) } else { None };
                    let l = self.lane(end - start.clone(), written);
                    Val::Int(start + l)
                }
                _ => Val::Data,
            },
            "tl.full" => {
                let value = arg(1).map(|a| self.eval(a));
                let dtype = arg(2).and_then(|a| a.dotted_name()).unwrap_or_default();
                // `tl.full(tmp66.shape, 0.0, tmp66.dtype)`: the masked-off value of a
                // `tl.where` over an integer, written as a float literal but converted to
                // the other operand's (integer) type. Only a constant is followed: the
                // integer's width is not known here.
                if let Some(ExprKind::Attribute { value: of, attr }) = arg(2).map(|a| &a.kind) {
                    if attr == "dtype" && matches!(self.eval(of), Val::Int(_)) {
                        return match value {
                            Some(Val::Int(x)) if x.as_const().is_some() => Val::Int(x),
                            Some(Val::Float(f)) if f.trunc().as_const().is_some() => Val::Int(f.trunc()),
                            _ => Val::Data,
                        };
                    }
                }
                match value {
                    Some(Val::Bool(c)) => Val::Bool(c),
                    Some(Val::Int(x)) if dtype == "tl.int1" => Val::Bool(if x.as_const() == Some(0) { Cond::False } else { Cond::True }),
                    Some(Val::Int(x)) if dtype == "tl.int64" || dtype == "tl.uint64" => Val::Int(self.widened(x)),
                    Some(Val::Int(x)) if dtype.starts_with("tl.int") || dtype.starts_with("tl.uint") => Val::Int(x),
                    Some(Val::Int(x)) if is_float_type(&dtype) => Val::Float(Fl::int(x)),
                    Some(Val::Float(f)) if is_float_type(&dtype) => Val::Float(f),
                    _ => Val::Data,
                }
            }
            // `x0 + tl.zeros([XBLOCK], tl.int32)` (≤ 2.1 broadcasts store offsets this way).
            "tl.zeros" => match arg(1).and_then(|a| a.dotted_name()).unwrap_or_default().as_str() {
                "tl.int1" => Val::Bool(Cond::False),
                d if d.starts_with("tl.int") || d.starts_with("tl.uint") => Val::Int(Expr::int(0)),
                _ => Val::Data,
            },
            "tl.zeros_like" => Val::Data,
            "tl.where" => {
                let c = arg(0).map(|a| self.as_cond(a)).unwrap_or(Cond::Opaque(Arc::from("where")));
                match (arg(1).map(|a| self.eval(a)), arg(2).map(|a| self.eval(a))) {
                    (Some(Val::Int(a)), Some(Val::Int(b))) => Val::Int(Expr::where_(c, a, b)),
                    (Some(Val::Bool(a)), Some(Val::Bool(b))) => Val::Bool(Cond::or(vec![Cond::and(vec![c.clone(), a]), Cond::and(vec![(c).not(), b])])),
                    _ => Val::Data,
                }
            }
            "tl.broadcast_to" | "tl.reshape" | "tl.view" | "tl.multiple_of" | "tl.max_contiguous" | "tl.max_constancy" | "triton_helpers.promote_to_tensor" => {
                arg(0).map(|a| self.eval(a)).unwrap_or(Val::Data)
            }
            "triton_helpers.div_floor_integer" => match (arg(0).and_then(|a| self.eval_int(a)), arg(1).and_then(|a| self.eval_int(a))) {
                (Some(a), Some(b)) => Val::Int((a).floor_div(b)),
                _ => Val::Data,
            },
            "triton_helpers.remainder_integer" => match (arg(0).and_then(|a| self.eval_int(a)), arg(1).and_then(|a| self.eval_int(a))) {
                (Some(a), Some(b)) => Val::Int((a).py_mod(b)),
                _ => Val::Data,
            },
            "libdevice.trunc" | "libdevice.floor" | "libdevice.ceil" | "tl.floor" | "tl.ceil" | "tl_math.floor" | "tl_math.ceil" => match arg(0).map(|a| self.eval(a)) {
                // The integral float stays a float (`.to(tl.int64)` follows).
                Some(Val::Float(f)) => Val::Float(Fl::int(match name.rsplit('.').next() {
                    Some("trunc") => f.trunc(),
                    Some("floor") => f.floor(),
                    _ => f.ceil(),
                })),
                Some(Val::Int(x)) => Val::Float(Fl::int(x)),
                _ => Val::Data,
            },
            "triton_helpers.minimum" | "tl.minimum" | "min" => self.minmax(args, true),
            "triton_helpers.maximum" | "tl.maximum" | "max" => self.minmax(args, false),
            "tl.cdiv" | "triton.cdiv" => match (arg(0).and_then(|a| self.eval_int(a)), arg(1).and_then(|a| self.eval_int(a))) {
                (Some(a), Some(b)) => Val::Int((a + b.clone() - Expr::int(1)).floor_div(b)),
                _ => Val::Data,
            },
            "tl.load" => self.load(call, args, keywords),
            "tl.store" => {
                let to = self.access(AccessKind::Store, call, args.first(), args.get(2).or_else(|| kw("mask")));
                // The integer stored, when it is a named value (what Inductor writes) or
                // integer arithmetic on names and constants: the summary of what the
                // kernel leaves in memory (`check::contents`). Only such text is evaluated,
                // which creates nothing.
                if let (Some(_), Some(v)) = (to, args.get(1).or_else(|| kw("value")).filter(|v| names_and_arithmetic(v))) {
                    if let Val::Int(e) = self.eval(v) {
                        self.facts.stored_values.push((call.span, e));
                    }
                }
                Val::Data
            }
            n if n.starts_with("tl.atomic_") => {
                self.access(AccessKind::Atomic, call, args.first(), args.get(2).or_else(|| kw("mask")));
                Val::Data
            }
            "tl.device_assert" | "tl.static_assert" => {
                if let Some(c) = arg(0) {
                    let cond = self.as_cond(c);
                    self.add_guard(cond, call.span);
                }
                Val::Data
            }
            "tl.assume" => {
                if let Some(c) = arg(0) {
                    let cond = self.as_cond(c);
                    self.add_guard(cond, call.span);
                }
                Val::Data
            }
            "tl.make_block_ptr" | "tl.make_tensor_descriptor" | "tl._experimental_make_tensor_descriptor" => {
                self.facts.untracked.push(Opaque { span: call.span, reason: "block pointer / tensor descriptor: accesses through it are not modelled".into() });
                Val::Data
            }
            // A `@triton.jit` helper of the same source (flex attention's `forward_inner`,
            // `load_checked_2d`): the analysis does not enter it, so a kernel pointer handed
            // to it is memory nobody checked. Said as unknown, never passed off as proven.
            n if !n.contains('.') && !matches!(n, "range" | "len" | "int" | "float" | "bool" | "min" | "max" | "abs" | "print" | "isinstance" | "getattr") => {
                let not_entered = match self.inline_helper(n, args, keywords) {
                    Ok(v) => return v,
                    Err(why) => why,
                };
                let mut pointers: Vec<String> = args
                    .iter()
                    .chain(keywords.iter().map(|k| &k.value))
                    .filter_map(|a| match self.eval(a) {
                        Val::Ptr { param, .. } => Some(param.to_string()),
                        _ => None,
                    })
                    .collect();
                pointers.dedup();
                pointers.sort();
                pointers.dedup();
                if !pointers.is_empty() {
                    let reason =
                        format!("pointer {} passed to the @triton.jit helper `{n}`, whose loads and stores the analysis does not enter ({not_entered})", pointers.join(", "));
                    self.facts.untracked.push(Opaque { span: call.span, reason });
                }
                Val::Data
            }
            _ => Val::Data,
        }
    }

    /// Enters a call of a `@triton.jit` helper defined in the kernel's source: binds its
    /// parameters (positional, keyword, defaults) to the values of the arguments,
    /// interprets its body with them (its loads and stores are the kernel's, at the
    /// helper's lines) and returns the value it returns. `Err`: why it was not entered
    /// (not a helper of the source, recursion, depth, a call form not followed); the
    /// caller then reports what it hands over as unknown.
    fn inline_helper(&mut self, name: &str, args: &[PyExpr], keywords: &[py::Keyword]) -> Result<Val, String> {
        let kernel: &'k TritonKernel = self.kernel;
        let Some(helper) = kernel.helpers.iter().find(|h| h.name == name) else {
            return Err("not a @triton.jit function of the kernel's source".into());
        };
        if self.inlining.iter().any(|(h, _)| h == name) {
            return Err("a recursive call".into());
        }
        if self.inlining.len() >= MAX_INLINE_DEPTH {
            return Err(format!("helpers nested more than {MAX_INLINE_DEPTH} deep"));
        }
        if args.iter().any(|a| matches!(a.kind, ExprKind::Starred(_) | ExprKind::DoubleStarred(_))) {
            return Err("arguments unpacked with `*`".into());
        }
        if args.len() > helper.params.len() {
            return Err(format!("{} arguments for {} parameters", args.len(), helper.params.len()));
        }
        // Arguments are evaluated in the caller, left to right, as Python does.
        let mut bound: FxHashMap<String, Val> = FxHashMap::default();
        for (p, a) in helper.params.iter().zip(args) {
            let v = self.eval(a);
            bound.insert(p.name.clone(), v);
        }
        for k in keywords {
            if !helper.params.iter().any(|p| p.name == k.name) || bound.contains_key(&k.name) {
                return Err(format!("the keyword argument `{}` matches no free parameter", k.name));
            }
            let v = self.eval(&k.value);
            bound.insert(k.name.clone(), v);
        }
        // Defaults are evaluated where the helper is defined: module scope, no local name.
        for p in &helper.params {
            if bound.contains_key(&p.name) {
                continue;
            }
            let Some(d) = &p.default else { return Err(format!("no value for the parameter `{}`", p.name)) };
            let caller = std::mem::take(&mut self.env);
            let v = self.eval(d);
            self.env = caller;
            bound.insert(p.name.clone(), v);
        }
        let caller = std::mem::replace(&mut self.env, bound);
        self.inlining.push((name.to_string(), Frame::default()));
        self.block(&helper.body);
        let frame = self.inlining.pop().map(|(_, f)| f).unwrap_or_default();
        self.env = caller;
        // Falling off the end returns None; earlier returns under a condition win where
        // their condition held (the latest is the innermost choice).
        let mut v = frame.ret.unwrap_or(Val::PyNone);
        for (c, early) in frame.pending.into_iter().rev() {
            v = merge_vals(&c, early, v);
        }
        Ok(v)
    }

    fn minmax(&mut self, args: &[PyExpr], is_min: bool) -> Val {
        // `tl.minimum(a, b, tl.PropagateNan.ALL)` (written from 2.15 on): the third argument
        // says how NaNs propagate, which integers never are; it is no operand.
        let args = match args {
            [rest @ .., last] if rest.len() >= 2 && last.dotted_name().is_some_and(|n| n.starts_with("tl.PropagateNan.")) => rest,
            all => all,
        };
        let vals: Vec<Val> = args.iter().map(|a| self.eval(a)).collect();
        if vals.len() >= 2 && vals.iter().any(|v| matches!(v, Val::Float(_))) {
            // A clamp of a float (`maximum(v, 0.0)`): as a float, integers promoted.
            let fls: Option<Vec<Fl>> = vals
                .into_iter()
                .map(|v| match v {
                    Val::Float(f) => Some(f),
                    Val::Int(x) => Some(Fl::int(x)),
                    _ => None,
                })
                .collect();
            return fls.map(|f| Val::Float(Fl::extreme(f, is_min))).unwrap_or(Val::Data);
        }
        let ints: Option<Vec<Expr>> = vals
            .into_iter()
            .map(|v| match v {
                Val::Int(x) => Some(x),
                _ => None,
            })
            .collect();
        match ints {
            Some(v) if v.len() >= 2 => Val::Int(if is_min { Expr::min_of(v) } else { Expr::max_of(v) }),
            _ => Val::Data,
        }
    }

    fn add_guard(&mut self, cond: Cond, span: Span) {
        self.facts.guards.push(Guard { cond, span });
    }

    fn load(&mut self, call: &PyExpr, args: &[PyExpr], keywords: &[py::Keyword]) -> Val {
        let mask = args.get(1).or_else(|| keywords.iter().find(|k| k.name == "mask").map(|k| &k.value));
        let param = self.access(AccessKind::Load, call, args.first(), mask);
        // Integer data read from memory is an atom: an indirect index when used as one.
        let ty = param.as_ref().and_then(|p| self.kernel.params.iter().find(|q| &q.name == p)).and_then(|p| p.ty.clone()).unwrap_or_default();
        if ty.starts_with("*i") || ty.starts_with("*u") {
            let name = self.fresh("load");
            if ty.ends_with("64") {
                self.facts.wide.insert(name.clone());
            }
            let e = self.add_atom(name.clone(), AtomKind::Loaded { from: param.unwrap_or_default(), span: call.span });
            let masked = mask.is_some_and(|m| !matches!(m.kind, ExprKind::None));
            let other = args.get(2).or_else(|| keywords.iter().find(|k| k.name == "other").map(|k| &k.value));
            match (masked, other.filter(|o| !matches!(o.kind, ExprKind::None))) {
                (true, Some(o)) => {
                    if let Some(v) = integral_literal(o) {
                        self.facts.load_other.insert(name, v);
                    }
                }
                (true, None) => {
                    self.facts.load_undefined.insert(name);
                }
                (false, _) => {}
            }
            return Val::Int(e);
        }
        Val::Data
    }

    fn access(&mut self, kind: AccessKind, call: &PyExpr, ptr: Option<&PyExpr>, mask: Option<&PyExpr>) -> Option<String> {
        let ptr = ptr?;
        let pv = self.eval(ptr);
        let mask = match mask {
            None => Cond::True,
            Some(m) if matches!(m.kind, ExprKind::None) => Cond::True,
            Some(m) => self.as_cond(m),
        };
        match pv {
            Val::Ptr { param, offset, scale } => {
                self.record(kind, &param, offset, scale, mask, call.span);
                Some(param)
            }
            _ => {
                self.facts.untracked.push(Opaque { span: call.span, reason: "pointer expression the analysis cannot follow".into() });
                None
            }
        }
    }
}

impl Interp<'_> {
    /// One access of an element `scale` parameter elements wide at `offset`: its first
    /// and (when wider than one) its last parameter element, each checked like an access.
    fn record(&mut self, kind: AccessKind, param: &str, offset: Expr, scale: i128, mask: Cond, span: Span) {
        let guards_before = self.facts.guards.len();
        if scale > 1 {
            let last = offset.clone() + Expr::int(scale - 1);
            self.facts.accesses.push(Access { kind, param: param.to_string(), offset: last, mask: mask.clone(), guards_before, span });
        }
        self.facts.accesses.push(Access { kind, param: param.to_string(), offset, mask, guards_before, span });
    }

    /// The memory a `triton_helpers` function touches through its pointer arguments, from
    /// torch 2.11's `runtime/triton_helpers.py`: the split-scan look-back helpers exchange
    /// flags and block sums in a zero-filled workspace, one slot per block of the scan
    /// (`exclusive_scan_decoupled_lookback`: element `index` is written and elements `0 ..
    /// index - 1` are read; the `_64` form keeps three u64 per block, `3*index + 0..2`).
    /// Every program calls it unconditionally. `None`: not a helper that touches memory.
    fn helper_memory(&mut self, name: &str, call: &PyExpr, args: &[PyExpr]) -> Option<Val> {
        let per_block = match name {
            "triton_helpers.exclusive_scan_decoupled_lookback" => 1,
            "triton_helpers.exclusive_scan_decoupled_lookback_64" => 3,
            _ => return None,
        };
        let base = args.first().map(|a| self.eval(a));
        let index = args.get(2).and_then(|a| self.eval_int(a));
        match (base, index) {
            (Some(Val::Ptr { param, offset, scale }), Some(index)) => {
                let slot = |k: Expr| offset.clone() + k * Expr::int(scale);
                let last = Expr::int(per_block) * index + Expr::int(per_block - 1);
                self.record(AccessKind::Atomic, &param, slot(last), scale, Cond::True, call.span);
                self.record(AccessKind::Atomic, &param, slot(Expr::int(0)), scale, Cond::True, call.span);
            }
            _ => self.facts.untracked.push(Opaque { span: call.span, reason: format!("the workspace `{name}` reads and writes is not a pointer the analysis follows") }),
        }
        Some(Val::Data)
    }
}

/// The value of a helper that returns `a` where `c` holds and `b` elsewhere.
fn merge_vals(c: &Cond, a: Val, b: Val) -> Val {
    match (a, b) {
        (Val::Int(a), Val::Int(b)) if a == b => Val::Int(a),
        (Val::Int(a), Val::Int(b)) => Val::Int(Expr::where_(c.clone(), a, b)),
        (Val::Ptr { param: pa, offset: a, scale: sa }, Val::Ptr { param: pb, offset: b, scale: sb }) if pa == pb && sa == sb => {
            Val::Ptr { param: pa, offset: if a == b { a } else { Expr::where_(c.clone(), a, b) }, scale: sa }
        }
        (Val::Bool(a), Val::Bool(b)) => Val::Bool(Cond::or(vec![Cond::and(vec![c.clone(), a]), Cond::and(vec![c.clone().not(), b])])),
        (Val::Seq(a), Val::Seq(b)) if a.len() == b.len() => Val::Seq(a.into_iter().zip(b).map(|(a, b)| merge_vals(c, a, b)).collect()),
        (Val::PyNone, Val::PyNone) => Val::PyNone,
        _ => Val::Data,
    }
}

/// `a is None`, `a is not None` where the analysis knows whether `a` is `None`: `None`
/// itself, or an integer, pointer, condition, float or tuple (never `None`). Floating
/// data and values the analysis does not follow may be anything: undecided.
fn identity_to_none(op: py::CmpOp, l: &Val, r: &Val) -> Option<bool> {
    let negate = match op {
        py::CmpOp::Is => false,
        py::CmpOp::IsNot => true,
        _ => return None,
    };
    let known_not_none = |v: &Val| matches!(v, Val::Int(_) | Val::Ptr { .. } | Val::Bool(_) | Val::Float(_) | Val::Seq(_));
    let is = match (l, r) {
        (Val::PyNone, Val::PyNone) => true,
        (Val::PyNone, v) | (v, Val::PyNone) if known_not_none(v) => false,
        _ => return None,
    };
    Some(is != negate)
}

/// Bytes of a `tl.<type>` element (`tl.uint64`), for pointer casts.
fn tl_type_bytes(t: &str) -> Option<i128> {
    let t = t.strip_prefix("tl.")?;
    Some(match t {
        "int1" | "int8" | "uint8" | "float8e4nv" | "float8e5" => 1,
        "int16" | "uint16" | "float16" | "bfloat16" => 2,
        "int32" | "uint32" | "float32" => 4,
        "int64" | "uint64" | "float64" => 8,
        _ => return None,
    })
}

/// `xmask`, `ymask`, `r0_mask`, `rmask`: Inductor's per-axis iteration masks.
fn is_domain_mask_name(n: &str) -> bool {
    let Some(axis) = n.strip_suffix("mask") else { return false };
    let axis = axis.strip_suffix('_').unwrap_or(axis);
    matches!(axis, "x" | "y" | "z" | "r" | "r0" | "r1")
}

fn has_big_const(e: &Expr) -> bool {
    match e {
        Expr::Const(c) => !(i128::from(i32::MIN)..=i128::from(i32::MAX)).contains(c),
        Expr::Var(_) => false,
        Expr::Add(xs) | Expr::Mul(xs) | Expr::Min(xs) | Expr::Max(xs) => xs.iter().any(has_big_const),
        Expr::FloorDiv(a, b) | Expr::PyMod(a, b) | Expr::TruncDiv(a, b) | Expr::CMod(a, b) | Expr::Pow(a, b) => has_big_const(a) || has_big_const(b),
        Expr::Where(_, a, b) => has_big_const(a) || has_big_const(b),
    }
}

/// How many times `for v in range(start, end, step)` runs (Python's `len(range(...))`,
/// not clamped at 0: a non-positive count leaves the iteration range empty).
fn trip_count(start: &Expr, end: &Expr, step: &Expr) -> Expr {
    let up = |st: &Expr| (end.clone() - start.clone() + st.clone() - Expr::int(1)).floor_div(st.clone());
    let down = |st: &Expr| (start.clone() - end.clone() + st.clone() - Expr::int(1)).floor_div(st.clone());
    match step.as_const() {
        Some(c) if c > 0 => up(step),
        Some(c) if c < 0 => down(&Expr::int(-c)),
        Some(_) => Expr::int(0),
        // A step only the config fixes (`-BLOCK_K`): decided once it is a number.
        None => Expr::where_(Cond::cmp(crate::sym::Rel::Ge, step.clone(), Expr::int(1)), up(step), down(&-step.clone())),
    }
}

/// Names assigned anywhere in `body` (loop targets included).
fn assigned_names(body: &[Stmt], out: &mut Vec<String>) {
    fn targets(t: &PyExpr, out: &mut Vec<String>) {
        match &t.kind {
            ExprKind::Name(n) if !out.contains(n) => out.push(n.clone()),
            ExprKind::Tuple(ts) | ExprKind::List(ts) => ts.iter().for_each(|t| targets(t, out)),
            _ => {}
        }
    }
    for s in body {
        match &s.kind {
            StmtKind::Assign { targets: ts, .. } => ts.iter().for_each(|t| targets(t, out)),
            StmtKind::AnnAssign { target, .. } | StmtKind::AugAssign { target, .. } => targets(target, out),
            StmtKind::For { target, body, .. } => {
                targets(target, out);
                assigned_names(body, out);
            }
            StmtKind::If { body, orelse, .. } => {
                assigned_names(body, out);
                assigned_names(orelse, out);
            }
            StmtKind::While { body, .. } | StmtKind::With { body, .. } => assigned_names(body, out),
            _ => {}
        }
    }
}

/// The axis of the `tl.program_id(axis)` call inside `e`, if there is exactly one kind.
fn program_id_axis(e: &PyExpr) -> Option<u32> {
    match &e.kind {
        ExprKind::Call { func, args, keywords } if func.dotted_name().as_deref() == Some("tl.program_id") => {
            args.first().and_then(|a| a.as_int()).or_else(|| keywords.iter().find(|k| k.name == "axis").and_then(|k| k.value.as_int())).and_then(|a| u32::try_from(a).ok())
        }
        ExprKind::Call { func, args, .. } => program_id_axis(func).or_else(|| args.iter().find_map(program_id_axis)),
        ExprKind::Attribute { value, .. } => program_id_axis(value),
        ExprKind::BinOp { left, right, .. } => program_id_axis(left).or_else(|| program_id_axis(right)),
        _ => None,
    }
}

/// `tl.program_id(a)`, possibly widened (`.to(tl.int64)`).
fn is_bare_program_id(e: &PyExpr) -> bool {
    match &e.kind {
        ExprKind::Call { func, .. } if func.dotted_name().as_deref() == Some("tl.program_id") => true,
        ExprKind::Call { func, .. } => matches!(&func.kind, ExprKind::Attribute { value, attr } if attr == "to" && is_bare_program_id(value)),
        _ => false,
    }
}

fn mentions_program_id(e: &PyExpr) -> bool {
    mentions_call(e, &["tl.program_id"])
}

fn mentions_program_id_or_arange(e: &PyExpr) -> bool {
    mentions_call(e, &["tl.program_id", "tl.arange"])
}

fn mentions_call(e: &PyExpr, names: &[&str]) -> bool {
    match &e.kind {
        ExprKind::Call { func, args, .. } => {
            func.dotted_name().map(|n| names.contains(&n.as_str())).unwrap_or(false) || mentions_call(func, names) || args.iter().any(|a| mentions_call(a, names))
        }
        ExprKind::Attribute { value, .. } => mentions_call(value, names),
        ExprKind::BinOp { left, right, .. } => mentions_call(left, names) || mentions_call(right, names),
        ExprKind::Subscript { value, .. } => mentions_call(value, names),
        ExprKind::UnaryOp { operand, .. } => mentions_call(operand, names),
        _ => false,
    }
}

/// `e` is `c*atom + rest` with `c` constant and `rest` free of `atom`.
fn is_affine_in(e: &Expr, atom: &str) -> bool {
    let p = e.to_poly();
    p.degree_in(atom) <= 1 && p.coeff_of(atom).map(|(c, _)| c.constant().is_some()).unwrap_or(false)
}

fn is_float_type(t: &str) -> bool {
    matches!(t, "tl.float16" | "tl.bfloat16" | "tl.float32" | "tl.float64")
}

/// Arithmetic where a followed float takes part (`x1.to(tl.float32) * tmp1`, `ks0 / 7`:
/// Triton's `/` on integers is true division). None where no float is followed.
fn float_binop(op: BinOp, l: &Val, r: &Val) -> Option<Val> {
    let as_fl = |v: &Val| match v {
        Val::Float(f) => Some(f.clone()),
        Val::Int(x) => Some(Fl::int(x.clone())),
        _ => None,
    };
    let either_float = matches!(l, Val::Float(_)) || matches!(r, Val::Float(_));
    let ints_divided = op == BinOp::Div && matches!((l, r), (Val::Int(_), Val::Int(_)));
    if !either_float && !ints_divided {
        return None;
    }
    let (a, b) = (as_fl(l), as_fl(r));
    let (Some(a), Some(b)) = (a, b) else { return Some(Val::Data) };
    let v = match op {
        BinOp::Add => a.add(&b),
        BinOp::Sub => a.sub(&b),
        BinOp::Mul => a.mul(&b),
        BinOp::Div => a.div(&b),
        _ => None,
    };
    Some(v.map(Val::Float).unwrap_or(Val::Data))
}

/// Names, integer constants and `+ - *` of them: an expression whose evaluation makes no
/// atom (no call, no load).
fn names_and_arithmetic(e: &PyExpr) -> bool {
    match &e.kind {
        ExprKind::Name(_) | ExprKind::Int(_) => true,
        ExprKind::UnaryOp { op: UnaryOp::Neg, operand } => names_and_arithmetic(operand),
        ExprKind::BinOp { op: BinOp::Add | BinOp::Sub | BinOp::Mul, left, right } => names_and_arithmetic(left) && names_and_arithmetic(right),
        _ => false,
    }
}

/// `a * (cmp)`: one half of Triton's min/max macro.
fn is_masked_product(e: &PyExpr) -> bool {
    matches!(&e.kind, ExprKind::BinOp { op: BinOp::Mul, right, .. } if matches!(right.kind, ExprKind::Compare { .. }))
}

/// The names assigned by a target (`a`, `a, b`); false for a target that is not a name
/// (a subscript or attribute), which makes the statement observable.
fn target_names<'e>(t: &'e PyExpr, out: &mut Vec<&'e str>) -> bool {
    match &t.kind {
        ExprKind::Name(n) => {
            out.push(n);
            true
        }
        ExprKind::Tuple(ts) | ExprKind::List(ts) => ts.iter().all(|t| target_names(t, out)),
        _ => false,
    }
}

/// Every name `e` reads.
fn collect_names<'e>(e: &'e PyExpr, out: &mut dyn FnMut(&'e str)) {
    let all = |xs: &'e [PyExpr], out: &mut dyn FnMut(&'e str)| xs.iter().for_each(|x| collect_names(x, out));
    match &e.kind {
        ExprKind::Name(n) => out(n),
        ExprKind::Attribute { value, .. } | ExprKind::Starred(value) | ExprKind::DoubleStarred(value) => collect_names(value, out),
        ExprKind::UnaryOp { operand, .. } => collect_names(operand, out),
        ExprKind::Call { func, args, keywords } => {
            collect_names(func, out);
            all(args, out);
            keywords.iter().for_each(|k| collect_names(&k.value, out));
        }
        ExprKind::Subscript { value, items } => {
            collect_names(value, out);
            for item in items {
                match item {
                    SubscriptItem::Index(x) => collect_names(x, out),
                    SubscriptItem::Slice { lower, upper, step } => [lower, upper, step].into_iter().flatten().for_each(|x| collect_names(x, out)),
                }
            }
        }
        ExprKind::BinOp { left, right, .. } => {
            collect_names(left, out);
            collect_names(right, out);
        }
        ExprKind::Compare { left, ops } => {
            collect_names(left, out);
            ops.iter().for_each(|(_, x)| collect_names(x, out));
        }
        ExprKind::BoolOp { values, .. } | ExprKind::Tuple(values) | ExprKind::List(values) | ExprKind::Set(values) => all(values, out),
        ExprKind::IfExp { test, body, orelse } => {
            collect_names(test, out);
            collect_names(body, out);
            collect_names(orelse, out);
        }
        ExprKind::Dict(kvs) => kvs.iter().for_each(|(k, v)| {
            collect_names(k, out);
            collect_names(v, out);
        }),
        ExprKind::Lambda { body, .. } => collect_names(body, out),
        // Kept as text: every identifier in it counts as read (errs towards live).
        ExprKind::Comprehension(text) => {
            text.split(|c: char| !(c.is_alphanumeric() || c == '_')).filter(|w| !w.is_empty()).for_each(&mut *out);
        }
        ExprKind::Int(_) | ExprKind::BigInt(_) | ExprKind::Float(_) | ExprKind::Str(_) | ExprKind::Bool(_) | ExprKind::None | ExprKind::Ellipsis => {}
    }
}

/// Every name a simple statement reads (its expressions; not the bodies of compound ones).
fn collect_stmt_names<'e>(s: &'e Stmt, out: &mut dyn FnMut(&'e str)) {
    match &s.kind {
        StmtKind::Assign { targets, value } => {
            targets.iter().for_each(|t| collect_names(t, out));
            collect_names(value, out);
        }
        StmtKind::AnnAssign { target, value, .. } => {
            collect_names(target, out);
            if let Some(v) = value {
                collect_names(v, out);
            }
        }
        StmtKind::AugAssign { target, value, .. } => {
            collect_names(target, out);
            collect_names(value, out);
        }
        StmtKind::Expr(e) => collect_names(e, out),
        StmtKind::Return(Some(e)) => collect_names(e, out),
        _ => {}
    }
}

/// A literal `0`, `0.0` or `-1` (an integer load's `other=`): its integer value; `None`
/// for anything else, and for a float with a fraction (the load's cast would round it).
fn integral_literal(e: &PyExpr) -> Option<i128> {
    match &e.kind {
        ExprKind::Int(v) => Some(*v),
        ExprKind::Float(f) if f.fract() == 0.0 && f.abs() < 1e18 => Some(*f as i128),
        ExprKind::UnaryOp { op: UnaryOp::Neg, operand } => integral_literal(operand).map(|v| -v),
        _ => None,
    }
}
