//! The diagnostics layer: what every rule emits and every renderer reads. `Finding` with
//! its typed `Evidence`, `Severity`, `Rule` (the type; the rules are in `crate::rules`),
//! `Stats`, why an unknown is unknown (`UnknownCause`), and the kernel listings that
//! renderers show.
//!
//! *Invariant:* plain data. This layer imports nothing of the crate but itself (the
//! layer-order test in `tests/suite/layers.rs` enforces it): rules and checks depend on
//! it, and so does `report`, so neither needs the other.

mod cause;
mod finding;
pub mod listing;
mod rule;
mod stats;

pub use cause::UnknownCause;
pub(crate) use finding::call_end;
pub use finding::{kernel_stem, Evidence, Finding, Severity, UnparsedItem};
pub use rule::{FindingVerdict, OffsetKind, Rule};
pub use stats::Stats;
