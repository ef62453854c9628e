//! The native half of the Python package `inductor_audit` (module `inductor_audit._native`,
//! built by maturin with `--features python`). It hands reports to Python as the JSON of
//! the `audit` contract (schema `inductor-audit/1`), each finding with its baseline
//! `fingerprint` and `access` text added, so that Python builds its objects from the same
//! fields the CLI prints and reads the same baseline files.
//!
//! Invariant: nothing here panics into Python on any input; Rust errors become
//! `ValueError` (bad arguments, bad configuration) or `OSError` (files).

use std::ffi::OsString;
use std::path::PathBuf;

use pyo3::exceptions::{PyOSError, PyValueError};
use pyo3::prelude::*;

use crate::check::CheckOptions;
use crate::report::Report;
use crate::settings::Settings;

// The wheel's `inductor-audit` script runs the binary's command line: `crate::cli`.
use crate::cli;

fn options(witness_budget: Option<u64>) -> CheckOptions {
    let mut o = CheckOptions::default();
    if let Some(b) = witness_budget {
        o.witness_budget = b;
    }
    o
}

/// `[tool.inductor-audit]` as the CLI reads it: the named pyproject.toml, else the nearest
/// one from the current directory up, else none when `isolated`.
fn config(config_path: Option<PathBuf>, isolated: bool) -> PyResult<Settings> {
    let c = match (config_path, isolated) {
        (_, true) => Ok(Settings::default()),
        (Some(p), false) => Settings::load(&p),
        (None, false) => {
            let cwd = std::env::current_dir().map_err(|e| PyOSError::new_err(format!("reading the current directory: {e}")))?;
            Settings::discover(&cwd)
        }
    };
    c.map_err(|e| PyValueError::new_err(e.to_string()))
}

/// The report's JSON with `fingerprint` and `access` on each finding.
fn report_json(report: &Report) -> String {
    let mut v = match serde_json::to_value(report) {
        Ok(v) => v,
        Err(e) => return serde_json::json!({"schema": crate::report::SCHEMA, "error": e.to_string()}).to_string(),
    };
    if let Some(list) = v.get_mut("findings").and_then(|f| f.as_array_mut()) {
        for (obj, f) in list.iter_mut().zip(&report.findings) {
            if let Some(o) = obj.as_object_mut() {
                o.insert("fingerprint".into(), f.fingerprint().into());
                o.insert("access".into(), f.access_text().into());
            }
        }
    }
    v.to_string()
}

fn default_jobs(jobs: Option<usize>) -> usize {
    jobs.unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1)).max(1)
}

/// Audits dumps (logs, wrapper modules, cache dirs, capture folders); returns the JSON.
#[pyfunction]
#[pyo3(signature = (paths, *, jobs=None, witness_budget=None, config_path=None, isolated=false))]
fn audit_paths_json(py: Python<'_>, paths: Vec<PathBuf>, jobs: Option<usize>, witness_budget: Option<u64>, config_path: Option<PathBuf>, isolated: bool) -> PyResult<String> {
    let cfg = config(config_path, isolated)?;
    let opts = options(witness_budget);
    let jobs = default_jobs(jobs);
    let report = py.allow_threads(|| cfg.apply(crate::audit_paths(&paths, &opts, jobs)));
    Ok(report_json(&report))
}

/// Audits one wrapper module (or a `TORCH_LOGS=output_code` log excerpt) given as text;
/// `name` stands for its path in findings.
#[pyfunction]
#[pyo3(signature = (text, *, name="<text>", witness_budget=None, config_path=None, isolated=false))]
fn audit_text_json(py: Python<'_>, text: String, name: &str, witness_budget: Option<u64>, config_path: Option<PathBuf>, isolated: bool) -> PyResult<String> {
    let cfg = config(config_path, isolated)?;
    let opts = options(witness_budget);
    let name = name.to_string();
    let report = py.allow_threads(move || cfg.apply(crate::audit_text(&name, text, &opts)));
    Ok(report_json(&report))
}

/// Runs a program under Inductor into `out` (see `inductor_audit::capture`); returns the
/// capture record (`capture.json`) as JSON.
#[pyfunction]
// The Python keyword arguments are the API: one Rust parameter each.
#[allow(clippy::too_many_arguments)]
#[pyo3(signature = (out, command, *, timeout=None, keep_all=false, logs=None, tee_stdout=true, probe=true))]
fn capture_json(
    py: Python<'_>,
    out: PathBuf,
    command: Vec<OsString>,
    timeout: Option<f64>,
    keep_all: bool,
    logs: Option<String>,
    tee_stdout: bool,
    probe: bool,
) -> PyResult<String> {
    let mut opts = crate::capture::CaptureOptions::new(out, command);
    opts.timeout = timeout.filter(|t| t.is_finite() && *t > 0.0).map(std::time::Duration::from_secs_f64);
    opts.keep_all = keep_all;
    opts.extra_logs = logs;
    opts.tee_stdout = tee_stdout;
    opts.probe = probe;
    let record = py.allow_threads(|| crate::capture::capture(&opts)).map_err(|e| match e {
        crate::capture::CaptureError::Io { .. } => PyOSError::new_err(e.to_string()),
        _ => PyValueError::new_err(e.to_string()),
    })?;
    serde_json::to_string(&record).map_err(|e| PyValueError::new_err(e.to_string()))
}

/// The `inductor-audit` command with these arguments (`argv[0]` is the program name);
/// returns its exit code.
#[pyfunction]
fn cli_main(py: Python<'_>, argv: Vec<OsString>) -> i32 {
    let code = py.allow_threads(|| cli::cli_main(argv));
    // `ExitCode` has no accessor for its value; every code the command returns is a u8.
    (0..=u8::MAX).find(|&c| std::process::ExitCode::from(c) == code).map_or(1, i32::from)
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(audit_paths_json, m)?)?;
    m.add_function(wrap_pyfunction!(audit_text_json, m)?)?;
    m.add_function(wrap_pyfunction!(capture_json, m)?)?;
    m.add_function(wrap_pyfunction!(cli_main, m)?)?;
    m.add("SCHEMA", crate::report::SCHEMA)?;
    m.add("BASELINE_SCHEMA", crate::gate::baseline::BASELINE_SCHEMA)?;
    m.add("VERSION", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
