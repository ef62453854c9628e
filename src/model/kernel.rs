//! A Triton kernel as Inductor defines it: `@triton_heuristics.<kind>(...)` literals plus
//! the `@triton.jit` function.

use std::collections::BTreeMap;

use ia_parsers::py::{self, Expr as PyExpr, ExprKind, Span, Stmt, StmtKind};
use serde::Serialize;

use super::configs::{ComboSubkernel, Config, HeuristicInputs, MetaValue};
use super::Unparsed;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum HeuristicKind {
    Pointwise,
    Reduction,
    PersistentReduction,
    SplitScan,
    Template,
    Foreach,
    /// A decorator this tool does not know (`cooperative_reduction`, user autotune, ...).
    Other(String),
    /// A bare `@triton.jit` (user kernels): no Inductor heuristics.
    Plain,
}

#[derive(Debug, Clone, Serialize)]
pub struct TritonParam {
    pub name: String,
    /// The `triton_meta['signature']` type: `*fp32`, `i32`, `constexpr`.
    pub ty: Option<String>,
    pub constexpr: bool,
}

#[derive(Debug, Clone, Serialize)]
pub struct TritonKernel {
    pub name: String,
    pub kind: HeuristicKind,
    #[serde(skip)]
    pub heuristics: HeuristicInputs,
    pub params: Vec<TritonParam>,
    /// `triton_meta['constants']`: parameters fixed at compile time.
    pub constants: BTreeMap<String, i128>,
    /// Parameter indices `triton_meta['configs']` claims are 16-divisible (pointers:
    /// 16-byte aligned; integers: multiples of 16).
    pub divisible_by_16: Vec<usize>,
    pub mutated_arg_names: Vec<String>,
    pub grid_type: Option<String>,
    pub extra_launcher_args: Vec<String>,
    /// The kernel's `@triton.jit` body.
    #[serde(skip)]
    pub body: Vec<Stmt>,
    /// Where the kernel source starts in the module text: kernel line 1, col 1 is here.
    pub source_start: Span,
    /// The kernel source text (for rendering the offending line).
    #[serde(skip)]
    pub source: String,
    /// The `# kernel path:` comment before the definition: the cache file of this kernel.
    pub kernel_path: Option<String>,
    /// The kernel source parsed without an unparsed item: analyses that reason about what
    /// the code does *not* do (a load nobody uses) hold only then.
    pub fully_parsed: bool,
    /// The other `@triton.jit` functions of the same source (flex attention's
    /// `load_checked_2d`, `forward_inner`): the kernel calls them, and the analysis
    /// enters them at each call.
    #[serde(skip)]
    pub helpers: Vec<JitHelper>,
}

/// A `@triton.jit` function defined beside the kernel in its source.
#[derive(Debug, Clone)]
pub struct JitHelper {
    pub name: String,
    pub params: Vec<py::Param>,
    pub body: Vec<Stmt>,
}

impl TritonKernel {
    /// Kernel-source span → module-text span.
    pub fn to_module(&self, s: Span) -> Span {
        if s.line <= 1 {
            Span { line: self.source_start.line, col: self.source_start.col + s.col.saturating_sub(1) }
        } else {
            Span { line: self.source_start.line + s.line - 1, col: s.col }
        }
    }

    /// The source line `line` (1-based, kernel-relative).
    pub fn source_line(&self, line: u32) -> Option<&str> {
        self.source.lines().nth(line.checked_sub(1)? as usize)
    }

    /// Non-constexpr parameters: those a launch passes.
    pub fn runtime_params(&self) -> impl Iterator<Item = &TritonParam> {
        self.params.iter().filter(|p| !p.constexpr)
    }
}

/// Parses the source of one `async_compile.triton(name, source)`. Problems are returned as
/// `Unparsed` positioned in module text.
pub fn parse_triton_kernel(name: &str, source: &str, source_start: Span, kernel_path: Option<String>, unparsed: &mut Vec<Unparsed>) -> Option<TritonKernel> {
    let parsed = py::parse_module(source);
    let fully_parsed = parsed.unsupported.is_empty();
    let shift = |s: Span| {
        if s.line <= 1 {
            Span { line: source_start.line, col: source_start.col + s.col.saturating_sub(1) }
        } else {
            Span { line: source_start.line + s.line - 1, col: s.col }
        }
    };
    for u in &parsed.unsupported {
        let at = shift(u.span);
        unparsed.push(Unparsed { line: at.line, column: at.col, text: u.text.clone(), reason: u.reason.clone() });
    }
    // A kernel source may define `@triton.jit` helpers (scan combine functions) before the
    // kernel: the kernel is the function named like it, else the last jit function.
    type JitDef = (String, Vec<py::Param>, Vec<PyExpr>, Vec<Stmt>);
    let mut defs: Vec<JitDef> = parsed
        .body
        .into_iter()
        .filter_map(|s| match s.kind {
            StmtKind::FunctionDef { name: fname, params, decorators, body } if fname == name || decorators.iter().any(is_jit) => Some((fname, params, decorators, body)),
            _ => None,
        })
        .collect();
    let pick = defs.iter().position(|d| d.0 == name).unwrap_or(defs.len().checked_sub(1)?);
    let (_, def_params, decorators, body) = defs.remove(pick);
    let helpers: Vec<JitHelper> = defs.into_iter().filter(|d| d.2.iter().any(is_jit)).map(|(name, params, _, body)| JitHelper { name, params, body }).collect();

    // `@triton_heuristics.pointwise(...)` (2.1+), or the bare name imported from
    // `torch._inductor.triton_ops.autotune` (2.0) / `torch._inductor.triton_heuristics`.
    let heuristic = decorators.iter().find_map(|d| match &d.kind {
        ExprKind::Call { func, .. } => {
            let f = func.dotted_name()?;
            match f.strip_prefix("triton_heuristics.") {
                Some(k) => Some((k.to_string(), d)),
                None if BARE_HEURISTICS.contains(&f.as_str()) => Some((f, d)),
                None => None,
            }
        }
        _ => None,
    });
    let kind = match heuristic.as_ref().map(|(k, _)| k.as_str()) {
        None => HeuristicKind::Plain,
        Some("pointwise") => HeuristicKind::Pointwise,
        Some("reduction") => HeuristicKind::Reduction,
        Some("persistent_reduction") => HeuristicKind::PersistentReduction,
        Some("split_scan") => HeuristicKind::SplitScan,
        Some("template") => HeuristicKind::Template,
        Some("foreach") => HeuristicKind::Foreach,
        Some(other) => HeuristicKind::Other(other.to_string()),
    };
    let deco = heuristic.map(|(_, d)| d);
    let kw = |k: &str| deco.and_then(|d| d.keyword(k));
    // `meta=` before PyTorch 2.1.
    let triton_meta = kw("triton_meta").or_else(|| kw("meta"));
    let inductor_meta = kw("inductor_meta");
    let signature = triton_meta.and_then(|m| m.dict_get("signature"));

    let params: Vec<TritonParam> = def_params
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let ty = signature.and_then(|s| keyed(s, &p.name, i)).and_then(|t| t.as_str()).map(str::to_string);
            let annotated_constexpr = p.annotation.as_ref().and_then(|a| a.dotted_name()).map(|a| a.ends_with("constexpr")).unwrap_or(false);
            let constexpr = annotated_constexpr || ty.as_deref() == Some("constexpr");
            TritonParam { name: p.name.clone(), ty, constexpr }
        })
        .collect();

    let mut constants = BTreeMap::new();
    if let Some(ExprKind::Dict(items)) = triton_meta.and_then(|m| m.dict_get("constants")).map(|c| &c.kind) {
        for (k, v) in items {
            // Keys are parameter names (2.6+) or indices into the def's parameters (≤ 2.5).
            let key = k.as_str().map(str::to_string).or_else(|| k.as_int().and_then(|i| def_params.get(usize::try_from(i).ok()?)).map(|p| p.name.clone()));
            if let (Some(k), Some(v)) = (key, v.as_int()) {
                constants.insert(k, v);
            }
        }
    }

    let divisible_by_16 = triton_meta.map(divisibility_claims).unwrap_or_default();

    let meta_str_list = |key: &str| -> Vec<String> {
        match inductor_meta.and_then(|m| m.dict_get(key)).map(|v| &v.kind) {
            Some(ExprKind::List(xs)) | Some(ExprKind::Tuple(xs)) => xs.iter().filter_map(|x| x.as_str().map(str::to_string)).collect(),
            _ => Vec::new(),
        }
    };
    let mutated_arg_names = meta_str_list("mutated_arg_names");
    let extra_launcher_args = meta_str_list("extra_launcher_args");
    let grid_type = inductor_meta.and_then(|m| m.dict_get("grid_type")).and_then(|v| v.as_str()).map(str::to_string);

    let mut heuristics = heuristic_inputs(&kind, deco, triton_meta, inductor_meta);
    if heuristics.signature.is_empty() {
        // An int-keyed signature (≤ 2.5) names parameters by position.
        if let Some(ExprKind::Dict(sig)) = signature.map(|s| &s.kind) {
            heuristics.signature = sig.iter().filter_map(|(k, _)| def_params.get(usize::try_from(k.as_int()?).ok()?).map(|p| p.name.clone())).collect();
        }
    }

    Some(TritonKernel {
        name: name.to_string(),
        kind,
        heuristics,
        params,
        constants,
        divisible_by_16,
        mutated_arg_names,
        grid_type,
        extra_launcher_args,
        body,
        source_start,
        source: source.to_string(),
        kernel_path,
        fully_parsed,
        helpers,
    })
}

/// Heuristic decorators as 2.0-2.3 imported them by name.
const BARE_HEURISTICS: &[&str] = &["pointwise", "reduction", "persistent_reduction", "split_scan", "template", "foreach", "cooperative_reduction", "user_autotune"];

/// A signature entry by parameter name (2.6+) or by its index in the def (≤ 2.5:
/// `{0: '*fp32', 1: '*fp32', 2: 'i32'}`).
fn keyed<'e>(dict: &'e PyExpr, name: &str, index: usize) -> Option<&'e PyExpr> {
    dict.dict_get(name).or_else(|| match &dict.kind {
        ExprKind::Dict(items) => items.iter().find(|(k, _)| k.as_int() == i128::try_from(index).ok()).map(|(_, v)| v),
        _ => None,
    })
}

fn is_jit(d: &PyExpr) -> bool {
    d.dotted_name().map(|n| n == "triton.jit" || n == "jit").unwrap_or(false)
}

/// `'configs': [{(0,): [['tt.divisibility', 16]], ...}]` (Triton ≥ 3.2) or
/// `[instance_descriptor(divisible_by_16=(0, 1), ...)]` (older).
fn divisibility_claims(triton_meta: &PyExpr) -> Vec<usize> {
    let mut out = Vec::new();
    let Some(ExprKind::List(cfgs)) = triton_meta.dict_get("configs").map(|c| &c.kind) else { return out };
    for cfg in cfgs {
        match &cfg.kind {
            ExprKind::Dict(items) => {
                for (k, v) in items {
                    let idx = match &k.kind {
                        ExprKind::Tuple(t) => t.first().and_then(|e| e.as_int()),
                        _ => k.as_int(),
                    };
                    let claims_div = match &v.kind {
                        ExprKind::List(attrs) => attrs.iter().any(|a| match &a.kind {
                            ExprKind::List(pair) | ExprKind::Tuple(pair) => pair.first().and_then(|s| s.as_str()) == Some("tt.divisibility"),
                            _ => false,
                        }),
                        _ => false,
                    };
                    if let (Some(i), true) = (idx, claims_div) {
                        out.push(i as usize);
                    }
                }
            }
            // `instance_descriptor(divisible_by_16=(0, 1), equal_to_1=())` (2.0-2.4),
            // `AttrsDescriptor(divisible_by_16=(0, 1), equal_to_1=())` (Triton 3.0), or
            // `AttrsDescriptor.from_dict({'arg_properties': {'tt.divisibility': (0, 1), ...}, ...})`
            // (Triton 3.1-3.2, PyTorch 2.5-2.7).
            ExprKind::Call { args, .. } => {
                let positional = args.first().filter(|_| cfg.keyword("divisible_by_16").is_none());
                let from_dict = positional.and_then(|d| d.dict_get("arg_properties")).and_then(|p| p.dict_get("tt.divisibility"));
                if let Some(ExprKind::Tuple(xs) | ExprKind::List(xs)) = cfg.keyword("divisible_by_16").or(from_dict).map(|e| &e.kind) {
                    out.extend(xs.iter().filter_map(|x| x.as_int()).map(|i| i as usize));
                }
            }
            _ => {}
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

fn enum_member(e: &PyExpr) -> Option<String> {
    e.dotted_name().and_then(|n| n.rsplit('.').next().map(str::to_string))
}

fn meta_value(e: &PyExpr) -> Option<MetaValue> {
    match &e.kind {
        ExprKind::Bool(b) => Some(MetaValue::Bool(*b)),
        ExprKind::Int(_) | ExprKind::UnaryOp { .. } => e.as_int().map(|i| MetaValue::Int(i as i64)),
        ExprKind::Str(s) => Some(MetaValue::Str(s.clone())),
        _ => None,
    }
}

fn heuristic_inputs(kind: &HeuristicKind, deco: Option<&PyExpr>, triton_meta: Option<&PyExpr>, inductor_meta: Option<&PyExpr>) -> HeuristicInputs {
    let mut h = HeuristicInputs {
        kind: match kind {
            HeuristicKind::Other(s) => s.clone(),
            k => serde_json::to_value(k).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default(),
        },
        ..Default::default()
    };
    let Some(deco) = deco else { return h };
    match deco.keyword("size_hints").map(|e| &e.kind) {
        Some(ExprKind::Dict(items)) => {
            for (k, v) in items {
                if let (Some(k), Some(v)) = (k.as_str(), v.as_int()) {
                    h.size_hints.insert(k.to_string(), v as i64);
                }
            }
        }
        // Before PyTorch 2.6 size hints were a list: x, then y/z, reduction last.
        Some(ExprKind::List(xs)) => {
            let names: &[&str] = match (kind, xs.len()) {
                (HeuristicKind::Reduction | HeuristicKind::PersistentReduction, 2) => &["x", "r0_"],
                (HeuristicKind::Reduction | HeuristicKind::PersistentReduction, 3) => &["x", "y", "r0_"],
                (_, 1) => &["x"],
                (_, 2) => &["y", "x"],
                _ => &["z", "y", "x"],
            };
            for (n, v) in names.iter().zip(xs) {
                if let Some(v) = v.as_int() {
                    h.size_hints.insert(n.to_string(), v as i64);
                }
            }
        }
        _ => {}
    }
    h.tile_hint = deco.keyword("tile_hint").and_then(enum_member);
    h.reduction_hint = deco.keyword("reduction_hint").and_then(enum_member);
    h.min_elem_per_thread = deco.keyword("min_elem_per_thread").and_then(|e| e.as_int()).unwrap_or(0) as i64;
    if let Some(ExprKind::Dict(items)) = inductor_meta.map(|m| &m.kind) {
        for (k, v) in items {
            if let (Some(k), Some(v)) = (k.as_str(), meta_value(v)) {
                h.inductor_meta.insert(k.to_string(), v);
            }
        }
    }
    if let Some(tm) = triton_meta {
        if let Some(ExprKind::Dict(sig)) = tm.dict_get("signature").map(|s| &s.kind) {
            h.signature = sig.iter().filter_map(|(k, _)| k.as_str().map(str::to_string)).collect();
        }
        h.native_matmul = matches!(tm.dict_get("native_matmul").map(|v| &v.kind), Some(ExprKind::Bool(true)));
        if let Some(dev) = tm.dict_get("device") {
            h.device.multi_processor_count = dev.keyword("multi_processor_count").and_then(|v| v.as_int()).map(|v| v as i64);
            h.device.major = dev.keyword("major").and_then(|v| v.as_int()).map(|v| v as i64);
        }
    }
    if let Some(im) = inductor_meta {
        if let Some(ExprKind::Dict(items)) = im.dict_get("tiling_scores").map(|v| &v.kind) {
            h.tiling_scores = items
                .iter()
                .filter_map(|(k, v)| {
                    let score = match &v.kind {
                        ExprKind::Float(f) => Some(*f),
                        _ => v.as_int().map(|i| i as f64),
                    };
                    Some((k.as_str()?.to_string(), score?))
                })
                .collect();
        }
        // A set up to 2.14, a sorted tuple from 2.15 (`'autotune_hints': ()`).
        if let Some(ExprKind::Set(items) | ExprKind::List(items) | ExprKind::Tuple(items)) = im.dict_get("autotune_hints").map(|v| &v.kind) {
            h.autotune_hints = items.iter().filter_map(enum_member).collect();
        }
        h.tma_min_block_sizes = int_dict(im.dict_get("tma_min_block_sizes"));
        if let Some(combo) = im.dict_get("combo_grid_meta") {
            for i in 0.. {
                let Some(heur) = combo.dict_get(&format!("heuristic_{i}")).and_then(|v| v.as_str()) else { break };
                h.combo_subkernels.push(ComboSubkernel {
                    heuristic: heur.to_string(),
                    size_hints: int_dict(combo.dict_get(&format!("size_hints_{i}"))),
                    tile_hint: combo.dict_get(&format!("tile_hint_{i}")).and_then(|v| v.as_str().map(str::to_string).or_else(|| enum_member(v))),
                    reduction_hint: combo.dict_get(&format!("reduction_hint_{i}")).and_then(|v| v.as_str().map(str::to_string).or_else(|| enum_member(v))),
                });
            }
        }
        if *kind == HeuristicKind::Template {
            let kwargs = int_dict(im.dict_get("config_args"));
            let warps = deco.keyword("num_warps").and_then(|v| v.as_int()).unwrap_or(4) as u32;
            let stages = deco.keyword("num_stages").and_then(|v| v.as_int()).unwrap_or(1) as u32;
            h.template_config = Some(Config { kwargs, num_warps: warps, num_stages: stages });
        }
    }
    h
}

/// `{'x': 16, 'r0_': 8}` → map of the integer (and boolean, as 0/1) values.
fn int_dict(e: Option<&PyExpr>) -> std::collections::BTreeMap<String, i64> {
    let mut out = std::collections::BTreeMap::new();
    if let Some(ExprKind::Dict(items)) = e.map(|e| &e.kind) {
        for (k, v) in items {
            let val = match &v.kind {
                ExprKind::Bool(b) => Some(i64::from(*b)),
                _ => v.as_int().map(|i| i as i64),
            };
            if let (Some(k), Some(val)) = (k.as_str(), val) {
                out.insert(k.to_string(), val);
            }
        }
    }
    out
}
