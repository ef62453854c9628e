//! Lowers one parsed C++ kernel to kernel facts ([`crate::check::facts`]), what the engine reads: atoms
//! (one per loop, one per named index value, one per integer read from memory) and, per
//! memory access of [`views::analyze`], a symbolic offset with its lanes, the conditions
//! it runs under and the index checks in scope before it.
//!
//! Invariant: the result depends on the kernel text only, so it is computed once per
//! kernel and judged at every launch.
//!
//! Why loops become `start + step*k`: Inductor's vector loops step by the tiling factor
//! and split the tail with `x0 < 16*(ks0/16)`. Only with the step explicit can a condition
//! `16*k < 16*q` become `k <= q - 1`, which bounds `x0 + 15` by `16*q - 1`.

use std::collections::{BTreeSet, HashMap, HashSet};
use std::sync::Arc;

use ia_parsers::cpp::{self, BinOp, CExpr, CExprKind, CastKind, Init, Kernel as CppKernel, Span, Stmt, StmtKind, TemplateArg, UnaryOp};

use super::views::{self, BufferRef, Lanes, LoopCtx, MemAccess};

use crate::check::facts::float::Fl;
use crate::check::facts::{Atom, AtomKind, KernelFacts};
use crate::sym::{Cond, Expr, Rel};

/// A value the walk knows something about.
#[derive(Debug, Clone)]
enum Val {
    Int(Expr),
    Bool(Cond),
    /// `VectorizedN<int64_t,2>::arange(base, step)`: lane `l` holds `base + step*l`.
    Arange {
        base: Expr,
        step: Expr,
    },
    /// A lambda bound to a name (`auto tmp12 = [&] { ... };`): entry of `Walker::lambdas`.
    Lambda(usize),
    /// An integer vector, lane by lane: the value of lane [`LANE`] (`VectorizedN<int64_t,2>(x)`
    /// broadcasts `x`, a comparison with an `arange` varies by lane).
    VecInt(Expr),
    /// A vector of truth values (`VecMask`), lane by lane in [`LANE`]: Inductor builds pad
    /// masks as `VecMask<int64_t,2>(arange(2*x2 - 1, 2) >= 0) & VecMask<float,1>::from(c)`
    /// and loads lane `i` only where `mask.is_masked(i)`.
    VecBool(Cond),
    /// A scalar floating-point value that is an exact quotient of integers (an
    /// interpolation's source coordinate, `(x1 + 0.5) * (ks1 / 4) / (ks1 / 2) - 0.5`), kept so
    /// that its conversion back to an integer index is an integer expression.
    Float(Fl),
    /// A vector whose lanes are elements of a family of values ([`Walker::families`]):
    /// the vector read back from a kernel-local array (`VectorizedN<int64_t,2>::loadu(
    /// tmpbuf.data(), 11)`) whose elements hold what another array held. Its lane value is
    /// the placeholder variable named here (see [`LaneVec`]), never an atom.
    Lanes(Arc<str>),
    /// `m.all_masked()` over a lane-wise mask that reads a family's lanes: every lane `l`
    /// below `lanes` satisfies `cond` at `LANE = l`, with each placeholder standing for its
    /// family's element `l`. Only a check reads it ([`Walker::check`]).
    LaneForall {
        cond: Cond,
        lanes: i128,
    },
    /// A float vector, lane by lane in [`LANE`]: `Vectorized<float>::arange(c10::convert<float>(x0), 1)`,
    /// a broadcast `Vectorized<float>(c)`, and the lane-wise arithmetic, `maximum`/`minimum`
    /// and conversions of such vectors (the vectorised source coordinates of interpolation).
    VecFloat(Fl),
    /// Floats, vectors, pointers, anything without an integer meaning here.
    Other,
}

/// What a [`Val::Lanes`] placeholder stands for: lane `l < count` of the vector is `value`
/// at `LANE = l`, where the variable named `fam` stands for element `l` of that family;
/// `elem` is the vector's element type.
#[derive(Debug, Clone)]
struct LaneVec {
    fam: Arc<str>,
    count: Expr,
    value: Expr,
    elem: String,
    /// Lane `l` holds `value` only where this holds at `LANE = l` (a copy made under
    /// `if (m.is_masked(l))`); elsewhere it holds what the array held before.
    valid: Option<Cond>,
}

/// The elements `[0, count)` of a kernel-local array: element `i` is `value` at `LANE = i`,
/// where the variable named `fam` stands for the family's element `i` (`value` is that
/// variable itself for the array that defines the family, `x0 + 2*fam` for one computed
/// from it element-wise). The array is written once (a vector stored into it, or an
/// element-wise loop over such an array), so what it holds there is fixed from then on.
#[derive(Debug, Clone)]
struct Fill {
    fam: Arc<str>,
    count: Expr,
    value: Expr,
    /// As [`LaneVec::valid`]: element `i` is `value` only where this holds at `LANE = i`.
    valid: Option<Cond>,
}

/// Placeholders start with this; [`seal`] keeps them from leaving the lane-wise values.
const FAM_PREFIX: &str = "@fam";

fn mentions_family(c: &Cond) -> bool {
    c.free_vars().iter().any(|v| v.starts_with(FAM_PREFIX))
}

/// A truth value leaving the lane-wise world: a comparison that reads a family's lane
/// (whose index the result no longer says) is a condition the tool does not read.
fn seal(c: Cond) -> Cond {
    match c {
        Cond::And(xs) => Cond::and(xs.into_iter().map(seal)),
        Cond::Or(xs) => Cond::or(xs.into_iter().map(seal)),
        Cond::Not(x) => seal(Arc::unwrap_or_clone(x)).not(),
        c @ Cond::Cmp(..) if mentions_family(&c) => Cond::opaque("lane value"),
        c => c,
    }
}

/// A value with the memory reads it was computed from.
#[derive(Debug, Clone)]
struct Tracked {
    val: Val,
    /// Names of root loads (reads of kernel arguments) the value depends on.
    deps: BTreeSet<Arc<str>>,
}

impl Tracked {
    fn other(deps: BTreeSet<Arc<str>>) -> Tracked {
        Tracked { val: Val::Other, deps }
    }
}

/// The lane variable of [`Val::VecInt`] / [`Val::VecBool`]: never an atom, always
/// replaced by a lane index before a condition leaves the walk.
const LANE: &str = "@lane";

fn lane_value(v: &Val) -> Option<Expr> {
    match v {
        Val::Int(x) | Val::VecInt(x) => Some(x.clone()),
        Val::Arange { base, step } => Some(base.clone() + step.clone() * Expr::var(LANE)),
        Val::Lanes(ph) => Some(Expr::Var(ph.clone())),
        _ => None,
    }
}

fn lane_truth(v: &Val) -> Option<Cond> {
    match v {
        Val::Bool(c) | Val::VecBool(c) => Some(c.clone()),
        _ => None,
    }
}

fn is_vector(v: &Val) -> bool {
    matches!(v, Val::VecInt(_) | Val::VecBool(_) | Val::Arange { .. } | Val::Lanes(_))
}

/// A lane condition at lane `i`.
fn at_lane(c: &Cond, i: Expr) -> Cond {
    c.substitute(&|v: &str| (v == LANE).then(|| i.clone()))
}

/// One memory access, lowered.
#[derive(Debug, Clone)]
pub struct Lowered {
    pub view: MemAccess,
    /// Element offset of every element the access touches (lane atoms included), or why
    /// the walk could not say.
    pub offset: Result<Expr, String>,
    /// Conditions the access runs under, exact, plus facts they imply for loop atoms.
    pub mask: Cond,
    /// Some enclosing condition could not be read: a counterexample could be one the
    /// code never reaches.
    pub opaque_condition: bool,
    /// The lane count exceeds the vector loop's step: how many lanes are really touched
    /// depends on the vector type's width, so the lanes are an over-approximation.
    pub inexact_lanes: bool,
    /// A whole-vector masked load in a vector loop shorter than the vector
    /// (`x3 < 8; x3 += 16`): ATen's masked load reads every lane its mask sets, and a
    /// mask built from a scalar condition sets the lanes past the loop's end too.
    pub tail_lanes: bool,
    /// For a `tail_lanes` access: the condition that the lane lies inside the loop
    /// (`lane <= 7` for `x3 < 8; x3 += 16`, whose one iteration starts at the loop's
    /// start). Under it the access is the lanes whose values the kernel uses; under its
    /// negation, the lanes past the loop's end that the masked load reads too.
    pub loop_lanes: Option<Cond>,
    /// For a whole-vector masked load in any vector loop with a known end (`x2 < E;
    /// x2 += 16`): the lane lies before the end, `x2 + lane < E`. In the loop's tail
    /// (2.13 on: `if (x2 >= 16*(E // 16) && x2 < E)` inside the loop) the masked load reads
    /// the 16 lanes where its mask is set, those past `E` too, and the kernel drops them;
    /// used only where the access is not proven whole (its lanes then decided as for
    /// `loop_lanes`).
    pub vector_lanes: Option<Cond>,
    /// For a vector load in the body of Inductor's masked lambda (`if (m.all_zero())
    /// return other; else { auto r = body(); return blendv(other, r, m); }`, the vector
    /// form of `masked`): the lanes whose values the call keeps, lane `l` of `m`. A load
    /// in the body that is not masked itself (`VecMask<float,1>::from(p, 11)` of a bool
    /// buffer, `loadu(p, 11)`) reads every one of its lanes, those `m` drops too; used only
    /// where the access is not proven whole (its lanes then decided as for `loop_lanes`).
    pub kept_lanes: Option<Cond>,
    /// Checks in scope before the access.
    pub guards: Vec<Cond>,
    /// Values read from memory (atoms) the offset is written with that no check before
    /// it compares.
    pub unguarded: Vec<Arc<str>>,
    /// A check after the access mentions one of `unguarded`: its span.
    pub checked_after: Option<Span>,
    /// Lane atoms (`lane`, `row`, `col`) and loop atoms: atom → (loop var, start, step)
    /// to report loop variable values.
    pub loop_atoms: Vec<(Arc<str>, String, Expr, Expr)>,
    pub lane_atoms: Vec<Arc<str>>,
}

/// A check that names a variable only declared after it (#187335).
#[derive(Debug, Clone)]
pub struct LateReference {
    pub check: Span,
    pub name: String,
    pub declared: Span,
}

#[derive(Debug, Default)]
pub struct LoweredKernel {
    pub facts: KernelFacts,
    pub accesses: Vec<Lowered>,
    pub local_sizes: Vec<Result<Expr, String>>,
    pub local_buffers: Vec<views::LocalBuffer>,
    pub checks: Vec<views::CheckSite>,
    pub late_references: Vec<LateReference>,
    /// The atom for `omp_get_max_threads()`, the team size of a `#pragma omp parallel`
    /// without `num_threads`, where the kernel has one: the judge decides per-thread arrays
    /// sized by a number against it (IA112).
    pub omp_team: Option<Arc<str>>,
    /// Reads of a buffer written in full whose element the walk could not place inside
    /// the written ones over the sizes alone (a scalar tail loop `for (t = M; ...)` reads
    /// element `M + t`, inside where `M >= 0`, which only the launch's sizes say): the
    /// read took the stored value, so the judge proves each condition (over loop atoms and
    /// sizes) at the launch before it proves any access of the kernel. The read's span.
    pub written_reads: Vec<(Span, Cond)>,
}

/// Decides `d <= 0` for an expression over shape symbols only (no atom), for every value
/// of them, given the kernel's facts: the prover's comparison, handed in by the caller
/// (the lowering sits below the engine).
pub type NonPositive<'a> = &'a dyn Fn(&KernelFacts, &Expr) -> bool;

pub fn lower(kernel: &CppKernel) -> LoweredKernel {
    lower_with(kernel, &|_, _| false)
}

/// [`lower`] with the prover's comparison, which decides the conditions a vector read of a
/// buffer written in full needs ([`Walker::written_lanes`]).
pub fn lower_with(kernel: &CppKernel, nonpositive: NonPositive) -> LoweredKernel {
    let views = views::analyze(kernel);
    let mut by_span: SpanMap<Vec<usize>> = SpanMap::default();
    for (i, a) in views.accesses.iter().enumerate() {
        by_span.entry((a.span.line, a.span.col)).or_default().push(i);
    }
    let mut declared = Vec::new();
    let mut assigned = HashSet::new();
    for s in &kernel.body {
        collect_names(s, &mut declared, &mut assigned);
    }
    let mut w = Walker {
        def_memo: Default::default(),
        nonpositive,
        kernel,
        views_accesses: &views.accesses,
        locals: &views.local_buffers,
        by_span,
        declared,
        assigned,
        scopes: vec![Scope::default()],
        loops: Vec::new(),
        conds: Vec::new(),
        opaque_conds: 0,
        local_deps: HashMap::new(),
        facts: KernelFacts::default(),
        atom_deps: HashMap::new(),
        out: vec![None; views.accesses.len()],
        late: Vec::new(),
        counter: 0,
        lambdas: Vec::new(),
        kept_lanes: Vec::new(),
        lane_ifs: Vec::new(),
        lambda_stack: Vec::new(),
        last_lambda: None,
        unevaluated: 0,
        fills: HashMap::new(),
        writes: local_writes(&views.accesses),
        lane_vecs: HashMap::new(),
        fam_uses: HashMap::new(),
        use_sizes: HashMap::new(),
        lambda_rets: HashMap::new(),
        call_values: SpanMap::default(),
        decl_at: HashMap::new(),
        omp_teams: Vec::new(),
        omp_max: None,
        decl_sizes: HashMap::new(),
        thread_atoms: Vec::new(),
        regions: Vec::new(),
        raw_ifs: Vec::new(),
        written: HashMap::new(),
        written_reads: Vec::new(),
    };
    w.stmts(&kernel.body);
    w.apply_lambda_guards();
    let local_sizes = views
        .local_buffers
        .iter()
        .enumerate()
        .map(|(i, b)| match &b.size {
            Some(_) if w.decl_sizes.contains_key(&i) => Ok(w.decl_sizes[&i].clone()),
            Some(e) => match w.conv(e).val {
                Val::Int(x) => Ok(x),
                _ => Err(format!("the size `{e}` of local buffer {} is not an integer expression the tool reads", b.name)),
            },
            None => Err(format!("local buffer {} has no size written", b.name)),
        })
        .collect();
    let omp_team = w.omp_max.clone();
    let (facts, late, out, written_reads) = (w.facts, w.late, w.out, w.written_reads);
    // The walk's entries hold a stand-in for their view (see `placeholder_view`): each
    // takes its view here, moved, not copied.
    let accesses = out
        .into_iter()
        .zip(views.accesses)
        .map(|(l, v)| match l {
            Some(l) => Lowered { view: v, ..l },
            None => Lowered {
                view: v,
                offset: Err("the access was not reached by the walk (inside an expression form the tool does not follow)".into()),
                mask: Cond::True,
                opaque_condition: true,
                inexact_lanes: false,
                tail_lanes: false,
                loop_lanes: None,
                vector_lanes: None,
                kept_lanes: None,
                guards: Vec::new(),
                unguarded: Vec::new(),
                checked_after: None,
                loop_atoms: Vec::new(),
                lane_atoms: Vec::new(),
            },
        })
        .collect();
    LoweredKernel { facts, accesses, local_sizes, local_buffers: views.local_buffers, checks: views.checks, late_references: late, omp_team, written_reads }
}

/// What an access's entry holds for its view during the walk: its kind (all the walk reads
/// there) and its contexts (shared, not copied), nothing that allocates. [`lower_with`]
/// moves each view in once the walk is done: a copy of every access's expressions per
/// lowering was most of the copying of the C++ front end.
fn placeholder_view(v: &MemAccess) -> MemAccess {
    MemAccess {
        span: v.span,
        kind: v.kind,
        buffer: String::new(),
        target: BufferRef::Unknown,
        elem_ty: None,
        index: CExpr::new(v.span, CExprKind::Int { value: 0, suffix: "".into() }),
        gather: v.gather,
        lanes: Lanes::Unknown,
        mask: None,
        via: String::new(),
        loops: v.loops.clone(),
        conditions: v.conditions.clone(),
        in_parallel: v.in_parallel,
        in_lambda: v.in_lambda,
    }
}

/// Every declared name with its position, and every name assigned after its declaration.
fn collect_names(s: &Stmt, declared: &mut Vec<(String, Span)>, assigned: &mut HashSet<String>) {
    let on_expr = |e: &CExpr, assigned: &mut HashSet<String>| visit_exprs(e, &mut |x| mutated_name(x, assigned));
    match &s.kind {
        StmtKind::Block(b) => b.iter().for_each(|x| collect_names(x, declared, assigned)),
        StmtKind::For { var, init, cond, step, body, .. } => {
            if let Some(v) = var {
                declared.push((v.clone(), s.span));
            }
            for e in [init, cond].into_iter().flatten() {
                on_expr(e, assigned);
            }
            // The step assigns the loop variable; that is what loops do.
            let _ = step;
            collect_names(body, declared, assigned);
        }
        StmtKind::If { cond, then, else_ } => {
            on_expr(cond, assigned);
            collect_names(then, declared, assigned);
            if let Some(e) = else_ {
                collect_names(e, declared, assigned);
            }
        }
        StmtKind::While { cond, body } | StmtKind::DoWhile { body, cond } => {
            on_expr(cond, assigned);
            collect_names(body, declared, assigned);
        }
        StmtKind::Decl { name, init, array_dims, .. } => {
            declared.push((name.clone(), s.span));
            for d in array_dims {
                on_expr(d, assigned);
            }
            for e in init_exprs(init.as_ref()) {
                on_expr(e, assigned);
                visit_exprs(e, &mut |x| {
                    if let CExprKind::Lambda(l) = &x.kind {
                        l.body.iter().for_each(|b| collect_names(b, declared, assigned));
                    }
                });
            }
        }
        StmtKind::Assign { target, value } | StmtKind::CompoundAssign { target, value, .. } => {
            if let Some(n) = target.as_name() {
                assigned.insert(n.to_string());
            }
            on_expr(target, assigned);
            on_expr(value, assigned);
        }
        StmtKind::Expr(e) | StmtKind::Return(Some(e)) => on_expr(e, assigned),
        StmtKind::Check { cond, args, .. } => {
            on_expr(cond, assigned);
            args.iter().for_each(|a| on_expr(a, assigned));
        }
        StmtKind::OmpRegion { body, .. } => collect_names(body, declared, assigned),
        _ => {}
    }
}

fn mutated_name(e: &CExpr, assigned: &mut HashSet<String>) {
    let name = match &e.kind {
        CExprKind::Assign { target, .. } => target.as_name(),
        CExprKind::Unary { op: UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec | UnaryOp::AddrOf, operand } => operand.as_name(),
        _ => None,
    };
    // A name is copied only the first time: loops increment theirs over and over.
    if let Some(n) = name.filter(|n| !assigned.contains(*n)) {
        assigned.insert(n.to_string());
    }
}

/// Local buffer index → the accesses that write it or hand a pointer into it on.
fn local_writes(accesses: &[MemAccess]) -> HashMap<usize, usize> {
    let mut out = HashMap::new();
    for a in accesses {
        if let (BufferRef::Local { index, .. }, views::AccessKind::Store | views::AccessKind::Update | views::AccessKind::Atomic | views::AccessKind::Opaque) = (&a.target, a.kind)
        {
            *out.entry(*index).or_insert(0) += 1;
        }
    }
    out
}

fn init_exprs(init: Option<&Init>) -> &[CExpr] {
    match init {
        Some(Init::Expr(e)) => std::slice::from_ref(e),
        Some(Init::Paren(v) | Init::Brace(v)) => v,
        None => &[],
    }
}

/// Pre-order visit of an expression tree (lambda bodies are statements: not entered).
fn visit_exprs(e: &CExpr, f: &mut impl FnMut(&CExpr)) {
    f(e);
    for_each_child(e, |c| visit_exprs(c, f));
}

/// The subexpressions of `e`, in order, handed to `f`: every expression of a kernel is
/// visited so, and a list built per node was a good part of the walks' allocations.
fn for_each_child<'e>(e: &'e CExpr, mut f: impl FnMut(&'e CExpr)) {
    match &e.kind {
        CExprKind::Call { callee, args } => {
            f(callee);
            args.iter().for_each(f);
        }
        CExprKind::MethodCall { receiver, args, .. } => {
            f(receiver);
            args.iter().for_each(f);
        }
        CExprKind::Member { object, .. } => f(object),
        CExprKind::Index { base, index } => {
            f(base);
            f(index);
        }
        CExprKind::Unary { operand, .. } => f(operand),
        CExprKind::Binary { lhs, rhs, .. } => {
            f(lhs);
            f(rhs);
        }
        CExprKind::Assign { target, value, .. } => {
            f(target);
            f(value);
        }
        CExprKind::Ternary { cond, then, else_ } => {
            f(cond);
            f(then);
            f(else_);
        }
        CExprKind::Comma(xs) => xs.iter().for_each(f),
        CExprKind::Cast { expr, .. } => f(expr),
        CExprKind::BraceInit { items, .. } => items.iter().for_each(f),
        CExprKind::Scoped { scope, .. } => f(scope),
        CExprKind::Throw(Some(x)) => f(x),
        CExprKind::Decltype(x) => f(x),
        CExprKind::Path(p) => p
            .segments
            .iter()
            .flat_map(|s| s.template_args.iter().flatten())
            .filter_map(|a| match a {
                TemplateArg::Expr(x) => Some(x),
                TemplateArg::Type(_) => None,
            })
            .for_each(f),
        _ => {}
    }
}

#[derive(Default)]
struct Scope {
    env: Vec<(String, Tracked)>,
    /// Checks read as conditions, with the atoms they compare.
    guards: Vec<(Cond, BTreeSet<Arc<str>>)>,
    /// Deps of vector checks (and other checks without an integer reading).
    guard_deps: BTreeSet<Arc<str>>,
    /// Accesses made in this scope with unguarded roots: to spot a check after the use.
    unguarded_accesses: Vec<usize>,
    /// Vector checks over a family's lanes ([`Val::LaneForall`]): condition and lane count.
    lane_guards: Vec<(Cond, i128)>,
}

/// A lambda expression of the kernel. Its body runs where it is called, not where it is
/// written: Inductor's `masked` op writes `auto tmp12 = [&] { ... in_ptr0[...] ... };`
/// and calls it only as `tmp11 ? tmp12() : 0.5`, so the loads inside run only where
/// `tmp11` holds.
#[derive(Default)]
struct LambdaRec {
    /// Accesses written directly in its body (not in lambdas nested in it).
    accesses: Vec<usize>,
    sites: Vec<CallSite>,
    /// Used otherwise than called by name or on the spot (passed to a function, copied,
    /// stored): where and whether it runs is not known.
    escaped: bool,
}

/// Where a lambda is called: the conditions the call runs under (`None` when one of
/// them could not be read) and the lambda the call is written in, whose own guard the
/// call inherits.
struct CallSite {
    cond: Option<Cond>,
    within: Option<usize>,
    /// The lane-wise mask of the innermost `if (m.all_zero()) .. else ..` whose `else`
    /// the call is in (over [`LANE`]): the lanes the masked lambda's result keeps.
    kept: Option<Cond>,
}

struct LoopInfo {
    var: Option<String>,
    atom: Option<(Arc<str>, Expr, Expr)>,
    /// A constant step larger than the loop's constant span (`x3 < 8; x3 += 16`): one
    /// vector iteration covers more lanes than the loop has elements, this span (8).
    short_span: Option<i128>,
    /// How many exact and opaque conditions are in force inside the loop's body (its own
    /// test included): a store made under no more is made at every iteration.
    conds_inside: (usize, u32),
    /// The loop's exclusive end (`x0 < N`), where it is an integer expression.
    end: Option<Expr>,
    /// How many raw `if` conditions were in force where the loop's body starts.
    raw_ifs_at: usize,
    /// The body may leave an iteration early (`break`, `continue`, `return`).
    jumps: bool,
}

/// A store into a kernel parameter made by the one loop of a region ([`Walker::regions`]):
/// element `e` in `[offset, offset + count)` gets `value` at `E = e`.
struct ArgStore {
    /// The kernel parameter (its position), whatever name the store wrote it with.
    buffer: usize,
    loop_atom: Arc<str>,
    step: i128,
    end: Expr,
    loop_value: Expr,
    offset: Expr,
    count: Expr,
    value: Expr,
    /// The `if` conditions between the loop and the store, as written.
    conds: Vec<Cond>,
}

/// A region that ends with every thread's writes done and visible: `#pragma omp single`
/// or `#pragma omp for` without `nowait` (both end with an implicit barrier), or a loop
/// of a kernel with no parallel region (run in program order).
struct RegionRec {
    loops_at: usize,
    stores: Vec<ArgStore>,
}

/// Variable of the element index in a written buffer's value.
const ELEM: &str = "@elem";

/// Definitions in base atoms by (name, depth).
type DefMemo = crate::sym::FxHashMap<(Arc<str>, u32), Option<Expr>>;

/// By source position (line, column): looked up for every expression the walk visits,
/// with FxHash (SipHash was about 1% of the C++ lowering's instructions). Positions are
/// distinct small integers, not chosen freely by an input.
type SpanMap<V> = crate::sym::FxHashMap<(u32, u32), V>;

struct Walker<'k> {
    /// The prover's `d <= 0` over shape symbols ([`NonPositive`]).
    nonpositive: NonPositive<'k>,
    /// [`Walker::derived_def`]'s answers by (name, depth): a temporary used by several
    /// others is expanded once, not once per path to it (exponential in shared names).
    /// Definitions never change once made, so an answer stays right.
    def_memo: std::cell::RefCell<DefMemo>,
    kernel: &'k CppKernel,
    views_accesses: &'k [MemAccess],
    locals: &'k [views::LocalBuffer],
    by_span: SpanMap<Vec<usize>>,
    declared: Vec<(String, Span)>,
    assigned: HashSet<String>,
    scopes: Vec<Scope>,
    loops: Vec<LoopInfo>,
    /// Exact conditions and the loop-atom facts they imply.
    conds: Vec<Cond>,
    opaque_conds: u32,
    /// Local buffer index → root loads of the values stored in it.
    local_deps: HashMap<usize, BTreeSet<Arc<str>>>,
    facts: KernelFacts,
    atom_deps: HashMap<Arc<str>, BTreeSet<Arc<str>>>,
    out: Vec<Option<Lowered>>,
    late: Vec<LateReference>,
    counter: usize,
    lambdas: Vec<LambdaRec>,
    /// Per `if`/`else` branch entered: the lane-wise mask `m` whose lanes the branch's
    /// result keeps (the `else` of `if (m.all_zero())`), `None` for any other branch.
    kept_lanes: Vec<Option<Cond>>,
    /// Per `if` branch entered: for the `then` of `if (m.is_masked(i))` on a lane-wise
    /// mask, `(m over LANE, i, how many exact conditions are in force inside)`.
    lane_ifs: Vec<Option<(Cond, Expr, usize)>>,
    /// Lambdas whose bodies are being walked, innermost last.
    lambda_stack: Vec<usize>,
    /// The lambda the last visit of a lambda expression recorded.
    last_lambda: Option<usize>,
    /// Inside `decltype(...)` or `sizeof(...)`: nothing there runs.
    unevaluated: u32,
    /// Local buffer index → the family its first elements hold ([`Fill`]).
    fills: HashMap<usize, Fill>,
    /// Local buffer index → how many accesses write it (stores, updates, pointers passed on).
    writes: HashMap<usize, usize>,
    /// Placeholder → the family lanes it stands for.
    lane_vecs: HashMap<Arc<str>, LaneVec>,
    /// An integer read from a filled array: atom → (family, index, elements filled).
    fam_uses: HashMap<Arc<str>, (Arc<str>, Expr, Expr)>,
    /// Such a read → the size of the array's elements.
    use_sizes: HashMap<Arc<str>, u32>,
    /// Lambda → the value its one `return` gives, where it is a [`Val::Lanes`].
    lambda_rets: HashMap<usize, Option<Tracked>>,
    /// A lambda called on the spot (`[&] { ... }()`, by the call's position) → its value.
    call_values: SpanMap<Tracked>,
    /// Local buffer index → (exact conditions, opaque conditions, loops) in force where the
    /// walk declared it.
    decl_at: HashMap<usize, (usize, u32, usize)>,
    /// Enclosing `#pragma omp parallel` regions, innermost last: the team size their
    /// `num_threads(n)` clause caps (`None`: no clause, at most `omp_get_max_threads()`).
    omp_teams: Vec<Option<Expr>>,
    /// The atom for `omp_get_max_threads()` read outside any parallel region.
    omp_max: Option<Arc<str>>,
    /// Local buffer index → its size, read where it is declared (with the names in scope
    /// there: `float acc_arr[max_threads];`).
    decl_sizes: HashMap<usize, Expr>,
    /// Thread-number atoms: reported as `omp_get_thread_num()` in counterexamples.
    thread_atoms: Vec<Arc<str>>,
    /// Regions being walked whose stores may give a written buffer, innermost last.
    regions: Vec<RegionRec>,
    /// Raw `if` conditions in force (`None`: not read, or an `else`).
    raw_ifs: Vec<Option<Cond>>,
    /// Kernel parameter → (value at element [`ELEM`], elements written `[0, n)`): a buffer
    /// an ended region wrote in full ([`Walker::publish_region`]).
    written: HashMap<usize, (Expr, Expr)>,
    /// [`LoweredKernel::written_reads`].
    written_reads: Vec<(Span, Cond)>,
}

impl<'k> Walker<'k> {
    fn fresh(&mut self, base: &str) -> Arc<str> {
        self.counter += 1;
        Arc::from(format!("{base}#{}", self.counter))
    }

    fn lookup(&self, name: &str) -> Option<&Tracked> {
        self.scopes.iter().rev().find_map(|s| s.env.iter().rev().find(|(n, _)| n == name).map(|(_, t)| t))
    }

    fn bind(&mut self, name: &str, t: Tracked) {
        if let Some(s) = self.scopes.last_mut() {
            s.env.push((name.to_string(), t));
        }
    }

    fn scoped(&mut self, f: impl FnOnce(&mut Self)) {
        self.scopes.push(Scope::default());
        f(self);
        self.scopes.pop();
    }

    /// A value read from memory by an access of `views`.
    fn loaded(&mut self, access: &MemAccess, integer: bool, name: &str) -> Tracked {
        let local_deps = match &access.target {
            BufferRef::Local { index, .. } => self.local_deps.get(index).cloned().filter(|d| !d.is_empty()),
            _ => None,
        };
        if integer {
            if let Some(v) = self.written_value(access) {
                return Tracked { val: Val::Int(v), deps: BTreeSet::new() };
            }
        }
        let atom = self.fresh(name);
        let deps = local_deps.unwrap_or_else(|| BTreeSet::from([atom.clone()]));
        if !integer {
            return Tracked::other(deps);
        }
        self.facts.atoms.insert(atom.clone(), Atom { name: atom.clone(), kind: AtomKind::Loaded { from: access.buffer.clone(), span: access.span } });
        self.atom_deps.insert(atom.clone(), deps.clone());
        Tracked { val: Val::Int(Expr::Var(atom)), deps }
    }

    // ---- statements ---------------------------------------------------------------

    fn stmts(&mut self, stmts: &[Stmt]) {
        for s in stmts {
            self.stmt(s);
        }
    }

    fn stmt(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Block(b) => self.scoped(|w| w.stmts(b)),
            StmtKind::For { pragmas, var, init, cond, step, body, .. } => {
                for e in [init, cond, step].into_iter().flatten() {
                    self.visit(e);
                }
                let ctx = LoopCtx::of_for(s.span, pragmas, var.as_deref(), init.as_deref(), cond.as_deref(), step.as_deref());
                let info = self.loop_atom(&ctx);
                // A loop of a kernel with no parallel region: its writes are done when it ends.
                // A `#pragma omp for` loop without `nowait` ends with a barrier.
                let omp_for = pragmas.iter().any(|p| {
                    let words: Vec<&str> = p.split(|c: char| c.is_whitespace() || c == '(').collect();
                    words.first() == Some(&"omp") && words.contains(&"for") && !words.contains(&"nowait")
                });
                let serial_region = self.loops.is_empty() && self.regions.is_empty() && (self.omp_teams.is_empty() || omp_for) && self.unconditional();
                if serial_region {
                    self.regions.push(RegionRec { loops_at: 0, stores: Vec::new() });
                }
                self.scoped(|w| {
                    let mut pushed = 0;
                    if let (Some(v), Some((atom, start, step))) = (var, &info.atom) {
                        let value = start.clone() + step.clone() * Expr::Var(atom.clone());
                        w.bind(v, Tracked { val: Val::Int(value), deps: BTreeSet::new() });
                        // The loop's own test, normalised for its atom (see the module docs).
                        if let Some(c) = cond.as_ref().and_then(|c| w.cond(c)) {
                            w.conds.push(c);
                            pushed = 1;
                        }
                    } else if let Some(v) = var {
                        w.bind(v, Tracked::other(BTreeSet::new()));
                    }
                    w.loops.push(LoopInfo { conds_inside: (w.conds.len(), w.opaque_conds), jumps: has_jump(body), ..info });
                    w.stmt(body);
                    w.loops.pop();
                    w.conds.truncate(w.conds.len() - pushed);
                });
                if serial_region {
                    self.publish_region();
                }
            }
            StmtKind::If { cond, then, else_ } => {
                self.visit(cond);
                let (inner, _) = unwrap_hint(cond);
                let raw = self.raw_cond(inner);
                let c = raw.clone().map(|c| self.with_facts(c));
                let kept = self.all_zero_mask(inner);
                let lane_if = match (&c, self.is_masked_test(inner)) {
                    (Some(_), Some((m, i))) => Some((m, i, self.conds.len() + 1)),
                    _ => None,
                };
                self.raw_ifs.push(raw.clone());
                self.kept_lanes.push(None);
                self.lane_ifs.push(lane_if);
                self.under(c, |w| w.scoped(|w| w.stmt(then)));
                self.lane_ifs.pop();
                self.kept_lanes.pop();
                self.raw_ifs.pop();
                if let Some(e) = else_ {
                    let c = raw.map(|c| self.with_facts(c.not()));
                    self.raw_ifs.push(None);
                    self.kept_lanes.push(kept);
                    self.lane_ifs.push(None);
                    self.under(c, |w| w.scoped(|w| w.stmt(e)));
                    self.lane_ifs.pop();
                    self.kept_lanes.pop();
                    self.raw_ifs.pop();
                }
            }
            StmtKind::While { cond, body } => {
                self.visit(cond);
                self.under(None, |w| w.scoped(|w| w.stmt(body)));
            }
            StmtKind::DoWhile { body, cond } => {
                self.under(None, |w| w.scoped(|w| w.stmt(body)));
                self.visit(cond);
            }
            StmtKind::Decl { ty, name, array_dims, init } => {
                for d in array_dims {
                    self.visit(d);
                }
                let exprs = init_exprs(init.as_ref());
                self.last_lambda = None;
                for e in exprs {
                    self.visit(e);
                }
                // `auto tmp12 = [&] { ... };`: the lambda gets a name and runs where that
                // name is called. A name assigned again later could hold another lambda.
                let named_lambda = match exprs {
                    [e] if matches!(e.kind, CExprKind::Lambda(_)) && !self.assigned.contains(name) && array_dims.is_empty() => self.last_lambda,
                    _ => None,
                };
                if let Some(id) = named_lambda {
                    if let Some(rec) = self.lambdas.get_mut(id) {
                        rec.escaped = false;
                    }
                }
                let value = match (exprs, named_lambda) {
                    ([e], Some(id)) => {
                        let deps = self.mentioned_deps(e);
                        Tracked { val: Val::Lambda(id), deps }
                    }
                    _ if self.assigned.contains(name) || !array_dims.is_empty() || ty.pointer_depth > 0 => Tracked::other(BTreeSet::new()),
                    ([e], None) => {
                        let t = self.conv(e);
                        self.name_value(name, t, s.span)
                    }
                    _ => Tracked::other(BTreeSet::new()),
                };
                // A kernel-local buffer filled from a lambda or a vector: its elements
                // carry what the lambda read.
                if let Some(i) = self.local_index(name, s.span) {
                    self.decl_at.insert(i, (self.conds.len(), self.opaque_conds, self.loops.len()));
                    if let Some(size) = self.locals.get(i).and_then(|b| b.size.clone()) {
                        if let Val::Int(x) = self.conv(&size).val {
                            self.decl_sizes.insert(i, x);
                        }
                    }
                    let mut deps = BTreeSet::new();
                    for e in exprs {
                        deps.extend(self.mentioned_deps(e));
                    }
                    self.local_deps.entry(i).or_default().extend(deps);
                    if let [e] = exprs {
                        self.fill_from_returned_array(i, e);
                    }
                }
                self.bind(name, value);
            }
            StmtKind::Assign { target, value } | StmtKind::CompoundAssign { target, value, .. } => {
                self.visit(target);
                self.visit(value);
                self.note_local_store(target.span, value);
                if matches!(s.kind, StmtKind::Assign { .. }) {
                    self.fill_from_copy(target, value);
                    self.note_arg_store(target.span, value);
                }
            }
            StmtKind::Expr(e) => {
                self.visit(e);
                // `tmp8.store(tmpbuf.data(), n)`
                if let CExprKind::MethodCall { receiver, method, .. } = &e.kind {
                    if method == "store" {
                        self.note_local_store(e.span, receiver);
                        self.fill_from_store(e.span, receiver);
                        self.note_arg_store(e.span, receiver);
                    }
                }
            }
            StmtKind::Return(Some(e)) => {
                self.visit(e);
                // The value a lambda returns, where it is lanes of a family: the vector a
                // copy lambda reads back from its array.
                if let Some(id) = self.lambda_stack.last().copied() {
                    let t = self.conv(e);
                    let v = matches!(t.val, Val::Lanes(_)).then_some(t);
                    match self.lambda_rets.get(&id) {
                        None => {
                            self.lambda_rets.insert(id, v);
                        }
                        // Two returns: which one gives the value is not followed.
                        Some(_) => {
                            self.lambda_rets.insert(id, None);
                        }
                    }
                }
            }
            StmtKind::Check { cond, args, .. } => {
                self.visit(cond);
                for a in args {
                    self.visit(a);
                }
                self.check(s.span, cond);
            }
            StmtKind::OmpRegion { pragma, body } => {
                let parallel = pragma.split_whitespace().take_while(|w| !w.contains('(')).any(|w| w == "parallel");
                if parallel {
                    let team = self.num_threads_clause(pragma);
                    self.omp_teams.push(team);
                }
                // A worksharing region that ends with a barrier: what its loop wrote is
                // there, for every thread, after it.
                let words: Vec<&str> = pragma.split(|c: char| c.is_whitespace() || c == '(').collect();
                let barrier_region =
                    (words.contains(&"single") || words.contains(&"for")) && !words.contains(&"nowait") && self.loops.is_empty() && self.regions.is_empty() && self.unconditional();
                if barrier_region {
                    self.regions.push(RegionRec { loops_at: 0, stores: Vec::new() });
                }
                self.stmt(body);
                if barrier_region {
                    self.publish_region();
                }
                if parallel {
                    self.omp_teams.pop();
                }
            }
            StmtKind::Return(None) | StmtKind::Break | StmtKind::Continue | StmtKind::Pragma(_) | StmtKind::Directive(_) => {}
        }
    }

    // ---- buffers written in full earlier in the kernel ---------------------------------
    //
    // Inductor's C++ interpolation computes its source rows into an int64 output buffer
    // (`tmp14.store(out_ptr1 + x0, 16)` in a `#pragma omp single` vector loop, its tail
    // storing the remaining `N - 16*(N/16)` lanes) and gathers through it in a later
    // region of the same kernel (`out_ptr1[x1]` as the row of another load). A read of
    // such a buffer is the value the writer stored at that element, an expression over the
    // shape symbols, when all of this holds (else the read is an unknown value as before):
    // - every write of the buffer in the kernel is a store of that one region, made by its
    //   one loop `x = s*k` (`k` in `[0, ceil(N/s))`, start 0) under nothing but the `if`s
    //   written between the loop and the store, at offset `x`, of an int64 element type;
    // - each store's value is a function of the element it writes alone (lane `l` of a
    //   vector store at `x` is element `x + l`; a scalar store in a step-1 loop writes
    //   element `x`), the same function for every store, over shape symbols only;
    // - the stores write every element of `[0, N)`: one store of `s` lanes with no
    //   condition, or one of `s` lanes under `x < M` and one of `N - M` lanes under
    //   `x >= M && x < N` with `M` a multiple of `s` (the vector loop and its tail);
    // - the region ended before the read (an `omp single` / `omp for` without `nowait`
    //   ends with a barrier; a loop of a kernel without parallel region runs in order),
    //   and the read is a scalar read of that buffer in the same element type at an index
    //   the loops' ranges place in `[0, N)`.
    // Assumed, as everywhere for these kernels: no two pointer parameters of one launch
    // alias a buffer that is written.

    /// Whether the walk is where every run of the kernel passes (no condition, loop or
    /// lambda around it): a region that starts here runs before what follows it.
    fn unconditional(&self) -> bool {
        self.loops.is_empty() && self.lambda_stack.is_empty() && self.conds.is_empty() && self.opaque_conds == 0 && self.raw_ifs.is_empty()
    }

    /// Substitutes the derived atoms in `e` by their definitions.
    fn expand_derived(&self, e: &Expr) -> Expr {
        e.substitute(&|v: &str| self.derived_def(v, 0))
    }

    fn expand_cond(&self, c: &Cond) -> Cond {
        c.substitute(&|v: &str| self.derived_def(v, 0))
    }

    /// Records a store into a kernel parameter made inside a region (see above).
    fn note_arg_store(&mut self, span: Span, value: &CExpr) {
        let Some(region) = self.regions.last() else { return };
        if self.loops.len() == region.loops_at + 2 && self.lambda_stack.is_empty() {
            return self.note_tail_loop_store(span, value);
        }
        if self.loops.len() != region.loops_at + 1 || !self.lambda_stack.is_empty() {
            return;
        }
        let Some(a) = self.param_store_at(span) else { return };
        let Some(lp) = self.loops.last() else { return };
        let (Some((k, start, step)), Some(end)) = (lp.atom.clone(), lp.end.clone()) else { return };
        let (Some(0), Some(s)) = (start.as_const(), step.as_const()) else { return };
        if lp.jumps || self.opaque_conds != lp.conds_inside.1 || a.elem_ty.as_deref().is_none_or(|t| !cpp::is_integer_type(t) || elem_size(t) != Some(8)) {
            return;
        }
        let Some(conds) = self.raw_ifs[lp.raw_ifs_at..].iter().cloned().collect::<Option<Vec<Cond>>>() else { return };
        let conds: Vec<Cond> = conds.iter().map(|c| self.expand_cond(c)).collect();
        let loop_value = Expr::int(s) * Expr::Var(k.clone());
        let Some(offset) = self.int(&a.index).map(|o| self.expand_derived(&o)) else { return };
        let stored = self.conv(value).val;
        let (count, value) = match (&a.lanes, stored) {
            (Lanes::Count(n), Val::VecInt(v)) => {
                let Some(n) = self.int(n).map(|n| self.expand_derived(&n)) else { return };
                let at_elem = Expr::var(ELEM) - offset.clone();
                (n, self.expand_derived(&v).substitute(&|x: &str| (x == LANE).then(|| at_elem.clone())))
            }
            (Lanes::Scalar, Val::Int(v)) if s == 1 => (Expr::int(1), self.expand_derived(&v).substitute(&|x: &str| (x == &*k).then(|| Expr::var(ELEM)))),
            _ => return,
        };
        let BufferRef::Param { index: buffer, .. } = a.target else { return };
        let end = self.expand_derived(&end);
        if let Some(r) = self.regions.last_mut() {
            r.stores.push(ArgStore { buffer, loop_atom: k, step: s, end, loop_value, offset, count, value, conds });
        }
    }

    /// The store into a kernel parameter written at `span`, if the statement there is one.
    fn param_store_at(&self, span: Span) -> Option<&'k MemAccess> {
        let accesses = self.views_accesses;
        self.by_span
            .get(&(span.line, span.col))
            .and_then(|ids| ids.iter().filter_map(|i| accesses.get(*i)).find(|a| a.kind == views::AccessKind::Store && matches!(a.target, BufferRef::Param { .. })))
    }

    /// A vector loop's scalar tail as torch 2.8 writes it: inside the region's one loop
    /// `x = s*k`, under `if (x >= M && x < N)` (nothing else), a loop `for (t = M; t < N;
    /// t++)` storing `p[t] = f(t)`. Every run of the tail block writes the elements
    /// `[M, N)` whatever `x` is, and it runs at `x = M` where `M < N` (`M` a multiple of
    /// `s`, which [`written_in_full`] checks): recorded as the store of `N - M` elements at
    /// `x` under those conditions, the tail the vector body's store pairs with.
    fn note_tail_loop_store(&mut self, span: Span, value: &CExpr) {
        let n = self.loops.len();
        let (outer, inner) = (&self.loops[n - 2], &self.loops[n - 1]);
        let (Some((k, start, step)), Some(end)) = (outer.atom.clone(), outer.end.clone()) else { return };
        let (Some((t, t_start, t_step)), Some(t_end)) = (inner.atom.clone(), inner.end.clone()) else { return };
        let (Some(0), Some(s), Some(1)) = (start.as_const(), step.as_const(), t_step.as_const()) else { return };
        // Only the outer `if`s: none between the tail loop and the store, no jump out of
        // either loop, nothing opaque.
        if outer.jumps || inner.jumps || self.raw_ifs.len() != inner.raw_ifs_at || self.opaque_conds != outer.conds_inside.1 {
            return;
        }
        let Some(a) = self.param_store_at(span) else { return };
        if !matches!(a.lanes, Lanes::Scalar) || a.elem_ty.as_deref().is_none_or(|ty| !cpp::is_integer_type(ty) || elem_size(ty) != Some(8)) {
            return;
        }
        let Some(conds) = self.raw_ifs[outer.raw_ifs_at..inner.raw_ifs_at].iter().cloned().collect::<Option<Vec<Cond>>>() else { return };
        let conds: Vec<Cond> = conds.iter().map(|c| self.expand_cond(c)).collect();
        let (t_start, t_end) = (self.expand_derived(&t_start), self.expand_derived(&t_end));
        let x = Expr::int(s) * Expr::Var(k.clone());
        // The tail loop spans exactly the `if`'s range of `x`.
        let parts: Vec<&Cond> = conds.iter().flat_map(|c| if let Cond::And(xs) = c { xs.iter().collect::<Vec<_>>() } else { vec![c] }).collect();
        let has = |want: &Cond| parts.contains(&want);
        if !has(&Cond::ge(x.clone(), t_start.clone())) || !has(&Cond::lt(x.clone(), t_end.clone())) {
            return;
        }
        // The store writes element `t` itself, a value of `t` alone.
        let t_value = t_start.clone() + Expr::Var(t.clone());
        if self.int(&a.index).map(|o| self.expand_derived(&o)).is_none_or(|o| !same_expr(&o, &t_value)) {
            return;
        }
        let Val::Int(v) = self.conv(value).val else { return };
        let at_elem = Expr::var(ELEM) - t_start.clone();
        let value = self.expand_derived(&v).substitute(&|name: &str| (name == &*t).then(|| at_elem.clone()));
        let BufferRef::Param { index: buffer, .. } = a.target else { return };
        let end = self.expand_derived(&end);
        if let Some(r) = self.regions.last_mut() {
            r.stores.push(ArgStore { buffer, loop_atom: k, step: s, end, loop_value: x.clone(), offset: x, count: t_end - t_start, value, conds });
        }
    }

    /// At the end of a region: the buffers its stores wrote in full ([`Walker::written`]).
    fn publish_region(&mut self) {
        let Some(region) = self.regions.pop() else { return };
        let mut buffers: Vec<usize> = region.stores.iter().map(|st| st.buffer).collect();
        buffers.sort_unstable();
        buffers.dedup();
        for b in buffers {
            let stores: Vec<&ArgStore> = region.stores.iter().filter(|st| st.buffer == b).collect();
            // Every access but a load through the parameter, under any name it is bound to
            // (`int64_t* p = out_ptr0;`), or through a pointer the tool does not resolve.
            let writes = self
                .views_accesses
                .iter()
                .filter(|a| a.kind != views::AccessKind::Load && matches!(a.target, BufferRef::Param { index, .. } if index == b) || matches!(a.target, BufferRef::Unknown))
                .count();
            if writes != stores.len() {
                continue;
            }
            if let Some(fact) = written_in_full(&stores, |e| self.atom_free(e)) {
                self.written.insert(b, fact);
            }
        }
    }

    /// Whether `e` names shape symbols and [`ELEM`] only (no atom, lane or placeholder).
    fn atom_free(&self, e: &Expr) -> bool {
        e.free_vars().iter().all(|v| &**v == ELEM || (!self.facts.atoms.contains_key(v) && !v.starts_with('@')))
    }

    /// A scalar integer read of a buffer written in full earlier: the value stored there.
    fn written_value(&mut self, access: &MemAccess) -> Option<Expr> {
        if !matches!(access.target, BufferRef::Param { .. }) || !matches!(access.lanes, Lanes::Scalar) || access.elem_ty.as_deref().and_then(elem_size) != Some(8) {
            return None;
        }
        let BufferRef::Param { index, .. } = access.target else { return None };
        let (value, n) = self.written.get(&index)?.clone();
        let o = self.int(&access.index)?;
        let inside = self.expand_cond(&Cond::and([Cond::ge(o.clone(), Expr::int(0)), Cond::lt(o.clone(), n)]));
        match self.decide_by_loops(&inside) {
            Cond::True => {}
            // A scalar tail loop `for (t = M; t < N; t++)` reads element `M + t'` (`t'` its
            // atom, below `N - M`): inside where `M >= 0`, which the sizes of the launch
            // decide. Over loop atoms and sizes only, the judge proves it there.
            Cond::False => return None,
            // Only where the loops decide the end (`o < n`) and leave the start alone.
            Cond::Cmp(Rel::Ge, lo, zero) if zero.as_const() == Some(0) && self.loop_atoms_and_sizes_only(&inside) => {
                self.written_reads.push((access.span, Cond::ge(lo, zero)));
            }
            _ => return None,
        }
        Some(value.substitute(&|x: &str| (x == ELEM).then(|| o.clone())))
    }

    /// Whether `c` names shape symbols and loop atoms only (no lane, loaded or derived
    /// value): a condition the prover decides from the atoms' ranges and the sizes.
    fn loop_atoms_and_sizes_only(&self, c: &Cond) -> bool {
        c.free_vars().iter().all(|v| !v.starts_with('@') && (!self.facts.atoms.contains_key(v) || matches!(self.facts.atoms.get(v).map(|a| &a.kind), Some(AtomKind::Loop { .. }))))
    }

    /// An integer vector read of a buffer written in full earlier
    /// (`VectorizedN<int64_t,2>::loadu(out_ptr3 + x3, n)`, the upsample backward's source
    /// indices): lane `l` below `n` is the value stored at element `o + l`. Lanes from `n`
    /// on (which `VectorizedN::loadu` may leave unset), and lanes whose element the walk
    /// cannot place in `[0, N)`, are a value read from memory (an atom, its dependency
    /// kept): the prover decides the lane's condition at the access that uses the lane,
    /// under the conditions in force there, and the atom stays only where it cannot.
    fn written_lanes(&mut self, access: &MemAccess, callee: &CExpr) -> Option<Tracked> {
        let BufferRef::Param { index, .. } = access.target else { return None };
        if access.mask.is_some() || access.elem_ty.as_deref().and_then(elem_size) != Some(8) {
            return None;
        }
        let elem = vector_elem(callee)?;
        if !cpp::is_integer_type(&elem) || elem_size(&elem) != Some(8) {
            return None;
        }
        let (value, n) = self.written.get(&index)?.clone();
        let count = match &access.lanes {
            Lanes::Count(c) => self.int(c)?,
            Lanes::Scalar => return None,
            other => vector_width(other, Some(8))?,
        };
        let o = self.int(&access.index)?;
        let lane = Expr::var(LANE);
        let at = o.clone() + lane.clone();
        let stored = value.substitute(&|x: &str| (x == ELEM).then(|| at.clone()));
        let whole = Cond::and([Cond::ge(o.clone(), Expr::int(0)), Cond::le(o.clone() + count.clone(), n.clone())]);
        let decided = matches!(self.decide_by_loops(&self.expand_cond(&whole)), Cond::True)
            || (self.nonpositive_under_conds(&self.expand_derived(&-o.clone())) && self.nonpositive_under_conds(&self.expand_derived(&(o + count.clone() - n.clone()))));
        // A vector loop's vector has as many lanes as the loop's step (the tiling factor):
        // a constant count no smaller than that reads every lane, each one decided.
        let every_lane = count.as_const().zip(self.vector_lanes()).is_some_and(|(c, step)| c >= step);
        if decided && every_lane {
            return Some(Tracked { val: Val::VecInt(stored), deps: BTreeSet::new() });
        }
        // What a lane holds that the writer's fact does not give: a value read from memory.
        let t = self.loaded(access, true, &access.buffer.clone());
        let Val::Int(other) = t.val else { return None };
        let inside = if decided { Cond::True } else { Cond::and([Cond::ge(at.clone(), Expr::int(0)), Cond::lt(at, n)]) };
        Some(Tracked { val: Val::VecInt(Expr::where_(Cond::and([Cond::lt(lane, count), inside]), stored, other)), deps: t.deps })
    }

    /// Whether `d <= 0` wherever the conditions in force hold: each loop atom `d` reads
    /// (linearly, with a constant coefficient) is replaced by the bound the conditions give
    /// it on the side that makes `d` largest (`k <= U`, `k < U`, `k >= L`; a loop atom
    /// never below 0), and the atom-free result is compared with 0 by the prover's rules
    /// for sizes (`16*(n // 32) <= n // 2` for every integer `n`). Each bound holds
    /// wherever the conditions do, so the largest value over them bounds `d` there.
    fn nonpositive_under_conds(&self, d: &Expr) -> bool {
        let conds: Vec<Cond> = self
            .conds
            .iter()
            .flat_map(|c| match self.expand_cond(c) {
                Cond::And(xs) => xs.to_vec(),
                other => vec![other],
            })
            .collect();
        let mut cands = vec![d.clone()];
        for v in d.free_vars() {
            if !matches!(self.facts.atoms.get(&v).map(|a| &a.kind), Some(AtomKind::Loop { .. })) {
                continue;
            }
            let mut next = Vec::new();
            for e in &cands {
                let Some((coeff, rest)) = e.to_poly().coeff_of(&v) else { return false };
                let Some(cf) = coeff.constant() else { return false };
                if rest.to_expr().contains_var(&v) {
                    return false;
                }
                let var = Expr::Var(v.clone());
                let mut bounds = Vec::new();
                for c in &conds {
                    let Cond::Cmp(rel, a, b) = c else { continue };
                    match (rel, *a == var, *b == var) {
                        (Rel::Le, true, _) | (Rel::Ge, _, true) if cf > 0 => bounds.push(if *a == var { b.clone() } else { a.clone() }),
                        (Rel::Lt, true, _) | (Rel::Gt, _, true) if cf > 0 => bounds.push((if *a == var { b.clone() } else { a.clone() }) - Expr::int(1)),
                        (Rel::Ge, true, _) | (Rel::Le, _, true) if cf < 0 => bounds.push(if *a == var { b.clone() } else { a.clone() }),
                        _ => {}
                    }
                }
                if cf < 0 {
                    bounds.push(Expr::int(0));
                }
                for bnd in bounds {
                    next.push(e.substitute(&|x: &str| (x == &*v).then(|| bnd.clone())));
                }
            }
            cands = next;
        }
        let atom_free = |e: &Expr| e.free_vars().iter().all(|v| !self.facts.atoms.contains_key(v) && !v.starts_with('@'));
        cands.iter().filter(|e| atom_free(e)).any(|e| (self.nonpositive)(&self.facts, e) || nested_quotients(e).is_some_and(|n| (self.nonpositive)(&self.facts, &n)))
    }

    // ---- families of lane values ---------------------------------------------------
    //
    // Inductor's indirect loads in a vector loop go through arrays: the index vector is
    // stored into `tmp1 = [&] { std::array<int64_t, 16> tmpbuf; tmp0.store(tmpbuf.data(),
    // 11); return tmpbuf; }()`, copied element-wise into a second array and read back as a
    // vector `tmp2`, which a vector `TORCH_CHECK` bounds lane by lane; the loads then use
    // `tmp1[x1_inner]`. The check bounds the use because lane `l` of `tmp2` and element `l`
    // of `tmp1` are the same value: both are element `l` of one family (the contents of
    // `tmp1`, written once). A family has no integer value of its own; each read of an
    // element is a fresh atom, and a check over all lanes gives it the bound of the lane
    // it is ([`Walker::lane_guard_facts`]).

    fn fill_of(&self, target: &BufferRef) -> Option<Fill> {
        match target {
            BufferRef::Local { index, .. } => self.fills.get(index).cloned(),
            _ => None,
        }
    }

    /// The one store access into a local buffer made at `span`, with the buffer's index.
    fn local_store_at(&self, span: Span) -> Option<(usize, &'k MemAccess)> {
        let accesses = self.views_accesses;
        let ids = self.by_span.get(&(span.line, span.col))?;
        ids.iter().filter_map(|i| accesses.get(*i)).find_map(|a| match (&a.target, a.kind) {
            (BufferRef::Local { index, .. }, views::AccessKind::Store) if self.writes.get(index) == Some(&1) => Some((*index, a)),
            _ => None,
        })
    }

    fn local_elem_size(&self, index: usize) -> Option<u32> {
        self.locals.get(index).filter(|b| cpp::is_integer_type(&b.elem_ty)).and_then(|b| elem_size(&b.elem_ty))
    }

    /// `v.store(tmpbuf.data(), n)` into an array written nowhere else, not inside a loop
    /// entered since its declaration: its first `n` elements are a family (a new one, what
    /// `v` is made of being unknown, or the family `v` reads back where it does).
    fn fill_from_store(&mut self, span: Span, receiver: &CExpr) {
        let Some((index, a)) = self.local_store_at(span) else { return };
        let Some(&(dc, dop, dl)) = self.decl_at.get(&index) else { return };
        if self.loops.len() != dl || self.int(&a.index).and_then(|x| x.as_const()) != Some(0) {
            return;
        }
        let n = match &a.lanes {
            Lanes::Count(n) => self.int(n),
            other => vector_width(other, self.elem_size(a)),
        };
        let Some(n) = n else { return };
        let r = self.conv(receiver);
        let known = match &r.val {
            // The same lanes only where the store runs whenever the array exists.
            Val::Lanes(ph) if self.conds.len() == dc && self.opaque_conds == dop => {
                self.lane_vecs.get(ph).filter(|lv| elem_size(&lv.elem).is_some() && elem_size(&lv.elem) == self.local_elem_size(index)).cloned()
            }
            _ => None,
        };
        let fill = match (known, &r.val) {
            (Some(lv), _) => Fill { fam: lv.fam, count: min_count(n, lv.count), value: lv.value, valid: lv.valid },
            // A lane-wise integer vector (an interpolation's source index vector,
            // `minimum(convert<int64_t,2,float,1>(maximum(..)) + off, size - 1)`, 2.8): element
            // `l` is lane `l`'s value, where the store runs whenever the array exists.
            (None, Val::VecInt(value)) if self.conds.len() == dc && self.opaque_conds == dop && self.local_elem_size(index) == Some(8) => {
                Fill { fam: self.fresh(FAM_PREFIX), count: n, value: value.clone(), valid: None }
            }
            (None, _) => {
                let fam = self.fresh(FAM_PREFIX);
                Fill { value: Expr::Var(fam.clone()), fam, count: n, valid: None }
            }
        };
        self.fills.insert(index, fill);
    }

    /// `tmpbuf[k] = static_cast<int64_t>(src[k])` at every iteration of a loop `k = 0, 1,
    /// ..., e - 1` entered right after `tmpbuf` was declared, with `src` filled: the
    /// elements `[0, e)` of `tmpbuf` are those of `src`'s family.
    fn fill_from_copy(&mut self, target: &CExpr, value: &CExpr) {
        let Some((dst, a)) = self.local_store_at(target.span) else { return };
        let Some(&(dc, dop, dl)) = self.decl_at.get(&dst) else { return };
        let Some(lp) = self.loops.last() else { return };
        if !matches!(a.lanes, Lanes::Scalar) || self.loops.len() != dl + 1 || self.opaque_conds != dop || lp.conds_inside.1 != dop {
            return;
        }
        // Only the loop's own test between the declaration and the store, or that and
        // `if (m.is_masked(k))` of the loop's own `k` (a masked gather's index copy: the
        // element is the source's only where lane `k` of `m` is set).
        let Some((k, _, _)) = lp.atom.clone() else { return };
        let kv = Expr::Var(k.clone());
        let valid = match self.lane_ifs.last() {
            Some(Some((c, i, at))) if self.conds.len() == lp.conds_inside.0 + 1 && *at == self.conds.len() && *i == kv => Some(c.clone()),
            _ => None,
        };
        if (self.conds.len() != lp.conds_inside.0 && valid.is_none()) || lp.conds_inside.0 > dc + 1 {
            return;
        }
        let Some(AtomKind::Loop { end, .. }) = self.facts.atoms.get(&k).map(|x| x.kind.clone()) else { return };
        if self.int(&a.index) != Some(kv.clone()) {
            return;
        }
        let Some(size) = self.local_elem_size(dst) else { return };
        // Through integer casts no narrower than the elements.
        let mut src = value;
        while let CExprKind::Cast { ty, expr, .. } = &src.kind {
            if ty.pointer_depth != 0 || !cpp::is_integer_type(&ty.base) || elem_size(&ty.base).is_none_or(|b| b < size) {
                return;
            }
            src = expr;
        }
        // The value, element `k` of one family at most (read from arrays of this element
        // type), `k` itself, and what does not change in the loop (sizes, outer loops, values
        // named before it).
        let Val::Int(e) = self.conv(src).val else { return };
        let mut fam: Option<(Arc<str>, Expr)> = None;
        let mut uses = Vec::new();
        for v in e.free_vars() {
            if v == k {
                continue;
            }
            match self.facts.atoms.get(&v).map(|x| &x.kind) {
                None => {}
                Some(AtomKind::Loop { .. }) if !self.thread_atoms.contains(&v) => {}
                // A value named before the loop was entered (the wrapped row of an
                // `index_put`, `tmp18[k] + tmp5*n`) is the same at every `k`, like an outer
                // loop's variable; one read or named inside the loop may differ from `k` to `k`.
                Some(AtomKind::Loaded { .. } | AtomKind::Derived { .. }) if !self.fam_uses.contains_key(&v) && made_before(&v, &k) => {}
                Some(AtomKind::Loaded { .. }) => {
                    let Some((f, idx, filled)) = self.fam_uses.get(&v).cloned() else { return };
                    if idx != kv || fam.as_ref().is_some_and(|(g, _)| *g != f) || self.use_sizes.get(&v) != Some(&size) {
                        return;
                    }
                    let count = fam.take().map_or(filled.clone(), |(_, c)| min_count(c, filled));
                    fam = Some((f, count));
                    uses.push(v);
                }
                Some(_) => return,
            }
        }
        let (fam, count) = match fam {
            Some((f, c)) => (f, min_count(end, c)),
            None => (self.fresh(FAM_PREFIX), end),
        };
        let value = e.substitute(&|v: &str| {
            if v == &*k {
                Some(Expr::var(LANE))
            } else if uses.iter().any(|u| &**u == v) {
                Some(Expr::Var(fam.clone()))
            } else {
                None
            }
        });
        self.fills.insert(dst, Fill { fam, count, value, valid });
    }

    /// `auto tmp1 = [&] { std::array<...> tmpbuf; ...; return tmpbuf; }();` (array `index`,
    /// written nowhere else): it holds what `tmpbuf` held.
    fn fill_from_returned_array(&mut self, index: usize, e: &CExpr) {
        if self.writes.contains_key(&index) {
            return;
        }
        let CExprKind::Call { callee, args } = &e.kind else { return };
        let CExprKind::Lambda(l) = &callee.kind else { return };
        if !args.is_empty() {
            return;
        }
        let returns: Vec<&str> = l.body.iter().filter_map(|s| if let StmtKind::Return(Some(r)) = &s.kind { Some(r.as_name().unwrap_or("")) } else { None }).collect();
        let [ret] = returns.as_slice() else { return };
        let Some(decl) = l.body.iter().find(|s| matches!(&s.kind, StmtKind::Decl { name, .. } if name == ret)) else { return };
        if let Some(fill) = self.local_index(ret, decl.span).and_then(|j| self.fills.get(&j).cloned()) {
            self.fills.insert(index, fill);
        }
    }

    /// `VectorizedN<int64_t,2>::loadu(tmpbuf.data(), n)` from a filled array of the
    /// vector's element type: a vector whose first lanes are the family's elements.
    fn lanes_read_back(&mut self, a: &MemAccess, callee: &CExpr) -> Option<Arc<str>> {
        let BufferRef::Local { index, .. } = &a.target else { return None };
        let fill = self.fills.get(index).cloned()?;
        if a.mask.is_some() || self.int(&a.index)?.as_const()? != 0 {
            return None;
        }
        let elem = vector_elem(callee)?;
        if !cpp::is_integer_type(&elem) || elem_size(&elem) != self.local_elem_size(*index) {
            return None;
        }
        let n = match &a.lanes {
            Lanes::Count(n) => self.int(n)?,
            other => vector_width(other, self.elem_size(a))?,
        };
        let ph = self.fresh(FAM_PREFIX);
        self.lane_vecs.insert(ph.clone(), LaneVec { fam: fill.fam, count: min_count(n, fill.count), value: fill.value, elem, valid: fill.valid });
        Some(ph)
    }

    /// A comparison decided by the ranges of the loop atoms it reads (`k` in `[0, end)`):
    /// its difference is linear in them, and its extreme there is a number.
    fn decide_by_loops(&self, c: &Cond) -> Cond {
        match c {
            Cond::And(xs) => Cond::and(xs.iter().map(|x| self.decide_by_loops(x))),
            Cond::Or(xs) => Cond::or(xs.iter().map(|x| self.decide_by_loops(x))),
            Cond::Not(x) => self.decide_by_loops(x).not(),
            Cond::Cmp(rel, a, b) => {
                let d = a.clone() - b.clone();
                let (mut lo, mut hi) = (d.clone(), d.clone());
                for v in d.free_vars() {
                    let end = match self.facts.atoms.get(&v).map(|x| &x.kind) {
                        Some(AtomKind::Loop { start, end, step }) if start.as_const() == Some(0) && step.as_const() == Some(1) => end,
                        Some(AtomKind::Lane { block }) => block,
                        Some(AtomKind::Loop { .. }) => return c.clone(),
                        _ => continue,
                    };
                    let Some((coeff, rest)) = d.to_poly().coeff_of(&v) else { return c.clone() };
                    let Some(cf) = coeff.constant() else { return c.clone() };
                    if rest.to_expr().contains_var(&v) {
                        return c.clone();
                    }
                    let last = end.clone() - Expr::int(1);
                    let (at_lo, at_hi) = if cf >= 0 { (Expr::int(0), last) } else { (last, Expr::int(0)) };
                    lo = lo.substitute(&|x: &str| (x == &*v).then(|| at_lo.clone()));
                    hi = hi.substitute(&|x: &str| (x == &*v).then(|| at_hi.clone()));
                }
                // A tail's count `n - 16*(n // 16)` is at most 15: `c*(a // c)` lies in
                // `[a - c + 1, a]`, so each side is relaxed to a number where it is not one.
                // So is `s0 // 2 - 16*(s0 // 32)`, once `s0 // 32` is read as `(s0 // 2) // 16`.
                let no_factor = |_: &Expr| false;
                let lo = lo
                    .as_const()
                    .or_else(|| lo.floor_divs_relaxed_low().as_const())
                    .or_else(|| (-crate::sym::quotients_relaxed_up(&(-lo.clone()), &Expr::int(1), crate::sym::Nesting::Both, &no_factor)).as_const());
                let hi = hi
                    .as_const()
                    .or_else(|| (-(-hi.clone()).floor_divs_relaxed_low()).as_const())
                    .or_else(|| crate::sym::quotients_relaxed_up(&hi, &Expr::int(1), crate::sym::Nesting::Both, &no_factor).as_const());
                let decided = match rel {
                    Rel::Lt => hi.is_some_and(|h| h < 0).then_some(true).or(lo.is_some_and(|l| l >= 0).then_some(false)),
                    Rel::Le => hi.is_some_and(|h| h <= 0).then_some(true).or(lo.is_some_and(|l| l > 0).then_some(false)),
                    Rel::Gt => lo.is_some_and(|l| l > 0).then_some(true).or(hi.is_some_and(|h| h <= 0).then_some(false)),
                    Rel::Ge => lo.is_some_and(|l| l >= 0).then_some(true).or(hi.is_some_and(|h| h < 0).then_some(false)),
                    Rel::Eq => (lo == Some(0) && hi == Some(0)).then_some(true).or((hi.is_some_and(|h| h < 0) || lo.is_some_and(|l| l > 0)).then_some(false)),
                    Rel::Ne => (lo == Some(0) && hi == Some(0)).then_some(false).or((hi.is_some_and(|h| h < 0) || lo.is_some_and(|l| l > 0)).then_some(true)),
                };
                match decided {
                    Some(true) => Cond::True,
                    Some(false) => Cond::False,
                    None => c.clone(),
                }
            }
            other => other.clone(),
        }
    }

    /// The bounds the vector checks in scope give the family elements an offset reads:
    /// for a read `u` of element `i` of family `F`, and a check that every lane `l` below
    /// `n` of a vector whose lane `l < c` is `F`'s element `l` satisfies `cond(l)`, the
    /// fact `cond(i)` on `u` where `0 <= i < min(n, c)` and the array filled that far
    /// (decided by the loops' ranges). Parts of `cond(i)` that read other lanes are left out.
    fn lane_guard_facts(&self, offset: &Expr) -> Vec<(Cond, Arc<str>)> {
        let mut out = Vec::new();
        for u in offset.free_vars() {
            let Some((fam, idx, filled)) = self.fam_uses.get(&u) else { continue };
            for scope in &self.scopes {
                for (cond, lanes) in &scope.lane_guards {
                    // Every vector of this family the check reads, at lane `idx`: its
                    // value there over the family's element `idx`, which `u` is.
                    let mut at_idx: HashMap<Arc<str>, Expr> = HashMap::new();
                    // Where a vector holds the family's element only under a lane
                    // condition, the check says something of the element only there.
                    let mut only_where: Vec<Cond> = Vec::new();
                    for ph in cond.free_vars() {
                        let Some(lv) = self.lane_vecs.get(&ph).filter(|lv| &lv.fam == fam) else { continue };
                        if let Some(v) = &lv.valid {
                            only_where.push(at_lane(v, idx.clone()));
                        }
                        let inside = Cond::and([
                            Cond::ge(idx.clone(), Expr::int(0)),
                            Cond::lt(idx.clone(), Expr::int(*lanes)),
                            Cond::lt(idx.clone(), lv.count.clone()),
                            Cond::lt(idx.clone(), filled.clone()),
                        ]);
                        if self.decide_by_loops(&inside) != Cond::True {
                            continue;
                        }
                        let value = lv.value.substitute(&|v: &str| {
                            if v == LANE {
                                Some(idx.clone())
                            } else if v == &**fam {
                                Some(Expr::Var(u.clone()))
                            } else {
                                None
                            }
                        });
                        at_idx.insert(ph, value);
                    }
                    if at_idx.is_empty() {
                        continue;
                    }
                    let at = cond.substitute(&|v: &str| if v == LANE { Some(idx.clone()) } else { at_idx.get(v).cloned() });
                    let at = Cond::or(only_where.into_iter().map(Cond::not).chain([at]));
                    let at = self.decide_by_loops(&at);
                    let at = self.drop_false_disjuncts(at);
                    let parts = match at {
                        Cond::And(xs) => xs,
                        other => vec![other],
                    };
                    for p in parts {
                        if p != Cond::True && !p.free_vars().iter().any(|v| v.starts_with('@')) {
                            out.push((p, u.clone()));
                        }
                    }
                }
            }
        }
        out
    }

    /// A check `a | ~m` at a lane where the access runs under `m` (a masked gather's
    /// `if (m.is_masked(k))`): the disjuncts whose negation the exact conditions in force
    /// hold are false there, so the check says `a`.
    fn drop_false_disjuncts(&self, c: Cond) -> Cond {
        let Cond::Or(xs) = &c else { return c };
        fn conjuncts(c: &Cond, out: &mut Vec<Cond>) {
            match c {
                Cond::And(xs) => xs.iter().for_each(|x| conjuncts(x, out)),
                other => out.push(other.clone()),
            }
        }
        let mut held = Vec::new();
        for c in &self.conds {
            conjuncts(c, &mut held);
        }
        let implied_false = |d: &Cond| {
            let mut need = Vec::new();
            conjuncts(&d.clone().not(), &mut need);
            !need.is_empty() && need.iter().all(|n| held.contains(n))
        };
        Cond::or(xs.iter().filter(|d| !implied_false(d)).cloned())
    }

    // ---- OpenMP thread numbers ------------------------------------------------------
    //
    // Parallel reductions keep one accumulator per thread: `T acc_arr[2];` then, in
    // `#pragma omp parallel num_threads(2)`, `int tid = omp_get_thread_num(); ...
    // acc_arr[tid] = acc_local;` (with `config.cpp.dynamic_threads`, arrays sized by
    // `int max_threads = omp_get_max_threads();` and a region without the clause). A
    // team has at most as many threads as the clause asks for, or, without it, as
    // `omp_get_max_threads()` says before the region, and its threads are numbered from 0:
    // the thread number is an atom ranging over `[0, team)`, like a loop over the threads.

    /// `n` of a `num_threads(n)` clause: a number or an integer name in scope.
    fn num_threads_clause(&mut self, pragma: &str) -> Option<Expr> {
        let rest = &pragma[pragma.find("num_threads(")? + "num_threads(".len()..];
        let arg = rest[..rest.find(')')?].trim();
        if let Ok(n) = arg.trim_end_matches(['L', 'l']).parse::<i128>() {
            return Some(Expr::int(n));
        }
        if !arg.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return None;
        }
        match self.lookup(arg).map(|t| t.val.clone()) {
            Some(Val::Int(x)) => Some(x),
            Some(_) => None,
            // An integer kernel argument (`num_threads(ks2)`).
            None => self.kernel.param(arg).filter(|(_, p)| p.ty.pointer_depth == 0 && cpp::is_integer_type(&p.ty.base)).map(|_| Expr::var(arg)),
        }
    }

    /// `omp_get_thread_num()` in the innermost parallel region, whose team size is known.
    fn thread_num(&mut self) -> Option<Expr> {
        let team = match self.omp_teams.as_slice() {
            [.., Some(n)] => n.clone(),
            // No clause: at most `omp_get_max_threads()` when the region starts (read by the
            // kernel outside every region, or not read at all: 2.12+ writes no clause when
            // the compile-time thread count equals `os.cpu_count()`).
            [None] => self.omp_max_atom(Span::default())?,
            _ => return None,
        };
        let atom = self.fresh("tid");
        self.facts.atoms.insert(atom.clone(), Atom { name: atom.clone(), kind: AtomKind::Loop { start: Expr::int(0), end: team, step: Expr::int(1) } });
        self.thread_atoms.push(atom.clone());
        Some(Expr::Var(atom))
    }

    /// `omp_get_max_threads()` outside every parallel region: one value per kernel.
    fn max_threads(&mut self, span: Span) -> Option<Expr> {
        if !self.omp_teams.is_empty() {
            return None;
        }
        self.omp_max_atom(span)
    }

    /// The one atom for `omp_get_max_threads()` of a kernel, made on first use.
    fn omp_max_atom(&mut self, span: Span) -> Option<Expr> {
        if self.omp_max.is_none() {
            let atom = self.fresh("max_threads");
            self.facts.atoms.insert(atom.clone(), Atom { name: atom.clone(), kind: AtomKind::Loaded { from: "omp_get_max_threads()".into(), span } });
            self.omp_max = Some(atom);
        }
        self.omp_max.clone().map(Expr::Var)
    }

    fn local_index(&self, name: &str, span: Span) -> Option<usize> {
        self.locals.iter().position(|b| b.name == name && b.span == span)
    }

    /// A store into a local buffer: its elements now carry what the stored value read.
    fn note_local_store(&mut self, target_span: Span, value: &CExpr) {
        let Some(ids) = self.by_span.get(&(target_span.line, target_span.col)) else { return };
        let locals: Vec<usize> = ids
            .iter()
            .filter_map(|i| self.views_accesses.get(*i))
            .filter(|a| matches!(a.kind, views::AccessKind::Store | views::AccessKind::Update))
            .filter_map(|a| match &a.target {
                BufferRef::Local { index, .. } => Some(*index),
                _ => None,
            })
            .collect();
        if locals.is_empty() {
            return;
        }
        let deps = self.mentioned_deps(value);
        for i in locals {
            self.local_deps.entry(i).or_default().extend(deps.iter().cloned());
        }
    }

    fn under(&mut self, c: Option<Cond>, f: impl FnOnce(&mut Self)) {
        match c {
            Some(c) => {
                self.conds.push(c);
                f(self);
                self.conds.pop();
            }
            None => {
                self.opaque_conds += 1;
                f(self);
                self.opaque_conds -= 1;
            }
        }
    }

    /// A named integer: a fresh derived atom, so that a check naming it bounds it.
    fn name_value(&mut self, name: &str, t: Tracked, span: Span) -> Tracked {
        let _ = span;
        match &t.val {
            Val::Int(e) if e.as_const().is_none() && e.as_var().is_none() => {
                let atom = self.fresh(name);
                self.facts.atoms.insert(atom.clone(), Atom { name: atom.clone(), kind: AtomKind::Derived { def: e.clone() } });
                self.atom_deps.insert(atom.clone(), t.deps.clone());
                Tracked { val: Val::Int(Expr::Var(atom)), deps: t.deps }
            }
            _ => t,
        }
    }

    fn loop_atom(&mut self, ctx: &LoopCtx) -> LoopInfo {
        let conv_int = |w: &mut Self, e: &Option<CExpr>| match e.as_ref().map(|e| w.conv(e).val) {
            Some(Val::Int(x)) => Some(x),
            _ => None,
        };
        let start = conv_int(self, &ctx.start);
        let end = conv_int(self, &ctx.end);
        let step = conv_int(self, &ctx.step);
        let excl_end = end.clone().filter(|_| !ctx.end_inclusive);
        let atom = match (start, end, step) {
            (Some(start), Some(end), Some(step)) if step.as_const().is_some_and(|c| c > 0) => {
                let s = step.as_const().unwrap_or(1);
                let span = end.clone() - start.clone() + Expr::int(if ctx.end_inclusive { 1 } else { 0 });
                let count = match span.to_poly().div_exact_const(s) {
                    Some(q) => q.to_expr(),
                    None => floor_div_const(span + Expr::int(s - 1), s),
                };
                let name = self.fresh(ctx.var.as_deref().unwrap_or("loop"));
                self.facts.atoms.insert(name.clone(), Atom { name: name.clone(), kind: AtomKind::Loop { start: Expr::int(0), end: count, step: Expr::int(1) } });
                Some((name, start, step))
            }
            // 2.5's vector tail: `for(x1=16*(n/16); x1<n; x1+=(r == 0 ? 1 : r))` with `r`
            // the remainder `n - 16*(n/16)`: a step at least the whole span runs the body
            // once, at the start (the loop's own test, kept as a condition, says whether).
            (Some(start), Some(end), Some(step)) if !ctx.end_inclusive && single_pass_step(&step, &(end.clone() - start.clone())) => {
                let name = self.fresh(ctx.var.as_deref().unwrap_or("loop"));
                self.facts.atoms.insert(name.clone(), Atom { name: name.clone(), kind: AtomKind::Loop { start: Expr::int(0), end: Expr::int(1), step: Expr::int(1) } });
                // Step 0 in the value: the variable is the start itself, so the loop's
                // test bounds no atom (it only says whether the body runs).
                Some((name, start, Expr::int(0)))
            }
            _ => None,
        };
        let span = ctx.end.as_ref().zip(ctx.start.as_ref()).and_then(|(e, s)| Some(e.as_int()? - s.as_int()?));
        let step = ctx.step.as_ref().and_then(|s| s.as_int());
        let short_span = match (span, step) {
            (Some(n), Some(st)) if st > 1 && n < st => Some(n),
            _ => None,
        };
        LoopInfo { var: ctx.var.clone(), atom, short_span, conds_inside: (0, 0), end: excl_end, raw_ifs_at: self.raw_ifs.len(), jumps: false }
    }

    /// A condition, exact, and with the facts it implies on loop atoms.
    fn cond(&mut self, e: &CExpr) -> Option<Cond> {
        self.raw_cond(e).map(|c| self.with_facts(c))
    }

    fn raw_cond(&mut self, e: &CExpr) -> Option<Cond> {
        match self.conv(e).val {
            Val::Bool(c) => Some(c),
            _ => None,
        }
    }

    fn with_facts(&self, c: Cond) -> Cond {
        let mut parts = vec![c.clone()];
        // `auto tmp0 = (-2L) + 2L*x1; ... tmp0 >= 0`: the comparison is on a named value;
        // written out in loop atoms it bounds `x1` itself.
        let expanded = c.substitute(&|v: &str| self.derived_def(v, 0));
        parts.extend(self.loop_facts(&expanded));
        if expanded != c {
            parts.push(expanded);
        }
        Cond::and(parts)
    }

    /// The definition of a named integer, in base atoms (loops, lanes, loaded values).
    fn derived_def(&self, v: &str, depth: u32) -> Option<Expr> {
        let (name, def) = match self.facts.atoms.get_key_value(v) {
            Some((name, Atom { kind: AtomKind::Derived { def }, .. })) if depth < 32 => (name, def),
            _ => return None,
        };
        if let Some(x) = self.def_memo.borrow().get(&(name.clone(), depth)) {
            return x.clone();
        }
        let x = Some(def.substitute(&|w: &str| self.derived_def(w, depth + 1)));
        self.def_memo.borrow_mut().insert((name.clone(), depth), x.clone());
        x
    }

    /// `s*k + r REL 0` with `k` a loop atom and `s > 1` a constant: the bound on `k` it
    /// implies, rounded the right way. One fact per comparison: the prover keeps one of
    /// two bounds it cannot compare, and `Cond::and` sorts, so a second would decide by
    /// spelling.
    fn loop_facts(&self, c: &Cond) -> Vec<Cond> {
        let mut out = Vec::new();
        match c {
            Cond::And(xs) => xs.iter().for_each(|x| out.extend(self.loop_facts(x))),
            Cond::Cmp(rel, a, b) => {
                let p = (a.clone() - b.clone()).to_poly();
                let loop_atoms: Vec<Arc<str>> =
                    p.to_expr().free_vars().into_iter().filter(|v| matches!(self.facts.atoms.get(v).map(|a| &a.kind), Some(AtomKind::Loop { .. }))).collect();
                let [k] = loop_atoms.as_slice() else { return out };
                let Some((coeff, rest)) = p.coeff_of(k) else { return out };
                let Some(s) = coeff.constant() else { return out };
                if s == 0 || s.abs() == 1 {
                    return out;
                }
                let rest = rest.to_expr();
                if rest.free_vars().iter().any(|v| self.facts.atoms.contains_key(v)) {
                    return out;
                }
                let kv = Expr::Var(k.clone());
                // s*k + r REL 0 → s*k REL -r, then divide by |s| (flipping for s < 0).
                let (rel, n, s) = if s > 0 { (*rel, -rest, s) } else { (flip(*rel), rest, -s) };
                let floor = |n: Expr| match n.to_poly().div_exact_const(s) {
                    Some(q) => q.to_expr(),
                    None => floor_div_const(n, s),
                };
                let ceil = |n: Expr| match n.to_poly().div_exact_const(s) {
                    Some(q) => q.to_expr(),
                    None => floor_div_const(n + Expr::int(s - 1), s),
                };
                match rel {
                    // `s*k < n`: `k <= n/s - 1` when `s` divides `n`, else the weaker
                    // `k <= floor(n/s)`, which the tail's lane count is written with.
                    Rel::Lt => match n.to_poly().div_exact_const(s) {
                        Some(q) => out.push(Cond::le(kv, q.to_expr() - Expr::int(1))),
                        None => out.push(Cond::le(kv, floor_div_const(n - Expr::int(1), s))),
                    },
                    Rel::Le => out.push(Cond::le(kv, floor(n))),
                    Rel::Gt => out.push(Cond::ge(kv, ceil(n + Expr::int(1)))),
                    Rel::Ge => out.push(Cond::ge(kv, ceil(n))),
                    Rel::Eq => {
                        out.push(Cond::le(kv.clone(), floor(n.clone())));
                        out.push(Cond::ge(kv, ceil(n)));
                    }
                    Rel::Ne => {}
                }
            }
            _ => {}
        }
        out
    }

    fn check(&mut self, span: Span, cond: &CExpr) {
        // A name the check reads that is declared only further down (#187335).
        visit_exprs(cond, &mut |e| {
            if let Some(n) = e.as_name() {
                if self.lookup(n).is_none() && self.kernel.param(n).is_none() {
                    if let Some((_, at)) = self.declared.iter().find(|(d, at)| d == n && (at.line, at.col) > (span.line, span.col)) {
                        self.late.push(LateReference { check: span, name: n.to_string(), declared: *at });
                    }
                }
            }
        });
        let t = self.conv(cond);
        // A scalar check bounds the named values it compares; a vector check (or one the
        // tool cannot read) is credited to every read its operands come from.
        let (mentions, vector_deps) = match &t.val {
            Val::Bool(c) => (c.free_vars(), BTreeSet::new()),
            _ => (BTreeSet::new(), self.mentioned_deps(cond)),
        };
        let covers = |w: &Self, atom: &Arc<str>| mentions.contains(atom) || w.atom_deps.get(atom).is_some_and(|d| !d.is_empty() && d.is_subset(&vector_deps));
        // Accesses of the enclosing scopes that used a value this check reads.
        let mut after: Vec<usize> = Vec::new();
        for scope in self.scopes.iter().rev() {
            for &i in &scope.unguarded_accesses {
                if let Some(Some(l)) = self.out.get(i) {
                    if l.checked_after.is_none() && l.unguarded.iter().any(|u| covers(self, u)) {
                        after.push(i);
                    }
                }
            }
        }
        for i in after {
            if let Some(Some(l)) = self.out.get_mut(i) {
                l.checked_after = Some(span);
            }
        }
        if let Some(scope) = self.scopes.last_mut() {
            match t.val {
                Val::Bool(c) => scope.guards.push((c, mentions)),
                Val::LaneForall { cond, lanes } => scope.lane_guards.push((cond, lanes)),
                _ => {}
            }
            scope.guard_deps.extend(vector_deps);
        }
    }

    /// Root loads behind every name an expression mentions, whatever it computes.
    fn mentioned_deps(&self, e: &CExpr) -> BTreeSet<Arc<str>> {
        let mut out = BTreeSet::new();
        let mut names = Vec::new();
        collect_mentioned(e, &mut names);
        for n in names {
            if let Some(t) = self.lookup(&n) {
                out.extend(t.deps.iter().cloned());
            }
        }
        out
    }

    // ---- expressions --------------------------------------------------------------

    /// Visits an expression for the accesses it makes.
    fn visit(&mut self, e: &CExpr) {
        if let Some(ids) = self.by_span.get(&(e.span.line, e.span.col)).cloned() {
            for i in ids {
                if self.out.get(i).is_some_and(Option::is_none) {
                    self.lower_access(i);
                }
            }
        }
        match &e.kind {
            // A lambda not called on the spot: until a declaration names it, it escapes.
            CExprKind::Lambda(l) => {
                let id = self.new_lambda(true);
                self.walk_lambda(id, l);
                self.last_lambda = Some(id);
                return;
            }
            CExprKind::Call { callee, args } => {
                let target = match &callee.kind {
                    CExprKind::Lambda(l) => Some((self.new_lambda(false), Some(l))),
                    CExprKind::Name(n) => match self.lookup(n).map(|t| &t.val) {
                        Some(Val::Lambda(id)) => Some((*id, None)),
                        _ => None,
                    },
                    _ => None,
                };
                if let Some((id, body)) = target {
                    // The arguments are evaluated before the body runs.
                    for a in args {
                        self.visit(a);
                    }
                    self.call_site(id);
                    if let Some(l) = body {
                        self.walk_lambda(id, l);
                        if let Some(Some(t)) = self.lambda_rets.get(&id) {
                            self.call_values.insert((e.span.line, e.span.col), t.clone());
                        }
                    }
                    return;
                }
            }
            CExprKind::Name(n) => {
                if self.unevaluated == 0 {
                    if let Some(Val::Lambda(id)) = self.lookup(n).map(|t| t.val.clone()) {
                        if let Some(rec) = self.lambdas.get_mut(id) {
                            rec.escaped = true;
                        }
                    }
                }
                return;
            }
            CExprKind::Decltype(_) | CExprKind::SizeOf { .. } => {
                self.unevaluated += 1;
                for_each_child(e, |c| self.visit(c));
                self.unevaluated -= 1;
                return;
            }
            // `c ? a : b` evaluates one branch only, `a && b` and `a || b` their right
            // side only when the left does not decide: accesses there run under it.
            CExprKind::Ternary { cond, then, else_ } => {
                self.visit(cond);
                let c = self.raw_cond(cond);
                let (on_then, on_else) = (c.clone().map(|c| self.with_facts(c)), c.map(|c| self.with_facts(c.not())));
                self.under(on_then, |w| w.visit(then));
                self.under(on_else, |w| w.visit(else_));
                return;
            }
            CExprKind::Binary { op: op @ (BinOp::And | BinOp::Or), lhs, rhs } => {
                self.visit(lhs);
                let c = self.raw_cond(lhs).map(|c| if *op == BinOp::And { c } else { c.not() });
                let c = c.map(|c| self.with_facts(c));
                self.under(c, |w| w.visit(rhs));
                return;
            }
            _ => {}
        }
        for_each_child(e, |c| self.visit(c));
    }

    fn new_lambda(&mut self, escaped: bool) -> usize {
        self.lambdas.push(LambdaRec { escaped, ..LambdaRec::default() });
        self.lambdas.len() - 1
    }

    fn walk_lambda(&mut self, id: usize, l: &cpp::Lambda) {
        self.lambda_stack.push(id);
        self.scoped(|w| {
            for p in &l.params {
                w.bind(&p.name, Tracked::other(BTreeSet::new()));
            }
            w.stmts(&l.body);
        });
        self.lambda_stack.pop();
    }

    /// A call of lambda `id` here, under the conditions in force.
    fn call_site(&mut self, id: usize) {
        if self.unevaluated > 0 {
            return;
        }
        let cond = (self.opaque_conds == 0).then(|| Cond::and(self.conds.iter().cloned()));
        let within = self.lambda_stack.last().copied();
        let kept = self.kept_lanes.last().cloned().flatten();
        if let Some(rec) = self.lambdas.get_mut(id) {
            rec.sites.push(CallSite { cond, within, kept });
        }
    }

    /// The condition under which lambda `id` runs: one of its call sites' conditions
    /// (each with the guard of the lambda it is written in). `None` when the lambda
    /// escapes, is never called, or a call site's condition is not read.
    fn lambda_guard(&self, id: usize, memo: &mut HashMap<usize, Option<Cond>>, depth: u32) -> Option<Cond> {
        if let Some(g) = memo.get(&id) {
            return g.clone();
        }
        // A lambda cannot call itself by name; the bound only protects the recursion.
        if depth > 64 {
            return None;
        }
        let rec = self.lambdas.get(id)?;
        let g = if rec.escaped || rec.sites.is_empty() {
            None
        } else {
            let mut alts = Vec::new();
            for site in &rec.sites {
                let Some(c) = site.cond.clone() else {
                    alts.clear();
                    break;
                };
                match site.within {
                    Some(outer) => match self.lambda_guard(outer, memo, depth + 1) {
                        Some(g) => alts.push(Cond::and([c, g])),
                        None => {
                            alts.clear();
                            break;
                        }
                    },
                    None => alts.push(c),
                }
            }
            (!alts.is_empty()).then(|| Cond::or(alts))
        };
        memo.insert(id, g.clone());
        g
    }

    /// Adds to every access in a lambda's body the condition its calls run under; where
    /// that is not known, the access may not run at all and no counterexample is claimed.
    fn apply_lambda_guards(&mut self) {
        let mut memo = HashMap::new();
        for id in 0..self.lambdas.len() {
            let guard = self.lambda_guard(id, &mut memo, 0);
            // The lanes every call keeps (one mask at every call site).
            let kept = self.lambdas.get(id).and_then(|r| {
                let first = r.sites.first()?.kept.clone()?;
                r.sites.iter().all(|s| s.kept.as_ref() == Some(&first)).then_some(first)
            });
            let accesses = self.lambdas.get(id).map(|r| r.accesses.clone()).unwrap_or_default();
            for i in accesses {
                let Some(Some(l)) = self.out.get_mut(i) else { continue };
                match &guard {
                    Some(g) => l.mask = Cond::and([l.mask.clone(), g.clone()]),
                    None => l.opaque_condition = true,
                }
                if let (Some(k), [lane]) = (&kept, l.lane_atoms.as_slice()) {
                    if matches!(l.view.kind, views::AccessKind::Load) {
                        l.kept_lanes = Some(at_lane(k, Expr::Var(lane.clone())));
                    }
                }
            }
        }
    }

    fn lower_access(&mut self, i: usize) {
        let views_accesses = self.views_accesses;
        let Some(view) = views_accesses.get(i) else { return };
        if let Some(rec) = self.lambda_stack.last().and_then(|id| self.lambdas.get_mut(*id)) {
            rec.accesses.push(i);
        }
        let mut lane_atoms = Vec::new();
        let mut lane = |w: &mut Self, name: &str, count: Expr| -> Expr {
            let a = w.fresh(name);
            w.facts.atoms.insert(a.clone(), Atom { name: a.clone(), kind: AtomKind::Lane { block: count } });
            lane_atoms.push(a.clone());
            Expr::Var(a)
        };
        let index = self.conv(&view.index);
        let mut inexact_lanes = false;
        let offset: Result<Expr, String> = (|| {
            let base = match (&index.val, view.gather) {
                (Val::Int(e), false) => e.clone(),
                (Val::Arange { base, step }, true) => {
                    let n = match &view.lanes {
                        Lanes::Count(n) => self.int(n).ok_or_else(|| format!("the lane count `{n}` is not an integer expression"))?,
                        _ => vector_width(&view.lanes, self.elem_size(view)).ok_or("the vector width is not known")?,
                    };
                    let l = lane(self, "lane", n);
                    return Ok(base.clone() + step.clone() * l);
                }
                // `atomic_add_vec(p, idx, v)` with `idx` read back from an array: lane `l`
                // is the array's value there, over the family's element `l`.
                (Val::Lanes(ph), true) => {
                    let lv = self.lane_vecs.get(ph).cloned().ok_or("the index vector is not known")?;
                    let n = match &view.lanes {
                        Lanes::Count(n) => self.int(n).ok_or_else(|| format!("the lane count `{n}` is not an integer expression"))?,
                        _ => vector_width(&view.lanes, self.elem_size(view)).ok_or("the vector width is not known")?,
                    };
                    if Cond::le(n.clone(), lv.count.clone()) != Cond::True {
                        return Err(format!("the index vector has {} known lanes, fewer than the {n} the access touches", lv.count));
                    }
                    let l = lane(self, "lane", n);
                    let u = self.fresh(&format!("{}[lane]", view.index));
                    self.facts.atoms.insert(u.clone(), Atom { name: u.clone(), kind: AtomKind::Loaded { from: view.index.to_string(), span: view.span } });
                    self.atom_deps.insert(u.clone(), index.deps.clone());
                    self.fam_uses.insert(u.clone(), (lv.fam.clone(), l.clone(), lv.count.clone()));
                    return Ok(lv.value.substitute(&|v: &str| {
                        if v == LANE {
                            Some(l.clone())
                        } else if v == &*lv.fam {
                            Some(Expr::Var(u.clone()))
                        } else {
                            None
                        }
                    }));
                }
                _ => return Err(format!("the index `{}` is not an integer expression the tool reads", view.index)),
            };
            Ok(match &view.lanes {
                Lanes::Scalar => base,
                Lanes::Count(n) => {
                    let n = self.int(n).ok_or_else(|| format!("the lane count `{n}` is not an integer expression"))?;
                    // More lanes than the vector loop's step: `loadu(p, 32)` on a vector
                    // of 16 reads only as many lanes as the vector has (an AVX-512
                    // masked load truncates its mask), which the code does not spell.
                    let step = self.loops.iter().rev().find_map(|l| l.atom.as_ref().and_then(|(_, _, st)| st.as_const()).filter(|s| *s > 1));
                    if let (Some(c), Some(st)) = (n.as_const(), step) {
                        if c > st {
                            inexact_lanes = true;
                        }
                    }
                    base + lane(self, "lane", n)
                }
                Lanes::FullVector { .. } => {
                    let n = vector_width(&view.lanes, self.elem_size(view)).ok_or("the vector width is not written and no loop step gives it")?;
                    base + lane(self, "lane", n)
                }
                Lanes::Tile { rows, cols, ld } => {
                    let (Some(r), Some(c), Some(ld)) = (self.int(rows), self.int(cols), self.int(ld)) else {
                        return Err("the tile shape is not an integer expression".into());
                    };
                    base + lane(self, "row", r) * ld + lane(self, "col", c)
                }
                Lanes::Unknown => return Err(format!("the elements `{}` touches are not known", view.via)),
            })
        })();
        let (mut guards, mut mentioned, mut vector_deps) = (Vec::new(), BTreeSet::new(), BTreeSet::new());
        for s in &self.scopes {
            for (g, m) in &s.guards {
                guards.push(g.clone());
                mentioned.extend(m.iter().cloned());
            }
            vector_deps.extend(s.guard_deps.iter().cloned());
        }
        if let Ok(o) = &offset {
            for (g, u) in self.lane_guard_facts(o) {
                guards.push(g);
                mentioned.insert(u);
            }
        }
        // The named values read from memory the offset is written with; each must be
        // compared by a check in scope (or come from reads a vector check covers).
        let index_atoms: Vec<Arc<str>> = match &offset {
            Ok(e) => e.free_vars().into_iter().filter(|v| self.atom_deps.get(v).is_some_and(|d| !d.is_empty())).collect(),
            Err(_) => index.deps.iter().cloned().collect(),
        };
        let unguarded: Vec<Arc<str>> =
            index_atoms.into_iter().filter(|a| !mentioned.contains(a) && !self.atom_deps.get(a).is_some_and(|d| d.is_subset(&vector_deps)) && !vector_deps.contains(a)).collect();
        let mut loop_atoms: Vec<(Arc<str>, String, Expr, Expr)> =
            self.loops.iter().filter_map(|l| l.atom.as_ref().map(|(a, start, step)| (a.clone(), l.var.clone().unwrap_or_default(), start.clone(), step.clone()))).collect();
        if let Ok(o) = &offset {
            let vars = o.free_vars();
            for t in self.thread_atoms.iter().filter(|t| vars.contains(*t)) {
                loop_atoms.push((t.clone(), "omp_get_thread_num()".into(), Expr::int(0), Expr::int(1)));
            }
        }
        if !unguarded.is_empty() {
            if let Some(s) = self.scopes.last_mut() {
                s.unguarded_accesses.push(i);
            }
        }
        // A masked load (`m.template loadu<float,1>(p)`) touches lane `l` only where lane
        // `l` of `m` holds: read lane by lane, the mask is one more exact condition.
        let lane_mask = match &view.mask {
            None => Some(Cond::True),
            Some(m) => match self.mask_value(m) {
                Val::Bool(c) => Some(c),
                Val::VecBool(c) if !c.free_vars().iter().any(|v| &**v == LANE) => Some(seal(c)),
                Val::VecBool(c) => match lane_atoms.as_slice() {
                    [l] => Some(seal(at_lane(&c, Expr::Var(l.clone())))),
                    _ => None,
                },
                _ => None,
            },
        };
        let short_span = self.loops.iter().rev().find(|l| l.atom.as_ref().and_then(|(_, _, st)| st.as_const()).is_some_and(|s| s > 1)).and_then(|l| l.short_span);
        let tail_lanes = view.mask.is_some() && matches!(view.lanes, Lanes::FullVector { .. }) && short_span.is_some();
        // The loop runs once, at its start (its span is below its step), and the vector's
        // lane `l` is element `start + l` of it: the lanes inside the loop are `l < span`.
        let loop_lanes = match (tail_lanes, short_span, lane_atoms.as_slice()) {
            (true, Some(n), [l]) => Some(Cond::Cmp(Rel::Le, Expr::Var(l.clone()), Expr::int(n - 1))),
            _ => None,
        };
        let vector_loop = self.loops.iter().rev().find(|l| l.atom.as_ref().and_then(|(_, _, st)| st.as_const()).is_some_and(|s| s > 1));
        let vector_lanes = match (view.mask.is_some() && matches!(view.lanes, Lanes::FullVector { .. }), vector_loop, lane_atoms.as_slice()) {
            (true, Some(LoopInfo { atom: Some((atom, start, step)), end: Some(end), .. }), [l]) => {
                Some(Cond::Cmp(Rel::Lt, start.clone() + step.clone() * Expr::Var(atom.clone()) + Expr::Var(l.clone()), end.clone()))
            }
            _ => None,
        };
        let lowered = Lowered {
            tail_lanes,
            loop_lanes,
            vector_lanes,
            kept_lanes: None,
            mask: Cond::and(self.conds.iter().cloned().chain(lane_mask.clone())),
            opaque_condition: self.opaque_conds > 0 || lane_mask.is_none(),
            inexact_lanes,
            view: placeholder_view(view),
            offset,
            guards,
            unguarded,
            checked_after: None,
            loop_atoms,
            lane_atoms,
        };
        if let Some(slot) = self.out.get_mut(i) {
            *slot = Some(lowered);
        }
    }

    /// The value of a load's mask. The mask is the receiver of the load's method call and
    /// starts where the load does, so a call there is read as a constructor, not as the
    /// load recorded at that position.
    fn mask_value(&mut self, m: &CExpr) -> Val {
        let m = m.strip_int_casts();
        match &m.kind {
            CExprKind::Call { callee, args } => {
                let vals: Vec<Tracked> = args.iter().map(|a| self.conv(a)).collect();
                self.vector_call(callee, &vals).unwrap_or(Val::Other)
            }
            // 2.14's `tmp15.template cast<float,1>().template loadu<float,1>(p)`: the mask
            // starts where the load does, so it is read here, not by position.
            CExprKind::MethodCall { receiver, method, args, .. } => self.vector_method(receiver, method, args).map(|t| t.val).unwrap_or(Val::Other),
            _ => self.conv(m).val,
        }
    }

    fn vector_call(&self, callee: &CExpr, vals: &[Tracked]) -> Option<Val> {
        // `decltype(b)::blendv(a, b, m)`: lane by lane, `b` where `m` is set, else `a` (the
        // wrap of a negative index vector, `blendv(i, i + n, VecMask(i < 0).template
        // cast<int64_t,2>())`).
        if let (CExprKind::Scoped { name, .. }, [a, b, m]) = (&callee.kind, vals) {
            if name.name == "blendv" && (is_vector(&a.val) || is_vector(&b.val)) {
                let (a, b, m) = (lane_value(&a.val)?, lane_value(&b.val)?, lane_truth(&m.val)?);
                return Some(Val::VecInt(Expr::where_(m, b, a)));
            }
        }
        vector_call_val(callee, vals)
    }

    /// The vector loop's step (the tiling factor): how many lanes a mask has.
    fn vector_lanes(&self) -> Option<i128> {
        self.loops.iter().rev().find_map(|l| l.atom.as_ref().and_then(|(_, _, st)| st.as_const()).filter(|s| *s > 1))
    }

    /// `(m, i)` of a test `m.is_masked(i)` on a lane-wise mask whose lanes the tool reads.
    fn is_masked_test(&mut self, test: &CExpr) -> Option<(Cond, Expr)> {
        let CExprKind::MethodCall { receiver, method, args, .. } = &test.kind else { return None };
        let [i] = args.as_slice() else { return None };
        if method != "is_masked" {
            return None;
        }
        let i = self.int(i)?;
        match self.conv(receiver).val {
            Val::VecBool(c) if !mentions_family(&c) => Some((c, i)),
            _ => None,
        }
    }

    /// `m` of a test `m.all_zero()` on a lane-wise mask whose lanes the tool reads (over
    /// [`LANE`]; none read from memory).
    fn all_zero_mask(&mut self, test: &CExpr) -> Option<Cond> {
        let CExprKind::MethodCall { receiver, method, args, .. } = &test.kind else { return None };
        if method != "all_zero" || !args.is_empty() {
            return None;
        }
        match self.conv(receiver).val {
            Val::VecBool(c) if !mentions_family(&c) && c.free_vars().iter().any(|v| &**v == LANE) => Some(c),
            _ => None,
        }
    }

    /// `m.is_masked(i)`, `m.all_zero()`, `m.all_masked()`, `m.template cast<float,1>()` on
    /// a lane-wise mask.
    fn vector_method(&mut self, receiver: &CExpr, method: &str, args: &[CExpr]) -> Option<Tracked> {
        let r = self.conv(receiver);
        let Val::VecBool(c) = &r.val else { return None };
        let val = match (method, args) {
            ("is_masked", [i]) => Val::Bool(seal(at_lane(c, self.int(i)?))),
            ("cast", []) => Val::VecBool(c.clone()),
            ("all_masked", []) if mentions_family(c) => Val::LaneForall { cond: c.clone(), lanes: self.vector_lanes()? },
            ("all_zero" | "all_masked", []) => {
                let n = self.vector_lanes()?;
                let lanes = (0..n).map(|i| at_lane(c, Expr::int(i)));
                Val::Bool(seal(if method == "all_zero" { Cond::or(lanes).not() } else { Cond::and(lanes) }))
            }
            _ => return None,
        };
        Some(Tracked { val, deps: r.deps })
    }

    fn elem_size(&self, a: &MemAccess) -> Option<u32> {
        a.elem_ty.as_deref().and_then(elem_size)
    }

    fn int(&mut self, e: &CExpr) -> Option<Expr> {
        match self.conv(e).val {
            Val::Int(x) => Some(x),
            _ => None,
        }
    }

    /// The value of an expression (C semantics), with what it was read from.
    fn conv(&mut self, e: &CExpr) -> Tracked {
        let stripped = e.strip_int_casts();
        let t = self.conv_stripped(stripped);
        // An integer cast (`c10::convert<int64_t>(v)`, `static_cast<int64_t>(v)`) of a
        // float truncates toward zero.
        match t.val {
            Val::Float(f) if !std::ptr::eq(stripped, e) => Tracked { val: Val::Int(f.trunc()), deps: t.deps },
            Val::VecFloat(f) if !std::ptr::eq(stripped, e) => Tracked { val: Val::VecInt(f.trunc()), deps: t.deps },
            val => Tracked { val, deps: t.deps },
        }
    }

    fn conv_stripped(&mut self, e: &CExpr) -> Tracked {
        match &e.kind {
            CExprKind::Int { value, .. } => Tracked { val: Val::Int(Expr::int(*value)), deps: BTreeSet::new() },
            CExprKind::Bool(b) => Tracked { val: Val::Bool(if *b { Cond::True } else { Cond::False }), deps: BTreeSet::new() },
            CExprKind::Name(n) => {
                if let Some(t) = self.lookup(n) {
                    return t.clone();
                }
                match self.kernel.param(n) {
                    Some((_, p)) if p.ty.pointer_depth == 0 && cpp::is_integer_type(&p.ty.base) => Tracked { val: Val::Int(Expr::var(n)), deps: BTreeSet::new() },
                    _ => Tracked::other(BTreeSet::new()),
                }
            }
            CExprKind::Float { value, .. } => Tracked { val: Fl::literal(*value).map_or(Val::Other, Val::Float), deps: BTreeSet::new() },
            CExprKind::Cast { kind, ty, expr } => {
                let inner = self.conv(expr);
                let keeps = ty.pointer_depth == 0 && (cpp::is_integer_type(&ty.base) || ty.base == "bool" || *kind == CastKind::Convert && cpp::is_integer_type(&ty.base));
                if keeps {
                    inner
                } else if ty.pointer_depth == 0 && is_float_type(&ty.base) {
                    // `c10::convert<float>(x1)`, `static_cast<double>(a)`, `float(a + b)`: the
                    // same real value (see facts::float for the rounding assumed away).
                    let val = match inner.val {
                        Val::Int(x) => Val::Float(Fl::int(x)),
                        f @ Val::Float(_) => f,
                        _ => Val::Other,
                    };
                    Tracked { val, deps: inner.deps }
                } else {
                    Tracked::other(inner.deps)
                }
            }
            CExprKind::Call { callee, .. } if matches!(callee.kind, CExprKind::Lambda(_)) && self.call_values.contains_key(&(e.span.line, e.span.col)) => {
                self.call_values.get(&(e.span.line, e.span.col)).cloned().unwrap_or_else(|| Tracked::other(BTreeSet::new()))
            }
            CExprKind::Call { callee, args } => self.call(e, callee, args),
            CExprKind::MethodCall { receiver, method, args, .. } if !self.by_span.contains_key(&(e.span.line, e.span.col)) => match self.vector_method(receiver, method, args) {
                Some(t) => t,
                None => {
                    let mut names = Vec::new();
                    collect_mentioned(e, &mut names);
                    let mut deps = BTreeSet::new();
                    for n in names {
                        if let Some(t) = self.lookup(&n) {
                            deps.extend(t.deps.iter().cloned());
                        }
                    }
                    Tracked::other(deps)
                }
            },
            CExprKind::Index { .. } => {
                // A read: its value is an atom of its own, made when the access was lowered.
                let i = self.by_span.get(&(e.span.line, e.span.col)).and_then(|v| v.first().copied());
                match i.and_then(|i| self.views_accesses.get(i)).cloned() {
                    Some(a) => {
                        let integer = a.elem_ty.as_deref().is_some_and(cpp::is_integer_type);
                        let name = match &a.target {
                            BufferRef::Local { name, .. } | BufferRef::Param { name, .. } => name.clone(),
                            BufferRef::Unknown => a.buffer.clone(),
                        };
                        let t = self.loaded(&a, integer, &name);
                        // An element of a filled array: its value at that index, over the
                        // family's element there (the atom read).
                        if let (Val::Int(Expr::Var(u)), Some(fill)) = (&t.val, self.fill_of(&a.target)) {
                            if let Val::Int(idx) = self.conv(&a.index).val {
                                self.fam_uses.insert(u.clone(), (fill.fam.clone(), idx.clone(), fill.count));
                                if let BufferRef::Local { index, .. } = &a.target {
                                    if let Some(b) = self.local_elem_size(*index) {
                                        self.use_sizes.insert(u.clone(), b);
                                    }
                                }
                                let value = fill.value.substitute(&|v: &str| {
                                    if v == LANE {
                                        Some(idx.clone())
                                    } else if v == &*fill.fam {
                                        Some(Expr::Var(u.clone()))
                                    } else {
                                        None
                                    }
                                });
                                return Tracked { val: Val::Int(value), deps: t.deps };
                            }
                        }
                        t
                    }
                    None => Tracked::other(BTreeSet::new()),
                }
            }
            CExprKind::Unary { op, operand } => {
                let t = self.conv(operand);
                let val = match (op, t.val) {
                    (UnaryOp::Neg, Val::Int(x)) => Val::Int(-x),
                    (UnaryOp::Neg, Val::Float(f)) => Val::Float(f.neg()),
                    (UnaryOp::Plus, f @ Val::Float(_)) => f,
                    (UnaryOp::Plus, Val::Int(x)) => Val::Int(x),
                    (UnaryOp::Not, Val::Bool(c)) => Val::Bool(c.not()),
                    // `~m` of a `VecMask`: the lane-wise complement (`VecMask::operator~`).
                    (UnaryOp::BitNot | UnaryOp::Not, Val::VecBool(c)) => Val::VecBool(c.not()),
                    _ => Val::Other,
                };
                Tracked { val, deps: t.deps }
            }
            CExprKind::Binary { op, lhs, rhs } => {
                if let Some(t) = self.wrapping_arith(e) {
                    return t;
                }
                let (a, b) = (self.conv(lhs), self.conv(rhs));
                let mut deps = a.deps;
                deps.extend(b.deps);
                let val = binary(*op, a.val, b.val);
                Tracked { val, deps }
            }
            CExprKind::Ternary { cond, then, else_ } => {
                let (c, a, b) = (self.conv(cond), self.conv(then), self.conv(else_));
                let mut deps = c.deps;
                deps.extend(a.deps);
                deps.extend(b.deps);
                let val = match (c.val, a.val, b.val) {
                    (Val::Bool(c), Val::Int(a), Val::Int(b)) => Val::Int(Expr::where_(c, a, b)),
                    _ => Val::Other,
                };
                Tracked { val, deps }
            }
            _ => {
                let mut names = Vec::new();
                collect_mentioned(e, &mut names);
                let mut deps = BTreeSet::new();
                for n in names {
                    if let Some(t) = self.lookup(&n) {
                        deps.extend(t.deps.iter().cloned());
                    }
                }
                Tracked::other(deps)
            }
        }
    }

    /// 2.14+ writes integer `+`, `-` and `*` that may wrap through the unsigned type
    /// (defined behaviour in C++): `int64_t(static_cast<std::make_unsigned_t<int64_t>>(a)
    /// + static_cast<std::make_unsigned_t<int64_t>>(b))` (the outer cast is stripped
    /// before this is seen). Its value is `a + b` modulo 2^64: exactly `a + b` whenever
    /// that fits in `int64_t`, and the same bits as a pointer offset. The ranges the
    /// prover derives from sizes are far inside `int64_t`, and an operand read from
    /// memory is unbounded until a check bounds a value computed from it (the value run,
    /// wrapped or not), so reading it as `a + b` proves nothing a wrap could falsify.
    fn wrapping_arith(&mut self, e: &CExpr) -> Option<Tracked> {
        let CExprKind::Binary { op: op @ (BinOp::Add | BinOp::Sub | BinOp::Mul), lhs, rhs } = &e.kind else { return None };
        let unsigned_of = |x: &CExpr| match &x.kind {
            CExprKind::Cast { ty, expr: inner, .. } if ty.pointer_depth == 0 && ty.base.starts_with("std::make_unsigned_t<") => Some(inner.clone()),
            _ => None,
        };
        let (a, b) = (unsigned_of(lhs)?, unsigned_of(rhs)?);
        let (a, b) = (self.conv(&a), self.conv(&b));
        let (Val::Int(_), Val::Int(_)) = (&a.val, &b.val) else { return None };
        let mut deps = a.deps;
        deps.extend(b.deps);
        Some(Tracked { val: binary(*op, a.val, b.val), deps })
    }

    fn call(&mut self, e: &CExpr, callee: &CExpr, args: &[CExpr]) -> Tracked {
        let path = e.callee_path().unwrap_or_default();
        let last = path.rsplit("::").next().unwrap_or("").to_string();
        let last = last.split('<').next().unwrap_or("").to_string();
        // A load through `loadu`: a vector read from memory.
        if let Some(ids) = self.by_span.get(&(e.span.line, e.span.col)).cloned() {
            if let Some(a) = ids.first().and_then(|i| self.views_accesses.get(*i)).cloned() {
                if a.kind == views::AccessKind::Load {
                    if let Some(t) = self.written_lanes(&a, callee) {
                        return t;
                    }
                    let t = self.loaded(&a, false, &a.buffer.clone());
                    return match self.lanes_read_back(&a, callee) {
                        Some(ph) => Tracked { val: Val::Lanes(ph), deps: t.deps },
                        None => t,
                    };
                }
            }
        }
        let vals: Vec<Tracked> = args.iter().map(|a| self.conv(a)).collect();
        let mut deps = BTreeSet::new();
        for v in &vals {
            deps.extend(v.deps.iter().cloned());
        }
        let ints: Option<Vec<Expr>> = vals
            .iter()
            .map(|v| match &v.val {
                Val::Int(x) => Some(x.clone()),
                _ => None,
            })
            .collect();
        // `decltype(tmp0)(e)`: a cast to the type of an integer.
        if matches!(callee.kind, CExprKind::Decltype(_)) {
            if let [v] = vals.as_slice() {
                return v.clone();
            }
        }
        if let Some(v) = self.vector_call(callee, &vals) {
            return Tracked { val: v, deps };
        }
        if let Some(v) = vector_float_call(callee, &last, &vals) {
            return Tracked { val: v, deps };
        }
        if let Some(f) = float_call(&path, &last, &vals) {
            return Tracked { val: f, deps };
        }
        if args.is_empty() {
            let v = match path.as_str() {
                "omp_get_thread_num" => self.thread_num(),
                "omp_get_max_threads" => self.max_threads(e.span),
                _ => None,
            };
            if let Some(v) = v {
                return Tracked { val: Val::Int(v), deps };
            }
        }
        let val = match (path.as_str(), last.as_str(), ints.as_deref()) {
            ("c10::div_floor_integer", _, Some([a, b])) => Val::Int(a.clone().floor_div(b.clone())),
            ("c10::div_floor_floating", _, _) => Val::Other,
            (_, "div_floor_integer", Some([a, b])) => Val::Int(a.clone().floor_div(b.clone())),
            // 2.13+ `ops.floordiv` / `ops.remainder` on integers (cpp.py `CppOverrides`):
            // Python's flooring division and modulo.
            ("floor_divide_integral", _, Some([a, b])) => Val::Int(a.clone().floor_div(b.clone())),
            ("remainder_integral", _, Some([a, b])) => Val::Int(a.clone().py_mod(b.clone())),
            (_, "mod", Some([a, b])) => Val::Int(a.clone().c_mod(b.clone())),
            (p, "min", Some(xs)) if p.starts_with("std::") && !xs.is_empty() => Val::Int(Expr::min_of(xs.iter().cloned())),
            (p, "max", Some(xs)) if p.starts_with("std::") && !xs.is_empty() => Val::Int(Expr::max_of(xs.iter().cloned())),
            (p, "abs", Some([a])) if p.starts_with("std::") => Val::Int(a.clone().abs()),
            // Inductor's own helpers (cpp_prefix.h), also applied to integers: 2.15's
            // bilinear upsample clamps `min_propagate_nan(tmp19 + 1, ks0 // 4 - 1)`.
            (_, "min_propagate_nan", Some(xs @ [_, _])) => Val::Int(Expr::min_of(xs.iter().cloned())),
            (_, "max_propagate_nan", Some(xs @ [_, _])) => Val::Int(Expr::max_of(xs.iter().cloned())),
            (_, "convert", Some([a])) if is_int_template(callee) => Val::Int(a.clone()),
            (_, "arange", Some([b, s])) => Val::Arange { base: b.clone(), step: s.clone() },
            (_, "arange", Some([b])) => Val::Arange { base: b.clone(), step: Expr::int(1) },
            (p, _, Some([a])) if cpp::is_integer_type(p) => Val::Int(a.clone()),
            ("std::signbit" | "std::isnan" | "std::isinf", _, _) => Val::Bool(Cond::opaque("flag")),
            _ => Val::Other,
        };
        if matches!(val, Val::Other) {
            // Names read inside lambdas and vector calls still carry their reads.
            deps.extend(self.mentioned_deps(e));
        }
        Tracked { val, deps }
    }
}

/// Whether two expressions are the same polynomial.
/// Whether atom `a` was made before atom `b`: [`Walker::fresh`] numbers every atom it makes
/// (`tmp5#52`) from one counter that only grows.
fn made_before(a: &str, b: &str) -> bool {
    let serial = |n: &str| n.rsplit_once('#').and_then(|(_, s)| s.parse::<usize>().ok());
    matches!((serial(a), serial(b)), (Some(x), Some(y)) if x < y)
}

fn same_expr(a: &Expr, b: &Expr) -> bool {
    (a.clone() - b.clone()).to_poly().to_expr().as_const() == Some(0)
}

/// Whether `m` is a multiple of the constant `s` (every coefficient of its polynomial is).
fn multiple_of(m: &Expr, s: i128) -> bool {
    s > 0 && m.to_poly().terms().all(|(_, c)| c % s == 0)
}

/// The value and extent `[0, n)` of a buffer the stores of one region write in full, by
/// the rules of [`Walker::note_arg_store`]'s section; `free` says whether an expression
/// names shape symbols and the element only.
fn written_in_full(stores: &[&ArgStore], free: impl Fn(&Expr) -> bool) -> Option<(Expr, Expr)> {
    let first = stores.first()?;
    let (k, s, end, x) = (&first.loop_atom, first.step, &first.end, &first.loop_value);
    for st in stores {
        if &st.loop_atom != k || !same_expr(&st.offset, x) || !free(&st.value) || !same_expr(&st.value, &first.value) || !free(&st.count) {
            return None;
        }
    }
    // Each store's conditions as comparisons of the loop's variable `x`: upper bounds
    // `x < U` and lower bounds `x >= L` (a lower bound `x >= c` with `c <= 0` holds at
    // every iteration and is dropped).
    let bounds = |st: &ArgStore| -> Option<(Vec<Expr>, Vec<Expr>)> {
        let mut parts = Vec::new();
        for c in &st.conds {
            match c {
                Cond::And(xs) => parts.extend(xs.iter().cloned()),
                Cond::True => {}
                c => parts.push(c.clone()),
            }
        }
        let (mut upper, mut lower) = (Vec::new(), Vec::new());
        for c in &parts {
            match c {
                Cond::Cmp(Rel::Lt, a, m) | Cond::Cmp(Rel::Gt, m, a) if same_expr(a, x) => upper.push(m.clone()),
                Cond::Cmp(Rel::Ge, a, m) | Cond::Cmp(Rel::Le, m, a) if same_expr(a, x) => {
                    if m.as_const().is_none_or(|c| c > 0) {
                        lower.push(m.clone());
                    }
                }
                _ => return None,
            }
        }
        Some((upper, lower))
    };
    let full = |st: &ArgStore| st.count.as_const() == Some(s);
    let covered = match stores {
        [one] => one.conds.is_empty() && full(one),
        [a, b] => {
            let pair = |main: &ArgStore, tail: &ArgStore| -> bool {
                let (Some((mu, ml)), Some((tu, tl))) = (bounds(main), bounds(tail)) else { return false };
                let ([m], [], [l], [u]) = (mu.as_slice(), ml.as_slice(), tl.as_slice(), tu.as_slice()) else { return false };
                full(main) && multiple_of(m, s) && same_expr(l, m) && same_expr(u, end) && same_expr(&tail.count, &(end.clone() - m.clone()))
            };
            pair(a, b) || pair(b, a)
        }
        _ => false,
    };
    covered.then(|| (first.value.clone(), end.clone()))
}

/// Whether a loop step is at least the loop's span whenever the body runs: the step is
/// the span itself, or `span == 0 ? k : span` (`k >= 1`, the form that keeps an empty
/// tail from stepping by zero). Such a loop runs its body at most once, at its start.
fn single_pass_step(step: &Expr, span: &Expr) -> bool {
    let same = |a: &Expr, b: &Expr| (a.clone() - b.clone()).to_poly().to_expr().as_const() == Some(0);
    if same(step, span) {
        return true;
    }
    let is_zero_test = |c: &Cond, rel: Rel| matches!(c, Cond::Cmp(r, a, b) if *r == rel && { let d = a.clone() - b.clone(); same(&d, span) || same(&-d, span) });
    match step {
        Expr::Where(c, a, b) => {
            let positive = |k: &Expr| k.as_const().is_some_and(|k| k >= 1);
            (is_zero_test(c, Rel::Eq) && positive(a) && same(b, span)) || (is_zero_test(c, Rel::Ne) && same(a, span) && positive(b))
        }
        _ => false,
    }
}

/// Lane-wise meaning of the vector constructors Inductor writes for masks:
/// `VectorizedN<int64_t,2>(x)` (broadcast), `VecMask<int64_t,2>(v < w)`,
/// `VecMask<float,1>::from(c)` (a scalar truth broadcast), `inductor_vec_mask_cast<float,1>(m)`.
fn vector_call_val(callee: &CExpr, vals: &[Tracked]) -> Option<Val> {
    let CExprKind::Path(p) = &callee.kind else { return None };
    let last = p.segments.last()?;
    let prev = p.segments.len().checked_sub(2).and_then(|i| p.segments.get(i));
    // `VecMask::set(a, b, n)`: lanes below `n` from `b`, the others from `a`.
    if let ("set", [a, b, n]) = (last.name.as_str(), vals) {
        if prev.is_some_and(|s| s.name == "VecMask") {
            let (a, b, Val::Int(n)) = (lane_truth(&a.val)?, lane_truth(&b.val)?, &n.val) else { return None };
            let lane = Expr::var(LANE);
            return Some(Val::VecBool(Cond::or([Cond::and([Cond::lt(lane.clone(), n.clone()), b]), Cond::and([Cond::ge(lane, n.clone()), a])])));
        }
    }
    let [arg] = vals else { return None };
    match last.name.as_str() {
        "Vectorized" | "VectorizedN" => {
            let elem = last.template_args.as_ref()?.first()?.to_string();
            if !cpp::is_integer_type(&elem) {
                return None;
            }
            lane_value(&arg.val).map(Val::VecInt)
        }
        "VecMask" | "inductor_vec_mask_cast" => lane_truth(&arg.val).map(Val::VecBool),
        "from" if prev.is_some_and(|s| s.name == "VecMask") => match &arg.val {
            // `VecMask::from(1)`: every lane set.
            Val::Int(x) => x.as_const().map(|c| Val::VecBool(if c != 0 { Cond::True } else { Cond::False })),
            v => lane_truth(v).map(Val::VecBool),
        },
        _ => None,
    }
}

/// `floor(a / d)` for a constant `d > 0`, over the factor `c` that `d` shares with every
/// non-constant term of `a`: `floor((c*x + r) / (c*e)) = floor((x + floor(r / c)) / e)`
/// (the multiple of `c` divides out exactly). A vector loop of step 16 over `4*q - 4`
/// elements ends at `(4*q + 11) // 16`, which is `(q + 2) // 4`: written so, it compares
/// with the tiling's own `(q - 1) // 4`, which differs from it by a constant only.
fn floor_div_const(a: Expr, d: i128) -> Expr {
    let plain = |a: Expr| a.floor_div(Expr::int(d));
    if d <= 1 {
        return plain(a);
    }
    let p = a.to_poly();
    let r = p.constant_term();
    let Some(rest) = p.checked_sub(&crate::sym::Poly::from_const(r)) else { return plain(a) };
    let content = rest.content();
    if content == 0 {
        return plain(a);
    }
    let (mut x, mut y) = (content, d.unsigned_abs());
    while y != 0 {
        (x, y) = (y, x % y);
    }
    let Ok(c) = i128::try_from(x) else { return plain(a) };
    if c <= 1 {
        return plain(a);
    }
    let Some(q) = rest.div_exact_const(c) else { return plain(a) };
    let num = q.to_expr() + Expr::int(r.div_euclid(c));
    if d / c == 1 {
        num
    } else {
        num.floor_div(Expr::int(d / c))
    }
}

/// The smaller of two element counts, kept simple where one is known to be smaller.
fn min_count(a: Expr, b: Expr) -> Expr {
    match (a.as_const(), b.as_const()) {
        (Some(x), Some(y)) => Expr::int(x.min(y)),
        _ if a == b => a,
        _ => Expr::min_of([a, b]),
    }
}

/// `int64_t` of `at::vec::VectorizedN<int64_t,2>::loadu`.
fn vector_elem(callee: &CExpr) -> Option<String> {
    let CExprKind::Path(p) = &callee.kind else { return None };
    let seg = p.segments.len().checked_sub(2).and_then(|i| p.segments.get(i))?;
    if !matches!(seg.name.as_str(), "Vectorized" | "VectorizedN") {
        return None;
    }
    Some(seg.template_args.as_ref()?.first()?.to_string())
}

fn is_int_template(callee: &CExpr) -> bool {
    match &callee.kind {
        CExprKind::Path(p) => p.last().and_then(|s| s.template_args.as_ref()).and_then(|a| a.first()).is_some_and(|a| cpp::is_integer_type(&a.to_string())),
        _ => false,
    }
}

fn collect_mentioned(e: &CExpr, out: &mut Vec<String>) {
    visit_exprs(e, &mut |x| {
        if let Some(n) = x.as_name() {
            out.push(n.to_string());
        }
        if let CExprKind::Lambda(l) = &x.kind {
            for s in &l.body {
                stmt_names(s, out);
            }
        }
    });
}

fn stmt_names(s: &Stmt, out: &mut Vec<String>) {
    match &s.kind {
        StmtKind::Block(b) => b.iter().for_each(|x| stmt_names(x, out)),
        StmtKind::For { init, cond, body, .. } => {
            for e in [init, cond].into_iter().flatten() {
                collect_mentioned(e, out);
            }
            stmt_names(body, out);
        }
        StmtKind::If { cond, then, else_ } => {
            collect_mentioned(cond, out);
            stmt_names(then, out);
            if let Some(e) = else_ {
                stmt_names(e, out);
            }
        }
        StmtKind::Decl { init, .. } => init_exprs(init.as_ref()).iter().for_each(|e| collect_mentioned(e, out)),
        StmtKind::Assign { target, value } | StmtKind::CompoundAssign { target, value, .. } => {
            collect_mentioned(target, out);
            collect_mentioned(value, out);
        }
        StmtKind::Expr(e) | StmtKind::Return(Some(e)) => collect_mentioned(e, out),
        _ => {}
    }
}

/// Whether a statement may leave an iteration of the loop it is in before its end
/// (`break`, `continue`, `return`, anywhere inside: conservatively, nested loops too).
fn has_jump(s: &Stmt) -> bool {
    match &s.kind {
        StmtKind::Break | StmtKind::Continue | StmtKind::Return(_) => true,
        StmtKind::Block(b) => b.iter().any(has_jump),
        StmtKind::For { body, .. } | StmtKind::While { body, .. } | StmtKind::DoWhile { body, .. } | StmtKind::OmpRegion { body, .. } => has_jump(body),
        StmtKind::If { then, else_, .. } => has_jump(then) || else_.as_deref().is_some_and(has_jump),
        _ => false,
    }
}

fn flip(r: Rel) -> Rel {
    match r {
        Rel::Lt => Rel::Gt,
        Rel::Le => Rel::Ge,
        Rel::Gt => Rel::Lt,
        Rel::Ge => Rel::Le,
        other => other,
    }
}

/// A float operand of a lane-wise operation: a float vector, or a scalar broadcast.
fn as_vec_float(v: &Val) -> Option<Fl> {
    match v {
        Val::VecFloat(f) => Some(f.clone()),
        v => as_float(v),
    }
}

/// The float vector calls of vectorised source coordinates: `Vectorized<float>::arange(b, s)`,
/// the broadcast `Vectorized<float>(c)`, `at::vec::maximum`/`minimum` (of float or integer
/// vectors) and `at::vec::convert<T,n,U,m>(v)` between float and integer vectors (a float
/// converts to an integer by truncation, as `static_cast` does).
fn vector_float_call(callee: &CExpr, last: &str, vals: &[Tracked]) -> Option<Val> {
    let CExprKind::Path(p) = &callee.kind else { return None };
    let seg = p.segments.last()?;
    let type_arg = |s: &cpp::PathSegment| -> Option<String> { Some(s.template_args.as_ref()?.first()?.to_string()) };
    let is_vec_float = |v: &Val| matches!(v, Val::VecFloat(_));
    match (last, vals) {
        ("arange", [b, rest @ ..]) if rest.len() <= 1 && matches!(b.val, Val::Float(_)) => {
            let base = as_float(&b.val)?;
            let step = match rest {
                [s] => as_float(&s.val)?,
                _ => Fl::int(Expr::int(1)),
            };
            Some(Val::VecFloat(base.add(&step.mul(&Fl::int(Expr::var(LANE)))?)?))
        }
        ("Vectorized" | "VectorizedN", [a]) if type_arg(seg).is_some_and(|t| is_float_type(&t)) => as_float(&a.val).map(Val::VecFloat),
        ("maximum" | "minimum", [a, b]) if is_vec_float(&a.val) || is_vec_float(&b.val) => {
            Some(Val::VecFloat(Fl::extreme(vec![as_vec_float(&a.val)?, as_vec_float(&b.val)?], last == "minimum")))
        }
        ("maximum" | "minimum", [a, b]) if is_vector(&a.val) || is_vector(&b.val) => {
            let (x, y) = (lane_value(&a.val)?, lane_value(&b.val)?);
            Some(Val::VecInt(if last == "minimum" { Expr::min_of([x, y]) } else { Expr::max_of([x, y]) }))
        }
        ("convert", [a]) => {
            let t = type_arg(seg)?;
            match &a.val {
                Val::VecFloat(f) if cpp::is_integer_type(&t) => Some(Val::VecInt(f.trunc())),
                v if is_float_type(&t) && is_vector(v) => lane_value(v).map(|x| Val::VecFloat(Fl::int(x))),
                _ => None,
            }
        }
        _ => None,
    }
}

/// Floating-point types a scalar value may be converted to.
fn is_float_type(base: &str) -> bool {
    matches!(base, "float" | "double")
}

/// A float operand: a float, or an integer the usual arithmetic conversions turn into one.
fn as_float(v: &Val) -> Option<Fl> {
    match v {
        Val::Float(f) => Some(f.clone()),
        Val::Int(x) => Some(Fl::int(x.clone())),
        _ => None,
    }
}

/// `max_propagate_nan(v, 0.0)`, `std::max`, `std::min`, `std::floor`/`ceil`/`trunc` of
/// floats. NaN never arises from the quotients kept here (a zero denominator is excluded
/// where the value is bounded).
fn float_call(path: &str, last: &str, vals: &[Tracked]) -> Option<Val> {
    if !vals.iter().any(|v| matches!(v.val, Val::Float(_))) {
        return None;
    }
    let floats: Vec<Fl> = vals.iter().map(|v| as_float(&v.val)).collect::<Option<_>>()?;
    let std_or_free = path.starts_with("std::") || !path.contains("::");
    Some(match (last, floats.as_slice()) {
        ("max_propagate_nan", [_, _]) => Val::Float(Fl::extreme(floats, false)),
        ("min_propagate_nan", [_, _]) => Val::Float(Fl::extreme(floats, true)),
        ("max", [_, ..]) if std_or_free => Val::Float(Fl::extreme(floats, false)),
        ("min", [_, ..]) if std_or_free => Val::Float(Fl::extreme(floats, true)),
        ("floor", [f]) if std_or_free => Val::Float(Fl::int(f.floor())),
        ("ceil", [f]) if std_or_free => Val::Float(Fl::int(f.ceil())),
        ("trunc", [f]) if std_or_free => Val::Float(Fl::int(f.trunc())),
        _ => return None,
    })
}

fn binary(op: BinOp, a: Val, b: Val) -> Val {
    use Val::{Bool, Int};
    if matches!(a, Val::VecFloat(_)) || matches!(b, Val::VecFloat(_)) {
        let r = match (as_vec_float(&a), as_vec_float(&b)) {
            (Some(x), Some(y)) => match op {
                BinOp::Add => x.add(&y),
                BinOp::Sub => x.sub(&y),
                BinOp::Mul => x.mul(&y),
                BinOp::Div => x.div(&y),
                _ => None,
            },
            _ => None,
        };
        return r.map_or(Val::Other, Val::VecFloat);
    }
    if is_vector(&a) || is_vector(&b) {
        let v = vector_binary(op, &a, &b);
        if !matches!(v, Val::Other) {
            return v;
        }
    }
    if matches!(a, Val::Float(_)) || matches!(b, Val::Float(_)) {
        if let (Some(x), Some(y)) = (as_float(&a), as_float(&b)) {
            let r = match op {
                BinOp::Add => x.add(&y),
                BinOp::Sub => x.sub(&y),
                BinOp::Mul => x.mul(&y),
                BinOp::Div => x.div(&y),
                _ => None,
            };
            if let Some(r) = r {
                return Val::Float(r);
            }
        }
    }
    match (op, a, b) {
        (BinOp::Add, Int(a), Int(b)) => Int(a + b),
        (BinOp::Sub, Int(a), Int(b)) => Int(a - b),
        (BinOp::Mul, Int(a), Int(b)) => Int(a * b),
        (BinOp::Div, Int(a), Int(b)) => Int(a.trunc_div(b)),
        (BinOp::Rem, Int(a), Int(b)) => Int(a.c_mod(b)),
        (BinOp::Lt, Int(a), Int(b)) => Bool(Cond::lt(a, b)),
        (BinOp::Le, Int(a), Int(b)) => Bool(Cond::le(a, b)),
        (BinOp::Gt, Int(a), Int(b)) => Bool(Cond::gt(a, b)),
        (BinOp::Ge, Int(a), Int(b)) => Bool(Cond::ge(a, b)),
        (BinOp::Eq, Int(a), Int(b)) => Bool(Cond::eq(a, b)),
        (BinOp::Ne, Int(a), Int(b)) => Bool(Cond::ne(a, b)),
        (BinOp::And | BinOp::BitAnd, Bool(a), Bool(b)) => Bool(Cond::and([a, b])),
        (BinOp::Or | BinOp::BitOr, Bool(a), Bool(b)) => Bool(Cond::or([a, b])),
        // A truth value of floats or flags (`std::signbit(tmp12) != std::signbit(tmp11)`):
        // either value, so that `c ? a : b` still ranges over both integers.
        (BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge | BinOp::Eq | BinOp::Ne | BinOp::And | BinOp::Or, _, _) => Bool(Cond::opaque("flag")),
        (BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor, Bool(_), _) | (BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor, _, Bool(_)) => Bool(Cond::opaque("flag")),
        _ => Val::Other,
    }
}

/// A lane-wise operation with at least one vector operand (a scalar is broadcast).
fn vector_binary(op: BinOp, a: &Val, b: &Val) -> Val {
    if let (Some(x), Some(y)) = (lane_value(a), lane_value(b)) {
        return match op {
            BinOp::Add => Val::VecInt(x + y),
            BinOp::Sub => Val::VecInt(x - y),
            BinOp::Mul => Val::VecInt(x * y),
            BinOp::Lt => Val::VecBool(Cond::lt(x, y)),
            BinOp::Le => Val::VecBool(Cond::le(x, y)),
            BinOp::Gt => Val::VecBool(Cond::gt(x, y)),
            BinOp::Ge => Val::VecBool(Cond::ge(x, y)),
            BinOp::Eq => Val::VecBool(Cond::eq(x, y)),
            BinOp::Ne => Val::VecBool(Cond::ne(x, y)),
            _ => Val::Other,
        };
    }
    if let (Some(x), Some(y)) = (lane_truth(a), lane_truth(b)) {
        return match op {
            BinOp::And | BinOp::BitAnd => Val::VecBool(Cond::and([x, y])),
            BinOp::Or | BinOp::BitOr => Val::VecBool(Cond::or([x, y])),
            _ => Val::Other,
        };
    }
    Val::Other
}

/// `C10_LIKELY(c)` → `c`.
fn unwrap_hint(c: &CExpr) -> (&CExpr, bool) {
    if let CExprKind::Call { callee, args } = &c.kind {
        if matches!(callee.as_name(), Some("C10_LIKELY" | "C10_UNLIKELY" | "likely" | "unlikely" | "__builtin_expect")) {
            if let Some(a) = args.first() {
                return (a, true);
            }
        }
    }
    (c, false)
}

/// Bytes of a C++ element type Inductor uses.
pub fn elem_size(ty: &str) -> Option<u32> {
    let t = ty.trim_start_matches("const ").trim();
    Some(match t {
        "bool" | "int8_t" | "uint8_t" | "char" | "signed char" | "unsigned char" | "at::Float8_e4m3fn" | "at::Float8_e5m2" => 1,
        "int16_t" | "uint16_t" | "short" | "at::Half" | "half" | "at::BFloat16" | "bfloat16" | "c10::Half" | "c10::BFloat16" => 2,
        "int32_t" | "uint32_t" | "int" | "unsigned" | "unsigned int" | "float" => 4,
        "int64_t" | "uint64_t" | "long" | "long long" | "unsigned long" | "double" | "c10::complex<float>" | "size_t" => 8,
        "c10::complex<double>" => 16,
        _ => return None,
    })
}

/// Elements of a whole-vector access: the loop's tiling factor counts float lanes, so a
/// vector of `n` registers of a type of `b` bytes holds `n * 4 * step / b` elements.
fn vector_width(lanes: &Lanes, ptr_elem_size: Option<u32>) -> Option<Expr> {
    let Lanes::FullVector { vec_elem, vectors, loop_step } = lanes else { return None };
    let step = (*loop_step)?;
    let elem = vec_elem.as_deref().and_then(elem_size).or(ptr_elem_size);
    Some(Expr::int(match (elem, vectors) {
        (Some(b), Some(n)) if b > 0 => (*n * 4 * step) / i128::from(b),
        _ => step,
    }))
}

/// `e` with one quotient by a constant, `a // m`, written as a fresh symbol `Q` and every
/// `a // (m*n)` as `Q // n` (`floor(floor(a/m)/n) = floor(a/(m*n))` for `m, n > 0`): a
/// bound over every integer `Q` holds at `Q = a // m`. The prover then sees
/// `16*((Q - 1) // 16) <= 16*(Q // 16)` where it was handed `(n // 2 - 1) // 16` next to
/// `n // 32`, whose link it does not know. `None` where no such pair occurs.
fn nested_quotients(e: &Expr) -> Option<Expr> {
    fn quotients(e: &Expr, out: &mut Vec<(Expr, i128)>) {
        match e {
            Expr::FloorDiv(a, d) => {
                if let Some(m) = d.as_const().filter(|m| *m > 1) {
                    out.push(((**a).clone(), m));
                }
                quotients(a, out);
                quotients(d, out);
            }
            Expr::Add(xs) | Expr::Mul(xs) | Expr::Min(xs) | Expr::Max(xs) => xs.iter().for_each(|x| quotients(x, out)),
            Expr::PyMod(a, b) | Expr::TruncDiv(a, b) | Expr::CMod(a, b) | Expr::Pow(a, b) | Expr::Where(_, a, b) => {
                quotients(a, out);
                quotients(b, out);
            }
            Expr::Const(_) | Expr::Var(_) => {}
        }
    }
    /// `e` with `a // m` as `q` and `a // (m*n)` as `q // n`; `None` inside a `Where`
    /// (its condition is not rewritten).
    fn rewrite(e: &Expr, a: &Expr, m: i128, q: &Expr) -> Option<Expr> {
        Some(match e {
            Expr::FloorDiv(x, d) if **x == *a => match d.as_const() {
                Some(c) if c == m => q.clone(),
                Some(c) if c > m && c % m == 0 => q.clone().floor_div(Expr::int(c / m)),
                _ => e.clone(),
            },
            Expr::FloorDiv(x, d) => rewrite(x, a, m, q)?.floor_div(rewrite(d, a, m, q)?),
            Expr::Add(xs) => Expr::sum(xs.iter().map(|x| rewrite(x, a, m, q)).collect::<Option<Vec<_>>>()?),
            Expr::Mul(xs) => Expr::product(xs.iter().map(|x| rewrite(x, a, m, q)).collect::<Option<Vec<_>>>()?),
            Expr::Min(xs) => Expr::min_of(xs.iter().map(|x| rewrite(x, a, m, q)).collect::<Option<Vec<_>>>()?),
            Expr::Max(xs) => Expr::max_of(xs.iter().map(|x| rewrite(x, a, m, q)).collect::<Option<Vec<_>>>()?),
            Expr::PyMod(x, y) => rewrite(x, a, m, q)?.py_mod(rewrite(y, a, m, q)?),
            Expr::TruncDiv(x, y) => rewrite(x, a, m, q)?.trunc_div(rewrite(y, a, m, q)?),
            Expr::CMod(x, y) => rewrite(x, a, m, q)?.c_mod(rewrite(y, a, m, q)?),
            Expr::Pow(..) | Expr::Where(..) => return None,
            Expr::Const(_) | Expr::Var(_) => e.clone(),
        })
    }
    const Q: &str = "nested_quotient";
    if e.contains_var(Q) {
        return None;
    }
    let mut qs = Vec::new();
    quotients(e, &mut qs);
    let (a, m) = qs.iter().find(|(a, m)| qs.iter().any(|(b, c)| b == a && c > m && c % m == 0))?;
    let r = rewrite(e, a, *m, &Expr::var(Q))?;
    (r != *e).then_some(r)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fd(a: Expr, c: i128) -> Expr {
        a.floor_div(Expr::int(c))
    }

    /// A vector loop's tail bound `(n // 2 - 1) // 16` next to the writer's `n // 32`: with
    /// `n // 2` as one symbol, the two are quotients of one dividend by 16.
    #[test]
    fn nested_quotients_share_the_inner_quotient() {
        let n = Expr::var("ks0");
        let e = Expr::int(16) * fd(fd(n.clone(), 2) - Expr::int(1), 16) - Expr::int(16) * fd(n.clone(), 32);
        let r = nested_quotients(&e).expect("rewritten");
        let q = Expr::var("nested_quotient");
        let want = Expr::int(16) * fd(q.clone() - Expr::int(1), 16) - Expr::int(16) * fd(q, 16);
        assert_eq!(r.to_poly().to_expr(), want.to_poly().to_expr(), "{r}");
        // Nothing to share: no rewrite.
        assert!(nested_quotients(&(fd(n.clone(), 2) - fd(n, 3))).is_none());
    }
}
