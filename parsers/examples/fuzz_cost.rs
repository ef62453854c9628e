//! What one fuzz input costs without the fuzzer's instrumentation: runs the steps of the
//! parser fuzz targets (`fuzz/fuzz_targets/`) over a corpus, every file cut at the
//! target's `-max_len` as `fuzz/run_all.sh` sets it, and prints the mean time per input
//! of each step (the syntax steps: the C++ target's view analysis is in the main crate).
//! Profile it with `perf record` to see where a target's time goes.
//!   cargo run --release -p ia-parsers --example fuzz_cost -- cpp fuzz/corpus/cpp_parse_kernel 8192 20
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
use std::time::{Duration, Instant};

/// Counts allocations (and reallocations), to see what a change saves besides time.
struct Counting;
static ALLOCS: AtomicUsize = AtomicUsize::new(0);
static ALLOC_BYTES: AtomicUsize = AtomicUsize::new(0);

// SAFETY: forwards every call to the system allocator unchanged; only counts.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCS.fetch_add(1, Relaxed);
        ALLOC_BYTES.fetch_add(layout.size(), Relaxed);
        // SAFETY: the caller's contract is the system allocator's.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: as above.
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCS.fetch_add(1, Relaxed);
        ALLOC_BYTES.fetch_add(new_size, Relaxed);
        // SAFETY: as above.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let [_, mode, target, dir] = args.as_slice() {
        if mode == "dump" {
            dump(target, dir);
            return;
        }
    }
    let [_, target, dir, max_len, rounds] = args.as_slice() else {
        eprintln!("usage: fuzz_cost cpp|py|pyexpr CORPUS_DIR MAX_LEN ROUNDS\n       fuzz_cost dump cpp|py|pyexpr CORPUS_DIR");
        std::process::exit(2);
    };
    let max_len: usize = max_len.parse().expect("MAX_LEN");
    let rounds: usize = rounds.parse().expect("ROUNDS");
    let mut inputs: Vec<String> = Vec::new();
    let mut paths: Vec<_> = std::fs::read_dir(dir).expect("CORPUS_DIR").map(|e| e.expect("entry").path()).collect();
    paths.sort();
    for p in paths {
        let data = std::fs::read(&p).expect("read");
        let data = &data[..data.len().min(max_len)];
        inputs.push(String::from_utf8_lossy(data).into_owned());
    }
    // Per step: time, allocations, bytes allocated.
    let mut steps: Vec<(&str, Duration, usize, usize)> = Vec::new();
    let mut mark = (Instant::now(), 0, 0);
    let start = |mark: &mut (Instant, usize, usize)| *mark = (Instant::now(), ALLOCS.load(Relaxed), ALLOC_BYTES.load(Relaxed));
    let mut add = |name: &'static str, mark: &(Instant, usize, usize)| {
        let (d, a, b) = (mark.0.elapsed(), ALLOCS.load(Relaxed) - mark.1, ALLOC_BYTES.load(Relaxed) - mark.2);
        match steps.iter_mut().find(|s| s.0 == name) {
            Some(s) => {
                s.1 += d;
                s.2 += a;
                s.3 += b;
            }
            None => steps.push((name, d, a, b)),
        }
    };
    let mut checksum = 0usize;
    for _ in 0..rounds {
        for text in &inputs {
            match target.as_str() {
                "cpp" => {
                    start(&mut mark);
                    let parsed = ia_parsers::cpp::parse_kernel(text);
                    add("parse_kernel", &mark);
                    // The target's view analysis (`check::cpp::views::analyze`) lives in the
                    // main crate since the parsers crate became syntax only: not timed here.
                    checksum += parsed.kernels.len();
                    start(&mut mark);
                    checksum += ia_parsers::cpp::parse_expr(text).is_ok() as usize;
                    add("parse_expr", &mark);
                    checksum += parsed.unsupported.len();
                }
                "py" => {
                    start(&mut mark);
                    checksum += ia_parsers::py::parse_module(text).unsupported.len();
                    add("parse_module", &mark);
                }
                "pyexpr" => {
                    start(&mut mark);
                    checksum += ia_parsers::py::parse_expr(text).is_ok() as usize;
                    add("parse_expr", &mark);
                }
                other => panic!("unknown target {other}"),
            }
        }
    }
    let n = (inputs.len() * rounds) as f64;
    let mut total = 0.0;
    for (name, d, a, b) in &steps {
        let us = d.as_secs_f64() * 1e6 / n;
        total += us;
        println!("{name:>14}: {us:9.1} us/input {:9.0} allocations/input {:9.0} bytes/input", *a as f64 / n, *b as f64 / n);
    }
    println!("{:>14}: {total:9.1} us/input ({} inputs x {rounds} rounds, {:.0} inputs/s, checksum {checksum})", "total", inputs.len(), 1e6 / total);
}

/// One line per input (every corpus file, its prefixes and deterministic mutations):
/// a hash of everything the target's steps return. Two builds that print the same
/// lines parse the same way; a speed-up must not change a line.
fn dump(target: &str, dir: &str) {
    use std::hash::{DefaultHasher, Hash, Hasher};
    let mut paths: Vec<_> = std::fs::read_dir(dir).expect("CORPUS_DIR").map(|e| e.expect("entry").path()).collect();
    paths.sort();
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    let mut rand = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n.max(1) as u64) as usize
    };
    const BYTES: &[u8] = b"<>()[]{};:,.'\"/*\\\n #0x1eE._aZ\xc3\xa9\xe2\x80\xa8\t\r-+=&|!~?%^";
    for p in paths {
        let data = std::fs::read(&p).expect("read");
        let mut variants: Vec<Vec<u8>> = vec![data.clone()];
        for cut in [64, 512, 2048, 8192] {
            variants.push(data[..data.len().min(cut)].to_vec());
        }
        for _ in 0..30 {
            let mut v = data[..data.len().min(8192)].to_vec();
            for _ in 0..1 + rand(4) {
                let at = rand(v.len() + 1);
                match rand(3) {
                    0 if at < v.len() => {
                        v.remove(at);
                    }
                    1 if at < v.len() => v[at] = BYTES[rand(BYTES.len())],
                    _ => v.insert(at, BYTES[rand(BYTES.len())]),
                }
            }
            variants.push(v);
        }
        for (i, v) in variants.iter().enumerate() {
            let text = String::from_utf8_lossy(v);
            let out = match target {
                "cpp" => {
                    let parsed = ia_parsers::cpp::parse_kernel(&text);
                    format!("{parsed:?}{:?}", ia_parsers::cpp::parse_expr(&text))
                }
                "py" => format!("{:?}", ia_parsers::py::parse_module(&text)),
                "pyexpr" => format!("{:?}", ia_parsers::py::parse_expr(&text)),
                other => panic!("unknown target {other}"),
            };
            let mut h = DefaultHasher::new();
            out.hash(&mut h);
            println!("{} {i} {:016x} {}", p.file_name().and_then(|n| n.to_str()).unwrap_or("?"), h.finish(), out.len());
        }
    }
}
