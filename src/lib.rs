//! inductor-audit: audits the code PyTorch Inductor writes.
//!
//! Data flow: `input` (detect and read dumps) → `ia_parsers` (syntax) → `model`
//! (semantics) → `check` (rules) → `report` (findings, renderers).

pub mod sym;
