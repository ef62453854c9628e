//! Parse throughput without the audit's memo (which skips module texts already seen): every
//! module read from the inputs is processed again, so a log made by repeating samples
//! measures what unique text of the same size would cost. Used by `tools/bench_parse.sh`.
//!
//!   bench_parse [--stage read|parse|model] [--jobs N] PATH...
//!
//! - `read`:  detect, stream and split the inputs into modules (the log reader alone);
//! - `parse`: `read` + the Python-subset parser on every wrapper module and on every
//!   `'''`-quoted kernel source in it (C++ sources through the C++ parser);
//! - `model`: `read` + `model::build_module` (all parsers, views, launches, configs): what
//!   `audit` does before the checks.
//!
//! Prints one JSON line: input bytes, module text bytes, modules, seconds, MB/s.

use std::path::PathBuf;
use std::sync::{mpsc, Arc, Mutex};
use std::time::Instant;

use inductor_audit::input::{self, ModuleSource};
use inductor_audit::model;

#[derive(Clone, Copy, PartialEq)]
enum Stage {
    Read,
    Parse,
    Model,
}

fn main() {
    let mut stage = Stage::Model;
    let mut jobs = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1);
    let mut paths = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--stage" => {
                stage = match args.next().as_deref() {
                    Some("read") => Stage::Read,
                    Some("parse") => Stage::Parse,
                    Some("model") => Stage::Model,
                    other => exit_usage(&format!("unknown stage {other:?}")),
                }
            }
            "--jobs" => jobs = args.next().and_then(|j| j.parse().ok()).unwrap_or_else(|| exit_usage("--jobs needs a number")),
            _ => paths.push(PathBuf::from(a)),
        }
    }
    if paths.is_empty() {
        exit_usage("no input path");
    }
    let input_bytes: u64 = paths.iter().filter_map(|p| std::fs::metadata(p).ok()).map(|m| m.len()).sum();
    let started = Instant::now();
    let d = input::discover(&paths);
    let mut issues = d.issues.clone();
    let totals = Mutex::new((0u64, 0u64, 0u64)); // modules, text bytes, work units
    std::thread::scope(|scope| {
        let (tx, rx) = mpsc::sync_channel::<ModuleSource>(jobs * 2);
        let rx = Arc::new(Mutex::new(rx));
        for _ in 0..jobs {
            let (rx, totals, cache) = (rx.clone(), &totals, &d.cache);
            scope.spawn(move || loop {
                let next = rx.lock().ok().and_then(|r| r.recv().ok());
                let Some(m) = next else { break };
                let text_len = m.text.len() as u64;
                let units = match stage {
                    Stage::Read => 0,
                    Stage::Parse => parse_all(&m.text),
                    Stage::Model => {
                        let module = model::build_module(Arc::new(m), cache);
                        (module.kernels.len() + module.launches.len()) as u64
                    }
                };
                if let Ok(mut t) = totals.lock() {
                    t.0 += 1;
                    t.1 += text_len;
                    t.2 += units;
                }
            });
        }
        input::read_all(&d, &mut issues, |m| {
            let _ = tx.send(m);
        });
        drop(tx);
    });
    let secs = started.elapsed().as_secs_f64();
    let (modules, text_bytes, units) = totals.into_inner().unwrap_or_default();
    let stage = match stage {
        Stage::Read => "read",
        Stage::Parse => "parse",
        Stage::Model => "model",
    };
    println!(
        "{{\"stage\": \"{stage}\", \"jobs\": {jobs}, \"input_bytes\": {input_bytes}, \"module_text_bytes\": {text_bytes}, \"modules\": {modules}, \"units\": {units}, \"input_issues\": {}, \"seconds\": {secs:.3}, \"input_mb_per_s\": {:.1}, \"text_mb_per_s\": {:.1}}}",
        issues.len(),
        input_bytes as f64 / 1e6 / secs,
        text_bytes as f64 / 1e6 / secs,
    );
}

/// The wrapper module and the kernel sources quoted in it, each through its parser.
fn parse_all(text: &str) -> u64 {
    let module = ia_parsers::py::parse_module(text);
    let mut units = module.body.len() as u64;
    let mut rest = text;
    while let Some(i) = rest.find("'''") {
        let body = &rest[i + 3..];
        let Some(j) = body.find("'''") else { break };
        let src = &body[..j];
        units += if src.contains("extern \"C\"") { ia_parsers::cpp::parse_kernel(src).kernels.len() as u64 } else { ia_parsers::py::parse_module(src).body.len() as u64 };
        rest = &body[j + 3..];
    }
    units
}

fn exit_usage(msg: &str) -> ! {
    eprintln!("bench_parse: {msg}\nusage: bench_parse [--stage read|parse|model] [--jobs N] PATH...");
    std::process::exit(2)
}
