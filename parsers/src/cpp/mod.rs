//! The C++ kernels of Inductor's CPU backend: the source handed to
//! `async_compile.cpp_pybinding([...], r'''...''')`, parsed into a tree
//! ([`ast`]). Syntax only: what the tree means for the bounds checker (memory accesses,
//! vector widths, OpenMP regions, what a TORCH_CHECK bounds) is read in the checker's
//! C++ facts layer (`inductor_audit::check::cpp::views`).

pub mod ast;
mod lexer;
mod parser;

pub use ast::*;

/// Parses a C++ kernel source. Never fails as a whole: statements outside the subset
/// are listed in `unsupported` and skipped.
pub fn parse_kernel(src: &str) -> CppParse {
    parser::parse(src)
}

/// Runs `f` on a thread with the parser's stack (its argument: the nesting depth the
/// parser allows there; a smaller one on this thread when no thread can be started);
/// `failed` gives the result when `f` panics. A walk over a parsed tree
/// recurses as deep as the tree, which the parser bounded for this stack, so it runs on
/// one like it.
pub fn on_parser_stack<T: Send>(f: impl Fn(u32) -> T + Sync, failed: impl FnOnce() -> T) -> T {
    parser::on_parser_stack(f, failed)
}

/// Parses one C++ expression (an index, a size, a condition). Positions are relative
/// to `src`.
pub fn parse_expr(src: &str) -> Result<CExpr, Unsupported> {
    parser::parse_expr(src)
}
