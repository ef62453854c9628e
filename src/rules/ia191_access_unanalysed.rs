//! IA191 access-unanalysed: code the parsers or the model could not read: the accesses in it are not checked.
//!
//! Decided here: every unparsed item becomes one finding (the pipeline calls [`finding`]).

use crate::diagnostics::{Evidence, Finding, FindingVerdict, OffsetKind, Rule, Severity, UnknownCause, UnparsedItem};

pub const ACCESS_UNANALYSED: Rule = Rule {
    code: "IA191",
    name: "access-unanalysed",
    severity: Severity::Warning,
    summary: "code the parsers or the model could not read: the accesses in it are not checked",
    explanation: "A line of a wrapper module or kernel that the tool could not parse or model (an expression nested deeper than the parser's limit, an integer literal beyond 128 bits, a statement form it does not know). The loads and stores in it, or the launches it makes, are not checked at all: an out-of-bounds access there would go unreported. This finding makes that visible in every format and to every gate that reads findings (it is also listed under `unparsed`, with the reason). Not a bug report about the audited code: a place the audit did not cover. The evidence's reason says what stopped the parser.",
    offset: OffsetKind::None,
    verdict: FindingVerdict::Unknown,
};

/// The IA191 finding standing for one unparsed item: what was not read was not checked.
pub fn finding(u: &UnparsedItem) -> Finding {
    let rule = ACCESS_UNANALYSED;
    Finding {
        rule: rule.code,
        name: rule.name,
        severity: rule.severity,
        path: u.path.clone(),
        line: u.line,
        column: u.column,
        module: u.module.clone(),
        kernel: String::new(),
        message: format!("not analysed ({}): the accesses here are unchecked", u.reason),
        evidence: Evidence { reason: Some(u.reason.clone()), cause: Some(UnknownCause::Unparsed), ..Evidence::default() }.typed(&rule, rule.severity),
        source_line: Some(u.text.clone()),
        source_col: 1,
        module_pos: (u.line, u.column),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unparsed_item_is_an_unknown_warning_at_its_place() {
        let u = UnparsedItem { path: "x.py".into(), line: 3, column: 5, module: "m".into(), text: "buf0 = f(".into(), reason: "unclosed call".into() };
        let f = finding(&u);
        assert_eq!((f.rule, f.severity, f.line, f.column), ("IA191", Severity::Warning, 3, 5));
        assert_eq!(f.evidence.verdict, Some(FindingVerdict::Unknown));
        assert_eq!(f.evidence.cause, Some(UnknownCause::Unparsed));
        assert!(f.message.contains("unclosed call"), "{}", f.message);
    }
}
