//! inductor-audit: audits the code PyTorch Inductor writes.
//!
//! Data flow: [`input`] (detect and read dumps) → `ia_parsers` (syntax) → [`model`]
//! (semantics) → [`check`] and [`rules`] (decisions) → [`diagnostics`] (findings) ←
//! [`report`] (renderers). The layer order is written in README's "How it works" and
//! enforced by `tests/suite/layers.rs`.

pub mod campaign;
pub mod capture;
pub mod check;
pub mod cli;
pub mod confirm;
pub mod diagnose;
pub mod diagnostics;
pub mod gate;
pub mod input;
pub mod model;
pub mod report;
pub mod rules;
pub mod settings;
pub mod sym;

/// The user's settings under their first name (`config::Config`); `model::configs` is
/// about autotune configs.
pub mod config {
    pub use crate::settings::Settings as Config;
    pub use crate::settings::*;
}

mod pairing;
#[cfg(feature = "python")]
mod python;

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{mpsc, Arc, Mutex};

use check::CheckOptions;
use diagnostics::listing::ModuleListing;
use diagnostics::{Finding, Stats, UnparsedItem};
use input::ModuleSource;
use report::Report;

/// One module's outcome as the run collects it (and, memoized by text, in module-text
/// coordinates where it matters).
#[derive(Clone)]
struct Outcome {
    findings: Vec<Finding>,
    stats: Stats,
    unparsed: Vec<UnparsedItem>,
    unmodelled: Vec<UnparsedItem>,
    issues: Vec<input::InputIssue>,
    /// `None` only for a module whose audit stopped on an internal error.
    release: Option<input::release::ModuleRelease>,
    /// The module's kernels and accesses, when the run was asked for listings.
    listing: Option<ModuleListing>,
    /// What a forward module hands its backward (`check::xmodule`).
    exports: Option<Arc<check::xmodule::ForwardExports>>,
}

/// A report with nothing in it yet, listing every rule of this build.
fn empty_report(input_issues: Vec<input::InputIssue>) -> Report {
    Report {
        schema: report::SCHEMA,
        stats: Stats::default(),
        findings: Vec::new(),
        unparsed: Vec::new(),
        unmodelled: Vec::new(),
        input_issues,
        releases: Vec::new(),
        rules: rules::ALL,
        listing: Vec::new(),
    }
}

fn add_outcome(report: &mut Report, o: Outcome) {
    report.findings.extend(o.findings);
    report.stats.add(&o.stats);
    report.unparsed.extend(o.unparsed);
    report.unmodelled.extend(o.unmodelled);
    report.input_issues.extend(o.issues);
    report.listing.extend(o.listing);
    if let Some(r) = o.release {
        record_release(report, r);
    }
}

/// Adds a module's release to the report, its assumption as an input issue (once per file
/// and message), and logs it.
fn record_release(report: &mut Report, r: input::release::ModuleRelease) {
    tracing::info!(module = %r.module, path = %r.path, release = %r.release.describe(), source = ?r.release.source, configs = %r.configs.release, "release");
    if let Some(issue) = r.issue() {
        if !report.input_issues.iter().any(|i| i.path == issue.path && i.message == issue.message) {
            report.input_issues.push(issue);
        }
    }
    report.releases.push(r);
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
    /// Also list every module's kernels and accesses into `Report::listing` (for the HTML
    /// report and `diff`), from the same parse the audit makes.
    pub listing: bool,
}

pub use sym::WORKER_STACK;

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
    let results: Mutex<Vec<(usize, Outcome)>> = Mutex::new(Vec::new());
    let memo: Mutex<HashMap<u64, Arc<Outcome>>> = Mutex::new(HashMap::new());
    let pairing = pairing::Pairing::default();
    let jobs = jobs.max(1);
    std::thread::scope(|scope| {
        let (tx, rx) = mpsc::sync_channel::<(usize, ModuleSource)>(jobs * 2);
        let rx = Arc::new(Mutex::new(rx));
        let mut spawned = 0;
        for _ in 0..jobs {
            let rx = rx.clone();
            let (cache, results, memo, pairing) = (&cache, &results, &memo, &pairing);
            // A thread the system refuses (`--jobs 100000`) is not a reason to stop: run
            // on the threads there are.
            let worker = std::thread::Builder::new().stack_size(WORKER_STACK).spawn_scoped(scope, move || {
                // Its stack is the parsers' size: they run inline instead of on their pool.
                ia_parsers::declare_thread_stack(WORKER_STACK);
                loop {
                    let next = rx.lock().map(|r| r.recv()).ok().and_then(Result::ok);
                    let Some((index, src)) = next else { break };
                    let outcome = audit_one_guarded(src, &cache.cache, opts, memo, pairing, control.listing);
                    if let Ok(mut r) = results.lock() {
                        r.push((index, outcome));
                    }
                    if let Some(done) = control.on_module_done {
                        done();
                    }
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
        let mut last_path: Option<Arc<std::path::Path>> = None;
        input::read_all_with(&cache, &control.limits, &mut issues, |m| {
            if last_path.as_ref().is_some_and(|p| *p != m.path) {
                pairing.close(&last_path.as_ref().map(|p| p.display().to_string()).unwrap_or_default());
            }
            last_path = Some(m.path.clone());
            if control.shard.is_some_and(|s| !s.contains(&m.text)) {
                return;
            }
            // Before sending: a backward taken later waits for what is announced here.
            pairing.announce(&m);
            let _ = tx.send((index, m));
            index += 1;
        });
        if let Some(p) = &last_path {
            pairing.close(&p.display().to_string());
        }
        drop(tx);
    });
    let mut results = results.into_inner().unwrap_or_default();
    results.sort_by_key(|r| r.0);
    let mut report = empty_report(issues);
    for (_, o) in results {
        add_outcome(&mut report, o);
    }
    report
}

/// [`audit_one`], where a panic (a bug of this tool) ends only that module's audit: it is an
/// error-level input issue naming the module, nothing of it passes for clean, and the run
/// goes on (a worker thread that died would leave the reader waiting on a full channel).
fn audit_one_guarded(
    src: ModuleSource,
    cache: &input::CacheIndex,
    opts: &CheckOptions,
    memo: &Mutex<HashMap<u64, Arc<Outcome>>>,
    pairing: &pairing::Pairing,
    listing: bool,
) -> Outcome {
    let (id, path) = (src.id(), src.path.to_path_buf());
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| audit_one(src, cache, opts, memo, pairing, listing))) {
        Ok(outcome) => outcome,
        Err(payload) => {
            let why = payload.downcast_ref::<&str>().map(|s| s.to_string()).or_else(|| payload.downcast_ref::<String>().cloned()).unwrap_or_else(|| "a panic".into());
            tracing::error!(module = %id, %why, "internal error: the module's audit stopped");
            Outcome {
                findings: Vec::new(),
                stats: Stats { modules: 1, ..Default::default() },
                unparsed: Vec::new(),
                unmodelled: Vec::new(),
                issues: vec![input::InputIssue {
                    path,
                    line: None,
                    message: format!("internal error while auditing module {id} ({why}): nothing of it was checked; please report it"),
                    severity: "error",
                }],
                release: None,
                listing: None,
                exports: None,
            }
        }
    }
}

fn audit_one(src: ModuleSource, cache: &input::CacheIndex, opts: &CheckOptions, memo: &Mutex<HashMap<u64, Arc<Outcome>>>, pairing: &pairing::Pairing, listing: bool) -> Outcome {
    let started = std::time::Instant::now();
    let id = src.id();
    // A forward publishes what it hands over however its audit ends; a backward takes
    // its forward's (waiting for it when it is in progress on another thread).
    let (mut publisher, forward) = match pairing::role(&src) {
        pairing::Role::Forward(k) => (pairing::Publisher::new(pairing, Some(k)), None),
        pairing::Role::Backward(k) => (pairing::Publisher::new(pairing, None), pairing.take(&k)),
        pairing::Role::Other => (pairing::Publisher::new(pairing, None), None),
    };
    let mut outcome = audit_one_inner(src, cache, opts, memo, forward.as_deref(), listing);
    publisher.exports = outcome.exports.take();
    drop(publisher);
    // Unparsed means unchecked: each item is a finding too, so no format or gate that
    // reads findings only takes the module for clean.
    let unanalysed: Vec<Finding> = outcome.unparsed.iter().map(rules::ia191_access_unanalysed::finding).collect();
    outcome.findings.extend(unanalysed);
    outcome.stats.count_unknowns(&outcome.findings);
    let s = &outcome.stats;
    tracing::info!(module = %id, elapsed_ms = started.elapsed().as_millis() as u64, kernels = s.kernels, launches = s.launches, accesses = s.accesses, findings = outcome.findings.len(), unparsed = outcome.unparsed.len(), unmodelled = outcome.unmodelled.len(), "module audited");
    outcome
}

fn audit_one_inner(
    src: ModuleSource,
    cache: &input::CacheIndex,
    opts: &CheckOptions,
    memo: &Mutex<HashMap<u64, Arc<Outcome>>>,
    forward: Option<&check::xmodule::ForwardExports>,
    listing: bool,
) -> Outcome {
    // The same text under other guards is another audit, and so is the same text in another
    // capture: its `capture.json` may name another release, whose autotune candidates and
    // release entry are then this copy's (a module shared by two releases' captures took
    // whichever copy ran first).
    let root = src.capture_root();
    // A backward audited with its forward's facts is another audit than without.
    let key = input::text_hash(&src.text)
        ^ src.guards.as_ref().map_or(0, |g| g.digest().rotate_left(1))
        ^ input::text_hash(&root.to_string_lossy()).rotate_left(2)
        ^ forward.map_or(0, |f| f.digest().rotate_left(3));
    let src = Arc::new(src);
    let cached = memo.lock().ok().and_then(|m| m.get(&key).cloned());
    let result = match cached {
        Some(r) => r,
        None => {
            let module = model::build_module(src.clone(), cache);
            let (findings, stats, exports) = check::check_module_linked(&module, opts, forward);
            let items = |us: &[model::Unparsed]| -> Vec<UnparsedItem> {
                us.iter()
                    .map(|u| UnparsedItem { path: module.path.clone(), line: u.line, column: u.column, module: module.id.clone(), text: u.text.clone(), reason: u.reason.clone() })
                    .collect()
            };
            let (unparsed, unmodelled) = (items(&module.unparsed), items(&module.unmodelled));
            let mut issues = module.guard_issues.clone();
            if module.defines_kernels && module.kernels.is_empty() {
                issues.push(input::InputIssue {
                    path: src.path.to_path_buf(),
                    line: Some(src.lines.to_file(1, 1).0),
                    message: format!(
                        "module {} defines kernels but none could be read (a form of a PyTorch release this tool does not know; {} unparsed items say where)",
                        module.id,
                        module.unparsed.len()
                    ),
                    severity: "error",
                });
            }
            let release = input::release::ModuleRelease::of(&module);
            let r = Arc::new(Outcome { findings, stats, unparsed, unmodelled, issues, release: Some(release), listing: None, exports });
            if let Ok(mut m) = memo.lock() {
                m.insert(key, r.clone());
            }
            // The listing is of this copy (its file lines), from the model just built.
            let listing = listing.then(|| check::listing::list_module(&module));
            return Outcome { listing, ..(*r).clone() };
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
    let release = result.release.clone().map(|r| input::release::ModuleRelease { path, module: id, ..r });
    // A listing points into the file line by line: a repeated module is listed from its
    // own copy (the only case where listing parses a module text the audit did not).
    let listing = listing.then(|| check::listing::list_module(&model::build_module(src.clone(), cache)));
    Outcome {
        findings,
        stats: result.stats.clone(),
        unparsed: result.unparsed.clone(),
        unmodelled: result.unmodelled.clone(),
        issues: result.issues.clone(),
        release,
        listing,
        exports: result.exports.clone(),
    }
}

/// Audits modules given as text (the Python front's `audit_text` and its in-process
/// hook): a wrapper module, or a `TORCH_LOGS=output_code` log excerpt. `name` stands for
/// the path in findings. Without a cache dir beside it, best configs are unknown and
/// every autotune config is checked.
pub fn audit_text(name: &str, text: String, opts: &CheckOptions) -> Report {
    let cache = input::CacheIndex::default();
    let memo = Mutex::new(HashMap::new());
    let pairing = pairing::Pairing::default();
    let mut report = empty_report(Vec::new());
    for src in input::module_from_text(name, text) {
        pairing.announce(&src);
        add_outcome(&mut report, audit_one_guarded(src, &cache, opts, &memo, &pairing, false));
    }
    report
}

/// Input problems that leave nothing to audit make the run a usage error (exit code 2).
/// So does a module whose text defines kernels of which none could be read (an old or
/// unknown release's form): auditing it would say nothing, and exit 0 would claim it clean.
pub fn nothing_usable(r: &Report) -> bool {
    r.stats.modules == 0 || r.stats.unreadable_kernel_modules > 0
}

/// `--strict`: anything the tool did not understand (unparsed) or did not model fails the
/// run, as tlparse's `--strict` fails on any unknown log entry.
pub fn strict_violations(r: &Report) -> u64 {
    r.stats.unparsed + r.stats.unmodelled
}
