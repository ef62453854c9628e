//! The `inductor-audit` command: a thin layer over the library.

use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;
use clap::{Parser, Subcommand, ValueEnum};

use inductor_audit::check::{rules, CheckOptions};
use inductor_audit::{audit_paths, input, model, nothing_usable, report};

#[derive(Parser)]
#[command(name = "inductor-audit", version, about = "Audits the code PyTorch Inductor writes: bounds of every load and store, views against storage, for every shape and autotune config.")]
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
}

#[derive(Subcommand)]
enum Command {
    /// Audit TORCH_LOGS=output_code logs, TORCH_TRACE logs, wrapper modules, Inductor cache
    /// dirs or TORCH_COMPILE_DEBUG dirs. Exit code: 0 no error findings, 1 error findings,
    /// 2 bad usage or nothing usable in the input.
    Audit {
        #[arg(required = true)]
        paths: Vec<PathBuf>,
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
        /// Worker threads (default: all cores).
        #[arg(long)]
        jobs: Option<usize>,
        /// Elements tried per access, shape and config when looking for a counterexample.
        #[arg(long, default_value_t = 1 << 20)]
        witness_budget: u64,
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
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let level = if cli.quiet { "error" } else { ["warn", "info", "debug", "trace"][cli.verbose.min(3) as usize] };
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::try_from_env("INDUCTOR_AUDIT_LOG").unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(level)))
        .with_writer(std::io::stderr)
        .init();
    match run(cli.command) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("inductor-audit: {e:#}");
            ExitCode::from(2)
        }
    }
}

fn run(cmd: Command) -> anyhow::Result<ExitCode> {
    match cmd {
        Command::Audit { paths, format, jobs, witness_budget } => {
            let jobs = jobs.unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1));
            let opts = CheckOptions { witness_budget };
            let started = std::time::Instant::now();
            let report = audit_paths(&paths, &opts, jobs);
            tracing::info!(elapsed_ms = started.elapsed().as_millis() as u64, modules = report.stats.modules, "audit done");
            let out = match format {
                Format::Json => report.to_json() + "\n",
                Format::Text => report::render_text(&report, std::io::stdout().is_terminal()),
            };
            std::io::stdout().write_all(out.as_bytes()).context("writing the report")?;
            if nothing_usable(&report) {
                for i in &report.input_issues {
                    eprintln!("{}: {}: {}", i.path.display(), i.severity, i.message);
                }
                eprintln!("inductor-audit: no Inductor module found in {}", paths.iter().map(|p| p.display().to_string()).collect::<Vec<_>>().join(", "));
                return Ok(ExitCode::from(2));
            }
            Ok(ExitCode::from(u8::from(report.has_errors())))
        }
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
        Command::Rules => {
            for r in rules::ALL {
                println!("{}  {:<28} {:<8} {}", r.code, r.name, r.severity.as_str(), r.summary);
            }
            Ok(ExitCode::SUCCESS)
        }
    }
}
