//! The Python subset of Inductor's wrapper modules and Triton kernels.

pub mod ast;
pub use ast::*;
