//! The report of a run and its renderers. Renderers read [`Report`] only (and the
//! diagnostics types in it); they know nothing of how findings were made.

mod github;
mod html;
mod sarif;
mod text;

/// The kernel listings renderers show (built once in the pipeline, carried in [`Report`]).
pub mod listing {
    pub use crate::diagnostics::listing::*;
}

pub use crate::diagnostics::{kernel_stem, Evidence, Finding, Severity, Stats, UnparsedItem};
pub use github::render_github;
pub use html::render_html;
pub use sarif::{render_sarif, sarif_value, SARIF_SCHEMA_URI};
pub use text::{escape_control, render_text, render_text_with, Expectation, TextOptions};

use serde::Serialize;

use crate::diagnostics::listing::ModuleListing;
use crate::diagnostics::Rule;
use crate::input::InputIssue;

pub const SCHEMA: &str = "inductor-audit/1";

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
    /// Every rule the run checked, in code order (SARIF and HTML list them). Set by the
    /// pipeline from `crate::rules::ALL`, so renderers never reach into the rules layer.
    #[serde(skip)]
    pub rules: &'static [Rule],
    /// Each module's kernels with their accesses, for renderers that show kernels (HTML)
    /// and for `diff`: built in the same pass as the audit when asked for
    /// (`RunControl::listing`), empty otherwise.
    #[serde(skip)]
    pub listing: Vec<ModuleListing>,
}

impl Report {
    pub fn has_errors(&self) -> bool {
        self.findings.iter().any(|f| f.severity == Severity::Error)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
    }
}
