//! What a rule is, as every layer above sees it: its code, name, default severity, the
//! one-line summary and the explanation `explain` prints, and what its findings' evidence
//! means. The rules themselves (one file each) live in `crate::rules`.

use serde::Serialize;

use super::Severity;

#[derive(Debug, Clone, Copy)]
pub struct Rule {
    pub code: &'static str,
    pub name: &'static str,
    pub severity: Severity,
    pub summary: &'static str,
    pub explanation: &'static str,
    /// What `Evidence.offset` holds in this rule's findings.
    pub offset: OffsetKind,
    /// What a finding of this rule at its default severity says about the code; an error
    /// is always `Violated` (errors carry a concrete counterexample), and a `Violated` rule
    /// reported as a warning (an overrun found only below the compiled shapes) is `Unknown`.
    pub verdict: FindingVerdict,
}

/// The meaning of `Evidence.offset`, which the JSON contract keeps as one field.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum OffsetKind {
    /// An element index into the storage (or local buffer) the evidence names.
    Element,
    /// A byte offset from the storage start (IA205: a pointer's alignment).
    Byte,
    /// The value an int32 computation reaches (IA105).
    Int32Value,
    /// An integer argument's value (IA206).
    Value,
    /// The rule's findings carry no offset.
    None,
}

/// What one finding says about the code it points at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum FindingVerdict {
    /// Neither proven nor refuted (or not analysed at all): a place to look.
    Unknown,
    /// Correct but hazardous code (a check placed where its failure aborts the process).
    Hazard,
    /// A concrete counterexample: the code is wrong.
    Violated,
}

impl FindingVerdict {
    /// The verdict of a finding of `rule` reported at `severity`.
    pub fn of(rule: &Rule, severity: Severity) -> FindingVerdict {
        match (severity, rule.verdict) {
            (Severity::Error, _) => FindingVerdict::Violated,
            (_, FindingVerdict::Violated) => FindingVerdict::Unknown,
            (_, v) => v,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            FindingVerdict::Unknown => "unknown",
            FindingVerdict::Hazard => "hazard",
            FindingVerdict::Violated => "violated",
        }
    }
}
