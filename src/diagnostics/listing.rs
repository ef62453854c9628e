//! What a dump holds, kernel by kernel: each kernel's source, where its accesses are, and
//! each access's index expression and mask. Plain data built once in the pipeline (by
//! `check::listing` when a renderer asks for it) and carried in the `Report`: the HTML
//! report shows kernels whole from it, and `diff` compares two dumps with it. No verdicts
//! are made here (those come from the findings).

use serde::Serialize;

#[derive(Debug, Clone, Serialize)]
pub struct ModuleListing {
    pub id: String,
    pub path: String,
    pub compile_id: Option<String>,
    pub kernels: Vec<KernelListing>,
}

#[derive(Debug, Clone, Serialize)]
pub struct KernelListing {
    pub name: String,
    /// `triton` or `cpp`.
    pub lang: &'static str,
    /// Whether the wrapper launches it (only launched kernels are checked).
    pub launched: bool,
    pub source: String,
    /// The file line of each source line (logs interleave prefixes and other processes).
    pub file_lines: Vec<u32>,
    pub accesses: Vec<AccessListing>,
}

#[derive(Debug, Clone, Serialize)]
pub struct AccessListing {
    /// `load`, `store` or `atomic`.
    pub kind: &'static str,
    pub param: String,
    /// Kernel-relative, 1-based: where the call starts.
    pub line: u32,
    pub col: u32,
    /// Characters from `col` to the end of the call on that line.
    pub len: u32,
    /// Where findings on this access point (the file's line and column).
    pub file_line: u32,
    pub file_column: u32,
    /// The element offset with the kernel's named index variables expanded, so that two
    /// kernels computing the same index with other temporaries print the same.
    pub offset: String,
    pub mask: String,
}
