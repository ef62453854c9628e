//! One `Finding` type; every renderer reads it. Fields follow the JSON contract of
//! `audit` (schema `inductor-audit/1`).

use std::collections::BTreeMap;

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    Info,
    Warning,
    Error,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Info => "info",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

/// The concrete facts behind a finding: enough to re-check it by hand.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Evidence {
    /// Shape symbol values of the counterexample (or of the check).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub binding: BTreeMap<String, i128>,
    /// The autotune config (block sizes, num_warps) of the counterexample.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub config: BTreeMap<String, i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub program_id: Option<Vec<i128>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lane: Option<i128>,
    /// Every base index value of the counterexample (lanes per block, loop variables).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub indices: BTreeMap<String, i128>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub offset: Option<i128>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub extent: Option<i128>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub buffer: Option<String>,
    /// The symbolic offset and extent, as printed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub offset_expr: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub extent_expr: Option<String>,
    /// Why the verdict is what it is (for unknowns: what stopped the proof).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Finding {
    pub rule: &'static str,
    pub name: &'static str,
    pub severity: Severity,
    pub path: String,
    pub line: u32,
    pub column: u32,
    pub module: String,
    pub kernel: String,
    pub message: String,
    pub evidence: Evidence,
    /// The source line the finding points at (for text output), not in the JSON contract.
    #[serde(skip)]
    pub source_line: Option<String>,
    /// Column in `source_line` (1-based) where the offending text starts.
    #[serde(skip)]
    pub source_col: u32,
    /// Position in the module text, to re-map a finding onto another copy of the same
    /// module (logs repeat modules).
    #[serde(skip)]
    pub module_pos: (u32, u32),
}
