//! GitHub Actions workflow commands: one `::error file=..,line=..,col=..,title=..::msg`
//! line per finding, which the runner turns into annotations on the file.

use std::fmt::Write;

use super::{Finding, Report, Severity};

pub fn render_github(r: &Report) -> String {
    let mut out = String::new();
    for f in &r.findings {
        let command = match f.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Info => "notice",
        };
        let title = format!("{} {}", f.rule, f.name);
        let _ = writeln!(out, "::{command} {}::{}", properties(&f.path, f.line, f.column, &title), data(&message(f)));
    }
    for u in &r.unparsed {
        let _ = writeln!(out, "::warning {}::{}", properties(&u.path, u.line, u.column, "not understood"), data(&format!("{}: {}", u.reason, u.text)));
    }
    for u in &r.unmodelled {
        let _ = writeln!(out, "::warning {}::{}", properties(&u.path, u.line, u.column, "not modelled"), data(&format!("{}: {}", u.reason, u.text)));
    }
    for i in &r.input_issues {
        let path = i.path.display().to_string();
        let command = if i.severity == "error" { "error" } else { "warning" };
        let _ = writeln!(out, "::{command} {}::{}", properties(&path, i.line.unwrap_or(0), 0, "input"), data(&i.message));
    }
    out
}

/// The annotation body: the message, the kernel, and the counterexample on their own
/// lines (the runner shows newlines, written `%0A`).
fn message(f: &Finding) -> String {
    let mut m = if f.kernel.is_empty() { format!("{}\nmodule {}", f.message, f.module) } else { format!("{}\nkernel {} (module {})", f.message, f.kernel, f.module) };
    if let Some(a) = f.access_text() {
        let _ = write!(m, "\n{a}");
    }
    let e = &f.evidence;
    if !e.binding.is_empty() || !e.config.is_empty() {
        let vals: Vec<String> = e.binding.iter().map(|(k, v)| format!("{k}={v}")).chain(e.config.iter().map(|(k, v)| format!("{k}={v}"))).collect();
        let _ = write!(m, "\ncounterexample: {}", vals.join(" "));
        if let Some(p) = &e.program_id {
            let _ = write!(m, " program_id={p:?}");
        }
        if let Some(l) = e.lane {
            let _ = write!(m, " lane={l}");
        }
    }
    if let Some(r) = &e.reason {
        let _ = write!(m, "\n{r}");
    }
    m
}

fn properties(path: &str, line: u32, col: u32, title: &str) -> String {
    let mut p = format!("file={}", property(path));
    if line > 0 {
        let _ = write!(p, ",line={line}");
        if col > 0 {
            let _ = write!(p, ",col={col}");
        }
    }
    let _ = write!(p, ",title={}", property(title));
    p
}

/// Escaping of the runner's command parser (toolkit `escapeData`/`escapeProperty`).
fn data(s: &str) -> String {
    s.replace('%', "%25").replace('\r', "%0D").replace('\n', "%0A")
}

fn property(s: &str) -> String {
    data(s).replace(':', "%3A").replace(',', "%2C")
}

#[cfg(test)]
mod tests {
    #[test]
    fn escapes_like_the_toolkit() {
        assert_eq!(super::data("50% a\nb"), "50%25 a%0Ab");
        assert_eq!(super::property("a:b,c"), "a%3Ab%2Cc");
    }
}
