//! The outputs of ATen ops that Inductor calls as fallbacks and unpacks by index
//! (`buf3 = torch.ops.aten.topk.default(buf2, 4)`, then `buf5 = buf3[1]`: `MultiOutput`).
//! Later releases assert each output's layout right after it is unpacked (2.8:
//! `assert_size_stride(buf5, sizes, strides, op)`, 2.15: `assert_tensor_metadata(buf5,
//! sizes, strides, dtype, op)`), and the assert replaces this model; 2.5 and 2.6 write only
//! `buf5 = buf3[1]`, so a kernel or a `reinterpret_tensor` given `buf5` had no storage
//! (the launch argument was unmodelled and every access through it unknown).
//!
//! ATen allocates each output below dense: `topk` and `sort` contiguous (their meta
//! functions pass no strides), CPU flash attention's output and logsumexp as a transposed
//! contiguous `empty`, its backward's gradients and `convolution_backward`'s as
//! `empty_like`/`empty` of a memory format, which is dense. A dense tensor's storage holds
//! exactly the product of its sizes, and those sizes follow from the op's arguments
//! (ATen's shape rules). The output is modelled as that flat storage, its strides left
//! unclaimed: a one-dimensional view of `numel` elements. Ops not listed stay opaque.

use ia_parsers::py::{Expr as PyExpr, ExprKind, Keyword};

use super::{Builder, Value};
use crate::model::{ArgBinding, Buffer, DType, ExternCall, Origin};
use crate::sym::Expr;

/// One output of a fallback op: its sizes (by ATen's shape rule) and dtype when known.
#[derive(Debug, Clone)]
pub(super) struct FallbackOutput {
    pub sizes: Vec<Expr>,
    pub dtype: Option<DType>,
}

/// `torch.ops.aten.topk.default` / `aten.topk.default` → `topk.default`.
fn op_name(func: &str) -> &str {
    let f = func.strip_prefix("torch.ops.").unwrap_or(func);
    f.strip_prefix("aten.").unwrap_or(f)
}

/// A dimension argument (`-1`, `2`) wrapped into `0..rank`.
fn wrap_dim(d: i128, rank: usize) -> Option<usize> {
    let r = rank as i128;
    let d = if d < 0 { d + r } else { d };
    (0..r).contains(&d).then_some(d as usize)
}

impl Builder<'_> {
    /// The sizes and dtype of the tensor passed as positional argument `i` of `call`.
    fn call_tensor(&self, call: &ExternCall, i: usize) -> Option<(Vec<Expr>, Option<DType>)> {
        let label = i.to_string();
        let (_, ArgBinding::Tensor { buffer }) = call.args.iter().find(|(l, _)| *l == label)? else { return None };
        let buf = self.module.buffers.get(buffer)?;
        (buf.sizes.len() == buf.strides.len() && !matches!(buf.origin, Origin::Opaque { .. })).then(|| (buf.sizes.clone(), buf.dtype))
    }

    /// An integer argument, positional `i` or keyword `name`, else `default`.
    fn int_arg(&self, args: &[PyExpr], keywords: &[Keyword], i: usize, name: &str, default: Option<Expr>) -> Option<Expr> {
        match args.get(i).or_else(|| keywords.iter().find(|k| k.name == name).map(|k| &k.value)) {
            Some(e) => self.int_expr(e),
            None => default,
        }
    }

    /// The outputs of the fallback op `call` (recorded by `opaque_call` for `value`), in
    /// order; empty when the op is not one whose output sizes the model knows.
    pub(super) fn fallback_outputs(&self, call: &ExternCall, value: &PyExpr) -> Vec<Option<FallbackOutput>> {
        let ExprKind::Call { args, keywords, .. } = &value.kind else { return Vec::new() };
        let out = |sizes: Vec<Expr>, dtype: Option<DType>| Some(FallbackOutput { sizes, dtype });
        match op_name(&call.func) {
            // topk(self, k, dim=-1, largest=True, sorted=True) -> (values, indices): self's
            // sizes with dim's replaced by k.
            "topk.default" => {
                let Some((mut sizes, dtype)) = self.call_tensor(call, 0) else { return Vec::new() };
                let k = self.int_arg(args, keywords, 1, "k", None);
                let dim = self.int_arg(args, keywords, 2, "dim", Some(Expr::int(-1))).and_then(|d| d.as_const());
                let (Some(k), Some(dim)) = (k, dim.and_then(|d| wrap_dim(d, sizes.len()))) else { return Vec::new() };
                sizes[dim] = k;
                vec![out(sizes.clone(), dtype), out(sizes, Some(DType::I64))]
            }
            // sort(self, dim=-1, descending=False) / sort.stable(self, *, stable, dim, descending):
            // values and indices of self's sizes.
            "sort.default" | "sort.stable" => {
                let Some((sizes, dtype)) = self.call_tensor(call, 0) else { return Vec::new() };
                vec![out(sizes.clone(), dtype), out(sizes, Some(DType::I64))]
            }
            // (query (B, H, L, E), key, value (B, H, S, Ev), ...) -> (output (B, H, L, Ev),
            // logsumexp (B, H, L) in the accumulation type: float, double for double).
            "_scaled_dot_product_flash_attention_for_cpu.default" => {
                let (Some((q, dtype)), Some((v, _))) = (self.call_tensor(call, 0), self.call_tensor(call, 2)) else { return Vec::new() };
                let (Some((_, lead)), Some(ev)) = (q.split_last(), v.last()) else { return Vec::new() };
                let mut o = lead.to_vec();
                o.push(ev.clone());
                let acc = if dtype == Some(DType::F64) { DType::F64 } else { DType::F32 };
                vec![out(o, dtype), out(lead.to_vec(), Some(acc))]
            }
            // (grad_out, query, key, value, out, logsumexp, ...) -> gradients shaped as
            // query, key and value.
            "_scaled_dot_product_flash_attention_for_cpu_backward.default" => (1..=3).map(|i| self.call_tensor(call, i).and_then(|(s, d)| out(s, d))).collect(),
            // (grad_output, input, weight, bias_sizes, stride, padding, dilation, transposed,
            // output_padding, groups, output_mask) -> gradients shaped as input, weight and
            // the bias sizes.
            "convolution_backward.default" => {
                let bias = args.get(3).and_then(|b| match &b.kind {
                    ExprKind::List(xs) | ExprKind::Tuple(xs) => xs.iter().map(|x| self.int_expr(x)).collect::<Option<Vec<Expr>>>(),
                    _ => None,
                });
                let weight = self.call_tensor(call, 2);
                let bias_dtype = weight.as_ref().and_then(|(_, d)| *d);
                vec![self.call_tensor(call, 1).and_then(|(s, d)| out(s, d)), weight.and_then(|(s, d)| out(s, d)), bias.and_then(|s| out(s, bias_dtype))]
            }
            _ => Vec::new(),
        }
    }

    /// `name = base[i]` where `base` is a fallback op's result whose `i`-th output the model
    /// knows: a dense storage of that output's element count.
    pub(super) fn fallback_output_buffer(&mut self, name: &str, base: &str, i: i128, span: ia_parsers::py::Span) -> Option<Value> {
        let o = self.fallback_results.get(base)?.get(usize::try_from(i).ok()?)?.clone()?;
        let numel = Expr::product(o.sizes.iter().cloned());
        let buf = Buffer {
            name: name.to_string(),
            // Like an asserted output: its storage holds (at least) the view.
            origin: Origin::Input,
            dtype: o.dtype,
            device: None,
            sizes: vec![numel.clone()],
            strides: vec![Expr::int(1)],
            offset: Expr::int(0),
            storage_extent: Some(numel),
            storage_of: name.to_string(),
            loc: self.loc(span),
        };
        tracing::debug!(name, base, index = i, "fallback output modelled as a dense storage");
        self.module.buffers.insert(name.to_string(), buf);
        Some(Value::Buffer(name.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn op_names_and_dims() {
        assert_eq!(op_name("torch.ops.aten.topk.default"), "topk.default");
        assert_eq!(op_name("aten.sort.stable"), "sort.stable");
        assert_eq!(wrap_dim(-1, 3), Some(2));
        assert_eq!(wrap_dim(3, 3), None);
        assert_eq!(wrap_dim(-4, 3), None);
    }
}
