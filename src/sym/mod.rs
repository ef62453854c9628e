//! Symbolic integers: canonical construction, exact evaluation, polynomial proofs.
//!
//! - [`Expr`]/[`Cond`] (expr.rs): the trees; build them only through the smart
//!   constructors (ops.rs), which keep them canonical.
//! - [`Poly`] (poly.rs): polynomials over atoms, exact division, sign proofs.
//! - eval.rs / compiled.rs: exact i128 evaluation, and a compiled form for per-lane use.
//! - from_py.rs: conversion from the Python AST with the right division semantics.
//! - interval.rs: ranges with symbolic and numeric endpoints.

mod compiled;
mod display;
mod eval;
mod expr;
mod from_py;
mod hash;
mod interval;
mod ops;
mod poly;
mod quotients;

pub use compiled::{Compiled, CompiledCond, Unbound};
pub use display::Printed;
pub use eval::{c_mod_i128, c_mod_i64, fits_i32, fits_i64, floor_div_i128, floor_div_i64, py_mod_i128, py_mod_i64, trunc_div_i128, trunc_div_i64, EvalError};
pub use expr::{Cond, Expr, Rel};
pub use from_py::{cond_from_py, from_py, relation, MinMaxMacro, Semantics, Unsupported};
pub use hash::{Fingerprinter, FxBuildHasher, FxHashMap, FxHasher};
pub use interval::{Bound, IntInterval, Interval};
pub use ops::{add, and, c_mod, cmp, floor_div, max, min, mul, neg, not, or, pow, py_mod, sub, trunc_div, where_};
pub use poly::{Atom, Monomial, Poly};
pub use quotients::{quotients_relaxed_up, Nesting};

/// Stack of an audit worker thread: the model and the checks walk expression trees
/// recursively, and the parsers accept trees as deep as CPython compiles (thousands of
/// levels). Untouched stack pages are never committed: the size costs address space only.
/// One MiB more than the parsers' own threads, so that a worker declaring it
/// (`ia_parsers::declare_thread_stack`) parses inline instead of handing each parse to
/// another thread.
pub const WORKER_STACK: usize = 65 << 20;
