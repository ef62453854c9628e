//! The counts of a run (the report's `stats` object).

use std::collections::BTreeMap;

use serde::Serialize;

use super::{Finding, FindingVerdict, UnknownCause};

/// Counts for the `stats` object of the report.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Stats {
    pub modules: u64,
    pub kernels: u64,
    pub launches: u64,
    pub accesses: u64,
    pub proven: u64,
    pub violations: u64,
    pub unknown: u64,
    /// Accesses decided as reads past their storage only in lanes the kernel drops (IA110:
    /// a masked vector load past the end of a short vector loop), with a witness: neither
    /// proven nor unknown. Left out of the JSON when 0.
    #[serde(skip_serializing_if = "is_zero")]
    pub tail_overreads: u64,
    /// Accesses decided as in bounds only while two sizes equal when compiled stay equal,
    /// with a witness where one moves and no guard relating them (IA111): neither proven
    /// nor unknown. Left out of the JSON when 0.
    #[serde(skip_serializing_if = "is_zero")]
    pub unchecked_size_relations: u64,
    /// Accesses to per-thread arrays decided as in bounds only while OpenMP's team has at
    /// most as many threads as the array has elements, with a witness one thread past
    /// (IA112): neither proven nor unknown. Left out of the JSON when 0.
    #[serde(skip_serializing_if = "is_zero")]
    pub thread_team_assumptions: u64,
    pub unparsed: u64,
    /// Wrapper statements parsed but not modelled (see `Module::unmodelled`).
    pub unmodelled: u64,
    /// Dynamo guard facts over shape symbols used; left out of the JSON when the dumps
    /// carry no guards (0).
    #[serde(skip_serializing_if = "is_zero")]
    pub guards: u64,
    /// Findings whose verdict is unknown (IA190, IA290, IA104, IA303, IA191, and overruns
    /// found only below the compiled shapes), by cause. Counts findings, one per access
    /// site and rule, where `unknown` counts judged accesses per launch.
    pub unknown_by_cause: BTreeMap<UnknownCause, u64>,
    /// Modules whose text defines kernels of which none could be read: the input is in a
    /// form this tool does not know (an input issue; the run exits 2).
    #[serde(skip)]
    pub unreadable_kernel_modules: u64,
    /// Integer expressions IA108 and IA109 could not decide (a loaded value, a size the
    /// dump does not fix, a bare `%` of a possibly negative index value); left out of the
    /// JSON when 0.
    #[serde(skip_serializing_if = "is_zero")]
    pub int_expressions_undecided: u64,
    /// Of `accesses` and `unknown`, those of Triton kernels (the figure the Triton
    /// analysis is measured by; not part of the JSON contract).
    #[serde(skip)]
    pub triton_accesses: u64,
    #[serde(skip)]
    pub triton_unknown: u64,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

impl Stats {
    pub fn add(&mut self, o: &Stats) {
        self.modules += o.modules;
        self.kernels += o.kernels;
        self.launches += o.launches;
        self.accesses += o.accesses;
        self.proven += o.proven;
        self.violations += o.violations;
        self.unknown += o.unknown;
        self.tail_overreads += o.tail_overreads;
        self.unchecked_size_relations += o.unchecked_size_relations;
        self.thread_team_assumptions += o.thread_team_assumptions;
        self.unparsed += o.unparsed;
        self.unmodelled += o.unmodelled;
        self.guards += o.guards;
        self.unreadable_kernel_modules += o.unreadable_kernel_modules;
        self.triton_accesses += o.triton_accesses;
        self.triton_unknown += o.triton_unknown;
        self.int_expressions_undecided += o.int_expressions_undecided;
        for (cause, n) in &o.unknown_by_cause {
            *self.unknown_by_cause.entry(*cause).or_default() += n;
        }
    }

    /// Counts the unknown findings of `findings` by cause (see `unknown_by_cause`).
    pub fn count_unknowns(&mut self, findings: &[Finding]) {
        for f in findings {
            if f.evidence.verdict == Some(FindingVerdict::Unknown) {
                let cause = f.evidence.cause.unwrap_or(UnknownCause::Other);
                *self.unknown_by_cause.entry(cause).or_default() += 1;
            }
        }
    }
}
