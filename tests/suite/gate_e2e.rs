//! The regression gate end to end, through the CLI: audit, write a baseline, change the
//! dump (a mutant), audit again → exit 1 naming only the new finding; `diff` lists the
//! changed kernel; configuration, shards and exit codes.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const FIXTURES: &str = "tests/fixtures/report";

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(FIXTURES).join(name)
}

fn cli(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_inductor-audit")).current_dir(dir).args(args).output().expect("runs the CLI")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn baseline_lets_only_new_findings_fail() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    std::fs::copy(fixture("pad_relu_load_unmasked.log"), d.join("dump.log")).expect("copy");

    let first = cli(d, &["audit", "dump.log", "--isolated"]);
    assert_eq!(first.status.code(), Some(1), "the unmasked load is an error");
    assert!(stdout(&first).contains("IA101"));

    let wrote = cli(d, &["audit", "dump.log", "--isolated", "--write-baseline", "baseline.json"]);
    assert_eq!(wrote.status.code(), Some(0), "writing a baseline accepts what is there");
    let baseline: serde_json::Value = serde_json::from_slice(&std::fs::read(d.join("baseline.json")).expect("baseline written")).expect("JSON");
    assert_eq!(baseline["findings"].as_array().map(Vec::len), Some(1));
    assert_eq!(baseline["findings"][0]["rule"], "IA101");

    let same = cli(d, &["audit", "dump.log", "--isolated", "--baseline", "baseline.json", "--format", "json"]);
    assert_eq!(same.status.code(), Some(0), "nothing new: {}", stdout(&same));
    let r: serde_json::Value = serde_json::from_str(&stdout(&same)).expect("JSON");
    assert_eq!(r["findings"], serde_json::json!([]));

    // The dump changes: the same bug plus a store shifted past its buffer. Line numbers
    // of the old finding stay, but the baseline must not depend on them anyway.
    std::fs::copy(fixture("pad_relu_load_unmasked_store_shifted.log"), d.join("dump.log")).expect("copy");
    let again = cli(d, &["audit", "dump.log", "--isolated", "--baseline", "baseline.json", "--format", "json"]);
    assert_eq!(again.status.code(), Some(1), "a new error fails the gate");
    let r: serde_json::Value = serde_json::from_str(&stdout(&again)).expect("JSON");
    let rules: Vec<&str> = r["findings"].as_array().expect("findings").iter().filter_map(|f| f["rule"].as_str()).collect();
    assert_eq!(rules, ["IA102"], "only the new finding is named");
    assert!(String::from_utf8_lossy(&again.stderr).contains("1 findings are in the baseline"));

    // Moving every line down (a longer log prefix) keeps the old finding known.
    let shifted = format!("unrelated line\nanother\n{}", std::fs::read_to_string(fixture("pad_relu_load_unmasked.log")).expect("read"));
    std::fs::write(d.join("dump.log"), shifted).expect("write");
    let moved = cli(d, &["audit", "dump.log", "--isolated", "--baseline", "baseline.json"]);
    assert_eq!(moved.status.code(), Some(0), "{}", stdout(&moved));

    // Inductor renumbering the kernel keeps it known too.
    let renumbered =
        std::fs::read_to_string(fixture("pad_relu_load_unmasked.log")).expect("read").replace("triton_poi_fused_constant_pad_nd_relu_0", "triton_poi_fused_constant_pad_nd_relu_2");
    std::fs::write(d.join("dump.log"), renumbered).expect("write");
    let renamed = cli(d, &["audit", "dump.log", "--isolated", "--baseline", "baseline.json"]);
    assert_eq!(renamed.status.code(), Some(0), "{}", stdout(&renamed));
}

#[test]
fn diff_lists_the_changed_kernel_and_the_new_finding() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (old, new) = (fixture("pad_relu_load_unmasked.log"), fixture("pad_relu_load_unmasked_store_shifted.log"));
    let o = cli(dir.path(), &["diff", old.to_str().expect("utf-8"), new.to_str().expect("utf-8"), "--isolated"]);
    let text = stdout(&o);
    assert_eq!(o.status.code(), Some(1), "a new error finding: {text}");
    assert!(text.starts_with("kernels: 1 changed, 0 added, 0 removed, 0 unchanged"), "{text}");
    assert!(text.contains("changed [0/0] triton_poi_fused_constant_pad_nd_relu_0"), "{text}");
    assert!(text.contains("    - store out_ptr0[XBLOCK*xpid + lane[XBLOCK]] mask XBLOCK*xpid + lane[XBLOCK] < xnumel"), "{text}");
    assert!(text.contains("    + store out_ptr0[XBLOCK*xpid + lane[XBLOCK] + 1] mask"), "{text}");
    assert!(!text.contains("- load"), "the load did not change: {text}");
    assert!(text.contains("findings: 1 new, 0 fixed"), "{text}");
    assert!(text.contains("new error[IA102]"), "{text}");

    // The other way round the store bug is fixed and nothing is new.
    let o = cli(dir.path(), &["diff", new.to_str().expect("utf-8"), old.to_str().expect("utf-8"), "--isolated", "--format", "json"]);
    assert_eq!(o.status.code(), Some(0));
    let d: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("JSON");
    assert_eq!(d["findings_fixed"][0]["rule"], "IA102");
    assert_eq!(d["findings_new"], serde_json::json!([]));
    assert_eq!(d["kernels_changed"][0]["kernel"]["name"], "triton_poi_fused_constant_pad_nd_relu_0");

    // Dropping the pad mask changes the load's mask, not its index.
    let o = cli(dir.path(), &["diff", fixture("pad_relu_clean.log").to_str().expect("utf-8"), old.to_str().expect("utf-8"), "--isolated"]);
    let text = stdout(&o);
    assert!(text.contains("    + load in_ptr0[") && text.contains("mask XBLOCK*xpid + lane[XBLOCK] < xnumel\n"), "{text}");

    // Renumbered by Inductor (one kernel more earlier in the program): same kernel.
    let renamed = std::fs::read_to_string(&old).expect("read").replace("triton_poi_fused_constant_pad_nd_relu_0", "triton_poi_fused_constant_pad_nd_relu_3");
    std::fs::write(dir.path().join("renamed.log"), renamed).expect("write");
    let o = cli(dir.path(), &["diff", old.to_str().expect("utf-8"), "renamed.log", "--isolated"]);
    assert!(stdout(&o).starts_with("kernels: 0 changed, 0 added, 0 removed, 1 unchanged"), "{}", stdout(&o));

    // A dump against itself: nothing changed.
    let o = cli(dir.path(), &["diff", old.to_str().expect("utf-8"), old.to_str().expect("utf-8"), "--isolated"]);
    assert_eq!(o.status.code(), Some(0));
    assert!(stdout(&o).starts_with("kernels: 0 changed, 0 added, 0 removed, 1 unchanged"));
}

#[test]
fn pyproject_and_flags_select_rules_and_severities() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    std::fs::copy(fixture("pad_relu_load_unmasked_store_shifted.log"), d.join("dump.log")).expect("copy");
    let rules_of = |o: &Output| -> Vec<String> {
        let r: serde_json::Value = serde_json::from_str(&stdout(o)).expect("JSON");
        r["findings"].as_array().expect("findings").iter().map(|f| format!("{}:{}", f["rule"].as_str().unwrap_or("?"), f["severity"].as_str().unwrap_or("?"))).collect()
    };
    std::fs::write(d.join("pyproject.toml"), "[project]\nname = \"x\"\n\n[tool.inductor-audit]\nignore = [\"IA101\"]\nseverity = { IA102 = \"warning\" }\n").expect("write");
    // Found from a subdirectory too, like ruff.
    std::fs::create_dir(d.join("sub")).expect("mkdir");
    let o = cli(&d.join("sub"), &["audit", "../dump.log", "--format", "json"]);
    assert_eq!(rules_of(&o), ["IA102:warning"]);
    assert_eq!(o.status.code(), Some(0), "no error left after the overrides");

    let o = cli(d, &["audit", "dump.log", "--format", "json", "--select", "IA101"]);
    assert_eq!(rules_of(&o), ["IA101:error"], "--select replaces the file's selection");
    assert_eq!(o.status.code(), Some(1));

    let o = cli(d, &["audit", "dump.log", "--format", "json", "--isolated", "--ignore", "load-out-of-bounds"]);
    assert_eq!(rules_of(&o), ["IA102:error"], "--isolated reads no pyproject; names select like codes");

    let o = cli(d, &["audit", "dump.log", "--select", "E501"]);
    assert_eq!(o.status.code(), Some(2), "an unknown selector is a usage error");
    assert!(String::from_utf8_lossy(&o.stderr).contains("selects no rule"));

    std::fs::write(d.join("pyproject.toml"), "[tool.inductor-audit]\nselct = [\"IA1\"]\n").expect("write");
    let o = cli(d, &["audit", "dump.log"]);
    assert_eq!(o.status.code(), Some(2), "a misspelt key is reported, not ignored");
    assert!(String::from_utf8_lossy(&o.stderr).contains("pyproject.toml"));
}

#[test]
fn exit_codes_shards_and_annotations() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    let clean = fixture("pad_relu_clean.log");
    let buggy = fixture("pad_relu_load_unmasked.log");
    let (clean, buggy) = (clean.to_str().expect("utf-8"), buggy.to_str().expect("utf-8"));
    assert_eq!(cli(d, &["audit", clean, "--isolated"]).status.code(), Some(0));
    assert_eq!(cli(d, &["audit", buggy, "--isolated"]).status.code(), Some(1));
    std::fs::write(d.join("empty.log"), "nothing here\n").expect("write");
    assert_eq!(cli(d, &["audit", "empty.log", "--isolated"]).status.code(), Some(2), "nothing usable");
    assert_eq!(cli(d, &["audit", buggy, "--isolated", "--shard", "3/2"]).status.code(), Some(2), "bad shard");
    assert_eq!(cli(d, &["audit", buggy, "--isolated", "--baseline", "missing.json"]).status.code(), Some(2), "unreadable baseline");

    // Two different modules over two shards: each lands in exactly one.
    let modules = |shard: &str| -> u64 {
        let o = cli(d, &["audit", clean, buggy, "--isolated", "--format", "json", "--shard", shard]);
        let r: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap_or_default();
        r["stats"]["modules"].as_u64().unwrap_or(0)
    };
    let all = cli(d, &["audit", clean, buggy, "--isolated", "--format", "json"]);
    let total = serde_json::from_str::<serde_json::Value>(&stdout(&all)).expect("JSON")["stats"]["modules"].as_u64().expect("modules");
    assert_eq!(total, 2);
    assert_eq!(modules("1/2") + modules("2/2"), total);

    let o = cli(d, &["audit", buggy, "--isolated", "--format", "github"]);
    let text = stdout(&o);
    assert!(
        text.starts_with(&format!(
            "::error file={},line=87,col=92,title=IA101 load-out-of-bounds::load from in_ptr0 reaches element",
            buggy.replace(':', "%3A").replace(',', "%2C")
        )),
        "{text}"
    );
    assert_eq!(text.lines().filter(|l| l.starts_with("::error")).count(), 1, "one annotation per finding, on one line: {text}");
    // Without capture.json the release is inferred from markers: the assumed autotune configs
    // are said, as a warning, and nothing else is.
    let others: Vec<&str> = text.lines().filter(|l| !l.starts_with("::error")).collect();
    assert!(others.iter().all(|l| l.starts_with("::warning") && l.contains("autotune candidates of torch 2.11 assumed")), "{text}");
}
