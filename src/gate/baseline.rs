//! Baselines: the findings a project has accepted, so that only new ones fail its CI.
//!
//! A finding is known by [`Finding::fingerprint`] (rule, kernel, access text), counted:
//! a kernel with two identical unmasked loads that gains a third has one new finding.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::diagnostics::Finding;

pub const BASELINE_SCHEMA: &str = "inductor-audit-baseline/1";

#[derive(Debug, thiserror::Error)]
pub enum BaselineError {
    #[error("cannot read baseline {path}: {source}")]
    Read { path: PathBuf, source: std::io::Error },
    #[error("cannot write baseline {path}: {source}")]
    Write { path: PathBuf, source: std::io::Error },
    #[error("{path} is not an inductor-audit baseline: {reason}")]
    Format { path: PathBuf, reason: String },
}

/// One accepted finding; all but `fingerprint` and `count` are for people reading the
/// file (and reviewing its diff).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct BaselineEntry {
    pub fingerprint: String,
    pub rule: String,
    pub kernel: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub access: Option<String>,
    pub message: String,
    pub count: u32,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Baseline {
    pub schema: String,
    /// Sorted by fingerprint, so that rewriting an unchanged baseline changes no byte.
    pub findings: Vec<BaselineEntry>,
}

impl Baseline {
    pub fn from_findings(findings: &[Finding]) -> Baseline {
        let mut by_fp: BTreeMap<String, BaselineEntry> = BTreeMap::new();
        for f in findings {
            let fp = f.fingerprint();
            by_fp.entry(fp.clone()).and_modify(|e| e.count += 1).or_insert_with(|| BaselineEntry {
                fingerprint: fp,
                rule: f.rule.to_string(),
                kernel: f.kernel.clone(),
                access: f.access_text(),
                message: f.message.clone(),
                count: 1,
            });
        }
        Baseline { schema: BASELINE_SCHEMA.to_string(), findings: by_fp.into_values().collect() }
    }

    pub fn read(path: &Path) -> Result<Baseline, BaselineError> {
        let bytes = std::fs::read(path).map_err(|source| BaselineError::Read { path: path.to_path_buf(), source })?;
        let b: Baseline = serde_json::from_slice(&bytes).map_err(|e| BaselineError::Format { path: path.to_path_buf(), reason: e.to_string() })?;
        if b.schema != BASELINE_SCHEMA {
            return Err(BaselineError::Format { path: path.to_path_buf(), reason: format!("schema {:?}, expected {BASELINE_SCHEMA:?}", b.schema) });
        }
        Ok(b)
    }

    pub fn write(&self, path: &Path) -> Result<(), BaselineError> {
        let text = serde_json::to_string_pretty(self).map_err(|e| BaselineError::Format { path: path.to_path_buf(), reason: e.to_string() })? + "\n";
        std::fs::write(path, text).map_err(|source| BaselineError::Write { path: path.to_path_buf(), source })
    }

    /// Splits `findings` into those the baseline does not account for (new, in their
    /// original order) and the number it does.
    pub fn split_new(&self, findings: Vec<Finding>) -> (Vec<Finding>, usize) {
        let mut left: BTreeMap<&str, u32> = self.findings.iter().map(|e| (e.fingerprint.as_str(), e.count)).collect();
        let mut known = 0;
        let new = findings
            .into_iter()
            .filter(|f| match left.get_mut(f.fingerprint().as_str()) {
                Some(n) if *n > 0 => {
                    *n -= 1;
                    known += 1;
                    false
                }
                _ => true,
            })
            .collect();
        (new, known)
    }
}
