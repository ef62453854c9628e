//! Runs a program under Inductor and keeps what the audit reads, in one folder laid out
//! like the shared corpus (and like `tools/capture.py`, which this replaces for users:
//! the command must not need the repository at run time):
//!
//! - `output_code.log.gz`: the program's stderr, where `TORCH_LOGS=output_code,guards,dynamic` writes
//!   every wrapper module with its glog prefix;
//! - `cache/`: the private `TORCHINDUCTOR_CACHE_DIR` (wrapper modules, kernel modules,
//!   `*.best_config`, `triton/<dev>/<hash>/`), less the bulky files the audit never reads;
//! - `stdout.txt`, `program.py` (a copy of the script), `capture.json` (what ran, where,
//!   how it ended, which torch and GPU).
//!
//! Invariant: a capture never fails half-way because the program did; a program that
//! cannot start, exits non-zero or times out still leaves `capture.json` saying so.

use std::ffi::{OsStr, OsString};
use std::fs::File;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant, SystemTime};

use serde::Serialize;

/// Inductor and Triton write these for their own use; the audit never reads them and one
/// max-autotune run produces megabytes of them.
const PRUNED_SUFFIXES: &[&str] = &[".ptx", ".ttir", ".ttgir", ".llir", ".source", ".amdgcn", ".hsaco", ".so", ".o", ".gch", ".pch", ".lock", ".pkl", ".load_ok"];
/// Pickled graphs (FX graph cache, AOTAutograd cache): binary, version-specific, and
/// redundant with the wrapper modules beside them.
const PRUNED_DIRS: &[&str] = &["aotautograd", "fxgraph"];
/// Triton's group files only list the other files of a compiled kernel.
const PRUNED_PREFIXES: &[&str] = &["__grp__"];
/// Variables that change what the dump holds; recorded when the caller set them.
const RECORDED_ENV_PREFIXES: &[&str] = &["TORCH", "TRITON", "CUDA_", "PYTORCH_", "INDUCTOR"];
/// Each of these would send kernels elsewhere or stop the cache being written, leaving the
/// dump without its cache half.
const REMOVED_ENV: &[&str] = &["TORCHINDUCTOR_FORCE_DISABLE_CACHES", "TRITON_CACHE_DIR", "TORCHINDUCTOR_AUTOTUNE_LOCAL_CACHE"];

/// Asks the program's own interpreter which torch, triton and GPU it sees.
const PROBE: &str = r#"
import json, sys
info = {"python": sys.version.split()[0], "executable": sys.executable}
try:
    import torch
    info["torch"] = torch.__version__
    info["cuda"] = torch.version.cuda
    info["hip"] = getattr(torch.version, "hip", None)
    if torch.cuda.is_available():
        info["devices"] = [torch.cuda.get_device_name(i) for i in range(torch.cuda.device_count())]
        info["capability"] = list(torch.cuda.get_device_capability(0))
    else:
        info["devices"] = []
except Exception as e:
    info["torch_error"] = repr(e)
try:
    import triton
    info["triton"] = triton.__version__
except Exception as e:
    info["triton_error"] = repr(e)
print(json.dumps(info))
"#;

#[derive(Debug, thiserror::Error)]
pub enum CaptureError {
    #[error("{0} exists and is not an empty directory; a dump must not mix two runs")]
    OutNotEmpty(PathBuf),
    #[error("no command to run")]
    NoCommand,
    #[error("cannot write the capture in {path}: {source}")]
    Io { path: PathBuf, source: std::io::Error },
}

fn io_err(path: &Path) -> impl FnOnce(std::io::Error) -> CaptureError + '_ {
    move |source| CaptureError::Io { path: path.to_path_buf(), source }
}

#[derive(Debug, Clone)]
pub struct CaptureOptions {
    /// The dump folder; must be empty or not exist.
    pub out: PathBuf,
    /// The program and its arguments (`python prog.py args...`).
    pub command: Vec<OsString>,
    /// Killed after this long (exit status 124 recorded).
    pub timeout: Option<Duration>,
    /// Also echo the program's stdout, on our stderr: our stdout carries the report (its
    /// stderr is the log and is not echoed).
    pub tee_stdout: bool,
    /// Keep every cache file, the bulky ones the audit never reads too.
    pub keep_all: bool,
    /// `TORCH_LOGS` artifacts wanted besides `output_code` (comma-separated).
    pub extra_logs: Option<String>,
    /// Ask the program's interpreter for its torch/triton/GPU versions.
    pub probe: bool,
}

impl CaptureOptions {
    pub fn new(out: PathBuf, command: Vec<OsString>) -> Self {
        CaptureOptions { out, command, timeout: None, tee_stdout: true, keep_all: false, extra_logs: None, probe: true }
    }
}

/// `capture.json`: what ran and how it ended. Fields follow `tools/capture.py`'s so that
/// both kinds of capture read the same.
#[derive(Debug, Clone, Serialize)]
pub struct CaptureRecord {
    pub name: String,
    pub argv: Vec<String>,
    pub cwd: String,
    pub program: Option<String>,
    /// The program's exit status; 128 + N when signal N ended it, 124 on timeout, 127
    /// when it could not start.
    pub exit_status: i32,
    pub timed_out: bool,
    pub spawn_error: Option<String>,
    pub duration_s: f64,
    pub started_utc: String,
    pub torch: Option<serde_json::Value>,
    pub triton: Option<serde_json::Value>,
    pub cuda: Option<serde_json::Value>,
    pub devices: Option<serde_json::Value>,
    pub capability: Option<serde_json::Value>,
    pub python: Option<serde_json::Value>,
    pub probe: serde_json::Value,
    pub host: serde_json::Value,
    pub env_set: serde_json::Map<String, serde_json::Value>,
    pub env_removed: serde_json::Map<String, serde_json::Value>,
    pub env_inherited: serde_json::Map<String, serde_json::Value>,
    pub cache: serde_json::Value,
    pub files: serde_json::Value,
    /// The program's last stderr lines that are not log records (its traceback, when it
    /// failed), for the report; not in `tools/capture.py`'s record.
    pub stderr_tail: Vec<String>,
}

/// A fresh folder name in the current directory: `inductor-audit-capture-<UTC time>`.
pub fn default_out_dir() -> PathBuf {
    let stamp = utc_string(SystemTime::now()).replace([':', '-'], "");
    PathBuf::from(format!("inductor-audit-capture-{}", stamp.trim_end_matches('Z')))
}

/// Runs the program and writes the capture folder. The program failing is recorded, not
/// an error: only a capture that cannot be written is.
pub fn capture(opts: &CaptureOptions) -> Result<CaptureRecord, CaptureError> {
    let out = &opts.out;
    if out.exists() && (!out.is_dir() || std::fs::read_dir(out).map_err(io_err(out))?.next().is_some()) {
        return Err(CaptureError::OutNotEmpty(out.clone()));
    }
    let Some(program) = opts.command.first() else { return Err(CaptureError::NoCommand) };
    std::fs::create_dir_all(out).map_err(io_err(out))?;
    let cache_dir = out.join("cache");
    std::fs::create_dir_all(&cache_dir).map_err(io_err(&cache_dir))?;
    let cache_abs = std::fs::canonicalize(&cache_dir).unwrap_or_else(|_| cache_dir.clone());
    let name = std::fs::canonicalize(out).ok().and_then(|p| p.file_name().map(|n| n.to_string_lossy().into_owned())).unwrap_or_else(|| out.display().to_string());

    let inherited_logs = std::env::var("TORCH_LOGS").ok();
    let ours: Vec<(String, String)> = vec![
        ("TORCH_LOGS".into(), torch_logs_value(opts.extra_logs.as_deref().unwrap_or(""), inherited_logs.as_deref())),
        ("TORCHINDUCTOR_CACHE_DIR".into(), cache_abs.display().to_string()),
        ("PYTHONUNBUFFERED".into(), "1".into()),
    ];
    let mut env_removed = serde_json::Map::new();
    for k in REMOVED_ENV {
        if let Ok(v) = std::env::var(k) {
            env_removed.insert((*k).to_string(), v.into());
        }
    }
    let env_inherited: serde_json::Map<String, serde_json::Value> = {
        let mut vars: Vec<(String, String)> = std::env::vars()
            .filter(|(k, _)| RECORDED_ENV_PREFIXES.iter().any(|p| k.starts_with(p)) && !ours.iter().any(|(o, _)| o == k) && !REMOVED_ENV.contains(&k.as_str()))
            .collect();
        vars.sort();
        vars.into_iter().map(|(k, v)| (k, v.into())).collect()
    };

    let script = program_script(&opts.command);
    if let Some(s) = &script {
        let dst = out.join("program.py");
        std::fs::copy(s, &dst).map_err(io_err(&dst))?;
    }

    let started_utc = utc_string(SystemTime::now());
    let t0 = Instant::now();
    let log_path = out.join("output_code.log");
    let stdout_path = out.join("stdout.txt");
    let mut cmd = Command::new(program);
    cmd.args(&opts.command[1..]).stdin(Stdio::null());
    for k in REMOVED_ENV {
        cmd.env_remove(k);
    }
    for (k, v) in &ours {
        cmd.env(k, v);
    }
    let (exit_status, timed_out, spawn_error) = run_child(cmd, &stdout_path, &log_path, opts)?;
    let duration = t0.elapsed();

    let stderr_tail = non_log_tail(&log_path, 20);
    let gz = out.join("output_code.log.gz");
    gzip_file(&log_path, &gz).map_err(io_err(&gz))?;
    let _ = std::fs::remove_file(&log_path);

    let (removed_files, removed_bytes) = if opts.keep_all { (0, 0) } else { prune_cache(&cache_dir) };
    let (kept_files, kept_bytes) = tree_size(&cache_dir);
    let probe = if opts.probe { probe_versions(program, &ours) } else { serde_json::json!({}) };
    let field = |k: &str| probe.get(k).cloned();
    let record = CaptureRecord {
        name,
        argv: opts.command.iter().map(|a| a.to_string_lossy().into_owned()).collect(),
        cwd: std::env::current_dir().map(|p| p.display().to_string()).unwrap_or_default(),
        program: script.as_ref().map(|s| s.display().to_string()),
        exit_status,
        timed_out,
        spawn_error,
        duration_s: (duration.as_secs_f64() * 1000.0).round() / 1000.0,
        started_utc,
        torch: field("torch"),
        triton: field("triton"),
        cuda: field("cuda"),
        devices: field("devices"),
        capability: field("capability"),
        python: field("python"),
        probe: probe.clone(),
        host: serde_json::json!({"os": std::env::consts::OS, "machine": std::env::consts::ARCH, "captured_by": concat!("inductor-audit ", env!("CARGO_PKG_VERSION"))}),
        env_set: ours.iter().map(|(k, v)| (k.clone(), v.clone().into())).collect(),
        env_removed,
        env_inherited,
        cache: serde_json::json!({"pruned": !opts.keep_all, "removed_files": removed_files, "removed_bytes": removed_bytes, "kept_files": kept_files, "kept_bytes": kept_bytes}),
        files: serde_json::json!({"log": "output_code.log.gz", "stdout": "stdout.txt", "program": script.as_ref().map(|_| "program.py"), "cache": "cache"}),
        stderr_tail,
    };
    let json_path = out.join("capture.json");
    let text = serde_json::to_string_pretty(&record).unwrap_or_default() + "\n";
    std::fs::write(&json_path, text).map_err(io_err(&json_path))?;
    Ok(record)
}

/// `TORCH_LOGS` for the program: what it already asked for, what the caller adds, and
/// `output_code`, which the audit cannot do without, plus `guards` and `dynamic`: Dynamo's
/// guards (the guard tree, over sources) and the `create_symbol` records that name each
/// source's shape symbol, so the audit knows the largest shapes a module runs at.
pub fn torch_logs_value(requested: &str, inherited: Option<&str>) -> String {
    let mut parts: Vec<String> = inherited.unwrap_or("").split(',').map(str::trim).filter(|p| !p.is_empty()).map(String::from).collect();
    for p in requested.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        if !parts.iter().any(|q| q == p) {
            parts.push(p.to_string());
        }
    }
    for needed in ["output_code", "guards", "dynamic"] {
        // `+x` (debug level) and `-x` (off) are the user's say on `x`.
        if !parts.iter().any(|p| p.trim_start_matches(['+', '-']) == needed) {
            parts.push(needed.into());
        }
    }
    parts.join(",")
}

/// The script a `python [opts] script.py args` command runs, if there is one.
pub fn program_script(command: &[OsString]) -> Option<PathBuf> {
    let first = Path::new(command.first()?);
    let is_python = first.file_name().is_some_and(|n| n.to_string_lossy().starts_with("python"));
    if !is_python {
        return (first.extension() == Some(OsStr::new("py")) && first.is_file()).then(|| first.to_path_buf());
    }
    let mut i = 1;
    while let Some(arg) = command.get(i) {
        let a = arg.to_string_lossy();
        if a == "-m" || a == "-c" {
            return None;
        }
        if a == "-W" || a == "-X" {
            i += 2;
            continue;
        }
        if a.starts_with('-') {
            i += 1;
            continue;
        }
        let p = Path::new(arg);
        return p.is_file().then(|| p.to_path_buf());
    }
    None
}

/// Runs the program with stderr into the log file and stdout into its file (and to our
/// stderr when asked); returns (exit status, timed out, spawn error).
fn run_child(mut cmd: Command, stdout_path: &Path, log_path: &Path, opts: &CaptureOptions) -> Result<(i32, bool, Option<String>), CaptureError> {
    let log = File::create(log_path).map_err(io_err(log_path))?;
    let stdout_file = File::create(stdout_path).map_err(io_err(stdout_path))?;
    cmd.stderr(Stdio::from(log));
    if opts.tee_stdout {
        cmd.stdout(Stdio::piped());
    } else {
        cmd.stdout(Stdio::from(stdout_file.try_clone().map_err(io_err(stdout_path))?));
    }
    let mut child = match cmd.spawn() {
        Ok(c) => c,
        Err(e) => return Ok((127, false, Some(format!("cannot start {:?}: {e}", opts.command.first().map(|c| c.to_string_lossy().into_owned()).unwrap_or_default())))),
    };
    let pump = child.stdout.take().map(|pipe| std::thread::spawn(move || tee(pipe, stdout_file)));
    let (status, timed_out) = wait_with_timeout(&mut child, opts.timeout);
    if let Some(p) = pump {
        let _ = p.join();
    }
    let code = match status {
        _ if timed_out => 124,
        Some(s) => exit_code(s),
        None => 1,
    };
    Ok((code, timed_out, None))
}

/// Copies the program's stdout to its file and to our stderr, in fixed-size chunks; a
/// closed terminal must not stop the file being written.
fn tee(mut pipe: impl Read, mut file: File) {
    let mut buf = vec![0u8; 1 << 16];
    let mut echo = true;
    loop {
        let n = match pipe.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => n,
        };
        let _ = file.write_all(&buf[..n]);
        if echo {
            let mut so = std::io::stderr().lock();
            echo = so.write_all(&buf[..n]).and_then(|_| so.flush()).is_ok();
        }
    }
}

fn wait_with_timeout(child: &mut Child, timeout: Option<Duration>) -> (Option<ExitStatus>, bool) {
    let Some(limit) = timeout else { return (child.wait().ok(), false) };
    let start = Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(s)) => return (Some(s), false),
            Ok(None) if start.elapsed() >= limit => {
                let _ = child.kill();
                return (child.wait().ok(), true);
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(50)),
            Err(_) => return (None, false),
        }
    }
}

fn exit_code(s: ExitStatus) -> i32 {
    if let Some(c) = s.code() {
        return c;
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(sig) = s.signal() {
            return 128 + sig;
        }
    }
    1
}

/// A glog record line (`V1122 02:42:07.539000 465 torch/...] ...`): the log, not the
/// program's own complaints.
fn is_log_record(line: &str) -> bool {
    let b = line.as_bytes();
    b.len() > 6 && matches!(b[0], b'V' | b'I' | b'W' | b'E' | b'F') && b[1..5].iter().all(u8::is_ascii_digit) && b[5] == b' '
}

/// The last `n` stderr lines that are not log records: the traceback of a failed program.
fn non_log_tail(log: &Path, n: usize) -> Vec<String> {
    let Ok(f) = File::open(log) else { return Vec::new() };
    let mut tail = std::collections::VecDeque::with_capacity(n + 1);
    for line in BufReader::new(f).split(b'\n').map_while(Result::ok) {
        let line = String::from_utf8_lossy(&line).into_owned();
        // Multi-line records (the output code itself) repeat the prefix on every line, so
        // a line without it is the program's.
        if is_log_record(&line) || line.trim().is_empty() {
            continue;
        }
        tail.push_back(line.chars().take(500).collect());
        if tail.len() > n {
            tail.pop_front();
        }
    }
    tail.into()
}

fn gzip_file(src: &Path, dst: &Path) -> std::io::Result<()> {
    let mut input = match File::open(src) {
        Ok(f) => f,
        // The program never started: an empty log still marks the capture complete.
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return File::create(dst).map(drop),
        Err(e) => return Err(e),
    };
    let mut enc = flate2::write::GzEncoder::new(File::create(dst)?, flate2::Compression::best());
    std::io::copy(&mut input, &mut enc)?;
    enc.finish()?.sync_all()
}

/// Deletes the cache files the audit never reads; returns (files, bytes) removed.
fn prune_cache(cache: &Path) -> (u64, u64) {
    let mut removed = (0u64, 0u64);
    prune_dir(cache, &mut removed);
    removed
}

fn prune_dir(dir: &Path, removed: &mut (u64, u64)) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let path = e.path();
        let Ok(ft) = e.file_type() else { continue };
        let name = e.file_name().to_string_lossy().into_owned();
        if ft.is_dir() {
            if PRUNED_DIRS.contains(&name.as_str()) {
                let (f, b) = tree_size(&path);
                if std::fs::remove_dir_all(&path).is_ok() {
                    removed.0 += f;
                    removed.1 += b;
                }
            } else {
                prune_dir(&path, removed);
                // Folders emptied by the pruning carry no information.
                let _ = std::fs::remove_dir(&path);
            }
        } else if PRUNED_SUFFIXES.iter().any(|s| name.ends_with(s)) || PRUNED_PREFIXES.iter().any(|p| name.starts_with(p)) {
            let size = e.metadata().map(|m| m.len()).unwrap_or(0);
            if std::fs::remove_file(&path).is_ok() {
                removed.0 += 1;
                removed.1 += size;
            }
        }
    }
}

fn tree_size(dir: &Path) -> (u64, u64) {
    let mut total = (0, 0);
    let Ok(entries) = std::fs::read_dir(dir) else { return total };
    for e in entries.flatten() {
        match e.file_type() {
            Ok(ft) if ft.is_dir() => {
                let (f, b) = tree_size(&e.path());
                total.0 += f;
                total.1 += b;
            }
            Ok(_) => {
                total.0 += 1;
                total.1 += e.metadata().map(|m| m.len()).unwrap_or(0);
            }
            Err(_) => {}
        }
    }
    total
}

fn probe_versions(program: &OsStr, env: &[(String, String)]) -> serde_json::Value {
    let is_python = Path::new(program).file_name().is_some_and(|n| n.to_string_lossy().starts_with("python"));
    let interpreter: OsString = if is_python { program.to_os_string() } else { "python3".into() };
    let mut cmd = Command::new(&interpreter);
    cmd.args(["-c", PROBE]).stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped());
    for (k, v) in env.iter().filter(|(k, _)| k != "TORCH_LOGS") {
        cmd.env(k, v);
    }
    cmd.env_remove("TORCH_LOGS");
    let mut child = match cmd.spawn() {
        Ok(c) => c,
        Err(e) => return serde_json::json!({"probe_error": e.to_string()}),
    };
    let out = child.stdout.take().map(|mut o| {
        std::thread::spawn(move || {
            let mut s = Vec::new();
            let _ = o.read_to_end(&mut s);
            s
        })
    });
    let err = child.stderr.take().map(|mut o| {
        std::thread::spawn(move || {
            let mut s = Vec::new();
            let _ = o.read_to_end(&mut s);
            s
        })
    });
    let (_, timed_out) = wait_with_timeout(&mut child, Some(Duration::from_secs(180)));
    let stdout = out.and_then(|t| t.join().ok()).unwrap_or_default();
    let stderr = err.and_then(|t| t.join().ok()).unwrap_or_default();
    if timed_out {
        return serde_json::json!({"probe_error": "timed out after 180 s"});
    }
    let text = String::from_utf8_lossy(&stdout);
    text.lines().last().and_then(|l| serde_json::from_str::<serde_json::Value>(l).ok()).unwrap_or_else(|| {
        let e = String::from_utf8_lossy(&stderr);
        let start = e.len().saturating_sub(2000);
        let start = (start..e.len()).find(|&i| e.is_char_boundary(i)).unwrap_or(e.len());
        serde_json::json!({"probe_error": &e[start..]})
    })
}

/// `2025-11-22T04:28:07Z`, without a date library: days since the epoch to a civil date
/// (Howard Hinnant's algorithm).
fn utc_string(t: SystemTime) -> String {
    let secs = t.duration_since(SystemTime::UNIX_EPOCH).map(|d| d.as_secs() as i64).unwrap_or(0);
    let (days, rem) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z", rem / 3600, rem % 3600 / 60, rem % 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utc_dates_match_known_instants() {
        assert_eq!(utc_string(SystemTime::UNIX_EPOCH), "1970-01-01T00:00:00Z");
        assert_eq!(utc_string(SystemTime::UNIX_EPOCH + Duration::from_secs(1_763_785_687)), "2025-11-22T04:28:07Z");
        assert_eq!(utc_string(SystemTime::UNIX_EPOCH + Duration::from_secs(951_782_400)), "2000-02-29T00:00:00Z");
    }

    #[test]
    fn torch_logs_keeps_the_callers_and_adds_output_code() {
        assert_eq!(torch_logs_value("", None), "output_code,guards,dynamic");
        assert_eq!(torch_logs_value("graph_breaks", Some("+dynamo")), "+dynamo,graph_breaks,output_code,guards,dynamic");
        assert_eq!(torch_logs_value("", Some("+output_code,-dynamic")), "+output_code,-dynamic,guards");
    }

    #[test]
    fn glog_records_are_told_from_program_output() {
        assert!(is_log_record("V1122 02:42:07.539000 465 torch/_inductor/graph.py:2552] [0/0] [__output_code] def call(args):"));
        assert!(!is_log_record("Traceback (most recent call last):"));
        assert!(!is_log_record("RuntimeError: mat1 and mat2 shapes cannot be multiplied (2x10 and 2x10)"));
    }

    #[test]
    fn a_program_that_cannot_start_leaves_a_complete_record() {
        let dir = tempfile::tempdir().expect("tempdir");
        let out = dir.path().join("cap");
        let mut opts = CaptureOptions::new(out.clone(), vec!["/nonexistent/inductor-audit-test-program".into()]);
        opts.probe = false;
        let rec = capture(&opts).expect("capture");
        assert_eq!(rec.exit_status, 127);
        assert!(rec.spawn_error.is_some());
        assert!(out.join("capture.json").is_file() && out.join("output_code.log.gz").is_file());
        assert!(matches!(capture(&opts), Err(CaptureError::OutNotEmpty(_))));
    }

    #[test]
    fn exit_status_timeout_and_stderr_tail_are_recorded() {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut opts = CaptureOptions::new(
            dir.path().join("a"),
            vec!["sh".into(), "-c".into(), "echo out; echo 'V1122 02:42:07.539000 1 x.py:1] [0/0] [__output_code] code' >&2; echo 'boom' >&2; exit 3".into()],
        );
        opts.probe = false;
        opts.tee_stdout = false;
        let rec = capture(&opts).expect("capture");
        assert_eq!(rec.exit_status, 3);
        assert_eq!(rec.stderr_tail, vec!["boom".to_string()]);
        assert_eq!(std::fs::read_to_string(dir.path().join("a/stdout.txt")).unwrap_or_default(), "out\n");
        let mut gz = flate2::read::GzDecoder::new(File::open(dir.path().join("a/output_code.log.gz")).expect("log"));
        let mut log = String::new();
        gz.read_to_string(&mut log).expect("gzip");
        assert!(log.contains("[__output_code] code"));

        let mut slow = CaptureOptions::new(dir.path().join("b"), vec!["sleep".into(), "5".into()]);
        slow.probe = false;
        slow.timeout = Some(Duration::from_millis(200));
        let rec = capture(&slow).expect("capture");
        assert!(rec.timed_out);
        assert_eq!(rec.exit_status, 124);
    }

    #[test]
    fn pruning_keeps_what_the_audit_reads() {
        let dir = tempfile::tempdir().expect("tempdir");
        let c = dir.path();
        let files = [
            ("ab/cabc.py", true),
            ("ab/x.best_config", true),
            ("triton/0/h/k.json", true),
            ("triton/0/h/k.ptx", false),
            ("triton/0/h/__grp__k.json", false),
            ("fxgraph/q/r", false),
            ("ab/k.so", false),
        ];
        for (p, _) in files {
            let path = c.join(p);
            std::fs::create_dir_all(path.parent().expect("parent")).expect("mkdir");
            std::fs::write(&path, "x").expect("write");
        }
        let (removed, _) = prune_cache(c);
        assert_eq!(removed, 4);
        for (p, keep) in files {
            assert_eq!(c.join(p).is_file(), keep, "{p}");
        }
        assert!(!c.join("fxgraph").exists());
    }
}
