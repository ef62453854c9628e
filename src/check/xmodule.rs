//! Content facts across the forward and backward modules of one AOTAutograd compile: the
//! backward gathers through index tensors the forward computed and saved
//! (`clamp_max_4`, a graph input of the backward, is the forward's `buf18`, filled by an
//! arange/clamp kernel), so the facts [`super::contents`] holds when the forward returns
//! bound the backward's loads through them.
//!
//! The pairing (torch 2.11's torch/_functorch/partitioners.py, the forward and backward
//! graphs `_extract_graph_with_inputs_outputs` is given; _aot_autograd/runtime_wrappers.py's
//! backward prologue builds `[*ctx_symints, *ctx_saved_tensors, *ctx_opaque_objects,
//! *grads, *tokens, *rng_args]`; the same in 2.15):
//! - the forward's `call` returns `(user outputs..., saved tensors..., [opaque objects...,]
//!   saved symints...)`;
//! - the backward's `call` unpacks `saved symints..., saved tensors..., [opaque
//!   objects...,] tangents_1, ..., tangents_T[, seeds, backward state]`, one tangent per
//!   user output that needs a gradient.
//!
//! What a link requires (anything else: no link, said at `-v`, never guessed):
//! - the backward's tangents (`tangents_*`, contiguous) give T, the forward's user outputs;
//! - the backward's saved arguments are k symints (no size assert) then only tensors (each
//!   size-asserted); the forward's return after its first T entries is only tensors then k
//!   integers, the same k; the two tensor lists have the same length;
//! - every pair whose sizes are known on both sides has the same sizes (the symbols are
//!   one ShapeEnv's, so equal sizes print alike), and the same dtype where both are known;
//! - a fact is handed over only for a pair whose sizes were compared, and only when its
//!   bounds are over symbols the backward has.
//!
//! A fact says what every element of the forward's storage holds; the backward's tensor
//! is the very tensor the forward returned (a view of that storage), so each element it
//! reads in bounds holds a value in the range.

use std::collections::HashMap;
use std::sync::Arc;

use super::contents::{root, ContentFact};
use crate::model::{ArgBinding, DType, Module, Origin};
use crate::sym::Expr;

/// One position of the forward's return.
#[derive(Debug)]
pub(crate) enum Returned {
    Tensor {
        /// `None` where the model does not know them (a result of an op it does not read).
        sizes: Option<Vec<Expr>>,
        dtype: Option<DType>,
        fact: Option<Arc<ContentFact>>,
    },
    Int,
    Other,
}

/// What a forward hands its backward: its return, position by position, with the facts
/// of the storages returned.
#[derive(Debug)]
pub struct ForwardExports {
    returns: Vec<Returned>,
}

impl ForwardExports {
    /// A digest of everything a backward's audit may take from these (the memo key of a
    /// backward includes it).
    pub fn digest(&self) -> u64 {
        let mut text = String::new();
        for r in &self.returns {
            match r {
                Returned::Tensor { sizes, dtype, fact } => {
                    text.push_str(&format!("T{:?}{dtype:?}", sizes.as_ref().map(|s| s.iter().map(|e| e.to_string()).collect::<Vec<_>>())));
                    if let Some(f) = fact {
                        text.push_str(&f.describe());
                    }
                }
                Returned::Int => text.push('I'),
                Returned::Other => text.push('O'),
            }
            text.push('\n');
        }
        crate::input::text_hash(&text)
    }
}

/// The forward's exports: `None` when no returned storage holds a fact (nothing to hand
/// over).
pub(crate) fn exports(m: &Module, at_end: &HashMap<String, Arc<ContentFact>>) -> Option<Arc<ForwardExports>> {
    let mut any = false;
    let returns = m
        .returns
        .iter()
        .map(|b| match b {
            ArgBinding::Tensor { buffer } => {
                let Some(buf) = m.buffers.get(buffer) else { return Returned::Other };
                let known = !matches!(buf.origin, Origin::Opaque { .. });
                let fact = at_end.get(root(m, buffer)).cloned();
                any |= fact.is_some();
                Returned::Tensor { sizes: known.then(|| buf.sizes.clone()), dtype: buf.dtype, fact }
            }
            ArgBinding::Int { .. } => Returned::Int,
            _ => Returned::Other,
        })
        .collect();
    any.then(|| Arc::new(ForwardExports { returns }))
}

fn same(a: &Expr, b: &Expr) -> bool {
    a == b || (a.clone() - b.clone()).to_poly().is_zero()
}

/// The facts the backward `bwd` starts with, by graph-input name, from its forward's
/// exports; empty (with the reason at info level) when the two do not pair as the module
/// doc requires.
pub(crate) fn link(fwd: &ForwardExports, bwd: &Module) -> HashMap<String, Arc<ContentFact>> {
    match try_link(fwd, bwd) {
        Ok(facts) => {
            tracing::info!(module = %bwd.id, facts = facts.len(), "backward linked to its forward module: saved index tensors carry the forward's content facts");
            facts
        }
        Err(why) => {
            tracing::info!(module = %bwd.id, reason = %why, "backward not linked to its forward module");
            HashMap::new()
        }
    }
}

fn try_link(fwd: &ForwardExports, bwd: &Module) -> Result<HashMap<String, Arc<ContentFact>>, String> {
    let args = &bwd.graph_args;
    let is_tangent = |a: &String| a.starts_with("tangents_");
    let t0 = args.iter().position(is_tangent).ok_or("the backward takes no tangents_* argument")?;
    let n_tangents = args[t0..].iter().take_while(|a| is_tangent(a)).count();
    if args[t0 + n_tangents..].iter().any(is_tangent) {
        return Err("the backward's tangents are not contiguous".into());
    }
    let saved = &args[..t0];
    let input = |n: &str| bwd.buffers.get(n).filter(|b| b.origin == Origin::Input && b.storage_of == n);
    let k_bwd = saved.iter().take_while(|n| input(n).is_none()).count();
    let bwd_tensors = &saved[k_bwd..];
    if let Some(n) = bwd_tensors.iter().find(|n| input(n).is_none()) {
        return Err(format!("saved argument `{n}` of the backward, after its saved tensors began, is not a size-asserted tensor"));
    }
    let returns = &fwd.returns;
    if returns.len() < n_tangents {
        return Err(format!("the forward returns {} values, fewer than the backward's {n_tangents} tangents", returns.len()));
    }
    let tail = &returns[n_tangents..];
    let k_fwd = tail.iter().rev().take_while(|r| matches!(r, Returned::Int)).count();
    let fwd_tensors = &tail[..tail.len() - k_fwd];
    if fwd_tensors.iter().any(|r| !matches!(r, Returned::Tensor { .. })) {
        return Err("the forward's saved values (after as many outputs as the backward has tangents) are not tensors then integers".into());
    }
    if k_fwd != k_bwd {
        return Err(format!("the forward saves {k_fwd} integers, the backward takes {k_bwd}"));
    }
    if fwd_tensors.len() != bwd_tensors.len() {
        return Err(format!("the forward saves {} tensors, the backward takes {}", fwd_tensors.len(), bwd_tensors.len()));
    }
    let mut facts = HashMap::new();
    for (r, name) in fwd_tensors.iter().zip(bwd_tensors) {
        let Returned::Tensor { sizes, dtype, fact } = r else { continue };
        let Some(b) = input(name) else { continue };
        if let (Some(d), Some(e)) = (dtype, b.dtype) {
            if *d != e {
                return Err(format!("saved tensor `{name}` is {e:?} in the backward, {d:?} in the forward"));
            }
        }
        let compared = match sizes {
            Some(s) => {
                if s.len() != b.sizes.len() || !s.iter().zip(&b.sizes).all(|(x, y)| same(x, y)) {
                    let show = |v: &[Expr]| v.iter().map(|e| e.to_string()).collect::<Vec<_>>().join(", ");
                    return Err(format!("saved tensor `{name}` has sizes ({}) in the backward, ({}) in the forward", show(&b.sizes), show(s)));
                }
                true
            }
            None => false,
        };
        let Some(f) = fact else { continue };
        if !compared {
            tracing::info!(module = %bwd.id, tensor = %name, "saved tensor's sizes unknown in the forward: its fact is not handed over");
            continue;
        }
        let over_symbols = |e: &Expr| e.free_vars().iter().all(|v| bwd.symbols.contains_key(&**v));
        // A fact without a range over the sizes is not handed over: its store is the
        // forward kernel's, over the forward's own launch.
        let (Some(lo), Some(hi)) = (&f.lo, &f.hi) else { continue };
        if !over_symbols(lo) || !over_symbols(hi) {
            tracing::info!(module = %bwd.id, tensor = %name, "a forward fact names symbols the backward does not have: not handed over");
            continue;
        }
        facts.insert(name.clone(), Arc::new(ContentFact { saved_as: Some(name.clone()), ..(**f).clone() }));
    }
    Ok(facts)
}
