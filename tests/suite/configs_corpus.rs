//! The candidate configs against what PyTorch 2.11 really did, for every kernel of the shared
//! corpus (`tests/fixtures/corpus/*/cache/`, copied from the project's shared 2.11 corpus):
//! - each `.best_config` beside a kernel module records `configs_hash`, the sha256 of the
//!   list the heuristics produced: ours must hash the same;
//! - the chosen config must be one we list, or (`found_by_coordesc`) one coordinate descent
//!   can reach from them.
//!
//! The decorator literals are read here with a small Python-literal reader so the test does
//! not depend on the model's own kernel parser.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use inductor_audit::model::configs::{
    candidate_configs, configs_hash, heuristic_configs, may_select, reachable_block_values, reachable_num_warps, ComboSubkernel, Config, HeuristicInputs, MetaValue,
};

/// The real 2.11 captures shipped with the tests (text only; cubins left out).
fn corpus_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/corpus");
    assert!(dir.is_dir(), "{} missing: the corpus fixtures ship with the repo", dir.display());
    dir
}

/// A Python literal as Inductor prints decorator arguments.
#[derive(Debug, Clone, PartialEq)]
enum Py {
    Int(i64),
    Float(f64),
    Str(String),
    Bool(bool),
    None,
    /// A dotted name: `ReductionHint.INNER`, `__file__`.
    Name(String),
    Dict(Vec<(Py, Py)>),
    List(Vec<Py>),
    Call(String, Vec<(Option<String>, Py)>),
}

impl Py {
    fn get(&self, key: &str) -> Option<&Py> {
        match self {
            Py::Dict(items) => items.iter().find(|(k, _)| *k == Py::Str(key.to_string())).map(|(_, v)| v),
            Py::Call(_, args) => args.iter().find(|(k, _)| k.as_deref() == Some(key)).map(|(_, v)| v),
            _ => None,
        }
    }

    fn int(&self) -> Option<i64> {
        match self {
            Py::Int(i) => Some(*i),
            _ => None,
        }
    }

    fn member(&self) -> Option<String> {
        match self {
            Py::Name(n) => n.rsplit('.').next().map(str::to_string),
            _ => None,
        }
    }

    fn str_dict_items(&self) -> Vec<(String, &Py)> {
        match self {
            Py::Dict(items) => items
                .iter()
                .filter_map(|(k, v)| match k {
                    Py::Str(s) => Some((s.clone(), v)),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        }
    }
}

struct Reader<'a> {
    s: &'a [u8],
    i: usize,
}

impl<'a> Reader<'a> {
    fn ws(&mut self) {
        while self.i < self.s.len() && (self.s[self.i] as char).is_whitespace() {
            self.i += 1;
        }
    }

    fn eat(&mut self, c: u8) -> bool {
        self.ws();
        if self.s.get(self.i) == Some(&c) {
            self.i += 1;
            true
        } else {
            false
        }
    }

    fn ident(&mut self) -> String {
        let start = self.i;
        while self.i < self.s.len() && (self.s[self.i].is_ascii_alphanumeric() || self.s[self.i] == b'_' || self.s[self.i] == b'.') {
            self.i += 1;
        }
        String::from_utf8_lossy(&self.s[start..self.i]).into_owned()
    }

    /// Items up to `close`, separated by commas; `item` reads one.
    fn seq<T>(&mut self, close: u8, mut item: impl FnMut(&mut Self) -> Option<T>) -> Option<Vec<T>> {
        let mut out = Vec::new();
        loop {
            if self.eat(close) {
                return Some(out);
            }
            out.push(item(self)?);
            if !self.eat(b',') {
                return self.eat(close).then_some(out);
            }
        }
    }

    fn value(&mut self) -> Option<Py> {
        self.ws();
        let c = *self.s.get(self.i)?;
        match c {
            b'{' => {
                self.i += 1;
                let mut set_items = Vec::new();
                let items = self.seq(b'}', |r| {
                    let k = r.value()?;
                    if r.eat(b':') {
                        Some((k, r.value()?))
                    } else {
                        set_items.push(k.clone());
                        Some((k, Py::None))
                    }
                })?;
                if !set_items.is_empty() {
                    return Some(Py::List(set_items));
                }
                Some(Py::Dict(items))
            }
            b'[' => {
                self.i += 1;
                Some(Py::List(self.seq(b']', |r| r.value())?))
            }
            b'(' => {
                self.i += 1;
                Some(Py::List(self.seq(b')', |r| r.value())?))
            }
            b'\'' | b'"' => {
                self.i += 1;
                let start = self.i;
                while self.i < self.s.len() && self.s[self.i] != c {
                    self.i += if self.s[self.i] == b'\\' { 2 } else { 1 };
                }
                let text = String::from_utf8_lossy(self.s.get(start..self.i)?).into_owned();
                self.i += 1;
                Some(Py::Str(text))
            }
            b'-' | b'0'..=b'9' => {
                let start = self.i;
                self.i += 1;
                while self.i < self.s.len() && (self.s[self.i].is_ascii_digit() || matches!(self.s[self.i], b'.' | b'e' | b'E' | b'-' | b'+')) {
                    self.i += 1;
                }
                let text = std::str::from_utf8(&self.s[start..self.i]).ok()?;
                text.parse().map(Py::Int).ok().or_else(|| text.parse().map(Py::Float).ok())
            }
            _ => {
                let name = self.ident();
                if name.is_empty() {
                    return None;
                }
                if self.eat(b'(') {
                    let args = self.seq(b')', |r| {
                        let save = r.i;
                        r.ws();
                        let key = r.ident();
                        if !key.is_empty() && r.eat(b'=') {
                            return Some((Some(key), r.value()?));
                        }
                        r.i = save;
                        Some((None, r.value()?))
                    })?;
                    return Some(Py::Call(name, args));
                }
                Some(match name.as_str() {
                    "True" => Py::Bool(true),
                    "False" => Py::Bool(false),
                    "None" => Py::None,
                    _ => Py::Name(name),
                })
            }
        }
    }
}

/// Every `@triton_heuristics.<kind>(...)` call in `text`: (kind, call).
fn decorators(text: &str) -> Vec<(String, Py)> {
    let mut out = Vec::new();
    let marker = "@triton_heuristics.";
    let mut from = 0;
    while let Some(pos) = text[from..].find(marker) {
        let start = from + pos + 1;
        from = start;
        let mut r = Reader { s: text.as_bytes(), i: start };
        if let Some(Py::Call(name, args)) = r.value() {
            let kind = name.trim_start_matches("triton_heuristics.").to_string();
            out.push((kind, Py::Call(name, args)));
        }
    }
    out
}

fn int_map(d: &Py) -> BTreeMap<String, i64> {
    d.str_dict_items().into_iter().filter_map(|(k, v)| Some((k, v.int()?))).collect()
}

fn config_of(d: &Py) -> Option<Config> {
    let mut kwargs = int_map(d);
    let num_warps = kwargs.remove("num_warps").unwrap_or(4) as u32;
    let num_stages = kwargs.remove("num_stages").unwrap_or(3) as u32;
    Some(Config { kwargs, num_warps, num_stages })
}

fn inputs(kind: &str, call: &Py) -> HeuristicInputs {
    let mut h = HeuristicInputs { kind: kind.to_string(), ..Default::default() };
    if let Some(sh) = call.get("size_hints") {
        h.size_hints = int_map(sh);
    }
    h.tile_hint = call.get("tile_hint").and_then(Py::member);
    h.reduction_hint = call.get("reduction_hint").and_then(Py::member);
    h.min_elem_per_thread = call.get("min_elem_per_thread").and_then(Py::int).unwrap_or(0);
    if let Some(tm) = call.get("triton_meta") {
        h.signature = tm.get("signature").map(|s| s.str_dict_items().into_iter().map(|(k, _)| k).collect()).unwrap_or_default();
        h.native_matmul = tm.get("native_matmul") == Some(&Py::Bool(true));
        if let Some(dev) = tm.get("device") {
            h.device.multi_processor_count = dev.get("multi_processor_count").and_then(Py::int);
            h.device.major = dev.get("major").and_then(Py::int);
        }
    }
    if let Some(im) = call.get("inductor_meta") {
        for (k, v) in im.str_dict_items() {
            let scalar = match v {
                Py::Bool(b) => Some(MetaValue::Bool(*b)),
                Py::Int(i) => Some(MetaValue::Int(*i)),
                Py::Str(s) => Some(MetaValue::Str(s.clone())),
                _ => None,
            };
            if let Some(s) = scalar {
                h.inductor_meta.insert(k, s);
            }
        }
        if let Some(ts) = im.get("tiling_scores") {
            h.tiling_scores = ts
                .str_dict_items()
                .into_iter()
                .filter_map(|(k, v)| match v {
                    Py::Int(i) => Some((k, *i as f64)),
                    Py::Float(f) => Some((k, *f)),
                    _ => None,
                })
                .collect();
        }
        if let Some(Py::List(hints)) = im.get("autotune_hints") {
            h.autotune_hints = hints.iter().filter_map(Py::member).collect();
        }
        if let Some(t) = im.get("tma_min_block_sizes") {
            h.tma_min_block_sizes = int_map(t);
        }
        if let Some(cm) = im.get("combo_grid_meta") {
            let n = cm.get("num_kernels").and_then(Py::int).unwrap_or(0);
            for i in 0..n {
                let Some(Py::Str(heuristic)) = cm.get(&format!("heuristic_{i}")) else { break };
                h.combo_subkernels.push(ComboSubkernel {
                    heuristic: heuristic.clone(),
                    size_hints: cm.get(&format!("size_hints_{i}")).map(int_map).unwrap_or_default(),
                    tile_hint: match cm.get(&format!("tile_hint_{i}")) {
                        Some(Py::Str(s)) => Some(s.clone()),
                        _ => None,
                    },
                    reduction_hint: match cm.get(&format!("reduction_hint_{i}")) {
                        Some(Py::Str(s)) => Some(s.clone()),
                        _ => None,
                    },
                });
            }
        }
    }
    match kind {
        "template" => {
            let w = call.get("num_warps").and_then(Py::int);
            let s = call.get("num_stages").and_then(Py::int);
            if let (Some(w), Some(s)) = (w, s) {
                h.template_config = Some(Config { kwargs: BTreeMap::new(), num_warps: w as u32, num_stages: s as u32 });
            }
        }
        "fixed_config" => h.template_config = call.get("config").and_then(config_of),
        _ => {}
    }
    h
}

struct BestConfig {
    chosen: Config,
    configs_hash: String,
    found_by_coordesc: bool,
}

fn read_best_config(path: &Path) -> Option<BestConfig> {
    let v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path).ok()?).ok()?;
    let obj = v.as_object()?;
    let reserved = ["num_warps", "num_stages", "configs_hash", "found_by_coordesc", "time_taken_ms", "triton_cache_hash", "num_consumer_groups", "num_buffers_warp_spec"];
    let kwargs = obj.iter().filter(|(k, _)| !reserved.contains(&k.as_str())).filter_map(|(k, v)| Some((k.clone(), v.as_i64()?))).collect();
    Some(BestConfig {
        chosen: Config { kwargs, num_warps: obj.get("num_warps")?.as_u64()? as u32, num_stages: obj.get("num_stages")?.as_u64()? as u32 },
        configs_hash: obj.get("configs_hash")?.as_str()?.to_string(),
        found_by_coordesc: obj.get("found_by_coordesc")?.as_bool()?,
    })
}

/// (kernel module, its best_config) for every cache directory that holds both.
fn modules_with_best_config(corpus: &Path) -> Vec<(PathBuf, PathBuf)> {
    let mut out = Vec::new();
    let Ok(programs) = std::fs::read_dir(corpus) else { return out };
    for program in programs.flatten() {
        let Ok(buckets) = std::fs::read_dir(program.path().join("cache")) else { continue };
        for bucket in buckets.flatten() {
            let Ok(files) = std::fs::read_dir(bucket.path()) else { continue };
            let files: Vec<PathBuf> = files.flatten().map(|f| f.path()).collect();
            let Some(best) = files.iter().find(|p| p.extension().is_some_and(|e| e == "best_config")) else { continue };
            for py in files.iter().filter(|p| p.extension().is_some_and(|e| e == "py")) {
                out.push((py.clone(), best.clone()));
            }
        }
    }
    out.sort();
    out
}

#[test]
fn best_configs_are_candidates_and_hashes_match() {
    let corpus = corpus_dir();
    let pairs = modules_with_best_config(&corpus);
    assert!(pairs.len() >= 20, "expected the corpus' 26 best_config files, found {}", pairs.len());
    let mut failures = Vec::new();
    let mut by_coordesc = 0;
    for (py, best_path) in &pairs {
        let text = std::fs::read_to_string(py).unwrap_or_default();
        let decos = decorators(&text);
        let [(kind, call)] = decos.as_slice() else {
            failures.push(format!("{}: expected one decorator, found {}", py.display(), decos.len()));
            continue;
        };
        let Some(best) = read_best_config(best_path) else {
            failures.push(format!("{}: unreadable", best_path.display()));
            continue;
        };
        let h = inputs(kind, call);
        let listed = heuristic_configs(&h);
        if configs_hash(&listed) != best.configs_hash {
            failures.push(format!("{}: {kind} {:?}: configs_hash differs; ours {listed:?}", py.display(), h.size_hints));
        }
        if !may_select(&h, &best.chosen) {
            failures.push(format!("{}: chosen {:?} not reachable from {listed:?}", py.display(), best.chosen));
        }
        if best.found_by_coordesc {
            by_coordesc += 1;
            let reach = reachable_block_values(&h);
            for (k, v) in &best.chosen.kwargs {
                if !reach.get(k).is_some_and(|vals| vals.contains(v)) {
                    failures.push(format!("{}: {k}={v} outside reachable {:?}", py.display(), reach.get(k)));
                }
            }
            if !reachable_num_warps(&h).contains(&best.chosen.num_warps) {
                failures.push(format!("{}: num_warps {} not reachable", py.display(), best.chosen.num_warps));
            }
        } else {
            // Plain autotuning benchmarks the candidates and keeps one of them verbatim.
            let launched: Vec<Config> = candidate_configs(&h)
                .into_iter()
                .map(|mut c| {
                    if !best.chosen.kwargs.contains_key("XBLOCK") && c.kwargs.get("XBLOCK") == Some(&1) {
                        c.kwargs.remove("XBLOCK");
                    }
                    c
                })
                .collect();
            if !launched.contains(&best.chosen) {
                failures.push(format!("{}: chosen {:?} (num_stages included) not among {launched:?}", py.display(), best.chosen));
            }
        }
    }
    assert!(failures.is_empty(), "{} of {} kernels disagree:\n{}", failures.len(), pairs.len(), failures.join("\n"));
    assert!(by_coordesc >= 1, "the corpus has coordinate-descent results; none was checked");
}

/// Every decorator in the corpus, best_config or not, yields a non-empty list, and each
/// config's blocks lie in the reachable sets.
#[test]
fn every_corpus_decorator_has_candidates() {
    let corpus = corpus_dir();
    let mut seen = BTreeMap::<String, usize>::new();
    let mut failures = Vec::new();
    let programs = std::fs::read_dir(&corpus).expect("read the corpus fixtures");
    for program in programs.flatten() {
        let Ok(buckets) = std::fs::read_dir(program.path().join("cache")) else { continue };
        for bucket in buckets.flatten() {
            let Ok(files) = std::fs::read_dir(bucket.path()) else { continue };
            for f in files.flatten().map(|f| f.path()).filter(|p| p.extension().is_some_and(|e| e == "py")) {
                let text = std::fs::read_to_string(&f).unwrap_or_default();
                for (kind, call) in decorators(&text) {
                    *seen.entry(kind.clone()).or_default() += 1;
                    let h = inputs(&kind, &call);
                    let cands = candidate_configs(&h);
                    if cands.is_empty() {
                        failures.push(format!("{}: {kind} {:?} gave no configs", f.display(), h.size_hints));
                        continue;
                    }
                    let reach = reachable_block_values(&h);
                    for c in &cands {
                        for (k, v) in &c.kwargs {
                            if !reach.get(k).is_some_and(|vals| vals.contains(v)) {
                                failures.push(format!("{}: {k}={v} missing from reachable values", f.display()));
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    for kind in ["pointwise", "reduction", "persistent_reduction", "split_scan", "template"] {
        assert!(seen.get(kind).copied().unwrap_or(0) > 0, "no {kind} decorator read from the corpus: {seen:?}");
    }
}

/// The reader itself, on a real decorator (training_step's persistent reduction).
#[test]
fn decorator_reader_reads_real_literals() {
    let text = r#"@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__log_softmax_prepare_softmax_online_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 512, 'r0_': 1280}}
)
@triton.jit"#;
    let decos = decorators(text);
    assert_eq!(decos.len(), 1);
    let h = inputs(&decos[0].0, &decos[0].1);
    assert_eq!(h.kind, "persistent_reduction");
    assert_eq!(h.size_hints, BTreeMap::from([("x".to_string(), 32), ("r0_".to_string(), 16)]));
    assert_eq!(h.reduction_hint.as_deref(), Some("INNER"));
    assert_eq!(h.device.multi_processor_count, Some(132));
    assert_eq!(h.signature.last().map(String::as_str), Some("XBLOCK"));
    assert_eq!(h.tiling_scores, vec![("x".to_string(), 512.0), ("r0_".to_string(), 1280.0)]);
    assert_eq!(h.inductor_meta.get("num_reduction"), Some(&MetaValue::Int(4)));
    assert_eq!(h.inductor_meta.get("max_autotune"), Some(&MetaValue::Bool(false)));
    assert_eq!(configs_hash(&heuristic_configs(&h)), "b14aec259222f7b44b1dad3167d12a680f5f588c0b65f17b7babaec5bb8b1c62");
}
