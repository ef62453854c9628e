//! The command-line contract other tools rely on: exit codes (0 clean, 1 error findings,
//! 2 bad usage or nothing usable), the JSON report's shape on real captures, and `parse`
//! printing the model. Runs the real binary.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_inductor-audit");

fn sample(name: &str) -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let corpus = root.join("tests/fixtures/corpus").join(name);
    let dir = if corpus.is_dir() { corpus } else { root.join("kernels_samples").join(name) };
    assert!(dir.is_dir(), "neither tests/fixtures/corpus/{name} nor kernels_samples/{name} exists");
    dir
}

fn run(args: &[&str]) -> Output {
    let out = Command::new(BIN).args(args).output().expect("run inductor-audit");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "panic on {args:?}:\n{stderr}");
    out
}

#[test]
fn bad_usage_exits_2() {
    assert_eq!(run(&[]).status.code(), Some(2));
    assert_eq!(run(&["audit"]).status.code(), Some(2), "audit needs a path");
    assert_eq!(run(&["audit", "--format", "yaml", "x"]).status.code(), Some(2));
    let out = run(&["explain", "IA999999"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown rule"));
}

#[test]
fn absurd_job_counts_are_usage_errors_not_crashes() {
    for jobs in ["100000", "0", "-3"] {
        let out = run(&["audit", &format!("--jobs={jobs}"), "x"]);
        assert_eq!(out.status.code(), Some(2), "--jobs {jobs}");
        assert!(String::from_utf8_lossy(&out.stderr).contains("--jobs"), "--jobs {jobs}: the message names the flag");
    }
}

#[test]
fn rules_are_sorted_unique_and_match_the_readme_table() {
    let out = run(&["rules"]);
    let listing = String::from_utf8_lossy(&out.stdout).into_owned();
    let codes: Vec<String> = listing.lines().filter_map(|l| l.split_whitespace().next()).map(str::to_string).collect();
    let mut sorted = codes.clone();
    sorted.sort();
    assert_eq!(codes, sorted, "`rules` lists by code");
    sorted.dedup();
    assert_eq!(sorted.len(), codes.len(), "rule codes are unique");
    // Every registry rule is a row of the README's table with its name and severity, and
    // the table has no other row.
    let readme = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).expect("README.md");
    let rows: Vec<Vec<String>> = readme.lines().filter(|l| l.starts_with("| IA")).map(|l| l.trim_matches('|').split('|').map(|c| c.trim().to_string()).collect()).collect();
    let table: Vec<(String, String, String)> = rows.iter().map(|r| (r[0].clone(), r[1].clone(), r[2].clone())).collect();
    let registry: Vec<(String, String, String)> = listing
        .lines()
        .map(|l| {
            let mut w = l.split_whitespace();
            (w.next().unwrap_or_default().to_string(), w.next().unwrap_or_default().to_string(), w.next().unwrap_or_default().to_string())
        })
        .collect();
    assert_eq!(table, registry, "README rule table (code, name, severity) against `rules`");
}

#[test]
fn unparsed_accesses_are_findings_in_every_format() {
    let fixture = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/report/pad_relu_load_unmasked.log")).expect("fixture");
    let old = "tl.load(in_ptr0 + ((-1) + x0 + ((-2)*ks3) + ks3*x1 + ks2*ks3*x2), xmask";
    assert!(fixture.contains(old));
    let e = "((-1) + x0 + ((-2)*ks3) + ks3*x1 + ks2*ks3*x2)";
    // Beyond the parsers' limits (nesting of 5,000 where CPython stops at 200 brackets, a
    // 20,000-term sum where it compiles about 3,000), and a literal past 2^127 (analysed
    // now: see `deep_long_and_huge_indices_are_analysed`).
    let variants = [
        format!("tl.load(in_ptr0 + {}{e}{}, xmask", "(".repeat(5000), ")".repeat(5000)),
        format!("tl.load(in_ptr0 + ({} + {e}), xmask", vec!["0*x0"; 20_000].join(" + ")),
        format!("tl.load(in_ptr0 + ({e} + 0*170141183460469231731687303715884105728), xmask"),
    ];
    let dir = std::env::temp_dir().join(format!("ia-unparsed-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("mkdir");
    for (i, v) in variants.iter().enumerate() {
        let p = dir.join(format!("v{i}.log"));
        std::fs::write(&p, fixture.replace(old, v)).expect("write");
        let p = p.to_str().expect("utf-8");
        let out = run(&["audit", p, "--format", "json"]);
        let r: Value = serde_json::from_slice(&out.stdout).expect("JSON");
        let unparsed = r["stats"]["unparsed"].as_u64().unwrap_or(0);
        let unanalysed = r["findings"].as_array().expect("findings").iter().filter(|f| f["rule"] == "IA191").count() as u64;
        let violated = r["stats"]["violations"].as_u64().unwrap_or(0);
        // Either the access was analysed (and its violation found), or it is a finding.
        assert!(violated >= 1 || unanalysed >= 1, "variant {i}: neither analysed nor reported: {}", r["stats"]);
        assert_eq!(unanalysed, unparsed, "variant {i}: one IA191 per unparsed item");
        if unanalysed > 0 {
            for format in ["sarif", "github", "text"] {
                let out = run(&["audit", p, "--format", format]);
                assert!(String::from_utf8_lossy(&out.stdout).contains("IA191"), "variant {i}: {format} shows IA191");
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// What a module CPython can run may hold is analysed, not reported unparsed: an index
/// nested 199 parentheses deep (CPython's limit is 200 brackets), a 1,000-term sum, a
/// literal of 2^127 (multiplied by 0, so the access is still decidable). Each keeps the
/// fixture's out-of-bounds load, which must be found.
#[test]
fn deep_long_and_huge_indices_are_analysed() {
    let fixture = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/report/pad_relu_load_unmasked.log")).expect("fixture");
    let old = "tl.load(in_ptr0 + ((-1) + x0 + ((-2)*ks3) + ks3*x1 + ks2*ks3*x2), xmask";
    assert!(fixture.contains(old));
    let e = "((-1) + x0 + ((-2)*ks3) + ks3*x1 + ks2*ks3*x2)";
    let variants = [
        format!("tl.load(in_ptr0 + {}{e}{}, xmask", "(".repeat(199), ")".repeat(199)),
        format!("tl.load(in_ptr0 + ({} + {e}), xmask", vec!["0*x0"; 999].join(" + ")),
        format!("tl.load(in_ptr0 + ({e} + 0*170141183460469231731687303715884105728), xmask"),
        format!("tl.load(in_ptr0 + ({e} + 0*0x{}), xmask", "f".repeat(64)),
    ];
    let dir = std::env::temp_dir().join(format!("ia-deep-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("mkdir");
    for (i, v) in variants.iter().enumerate() {
        let p = dir.join(format!("v{i}.log"));
        std::fs::write(&p, fixture.replace(old, v)).expect("write");
        let out = run(&["audit", p.to_str().expect("utf-8"), "--format", "json"]);
        assert_eq!(out.status.code(), Some(1), "variant {i}: {}", String::from_utf8_lossy(&out.stderr));
        let r: Value = serde_json::from_slice(&out.stdout).expect("JSON");
        assert_eq!(r["stats"]["unparsed"], 0, "variant {i}: {}", r["unparsed"]);
        let findings = r["findings"].as_array().expect("findings");
        assert!(findings.iter().any(|f| f["rule"] == "IA101" && f["severity"] == "error"), "variant {i}: the out-of-bounds load is found: {findings:?}");
        assert!(!findings.iter().any(|f| f["rule"] == "IA191"), "variant {i}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn rules_listed_are_explained() {
    let out = run(&["rules"]);
    assert_eq!(out.status.code(), Some(0));
    let listing = String::from_utf8_lossy(&out.stdout).into_owned();
    let codes: Vec<&str> = listing.lines().filter_map(|l| l.split_whitespace().next()).collect();
    assert!(!codes.is_empty());
    for code in codes {
        let out = run(&["explain", code]);
        assert_eq!(out.status.code(), Some(0), "explain {code}");
        assert!(String::from_utf8_lossy(&out.stdout).starts_with(code));
    }
}

#[test]
fn clean_real_capture_exits_0_with_full_counts() {
    // views_strides: a clean capture, every access provable.
    let dir = sample("views_strides");
    let out = run(&["audit", dir.to_str().expect("utf-8 path"), "--format", "json"]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let r: Value = serde_json::from_slice(&out.stdout).expect("JSON report");
    assert_eq!(r["schema"], "inductor-audit/1");
    let s = &r["stats"];
    assert!(s["modules"].as_u64() >= Some(1));
    assert!(s["launches"].as_u64() >= Some(1));
    assert_eq!(s["unparsed"].as_u64(), Some(0));
    assert_eq!(s["violations"].as_u64(), Some(0));
    assert_eq!(s["proven"].as_u64().unwrap_or(0) + s["unknown"].as_u64().unwrap_or(0), s["accesses"].as_u64().unwrap_or(u64::MAX));
    assert!(r["findings"].as_array().is_some_and(|f| f.iter().all(|f| f["severity"] != "error")));

    // The text report of the same input summarises the same counts.
    let out = run(&["audit", dir.to_str().expect("utf-8 path")]);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains(&format!("{} modules", s["modules"])), "{text}");
    assert!(text.contains(&format!("{} accesses", s["accesses"])), "{text}");
}

#[test]
fn parse_prints_the_model_of_each_module() {
    let log = sample("training_step").join("output_code.log.gz");
    let out = run(&["parse", log.to_str().expect("utf-8 path")]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let m: Value = serde_json::from_slice(&out.stdout).expect("JSON model");
    let modules = m["modules"].as_array().expect("modules");
    assert_eq!(modules.len(), 2, "forward and backward");
    assert!(m["input_issues"].as_array().is_some_and(Vec::is_empty));

    let empty = std::env::temp_dir().join(format!("ia-cli-empty-{}", std::process::id()));
    std::fs::create_dir_all(&empty).expect("mkdir");
    let out = run(&["parse", empty.to_str().expect("utf-8 path")]);
    let _ = std::fs::remove_dir(&empty);
    assert_eq!(out.status.code(), Some(2), "nothing to parse");
}

#[test]
fn unusable_input_exits_2_and_still_gives_a_json_report() {
    let missing = std::env::temp_dir().join(format!("ia-cli-missing-{}", std::process::id()));
    let out = run(&["audit", "--format", "json", missing.to_str().expect("utf-8 path")]);
    assert_eq!(out.status.code(), Some(2));
    let r: Value = serde_json::from_slice(&out.stdout).expect("a JSON report on stdout");
    assert_eq!(r["stats"]["modules"], 0);
    let issue = &r["input_issues"][0];
    assert_eq!(issue["severity"], "error");
    assert!(issue["message"].as_str().is_some_and(|m| m.contains("cannot read")), "{issue}");
    // Text output stays on stderr only.
    let out = run(&["audit", missing.to_str().expect("utf-8 path")]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
}

#[test]
fn sarif_of_a_gzipped_log_points_at_the_module_file_in_the_cache() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = root.join("kernels_samples/bug_negative_stride_empty");
    let out = Command::new(BIN).current_dir(root).args(["audit", "kernels_samples/bug_negative_stride_empty", "--format", "sarif", "--isolated"]).output().expect("run");
    assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stderr));
    let sarif: Value = serde_json::from_slice(&out.stdout).expect("SARIF");
    let results = sarif["runs"][0]["results"].as_array().expect("results");
    assert!(!results.is_empty());
    for r in results {
        let loc = &r["locations"][0]["physicalLocation"];
        let uri = loc["artifactLocation"]["uri"].as_str().expect("uri");
        assert!(uri.ends_with(".py") && uri.starts_with("kernels_samples/bug_negative_stride_empty/cache/"), "{uri}");
        let text = std::fs::read_to_string(root.join(uri)).expect("the location is a file that exists");
        let line = loc["region"]["startLine"].as_u64().expect("line") as usize;
        let snippet = loc["region"]["snippet"]["text"].as_str().expect("snippet");
        let head: String = snippet.chars().take(12).collect();
        assert!(text.lines().nth(line - 1).is_some_and(|l| l.contains(&head)), "{uri}:{line} does not hold {snippet}");
        let related = r["relatedLocations"][0]["physicalLocation"]["artifactLocation"]["uri"].as_str().expect("related");
        assert!(related.ends_with("output_code.log.gz"), "{related}");
    }
    assert!(dir.join("cache").is_dir());
}

#[test]
fn readme_example_is_the_true_output_of_its_command() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).expect("README.md");
    let cmd = "$ inductor-audit audit tests/fixtures/report/pad_relu_load_unmasked.log\n";
    let start = readme.find(cmd).expect("the README's example command") + cmd.len();
    let shown = &readme[start..start + readme[start..].find("```").expect("end of the example")];
    let out = Command::new(BIN).current_dir(root).args(["audit", "tests/fixtures/report/pad_relu_load_unmasked.log", "--isolated"]).output().expect("run");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(String::from_utf8_lossy(&out.stdout), shown);
}

#[test]
fn html_counts_the_accesses_of_cpp_kernels_and_wraps_long_lines() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = Command::new(BIN).current_dir(root).args(["audit", "kernels_samples/bug_negative_stride_empty", "--format", "html", "--isolated"]).output().expect("run");
    assert_eq!(out.status.code(), Some(1));
    let html = String::from_utf8_lossy(&out.stdout);
    let table = &html[html.find("id=\"kernels\"").expect("kernels table")..];
    let table = &table[..table.find("</table>").expect("table end")];
    let cpp_rows: Vec<&str> = table.split("<tr>").filter(|r| r.contains("<td>cpp</td>")).collect();
    assert!(!cpp_rows.is_empty(), "C++ kernels listed");
    for row in &cpp_rows {
        assert!(!row.contains(">0 total"), "a C++ kernel counted without accesses: {row}");
    }
    assert!(cpp_rows.iter().any(|r| r.contains("violated") && !r.contains(" 0 violated")), "the violated C++ access is counted: {cpp_rows:?}");
    assert!(html.contains("white-space:pre-wrap"), "long source lines wrap");
}

/// `inductor-audit audit kernels_samples | head -1`: a reader that stops early ends the
/// binary like any Unix filter (SIGPIPE), with nothing on stderr: no "Broken pipe" error,
/// no panic.
#[cfg(unix)]
#[test]
fn a_reader_that_stops_early_ends_the_run_quietly() {
    use std::io::Read;
    use std::os::unix::process::ExitStatusExt;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_inductor-audit"))
        .args(["audit", "kernels_samples"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("run inductor-audit");
    let mut first = [0u8; 16];
    child.stdout.as_mut().expect("stdout").read_exact(&mut first).expect("some output");
    drop(child.stdout.take());
    let out = child.wait_with_output().expect("wait");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.signal(), Some(13), "ended by SIGPIPE, not {:?}: {stderr}", out.status);
    assert!(!stderr.contains("Broken pipe") && !stderr.contains("panicked"), "{stderr}");
}
