//! The Python subset of Inductor's wrapper modules and Triton kernels.
//!
//! [`parse_module`] reads a whole text into [`Module`] (never failing: what it cannot
//! read is listed in `Module::unsupported`); [`parse_expr`] reads one expression.
//! [`string_content_start`] and [`shift_span`] map positions inside a string literal's
//! value (a kernel source) back to the file holding the literal.

pub mod ast;
mod lines;
mod parser;
mod strings;

pub use ast::*;
pub use parser::{parse_expr, parse_module, MAX_DEPTH, MAX_TREE_DEPTH};
pub use strings::{shift_span, string_content_start};
