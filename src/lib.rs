//! inductor-audit: audits the code PyTorch Inductor writes.
//!
//! Data flow: [`input`] (detect and read dumps) → `ia_parsers` (syntax) → [`model`]
//! (semantics) → [`check`] (rules) → [`report`] (findings, renderers).

pub mod capture;
pub mod check;
pub mod config;
pub mod confirm;
pub mod diagnose;
pub mod gate;
pub mod input;
pub mod model;
pub mod report;
pub mod sym;

// The Python front compiles the binary's `main.rs` into the extension; its
// `use inductor_audit::...` paths must resolve inside this crate too.
#[cfg(feature = "python")]
extern crate self as inductor_audit;
#[cfg(feature = "python")]
mod python;

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{mpsc, Arc, Mutex};

use check::{CheckOptions, Stats};
use input::ModuleSource;
use report::{Finding, Report, UnparsedItem};

/// What auditing one module gives, in module-text coordinates where it matters.
struct ModuleResult {
    findings: Vec<Finding>,
    stats: Stats,
    unparsed: Vec<UnparsedItem>,
}

/// How a run is split and watched (the CLI's `--shard` and progress bar).
#[derive(Default)]
pub struct RunControl<'a> {
    /// Audit only the modules of this shard.
    pub shard: Option<gate::Shard>,
    /// Called on a worker thread after each module.
    pub on_module_done: Option<&'a (dyn Fn() + Sync)>,
    /// Bounds on what one input may make the process hold (`--max-module-size`).
    pub limits: input::Limits,
}

/// Audits everything found under `paths`. Modules are read as a stream and checked on
/// `jobs` threads; a module whose text was already seen reuses the first result.
pub fn audit_paths(paths: &[PathBuf], opts: &CheckOptions, jobs: usize) -> Report {
    audit_paths_with(paths, opts, jobs, &RunControl::default())
}

/// [`audit_paths`], for one shard of the modules, reporting progress.
pub fn audit_paths_with(paths: &[PathBuf], opts: &CheckOptions, jobs: usize, control: &RunControl) -> Report {
    let discovered = input::discover(paths);
    let mut issues = discovered.issues.clone();
    let cache = Arc::new(discovered);
    type ModuleOutcome = (usize, Vec<Finding>, Stats, Vec<UnparsedItem>);
    let results: Mutex<Vec<ModuleOutcome>> = Mutex::new(Vec::new());
    let memo: Mutex<HashMap<u64, Arc<ModuleResult>>> = Mutex::new(HashMap::new());
    let jobs = jobs.max(1);
    std::thread::scope(|scope| {
        let (tx, rx) = mpsc::sync_channel::<(usize, ModuleSource)>(jobs * 2);
        let rx = Arc::new(Mutex::new(rx));
        let mut spawned = 0;
        for _ in 0..jobs {
            let rx = rx.clone();
            let (cache, results, memo) = (&cache, &results, &memo);
            // A thread the system refuses (`--jobs 100000`) is not a reason to stop: run
            // on the threads there are.
            let worker = std::thread::Builder::new().spawn_scoped(scope, move || loop {
                let next = rx.lock().map(|r| r.recv()).ok().and_then(Result::ok);
                let Some((index, src)) = next else { break };
                let (findings, stats, unparsed) = audit_one(src, &cache.cache, opts, memo);
                if let Ok(mut r) = results.lock() {
                    r.push((index, findings, stats, unparsed));
                }
                if let Some(done) = control.on_module_done {
                    done();
                }
            });
            match worker {
                Ok(_) => spawned += 1,
                Err(e) => {
                    tracing::warn!(spawned, error = %e, "cannot start more worker threads");
                    break;
                }
            }
        }
        if spawned == 0 {
            issues.push(input::InputIssue { path: PathBuf::new(), line: None, message: "no worker thread could be started".into(), severity: "error" });
            return;
        }
        let mut index = 0;
        input::read_all_with(&cache, &control.limits, &mut issues, |m| {
            if control.shard.is_some_and(|s| !s.contains(&m.text)) {
                return;
            }
            let _ = tx.send((index, m));
            index += 1;
        });
        drop(tx);
    });
    let mut results = results.into_inner().unwrap_or_default();
    results.sort_by_key(|r| r.0);
    let mut report = Report { schema: report::SCHEMA, stats: Stats::default(), findings: Vec::new(), unparsed: Vec::new(), input_issues: issues };
    for (_, f, s, u) in results {
        report.findings.extend(f);
        report.stats.add(&s);
        report.unparsed.extend(u);
    }
    report
}

fn audit_one(src: ModuleSource, cache: &input::CacheIndex, opts: &CheckOptions, memo: &Mutex<HashMap<u64, Arc<ModuleResult>>>) -> (Vec<Finding>, Stats, Vec<UnparsedItem>) {
    let started = std::time::Instant::now();
    let id = src.id();
    let (mut findings, stats, unparsed) = audit_one_inner(src, cache, opts, memo);
    // Unparsed means unchecked: each item is a finding too, so no format or gate that
    // reads findings only takes the module for clean.
    findings.extend(unparsed.iter().map(report::unanalysed_finding));
    tracing::info!(module = %id, elapsed_ms = started.elapsed().as_millis() as u64, kernels = stats.kernels, launches = stats.launches, accesses = stats.accesses, findings = findings.len(), unparsed = unparsed.len(), "module audited");
    (findings, stats, unparsed)
}

fn audit_one_inner(src: ModuleSource, cache: &input::CacheIndex, opts: &CheckOptions, memo: &Mutex<HashMap<u64, Arc<ModuleResult>>>) -> (Vec<Finding>, Stats, Vec<UnparsedItem>) {
    let key = input::text_hash(&src.text);
    let src = Arc::new(src);
    let cached = memo.lock().ok().and_then(|m| m.get(&key).cloned());
    let result = match cached {
        Some(r) => r,
        None => {
            let module = model::build_module(src.clone(), cache);
            let (findings, stats) = check::check_module(&module, opts);
            let unparsed = module
                .unparsed
                .iter()
                .map(|u| UnparsedItem { path: module.path.clone(), line: u.line, column: u.column, module: module.id.clone(), text: u.text.clone(), reason: u.reason.clone() })
                .collect();
            let r = Arc::new(ModuleResult { findings, stats, unparsed });
            if let Ok(mut m) = memo.lock() {
                m.insert(key, r.clone());
            }
            return (r.findings.clone(), r.stats.clone(), r.unparsed.clone());
        }
    };
    // The same text seen again (a log repeating a module): re-locate into this copy.
    let path = src.path.display().to_string();
    let id = src.id();
    let findings = result
        .findings
        .iter()
        .map(|f| {
            let (line, column) = src.lines.to_file(f.module_pos.0, f.module_pos.1);
            Finding { path: path.clone(), module: id.clone(), line, column, ..f.clone() }
        })
        .collect();
    (findings, result.stats.clone(), result.unparsed.clone())
}

/// Audits modules given as text (the Python front's `audit_text` and its in-process
/// hook): a wrapper module, or a `TORCH_LOGS=output_code` log excerpt. `name` stands for
/// the path in findings. Without a cache dir beside it, best configs are unknown and
/// every autotune config is checked.
pub fn audit_text(name: &str, text: String, opts: &CheckOptions) -> Report {
    let cache = input::CacheIndex::default();
    let memo = Mutex::new(HashMap::new());
    let mut report = Report { schema: report::SCHEMA, stats: Stats::default(), findings: Vec::new(), unparsed: Vec::new(), input_issues: Vec::new() };
    for src in input::module_from_text(name, text) {
        let (f, s, u) = audit_one(src, &cache, opts, &memo);
        report.findings.extend(f);
        report.stats.add(&s);
        report.unparsed.extend(u);
    }
    report
}

/// Input problems that leave nothing to audit make the run a usage error (exit code 2).
pub fn nothing_usable(r: &Report) -> bool {
    r.stats.modules == 0
}
