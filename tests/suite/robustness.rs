//! Bad input never panics (issue 2): the real binary on truncated logs, modules cut in half,
//! non-UTF-8 bytes, a 100 MB line, empty and junk directories, missing paths. Each case must
//! give a located input issue (or a located unparsed item) and still audit what is usable;
//! exit code 2 exactly when no module was found, 0/1 otherwise.
//!
//! The inputs are cut from real captures in `tests/fixtures/corpus` (falling back to the repo's
//! `kernels_samples/`, same format) so the truncation points are ones a real log can have.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_inductor-audit");

/// A scratch directory removed on drop, so a failing test does not leave 100 MB behind.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Scratch {
        static N: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!("ia-robust-{}-{}-{name}", std::process::id(), N.fetch_add(1, Ordering::Relaxed)));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("create scratch dir");
        Scratch(dir)
    }

    fn write(&self, name: &str, bytes: &[u8]) -> PathBuf {
        let p = self.0.join(name);
        if let Some(parent) = p.parent() {
            std::fs::create_dir_all(parent).expect("create scratch subdir");
        }
        std::fs::write(&p, bytes).expect("write scratch file");
        p
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn sample_dir(name: &str) -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let corpus = root.join("tests/fixtures/corpus").join(name);
    if corpus.is_dir() {
        return corpus;
    }
    let local = root.join("kernels_samples").join(name);
    assert!(local.is_dir(), "neither tests/fixtures/corpus/{name} nor kernels_samples/{name} exists");
    local
}

fn gunzip(path: &Path) -> Vec<u8> {
    let mut out = Vec::new();
    flate2::read::MultiGzDecoder::new(std::fs::File::open(path).expect("open sample log")).read_to_end(&mut out).expect("gunzip sample log");
    out
}

/// training_step: forward and backward modules, four `Output code written to` records.
fn two_module_log() -> Vec<u8> {
    gunzip(&sample_dir("training_step").join("output_code.log.gz"))
}

struct Run {
    code: i32,
    json: Value,
    stderr: String,
}

impl Run {
    fn stat(&self, key: &str) -> u64 {
        self.json["stats"][key].as_u64().unwrap_or_else(|| panic!("stats.{key} missing or not an integer: {}", self.json["stats"]))
    }

    fn issues(&self) -> &Vec<Value> {
        self.json["input_issues"].as_array().expect("input_issues is an array")
    }

    fn issue_with(&self, needle: &str) -> Option<&Value> {
        self.issues().iter().find(|i| i["message"].as_str().is_some_and(|m| m.contains(needle)))
    }
}

/// Runs `audit --format json` and checks the invariants every run must keep: no panic, a
/// JSON report of the documented shape, exit code 2 exactly when nothing was usable.
fn audit(paths: &[&Path]) -> Run {
    let out = Command::new(BIN).arg("audit").args(paths).args(["--format", "json", "--jobs", "2"]).output().expect("run inductor-audit");
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(!stderr.contains("panicked"), "panic on {paths:?}:\n{stderr}");
    let code = out.status.code().unwrap_or_else(|| panic!("killed by a signal on {paths:?}:\n{stderr}"));
    assert!(matches!(code, 0..=2), "exit code {code} on {paths:?}:\n{stderr}");
    let json: Value = if out.stdout.is_empty() && code == 2 {
        // Nothing usable: the issues go to stderr as `PATH: SEVERITY: MESSAGE`.
        report_from_stderr(&stderr)
    } else {
        serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("stdout is not JSON ({e}) on {paths:?}:\n{stderr}"))
    };
    check_report_shape(&json);
    let run = Run { code, json, stderr };
    // Exit 2 exactly when nothing was usable or some input could not be read at all.
    let unreadable = run.issues().iter().any(|i| i["severity"] == "error");
    assert_eq!(run.code == 2, run.stat("modules") == 0 || unreadable, "exit code {} with {} modules on {paths:?}:\n{}", run.code, run.stat("modules"), run.stderr);
    if run.code == 0 {
        assert!(!has_error_findings(&run.json), "exit 0 with error findings");
    }
    run
}

/// The report of a run that found nothing: empty stats, the input issues read back from
/// stderr (there they carry no line).
fn report_from_stderr(stderr: &str) -> Value {
    let issues: Vec<Value> = stderr
        .lines()
        .filter_map(|l| {
            let (path, rest) = l.split_once(": ")?;
            let (severity, message) = rest.split_once(": ")?;
            (severity == "error" || severity == "warning").then(|| serde_json::json!({"path": path, "line": null, "severity": severity, "message": message}))
        })
        .collect();
    serde_json::json!({
        "schema": "inductor-audit/1",
        "stats": {"modules": 0, "kernels": 0, "launches": 0, "accesses": 0, "proven": 0, "violations": 0, "unknown": 0, "unparsed": 0},
        "findings": [], "unparsed": [], "input_issues": issues,
    })
}

fn has_error_findings(json: &Value) -> bool {
    json["findings"].as_array().is_some_and(|f| f.iter().any(|f| f["severity"] == "error"))
}

fn check_report_shape(json: &Value) {
    assert_eq!(json["schema"], "inductor-audit/1");
    for key in ["modules", "kernels", "launches", "accesses", "proven", "violations", "unknown", "unparsed"] {
        assert!(json["stats"][key].is_u64(), "stats.{key} missing: {}", json["stats"]);
    }
    let s = &json["stats"];
    let n = |k: &str| s[k].as_u64().unwrap_or(0);
    assert!(n("proven") + n("violations") + n("unknown") <= n("accesses"), "access outcomes exceed accesses: {s}");
    assert!(json["findings"].is_array());
    let unparsed = json["unparsed"].as_array().expect("unparsed is an array");
    assert_eq!(unparsed.len() as u64, n("unparsed"), "stats.unparsed counts the unparsed list");
    for u in unparsed {
        assert!(u["path"].is_string() && u["line"].as_u64().is_some_and(|l| l > 0) && u["text"].is_string(), "unparsed item not located: {u}");
    }
    for i in json["input_issues"].as_array().expect("input_issues is an array") {
        assert!(i["path"].is_string() && i["message"].is_string(), "input issue shape: {i}");
        assert!(i["severity"] == "error" || i["severity"] == "warning", "input issue severity: {i}");
        assert!(i["line"].is_null() || i["line"].as_u64().is_some_and(|l| l > 0), "input issue line: {i}");
    }
}

/// Byte offset of the line opening the second module: everything before it is the first
/// module's complete record, `Output code written to` included.
fn end_of_first_module(log: &[u8]) -> usize {
    let text = String::from_utf8_lossy(log);
    let second = text.match_indices("Output code: ").nth(1).expect("training_step has two modules").0;
    text[..second].rfind('\n').expect("line start") + 1
}

#[test]
fn json_report_of_real_log_has_every_field() {
    let dir = Scratch::new("shape");
    let log = dir.write("training_step.log", &two_module_log());
    let run = audit(&[&log]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stat("modules"), 2);
    assert!(run.stat("kernels") >= 3 && run.stat("launches") >= 3 && run.stat("accesses") > 0);
    assert_eq!(run.stat("unparsed"), 0);
    // No capture.json: the only issue is the stated release assumption for autotune configs.
    assert!(
        run.issues().iter().all(|i| i["severity"] == "warning" && i["message"].as_str().is_some_and(|m| m.contains("autotune candidates of torch 2.11 assumed"))),
        "{:?}",
        run.issues()
    );
    assert_eq!(run.json["releases"].as_array().map(Vec::len), Some(2), "one release record per module");
}

#[test]
fn truncated_logs_at_many_offsets() {
    let log = two_module_log();
    let first_end = end_of_first_module(&log);
    let dir = Scratch::new("trunc");
    let whole_first = audit(&[&dir.write("first.log", &log[..first_end])]);
    assert_eq!(whole_first.stat("modules"), 1);
    let first_kernels = whole_first.stat("kernels");

    // 40 evenly spread cuts (mostly mid-line) plus cuts right before and after newlines.
    let mut offsets: Vec<usize> = (1..=40).map(|i| log.len() * i / 41).collect();
    for &o in &offsets.clone() {
        if let Some(nl) = log[o..].iter().position(|&b| b == b'\n') {
            offsets.push(o + nl);
            offsets.push(o + nl + 1);
        }
    }
    offsets.extend([0, 1, first_end - 1, first_end, first_end + 1]);
    for cut in offsets {
        let path = dir.write(&format!("cut{cut}.log"), &log[..cut]);
        let run = audit(&[&path]);
        if cut >= first_end {
            // The first module is complete: it must still be audited in full.
            assert!(run.stat("modules") >= 1, "cut at {cut}: first module lost");
            assert!(run.stat("kernels") >= first_kernels, "cut at {cut}: {} kernels < {first_kernels}", run.stat("kernels"));
        }
        if run.stat("modules") == 0 {
            // Nothing usable: said so, about this file.
            assert!(run.issues().iter().any(|i| i["path"].as_str() == path.to_str()), "cut at {cut}: no issue for {path:?}");
        }
        let _ = std::fs::remove_file(&path);
    }
}

#[test]
fn truncated_gzip_log_keeps_modules_read_before_the_cut() {
    let gz = std::fs::read(sample_dir("training_step").join("output_code.log.gz")).expect("read gz");
    let dir = Scratch::new("gz");
    for frac in [10, 50, 80, 95, 99] {
        let cut = gz.len() * frac / 100;
        let path = dir.write(&format!("cut{frac}.log.gz"), &gz[..cut]);
        let run = audit(&[&path]);
        // Where the stream broke is located by line.
        let issue = run.issue_with("read stopped").unwrap_or_else(|| panic!("{frac}%: no read-stopped issue: {:?}", run.issues()));
        assert!(issue["line"].as_u64().is_some_and(|l| l > 0), "{frac}%: read stop not located: {issue}");
        assert_eq!(issue["path"].as_str(), path.to_str());
        if frac >= 95 {
            assert!(run.stat("modules") >= 1, "{frac}%: the first module was complete before the cut");
        }
    }
}

#[test]
fn wrapper_module_cut_in_half_is_located_and_others_still_audited() {
    let cache = sample_dir("training_step").join("cache");
    let mut wrappers: Vec<PathBuf> = walk(&cache).into_iter().filter(|p| p.extension().is_some_and(|e| e == "py") && read_lossy(p).contains("def call(")).collect();
    wrappers.sort();
    assert!(wrappers.len() >= 2, "training_step has forward and backward wrappers");
    let whole = std::fs::read(&wrappers[0]).expect("read wrapper");
    let text = String::from_utf8_lossy(&whole).into_owned();
    let dir = Scratch::new("half");
    let intact = dir.write("intact/cintact.py", &std::fs::read(&wrappers[1]).expect("read wrapper"));
    let alone = audit(&[&intact]);
    assert_eq!(alone.stat("modules"), 1);

    // Cut inside the body of `call`: a statement is left open.
    let call = text.find("def call(").expect("def call");
    let in_call = call + text[call..].find(".run(").expect("a kernel launch in call") + 8;
    // Cut in the first half (inside a kernel's source string): `def call` is gone.
    for (label, cut) in [("call", in_call), ("half", whole.len() / 2)] {
        let cut_path = dir.write(&format!("{label}/ccut.py"), &whole[..cut]);
        let run = audit(&[&cut_path, &intact]);
        assert!(run.stat("modules") >= 1 && run.stat("launches") >= alone.stat("launches"), "{label}: the intact module is still audited");
        let located_unparsed = run.json["unparsed"].as_array().is_some_and(|u| u.iter().any(|u| u["path"].as_str() == cut_path.to_str()));
        let issue = run.issues().iter().any(|i| i["path"].as_str() == cut_path.to_str());
        assert!(located_unparsed || issue, "{label}: the cut module is neither reported unparsed nor as an input issue:\n{}", run.json);
    }
}

#[test]
fn non_utf8_bytes_are_replaced_and_located() {
    let mut log = two_module_log();
    // Inside a kernel source line of the first module.
    let at = find(&log, b"tl.load(").expect("a tl.load in the log");
    let line = 1 + log[..at].iter().filter(|&&b| b == b'\n').count() as u64;
    log.splice(at..at, [0xff, 0xfe, 0xc3]);
    // And a lone continuation byte in a glog prefix of a later line.
    let later = at + 5000 + log[at + 5000..].iter().position(|&b| b == b'\n').expect("newline") + 1;
    log.insert(later + 3, 0x80);
    let dir = Scratch::new("utf8");
    let run = audit(&[&dir.write("bad.log", &log)]);
    assert_eq!(run.stat("modules"), 2, "both modules still read");
    let issue = run.issue_with("UTF-8").unwrap_or_else(|| panic!("no UTF-8 issue: {:?}", run.issues()));
    assert_eq!(issue["line"].as_u64(), Some(line), "first invalid byte located at its line");
    assert_eq!(issue["severity"], "warning");

    // A wrapper file with invalid bytes is read too.
    let w = std::fs::read(first_wrapper()).expect("read wrapper");
    let mut bad = w.clone();
    let at = find(&bad, b"def call(").expect("def call");
    bad.splice(at..at, *b"# \xff\xfe\n");
    let p = dir.write("cbad.py", &bad);
    let run = audit(&[&p]);
    assert_eq!(run.stat("modules"), 1);
    assert!(run.stat("launches") > 0);
}

#[test]
fn hundred_megabyte_line_is_skipped_with_a_located_warning() {
    let log = two_module_log();
    let first_end = end_of_first_module(&log);
    let dir = Scratch::new("longline");
    let huge = vec![b'x'; 100 << 20];
    let started = std::time::Instant::now();

    // Between the two modules, without a glog prefix.
    let mut between = log[..first_end].to_vec();
    between.extend_from_slice(&huge);
    between.push(b'\n');
    between.extend_from_slice(&log[first_end..]);
    let long_line = 1 + log[..first_end].iter().filter(|&&b| b == b'\n').count() as u64;
    let run = audit(&[&dir.write("between.log", &between)]);
    drop(between);
    assert_eq!(run.stat("modules"), 2, "both modules around the long line are audited");
    let issue = run.issue_with("line longer").unwrap_or_else(|| panic!("no long-line issue: {:?}", run.issues()));
    assert_eq!(issue["line"].as_u64(), Some(long_line));

    // Inside a module, carrying the module's own glog prefix: that module line is cut, the
    // module is still read and the next module is intact.
    let text = String::from_utf8_lossy(&log[..first_end]).into_owned();
    let prefix_line = text.lines().find(|l| l.contains("[__output_code]") && l.contains("tl.load(")).expect("a kernel line");
    let prefix = &prefix_line[..prefix_line.find("[__output_code] ").expect("tag") + "[__output_code] ".len()];
    let at = find(&log, prefix_line.as_bytes()).expect("line in log");
    let mut inside = log[..at].to_vec();
    inside.extend_from_slice(prefix.as_bytes());
    inside.extend_from_slice(b"x = '");
    inside.extend_from_slice(&huge);
    inside.extend_from_slice(b"'\n");
    inside.extend_from_slice(&log[at..]);
    let run = audit(&[&dir.write("inside.log", &inside)]);
    drop(inside);
    assert!(run.stat("modules") >= 1, "modules still audited");
    assert!(run.issue_with("line longer").is_some(), "{:?}", run.issues());

    // A file that is one 100 MB line and nothing else: nothing usable, exit 2, located.
    let only = dir.write("only.log", &huge);
    let run = audit(&[&only]);
    assert_eq!(run.code, 2);
    let issue = run.issue_with("line longer").unwrap_or_else(|| panic!("{:?}", run.issues()));
    assert!(issue["line"].is_null() || issue["line"].as_u64() == Some(1), "{issue}");

    // A wrapper module with a 100 MB comment line.
    let mut w = std::fs::read(first_wrapper()).expect("read wrapper");
    let at = find(&w, b"def call(").expect("def call");
    let mut comment = b"# ".to_vec();
    comment.extend_from_slice(&huge);
    comment.push(b'\n');
    w.splice(at..at, comment);
    let run = audit(&[&dir.write("clong.py", &w)]);
    assert!(run.stat("modules") == 1, "the wrapper is still audited");
    // Release builds take about a second per case; debug builds are much slower.
    if !cfg!(debug_assertions) {
        assert!(started.elapsed().as_secs() < 30, "100 MB lines took {:?}", started.elapsed());
    }
}

#[test]
fn empty_dir_and_missing_path_exit_2_with_a_reason() {
    let dir = Scratch::new("empty");
    let run = audit(&[&dir.0]);
    assert_eq!(run.code, 2);
    assert!(run.stderr.contains("no Inductor module found"), "{}", run.stderr);

    let missing = dir.0.join("does-not-exist.log");
    let run = audit(&[&missing]);
    assert_eq!(run.code, 2);
    let issue = run.issue_with("cannot read").expect("missing path reported");
    assert_eq!(issue["path"].as_str(), missing.to_str());
    assert_eq!(issue["severity"], "error");

    // A missing path next to a real one: the real one is audited, the missing one reported,
    // and the run fails (exit 2): a report that silently lacks an input is not clean.
    let real = dir.write("real.log", &two_module_log());
    let run = audit(&[&missing, &real]);
    assert_eq!(run.code, 2);
    assert_eq!(run.stat("modules"), 2);
    assert!(run.issue_with("cannot read").is_some());
}

/// Files that look like every kind of input by name and hold nothing valid.
fn write_junk(dir: &Scratch) {
    let mut rng = 0x9e37_79b9_7f4a_7c15u64;
    let mut noise = |n: usize| -> Vec<u8> {
        (0..n)
            .map(|_| {
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                rng as u8
            })
            .collect()
    };
    dir.write("junk/a.log", &noise(50_000));
    dir.write("junk/b.log.gz", &[0x1f, 0x8b, 8, 0, 1, 2, 3]);
    dir.write("junk/output_code.py", b"def call(args):\n    empty_strided(((((((\n");
    dir.write("junk/c.py", &noise(10_000));
    dir.write("junk/k.best_config", b"{\"XBLOCK\": [1, 2");
    dir.write("junk/triton/0/abc/triton_poi.json", &noise(300));
    dir.write("junk/triton/0/abc/triton_poi.cubin", &noise(300));
    dir.write("junk/dedicated_log_torch_trace_x.log", b"V1122 02:42:07.539000 7 s.py:1] {\"inductor_output_code\": {\"filename\n\t\xff\xfe\n");
    dir.write(
        "junk/glog.log",
        b"V1122 02:42:07.539000 465 g.py:1] [0/0] [__output_code] Output code: \nV1122 02:42:07.539000 465 g.py:1] [0/0] [__output_code] \xff)]}\nV99 garbage\n",
    );
}

#[test]
fn junk_only_dir_and_junk_beside_a_real_log() {
    let dir = Scratch::new("junk");
    write_junk(&dir);
    let run = audit(&[&dir.0.join("junk")]);
    // The junk glog record is an Inductor module in form only: whatever it counts, the
    // run must not panic and must say what was wrong.
    if run.code == 2 {
        assert!(!run.issues().is_empty() || run.stderr.contains("no Inductor module found"));
    }
    dir.write("junk/real/output_code.log", &two_module_log());
    let run = audit(&[&dir.0.join("junk")]);
    assert!(run.stat("modules") >= 2, "the real log among junk is audited");
    assert!(run.code == 0 || run.code == 1);
    assert!(run.issues().iter().any(|i| i["path"].as_str().is_some_and(|p| p.ends_with("b.log.gz"))), "broken gzip reported: {:?}", run.issues());
}

#[test]
fn real_sample_dirs_never_exit_2() {
    for name in ["training_step", "mm_autotune", "views_strides"] {
        let run = audit(&[&sample_dir(name)]);
        assert!(run.code == 0 || run.code == 1, "{name}: {}", run.stderr);
        assert!(run.stat("modules") >= 1);
    }
}

fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else {
                out.push(p);
            }
        }
    }
    out
}

fn read_lossy(p: &Path) -> String {
    String::from_utf8_lossy(&std::fs::read(p).unwrap_or_default()).into_owned()
}

fn first_wrapper() -> PathBuf {
    let mut w: Vec<PathBuf> =
        walk(&sample_dir("training_step").join("cache")).into_iter().filter(|p| p.extension().is_some_and(|e| e == "py") && read_lossy(p).contains("def call(")).collect();
    w.sort();
    w.into_iter().next().expect("a wrapper module in training_step/cache")
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// Runs the binary with a deadline: a hang is a failure, not a stuck test.
fn audit_within(args: &[&std::ffi::OsStr], secs: u64) -> (i32, String, String) {
    let mut child = Command::new(BIN).arg("audit").args(args).stdout(std::process::Stdio::piped()).stderr(std::process::Stdio::piped()).spawn().expect("run inductor-audit");
    let t0 = std::time::Instant::now();
    loop {
        if let Some(status) = child.try_wait().expect("wait") {
            let out = child.wait_with_output().expect("output");
            let _ = status;
            return (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned());
        }
        if t0.elapsed().as_secs() > secs {
            let _ = child.kill();
            panic!("audit {args:?} still running after {secs} s");
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

#[cfg(unix)]
#[test]
fn fifos_and_devices_are_refused_with_exit_2_without_blocking() {
    let dir = Scratch::new("special");
    let fifo = dir.0.join("p.log");
    let made = Command::new("mkfifo").arg(&fifo).status().expect("mkfifo");
    assert!(made.success());
    let real = dir.write("real/output_code.log", &two_module_log());
    for special in [fifo.as_path(), Path::new("/dev/zero"), Path::new("/dev/urandom")] {
        let (code, _, stderr) = audit_within(&[special.as_os_str()], 20);
        assert_eq!(code, 2, "{special:?}: {stderr}");
        assert!(stderr.contains("not a regular file"), "{special:?}: {stderr}");
        // Beside a real input: the real one is audited, the run still fails.
        let (code, stdout, stderr) = audit_within(&[special.as_os_str(), real.as_os_str(), "--format".as_ref(), "json".as_ref()], 20);
        assert_eq!(code, 2, "{special:?} beside a log: {stderr}");
        let json: Value = serde_json::from_str(&stdout).expect("JSON report");
        assert_eq!(json["stats"]["modules"], 2);
    }
}

#[test]
fn dangling_symlink_beside_a_real_log_exits_2() {
    let dir = Scratch::new("dangling");
    let real = dir.write("real.log", &two_module_log());
    let link = dir.0.join("gone.log");
    #[cfg(unix)]
    std::os::unix::fs::symlink(dir.0.join("nowhere"), &link).expect("symlink");
    #[cfg(not(unix))]
    let link = dir.0.join("nowhere.log");
    let run = audit(&[&link, &real]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert_eq!(run.stat("modules"), 2);
    assert!(run.stderr.contains("could not be read"), "{}", run.stderr);
}

fn gzip(bytes: &[u8]) -> Vec<u8> {
    use std::io::Write;
    let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    e.write_all(bytes).expect("gzip");
    e.finish().expect("gzip")
}

#[test]
fn decompression_bombs_are_skipped_with_a_located_issue() {
    let log = two_module_log();
    let first_end = end_of_first_module(&log);
    let dir = Scratch::new("bomb");
    // 40 MB of comment lines inside the second module, each with the module's prefix.
    let text = String::from_utf8_lossy(&log[first_end..]).into_owned();
    let start_line = text.lines().next().expect("second module's first line");
    let prefix = &start_line[..start_line.find("[__output_code] ").expect("tag") + "[__output_code] ".len()];
    let second_start = 1 + log[..first_end].iter().filter(|&&b| b == b'\n').count() as u64;
    let filler = format!("{prefix}# {}\n", "x".repeat(200)).repeat(40 << 20 >> 8);
    let cut = first_end + text.find('\n').expect("newline") + 1;
    let mut bomb = log[..cut].to_vec();
    bomb.extend_from_slice(filler.as_bytes());
    bomb.extend_from_slice(&log[cut..]);
    let gz = dir.write("bomb.log.gz", &gzip(&bomb));
    assert!(std::fs::metadata(&gz).expect("gz").len() < 1 << 20, "a small file inflating to 40 MB");
    let out = Command::new(BIN).args(["audit", "--format", "json", "--max-module-size", "8M"]).arg(&gz).output().expect("run");
    let json: Value = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&out.stderr)));
    assert_eq!(json["stats"]["modules"], 1, "the first module is audited, the bomb skipped");
    let issue = json["input_issues"].as_array().expect("issues").iter().find(|i| i["message"].as_str().is_some_and(|m| m.contains("--max-module-size"))).expect("cap issue");
    assert_eq!(issue["line"].as_u64(), Some(second_start), "located at the module's first line");
    // The default cap lets a real 40 MB module through.
    let run = audit(&[&gz]);
    assert_eq!(run.stat("modules"), 2);

    // A gzipped wrapper: read no further than the cap.
    let w = std::fs::read(first_wrapper()).expect("wrapper");
    let at = find(&w, b"def call(").expect("def call");
    let mut big = w[..at].to_vec();
    big.extend_from_slice(format!("# {}\n", "y".repeat(200)).repeat(40 << 20 >> 8).as_bytes());
    big.extend_from_slice(&w[at..]);
    let p = dir.write("cbomb.py", &gzip(&big));
    let out = Command::new(BIN).args(["audit", "--format", "json", "--max-module-size", "8M"]).arg(&p).output().expect("run");
    assert_eq!(out.status.code(), Some(2));
    let json: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert!(json["input_issues"].to_string().contains("--max-module-size"), "{}", json["input_issues"]);

    // A usage error for a size that is not one.
    let out = Command::new(BIN).args(["audit", "--max-module-size", "12Q"]).arg(&p).output().expect("run");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn a_damaged_record_is_reported_and_the_complete_cache_copy_wins() {
    let sample = sample_dir("training_step");
    let intact = audit(&[&sample]);
    let dir = Scratch::new("damaged");
    // A copy of the capture with one byte of one `[__output_code]` tag changed, in the
    // middle of the first module.
    let mut log = two_module_log();
    let call = find(&log, b"def call(").expect("def call");
    let line_start = log[..call].iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
    let tag = line_start + find(&log[line_start..], b"[__output_code]").expect("tag");
    log[tag + 5] = b'X';
    let damaged_line = 1 + log[..line_start].iter().filter(|&&b| b == b'\n').count() as u64;
    let copy = dir.0.join("capture");
    copy_dir(&sample.join("cache"), &copy.join("cache"));
    let path = dir.write("capture/output_code.log", &log);

    // The log alone (its cache beside it): the module is reported cut, and the complete
    // copy in the cache is audited instead.
    for input in [path.as_path(), copy.as_path()] {
        let run = audit(&[input]);
        let issue = run.issue_with("cut short").unwrap_or_else(|| panic!("{input:?}: no cut-short issue: {:?}", run.issues()));
        assert_eq!(issue["line"].as_u64(), Some(damaged_line - 1), "the module ends on the line before the damaged one");
        assert!(run.issue_with("outside any module record").is_some(), "{:?}", run.issues());
        for key in ["modules", "launches", "accesses"] {
            assert_eq!(run.stat(key), intact.stat(key), "{input:?}: {key} as in the intact capture");
        }
    }
}

#[test]
fn every_cut_inside_a_module_is_reported() {
    let log = two_module_log();
    let text = String::from_utf8_lossy(&log).into_owned();
    // Byte ranges in which a cut leaves a module open: from the end of its `Output code:`
    // line to the end of its closing `compiled_module_main(` line.
    let mut inside = Vec::new();
    let mut from = 0;
    while let Some(s) = text[from..].find("Output code: \n").map(|i| from + i + "Output code: \n".len()) {
        let e = s + text[s..].find("compiled_module_main(").expect("closing call");
        let e = e + text[e..].find('\n').expect("newline");
        inside.push((s, e));
        from = e;
    }
    assert_eq!(inside.len(), 2);
    let dir = Scratch::new("cuts");
    let mut checked = 0;
    for i in 1..60 {
        let cut = log.len() * i / 60;
        let Some(_) = inside.iter().find(|(s, e)| cut > *s && cut < *e) else { continue };
        let path = dir.write(&format!("cut{cut}.log"), &log[..cut]);
        let run = audit(&[&path]);
        assert!(run.issue_with("cut short").is_some(), "cut at {cut} inside a module: no cut-short issue: {:?}", run.issues());
        checked += 1;
    }
    assert!(checked > 30, "{checked} cuts inside modules");
}

#[test]
fn text_output_escapes_control_bytes_of_names_and_kernel_source() {
    let dir = Scratch::new("ctrl");
    let fixture = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/report/pad_relu_load_unmasked.log")).expect("fixture");
    // A comment after the access carrying a terminal title sequence, a bell and a
    // carriage return followed by a workflow command.
    let evil = fixture.replacen("eviction_policy='evict_last', other=0.0)", "eviction_policy='evict_last', other=0.0)  # \x1b]0;pwned\x07\r::error::x", 1);
    assert_ne!(evil, fixture);
    #[cfg(unix)]
    let name = "a\n::error::b.log";
    #[cfg(not(unix))]
    let name = "a_error_b.log";
    let p = dir.write(name, evil.as_bytes());
    let out = Command::new(BIN).arg("audit").arg(&p).output().expect("run");
    assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("error[IA101]"), "{text}");
    assert!(!text.lines().any(|l| l.trim_start().starts_with("::")), "a workflow command in the text report:\n{text}");
    assert!(!text.contains(['\x1b', '\x07', '\r']), "raw control bytes in the text report:\n{text:?}");
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("mkdir");
    for e in std::fs::read_dir(from).expect("read_dir").flatten() {
        let p = e.path();
        if p.is_dir() {
            copy_dir(&p, &to.join(e.file_name()));
        } else {
            std::fs::copy(&p, to.join(e.file_name())).expect("copy");
        }
    }
}

/// A log made of one training run's log written three times (a concatenation of runs:
/// the same path, process, compile id and AOT numbers recur). With one worker the reader
/// runs ahead by the channel's capacity, announcing the next run's forward before the
/// worker takes this run's backward; that backward must pair with its own run's forward,
/// already done, not wait for the next one queued behind it (it hung). Both worker counts
/// give the same report.
#[test]
fn a_log_of_repeated_runs_pairs_each_backward_with_its_own_forward() {
    let one = gunzip(&sample_dir("gpu_grid_sample_dynamic").join("output_code.log.gz"));
    let dir = Scratch::new("repeated_runs");
    let log = dir.write("runs/output_code.log", &[one.as_slice(), one.as_slice(), one.as_slice()].concat());
    let (code1, out1, err1) = audit_within(&[log.as_os_str(), "--format".as_ref(), "json".as_ref(), "--jobs".as_ref(), "1".as_ref()], 60);
    assert_eq!(code1, 0, "{err1}");
    let (code2, out2, err2) = audit_within(&[log.as_os_str(), "--format".as_ref(), "json".as_ref(), "--jobs".as_ref(), "2".as_ref()], 60);
    assert_eq!(code2, 0, "{err2}");
    assert_eq!(out1, out2);
}
