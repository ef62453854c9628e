//! Dynamo guards as facts of the model: each symbol's range narrowed to what the guards
//! allow, the other guards kept as conditions (see `input::guards`).

use super::Module;
use crate::input::guards;

/// Applies the guards of the module's compile, if its source carries any.
pub(super) fn apply(m: &mut Module) {
    let Some(g) = m.source.guards.clone() else { return };
    let names: Vec<String> = m.symbols.keys().cloned().collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let r = guards::resolve(&g, &refs);
    for (name, lo) in &r.min {
        if let Some(s) = m.symbols.get_mut(name) {
            s.min = s.min.max(*lo);
        }
    }
    for (name, hi) in &r.max {
        if let Some(s) = m.symbols.get_mut(name) {
            s.max = Some(s.max.map_or(*hi, |h| h.min(*hi)));
        }
    }
    tracing::info!(module = %m.id, records = r.records, facts = r.facts.len(), layout_only = r.layout_only, floats_only = r.floats_only, other_symbols = r.other_symbols, unreadable = r.unreadable.len(), "guards applied");
    // Complete only if every guard was read and every size symbol of the module was
    // created in this compile's records: a symbol the records never name (a log cut
    // before its `create_symbol`) has guards the audit has not seen.
    let covered = m.symbols.values().filter(|s| s.hint.is_some()).all(|s| g.symbols.iter().any(|x| x.symbol == s.name));
    m.guards = super::GuardFacts { records: r.records, facts: r.facts, complete: r.unreadable.is_empty() && covered, usable: Default::default() };
    m.guard_issues = r.unreadable;
}
