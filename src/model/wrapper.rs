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
}

/// Builds the model of one module. Never fails: what is not understood is recorded in
/// `unparsed` (syntax) or left opaque (semantics).
pub fn build_module(src: Arc<ModuleSource>, cache: &CacheIndex) -> Module {
    let parsed = py::parse_module(&src.text);
    let module = Module {
        id: src.id(),
        path: src.path.display().to_string(),
        compile_id: src.compile_id.clone(),
        symbols: BTreeMap::new(),
        buffers: BTreeMap::new(),
        kernels: Vec::new(),
        launches: Vec::new(),
        best_configs: BTreeMap::new(),
        unparsed: Vec::new(),
        source: src.clone(),
    };
    let mut b = Builder { src: &src, cache, module, env: HashMap::new(), hint_ints: HashMap::new(), hint_tensors: HashMap::new(), hint_dtypes: HashMap::new(), tmp_counter: 0 };
    for u in &parsed.unsupported {
        let loc = b.module.loc(u.span);
        b.module.unparsed.push(Unparsed { line: loc.line, column: loc.column, text: u.text.clone(), reason: u.reason.clone() });
    }
    let kernel_paths = kernel_path_comments(&src.text);

    // Hints first: `call` refers to symbols whose values only `get_args` gives.
    for s in &parsed.body {
        if let StmtKind::FunctionDef { name, body, .. } = &s.kind {
            if name == "get_args" || name == "benchmark_compiled_module" {
                b.read_hints(body);
            }
        }
    }
    for s in &parsed.body {
        match &s.kind {
            StmtKind::Assign { targets, value } => b.top_level_assign(targets, value, &kernel_paths),
            StmtKind::FunctionDef { name, body, .. } if name == "call" || name.starts_with("partition_") => b.interpret(body),
            StmtKind::ClassDef { body, .. } => {
                for s in body {
                    if let StmtKind::FunctionDef { name, body, .. } = &s.kind {
                        if name == "call" || name.starts_with("partition_") {
                            b.interpret(body);
                        }
                    }
                }
            }
            _ => {}
        }
    }
    // Translate unparsed positions (kernel ones are already in module coordinates).
    for u in &mut b.module.unparsed {
        if u.line == 0 {
            u.line = 1;
        }
    }
    b.module
}

/// `# kernel path: /tmp/.../cache/xy/cxyuep....py` lines, by module line.
fn kernel_path_comments(text: &str) -> Vec<(u32, String)> {
    text.lines().enumerate().filter_map(|(i, l)| l.trim_start().strip_prefix("# kernel path: ").map(|p| (i as u32 + 1, p.trim().to_string()))).collect()
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
                if f.ends_with("rand_strided") || f.ends_with("empty_strided") {
                    if let Some(dt) = value.keyword("dtype").or_else(|| args.get(2)).and_then(|d| d.dotted_name()).and_then(|d| DType::from_torch(&d)) {
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
        // `cpp_pybinding([arg types], src)` (2.2 on), `cpp(src)` (2.0, 2.1: one argument).
        let src_arg = args.get(1).or_else(|| args.first().filter(|_| f.ends_with("cpp_pybinding") || (f == "async_compile.cpp" && args.len() == 1)));
        match f.as_str() {
            "async_compile.triton" => {
                let Some(src_expr) = args.get(1) else { return };
                let Some(source) = src_expr.as_str() else { return };
                let start = py::string_content_start(&self.src.text, src_expr.span).unwrap_or(src_expr.span);
                let kernel_name = args.first().and_then(|a| a.as_str()).unwrap_or(name);
                // The comment block right before this definition names its cache file.
                let kernel_path = kernel_paths.iter().rev().find(|(l, _)| *l < value.span.line).map(|(_, p)| p.clone());
                let mut unparsed = Vec::new();
                if let Some(k) = kernel::parse_triton_kernel(kernel_name, source, start, kernel_path.clone(), &mut unparsed) {
                    if let Some(path) = &kernel_path {
                        let configs_hash = configs::configs_hash(&configs::heuristic_configs(&k.heuristics));
                        if let Some(bc) = self.cache.best_config_for(path, &self.src.capture_root(), Some(&configs_hash)) {
                            self.module.best_configs.insert(name.to_string(), bc.clone());
                        }
                    }
                    let mut k = k;
                    k.name = name.to_string();
                    self.module.kernels.push(Kernel::Triton(Arc::new(k)));
                } else {
                    let loc = self.loc(value.span);
                    self.module.unparsed.push(Unparsed {
                        line: loc.line,
                        column: loc.column,
                        text: format!("async_compile.triton('{kernel_name}', ...)"),
                        reason: "no @triton.jit function in the kernel source".into(),
                    });
                }
                for u in unparsed {
                    let loc = self.loc(Span { line: u.line, col: u.column });
                    self.module.unparsed.push(Unparsed { line: loc.line, column: loc.column, ..u });
                }
            }
            "async_compile.cpp_pybinding" | "async_compile.cpp" => {
                let arg_types = args.first().and_then(int_list).map(|xs| xs.iter().filter_map(|x| x.as_str().map(str::to_string)).collect()).unwrap_or_default();
                let Some(src_expr) = src_arg else { return };
                let Some(source) = src_expr.as_str() else { return };
                let start = py::string_content_start(&self.src.text, src_expr.span).unwrap_or(src_expr.span);
                // A C++ source with no function the parser reads would be audited as a
                // kernel without accesses: said, not silent.
                if !ia_parsers::cpp::parse_kernel(source).kernels.iter().any(|k| !k.body.is_empty()) {
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
            _ => {}
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
                StmtKind::Return(Some(e)) => {
                    let items = int_list(e).map(<[PyExpr]>::to_vec).unwrap_or_else(|| vec![e.clone()]);
                    self.anonymous_views(&items, &[], s.span, "returned");
                }
                _ => {}
            }
        }
    }

    /// A symbolic integer from wrapper text, with names resolved to shape symbols.
    fn int_expr(&self, e: &PyExpr) -> Option<Expr> {
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
        let entry = self.module.symbols.entry(name.to_string()).or_insert(Symbol { name: name.to_string(), hint: None, min });
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
                None => Value::Opaque,
            },
            ExprKind::Float(f) => Value::Float(f.to_string()),
            // `s20 = arg1_1_size[0]` after `arg1_1_size = arg1_1.size()`.
            ExprKind::Subscript { value: base, items } => {
                let sizes = base.as_name().and_then(|b| match self.env.get(b) {
                    Some(Value::SizesOf { tensor, strides }) => Some((tensor.clone(), *strides)),
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
                if ALLOCATORS.contains(&fname.as_str()) {
                    return self.alloc(name, args, value, span);
                }
                if fname == "reinterpret_tensor" {
                    return self.reinterpret(name, args, span);
                }
                if fname == "alloc_from_pool" {
                    return self.alloc_from_pool(name, args, span);
                }
                if matches!(fname.as_str(), "Min" | "Max" | "min" | "max" | "math.trunc" | "math.floor" | "int") || fname.starts_with("triton_helpers") {
                    if let Some(e) = self.int_expr(value) {
                        return Value::Int(e);
                    }
                }
                Value::OpaqueCall(fname)
            }
            _ => {
                if let Some(e) = self.int_expr(value) {
                    Value::Int(e)
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
            return self.opaque_buffer(name, "empty_strided with sizes the model cannot read", span);
        };
        let dtype = args.get(2).or_else(|| value.keyword("dtype")).and_then(|d| d.dotted_name()).and_then(|d| DType::from_torch(&d));
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
            _ => self.opaque_buffer(name, "reinterpret_tensor of a base the model cannot follow", span),
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
            _ => self.opaque_buffer(name, "alloc_from_pool with arguments the model cannot read", span),
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
        if fname == "assert_size_stride" {
            self.input_shape(args, span);
            return;
        }
        // `kernel.run(args..., stream=stream0)` (Triton) or `cpp_fused_x(args...)` (C++).
        let (kname, is_run) = match fname.strip_suffix(".run") {
            Some(k) => (k.to_string(), true),
            None => (fname.clone(), false),
        };
        let Some(kernel) = self.module.kernel(&kname).cloned() else {
            // Extern kernels and aten ops: views passed to them (`out=reinterpret_tensor(..)`).
            self.anonymous_views(args, keywords, span, &fname);
            return;
        };
        if !is_run && !matches!(kernel, Kernel::Cpp(_)) {
            return;
        }
        let bindings: Vec<ArgBinding> = args.iter().map(|a| self.binding(a, span)).collect();
        let (args_named, extra) = match &kernel {
            Kernel::Triton(k) => {
                let names: Vec<String> = k.runtime_params().map(|p| p.name.clone()).filter(|n| !k.constants.contains_key(n)).collect();
                // Parameters fixed by `triton_meta['constants']` but not annotated
                // `tl.constexpr` in the def (`xnumel` of a 1-row reduction) are still passed
                // positionally: `.run(arg1_1, buf4, buf5, 1, 3000000)` binds xnumel=1.
                let with_constants: Vec<String> = k.params.iter().filter(|p| !p.constexpr || k.constants.contains_key(&p.name)).map(|p| p.name.clone()).collect();
                let names = if with_constants.len() > names.len() && bindings.len() == with_constants.len() + k.extra_launcher_args.len() { with_constants } else { names };
                let mut it = bindings.into_iter();
                let named: Vec<(String, ArgBinding)> = names.iter().cloned().zip(it.by_ref()).collect();
                let extra: Vec<(String, ArgBinding)> = k.extra_launcher_args.iter().cloned().zip(it).collect();
                (named, extra)
            }
            Kernel::Cpp(_) => (bindings.into_iter().enumerate().map(|(i, b)| (format!("arg{i}"), b)).collect(), Vec::new()),
        };
        let loc = self.loc(span);
        self.module.launches.push(Launch { kernel: kname, loc, args: args_named, extra_args: extra });
    }

    /// `reinterpret_tensor(..)` views built inline as call arguments or return values
    /// (`return (reinterpret_tensor(buf0, ...), )`, `extern_kernels.mm(.., out=reinterpret_tensor(..))`):
    /// named `base<what i>` so that their extent is checked like any other view.
    fn anonymous_views(&mut self, args: &[PyExpr], keywords: &[py::Keyword], span: Span, what: &str) {
        let inline = args.iter().enumerate().map(|(i, a)| (i.to_string(), a)).chain(keywords.iter().map(|k| (k.name.clone(), &k.value)));
        let views: Vec<(String, Vec<PyExpr>)> = inline
            .filter_map(|(label, a)| match &a.kind {
                ExprKind::Call { func, args, .. } if func.dotted_name().as_deref() == Some("reinterpret_tensor") => Some((label, args.clone())),
                _ => None,
            })
            .collect();
        for (label, args) in views {
            let base = args.first().and_then(|b| b.as_name()).unwrap_or("?");
            let name = format!("{base}<{what} {label}>");
            self.reinterpret(&name, &args, span);
        }
    }

    fn binding(&mut self, a: &PyExpr, span: Span) -> ArgBinding {
        // The C++ launches of torch 2.0 and 2.1 pass `c_void_p(buf0.data_ptr())` and
        // `c_long(s0)`: the tensor and the integer inside.
        if let Some((f, args, _)) = call_parts(a) {
            if let ("c_void_p" | "c_long" | "c_int" | "ctypes.c_void_p" | "ctypes.c_long", [inner]) = (f.as_str(), args) {
                let inner = match call_parts(inner) {
                    Some((g, gargs, _)) if gargs.is_empty() && g.ends_with(".data_ptr") => match &inner.kind {
                        ExprKind::Call { func, .. } => match &func.kind {
                            ExprKind::Attribute { value, .. } => (**value).clone(),
                            _ => inner.clone(),
                        },
                        _ => inner.clone(),
                    },
                    _ => inner.clone(),
                };
                return self.binding(&inner, span);
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
                    self.opaque_buffer(n, "graph input without assert_size_stride", span);
                    if let (Some(buf), Some(dt)) = (self.module.buffers.get_mut(n.as_str()), self.hint_dtypes.get(n.as_str())) {
                        buf.dtype = Some(*dt);
                    }
                    ArgBinding::Tensor { buffer: n.clone() }
                }
                Some(Value::OpaqueCall(what)) => {
                    self.opaque_buffer(n, &format!("the result of {what}(...)"), span);
                    self.env.insert(n.clone(), Value::Buffer(n.clone()));
                    ArgBinding::Tensor { buffer: n.clone() }
                }
                _ => ArgBinding::Unknown { text: n.clone() },
            },
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

    /// `assert_size_stride(arg3_1, (s77, 3, s53, s0), (3*s0*s53, s0*s53, s0, 1))`: an input
    /// whose storage holds at least this view. Symbols seen here for the first time get
    /// their hints from the matching dimension in `get_args()`.
    fn input_shape(&mut self, args: &[PyExpr], span: Span) {
        let Some(name) = args.first().and_then(|a| a.as_name()).map(str::to_string) else { return };
        let hints = self.hint_tensors.get(&name).cloned();
        for (list_idx, list) in [args.get(1), args.get(2)].into_iter().enumerate() {
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
        let Some((sizes, strides)) = self.shape(args.get(1), args.get(2)) else { return };
        let extent = storage_extent(&sizes, &strides, &Expr::int(0));
        let dtype = self.module.buffers.get(&name).and_then(|b| b.dtype).or_else(|| self.hint_dtypes.get(&name).copied());
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
    let mut total = offset.clone() + Expr::int(1);
    for (s, st) in sizes.iter().zip(strides) {
        total = total + (s.clone() - Expr::int(1)) * st.clone();
    }
    total
}
