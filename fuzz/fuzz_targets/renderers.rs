//! Any strings as the paths, messages, kernels and source lines of a report, through every
//! renderer: text (plain and coloured), JSON, SARIF, GitHub annotations and HTML. The
//! checks are the renderers' promises: JSON and SARIF parse, plain text and annotations
//! carry no control bytes from the input, every annotation is one line.
#![no_main]

use std::path::PathBuf;

use inductor_audit::check::rules;
use inductor_audit::check::Stats;
use inductor_audit::input::InputIssue;
use inductor_audit::report::{self, Evidence, Finding, Report, Severity, UnparsedItem};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // Fields separated by 0xFF (never in UTF-8), so the fuzzer can aim at each one.
    let mut parts = data.split(|&b| b == 0xff).map(|p| String::from_utf8_lossy(p).into_owned());
    let mut next = || parts.next().unwrap_or_default();
    let (path, module, kernel, message, source, reason, issue) = (next(), next(), next(), next(), next(), next(), next());
    let n = data.first().copied().unwrap_or(0) as u32;
    let rule = rules::ALL[n as usize % rules::ALL.len()];
    let finding = Finding {
        rule: rule.code,
        name: rule.name,
        severity: [Severity::Error, Severity::Warning, Severity::Info][n as usize % 3],
        path: path.clone(),
        line: n,
        column: n / 3,
        module: module.clone(),
        kernel,
        message,
        evidence: Evidence { reason: Some(reason.clone()), ..Evidence::default() },
        source_line: Some(source.clone()),
        source_col: n % 200,
        module_pos: (n, 1),
    };
    let item = UnparsedItem { path: path.clone(), line: n, column: 1, module, text: source, reason };
    let r = Report {
        schema: report::SCHEMA,
        stats: Stats::default(),
        findings: vec![finding],
        unparsed: vec![item.clone()],
        unmodelled: vec![item],
        input_issues: vec![InputIssue { path: PathBuf::from(path), line: Some(n), message: issue, severity: "warning" }],
        releases: Vec::new(),
    };
    let plain = report::render_text(&r, false);
    // Tabs are kept (harmless on a terminal); every other control byte is escaped.
    assert!(!plain.bytes().any(|b| (b < 0x20 && b != b'\n' && b != b'\t') || b == 0x7f), "control byte in plain text");
    let _ = report::render_text(&r, true);
    serde_json::from_str::<serde_json::Value>(&r.to_json()).expect("JSON parses");
    serde_json::from_str::<serde_json::Value>(&report::render_sarif(&r)).expect("SARIF parses");
    for line in report::render_github(&r).lines() {
        assert!(line.starts_with("::"), "annotation split across lines: {line:?}");
    }
    let html = report::render_html(&r, &[]);
    assert!(!html.contains("<script>alert"), "markup from the input reached the page");
});
