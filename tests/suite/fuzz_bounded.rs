//! A bounded, deterministic fuzz run on stable Rust, for CI (the `cargo fuzz` targets in
//! `fuzz/` need nightly and run open-ended). Real Inductor text from the captures
//! (wrapper modules, Triton and C++ kernel sources, index expressions, log lines, whole
//! logs) is mutated with a seeded PRNG and fed to every parser and to the whole pipeline.
//! Each call must return (no panic) within a time limit.
//!
//! Knobs (environment): `IA_FUZZ_SECONDS` per target (default 3), `IA_FUZZ_SEED`.
//! A failing input is written to `target/fuzz-bounded-failures/` to replay with
//! `cargo fuzz run <target> <file>` or by hand.

use std::io::Read;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::sync::{mpsc, Arc, OnceLock};
use std::time::{Duration, Instant};

use inductor_audit::check::{check_module, CheckOptions};
use inductor_audit::input::{module_from_text, CacheIndex};
use inductor_audit::model::build_module;

/// One call taking longer than this counts as a hang (the slowest real module audits in
/// well under a second in a debug build).
const HANG_LIMIT: Duration = Duration::from_secs(20);

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*: deterministic across platforms and releases, unlike std's hashers.
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

/// Fragments that steer mutations towards the parsers' hard cases: brackets left open,
/// string delimiters, indentation, huge numbers, invalid UTF-8, deep nesting.
const TOKENS: &[&[u8]] = &[
    b"(",
    b")",
    b"[",
    b"]",
    b"{",
    b"}",
    b"'''",
    b"\"\"\"",
    b"r'''",
    b"'",
    b"\"",
    b"\\",
    b"\n",
    b"\n    ",
    b"\t",
    b"#",
    b":",
    b",",
    b"=",
    b"tl.load(",
    b"tl.store(",
    b"tl.where(",
    b"tl.arange(0, XBLOCK)",
    b"def call(args):\n",
    b"@triton.jit\n",
    b"async_compile.triton('k', '''\n",
    b"for (int64_t x0=0; x0<ks0; x0+=16)",
    b"{",
    b"}",
    b"at::vec::Vectorized<float>::loadu(in_ptr0 + x0, 16)",
    b"TORCH_CHECK(",
    b"99999999999999999999999999",
    b"-9223372036854775808",
    b"1e400",
    b"0x",
    b"**",
    b"//",
    b"%",
    b"<<",
    b">>",
    b"\xff",
    b"\xc3",
    b"\xe2\x82",
    b"\0",
    b"((((((((((((((((((((((((((((((((",
    b"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[",
    b"-------------------------",
    b"V1122 02:42:07.539000 465 torch/_inductor/graph.py:2552] [0/0] [__output_code] ",
    b"Output code: \n",
    b"[rank3]:",
];

fn mutate(rng: &mut Rng, seed: &[u8], other: &[u8]) -> Vec<u8> {
    let mut d = seed.to_vec();
    for _ in 0..1 + rng.below(4) {
        let len = d.len();
        let at = rng.below(len + 1);
        match rng.below(9) {
            0 if len > 0 => d[at.min(len - 1)] = rng.next() as u8,
            1 => d.splice(at..at, TOKENS[rng.below(TOKENS.len())].iter().copied()).for_each(drop),
            2 => {
                let end = (at + 1 + rng.below(64)).min(len);
                d.drain(at..end);
            }
            3 => d.truncate(at),
            4 if len > 0 => {
                // Duplicate a range: repeated statements, nested blocks.
                let start = rng.below(len);
                let end = (start + 1 + rng.below(256)).min(len);
                let piece = d[start..end].to_vec();
                d.splice(at..at, piece).for_each(drop);
            }
            5 if !other.is_empty() => {
                // Splice in text from another real input.
                let start = rng.below(other.len());
                let end = (start + 1 + rng.below(512)).min(other.len());
                d.splice(at..at, other[start..end].iter().copied()).for_each(drop);
            }
            6 => {
                // Swap two lines' worth of bytes around a newline: statements out of order.
                if let Some(nl) = d[at.min(len)..].iter().position(|&b| b == b'\n') {
                    let nl = at + nl;
                    let tail = d.split_off(nl);
                    let mut head = std::mem::take(&mut d);
                    d = tail;
                    d.append(&mut head);
                }
            }
            7 => d.splice(at..at, std::iter::repeat_n(b' ', 1 + rng.below(8))).for_each(drop),
            _ => d.insert(at, TOKENS[rng.below(TOKENS.len())][0]),
        }
    }
    d
}

#[derive(Default)]
struct Seeds {
    modules: Vec<Vec<u8>>,
    triton: Vec<Vec<u8>>,
    cpp: Vec<Vec<u8>>,
    exprs: Vec<Vec<u8>>,
    log_lines: Vec<Vec<u8>>,
    logs: Vec<Vec<u8>>,
}

fn sample_roots() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let roots = vec![root.join("tests/fixtures/corpus"), root.join("kernels_samples")];
    for r in &roots {
        assert!(r.is_dir(), "{} missing: the fuzz seeds ship with the repo", r.display());
    }
    roots
}

fn files_under(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            files_under(&p, out);
        } else {
            out.push(p);
        }
    }
}

/// The bodies of triple-quoted strings: kernel sources inside wrapper modules.
fn triple_quoted(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find("'''") {
        let body = &rest[i + 3..];
        let Some(j) = body.find("'''") else { break };
        out.push(&body[..j]);
        rest = &body[j + 3..];
    }
    out
}

fn seeds() -> &'static Seeds {
    static SEEDS: OnceLock<Seeds> = OnceLock::new();
    SEEDS.get_or_init(|| {
        let mut s = Seeds::default();
        let mut files = Vec::new();
        for r in sample_roots() {
            files_under(&r, &mut files);
        }
        for f in files {
            let name = f.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            if name == "output_code.log.gz" {
                let mut text = Vec::new();
                if flate2::read::MultiGzDecoder::new(std::fs::File::open(&f).expect("open log")).read_to_end(&mut text).is_ok() {
                    s.log_lines.extend(text.split(|&b| b == b'\n').step_by(23).map(<[u8]>::to_vec));
                    if text.len() < 64 << 10 {
                        s.logs.push(text);
                    }
                }
            } else if name.ends_with(".cpp") {
                s.cpp.extend(std::fs::read(&f).ok().filter(|b| b.len() < 64 << 10));
            } else if name.ends_with(".py") {
                let Ok(text) = std::fs::read_to_string(&f) else { continue };
                for body in triple_quoted(&text) {
                    if body.contains("@triton.jit") {
                        s.triton.push(body.as_bytes().to_vec());
                    } else if body.contains("extern \"C\"") {
                        s.cpp.push(body.as_bytes().to_vec());
                    }
                }
                for line in text.lines() {
                    // The index argument of loads and stores: `in_ptr0 + (x0 + 16*x1)`.
                    if let Some(i) = line.find("tl.load(").or_else(|| line.find("tl.store(")) {
                        let arg = &line[i..];
                        if let (Some(a), Some(b)) = (arg.find('('), arg.find(", ")) {
                            if a < b {
                                s.exprs.push(arg.as_bytes()[a + 1..b].to_vec());
                            }
                        }
                    }
                }
                if text.contains("def call(") && text.len() < 64 << 10 {
                    s.modules.push(text.into_bytes());
                }
            }
        }
        // Keep the run bounded and varied: at most 64 seeds of each kind, spread out.
        for v in [&mut s.modules, &mut s.triton, &mut s.cpp, &mut s.exprs, &mut s.log_lines, &mut s.logs] {
            v.sort();
            v.dedup();
            let step = v.len().div_ceil(64).max(1);
            *v = v.iter().step_by(step).cloned().collect();
        }
        assert!(!s.modules.is_empty() && !s.triton.is_empty() && !s.logs.is_empty(), "no real seeds found under {:?}", sample_roots());
        s
    })
}

fn secs_per_target() -> f64 {
    std::env::var("IA_FUZZ_SECONDS").ok().and_then(|v| v.parse().ok()).unwrap_or(3.0)
}

fn base_seed() -> u64 {
    std::env::var("IA_FUZZ_SEED").ok().and_then(|v| v.parse().ok()).unwrap_or(0x1d_c0de)
}

/// Mutates `pool` for the time budget, running `target` on each input on a worker thread
/// so that a hang is reported instead of stalling the suite.
fn fuzz(name: &'static str, pool: &'static [Vec<u8>], splice_from: &'static [Vec<u8>], target: fn(&[u8])) {
    assert!(!pool.is_empty(), "{name}: no seeds");
    let budget = Duration::from_secs_f64(secs_per_target());
    let (tx_in, rx_in) = mpsc::channel::<Arc<Vec<u8>>>();
    let (tx_out, rx_out) = mpsc::channel::<Result<(), String>>();
    std::thread::Builder::new()
        // Default stack size, like the audit's worker threads.
        .name(format!("fuzz-{name}"))
        .spawn(move || {
            for input in rx_in {
                let r = catch_unwind(AssertUnwindSafe(|| target(&input)))
                    .map_err(|e| e.downcast_ref::<String>().cloned().or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string())).unwrap_or_else(|| "panic".into()));
                if tx_out.send(r).is_err() {
                    break;
                }
            }
        })
        .expect("spawn fuzz worker");

    let mut rng = Rng(base_seed() ^ name.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)));
    let started = Instant::now();
    let mut iterations = 0u64;
    // The seeds themselves first, then mutations until the budget is spent.
    while started.elapsed() < budget || (iterations as usize) < pool.len() {
        let input = if (iterations as usize) < pool.len() {
            pool[iterations as usize].clone()
        } else {
            let seed = &pool[rng.below(pool.len())];
            let other = &splice_from[rng.below(splice_from.len())];
            mutate(&mut rng, seed, other)
        };
        let input = Arc::new(input);
        tx_in.send(input.clone()).expect("fuzz worker alive");
        let outcome = rx_out.recv_timeout(HANG_LIMIT);
        let failure = match outcome {
            Ok(Ok(())) => None,
            Ok(Err(msg)) => Some(format!("panicked: {msg}")),
            Err(_) => Some(format!("no result after {HANG_LIMIT:?}")),
        };
        if let Some(why) = failure {
            let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/fuzz-bounded-failures");
            let _ = std::fs::create_dir_all(&dir);
            let file = dir.join(format!("{name}-{iterations}"));
            let _ = std::fs::write(&file, input.as_slice());
            panic!("{name}: iteration {iterations} (IA_FUZZ_SEED={}) {why}; input saved to {}", base_seed(), file.display());
        }
        iterations += 1;
    }
    eprintln!("{name}: {iterations} inputs in {:.1}s", started.elapsed().as_secs_f64());
    assert!(iterations as usize >= pool.len());
}

fn lossy(b: &[u8]) -> std::borrow::Cow<'_, str> {
    String::from_utf8_lossy(b)
}

#[test]
fn fuzz_py_parse_module() {
    let s = seeds();
    fuzz("py_parse_module", &s.triton, &s.modules, |b| {
        let text = lossy(b);
        let m = ia_parsers::py::parse_module(&text);
        // Python ends lines at `\n`, `\r\n` and a lone `\r`.
        let lines = 1
            + text.bytes().filter(|&b| b == b'\n').count() as u32
            + text.as_bytes().windows(2).filter(|w| w[0] == b'\r' && w[1] != b'\n').count() as u32
            + u32::from(text.ends_with('\r'));
        assert!(m.unsupported.iter().all(|u| u.span.line <= lines), "unsupported item located past the end");
    });
    fuzz("py_parse_module_wrapper", &s.modules, &s.triton, |b| {
        let _ = ia_parsers::py::parse_module(&lossy(b));
    });
}

#[test]
fn fuzz_py_parse_expr() {
    let s = seeds();
    fuzz("py_parse_expr", &s.exprs, &s.exprs, |b| {
        let _ = ia_parsers::py::parse_expr(&lossy(b));
    });
}

#[test]
fn fuzz_cpp_parse_kernel() {
    let s = seeds();
    assert!(!s.cpp.is_empty(), "no C++ kernel seeds");
    fuzz("cpp_parse_kernel", &s.cpp, &s.cpp, |b| {
        let text = lossy(b);
        for k in &ia_parsers::cpp::parse_kernel(&text).kernels {
            let _ = inductor_audit::check::cpp::views::analyze(k);
        }
        let _ = ia_parsers::cpp::parse_expr(&text);
    });
}

#[test]
fn fuzz_glog_parse_line() {
    let s = seeds();
    fuzz("glog_parse_line", &s.log_lines, &s.log_lines, |b| {
        if let Some(g) = ia_parsers::glog::parse_line(b) {
            assert!(g.payload_start <= b.len());
        }
    });
}

fn pipeline(b: &[u8]) {
    let cache = CacheIndex::default();
    let opts = CheckOptions { witness_budget: 1 << 10 };
    for m in module_from_text("fuzz.log", lossy(b).into_owned()) {
        let module = build_module(Arc::new(m), &cache);
        let _ = check_module(&module, &opts);
    }
}

#[test]
fn fuzz_pipeline() {
    let s = seeds();
    fuzz("pipeline_log", &s.logs, &s.modules, pipeline);
    fuzz("pipeline_wrapper", &s.modules, &s.triton, pipeline);
}
