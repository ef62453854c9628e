//! The Inductor cache dir's side files: autotune results (`*.best_config`, written next
//! to the kernel module they belong to) and Triton's compiled-kernel metadata
//! (`triton/<device>/<hash>/<kernel>.json`, beside the `.cubin`).

use std::collections::{BTreeMap, HashMap};
use std::ffi::OsString;
use std::path::{Path, PathBuf};

use serde::Serialize;

use super::InputIssue;

/// One `.best_config` file: the config the autotuner chose for a kernel.
#[derive(Debug, Clone, Serialize)]
pub struct BestConfig {
    pub path: PathBuf,
    /// Block sizes and other kernel constexprs: `XBLOCK`, `R0_BLOCK`, ...
    pub kwargs: Vec<(String, i64)>,
    pub num_warps: Option<i64>,
    pub num_stages: Option<i64>,
    /// Names the compiled kernel: `triton/<device>/<hash>/`.
    pub triton_cache_hash: Option<String>,
    /// `hash_configs` of the config list the autotuner was given (ties the file to a
    /// kernel's decorator).
    pub configs_hash: Option<String>,
    /// Chosen by coordinate descent (then written without `triton_cache_hash`).
    pub found_by_coordesc: bool,
}

/// Triton's metadata for one compiled kernel.
#[derive(Debug, Clone, Serialize)]
pub struct CompiledKernelMeta {
    pub json_path: PathBuf,
    pub name: String,
    pub hash_dir: String,
    pub num_warps: Option<i64>,
    pub shared: Option<i64>,
    pub global_scratch_size: Option<i64>,
    pub profile_scratch_size: Option<i64>,
    pub cubin: Option<PathBuf>,
    /// The file's text, for `confirm` (alignments, `num_ctas`, `num_stages`): the audit
    /// needs only the fields above, read without building the whole JSON value for each
    /// of the thousands of metadata files a cache dir holds.
    #[serde(skip)]
    text: Box<str>,
}

impl CompiledKernelMeta {
    /// The whole metadata as JSON (parsed again on each call: only `confirm` asks, once
    /// per kernel it plans).
    pub fn raw(&self) -> serde_json::Value {
        serde_json::from_str(&self.text).unwrap_or_default()
    }
}

/// The fields of Triton's compiled-kernel metadata the audit reads; serde skips the rest.
#[derive(serde::Deserialize)]
struct MetaFields {
    name: Option<String>,
    num_warps: Option<i64>,
    shared: Option<i64>,
    global_scratch_size: Option<i64>,
    profile_scratch_size: Option<i64>,
}

#[derive(Debug, Default)]
pub struct CacheIndex {
    /// Keyed by the last component of the directory holding the best_config (the kernel
    /// module's directory, named by two characters of its hash), then by that directory:
    /// a kernel's lookup visits only the directories of its module's name (a few among
    /// hundreds in a directory of captures), in path order so that the pick is the same
    /// from run to run.
    best_configs: HashMap<OsString, BTreeMap<PathBuf, Vec<BestConfig>>>,
    /// Keyed by (hash dir, kernel name).
    compiled: HashMap<(String, String), CompiledKernelMeta>,
}

/// Keys of a best_config file that are not kernel arguments.
pub const BEST_CONFIG_NON_KWARGS: &[&str] = &["num_warps", "num_stages", "configs_hash", "found_by_coordesc", "time_taken_ms", "triton_cache_hash", "num_ctas", "maxnreg"];

impl CacheIndex {
    pub(super) fn add_best_config(&mut self, path: &Path, issues: &mut Vec<InputIssue>) {
        let parsed = std::fs::read(path).map_err(|e| e.to_string()).and_then(|b| serde_json::from_slice::<serde_json::Value>(&b).map_err(|e| e.to_string()));
        let v = match parsed {
            Ok(v) => v,
            Err(e) => {
                issues.push(InputIssue { path: path.to_path_buf(), line: None, message: format!("unreadable best_config: {e}"), severity: "warning" });
                return;
            }
        };
        let Some(obj) = v.as_object() else {
            issues.push(InputIssue { path: path.to_path_buf(), line: None, message: "best_config is not a JSON object".into(), severity: "warning" });
            return;
        };
        let kwargs = obj.iter().filter(|(k, _)| !BEST_CONFIG_NON_KWARGS.contains(&k.as_str())).filter_map(|(k, v)| v.as_i64().map(|n| (k.clone(), n))).collect();
        let bc = BestConfig {
            path: path.to_path_buf(),
            kwargs,
            num_warps: obj.get("num_warps").and_then(|v| v.as_i64()),
            num_stages: obj.get("num_stages").and_then(|v| v.as_i64()),
            triton_cache_hash: obj.get("triton_cache_hash").and_then(|v| v.as_str()).map(str::to_string),
            configs_hash: obj.get("configs_hash").and_then(|v| v.as_str()).map(str::to_string),
            found_by_coordesc: obj.get("found_by_coordesc").and_then(|v| v.as_bool()).unwrap_or(false),
        };
        let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
        self.best_configs.entry(dir_name(&dir)).or_default().entry(dir).or_default().push(bc);
    }

    pub(super) fn add_compiled_meta(&mut self, path: &Path) {
        let Some((text, v)) = std::fs::read_to_string(path).ok().and_then(|t| serde_json::from_str::<MetaFields>(&t).ok().map(|v| (t, v))) else {
            return;
        };
        // Triton cuts file names at 150 characters; the metadata keeps the kernel's name.
        let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        let name = v.name.filter(|n| n.starts_with(stem.as_str())).unwrap_or(stem);
        let hash_dir = path.parent().and_then(|p| p.file_name()).map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        let cubin = path.with_extension("cubin");
        let meta = CompiledKernelMeta {
            json_path: path.to_path_buf(),
            name: name.clone(),
            hash_dir: hash_dir.clone(),
            num_warps: v.num_warps,
            shared: v.shared,
            global_scratch_size: v.global_scratch_size,
            profile_scratch_size: v.profile_scratch_size,
            cubin: cubin.exists().then_some(cubin),
            text: text.into_boxed_str(),
        };
        self.compiled.insert((hash_dir, name), meta);
    }

    /// The best_configs written beside a kernel module, found from the `# kernel path:`
    /// comment of the wrapper. That path was written on the capturing machine, so the
    /// directory is matched by its last component under the capture the module came from
    /// (`root`: the log's folder, or the cache dir of a wrapper file). Outside it, only a
    /// directory whose last three components match the recorded path is trusted (a cache
    /// dir given separately from its log).
    pub fn best_configs_for(&self, kernel_module_path: &str, root: &Path) -> &[BestConfig] {
        let recorded: Vec<&str> = kernel_module_path.split(['/', '\\']).filter(|c| !c.is_empty()).collect();
        let Some((_, recorded_dir)) = recorded.split_last() else { return &[] };
        let Some(subdir) = recorded_dir.last() else { return &[] };
        let mut outside: Option<&Vec<BestConfig>> = None;
        for (dir, bcs) in self.best_configs.get(std::ffi::OsStr::new(subdir)).into_iter().flatten() {
            if dir.starts_with(root) {
                return bcs;
            }
            let comps: Vec<String> = dir.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
            let tail = comps.iter().rev().zip(recorded_dir.iter().rev()).take_while(|(a, b)| a == *b).count();
            if tail >= 3 {
                outside = Some(bcs);
            }
        }
        outside.map(Vec::as_slice).unwrap_or(&[])
    }

    /// The best_config of one kernel: among those beside its module (see
    /// [`Self::best_configs_for`]) that `fits` the kernel, the one recording the kernel's
    /// own `configs_hash`, else the first; when none is there (a cache given apart from its
    /// log, under another root), the only one in a directory of the module's name that
    /// records that hash. A cache directory is named by two characters of a module's hash,
    /// so it can hold several kernel modules and their best_configs: `fits` (the config's
    /// block sizes are the kernel's own parameters) keeps a 2D pointwise kernel's
    /// `XBLOCK`/`YBLOCK` choice from being taken for a reduction beside it.
    pub fn best_config_for(&self, kernel_module_path: &str, root: &Path, configs_hash: Option<&str>, fits: impl Fn(&BestConfig) -> bool) -> Option<&BestConfig> {
        let beside: Vec<&BestConfig> = self.best_configs_for(kernel_module_path, root).iter().filter(|b| fits(b)).collect();
        let matches = |b: &&BestConfig| configs_hash.is_some() && b.configs_hash.as_deref() == configs_hash;
        if !beside.is_empty() {
            return beside.iter().copied().find(matches).or_else(|| beside.first().copied());
        }
        let subdir = kernel_module_path.rsplit(['/', '\\']).nth(1)?;
        let mut found = self.best_configs.get(std::ffi::OsStr::new(subdir)).into_iter().flat_map(|dirs| dirs.values()).flatten().filter(matches);
        let first = found.next()?;
        found.next().is_none().then_some(first)
    }

    /// The best_config naming this compiled variant (`triton_cache_hash`).
    pub fn best_config_of_variant(&self, triton_cache_hash: &str) -> Option<&BestConfig> {
        self.best_configs.values().flat_map(|dirs| dirs.values()).flatten().find(|b| b.triton_cache_hash.as_deref() == Some(triton_cache_hash))
    }

    pub fn compiled_meta(&self, hash_dir: &str, kernel: &str) -> Option<&CompiledKernelMeta> {
        self.compiled.get(&(hash_dir.to_string(), kernel.to_string()))
    }

    /// Every compiled variant of a kernel name (one per autotune config that was compiled).
    pub fn compiled_variants<'a>(&'a self, kernel: &'a str) -> impl Iterator<Item = &'a CompiledKernelMeta> + 'a {
        self.compiled.values().filter(move |m| m.name == kernel)
    }

    pub(super) fn merge(&mut self, other: CacheIndex) {
        for (name, dirs) in other.best_configs {
            let mine = self.best_configs.entry(name).or_default();
            for (dir, bcs) in dirs {
                mine.entry(dir).or_default().extend(bcs);
            }
        }
        self.compiled.extend(other.compiled);
    }

    pub fn is_empty(&self) -> bool {
        self.best_configs.is_empty() && self.compiled.is_empty()
    }
}

/// The key of a best_config directory in [`CacheIndex::best_configs`]: its last component
/// (empty for a root, which no recorded kernel path names).
fn dir_name(dir: &Path) -> OsString {
    dir.file_name().map(OsString::from).unwrap_or_default()
}
