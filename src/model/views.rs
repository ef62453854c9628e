//! Views wherever the wrapper builds them: `reinterpret_tensor(..)` and `.as_strided(..)`
//! nested in the arguments of extern kernels, ATen ops and tensor methods
//! (`torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(..), ..)`,
//! `aten.index_put_(buf3, [None, reinterpret_tensor(..)], ..)`,
//! `aten.view.dtype(reinterpret_tensor(..), torch.int32)`, `reinterpret_tensor(..).copy_(..)`),
//! in assignments as well as in expression statements and return values. Each becomes a
//! buffer named `base<callee label>` so that the storage rules check it like any other
//! view, and each such call is recorded as an [`ExternCall`] with its tensor arguments.

use ia_parsers::py::{Expr as PyExpr, ExprKind, Span, SubscriptItem};

use super::{Builder, Value, ALLOCATORS};
use crate::model::{ArgBinding, ExternCall};

impl Builder<'_> {
    /// A call the model does not interpret: register the views built in its arguments and
    /// record it with its tensor arguments. `result` is the name it is assigned to.
    pub(super) fn opaque_call(&mut self, call: &PyExpr, result: Option<&str>, span: Span) {
        let ExprKind::Call { func, args, keywords } = &call.kind else { return };
        let (what, receiver) = match &func.kind {
            ExprKind::Attribute { value, attr } if value.dotted_name().is_none() => (attr.clone(), Some(&**value)),
            _ => (func.dotted_name().unwrap_or_else(|| "call".into()), None),
        };
        // A method on a name (`buf5.copy_(..)`): the receiver is a tensor argument too.
        let (what, receiver) = match (&func.kind, receiver) {
            (ExprKind::Attribute { value, attr }, None) if value.as_name().is_some_and(|n| matches!(self.env.get(n), Some(Value::Buffer(_)))) => (attr.clone(), Some(&**value)),
            (_, r) => (what, r),
        };
        let mut recorded = Vec::new();
        if let Some(r) = receiver {
            let b = self.view_or_binding(r, &what, "self", span);
            recorded.push(("self".to_string(), b));
        }
        for (i, a) in args.iter().enumerate() {
            let label = i.to_string();
            let b = self.view_or_binding(a, &what, &label, span);
            recorded.push((label, b));
        }
        for k in keywords {
            let b = self.view_or_binding(&k.value, &what, &k.name, span);
            recorded.push((k.name.clone(), b));
        }
        // Helpers such as `get_raw_stream(0)` take no tensor: nothing to record.
        if !recorded.iter().any(|(_, b)| matches!(b, ArgBinding::Tensor { .. })) {
            return;
        }
        let loc = self.loc(span);
        self.module.extern_calls.push(ExternCall { func: what, loc, args: recorded, result: result.map(str::to_string) });
    }

    /// The views nested in a returned expression (`return (reinterpret_tensor(buf0, ..), )`).
    /// `call`'s return is recorded position by position (`Module::returns`).
    pub(super) fn returned_views(&mut self, e: &PyExpr, span: Span) {
        let items: Vec<&PyExpr> = match &e.kind {
            ExprKind::Tuple(xs) | ExprKind::List(xs) => xs.iter().collect(),
            _ => vec![e],
        };
        let mut returns = Vec::new();
        for (i, x) in items.into_iter().enumerate() {
            returns.push(self.view_or_binding(x, "returned", &i.to_string(), span));
        }
        if self.in_call {
            self.module.returns = returns;
        }
    }

    /// `name`, or `name#2`, `name#3`, ... when an earlier statement already built a view of
    /// that name (the same call made twice on views of one buffer).
    fn fresh_view_name(&self, name: String) -> String {
        if !self.module.buffers.contains_key(&name) {
            return name;
        }
        (2..).map(|i| format!("{name}#{i}")).find(|n| !self.module.buffers.contains_key(n)).unwrap_or(name)
    }

    /// The binding of one argument of an opaque call, registering every view built in it.
    fn view_or_binding(&mut self, a: &PyExpr, what: &str, label: &str, span: Span) -> ArgBinding {
        if let Some(view) = self.nested_views(a, what, label, span) {
            return ArgBinding::Tensor { buffer: view };
        }
        match &a.kind {
            ExprKind::None => ArgBinding::None,
            ExprKind::Float(f) => ArgBinding::Float { text: f.to_string() },
            ExprKind::Name(n) => match self.env.get(n.as_str()) {
                Some(Value::Buffer(b)) => ArgBinding::Tensor { buffer: b.clone() },
                Some(Value::Int(e)) => ArgBinding::Int { value: e.clone() },
                Some(Value::Float(t)) => ArgBinding::Float { text: t.clone() },
                _ => ArgBinding::Unknown { text: n.clone() },
            },
            _ => match self.int_expr(a) {
                Some(e) => ArgBinding::Int { value: e },
                None => ArgBinding::Unknown { text: format!("{:?}", a.kind).chars().take(80).collect() },
            },
        }
    }

    /// Registers every view built inside `e` as `base<what label>`; returns the buffer when
    /// `e` itself is one.
    fn nested_views(&mut self, e: &PyExpr, what: &str, label: &str, span: Span) -> Option<String> {
        match &e.kind {
            ExprKind::Call { func, args, .. } if func.dotted_name().as_deref() == Some("reinterpret_tensor") => {
                let base = args.first().and_then(|b| b.as_name()).unwrap_or("?");
                let name = self.fresh_view_name(format!("{base}<{what} {label}>"));
                match self.reinterpret(&name, args, span) {
                    Value::Buffer(b) => Some(b),
                    _ => None,
                }
            }
            ExprKind::Call { func, args, .. } if is_as_strided(func) => {
                let base = as_strided_base(func, args).and_then(|b| b.as_name()).unwrap_or("?");
                let name = self.fresh_view_name(format!("{base}<{what} {label}>"));
                match self.as_strided(&name, e, span) {
                    Some(Value::Buffer(b)) => Some(b),
                    _ => None,
                }
            }
            ExprKind::Call { func, args, keywords } => {
                // A call inside an argument (`aten.view.dtype(reinterpret_tensor(..), ..)`):
                // its views are views the outer call receives.
                self.nested_views(func, what, label, span);
                for (i, a) in args.iter().enumerate() {
                    self.nested_views(a, what, &format!("{label}.{i}"), span);
                }
                for k in keywords {
                    self.nested_views(&k.value, what, &format!("{label}.{}", k.name), span);
                }
                None
            }
            ExprKind::Attribute { value, .. } | ExprKind::Starred(value) | ExprKind::DoubleStarred(value) | ExprKind::UnaryOp { operand: value, .. } => {
                self.nested_views(value, what, label, span);
                None
            }
            ExprKind::Tuple(xs) | ExprKind::List(xs) | ExprKind::Set(xs) => {
                for (i, x) in xs.iter().enumerate() {
                    self.nested_views(x, what, &format!("{label}[{i}]"), span);
                }
                None
            }
            ExprKind::Subscript { value, items } => {
                self.nested_views(value, what, label, span);
                for it in items {
                    if let SubscriptItem::Index(x) = it {
                        self.nested_views(x, what, label, span);
                    }
                }
                None
            }
            ExprKind::BinOp { left, right, .. } => {
                self.nested_views(left, what, label, span);
                self.nested_views(right, what, label, span);
                None
            }
            _ => None,
        }
    }

    /// `empty_strided_cuda(alloc_sizes, alloc_strides, dtype).as_strided(sizes, strides)` (an
    /// allocation larger than its view, Inductor's padded buffers), `X.as_strided(sizes,
    /// strides[, storage_offset])`, `torch.as_strided(X, ...)`: a view whose offset, when
    /// given, counts from the storage start (not from X's first element).
    pub(super) fn as_strided(&mut self, name: &str, value: &PyExpr, span: Span) -> Option<Value> {
        let ExprKind::Call { func, args, .. } = &value.kind else { return None };
        if !is_as_strided(func) {
            return None;
        }
        let base_expr = as_strided_base(func, args)?;
        let rest: &[PyExpr] =
            if matches!(&func.kind, ExprKind::Attribute { value, .. } if value.dotted_name().as_deref() != Some("torch")) { args } else { args.get(1..).unwrap_or_default() };
        let shape = self.shape(rest.first(), rest.get(1));
        let offset = match rest.get(2).or_else(|| value.keyword("storage_offset")) {
            Some(o) => self.int_expr(o),
            None => None,
        };
        let explicit_offset = rest.get(2).is_some() || value.keyword("storage_offset").is_some();
        // The base: a fresh allocation, or a named buffer.
        let base = match &base_expr.kind {
            ExprKind::Call { func: inner, args: inner_args, .. } if inner.dotted_name().is_some_and(|f| ALLOCATORS.contains(&f.as_str())) => {
                let alloc_name = format!("{name}<allocation>");
                match self.alloc(&alloc_name, inner_args, base_expr, span) {
                    Value::Buffer(b) => {
                        let buf = self.module.buffers.remove(&b)?;
                        Some(buf)
                    }
                    _ => None,
                }
            }
            ExprKind::Name(n) => match self.env.get(n.as_str()) {
                Some(Value::Buffer(b)) => self.module.buffers.get(b).cloned(),
                _ => None,
            },
            _ => None,
        };
        let (Some(base), Some((sizes, strides))) = (base, shape) else {
            return Some(self.opaque_buffer(name, "as_strided of a base or shape the model cannot follow", span));
        };
        let offset = match (explicit_offset, offset) {
            (false, _) => base.offset.clone(),
            (true, Some(o)) => o,
            (true, None) => return Some(self.opaque_buffer(name, "as_strided with a storage offset the model cannot read", span)),
        };
        let fresh = base.name.ends_with("<allocation>");
        let buf = super::Buffer {
            name: name.to_string(),
            origin: base.origin.clone(),
            dtype: base.dtype,
            device: base.device.clone(),
            sizes,
            strides,
            offset,
            storage_extent: base.storage_extent.clone(),
            storage_of: if fresh { name.to_string() } else { base.storage_of.clone() },
            loc: self.loc(span),
        };
        self.module.buffers.insert(name.to_string(), buf);
        Some(Value::Buffer(name.to_string()))
    }
}

fn is_as_strided(func: &PyExpr) -> bool {
    match &func.kind {
        ExprKind::Attribute { attr, .. } => attr == "as_strided",
        // 2.0's wrapper imports it (`from torch import empty_strided, as_strided, device`) and
        // writes reinterpreted views as `as_strided(buf0, sizes, strides, offset)`.
        ExprKind::Name(n) => n == "as_strided",
        _ => false,
    }
}

/// `X.as_strided(..)` → X; `torch.as_strided(X, ..)` and `as_strided(X, ..)` → X.
fn as_strided_base<'e>(func: &'e PyExpr, args: &'e [PyExpr]) -> Option<&'e PyExpr> {
    match &func.kind {
        ExprKind::Name(_) => args.first(),
        ExprKind::Attribute { value, .. } if value.dotted_name().as_deref() == Some("torch") => args.first(),
        ExprKind::Attribute { value, .. } => Some(value),
        _ => None,
    }
}
