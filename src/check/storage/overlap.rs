//! IA204: kernel outputs whose elements collide. A launch that writes through a view in
//! which two index tuples name one storage element (a stride 0, strides that interleave),
//! or through two output views that share elements without being the same view, leaves
//! the result to whichever program writes last. PyTorch refuses such writes in eager
//! (`unsupported operation: more than one element of the written-to tensor refers to a
//! single memory location`); Inductor's own layouts never do it, so a collision means a
//! wrong layout or a storage reused while still live.
//!
//! Decided at the dump's own shapes (the hints): each written view's elements are
//! enumerated (views over more than [`MAX_ELEMENTS`] are skipped after the cheap
//! non-overlap test) and a collision is reported with the two index tuples.

use std::collections::HashMap;

use super::arith::{self, Binding};
use crate::model::{ArgBinding, Buffer, Kernel, Launch, Module};

/// Views larger than this are not enumerated.
const MAX_ELEMENTS: i128 = 1 << 22;

/// A written view at a binding: parameter, buffer and its concrete layout.
pub(super) struct Written<'a> {
    pub param: String,
    pub buf: &'a Buffer,
    pub sizes: Vec<i128>,
    pub strides: Vec<i128>,
    pub offset: i128,
}

/// The views a launch writes: Triton's `out_ptr*` / `in_out_ptr*` parameters, C++'s
/// non-const pointer parameters.
pub(super) fn written_views<'a>(m: &'a Module, launch: &Launch, binding: &Binding) -> Vec<Written<'a>> {
    let Some(kernel) = m.kernel(&launch.kernel) else { return Vec::new() };
    let mut out = Vec::new();
    for (i, (name, b)) in launch.args.iter().enumerate() {
        let writes = match kernel {
            Kernel::Triton(_) => name.starts_with("out_ptr") || name.starts_with("in_out_ptr"),
            Kernel::Cpp(def) => def.arg_types.get(i).is_some_and(|t| t.trim_end().ends_with('*') && !t.trim_start().starts_with("const")),
        };
        let ArgBinding::Tensor { buffer } = b else { continue };
        let Some(buf) = m.buffers.get(buffer).filter(|_| writes) else { continue };
        let eval = |e: &crate::sym::Expr| arith::eval(e, binding);
        let (Some(sizes), Some(strides), Some(offset)) =
            (buf.sizes.iter().map(eval).collect::<Option<Vec<_>>>(), buf.strides.iter().map(eval).collect::<Option<Vec<_>>>(), eval(&buf.offset))
        else {
            continue;
        };
        if sizes.len() != strides.len() || sizes.iter().any(|s| *s <= 0) {
            continue;
        }
        out.push(Written { param: name.clone(), buf, sizes, strides, offset });
    }
    out
}

impl Written<'_> {
    fn numel(&self) -> i128 {
        self.sizes.iter().product()
    }

    /// Sorted by stride, each dimension of size > 1 steps past everything the smaller
    /// ones reach: then no two index tuples meet (the converse does not hold).
    fn surely_distinct(&self) -> bool {
        let mut dims: Vec<(i128, i128)> = self.sizes.iter().zip(&self.strides).filter(|(s, _)| **s > 1).map(|(s, st)| (st.abs(), *s)).collect();
        dims.sort();
        let mut reach = 0i128;
        for (stride, size) in dims {
            if stride <= reach {
                return false;
            }
            reach += (size - 1) * stride;
        }
        true
    }

    /// Every element with its index tuple, when the view is small enough to list.
    fn elements(&self) -> Option<Vec<(i128, Vec<i128>)>> {
        if self.numel() > MAX_ELEMENTS {
            return None;
        }
        let mut out = Vec::with_capacity(self.numel() as usize);
        let mut idx = vec![0i128; self.sizes.len()];
        loop {
            let off = self.offset + idx.iter().zip(&self.strides).map(|(i, s)| i * s).sum::<i128>();
            out.push((off, idx.clone()));
            let mut d = self.sizes.len();
            loop {
                if d == 0 {
                    return Some(out);
                }
                d -= 1;
                idx[d] += 1;
                if idx[d] < self.sizes[d] {
                    break;
                }
                idx[d] = 0;
            }
        }
    }

    fn same_view(&self, o: &Written) -> bool {
        self.buf.storage_of == o.buf.storage_of && self.offset == o.offset && self.sizes == o.sizes && self.strides == o.strides
    }
}

/// A collision: the storage element and the two index tuples (with their parameters).
pub(super) struct Collision {
    pub element: i128,
    pub first: (String, Vec<i128>),
    pub second: (String, Vec<i128>),
}

/// A view that writes one element twice.
pub(super) fn self_collision(w: &Written) -> Option<Collision> {
    if w.surely_distinct() {
        return None;
    }
    let mut seen: HashMap<i128, Vec<i128>> = HashMap::new();
    for (off, idx) in w.elements()? {
        if let Some(prev) = seen.insert(off, idx.clone()) {
            return Some(Collision { element: off, first: (w.param.clone(), prev), second: (w.param.clone(), idx) });
        }
    }
    None
}

/// Two different views of one storage, both written, sharing an element.
pub(super) fn cross_collision(a: &Written, b: &Written) -> Option<Collision> {
    if a.buf.storage_of != b.buf.storage_of || a.same_view(b) {
        return None;
    }
    let span = |w: &Written| {
        let lo = w.offset + w.sizes.iter().zip(&w.strides).map(|(s, st)| (s - 1) * st.min(&0)).sum::<i128>();
        let hi = w.offset + w.sizes.iter().zip(&w.strides).map(|(s, st)| (s - 1) * st.max(&0)).sum::<i128>();
        (lo, hi)
    };
    let ((alo, ahi), (blo, bhi)) = (span(a), span(b));
    if ahi < blo || bhi < alo {
        return None;
    }
    let of_a: HashMap<i128, Vec<i128>> = a.elements()?.into_iter().collect();
    for (off, idx) in b.elements()? {
        if let Some(ia) = of_a.get(&off) {
            return Some(Collision { element: off, first: (a.param.clone(), ia.clone()), second: (b.param.clone(), idx) });
        }
    }
    None
}
