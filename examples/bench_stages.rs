//! Serial stages of `audit DIR` (issue 14): input discovery (walk + sniff), reading every
//! module (decompression, guard scan, log splitting) without auditing, and the audit itself,
//! in wall and process CPU time, one thread for the reading stages.
//!
//!   bench_stages PATH...
use std::path::PathBuf;

use inductor_audit::check::CheckOptions;
use inductor_audit::input;

fn cpu_s() -> f64 {
    // SAFETY: getrusage fills the struct it is given.
    let mut u: libc::rusage = unsafe { std::mem::zeroed() };
    unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut u) };
    let t = |v: libc::timeval| v.tv_sec as f64 + v.tv_usec as f64 / 1e6;
    t(u.ru_utime) + t(u.ru_stime)
}

fn main() {
    let paths: Vec<PathBuf> = std::env::args().skip(1).map(PathBuf::from).collect();
    let (w0, c0) = (std::time::Instant::now(), cpu_s());
    let d = input::discover(&paths);
    let (w1, c1) = (w0.elapsed().as_secs_f64(), cpu_s());
    let mut issues = Vec::new();
    let (mut n, mut bytes) = (0usize, 0usize);
    input::read_all(&d, &mut issues, |m| {
        n += 1;
        bytes += m.text.len();
    });
    let (w2, c2) = (w0.elapsed().as_secs_f64(), cpu_s());
    let jobs = std::env::var("JOBS").ok().and_then(|v| v.parse().ok()).unwrap_or(2);
    let report = inductor_audit::audit_paths(&paths, &CheckOptions::default(), jobs);
    let (w3, c3) = (w0.elapsed().as_secs_f64(), cpu_s());
    let json = serde_json::to_string_pretty(&report).unwrap_or_default();
    let (w4, c4) = (w0.elapsed().as_secs_f64(), cpu_s());
    println!(
        "discover {:.3} wall {:.3} cpu | read {n} modules {:.1} MB {:.3} wall {:.3} cpu | audit (jobs {jobs}) {:.3} wall {:.3} cpu | json {} KB {:.3} wall {:.3} cpu",
        w1,
        c1 - c0,
        bytes as f64 / 1e6,
        w2 - w1,
        c2 - c1,
        w3 - w2,
        c3 - c2,
        json.len() / 1024,
        w4 - w3,
        c4 - c3
    );
}
