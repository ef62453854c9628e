//! Rules: each family is a pass over a [`Module`] producing findings.

pub(crate) mod contents;
pub mod cpp;
/// IA105 in C++ kernels: decided in its rule file.
pub use crate::rules::ia105_int32_index_overflow as cpp_int;
pub mod dtypes;
pub mod engine;
pub mod facts;
pub mod int_values;
pub mod listing;
pub mod rules;
pub mod storage;
pub mod triton;
pub mod xmodule;

// The public API of the checks for the tools above them (confirm, diagnose): they use
// these, never a family's modules.
pub use storage::arith;
pub(crate) use storage::arith::{binding_allowed, search_max, symbol_bounds};
pub(crate) use triton::first_program_writes;

use crate::diagnostics::Finding;
pub use crate::diagnostics::Stats;
use crate::model::Module;
use std::sync::Arc;

/// Elements a counterexample search may evaluate per access. Real overruns are found within
/// a few thousand (the search aims at the corners where they live); the rest bounds the
/// time spent on accesses that cannot be proven. In Triton kernels the brute force beyond
/// the aimed points is drawn from one pool of this size per module, so accesses that
/// cannot be settled do not each cost the whole budget.
pub const DEFAULT_WITNESS_BUDGET: u64 = 1 << 18;

#[derive(Debug, Clone)]
pub struct CheckOptions {
    /// See [`DEFAULT_WITNESS_BUDGET`]: per access, and per module for Triton's brute force.
    pub witness_budget: u64,
}

impl Default for CheckOptions {
    fn default() -> Self {
        CheckOptions { witness_budget: DEFAULT_WITNESS_BUDGET }
    }
}

/// The verdict on one memory access at one launch, for every rule family that judges
/// accesses (Triton and C++).
#[derive(Debug)]
pub(crate) enum Verdict {
    Proven,
    Violated(Box<crate::diagnostics::Evidence>),
    Unknown {
        rule: rules::Rule,
        reason: String,
    },
    /// In bounds wherever two sizes equal when compiled are equal (proven), out of bounds
    /// where one moves alone (the evidence); no guard relates them (IA111).
    SizesApart(Box<crate::diagnostics::Evidence>),
}

/// Where in the module a finding points: the file position, the position in the module
/// text, and the source line shown under it (with the column the caret goes to).
pub(crate) struct Site {
    pub at: crate::model::Loc,
    pub module_pos: (u32, u32),
    pub source_line: Option<String>,
    pub source_col: u32,
}

impl Site {
    /// The site of a wrapper statement at file position `at`, its line shown from the
    /// first non-blank character.
    pub(crate) fn of_statement(m: &Module, at: crate::model::Loc) -> Site {
        let module_pos = storage::arith::module_pos(m, at);
        let source_line = storage::arith::module_line(m, module_pos.0);
        let source_col = source_line.as_deref().map(|l| l.len() - l.trim_start().len() + 1).unwrap_or(1) as u32;
        Site { at, module_pos, source_line, source_col }
    }
}

/// The one constructor of findings for every rule family.
pub(crate) fn finding(
    m: &Module,
    rule: rules::Rule,
    severity: crate::diagnostics::Severity,
    kernel: &str,
    site: Site,
    message: String,
    evidence: crate::diagnostics::Evidence,
) -> Finding {
    Finding {
        rule: rule.code,
        name: rule.name,
        severity,
        path: m.path.clone(),
        line: site.at.line,
        column: site.at.column,
        module: m.id.clone(),
        kernel: kernel.to_string(),
        message,
        evidence: evidence.typed(&rule, severity),
        source_line: site.source_line,
        source_col: site.source_col,
        module_pos: site.module_pos,
    }
}

/// The module's guards that compare sizes (`s34 <= s47`, `2*((s77 + 1) // 2) <= s77`) and
/// may prove an access into a storage of `extent`, as conditions a proof may assume: Dynamo
/// runs the module only where every guard it added holds, whether or not the log carries
/// all of them. Kept: comparisons over the module's own symbols that share one with the
/// extent and hold some symbol linearly with coefficient ±1 (what the proof substitutes,
/// see `Ctx::le_under_conds`); a guard on one symbol alone is already in its range, and
/// the int32 guards (`s0*s1 <= 2147483647`) give no substitution.
pub(crate) fn shape_guards(m: &Module, extent: &crate::sym::Expr) -> Vec<crate::sym::Cond> {
    if m.guards.facts.is_empty() {
        return Vec::new();
    }
    let near = extent.free_vars();
    usable_guards(m).iter().filter(|g| g.vars.iter().any(|v| near.contains(v))).map(|g| g.cond.clone()).collect()
}

/// The module's guards of a form that can serve a proof, over its own symbols only, each
/// with its symbols: computed once per module ([`crate::model::GuardFacts::usable`]).
fn usable_guards(m: &Module) -> &[crate::model::UsableGuard] {
    use crate::sym::{Cond, Rel};
    m.guards.usable.get_or_init(|| {
        // A comparison (not `!=`) that holds some symbol linearly with coefficient ±1; a
        // guard linear in one symbol alone is already in that symbol's range.
        let usable = |c: &Cond| -> Option<Vec<std::sync::Arc<str>>> {
            let Cond::Cmp(rel, a, b) = c else { return None };
            if *rel == Rel::Ne {
                return None;
            }
            let vars: std::collections::BTreeSet<std::sync::Arc<str>> = a.free_vars().into_iter().chain(b.free_vars()).collect();
            let p = (a.clone() - b.clone()).to_poly();
            let linear_in_one = vars.len() == 1 && p.atoms().iter().all(|x| x.as_var().is_some());
            let substitutable = vars.iter().any(|v| crate::check::engine::prove::unit_linear_split(&p, v).is_some());
            let own = vars.iter().all(|v| m.symbols.contains_key(&**v));
            (!linear_in_one && substitutable && own).then(|| vars.into_iter().collect())
        };
        let mut out = Vec::new();
        let mut push = |c: &Cond| {
            if let Some(vars) = usable(c) {
                out.push(crate::model::UsableGuard { cond: c.clone(), vars });
            }
        };
        for f in &m.guards.facts {
            match f {
                Cond::And(xs) => xs.iter().for_each(&mut push),
                other => push(other),
            }
        }
        out
    })
}

/// Where a counterexample lands: "element 24548 of a 24480-element storage", or, when the
/// storage's size is unknown, "element -79, before the first element of the view".
/// Why a counterexample found at `binding` is not reported as an error: some symbol is
/// below the size the dump was compiled and run at (its `get_args()` hint). The
/// `output_code` log does not carry Dynamo's guards, and guards often exclude small sizes
/// (`split(x, [4, m - 4])` guards `m >= 4`, `chunk(2)` and a slice an even length): an
/// overrun seen only there may be unreachable, so it is an unknown with this reason. At
/// the compiled shapes (every hinted symbol at its hint) the program really ran, and an
/// overrun there is an error.
pub(crate) fn below_compiled_shapes(m: &Module, binding: &std::collections::BTreeMap<String, i128>) -> Option<String> {
    // With the compile's guards read in full, the searched shapes are the ones the guards
    // allow (see [`binding_allowed`]): the module really runs there.
    if m.guards.known() {
        return None;
    }
    let below: Vec<String> = binding
        .iter()
        .filter_map(|(name, v)| {
            let hint = m.symbols.get(name)?.hint?;
            (*v < hint).then(|| format!("{name}={v} (compiled at {hint})"))
        })
        .collect();
    if below.is_empty() {
        return None;
    }
    Some(format!(
        "out of bounds at {}, below the shapes the dump was compiled for (none found at those); the dump carries no Dynamo guards, and they may exclude these sizes",
        below.join(", ")
    ))
}

/// Why a counterexample found at `binding` is not reported as an error, if it is not:
/// [`sizes_apart`], else [`below_compiled_shapes`].
pub(crate) fn witness_caveat(m: &Module, binding: &std::collections::BTreeMap<String, i128>) -> Option<String> {
    sizes_apart(m, binding).or_else(|| below_compiled_shapes(m, binding))
}

/// A counterexample at one of the shapes that move one size alone
/// ([`engine::concrete_bindings`]), where that size was equal to another when compiled:
/// the two are never related by a guard, so the compiled code runs there and reads out of
/// bounds, but eager PyTorch may reject such inputs with a shape check the compiled code
/// does not repeat (an `index_add` source narrower than its destination). Not an error
/// then, and not passed off as proven: an unknown that names the shape, or IA111 where
/// the access is proven once the two are equal ([`SizesApart::equal`]).
fn sizes_apart(m: &Module, binding: &std::collections::BTreeMap<String, i128>) -> Option<String> {
    let apart = SizesApart::of(m, binding)?;
    Some(format!(
        "out of bounds at {}={} with {} at {}: sizes equal when compiled that no guard relates; the compiled code reads past the storage for inputs where they differ, which eager PyTorch may reject with a shape check the compiled code does not repeat",
        apart.moved,
        apart.value,
        apart.twins.join(", "),
        apart.hint
    ))
}

/// A shape that moves one size (`moved`, to `value`) away from the hint it shared with
/// `twins` when compiled.
pub(crate) struct SizesApart {
    pub moved: String,
    pub value: i128,
    pub hint: i128,
    pub twins: Vec<String>,
}

impl SizesApart {
    pub(crate) fn of(m: &Module, binding: &std::collections::BTreeMap<String, i128>) -> Option<SizesApart> {
        let moved: Vec<(&String, i128, i128)> = binding.iter().filter_map(|(name, v)| m.symbols.get(name)?.hint.map(|h| (name, *v, h))).filter(|(_, v, h)| v != h).collect();
        let [(name, v, hint)] = moved.as_slice() else { return None };
        let twins: Vec<String> = binding.keys().filter(|n| *n != *name && m.symbols.get(*n).and_then(|s| s.hint) == Some(*hint)).cloned().collect();
        (!twins.is_empty()).then(|| SizesApart { moved: (*name).clone(), value: *v, hint: *hint, twins })
    }

    /// The first twin with which `proves` succeeds, given the rewrite of expressions over
    /// the sizes as if `moved` were that twin (the equality the compiled code assumes).
    pub(crate) fn proven_twin(&self, proves: impl Fn(&dyn Fn(&crate::sym::Expr) -> crate::sym::Expr, &str) -> bool) -> Option<&str> {
        self.twins.iter().map(String::as_str).find(|twin| {
            let same = |e: &crate::sym::Expr| e.substitute(&|v: &str| (v == self.moved).then(|| crate::sym::Expr::var(twin)));
            proves(&same, twin)
        })
    }

    /// The same rewrite of a condition (the guards the proof assumes).
    pub(crate) fn equal_cond(&self, twin: &str, c: &crate::sym::Cond) -> crate::sym::Cond {
        c.substitute(&|v: &str| (v == self.moved).then(|| crate::sym::Expr::var(twin)))
    }

    /// What an IA111 finding says after "load from in_ptr2": in bounds only while the
    /// sizes are equal, and where it lands when they are not.
    pub(crate) fn explain(&self, twin: &str, reach: &str) -> String {
        format!(
            "is in bounds only while {} == {twin} (both {} when compiled; proven for every shape where they are equal), and no guard or check relates them: at {}={} with {twin}={} it reaches {reach}",
            self.moved, self.hint, self.moved, self.value, self.hint
        )
    }
}

pub(crate) fn reach_text(ev: &crate::diagnostics::Evidence, noun: &str) -> String {
    let at = ev.offset.unwrap_or_default();
    match ev.extent {
        Some(0) => format!("element {at} of an empty {noun}"),
        Some(n) => format!("element {at} of a {n}-element {noun}"),
        None => format!("element {at}, before the first element of the view (the {noun}'s size is unknown; nothing before the kernel pointer belongs to the tensor)"),
    }
}

/// Runs every rule family over one module.
pub fn check_module(m: &Module, opts: &CheckOptions) -> (Vec<Finding>, Stats) {
    let (findings, stats, _) = check_module_linked(m, opts, None);
    (findings, stats)
}

/// [`check_module`] for a module of an AOTAutograd compile: `forward` is what the
/// forward module of the compile handed over (for a backward); returns besides what this
/// module hands over (for a forward: the content facts of the storages it returns).
pub fn check_module_linked(m: &Module, opts: &CheckOptions, forward: Option<&xmodule::ForwardExports>) -> (Vec<Finding>, Stats, Option<Arc<xmodule::ForwardExports>>) {
    let initial = forward.map(|f| xmodule::link(f, m)).unwrap_or_default();
    let mut findings = Vec::new();
    let mut stats = Stats {
        modules: 1,
        kernels: m.kernels.len() as u64,
        launches: m.launches.len() as u64,
        unparsed: m.unparsed.len() as u64,
        unmodelled: m.unmodelled.len() as u64,
        guards: m.guards.facts.len() as u64,
        unreadable_kernel_modules: u64::from(m.defines_kernels && m.kernels.is_empty()),
        ..Default::default()
    };
    let before = (stats.accesses, stats.unknown);
    let at_end = triton::check_module_with(m, opts, &initial, &mut findings, &mut stats);
    let exports = xmodule::exports(m, &at_end);
    stats.triton_accesses = stats.accesses - before.0;
    stats.triton_unknown = stats.unknown - before.1;
    cpp::check_module(m, opts, &mut findings, &mut stats);
    cpp_int::check_module(m, &mut findings);
    stats.int_expressions_undecided += int_values::check_module(m, &mut findings).expressions;
    dtypes::check_module(m, opts, &mut findings, &mut stats);
    storage::check_module(m, opts, &mut findings, &mut stats);
    (findings, stats, exports)
}
