//! Kernel benchmark modules: what the autotuner and `benchmark_kernel` run.
//!
//! Max-autotune writes one module per candidate kernel (and `TORCHINDUCTOR_BENCHMARK_KERNEL=1`
//! one per kernel in the cache): the `@triton.jit` kernel, `get_args()` building its
//! arguments (`rand_strided(sizes, strides, device=.., dtype=..)` tensors, whose storage holds
//! exactly the strided footprint, `torch.zeros(n, ..)` workspaces, and integers), and
//! `call(args)` running `kernel.run(*args, stream=stream0)`. With `benchmark_kernel` the
//! same harness is also appended to the kernel source string inside the wrapper. Both are
//! modelled as launches of the kernel on the tensors `get_args()` builds, so that every rule
//! that judges a launch judges them.

use ia_parsers::py::{self, Expr as PyExpr, ExprKind, Span, Stmt, StmtKind};

use super::{call_parts, int_list, kernel, Builder, Value};
use crate::model::{ArgBinding, Buffer, DType, Kernel, Origin, Unparsed};
use crate::sym::Expr;

/// Whether a module's text is a standalone kernel benchmark module: a top-level
/// `@triton.jit` kernel, `def get_args(` and `def call(args)`, and no wrapper kernels
/// (`async_compile.triton(`).
pub fn is_benchmark_module_text(text: &str) -> bool {
    let line_starts = |p: &str| text.starts_with(p) || text.contains(&format!("\n{p}"));
    line_starts("@triton.jit") && line_starts("def get_args(") && line_starts("def call(args)") && !text.contains("async_compile.triton(")
}

fn is_jit(d: &PyExpr) -> bool {
    d.dotted_name().as_deref() == Some("triton.jit")
}

/// The body of the top-level function `name`.
fn function<'s>(body: &'s [Stmt], name: &str) -> Option<&'s [Stmt]> {
    body.iter().find_map(|s| match &s.kind {
        StmtKind::FunctionDef { name: n, body, .. } if n == name => Some(body.as_slice()),
        _ => None,
    })
}

impl Builder<'_> {
    /// A standalone benchmark module: its kernel and the launch `call(args)` makes. False
    /// (nothing done) for any other module.
    pub(super) fn benchmark_module(&mut self, body: &[Stmt]) -> bool {
        if !is_benchmark_module_text(&self.src.text) {
            return false;
        }
        let Some(jit_name) = body.iter().find_map(|s| match &s.kind {
            StmtKind::FunctionDef { name, decorators, .. } if decorators.iter().any(is_jit) => Some(name.clone()),
            _ => None,
        }) else {
            return false;
        };
        let (Some(get_args), Some(call)) = (function(body, "get_args"), function(body, "call")) else { return false };
        let mut unparsed = Vec::new();
        let Some(k) = kernel::parse_triton_kernel(&jit_name, &self.src.text, Span { line: 1, col: 1 }, None, &mut unparsed) else { return false };
        for u in unparsed {
            let loc = self.loc(Span { line: u.line, col: u.column });
            self.module.unparsed.push(Unparsed { line: loc.line, column: loc.column, ..u });
        }
        self.module.kernels.push(Kernel::Triton(std::sync::Arc::new(k)));
        self.harness(&jit_name, get_args, call, &|s| s, "");
        true
    }

    /// The harness `benchmark_kernel` appends to a kernel source inside a wrapper. Its
    /// tensors are named `kernel:arg_0` so that harnesses of several kernels stay apart.
    pub(super) fn embedded_harness(&mut self, kernel_name: &str, source: &str, start: Span) {
        if !source.contains("def get_args(") || self.module.kernel(kernel_name).is_none() {
            return;
        }
        let parsed = py::parse_module(source);
        let (Some(get_args), Some(call)) = (function(&parsed.body, "get_args"), function(&parsed.body, "call")) else { return };
        let shift =
            move |s: Span| if s.line <= 1 { Span { line: start.line, col: start.col + s.col.saturating_sub(1) } } else { Span { line: start.line + s.line - 1, col: s.col } };
        self.harness(kernel_name, get_args, call, &shift, &format!("{kernel_name}:"));
    }

    /// Binds `get_args()`'s return values to `*args` and interprets `call(args)`.
    fn harness(&mut self, kernel_name: &str, get_args: &[Stmt], call: &[Stmt], shift: &dyn Fn(Span) -> Span, prefix: &str) {
        let saved_env = self.env.clone();
        let mut returned: Option<Vec<ArgBinding>> = None;
        for s in get_args {
            let span = shift(s.span);
            match &s.kind {
                StmtKind::Assign { targets, value } => {
                    let Some(name) = targets.first().and_then(|t| t.as_name()) else { continue };
                    let buffer = format!("{prefix}{name}");
                    if let Some(v) = self.harness_tensor(&buffer, value, span) {
                        self.env.insert(name.to_string(), v);
                    } else {
                        let v = self.eval_value(&buffer, value, span);
                        self.env.insert(name.to_string(), v);
                    }
                }
                StmtKind::Return(Some(e)) => {
                    let items = int_list(e).map(<[PyExpr]>::to_vec).unwrap_or_else(|| vec![e.clone()]);
                    returned = Some(items.iter().map(|a| self.binding(a, span)).collect());
                }
                _ => {}
            }
        }
        let Some(returned) = returned else {
            self.env = saved_env;
            return;
        };
        self.star_args.insert("args".into(), returned);
        let before = self.module.launches.len();
        self.harness_calls(call, shift, kernel_name);
        if self.module.launches.len() == before {
            let loc = self.loc(shift(call.first().map(|s| s.span).unwrap_or_default()));
            self.module.unparsed.push(Unparsed {
                line: loc.line,
                column: loc.column,
                text: "def call(args)".into(),
                reason: format!("a benchmark harness whose call(args) does not launch {kernel_name}.run(*args, ...)"),
            });
        }
        self.star_args.remove("args");
        self.env = saved_env;
    }

    fn harness_calls(&mut self, body: &[Stmt], shift: &dyn Fn(Span) -> Span, kernel_name: &str) {
        for s in body {
            match &s.kind {
                StmtKind::With { body, .. } => self.harness_calls(body, shift, kernel_name),
                StmtKind::Expr(e) => {
                    // The harness runs the kernel it is written for, whatever local name
                    // the source gives it (`triton_` in max-autotune modules).
                    if let Some((f, args, _)) = call_parts(e) {
                        if f.ends_with(".run") && args.iter().any(|a| matches!(a.kind, ExprKind::Starred(_))) && f.strip_suffix(".run") != Some(kernel_name) {
                            self.run_alias = Some((f.trim_end_matches(".run").to_string(), kernel_name.to_string()));
                        }
                    }
                    self.expr_stmt(e, shift(s.span));
                    self.run_alias = None;
                }
                _ => {}
            }
        }
    }

    /// `rand_strided(sizes, strides, device=.., dtype=.., extra_size=..)` (a fresh storage of
    /// exactly `Σ(size-1)·stride + 1 + extra_size` elements), `torch.zeros(n, ..)` and
    /// `torch.empty(n, ..)` (a workspace).
    fn harness_tensor(&mut self, name: &str, value: &PyExpr, span: Span) -> Option<Value> {
        let (f, args, _) = call_parts(value)?;
        let dtype =
            value.keyword("dtype").or_else(|| if f.ends_with("rand_strided") { args.get(2) } else { None }).and_then(|d| d.dotted_name()).and_then(|d| DType::from_torch(&d));
        let device = value.keyword("device").and_then(|d| d.as_str().map(str::to_string).or_else(|| d.dotted_name()));
        let (sizes, strides, extra) = if f.ends_with("rand_strided") {
            let (sizes, strides) = self.shape(args.first(), args.get(1))?;
            let extra = match value.keyword("extra_size").or_else(|| args.get(4)) {
                Some(e) => self.int_expr(e)?,
                None => Expr::int(0),
            };
            (sizes, strides, extra)
        } else if matches!(f.as_str(), "torch.zeros" | "torch.empty" | "torch.ones") && args.len() == 1 {
            let n = self.int_expr(&args[0])?;
            (vec![n], vec![Expr::int(1)], Expr::int(0))
        } else {
            return None;
        };
        let extent = super::storage_extent(&sizes, &strides, &Expr::int(0)) + extra;
        let buf = Buffer {
            name: name.to_string(),
            origin: Origin::Alloc,
            // rand_strided's default dtype.
            dtype: dtype.or(if f.ends_with("rand_strided") { Some(DType::F32) } else { None }),
            device,
            sizes,
            strides,
            offset: Expr::int(0),
            storage_extent: Some(extent),
            storage_of: name.to_string(),
            loc: self.loc(span),
        };
        self.module.buffers.insert(name.to_string(), buf);
        Some(Value::Buffer(name.to_string()))
    }
}
