//! `inductor-audit campaign`: the Rust edge of the bug-finding campaign.
//!
//! The campaign itself (program generator, workers running torch, oracles, triage,
//! minimizer) is Python, in `tools/campaign/` (it must run where torch runs, also on a
//! machine with no Rust toolchain). This module finds that driver, hands it this binary
//! as the static oracle (`--binary`), and reads back its state files to give the exit
//! code and a summary: one JSON line per finished program in
//! `OUT/state/shard-I-of-N.job-J.jsonl`.

use std::collections::BTreeMap;
use std::ffi::OsString;
use std::path::{Path, PathBuf};

use crate::gate::Shard;

/// The driver script, relative to a repository root.
pub const RUNNER_REL: &str = "tools/campaign/campaign.py";

#[derive(Debug, thiserror::Error)]
pub enum CampaignError {
    #[error("reading the campaign state {path}: {source}")]
    Io { path: PathBuf, source: std::io::Error },
    #[error("the campaign driver {RUNNER_REL} was not found (give --runner PATH, or run from a checkout of the repository)")]
    NoRunner,
    #[error("{0}")]
    Usage(String),
}

/// What the campaign does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Action {
    /// Generate, compile and judge programs (needs --count and/or --time).
    Run,
    /// Cluster the findings, minimize one program per cluster, write OUT/bugs/<cluster>/.
    Triage,
    /// Print the counts of OUT's state files.
    Summary,
}

impl Action {
    fn as_str(self) -> &'static str {
        match self {
            Action::Run => "run",
            Action::Triage => "triage",
            Action::Summary => "summary",
        }
    }
}

/// The arguments of `inductor-audit campaign`, as the driver receives them.
#[derive(Clone, Debug, clap::Args)]
pub struct CampaignArgs {
    /// run, triage or summary.
    #[arg(value_enum, default_value = "run")]
    pub action: Action,
    /// The campaign folder: state/, programs/, logs/, bugs/ (created; a second run with
    /// the same folder resumes).
    #[arg(long)]
    pub out: PathBuf,
    /// Count budget: programs 0..COUNT (over all shards together).
    #[arg(long)]
    pub count: Option<u64>,
    /// Time budget: stop starting programs after this long (600, 90s, 20m, 2h).
    #[arg(long, value_parser = parse_duration)]
    pub time: Option<f64>,
    /// Worker processes, each running many programs (imports paid once).
    #[arg(long, default_value_t = 1, value_parser = parse_workers)]
    pub jobs: u32,
    /// Run only shard I of N (`--shard 2/4`): program k belongs to shard k % N + 1.
    #[arg(long)]
    pub shard: Option<Shard>,
    /// Program k is generated from seed SEED + k.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// torch device of the programs (cpu, cuda).
    #[arg(long, default_value = "cpu")]
    pub device: String,
    /// Seconds one program may take before its worker is killed (recorded as `timeout`).
    #[arg(long, value_parser = parse_duration, default_value = "300")]
    pub timeout: f64,
    /// Statements per generated program, at most.
    #[arg(long, default_value_t = 8)]
    pub max_stmts: u32,
    /// Generator profile: default, or edge (also empty dimensions and sizes just past
    /// powers of two).
    #[arg(long, default_value = "default", value_parser = ["default", "edge"])]
    pub profile: String,
    /// Replay error findings with `confirm` (GPU).
    #[arg(long)]
    pub confirm: bool,
    /// Program runs the minimizer may spend per cluster (triage).
    #[arg(long, default_value_t = 25)]
    pub minimize_budget: u32,
    /// The interpreter with torch.
    #[arg(long, default_value = "python3")]
    pub python: PathBuf,
    /// The driver script (default: tools/campaign/campaign.py of the checkout this
    /// binary or the current directory is in).
    #[arg(long)]
    pub runner: Option<PathBuf>,
}

/// `--time`, `--timeout`: seconds, or a number with s, m or h.
pub fn parse_duration(s: &str) -> Result<f64, String> {
    let t = s.trim();
    let (num, mult) = match t.chars().last() {
        Some('s') => (&t[..t.len() - 1], 1.0),
        Some('m') => (&t[..t.len() - 1], 60.0),
        Some('h') => (&t[..t.len() - 1], 3600.0),
        _ => (t, 1.0),
    };
    let n: f64 = num.trim().parse().map_err(|_| format!("{s:?} is not a duration (600, 90s, 20m, 2h)"))?;
    if !n.is_finite() || n <= 0.0 {
        return Err(format!("{s:?} is not a positive duration"));
    }
    Ok(n * mult)
}

fn parse_workers(s: &str) -> Result<u32, String> {
    let n: u32 = s.parse().map_err(|e| format!("{e}"))?;
    if (1..=256).contains(&n) {
        Ok(n)
    } else {
        Err(format!("{n} is not in 1..=256"))
    }
}

impl CampaignArgs {
    /// Budget checks clap cannot express: `run` needs a count or a time budget.
    pub fn validate(&self) -> Result<(), CampaignError> {
        if self.action == Action::Run && self.count.is_none() && self.time.is_none() {
            return Err(CampaignError::Usage("campaign run needs a budget: --count N and/or --time DURATION".into()));
        }
        Ok(())
    }

    /// The driver's command line: `python3 RUNNER ACTION --out ... --binary BINARY ...`.
    pub fn driver_argv(&self, runner: &Path, binary: &Path) -> Vec<OsString> {
        let mut v: Vec<OsString> = vec![self.python.clone().into(), runner.into(), self.action.as_str().into()];
        let mut push = |k: &str, val: OsString| {
            v.push(k.into());
            v.push(val);
        };
        push("--out", self.out.clone().into());
        if self.action == Action::Summary {
            return v;
        }
        push("--binary", binary.into());
        push("--python", self.python.clone().into());
        push("--device", self.device.clone().into());
        push("--timeout", format!("{}", self.timeout).into());
        match self.action {
            Action::Run => {
                if let Some(c) = self.count {
                    push("--count", c.to_string().into());
                }
                if let Some(t) = self.time {
                    push("--time", format!("{t}").into());
                }
                push("--jobs", self.jobs.to_string().into());
                let shard = self.shard.unwrap_or(Shard { index: 1, count: 1 });
                push("--shard", format!("{}/{}", shard.index, shard.count).into());
                push("--seed", self.seed.to_string().into());
                push("--max-stmts", self.max_stmts.to_string().into());
                push("--profile", self.profile.clone().into());
                if self.confirm {
                    v.push("--confirm".into());
                }
            }
            Action::Triage => push("--minimize-budget", self.minimize_budget.to_string().into()),
            Action::Summary => {}
        }
        v
    }
}

/// The driver: `--runner`, else `tools/campaign/campaign.py` in the current directory or
/// one of its ancestors, else in an ancestor of this binary (`target/release/..`).
pub fn find_runner(explicit: Option<&Path>, cwd: &Path, exe: Option<&Path>) -> Result<PathBuf, CampaignError> {
    if let Some(p) = explicit {
        return if p.is_file() { Ok(p.to_path_buf()) } else { Err(CampaignError::NoRunner) };
    }
    let starts = std::iter::once(cwd).chain(exe.and_then(Path::parent));
    for start in starts {
        for dir in start.ancestors() {
            let cand = dir.join(RUNNER_REL);
            if cand.is_file() {
                return Ok(cand);
            }
        }
    }
    Err(CampaignError::NoRunner)
}

/// The counts of a campaign folder's state files.
#[derive(Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct StateSummary {
    /// Finished programs (one state line each).
    pub programs: u64,
    /// Programs eager rejected (invalid models, dropped).
    pub invalid: u64,
    pub verdicts: BTreeMap<String, u64>,
    /// Programs per cluster key (oracle|rule or verdict|pattern).
    pub clusters: BTreeMap<String, u64>,
    /// State lines that did not parse (a run killed mid-write leaves one torn line).
    pub torn_lines: u64,
    /// State files read.
    pub files: u64,
}

impl StateSummary {
    /// Programs with at least one cluster: the campaign's findings.
    pub fn has_findings(&self) -> bool {
        !self.clusters.is_empty()
    }
}

const INVALID_VERDICTS: [&str; 2] = ["invalid-model", "generator-rejected"];

/// Reads `OUT/state/*.jsonl`. A missing state folder is an empty campaign.
pub fn read_state(out: &Path) -> Result<StateSummary, CampaignError> {
    let dir = out.join("state");
    let mut s = StateSummary::default();
    let entries = match std::fs::read_dir(&dir) {
        Ok(e) => e,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(s),
        Err(source) => return Err(CampaignError::Io { path: dir, source }),
    };
    let mut files: Vec<PathBuf> = entries.filter_map(Result::ok).map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "jsonl")).collect();
    files.sort();
    for f in files {
        let text = std::fs::read_to_string(&f).map_err(|source| CampaignError::Io { path: f.clone(), source })?;
        s.files += 1;
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let Ok(v) = serde_json::from_str::<serde_json::Value>(line) else {
                s.torn_lines += 1;
                continue;
            };
            s.programs += 1;
            let verdict = v.get("verdict").and_then(|x| x.as_str()).unwrap_or("?").to_string();
            if INVALID_VERDICTS.contains(&verdict.as_str()) {
                s.invalid += 1;
            }
            *s.verdicts.entry(verdict).or_default() += 1;
            for c in v.get("clusters").and_then(|c| c.as_array()).into_iter().flatten().filter_map(|c| c.as_str()) {
                *s.clusters.entry(c.to_string()).or_default() += 1;
            }
        }
    }
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Parser)]
    struct Cli {
        #[command(flatten)]
        args: CampaignArgs,
    }

    fn parse(argv: &[&str]) -> Result<CampaignArgs, clap::Error> {
        Cli::try_parse_from(std::iter::once("campaign").chain(argv.iter().copied())).map(|c| c.args)
    }

    fn strings(v: &[OsString]) -> Vec<String> {
        v.iter().map(|s| s.to_string_lossy().into_owned()).collect()
    }

    #[test]
    fn durations() {
        assert_eq!(parse_duration("600"), Ok(600.0));
        assert_eq!(parse_duration("90s"), Ok(90.0));
        assert_eq!(parse_duration("20m"), Ok(1200.0));
        assert_eq!(parse_duration("1.5h"), Ok(5400.0));
        assert!(parse_duration("0").is_err());
        assert!(parse_duration("-3m").is_err());
        assert!(parse_duration("10d").is_err());
        assert!(parse_duration("").is_err());
    }

    #[test]
    fn run_arguments_reach_the_driver() {
        let a = parse(&[
            "run",
            "--out",
            "/tmp/c",
            "--count",
            "200",
            "--time",
            "8m",
            "--jobs",
            "12",
            "--shard",
            "2/4",
            "--seed",
            "7",
            "--device",
            "cuda",
            "--profile",
            "edge",
            "--confirm",
        ])
        .unwrap();
        a.validate().unwrap();
        let argv = strings(&a.driver_argv(Path::new("/r/campaign.py"), Path::new("/bin/ia")));
        assert_eq!(&argv[..3], ["python3", "/r/campaign.py", "run"]);
        let pairs: Vec<(String, String)> = argv[3..].chunks(2).filter(|c| c.len() == 2).map(|c| (c[0].clone(), c[1].clone())).collect();
        let get = |k: &str| pairs.iter().find(|(x, _)| x == k).map(|(_, v)| v.as_str());
        assert_eq!(get("--out"), Some("/tmp/c"));
        assert_eq!(get("--binary"), Some("/bin/ia"));
        assert_eq!(get("--count"), Some("200"));
        assert_eq!(get("--time"), Some("480"));
        assert_eq!(get("--jobs"), Some("12"));
        assert_eq!(get("--shard"), Some("2/4"));
        assert_eq!(get("--seed"), Some("7"));
        assert_eq!(get("--device"), Some("cuda"));
        assert_eq!(get("--profile"), Some("edge"));
        assert_eq!(argv.last().map(String::as_str), Some("--confirm"));
    }

    #[test]
    fn bad_arguments_are_usage_errors() {
        assert!(parse(&["run", "--out", "o", "--jobs", "0"]).is_err());
        assert!(parse(&["run", "--out", "o", "--shard", "5/4"]).is_err());
        assert!(parse(&["run", "--out", "o", "--shard", "0/4"]).is_err());
        assert!(parse(&["run", "--out", "o", "--time", "soon"]).is_err());
        assert!(parse(&["explode", "--out", "o"]).is_err());
        assert!(parse(&["run", "--out", "o", "--count", "1", "--profile", "wild"]).is_err());
        assert!(parse(&["run"]).is_err(), "--out is required");
        // No budget: the run would never end.
        assert!(matches!(parse(&["run", "--out", "o"]).unwrap().validate(), Err(CampaignError::Usage(_))));
        // Summary and triage need none.
        parse(&["summary", "--out", "o"]).unwrap().validate().unwrap();
        parse(&["triage", "--out", "o"]).unwrap().validate().unwrap();
    }

    #[test]
    fn default_shard_and_summary_argv() {
        let a = parse(&["run", "--out", "o", "--count", "5"]).unwrap();
        let argv = strings(&a.driver_argv(Path::new("r.py"), Path::new("b")));
        assert!(argv.windows(2).any(|w| w[0] == "--shard" && w[1] == "1/1"));
        assert!(!argv.iter().any(|x| x == "--time"));
        let s = parse(&["summary", "--out", "o"]).unwrap();
        assert_eq!(strings(&s.driver_argv(Path::new("r.py"), Path::new("b"))), ["python3", "r.py", "summary", "--out", "o"]);
        let t = parse(&["triage", "--out", "o", "--minimize-budget", "3"]).unwrap();
        assert!(strings(&t.driver_argv(Path::new("r.py"), Path::new("b"))).windows(2).any(|w| w[0] == "--minimize-budget" && w[1] == "3"));
    }

    #[test]
    fn runner_is_found_from_cwd_or_binary() {
        let root = tempfile::tempdir().unwrap();
        let script = root.path().join(RUNNER_REL);
        std::fs::create_dir_all(script.parent().unwrap()).unwrap();
        std::fs::write(&script, "# driver").unwrap();
        let deep = root.path().join("a/b");
        std::fs::create_dir_all(&deep).unwrap();
        assert_eq!(find_runner(None, &deep, None).unwrap(), script);
        let elsewhere = tempfile::tempdir().unwrap();
        let exe = root.path().join("target/release/inductor-audit");
        assert_eq!(find_runner(None, elsewhere.path(), Some(&exe)).unwrap(), script);
        assert!(matches!(find_runner(None, elsewhere.path(), None), Err(CampaignError::NoRunner)));
        assert!(matches!(find_runner(Some(&elsewhere.path().join("x.py")), &deep, None), Err(CampaignError::NoRunner)));
        assert_eq!(find_runner(Some(&script), elsewhere.path(), None).unwrap(), script);
    }

    #[test]
    fn state_files_are_counted_and_a_torn_line_is_skipped() {
        let out = tempfile::tempdir().unwrap();
        assert_eq!(read_state(out.path()).unwrap(), StateSummary::default());
        let st = out.path().join("state");
        std::fs::create_dir_all(&st).unwrap();
        std::fs::write(
            st.join("shard-1-of-2.job-0.jsonl"),
            concat!(
                r#"{"k": 0, "verdict": "consistent", "clusters": []}"#,
                "\n",
                r#"{"k": 2, "verdict": "invalid-model", "clusters": []}"#,
                "\n",
                r#"{"k": 4, "verdict": "consistent", "clusters": ["audit|IA101|cpp_fused_pad"]}"#,
                "\n",
                r#"{"k": 6, "verdict": "numer"#,
            ),
        )
        .unwrap();
        std::fs::write(
            st.join("shard-2-of-2.job-0.jsonl"),
            concat!(r#"{"k": 1, "verdict": "compile-error", "clusters": ["crash|compile-error|X|y", "audit|IA101|cpp_fused_pad"]}"#, "\n"),
        )
        .unwrap();
        std::fs::write(st.join("notes.txt"), "not state").unwrap();
        let s = read_state(out.path()).unwrap();
        assert_eq!(s.files, 2);
        assert_eq!(s.programs, 4);
        assert_eq!(s.invalid, 1);
        assert_eq!(s.torn_lines, 1);
        assert_eq!(s.verdicts.get("consistent"), Some(&2));
        assert_eq!(s.clusters.get("audit|IA101|cpp_fused_pad"), Some(&2));
        assert_eq!(s.clusters.len(), 2);
        assert!(s.has_findings());
    }
}
