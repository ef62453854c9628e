//! The `inductor-audit` command: a thin layer over the library.

use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;
use clap::{Parser, Subcommand, ValueEnum};

use crate::check::{rules, CheckOptions};
use crate::gate::{self, Baseline, Shard};
use crate::settings::Settings;
use crate::{audit_paths_with, input, model, nothing_usable, report, RunControl};

#[derive(Parser)]
#[command(
    name = "inductor-audit",
    version,
    about = "Audits the code PyTorch Inductor writes: bounds of every load and store, views against storage, for every shape and autotune config."
)]
struct Cli {
    /// More logging (-v info, -vv debug, -vvv trace); logs go to stderr.
    #[arg(short, long, action = clap::ArgAction::Count, global = true)]
    verbose: u8,
    /// Only errors on stderr.
    #[arg(short, long, global = true)]
    quiet: bool,
    #[command(subcommand)]
    command: Command,
}

#[derive(Clone, Copy, ValueEnum)]
enum Format {
    Text,
    Json,
    /// SARIF 2.1.0 (code scanning).
    Sarif,
    /// GitHub Actions annotations (`::error file=...`).
    Github,
    /// One self-contained HTML page (write it with --output).
    Html,
}

#[derive(Subcommand)]
enum Command {
    /// Audit TORCH_LOGS=output_code logs, TORCH_TRACE logs, wrapper modules, Inductor cache
    /// dirs or TORCH_COMPILE_DEBUG dirs. Exit code: 0 no error findings, 1 error findings,
    /// 2 bad usage, nothing usable in the input, or an input that could not be read (a
    /// missing or unreadable file, a FIFO or device).
    Audit {
        #[arg(required = true)]
        paths: Vec<PathBuf>,
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
        /// Worker threads, 1 to 1024 (default: all cores).
        #[arg(long, value_parser = parse_jobs)]
        jobs: Option<usize>,
        /// Counterexample search budget in elements: per access (over all shapes and configs); in Triton kernels the brute-force part beyond the aimed points is drawn from one pool of this size per module.
        #[arg(long, default_value_t = crate::check::DEFAULT_WITNESS_BUDGET)]
        witness_budget: u64,
        #[command(flatten)]
        gate: GateArgs,
    },
    /// Compare two dumps of the same program (before and after an Inductor change):
    /// kernels added, removed and changed (by index expressions and masks), findings new
    /// and fixed. Exit code: 0 no new error finding, 1 new error findings, 2 bad usage or
    /// nothing usable in either input.
    Diff {
        old: PathBuf,
        new: PathBuf,
        /// text or json.
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
        /// Worker threads, 1 to 1024 (default: all cores).
        #[arg(long, value_parser = parse_jobs)]
        jobs: Option<usize>,
        #[arg(long, default_value_t = crate::check::DEFAULT_WITNESS_BUDGET)]
        witness_budget: u64,
        #[command(flatten)]
        select: SelectArgs,
    },
    /// Print the model of each module (symbols, buffers, kernels, launches) as JSON.
    Parse {
        #[arg(required = true)]
        paths: Vec<PathBuf>,
        #[arg(long, value_enum, default_value = "json")]
        format: Format,
    },
    /// Explain a rule: `inductor-audit explain IA101`.
    Explain { code: String },
    /// List the rules.
    Rules,
    /// Run a program under Inductor, keep everything the audit reads in one folder, then
    /// audit it: `inductor-audit capture --out DIR -- python train.py --epochs 1`. The
    /// folder holds the TORCH_LOGS=output_code log, the private Inductor cache (best
    /// configs, compiled kernel metadata), stdout, a copy of the script and capture.json
    /// (argv, exit status, torch/triton/GPU). Exit code as for `audit`; the program's own
    /// exit status is in capture.json and on stderr.
    Capture {
        /// The dump folder; must be empty or not exist (default: a new
        /// inductor-audit-capture-<time> folder here).
        #[arg(long)]
        out: Option<PathBuf>,
        /// Seconds before the program is killed (its exit status is then 124).
        #[arg(long)]
        timeout: Option<f64>,
        /// Keep every cache file, also the bulky ones the audit never reads.
        #[arg(long)]
        keep_all: bool,
        /// More TORCH_LOGS artifacts for the program (output_code is always on).
        #[arg(long)]
        logs: Option<String>,
        /// Only capture; do not audit.
        #[arg(long)]
        no_audit: bool,
        /// Report format of the audit that follows the capture.
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
        /// Worker threads of the audit that follows the capture, 1 to 1024 (default: all
        /// cores); the program itself runs as it would alone.
        #[arg(long, value_parser = parse_jobs)]
        jobs: Option<usize>,
        /// Counterexample search budget in elements: per access (over all shapes and configs); in Triton kernels the brute-force part beyond the aimed points is drawn from one pool of this size per module.
        #[arg(long, default_value_t = crate::check::DEFAULT_WITNESS_BUDGET)]
        witness_budget: u64,
        #[command(flatten)]
        gate: GateArgs,
        /// The program and its arguments, after `--`.
        #[arg(required = true, last = true)]
        command: Vec<std::ffi::OsString>,
    },
    /// Explain an autotune or runtime failure from its text and the dump: the kernel, the
    /// argument, the view and its size/stride expressions, the symbol that makes it wrong
    /// and the binding. Reads `setStorage: ... out of bounds for storage of size N`,
    /// `misaligned address`, `illegal memory access`. Without DUMP, LOG itself is read for
    /// modules. Exit code: 0 explained, 1 not explained, 2 no failure message in LOG.
    AutotuneDiagnose {
        log: PathBuf,
        dumps: Vec<PathBuf>,
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
    },
    /// Replay the real compiled Triton kernels of a dump on an NVIDIA GPU (libcuda loaded
    /// at run time): every launch at the module's hints, and the launch of every error
    /// finding at its counterexample. Out-of-bounds writes show as overwritten guard
    /// bytes, reads as faults against unmapped memory. Exit code: 0 nothing confirmed and
    /// every finding's launch replayed, 1 something confirmed, 2 no GPU driver or nothing
    /// to replay, 3 nothing confirmed but some finding's launch could not be replayed
    /// (`not runnable`: the finding is neither confirmed nor refuted).
    Confirm {
        #[arg(required = true)]
        paths: Vec<PathBuf>,
        /// Only the finding with this fingerprint (or prefix), as `audit --format json` gives.
        #[arg(long)]
        finding: Option<String>,
        /// Print the launch plans (grid, block, shared memory, parameters and their byte
        /// layout, buffers) as JSON without replaying: needs no GPU.
        #[arg(long)]
        plan_only: bool,
        /// Replay only the launches of findings, not every launch at the hints.
        #[arg(long)]
        findings_only: bool,
        /// Seconds a replay may take before its process is killed.
        #[arg(long, default_value_t = 120)]
        timeout: u64,
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
    },
    /// Bug-finding campaign: generate torch programs, compile them with Inductor, judge
    /// each with every oracle (this binary's audit of the code, eager vs compiled vs
    /// float64, crashes), then cluster and minimize the findings (`triage`). Runs the
    /// Python driver tools/campaign/campaign.py with this binary as the static oracle.
    /// Exit code: 0 no finding, 1 findings (clusters in OUT/state), 2 bad usage or the
    /// driver failed.
    Campaign(crate::campaign::CampaignArgs),
}

/// The whole command, for `main` and for the Python package's `inductor-audit` script
/// (a pyo3 wheel cannot ship this binary beside the extension module).
pub fn cli_main(args: impl IntoIterator<Item = std::ffi::OsString>) -> ExitCode {
    let cli = Cli::parse_from(args);
    let level = if cli.quiet { "error" } else { ["warn", "info", "debug", "trace"][cli.verbose.min(3) as usize] };
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::try_from_env("INDUCTOR_AUDIT_LOG").unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(level)))
        .with_writer(std::io::stderr)
        // Colour codes only for a terminal: a log file or CI capture gets plain text.
        .with_ansi(std::io::stderr().is_terminal())
        // A second run in one process (the Python front) keeps the first subscriber.
        .try_init()
        .ok();
    match run(cli.command, cli.quiet) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("inductor-audit: {e:#}");
            ExitCode::from(2)
        }
    }
}

fn run(cmd: Command, quiet: bool) -> anyhow::Result<ExitCode> {
    match cmd {
        Command::Audit { paths, format, jobs, witness_budget, gate } => audit_command(&paths, format, jobs, witness_budget, &gate, quiet),
        Command::Capture { out, timeout, keep_all, logs, no_audit, format, jobs, witness_budget, gate, command } => {
            let out = out.unwrap_or_else(crate::capture::default_out_dir);
            let mut opts = crate::capture::CaptureOptions::new(out.clone(), command);
            opts.timeout = timeout.filter(|t| t.is_finite() && *t > 0.0).map(std::time::Duration::from_secs_f64);
            opts.keep_all = keep_all;
            opts.extra_logs = logs;
            tracing::info!(out = %out.display(), timeout_s = ?timeout, keep_all, "capture: running the program with TORCH_LOGS=output_code and a private Inductor cache");
            let record = crate::capture::capture(&opts)?;
            tracing::info!(
                exit_status = record.exit_status,
                timed_out = record.timed_out,
                duration_s = record.duration_s,
                "capture: program finished; the folder holds output_code.log, cache/, stdout.txt and capture.json"
            );
            if !quiet || record.exit_status != 0 {
                eprintln!(
                    "inductor-audit: captured {} (program exit status {}{}, {:.1} s)",
                    out.display(),
                    record.exit_status,
                    if record.timed_out { ", timed out" } else { "" },
                    record.duration_s
                );
            }
            if let Some(e) = &record.spawn_error {
                eprintln!("inductor-audit: {e}");
            } else if record.exit_status != 0 {
                for line in &record.stderr_tail {
                    eprintln!("  | {line}");
                }
            }
            if no_audit {
                return Ok(ExitCode::SUCCESS);
            }
            audit_command(&[out], format, jobs, witness_budget, &gate, quiet)
        }
        Command::Diff { old, new, format, jobs, witness_budget, select } => diff_command(old, new, format, jobs, witness_budget, &select),
        Command::Parse { paths, format: _ } => {
            let d = input::discover(&paths);
            let mut issues = d.issues.clone();
            let mut modules = Vec::new();
            input::read_all(&d, &mut issues, |m| modules.push(model::build_module(std::sync::Arc::new(m), &d.cache)));
            let v = serde_json::json!({"schema": "inductor-audit-model/1", "modules": modules, "input_issues": issues});
            println!("{}", serde_json::to_string_pretty(&v)?);
            Ok(ExitCode::from(if modules.is_empty() { 2 } else { 0 }))
        }
        Command::Explain { code } => match rules::find(&code) {
            Some(r) => {
                println!("{} ({}), default severity {}\n\n{}\n\n{}", r.code, r.name, r.severity.as_str(), r.summary, r.explanation);
                Ok(ExitCode::SUCCESS)
            }
            None => anyhow::bail!("unknown rule {code:?}; `inductor-audit rules` lists them"),
        },
        Command::AutotuneDiagnose { log, dumps, format } => {
            let (failures, ds) = crate::diagnose::diagnose_paths(&log, &dumps, &CheckOptions::default()).with_context(|| format!("reading {}", log.display()))?;
            match format {
                Format::Json => println!("{}", serde_json::to_string_pretty(&serde_json::json!({"schema": "inductor-audit-diagnose/1", "failures": failures, "diagnoses": ds}))?),
                _ => print!("{}", crate::diagnose::render_text(&failures, &ds)),
            }
            Ok(ExitCode::from(if failures.failures.is_empty() {
                2
            } else if ds.is_empty() {
                1
            } else {
                0
            }))
        }
        Command::Confirm { paths, finding, plan_only, findings_only, timeout, format } => confirm_command(&paths, finding, plan_only, findings_only, timeout, format),
        Command::Campaign(args) => campaign_command(&args, quiet),
        Command::Rules => {
            let width = rules::ALL.iter().map(|r| r.name.len()).max().unwrap_or(0);
            let mut sorted: Vec<&rules::Rule> = rules::ALL.iter().collect();
            sorted.sort_by_key(|r| r.code);
            for r in sorted {
                println!("{}  {:<width$} {:<8} {}", r.code, r.name, r.severity.as_str(), r.summary);
            }
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// Which rules count, from `[tool.inductor-audit]` and the command line.
#[derive(clap::Args)]
struct SelectArgs {
    /// Rules to report: codes, code prefixes (IA1), rule names, or ALL; comma-separated
    /// or repeated. Replaces the selection of pyproject.toml (its select and ignore).
    #[arg(long, value_delimiter = ',')]
    select: Vec<String>,
    /// Rules not to report (same forms); added to `ignore` of pyproject.toml.
    #[arg(long, value_delimiter = ',')]
    ignore: Vec<String>,
    /// The pyproject.toml to read `[tool.inductor-audit]` from (default: the nearest one
    /// from the current directory up).
    #[arg(long)]
    config: Option<PathBuf>,
    /// Read no pyproject.toml.
    #[arg(long, conflicts_with = "config")]
    isolated: bool,
}

impl SelectArgs {
    fn config(&self) -> anyhow::Result<Settings> {
        let base = match (&self.config, self.isolated) {
            (_, true) => Settings::default(),
            (Some(p), false) => Settings::load(p)?,
            (None, false) => Settings::discover(&std::env::current_dir().context("reading the current directory")?)?,
        };
        if let Some(src) = &base.source {
            tracing::info!(config = %src.display(), "configuration");
        }
        Ok(base.with_cli(&self.select, &self.ignore)?)
    }
}

/// The regression gate of `audit`.
#[derive(clap::Args)]
struct GateArgs {
    #[command(flatten)]
    select: SelectArgs,
    /// Report (and fail on) only findings that this baseline does not hold.
    #[arg(long, conflicts_with = "write_baseline")]
    baseline: Option<PathBuf>,
    /// Write every finding of this run to a baseline file (and exit 0 unless nothing
    /// could be audited).
    #[arg(long)]
    write_baseline: Option<PathBuf>,
    /// Audit only shard I of N (`--shard 2/4`): modules are split by a hash of their text.
    #[arg(long)]
    shard: Option<Shard>,
    /// Write the report to this file instead of stdout.
    #[arg(short, long)]
    output: Option<PathBuf>,
    /// Fail the run (exit 1, like an error finding) on any unparsed or unmodelled item:
    /// the gate then certifies that every statement of the dump was understood (as
    /// tlparse's --strict fails on any log entry it does not know).
    #[arg(long)]
    strict: bool,
    /// Largest module text read (bytes, or with a K, M or G suffix: 512M); a larger one
    /// is skipped with an input issue, so a decompression bomb cannot take the memory.
    #[arg(long, value_parser = parse_size, default_value = "256M")]
    max_module_size: u64,
}

/// `--jobs`: a thread count the system can give (a typo of 100000 is a usage error, not
/// a crash).
fn parse_jobs(s: &str) -> Result<usize, String> {
    let n: usize = s.parse().map_err(|e| format!("{e}"))?;
    if (1..=1024).contains(&n) {
        Ok(n)
    } else {
        Err(format!("{n} is not in 1..=1024"))
    }
}

/// `--max-module-size`: bytes with an optional binary suffix.
fn parse_size(s: &str) -> Result<u64, String> {
    let t = s.trim();
    let (num, mult) = match t.char_indices().last() {
        Some((i, c)) if c.is_ascii_alphabetic() => {
            let m: u64 = match c.to_ascii_uppercase() {
                'K' => 1 << 10,
                'M' => 1 << 20,
                'G' => 1 << 30,
                _ => return Err(format!("unknown size suffix {c:?} (K, M or G)")),
            };
            (&t[..i], m)
        }
        _ => (t, 1),
    };
    let n: u64 = num.trim().parse().map_err(|e| format!("{s:?}: {e}"))?;
    n.checked_mul(mult).filter(|n| *n > 0).ok_or_else(|| format!("{s:?} is not a size between 1 byte and 16 EiB"))
}

fn default_jobs(jobs: Option<usize>) -> usize {
    jobs.unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1))
}

/// The `expect.json` of the dumps given (a sample folder, or a folder of samples one level
/// down, or the folder of a log given as a file): which rules each must report, so that
/// the text report can say a finding is expected.
fn expectations(paths: &[PathBuf]) -> Vec<report::Expectation> {
    let mut dirs: Vec<PathBuf> = Vec::new();
    for p in paths {
        if p.is_dir() {
            dirs.push(p.clone());
            if let Ok(entries) = std::fs::read_dir(p) {
                let mut subs: Vec<PathBuf> = entries.filter_map(Result::ok).map(|e| e.path()).filter(|d| d.is_dir()).collect();
                subs.sort();
                dirs.extend(subs);
            }
        } else if let Some(parent) = p.parent() {
            dirs.push(if parent.as_os_str().is_empty() { PathBuf::from(".") } else { parent.to_path_buf() });
        }
    }
    dirs.dedup();
    dirs.into_iter()
        .filter_map(|d| {
            let file = d.join("expect.json");
            let v: serde_json::Value = serde_json::from_slice(&std::fs::read(&file).ok()?).ok()?;
            let rules: Vec<String> = v.get("must_report")?.as_array()?.iter().filter_map(|r| r.as_str().map(str::to_string)).collect();
            (!rules.is_empty()).then(|| report::Expectation { root: d.display().to_string(), file: file.display().to_string(), rules })
        })
        .collect()
}

/// Writes the report in `format` to `--output` or stdout.
fn emit_report(report: &report::Report, format: Format, paths: &[PathBuf], gate: &GateArgs) -> anyhow::Result<()> {
    let color = gate.output.is_none() && std::io::stdout().is_terminal();
    let out = match format {
        Format::Json => report.to_json() + "\n",
        Format::Text => report::render_text_with(report, &report::TextOptions { color, expectations: expectations(paths) }),
        Format::Sarif => report::render_sarif(report) + "\n",
        Format::Github => report::render_github(report),
        Format::Html => report::render_html(report),
    };
    match &gate.output {
        Some(p) => std::fs::write(p, out).with_context(|| format!("writing the report to {}", p.display()))?,
        None => std::io::stdout().write_all(out.as_bytes()).context("writing the report")?,
    }
    Ok(())
}

fn audit_command(paths: &[PathBuf], format: Format, jobs: Option<usize>, witness_budget: u64, gate: &GateArgs, quiet: bool) -> anyhow::Result<ExitCode> {
    let config = gate.select.config()?;
    let baseline = gate.baseline.as_deref().map(Baseline::read).transpose()?;
    let opts = CheckOptions { witness_budget };
    let started = std::time::Instant::now();
    let bar = (!quiet && std::io::stderr().is_terminal()).then(|| {
        let b = indicatif::ProgressBar::new_spinner();
        b.set_style(indicatif::ProgressStyle::with_template("{spinner} {pos} modules audited ({elapsed})").unwrap_or_else(|_| indicatif::ProgressStyle::default_spinner()));
        b.enable_steady_tick(std::time::Duration::from_millis(120));
        b
    });
    let tick = || {
        if let Some(b) = &bar {
            b.inc(1);
        }
    };
    // The HTML report shows every kernel: listed in the audit's own pass over the input.
    let control =
        RunControl { shard: gate.shard, on_module_done: Some(&tick), limits: input::Limits { max_module_bytes: gate.max_module_size }, listing: matches!(format, Format::Html) };
    let report = config.apply(audit_paths_with(paths, &opts, default_jobs(jobs), &control));
    if let Some(b) = &bar {
        b.finish_and_clear();
    }
    tracing::info!(elapsed_ms = started.elapsed().as_millis() as u64, modules = report.stats.modules, "audit done");
    if nothing_usable(&report) && report.stats.modules > 0 {
        // Modules were read, but some define kernels of which none could be read: the
        // report says where, and the run is an input error, never a clean pass.
        emit_report(&report, format, paths, gate)?;
        eprintln!("inductor-audit: {} modules define kernels in a form this tool cannot read (see the input issues)", report.stats.unreadable_kernel_modules);
        return Ok(ExitCode::from(2));
    }
    if nothing_usable(&report) {
        for i in &report.input_issues {
            let at = i.line.map(|l| format!(":{l}")).unwrap_or_default();
            eprintln!("{}{at}: {}: {}", report::escape_control(&i.path.display().to_string()), i.severity, report::escape_control(&i.message));
        }
        eprintln!("inductor-audit: no Inductor module found in {}", paths.iter().map(|p| p.display().to_string()).collect::<Vec<_>>().join(", "));
        // A gate reading JSON or SARIF still gets a document, with the input issues in it.
        if matches!(format, Format::Json | Format::Sarif) {
            emit_report(&report, format, paths, gate)?;
        }
        return Ok(ExitCode::from(2));
    }
    if let Some(p) = &gate.write_baseline {
        Baseline::from_findings(&report.findings).write(p)?;
        eprintln!("inductor-audit: wrote {} findings to the baseline {}", report.findings.len(), p.display());
    }
    let mut report = report;
    if let Some(b) = &baseline {
        let (new, known) = b.split_new(std::mem::take(&mut report.findings));
        report.findings = new;
        if known > 0 && !quiet {
            eprintln!("inductor-audit: {known} findings are in the baseline and not shown");
        }
    }
    emit_report(&report, format, paths, gate)?;
    // An input that could not be read (permission denied, a FIFO) is a failed run, even
    // when other inputs were audited: its modules are not in the report.
    let unreadable = report.input_issues.iter().filter(|i| i.severity == "error").count();
    if unreadable > 0 {
        if !quiet {
            for i in report.input_issues.iter().filter(|i| i.severity == "error") {
                eprintln!("{}: error: {}", report::escape_control(&i.path.display().to_string()), report::escape_control(&i.message));
            }
        }
        eprintln!("inductor-audit: {unreadable} input(s) could not be read (exit code 2)");
        return Ok(ExitCode::from(2));
    }
    if gate.write_baseline.is_some() {
        return Ok(ExitCode::SUCCESS);
    }
    let strict_failed = gate.strict && crate::strict_violations(&report) > 0;
    if strict_failed {
        eprintln!("inductor-audit: --strict: {} unparsed and {} unmodelled items", report.stats.unparsed, report.stats.unmodelled);
    }
    Ok(ExitCode::from(u8::from(report.has_errors() || strict_failed)))
}

fn diff_command(old: PathBuf, new: PathBuf, format: Format, jobs: Option<usize>, witness_budget: u64, select: &SelectArgs) -> anyhow::Result<ExitCode> {
    let render: fn(&gate::DumpDiff) -> String = match format {
        Format::Json => |d| d.to_json() + "\n",
        Format::Text => gate::render_diff_text,
        _ => anyhow::bail!("diff writes --format text or json"),
    };
    let config = select.config()?;
    let opts = CheckOptions { witness_budget };
    let d = gate::diff_paths(std::slice::from_ref(&old), std::slice::from_ref(&new), &opts, default_jobs(jobs), &|f| config.apply_to(f));
    for (side, stats, path) in [("old", &d.old_stats, &old), ("new", &d.new_stats, &new)] {
        if stats.modules == 0 {
            anyhow::bail!("no Inductor module found in the {side} dump {}", path.display());
        }
    }
    let out = render(&d);
    std::io::stdout().write_all(out.as_bytes()).context("writing the diff")?;
    Ok(ExitCode::from(u8::from(d.has_new_errors())))
}

fn confirm_command(paths: &[PathBuf], finding: Option<String>, plan_only: bool, findings_only: bool, timeout: u64, format: Format) -> anyhow::Result<ExitCode> {
    use crate::confirm::{self, ConfirmError, ConfirmOptions};
    if plan_only {
        let plans = confirm::plan_paths(paths);
        println!("{}", serde_json::to_string_pretty(&serde_json::json!({"schema": "inductor-audit-plans/1", "launches": plans}))?);
        return Ok(ExitCode::from(if plans.is_empty() { 2 } else { 0 }));
    }
    let opts = ConfirmOptions { findings: true, finding, all_launches: !findings_only, timeout: std::time::Duration::from_secs(timeout.max(1)), seed: 1 };
    let exe = std::env::current_exe().context("locating this binary for the replay process")?;
    match confirm::confirm_paths(paths, &opts, &exe) {
        Ok(r) => {
            match format {
                Format::Json => println!("{}", serde_json::to_string_pretty(&r)?),
                _ => print!("{}", r.render_text()),
            }
            Ok(ExitCode::from(r.exit_code()))
        }
        Err(e @ (ConfirmError::NoDriver | ConfirmError::NoGpu(_))) => {
            eprintln!("inductor-audit confirm: {e}");
            Ok(ExitCode::from(2))
        }
        Err(e) => Err(e.into()),
    }
}

fn campaign_command(args: &crate::campaign::CampaignArgs, quiet: bool) -> anyhow::Result<ExitCode> {
    use crate::campaign;
    args.validate()?;
    let exe = std::env::current_exe().context("locating this binary for the campaign's static oracle")?;
    let cwd = std::env::current_dir().context("reading the current directory")?;
    let runner = campaign::find_runner(args.runner.as_deref(), &cwd, Some(&exe))?;
    let argv = args.driver_argv(&runner, &exe);
    tracing::info!(runner = %runner.display(), ?argv, "campaign: starting the driver");
    let status = std::process::Command::new(&argv[0]).args(&argv[1..]).status().with_context(|| format!("starting {}", argv[0].to_string_lossy()))?;
    if !status.success() {
        anyhow::bail!("the campaign driver {} exited with {status}", runner.display());
    }
    let s = campaign::read_state(&args.out)?;
    if !quiet && args.action != campaign::Action::Summary {
        eprintln!(
            "inductor-audit campaign: {} programs in {} ({} invalid models dropped), {} clusters{}",
            s.programs,
            args.out.display(),
            s.invalid,
            s.clusters.len(),
            if s.torn_lines > 0 { format!(", {} torn state lines skipped", s.torn_lines) } else { String::new() }
        );
    }
    Ok(ExitCode::from(u8::from(s.has_findings())))
}
