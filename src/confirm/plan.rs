//! Launch plans: everything needed to launch one Triton kernel of a dump exactly as
//! Inductor's launcher would, read from the dump alone. No GPU is needed to build one.
//!
//! The compiled variant is tied to the launch through the cache: the kernel module file
//! (found by its source text, else the wrapper's `# kernel path:` comment) is named in the
//! cubin's debug info, and `.best_config`'s `triton_cache_hash` names the variant that won.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::cubin::{self, CubinInfo, ParamSlot};
use crate::input::{BestConfig, CacheIndex, CompiledKernelMeta, BEST_CONFIG_NON_KWARGS};
use crate::model::{configs, ArgBinding, DType, HeuristicKind, Kernel, Launch, Module, TritonKernel};

/// `get_max_y_grid()` of Inductor's runtime: the CUDA limit of grid y and z.
const MAX_Y_GRID: i128 = 65535;
/// CUDA's limit of grid x.
const MAX_X_GRID: i128 = (1 << 31) - 1;

/// How to fill a storage before a replay.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Fill {
    /// Uniform in [-1, 1) (floats), 0/1 (bool).
    Random,
    /// Integer storages: zeros, a valid index into any non-empty dimension.
    Zeros,
    /// Integer storages: uniform in [0, bound): the smallest bound of the kernel's
    /// `device_assert` index checks, so indirect indexing stays in range.
    RandomBelow(i64),
}

/// One allocation: the storage of a graph input or of an `empty_strided` buffer.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct StoragePlan {
    pub name: String,
    pub bytes: u64,
    /// Element type used to fill it (the wrapper's dtype, else the kernel signature's).
    pub dtype: DTypeName,
    /// True when the wrapper does not say how large the storage is: sized to the view.
    pub size_assumed: bool,
}

/// A [`DType`] as a plain string in plans sent to the replay process.
pub type DTypeName = String;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum ParamValue {
    /// A pointer `byte_offset` bytes into storage number `storage`.
    Pointer {
        storage: usize,
        byte_offset: i64,
    },
    /// i64: plans travel to the replay process as JSON, and serde's tagged enums do not
    /// carry i128.
    Int {
        value: i64,
    },
    Float {
        value: f64,
    },
    /// Triton's hidden per-program scratch pointers: `bytes_per_program` times the
    /// number of programs (times `num_ctas`), or NULL when that is 0.
    GlobalScratch {
        bytes_per_program: u64,
        align: u64,
    },
    ProfileScratch {
        bytes_per_program: u64,
        align: u64,
    },
    Null,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ParamPlan {
    /// Kernel parameter name, or `global_scratch` / `profile_scratch`.
    pub name: String,
    /// Signature type (`*fp32`, `i32`) or `hidden`.
    pub ty: String,
    /// Where the driver puts it (from the cubin's KPARAM info).
    pub offset: u32,
    pub size: u32,
    pub value: ParamValue,
}

use crate::check::dtypes::{self, dtype_name};
pub use crate::check::dtypes::{dtype_from_name, DtypeIssue};

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct LaunchPlan {
    pub kernel: String,
    pub cubin: PathBuf,
    pub metadata: PathBuf,
    /// The `triton/<device>/<hash>` directory of the variant.
    pub variant: String,
    /// How the variant was chosen (`best_config triton_cache_hash`, ...).
    pub variant_chosen_by: String,
    pub config: BTreeMap<String, i64>,
    pub num_warps: u32,
    pub grid: [u32; 3],
    pub block: [u32; 3],
    pub shared_bytes: u32,
    pub num_ctas: u32,
    pub params: Vec<ParamPlan>,
    pub storages: Vec<StoragePlan>,
    /// Symbol values the sizes were evaluated at.
    pub binding: BTreeMap<String, i128>,
    /// Set when the kernel checks indirect indices with `device_assert`.
    pub index_bound: Option<i64>,
    pub dtype_issues: Vec<DtypeIssue>,
    pub notes: Vec<String>,
    /// The kernel's results may depend on the order programs run in (atomics): results
    /// of two runs are not comparable.
    #[serde(default)]
    pub order_dependent: bool,
    /// Other compiled variants that may be the one that ran (coordinate descent records
    /// no hash): the GPU tells them apart with [`Probe`] before replaying.
    #[serde(default)]
    pub alternatives: Vec<LaunchPlan>,
    #[serde(default)]
    pub probe: Option<Probe>,
}

/// How to tell compiled variants of one kernel apart on the GPU: launched as one program,
/// the variant compiled with the chosen block sizes writes exactly `elements` elements
/// of the storage `storage` (`XBLOCK·YBLOCK`, each cut to its axis' numel).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Probe {
    pub storage: usize,
    pub elem_bytes: u32,
    pub elements: u64,
    /// One block axis only: variants that write the same number of elements were
    /// compiled with the same block size, so any of them is the one that ran.
    #[serde(default)]
    pub single_axis: bool,
    /// The elements of the storage (from its start) the chosen config's first program
    /// writes, from the kernel's store offsets, when the analysis can list them: a
    /// variant must write exactly these (it tells 64x64 tiles from 128x32 ones).
    #[serde(default)]
    pub positions: Option<Vec<u64>>,
}

impl LaunchPlan {
    /// Bytes of the parameter buffer: where the last parameter ends.
    pub fn param_bytes(&self) -> u32 {
        self.params.iter().map(|p| p.offset + p.size).max().unwrap_or(0)
    }
}

/// The plan of one launch of a module, or why there is none.
#[derive(Debug, Clone, Serialize)]
pub struct PlannedLaunch {
    pub module: String,
    pub launch_index: usize,
    pub kernel: String,
    pub line: u32,
    #[serde(flatten)]
    pub result: PlanResult,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "snake_case", tag = "status")]
pub enum PlanResult {
    Ready { plan: Box<LaunchPlan> },
    NotRunnable { why: String },
}

/// What the plans are built for: the module's hints, or a finding's counterexample.
#[derive(Debug, Clone, Default)]
pub struct PlanRequest {
    /// Symbol values overriding the hints.
    pub binding: BTreeMap<String, i128>,
    /// A config (block sizes, `num_warps`) to replay instead of the chosen one.
    pub config: Option<BTreeMap<String, i64>>,
}

/// The cache's kernel modules by their source text: ties a wrapper's kernel to its files
/// even where the wrapper's `# kernel path:` comment names another machine's cache (a
/// mutated or recompiled module).
#[derive(Debug, Default)]
pub struct CacheFiles {
    /// Trimmed kernel module text → file name (`c<hash>.py`).
    modules_by_source: BTreeMap<String, String>,
}

/// A best_config's choice, as the plan uses it.
#[derive(Debug, Clone)]
struct BestChoice {
    kwargs: BTreeMap<String, i64>,
    num_warps: Option<i64>,
    num_stages: Option<i64>,
    hash: Option<String>,
}

impl From<&BestConfig> for BestChoice {
    fn from(b: &BestConfig) -> Self {
        BestChoice { kwargs: b.kwargs.iter().cloned().collect(), num_warps: b.num_warps, num_stages: b.num_stages, hash: b.triton_cache_hash.clone() }
    }
}

impl CacheFiles {
    /// Walks `paths` (files are skipped; folders are searched) for kernel modules.
    /// Unreadable files are skipped.
    pub fn scan(paths: &[PathBuf]) -> CacheFiles {
        let mut out = CacheFiles::default();
        let mut stack: Vec<PathBuf> = paths.iter().filter(|p| p.is_dir()).cloned().collect();
        let mut visited = 0usize;
        while let Some(dir) = stack.pop() {
            visited += 1;
            if visited > 100_000 {
                break;
            }
            let Ok(rd) = std::fs::read_dir(&dir) else { continue };
            for e in rd.flatten() {
                let p = e.path();
                let Ok(ft) = e.file_type() else { continue };
                if ft.is_dir() {
                    stack.push(p);
                    continue;
                }
                let name = e.file_name().to_string_lossy().into_owned();
                if name.starts_with('c') && name.ends_with(".py") && e.metadata().map(|m| m.len() < 8 << 20).unwrap_or(false) {
                    if let Ok(text) = std::fs::read_to_string(&p) {
                        if text.contains("@triton.jit") && !text.contains("\ndef call(") {
                            out.modules_by_source.insert(text.trim().to_string(), name);
                        }
                    }
                }
            }
        }
        out
    }
}

/// Plans every Triton launch of `module`.
pub fn plan_module(module: &Module, cache: &CacheIndex, files: &CacheFiles, req: &PlanRequest) -> Vec<PlannedLaunch> {
    module
        .launches
        .iter()
        .enumerate()
        .filter_map(|(i, l)| {
            let Some(Kernel::Triton(k)) = module.kernel(&l.kernel) else { return None };
            let result = match plan_launch(module, l, k, cache, files, req) {
                Ok(plan) => PlanResult::Ready { plan: Box::new(plan) },
                Err(why) => PlanResult::NotRunnable { why },
            };
            Some(PlannedLaunch { module: module.id.clone(), launch_index: i, kernel: l.kernel.clone(), line: l.loc.line, result })
        })
        .collect()
}

/// A compiled variant with its cubin read.
struct Variant<'a> {
    meta: &'a CompiledKernelMeta,
    cubin_bytes: Vec<u8>,
}

fn plan_launch(module: &Module, launch: &Launch, k: &TritonKernel, cache: &CacheIndex, files: &CacheFiles, req: &PlanRequest) -> Result<LaunchPlan, String> {
    // Symbol values: hints, overridden by the request.
    let mut binding: BTreeMap<String, i128> = module.symbols.iter().map(|(n, s)| (n.clone(), s.typical())).collect();
    binding.extend(req.binding.iter().map(|(k, v)| (k.clone(), *v)));

    let mut undecided = Vec::new();
    let (variant, config, num_warps, chosen_by) = choose_variant(module, k, cache, files, req, &mut undecided)?;
    let mut plan = plan_variant(module, launch, k, &binding, variant, config.clone(), num_warps, chosen_by)?;
    if !undecided.is_empty() {
        plan.probe = Some(probe_for(&plan, launch, k, &binding)?);
        for v in undecided {
            let alt = plan_variant(module, launch, k, &binding, v, config.clone(), num_warps, "an alternative coordinate-descent variant".into())?;
            plan.alternatives.push(alt);
        }
    }
    Ok(plan)
}

/// The elements one program of the chosen config writes to the first output.
fn probe_for(plan: &LaunchPlan, launch: &Launch, k: &TritonKernel, binding: &BTreeMap<String, i128>) -> Result<Probe, String> {
    let env = |name: &str| binding.get(name).copied();
    let out =
        plan.params.iter().find(|p| p.name.starts_with("out_ptr") || p.name.starts_with("in_out_ptr")).ok_or("several compiled variants and no output to tell them apart by")?;
    let ParamValue::Pointer { storage, byte_offset } = out.value else { return Err("several compiled variants and no output storage to tell them apart by".into()) };
    let elem_bytes = DType::from_triton(&out.ty).map(DType::itemsize).ok_or("several compiled variants and an output of unknown element size")?;
    let mut elements: u64 = 1;
    let mut axes = 0;
    for axis in ["X", "Y", "Z"] {
        let Some(block) = plan.config.get(&format!("{axis}BLOCK")) else { continue };
        axes += 1;
        let numel_name = format!("{}numel", axis.to_lowercase());
        let numel = k.constants.get(&numel_name).copied().or_else(|| {
            launch.args.iter().find(|(n, _)| *n == numel_name).and_then(|(_, b)| match b {
                ArgBinding::Int { value } => value.eval(&env).ok(),
                _ => None,
            })
        });
        let n = numel.ok_or_else(|| format!("several compiled variants and no {numel_name} to size the probe"))?;
        elements = elements.saturating_mul(u64::try_from(i128::from(*block).min(n).max(0)).unwrap_or(0));
    }
    if axes == 0 {
        return Err("several compiled variants and no block size to tell them apart by".into());
    }
    let first = i128::from(byte_offset) / i128::from(elem_bytes.max(1));
    let positions = crate::check::first_program_writes(k, launch, &out.name, &plan.config, binding)
        .and_then(|offs| offs.into_iter().map(|o| u64::try_from(o + first).ok()).collect::<Option<Vec<u64>>>());
    Ok(Probe { storage, elem_bytes, elements, single_axis: axes == 1 && !plan.config.keys().any(|k| k.starts_with('R')), positions })
}

#[allow(clippy::too_many_arguments)]
fn plan_variant(
    module: &Module,
    launch: &Launch,
    k: &TritonKernel,
    binding: &BTreeMap<String, i128>,
    variant: Variant<'_>,
    config: BTreeMap<String, i64>,
    num_warps: u32,
    chosen_by: String,
) -> Result<LaunchPlan, String> {
    let env = |name: &str| binding.get(name).copied();
    let meta = variant.meta;
    let info: CubinInfo = cubin::read_cubin(&variant.cubin_bytes, &k.name);
    if info.params.is_empty() {
        return Err(format!("the cubin {} has no parameter info for {}", meta.cubin.as_deref().unwrap_or(Path::new("?")).display(), k.name));
    }

    // Named integer values of the launch: its int arguments, the kernel's constants, the
    // config's constexprs (the scope Inductor's grid expressions are evaluated in).
    let mut ints: BTreeMap<String, i128> = BTreeMap::new();
    for (name, b) in launch.args.iter().chain(launch.extra_args.iter()) {
        if let ArgBinding::Int { value } = b {
            if let Ok(v) = value.eval(&env) {
                ints.insert(name.clone(), v);
            }
        }
    }
    for (n, v) in &k.constants {
        ints.insert(n.clone(), *v);
    }
    let grid = compute_grid(k, &ints, &config)?;

    // Parameters: the non-constexpr signature entries in order, then Triton's hidden
    // scratch pointers (present when the metadata has their sizes: Triton ≥ 3.3 / 3.5).
    let mut storages: Vec<StoragePlan> = Vec::new();
    let mut storage_index: BTreeMap<String, usize> = BTreeMap::new();
    let dtype_issues = dtypes::argument_issues(module, k, launch, binding);
    let mut notes = Vec::new();
    let mut params = Vec::new();
    let bound: BTreeMap<&str, &ArgBinding> = launch.args.iter().map(|(n, b)| (n.as_str(), b)).collect();
    for p in k.params.iter().filter(|p| !p.constexpr && !k.constants.contains_key(&p.name)) {
        let ty = p.ty.clone().unwrap_or_default();
        let binding_of = bound.get(p.name.as_str()).copied().unwrap_or(&ArgBinding::None);
        let value = match (ty.starts_with('*'), binding_of) {
            (true, ArgBinding::Tensor { buffer }) => {
                let sig = DType::from_triton(&ty);
                let view = module.buffers.get(buffer).ok_or_else(|| format!("argument {} binds unknown buffer {buffer}", p.name))?;
                let elem = view.dtype.or(sig).ok_or_else(|| format!("no dtype for {buffer}"))?;
                let root_name = view.storage_of.clone();
                let idx = match storage_index.get(&root_name) {
                    Some(i) => *i,
                    None => {
                        let root = module.buffers.get(&root_name).unwrap_or(view);
                        let root_elem = root.dtype.unwrap_or(elem);
                        let (elems, assumed) = match &root.storage_extent {
                            Some(e) => (e.eval(&env).map_err(|e| format!("storage of {root_name}: {e:?}"))?, false),
                            None => (view_extent(view, &env)?, true),
                        };
                        if assumed {
                            notes.push(format!("storage of {root_name} is not known from the wrapper: sized to the view {buffer}"));
                        }
                        let bytes = u64::try_from(elems.max(0)).ok().and_then(|e| e.checked_mul(root_elem.itemsize() as u64)).ok_or("storage size overflows")?;
                        storages.push(StoragePlan { name: root_name.clone(), bytes, dtype: dtype_name(root_elem), size_assumed: assumed });
                        storage_index.insert(root_name.clone(), storages.len() - 1);
                        storages.len() - 1
                    }
                };
                let off = view.offset.eval(&env).map_err(|e| format!("offset of {buffer}: {e:?}"))?;
                let byte_offset = i64::try_from(off * elem.itemsize() as i128).map_err(|_| "view offset overflows")?;
                ParamValue::Pointer { storage: idx, byte_offset }
            }
            (true, ArgBinding::None) => ParamValue::Null,
            (true, other) => return Err(format!("pointer parameter {} binds {}", p.name, binding_text(other))),
            (false, ArgBinding::Int { value }) => {
                let v = value.eval(&env).map_err(|e| format!("argument {}: {e:?}", p.name))?;
                if ty.starts_with("fp") || ty == "bf16" {
                    notes.push(format!("{} is declared {ty}: the integer {v} is passed as a float", p.name));
                }
                if ty.starts_with("fp") || ty == "bf16" {
                    ParamValue::Float { value: v as f64 }
                } else {
                    ParamValue::Int { value: i64::try_from(v).map_err(|_| format!("argument {} = {v} does not fit 64 bits", p.name))? }
                }
            }
            (false, ArgBinding::Float { text }) => {
                let value = parse_py_float(text).ok_or_else(|| format!("argument {}: float {text}", p.name))?;
                ParamValue::Float { value }
            }
            (false, ArgBinding::Tensor { buffer }) => return Err(format!("scalar parameter {} binds tensor {buffer}", p.name)),
            (false, other) => return Err(format!("parameter {} ({ty}) binds {}", p.name, binding_text(other))),
        };
        params.push(ParamPlan { name: p.name.clone(), ty, offset: 0, size: 0, value });
    }
    let raw = &meta.raw();
    let align = |k: &str| raw.get(k).and_then(|v| v.as_u64()).unwrap_or(1);
    if let Some(gs) = meta.global_scratch_size {
        params.push(ParamPlan {
            name: "global_scratch".into(),
            ty: "hidden".into(),
            offset: 0,
            size: 0,
            value: ParamValue::GlobalScratch { bytes_per_program: gs.max(0) as u64, align: align("global_scratch_align") },
        });
    }
    if let Some(ps) = meta.profile_scratch_size {
        params.push(ParamPlan {
            name: "profile_scratch".into(),
            ty: "hidden".into(),
            offset: 0,
            size: 0,
            value: ParamValue::ProfileScratch { bytes_per_program: ps.max(0) as u64, align: align("profile_scratch_align") },
        });
    }
    // The layout is the cubin's: the count must agree, and each slot's size must hold the
    // value's type.
    if params.len() != info.params.len() {
        let names: Vec<&str> = params.iter().map(|p| p.name.as_str()).collect();
        return Err(format!("the cubin of {} takes {} parameters, the signature gives {} ({})", k.name, info.params.len(), params.len(), names.join(", ")));
    }
    for (p, slot) in params.iter_mut().zip(&info.params) {
        check_slot(p, slot)?;
        p.offset = slot.offset as u32;
        p.size = slot.size as u32;
    }

    let shared = meta.shared.unwrap_or(0);
    let num_ctas = raw.get("num_ctas").and_then(|v| v.as_u64()).unwrap_or(1);
    if num_ctas != 1 {
        return Err(format!("num_ctas {num_ctas} (clusters) is not replayed"));
    }
    if raw.get("launch_cooperative_grid").and_then(|v| v.as_bool()).unwrap_or(false) {
        notes.push("cooperative launch requested by the metadata; replayed as a plain launch".into());
    }
    if raw.get("tensordesc_meta").and_then(|v| v.as_array()).is_some_and(|a| !a.is_empty()) {
        return Err("host-side TMA descriptors (tensordesc_meta) are not replayed".into());
    }
    let warps = meta.num_warps.unwrap_or(num_warps as i64);
    let warp_size = raw.get("warp_size").and_then(|v| v.as_i64()).unwrap_or(32);
    let threads = u32::try_from(warps * warp_size).map_err(|_| "bad num_warps")?;
    let index_bound = device_assert_bound(&k.source, &ints, binding);

    Ok(LaunchPlan {
        kernel: k.name.clone(),
        cubin: meta.cubin.clone().unwrap_or_default(),
        metadata: meta.json_path.clone(),
        variant: meta.hash_dir.clone(),
        variant_chosen_by: chosen_by,
        config,
        num_warps: warps as u32,
        grid,
        block: [threads, 1, 1],
        shared_bytes: u32::try_from(shared).map_err(|_| "bad shared size")?,
        num_ctas: num_ctas as u32,
        params,
        storages,
        binding: binding.clone(),
        index_bound,
        dtype_issues,
        notes,
        order_dependent: k.source.contains("tl.atomic_"),
        alternatives: Vec::new(),
        probe: None,
    })
}

fn binding_text(b: &ArgBinding) -> String {
    match b {
        ArgBinding::Tensor { buffer } => format!("tensor {buffer}"),
        ArgBinding::Int { value } => format!("int {value}"),
        ArgBinding::Float { text } => format!("float {text}"),
        ArgBinding::None => "None".into(),
        ArgBinding::Unknown { text } => format!("something the model does not follow: {text}"),
    }
}

fn parse_py_float(t: &str) -> Option<f64> {
    let t = t.trim();
    match t {
        "inf" | "float('inf')" | "math.inf" => Some(f64::INFINITY),
        "-inf" | "float('-inf')" | "-math.inf" => Some(f64::NEG_INFINITY),
        "nan" | "float('nan')" | "math.nan" => Some(f64::NAN),
        _ => t.parse().ok(),
    }
}

/// Elements a view needs: `offset + Σ (size-1)·stride + 1`, 0 when any size is 0.
fn view_extent(b: &crate::model::Buffer, env: &impl Fn(&str) -> Option<i128>) -> Result<i128, String> {
    let mut end = b.offset.eval(env).map_err(|e| format!("offset of {}: {e:?}", b.name))?;
    for (s, st) in b.sizes.iter().zip(&b.strides) {
        let s = s.eval(env).map_err(|e| format!("size of {}: {e:?}", b.name))?;
        if s == 0 {
            return Ok(0);
        }
        let st = st.eval(env).map_err(|e| format!("stride of {}: {e:?}", b.name))?;
        end += (s - 1) * st.max(0);
    }
    Ok(end + 1)
}

fn check_slot(p: &ParamPlan, slot: &ParamSlot) -> Result<(), String> {
    let want = match (&p.value, p.ty.as_str()) {
        (ParamValue::Pointer { .. } | ParamValue::Null | ParamValue::GlobalScratch { .. } | ParamValue::ProfileScratch { .. }, _) => Some(8),
        // Triton's launcher passes an `i1` scalar as an `int32_t`, not as its 1-byte dtype.
        (_, "i1") => None,
        (_, ty) => DType::from_triton(ty).map(DType::itemsize),
    };
    match want {
        Some(w) if w != u32::from(slot.size) => Err(format!("parameter {} ({}) is {} bytes in the cubin, expected {w}", p.name, p.ty, slot.size)),
        _ => Ok(()),
    }
}

/// The grid as Inductor's launcher computes it for the kernel's `grid_type`
/// (`torch/_inductor/runtime/triton_heuristics.py`, the `GridExpr` subclasses).
pub fn compute_grid(k: &TritonKernel, ints: &BTreeMap<String, i128>, config: &BTreeMap<String, i64>) -> Result<[u32; 3], String> {
    let get = |n: &str| ints.get(n).copied().ok_or_else(|| format!("the grid needs {n}, which the launch does not give"));
    // `ceildiv(numel, meta.get(BLOCK))`: a block absent from the config (or 1) leaves numel.
    let cdiv = |numel: i128, block: Option<i64>| -> i128 {
        match block {
            None | Some(1) => numel,
            Some(b) if b <= 0 => numel,
            Some(b) => -((-numel).div_euclid(b as i128)),
        }
    };
    let block = |n: &str| config.get(n).copied();
    let grid_type = k.grid_type.as_deref().unwrap_or(match k.kind {
        HeuristicKind::Template => "FixedGrid",
        _ => "",
    });
    let g: [i128; 3] = match grid_type {
        "Grid1D" => [cdiv(get("xnumel")?, block("XBLOCK")), 1, 1],
        "Grid2D" => [cdiv(get("xnumel")?, block("XBLOCK")), cdiv(get("ynumel")?, block("YBLOCK")), 1],
        "Grid3D" => [cdiv(get("xnumel")?, block("XBLOCK")), cdiv(get("ynumel")?, block("YBLOCK")), cdiv(get("znumel")?, block("ZBLOCK"))],
        "Grid2DWithYZOverflow" => {
            let y_raw = cdiv(get("ynumel")?, block("YBLOCK"));
            let y_div = cdiv(y_raw, Some(MAX_Y_GRID as i64));
            let y_div_blk = if y_div <= 0 { None } else { i64::try_from(y_div).ok() };
            [cdiv(get("xnumel")?, block("XBLOCK")), cdiv(y_raw, y_div_blk), y_div]
        }
        "CooperativeReductionGrid" => [block("RSPLIT").ok_or("the config has no RSPLIT")? as i128, cdiv(get("xnumel")?, block("XBLOCK")), 1],
        "SplitScanGrid" => {
            if block("XBLOCK").unwrap_or(1) != 1 {
                return Err("SplitScanGrid needs XBLOCK 1".into());
            }
            [cdiv(get("r0_numel")?, block("R0_BLOCK")), get("xnumel")?, 1]
        }
        "FixedGrid" => {
            let names: Vec<&str> =
                if k.extra_launcher_args.len() >= 3 { k.extra_launcher_args.iter().map(String::as_str).collect() } else { vec!["_grid_0", "_grid_1", "_grid_2"] };
            [get(names[0])?, get(names[1])?, get(names[2])?]
        }
        other => return Err(format!("grid type {other:?} is not replayed")),
    };
    let lim = [MAX_X_GRID, MAX_Y_GRID, MAX_Y_GRID];
    let mut out = [0u32; 3];
    for i in 0..3 {
        if g[i] < 0 || g[i] > lim[i] {
            return Err(format!("grid {:?} exceeds the device limits", g));
        }
        out[i] = g[i] as u32;
    }
    Ok(out)
}

/// The smallest upper bound of the kernel's indirect-index asserts
/// (`"index out of bounds: 0 <= tmp4 < 1000"`, or `< ks0` for a launch argument).
fn device_assert_bound(source: &str, ints: &BTreeMap<String, i128>, binding: &BTreeMap<String, i128>) -> Option<i64> {
    let mut best: Option<i64> = None;
    for part in source.split("index out of bounds: ").skip(1) {
        let msg = part.split(['"', '\'']).next().unwrap_or("");
        let Some(rhs) = msg.rsplit('<').next() else { continue };
        let rhs = rhs.trim();
        let v = rhs.parse::<i128>().ok().or_else(|| ints.get(rhs).copied()).or_else(|| binding.get(rhs).copied());
        if let Some(v) = v.and_then(|v| i64::try_from(v).ok()).filter(|v| *v > 0) {
            best = Some(best.map_or(v, |b| b.min(v)));
        }
    }
    best
}

/// Picks the compiled variant for the launch: returns it with the config's constexprs,
/// num_warps and how it was chosen.
/// `undecided` receives other variants that may equally be the one that ran, for the GPU
/// to tell apart (see [`Probe`]).
fn choose_variant<'a>(
    module: &Module,
    k: &TritonKernel,
    cache: &'a CacheIndex,
    files: &CacheFiles,
    req: &PlanRequest,
    undecided: &mut Vec<Variant<'a>>,
) -> Result<(Variant<'a>, BTreeMap<String, i64>, u32, String), String> {
    // The kernel module file: by source text (exact), else the wrapper's comment.
    let module_file = files.modules_by_source.get(k.source.trim()).cloned().or_else(|| k.kernel_path.as_deref().and_then(|p| p.rsplit(['/', '\\']).next()).map(str::to_string));
    // Hash dirs first: `compiled_variants` ties its items to the name's lifetime.
    let hash_dirs: Vec<String> = cache.compiled_variants(&k.name).map(|m| m.hash_dir.clone()).collect();
    let mut all: Vec<&'a CompiledKernelMeta> = hash_dirs.iter().filter_map(|h| cache.compiled_meta(h, &k.name)).filter(|m| m.cubin.is_some()).collect();
    all.sort_by(|a, b| a.hash_dir.cmp(&b.hash_dir));
    if all.is_empty() {
        return Err(format!("no compiled variant of {} in the cache (no triton/<device>/<hash>/{}.cubin)", k.name, k.name));
    }
    let read = |m: &'a CompiledKernelMeta| -> Option<Variant<'a>> { Some(Variant { meta: m, cubin_bytes: std::fs::read(m.cubin.as_ref()?).ok()? }) };
    let mut variants: Vec<Variant<'a>> = all.into_iter().filter_map(read).collect();
    let mut by = String::new();
    if let Some(file) = &module_file {
        let of_module: Vec<usize> = variants.iter().enumerate().filter(|(_, v)| cubin::mentions_file(&v.cubin_bytes, file)).map(|(i, _)| i).collect();
        if !of_module.is_empty() {
            let keep: Vec<Variant<'a>> = variants.into_iter().enumerate().filter(|(i, _)| of_module.contains(i)).map(|(_, v)| v).collect();
            variants = keep;
            by.push_str("kernel module in the cubin's debug info");
        }
    }
    let of_module = !by.is_empty();
    if by.is_empty() {
        by.push_str("kernel name only");
    }

    // The chosen config: the request's, the best_config's, or the only heuristic config.
    let best = module.best_configs.get(&k.name).map(BestChoice::from);
    let best = best.filter(|b| b.hash.as_ref().is_none_or(|h| variants.iter().any(|v| &v.meta.hash_dir == h))).or_else(|| {
        let found: Vec<BestChoice> = variants.iter().filter_map(|v| cache.best_config_of_variant(&v.meta.hash_dir)).map(BestChoice::from).collect();
        (found.len() == 1).then(|| found[0].clone())
    });
    let template = matches!(k.kind, HeuristicKind::Template);

    // A request for the config coordinate descent chose (recorded without a hash) is
    // the launch's own: the variant is found as for it, below.
    let is_hashless_best = |cfg: &BTreeMap<String, i64>| {
        let kwargs = kernel_kwargs(cfg);
        best.as_ref().is_some_and(|b| b.hash.is_none() && b.kwargs == kwargs && cfg.get("num_warps").is_none_or(|w| Some(*w) == b.num_warps))
    };
    if let Some(cfg) = req.config.as_ref().filter(|c| !is_hashless_best(c)) {
        let warps = cfg.get("num_warps").copied();
        let kwargs = kernel_kwargs(cfg);
        // The requested config is the best one when they agree; otherwise it was compiled
        // only if the autotuner benchmarked it, and the variant is not identifiable.
        if let Some(b) = best.as_ref().filter(|b| b.kwargs == kwargs && warps.is_none_or(|w| Some(w) == b.num_warps)) {
            if let Some(v) = take_hash(&mut variants, b.hash.as_deref()) {
                return Ok((v, kwargs, b.num_warps.unwrap_or(4) as u32, format!("{by}; best_config triton_cache_hash (the requested config)")));
            }
        }
        if variants.len() == 1 && (template || heuristic_single(k).is_some_and(|c| c.kwargs == kwargs)) {
            let v = variants.remove(0);
            let w = v.meta.num_warps.unwrap_or(4) as u32;
            return Ok((v, kwargs, w, format!("{by}; the only compiled variant")));
        }
        if let Some(cfg) = heuristic_single(k).filter(|c| c.kwargs == kwargs && warps.is_none_or(|w| w == c.num_warps as i64)) {
            if let Some((v, n)) = pick_equivalent(&mut variants, cfg.num_warps, of_module) {
                return Ok((v, kwargs, cfg.num_warps, format!("{by}; the only config (one of {n} variants compiled from the same kernel module)")));
            }
        }
        // Autotuning compiled every candidate; the winner is named by its hash. The others
        // of this kernel module are told apart by num_warps when that leaves one each.
        if let (Some(b), true) = (best.as_ref(), of_module) {
            let others: Vec<configs::Config> = configs::heuristic_configs(&k.heuristics).into_iter().filter(|c| c.kwargs != b.kwargs).collect();
            let warps_of_request = others.iter().find(|c| c.kwargs == kwargs && warps.is_none_or(|w| w == c.num_warps as i64)).map(|c| c.num_warps);
            if let Some(w) = warps_of_request {
                let same_warps = others.iter().filter(|c| c.num_warps == w).count();
                let left: Vec<usize> =
                    variants.iter().enumerate().filter(|(_, v)| Some(&v.meta.hash_dir) != b.hash.as_ref() && v.meta.num_warps == Some(i64::from(w))).map(|(i, _)| i).collect();
                if let ([i], 1) = (left.as_slice(), same_warps) {
                    let v = variants.swap_remove(*i);
                    return Ok((v, kwargs, w, format!("{by}; the only other compiled variant with the requested config's num_warps (the best_config names the winner)")));
                }
            }
        }
        return Err(format!("config {kwargs:?} of the request has no identifiable compiled variant"));
    }

    if let Some(b) = best {
        if let Some(h) = b.hash.as_deref() {
            if let Some(v) = take_hash(&mut variants, Some(h)) {
                return Ok((v, b.kwargs, b.num_warps.unwrap_or(4) as u32, format!("{by}; best_config triton_cache_hash")));
            }
            return Err(format!("best_config names variant {h}, which is not in the cache"));
        }
        // No hash (a coordinate-descent result): the variant compiled with its launch options.
        let same: Vec<usize> = variants
            .iter()
            .enumerate()
            .filter(|(_, v)| v.meta.num_warps == b.num_warps && (b.num_stages.is_none() || v.meta.raw().get("num_stages").and_then(|s| s.as_i64()) == b.num_stages))
            .map(|(i, _)| i)
            .collect();
        return match same.as_slice() {
            [i] => {
                let v = variants.swap_remove(*i);
                Ok((v, b.kwargs, b.num_warps.unwrap_or(4) as u32, format!("{by}; best_config without hash, the only variant with its num_warps/num_stages")))
            }
            [] => Err("best_config has no triton_cache_hash and no compiled variant has its num_warps".into()),
            // Coordinate descent compiled each block size it tried: the cubins do not say
            // which is which, the elements one program writes do.
            _ if of_module => {
                let n = same.len();
                let mut picked: Vec<Variant<'a>> = Vec::new();
                for i in same.into_iter().rev() {
                    picked.push(variants.swap_remove(i));
                }
                let first = picked.remove(0);
                undecided.extend(picked);
                Ok((
                    first,
                    b.kwargs,
                    b.num_warps.unwrap_or(4) as u32,
                    format!("{by}; best_config without hash: one of {n} variants with its num_warps, told apart on the GPU by the elements one program writes"),
                ))
            }
            _ => Err(format!("best_config has no triton_cache_hash and {} compiled variants have its num_warps: the one it chose is not identifiable", same.len())),
        };
    }
    if template {
        let cfg = k.heuristics.template_config.as_ref().map(|c| c.kwargs.clone()).unwrap_or_default();
        if variants.len() == 1 {
            let v = variants.remove(0);
            let w = v.meta.num_warps.unwrap_or(4) as u32;
            return Ok((v, cfg, w, format!("{by}; the only compiled variant")));
        }
        // A template's config is fixed in its source: variants of one module are one kernel.
        let warps = k.heuristics.template_config.as_ref().map(|c| c.num_warps);
        if let Some((v, n)) = warps.and_then(|w| pick_equivalent(&mut variants, w, of_module)) {
            let w = v.meta.num_warps.unwrap_or(4) as u32;
            return Ok((v, cfg, w, format!("{by}; the template's own config (one of {n} variants compiled from the same kernel module)")));
        }
        return Err(format!("{} compiled variants of template {} and no best_config", variants.len(), k.name));
    }
    let Some(cfg) = heuristic_single(k) else {
        return Err(format!("{} has several heuristic configs and no best_config: the config that ran is unknown", k.name));
    };
    if let Some((v, n)) = pick_equivalent(&mut variants, cfg.num_warps, of_module) {
        let how = if n == 1 { "the only heuristic config".to_string() } else { format!("the only config (one of {n} variants compiled from the same kernel module)") };
        return Ok((v, cfg.kwargs.clone(), cfg.num_warps, format!("{by}; {how}")));
    }
    let same = variants.iter().filter(|v| v.meta.num_warps == Some(cfg.num_warps as i64)).count();
    if same == 0 {
        return Err(format!("no compiled variant of {} has the heuristic config's num_warps {}", k.name, cfg.num_warps));
    }
    Err(format!("{same} compiled variants of {} match its only config and the cubins name no kernel module file of this dump: not identifiable", k.name))
}

/// With the config pinned (the kernel's only heuristic config), variants with its
/// `num_warps` are one kernel: one variant, or several that all name this dump's kernel
/// module file, which fixes the source, so they differ only in compile options
/// (`debug`, the compiling process's environment). Each carries its own metadata, so
/// any replays faithfully; the newest cubin is taken, the one the latest run compiled.
fn pick_equivalent<'a>(variants: &mut Vec<Variant<'a>>, num_warps: u32, of_module: bool) -> Option<(Variant<'a>, usize)> {
    let same: Vec<usize> = variants.iter().enumerate().filter(|(_, v)| v.meta.num_warps == Some(i64::from(num_warps))).map(|(i, _)| i).collect();
    // One candidate, or several equivalent ones of the same kernel module.
    let usable = same.len() == 1 || (of_module && !same.is_empty());
    if !usable {
        return None;
    }
    let mtime = |v: &Variant| v.meta.cubin.as_ref().and_then(|p| std::fs::metadata(p).ok()).and_then(|m| m.modified().ok());
    let newest = *same.iter().max_by(|a, b| mtime(&variants[**a]).cmp(&mtime(&variants[**b])).then(variants[**b].meta.hash_dir.cmp(&variants[**a].meta.hash_dir)))?;
    let n = same.len();
    Some((variants.swap_remove(newest), n))
}

/// A requested config without its launch options (`num_warps`, ...): the constexprs.
fn kernel_kwargs(cfg: &BTreeMap<String, i64>) -> BTreeMap<String, i64> {
    cfg.iter().filter(|(k, _)| !BEST_CONFIG_NON_KWARGS.contains(&k.as_str())).map(|(k, v)| (k.clone(), *v)).collect()
}

fn heuristic_single(k: &TritonKernel) -> Option<configs::Config> {
    let mut c = configs::heuristic_configs(&k.heuristics);
    (c.len() == 1).then(|| c.remove(0))
}

fn take_hash<'a>(variants: &mut Vec<Variant<'a>>, hash: Option<&str>) -> Option<Variant<'a>> {
    let h = hash?;
    let i = variants.iter().position(|v| v.meta.hash_dir == h)?;
    Some(variants.swap_remove(i))
}
