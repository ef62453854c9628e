//! Per-module cost of the audit on distinct modules (issue 15), for
//! `tools/bench_distinct.sh`: every module of the given logs goes, on one thread and with
//! no memo, through
//!   model    `model::build_module` (all parsers and the module model),
//!   check    `check::check_module` with `--witness-budget 0` (proofs only),
//!   witness  the same check with the default budget, minus `check` (the counterexample
//!            search and what only it triggers).
//! Times are this thread's CPU time (`clock_gettime(CLOCK_THREAD_CPUTIME_ID)`), so other
//! processes on a shared machine inflate them less than wall time. Prints one JSON object:
//! totals per stage, modules, and p50/p90/p99/max of the per-module latency
//! (model + full check).
//!
//!   bench_distinct LOG...

use std::path::PathBuf;
use std::sync::Arc;

use inductor_audit::check::{self, CheckOptions};
use inductor_audit::input;
use inductor_audit::model;

#[repr(C)]
struct Timespec {
    tv_sec: i64,
    tv_nsec: i64,
}

extern "C" {
    fn clock_gettime(clock: i32, tp: *mut Timespec) -> i32;
}

/// This thread's CPU time in nanoseconds (`CLOCK_THREAD_CPUTIME_ID`, Linux): other
/// processes on a shared machine do not count; falls back to wall time.
fn cpu_ns(start: &std::time::Instant) -> u64 {
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut t = Timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: clock_gettime writes one timespec into the pointer it is given.
    if unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut t) } == 0 {
        (t.tv_sec as u64) * 1_000_000_000 + t.tv_nsec as u64
    } else {
        start.elapsed().as_nanos() as u64
    }
}

fn main() {
    let paths: Vec<PathBuf> = std::env::args().skip(1).map(PathBuf::from).collect();
    if paths.is_empty() {
        eprintln!("usage: bench_distinct LOG...");
        std::process::exit(2);
    }
    let input_bytes: u64 = paths.iter().filter_map(|p| std::fs::metadata(p).ok()).map(|m| m.len()).sum();
    let wall = std::time::Instant::now();
    let d = input::discover(&paths);
    let mut issues = d.issues.clone();
    let full = CheckOptions::default();
    let proofs_only = CheckOptions { witness_budget: 0 };
    let (mut model_ns, mut check_ns, mut witness_ns) = (0u64, 0u64, 0u64);
    let mut latencies: Vec<u64> = Vec::new();
    let (mut text_bytes, mut accesses) = (0u64, 0u64);
    let mut slowest = (0u64, String::new());
    // BENCH_TOP=N: also list the N slowest modules on stderr (model, proofs, search, in ms).
    let top: usize = std::env::var("BENCH_TOP").ok().and_then(|v| v.parse().ok()).unwrap_or(0);
    let mut per_module: Vec<(u64, u64, u64, u64, String)> = Vec::new();
    input::read_all(&d, &mut issues, |m| {
        text_bytes += m.text.len() as u64;
        let t0 = cpu_ns(&wall);
        let module = model::build_module(Arc::new(m), &d.cache);
        let t1 = cpu_ns(&wall);
        let _ = check::check_module(&module, &proofs_only);
        let t2 = cpu_ns(&wall);
        let (_, stats) = check::check_module(&module, &full);
        let t3 = cpu_ns(&wall);
        accesses += stats.accesses;
        model_ns += t1 - t0;
        check_ns += t2 - t1;
        let full_check = t3 - t2;
        witness_ns += full_check.saturating_sub(t2 - t1);
        let latency = (t1 - t0) + full_check;
        if latency > slowest.0 {
            slowest = (latency, module.id.clone());
        }
        latencies.push(latency);
        if top > 0 {
            per_module.push((latency, t1 - t0, t2 - t1, full_check.saturating_sub(t2 - t1), format!("{} ({})", module.id, module.source.path.display())));
        }
    });
    per_module.sort_unstable_by_key(|m| std::cmp::Reverse(m.0));
    for (lat, model, proofs, search, id) in per_module.iter().take(top) {
        eprintln!("{:9.2} ms  model {:8.2}  proofs {:8.2}  search {:8.2}  {id}", *lat as f64 / 1e6, *model as f64 / 1e6, *proofs as f64 / 1e6, *search as f64 / 1e6);
    }
    latencies.sort_unstable();
    let pct = |p: f64| latencies.get(((latencies.len() as f64 - 1.0) * p).round() as usize).copied().unwrap_or(0) as f64 / 1e6;
    let total_s = (model_ns + check_ns + witness_ns) as f64 / 1e9;
    println!(
        "{{\"input_bytes\": {input_bytes}, \"module_text_bytes\": {text_bytes}, \"modules\": {}, \"accesses\": {accesses}, \"model_cpu_s\": {:.3}, \"check_cpu_s\": {:.3}, \"witness_cpu_s\": {:.3}, \"mb_per_cpu_s\": {:.2}, \"modules_per_cpu_s\": {:.1}, \"latency_ms\": {{\"p50\": {:.3}, \"p90\": {:.3}, \"p99\": {:.3}, \"max\": {:.3}}}, \"slowest_module\": \"{}\"}}",
        latencies.len(),
        model_ns as f64 / 1e9,
        check_ns as f64 / 1e9,
        witness_ns as f64 / 1e9,
        input_bytes as f64 / 1e6 / total_s.max(1e-9),
        latencies.len() as f64 / total_s.max(1e-9),
        pct(0.5),
        pct(0.9),
        pct(0.99),
        pct(1.0),
        slowest.1,
    );
}
