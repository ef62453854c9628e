//! Compiler-style text: the finding, where it is, the kernel line with the access
//! underlined, the counterexample in one line. Errors come first, then warnings, each
//! group in file and line order, and a summary per module closes the report.
//!
//! Everything taken from the input (paths, messages, kernel source) has its control
//! characters escaped, as the other renderers do: a file name holding a newline and
//! `::error::` must not become a GitHub workflow command, nor kernel text a terminal
//! escape sequence.

use std::collections::BTreeMap;
use std::fmt::Write;

use super::{Finding, Report, Severity};

/// What a dump says it should report: a sample's `expect.json` (`must_report`).
#[derive(Debug, Clone)]
pub struct Expectation {
    /// The folder the expectation covers (findings under it match).
    pub root: String,
    /// The `expect.json` itself, as shown to the user.
    pub file: String,
    /// Rule codes it must report.
    pub rules: Vec<String>,
}

/// How text is rendered beyond the report itself.
#[derive(Debug, Clone, Default)]
pub struct TextOptions {
    pub color: bool,
    pub expectations: Vec<Expectation>,
}

pub fn render_text(r: &Report, color: bool) -> String {
    render_text_with(r, &TextOptions { color, expectations: Vec::new() })
}

/// Control characters (C0, DEL, C1) as `\n`, `\x1b`, `\u{9b}`; a line start of `::` (a
/// workflow command) cannot occur since newlines are escaped and lines begin with the
/// renderer's own text or a path made safe by [`escape_path`].
pub fn escape_control(s: &str) -> String {
    if !s.chars().any(char::is_control) {
        return s.to_string();
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push('\t'),
            c if (c as u32) < 0x80 && c.is_control() => {
                let _ = write!(out, "\\x{:02x}", c as u32);
            }
            c if c.is_control() => {
                let _ = write!(out, "\\u{{{:x}}}", c as u32);
            }
            c => out.push(c),
        }
    }
    out
}

/// A path at the start of a line: escaped, and `./` before one that starts with `:`.
fn escape_path(p: &str) -> String {
    let e = escape_control(p);
    if e.starts_with(':') {
        format!("./{e}")
    } else {
        e
    }
}

pub fn render_text_with(r: &Report, opts: &TextOptions) -> String {
    let mut out = String::new();
    let mut order: Vec<&Finding> = r.findings.iter().collect();
    // Stable: findings at one place keep the order the checks gave them.
    order.sort_by(|a, b| b.severity.cmp(&a.severity).then_with(|| a.path.cmp(&b.path)).then_with(|| a.line.cmp(&b.line)));
    for f in order {
        render_finding(&mut out, f, opts);
    }
    for u in &r.unparsed {
        let _ = writeln!(out, "{}:{}:{}: not understood ({}): {}", escape_path(&u.path), u.line, u.column, escape_control(&u.reason), escape_control(&u.text));
    }
    for u in &r.unmodelled {
        let _ = writeln!(out, "{}:{}:{}: not modelled ({}): {}", escape_path(&u.path), u.line, u.column, escape_control(&u.reason), escape_control(&u.text));
    }
    for i in &r.input_issues {
        let at = i.line.map(|l| format!(":{l}")).unwrap_or_default();
        let _ = writeln!(out, "{}{}: {}: {}", escape_path(&i.path.display().to_string()), at, i.severity, escape_control(&i.message));
    }
    render_module_summary(&mut out, r);
    let s = &r.stats;
    let errors = r.findings.iter().filter(|f| f.severity == Severity::Error).count();
    let warnings = r.findings.iter().filter(|f| f.severity == Severity::Warning).count();
    let expected = r.findings.iter().filter(|f| expected_by(f, &opts.expectations).is_some()).count();
    let _ = write!(
        out,
        "{} modules, {} kernels, {} launches, {} accesses: {} proven ({}), {} violated, {}{}{}{} unknown; {} unparsed, {} unmodelled; {} errors, {} warnings",
        s.modules,
        s.kernels,
        s.launches,
        s.accesses,
        s.proven,
        proven_share(s),
        s.violations,
        // Decided, neither proven nor unknown: said only where there are some.
        if s.tail_overreads > 0 { format!("{} past the storage in dropped lanes only (IA110), ", s.tail_overreads) } else { String::new() },
        if s.unchecked_size_relations > 0 { format!("{} in bounds only while unrelated sizes stay equal (IA111), ", s.unchecked_size_relations) } else { String::new() },
        if s.thread_team_assumptions > 0 {
            format!("{} in bounds only while OpenMP runs at most the threads compiled for (IA112), ", s.thread_team_assumptions)
        } else {
            String::new()
        },
        s.unknown,
        s.unparsed,
        s.unmodelled,
        errors,
        warnings
    );
    if expected > 0 {
        let _ = write!(out, " ({expected} expected by the inputs' expect.json)");
    }
    out.push('\n');
    out
}

/// The share of accesses proven in bounds, one decimal, rounded down so that a remainder
/// never shows as a clean 100% (`100.0%` with no access: nothing was left undecided).
pub fn proven_share(s: &crate::diagnostics::Stats) -> String {
    if s.accesses == 0 {
        return "100.0%".into();
    }
    let pct = (1000 * s.proven / s.accesses) as f64 / 10.0;
    format!("{pct:.1}%")
}

/// One line per module that has findings: where to look first.
fn render_module_summary(out: &mut String, r: &Report) {
    let mut per: BTreeMap<(&str, &str), (usize, usize, usize)> = BTreeMap::new();
    for f in &r.findings {
        let e = per.entry((f.path.as_str(), f.module.as_str())).or_default();
        match f.severity {
            Severity::Error => e.0 += 1,
            Severity::Warning => e.1 += 1,
            Severity::Info => e.2 += 1,
        }
    }
    if per.len() < 2 {
        return;
    }
    let _ = writeln!(out, "findings per module:");
    for ((path, module), (e, w, i)) in per {
        let info = if i > 0 { format!(", {i} notes") } else { String::new() };
        let _ = writeln!(out, "  {} (module {}): {e} errors, {w} warnings{info}", escape_control(path), escape_control(module));
    }
}

fn expected_by<'a>(f: &Finding, ex: &'a [Expectation]) -> Option<&'a str> {
    ex.iter().find(|e| (f.path.starts_with(&format!("{}/", e.root)) || f.path == e.root) && e.rules.iter().any(|r| r == f.rule)).map(|e| e.file.as_str())
}

fn render_finding(out: &mut String, f: &Finding, opts: &TextOptions) {
    let (on, off) = match (opts.color, f.severity) {
        (true, Severity::Error) => ("\x1b[1;31m", "\x1b[0m"),
        (true, Severity::Warning) => ("\x1b[1;33m", "\x1b[0m"),
        (true, _) => ("\x1b[1m", "\x1b[0m"),
        _ => ("", ""),
    };
    let _ = writeln!(out, "{on}{}[{}]{off} {}: {}", f.severity.as_str(), f.rule, f.name, escape_control(&f.message));
    let path = escape_control(&f.path);
    if f.kernel.is_empty() {
        let _ = writeln!(out, "  --> {}:{}:{} (module {})", path, f.line, f.column, escape_control(&f.module));
    } else {
        let _ = writeln!(out, "  --> {}:{}:{} (kernel {}, module {})", path, f.line, f.column, escape_control(&f.kernel), escape_control(&f.module));
    }
    if let Some(src) = &f.source_line {
        let num = f.line.to_string();
        let pad = " ".repeat(num.len());
        let _ = writeln!(out, "{pad} |");
        let _ = writeln!(out, "{num} | {}", escape_control(src.trim_end()));
        let col = f.source_col.max(1) as usize - 1;
        // The caret is placed under the escaped text: count what escaping added before it.
        let before: String = src.chars().take(col).collect();
        let col = escape_control(&before).chars().count();
        let width = src.chars().skip(f.source_col.max(1) as usize - 1).take_while(|c| *c != '(').count().max(1);
        let _ = writeln!(out, "{pad} | {}{on}{}{off}", " ".repeat(col), "^".repeat(width));
    }
    let e = &f.evidence;
    let mut parts = Vec::new();
    if !e.binding.is_empty() {
        parts.push(e.binding.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(" "));
    }
    if !e.config.is_empty() {
        parts.push(e.config.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(" "));
    }
    if let Some(p) = &e.program_id {
        parts.push(format!("program_id={p:?}"));
    }
    if !e.indices.is_empty() {
        parts.push(e.indices.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(" "));
    }
    if let (Some(o), Some(x)) = (e.offset, e.extent) {
        parts.push(format!("element {o} of {x}"));
    }
    if let Some(b) = &e.buffer {
        parts.push(format!("buffer {b}"));
    }
    if !parts.is_empty() {
        let _ = writeln!(out, "   = counterexample: {}", escape_control(&parts.join(", ")));
    }
    if let Some(o) = &e.offset_expr {
        let _ = writeln!(out, "   = offset: {}; storage: {}", escape_control(o), escape_control(e.extent_expr.as_deref().unwrap_or("size unknown")));
    }
    if let Some(r) = &e.reason {
        let _ = writeln!(out, "   = {}", escape_control(r));
    }
    if let Some(file) = expected_by(f, &opts.expectations) {
        let _ = writeln!(out, "   = expected by {}", escape_control(file));
    }
    out.push('\n');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_escaped() {
        assert_eq!(escape_control("a\nb\x1b[31m\x07\r"), "a\\nb\\x1b[31m\\x07\\r");
        assert_eq!(escape_control("plain"), "plain");
        assert_eq!(escape_path("::error::x"), "./::error::x");
    }
}
