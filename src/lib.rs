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

/// One module's outcome as the run collects it (and, memoized by text, in module-text
/// coordinates where it matters).
#[derive(Clone)]
struct Outcome {
    findings: Vec<Finding>,
    stats: Stats,
    unparsed: Vec<UnparsedItem>,
    unmodelled: Vec<UnparsedItem>,
    issues: Vec<input::InputIssue>,
    release: input::release::ModuleRelease,
}

impl Report {
    fn add_outcome(&mut self, o: Outcome) {
        self.findings.extend(o.findings);
        self.stats.add(&o.stats);
        self.unparsed.extend(o.unparsed);
        self.unmodelled.extend(o.unmodelled);
        self.input_issues.extend(o.issues);
        input::release::record(self, o.release);
    }
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

/// Stack of an audit worker thread: the model and the checks walk expression trees
/// recursively, and the parsers accept trees as deep as CPython compiles (thousands of
/// levels). Untouched stack pages are never committed: the size costs address space only.
pub const WORKER_STACK: usize = 64 << 20;

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
            let worker = std::thread::Builder::new().stack_size(WORKER_STACK).spawn_scoped(scope, move || loop {
                let next = rx.lock().map(|r| r.recv()).ok().and_then(Result::ok);
                let Some((index, src)) = next else { break };
                let outcome = audit_one(src, &cache.cache, opts, memo);
                if let Ok(mut r) = results.lock() {
                    r.push((index, outcome));
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
    let mut report =
        Report { schema: report::SCHEMA, stats: Stats::default(), findings: Vec::new(), unparsed: Vec::new(), unmodelled: Vec::new(), input_issues: issues, releases: Vec::new() };
    for (_, o) in results {
        report.add_outcome(o);
    }
    report
}

fn audit_one(src: ModuleSource, cache: &input::CacheIndex, opts: &CheckOptions, memo: &Mutex<HashMap<u64, Arc<Outcome>>>) -> Outcome {
    let started = std::time::Instant::now();
    let id = src.id();
    let mut outcome = audit_one_inner(src, cache, opts, memo);
    // Unparsed means unchecked: each item is a finding too, so no format or gate that
    // reads findings only takes the module for clean.
    let unanalysed: Vec<Finding> = outcome.unparsed.iter().map(report::unanalysed_finding).collect();
    outcome.findings.extend(unanalysed);
    let s = &outcome.stats;
    tracing::info!(module = %id, elapsed_ms = started.elapsed().as_millis() as u64, kernels = s.kernels, launches = s.launches, accesses = s.accesses, findings = outcome.findings.len(), unparsed = outcome.unparsed.len(), unmodelled = outcome.unmodelled.len(), "module audited");
    outcome
}

fn audit_one_inner(src: ModuleSource, cache: &input::CacheIndex, opts: &CheckOptions, memo: &Mutex<HashMap<u64, Arc<Outcome>>>) -> Outcome {
    let key = input::text_hash(&src.text);
    let src = Arc::new(src);
    let cached = memo.lock().ok().and_then(|m| m.get(&key).cloned());
    let result = match cached {
        Some(r) => r,
        None => {
            let module = model::build_module(src.clone(), cache);
            let (findings, stats) = check::check_module(&module, opts);
            let items = |us: &[model::Unparsed]| -> Vec<UnparsedItem> {
                us.iter()
                    .map(|u| UnparsedItem { path: module.path.clone(), line: u.line, column: u.column, module: module.id.clone(), text: u.text.clone(), reason: u.reason.clone() })
                    .collect()
            };
            let (unparsed, unmodelled) = (items(&module.unparsed), items(&module.unmodelled));
            let mut issues = Vec::new();
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
            let r = Arc::new(Outcome { findings, stats, unparsed, unmodelled, issues, release });
            if let Ok(mut m) = memo.lock() {
                m.insert(key, r.clone());
            }
            return (*r).clone();
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
    let release = input::release::ModuleRelease { path, module: id, ..result.release.clone() };
    Outcome { findings, stats: result.stats.clone(), unparsed: result.unparsed.clone(), unmodelled: result.unmodelled.clone(), issues: result.issues.clone(), release }
}

/// Audits modules given as text (the Python front's `audit_text` and its in-process
/// hook): a wrapper module, or a `TORCH_LOGS=output_code` log excerpt. `name` stands for
/// the path in findings. Without a cache dir beside it, best configs are unknown and
/// every autotune config is checked.
pub fn audit_text(name: &str, text: String, opts: &CheckOptions) -> Report {
    let cache = input::CacheIndex::default();
    let memo = Mutex::new(HashMap::new());
    let mut report = Report {
        schema: report::SCHEMA,
        stats: Stats::default(),
        findings: Vec::new(),
        unparsed: Vec::new(),
        unmodelled: Vec::new(),
        input_issues: Vec::new(),
        releases: Vec::new(),
    };
    for src in input::module_from_text(name, text) {
        report.add_outcome(audit_one(src, &cache, opts, &memo));
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
