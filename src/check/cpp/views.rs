//! Derived views over a parsed kernel, for the bounds checker: every memory access with
//! the loops and conditions around it, the kernel-local buffers with their sizes, and
//! the index checks with whether they run inside an OpenMP parallel region. The first
//! half of the C++ kernel facts (semantics read off the syntax of `ia_parsers::cpp`);
//! [`super::lower`] turns them into [`crate::check::facts::KernelFacts`].
//!
//! How vector widths are known. Inductor's vectorised loops step by the tiling factor
//! (`x1+=static_cast<int64_t>(16L)`), which is the number of float lanes of the vector
//! ISA it picked (8 for AVX2, 16 for AVX512), scaled for other dtypes. Loads always
//! pass the lane count (`loadu(p + i, static_cast<int64_t>(16))`, `5L` in the tail);
//! a `store` without a count writes a whole `Vectorized<float>`, which Inductor only
//! emits when the count equals the tiling factor. Masked loads
//! (`mask.template loadu<float,1>(p)`) read a whole vector, lanes off in the mask
//! untouched. So a whole-vector access records the vector type it names, if any, and
//! the step of the innermost enclosing loop stepping by more than one: the tiling
//! factor.

use std::sync::Arc;

use serde::Serialize;

use ia_parsers::cpp::*;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum AccessKind {
    Load,
    Store,
    /// Non-atomic read-modify-write: `out_ptr0[i] += v`.
    Update,
    /// `atomic_add`, `atomic_add_vec`, `transpose_mxn<..., true>`.
    Atomic,
    /// A pointer into the buffer passed to a function this view does not know.
    Opaque,
}

/// What a pointer name refers to.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub enum BufferRef {
    /// Kernel parameter number `index`.
    Param { index: usize, name: String },
    /// Entry `index` of [`KernelViews::local_buffers`].
    Local { index: usize, name: String },
    /// A name the kernel does not declare as a buffer (a value subscripted, a global).
    Unknown,
}

#[allow(clippy::large_enum_variant)] // one per access, matched on, never in bulk
#[derive(Debug, Clone, PartialEq, Serialize)]
pub enum Lanes {
    Scalar,
    /// `loadu(p, n)`, `store(p, n)`: `n` elements.
    Count(CExpr),
    /// A whole vector whose width the code does not spell: see the module docs.
    FullVector {
        /// `float` for `Vectorized<float>`, `int64_t` for `VectorizedN<int64_t,2>`;
        /// `None` for `tmp.store(p)` where the value's type is not written.
        vec_elem: Option<String>,
        /// `2` for `VectorizedN<int64_t,2>`.
        vectors: Option<i128>,
        /// Step of the innermost enclosing loop that steps by more than one.
        loop_step: Option<i128>,
    },
    /// `transpose_mxn`: elements `index + r*ld + c` for `r < rows`, `c < cols`.
    Tile {
        rows: CExpr,
        cols: CExpr,
        ld: CExpr,
    },
    Unknown,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LoopCtx {
    pub span: Span,
    pub var: Option<String>,
    /// Initial value, integer casts removed.
    pub start: Option<CExpr>,
    /// Bound from `var < end` (`var <= end` sets `end_inclusive`), integer casts removed.
    pub end: Option<CExpr>,
    pub end_inclusive: bool,
    /// From `var += step` or `var++`, integer casts removed.
    pub step: Option<CExpr>,
    pub pragmas: Vec<String>,
    /// Iterations shared among threads: `#pragma omp for`, `omp parallel for`.
    pub work_shared: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum CondKind {
    /// Inside the `then` branch: `cond` holds.
    Then,
    /// Inside the `else` branch: `cond` does not hold.
    Else,
    /// Inside a `while` body: `cond` held at the start of the iteration.
    While,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum BranchHint {
    Likely,
    Unlikely,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CondCtx {
    pub span: Span,
    /// The condition with `C10_LIKELY(...)`/`C10_UNLIKELY(...)` removed.
    pub cond: CExpr,
    pub kind: CondKind,
    /// How likely the branch taken here is: the `else` of `C10_LIKELY(c)` is unlikely.
    pub hint: Option<BranchHint>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MemAccess {
    pub span: Span,
    pub kind: AccessKind,
    /// The pointer name as written.
    pub buffer: String,
    pub target: BufferRef,
    /// Declared element type of the buffer (`float` for `const float* in_ptr0`).
    pub elem_ty: Option<String>,
    /// Element offset of the first lane: `x1 + 129L*x0` for
    /// `loadu(in_ptr0 + static_cast<int64_t>(x1 + 129L*x0), ...)`.
    pub index: CExpr,
    /// `index` is a vector of offsets, one per lane (`atomic_add_vec`).
    pub gather: bool,
    pub lanes: Lanes,
    /// Lanes off in this mask are not accessed (`mask.template loadu<float,1>(p)`).
    pub mask: Option<CExpr>,
    /// How the access is written: `subscript`, `loadu`, `store`, `VecMask::from`,
    /// `transpose_mxn`, `atomic_add`, `atomic_add_vec`, or the callee of an opaque call.
    pub via: String,
    /// Enclosing loops, outermost first (shared by the accesses of one nest: a kernel has
    /// thousands of accesses and a handful of nests, and copying the contexts' trees per
    /// access was a few percent of an audit).
    pub loops: Arc<[LoopCtx]>,
    /// Enclosing conditions, outermost first (shared, as `loops`).
    pub conditions: Arc<[CondCtx]>,
    pub in_parallel: bool,
    /// Inside a lambda body: it runs where the lambda is called, which may add
    /// conditions this list does not show.
    pub in_lambda: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum LocalBufferKind {
    /// `std::unique_ptr<float []> buf = std::make_unique<float []>(129L);`
    UniquePtr,
    /// `float tmp0[16*16];`
    Array,
    /// `std::array<float, 16> tmpbuf;`
    StdArray,
    /// `auto tmp1 = [&] { std::array<int64_t, 16> tmpbuf; ...; return tmpbuf; }();`
    ArrayValue,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LocalBuffer {
    pub span: Span,
    pub name: String,
    /// Other names for the same storage: `local_buffer_data_0` for
    /// `float* local_buffer_data_0 = buf_local_buffer_data_0.get();`.
    pub aliases: Vec<String>,
    pub kind: LocalBufferKind,
    pub elem_ty: String,
    /// In elements; `None` when not written (`std::unique_ptr` without `make_unique`).
    pub size: Option<CExpr>,
    /// Declared inside a parallel region: one per thread.
    pub in_parallel: bool,
    pub in_lambda: bool,
    /// Loops around the declaration (the buffer lives for one iteration of the innermost).
    pub loops: Arc<[LoopCtx]>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CheckSite {
    pub span: Span,
    pub macro_name: String,
    pub cond: CExpr,
    pub message: Option<String>,
    pub loops: Arc<[LoopCtx]>,
    pub conditions: Arc<[CondCtx]>,
    /// A failing check inside an OpenMP parallel region throws across the region's
    /// boundary, which terminates the process instead of raising.
    pub in_parallel: bool,
    pub in_lambda: bool,
}

#[derive(Debug, Clone, PartialEq, Default, Serialize)]
pub struct KernelViews {
    pub accesses: Vec<MemAccess>,
    pub local_buffers: Vec<LocalBuffer>,
    pub checks: Vec<CheckSite>,
}

/// All three views in one walk.
pub fn analyze(kernel: &Kernel) -> KernelViews {
    // The walk recurses as deep as the tree, which the parser bounded for its own
    // stack: it runs on one like it.
    ia_parsers::cpp::on_parser_stack(|_| walk(kernel), KernelViews::default)
}

fn walk(kernel: &Kernel) -> KernelViews {
    let mut w = Walker { kernel, loops: Vec::new(), conds: Vec::new(), shared: (None, None), parallel: 0, lambda: 0, scopes: vec![Vec::new()], out: KernelViews::default() };
    w.stmts(&kernel.body);
    w.out
}

/// Every memory access, in source order.
pub fn accesses(kernel: &Kernel) -> Vec<MemAccess> {
    analyze(kernel).accesses
}

pub fn local_buffers(kernel: &Kernel) -> Vec<LocalBuffer> {
    analyze(kernel).local_buffers
}

pub fn checks(kernel: &Kernel) -> Vec<CheckSite> {
    analyze(kernel).checks
}

impl LoopCtx {
    /// Reads the bounds of a `for` statement.
    pub fn of_for(span: Span, pragmas: &[String], var: Option<&str>, init: Option<&CExpr>, cond: Option<&CExpr>, step: Option<&CExpr>) -> LoopCtx {
        let is_var = |e: &CExpr| var.is_some() && e.strip_int_casts().as_name() == var;
        let (mut end, mut end_inclusive) = (None, false);
        if let Some(CExprKind::Binary { op, lhs, rhs }) = cond.map(|c| &c.kind) {
            match op {
                BinOp::Lt | BinOp::Le if is_var(lhs) => {
                    end = Some(rhs.strip_int_casts().clone());
                    end_inclusive = *op == BinOp::Le;
                }
                BinOp::Gt | BinOp::Ge if is_var(rhs) => {
                    end = Some(lhs.strip_int_casts().clone());
                    end_inclusive = *op == BinOp::Ge;
                }
                _ => {}
            }
        }
        let step = step.and_then(|s| match &s.kind {
            CExprKind::Assign { op: Some(BinOp::Add), target, value } if is_var(target) => Some(value.strip_int_casts().clone()),
            CExprKind::Assign { op: None, target, value } if is_var(target) => match &value.kind {
                CExprKind::Binary { op: BinOp::Add, lhs, rhs } if is_var(lhs) => Some(rhs.strip_int_casts().clone()),
                _ => None,
            },
            CExprKind::Unary { op: UnaryOp::PostInc | UnaryOp::PreInc, operand } if is_var(operand) => Some(CExpr::new(s.span, CExprKind::Int { value: 1, suffix: "".into() })),
            _ => None,
        });
        LoopCtx {
            span,
            var: var.map(str::to_string),
            start: init.map(|e| e.strip_int_casts().clone()),
            end,
            end_inclusive,
            step,
            pragmas: pragmas.to_vec(),
            work_shared: pragmas.iter().any(|p| is_work_sharing(p)),
        }
    }
}

fn is_work_sharing(pragma: &str) -> bool {
    let mut words = pragma.split(|c: char| c.is_whitespace() || c == '(');
    words.next() == Some("omp") && words.any(|w| matches!(w, "for" | "taskloop" | "distribute"))
}

fn starts_parallel(pragma: &str) -> bool {
    let mut words = pragma.split_whitespace();
    words.next() == Some("omp") && words.next().is_some_and(|w| w == "parallel" || w.starts_with("parallel("))
}

#[derive(Clone)]
enum Binding {
    Buffer { target: BufferRef, elem_ty: Option<String> },
    Value,
}

/// A pointer expression taken apart: `in_ptr0 + static_cast<int64_t>(x1 + 129L*x0)`.
struct Pointer {
    buffer: String,
    target: BufferRef,
    elem_ty: Option<String>,
    offset: Option<CExpr>,
}

type SharedContexts = (Option<Arc<[LoopCtx]>>, Option<Arc<[CondCtx]>>);

struct Walker<'k> {
    kernel: &'k Kernel,
    loops: Vec<LoopCtx>,
    conds: Vec<CondCtx>,
    /// `loops` and `conds` as the accesses record them, made when first needed after a
    /// change (`None`: changed since).
    shared: SharedContexts,
    parallel: u32,
    lambda: u32,
    scopes: Vec<Vec<(String, Binding)>>,
    out: KernelViews,
}

fn int_expr(span: Span, value: i128) -> CExpr {
    CExpr::new(span, CExprKind::Int { value, suffix: "".into() })
}

fn add_offset(base: Option<CExpr>, extra: CExpr, op: BinOp) -> CExpr {
    match base {
        None if op == BinOp::Add => extra,
        None => CExpr::new(extra.span, CExprKind::Unary { op: UnaryOp::Neg, operand: Box::new(extra) }),
        Some(b) => CExpr::new(b.span, CExprKind::Binary { op, lhs: Box::new(b), rhs: Box::new(extra) }),
    }
}

/// `(T, N)` of `Vectorized<T>`, `VectorizedN<T,N>`, `VecMask<T,N>`.
fn vector_type(seg: &PathSegment) -> Option<(String, i128)> {
    let args = seg.template_args.as_ref()?;
    let elem = args.first()?.to_string();
    match seg.name.as_str() {
        "Vectorized" => Some((elem, 1)),
        "VectorizedN" | "VecMask" => {
            let n = match args.get(1)? {
                TemplateArg::Expr(e) => e.as_int()?,
                TemplateArg::Type(_) => return None,
            };
            Some((elem, n))
        }
        _ => None,
    }
}

fn template_int(args: Option<&Vec<TemplateArg>>, i: usize) -> Option<i128> {
    match args?.get(i)? {
        TemplateArg::Expr(e) => e.strip_int_casts().as_int(),
        TemplateArg::Type(_) => None,
    }
}

fn template_expr(args: Option<&Vec<TemplateArg>>, i: usize) -> Option<CExpr> {
    match args?.get(i)? {
        TemplateArg::Expr(e) => Some(e.strip_int_casts().clone()),
        TemplateArg::Type(_) => None,
    }
}

/// Removes `C10_LIKELY(...)`/`C10_UNLIKELY(...)` (and `__builtin_expect`).
fn unwrap_hint(cond: &CExpr) -> (CExpr, Option<BranchHint>) {
    if let CExprKind::Call { callee, args } = &cond.kind {
        let hint = match callee.as_name() {
            Some("C10_LIKELY" | "likely") => Some(BranchHint::Likely),
            Some("C10_UNLIKELY" | "unlikely") => Some(BranchHint::Unlikely),
            Some("__builtin_expect") => match args.get(1).and_then(CExpr::as_int) {
                Some(0) => Some(BranchHint::Unlikely),
                _ => Some(BranchHint::Likely),
            },
            _ => None,
        };
        if let (Some(h), Some(inner)) = (hint, args.first()) {
            return (inner.clone(), Some(h));
        }
    }
    (cond.clone(), None)
}

impl<'k> Walker<'k> {
    fn lookup(&self, name: &str) -> Option<Binding> {
        for scope in self.scopes.iter().rev() {
            if let Some((_, b)) = scope.iter().rev().find(|(n, _)| n == name) {
                return Some(b.clone());
            }
        }
        let (index, p) = self.kernel.param(name)?;
        if p.ty.pointer_depth > 0 {
            Some(Binding::Buffer { target: BufferRef::Param { index, name: name.to_string() }, elem_ty: p.elem_ty.clone() })
        } else {
            Some(Binding::Value)
        }
    }

    /// Whether `name` is bound to a buffer: [`Walker::lookup`] without copying the binding.
    fn names_buffer(&self, name: &str) -> bool {
        for scope in self.scopes.iter().rev() {
            if let Some((_, b)) = scope.iter().rev().find(|(n, _)| n == name) {
                return matches!(b, Binding::Buffer { .. });
            }
        }
        self.kernel.param(name).is_some_and(|(_, p)| p.ty.pointer_depth > 0)
    }

    /// Whether [`Walker::pointer`] reads `e` as a pointer, without building its offset.
    fn is_pointer(&self, e: &CExpr) -> bool {
        match &e.kind {
            CExprKind::Name(n) => self.names_buffer(n),
            CExprKind::Binary { op: op @ (BinOp::Add | BinOp::Sub), lhs, rhs } => self.is_pointer(lhs) || (*op == BinOp::Add && self.is_pointer(rhs)),
            CExprKind::MethodCall { receiver, method, args, .. } if args.is_empty() && matches!(method.as_str(), "get" | "data") => self.is_pointer(receiver),
            CExprKind::Unary { op: UnaryOp::AddrOf, operand } => match &operand.kind {
                CExprKind::Index { base, .. } => self.is_pointer(base),
                _ => false,
            },
            CExprKind::Cast { ty, expr, .. } if ty.pointer_depth > 0 => self.is_pointer(expr),
            _ => false,
        }
    }

    fn bind(&mut self, name: &str, b: Binding) {
        if let Some(s) = self.scopes.last_mut() {
            s.push((name.to_string(), b));
        }
    }

    fn in_parallel(&self) -> bool {
        self.parallel > 0 || self.loops.iter().any(|l| l.pragmas.iter().any(|p| starts_parallel(p)))
    }

    fn pointer(&self, e: &CExpr) -> Option<Pointer> {
        match &e.kind {
            CExprKind::Name(n) => match self.lookup(n)? {
                Binding::Buffer { target, elem_ty } => Some(Pointer { buffer: n.clone(), target, elem_ty, offset: None }),
                Binding::Value => None,
            },
            CExprKind::Binary { op: op @ (BinOp::Add | BinOp::Sub), lhs, rhs } => {
                if let Some(mut p) = self.pointer(lhs) {
                    p.offset = Some(add_offset(p.offset.take(), rhs.strip_int_casts().clone(), *op));
                    return Some(p);
                }
                if *op == BinOp::Add {
                    let mut p = self.pointer(rhs)?;
                    p.offset = Some(add_offset(p.offset.take(), lhs.strip_int_casts().clone(), BinOp::Add));
                    return Some(p);
                }
                None
            }
            CExprKind::MethodCall { receiver, method, args, .. } if args.is_empty() && matches!(method.as_str(), "get" | "data") => self.pointer(receiver),
            CExprKind::Unary { op: UnaryOp::AddrOf, operand } => match &operand.kind {
                CExprKind::Index { base, index } => {
                    let mut p = self.pointer(base)?;
                    p.offset = Some(add_offset(p.offset.take(), index.strip_int_casts().clone(), BinOp::Add));
                    Some(p)
                }
                _ => None,
            },
            CExprKind::Cast { ty, expr, .. } if ty.pointer_depth > 0 => {
                let mut p = self.pointer(expr)?;
                p.elem_ty = Some(ty.base.to_string());
                Some(p)
            }
            _ => None,
        }
    }

    fn loop_step_hint(&self) -> Option<i128> {
        self.loops.iter().rev().find_map(|l| l.step.as_ref().and_then(CExpr::as_int).filter(|s| *s > 1))
    }

    #[allow(clippy::too_many_arguments)]
    fn push_access(&mut self, span: Span, kind: AccessKind, p: Pointer, lanes: Lanes, mask: Option<CExpr>, via: &str, gather_index: Option<CExpr>) {
        let gather = gather_index.is_some();
        let index = match gather_index {
            Some(g) => g,
            None => p.offset.unwrap_or_else(|| int_expr(span, 0)),
        };
        let (loops, conditions) = (self.shared_loops(), self.shared_conds());
        self.out.accesses.push(MemAccess {
            span,
            kind,
            buffer: p.buffer,
            target: p.target,
            elem_ty: p.elem_ty,
            index,
            gather,
            lanes,
            mask,
            via: via.to_string(),
            loops,
            conditions,
            in_parallel: self.in_parallel(),
            in_lambda: self.lambda > 0,
        });
    }

    fn shared_loops(&mut self) -> Arc<[LoopCtx]> {
        let loops = &self.loops;
        self.shared.0.get_or_insert_with(|| Arc::from(loops.as_slice())).clone()
    }

    fn shared_conds(&mut self) -> Arc<[CondCtx]> {
        let conds = &self.conds;
        self.shared.1.get_or_insert_with(|| Arc::from(conds.as_slice())).clone()
    }

    fn full_vector(&self, vec: Option<(String, i128)>) -> Lanes {
        let (vec_elem, vectors) = match vec {
            Some((e, n)) => (Some(e), Some(n)),
            None => (None, None),
        };
        Lanes::FullVector { vec_elem, vectors, loop_step: self.loop_step_hint() }
    }

    // ---- statements ---------------------------------------------------------------

    fn stmts(&mut self, stmts: &[Stmt]) {
        for s in stmts {
            self.stmt(s);
        }
    }

    fn scoped(&mut self, f: impl FnOnce(&mut Self)) {
        self.scopes.push(Vec::new());
        f(self);
        self.scopes.pop();
    }

    fn stmt(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Block(body) => self.scoped(|w| w.stmts(body)),
            StmtKind::For { pragmas, var, init, cond, step, body, .. } => {
                for e in [init, cond, step].into_iter().flatten() {
                    self.expr(e);
                }
                let ctx = LoopCtx::of_for(s.span, pragmas, var.as_deref(), init.as_deref(), cond.as_deref(), step.as_deref());
                self.loops.push(ctx);
                self.shared.0 = None;
                self.scoped(|w| {
                    if let Some(v) = var {
                        w.bind(v, Binding::Value);
                    }
                    w.stmt(body);
                });
                self.loops.pop();
                self.shared.0 = None;
            }
            StmtKind::If { cond, then, else_ } => {
                self.expr(cond);
                let (c, hint) = unwrap_hint(cond);
                self.conds.push(CondCtx { span: cond.span, cond: c, kind: CondKind::Then, hint });
                self.shared.1 = None;
                self.scoped(|w| w.stmt(then));
                if let Some(e) = else_ {
                    self.shared.1 = None;
                    if let Some(last) = self.conds.last_mut() {
                        last.kind = CondKind::Else;
                        last.hint = match last.hint {
                            Some(BranchHint::Likely) => Some(BranchHint::Unlikely),
                            Some(BranchHint::Unlikely) => Some(BranchHint::Likely),
                            None => None,
                        };
                    }
                    self.scoped(|w| w.stmt(e));
                }
                self.conds.pop();
                self.shared.1 = None;
            }
            StmtKind::While { cond, body } => {
                self.expr(cond);
                let (c, hint) = unwrap_hint(cond);
                self.conds.push(CondCtx { span: cond.span, cond: c, kind: CondKind::While, hint });
                self.shared.1 = None;
                self.scoped(|w| w.stmt(body));
                self.conds.pop();
                self.shared.1 = None;
            }
            StmtKind::DoWhile { body, cond } => {
                self.scoped(|w| w.stmt(body));
                self.expr(cond);
            }
            StmtKind::Decl { ty, name, array_dims, init } => self.decl(s.span, ty, name, array_dims, init.as_ref()),
            StmtKind::Assign { target, value } => {
                self.lvalue(target, AccessKind::Store);
                self.expr(value);
            }
            StmtKind::CompoundAssign { target, value, .. } => {
                self.lvalue(target, AccessKind::Update);
                self.expr(value);
            }
            StmtKind::Expr(e) => self.expr(e),
            StmtKind::Check { macro_name, cond, message, args } => {
                let (loops, conditions) = (self.shared_loops(), self.shared_conds());
                self.out.checks.push(CheckSite {
                    span: s.span,
                    macro_name: macro_name.clone(),
                    cond: cond.clone(),
                    message: message.clone(),
                    loops,
                    conditions,
                    in_parallel: self.in_parallel(),
                    in_lambda: self.lambda > 0,
                });
                self.expr(cond);
                for a in args {
                    self.expr(a);
                }
            }
            StmtKind::Return(e) => {
                if let Some(e) = e {
                    self.expr(e);
                }
            }
            StmtKind::OmpRegion { pragma, body } => {
                let parallel = starts_parallel(pragma);
                if parallel {
                    self.parallel += 1;
                }
                self.stmt(body);
                if parallel {
                    self.parallel -= 1;
                }
            }
            StmtKind::Break | StmtKind::Continue | StmtKind::Pragma(_) | StmtKind::Directive(_) => {}
        }
    }

    fn new_local(&mut self, span: Span, name: &str, kind: LocalBufferKind, elem_ty: String, size: Option<CExpr>) {
        let index = self.out.local_buffers.len();
        let loops = self.shared_loops();
        self.out.local_buffers.push(LocalBuffer {
            span,
            name: name.to_string(),
            aliases: Vec::new(),
            kind,
            elem_ty: elem_ty.clone(),
            size,
            in_parallel: self.in_parallel(),
            in_lambda: self.lambda > 0,
            loops,
        });
        self.bind(name, Binding::Buffer { target: BufferRef::Local { index, name: name.to_string() }, elem_ty: Some(elem_ty) });
    }

    fn decl(&mut self, span: Span, ty: &CType, name: &str, dims: &[CExpr], init: Option<&Init>) {
        let init_exprs: &[CExpr] = match init {
            Some(Init::Expr(e)) => std::slice::from_ref(e),
            Some(Init::Paren(v) | Init::Brace(v)) => v,
            None => &[],
        };
        for d in dims {
            self.expr(d);
        }
        for e in init_exprs {
            self.expr(e);
        }
        if !dims.is_empty() {
            let size = dims.iter().map(|d| d.strip_int_casts().clone()).reduce(|a, b| CExpr::new(a.span, CExprKind::Binary { op: BinOp::Mul, lhs: Box::new(a), rhs: Box::new(b) }));
            return self.new_local(span, name, LocalBufferKind::Array, ty.base.to_string(), size);
        }
        if let Some((elem, size)) = std_array(ty) {
            return self.new_local(span, name, LocalBufferKind::StdArray, elem, size);
        }
        let single_init = match init_exprs {
            [e] => Some(e),
            _ => None,
        };
        if let Some(e) = single_init {
            if let Some((elem, size)) = make_unique(e) {
                return self.new_local(span, name, LocalBufferKind::UniquePtr, elem, Some(size));
            }
            if let Some((elem, size)) = returned_array(e) {
                return self.new_local(span, name, LocalBufferKind::ArrayValue, elem, size);
            }
            if ty.pointer_depth > 0 || ty.base == "auto" {
                if let Some(p) = self.pointer(e).filter(|p| p.offset.is_none()) {
                    if let BufferRef::Local { index, .. } = &p.target {
                        if let Some(lb) = self.out.local_buffers.get_mut(*index) {
                            lb.aliases.push(name.to_string());
                        }
                    }
                    let elem_ty = if ty.pointer_depth > 0 { Some(ty.base.to_string()) } else { p.elem_ty };
                    return self.bind(name, Binding::Buffer { target: p.target, elem_ty });
                }
            }
        }
        if ty.base.starts_with("std::unique_ptr") {
            let elem = match ty.template_args.first() {
                Some(TemplateArg::Type(t)) => t.base.to_string(),
                Some(a) => a.to_string(),
                None => String::new(),
            };
            return self.new_local(span, name, LocalBufferKind::UniquePtr, elem, None);
        }
        self.bind(name, Binding::Value);
    }

    /// The target of an assignment: a subscript of a buffer is a store (or update).
    fn lvalue(&mut self, target: &CExpr, kind: AccessKind) {
        match &target.kind {
            CExprKind::Index { base, index } => {
                self.subscript(target.span, base, index, kind);
            }
            CExprKind::Unary { op: UnaryOp::Deref, operand } => match self.pointer(operand) {
                Some(p) => self.push_access(target.span, kind, p, Lanes::Scalar, None, "deref", None),
                None => self.expr(operand),
            },
            _ => self.expr(target),
        }
    }

    fn subscript(&mut self, span: Span, base: &CExpr, index: &CExpr, kind: AccessKind) {
        self.expr(index);
        let p = match self.pointer(base) {
            Some(mut p) => {
                p.offset = Some(add_offset(p.offset.take(), index.strip_int_casts().clone(), BinOp::Add));
                p
            }
            None => {
                // Subscript of something not known as a buffer: still an access.
                self.expr(base);
                Pointer {
                    buffer: match &base.kind {
                        CExprKind::Name(n) => n.clone(),
                        _ => base.to_string(),
                    },
                    target: BufferRef::Unknown,
                    elem_ty: None,
                    offset: Some(index.strip_int_casts().clone()),
                }
            }
        };
        self.push_access(span, kind, p, Lanes::Scalar, None, "subscript", None);
    }

    // ---- expressions --------------------------------------------------------------

    fn exprs(&mut self, es: &[CExpr]) {
        for e in es {
            self.expr(e);
        }
    }

    fn expr(&mut self, e: &CExpr) {
        match &e.kind {
            CExprKind::Index { base, index } => self.subscript(e.span, base, index, AccessKind::Load),
            CExprKind::Call { callee, args } => self.call(e, callee, args),
            CExprKind::MethodCall { receiver, method, template_args, args, .. } => self.method_call(e, receiver, method, template_args.as_ref(), args),
            CExprKind::Unary { op: UnaryOp::AddrOf, operand } => match self.pointer(e) {
                Some(p) => {
                    if let CExprKind::Index { index, .. } = &operand.kind {
                        self.expr(index);
                    }
                    self.push_access(e.span, AccessKind::Opaque, p, Lanes::Unknown, None, "address-of", None);
                }
                None => self.expr(operand),
            },
            CExprKind::Unary { op: UnaryOp::Deref, operand } => match self.pointer(operand) {
                Some(p) => self.push_access(e.span, AccessKind::Load, p, Lanes::Scalar, None, "deref", None),
                None => self.expr(operand),
            },
            CExprKind::Unary { operand, .. } => self.expr(operand),
            CExprKind::Binary { lhs, rhs, .. } => {
                self.expr(lhs);
                self.expr(rhs);
            }
            CExprKind::Assign { op, target, value } => {
                let kind = if op.is_some() { AccessKind::Update } else { AccessKind::Store };
                self.lvalue(target, kind);
                self.expr(value);
            }
            CExprKind::Ternary { cond, then, else_ } => {
                self.expr(cond);
                self.expr(then);
                self.expr(else_);
            }
            CExprKind::Comma(items) => self.exprs(items),
            CExprKind::Cast { expr, .. } => self.expr(expr),
            CExprKind::Member { object, .. } => self.expr(object),
            CExprKind::Lambda(l) => {
                self.lambda += 1;
                self.scoped(|w| {
                    for p in &l.params {
                        w.bind(&p.name, Binding::Value);
                    }
                    w.stmts(&l.body);
                });
                self.lambda -= 1;
            }
            CExprKind::BraceInit { items, .. } => self.exprs(items),
            CExprKind::SizeOf { .. } => {}
            CExprKind::Decltype(_) => {}
            CExprKind::Scoped { scope, .. } => self.expr(scope),
            CExprKind::Throw(v) => {
                if let Some(v) = v {
                    self.expr(v);
                }
            }
            CExprKind::Path(p) => {
                for s in &p.segments {
                    for a in s.template_args.iter().flatten() {
                        if let TemplateArg::Expr(e) = a {
                            self.expr(e);
                        }
                    }
                }
            }
            CExprKind::Int { .. } | CExprKind::Float { .. } | CExprKind::Bool(_) | CExprKind::Str(_) | CExprKind::Char(_) | CExprKind::Name(_) => {}
        }
    }

    /// An argument: a pointer into a buffer escapes to code this view does not read.
    fn opaque_arg(&mut self, a: &CExpr, via: &str) {
        match self.pointer(a) {
            Some(p) => {
                if let CExprKind::Unary { operand, .. } = &a.kind {
                    if let CExprKind::Index { index, .. } = &operand.kind {
                        self.expr(index);
                    }
                }
                self.push_access(a.span, AccessKind::Opaque, p, Lanes::Unknown, None, via, None);
            }
            None => self.expr(a),
        }
    }

    /// Visits the parts of a pointer expression other than the pointer itself.
    fn pointer_parts(&mut self, a: &CExpr) {
        match &a.kind {
            CExprKind::Binary { lhs, rhs, .. } => {
                if self.is_pointer(lhs) {
                    self.pointer_parts(lhs);
                    self.expr(rhs);
                } else {
                    self.expr(lhs);
                    self.pointer_parts(rhs);
                }
            }
            CExprKind::Unary { operand, .. } => {
                if let CExprKind::Index { base, index } = &operand.kind {
                    self.pointer_parts(base);
                    self.expr(index);
                }
            }
            CExprKind::Cast { expr, .. } => self.pointer_parts(expr),
            _ => {}
        }
    }

    fn call(&mut self, e: &CExpr, callee: &CExpr, args: &[CExpr]) {
        let (last, prev) = match &callee.kind {
            CExprKind::Path(p) => {
                let n = p.segments.len();
                (p.segments.last(), n.checked_sub(2).and_then(|i| p.segments.get(i)))
            }
            _ => (None, None),
        };
        let last_name = match &callee.kind {
            CExprKind::Name(n) => Some(n.as_str()),
            _ => last.map(|s| s.name.as_str()),
        };
        // Only the calls below that read a first pointer take it apart (its offset is a
        // copy of the argument's expression).
        let reads_first_pointer = matches!(last_name, Some("loadu" | "from" | "flag_to_float_vec" | "masked_load" | "atomic_add" | "atomic_add_vec"));
        let first_ptr = if reads_first_pointer { args.first().and_then(|a| self.pointer(a)) } else { None };
        match (last_name, first_ptr) {
            // `at::vec::Vectorized<float>::loadu(p, n)`, `VectorizedN<T,N>::loadu`.
            (Some("loadu"), Some(p)) if args.len() <= 2 => {
                let vec = prev.and_then(vector_type);
                let lanes = match args.get(1) {
                    Some(n) => Lanes::Count(n.strip_int_casts().clone()),
                    None => self.full_vector(vec),
                };
                self.pointer_parts(&args[0]);
                self.exprs(&args[1..]);
                self.push_access(e.span, AccessKind::Load, p, lanes, None, "loadu", None);
            }
            // `at::vec::VecMask<float,1>::from(p, n)`: a load of bools.
            (Some("from"), Some(p)) if prev.is_some_and(|s| s.name == "VecMask") && args.len() <= 2 => {
                let vec = prev.and_then(vector_type);
                let lanes = match args.get(1) {
                    Some(n) => Lanes::Count(n.strip_int_casts().clone()),
                    None => self.full_vector(vec),
                };
                self.pointer_parts(&args[0]);
                self.exprs(&args[1..]);
                self.push_access(e.span, AccessKind::Load, p, lanes, None, "VecMask::from", None);
            }
            // `flag_to_float_vec(p)` (2.1-2.3 `cpp_prefix.h`): reads `Vectorized<float>::size()`
            // bools (the float tiling factor, the loop's step) as a float mask.
            (Some("flag_to_float_vec"), Some(p)) if args.len() == 1 => {
                let lanes = self.full_vector(None);
                self.pointer_parts(&args[0]);
                self.push_access(e.span, AccessKind::Load, p, lanes, None, "flag_to_float_vec", None);
            }
            // `masked_load(p, to_float_mask(m))` (2.1-2.3 `cpp_prefix.h`): a whole float
            // vector, lanes off in `m` not read (as `m.template loadu<float,1>(p)` later).
            (Some("masked_load"), Some(p)) if args.len() == 2 => {
                let lanes = self.full_vector(None);
                self.pointer_parts(&args[0]);
                self.expr(&args[1]);
                let mask = match &args[1].kind {
                    CExprKind::Call { callee, args: inner } if inner.len() == 1 && matches!(&callee.kind, CExprKind::Name(n) if n == "to_float_mask") => inner[0].clone(),
                    _ => args[1].clone(),
                };
                self.push_access(e.span, AccessKind::Load, p, lanes, Some(mask), "masked_load", None);
            }
            (Some("transpose_mxn"), _) if args.len() >= 4 => self.transpose(e, last, args),
            // `atomic_add(&out_ptr0[i], v)`
            (Some("atomic_add"), Some(p)) => {
                self.pointer_parts(&args[0]);
                self.exprs(&args[1..]);
                self.push_access(e.span, AccessKind::Atomic, p, Lanes::Scalar, None, "atomic_add", None);
            }
            // `atomic_add_vec<float, 2, 1>(out_ptr0, index_vec, value[, tail])`
            (Some("atomic_add_vec"), Some(p)) if args.len() >= 3 => {
                let targs = last.and_then(|s| s.template_args.as_ref());
                let lanes = match args.get(3) {
                    Some(n) => Lanes::Count(n.strip_int_casts().clone()),
                    // Without a tail count, `cpp_prefix.h` adds one element per lane of the
                    // index vector (`VectorizedN<int64_t, NI>::size()`), which may be fewer
                    // than the value vector's lanes (`<at::BFloat16, 2, 1>`: 16 int64 lanes
                    // against 32 bf16 lanes).
                    None => Lanes::FullVector { vec_elem: Some("int64_t".to_string()), vectors: template_int(targs, 1), loop_step: self.loop_step_hint() },
                };
                self.pointer_parts(&args[0]);
                self.exprs(&args[1..]);
                let index = args[1].clone();
                self.push_access(e.span, AccessKind::Atomic, p, lanes, None, "atomic_add_vec", Some(index));
            }
            _ => {
                self.expr(callee);
                let via = match &callee.kind {
                    CExprKind::Name(n) => n.clone(),
                    CExprKind::Path(p) => p.to_string(),
                    _ => "call".to_string(),
                };
                for a in args {
                    self.opaque_arg(a, &via);
                }
            }
        }
    }

    /// `transpose_mxn<T, M, N, atomic>(src, ld_src, dst, ld_dst)`, `transpose_mxn<T, M, N>(...)` or
    /// `transpose_mxn<T, atomic>(src, ld_src, dst, ld_dst, M, N)`: reads an M×N tile
    /// of `src` (row stride `ld_src`) and writes its N×M transpose into `dst`.
    fn transpose(&mut self, e: &CExpr, seg: Option<&PathSegment>, args: &[CExpr]) {
        let targs = seg.and_then(|s| s.template_args.as_ref());
        let (m, n, atomic) = match targs.map(Vec::len) {
            Some(4) => (template_expr(targs, 1), template_expr(targs, 2), targs.and_then(|a| a.get(3))),
            // 2.5-2.7: `transpose_mxn<T, M, N>(src, ld_src, dst, ld_dst)`, never atomic.
            Some(3) => (template_expr(targs, 1), template_expr(targs, 2), None),
            _ => (args.get(4).map(|a| a.strip_int_casts().clone()), args.get(5).map(|a| a.strip_int_casts().clone()), targs.and_then(|a| a.get(1))),
        };
        let atomic = matches!(atomic, Some(TemplateArg::Expr(CExpr { kind: CExprKind::Bool(true), .. })));
        let (src, dst) = (self.pointer(&args[0]), self.pointer(&args[2]));
        for a in [&args[0], &args[2]] {
            self.pointer_parts(a);
        }
        self.expr(&args[1]);
        self.expr(&args[3]);
        self.exprs(args.get(4..).unwrap_or(&[]));
        let tile = |rows: &Option<CExpr>, cols: &Option<CExpr>, ld: &CExpr| match (rows, cols) {
            (Some(r), Some(c)) => Lanes::Tile { rows: r.clone(), cols: c.clone(), ld: ld.strip_int_casts().clone() },
            _ => Lanes::Unknown,
        };
        match src {
            Some(p) => {
                let lanes = tile(&m, &n, &args[1]);
                self.push_access(args[0].span, AccessKind::Load, p, lanes, None, "transpose_mxn", None);
            }
            None => self.expr(&args[0]),
        }
        match dst {
            Some(p) => {
                let lanes = tile(&n, &m, &args[3]);
                let kind = if atomic { AccessKind::Atomic } else { AccessKind::Store };
                self.push_access(args[2].span, kind, p, lanes, None, "transpose_mxn", None);
            }
            None => self.expr(&args[2]),
        }
        let _ = e;
    }

    fn method_call(&mut self, e: &CExpr, receiver: &CExpr, method: &str, targs: Option<&Vec<TemplateArg>>, args: &[CExpr]) {
        let first_ptr = if matches!(method, "store" | "loadu") { args.first().and_then(|a| self.pointer(a)) } else { None };
        match (method, first_ptr) {
            // `tmp4.store(p)`, `tmp4.store(p, n)`
            ("store", Some(p)) if args.len() <= 2 => {
                self.expr(receiver);
                let lanes = match args.get(1) {
                    Some(n) => Lanes::Count(n.strip_int_casts().clone()),
                    None => self.full_vector(None),
                };
                self.pointer_parts(&args[0]);
                self.exprs(&args[1..]);
                self.push_access(e.span, AccessKind::Store, p, lanes, None, "store", None);
            }
            // `mask.template loadu<float,1>(p)`: a masked load.
            ("loadu", Some(p)) if args.len() <= 2 => {
                self.expr(receiver);
                let vec = targs.and_then(|a| {
                    let elem = a.first()?.to_string();
                    Some((elem, template_int(Some(a), 1).unwrap_or(1)))
                });
                let lanes = match args.get(1) {
                    Some(n) => Lanes::Count(n.strip_int_casts().clone()),
                    None => self.full_vector(vec),
                };
                self.pointer_parts(&args[0]);
                self.exprs(&args[1..]);
                self.push_access(e.span, AccessKind::Load, p, lanes, Some(receiver.clone()), "loadu", None);
            }
            // `buf.get()`, `tmpbuf.data()` on their own: a pointer, no access yet.
            ("get" | "data", _) if args.is_empty() => {}
            _ => {
                self.expr(receiver);
                for a in args {
                    self.opaque_arg(a, method);
                }
            }
        }
    }
}

/// `(elem, size)` of `std::array<elem, size>`.
fn std_array(ty: &CType) -> Option<(String, Option<CExpr>)> {
    if ty.pointer_depth > 0 || !(ty.base.starts_with("std::array<") || ty.base.starts_with("array<")) {
        return None;
    }
    let elem = ty.template_args.first()?.to_string();
    let size = template_expr(Some(&ty.template_args), 1);
    Some((elem, size))
}

/// `(elem, size)` of `std::make_unique<float []>(129L)`.
fn make_unique(e: &CExpr) -> Option<(String, CExpr)> {
    let CExprKind::Call { callee, args } = &e.kind else {
        return None;
    };
    let CExprKind::Path(p) = &callee.kind else {
        return None;
    };
    let last = p.last()?;
    if last.name != "make_unique" {
        return None;
    }
    let elem = match last.template_args.as_ref()?.first()? {
        TemplateArg::Type(t) if t.pointer_depth > 0 => t.base.to_string(),
        _ => return None,
    };
    Some((elem, args.first()?.strip_int_casts().clone()))
}

/// `[&] { std::array<T, N> tmpbuf; ...; return tmpbuf; }()`: the array it returns.
fn returned_array(e: &CExpr) -> Option<(String, Option<CExpr>)> {
    let CExprKind::Call { callee, args } = &e.kind else {
        return None;
    };
    let CExprKind::Lambda(l) = &callee.kind else {
        return None;
    };
    if !args.is_empty() {
        return None;
    }
    let returned = l.body.iter().rev().find_map(|s| match &s.kind {
        StmtKind::Return(Some(r)) => r.as_name(),
        _ => None,
    })?;
    l.body.iter().find_map(|s| match &s.kind {
        StmtKind::Decl { ty, name, .. } if name == returned => std_array(ty),
        _ => None,
    })
}
