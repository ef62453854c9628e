//! The Python subset of Inductor's wrapper modules and Triton kernels.
//!
//! [`parse_module`] reads a whole text into [`Module`] (never failing: what it cannot
//! read is listed in `Module::unsupported`); [`parse_expr`] reads one expression.
//! [`string_content_start`] and [`shift_span`] map positions inside a string literal's
//! value (a kernel source) back to the file holding the literal:
//!
//! ```
//! use ia_parsers::py::{parse_module, shift_span, string_content_start, ExprKind, StmtKind};
//!
//! let wrapper = "k = async_compile.triton('k', '''\nimport triton\nx = 1\n''', device_str='cuda')\n";
//! let module = parse_module(wrapper);
//! let StmtKind::Assign { value, .. } = &module.body[0].kind else { unreachable!() };
//! let ExprKind::Call { args, .. } = &value.kind else { unreachable!() };
//! let source = &args[1];
//! let kernel = parse_module(source.as_str().unwrap_or_default());
//! let origin = string_content_start(wrapper, source.span).expect("a string literal");
//! // `x = 1` is on line 3 of the kernel source, and so of the wrapper.
//! assert_eq!(shift_span(origin, kernel.body[1].span).line, 3);
//! ```

pub mod ast;
mod lines;
mod parser;
pub(crate) use parser::IDENT_CONTINUE;
mod strings;

pub use ast::*;
pub use parser::{parse_expr, parse_module, MAX_DEPTH, MAX_TREE_DEPTH};
pub use strings::{shift_span, string_content_start, string_content_start_in, LineStarts};
