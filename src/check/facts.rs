//! Kernel facts: what a kernel does, as both kernel families describe it. Triton's
//! abstract interpretation (`check::triton::interp`) and C++ lowering
//! (`check::cpp::lower`) each produce one [`KernelFacts`] per kernel: atoms (program ids,
//! lanes, loop variables, named index values, values loaded from memory), accesses with
//! their symbolic offsets and masks, guards, and the integer operations done in int32.
//! The engine (`check::engine`) proves and searches over these and nothing else.
//!
//! Invariant: plain data over `sym` expressions; no verdicts, no findings, nothing of
//! either family.

pub(crate) mod float;

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::Arc;

use ia_parsers::py::Span;

use crate::sym::{Cond, Expr};

/// How an atom gets its values.
#[derive(Debug, Clone, PartialEq, Hash)]
pub enum AtomKind {
    /// `tl.arange(0, B)`: 0..B-1; `block` names the constexpr (or holds a number).
    Lane { block: Expr },
    /// The block index along one axis (`tl.program_id(0)` in `xoffset = pid * XBLOCK`):
    /// 0..cdiv(numel, block)-1.
    BlockIdx { numel: Expr, block: Expr },
    /// A raw `tl.program_id(axis)` not tied to a numel (templates): 0..grid(axis)-1.
    ProgramId { axis: u32 },
    /// A `for v in range(start, end, step)` variable.
    Loop { start: Expr, end: Expr, step: Expr },
    /// A named index variable with its definition.
    Derived { def: Expr },
    /// A value read from memory: no range unless a guard gives one.
    Loaded { from: String, span: Span },
}

#[derive(Debug, Clone)]
pub struct Atom {
    pub name: Arc<str>,
    pub kind: AtomKind,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AccessKind {
    Load,
    Store,
    Atomic,
}

impl AccessKind {
    pub fn verb(self) -> &'static str {
        match self {
            AccessKind::Load => "load from",
            AccessKind::Store => "store to",
            AccessKind::Atomic => "atomic on",
        }
    }
}

/// One memory access of the kernel.
#[derive(Debug, Clone)]
pub struct Access {
    pub kind: AccessKind,
    /// The pointer parameter.
    pub param: String,
    /// Element offset from the parameter's pointer.
    pub offset: Expr,
    /// Elements the mask lets through; `Cond::True` when there is no mask.
    pub mask: Cond,
    /// Guards (`tl.device_assert`) seen before this access: (condition, under mask).
    pub guards_before: usize,
    /// Kernel-relative position of the `tl.load(`/`tl.store(` call.
    pub span: Span,
}

/// A `tl.device_assert(c)` or `tl.assume(c)`: `c` holds after it. Inductor writes
/// `(0 <= i) & (i < n) | ~mask`, so what it says depends on the mask of the reader.
#[derive(Debug, Clone)]
pub struct Guard {
    pub cond: Cond,
    pub span: Span,
}

/// Something in the kernel that stops the analysis from following an access.
#[derive(Debug, Clone)]
pub struct Opaque {
    pub span: Span,
    pub reason: String,
}

#[derive(Debug, Default, Clone)]
pub struct KernelFacts {
    /// Looked up for every variable of every (sub)expression the prover ranges: a fast
    /// hash (`FxHashMap`) instead of SipHash.
    pub atoms: crate::sym::FxHashMap<Arc<str>, Atom>,
    pub accesses: Vec<Access>,
    pub guards: Vec<Guard>,
    pub opaque: Vec<Opaque>,
    /// Pointer accesses the analysis could not follow (block pointers, pointer arithmetic
    /// it does not model).
    pub untracked: Vec<Opaque>,
    /// Whether the kernel indexes in int64 (`.to(tl.int64)` on the program id or lanes).
    pub int64_index: bool,
    /// Names whose values are 64-bit: i64 parameters, int64 loads, `.to(tl.int64)`
    /// results. An expression without any of them is computed in int32 by Triton.
    pub wide: std::collections::HashSet<Arc<str>>,
    /// Integer arithmetic Triton performs in int32 (both operands 32-bit), with where.
    pub int32_ops: Vec<Int32Op>,
    /// The kernel's iteration-domain masks (`xmask = xindex < xnumel`, `r0_mask`): the
    /// lanes whose values matter.
    pub domain_masks: Vec<Cond>,
    /// Named index values defined as a sum over several atoms (`a_k_idx_vals = offs_k +
    /// k_idx*BLOCK_K`): a mask bounding that sum (`offs_k < K - k_idx*BLOCK_K`) bounds
    /// the name too. Each with the atoms its definition mentions, sorted.
    pub sum_names: Vec<(Arc<str>, Vec<Arc<str>>)>,
    /// Loads whose value reaches no store, atomic, assert or control flow (see
    /// `dead_loads`): Triton's compiler deletes a load nobody uses, so nothing is read
    /// there. Each with the position of its `tl.load(` call and why it is dead.
    pub dead_loads: Vec<(Span, String)>,
    /// The integer value each store writes, by the position of its `tl.store(` call
    /// (stores of floats, or of values the analysis does not follow, have none): what
    /// `check::contents` summarises as the contents a launch leaves in a buffer.
    pub stored_values: Vec<(Span, Expr)>,
    /// Integer loads with a mask and a constant `other=`: the value the load yields where
    /// its mask is off (`other=0.0` of an index load: 0), by the load's atom.
    pub load_other: HashMap<Arc<str>, i128>,
    /// Integer loads with a mask and no `other=`: where the mask is off Triton leaves the
    /// value undefined (any value may come back), by the load's atom.
    pub load_undefined: std::collections::HashSet<Arc<str>>,
    /// The fingerprint of what the prover reads (`atoms`, `sum_names`), computed at the
    /// first proof: facts are complete before anything is proven over them. A clone
    /// starts without one, so facts copied and extended while they are built never carry
    /// a stale print.
    pub(crate) prover_print: ProverPrint,
}

/// A lazily computed [`KernelFacts::prover_fingerprint`].
#[derive(Debug, Default)]
pub(crate) struct ProverPrint(std::sync::OnceLock<u128>);

impl Clone for ProverPrint {
    fn clone(&self) -> Self {
        ProverPrint::default()
    }
}

impl KernelFacts {
    /// A 128-bit fingerprint of every fact the prover (`engine::prove`) reads: the atoms
    /// (name and kind, in name order) and the named sums. Two kernels with equal prints
    /// get equal answers to equal questions (`engine::prove_at`'s cache).
    pub(crate) fn prover_fingerprint(&self) -> u128 {
        *self.prover_print.0.get_or_init(|| {
            let mut names: Vec<&Arc<str>> = self.atoms.keys().collect();
            names.sort_unstable();
            let mut h = crate::sym::Fingerprinter::new();
            for n in names {
                n.hash(&mut h);
                self.atoms[n].kind.hash(&mut h);
            }
            self.sum_names.hash(&mut h);
            h.finish128()
        })
    }

    /// Why the load at `span` is dead code, if it is.
    pub fn dead_load(&self, span: Span) -> Option<&str> {
        self.dead_loads.iter().find(|(s, _)| *s == span).map(|(_, why)| why.as_str())
    }
}

/// One int32 operation: its result (before wrapping) and its position.
#[derive(Debug, Clone)]
pub struct Int32Op {
    pub value: Expr,
    pub span: Span,
}

/// Calls `f` on every variable name in `e`.
pub fn visit_vars(e: &Expr, f: &mut impl FnMut(&str)) {
    match e {
        Expr::Const(_) => {}
        Expr::Var(v) => f(v),
        Expr::Add(xs) | Expr::Mul(xs) | Expr::Min(xs) | Expr::Max(xs) => xs.iter().for_each(|x| visit_vars(x, f)),
        Expr::FloorDiv(a, b) | Expr::PyMod(a, b) | Expr::TruncDiv(a, b) | Expr::CMod(a, b) | Expr::Pow(a, b) => {
            visit_vars(a, f);
            visit_vars(b, f);
        }
        Expr::Where(c, a, b) => {
            visit_cond_vars(c, f);
            visit_vars(a, f);
            visit_vars(b, f);
        }
    }
}

pub fn visit_cond_vars(c: &Cond, f: &mut impl FnMut(&str)) {
    match c {
        Cond::Cmp(_, a, b) => {
            visit_vars(a, f);
            visit_vars(b, f);
        }
        Cond::And(xs) | Cond::Or(xs) => xs.iter().for_each(|x| visit_cond_vars(x, f)),
        Cond::Not(x) => visit_cond_vars(x, f),
        _ => {}
    }
}
