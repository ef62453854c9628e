//! `diff OLD NEW`: two dumps of the same program (before and after an Inductor change).
//! Kernels are matched by name within their compile, and compared by what they access:
//! every load/store's index expression and mask with temporaries expanded, so renamed
//! temporaries or reordered lines are not a change while a dropped mask term is.

use std::collections::BTreeMap;
use std::fmt::Write;
use std::path::PathBuf;

use serde::Serialize;

use crate::check::CheckOptions;
use crate::diagnostics::listing::{KernelListing, ModuleListing};
use crate::diagnostics::{Finding, Severity, Stats};
use crate::gate::Baseline;

pub const DIFF_SCHEMA: &str = "inductor-audit-diff/1";

#[derive(Debug, Clone, Serialize)]
pub struct KernelRef {
    pub name: String,
    pub compile_id: Option<String>,
    pub module: String,
    pub path: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct KernelChange {
    pub kernel: KernelRef,
    /// The old kernel's module (and its name, when it was numbered differently).
    pub old_module: String,
    /// What was compared: `accesses`, or `source` where no access is modelled (C++
    /// kernels, Triton kernels through block pointers).
    pub compared: &'static str,
    /// In the old kernel only / the new kernel only.
    pub removed: Vec<String>,
    pub added: Vec<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct DumpDiff {
    pub schema: &'static str,
    pub old_stats: Stats,
    pub new_stats: Stats,
    pub kernels_added: Vec<KernelRef>,
    pub kernels_removed: Vec<KernelRef>,
    pub kernels_changed: Vec<KernelChange>,
    pub kernels_unchanged: usize,
    pub findings_new: Vec<Finding>,
    pub findings_fixed: Vec<Finding>,
}

impl DumpDiff {
    /// A regression: some finding of the new dump that the old one did not have is an error.
    pub fn has_new_errors(&self) -> bool {
        self.findings_new.iter().any(|f| f.severity == Severity::Error)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
    }
}

/// Audits both dumps and compares them. `select` filters findings like the audit's
/// configuration does (the caller's rule selection applies to both sides alike).
pub fn diff_paths(old: &[PathBuf], new: &[PathBuf], opts: &CheckOptions, jobs: usize, select: &dyn Fn(Vec<Finding>) -> Vec<Finding>) -> DumpDiff {
    // Each side is read and parsed once: the audit lists its kernels in the same pass.
    let control = crate::RunControl { listing: true, ..Default::default() };
    let mut old_report = crate::audit_paths_with(old, opts, jobs, &control);
    let mut new_report = crate::audit_paths_with(new, opts, jobs, &control);
    let (old_list, new_list) = (std::mem::take(&mut old_report.listing), std::mem::take(&mut new_report.listing));
    let old_findings = select(old_report.findings);
    let new_findings = select(new_report.findings);
    let (findings_new, _) = Baseline::from_findings(&old_findings).split_new(new_findings.clone());
    let (findings_fixed, _) = Baseline::from_findings(&new_findings).split_new(old_findings);
    let mut d = DumpDiff {
        schema: DIFF_SCHEMA,
        old_stats: old_report.stats,
        new_stats: new_report.stats,
        kernels_added: Vec::new(),
        kernels_removed: Vec::new(),
        kernels_changed: Vec::new(),
        kernels_unchanged: 0,
        findings_new,
        findings_fixed,
    };
    let mut old_by_key = keyed(&old_list);
    let mut unmatched_new = Vec::new();
    for (key, (m, k)) in keyed(&new_list) {
        match old_by_key.remove(&key) {
            None => unmatched_new.push((m, k)),
            Some((om, ok)) => d.record(om, ok, m, k),
        }
    }
    // Inductor numbers kernels in the order it emits them (`_0`, `_1`): one kernel more
    // or less renumbers the rest. Pair what is left by the name without that number.
    let mut old_by_stem: BTreeMap<(String, &str), Vec<(&ModuleListing, &KernelListing)>> = BTreeMap::new();
    for (m, k) in old_by_key.into_values() {
        old_by_stem.entry((m.compile_id.clone().unwrap_or_default(), crate::diagnostics::kernel_stem(&k.name))).or_default().push((m, k));
    }
    for (m, k) in unmatched_new {
        let candidates = old_by_stem.get_mut(&(m.compile_id.clone().unwrap_or_default(), crate::diagnostics::kernel_stem(&k.name)));
        match candidates.filter(|c| !c.is_empty()).map(|c| c.remove(0)) {
            Some((om, ok)) => d.record(om, ok, m, k),
            None => d.kernels_added.push(kernel_ref(m, k)),
        }
    }
    d.kernels_removed = old_by_stem.into_values().flatten().map(|(m, k)| kernel_ref(m, k)).collect();
    d
}

impl DumpDiff {
    fn record(&mut self, om: &ModuleListing, ok: &KernelListing, m: &ModuleListing, k: &KernelListing) {
        match compare(ok, k) {
            None => self.kernels_unchanged += 1,
            Some((compared, removed, added)) => {
                let was = if ok.name == k.name { om.id.clone() } else { format!("{} as {}", om.id, ok.name) };
                self.kernels_changed.push(KernelChange { kernel: kernel_ref(m, k), old_module: was, compared, removed, added })
            }
        }
    }
}

/// (compile id, kernel name, occurrence): a program's kernels keep their names across
/// Inductor versions far more often than their module hashes or line numbers.
type Key = (String, String, usize);

fn keyed(list: &[ModuleListing]) -> BTreeMap<Key, (&ModuleListing, &KernelListing)> {
    let mut out = BTreeMap::new();
    let mut seen: BTreeMap<(String, String), usize> = BTreeMap::new();
    for m in list {
        for k in &m.kernels {
            let base = (m.compile_id.clone().unwrap_or_default(), k.name.clone());
            let n = seen.entry(base.clone()).or_insert(0);
            out.insert((base.0, base.1, *n), (m, k));
            *n += 1;
        }
    }
    out
}

fn kernel_ref(m: &ModuleListing, k: &KernelListing) -> KernelRef {
    KernelRef { name: k.name.clone(), compile_id: m.compile_id.clone(), module: m.id.clone(), path: m.path.clone() }
}

fn signature(k: &KernelListing) -> (&'static str, Vec<String>) {
    if k.accesses.is_empty() {
        let lines = k.source.lines().map(|l| l.split_whitespace().collect::<Vec<_>>().join(" ")).filter(|l| !l.is_empty()).collect();
        return ("source", lines);
    }
    ("accesses", k.accesses.iter().map(|a| format!("{} {}[{}] mask {}", a.kind, a.param, a.offset, a.mask)).collect())
}

/// `None` when equal; else what each side has that the other lacks (as multisets).
fn compare(old: &KernelListing, new: &KernelListing) -> Option<(&'static str, Vec<String>, Vec<String>)> {
    let (ok, o) = signature(old);
    let (nk, n) = signature(new);
    if ok != nk {
        // One side lost or gained every modelled access: show both whole.
        return Some(("source", o, n));
    }
    let mut counts: BTreeMap<&str, i64> = BTreeMap::new();
    for s in &o {
        *counts.entry(s).or_default() += 1;
    }
    for s in &n {
        *counts.entry(s).or_default() -= 1;
    }
    let mut removed = Vec::new();
    let mut added = Vec::new();
    for s in &o {
        if let Some(c) = counts.get_mut(s.as_str()) {
            if *c > 0 {
                *c -= 1;
                removed.push(s.clone());
            }
        }
    }
    for s in &n {
        if let Some(c) = counts.get_mut(s.as_str()) {
            if *c < 0 {
                *c += 1;
                added.push(s.clone());
            }
        }
    }
    if removed.is_empty() && added.is_empty() {
        None
    } else {
        Some((ok, removed, added))
    }
}

pub fn render_diff_text(d: &DumpDiff) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "kernels: {} changed, {} added, {} removed, {} unchanged", d.kernels_changed.len(), d.kernels_added.len(), d.kernels_removed.len(), d.kernels_unchanged);
    let at = |k: &KernelRef| match &k.compile_id {
        Some(c) => format!("[{c}] {} (module {})", k.name, k.module),
        None => format!("{} (module {})", k.name, k.module),
    };
    for c in &d.kernels_changed {
        let was = if c.old_module == c.kernel.module { String::new() } else { format!("; was module {}", c.old_module) };
        let _ = writeln!(out, "changed {} (by {}{was})", at(&c.kernel), c.compared);
        for r in &c.removed {
            let _ = writeln!(out, "    - {r}");
        }
        for a in &c.added {
            let _ = writeln!(out, "    + {a}");
        }
    }
    for k in &d.kernels_added {
        let _ = writeln!(out, "added {}", at(k));
    }
    for k in &d.kernels_removed {
        let _ = writeln!(out, "removed {}", at(k));
    }
    let _ = writeln!(out, "findings: {} new, {} fixed", d.findings_new.len(), d.findings_fixed.len());
    for (what, list) in [("new", &d.findings_new), ("fixed", &d.findings_fixed)] {
        for f in list {
            let _ = writeln!(out, "{what} {}[{}] {}: {} ({}:{}:{}, kernel {})", f.severity.as_str(), f.rule, f.name, f.message, f.path, f.line, f.column, f.kernel);
        }
    }
    out
}
