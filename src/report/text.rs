//! Compiler-style text: the finding, where it is, the kernel line with the access
//! underlined, the counterexample in one line.

use std::fmt::Write;

use super::{Finding, Report};

pub fn render_text(r: &Report, color: bool) -> String {
    let mut out = String::new();
    for f in &r.findings {
        render_finding(&mut out, f, color);
    }
    for u in &r.unparsed {
        let _ = writeln!(out, "{}:{}:{}: not understood ({}): {}", u.path, u.line, u.column, u.reason, u.text);
    }
    for u in &r.unmodelled {
        let _ = writeln!(out, "{}:{}:{}: not modelled ({}): {}", u.path, u.line, u.column, u.reason, u.text);
    }
    for i in &r.input_issues {
        let at = i.line.map(|l| format!(":{l}")).unwrap_or_default();
        let _ = writeln!(out, "{}{}: {}: {}", i.path.display(), at, i.severity, i.message);
    }
    let s = &r.stats;
    let errors = r.findings.iter().filter(|f| f.severity == super::Severity::Error).count();
    let warnings = r.findings.iter().filter(|f| f.severity == super::Severity::Warning).count();
    let _ = writeln!(
        out,
        "{} modules, {} kernels, {} launches, {} accesses: {} proven ({}), {} violated, {} unknown; {} unparsed, {} unmodelled; {} errors, {} warnings",
        s.modules,
        s.kernels,
        s.launches,
        s.accesses,
        s.proven,
        proven_share(s),
        s.violations,
        s.unknown,
        s.unparsed,
        s.unmodelled,
        errors,
        warnings
    );
    out
}

/// The share of accesses proven in bounds, one decimal, rounded down so that a remainder
/// never shows as a clean 100% (`100.0%` with no access: nothing was left undecided).
pub fn proven_share(s: &crate::check::Stats) -> String {
    if s.accesses == 0 {
        return "100.0%".into();
    }
    let pct = (1000 * s.proven / s.accesses) as f64 / 10.0;
    format!("{pct:.1}%")
}

fn render_finding(out: &mut String, f: &Finding, color: bool) {
    let (on, off) = match (color, f.severity) {
        (true, super::Severity::Error) => ("\x1b[1;31m", "\x1b[0m"),
        (true, super::Severity::Warning) => ("\x1b[1;33m", "\x1b[0m"),
        (true, _) => ("\x1b[1m", "\x1b[0m"),
        _ => ("", ""),
    };
    let _ = writeln!(out, "{on}{}[{}]{off} {}: {}", f.severity.as_str(), f.rule, f.name, f.message);
    if f.kernel.is_empty() {
        let _ = writeln!(out, "  --> {}:{}:{} (module {})", f.path, f.line, f.column, f.module);
    } else {
        let _ = writeln!(out, "  --> {}:{}:{} (kernel {}, module {})", f.path, f.line, f.column, f.kernel, f.module);
    }
    if let Some(src) = &f.source_line {
        let num = f.line.to_string();
        let pad = " ".repeat(num.len());
        let _ = writeln!(out, "{pad} |");
        let _ = writeln!(out, "{num} | {}", src.trim_end());
        let col = f.source_col.max(1) as usize - 1;
        let width = src.chars().skip(col).take_while(|c| *c != '(').count().max(1);
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
        let _ = writeln!(out, "   = counterexample: {}", parts.join(", "));
    }
    if let Some(o) = &e.offset_expr {
        let _ = writeln!(out, "   = offset: {o}; storage: {}", e.extent_expr.as_deref().unwrap_or("size unknown"));
    }
    if let Some(r) = &e.reason {
        let _ = writeln!(out, "   = {r}");
    }
    out.push('\n');
}
