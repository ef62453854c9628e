//! One `Finding` type; every renderer reads it. Fields follow the JSON contract of
//! `audit` (schema `inductor-audit/1`).

use std::collections::BTreeMap;

use serde::Serialize;

use super::{FindingVerdict, OffsetKind, Rule, UnknownCause};

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
    /// What the finding says about the code: `violated` (a concrete counterexample),
    /// `unknown` or `hazard`. Set by [`Evidence::typed`] when the finding is made, so that
    /// no reader guesses it from which fields are present.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub verdict: Option<FindingVerdict>,
    /// What `offset` holds: an `element` index, a `byte` offset (IA205), an `int32_value`
    /// (IA105) or an integer argument's `value` (IA206). Present when `offset` is.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub offset_kind: Option<OffsetKind>,
    /// For unknowns: why, as one of a closed set (counted in `stats.unknown_by_cause`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cause: Option<UnknownCause>,
}

impl Evidence {
    /// Fills the typed fields (verdict, what the offset means, the unknown's cause) for a
    /// finding of `rule` at `severity`. Fields a decision site already set are kept.
    pub fn typed(mut self, rule: &Rule, severity: Severity) -> Evidence {
        let verdict = FindingVerdict::of(rule, severity);
        self.verdict.get_or_insert(verdict);
        if self.offset.is_some() && rule.offset != OffsetKind::None {
            self.offset_kind.get_or_insert(rule.offset);
        }
        if verdict == FindingVerdict::Unknown && self.cause.is_none() {
            self.cause = Some(self.reason.as_deref().map(UnknownCause::classify).unwrap_or(UnknownCause::Other));
        }
        self
    }
}

/// Something a parser or the model did not understand, located in the input file.
#[derive(Debug, Clone, Serialize)]
pub struct UnparsedItem {
    pub path: String,
    pub line: u32,
    pub column: u32,
    pub module: String,
    pub text: String,
    pub reason: String,
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

impl Finding {
    /// The text of the offending access in its kernel line: from `source_col` to the
    /// parenthesis that closes the call there (`tl.load(in_ptr0 + (x0), xmask)`), with
    /// runs of whitespace collapsed. `None` without a source line.
    ///
    /// Brackets count as parentheses do, so a C++ access `in_ptr1[f(x)]` is shown whole.
    pub fn access_text(&self) -> Option<String> {
        self.access_text_until(access_end)
    }

    fn access_text_until(&self, end: fn(&str) -> usize) -> Option<String> {
        let src = self.source_line.as_deref()?;
        let start = self.source_col.max(1) as usize - 1;
        let tail: String = src.chars().skip(start).collect();
        let call = &tail[..end(&tail)];
        Some(call.split_whitespace().collect::<Vec<_>>().join(" "))
    }

    /// Identifies a finding across runs and edits of the dump: rule, kernel name and the
    /// access text, never line numbers or the module hash (both change when unrelated
    /// code moves). The kernel's trailing number is left out: Inductor numbers kernels in
    /// emission order, so one kernel more earlier in the program renumbers the rest.
    /// Without an access text the message stands in for it.
    pub fn fingerprint(&self) -> String {
        // The parenthesis-only cut of the first release: baselines already hold it.
        let what = self.access_text_until(call_end).unwrap_or_else(|| self.message.clone());
        format!("{}:{}:{:016x}", self.rule, kernel_stem(&self.kernel), fnv1a(what.as_bytes()))
    }
}

/// `triton_poi_fused_add_3` → `triton_poi_fused_add`.
pub fn kernel_stem(name: &str) -> &str {
    match name.rsplit_once('_') {
        Some((stem, n)) if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) => stem,
        _ => name,
    }
}

/// Byte length of `s` up to and including the `)` closing the first `(`, or all of `s`
/// when the call is not closed on this line. Strings are skipped so that a `')'` in
/// `eviction_policy='...'` cannot end it early.
pub(crate) fn call_end(s: &str) -> usize {
    closing_end(s, false)
}

/// Like [`call_end`], with `[` `]` nesting as `(` `)` do: the end of the bracket or
/// parenthesis closing the first one opened.
pub(crate) fn access_end(s: &str) -> usize {
    closing_end(s, true)
}

/// The byte just past the bracket closing the first one opened (`(`, and `[` too when
/// `square`), skipping quoted strings; all of `s` when it is not closed on this line.
fn closing_end(s: &str, square: bool) -> usize {
    let mut depth = 0u32;
    let mut quote: Option<char> = None;
    let mut escaped = false;
    for (i, c) in s.char_indices() {
        if let Some(q) = quote {
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == q {
                quote = None;
            }
            continue;
        }
        match c {
            '\'' | '"' => quote = Some(c),
            '(' => depth += 1,
            '[' if square => depth += 1,
            ')' | ']' if depth > 0 && (c == ')' || square) => {
                depth -= 1;
                if depth == 0 {
                    return i + 1;
                }
            }
            _ => {}
        }
    }
    s.len()
}

/// A hash whose value is fixed by its definition (std's hashers may change between
/// releases; baselines are kept for years).
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cpp_access_text_is_not_cut_mid_expression() {
        let f = Finding {
            rule: "IA101",
            name: "load-out-of-bounds",
            severity: Severity::Error,
            path: "x.log".into(),
            line: 1,
            column: 1,
            module: "m".into(),
            kernel: "cpp_fused_0".into(),
            message: "m".into(),
            evidence: Evidence::default(),
            source_line: Some("    auto tmp10 = in_ptr1[static_cast<int64_t>(tmp9[x1_inner] + 37L*x0)];".into()),
            source_col: 18,
            module_pos: (1, 1),
        };
        assert_eq!(f.access_text().as_deref(), Some("in_ptr1[static_cast<int64_t>(tmp9[x1_inner] + 37L*x0)]"));
        // Fingerprints keep the first release's cut: existing baselines still match.
        assert_eq!(f.access_text_until(call_end).as_deref(), Some("in_ptr1[static_cast<int64_t>(tmp9[x1_inner] + 37L*x0)"));
    }
}
