//! The autotuning configs a Triton kernel may run with.
//!
//! A bounds proof has to hold for every config the autotuner *may* pick, not only the one a
//! cache file says won: another run, another GPU or a lost cache can pick another. This
//! module recomputes, from the literals of an `@triton_heuristics.<kind>(...)` decorator,
//! the candidate list that Inductor's runtime builds, and the block values coordinate
//! descent tuning can move to from there.
//!
//! **Mirrors PyTorch 2.11.0** (`torch/_inductor/runtime/triton_heuristics.py`,
//! `coordinate_descent_tuner.py`, `hints.py` of the 2.11.0 wheel), with the differences of
//! other releases gated by release (`since(minor)`, `HeuristicInputs::release`, set per module
//! from the detected release): exact for every release 2.5-2.15 ([`MIRRORED`]; each checked
//! against 300 lists recorded from that release's wheel by `tests/configs_per_release.rs`).
//! Nightly (2.16 dev) is not mirrored: its dumps get 2.15's lists, said so. NVIDIA path only: ROCm
//! (`torch.version.hip`) and Intel XPU add or change configs and are not modelled. The
//! heuristics change between releases; when `triton_heuristics.py` changes this file must be
//! revisited. The check that catches drift: [`configs_hash`] of [`heuristic_configs`] must
//! equal the `configs_hash` that the `.best_config` file next to the kernel records (the
//! corpus test asserts it for every cached kernel).
//!
//! Not modelled: `config.autotune_lookup_table` (a user table overriding the heuristics).
//!
//! An empty list means "unknown": an input the Python code would raise on (a failing
//! assertion, a missing key), an unknown decorator, or a plain `@triton.jit` kernel.

use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;

pub use crate::input::release::Release;

/// The release mirrored when the dump does not say (the one this file was first written
/// against).
pub const DEFAULT_RELEASE: Release = Release::new(2, 11);

/// How faithfully [`heuristic_configs`] follows a release's own heuristics, as measured by
/// `tests/configs_per_release.rs` against lists recorded from that release's wheel.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Mirror {
    /// Every recorded case agrees.
    Exact,
    /// The release's known differences are modelled, some recorded cases still differ.
    Partial,
    /// Not modelled: another release's heuristics stand in.
    None,
}

/// Releases whose heuristics were recorded (`tests/fixtures/configs/<release>.json`) and
/// how well this file follows each. Keep in step with `tests/configs_per_release.rs`.
pub const MIRRORED: &[(Release, Mirror)] = &[
    (Release::new(2, 5), Mirror::Exact),
    (Release::new(2, 6), Mirror::Exact),
    (Release::new(2, 7), Mirror::Exact),
    (Release::new(2, 8), Mirror::Exact),
    (Release::new(2, 9), Mirror::Exact),
    (Release::new(2, 10), Mirror::Exact),
    (Release::new(2, 11), Mirror::Exact),
    (Release::new(2, 12), Mirror::Exact),
    (Release::new(2, 13), Mirror::Exact),
    (Release::new(2, 14), Mirror::Exact),
    (Release::new(2, 15), Mirror::Exact),
];

pub fn mirror_of(r: Release) -> Mirror {
    MIRRORED.iter().find(|(m, _)| *m == r).map_or(Mirror::None, |(_, s)| *s)
}

/// Which release's candidate configs an audit uses for a module, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ConfigsAssumption {
    /// The release whose heuristics [`heuristic_configs`] applies.
    pub release: Release,
    pub mirror: Mirror,
    /// Set when the choice is not certain: the release is unknown, only inferred from
    /// markers, outside the mirrored ones or mirrored in part. Reported as an input issue.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

/// Picks the release whose heuristics to apply to a module dated `d`: the exact release
/// when known; within a range, [`DEFAULT_RELEASE`] when the range holds it, else the
/// nearest end; the newest mirrored release for anything newer.
pub fn assume_release(d: &crate::input::release::DetectedRelease) -> ConfigsAssumption {
    use crate::input::release::ReleaseSource;
    let newest = MIRRORED.iter().map(|(r, _)| *r).max().unwrap_or(DEFAULT_RELEASE);
    let oldest = MIRRORED.iter().map(|(r, _)| *r).min().unwrap_or(DEFAULT_RELEASE);
    let wanted = match (d.min, d.max) {
        (Some(a), Some(b)) if a == b => a,
        _ if d.contains(DEFAULT_RELEASE) => DEFAULT_RELEASE,
        (Some(a), _) if a > DEFAULT_RELEASE => a,
        (_, Some(b)) => b,
        _ => DEFAULT_RELEASE,
    };
    let release = wanted.clamp(oldest, newest);
    let mirror = mirror_of(release);
    let how = match d.source {
        ReleaseSource::CaptureJson if d.nightly => format!("torch {} (capture.json, nightly {wanted}, newer than any release mirrored)", d.version.as_deref().unwrap_or("?")),
        ReleaseSource::CaptureJson => format!("torch {} (capture.json)", d.version.as_deref().unwrap_or("?")),
        ReleaseSource::Markers => format!("release inferred from format markers as {}", d.describe()),
        ReleaseSource::Unknown => "release unknown".to_string(),
    };
    // A nightly's heuristics may have moved on since the release of its number.
    let certain = d.source == ReleaseSource::CaptureJson && release == wanted && !d.nightly;
    let note = match (certain, mirror) {
        (true, Mirror::Exact) => None,
        (true, Mirror::Partial) => Some(format!("{how}: autotune candidates of torch {release} assumed, mirrored in part (some recorded configs of that release differ)")),
        (_, Mirror::Exact) => Some(format!("{how}: autotune candidates of torch {release} assumed")),
        (_, Mirror::Partial) => Some(format!("{how}: autotune candidates of torch {release} assumed, mirrored in part (some recorded configs of that release differ)")),
        (_, Mirror::None) => Some(format!("{how}: autotune candidates of torch {release} assumed (that release is not mirrored)")),
    };
    ConfigsAssumption { release, mirror, note }
}

/// `TRITON_MAX_BLOCK` of `runtime/hints.py` (CUDA values).
const TRITON_MAX_BLOCK: [(&str, i64); 5] = [("X", 4096), ("Y", 1024), ("Z", 1024), ("R0_", 4096 * 16), ("R1_", 2048 * 16)];
/// `TRITON_MAX_RSPLIT` of `runtime/hints.py`.
const TRITON_MAX_RSPLIT: i64 = 64;
/// `_NUM_THREADS_PER_WARP` of `runtime/hints.py`.
const NUM_THREADS_PER_WARP: i64 = 32;
/// CUDA's `maxGridSize` as `triton_config` and `_check_max_grid_x` hardcode it.
const MAX_GRID: [i64; 3] = [2147483647, 65535, 65535];
/// `get_max_numwarps()` on NVIDIA: 1024 threads per block / 32 lanes.
const DEFAULT_MAX_NUM_WARPS: i64 = 32;

fn max_block(prefix: &str) -> Option<i64> {
    match prefix {
        // 2.5: `"X": 2048`.
        "X" if !since(6) => Some(2048),
        // Before 2.7 the one reduction dim is `"R"`.
        "R" => Some(4096 * 16),
        _ => TRITON_MAX_BLOCK.iter().find(|(p, _)| *p == prefix).map(|(_, v)| *v),
    }
}

// ---------------------------------------------------------------------------------------
// Release differences. The heuristics are those of DEFAULT_RELEASE with the differences of
// other releases gated by `since(minor)` where they apply (read from each release's
// `triton_heuristics.py`, checked by `tests/configs_per_release.rs`). The release being
// computed is kept per thread for the duration of one computation so the many small
// helpers that mirror Python functions need not all carry it.

thread_local! {
    static ACTIVE_RELEASE: std::cell::Cell<Release> = const { std::cell::Cell::new(DEFAULT_RELEASE) };
}

/// Makes `r` the release of the computations on this thread until dropped.
struct ReleaseScope(Release);

impl ReleaseScope {
    fn enter(r: Option<Release>) -> ReleaseScope {
        ReleaseScope(ACTIVE_RELEASE.with(|c| c.replace(r.unwrap_or(DEFAULT_RELEASE))))
    }
}

impl Drop for ReleaseScope {
    fn drop(&mut self) {
        ACTIVE_RELEASE.with(|c| c.set(self.0));
    }
}

/// Whether the release being computed is 2.`minor` or later.
fn since(minor: u32) -> bool {
    ACTIVE_RELEASE.with(|c| c.get()) >= Release::new(2, minor)
}

/// Size hints in one naming whatever the release: 2.6's single reduction hint `"r"` is
/// `"r0_"` (the kwarg goes back to `RBLOCK` in [`heuristic_configs`]).
fn normalized(h: &HeuristicInputs) -> std::borrow::Cow<'_, HeuristicInputs> {
    if !h.size_hints.contains_key("r") {
        return std::borrow::Cow::Borrowed(h);
    }
    let mut n = h.clone();
    if let Some(v) = n.size_hints.remove("r") {
        n.size_hints.insert("r0_".to_string(), v);
    }
    for (k, _) in n.tiling_scores.iter_mut() {
        if k == "r" {
            *k = "r0_".to_string();
        }
    }
    std::borrow::Cow::Owned(n)
}

/// Before 2.7 the reduction block kwarg is `RBLOCK`.
fn release_kwarg_names(mut configs: Vec<Config>) -> Vec<Config> {
    if since(7) {
        return configs;
    }
    for c in &mut configs {
        if let Some(v) = c.kwargs.remove("R0_BLOCK") {
            c.kwargs.insert("RBLOCK".to_string(), v);
        }
    }
    configs
}

/// A `triton.Config`: block-size kwargs plus launch options.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Config {
    pub kwargs: BTreeMap<String, i64>,
    pub num_warps: u32,
    pub num_stages: u32,
}

impl Config {
    pub fn new<'a>(kwargs: impl IntoIterator<Item = (&'a str, i64)>, num_warps: u32, num_stages: u32) -> Config {
        Config { kwargs: kwargs.into_iter().map(|(k, v)| (k.to_string(), v)).collect(), num_warps, num_stages }
    }

    fn get(&self, k: &str) -> Option<i64> {
        self.kwargs.get(k).copied()
    }
}

/// A scalar of the decorator's `inductor_meta` dict.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub enum MetaValue {
    Bool(bool),
    Int(i64),
    Str(String),
}

/// Fields of `triton_meta['device']` (`DeviceProperties(...)`) the heuristics read.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DeviceHints {
    /// Cooperative reductions size their split from it.
    pub multi_processor_count: Option<i64>,
    /// Dynamic R0_BLOCK scaling only runs on compute capability ≥ 8; `None` assumes it may.
    pub major: Option<i64>,
}

/// One sub-kernel of a combo kernel with per-subkernel blocks
/// (`inductor_meta['combo_grid_meta']` with `heuristic_<i>` keys).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ComboSubkernel {
    /// `heuristic_<i>`: "pointwise", "reduction" or "persistent_reduction".
    pub heuristic: String,
    /// `size_hints_<i>`.
    pub size_hints: BTreeMap<String, i64>,
    /// `tile_hint_<i>`, pointwise only: "TileHint.SQUARE" as the meta spells it, or the
    /// bare member name.
    pub tile_hint: Option<String>,
    /// `reduction_hint_<i>` (2.12+), reductions only: the `ReductionHint` member name. Before
    /// 2.12 the sub-kernels use the combo kernel's own hint.
    pub reduction_hint: Option<String>,
}

/// Everything from the decorator the heuristics read; fill from
/// `@triton_heuristics.X(size_hints=..., triton_meta=..., inductor_meta=..., tile_hint=...,
/// reduction_hint=..., min_elem_per_thread=...)`.
#[derive(Debug, Clone, Default)]
pub struct HeuristicInputs {
    /// The decorator name: "pointwise", "reduction", "persistent_reduction", "split_scan",
    /// "cooperative_reduction", "template", "foreach", "fixed_config", "user_autotune".
    pub kind: String,
    /// Keys 'x', 'y', 'z', 'r0_', 'r1_' as in the decorator.
    pub size_hints: BTreeMap<String, i64>,
    /// `TileHint` member name: "SQUARE" or "DEFAULT".
    pub tile_hint: Option<String>,
    /// `ReductionHint` member name: "INNER", "OUTER", "OUTER_TINY", "DEFAULT".
    pub reduction_hint: Option<String>,
    pub min_elem_per_thread: i64,
    /// Scalars of `inductor_meta` (bools, ints, strings); absent keys take Python's defaults.
    pub inductor_meta: BTreeMap<String, MetaValue>,
    /// `template`: `Config({}, num_warps=..., num_stages=...)` from the decorator arguments;
    /// `fixed_config`: its `config=` dict (block kwargs plus num_warps/num_stages).
    pub template_config: Option<Config>,
    /// `user_autotune`: its `configs=` list.
    pub user_configs: Vec<Config>,
    /// Keys of `triton_meta['signature']`, in order. Reductions count the `ks*` ones
    /// (dynamic sizes); a kernel without an `XBLOCK` parameter has XBLOCK pinned to 1.
    pub signature: Vec<String>,
    /// `triton_meta['native_matmul']`.
    pub native_matmul: bool,
    pub device: DeviceHints,
    /// `inductor_meta['tiling_scores']` in dict order (ties are broken by that order).
    pub tiling_scores: Vec<(String, f64)>,
    /// `inductor_meta['autotune_hints']` member names, e.g. "ONE_ELEMENT_PER_THREAD".
    pub autotune_hints: Vec<String>,
    /// `inductor_meta['tma_min_block_sizes']`.
    pub tma_min_block_sizes: BTreeMap<String, i64>,
    /// Combo kernels with per-subkernel blocks; empty for every other kernel.
    pub combo_subkernels: Vec<ComboSubkernel>,
    /// The release whose heuristics to apply; `None`: [`DEFAULT_RELEASE`].
    pub release: Option<Release>,
}

impl HeuristicInputs {
    fn meta_bool(&self, key: &str) -> Option<bool> {
        match self.inductor_meta.get(key)? {
            MetaValue::Bool(b) => Some(*b),
            MetaValue::Int(i) => Some(*i != 0),
            MetaValue::Str(s) => Some(!s.is_empty()),
        }
    }

    /// Python truthiness of `inductor_meta.get(key)`.
    fn flag(&self, key: &str) -> bool {
        self.meta_bool(key).unwrap_or(false)
    }

    fn meta_int(&self, key: &str) -> Option<i64> {
        match self.inductor_meta.get(key)? {
            MetaValue::Int(i) => Some(*i),
            MetaValue::Bool(b) => Some(*b as i64),
            MetaValue::Str(_) => None,
        }
    }

    fn max_autotune_enabled(&self) -> bool {
        self.flag("max_autotune") || self.flag("max_autotune_pointwise")
    }

    fn deterministic_mode(&self) -> bool {
        self.flag("deterministic")
    }

    /// The size hints after the `no_x_dim` rewrite the reduction heuristics do in place
    /// (the same dict reaches the coordinate-descent tuner).
    fn effective_size_hints(&self) -> BTreeMap<String, i64> {
        let mut sh = self.size_hints.clone();
        let reduces = matches!(self.kind.as_str(), "reduction" | "persistent_reduction" | "split_scan" | "cooperative_reduction");
        if reduces && self.flag("no_x_dim") {
            sh.insert("x".to_string(), 1);
        }
        sh
    }

    fn is_combo(&self) -> bool {
        // Per-subkernel combo blocks came in 2.11.
        !self.combo_subkernels.is_empty() && since(11)
    }
}

/// The configs `cached_autotune` receives for this decorator, deduplicated, in order: the
/// list `configs_hash` in `.best_config` files is computed over. For kernels without an
/// `XBLOCK` parameter the configs still hold `XBLOCK: 1` (Python drops it after hashing; the
/// kernel then hardcodes 1).
pub fn heuristic_configs(h: &HeuristicInputs) -> Vec<Config> {
    let _scope = ReleaseScope::enter(h.release);
    let configs = build_configs(&normalized(h)).unwrap_or_default();
    unique_configs(release_kwarg_names(configs))
}

/// Every config the autotuner may benchmark and pick before coordinate descent:
/// [`heuristic_configs`] plus the ones `_dynamic_scale_rblock` may add at load time (each
/// halving the largest R kwarg while the R block product exceeds 64; whether it happens
/// depends on register counts only known after compiling).
pub fn candidate_configs(h: &HeuristicInputs) -> Vec<Config> {
    let _scope = ReleaseScope::enter(h.release);
    let mut configs = heuristic_configs(h);
    if !may_dynamic_scale_rblock(h) {
        return configs;
    }
    // Python appends to the list it iterates, so scaled configs are scaled again.
    let mut seen: BTreeSet<Vec<(String, i64)>> = configs.iter().map(hashable).collect();
    let mut i = 0;
    while i < configs.len() {
        let cfg = &configs[i];
        i += 1;
        let rkwargs: Vec<(&String, i64)> = cfg.kwargs.iter().filter(|(k, _)| k.starts_with('R')).map(|(k, v)| (k, *v)).collect();
        if rkwargs.is_empty() || rkwargs.iter().fold(1i64, |p, (_, v)| p.saturating_mul(if *v == 0 { 1 } else { *v })) <= 64 {
            continue;
        }
        // `max()` keeps the first maximum in Python's kwargs insertion order.
        let Some(largest) = rkwargs.iter().min_by_key(|(k, v)| (std::cmp::Reverse(*v), python_kwarg_order(k))).map(|(k, _)| (*k).clone()) else {
            continue;
        };
        let mut scaled = cfg.clone();
        if let Some(v) = scaled.kwargs.get_mut(&largest) {
            *v = v.div_euclid(2);
        }
        if seen.insert(hashable(&scaled)) {
            configs.push(scaled);
        }
    }
    configs
}

/// `hash_configs` of `triton_heuristics.py`: sha256 over
/// `f"{sorted(cfg.kwargs.items())} {cfg.num_warps} {cfg.num_stages}\n"` per config.
pub fn configs_hash(configs: &[Config]) -> String {
    let mut text = String::new();
    for cfg in configs {
        let items: Vec<String> = cfg.kwargs.iter().map(|(k, v)| format!("({}, {v})", python_str_repr(k))).collect();
        text.push_str(&format!("[{}] {} {}\n", items.join(", "), cfg.num_warps, cfg.num_stages));
    }
    sha256_hex(text.as_bytes())
}

/// All values each config kwarg (XBLOCK, YBLOCK, R0_BLOCK, RSPLIT, ...) may take across
/// [`candidate_configs`] and, where `inductor_meta['coordinate_descent_tuning']` is set, the
/// moves coordinate descent can make (doubling or halving a block within
/// `min(TRITON_MAX_BLOCK, size_hint)`). `NUM_STAGES` (pipelining depth, unbounded under
/// coordinate descent) is left out: it changes no index. Persistent reductions have no
/// Rn_BLOCK kwarg: their kernel body defines it as a constant.
pub fn reachable_block_values(h: &HeuristicInputs) -> BTreeMap<String, Vec<i64>> {
    let _scope = ReleaseScope::enter(h.release);
    let candidates = candidate_configs(h);
    let tuner = CoordescModel::new(h);
    let mut out: BTreeMap<String, BTreeSet<i64>> = BTreeMap::new();
    for cfg in &candidates {
        for (k, v) in &cfg.kwargs {
            if k == "NUM_STAGES" {
                continue;
            }
            let values = out.entry(k.clone()).or_default();
            match tuner.as_ref() {
                Some(t) if t.tunes(k) => values.extend(t.closure(k, *v, cfg)),
                _ => {
                    values.insert(*v);
                }
            }
        }
    }
    out.into_iter().map(|(k, v)| (k, v.into_iter().collect())).collect()
}

/// All `num_warps` values across [`candidate_configs`] and coordinate-descent moves.
pub fn reachable_num_warps(h: &HeuristicInputs) -> Vec<u32> {
    let _scope = ReleaseScope::enter(h.release);
    let tuner = CoordescModel::new(h);
    let mut out = BTreeSet::new();
    for cfg in candidate_configs(h) {
        match tuner.as_ref() {
            Some(t) => out.extend(t.closure("num_warps", cfg.num_warps as i64, &cfg).into_iter().filter_map(|w| u32::try_from(w).ok())),
            None => {
                out.insert(cfg.num_warps);
            }
        }
    }
    out.into_iter().collect()
}

/// Whether `chosen` (kwargs and num_warps of a `.best_config`) is a config the autotuner may
/// end up with: a candidate, or a coordinate-descent neighbourhood point of one. num_stages
/// is not compared: it changes no index. A `chosen` without XBLOCK matches a candidate with
/// `XBLOCK: 1` (Python drops it when the kernel has no XBLOCK parameter).
///
/// A cached config that fails this was not produced by these heuristics (a stale or edited
/// cache, or a torch whose heuristics differ): with `coordinate_descent_tuning` on, Python
/// loads a `found_by_coordesc` entry whose `configs_hash` matches verbatim, unchecked.
pub fn may_select(h: &HeuristicInputs, chosen: &Config) -> bool {
    let _scope = ReleaseScope::enter(h.release);
    let candidates = candidate_configs(h);
    let as_launched = |c: &Config| -> BTreeMap<String, i64> {
        let mut kw = c.kwargs.clone();
        if !chosen.kwargs.contains_key("XBLOCK") && kw.get("XBLOCK") == Some(&1) {
            kw.remove("XBLOCK");
        }
        kw
    };
    if candidates.iter().any(|c| as_launched(c) == chosen.kwargs && c.num_warps == chosen.num_warps) {
        return true;
    }
    let Some(tuner) = CoordescModel::new(h) else { return false };
    candidates.iter().any(|c| {
        let kw = as_launched(c);
        kw.keys().eq(chosen.kwargs.keys())
            && kw.iter().all(|(k, start)| {
                let want = chosen.kwargs[k];
                if tuner.tunes(k) {
                    tuner.closure(k, *start, c).contains(&want)
                } else {
                    want == *start
                }
            })
            && tuner.closure("num_warps", c.num_warps as i64, c).contains(&(chosen.num_warps as i64))
    })
}

// ---------------------------------------------------------------------------------------
// The heuristics, one function per Python function of the same name.

fn build_configs(h: &HeuristicInputs) -> Option<Vec<Config>> {
    if h.size_hints.values().any(|v| *v < 1) {
        return None;
    }
    match h.kind.as_str() {
        "pointwise" => {
            if h.is_combo() {
                return combo_configs(h);
            }
            pointwise(h, &h.size_hints, h.tile_hint.as_deref())
        }
        "reduction" => {
            if h.is_combo() {
                return combo_configs(h);
            }
            let sh = h.effective_size_hints();
            let num_dynamic = h.signature.iter().filter(|k| k.contains("ks")).count();
            let configs = reduction_configs(h, &sh, num_dynamic)?;
            let configs = maybe_filter_configs_for_tma_restrictions(h, configs, false)?;
            enforce_block_minimums(h, &sh, filter_reduction_configs_for_determinism(h, configs)?)
        }
        "persistent_reduction" => {
            if h.is_combo() {
                return combo_configs(h);
            }
            let sh = h.effective_size_hints();
            enforce_block_minimums(h, &sh, persistent_reduction(h, &sh)?)
        }
        "cooperative_reduction" => enforce_block_minimums(h, &h.effective_size_hints(), cooperative_reduction(h)?),
        "split_scan" => {
            let sh = h.effective_size_hints();
            if sh.len() != 2 {
                return None;
            }
            let mut configs = reduction_configs(h, &sh, 0)?;
            let min_rblock = h.meta_int("min_split_scan_rblock").unwrap_or(256);
            for cfg in &mut configs {
                for (k, v) in cfg.kwargs.iter_mut() {
                    if k.starts_with('R') && *v < min_rblock {
                        *v = min_rblock;
                    }
                }
            }
            let configs = maybe_filter_configs_for_tma_restrictions(h, configs, false)?;
            filter_reduction_configs_for_determinism(h, configs)
        }
        "template" | "fixed_config" => h.template_config.clone().map(|c| vec![c]),
        "user_autotune" => {
            if h.user_configs.is_empty() {
                // `triton.Config({})`: Triton's defaults.
                Some(vec![Config::new([], 4, 3)])
            } else {
                Some(h.user_configs.clone())
            }
        }
        "foreach" => {
            let warps: &[u32] = if h.max_autotune_enabled() { &[1, 2, 4, 8] } else { &[8] };
            Some(warps.iter().map(|w| Config::new([], *w, 1)).collect())
        }
        _ => None,
    }
}

/// 2.13+ `_enforce_reduction_config_block_minimums` (run by `cached_autotune` on reduction
/// and persistent-reduction lists): `inductor_meta['min_xblock']` / `['min_rblock']` raise
/// XBLOCK / R0_BLOCK, then R0_BLOCK and XBLOCK halve back towards the original tile product
/// without going below their floors. Configs with Y/Z/R1/R2 blocks make Python raise.
fn enforce_block_minimums(h: &HeuristicInputs, sh: &BTreeMap<String, i64>, mut configs: Vec<Config>) -> Option<Vec<Config>> {
    let (min_x, min_r) = (h.meta_int("min_xblock"), h.meta_int("min_rblock"));
    if !since(13) || (min_x.is_none() && min_r.is_none()) {
        return Some(configs);
    }
    for cfg in &mut configs {
        if ["YBLOCK", "ZBLOCK", "R1_BLOCK", "R2_BLOCK"].iter().any(|k| cfg.kwargs.contains_key(*k)) {
            return None;
        }
        let (has_x, has_r) = (cfg.kwargs.contains_key("XBLOCK"), cfg.kwargs.contains_key("R0_BLOCK"));
        if !(has_x || has_r) {
            continue;
        }
        let (x_floor, r_floor) = (min_x.unwrap_or(1), min_r.unwrap_or(1));
        let tile = |c: &Config| c.get("XBLOCK").unwrap_or(1).saturating_mul(c.get("R0_BLOCK").unwrap_or(1));
        let target = tile(cfg);
        if let Some(x) = cfg.kwargs.get_mut("XBLOCK") {
            *x = (*x).max(x_floor);
        }
        if let Some(r) = cfg.kwargs.get_mut("R0_BLOCK") {
            *r = (*r).max(r_floor);
        }
        for (name, floor) in [("R0_BLOCK", r_floor), ("XBLOCK", x_floor)] {
            while cfg.get(name).is_some_and(|v| v > floor) && tile(cfg) > target {
                if let Some(v) = cfg.kwargs.get_mut(name) {
                    *v /= 2;
                }
            }
        }
        let numels = [("X", if has_x { sh.get("x").copied() } else { None })];
        check_blocks(&cfg.kwargs, &numels)?;
    }
    Some(configs)
}

fn product<'a>(xs: impl IntoIterator<Item = &'a i64>) -> i64 {
    // `conditional_product` skips falsy (0/None) factors.
    xs.into_iter().filter(|x| **x != 0).fold(1i64, |p, x| p.saturating_mul(*x))
}

fn next_power_of_2(n: i64) -> i64 {
    if n <= 0 {
        1
    } else {
        (n as u64).checked_next_power_of_two().and_then(|p| i64::try_from(p).ok()).unwrap_or(i64::MAX)
    }
}

fn last_power_of_2(n: i64) -> i64 {
    let p = next_power_of_2(n);
    if p > n {
        p / 2
    } else {
        p
    }
}

fn is_reduction_prefix(prefix: &str) -> bool {
    prefix.starts_with('r')
}

fn total_reduction_numel(sh: &BTreeMap<String, i64>) -> i64 {
    product(sh.iter().filter(|(k, _)| is_reduction_prefix(k)).map(|(_, v)| v))
}

/// `_num_warps` (NVIDIA).
fn num_warps_clamp(num_warps: i64, max_num_warps: i64, min_num_warps: i64, register_intensive: bool) -> i64 {
    let max_num_warps = if register_intensive { max_num_warps / 2 } else { max_num_warps };
    next_power_of_2(num_warps.max(min_num_warps).min(max_num_warps))
}

/// `_check_max_grid_x` (NVIDIA): grows `x` until the grid fits.
fn check_max_grid_x(sh: &BTreeMap<String, i64>, mut x: i64, num_warps: i64) -> Option<i64> {
    let xnumel = *sh.get("x")?;
    if x < 1 {
        return None;
    }
    let max_block_x = max_block("X")?;
    let mut num_blocks = (xnumel as i128 + x as i128 - 1) / x as i128;
    if !since(11) {
        // Before 2.11 NVIDIA was held to HIP's limit on total threads, with no XBLOCK cap.
        let threads = |n: i128| n * num_warps as i128 * NUM_THREADS_PER_WARP as i128;
        while threads(num_blocks) > MAX_GRID[0] as i128 && x < xnumel {
            x *= 2;
            num_blocks /= 2;
        }
        return (threads(num_blocks) <= MAX_GRID[0] as i128).then_some(x);
    }
    while num_blocks > MAX_GRID[0] as i128 && x < xnumel && x < max_block_x {
        x *= 2;
        num_blocks /= 2;
    }
    (num_blocks <= MAX_GRID[0] as i128).then_some(x)
}

/// `check_max_block` + `check_config`: the assertions that make Python reject a config.
fn check_blocks(cfg: &BTreeMap<String, i64>, numels: &[(&str, Option<i64>)]) -> Option<()> {
    for (var, val) in cfg {
        if let Some(prefix) = var.strip_suffix("BLOCK") {
            if *val > max_block(prefix)? {
                return None;
            }
        }
    }
    for (label, numel) in numels {
        let Some(numel) = numel else { continue };
        let block = *cfg.get(&format!("{label}BLOCK"))?;
        if block < 1 || (*numel == 1 && block != 1) || max_block(label)? % block != 0 {
            return None;
        }
    }
    Some(())
}

/// `triton_config`: a pointwise config adjusted to the size hints.
fn triton_config(sh: &BTreeMap<String, i64>, x: i64, y: Option<i64>, z: Option<i64>, num_elements_per_warp: i64, min_elem_per_thread: i64) -> Option<Config> {
    let cp = |x: i64, y: Option<i64>, z: Option<i64>| product([x, y.unwrap_or(0), z.unwrap_or(0)].iter());
    let sh_x = *sh.get("x")?;
    let mut target = cp(x, y, z);
    if product(sh.values()) < target {
        target /= 8;
    }
    let mut x = x.min(sh_x);
    let mut y = match y {
        Some(y) if y != 0 => Some(y.min(*sh.get("y")?)),
        other => other,
    };
    let mut z = match z {
        Some(z) if z != 0 => Some(z.min(*sh.get("z")?)),
        other => other,
    };
    while x < sh_x.min(max_block("X")?) && ((x as i128) * (MAX_GRID[0] as i128) < sh_x as i128 || cp(x, y, z) < target) {
        x *= 2;
    }
    if let Some(yv) = y.filter(|v| *v != 0) {
        let sh_y = *sh.get("y")?;
        let mut yv = yv;
        while yv < sh_y.min(max_block("Y")?) && ((yv as i128) * (MAX_GRID[1] as i128) < sh_y as i128 || cp(x, Some(yv), z) < target) {
            yv *= 2;
        }
        y = Some(yv);
    }
    if let Some(zv) = z.filter(|v| *v != 0) {
        let sh_z = *sh.get("z")?;
        let mut zv = zv;
        while zv < sh_z.min(max_block("Z")?) && ((zv as i128) * (MAX_GRID[2] as i128) < sh_z as i128 || cp(x, y, Some(zv)) < target) {
            zv *= 2;
        }
        z = Some(zv);
    }
    let mut num_warps = num_warps_clamp(cp(x, y, z) / num_elements_per_warp.max(1), 8, 1, false);
    // Inductor keeps ≥ 4 warps once a block has 128 elements (a PTX workaround).
    if cp(x, y, z) >= 128 {
        num_warps = num_warps.max(4);
    }
    let block_size = cp(x, y, z).max(min_elem_per_thread.max(0).saturating_mul(NUM_THREADS_PER_WARP).saturating_mul(num_warps));
    let elems = cp(x, y, z).max(1);
    let ceil_ratio = (block_size as i128 + elems as i128 - 1) / elems as i128;
    x = x.saturating_mul(i64::try_from(ceil_ratio).unwrap_or(i64::MAX));
    x = check_max_grid_x(sh, x, num_warps)?;
    // 2.6 added the clamp to the hint after `min_elem_per_thread` scaling.
    if since(6) {
        x = x.min(sh_x);
    }

    let mut cfg = BTreeMap::from([("XBLOCK".to_string(), x)]);
    if let Some(y) = y.filter(|v| *v != 0) {
        cfg.insert("YBLOCK".to_string(), y);
    }
    if let Some(z) = z.filter(|v| *v != 0) {
        cfg.insert("ZBLOCK".to_string(), z);
    }
    check_blocks(&cfg, &[("X", Some(sh_x)), ("Y", sh.get("y").copied()), ("Z", sh.get("z").copied())])?;
    Some(Config { kwargs: cfg, num_warps: num_warps as u32, num_stages: 1 })
}

/// `_get_nd_reduction_numels`: a linear reduction block unravelled over r1_, r0_ (row major).
fn nd_reduction_numels(r: i64, sh: &BTreeMap<String, i64>) -> Option<BTreeMap<String, i64>> {
    let r = r.min(total_reduction_numel(sh));
    let num_reduction_dims = sh.keys().filter(|k| is_reduction_prefix(k)).count();
    let mut remaining = r;
    let mut rnumels = BTreeMap::new();
    for idx in (0..num_reduction_dims).rev() {
        let prefix = format!("r{idx}_");
        let max_size = (*sh.get(&prefix)?).min(max_block(&prefix.to_uppercase())?);
        let dim = max_size.min(remaining);
        if dim < 1 || remaining % dim != 0 {
            return None;
        }
        remaining /= dim;
        rnumels.insert(prefix, dim);
    }
    (product(rnumels.values()) == r).then_some(rnumels)
}

fn rnumels_to_kwargs(cfg: &mut BTreeMap<String, i64>, rnumels: &BTreeMap<String, i64>) {
    for (prefix, n) in rnumels {
        cfg.insert(format!("{}BLOCK", prefix.to_uppercase()), *n);
    }
}

#[derive(Clone, Copy, Default)]
struct ReductionOpts<'a> {
    num_warps: Option<i64>,
    register_intensive: bool,
    reduction_hint: Option<&'a str>,
    min_num_warps: Option<i64>,
}

/// `triton_config_reduction`.
fn triton_config_reduction(sh: &BTreeMap<String, i64>, x: i64, r: i64, o: ReductionOpts) -> Option<Config> {
    let mut rnumels = nd_reduction_numels(r, sh)?;
    let sh_x = *sh.get("x")?;
    // Before 2.7 the target was the block asked for, taken before shrinking to the hints.
    let asked = product([x, r].iter());
    let mut x = x.min(sh_x);
    let total = |x: i64, rn: &BTreeMap<String, i64>| product(std::iter::once(&x).chain(rn.values()));
    let mut target = if since(7) { total(x, &rnumels) } else { asked };
    if product(sh.values()) < target {
        target /= 8;
    }
    while x < sh_x && total(x, &rnumels) < target {
        x = x.saturating_mul(2);
    }
    let prefixes: Vec<String> = rnumels.keys().cloned().collect();
    for p in &prefixes {
        let limit = *sh.get(p)?;
        while rnumels[p] < limit && total(x, &rnumels) < target {
            let v = rnumels[p].saturating_mul(2);
            rnumels.insert(p.clone(), v);
        }
    }
    // 2.10: INNER sizes warps by the reduction block alone, and large blocks get 32 warps.
    let num_warps = o.num_warps.unwrap_or_else(|| if o.reduction_hint == Some("INNER") && since(10) { r / 128 } else { total(x, &rnumels) / 128 });
    let max_num_warps = if r <= 8192 || !since(10) { 16 } else { 32 };
    let num_warps = num_warps_clamp(num_warps, max_num_warps, o.min_num_warps.unwrap_or(2), o.register_intensive);
    let x = check_max_grid_x(sh, x, num_warps)?;
    for p in &prefixes {
        while total(x, &rnumels) > target {
            if rnumels[p] == 1 {
                break;
            }
            let v = rnumels[p] / 2;
            rnumels.insert(p.clone(), v);
        }
    }
    let mut cfg = BTreeMap::from([("XBLOCK".to_string(), x)]);
    rnumels_to_kwargs(&mut cfg, &rnumels);
    check_blocks(&cfg, &[("X", Some(sh_x))])?;
    Some(Config { kwargs: cfg, num_warps: num_warps as u32, num_stages: 1 })
}

/// `triton_config_tiled_reduction`.
fn triton_config_tiled_reduction(sh: &BTreeMap<String, i64>, x: i64, y: i64, r: i64, register_intensive: bool) -> Option<Config> {
    let mut rnumels = nd_reduction_numels(r, sh)?;
    let (sh_x, sh_y) = (*sh.get("x")?, *sh.get("y")?);
    let mut x = x.min(sh_x);
    let mut y = y.min(sh_y);
    let total = |x: i64, y: i64, rn: &BTreeMap<String, i64>| product([x, y].iter().chain(rn.values()));
    let mut target = total(x, y, &rnumels);
    if product(sh.values()) < target {
        target /= 8;
    }
    while x < sh_x && total(x, y, &rnumels) < target {
        x = x.saturating_mul(2);
    }
    let prefixes: Vec<String> = rnumels.keys().cloned().collect();
    for p in &prefixes {
        let limit = *sh.get(p)?;
        while rnumels[p] < limit && total(x, y, &rnumels) < target {
            let v = rnumels[p].saturating_mul(2);
            rnumels.insert(p.clone(), v);
        }
    }
    while y < sh_y && total(x, y, &rnumels) < target {
        y = y.saturating_mul(2);
    }
    let mut cfg = BTreeMap::from([("XBLOCK".to_string(), x), ("YBLOCK".to_string(), y)]);
    rnumels_to_kwargs(&mut cfg, &rnumels);
    let num_warps = num_warps_clamp(total(x, y, &rnumels) / 256, 8, 1, false);
    let num_warps = num_warps_clamp(num_warps, 16, 2, register_intensive);
    check_blocks(&cfg, &[("X", Some(sh_x)), ("Y", Some(sh_y))])?;
    Some(Config { kwargs: cfg, num_warps: num_warps as u32, num_stages: 1 })
}

/// `inductor_meta['tiling_scores']`; from 2.12 (`_get_tiling_scores`) a missing or empty
/// dict is `dict.fromkeys(size_hints, 1)` instead of an assertion failure.
fn tiling_scores(h: &HeuristicInputs, sh: &BTreeMap<String, i64>) -> Vec<(String, f64)> {
    if !h.tiling_scores.is_empty() || !since(12) {
        return h.tiling_scores.clone();
    }
    // The decorator's dict order: x, y, z, then the reduction dims.
    ["x", "y", "z", "r0_", "r1_", "r2_"].iter().filter(|k| sh.contains_key(**k)).map(|k| (k.to_string(), 1.0)).collect()
}

/// `match_target_block_product`: spreads a block product over dims by tiling score.
fn match_target_block_product(sh: &BTreeMap<String, i64>, scores: &[(String, f64)], target: i64) -> Option<BTreeMap<String, i64>> {
    let (min_block_size, min_red_block) = (1i64, 4i64);
    let total_score: f64 = scores.iter().map(|(_, s)| s).sum();
    let even: Vec<(String, f64)>;
    let (scores, total_score) = if total_score != 0.0 {
        (scores, total_score)
    } else if since(12) {
        // 2.12: "just assume even score with no minimum block size".
        even = scores.iter().map(|(d, _)| (d.clone(), target as f64)).collect();
        (&even[..], target as f64 * scores.len() as f64)
    } else {
        // Python divides by the zero total below and raises.
        return None;
    };
    let mut block_sizes = BTreeMap::new();
    let mut relative: Vec<(String, f64)> = Vec::new();
    let mut cur = 1i64;
    for (dim, score) in scores {
        if *score == 0.0 && (!dim.contains('r') || !since(11)) {
            block_sizes.insert(dim.clone(), 1);
            if since(11) {
                relative.push((dim.clone(), 0.0));
            }
            continue;
        }
        // Before 2.11 reduction dims had no minimum of 4.
        let size = if dim.contains('r') && since(11) { min_red_block } else { min_block_size };
        block_sizes.insert(dim.clone(), size);
        cur = cur.saturating_mul(size);
        relative.push((dim.clone(), score / total_score));
    }
    while cur < target && !relative.is_empty() {
        // `max()` over dict items: the first maximal entry wins.
        let mut best = 0;
        for (i, (_, s)) in relative.iter().enumerate() {
            if *s > relative[best].1 {
                best = i;
            }
        }
        let dim = relative[best].0.clone();
        let mut cap_name = dim.clone();
        if let Some(first) = cap_name.get(0..1) {
            cap_name = first.to_uppercase() + cap_name.get(1..).unwrap_or("");
        }
        let bs = block_sizes[&dim];
        if bs >= max_block(&cap_name)? || bs >= *sh.get(&dim)? {
            relative.remove(best);
            continue;
        }
        block_sizes.insert(dim, bs * 2);
        relative[best].1 /= 2.0;
        cur = cur.saturating_mul(2);
    }
    Some(block_sizes)
}

/// `adapt_config_for_tiling`.
fn adapt_config_for_tiling(h: &HeuristicInputs, sh: &BTreeMap<String, i64>, x: i64, r: i64, register_intensive: bool) -> Option<Config> {
    let scores = tiling_scores(h, sh);
    if !sh.keys().all(|k| scores.iter().any(|(d, _)| d == k)) {
        return None;
    }
    let blocks = match_target_block_product(sh, &scores, x.saturating_mul(r))?;
    triton_config_tiled_reduction(sh, *blocks.get("x")?, *blocks.get("y")?, *blocks.get("r0_")?, register_intensive)
}

/// `pointwise` (`return_configs=True` part).
fn pointwise(h: &HeuristicInputs, sh: &BTreeMap<String, i64>, tile_hint: Option<&str>) -> Option<Vec<Config>> {
    if h.flag("no_x_dim") {
        return None;
    }
    let numel = product(sh.values());
    let bs = 256i64.max((numel / 128).min(1024));
    let hinted = autotune_hints_to_configs(h, sh, bs)?;
    let mept = h.min_elem_per_thread;
    let tc = |x: i64, y: Option<i64>, z: Option<i64>, per_warp: i64| triton_config(sh, x, y, z, per_warp, mept);
    // Before 2.10 (`disable_pointwise_autotuning`) deterministic algorithms also turn it off.
    let autotune_pointwise = h.meta_bool("autotune_pointwise").unwrap_or(true) && (since(10) || !h.flag("are_deterministic_algorithms_enabled"));
    let max_autotune = h.max_autotune_enabled();
    let configs: Vec<Option<Config>> = match sh.len() {
        1 => {
            if !autotune_pointwise && !max_autotune {
                vec![tc(bs, None, None, 256)]
            } else {
                let mut v = vec![tc(bs, None, None, 256), tc(bs / 2, None, None, 64)];
                v.extend(hinted.into_iter().map(Some));
                v
            }
        }
        2 => {
            if (!autotune_pointwise || tile_hint == Some("SQUARE")) && !max_autotune {
                vec![tc(32, Some(32), None, 256)]
            } else {
                let mut v = vec![
                    tc(32, Some(32), None, 256),
                    tc(64, Some(64), None, 256),
                    tc(256, Some(16), None, 256),
                    tc(16, Some(256), None, 256),
                    tc(bs, Some(1), None, 256),
                    tc(1, Some(bs), None, 256),
                ];
                v.extend(hinted.into_iter().map(Some));
                v
            }
        }
        3 => {
            // 2.12: max_autotune also tunes 3-D pointwise kernels.
            let tuned = if since(11) {
                h.flag("max_autotune_pointwise") || (since(12) && h.flag("max_autotune"))
            } else {
                // Before 2.11 3-D kernels were tuned unless autotune_pointwise was off.
                autotune_pointwise
            };
            if !tuned {
                vec![tc(16, Some(16), Some(16), 256)]
            } else {
                let mut v = vec![
                    tc(16, Some(16), Some(16), 256),
                    tc(64, Some(8), Some(8), 256),
                    tc(8, Some(64), Some(8), 256),
                    tc(8, Some(8), Some(64), 256),
                    tc(bs, Some(1), Some(1), 256),
                    tc(1, Some(bs), Some(1), 256),
                    tc(1, Some(1), Some(bs), 256),
                ];
                v.extend(hinted.into_iter().map(Some));
                v
            }
        }
        _ => return None,
    };
    let configs: Vec<Config> = configs.into_iter().collect::<Option<_>>()?;
    maybe_filter_configs_for_tma_restrictions(h, configs, false)
}

/// `autotune_hints_to_configs`.
fn autotune_hints_to_configs(h: &HeuristicInputs, sh: &BTreeMap<String, i64>, block_size: i64) -> Option<Vec<Config>> {
    let mut out = Vec::new();
    for hint in &h.autotune_hints {
        // 2.5 named the same hint `ELEMENTS_PER_WARP_32` (renamed in 2.6).
        if hint != "ONE_ELEMENT_PER_THREAD" && hint != "ELEMENTS_PER_WARP_32" {
            continue;
        }
        let b = block_size / 4;
        let options: Vec<(i64, Option<i64>, Option<i64>)> = match sh.len() {
            1 => vec![(b, None, None)],
            2 => vec![(b, Some(1), None), (1, Some(b), None)],
            3 => vec![(b, Some(1), Some(1)), (1, Some(b), Some(1)), (1, Some(1), Some(b))],
            _ => return None,
        };
        for (x, y, z) in options {
            // The device's warp size (32 on NVIDIA) elements per warp: one per thread.
            out.push(triton_config(sh, x, y, z, 32, 0)?);
        }
    }
    Some(out)
}

/// `_reduction_configs`.
fn reduction_configs(h: &HeuristicInputs, sh: &BTreeMap<String, i64>, num_dynamic: usize) -> Option<Vec<Config>> {
    let rnumel = total_reduction_numel(sh);
    let max_autotune = h.max_autotune_enabled();
    let loads_and_red = h.meta_int("num_load").unwrap_or(0) + h.meta_int("num_reduction").unwrap_or(0);
    let sh_x = *sh.get("x")?;
    let (max_r0_block, register_intensive) = if sh_x >= 1024 && loads_and_red >= 10 { (1024, true) } else { (2048, false) };

    if h.native_matmul {
        return native_matmul_configs(sh.len(), false);
    }

    let hint = h.reduction_hint.as_deref();
    let make = |x: i64, r: i64, num_warps: Option<i64>, register_intensive: bool| -> Option<Config> {
        if sh.contains_key("y") {
            // `adapt_config_for_tiling` drops num_warps: the tiled config picks its own.
            adapt_config_for_tiling(h, sh, x, r, register_intensive)
        } else {
            triton_config_reduction(sh, x, r, ReductionOpts { num_warps, register_intensive, reduction_hint: hint, min_num_warps: None })
        }
    };

    let outer_config_opt = || -> Option<Config> {
        let load_factor = h.meta_int("num_load").unwrap_or(0);
        let x = sh_x;
        let mut x_block = 64i64;
        let mut num_warps = None;
        let outer_r_block;
        if x <= 1024 {
            x_block = (x / 128).clamp(2, 8);
            outer_r_block = rnumel.min(64);
        } else if x / 4096 <= 8 {
            x_block = 16;
            outer_r_block = 512 / x_block;
        } else if num_dynamic > 1 {
            outer_r_block = (rnumel / 64).clamp(8, 64);
        } else if num_dynamic == 1 {
            outer_r_block = if load_factor >= 3 { 1 } else { next_power_of_2(rnumel.max(128) / 128).min(8) };
        } else {
            x_block = 256i64.min(next_power_of_2(x / 4096)).max(x_block);
            if load_factor < 4 || rnumel <= 128 {
                outer_r_block = 512 / x_block;
            } else {
                outer_r_block = if rnumel >= 2048 { 64 } else { 32 };
                x_block = x_block.min(32);
                num_warps = Some(4);
            }
        }
        make(x_block, outer_r_block, num_warps, register_intensive)
    };

    // Python builds all three eagerly; any failing assertion fails the kernel.
    // Before 2.8 the contiguous block was `rnumel if 256 <= rnumel < MAX_R0_BLOCK else
    // MAX_R0_BLOCK` (the same once 2.7 clamps r first, not before).
    let contiguous_r = if since(8) || (256..max_r0_block).contains(&rnumel) { rnumel.min(max_r0_block) } else { max_r0_block };
    let contiguous = make(if rnumel <= 2048 && since(10) { 2 } else { 1 }, contiguous_r, None, register_intensive)?;
    let tiny = make(if rnumel <= 256 { 2 * (256 / rnumel) } else { 1 }, rnumel.min(max_r0_block), None, register_intensive)?;
    let outer_64_8 = make(64, 8, None, register_intensive)?;
    // 2.9 `outer_config_opt` replaced the fixed (64, 8) outer config.
    let outer = if since(9) { outer_config_opt()? } else { outer_64_8 };

    let mut configs = Vec::new();
    // `add_persistent_rblock` is read from 2.9 on.
    if since(9) && h.flag("add_persistent_rblock") && loads_and_red <= 8 {
        let xnumel = (4096 / rnumel).max(1);
        // 2.10 caps the persistent block at 32768.
        configs.push(make(xnumel, if since(10) { rnumel.min(32768) } else { rnumel }, None, register_intensive)?);
    }

    if !sh.contains_key("y") && !max_autotune {
        match hint {
            Some("INNER") => return Some([configs, vec![contiguous]].concat()),
            Some("OUTER") => return Some([configs, vec![outer]].concat()),
            Some("OUTER_TINY") => return Some([configs, vec![tiny]].concat()),
            _ => {}
        }
    }
    // Before 2.10 (`disable_pointwise_autotuning`): one fixed config when tuning is off.
    if !since(10) && (!h.meta_bool("autotune_pointwise").unwrap_or(true) || h.flag("are_deterministic_algorithms_enabled")) {
        configs.push(make(32, 128, None, false)?);
        return Some(configs);
    }
    configs.extend([contiguous, outer, tiny, make(64, 64, None, false)?, make(8, 512, None, false)?, make(64, 4, Some(8), false)?]);
    Some(configs)
}

/// `_config_helper`'s base list: ((x, y, r), num_warps, num_stages).
const BASE_MM_CONFIGS: [((i64, i64, i64), u32, u32); 19] = [
    ((32, 32, 16), 2, 1),
    ((32, 32, 128), 4, 2),
    ((32, 64, 32), 8, 5),
    ((64, 32, 32), 8, 5),
    ((64, 32, 128), 4, 5),
    ((64, 64, 16), 4, 2),
    ((64, 64, 32), 4, 2),
    ((64, 64, 64), 8, 3),
    ((64, 64, 128), 4, 5),
    ((64, 128, 32), 4, 3),
    ((64, 128, 32), 8, 4),
    ((64, 128, 64), 4, 3),
    ((64, 128, 128), 4, 4),
    ((128, 64, 32), 4, 3),
    ((128, 64, 32), 8, 4),
    ((128, 128, 32), 8, 2),
    ((128, 128, 32), 4, 3),
    ((128, 128, 64), 4, 3),
    ((128, 128, 64), 8, 5),
];

/// `triton_native_{,persistent_}{mm,bmm}_configs`: three size hints are mm, four bmm.
fn native_matmul_configs(num_size_hints: usize, persistent: bool) -> Option<Vec<Config>> {
    let bmm = match num_size_hints {
        3 => false,
        4 => true,
        _ => return None,
    };
    let mut out: Vec<Config> = Vec::new();
    for ((x, y, r), w, s) in BASE_MM_CONFIGS {
        let mut kw = vec![("XBLOCK", x), ("YBLOCK", y)];
        if !persistent {
            kw.push(("R0_BLOCK", r));
        }
        if bmm {
            kw.push(("ZBLOCK", 1));
        }
        let c = Config::new(kw, w, s);
        // The Python dedups through a dict keyed by the entry: first position, last value (equal).
        if !out.contains(&c) {
            out.push(c);
        }
    }
    Some(out)
}

/// `_cap_native_matmul_configs` for one config: halves the larger of XBLOCK/YBLOCK (XBLOCK
/// on a tie, Python's `max` keeps the first) while above 16 until the block fits; `None`
/// when it cannot.
fn cap_native_matmul_config(mut c: Config, r0_block: i64) -> Option<Config> {
    const TRITON_MAX_TENSOR_NUMEL: i64 = 1 << 20;
    let numel = |c: &Config| ["XBLOCK", "YBLOCK", "ZBLOCK"].iter().fold(r0_block, |p, k| p.saturating_mul(c.get(k).unwrap_or(1)));
    while numel(&c) > TRITON_MAX_TENSOR_NUMEL {
        let mut field: Option<(&str, i64)> = None;
        for k in ["XBLOCK", "YBLOCK"] {
            let v = c.get(k).unwrap_or(1);
            if v > 16 && field.is_none_or(|(_, best)| v > best) {
                field = Some((k, v));
            }
        }
        let (k, v) = field?;
        c.kwargs.insert(k.to_string(), v / 2);
    }
    Some(c)
}

/// `_persistent_reduction_configs`.
fn persistent_reduction_configs(h: &HeuristicInputs, sh: &BTreeMap<String, i64>) -> Option<Vec<Config>> {
    // 2.13 only: under `batch_invariant` the x hint is canonicalised to at least 4096 here.
    let canonical;
    let sh = if since(13) && !since(14) && h.flag("batch_invariant") && sh.contains_key("x") {
        let mut c = sh.clone();
        c.entry("x".to_string()).and_modify(|x| *x = (*x).max(4096));
        canonical = c;
        &canonical
    } else {
        sh
    };
    let xnumel = *sh.get("x")?;
    let rnumel = total_reduction_numel(sh);
    const MAX_PERSISTENT_BLOCK_NUMEL: i64 = 4096;
    if h.native_matmul {
        let configs = native_matmul_configs(sh.len(), true)?;
        if !since(13) {
            return Some(configs);
        }
        // 2.13 `_cap_native_matmul_configs`: the persistent block (XBLOCK*YBLOCK*ZBLOCK times
        // the whole reduction, at least TRITON_DOT_MIN_BLOCK) must fit TRITON_MAX_TENSOR_NUMEL.
        let r0_block = h.meta_int("native_matmul_persistent_rblock").unwrap_or(rnumel.max(16));
        return Some(unique_configs(configs.into_iter().filter_map(|c| cap_native_matmul_config(c, r0_block)).collect()));
    }
    let max_autotune = h.max_autotune_enabled();
    let hint = h.reduction_hint.as_deref();
    let xblock_vals = [1i64, 8, 32, 128];

    let mut configs: Vec<Config> = Vec::new();
    if !sh.contains_key("y") {
        for xblock in xblock_vals {
            if xblock == 1 || (rnumel.saturating_mul(xblock) <= MAX_PERSISTENT_BLOCK_NUMEL && xblock <= xnumel) {
                configs.push(triton_config_reduction(sh, xblock, rnumel, ReductionOpts { register_intensive: true, reduction_hint: hint, ..Default::default() })?);
            }
        }
    } else {
        let scores = tiling_scores(h, sh);
        let x_y: Vec<(String, f64)> = ["x", "y"].iter().map(|d| scores.iter().find(|(k, _)| k == d).map(|(_, s)| (d.to_string(), *s))).collect::<Option<_>>()?;
        // Before 2.10 the tiled targets were 1, 8, 32, 64, 128.
        let targets: &[i64] = if since(10) { &xblock_vals } else { &[1, 8, 32, 64, 128] };
        for &target in targets {
            if target.saturating_mul(rnumel) > MAX_PERSISTENT_BLOCK_NUMEL {
                continue;
            }
            let blocks = match_target_block_product(sh, &x_y, target)?;
            configs.push(triton_config_tiled_reduction(sh, *blocks.get("x")?, *blocks.get("y")?, rnumel, false)?);
        }
    }
    let tiny = vec![triton_config_reduction(sh, if rnumel <= 256 { 2 * (256 / rnumel) } else { 1 }, rnumel, ReductionOpts::default())?];

    // Before 2.10 the hints filter under max_autotune too, INNER always keeps the first.
    if !sh.contains_key("y") && (!max_autotune || !since(10)) {
        if hint == Some("INNER") && rnumel >= 256 {
            if rnumel > 1024 || xnumel / 8 < 128 || h.flag("RSPLIT_SIZE") || !since(10) {
                configs.truncate(1);
            } else {
                // CUDA: one warp, so the reduction needs no shared memory.
                let x_block = (1024 / rnumel).min(8);
                configs = vec![triton_config_reduction(
                    sh,
                    x_block,
                    rnumel,
                    ReductionOpts { num_warps: Some(1), register_intensive: true, reduction_hint: hint, min_num_warps: Some(1) },
                )?];
            }
        } else if hint == Some("OUTER") {
            let last = configs.pop();
            configs = last.into_iter().collect();
        } else if hint == Some("OUTER_TINY") {
            configs = tiny;
        }
    }
    // Before 2.10 (`disable_pointwise_autotuning`): the first config only.
    if !since(10) && (!h.meta_bool("autotune_pointwise").unwrap_or(true) || h.flag("are_deterministic_algorithms_enabled")) {
        configs.truncate(1);
    }
    // Persistent kernels define Rn_BLOCK in their body, not as a config kwarg.
    for c in &mut configs {
        for prefix in sh.keys().filter(|p| is_reduction_prefix(p)) {
            c.kwargs.remove(&format!("{}BLOCK", prefix.to_uppercase()))?;
        }
    }
    Some(configs)
}

/// `persistent_reduction` (`return_configs=True` part).
fn persistent_reduction(h: &HeuristicInputs, sh: &BTreeMap<String, i64>) -> Option<Vec<Config>> {
    let configs = persistent_reduction_configs(h, sh)?;
    let mut configs = maybe_filter_configs_for_tma_restrictions(h, configs, true)?;
    let max_autotune = h.max_autotune_enabled();
    if let Some(rsplit_size) = h.meta_int("RSPLIT_SIZE").filter(|v| *v != 0) {
        let rnumel_hint = *sh.get("r0_")?;
        let min_x_block = if rnumel_hint <= 512 { 4 } else { 1 };
        let required_x_block = if since(11) { h.tma_min_block_sizes.get("XBLOCK").copied().unwrap_or(1).max(1) } else { 1 };
        let x_block = (rsplit_size / 32).max(min_x_block).max(required_x_block).min(16);
        let mut new_configs = Vec::new();
        for mut c in configs {
            c.kwargs.insert("RSPLIT_SIZE".to_string(), rsplit_size);
            c.kwargs.insert("XBLOCK".to_string(), x_block);
            let num_iters = rsplit_size / x_block;
            let max_num_stages = if !since(11) {
                3
            } else if h.meta_bool("mix_order_reduction_allow_multi_stages").unwrap_or(true) {
                if rnumel_hint > 8192 {
                    2
                } else {
                    3
                }
            } else {
                1
            };
            c.kwargs.insert("NUM_STAGES".to_string(), (num_iters / 4).max(1).min(max_num_stages));
            if rnumel_hint <= 1024 {
                c.num_warps = (c.num_warps / 2).max(1);
                let fewer_warps = Config { num_warps: 2, ..c.clone() };
                new_configs.push(c);
                // Before 2.11 the extra warps config was always added.
                if max_autotune || !since(11) {
                    new_configs.push(fewer_warps);
                }
            } else {
                let more_warps = (c.num_warps < 32).then(|| Config { num_warps: c.num_warps * 2, ..c.clone() });
                new_configs.push(c);
                if max_autotune || !since(11) {
                    new_configs.extend(more_warps);
                }
            }
        }
        configs = unique_configs(new_configs);
    }
    filter_reduction_configs_for_determinism(h, configs)
}

/// `cooperative_reduction`.
fn cooperative_reduction(h: &HeuristicInputs) -> Option<Vec<Config>> {
    let sh = h.effective_size_hints();
    if sh.len() != 2 {
        return None;
    }
    let (xnumel, rnumel) = (*sh.get("x")?, *sh.get("r0_")?);
    // Before 2.11: a fixed 64 CTAs.
    let target = if since(11) { last_power_of_2(h.device.multi_processor_count?) } else { 64 };
    let split = if since(12) {
        // 2.12: `max(1, min(rnumel, target // xnumel, TRITON_MAX_RSPLIT))`, no assertion.
        rnumel.min(target / xnumel).clamp(1, TRITON_MAX_RSPLIT)
    } else {
        (target / xnumel).clamp(1, TRITON_MAX_RSPLIT)
    };
    if rnumel < split {
        return None;
    }
    let split_hints = BTreeMap::from([("x".to_string(), xnumel), ("r0_".to_string(), rnumel / split)]);
    let mut configs = if h.meta_bool("persistent_reduction")? { persistent_reduction_configs(h, &split_hints)? } else { reduction_configs(h, &split_hints, 0)? };
    for c in &mut configs {
        c.kwargs.insert("RSPLIT".to_string(), split);
    }
    let configs = maybe_filter_configs_for_tma_restrictions(h, configs, false)?;
    filter_reduction_configs_for_determinism(h, configs)
}

/// `_handle_combo_kernel_per_subkernel_blocks`: one config per distinct (num_warps,
/// num_stages) of the sub-kernels' first configs, plus their maximum.
fn combo_configs(h: &HeuristicInputs) -> Option<Vec<Config>> {
    let mut combined = BTreeMap::new();
    let mut pairs: Vec<(u32, u32)> = Vec::new();
    let mut sub_inputs = h.clone();
    sub_inputs.combo_subkernels.clear();
    for (i, sub) in h.combo_subkernels.iter().enumerate() {
        if sub.size_hints.values().any(|v| *v < 1) {
            return None;
        }
        let (cfg, skip_rblock) = match sub.heuristic.as_str() {
            "pointwise" => {
                let square = matches!(sub.tile_hint.as_deref(), Some("SQUARE" | "TileHint.SQUARE"));
                let tile = if square { "SQUARE" } else { "DEFAULT" };
                (pointwise(&sub_inputs, &sub.size_hints, Some(tile))?.into_iter().next()?, false)
            }
            "reduction" | "persistent_reduction" => {
                let mut sh = sub.size_hints.clone();
                if h.flag("no_x_dim") {
                    sh.insert("x".to_string(), 1);
                }
                // 2.12: each reduction sub-kernel has its own `reduction_hint_<i>` (required).
                let own_hint;
                let sub_inputs = if since(12) {
                    let mut s = sub_inputs.clone();
                    s.reduction_hint = Some(sub.reduction_hint.clone()?);
                    own_hint = s;
                    &own_hint
                } else {
                    &sub_inputs
                };
                let configs = if sub.heuristic == "reduction" {
                    let num_dynamic = h.signature.iter().filter(|k| k.contains("ks")).count();
                    let c = reduction_configs(sub_inputs, &sh, num_dynamic)?;
                    let c = maybe_filter_configs_for_tma_restrictions(sub_inputs, c, false)?;
                    filter_reduction_configs_for_determinism(sub_inputs, c)?
                } else {
                    persistent_reduction(sub_inputs, &sh)?
                };
                (configs.into_iter().next()?, sub.heuristic == "persistent_reduction")
            }
            _ => return None,
        };
        for (k, v) in &cfg.kwargs {
            if skip_rblock && k.starts_with('R') && k.contains("BLOCK") {
                continue;
            }
            let suffixed = format!("{k}_{i}");
            // 2.13 (`_update_combo_kernel_kwargs`): suffixed only when the kernel takes that
            // parameter, else the block is shared (a later sub-kernel's value wins).
            if since(13) && !h.signature.contains(&suffixed) {
                combined.insert(k.clone(), *v);
            } else {
                combined.insert(suffixed, *v);
            }
        }
        if !pairs.contains(&(cfg.num_warps, cfg.num_stages)) {
            pairs.push((cfg.num_warps, cfg.num_stages));
        }
    }
    let max_pair = (pairs.iter().map(|p| p.0).max()?, pairs.iter().map(|p| p.1).max()?);
    if since(12) {
        // 2.12: one base config with the largest num_warps and num_stages; the blocks are
        // then tuned per sub-kernel (`_combo_sequential_autotune`, not modelled).
        return Some(vec![Config { kwargs: combined, num_warps: max_pair.0, num_stages: max_pair.1 }]);
    }
    if !pairs.contains(&max_pair) {
        pairs.push(max_pair);
    }
    Some(pairs.into_iter().map(|(w, s)| Config { kwargs: combined.clone(), num_warps: w, num_stages: s }).collect())
}

/// `_maybe_filter_configs_for_tma_restrictions`: with TMA, blocks have minimum sizes.
fn maybe_filter_configs_for_tma_restrictions(h: &HeuristicInputs, configs: Vec<Config>, persistent: bool) -> Option<Vec<Config>> {
    let mins: BTreeMap<&String, i64> = h.tma_min_block_sizes.iter().filter(|(k, _)| !(persistent && is_reduction_prefix(&k.to_lowercase()))).map(|(k, v)| (k, *v)).collect();
    let (true, Some(first)) = (!mins.is_empty(), configs.first()) else { return Some(configs) };
    if !mins.keys().all(|k| first.kwargs.contains_key(*k)) {
        return None;
    }
    // A config that is guaranteed to compile, then the ones that already satisfy the minimums.
    let mut guaranteed = first.clone();
    for (k, v) in &mins {
        // 2.13: the minimum raises a block, never lowers it.
        let v = if since(13) { guaranteed.kwargs.get(*k).copied().unwrap_or(1).max(*v) } else { *v };
        guaranteed.kwargs.insert((*k).clone(), v);
    }
    let mut out = vec![guaranteed];
    for c in configs {
        let mut ok = true;
        for (k, v) in &mins {
            // Python compares `c.kwargs.get(k) >= v`; a missing key raises.
            ok &= *c.kwargs.get(*k)? >= *v;
        }
        if ok {
            out.push(c);
        }
    }
    Some(out)
}

/// `filter_reduction_configs_for_determinism`: in deterministic mode a single config is kept.
fn filter_reduction_configs_for_determinism(h: &HeuristicInputs, configs: Vec<Config>) -> Option<Vec<Config>> {
    // The filter came in 2.10.
    if !since(10) {
        return Some(configs);
    }
    let mut configs = unique_configs(configs);
    if configs.is_empty() {
        return None;
    }
    let filtering = h.flag("deterministic") || h.flag("force_filter_reduction_configs") || h.flag("are_deterministic_algorithms_enabled");
    if !filtering || configs.len() == 1 {
        return Some(configs);
    }
    let too_small_rblock = |c: &Config| c.get("R0_BLOCK").is_some_and(|r| r <= 4);
    let contiguous_rdim = h.meta_bool("has_loadstore_with_contiguous_rdim").unwrap_or(true);
    let nonpromising_xblock_1 = |c: &Config| c.get("XBLOCK") == Some(1) && !contiguous_rdim;
    if configs.iter().any(|c| !c.kwargs.contains_key("XBLOCK")) {
        return None;
    }
    let kept: Vec<Config> = configs.iter().filter(|c| !too_small_rblock(c)).cloned().collect();
    if !kept.is_empty() {
        configs = kept;
    }
    let kept: Vec<Config> = configs.iter().filter(|c| !nonpromising_xblock_1(c)).cloned().collect();
    if !kept.is_empty() {
        configs = kept;
    }
    let pick_second_largest = |configs: Vec<Config>, key: &dyn Fn(&Config) -> i64| -> Vec<Config> {
        let mut sorted = configs;
        sorted.sort_by_key(|c| key(c));
        let (Some(lo), Some(hi)) = (sorted.first().map(key), sorted.last().map(key)) else { return sorted };
        if lo == hi {
            return sorted;
        }
        sorted.retain(|c| key(c) != hi);
        let Some(second) = sorted.last().map(key) else { return sorted };
        sorted.retain(|c| key(c) == second);
        sorted
    };
    let keys: [&dyn Fn(&Config) -> i64; 3] = [&|c| c.get("R0_BLOCK").unwrap_or(-1), &|c| c.num_warps as i64, &|c| c.get("XBLOCK").unwrap_or(-1)];
    for key in keys {
        if configs.len() == 1 {
            break;
        }
        configs = pick_second_largest(configs, key);
    }
    configs.truncate(1);
    Some(configs)
}

/// `triton_config_to_hashable`.
fn hashable(c: &Config) -> Vec<(String, i64)> {
    let mut v: Vec<(String, i64)> = c.kwargs.iter().map(|(k, v)| (k.clone(), *v)).collect();
    v.push(("num_warps".to_string(), c.num_warps as i64));
    v.push(("num_stages".to_string(), c.num_stages as i64));
    v
}

/// `unique_configs`: first occurrence wins.
fn unique_configs(configs: Vec<Config>) -> Vec<Config> {
    let mut seen = BTreeSet::new();
    configs.into_iter().filter(|c| seen.insert(hashable(c))).collect()
}

/// Where Python's kwargs dict would hold `k`: configs insert XBLOCK, YBLOCK, then R blocks
/// from the highest reduction dim down, then RSPLIT; combo kernels suffix `_<i>` per
/// sub-kernel in order. Only used to break ties the way `max()` does.
fn python_kwarg_order(k: &str) -> (u64, i64, String) {
    let (base, sub) = match k.rsplit_once('_') {
        Some((b, s)) if !s.is_empty() && s.bytes().all(|c| c.is_ascii_digit()) => (b, s.parse().unwrap_or(0)),
        _ => (k, 0),
    };
    let level = base.strip_prefix('R').and_then(|r| r.strip_suffix("_BLOCK")).and_then(|n| n.parse::<i64>().ok());
    match level {
        Some(n) => (sub, -n, String::new()),
        None => (sub, 1, base.to_string()),
    }
}

fn may_dynamic_scale_rblock(h: &HeuristicInputs) -> bool {
    let heuristic_is_reduction = matches!(h.kind.as_str(), "reduction" | "cooperative_reduction");
    heuristic_is_reduction
        && !h.deterministic_mode()
        && h.meta_bool("dynamic_scale_rblock").unwrap_or(true)
        && !h.flag("persistent_reduction")
        // Combo kernels hand the autotuner no size hints, which turns the scaling off.
        && !h.is_combo()
        && !matches!(h.device.major, Some(m) if m < 8)
}

// ---------------------------------------------------------------------------------------
// Coordinate descent (`coordinate_descent_tuner.py`).

/// What `CoordescTuner` may do for this kernel.
struct CoordescModel {
    size_hints: BTreeMap<String, i64>,
    native_matmul: bool,
    /// Mix-order reductions keep XBLOCK ≤ RSPLIT_SIZE.
    rsplit_size: Option<i64>,
    warps_max: i64,
    xblock_is_param: bool,
    combo: bool,
}

impl CoordescModel {
    /// `None` when the kernel is never coordinate-descent tuned.
    fn new(h: &HeuristicInputs) -> Option<CoordescModel> {
        if !h.flag("coordinate_descent_tuning") {
            return None;
        }
        if matches!(h.kind.as_str(), "template" | "foreach" | "fixed_config" | "user_autotune") {
            return None;
        }
        let reduces = matches!(h.kind.as_str(), "reduction" | "persistent_reduction" | "split_scan" | "cooperative_reduction");
        if h.deterministic_mode() && reduces {
            return None;
        }
        let warps_max = match (h.meta_int("warp_size"), h.meta_int("max_threads_per_block")) {
            (Some(w), Some(t)) if w > 0 && t > 0 => t / w,
            _ => DEFAULT_MAX_NUM_WARPS,
        };
        Some(CoordescModel {
            size_hints: h.effective_size_hints(),
            native_matmul: h.native_matmul,
            rsplit_size: h.meta_int("RSPLIT_SIZE"),
            warps_max,
            xblock_is_param: h.signature.is_empty() || h.signature.iter().any(|s| s == "XBLOCK"),
            combo: h.is_combo(),
        })
    }

    /// `tunable_fields`, restricted to kwargs (num_warps is handled by the caller).
    fn tunes(&self, field: &str) -> bool {
        match field {
            "XBLOCK" => self.xblock_is_param,
            "ZBLOCK" => !self.native_matmul,
            // RBLOCK: the reduction block before 2.7.
            "YBLOCK" | "R0_BLOCK" | "R1_BLOCK" | "RBLOCK" | "num_warps" => true,
            _ => false,
        }
    }

    /// `value_too_large`: a block is bounded by `get_config_max`.
    fn too_large(&self, field: &str, val: i64) -> bool {
        if field == "num_warps" {
            return val > self.warps_max;
        }
        let Some(prefix) = field.strip_suffix("BLOCK") else { return false };
        let Some(max) = max_block(prefix) else { return false };
        // Combo kernels give the tuner no size hints.
        let dim = if prefix == "R" { "r0_".to_string() } else { prefix.to_lowercase() };
        let hint = if self.combo { None } else { self.size_hints.get(&dim).or_else(|| self.size_hints.get("r").filter(|_| prefix == "R")).copied() };
        let limit = hint.map_or(max, |s| s.min(max));
        let limit = match (field, self.rsplit_size) {
            ("XBLOCK", Some(r)) => limit.min(r),
            _ => limit,
        };
        val > limit
    }

    fn too_small(&self, field: &str, val: i64) -> bool {
        if self.native_matmul && matches!(field, "YBLOCK" | "XBLOCK" | "R0_BLOCK") {
            return val < 16;
        }
        val <= 0
    }

    /// Every value `field` can reach from `start` by doubling and halving steps.
    fn closure(&self, field: &str, start: i64, _from: &Config) -> BTreeSet<i64> {
        let mut seen = BTreeSet::from([start]);
        let mut work = vec![start];
        while let Some(v) = work.pop() {
            let up = v.checked_mul(2).filter(|n| !self.too_large(field, *n));
            let down = Some(v.div_euclid(2)).filter(|n| !self.too_small(field, *n));
            for n in up.into_iter().chain(down) {
                if seen.insert(n) {
                    work.push(n);
                }
            }
        }
        seen
    }
}

// ---------------------------------------------------------------------------------------
// Python text the hash reproduces.

/// `repr()` of a kwarg name (identifiers: single quotes, nothing to escape).
fn python_str_repr(s: &str) -> String {
    if s.contains('\'') && !s.contains('"') {
        format!("\"{s}\"")
    } else {
        format!("'{}'", s.replace('\\', "\\\\").replace('\'', "\\'"))
    }
}

/// SHA-256 (FIPS 180-4); the only hash the `.best_config` files use.
fn sha256_hex(data: &[u8]) -> String {
    const K: [u32; 64] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe,
        0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7,
        0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
        0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ];
    let mut state: [u32; 8] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
    let mut msg = data.to_vec();
    let bit_len = (data.len() as u64).wrapping_mul(8);
    msg.push(0x80);
    while msg.len() % 64 != 56 {
        msg.push(0);
    }
    msg.extend_from_slice(&bit_len.to_be_bytes());
    for block in msg.chunks_exact(64) {
        let mut w = [0u32; 64];
        for (i, word) in block.chunks_exact(4).enumerate() {
            w[i] = u32::from_be_bytes([word[0], word[1], word[2], word[3]]);
        }
        for i in 16..64 {
            let s0 = w[i - 15].rotate_right(7) ^ w[i - 15].rotate_right(18) ^ (w[i - 15] >> 3);
            let s1 = w[i - 2].rotate_right(17) ^ w[i - 2].rotate_right(19) ^ (w[i - 2] >> 10);
            w[i] = w[i - 16].wrapping_add(s0).wrapping_add(w[i - 7]).wrapping_add(s1);
        }
        let [mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut hh] = state;
        for i in 0..64 {
            let s1 = e.rotate_right(6) ^ e.rotate_right(11) ^ e.rotate_right(25);
            let ch = (e & f) ^ (!e & g);
            let t1 = hh.wrapping_add(s1).wrapping_add(ch).wrapping_add(K[i]).wrapping_add(w[i]);
            let s0 = a.rotate_right(2) ^ a.rotate_right(13) ^ a.rotate_right(22);
            let maj = (a & b) ^ (a & c) ^ (b & c);
            let t2 = s0.wrapping_add(maj);
            hh = g;
            g = f;
            f = e;
            e = d.wrapping_add(t1);
            d = c;
            c = b;
            b = a;
            a = t1.wrapping_add(t2);
        }
        for (s, v) in state.iter_mut().zip([a, b, c, d, e, f, g, hh]) {
            *s = s.wrapping_add(v);
        }
    }
    state.iter().map(|s| format!("{s:08x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inputs(kind: &str, size_hints: &[(&str, i64)]) -> HeuristicInputs {
        HeuristicInputs { kind: kind.to_string(), size_hints: size_hints.iter().map(|(k, v)| (k.to_string(), *v)).collect(), ..Default::default() }
    }

    fn meta(h: &mut HeuristicInputs, k: &str, v: MetaValue) {
        h.inductor_meta.insert(k.to_string(), v);
    }

    #[test]
    fn sha256_matches_known_vectors() {
        assert_eq!(sha256_hex(b""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
        assert_eq!(sha256_hex(b"abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
        // Two blocks of padding.
        assert_eq!(sha256_hex(b"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"), "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    }

    /// pointwise(size_hints={'x': 32768}) with autotune_pointwise=True, as in
    /// pad_dynamic_relu's kernel. numel 32768 → `bs = max(256, min(32768 // 128, 1024))` = 256.
    /// `len(size_hints) == 1`, autotuning on → the two configs:
    /// - `triton_config(size_hints, 256, num_elements_per_warp=256)`: XBLOCK stays 256 (the
    ///   grow loop's `x * maxGridSize[0] < size_hints["x"]` and `< target` are false);
    ///   `_num_warps(256 // 256, min_num_warps=1)` = 1, then `max(num_warps, 4)` since the
    ///   block has ≥ 128 elements → 4 warps; num_stages=1.
    /// - `triton_config(size_hints, 128, num_elements_per_warp=64)`: XBLOCK 128,
    ///   `_num_warps(128 // 64)` = 2 → raised to 4.
    #[test]
    fn pointwise_1d_32768_exact_list() {
        let mut h = inputs("pointwise", &[("x", 32768)]);
        meta(&mut h, "autotune_pointwise", MetaValue::Bool(true));
        let want = vec![Config::new([("XBLOCK", 256)], 4, 1), Config::new([("XBLOCK", 128)], 4, 1)];
        assert_eq!(heuristic_configs(&h), want);
        assert_eq!(candidate_configs(&h), want);
        // pad_dynamic_relu/cache/xy/...best_config records this hash for that list.
        assert_eq!(configs_hash(&want), "1b2cc4dbebb9680d3ce31843331593b159e4046c056f195ca1ccf2464d5b37d1");

        // autotune_pointwise=False: only `[triton_config_with_settings(size_hints, bs)]`.
        meta(&mut h, "autotune_pointwise", MetaValue::Bool(false));
        assert_eq!(heuristic_configs(&h), vec![Config::new([("XBLOCK", 256)], 4, 1)]);
        // ...unless max_autotune asks for tuning anyway.
        meta(&mut h, "max_autotune", MetaValue::Bool(true));
        assert_eq!(heuristic_configs(&h).len(), 2);
    }

    /// persistent_reduction(size_hints={'x': 32, 'r0_': 16}, reduction_hint=INNER), as in
    /// training_step's `triton_per_fused__log_softmax_prepare_softmax_online_1`.
    /// `_persistent_reduction_configs`: rnumel 16, `xblock_vals = [1, 8, 32, 128]` keeps
    /// 1, 8, 32 (`rnumel * xblock <= 4096 and xblock <= xnumel`; 128 > 32). Each is
    /// `triton_config_reduction(size_hints, xblock, 16, register_intensive=True,
    /// reduction_hint=INNER)`: INNER sets `num_warps = r // 128` = 0, `_num_warps` clamps to
    /// min 2 (max 16 halved by register_intensive) → 2. The INNER filter only applies to
    /// `rnumel >= 256`, so all three stay; R0_BLOCK is popped at the end.
    #[test]
    fn persistent_reduction_exact_list() {
        let mut h = inputs("persistent_reduction", &[("x", 32), ("r0_", 16)]);
        h.reduction_hint = Some("INNER".into());
        let want = vec![Config::new([("XBLOCK", 1)], 2, 1), Config::new([("XBLOCK", 8)], 2, 1), Config::new([("XBLOCK", 32)], 2, 1)];
        assert_eq!(heuristic_configs(&h), want);
        assert_eq!(configs_hash(&want), "b14aec259222f7b44b1dad3167d12a680f5f588c0b65f17b7babaec5bb8b1c62");
        // Persistent kernels are never R-scaled at load time.
        assert_eq!(candidate_configs(&h), want);
        assert_eq!(reachable_block_values(&h), BTreeMap::from([("XBLOCK".to_string(), vec![1, 8, 32])]));

        // OUTER keeps only the last of those (`configs[-1:]`); without INNER the warps come
        // from the block, `32 * 16 // 128` = 4.
        h.reduction_hint = Some("OUTER".into());
        assert_eq!(heuristic_configs(&h), vec![Config::new([("XBLOCK", 32)], 4, 1)]);
    }

    /// `_persistent_reduction_configs`' INNER branch for `256 <= rnumel <= 1024` with
    /// `xnumel // 8 >= 128`: one config, `x_block = min(1024 // rnumel, 8)`, one warp.
    #[test]
    fn persistent_inner_one_warp_branch() {
        let mut h = inputs("persistent_reduction", &[("x", 2048), ("r0_", 512)]);
        h.reduction_hint = Some("INNER".into());
        assert_eq!(heuristic_configs(&h), vec![Config::new([("XBLOCK", 2)], 1, 1)]);
        // rnumel > 1024: `configs[:1]`, the XBLOCK=1 config; r // 128 = 16 warps, halved max.
        let mut h = inputs("persistent_reduction", &[("x", 2048), ("r0_", 2048)]);
        h.reduction_hint = Some("INNER".into());
        assert_eq!(heuristic_configs(&h), vec![Config::new([("XBLOCK", 1)], 8, 1)]);
    }

    /// `coordinate_descent_tuning` lets blocks double up to `min(TRITON_MAX_BLOCK, hint)` and
    /// halve down to 1; num_warps up to 32.
    #[test]
    fn coordesc_reach_is_bounded_by_size_hints() {
        let mut h = inputs("pointwise", &[("x", 16384)]);
        meta(&mut h, "coordinate_descent_tuning", MetaValue::Bool(true));
        let r = reachable_block_values(&h);
        assert_eq!(r["XBLOCK"], vec![1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096]);
        assert_eq!(reachable_num_warps(&h), vec![1, 2, 4, 8, 16, 32]);
        // pad_dynamic_conv picked XBLOCK 64 with 8 warps through coordinate descent.
        assert!(may_select(&h, &Config::new([("XBLOCK", 64)], 8, 1)));
        assert!(!may_select(&h, &Config::new([("XBLOCK", 8192)], 8, 1)));
        let mut small = inputs("pointwise", &[("x", 512)]);
        meta(&mut small, "coordinate_descent_tuning", MetaValue::Bool(true));
        assert_eq!(*reachable_block_values(&small)["XBLOCK"].last().unwrap_or(&0), 512);
        // Without the flag only the candidates count: bs = max(256, min(16384 // 128, 1024)).
        h.inductor_meta.clear();
        assert_eq!(reachable_block_values(&h)["XBLOCK"], vec![128, 256]);
        assert!(!may_select(&h, &Config::new([("XBLOCK", 64)], 8, 1)));
    }

    /// A looped reduction with R0_BLOCK above 64 may be halved at load time, repeatedly.
    #[test]
    fn dynamic_rblock_scaling_adds_halved_configs() {
        let mut h = inputs("reduction", &[("x", 8), ("r0_", 4096)]);
        h.reduction_hint = Some("INNER".into());
        // `contiguous_config = make_config(1, min(4096, 2048))`: XBLOCK 1, R0_BLOCK 2048,
        // INNER warps 2048 // 128 = 16.
        let base = heuristic_configs(&h);
        assert_eq!(base, vec![Config::new([("XBLOCK", 1), ("R0_BLOCK", 2048)], 16, 1)]);
        let r0: Vec<i64> = candidate_configs(&h).iter().filter_map(|c| c.get("R0_BLOCK")).collect();
        assert_eq!(r0, vec![2048, 1024, 512, 256, 128, 64]);
        meta(&mut h, "dynamic_scale_rblock", MetaValue::Bool(false));
        assert_eq!(candidate_configs(&h), base);
    }

    /// Deterministic mode keeps one reduction config (second largest R0_BLOCK, ...).
    #[test]
    fn determinism_filter_picks_one() {
        let mut h = inputs("reduction", &[("x", 1024), ("r0_", 1024)]);
        let all = heuristic_configs(&h);
        assert!(all.len() > 1);
        meta(&mut h, "deterministic", MetaValue::Bool(true));
        let one = heuristic_configs(&h);
        assert_eq!(one.len(), 1);
        let max_r = all.iter().filter_map(|c| c.get("R0_BLOCK")).max();
        assert!(one[0].get("R0_BLOCK") < max_r);
    }

    #[test]
    fn hostile_inputs_give_empty_lists() {
        for sh in [vec![("x", 0)], vec![("x", -5), ("r0_", 3)], vec![("x", i64::MAX), ("r0_", i64::MAX)], vec![("q", 4)], vec![]] {
            for kind in ["pointwise", "reduction", "persistent_reduction", "split_scan", "cooperative_reduction", "nonsense", ""] {
                let mut h = inputs(kind, &sh);
                meta(&mut h, "coordinate_descent_tuning", MetaValue::Bool(true));
                let _ = candidate_configs(&h);
                let _ = reachable_block_values(&h);
                let _ = reachable_num_warps(&h);
            }
        }
        assert!(heuristic_configs(&inputs("pointwise", &[("x", 0)])).is_empty());
        assert!(heuristic_configs(&inputs("nonsense", &[("x", 64)])).is_empty());
    }

    #[test]
    fn assumed_release_is_stated() {
        use crate::input::release::{DetectedRelease, ReleaseSource};
        let a = assume_release(&DetectedRelease::unknown());
        assert_eq!(a.release, DEFAULT_RELEASE);
        assert_eq!(a.note.as_deref(), Some("release unknown: autotune candidates of torch 2.11 assumed"));
        let exact = |v: &str| DetectedRelease {
            min: Release::parse(v),
            max: Release::parse(v),
            version: Some(v.into()),
            nightly: crate::input::release::is_nightly_version(v),
            source: ReleaseSource::CaptureJson,
            evidence: vec![],
        };
        // A capture of a release mirrored exactly: nothing to say.
        assert_eq!(assume_release(&exact("2.11.0+cu130")).note, None);
        assert_eq!(assume_release(&exact("2.12.1")).release, Release::new(2, 12));
        // Nightly (newer than any mirrored release): the newest one, said so.
        let n = assume_release(&exact("2.16.0.dev20260101"));
        assert_eq!(n.release, Release::new(2, 15));
        assert!(n.note.as_deref().is_some_and(|m| m.contains("torch 2.15 assumed") && m.contains("nightly 2.16")), "{n:?}");
        // A source build of 2.12's main is not the 2.12 release: said so too.
        assert!(assume_release(&exact("2.12.0a0+git1234abc")).note.is_some());
        // Markers: a range holding the default keeps it; an older range takes its top.
        let range = |lo: u32, hi: Option<u32>| DetectedRelease {
            min: Some(Release::new(2, lo)),
            max: hi.map(|h| Release::new(2, h)),
            version: None,
            nightly: false,
            source: ReleaseSource::Markers,
            evidence: vec![],
        };
        let r = assume_release(&range(2, Some(5)));
        assert_eq!(r.release, Release::new(2, 5));
        assert!(r.note.as_deref().is_some_and(|m| m.starts_with("release inferred from format markers as 2.2-2.5")), "{r:?}");
        assert_eq!(assume_release(&range(10, Some(12))).release, DEFAULT_RELEASE);
        assert_eq!(assume_release(&range(13, None)).release, Release::new(2, 13));
    }

    /// 2.5 names the reduction block RBLOCK and caps XBLOCK at 2048; 2.6 names the hint `r`.
    #[test]
    fn old_release_names() {
        let mut h = inputs("reduction", &[("x", 8), ("r", 4096)]);
        h.reduction_hint = Some("INNER".into());
        h.release = Some(Release::new(2, 6));
        assert_eq!(heuristic_configs(&h), vec![Config::new([("XBLOCK", 1), ("RBLOCK", 2048)], 16, 1)]);
        let mut p = inputs("pointwise", &[("x", 1 << 22)]);
        meta(&mut p, "autotune_pointwise", MetaValue::Bool(false));
        p.release = Some(Release::new(2, 5));
        assert_eq!(heuristic_configs(&p), vec![Config::new([("XBLOCK", 1024)], 4, 1)]);
    }

    #[test]
    fn template_and_foreach() {
        let mut h = inputs("template", &[]);
        h.template_config = Some(Config::new([], 4, 3));
        meta(&mut h, "coordinate_descent_tuning", MetaValue::Bool(true));
        assert_eq!(candidate_configs(&h), vec![Config::new([], 4, 3)]);
        // Templates are never coordinate-descent tuned.
        assert_eq!(reachable_num_warps(&h), vec![4]);
        let mut f = inputs("foreach", &[]);
        assert_eq!(heuristic_configs(&f), vec![Config::new([], 8, 1)]);
        meta(&mut f, "max_autotune", MetaValue::Bool(true));
        assert_eq!(heuristic_configs(&f).iter().map(|c| c.num_warps).collect::<Vec<_>>(), vec![1, 2, 4, 8]);
    }
}
