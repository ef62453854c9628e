//! Findings and their renderers. Renderers read [`Report`] only; they know nothing of how
//! findings were made.

mod finding;
mod github;
mod html;
pub mod listing;
mod sarif;
mod text;

pub use finding::{kernel_stem, unanalysed_finding, Evidence, Finding, Severity};
pub use github::render_github;
pub use html::render_html;
pub use sarif::{render_sarif, sarif_value, SARIF_SCHEMA_URI};
pub use text::{escape_control, render_text, render_text_with, Expectation, TextOptions};

use serde::Serialize;

use crate::check::Stats;
use crate::input::InputIssue;

pub const SCHEMA: &str = "inductor-audit/1";

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
pub struct Report {
    pub schema: &'static str,
    pub stats: Stats,
    pub findings: Vec<Finding>,
    pub unparsed: Vec<UnparsedItem>,
    /// Wrapper statements parsed but not modelled, located like `unparsed`.
    pub unmodelled: Vec<UnparsedItem>,
    pub input_issues: Vec<InputIssue>,
    /// Per module: the release that wrote it and the one whose autotune configs were used.
    pub releases: Vec<crate::input::release::ModuleRelease>,
}

impl Report {
    pub fn has_errors(&self) -> bool {
        self.findings.iter().any(|f| f.severity == Severity::Error)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
    }
}
