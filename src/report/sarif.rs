//! SARIF 2.1.0, for code-scanning services: every rule with its help text, every finding
//! as a result with a stable fingerprint, and what the tool did not understand as
//! notifications of the invocation.

use serde_json::{json, Value};

use super::{Finding, Report, Severity};

pub const SARIF_SCHEMA_URI: &str = "https://json.schemastore.org/sarif-2.1.0.json";

pub fn render_sarif(r: &Report) -> String {
    serde_json::to_string_pretty(&sarif_value(r)).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
}

pub fn sarif_value(r: &Report) -> Value {
    let rules_json: Vec<Value> = r
        .rules
        .iter()
        .map(|rule| {
            json!({
                "id": rule.code,
                "name": rule.name,
                "shortDescription": {"text": rule.summary},
                "fullDescription": {"text": rule.explanation},
                "help": {"text": rule.explanation},
                "defaultConfiguration": {"level": level(rule.severity)},
            })
        })
        .collect();
    let results: Vec<Value> = r.findings.iter().map(|f| result(r, f)).collect();
    let mut notifications: Vec<Value> = r
        .unparsed
        .iter()
        .map(|u| {
            json!({
                "level": "warning",
                "message": {"text": format!("not understood ({}): {}", u.reason, u.text)},
                "locations": [location(&u.path, u.line, u.column, None)],
            })
        })
        .collect();
    notifications.extend(r.unmodelled.iter().map(|u| {
        json!({
            "level": "warning",
            "message": {"text": format!("not modelled ({}): {}", u.reason, u.text)},
            "locations": [location(&u.path, u.line, u.column, None)],
        })
    }));
    notifications.extend(r.input_issues.iter().map(|i| {
        let path = i.path.display().to_string();
        let mut loc = json!({"physicalLocation": {"artifactLocation": {"uri": uri(&path)}}});
        if let Some(line) = i.line.filter(|l| *l > 0) {
            loc["physicalLocation"]["region"] = json!({"startLine": line});
        }
        json!({
            "level": if i.severity == "error" { "error" } else { "warning" },
            "message": {"text": i.message},
            "locations": [loc],
        })
    }));
    json!({
        "$schema": SARIF_SCHEMA_URI,
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {
                "name": "inductor-audit",
                "version": env!("CARGO_PKG_VERSION"),
                "rules": rules_json,
            }},
            "columnKind": "unicodeCodePoints",
            "invocations": [{
                "executionSuccessful": true,
                "toolExecutionNotifications": notifications,
            }],
            "results": results,
        }],
    })
}

/// Code-scanning UIs open text files of the checkout, not lines inside a `.gz`: a finding
/// in a gzipped log points at the module's own file in the capture's cache
/// (`<log dir>/cache/<xy>/c<xy...>.py`, which Inductor wrote and `capture` keeps), at the
/// same code, with the log line kept as a related location. Only when that file holds
/// the finding's source line at the module position; otherwise the log stays the location.
fn openable(f: &Finding) -> Option<(String, u32, u32)> {
    if !f.path.ends_with(".gz") {
        return None;
    }
    let stem = f.module.as_str();
    let sub = stem.get(1..3)?;
    if !stem.starts_with('c') || !stem.bytes().all(|b| b.is_ascii_alphanumeric()) {
        return None;
    }
    let dir = std::path::Path::new(&f.path).parent()?;
    let file = dir.join("cache").join(sub).join(format!("{stem}.py"));
    let (line, col) = f.module_pos;
    let want = f.source_line.as_deref()?.trim();
    let text = std::fs::read_to_string(&file).ok()?;
    let at = text.lines().nth(line.checked_sub(1)? as usize)?;
    (at.trim() == want).then(|| (file.display().to_string(), line, col))
}

fn result(r: &Report, f: &Finding) -> Value {
    let (path, line, column) = openable(f).unwrap_or_else(|| (f.path.clone(), f.line, f.column));
    let mut v = json!({
        "ruleId": f.rule,
        "level": level(f.severity),
        "message": {"text": f.message},
        "locations": [location(&path, line, column, f.access_text().as_deref())],
        "partialFingerprints": {"inductorAudit/v1": f.fingerprint()},
        "properties": {
            "kernel": f.kernel,
            "module": f.module,
            "evidence": f.evidence,
        },
    });
    if let Some(i) = r.rules.iter().position(|rule| rule.code == f.rule) {
        v["ruleIndex"] = json!(i);
    }
    if path != f.path {
        let mut log = location(&f.path, f.line, f.column, None);
        log["message"] = json!({"text": "the same line in the log the module was read from"});
        v["relatedLocations"] = json!([log]);
    }
    v
}

fn location(path: &str, line: u32, column: u32, snippet: Option<&str>) -> Value {
    // SARIF lines and columns are 1-based; 0 means "unknown" here and must be left out.
    let mut region = serde_json::Map::new();
    if line > 0 {
        region.insert("startLine".into(), json!(line));
        if column > 0 {
            region.insert("startColumn".into(), json!(column));
        }
    }
    if let Some(s) = snippet {
        region.insert("snippet".into(), json!({"text": s}));
    }
    let mut phys = json!({"artifactLocation": {"uri": uri(path)}});
    if !region.is_empty() {
        phys["region"] = Value::Object(region);
    }
    json!({"physicalLocation": phys})
}

fn level(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Info => "note",
    }
}

/// A path as a URI reference: relative paths stay relative (code scanning resolves them
/// against the checkout), absolute ones become `file://` URIs; anything outside the
/// unreserved set is percent-encoded.
fn uri(path: &str) -> String {
    let p = path.replace('\\', "/");
    let mut out = String::new();
    if p.starts_with('/') {
        out.push_str("file://");
    }
    for b in p.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~/".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn uris_are_encoded() {
        assert_eq!(super::uri("dump dir/out.log"), "dump%20dir/out.log");
        assert_eq!(super::uri("/tmp/a#b.log"), "file:///tmp/a%23b.log");
        assert_eq!(super::uri("C:\\x\\y.py"), "C%3A/x/y.py");
    }
}
