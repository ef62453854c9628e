//! The C++ kernels of Inductor's CPU backend: the source handed to
//! `async_compile.cpp_pybinding([...], r'''...''')`, parsed into a tree
//! ([`ast`]) and read back as the memory accesses, local buffers and checks the bounds
//! checker needs ([`views`]).

pub mod ast;
mod lexer;
mod parser;
pub mod views;

pub use ast::*;
pub use views::*;

/// Parses a C++ kernel source. Never fails as a whole: statements outside the subset
/// are listed in `unsupported` and skipped.
pub fn parse_kernel(src: &str) -> CppParse {
    parser::parse(src)
}

/// Parses one C++ expression (an index, a size, a condition). Positions are relative
/// to `src`.
pub fn parse_expr(src: &str) -> Result<CExpr, Unsupported> {
    parser::parse_expr(src)
}
