//! `confirm`: replays the real compiled kernels of a dump on an NVIDIA GPU and says, per
//! launch and per finding, whether an out-of-bounds access really happens.
//!
//! [`plan`] builds launch plans from the dump alone (no GPU); [`gpu`] replays them in a
//! child process (the same binary, hidden subcommand [`CHILD_SUBCOMMAND`]), so a fault
//! that poisons the CUDA context never ends the run: the parent restarts after the job
//! that faulted.

pub mod cubin;
pub mod gpu;
pub mod plan;

use std::collections::{BTreeMap, HashSet};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

pub use gpu::{Observation, ReplayOutcome};
pub use plan::{plan_module, CacheFiles, LaunchPlan, ParamPlan, ParamValue, PlanRequest, PlanResult, PlannedLaunch};

use crate::check::{self, CheckOptions};
use crate::diagnostics::{Finding, Severity};
use crate::input;
use crate::model::{self, Module};

/// The hidden subcommand the parent re-executes itself with.
pub const CHILD_SUBCOMMAND: &str = "__confirm-replay";

/// One unit of work for the replay process.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Job {
    pub id: usize,
    pub plan: LaunchPlan,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
enum ChildEvent {
    Ready { device: String },
    Begin { job: usize },
    Done { job: usize, outcome: ReplayOutcome },
    Fatal { error: String },
}

/// What one launch (at the hints, or at a finding's counterexample) gave.
#[derive(Debug, Clone, Serialize)]
pub struct LaunchResult {
    pub module: String,
    pub kernel: String,
    pub line: u32,
    pub launch_index: usize,
    /// The finding this replay tests (its fingerprint), if any.
    pub finding: Option<String>,
    pub rule: Option<String>,
    pub verdict: Verdict,
    pub detail: String,
    pub config: BTreeMap<String, i64>,
    pub binding: BTreeMap<String, i128>,
    pub grid: Option<[u32; 3]>,
    pub variant: Option<String>,
    pub observations: Vec<Observation>,
    pub dtype_issues: Vec<plan::DtypeIssue>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// A fault or overwritten guard bytes.
    Confirmed,
    /// Every layout ran clean.
    NotReproduced,
    NotRunnable,
}

#[derive(Debug, Clone, Serialize)]
pub struct ConfirmReport {
    pub schema: &'static str,
    pub device: Option<String>,
    pub results: Vec<LaunchResult>,
    pub seconds: f64,
}

impl ConfirmReport {
    pub fn count(&self, v: Verdict) -> usize {
        self.results.iter().filter(|r| r.verdict == v).count()
    }

    /// The exit code of `confirm` for this report: 1 something confirmed, 2 nothing to
    /// replay, 3 nothing confirmed but some finding's launch not runnable (neither
    /// confirmed nor refuted: not the same as clean), 0 otherwise.
    pub fn exit_code(&self) -> u8 {
        if self.results.is_empty() {
            2
        } else if self.count(Verdict::Confirmed) > 0 {
            1
        } else if self.findings_not_runnable() > 0 {
            3
        } else {
            0
        }
    }

    /// Launches of findings that could not be replayed: the finding is neither confirmed
    /// nor refuted (`confirm` exits 3 when nothing else was confirmed).
    pub fn findings_not_runnable(&self) -> usize {
        self.results.iter().filter(|r| r.finding.is_some() && r.verdict == Verdict::NotRunnable).count()
    }

    pub fn render_text(&self) -> String {
        let mut out = String::new();
        for r in &self.results {
            let what = match &r.finding {
                Some(f) => format!("{} finding {} ", r.rule.as_deref().unwrap_or("?"), &f[..f.len().min(12)]),
                None => String::new(),
            };
            let verdict = match r.verdict {
                Verdict::Confirmed => "CONFIRMED",
                Verdict::NotReproduced => "not reproduced",
                Verdict::NotRunnable => "not runnable",
            };
            out.push_str(&format!("{}:{} {} {}{}: {}\n", r.module, r.line, r.kernel, what, verdict, r.detail));
            for d in &r.dtype_issues {
                out.push_str(&format!("    dtype: {}\n", d.message));
            }
        }
        out.push_str(&format!(
            "{} launches: {} confirmed, {} not reproduced, {} not runnable ({} of them a finding's) ({:.1} s{})\n",
            self.results.len(),
            self.count(Verdict::Confirmed),
            self.count(Verdict::NotReproduced),
            self.count(Verdict::NotRunnable),
            self.findings_not_runnable(),
            self.seconds,
            self.device.as_deref().map(|d| format!(", {d}")).unwrap_or_default()
        ));
        out
    }
}

#[derive(Debug, Clone)]
pub struct ConfirmOptions {
    /// Replay the launches of findings (at their counterexamples) too.
    pub findings: bool,
    /// Only this finding (a fingerprint or its prefix).
    pub finding: Option<String>,
    /// Replay every launch at the module's hints (clean code must stay clean).
    pub all_launches: bool,
    /// Per replay process, before it is killed.
    pub timeout: Duration,
    pub seed: u64,
}

impl Default for ConfirmOptions {
    fn default() -> Self {
        ConfirmOptions { findings: true, finding: None, all_launches: true, timeout: Duration::from_secs(120), seed: 1 }
    }
}

/// A launch to replay with what it stands for.
struct Pending {
    module: String,
    kernel: String,
    line: u32,
    launch_index: usize,
    finding: Option<(String, String)>,
    result: PlanResult,
}

/// Every module of the dump, deduplicated by text.
pub fn load_modules(paths: &[PathBuf]) -> (Vec<Module>, input::Discovered) {
    let d = input::discover(paths);
    let mut issues = d.issues.clone();
    let mut seen = HashSet::new();
    let mut modules = Vec::new();
    input::read_all(&d, &mut issues, |m| {
        if seen.insert(input::text_hash(&m.text)) {
            modules.push(model::build_module(std::sync::Arc::new(m), &d.cache));
        }
    });
    (modules, d)
}

/// Plans for every Triton launch of the dump at the hints: what CI checks.
pub fn plan_paths(paths: &[PathBuf]) -> Vec<PlannedLaunch> {
    let (modules, d) = load_modules(paths);
    let files = CacheFiles::scan(paths);
    modules.iter().flat_map(|m| plan_module(m, &d.cache, &files, &PlanRequest::default())).collect()
}

/// The plans `confirm` would replay, without replaying them.
fn pending(paths: &[PathBuf], opts: &ConfirmOptions) -> Vec<Pending> {
    let (modules, d) = load_modules(paths);
    let files = CacheFiles::scan(paths);
    let mut out = Vec::new();
    for m in &modules {
        if opts.all_launches && opts.finding.is_none() {
            for p in plan_module(m, &d.cache, &files, &PlanRequest::default()) {
                out.push(Pending { module: p.module, kernel: p.kernel, line: p.line, launch_index: p.launch_index, finding: None, result: p.result });
            }
        }
        if !opts.findings && opts.finding.is_none() {
            continue;
        }
        let (findings, _) = check::check_module(m, &CheckOptions::default());
        // One finding can be reported at several places of a module (each config, each
        // copy of the access): its launch is replayed once.
        let mut seen = HashSet::new();
        for f in findings.iter().filter(|f| f.severity == Severity::Error) {
            let fp = f.fingerprint();
            if opts.finding.as_ref().is_some_and(|want| !fp.starts_with(want.as_str())) {
                continue;
            }
            if !seen.insert(fp.clone()) {
                continue;
            }
            out.extend(finding_plans(m, &d.cache, &files, f, &fp));
        }
    }
    out
}

fn finding_plans(m: &Module, cache: &input::CacheIndex, files: &CacheFiles, f: &Finding, fp: &str) -> Vec<Pending> {
    let mut config: BTreeMap<String, i64> = f.evidence.config.clone();
    config.retain(|k, _| k != "num_stages");
    let req = PlanRequest { binding: f.evidence.binding.clone(), config: (!config.is_empty()).then_some(config) };
    let tag = Some((fp.to_string(), f.rule.to_string()));
    let plans: Vec<PlannedLaunch> = plan_module(m, cache, files, &req).into_iter().filter(|p| p.kernel == f.kernel).collect();
    if plans.is_empty() {
        // A wrapper-level finding (a view past its storage) has no kernel to replay alone.
        return vec![Pending {
            module: m.id.clone(),
            kernel: f.kernel.clone(),
            line: f.line,
            launch_index: usize::MAX,
            finding: tag,
            result: PlanResult::NotRunnable { why: "no Triton launch of this kernel in the module".into() },
        }];
    }
    plans.into_iter().map(|p| Pending { module: p.module, kernel: p.kernel, line: p.line, launch_index: p.launch_index, finding: tag.clone(), result: p.result }).collect()
}

#[derive(Debug, thiserror::Error)]
pub enum ConfirmError {
    #[error("no NVIDIA GPU driver (libcuda.so) on this machine: nothing was replayed")]
    NoDriver,
    #[error("the GPU could not be used: {0}")]
    NoGpu(String),
    #[error("starting the replay process: {0}")]
    Spawn(String),
}

/// Plans everything and replays the plans in child processes of `exe` (this binary).
pub fn confirm_paths(paths: &[PathBuf], opts: &ConfirmOptions, exe: &Path) -> Result<ConfirmReport, ConfirmError> {
    let t0 = Instant::now();
    if !gpu::driver_present() {
        return Err(ConfirmError::NoDriver);
    }
    let pending = pending(paths, opts);
    let jobs: Vec<Job> = pending
        .iter()
        .enumerate()
        .filter_map(|(i, p)| match &p.result {
            PlanResult::Ready { plan } => Some(Job { id: i, plan: (**plan).clone() }),
            PlanResult::NotRunnable { .. } => None,
        })
        .collect();
    let (outcomes, device) = replay_jobs(&jobs, opts, exe)?;
    let results = pending
        .into_iter()
        .enumerate()
        .map(|(i, p)| {
            let (config, binding, grid, variant, dtype_issues) = match &p.result {
                PlanResult::Ready { plan } => (plan.config.clone(), plan.binding.clone(), Some(plan.grid), Some(plan.variant.clone()), plan.dtype_issues.clone()),
                PlanResult::NotRunnable { .. } => Default::default(),
            };
            let (verdict, detail, observations) = match (&p.result, outcomes.get(&i)) {
                (PlanResult::NotRunnable { why }, _) => (Verdict::NotRunnable, why.clone(), Vec::new()),
                (_, Some(ReplayOutcome::Clean { layouts })) => (Verdict::NotReproduced, format!("clean in layouts {}", layouts.join(", ")), Vec::new()),
                (_, Some(ReplayOutcome::Confirmed { observations })) => (Verdict::Confirmed, describe(observations), observations.clone()),
                (_, Some(ReplayOutcome::NotRunnable { why })) => (Verdict::NotRunnable, why.clone(), Vec::new()),
                (_, None) => (Verdict::NotRunnable, "the replay process gave no result".into(), Vec::new()),
            };
            LaunchResult {
                module: p.module,
                kernel: p.kernel,
                line: p.line,
                launch_index: p.launch_index,
                rule: p.finding.as_ref().map(|f| f.1.clone()),
                finding: p.finding.map(|f| f.0),
                verdict,
                detail,
                config,
                binding,
                grid,
                variant,
                observations,
                dtype_issues,
            }
        })
        .collect();
    Ok(ConfirmReport { schema: "inductor-audit-confirm/1", device, results, seconds: t0.elapsed().as_secs_f64() })
}

fn describe(obs: &[Observation]) -> String {
    obs.iter()
        .map(|o| match o {
            Observation::Fault { layout, error } => format!("fault in layout {layout}: {error}"),
            Observation::GuardDamage { layout, storage, side, first, last, bytes } => {
                format!("{bytes} guard bytes {side} {storage} overwritten (offsets {first}..{last}) in layout {layout}")
            }
            Observation::GuardRead { storage, first, bytes } => {
                format!("{bytes} bytes of {storage} (from byte {first}) change with the guard fill alone: the kernel reads outside its storages")
            }
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// Runs the jobs in as few child processes as faults allow.
fn replay_jobs(jobs: &[Job], opts: &ConfirmOptions, exe: &Path) -> Result<(BTreeMap<usize, ReplayOutcome>, Option<String>), ConfirmError> {
    let mut outcomes = BTreeMap::new();
    let mut device = None;
    let mut next = 0usize;
    let dir = std::env::temp_dir().join(format!("inductor-audit-confirm-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| ConfirmError::Spawn(e.to_string()))?;
    let plan_file = dir.join("jobs.json");
    std::fs::write(&plan_file, serde_json::to_vec(jobs).unwrap_or_default()).map_err(|e| ConfirmError::Spawn(e.to_string()))?;
    while next < jobs.len() {
        let mut child = Command::new(exe)
            .arg(CHILD_SUBCOMMAND)
            .arg(&plan_file)
            .arg(next.to_string())
            .arg(opts.seed.to_string())
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| ConfirmError::Spawn(e.to_string()))?;
        let Some(stdout) = child.stdout.take() else { return Err(ConfirmError::Spawn("no stdout".into())) };
        let (tx, rx) = mpsc::channel::<ChildEvent>();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if let Ok(ev) = serde_json::from_str::<ChildEvent>(&line) {
                    if tx.send(ev).is_err() {
                        break;
                    }
                }
            }
        });
        let mut current: Option<usize> = None;
        let mut deadline = Instant::now() + opts.timeout;
        let mut progressed = false;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match rx.recv_timeout(left) {
                Ok(ChildEvent::Ready { device: d }) => device = Some(d),
                Ok(ChildEvent::Begin { job }) => {
                    current = Some(job);
                    deadline = Instant::now() + opts.timeout;
                }
                Ok(ChildEvent::Done { job, outcome }) => {
                    if let Some(j) = jobs.get(job) {
                        outcomes.insert(j.id, outcome);
                    }
                    next = job + 1;
                    current = None;
                    progressed = true;
                }
                Ok(ChildEvent::Fatal { error }) => {
                    let _ = child.wait();
                    if !progressed && outcomes.is_empty() {
                        return Err(ConfirmError::NoGpu(error));
                    }
                    break;
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    let _ = child.kill();
                    if let Some(j) = current.and_then(|c| jobs.get(c)) {
                        outcomes.insert(j.id, ReplayOutcome::NotRunnable { why: format!("no result within {} s (killed)", opts.timeout.as_secs()) });
                    }
                    next = current.map_or(jobs.len(), |c| c + 1);
                    break;
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    let status = child.wait().map(|s| s.to_string()).unwrap_or_default();
                    if let Some(c) = current {
                        if let Some(j) = jobs.get(c) {
                            outcomes.insert(
                                j.id,
                                ReplayOutcome::Confirmed { observations: vec![Observation::Fault { layout: "?".into(), error: format!("the replay process died: {status}") }] },
                            );
                        }
                        next = c + 1;
                    } else if next < jobs.len() && !progressed {
                        // Died before any job: nothing more will work.
                        let _ = std::fs::remove_dir_all(&dir);
                        return Err(ConfirmError::NoGpu(format!("the replay process exited: {status}")));
                    }
                    break;
                }
            }
        }
        let _ = child.wait();
    }
    let _ = std::fs::remove_dir_all(&dir);
    Ok((outcomes, device))
}

/// The child side: `inductor-audit __confirm-replay JOBS.json START SEED`. Prints one
/// JSON event per line; exits after the first fault (the context is unusable then).
pub fn child_main(args: &[String]) -> i32 {
    let out = std::io::stdout();
    let emit = |ev: &ChildEvent| {
        let mut o = out.lock();
        let _ = writeln!(o, "{}", serde_json::to_string(ev).unwrap_or_default());
        let _ = o.flush();
    };
    let (Some(file), start, seed) = (args.first(), args.get(1).and_then(|s| s.parse::<usize>().ok()).unwrap_or(0), args.get(2).and_then(|s| s.parse::<u64>().ok()).unwrap_or(1))
    else {
        emit(&ChildEvent::Fatal { error: "usage: __confirm-replay JOBS.json START SEED".into() });
        return 2;
    };
    let jobs: Vec<Job> = match std::fs::read(file).map_err(|e| e.to_string()).and_then(|b| serde_json::from_slice(&b).map_err(|e| e.to_string())) {
        Ok(j) => j,
        Err(e) => {
            emit(&ChildEvent::Fatal { error: format!("cannot read {file}: {e}") });
            return 2;
        }
    };
    let gpu = match gpu::Gpu::open() {
        Ok(g) => g,
        Err(e) => {
            emit(&ChildEvent::Fatal { error: e.0 });
            return 3;
        }
    };
    emit(&ChildEvent::Ready { device: gpu.name.clone() });
    for (i, job) in jobs.iter().enumerate().skip(start) {
        emit(&ChildEvent::Begin { job: i });
        match gpu.replay(&job.plan, seed.wrapping_add(job.id as u64)) {
            Ok(outcome) => {
                let fault = matches!(&outcome, ReplayOutcome::Confirmed { observations } if observations.iter().any(|o| matches!(o, Observation::Fault { .. })));
                emit(&ChildEvent::Done { job: i, outcome });
                if fault {
                    return 0;
                }
            }
            Err(e) => {
                emit(&ChildEvent::Done { job: i, outcome: ReplayOutcome::NotRunnable { why: format!("harness error: {}", e.0) } });
                return 0;
            }
        }
    }
    0
}

#[cfg(test)]
mod exit_code_tests {
    use super::*;

    fn result(finding: bool, verdict: Verdict) -> LaunchResult {
        LaunchResult {
            module: "m".into(),
            kernel: "k".into(),
            line: 1,
            launch_index: 0,
            finding: finding.then(|| "IA101:k:0".into()),
            rule: finding.then(|| "IA101".into()),
            verdict,
            detail: String::new(),
            config: BTreeMap::new(),
            binding: BTreeMap::new(),
            grid: None,
            variant: None,
            observations: Vec::new(),
            dtype_issues: Vec::new(),
        }
    }

    fn report(results: Vec<LaunchResult>) -> ConfirmReport {
        ConfirmReport { schema: "inductor-audit-confirm/1", device: None, results, seconds: 0.0 }
    }

    #[test]
    fn a_finding_not_runnable_is_not_clean() {
        assert_eq!(report(vec![]).exit_code(), 2);
        assert_eq!(report(vec![result(false, Verdict::NotReproduced), result(false, Verdict::NotRunnable)]).exit_code(), 0);
        let r = report(vec![result(false, Verdict::NotReproduced), result(true, Verdict::NotRunnable)]);
        assert_eq!(r.exit_code(), 3);
        assert!(r.render_text().contains("1 of them a finding's"));
        assert_eq!(report(vec![result(true, Verdict::NotRunnable), result(true, Verdict::Confirmed)]).exit_code(), 1);
    }
}
