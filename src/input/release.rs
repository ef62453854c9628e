//! Which PyTorch release wrote a dump.
//!
//! The autotune candidate configs (and, elsewhere, output formats) differ between releases,
//! so the audit states which release it assumed and how it knows. In order of trust:
//! 1. `capture.json` beside the log (written by `inductor-audit capture`): its `torch` field
//!    (`"2.11.0+cu130"`): exact.
//! 2. Format markers in the module text: keys Inductor always (or only from some release on)
//!    writes into `inductor_meta`, the decorator's `size_hints` form, wrapper helpers. Each
//!    marker bounds the release from below or above; the result is a range, the release
//!    that wrote the text lies in it (for text no hand edited). Markers were read from the
//!    releases' own `torch/_inductor/codegen/*.py` (see [`MARKERS`]).
//! 3. Nothing: unknown.
//!
//! `TORCH_TRACE` logs carry no torch version in their metadata (their `compile_id`s, frame
//! and artifact records have none), so a trace is dated by its markers like any text.

use std::collections::HashMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::SystemTime;

use serde::Serialize;

/// A PyTorch minor release (`2.11`); patch releases do not change the heuristics.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Release {
    pub major: u32,
    pub minor: u32,
}

impl Release {
    pub const fn new(major: u32, minor: u32) -> Release {
        Release { major, minor }
    }

    /// `"2.11.0+cu130"`, `"2.16.0.dev20260101"`, `"2.5"` → 2.11, 2.16, 2.5.
    pub fn parse(s: &str) -> Option<Release> {
        let mut parts = s.trim().trim_start_matches('v').split(['.', '+', '-', 'a', 'r']);
        let major = parts.next()?.parse().ok()?;
        let minor_text = parts.next()?;
        let digits: String = minor_text.chars().take_while(|c| c.is_ascii_digit()).collect();
        Some(Release { major, minor: digits.parse().ok()? })
    }
}

impl fmt::Display for Release {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.major, self.minor)
    }
}

impl Serialize for Release {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// How the release was determined.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ReleaseSource {
    /// The `torch` field of `capture.json` beside the input.
    CaptureJson,
    /// Format markers in the text bound it.
    Markers,
    /// Nothing said.
    Unknown,
}

/// The release (or range of releases) that wrote a module.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DetectedRelease {
    /// Lowest release consistent with what was seen (inclusive); `None`: no lower bound.
    pub min: Option<Release>,
    /// Highest release consistent with what was seen (inclusive); `None`: no upper bound.
    pub max: Option<Release>,
    /// The full version string when a capture recorded it (`"2.11.0+cu130"`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub version: Option<String>,
    /// A nightly or source build of `main` (`"2.16.0.dev20261008"`, `"2.16.0a0+git1234abc"`):
    /// its formats and heuristics may be newer than any release of its number.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub nightly: bool,
    pub source: ReleaseSource,
    /// What the bounds rest on (`capture.json`, `'grid_type' in inductor_meta: >= 2.7`, ...).
    pub evidence: Vec<String>,
}

impl DetectedRelease {
    pub fn unknown() -> DetectedRelease {
        DetectedRelease { min: None, max: None, version: None, nightly: false, source: ReleaseSource::Unknown, evidence: Vec::new() }
    }

    /// The one release, when the bounds pin it.
    pub fn exact(&self) -> Option<Release> {
        match (self.min, self.max) {
            (Some(a), Some(b)) if a == b => Some(a),
            _ => None,
        }
    }

    pub fn contains(&self, r: Release) -> bool {
        self.min.is_none_or(|m| m <= r) && self.max.is_none_or(|m| r <= m)
    }

    /// "2.11", "2.7-2.9", ">= 2.10", "<= 2.5", "unknown", "2.16 nightly (2.16.0.dev20261008)".
    pub fn describe(&self) -> String {
        if let (true, Some(r)) = (self.nightly, self.exact()) {
            return format!("{r} nightly ({})", self.version.as_deref().unwrap_or("dev"));
        }
        match (self.min, self.max) {
            (Some(a), Some(b)) if a == b => a.to_string(),
            (Some(a), Some(b)) if a > b => format!("inconsistent ({a} .. {b})"),
            (Some(a), Some(b)) => format!("{a}-{b}"),
            (Some(a), None) => format!(">= {a}"),
            (None, Some(b)) => format!("<= {b}"),
            (None, None) => "unknown".to_string(),
        }
    }
}

/// A text marker and what its presence or absence says about the release.
pub struct Marker {
    /// Literal text searched for in the module.
    pub needle: &'static str,
    /// Present → the release is at least this.
    pub present_min: Option<Release>,
    /// Present → the release is at most this.
    pub present_max: Option<Release>,
    /// Absent while the text has an `inductor_meta` dict from `inductor_meta_common` (it holds
    /// `'backend_hash'`) → the release is below this: the key is always written from it on.
    pub absent_below: Option<Release>,
    /// Where in the releases' sources it was read.
    pub why: &'static str,
}

const fn r(minor: u32) -> Option<Release> {
    Some(Release::new(2, minor))
}

/// Markers read from `torch/_inductor/codegen/{triton,wrapper,simd}.py` and
/// `runtime/triton_heuristics.py` of the 2.3.1 ... 2.15.0 wheels.
pub const MARKERS: &[Marker] = &[
    Marker {
        needle: "from torch._inductor import triton_helpers, triton_heuristics",
        present_min: None,
        present_max: r(3),
        absent_below: None,
        // Only the upper bounds of 2.0-2.3 forms: the lower bound 2.4 their successors give is
        // implied by the 2.5+ markers on any text new enough to matter.
        why: "kernel imports from torch._inductor up to 2.3 (torch._inductor.runtime from 2.4)",
    },
    Marker {
        needle: "'device_type': ",
        present_min: None,
        present_max: r(3),
        absent_below: None,
        why: "triton_meta 'device' an index beside 'device_type' up to 2.3 (DeviceProperties from 2.4)",
    },
    Marker { needle: "size_hints=[", present_min: None, present_max: r(5), absent_below: None, why: "size_hints is a list up to 2.5, a dict from 2.6" },
    Marker { needle: "size_hints={", present_min: r(6), present_max: None, absent_below: None, why: "size_hints is a dict from 2.6" },
    Marker { needle: "'r': ", present_min: r(6), present_max: r(6), absent_below: None, why: "one reduction size hint named 'r' in 2.6 (r0_/r1_ from 2.7)" },
    Marker { needle: "'r0_': ", present_min: r(7), present_max: None, absent_below: None, why: "reduction size hints r0_/r1_ from 2.7" },
    Marker { needle: "RBLOCK : tl.constexpr", present_min: None, present_max: r(6), absent_below: None, why: "the reduction block is RBLOCK up to 2.6, R0_BLOCK from 2.7" },
    Marker { needle: "R0_BLOCK : tl.constexpr", present_min: r(7), present_max: None, absent_below: None, why: "R0_BLOCK from 2.7" },
    Marker { needle: "'optimize_mem'", present_min: r(6), present_max: None, absent_below: None, why: "inductor_meta['optimize_mem'] from 2.6" },
    Marker { needle: "'grid_type'", present_min: r(7), present_max: None, absent_below: None, why: "inductor_meta['grid_type'] from 2.7" },
    Marker { needle: "GridExpr", present_min: r(7), present_max: None, absent_below: None, why: "grid expressions from 2.7" },
    Marker { needle: "grid_combo_kernels", present_min: None, present_max: r(6), absent_below: None, why: "grid_combo_kernels up to 2.6" },
    Marker { needle: "'combo_grid_meta'", present_min: r(7), present_max: None, absent_below: None, why: "combo_grid_meta from 2.7" },
    Marker { needle: "assert_alignment(", present_min: r(8), present_max: None, absent_below: None, why: "assert_alignment from 2.8" },
    Marker { needle: "'tiling_scores'", present_min: r(8), present_max: None, absent_below: None, why: "inductor_meta['tiling_scores'] from 2.8" },
    Marker { needle: "'tma_min_block_sizes'", present_min: r(9), present_max: None, absent_below: None, why: "inductor_meta['tma_min_block_sizes'] from 2.9" },
    Marker { needle: "'add_persistent_rblock'", present_min: r(9), present_max: None, absent_below: None, why: "inductor_meta['add_persistent_rblock'] from 2.9" },
    Marker {
        needle: "'force_filter_reduction_configs'",
        present_min: r(10),
        present_max: None,
        absent_below: r(10),
        why: "inductor_meta_common writes 'force_filter_reduction_configs' from 2.10",
    },
    Marker { needle: "'deterministic'", present_min: r(10), present_max: None, absent_below: r(10), why: "inductor_meta_common writes 'deterministic' from 2.10" },
    Marker { needle: "'native_matmul'", present_min: r(10), present_max: None, absent_below: None, why: "triton_meta['native_matmul'] from 2.10" },
    Marker { needle: "'RSPLIT_SIZE'", present_min: r(10), present_max: None, absent_below: None, why: "mix-order reductions (RSPLIT_SIZE) from 2.10" },
    Marker {
        needle: "'mix_order_reduction_allow_multi_stages'",
        present_min: r(11),
        present_max: None,
        absent_below: r(11),
        why: "inductor_meta_common writes 'mix_order_reduction_allow_multi_stages' from 2.11",
    },
    Marker { needle: "'batch_invariant'", present_min: r(13), present_max: None, absent_below: r(13), why: "inductor_meta_common writes 'batch_invariant' from 2.13" },
    Marker { needle: "'incremental_autotune'", present_min: r(13), present_max: None, absent_below: r(13), why: "inductor_meta_common writes 'incremental_autotune' from 2.13" },
    Marker { needle: "assert_size_stride_grouped(", present_min: r(14), present_max: None, absent_below: None, why: "assert_size_stride_grouped from 2.14" },
    Marker { needle: "'enable_fp_fusion'", present_min: r(10), present_max: None, absent_below: None, why: "triton_meta['enable_fp_fusion'] from 2.10" },
    Marker { needle: "'atomic_add_found'", present_min: r(10), present_max: None, absent_below: None, why: "inductor_meta['atomic_add_found'] from 2.10" },
    Marker { needle: "'disable_ftz'", present_min: r(11), present_max: None, absent_below: None, why: "triton_meta['disable_ftz'] from 2.11" },
    Marker {
        needle: "'dynamic_disable_pipelining'",
        present_min: r(13),
        present_max: None,
        absent_below: r(13),
        why: "inductor_meta_common writes 'dynamic_disable_pipelining' from 2.13",
    },
    Marker { needle: "'autotune_hints': set()", present_min: None, present_max: r(14), absent_below: None, why: "autotune_hints is a set up to 2.14, a sorted tuple from 2.15" },
    Marker { needle: "'autotune_hints': {", present_min: None, present_max: r(14), absent_below: None, why: "autotune_hints is a set up to 2.14, a sorted tuple from 2.15" },
    Marker {
        needle: "'autotune_hints': (",
        present_min: r(15),
        present_max: None,
        absent_below: None,
        why: "autotune_hints is a sorted tuple from 2.15 (inductor_meta_per_kernel)",
    },
    Marker {
        needle: "copy_misaligned(",
        present_min: r(12),
        present_max: r(12),
        absent_below: None,
        why: "the wrapper's copy_misaligned(x) in 2.12 (copy_if_misaligned from 2.13)",
    },
    Marker { needle: "copy_if_misaligned(", present_min: r(13), present_max: None, absent_below: None, why: "copy_if_misaligned from 2.13" },
];

/// Bounds the release from the text's markers. `None` when no marker says anything.
pub fn from_markers(text: &str) -> Option<DetectedRelease> {
    let mut d = DetectedRelease { source: ReleaseSource::Markers, ..DetectedRelease::unknown() };
    // `backend_hash` is in every inductor_meta_common dict of 2.5+: absence of an
    // always-written key is evidence only next to it.
    let has_common_meta = text.contains("'backend_hash'");
    // Each needle searched with a prebuilt SIMD finder: std's `contains` builds its
    // searcher per call and scans slower (the 36 scans of every module's text were about
    // 2% of an audit's instructions).
    static FINDERS: std::sync::OnceLock<Vec<memchr::memmem::Finder<'static>>> = std::sync::OnceLock::new();
    let finders = FINDERS.get_or_init(|| MARKERS.iter().map(|m| memchr::memmem::Finder::new(m.needle)).collect());
    for (m, finder) in MARKERS.iter().zip(finders) {
        if finder.find(text.as_bytes()).is_some() {
            if let Some(lo) = m.present_min {
                if d.min.is_none_or(|cur| lo > cur) {
                    d.min = Some(lo);
                }
                d.evidence.push(format!("{} present: >= {lo} ({})", m.needle.trim(), m.why));
            }
            if let Some(hi) = m.present_max {
                if d.max.is_none_or(|cur| hi < cur) {
                    d.max = Some(hi);
                }
                d.evidence.push(format!("{} present: <= {hi} ({})", m.needle.trim(), m.why));
            }
        } else if let (Some(below), true) = (m.absent_below, has_common_meta) {
            let hi = Release::new(below.major, below.minor.saturating_sub(1));
            if d.max.is_none_or(|cur| hi < cur) {
                d.max = Some(hi);
            }
            d.evidence.push(format!("{} absent: <= {hi} ({})", m.needle.trim(), m.why));
        }
    }
    (d.min.is_some() || d.max.is_some()).then_some(d)
}

/// Whether a torch version string names a nightly (`2.16.0.dev20261008+cu130`) or a source
/// build of `main` (`2.16.0a0+git1234abc`: `a0` is what `main`'s `version.txt` holds), not a
/// release or release candidate (`2.15.0`, `2.15.0rc1`, `2.15.0+cu130`).
pub fn is_nightly_version(v: &str) -> bool {
    let public = v.trim().split('+').next().unwrap_or("");
    public.contains(".dev") || public.ends_with("a0")
}

/// The `torch` field of a `capture.json` in `dir`, as written by `inductor-audit capture`.
pub fn from_capture_json(dir: &Path) -> Option<DetectedRelease> {
    let path = dir.join("capture.json");
    // Every module of a capture asks for the same file (663 modules of 127 captures in
    // `kernels_samples/`): it is read once while its size and modification time stay.
    let stamp = std::fs::metadata(&path).ok().map(|m| (m.len(), m.modified().ok()));
    type Known = HashMap<PathBuf, ((u64, Option<SystemTime>), Option<DetectedRelease>)>;
    static READ: Mutex<Option<Known>> = Mutex::new(None);
    let stamp = stamp?;
    if let Some((_, known)) = READ.lock().unwrap_or_else(|e| e.into_inner()).as_ref().and_then(|r| r.get(&path)).filter(|(s, _)| *s == stamp) {
        return known.clone();
    }
    let read = read_capture_json(&path);
    let mut cache = READ.lock().unwrap_or_else(|e| e.into_inner());
    let cache = cache.get_or_insert_with(HashMap::new);
    // Bounded: a run over thousands of captures keeps the last few thousand.
    if cache.len() >= 4096 {
        cache.clear();
    }
    cache.insert(path, (stamp, read.clone()));
    read
}

fn read_capture_json(path: &Path) -> Option<DetectedRelease> {
    let text = std::fs::read_to_string(path).ok()?;
    let v: serde_json::Value = serde_json::from_str(&text).ok()?;
    let version = v.get("torch")?.as_str()?;
    let rel = Release::parse(version)?;
    Some(DetectedRelease {
        min: Some(rel),
        max: Some(rel),
        version: Some(version.to_string()),
        nightly: is_nightly_version(version),
        source: ReleaseSource::CaptureJson,
        evidence: vec![if is_nightly_version(version) {
            format!("{}: torch {version} (a nightly or source build of main)", path.display())
        } else {
            format!("{}: torch {version}", path.display())
        }],
    })
}

/// The release that wrote a module: `capture.json` in `capture_root` first, then markers.
pub fn detect(capture_root: &Path, text: &str) -> DetectedRelease {
    from_capture_json(capture_root).or_else(|| from_markers(text)).unwrap_or_else(DetectedRelease::unknown)
}

/// A module's release as the report lists it (`releases` in the JSON report).
#[derive(Debug, Clone, Serialize)]
pub struct ModuleRelease {
    pub path: String,
    pub module: String,
    /// The release that wrote the module (a range when only markers date it).
    pub release: DetectedRelease,
    /// The release whose autotune heuristics the audit applied.
    pub configs: crate::model::configs::ConfigsAssumption,
    /// Whether the module has Triton kernels whose candidate configs depend on it.
    pub uses_autotune_configs: bool,
}

impl ModuleRelease {
    pub fn of(m: &crate::model::Module) -> ModuleRelease {
        let uses_autotune_configs = m.kernels.iter().any(|k| matches!(k, crate::model::Kernel::Triton(t) if !t.heuristics.kind.is_empty()));
        ModuleRelease { path: m.path.clone(), module: m.id.clone(), release: m.release.clone(), configs: m.configs_release.clone(), uses_autotune_configs }
    }

    /// The input issue saying what was assumed, when it was an assumption that matters.
    pub fn issue(&self) -> Option<super::InputIssue> {
        let note = self.configs.note.as_ref().filter(|_| self.uses_autotune_configs)?;
        Some(super::InputIssue { path: self.path.clone().into(), line: None, message: note.clone(), severity: "warning" })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_versions() {
        assert_eq!(Release::parse("2.11.0+cu130"), Some(Release::new(2, 11)));
        assert_eq!(Release::parse("2.16.0.dev20260101+cu130"), Some(Release::new(2, 16)));
        assert_eq!(Release::parse("2.5"), Some(Release::new(2, 5)));
        assert_eq!(Release::parse("2.6.0a0+gitabc"), Some(Release::new(2, 6)));
        assert_eq!(Release::parse("nightly"), None);
        assert!(is_nightly_version("2.16.0.dev20261008+cu130"));
        assert!(is_nightly_version("2.16.0a0+git1234abc"));
        assert!(!is_nightly_version("2.15.0+cu130"));
        assert!(!is_nightly_version("2.15.0rc1"));
        assert!(!is_nightly_version("2.11.0"));
        assert!(Release::new(2, 9) < Release::new(2, 10));
    }

    #[test]
    fn markers_bound_the_release() {
        let old = "@triton_heuristics.pointwise(size_hints=[8], filename=__file__, triton_meta={}, inductor_meta={'backend_hash': 'x'})";
        let d = from_markers(old).expect("dated");
        assert_eq!(d.max, Some(Release::new(2, 5)));
        let d = from_markers(
            "size_hints={'x': 64, 'r0_': 8}, inductor_meta={'grid_type': 'Grid1D', 'backend_hash': 'x', 'deterministic': False, 'force_filter_reduction_configs': False}",
        )
        .expect("dated");
        assert_eq!((d.min, d.max), (Some(Release::new(2, 10)), Some(Release::new(2, 10))));
        assert_eq!(d.describe(), "2.10");
        let d = from_markers("size_hints={'x': 64}, inductor_meta={'grid_type': 'Grid1D', 'backend_hash': 'x', 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'batch_invariant': False, 'incremental_autotune': False, 'dynamic_disable_pipelining': False}").expect("dated");
        assert_eq!((d.min, d.max), (Some(Release::new(2, 13)), None));
        // 2.15's tuple of autotune hints.
        let d = from_markers("size_hints={'x': 64}, inductor_meta={'autotune_hints': (), 'backend_hash': 'x'}").expect("dated");
        assert_eq!(d.min, Some(Release::new(2, 15)));
        let d = from_markers("size_hints={'x': 64}, inductor_meta={'autotune_hints': set(), 'backend_hash': 'x'}").expect("dated");
        assert_eq!((d.min, d.max), (Some(Release::new(2, 6)), Some(Release::new(2, 9))));
        assert!(from_markers("def call(args): pass").is_none());
    }
}
