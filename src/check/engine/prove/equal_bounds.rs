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

#[cfg(test)]
mod tests {
    use std::collections::HashMap;
    use std::sync::Arc;

    use super::*;
    use crate::check::facts::{Atom, AtomKind, KernelFacts};
    use crate::sym::Cond;

    fn v(n: &str) -> Expr {
        Expr::var(n)
    }

    /// A batch-norm store over two batches of `16*s` elements, with `s` pinned to 16 by the
    /// guards: the block-rounded domain end `256*((32*s + 255) // 256) - 1` equals the mask's
    /// `32*s - 1` there. Kept, the mask's form divides by the batch size `16*s` (batch index
    /// at most 1); the domain's gives 2, one batch past the view.
    #[test]
    fn equal_bounds_under_guard_maxima_keep_the_masks_form() {
        let n = Expr::int(32) * v("s");
        let rounded = Expr::int(256) * (n.clone() + Expr::int(255)).floor_div(Expr::int(256));
        let mut k = KernelFacts::default();
        for (name, kind) in
            [("xindex", AtomKind::Loop { start: Expr::int(0), end: rounded, step: Expr::int(1) }), ("x2", AtomKind::Derived { def: v("xindex").trunc_div(Expr::int(16) * v("s")) })]
        {
            k.atoms.insert(Arc::from(name), Atom { name: Arc::from(name), kind });
        }
        let res = HashMap::new();
        let pinned: HashMap<String, i128> = [("s".to_string(), 16), (format!("s{}", crate::check::arith::MAX_KEY_SUFFIX), 16)].into();
        let mut ctx = Ctx::new(&k, &pinned, &res);
        ctx.assume(&Cond::lt(v("xindex"), n.clone()));
        assert_eq!(ctx.range(&v("xindex")).hi, Some(n.clone() - Expr::int(1)));
        assert_eq!(ctx.range(&v("x2")).hi, Some(Expr::int(1)));
        // Without a largest size the two are not equal (the rounded end is larger for most
        // `s`): the mask's end is the tighter one anyway.
        let open: HashMap<String, i128> = [("s".to_string(), 1)].into();
        let mut ctx = Ctx::new(&k, &open, &res);
        ctx.assume(&Cond::lt(v("xindex"), n.clone()));
        assert_eq!(ctx.range(&v("xindex")).hi, Some(n - Expr::int(1)));
    }
}
