//! Rule selection and severities, like ruff's: `--select`/`--ignore` on the command line
//! over `[tool.inductor-audit]` in the nearest `pyproject.toml`:
//!
//! ```toml
//! [tool.inductor-audit]
//! select = ["IA1"]            # rule codes, code prefixes, rule names, or "ALL"
//! ignore = ["IA190"]
//! severity = { IA190 = "info", IA104 = "error" }
//! ```
//!
//! Where a selector of `select` and one of `ignore` both match a rule, the more specific
//! (longer) one wins, and `ignore` wins a tie; so `select = ["IA1"], ignore = ["IA190"]`
//! keeps IA101 and drops IA190, and `ignore = ["IA1"], select = ["IA101"]` keeps IA101.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::check::rules;
use crate::diagnostics::{Finding, Severity};
use crate::report::Report;

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("cannot read {path}: {source}")]
    Read { path: PathBuf, source: std::io::Error },
    #[error("{path}: {reason}")]
    Invalid { path: PathBuf, reason: String },
    #[error("{0}")]
    Selector(String),
}

/// The `[tool.inductor-audit]` table as written.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct RawConfig {
    select: Option<Vec<String>>,
    #[serde(default)]
    ignore: Vec<String>,
    #[serde(default)]
    severity: BTreeMap<String, String>,
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct Settings {
    /// `None`: every rule.
    pub select: Option<Vec<String>>,
    pub ignore: Vec<String>,
    /// Selector → severity; the most specific selector matching a rule decides.
    pub severity: Vec<(String, Severity)>,
    /// The pyproject.toml it came from, if any.
    pub source: Option<PathBuf>,
}

impl Settings {
    /// Reads `[tool.inductor-audit]` of a pyproject.toml text; `Ok(None)` when the table is
    /// absent.
    pub fn from_pyproject(path: &Path, text: &str) -> Result<Option<Settings>, ConfigError> {
        let invalid = |reason: String| ConfigError::Invalid { path: path.to_path_buf(), reason };
        let doc: toml::Table = toml::from_str(text).map_err(|e| invalid(e.to_string()))?;
        let Some(table) = doc.get("tool").and_then(|t| t.get("inductor-audit")) else {
            return Ok(None);
        };
        let raw: RawConfig = table.clone().try_into().map_err(|e: toml::de::Error| invalid(format!("[tool.inductor-audit]: {e}")))?;
        let mut severity = Vec::new();
        for (sel, level) in raw.severity {
            let level = parse_severity(&level).ok_or_else(|| invalid(format!("[tool.inductor-audit] severity of {sel}: {level:?} is not one of error, warning, info")))?;
            severity.push((sel, level));
        }
        let c = Settings { select: raw.select, ignore: raw.ignore, severity, source: Some(path.to_path_buf()) };
        c.validate().map_err(|e| invalid(e.to_string()))?;
        Ok(Some(c))
    }

    /// The nearest pyproject.toml with a `[tool.inductor-audit]` table, from `start`
    /// upwards (a pyproject without the table does not stop the search, as in ruff).
    pub fn discover(start: &Path) -> Result<Settings, ConfigError> {
        for dir in start.ancestors() {
            let path = dir.join("pyproject.toml");
            if !path.is_file() {
                continue;
            }
            let text = std::fs::read_to_string(&path).map_err(|source| ConfigError::Read { path: path.clone(), source })?;
            if let Some(c) = Settings::from_pyproject(&path, &text)? {
                return Ok(c);
            }
        }
        Ok(Settings::default())
    }

    /// Reads an explicitly named pyproject.toml; a missing table there is an empty config.
    pub fn load(path: &Path) -> Result<Settings, ConfigError> {
        let text = std::fs::read_to_string(path).map_err(|source| ConfigError::Read { path: path.to_path_buf(), source })?;
        Ok(Settings::from_pyproject(path, &text)?.unwrap_or_default())
    }

    /// Command-line selection over the file's, as a later layer in ruff: `--select`
    /// replaces the file's whole selection (its select and its ignore), `--ignore` alone
    /// adds to the file's ignore.
    pub fn with_cli(mut self, select: &[String], ignore: &[String]) -> Result<Settings, ConfigError> {
        let split = |v: &[String]| v.iter().flat_map(|s| s.split(',')).map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect::<Vec<_>>();
        if !select.is_empty() {
            self.select = Some(split(select));
            self.ignore.clear();
        }
        self.ignore.extend(split(ignore));
        self.validate()?;
        Ok(self)
    }

    fn validate(&self) -> Result<(), ConfigError> {
        let all = self.select.iter().flatten().chain(&self.ignore).chain(self.severity.iter().map(|(s, _)| s));
        for sel in all {
            if !rules::ALL.iter().any(|r| specificity(sel, r).is_some()) {
                return Err(ConfigError::Selector(format!("{sel:?} selects no rule (`inductor-audit rules` lists them)")));
            }
        }
        Ok(())
    }

    pub fn is_selected(&self, code: &str) -> bool {
        let Some(rule) = rules::find(code) else {
            return true;
        };
        let best = |sels: &[String]| sels.iter().filter_map(|s| specificity(s, rule)).max();
        let selected = match &self.select {
            None => Some(0),
            Some(s) => best(s),
        };
        match (selected, best(&self.ignore)) {
            (None, _) => false,
            (Some(_), None) => true,
            (Some(s), Some(i)) => s > i,
        }
    }

    pub fn severity_of(&self, code: &str, default: Severity) -> Severity {
        let Some(rule) = rules::find(code) else {
            return default;
        };
        self.severity.iter().filter_map(|(s, level)| specificity(s, rule).map(|n| (n, *level))).max_by_key(|(n, _)| *n).map_or(default, |(_, l)| l)
    }

    pub fn apply_to(&self, findings: Vec<Finding>) -> Vec<Finding> {
        findings
            .into_iter()
            .filter(|f| self.is_selected(f.rule))
            .map(|mut f| {
                f.severity = self.severity_of(f.rule, f.severity);
                f
            })
            .collect()
    }

    pub fn apply(&self, mut report: Report) -> Report {
        report.findings = self.apply_to(std::mem::take(&mut report.findings));
        report
    }
}

fn parse_severity(s: &str) -> Option<Severity> {
    match s.to_ascii_lowercase().as_str() {
        "error" => Some(Severity::Error),
        "warning" | "warn" => Some(Severity::Warning),
        "info" | "note" => Some(Severity::Info),
        _ => None,
    }
}

/// How specifically `sel` names `rule`: `None` if not at all, 0 for `ALL`, else the length
/// of the matched prefix (a full code or the rule's name is the most specific).
fn specificity(sel: &str, rule: &rules::Rule) -> Option<usize> {
    if sel.eq_ignore_ascii_case("ALL") {
        return Some(0);
    }
    if sel == rule.name {
        return Some(usize::MAX);
    }
    let up = sel.to_ascii_uppercase();
    rule.code.starts_with(up.as_str()).then_some(up.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cfg(text: &str) -> Settings {
        Settings::from_pyproject(Path::new("pyproject.toml"), text).expect("valid").expect("has the table")
    }

    #[test]
    fn more_specific_selector_wins() {
        let c = cfg("[tool.inductor-audit]\nselect = [\"IA1\"]\nignore = [\"IA190\"]\n");
        assert!(c.is_selected("IA101"));
        assert!(!c.is_selected("IA190"));
        let c = cfg("[tool.inductor-audit]\nselect = [\"IA101\"]\nignore = [\"IA1\"]\n");
        assert!(c.is_selected("IA101"));
        assert!(!c.is_selected("IA102"));
        let c = cfg("[tool.inductor-audit]\nignore = [\"bounds-unproven\"]\n");
        assert!(c.is_selected("IA104"));
        assert!(!c.is_selected("IA190"));
    }

    #[test]
    fn cli_select_replaces_and_ignore_extends() {
        let c = cfg("[tool.inductor-audit]\nselect = [\"IA190\"]\nignore = [\"IA104\"]\n");
        let c = c.with_cli(&["IA101,IA102".into()], &["IA102".into()]).expect("valid");
        assert!(c.is_selected("IA101"));
        assert!(!c.is_selected("IA102"));
        assert!(!c.is_selected("IA190"));
        let c = cfg("[tool.inductor-audit]\nignore = [\"IA101\"]\n").with_cli(&["IA1".into()], &[]).expect("valid");
        assert!(c.is_selected("IA101"), "--select drops the file's ignore");
        let c = cfg("[tool.inductor-audit]\nignore = [\"IA101\"]\n").with_cli(&[], &["IA102".into()]).expect("valid");
        assert!(!c.is_selected("IA101") && !c.is_selected("IA102") && c.is_selected("IA190"));
    }

    #[test]
    fn severity_overrides_by_most_specific() {
        let c = cfg("[tool.inductor-audit.severity]\nIA1 = \"info\"\nIA190 = \"error\"\n");
        assert_eq!(c.severity_of("IA190", Severity::Warning), Severity::Error);
        assert_eq!(c.severity_of("IA104", Severity::Warning), Severity::Info);
    }

    #[test]
    fn rejects_mistakes_with_the_file_named() {
        for bad in [
            "[tool.inductor-audit]\nselect = [\"E501\"]\n",
            "[tool.inductor-audit]\nselct = [\"IA1\"]\n",
            "[tool.inductor-audit]\nseverity = { IA101 = \"fatal\" }\n",
            "[tool.inductor-audit\n",
        ] {
            let e = Settings::from_pyproject(Path::new("proj/pyproject.toml"), bad).expect_err(bad);
            assert!(e.to_string().contains("proj/pyproject.toml"), "{e}");
        }
        assert!(Settings::from_pyproject(Path::new("p"), "[tool.ruff]\nline-length = 100\n").expect("valid").is_none());
    }
}
