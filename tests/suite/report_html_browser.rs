//! The HTML report in a real browser: headless Chromium opens the report of a sample with
//! a finding (written by the CLI), and a probe script run in the page checks that the
//! violated access is highlighted and visible, that every in-page link has its target
//! and following one scrolls there, and that nothing was fetched.
//!
//! Ignored by default (it needs Chromium: Debian `apt-get install chromium`;
//! `CHROMIUM=/path` picks another binary); `.ci/run` runs it by name with `--ignored`.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const UNMASKED: &str = "tests/fixtures/report/pad_relu_load_unmasked.log";

fn chromium() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("CHROMIUM") {
        return Some(PathBuf::from(p));
    }
    let path = std::env::var_os("PATH")?;
    ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
        .iter()
        .flat_map(|name| std::env::split_paths(&path).map(move |dir| dir.join(name)))
        .find(|p| p.is_file())
}

/// Runs in the page after it is parsed; its findings go into `<pre id="probe-result">`,
/// which `--dump-dom` prints.
const PROBE: &str = r##"<script>
(function () {
  const out = {};
  const violated = document.querySelectorAll('span.acc.violated[id]');
  out.violated = violated.length;
  out.violatedText = violated.length ? violated[0].textContent : null;
  out.violatedBg = violated.length ? getComputedStyle(violated[0]).backgroundColor : null;
  out.violatedOutline = violated.length ? getComputedStyle(violated[0]).outlineStyle : null;
  const box = violated.length ? violated[0].getBoundingClientRect() : null;
  out.violatedVisible = !!box && box.width > 0 && box.height > 0;
  const proven = document.querySelector('span.acc.proven[id]');
  out.provenBg = proven ? getComputedStyle(proven).backgroundColor : null;
  const links = [...document.querySelectorAll('a[href^="#"]')];
  out.links = links.length;
  out.brokenLinks = links.map(a => a.getAttribute('href').slice(1)).filter(id => !document.getElementById(id));
  out.external = [...document.querySelectorAll('[src],[href]')]
    .map(e => e.getAttribute('src') || e.getAttribute('href')).filter(u => !u.startsWith('#'));
  const first = document.querySelector('td a[href^="#f-"]');
  const target = first && document.getElementById(first.getAttribute('href').slice(1));
  out.findingSectionVerdict = target && target.closest('section') ? target.closest('section').dataset.verdict : null;
  const before = window.scrollY;
  if (first) first.click();
  out.scrolledBy = window.scrollY - before;
  out.hash = location.hash;
  out.resources = performance.getEntriesByType('resource').map(e => e.name);
  const pre = document.createElement('pre');
  pre.id = 'probe-result';
  pre.textContent = JSON.stringify(out);
  document.body.appendChild(pre);
})();
</script>"##;

fn run_with_timeout(cmd: &mut Command, limit: Duration) -> Option<String> {
    let mut child = cmd.stdout(Stdio::piped()).stderr(Stdio::null()).spawn().ok()?;
    let mut stdout = child.stdout.take()?;
    let reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = std::io::Read::read_to_string(&mut stdout, &mut s);
        s
    });
    let start = Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(_)) => break,
            Ok(None) if start.elapsed() < limit => std::thread::sleep(Duration::from_millis(50)),
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                return None;
            }
        }
    }
    reader.join().ok()
}

fn unescape(s: &str) -> String {
    s.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&amp;", "&")
}

#[test]
#[ignore = "needs Chromium (apt-get install chromium); .ci/run installs it and runs this test by name with --ignored"]
fn html_report_renders_with_the_finding_highlighted() {
    let browser = chromium().expect("no chromium found: apt-get install chromium (this test is run on purpose, it must not pass without a browser)");
    let dir = tempfile::tempdir().expect("temp dir");
    let report = dir.path().join("report.html");
    let status =
        Command::new(env!("CARGO_BIN_EXE_inductor-audit")).args(["audit", UNMASKED, "--isolated", "--format", "html", "--output"]).arg(&report).status().expect("runs the CLI");
    assert_eq!(status.code(), Some(1), "an error finding exits 1");
    let html = std::fs::read_to_string(&report).expect("the report was written");
    assert!(html.contains("Content-Security-Policy\" content=\"default-src 'none'"), "the report forbids every fetch");

    // The probe needs scripts, which the report's policy forbids: allow inline ones in a
    // copy, and nothing else.
    let probe_page = html.replacen("default-src 'none'; style-src 'unsafe-inline'", "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'", 1).replacen(
        "</body>",
        &format!("{PROBE}</body>"),
        1,
    );
    let probe_path = dir.path().join("probe.html");
    std::fs::write(&probe_path, probe_page).expect("write probe page");
    let url = format!("file://{}", probe_path.display());
    let profile = dir.path().join("profile");
    let dom = run_with_timeout(
        Command::new(&browser)
            .args(["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions", "--window-size=1000,600"])
            // Should anything try the network, it finds no host.
            .arg("--host-resolver-rules=MAP * ~NOTFOUND")
            .arg(format!("--user-data-dir={}", profile.display()))
            .arg("--dump-dom")
            .arg(&url),
        Duration::from_secs(120),
    )
    .expect("chromium ran and exited within 2 minutes");
    let start = dom
        .find("<pre id=\"probe-result\">")
        .map(|i| i + "<pre id=\"probe-result\">".len())
        .unwrap_or_else(|| panic!("no probe result in the DOM:\n{}", &dom[..dom.len().min(2000)]));
    let end = dom[start..].find("</pre>").map(|i| start + i).expect("probe result closed");
    let probe: serde_json::Value = serde_json::from_str(&unescape(&dom[start..end])).expect("probe result is JSON");

    assert_eq!(probe["violated"], 1, "{probe}");
    assert!(probe["violatedText"].as_str().is_some_and(|t| t.starts_with("tl.load(in_ptr0 + ((-1) + x0")), "{probe}");
    assert_eq!(probe["violatedBg"], "rgb(255, 201, 201)", "the violated access is on red: {probe}");
    assert_eq!(probe["violatedOutline"], "solid", "{probe}");
    assert_eq!(probe["violatedVisible"], true, "{probe}");
    assert_eq!(probe["provenBg"], "rgb(215, 245, 221)", "the proven store is on green: {probe}");
    assert!(probe["links"].as_u64().is_some_and(|n| n >= 4), "{probe}");
    assert_eq!(probe["brokenLinks"], serde_json::json!([]), "every in-page link has a target: {probe}");
    assert_eq!(probe["findingSectionVerdict"], "violated", "the finding's link leads into its kernel: {probe}");
    assert!(probe["scrolledBy"].as_f64().is_some_and(|d| d > 0.0), "following the link scrolls: {probe}");
    assert_eq!(probe["hash"], "#f-0", "{probe}");
    assert_eq!(probe["external"], serde_json::json!([]), "no external reference: {probe}");
    assert_eq!(probe["resources"], serde_json::json!([]), "nothing fetched: {probe}");
    assert!(Path::new(&report).exists());
}
