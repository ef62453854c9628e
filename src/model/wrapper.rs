//! Building a [`Module`] from a wrapper's text: kernels defined, symbols and their hints,
//! buffers and views, launches with their argument bindings.
//!
//! The wrapper is interpreted, never executed: only the statement forms Inductor writes
//! are understood; anything else becomes an opaque value (if it defines a name) so that
//! later uses are "unknown" rather than wrong.

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

use ia_parsers::py::{self, Expr as PyExpr, ExprKind, Span, Stmt, StmtKind};

use super::{configs, kernel, ArgBinding, Buffer, CppKernelDef, DType, Kernel, Launch, Loc, Module, Origin, Symbol, Unparsed};
use crate::input::{CacheIndex, ModuleSource};
use crate::sym::{self, Expr, Semantics};

#[path = "bench_module.rs"]
mod bench_module;
#[path = "fallback_outputs.rs"]
mod fallback_outputs;
#[path = "views.rs"]
mod views;

pub use bench_module::is_benchmark_module_text;

/// Calls that allocate a fresh, exactly-sized storage.
const ALLOCATORS: &[&str] =
    &["empty_strided_cuda", "empty_strided_cpu", "empty_strided_xpu", "empty_strided_mtia", "empty_strided_cpu_pinned", "empty_strided", "torch.empty_strided"];

/// What a name in the wrapper stands for.
#[derive(Debug, Clone)]
enum Value {
    Buffer(String),
    Int(Expr),
    Float(String),
    /// Graph inputs before `assert_size_stride` tells their shape.
    Arg,
    /// `arg1_1.size()` / `.stride()`: indexing it gives a shape symbol.
    SizesOf {
        tensor: String,
        strides: bool,
    },
    /// The result of a call the model does not interpret (an extern kernel, an aten op):
    /// becomes a buffer of unknown storage if a launch uses it as a tensor.
    OpaqueCall(String),
    Opaque,
}

struct Builder<'a> {
    src: &'a ModuleSource,
    cache: &'a CacheIndex,
    module: Module,
    env: HashMap<String, Value>,
    /// Hints from `get_args()`: name → int value or tensor sizes/strides.
    hint_ints: HashMap<String, i128>,
    hint_tensors: HashMap<String, (Vec<i128>, Vec<i128>)>,
    /// Graph inputs' dtypes from `get_args()` (`rand_strided(..., dtype=torch.float16)`).
    hint_dtypes: HashMap<String, DType>,
    tmp_counter: usize,
    /// `*args` of a benchmark harness's `call(args)`: the bindings `get_args()` returns.
    star_args: HashMap<String, Vec<ArgBinding>>,
    /// A harness's local name for the kernel it runs, and that kernel.
    run_alias: Option<(String, String)>,
    /// The function being interpreted (`call`, `partition_0`): only `call`'s arguments and
    /// return are the module's graph inputs and outputs.
    in_call: bool,
    /// Results of fallback ATen ops whose outputs the model knows (`buf3 = aten.topk(..)`),
    /// for the `buf5 = buf3[1]` that unpack them.
    fallback_results: HashMap<String, Vec<Option<fallback_outputs::FallbackOutput>>>,
    /// Where the module's lines start, as far as the kernel sources located so far.
    line_starts: py::LineStarts<'a>,
}

/// Builds the model of one module. Never fails: what is not understood is recorded in
/// `unparsed` (syntax) or left opaque (semantics).
pub fn build_module(src: Arc<ModuleSource>, cache: &CacheIndex) -> Module {
    let mut m = build_unguarded(src, cache);
    super::guards::apply(&mut m);
    m
}

fn build_unguarded(src: Arc<ModuleSource>, cache: &CacheIndex) -> Module {
    let parsed = py::parse_module(&src.text);
    let release = crate::input::release::detect(&src.capture_root(), &src.text);
    let configs_release = configs::assume_release(&release);
    let module = Module {
        id: src.id(),
        path: src.path.display().to_string(),
        compile_id: src.compile_id.clone(),
        symbols: BTreeMap::new(),
        buffers: BTreeMap::new(),
        kernels: Vec::new(),
        launches: Vec::new(),
        extern_calls: Vec::new(),
        best_configs: BTreeMap::new(),
        unparsed: Vec::new(),
        release,
        configs_release,
        unmodelled: Vec::new(),
        defines_kernels: false,
        guards: Default::default(),
        guard_issues: Vec::new(),
        source: src.clone(),
        graph_args: Vec::new(),
        returns: Vec::new(),
    };
    let mut b = Builder {
        src: &src,
        cache,
        module,
        env: HashMap::new(),
        hint_ints: HashMap::new(),
        hint_tensors: HashMap::new(),
        hint_dtypes: HashMap::new(),
        tmp_counter: 0,
        star_args: HashMap::new(),
        run_alias: None,
        in_call: false,
        fallback_results: HashMap::new(),
        line_starts: py::LineStarts::new(&src.text),
    };
    for u in &parsed.unsupported {
        let loc = b.module.loc(u.span);
        b.module.unparsed.push(Unparsed { line: loc.line, column: loc.column, text: u.text.clone(), reason: u.reason.clone() });
    }
    let kernel_paths = kernel_path_comments(&src.text);
    let definitions = kernel_definition_lines(&src.text);
    b.module.defines_kernels = !definitions.is_empty() || defines_jit_or_cpp_kernels(&src.text);
    // A kernel benchmark module (max-autotune, `benchmark_kernel`): the kernel, `get_args()`
    // and `call(args)` running it on them.
    if b.benchmark_module(&parsed.body) {
        return b.module;
    }

    // Hints first: `call` refers to symbols whose values only `get_args` gives.
    for s in &parsed.body {
        if let StmtKind::FunctionDef { name, body, .. } = &s.kind {
            if name == "get_args" || name == "benchmark_compiled_module" {
                b.read_hints(body);
            }
        }
        // Before `get_args()` (≤ 2.1) the inputs were made in `if __name__ == "__main__":`.
        if let StmtKind::If { body, .. } = &s.kind {
            b.read_hints(body);
        }
    }
    for s in &parsed.body {
        match &s.kind {
            StmtKind::Assign { targets, value } => b.top_level_assign(targets, value, &kernel_paths),
            StmtKind::FunctionDef { name, body, .. } if name == "call" || name.starts_with("partition_") => {
                b.in_call = name == "call";
                b.interpret(body);
                b.in_call = false;
            }
            StmtKind::ClassDef { body, .. } => {
                for s in body {
                    if let StmtKind::FunctionDef { name, body, .. } = &s.kind {
                        if name == "call" || name.starts_with("partition_") {
                            b.in_call = name == "call";
                            b.interpret(body);
                            b.in_call = false;
                        }
                    }
                }
            }
            _ => {}
        }
    }
    b.kernel_definitions_accounted(&definitions);
    // Translate unparsed positions (kernel ones are already in module coordinates).
    for u in &mut b.module.unparsed {
        if u.line == 0 {
            u.line = 1;
        }
    }
    b.module
}

/// `async_compile.wait(globals())` and friends: the pool, not a kernel.
fn is_pool_call(kind: &str) -> bool {
    matches!(kind, "wait" | "wait_pool" | "warm_pool" | "process_pool" | "use_process_pool")
}

/// `NAME = async_compile.KIND(` on one line: a kernel definition (name, kind).
fn kernel_definition_line(line: &str) -> Option<(&str, &str)> {
    let (lhs, rhs) = line.split_once('=')?;
    let name = lhs.trim();
    let rest = rhs.trim_start().strip_prefix("async_compile.")?;
    let kind_len = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(rest.len());
    let (kind, after) = rest.split_at(kind_len);
    let is_ident = !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    (is_ident && after.starts_with('(') && !is_pool_call(kind)).then_some((name, kind))
}

/// The lines of `text` containing `needle`, each once and in order, with their 1-based
/// numbers, as `str::lines` gives them. The wrapper's text is mostly kernel sources: a
/// substring search skips them, where testing every line would visit each.
fn lines_containing<'t>(text: &'t str, needle: &str) -> Vec<(u32, &'t str)> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    // The end of the last line found; the number of the line starting at `counted`.
    let (mut line_end, mut counted, mut line_number) = (0, 0, 1u32);
    for at in memchr::memmem::find_iter(bytes, needle.as_bytes()) {
        if at < line_end {
            continue;
        }
        let start = memchr::memrchr(b'\n', &bytes[..at]).map_or(0, |i| i + 1);
        line_number += memchr::memchr_iter(b'\n', &bytes[counted..start]).count() as u32;
        counted = start;
        let newline = memchr::memchr(b'\n', &bytes[at..]).map(|i| at + i);
        line_end = newline.unwrap_or(bytes.len());
        // `str::lines` drops the `\r` of a `\r\n` ending only.
        let line = &text[start..line_end];
        out.push((line_number, if newline.is_some() { line.strip_suffix('\r').unwrap_or(line) } else { line }));
    }
    out
}

/// `NAME = async_compile.KIND(` lines: (line number, name, kind).
fn kernel_definition_lines(text: &str) -> Vec<(u32, &str, &str)> {
    lines_containing(text, "async_compile.").into_iter().filter_map(|(n, l)| kernel_definition_line(l).map(|(name, kind)| (n, name, kind))).collect()
}

/// Whether the text has a `@triton.jit` function or C++ `extern "C"` kernels (in whatever
/// string wraps them): with the `NAME = async_compile.<kind>(` lines, the kernels it defines.
fn defines_jit_or_cpp_kernels(text: &str) -> bool {
    ["@triton.jit", "extern \"C\""].iter().any(|needle| lines_containing(text, needle).iter().any(|(_, l)| l.trim_start().starts_with(needle)))
}

/// `# kernel path: /tmp/.../cache/xy/cxyuep....py` lines, by module line.
fn kernel_path_comments(text: &str) -> Vec<(u32, String)> {
    const PREFIX: &str = "# kernel path: ";
    lines_containing(text, PREFIX).into_iter().filter_map(|(i, l)| l.trim_start().strip_prefix(PREFIX).map(|p| (i, p.trim().to_string()))).collect()
}

fn call_parts(e: &PyExpr) -> Option<(String, &[PyExpr], &[py::Keyword])> {
    match &e.kind {
        ExprKind::Call { func, args, keywords } => Some((func.dotted_name()?, args, keywords)),
        _ => None,
    }
}

fn int_list(e: &PyExpr) -> Option<&[PyExpr]> {
    match &e.kind {
        ExprKind::Tuple(xs) | ExprKind::List(xs) => Some(xs),
        _ => None,
    }
}

impl<'a> Builder<'a> {
    fn loc(&self, span: Span) -> Loc {
        self.module.loc(span)
    }

    fn read_hints(&mut self, body: &[Stmt]) {
        for s in body {
            let StmtKind::Assign { targets, value } = &s.kind else { continue };
            let Some(name) = targets.first().and_then(|t| t.as_name()) else { continue };
            if let Some(v) = value.as_int() {
                self.hint_ints.insert(name.to_string(), v);
            } else if let Some((f, args, _)) = call_parts(value) {
                // `torch.as_strided(_shared_storage_0, sizes, strides)` (2.15: aliased inputs).
                if f == "torch.as_strided" {
                    let ints = |e: Option<&PyExpr>| e.and_then(int_list).map(|xs| xs.iter().filter_map(|x| x.as_int()).collect::<Vec<_>>());
                    if let (Some(sz), Some(st)) = (ints(args.get(1)), ints(args.get(2))) {
                        self.hint_tensors.insert(name.to_string(), (sz, st));
                    }
                    continue;
                }
                // `generate_example_value(size, stride, device, dtype, offset, alloc)` (2.15).
                let dtype_at = if f.ends_with("generate_example_value") { 3 } else { 2 };
                if f.ends_with("rand_strided") || f.ends_with("empty_strided") || f.ends_with("generate_example_value") {
                    if let Some(dt) = value.keyword("dtype").or_else(|| args.get(dtype_at)).and_then(|d| d.dotted_name()).and_then(|d| DType::from_torch(&d)) {
                        self.hint_dtypes.insert(name.to_string(), dt);
                    }
                    let ints = |e: Option<&PyExpr>| e.and_then(int_list).map(|xs| xs.iter().filter_map(|x| x.as_int()).collect::<Vec<_>>());
                    if let (Some(sz), Some(st)) = (ints(args.first()), ints(args.get(1))) {
                        self.hint_tensors.insert(name.to_string(), (sz, st));
                    }
                }
            }
        }
    }

    fn top_level_assign(&mut self, targets: &[PyExpr], value: &PyExpr, kernel_paths: &[(u32, String)]) {
        let Some(name) = targets.first().and_then(|t| t.as_name()) else { return };
        let Some((f, args, _)) = call_parts(value) else { return };
        let Some(kind) = f.strip_prefix("async_compile.") else { return };
        // The kernel source is the string argument after the name, or the only one:
        // `async_compile.triton('name', src)` (2.1+), `async_compile.triton(src)` and
        // `async_compile.cpp(src)` (2.0-2.1), `cpp_pybinding(['float*', ...], src)`.
        let strings: Vec<&PyExpr> = args.iter().filter(|a| a.as_str().is_some()).collect();
        let src_expr = match strings.as_slice() {
            [only] => Some(*only),
            [first, second, ..] => Some(if f.ends_with("cpp_pybinding") { *first } else { *second }),
            [] => None,
        };
        match kind {
            "triton" => {
                let Some(src_expr) = src_expr else {
                    return self.unparsed_definition(value, &format!("{f}(...)"), "a kernel definition without a source string");
                };
                let Some(source) = src_expr.as_str() else { return };
                let start = py::string_content_start_in(&mut self.line_starts, src_expr.span).unwrap_or(src_expr.span);
                let kernel_name = if strings.len() >= 2 { strings[0].as_str().unwrap_or(name) } else { name };
                // The comment block right before this definition names its cache file.
                let kernel_path = kernel_paths.iter().rev().find(|(l, _)| *l < value.span.line).map(|(_, p)| p.clone());
                let mut unparsed = Vec::new();
                if let Some(mut k) = kernel::parse_triton_kernel(kernel_name, source, start, kernel_path.clone(), &mut unparsed) {
                    k.heuristics.release = Some(self.module.configs_release.release);
                    if let Some(path) = &kernel_path {
                        let configs_hash = configs::configs_hash(&configs::heuristic_configs(&k.heuristics));
                        let own_block =
                            |b: &crate::input::BestConfig| b.kwargs.iter().filter(|(n, _)| n.ends_with("BLOCK")).all(|(n, _)| k.params.iter().any(|p| p.constexpr && &p.name == n));
                        if let Some(bc) = self.cache.best_config_for(path, &self.src.capture_root(), Some(&configs_hash), own_block) {
                            self.module.best_configs.insert(name.to_string(), bc.clone());
                        }
                    }
                    k.name = name.to_string();
                    self.module.kernels.push(Kernel::Triton(Arc::new(k)));
                } else {
                    self.unparsed_definition(value, &format!("async_compile.triton('{kernel_name}', ...)"), "no @triton.jit function in the kernel source");
                }
                for u in unparsed {
                    let loc = self.loc(Span { line: u.line, col: u.column });
                    self.module.unparsed.push(Unparsed { line: loc.line, column: loc.column, ..u });
                }
                // `TORCHINDUCTOR_BENCHMARK_KERNEL=1`: the kernel source carries its own harness.
                self.embedded_harness(name, source, start);
            }
            "cpp_pybinding" | "cpp" => {
                let Some(src_expr) = src_expr else {
                    return self.unparsed_definition(value, &format!("{f}(...)"), "a kernel definition without a source string");
                };
                let arg_types = args.first().and_then(int_list).map(|xs| xs.iter().filter_map(|x| x.as_str().map(str::to_string)).collect()).unwrap_or_default();
                let Some(source) = src_expr.as_str() else { return };
                let start = py::string_content_start_in(&mut self.line_starts, src_expr.span).unwrap_or(src_expr.span);
                // A C++ source with no function the parser reads would be audited as a
                // kernel without accesses: said, not silent.
                if !ia_parsers::cpp::parse_kernel_shared(source).kernels.iter().any(|k| !k.body.is_empty()) {
                    let loc = self.loc(value.span);
                    self.module.unparsed.push(Unparsed {
                        line: loc.line,
                        column: loc.column,
                        text: format!("{f}(...) defining {name}"),
                        reason: "no C++ function definition the tool reads in the kernel source".into(),
                    });
                }
                self.module.kernels.push(Kernel::Cpp(Arc::new(CppKernelDef { name: name.to_string(), arg_types, source: source.to_string(), source_start: start })));
            }
            // Not kernel definitions: the pool itself and its synchronisation.
            k if is_pool_call(k) => {}
            other => self.unparsed_definition(value, &format!("{name} = async_compile.{other}(...)"), &format!("kernels compiled by async_compile.{other} are not analysed")),
        }
    }

    fn unparsed_definition(&mut self, at: &PyExpr, text: &str, reason: &str) {
        let loc = self.loc(at.span);
        self.module.unparsed.push(Unparsed { line: loc.line, column: loc.column, text: text.to_string(), reason: reason.to_string() });
    }

    /// A statement parsed but not interpreted: located, with its text (one line, cut).
    fn unmodelled(&mut self, span: Span, reason: &str) {
        let loc = self.loc(span);
        let line = self.src.text.lines().nth(span.line.saturating_sub(1) as usize).unwrap_or("").trim();
        let text = if line.chars().count() > 120 { line.chars().take(117).collect::<String>() + "..." } else { line.to_string() };
        self.module.unmodelled.push(Unparsed { line: loc.line, column: loc.column, text, reason: reason.to_string() });
    }

    /// Every `NAME = async_compile.<kind>(` line of the text is a kernel of the model or an
    /// unparsed item: a definition the statement parser missed (inside a construct it
    /// skipped, or in a form it does not read) must not vanish silently.
    fn kernel_definitions_accounted(&mut self, definitions: &[(u32, &str, &str)]) {
        for &(line, name, kind) in definitions {
            let loc = self.loc(Span { line, col: 1 });
            if self.module.kernel(name).is_some() || self.module.unparsed.iter().any(|u| u.line == loc.line) {
                continue;
            }
            self.module.unparsed.push(Unparsed {
                line: loc.line,
                column: loc.column,
                text: format!("{name} = async_compile.{kind}(...)"),
                reason: "a kernel definition the parser did not read".into(),
            });
        }
    }

    fn interpret(&mut self, body: &[Stmt]) {
        for s in body {
            match &s.kind {
                StmtKind::Assign { targets, value } => self.assign(targets, value, s.span),
                StmtKind::Expr(e) => self.expr_stmt(e, s.span),
                StmtKind::With { body, .. } => self.interpret(body),
                StmtKind::If { body, orelse, .. } => {
                    self.interpret(body);
                    self.interpret(orelse);
                }
                StmtKind::For { body, .. } | StmtKind::While { body, .. } => self.interpret(body),
                StmtKind::Try { body, .. } => self.interpret(body),
                StmtKind::Return(Some(e)) => self.returned_views(e, s.span),
                _ => {}
            }
        }
    }

    /// A symbolic integer from wrapper text, with names resolved to shape symbols.
    fn int_expr(&self, e: &PyExpr) -> Option<Expr> {
        // Most sizes and strides are literals: what the conversion gives them, directly.
        if let ExprKind::Int(v) = e.kind {
            return Some(Expr::int(v));
        }
        let raw = sym::from_py(e, Semantics::Python).ok()?;
        let unresolved = std::cell::Cell::new(false);
        let out = raw.substitute(&|v: &str| match self.env.get(v) {
            Some(Value::Int(x)) => Some(x.clone()),
            Some(_) => {
                unresolved.set(true);
                None
            }
            None if self.module.symbols.contains_key(v) => None,
            None => {
                unresolved.set(true);
                None
            }
        });
        let unresolved = unresolved.get();
        (!unresolved).then_some(out)
    }

    fn declare_symbol(&mut self, name: &str, hint: Option<i128>) {
        let min = if name.starts_with('u') { 0 } else { 2 };
        let entry = self.module.symbols.entry(name.to_string()).or_insert(Symbol { name: name.to_string(), hint: None, min, max: None });
        if entry.hint.is_none() {
            entry.hint = hint;
        }
        self.env.insert(name.to_string(), Value::Int(Expr::var(name)));
    }

    fn assign(&mut self, targets: &[PyExpr], value: &PyExpr, span: Span) {
        // `a, b, c = args`
        if let (Some(ExprKind::Tuple(names)), Some("args")) = (targets.first().map(|t| &t.kind), value.as_name()) {
            for n in names.iter().filter_map(|n| n.as_name()) {
                self.env.insert(n.to_string(), Value::Arg);
            }
            if self.in_call && self.module.graph_args.is_empty() {
                self.module.graph_args = names.iter().map(|n| n.as_name().unwrap_or("?").to_string()).collect();
            }
            return;
        }
        let Some(name) = targets.first().and_then(|t| t.as_name()).map(str::to_string) else { return };
        let v = self.eval_value(&name, value, span);
        for t in targets {
            if let Some(n) = t.as_name() {
                self.env.insert(n.to_string(), v.clone());
            }
        }
    }

    /// The value an assignment gives `name`.
    fn eval_value(&mut self, name: &str, value: &PyExpr, span: Span) -> Value {
        self.fallback_results.remove(name);
        match &value.kind {
            ExprKind::Name(src) => match self.env.get(src.as_str()).cloned() {
                // `s77 = arg0_1`: an integer graph input is a shape symbol.
                Some(Value::Arg) => {
                    let hint = self.hint_ints.get(src.as_str()).copied();
                    self.declare_symbol(name, hint);
                    self.env.get(name).cloned().unwrap_or(Value::Opaque)
                }
                // `buf3 = buf0; del buf0  # reuse`
                Some(v) => v,
                None => Value::Opaque,
            },
            ExprKind::Int(_) | ExprKind::BinOp { .. } | ExprKind::UnaryOp { .. } => match self.int_expr(value) {
                Some(e) => Value::Int(e),
                // `u2 = 0 + 64 * (max(0, min(8, u1 + 8 if u1 < 0 else u1)))` (2.10+
                // `codegen_dynamic_select_index`): an unknown, non-negative offset symbol.
                None if is_unbacked_name(name) => {
                    self.declare_symbol(name, None);
                    self.env.get(name).cloned().unwrap_or(Value::Opaque)
                }
                None => Value::Opaque,
            },
            ExprKind::Float(f) => Value::Float(f.to_string()),
            // `s20 = arg1_1_size[0]` after `arg1_1_size = arg1_1.size()`.
            ExprKind::Subscript { value: base, items } => {
                let sizes = base
                    .as_name()
                    .and_then(|b| match self.env.get(b) {
                        Some(Value::SizesOf { tensor, strides }) => Some((tensor.clone(), *strides)),
                        _ => None,
                    })
                    // `s0 = arg0_1.size()[0]` (2.15 writes the call and the index together).
                    .or_else(|| match &base.kind {
                        ExprKind::Call { func, args, .. } if args.is_empty() => match &func.kind {
                            ExprKind::Attribute { value: t, attr } if attr == "size" || attr == "stride" => t.as_name().map(|t| (t.to_string(), attr == "stride")),
                            _ => None,
                        },
                        _ => None,
                    });
                let index = match items.as_slice() {
                    [py::SubscriptItem::Index(i)] => i.as_int(),
                    _ => None,
                };
                match (sizes, index) {
                    (Some((tensor, strides)), Some(i)) => {
                        let hint = self.hint_tensors.get(&tensor).and_then(|(sz, st)| if strides { st.get(i as usize) } else { sz.get(i as usize) }).copied();
                        self.declare_symbol(name, hint);
                        self.env.get(name).cloned().unwrap_or(Value::Opaque)
                    }
                    // `buf5 = buf3[1]`: an output of a fallback op (2.5 and 2.6 assert no layout).
                    (None, Some(i)) => base.as_name().and_then(|b| self.fallback_output_buffer(name, b, i, span)).unwrap_or(Value::Opaque),
                    _ => Value::Opaque,
                }
            }
            ExprKind::Call { func, args, .. } => {
                let fname = func.dotted_name().unwrap_or_default();
                // `s0 = arg3_1.size(0)` (before PyTorch 2.6): a size of an input.
                if let ExprKind::Attribute { value: obj, attr } = &func.kind {
                    if (attr == "size" || attr == "stride") && args.is_empty() {
                        if let Some(t) = obj.as_name() {
                            return Value::SizesOf { tensor: t.to_string(), strides: attr == "stride" };
                        }
                    }
                    if attr == "size" || attr == "stride" {
                        let hint = obj.as_name().and_then(|o| {
                            let (sz, st) = self.hint_tensors.get(o)?;
                            let i = args.first()?.as_int()? as usize;
                            if attr == "size" {
                                sz.get(i).copied()
                            } else {
                                st.get(i).copied()
                            }
                        });
                        self.declare_symbol(name, hint);
                        return self.env.get(name).cloned().unwrap_or(Value::Opaque);
                    }
                    if attr == "item" {
                        self.declare_symbol(name, None);
                        return self.env.get(name).cloned().unwrap_or(Value::Opaque);
                    }
                }
                if is_allocator(&fname) {
                    return self.alloc(name, args, value, span);
                }
                // `empty((2047, 50272), device='cpu', dtype=torch.float32)` (2.0-2.1's wrapper,
                // `from torch import device, empty, empty_strided`): a contiguous allocation.
                if fname == "empty" && args.len() == 1 {
                    let sizes: Option<Vec<Expr>> = int_list(&args[0]).and_then(|xs| xs.iter().map(|s| self.int_expr(s)).collect());
                    if let Some(sizes) = sizes {
                        // Row-major strides: each the product of the sizes after it.
                        let mut strides = vec![Expr::int(1); sizes.len()];
                        for i in (0..sizes.len().saturating_sub(1)).rev() {
                            strides[i] = strides[i + 1].clone() * sizes[i + 1].clone();
                        }
                        return self.alloc_shaped(name, sizes, strides, value, span);
                    }
                    self.unmodelled(span, "an allocation whose sizes the model cannot read");
                    return self.opaque_buffer(name, "empty with sizes the model cannot read", span);
                }
                if let Some(v) = self.as_strided(name, value, span) {
                    return v;
                }
                if fname == "reinterpret_tensor" {
                    return self.reinterpret(name, args, span);
                }
                if fname == "alloc_from_pool" {
                    return self.alloc_from_pool(name, args, span);
                }
                // `buf = copy_if_misaligned(arg0_1)` (2.13+): the same tensor, or a copy of
                // the same shape at an aligned address.
                // 2.12 named it `copy_misaligned(arg0_1)`.
                if fname == "copy_if_misaligned" || fname == "copy_misaligned" {
                    if let Some(src) = args.first().and_then(|a| a.as_name()) {
                        self.materialize_opaque(src, span);
                        if let Some(v) = self.env.get(src).cloned() {
                            return v;
                        }
                    }
                }
                // `aten.view.dtype(reinterpret_tensor(buf0, ...), torch.int32)`: the same
                // bytes read as another element type.
                if fname == "aten.view.dtype" || fname == "torch.ops.aten.view.dtype" {
                    return self.dtype_view(name, args, span);
                }
                if let ExprKind::Attribute { value: inner, attr } = &func.kind {
                    // `empty_strided_cpu((n,), (1,), dt).as_strided(sizes, strides)`: an
                    // allocation larger than the view it is used as.
                    if attr == "as_strided" {
                        if let Some((f_in, in_args, _)) = call_parts(inner).filter(|(f, ..)| is_allocator(f)) {
                            let _ = f_in;
                            let v = self.alloc(name, in_args, inner, span);
                            match (self.shape(args.first(), args.get(1)), self.module.buffers.get_mut(name)) {
                                (Some((sizes, strides)), Some(buf)) if buf.origin == Origin::Alloc => {
                                    buf.sizes = sizes;
                                    buf.strides = strides;
                                }
                                _ => self.unmodelled(span, "an as_strided view of an allocation the model cannot read"),
                            }
                            return v;
                        }
                    }
                }
                if is_tensor_factory(&fname) {
                    self.unmodelled(span, &format!("a tensor allocated or viewed by {fname}(...), which the model does not interpret"));
                }
                // `u0 = int(buf1.item())` (2.14+; `buf1.item()` before): an unbacked integer
                // read from a tensor.
                if fname == "int" {
                    if let Some(ExprKind::Call { func: inner, args: inner_args, .. }) = args.first().map(|a| &a.kind) {
                        if inner_args.is_empty() && matches!(&inner.kind, ExprKind::Attribute { attr, .. } if attr == "item") {
                            self.declare_symbol(name, None);
                            return self.env.get(name).cloned().unwrap_or(Value::Opaque);
                        }
                    }
                }
                if matches!(fname.as_str(), "Min" | "Max" | "min" | "max" | "math.trunc" | "math.floor" | "int") || fname.starts_with("triton_helpers") {
                    if let Some(e) = self.int_expr(value) {
                        return Value::Int(e);
                    }
                    // `u3 = max(0, u3_end - u3_start)` (2.10+ dynamic slice sizes): an
                    // unbacked size the model keeps as an unknown, non-negative symbol.
                    if is_unbacked_name(name) {
                        self.declare_symbol(name, None);
                        return self.env.get(name).cloned().unwrap_or(Value::Opaque);
                    }
                }
                self.opaque_call(value, Some(name), span);
                if let Some(call) = self.module.extern_calls.last().filter(|c| c.result.as_deref() == Some(name)) {
                    let outputs = self.fallback_outputs(call, value);
                    if !outputs.is_empty() {
                        self.fallback_results.insert(name.to_string(), outputs);
                    }
                }
                Value::OpaqueCall(fname)
            }
            _ => {
                if let Some(e) = self.int_expr(value) {
                    Value::Int(e)
                } else if matches!(value.kind, ExprKind::IfExp { .. }) && is_unbacked_name(name) {
                    // `u3_start = 0 if u1 >= 0 else 8` (2.10+ `codegen_dynamic_slice_size`,
                    // clamped to [0, size]): an unknown, non-negative symbol.
                    self.declare_symbol(name, None);
                    self.env.get(name).cloned().unwrap_or(Value::Opaque)
                } else {
                    Value::Opaque
                }
            }
        }
    }

    fn shape(&self, sizes: Option<&PyExpr>, strides: Option<&PyExpr>) -> Option<(Vec<Expr>, Vec<Expr>)> {
        let sz: Option<Vec<Expr>> = int_list(sizes?)?.iter().map(|e| self.int_expr(e)).collect();
        let st: Option<Vec<Expr>> = int_list(strides?)?.iter().map(|e| self.int_expr(e)).collect();
        let (sz, st) = (sz?, st?);
        (sz.len() == st.len()).then_some((sz, st))
    }

    fn alloc(&mut self, name: &str, args: &[PyExpr], value: &PyExpr, span: Span) -> Value {
        let Some((sizes, strides)) = self.shape(args.first(), args.get(1)) else {
            self.unmodelled(span, "an allocation whose sizes or strides the model cannot read");
            return self.opaque_buffer(name, "empty_strided with sizes the model cannot read", span);
        };
        let dtype = args.get(2).or_else(|| value.keyword("dtype")).and_then(|d| d.dotted_name()).and_then(|d| DType::from_torch(&d));
        self.alloc_with(name, sizes, strides, dtype, value, span)
    }

    /// An allocation of known sizes and strides whose dtype is a keyword (`empty(sizes, dtype=...)`).
    fn alloc_shaped(&mut self, name: &str, sizes: Vec<Expr>, strides: Vec<Expr>, value: &PyExpr, span: Span) -> Value {
        let dtype = value.keyword("dtype").and_then(|d| d.dotted_name()).and_then(|d| DType::from_torch(&d));
        self.alloc_with(name, sizes, strides, dtype, value, span)
    }

    fn alloc_with(&mut self, name: &str, sizes: Vec<Expr>, strides: Vec<Expr>, dtype: Option<DType>, value: &PyExpr, span: Span) -> Value {
        let device = value.keyword("device").and_then(|d| d.as_str().map(str::to_string).or_else(|| d.dotted_name()));
        let extent = storage_extent(&sizes, &strides, &Expr::int(0));
        let buf = Buffer {
            name: name.to_string(),
            origin: Origin::Alloc,
            dtype,
            device,
            sizes,
            strides,
            offset: Expr::int(0),
            storage_extent: Some(extent),
            storage_of: name.to_string(),
            loc: self.loc(span),
        };
        self.module.buffers.insert(name.to_string(), buf);
        Value::Buffer(name.to_string())
    }

    fn reinterpret(&mut self, name: &str, args: &[PyExpr], span: Span) -> Value {
        if let Some(b) = args.first().and_then(|b| b.as_name()) {
            self.materialize_opaque(b, span);
        }
        let base = args.first().and_then(|b| b.as_name()).and_then(|b| match self.env.get(b) {
            Some(Value::Buffer(n)) => self.module.buffers.get(n).cloned(),
            _ => None,
        });
        let shape = self.shape(args.get(1), args.get(2));
        let offset = args.get(3).and_then(|o| self.int_expr(o));
        match (base, shape, offset) {
            (Some(base), Some((sizes, strides)), Some(offset)) => {
                let buf = Buffer {
                    name: name.to_string(),
                    origin: base.origin.clone(),
                    dtype: base.dtype,
                    device: base.device.clone(),
                    sizes,
                    strides,
                    offset: base.offset.clone() + offset,
                    storage_extent: base.storage_extent.clone(),
                    storage_of: base.storage_of.clone(),
                    loc: self.loc(span),
                };
                self.module.buffers.insert(name.to_string(), buf);
                Value::Buffer(name.to_string())
            }
            _ => {
                self.unmodelled(span, "a reinterpret_tensor whose base, sizes, strides or offset the model cannot read");
                self.opaque_buffer(name, "reinterpret_tensor of a base the model cannot follow", span)
            }
        }
    }

    /// `alloc_from_pool(pool, offset_bytes, dtype, sizes, strides)`: a view of a byte pool.
    fn alloc_from_pool(&mut self, name: &str, args: &[PyExpr], span: Span) -> Value {
        let pool = args.first().and_then(|b| b.as_name()).and_then(|b| match self.env.get(b) {
            Some(Value::Buffer(n)) => self.module.buffers.get(n).cloned(),
            _ => None,
        });
        let offset_bytes = args.get(1).and_then(|o| self.int_expr(o));
        let dtype = args.get(2).and_then(|d| d.dotted_name()).and_then(|d| DType::from_torch(&d));
        let shape = self.shape(args.get(3), args.get(4));
        match (pool, offset_bytes, dtype, shape) {
            (Some(pool), Some(off), Some(dt), Some((sizes, strides))) => {
                let item = i128::from(dt.itemsize());
                let pool_item = i128::from(pool.dtype.map(|d| d.itemsize()).unwrap_or(1));
                // Pools are byte buffers; express the view in its own elements.
                let extent = pool.storage_extent.clone().map(|e| (e * Expr::int(pool_item)).floor_div(Expr::int(item)));
                let buf = Buffer {
                    name: name.to_string(),
                    origin: Origin::Alloc,
                    dtype: Some(dt),
                    device: pool.device.clone(),
                    sizes,
                    strides,
                    offset: (off).floor_div(Expr::int(item)),
                    storage_extent: extent,
                    storage_of: pool.storage_of.clone(),
                    loc: self.loc(span),
                };
                self.module.buffers.insert(name.to_string(), buf);
                Value::Buffer(name.to_string())
            }
            _ => {
                self.unmodelled(span, "an alloc_from_pool whose pool, offset, dtype or shape the model cannot read");
                self.opaque_buffer(name, "alloc_from_pool with arguments the model cannot read", span)
            }
        }
    }

    /// `aten.view.dtype(x, dtype)`: the view's storage and offset in elements of the new
    /// type. Equal item sizes keep the shape; otherwise the innermost (contiguous)
    /// dimension and every other stride scale by the size ratio.
    fn dtype_view(&mut self, name: &str, args: &[PyExpr], span: Span) -> Value {
        let base = match args.first().map(|a| &a.kind) {
            Some(ExprKind::Name(n)) => {
                self.materialize_opaque(n, span);
                match self.env.get(n.as_str()) {
                    Some(Value::Buffer(b)) => self.module.buffers.get(b).cloned(),
                    _ => None,
                }
            }
            Some(ExprKind::Call { func, args: inner, .. }) if func.dotted_name().as_deref() == Some("reinterpret_tensor") => {
                let tmp = format!("{name}<base>");
                match self.reinterpret(&tmp, inner, span) {
                    Value::Buffer(b) => self.module.buffers.get(&b).cloned(),
                    _ => None,
                }
            }
            _ => None,
        };
        let to = args.get(1).and_then(|d| d.dotted_name()).and_then(|d| DType::from_torch(&d));
        let Some((base, to)) = base.zip(to) else {
            self.unmodelled(span, "a dtype view of a tensor or to a type the model cannot read");
            return self.opaque_buffer(name, "aten.view.dtype of a tensor the model cannot follow", span);
        };
        let (from_size, to_size) = (i128::from(base.dtype.map(|d| d.itemsize()).unwrap_or(0)), i128::from(to.itemsize()));
        let mut buf = Buffer { name: name.to_string(), dtype: Some(to), loc: self.loc(span), ..base.clone() };
        if from_size != to_size {
            let last_contiguous = base.strides.last().and_then(|s| s.as_const()) == Some(1) || base.sizes.is_empty();
            if from_size == 0 || !last_contiguous {
                self.unmodelled(span, "a dtype view changing the element size of a tensor of unknown type or non-contiguous last dimension");
                return self.opaque_buffer(name, "aten.view.dtype the model cannot follow", span);
            }
            let scale = |e: &Expr| -> Expr {
                if from_size > to_size {
                    e.clone() * Expr::int(from_size / to_size)
                } else {
                    e.clone().floor_div(Expr::int(to_size / from_size))
                }
            };
            let n = buf.sizes.len();
            for (i, (sz, st)) in buf.sizes.iter_mut().zip(buf.strides.iter_mut()).enumerate() {
                if i + 1 == n {
                    *sz = scale(sz);
                } else {
                    *st = scale(st);
                }
            }
            buf.offset = scale(&base.offset);
            buf.storage_extent = base.storage_extent.as_ref().map(scale);
        }
        self.module.buffers.insert(name.to_string(), buf);
        Value::Buffer(name.to_string())
    }

    /// A graph input without a size assert, or an extern kernel's result, used as a tensor:
    /// a buffer of unknown storage (its dtype from `get_args()` when known).
    fn materialize_opaque(&mut self, n: &str, span: Span) {
        match self.env.get(n).cloned() {
            Some(Value::Arg) => {
                self.unasserted_input(n, span);
                self.env.insert(n.to_string(), Value::Buffer(n.to_string()));
            }
            Some(Value::OpaqueCall(what)) => {
                self.opaque_buffer(n, &format!("the result of {what}(...)"), span);
                self.env.insert(n.to_string(), Value::Buffer(n.to_string()));
            }
            _ => {}
        }
    }

    /// A graph input no size assert describes. In a module without shape symbols (a
    /// static compile: Dynamo guards every input's exact sizes and strides) the example
    /// input of `get_args()` / `__main__` is its shape, as 2.0-2.1 wrappers, which assert
    /// no input, rely on. Otherwise its storage is unknown, its dtype still the example's.
    fn unasserted_input(&mut self, n: &str, span: Span) {
        // An empty example says nothing of the storage (Inductor asserts no empty input).
        let example = self.hint_tensors.get(n).filter(|(sz, _)| self.module.symbols.is_empty() && !sz.contains(&0)).cloned();
        if let Some((sz, st)) = example.filter(|(sz, st)| sz.len() == st.len()) {
            let sizes: Vec<Expr> = sz.iter().map(|v| Expr::int(*v)).collect();
            let strides: Vec<Expr> = st.iter().map(|v| Expr::int(*v)).collect();
            let extent = storage_extent(&sizes, &strides, &Expr::int(0));
            let buf = Buffer {
                name: n.to_string(),
                origin: Origin::Input,
                dtype: self.hint_dtypes.get(n).copied(),
                device: None,
                sizes,
                strides,
                offset: Expr::int(0),
                storage_extent: Some(extent),
                storage_of: n.to_string(),
                loc: self.loc(span),
            };
            self.module.buffers.insert(n.to_string(), buf);
            return;
        }
        self.opaque_buffer(n, "graph input without assert_size_stride", span);
        if let (Some(buf), Some(dt)) = (self.module.buffers.get_mut(n), self.hint_dtypes.get(n)) {
            buf.dtype = Some(*dt);
        }
    }

    fn opaque_buffer(&mut self, name: &str, what: &str, span: Span) -> Value {
        let buf = Buffer {
            name: name.to_string(),
            origin: Origin::Opaque { what: what.to_string() },
            dtype: None,
            device: None,
            sizes: Vec::new(),
            strides: Vec::new(),
            offset: Expr::int(0),
            storage_extent: None,
            storage_of: name.to_string(),
            loc: self.loc(span),
        };
        self.module.buffers.insert(name.to_string(), buf);
        Value::Buffer(name.to_string())
    }

    fn expr_stmt(&mut self, e: &PyExpr, span: Span) {
        let ExprKind::Call { func, args, keywords } = &e.kind else { return };
        let fname = func.dotted_name().unwrap_or_default();
        // Size asserts of every release: `assert_size_stride(x, sizes, strides[, op])`,
        // `assert_tensor_metadata(x, sizes, strides, dtype, op)` (2.8+, an op with a
        // declared dtype) and `assert_size_stride_grouped((x, y), (sx, sy), (tx, ty), op)`
        // (2.15: the deferred input asserts of one kernel in one call).
        match fname.as_str() {
            "assert_size_stride" | "torch._C._dynamo.guards.assert_size_stride" => {
                self.assert_shape(args.first(), args.get(1), args.get(2), None, span);
                return;
            }
            "assert_tensor_metadata" | "torch._inductor.runtime.runtime_utils.assert_tensor_metadata" => {
                let dtype = args.get(3).and_then(|d| d.dotted_name()).and_then(|d| DType::from_torch(&d));
                self.assert_shape(args.first(), args.get(1), args.get(2), dtype, span);
                return;
            }
            "assert_size_stride_grouped" | "torch._C._dynamo.guards.assert_size_stride_grouped" => {
                match (args.first().and_then(int_list), args.get(1).and_then(int_list), args.get(2).and_then(int_list)) {
                    (Some(names), Some(sizes), Some(strides)) if names.len() == sizes.len() && names.len() == strides.len() => {
                        for i in 0..names.len() {
                            self.assert_shape(names.get(i), sizes.get(i), strides.get(i), None, span);
                        }
                    }
                    _ => self.unmodelled(span, "a grouped size assert whose names, sizes and strides do not line up"),
                }
                return;
            }
            // Checks that say nothing about extents: alignment, NaN/Inf, device asserts.
            "assert_alignment" | "check_alignment" | "torch._check" | "torch._check_is_size" | "_check_is_size" => return,
            f if f.rsplit('.').next().is_some_and(|last| last.starts_with("assert_")) => {
                self.unmodelled(span, "an assert on a tensor in a form the model does not know");
                return;
            }
            _ => {}
        }
        // `kernel.run(args..., stream=stream0)` (Triton) or `cpp_fused_x(args...)` (C++).
        let (mut kname, is_run) = match fname.strip_suffix(".run") {
            Some(k) => (k.to_string(), true),
            None => (fname.clone(), false),
        };
        if let Some((from, to)) = &self.run_alias {
            if *from == kname {
                kname = to.clone();
            }
        }
        let Some(kernel) = self.module.kernel(&kname).cloned() else {
            if is_run {
                // `X.run(...)` is how every release launches a Triton kernel: one the
                // module does not define (or whose definition was not read) binds tensors
                // the model cannot check.
                self.unmodelled(span, &format!("a launch of {kname}, which no kernel definition of this module provides"));
                return;
            }
            // Extern kernels, aten ops, tensor methods: the views passed to them
            // (`out=reinterpret_tensor(..)`) and the call itself.
            self.opaque_call(e, None, span);
            return;
        };
        if !is_run && !matches!(kernel, Kernel::Cpp(_)) {
            return;
        }
        let mut bindings: Vec<ArgBinding> = Vec::with_capacity(args.len());
        for a in args {
            match &a.kind {
                // `triton_.run(*args, stream=stream0)` in a benchmark harness.
                ExprKind::Starred(inner) if inner.as_name().is_some_and(|n| self.star_args.contains_key(n)) => {
                    bindings.extend(inner.as_name().and_then(|n| self.star_args.get(n)).cloned().unwrap_or_default());
                }
                _ => {
                    let b = self.binding(a, span);
                    bindings.push(b);
                }
            }
        }
        // Arguments passed by name (`xnumel=16`; user kernels' scalars): the launch-control
        // keywords of every release (`grid=grid(n)`, `stream=stream0`) bind no parameter.
        let by_name: Vec<(String, ArgBinding)> = keywords
            .iter()
            .filter(|k| !matches!(k.name.as_str(), "grid" | "stream" | "launch_pdl" | "benchmark_run"))
            .map(|k| (k.name.clone(), self.binding(&k.value, span)))
            .collect();
        for b in bindings.iter().chain(by_name.iter().map(|(_, b)| b)) {
            if let ArgBinding::Unknown { text } = b {
                self.unmodelled(span, &format!("a launch argument the model cannot follow: {text}"));
            }
        }
        // Keywords naming a constexpr (a user kernel's `BLOCK_SIZE=64`) are compile-time.
        let by_name: Vec<(String, ArgBinding)> = match &kernel {
            Kernel::Triton(k) => by_name.into_iter().filter(|(n, _)| k.params.iter().any(|p| p.name == *n && (!p.constexpr || k.constants.contains_key(n)))).collect(),
            Kernel::Cpp(_) => by_name,
        };
        if let Kernel::Triton(k) = &kernel {
            let expected = k.runtime_params().filter(|p| !k.constants.contains_key(&p.name)).count() + k.extra_launcher_args.len();
            let with_constants = k.params.iter().filter(|p| !p.constexpr || k.constants.contains_key(&p.name)).count() + k.extra_launcher_args.len();
            let passed = bindings.len() + by_name.len();
            if passed != expected && passed != with_constants {
                self.unmodelled(span, &format!("the launch passes {passed} arguments to {expected} parameters of {kname}"));
            }
        }
        let (args_named, extra) = match &kernel {
            Kernel::Triton(k) => {
                let names: Vec<String> = k.runtime_params().map(|p| p.name.clone()).filter(|n| !k.constants.contains_key(n)).collect();
                // Parameters fixed by `triton_meta['constants']` but not annotated
                // `tl.constexpr` in the def (`xnumel` of a 1-row reduction) are still passed
                // positionally: `.run(arg1_1, buf4, buf5, 1, 3000000)` binds xnumel=1.
                let with_constants: Vec<String> = k.params.iter().filter(|p| !p.constexpr || k.constants.contains_key(&p.name)).map(|p| p.name.clone()).collect();
                let names = if with_constants.len() > names.len() && bindings.len() == with_constants.len() + k.extra_launcher_args.len() { with_constants } else { names };
                let mut it = bindings.into_iter();
                let mut named: Vec<(String, ArgBinding)> = names.iter().cloned().zip(it.by_ref()).collect();
                let extra: Vec<(String, ArgBinding)> = k.extra_launcher_args.iter().cloned().zip(it).collect();
                for (n, b) in by_name {
                    match named.iter_mut().find(|(p, _)| *p == n) {
                        Some(slot) => slot.1 = b,
                        None => named.push((n, b)),
                    }
                }
                (named, extra)
            }
            Kernel::Cpp(_) => (bindings.into_iter().enumerate().map(|(i, b)| (format!("arg{i}"), b)).collect(), Vec::new()),
        };
        let loc = self.loc(span);
        self.module.launches.push(Launch { kernel: kname, loc, args: args_named, extra_args: extra });
    }

    fn binding(&mut self, a: &PyExpr, span: Span) -> ArgBinding {
        // Before PyTorch 2.2, C++ kernels were called through ctypes:
        // `kernel0(c_void_p(buf0.data_ptr()), c_long(s0))`.
        if let ExprKind::Call { func, args, .. } = &a.kind {
            let f = func.dotted_name().unwrap_or_default();
            if let (Some(ctype), [inner]) = (f.rsplit('.').next().filter(|l| l.starts_with("c_")), args.as_slice()) {
                let _ = ctype;
                if let ExprKind::Call { func: dp, args: none, .. } = &inner.kind {
                    if let ExprKind::Attribute { value: t, attr } = &dp.kind {
                        if attr == "data_ptr" && none.is_empty() {
                            return self.binding(t, span);
                        }
                    }
                }
                return self.binding(inner, span);
            }
        }
        match &a.kind {
            ExprKind::None => ArgBinding::None,
            ExprKind::Float(f) => ArgBinding::Float { text: f.to_string() },
            ExprKind::Name(n) => match self.env.get(n.as_str()).cloned() {
                Some(Value::Buffer(b)) => ArgBinding::Tensor { buffer: b },
                Some(Value::Int(e)) => ArgBinding::Int { value: e },
                Some(Value::Float(t)) => ArgBinding::Float { text: t },
                Some(Value::Arg) => {
                    // A graph input never described by assert_size_stride: an opaque tensor of
                    // unknown size whose dtype get_args() still gives.
                    self.unasserted_input(n, span);
                    ArgBinding::Tensor { buffer: n.clone() }
                }
                Some(Value::OpaqueCall(what)) => {
                    self.opaque_buffer(n, &format!("the result of {what}(...)"), span);
                    self.env.insert(n.clone(), Value::Buffer(n.clone()));
                    ArgBinding::Tensor { buffer: n.clone() }
                }
                _ => ArgBinding::Unknown { text: n.clone() },
            },
            // `aten.view.dtype(reinterpret_tensor(buf0, ...), torch.int32)` passed inline
            // (`codegen_reinterpret_view` with a dtype cast).
            ExprKind::Call { func, args, .. } if matches!(func.dotted_name().as_deref(), Some("aten.view.dtype" | "torch.ops.aten.view.dtype")) => {
                self.tmp_counter += 1;
                let tmp = format!("{}<view{}>", args.first().and_then(|b| b.as_name()).unwrap_or("?"), self.tmp_counter);
                match self.dtype_view(&tmp, args, span) {
                    Value::Buffer(b) => ArgBinding::Tensor { buffer: b },
                    _ => ArgBinding::Unknown { text: "aten.view.dtype(...)".into() },
                }
            }
            ExprKind::Call { func, args, .. } if func.dotted_name().as_deref() == Some("reinterpret_tensor") => {
                self.tmp_counter += 1;
                let tmp = format!("{}<view{}>", args.first().and_then(|b| b.as_name()).unwrap_or("?"), self.tmp_counter);
                match self.reinterpret(&tmp, args, span) {
                    Value::Buffer(b) => ArgBinding::Tensor { buffer: b },
                    _ => ArgBinding::Unknown { text: "reinterpret_tensor(...)".into() },
                }
            }
            _ => match self.int_expr(a) {
                Some(e) => ArgBinding::Int { value: e },
                None => ArgBinding::Unknown { text: format!("{:?}", a.kind).chars().take(80).collect() },
            },
        }
    }

    /// A size assert on `name`: `assert_size_stride(arg3_1, (s77, 3, s53, s0), (3*s0*s53, s0*s53, s0, 1))`.
    /// A graph input (or an extern kernel's result) whose storage holds at least this view.
    /// Symbols seen here for the first time get their hints from the matching dimension in
    /// `get_args()`. A buffer the wrapper allocated itself keeps its exact storage.
    fn assert_shape(&mut self, name: Option<&PyExpr>, sizes_e: Option<&PyExpr>, strides_e: Option<&PyExpr>, dtype: Option<DType>, span: Span) {
        let Some(name) = name.and_then(|a| a.as_name()).map(str::to_string) else {
            // `assert_size_stride(reinterpret_tensor(...), ...)` or `None`: nothing is named.
            if name.is_some_and(|n| !matches!(n.kind, ExprKind::None)) {
                self.unmodelled(span, "a size assert on an expression, not a named tensor");
            }
            return;
        };
        let hints = self.hint_tensors.get(&name).cloned();
        for (list_idx, list) in [sizes_e, strides_e].into_iter().enumerate() {
            let Some(items) = list.and_then(int_list) else { continue };
            for (i, e) in items.iter().enumerate() {
                if let Some(sym_name) = e.as_name() {
                    if !self.env.contains_key(sym_name) && is_shape_symbol(sym_name) {
                        let hint = hints.as_ref().and_then(|(sz, st)| if list_idx == 0 { sz.get(i) } else { st.get(i) }).copied();
                        self.declare_symbol(sym_name, hint);
                    }
                }
            }
        }
        let Some((sizes, strides)) = self.shape(sizes_e, strides_e) else {
            self.unmodelled(span, &format!("a size assert on {name} with sizes or strides the model cannot read"));
            return;
        };
        // An allocation the wrapper made (or a view of one) keeps its exact storage; the
        // assert only restates its shape.
        if let Some(Value::Buffer(b)) = self.env.get(&name) {
            if self.module.buffers.get(b).is_some_and(|buf| buf.storage_extent.is_some() && buf.origin == Origin::Alloc) {
                return;
            }
        }
        let extent = storage_extent(&sizes, &strides, &Expr::int(0));
        let dtype = dtype.or_else(|| self.module.buffers.get(&name).and_then(|b| b.dtype)).or_else(|| self.hint_dtypes.get(&name).copied());
        let buf = Buffer {
            name: name.clone(),
            origin: Origin::Input,
            dtype,
            device: None,
            sizes,
            strides,
            offset: Expr::int(0),
            storage_extent: Some(extent),
            storage_of: name.clone(),
            loc: self.loc(span),
        };
        self.module.buffers.insert(name.clone(), buf);
        self.env.insert(name.clone(), Value::Buffer(name));
    }
}

/// Allocations of an exact storage: `empty_strided_<device>` of every release and device,
/// `empty_strided(..., device=...)`, `tracked_empty_strided` (memory tracking),
/// `empty_strided_p2p` (symmetric memory).
fn is_allocator(f: &str) -> bool {
    ALLOCATORS.contains(&f) || f.starts_with("empty_strided_") || f == "tracked_empty_strided"
}

/// Calls that make a tensor or a view of one that the model does not interpret: counted
/// as unmodelled so that the storage they give is never silently unknown.
fn is_tensor_factory(f: &str) -> bool {
    let last = f.rsplit('.').next().unwrap_or(f);
    let torch_level = f.starts_with("torch.") && !f.starts_with("torch.ops.") && f.matches('.').count() == 1;
    let factory = matches!(last, "empty" | "zeros" | "ones" | "full" | "empty_like" | "zeros_like" | "ones_like" | "full_like" | "as_strided" | "empty_strided");
    let method = matches!(
        last,
        "new_empty"
            | "new_zeros"
            | "new_ones"
            | "new_full"
            | "new_empty_strided"
            | "as_strided"
            | "view"
            | "reshape"
            | "expand"
            | "narrow"
            | "permute"
            | "transpose"
            | "unsqueeze"
            | "squeeze"
            | "select"
    );
    // Bare names: 2.0-2.1's wrapper imports `empty`, `empty_strided`, `as_strided` from torch.
    ((torch_level || !f.contains('.')) && factory) || (!f.starts_with("torch.") && !f.starts_with("aten.") && !f.starts_with("extern_kernels.") && f.contains('.') && method)
}

/// An unbacked symbol Inductor names `u<N>` (and the `u<N>_start` / `u<N>_end` bounds of a
/// dynamic slice): integers read at run time, never negative where Inductor writes them.
fn is_unbacked_name(n: &str) -> bool {
    let base = n.strip_suffix("_start").or_else(|| n.strip_suffix("_end")).unwrap_or(n);
    base.strip_prefix('u').is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
}

fn is_shape_symbol(n: &str) -> bool {
    let mut c = n.chars();
    matches!(c.next(), Some('s' | 'u')) && c.clone().next().is_some() && c.all(|ch| ch.is_ascii_digit())
}

/// Elements a strided view needs from its storage start: `offset + 1 + Σ(size-1)·stride`,
/// or `offset` when some size is 0. Symbolic sizes are at least 1 here (Dynamo
/// specialises 0), so the `numel == 0` case only applies to literal zeros.
pub fn storage_extent(sizes: &[Expr], strides: &[Expr], offset: &Expr) -> Expr {
    if sizes.iter().any(|s| s.as_const() == Some(0)) {
        return offset.clone();
    }
    if let Some(total) = constant_storage_extent(sizes, strides, offset) {
        return Expr::int(total);
    }
    let mut total = offset.clone() + Expr::int(1);
    for (s, st) in sizes.iter().zip(strides) {
        total = total + (s.clone() - Expr::int(1)) * st.clone();
    }
    total
}

/// [`storage_extent`] of literal sizes, strides and offset, in plain integers: what the
/// symbolic sum folds to, without building it (every allocation of a static-shape
/// module). `None` where a value is symbolic or the sum overflows.
fn constant_storage_extent(sizes: &[Expr], strides: &[Expr], offset: &Expr) -> Option<i128> {
    let mut total = offset.as_const()?.checked_add(1)?;
    for (s, st) in sizes.iter().zip(strides) {
        total = total.checked_add(s.as_const()?.checked_sub(1)?.checked_mul(st.as_const()?)?)?;
    }
    Some(total)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The substring search finds the lines, numbers and text `str::lines` gives.
    #[test]
    fn lines_containing_matches_str_lines() {
        let text = "a = 1\r\nx = async_compile.triton('x', '''\n# kernel path: /p.py\n''') # async_compile.\n\n  y = async_compile.cpp(s)\r";
        for needle in ["async_compile.", "# kernel path: ", "=", "zzz"] {
            let by_lines: Vec<(u32, &str)> = text.lines().enumerate().filter(|(_, l)| l.contains(needle)).map(|(i, l)| (i as u32 + 1, l)).collect();
            assert_eq!(lines_containing(text, needle), by_lines, "{needle}");
        }
        assert_eq!(kernel_definition_lines(text), vec![(2, "x", "triton"), (6, "y", "cpp")]);
        assert_eq!(kernel_path_comments(text), vec![(3, "/p.py".to_string())]);
    }

    #[test]
    fn literal_storage_extent_matches_the_symbolic_sum() {
        let ints = |xs: &[i128]| xs.iter().map(|&x| Expr::int(x)).collect::<Vec<_>>();
        let (sizes, strides, offset) = (ints(&[5, 3, 2]), ints(&[6, 2, 1]), Expr::int(7));
        let mut total = offset.clone() + Expr::int(1);
        for (s, st) in sizes.iter().zip(&strides) {
            total = total + (s.clone() - Expr::int(1)) * st.clone();
        }
        assert_eq!(storage_extent(&sizes, &strides, &offset), total);
    }
}
