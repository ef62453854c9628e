//! IA204 overlapping-write: kernel outputs whose elements collide. A launch that writes through a view in
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

use crate::check::storage::arith::{self, Binding};
use crate::check::storage::{shape_text, storage_text, view_noun, Ctx};
use crate::diagnostics::{Evidence, Finding, FindingVerdict, OffsetKind, Rule, Severity};
use crate::model::{ArgBinding, Buffer, Kernel, Launch, Module};

pub const OVERLAPPING_WRITE: Rule = Rule {
    code: "IA204",
    name: "overlapping-write",
    severity: Severity::Error,
    summary: "a kernel launch writes one storage element through two index tuples",
    explanation: "Every view a launch writes (Triton out_ptr/in_out_ptr parameters, C++ non-const pointers) is enumerated at the dump's shapes: a view in which two index tuples name the same storage element (a stride 0, interleaving strides), or two different written views of one storage that share an element, make the result depend on which program writes last. PyTorch refuses such writes in eager (`more than one element of the written-to tensor refers to a single memory location`), and Inductor's own layouts never produce them; a collision means a wrong layout or a storage reused while another output still lives in it. Reported with both index tuples and the element; identical views passed twice are not reported.",
    offset: OffsetKind::Element,
    verdict: FindingVerdict::Violated,
};

/// Views larger than this are not enumerated.
const MAX_ELEMENTS: i128 = 1 << 22;

/// A written view at a binding: parameter, buffer and its concrete layout.
pub(crate) struct Written<'a> {
    pub param: String,
    pub buf: &'a Buffer,
    pub sizes: Vec<i128>,
    pub strides: Vec<i128>,
    pub offset: i128,
}

/// The views a launch writes: Triton's `out_ptr*` / `in_out_ptr*` parameters, C++'s
/// non-const pointer parameters.
pub(crate) fn written_views<'a>(m: &'a Module, launch: &Launch, binding: &Binding) -> Vec<Written<'a>> {
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

    /// Whether the view is small enough to list its elements.
    fn listable(&self) -> bool {
        self.numel() <= MAX_ELEMENTS
    }

    /// Visits every element in index order (the last dimension fastest) with its storage
    /// element and its position in that order, until `visit` returns false. Positions,
    /// not index tuples: a tuple is built ([`Written::index_at`]) only for a collision,
    /// where listing one per element allocated millions.
    fn each_element(&self, mut visit: impl FnMut(i128, u64) -> bool) {
        let mut idx = vec![0i128; self.sizes.len()];
        let mut off = self.offset;
        let mut position = 0u64;
        loop {
            if !visit(off, position) {
                return;
            }
            position += 1;
            let mut d = self.sizes.len();
            loop {
                if d == 0 {
                    return;
                }
                d -= 1;
                idx[d] += 1;
                off += self.strides[d];
                if idx[d] < self.sizes[d] {
                    break;
                }
                off -= self.strides[d] * idx[d];
                idx[d] = 0;
            }
        }
    }

    /// The index tuple at `position` in [`Written::each_element`]'s order.
    fn index_at(&self, mut position: u64) -> Vec<i128> {
        let mut idx = vec![0i128; self.sizes.len()];
        for d in (0..self.sizes.len()).rev() {
            let size = self.sizes[d] as u64;
            idx[d] = (position % size) as i128;
            position /= size;
        }
        idx
    }

    fn same_view(&self, o: &Written) -> bool {
        self.buf.storage_of == o.buf.storage_of && self.offset == o.offset && self.sizes == o.sizes && self.strides == o.strides
    }
}

/// A collision: the storage element and the two index tuples (with their parameters).
pub(crate) struct Collision {
    pub element: i128,
    pub first: (String, Vec<i128>),
    pub second: (String, Vec<i128>),
}

/// A view that writes one element twice.
pub(crate) fn self_collision(w: &Written) -> Option<Collision> {
    if w.surely_distinct() {
        return None;
    }
    if !w.listable() {
        return None;
    }
    let mut seen: HashMap<i128, u64> = HashMap::new();
    let mut found = None;
    w.each_element(|off, at| match seen.insert(off, at) {
        Some(prev) => {
            found = Some(Collision { element: off, first: (w.param.clone(), w.index_at(prev)), second: (w.param.clone(), w.index_at(at)) });
            false
        }
        None => true,
    });
    found
}

/// Two different views of one storage, both written, sharing an element.
pub(crate) fn cross_collision(a: &Written, b: &Written) -> Option<Collision> {
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
    if !a.listable() || !b.listable() {
        return None;
    }
    // An element `a` reaches more than once keeps its last position.
    let mut of_a: HashMap<i128, u64> = HashMap::new();
    a.each_element(|off, at| {
        of_a.insert(off, at);
        true
    });
    let mut found = None;
    b.each_element(|off, at| match of_a.get(&off) {
        Some(&in_a) => {
            found = Some(Collision { element: off, first: (a.param.clone(), a.index_at(in_a)), second: (b.param.clone(), b.index_at(at)) });
            false
        }
        None => true,
    });
    found
}

impl Ctx<'_> {
    /// IA204: a launch writes one storage element through two index tuples.
    pub(crate) fn overlapping_writes(&self, launch: &Launch) -> Vec<Finding> {
        let Some(binding) = self.bindings.first() else { return Vec::new() };
        let written = written_views(self.m, launch, binding);
        let mut out = Vec::new();
        let mut report = |c: Collision, buf: &Buffer, what: String| {
            let tuple = |(p, idx): &(String, Vec<i128>)| format!("{p}[{}]", idx.iter().map(i128::to_string).collect::<Vec<_>>().join(", "));
            let message = format!("launch of {} writes element {} twice ({}): {} and {}; {what}", launch.kernel, c.element, storage_text(buf), tuple(&c.first), tuple(&c.second));
            let evidence = Evidence {
                binding: binding.clone(),
                offset: Some(c.element),
                buffer: Some(buf.storage_of.clone()),
                reason: Some(format!("{} and {} name the same storage element", tuple(&c.first), tuple(&c.second))),
                ..Default::default()
            };
            out.push(self.finding(OVERLAPPING_WRITE, Severity::Error, launch.loc, &launch.kernel, message, evidence));
        };
        for (i, w) in written.iter().enumerate() {
            if let Some(c) = self_collision(w) {
                report(c, w.buf, format!("{} is {} {}", w.param, view_noun(w.buf), shape_text(w.buf)));
                continue;
            }
            for o in &written[i + 1..] {
                if let Some(c) = cross_collision(w, o) {
                    report(c, w.buf, format!("{} is {} {} and {} is {} {}", w.param, view_noun(w.buf), shape_text(w.buf), o.param, view_noun(o.buf), shape_text(o.buf)));
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use crate::check::storage::testing::*;
    use crate::diagnostics::Severity;

    #[test]
    fn outputs_sharing_elements_are_an_overlapping_write() {
        assert!(storage_findings(&module_from(softmax_wrapper())).iter().all(|f| f.rule != "IA204"), "the real outputs are disjoint");
        // The second output placed over the second half of the first one's storage.
        let text = softmax_wrapper().replace(SOFTMAX_OUT2, "buf5 = reinterpret_tensor(buf2, (256, 1000), (1000, 1), 128000)");
        let fs = storage_findings(&module_from(text));
        let f = fs.iter().find(|f| f.rule == "IA204").expect("IA204");
        assert_eq!(f.severity, Severity::Error);
        assert!(f.message.contains("writes element 128000 twice (allocated storage of buf2, 256000 elements): out_ptr4[128, 0] and out_ptr5[0, 0]"), "{}", f.message);
        assert_eq!(f.evidence.offset, Some(128000));
        // Disjoint halves of one storage are fine.
        let text = softmax_wrapper()
            .replace(
                "buf2 = empty_strided_cuda((256, 1000), (1000, 1), torch.float32)",
                "buf9 = empty_strided_cuda((512, 1000), (1000, 1), torch.float32)\n            buf2 = reinterpret_tensor(buf9, (256, 1000), (1000, 1), 0)",
            )
            .replace(SOFTMAX_OUT2, "buf5 = reinterpret_tensor(buf9, (256, 1000), (1000, 1), 256000)");
        let m = module_from(text);
        assert!(m.unparsed.is_empty() && m.buffers["buf2"].storage_of == "buf9" && m.buffers["buf5"].storage_of == "buf9", "{:?}", m.unparsed);
        assert_eq!(m.launches.len(), 1);
        assert!(storage_findings(&m).iter().all(|f| f.rule != "IA204"));
        // A stride 0 in a written view: every row writes the same 1000 elements.
        let text = softmax_wrapper().replace(SOFTMAX_OUT2, "buf5 = empty_strided_cuda((256, 1000), (0, 1), torch.float32)");
        let fs = storage_findings(&module_from(text));
        let f = fs.iter().find(|f| f.rule == "IA204").expect("IA204 on a stride-0 output");
        assert!(f.message.contains("out_ptr5[0, 0] and out_ptr5[1, 0]"), "{}", f.message);
    }
}
