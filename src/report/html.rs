//! A self-contained HTML report: one file, no script, no fetch (a Content-Security-Policy
//! forbids any), readable offline and as a CI artifact. A table of findings, a table of
//! modules and kernels with their verdicts, then each kernel's source with every access
//! coloured by its verdict, the counterexample, and the storage picture of the access
//! against its buffer.
//!
//! Verdicts come from the findings alone: an access with a finding that carries a
//! concrete offset is violated, one with any other finding is unknown, one without a
//! finding in a launched kernel is proven (every access the checks cannot prove gets a
//! finding), and the rest (kernels never launched) were not checked. Findings are placed
//! on their kernel line even where the listing models no accesses (C++ kernels).

use std::collections::HashMap;
use std::fmt::Write;

use super::listing::KernelListing;
use super::{Finding, Report, Severity};
use crate::diagnostics::FindingVerdict;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Verdict {
    Unchecked,
    Proven,
    Unknown,
    Violated,
}

impl Verdict {
    fn class(self) -> &'static str {
        match self {
            Verdict::Unchecked => "unchecked",
            Verdict::Proven => "proven",
            Verdict::Unknown => "unknown",
            Verdict::Violated => "violated",
        }
    }
}

/// The finding's own verdict (set where it was made): a counterexample colours its access
/// violated; an unknown or a hazard colours it unknown.
fn finding_verdict(f: &Finding) -> Verdict {
    match f.evidence.verdict {
        Some(FindingVerdict::Violated) => Verdict::Violated,
        Some(FindingVerdict::Unknown | FindingVerdict::Hazard) => Verdict::Unknown,
        // A finding made outside the rule constructors: its severity says it (errors carry
        // a concrete counterexample).
        None if f.severity == Severity::Error => Verdict::Violated,
        None => Verdict::Unknown,
    }
}

const STYLE: &str = r#"
body{font:14px/1.45 system-ui,sans-serif;margin:1.5em auto;max-width:80em;padding:0 1em;color:#1b1f24}
h1{font-size:1.5em}h2{margin-top:2em;border-bottom:1px solid #ccd;padding-bottom:.2em}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.25em .6em;border-bottom:1px solid #e3e6ea;vertical-align:top}
th{background:#f3f5f7}code,pre{font:12.5px/1.4 ui-monospace,monospace}
pre.src{background:#fafbfc;border:1px solid #e3e6ea;padding:.5em;white-space:pre-wrap;overflow-wrap:anywhere}
.ln{display:inline-block;width:5ch;color:#8a929c;text-align:right;margin-right:1.5ch;user-select:none}
.acc{border-radius:3px;padding:0 1px}
.acc.proven{background:#d7f5dd}.acc.violated{background:#ffc9c9;outline:2px solid #d1242f}
.acc.unknown{background:#fff1b8}.acc.unchecked{background:#eceff3}
.verdict{font-weight:600;padding:0 .4em;border-radius:3px}
.verdict.proven{background:#d7f5dd;color:#116329}.verdict.violated{background:#ffc9c9;color:#a40e26}
.verdict.unknown{background:#fff1b8;color:#7a5200}.verdict.unchecked{background:#eceff3;color:#57606a}
.sev-error{color:#a40e26;font-weight:600}.sev-warning{color:#7a5200;font-weight:600}.sev-info{color:#57606a}
.finding{border-left:4px solid #d1242f;background:#fff5f5;padding:.4em .8em;margin:.6em 0}
.finding.unknown{border-color:#d4a72c;background:#fffbea}
.kernel{margin:1.5em 0;padding-top:.5em;border-top:1px dashed #ccd}
.meta{color:#57606a}.legend span{margin-right:1em}
"#;

pub fn render_html(r: &Report) -> String {
    let modules = &r.listing;
    // Which findings sit on which access: (path, module, kernel, file line, file column).
    let mut by_access: HashMap<(&str, &str, &str, u32, u32), Vec<usize>> = HashMap::new();
    for (i, f) in r.findings.iter().enumerate() {
        by_access.entry((&f.path, &f.module, &f.kernel, f.line, f.column)).or_default().push(i);
    }
    // Kernel anchors, and the anchor of each finding's kernel.
    let mut kernel_anchor: HashMap<(&str, &str, &str), String> = HashMap::new();
    for (mi, m) in modules.iter().enumerate() {
        for (ki, k) in m.kernels.iter().enumerate() {
            kernel_anchor.entry((&m.path, &m.id, &k.name)).or_insert_with(|| format!("k-{mi}-{ki}"));
        }
    }

    let mut out = String::new();
    out.push_str("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n");
    out.push_str("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">\n");
    out.push_str("<meta name=\"viewport\" content=\"width=device-width\">\n<title>inductor-audit report</title>\n<style>");
    out.push_str(STYLE);
    out.push_str("</style></head><body>\n<h1>inductor-audit report</h1>\n");
    let s = &r.stats;
    let count = |sev| r.findings.iter().filter(|f| f.severity == sev).count();
    let _ = writeln!(
        out,
        "<p class=\"summary\" id=\"summary\">{} modules, {} kernels, {} launches, {} accesses: {} proven ({}), {} violated, {} unknown; {} unparsed, {} unmodelled; <span class=\"sev-error\">{} errors</span>, <span class=\"sev-warning\">{} warnings</span></p>",
        s.modules,
        s.kernels,
        s.launches,
        s.accesses,
        s.proven,
        super::text::proven_share(s),
        s.violations,
        s.unknown,
        s.unparsed,
        s.unmodelled,
        count(Severity::Error),
        count(Severity::Warning)
    );
    out.push_str("<p class=\"legend\">Accesses: <span class=\"acc violated\">violated</span><span class=\"acc unknown\">unknown</span><span class=\"acc proven\">proven</span><span class=\"acc unchecked\">not checked</span></p>\n");

    // Findings table.
    out.push_str("<h2 id=\"findings\">Findings</h2>\n");
    if r.findings.is_empty() {
        out.push_str("<p>No findings.</p>\n");
    } else {
        out.push_str("<table><thead><tr><th>severity</th><th>rule</th><th>kernel</th><th>where</th><th>message</th></tr></thead><tbody>\n");
        for (i, f) in r.findings.iter().enumerate() {
            let kernel = match kernel_anchor.get(&(f.path.as_str(), f.module.as_str(), f.kernel.as_str())) {
                Some(a) => format!("<a href=\"#{a}\"><code>{}</code></a>", esc(&f.kernel)),
                None => format!("<code>{}</code>", esc(&f.kernel)),
            };
            let _ = writeln!(
                out,
                "<tr><td class=\"sev-{sev}\">{sev}</td><td><a href=\"#rule-{code}\">{code}</a> {name}</td><td>{kernel}</td><td><a href=\"#f-{i}\">{path}:{line}:{col}</a></td><td>{msg}</td></tr>",
                sev = f.severity.as_str(),
                code = esc(f.rule),
                name = esc(f.name),
                path = esc(&f.path),
                line = f.line,
                col = f.column,
                msg = esc(&f.message)
            );
        }
        out.push_str("</tbody></table>\n");
    }

    // Findings by kernel, wherever in the kernel they point.
    let mut by_kernel: HashMap<(&str, &str, &str), Vec<usize>> = HashMap::new();
    for (i, f) in r.findings.iter().enumerate() {
        if !f.kernel.is_empty() {
            by_kernel.entry((&f.path, &f.module, &f.kernel)).or_default().push(i);
        }
    }
    // Verdicts per kernel (computed once, used by both tables and sections).
    let verdicts: Vec<Vec<(Verdict, Vec<Verdict>)>> = modules
        .iter()
        .map(|m| {
            m.kernels
                .iter()
                .map(|k| {
                    let per_access: Vec<Verdict> = k
                        .accesses
                        .iter()
                        .map(|a| {
                            let found = by_access.get(&(m.path.as_str(), m.id.as_str(), k.name.as_str(), a.file_line, a.file_column));
                            match found {
                                Some(ix) => ix.iter().map(|i| finding_verdict(&r.findings[*i])).max().unwrap_or(Verdict::Unknown),
                                None if k.launched => Verdict::Proven,
                                None => Verdict::Unchecked,
                            }
                        })
                        .collect();
                    let from_findings = by_kernel.get(&(m.path.as_str(), m.id.as_str(), k.name.as_str())).and_then(|ix| ix.iter().map(|i| finding_verdict(&r.findings[*i])).max());
                    let fallback = if k.launched { Verdict::Proven } else { Verdict::Unchecked };
                    let kernel_verdict = per_access.iter().copied().chain(from_findings).max().unwrap_or(fallback);
                    (kernel_verdict, per_access)
                })
                .collect()
        })
        .collect();

    // Modules and kernels table.
    out.push_str(
        "<h2 id=\"kernels\">Modules and kernels</h2>\n<table><thead><tr><th>module</th><th>kernel</th><th>language</th><th>verdict</th><th>accesses</th></tr></thead><tbody>\n",
    );
    for (mi, m) in modules.iter().enumerate() {
        if m.kernels.is_empty() {
            let _ = writeln!(out, "<tr><td><code>{}</code><br><span class=\"meta\">{}</span></td><td colspan=\"4\">no kernels</td></tr>", esc(&m.id), esc(&m.path));
        }
        for (ki, k) in m.kernels.iter().enumerate() {
            let (v, per) = &verdicts[mi][ki];
            let n = |x: Verdict| per.iter().filter(|p| **p == x).count();
            let module_cell = if ki == 0 { format!("<code>{}</code><br><span class=\"meta\">{}</span>", esc(&m.id), esc(&m.path)) } else { String::new() };
            let _ = writeln!(
                out,
                "<tr><td>{module_cell}</td><td><a href=\"#k-{mi}-{ki}\"><code>{}</code></a></td><td>{}</td><td><span class=\"verdict {cls}\">{cls}</span></td><td>{} total: {} proven, {} violated, {} unknown</td></tr>",
                esc(&k.name),
                k.lang,
                per.len(),
                n(Verdict::Proven),
                n(Verdict::Violated),
                n(Verdict::Unknown),
                cls = v.class()
            );
        }
    }
    out.push_str("</tbody></table>\n");

    // Each kernel: source with accesses coloured, then its findings.
    out.push_str("<h2 id=\"sources\">Kernel sources</h2>\n");
    let mut placed = vec![false; r.findings.len()];
    for (mi, m) in modules.iter().enumerate() {
        for (ki, k) in m.kernels.iter().enumerate() {
            let (v, per) = &verdicts[mi][ki];
            let _ = writeln!(
                out,
                "<section class=\"kernel\" id=\"k-{mi}-{ki}\" data-verdict=\"{cls}\"><h3><code>{}</code> <span class=\"verdict {cls}\">{cls}</span></h3>\n<p class=\"meta\">module <code>{}</code> in {}{}</p>",
                esc(&k.name),
                esc(&m.id),
                esc(&m.path),
                if k.launched { "" } else { " (not launched)" },
                cls = v.class()
            );
            // This kernel's findings: those on its lines (a module seen twice in one log
            // lists the kernel twice; each copy has its own findings).
            let kernel_findings: Vec<usize> = by_kernel
                .get(&(m.path.as_str(), m.id.as_str(), k.name.as_str()))
                .map(|ix| ix.iter().copied().filter(|i| !placed[*i] && k.file_lines.contains(&r.findings[*i].line)).collect())
                .unwrap_or_default();
            for i in &kernel_findings {
                placed[*i] = true;
                render_finding(&mut out, *i, &r.findings[*i]);
            }
            let open = if *v >= Verdict::Unknown { " open" } else { "" };
            let _ = writeln!(out, "<details{open}><summary>source ({} lines)</summary>", k.source.lines().count());
            let extra: Vec<&Finding> = kernel_findings.iter().map(|i| &r.findings[*i]).collect();
            render_source(&mut out, mi, ki, k, per, &extra);
            out.push_str("</details></section>\n");
        }
    }
    // Findings not on any listed access (a kernel the listing could not follow).
    let unplaced: Vec<usize> = (0..r.findings.len()).filter(|i| !placed[*i]).collect();
    if !unplaced.is_empty() {
        out.push_str("<h2 id=\"other-findings\">Findings outside kernel sources</h2>\n");
        for i in unplaced {
            render_finding(&mut out, i, &r.findings[i]);
        }
    }

    if !r.unparsed.is_empty() || !r.unmodelled.is_empty() || !r.input_issues.is_empty() {
        out.push_str("<h2 id=\"input\">Not understood</h2>\n<ul>\n");
        for u in &r.unparsed {
            let _ = writeln!(out, "<li>{}:{}:{}: {} <code>{}</code></li>", esc(&u.path), u.line, u.column, esc(&u.reason), esc(&u.text));
        }
        for u in &r.unmodelled {
            let _ = writeln!(out, "<li>{}:{}:{}: not modelled: {} <code>{}</code></li>", esc(&u.path), u.line, u.column, esc(&u.reason), esc(&u.text));
        }
        for i in &r.input_issues {
            let _ = writeln!(out, "<li>{}: {}: {}</li>", esc(&i.path.display().to_string()), esc(i.severity), esc(&i.message));
        }
        out.push_str("</ul>\n");
    }

    out.push_str("<h2 id=\"rules\">Rules</h2>\n<dl>\n");
    for rule in r.rules {
        let _ = writeln!(
            out,
            "<dt id=\"rule-{}\"><b>{}</b> {} ({})</dt><dd><p>{}</p><p>{}</p></dd>",
            esc(rule.code),
            esc(rule.code),
            esc(rule.name),
            rule.severity.as_str(),
            esc(rule.summary),
            esc(rule.explanation)
        );
    }
    out.push_str("</dl>\n</body></html>\n");
    out
}

fn render_finding(out: &mut String, i: usize, f: &Finding) {
    let v = finding_verdict(f);
    let _ = writeln!(
        out,
        "<div class=\"finding {}\" id=\"f-{i}\"><p><span class=\"sev-{sev}\">{sev}[{code}]</span> {name}: {msg}<br><span class=\"meta\">{path}:{line}:{col}</span></p>",
        v.class(),
        sev = f.severity.as_str(),
        code = esc(f.rule),
        name = esc(f.name),
        msg = esc(&f.message),
        path = esc(&f.path),
        line = f.line,
        col = f.column
    );
    if let Some(a) = f.access_text() {
        let _ = writeln!(out, "<pre>{}</pre>", esc(&a));
    }
    let e = &f.evidence;
    let mut parts: Vec<String> = Vec::new();
    parts.extend(e.binding.iter().map(|(k, v)| format!("{k}={v}")));
    parts.extend(e.config.iter().map(|(k, v)| format!("{k}={v}")));
    if let Some(p) = &e.program_id {
        parts.push(format!("program_id={p:?}"));
    }
    parts.extend(e.indices.iter().map(|(k, v)| format!("{k}={v}")));
    if !parts.is_empty() {
        let _ = writeln!(out, "<p>counterexample: <code class=\"cex\">{}</code></p>", esc(&parts.join(" ")));
    }
    if let Some(o) = &e.offset_expr {
        let _ = writeln!(out, "<p>offset <code>{}</code>; storage <code>{}</code> elements</p>", esc(o), esc(e.extent_expr.as_deref().unwrap_or("size unknown")));
    }
    if let (Some(off), Some(ext)) = (e.offset, e.extent) {
        storage_picture(out, off, ext, e.buffer.as_deref());
    }
    if let Some(r) = &e.reason {
        let _ = writeln!(out, "<p>{}</p>", esc(r));
    }
    out.push_str("</div>\n");
}

/// The buffer's storage as a bar, and where the counterexample's element falls.
fn storage_picture(out: &mut String, offset: i128, extent: i128, buffer: Option<&str>) {
    const W: f64 = 600.0;
    let lo = offset.min(0);
    let hi = extent.max(offset + 1).max(lo + 1);
    let x = |v: i128| 20.0 + (v - lo) as f64 / (hi - lo) as f64 * W;
    let (s0, s1, a0) = (x(0), x(extent.max(0)), x(offset));
    let aw = (x(offset + 1) - a0).max(3.0);
    let name = buffer.map(esc).unwrap_or_else(|| "storage".into());
    let _ = writeln!(
        out,
        "<svg class=\"storage\" width=\"{w}\" height=\"70\" role=\"img\" aria-label=\"element {offset} against a storage of {extent} elements\">\
<rect x=\"{s0:.1}\" y=\"20\" width=\"{sw:.1}\" height=\"18\" fill=\"#d7f5dd\" stroke=\"#116329\"/>\
<rect x=\"{a0:.1}\" y=\"14\" width=\"{aw:.1}\" height=\"30\" fill=\"#d1242f\"/>\
<text x=\"{s0:.1}\" y=\"58\" font-size=\"11\">0</text>\
<text x=\"{s1:.1}\" y=\"58\" font-size=\"11\" text-anchor=\"end\">{name}: {extent} elements</text>\
<text x=\"{a0:.1}\" y=\"11\" font-size=\"11\" fill=\"#a40e26\" text-anchor=\"{anchor}\">element {offset}</text></svg>",
        w = W + 40.0,
        anchor = if a0 > W / 2.0 { "end" } else { "start" },
        sw = (s1 - s0).max(1.0),
    );
}

fn render_source(out: &mut String, mi: usize, ki: usize, k: &KernelListing, verdicts: &[Verdict], findings: &[&Finding]) {
    out.push_str("<pre class=\"src\">");
    for (i, line) in k.source.lines().enumerate() {
        let ln = i as u32 + 1;
        let file_line = k.file_lines.get(i).copied().unwrap_or(0);
        let _ = write!(out, "<span class=\"ln\">{file_line}</span>");
        let chars: Vec<char> = line.chars().collect();
        // Accesses on this line, left to right, without overlap: the listing's, then
        // findings' where the listing has none (kernels without an access model).
        let mut marks: Vec<(usize, usize, Verdict, String)> = k
            .accesses
            .iter()
            .enumerate()
            .filter(|(_, a)| a.line == ln)
            .map(|(ai, a)| {
                let v = verdicts.get(ai).copied().unwrap_or(Verdict::Unchecked);
                let title = format!("{}: {} {}[{}] mask {}", v.class(), a.kind, a.param, a.offset, a.mask);
                (a.col.max(1) as usize - 1, a.len.max(1) as usize, v, title)
            })
            .collect();
        for f in findings.iter().filter(|f| f.line == file_line) {
            let start = f.source_col.max(1) as usize - 1;
            if marks.iter().any(|m| m.0 == start) || f.source_line.as_deref().map(str::trim_end) != Some(line.trim_end()) {
                continue;
            }
            let tail: String = chars.iter().skip(start).collect();
            let len = tail[..crate::diagnostics::call_end(&tail)].chars().count();
            let v = finding_verdict(f);
            marks.push((start, len.max(1), v, format!("{}: {}", v.class(), f.message)));
        }
        marks.sort_by_key(|m| (m.0, m.1));
        let mut at = 0usize;
        for (n, (start, len, v, title)) in marks.into_iter().enumerate() {
            if start < at || start >= chars.len() {
                continue;
            }
            let end = (start + len).min(chars.len());
            out.push_str(&esc(&chars[at..start].iter().collect::<String>()));
            let _ = write!(
                out,
                "<span class=\"acc {}\" id=\"a-{mi}-{ki}-{ln}-{n}\" title=\"{}\">{}</span>",
                v.class(),
                esc(&title),
                esc(&chars[start..end].iter().collect::<String>())
            );
            at = end;
        }
        if at < chars.len() {
            out.push_str(&esc(&chars[at..].iter().collect::<String>()));
        }
        out.push('\n');
    }
    out.push_str("</pre>");
}

fn esc(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => o.push_str("&amp;"),
            '<' => o.push_str("&lt;"),
            '>' => o.push_str("&gt;"),
            '"' => o.push_str("&quot;"),
            '\'' => o.push_str("&#39;"),
            _ => o.push(c),
        }
    }
    o
}
