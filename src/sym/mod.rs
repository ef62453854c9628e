//! Symbolic integers: canonical construction, exact evaluation, polynomial proofs.

mod expr;
pub use expr::{Cond, Expr, Rel};
