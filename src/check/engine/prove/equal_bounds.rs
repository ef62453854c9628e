//! Which of two bounds to keep when each is provably within the other.
//!
//! Where the guards pin the sizes (`Eq((s53 - 1)//2 + 1, 15)` leaves `s53` in `[29, 30]`),
//! bounds of different forms become equal at every allowed shape: a block-rounded domain
//! end `256*((n + 255) // 256) - 1` and the mask's `n - 1` when `n` is a multiple of 256
//! there, a dividend's `x_numel - 1` and the remainder's own `m - 1` when the other factor
//! of `x_numel` is 1. Either is sound; the first found (the domain's, the dividend's) loses
//! the structure the final comparison needs, since quotients of it no longer divide (the
//! batch index of `xindex // (16*A*B)` bounded by 2 instead of 1) and products of sizes
//! no longer cancel against the storage's. The later one (a mask's fact, the remainder's
//! modulus) is kept.

use super::Ctx;
use crate::sym::Expr;

impl Ctx<'_> {
    /// Whether `b` is as tight as `a` (an upper bound when `upper`), given that `a` is as
    /// tight as `b` (the caller's): only where the guards bound sizes from above, the one
    /// case where two different forms are routinely equal.
    pub(super) fn later_bound_as_tight(&self, a: &Expr, b: &Expr, upper: bool) -> bool {
        let capped = self.sym_min.keys().any(|k| k.ends_with(crate::check::arith::MAX_KEY_SUFFIX));
        capped && a != b && if upper { self.le(b, a) } else { self.le(a, b) }
    }
}
