//! Hostile inputs that once took exponential or polynomial time (issue 15): temporaries
//! that each use the previous one twice, in a Triton kernel and in the wrapper (written
//! out as trees they double per line; the audit must share them), 10,000-line assignment
//! chains, and index sums over hundreds of distinct atoms. 200 doubling lines written out
//! would be 2^200 nodes, so without sharing those tests never finish: the 120-second limit
//! is a margin of several thousand over what they take (milliseconds), not a timing test.
//! Linearity is asserted on work, not time: the heap allocations the audit makes on this
//! thread (a counting allocator), compared between an input and the same input 4x larger.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::path::PathBuf;
use std::sync::mpsc;
use std::time::Duration;

use inductor_audit::check::CheckOptions;
use inductor_audit::report::Report;

fn sample_module() -> String {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("kernels_samples/pointwise_dynamic/cache/i7");
    let path = dir.join("ci7m5cxfimgotw6j7f3tr2vtfv74d7szt3g2r2mp3ootniuzqzj2.py");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Inserts `lines(indent)` after the first line whose trimmed text is `after`.
fn insert_after(text: &str, after: &str, lines: impl Fn(&str) -> Vec<String>) -> String {
    let mut out = Vec::new();
    let mut done = false;
    for l in text.split('\n') {
        out.push(l.to_string());
        if !done && l.trim() == after {
            let indent = &l[..l.len() - l.trim_start().len()];
            out.extend(lines(indent));
            done = true;
        }
    }
    assert!(done, "the sample no longer has the line {after:?}");
    out.join("\n")
}

fn audit_within_limit(name: &str, text: String) -> Report {
    let (tx, rx) = mpsc::channel();
    let name = name.to_string();
    std::thread::spawn(move || {
        let _ = tx.send(inductor_audit::audit_text(&name, text, &CheckOptions::default()));
    });
    rx.recv_timeout(Duration::from_secs(120)).expect("the audit did not finish: shared temporaries are being written out")
}

#[test]
fn kernel_temporaries_used_twice_are_shared() {
    let n = 200;
    let text = insert_after(&sample_module(), "x0 = (xindex % ks0)", |ind| {
        let mut v = vec![format!("{ind}t0 = x0")];
        v.extend((0..n).map(|i| format!("{ind}t{} = (t{i} // 2) + (t{i} % 3)", i + 1)));
        v.push(format!("{ind}tmpz = tl.load(in_ptr1 + (t{n}), xmask)"));
        v
    });
    let r = audit_within_limit("kshared.py", text);
    // The sample's own three accesses are still proven; the new load is judged (not
    // proven here: its bound is widened), never silently dropped.
    assert_eq!(r.stats.accesses, 4, "{:?}", r.stats);
    assert_eq!(r.stats.proven, 3, "{:?}", r.stats);
    assert_eq!(r.stats.unknown + r.stats.violations, 1, "{:?}", r.stats);
}

#[test]
fn wrapper_assignments_used_twice_are_shared() {
    let n = 200;
    let text = insert_after(&sample_module(), "s27 = arg1_1", |ind| {
        let mut v = vec![format!("{ind}w0 = s27")];
        v.extend((0..n).map(|i| format!("{ind}w{} = (w{i} // 2) + (w{i} % 3)", i + 1)));
        v
    });
    let r = audit_within_limit("wshared.py", text);
    assert_eq!(r.stats.accesses, 3, "{:?}", r.stats);
    assert_eq!(r.stats.proven, 3, "{:?}", r.stats);
}

/// Counts heap allocations per thread, so a test measures the work of the audit it runs
/// and not that of tests running beside it. The whole suite binary uses it; the cost is
/// one thread-local increment per allocation.
struct Counting;

thread_local! {
    static ALLOCS: Cell<u64> = const { Cell::new(0) };
}

// SAFETY: every call is forwarded unchanged to the system allocator; the counter is a
// `const`-initialised thread local, which never allocates.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let _ = ALLOCS.try_with(|c| c.set(c.get() + 1));
        System.alloc(layout)
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout)
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let _ = ALLOCS.try_with(|c| c.set(c.get() + 1));
        System.alloc_zeroed(layout)
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let _ = ALLOCS.try_with(|c| c.set(c.get() + 1));
        System.realloc(ptr, layout, new_size)
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

/// The audit of `text` on a fresh thread (inside the 120 s limit), with the allocations
/// it made.
fn audit_counted(name: &str, text: String) -> (Report, u64) {
    let (tx, rx) = mpsc::channel();
    let name = name.to_string();
    std::thread::spawn(move || {
        let before = ALLOCS.with(Cell::get);
        let r = inductor_audit::audit_text(&name, text, &CheckOptions::default());
        let _ = tx.send((r, ALLOCS.with(Cell::get) - before));
    });
    rx.recv_timeout(Duration::from_secs(120)).expect("the audit did not finish")
}

/// Audits the sample with `lines(n)` inserted for n = `small` and 4*`small` (and with
/// none), and requires the allocations the inserted lines cause to grow at most 6x for
/// 4x the lines: linear work gives 4x (plus noise), quadratic 16x. Returns the reports
/// for the two sizes.
fn assert_linear(name: &str, small: usize, text: impl Fn(usize) -> String) -> (Report, Report) {
    let (_, base) = audit_counted(name, text(0));
    let (r1, a1) = audit_counted(name, text(small));
    let (r4, a4) = audit_counted(name, text(4 * small));
    let (d1, d4) = (a1.saturating_sub(base).max(1), a4.saturating_sub(base));
    assert!(d4 <= 6 * d1, "{name}: {d1} allocations for {small} lines, {d4} for {} lines (more than linear)", 4 * small);
    (r1, r4)
}

fn wrapper_chain(n: usize, line: impl Fn(usize) -> String) -> String {
    insert_after(&sample_module(), "s27 = arg1_1", |ind| {
        let mut v = vec![format!("{ind}w0 = s27")];
        v.extend((0..n).map(|i| format!("{ind}{}", line(i))));
        v
    })
}

/// `w{i+1} = w{i} + 1`: each assignment folds into `s27 + i`.
#[test]
fn wrapper_chain_of_increments_is_linear() {
    let (r1, r4) = assert_linear("wchain.py", 2500, |n| wrapper_chain(n, |i| format!("w{} = w{i} + 1", i + 1)));
    assert_eq!((r1.stats.proven, r4.stats.proven), (3, 3), "{:?}", r4.stats);
}

/// `w{i+1} = w{i} * 2 + 1`: the coefficients overflow i128 after 127 lines, so from
/// there on every value is a sum kept unfolded around the previous one (a chain 10,000
/// deep). Each line must cost the same: it once expanded the whole chain again (24 s).
#[test]
fn wrapper_chain_past_overflow_is_linear() {
    let (r1, r4) = assert_linear("wovf.py", 2500, |n| wrapper_chain(n, |i| format!("w{} = w{i} * 2 + 1", i + 1)));
    assert_eq!((r1.stats.proven, r4.stats.proven), (3, 3), "{:?}", r4.stats);
}

/// The same overflowing chain inside a Triton kernel, its last value loaded from.
#[test]
fn kernel_chain_past_overflow_is_linear() {
    let (r1, r4) = assert_linear("kovf.py", 2500, |n| {
        insert_after(&sample_module(), "x0 = (xindex % ks0)", |ind| {
            let mut v = vec![format!("{ind}t0 = x0")];
            v.extend((0..n).map(|i| format!("{ind}t{} = t{i} * 2 + 1", i + 1)));
            if n > 0 {
                v.push(format!("{ind}tmpz = tl.load(in_ptr1 + (t{n}), xmask)"));
            }
            v
        })
    });
    // The sample's three accesses stay proven and the new load is judged (its offset is
    // unbounded: not proven), never dropped.
    for r in [&r1, &r4] {
        assert_eq!((r.stats.accesses, r.stats.proven), (4, 3), "{:?}", r.stats);
        assert_eq!(r.stats.unknown + r.stats.violations, 1, "{:?}", r.stats);
    }
}

/// Shared temporaries (each used twice) at 20 and 80 lines, in the wrapper and in a
/// kernel: linear, not merely finite.
#[test]
fn shared_temporaries_are_linear() {
    let (_, w) = assert_linear("wshared.py", 20, |n| wrapper_chain(n, |i| format!("w{} = (w{i} // 2) + (w{i} % 3)", i + 1)));
    assert_eq!(w.stats.proven, 3, "{:?}", w.stats);
    let (_, k) = assert_linear("kshared.py", 20, |n| {
        insert_after(&sample_module(), "x0 = (xindex % ks0)", |ind| {
            let mut v = vec![format!("{ind}t0 = x0")];
            v.extend((0..n).map(|i| format!("{ind}t{} = (t{i} // 2) + (t{i} % 3)", i + 1)));
            if n > 0 {
                v.push(format!("{ind}tmpz = tl.load(in_ptr1 + (t{n}), xmask)"));
            }
            v
        })
    });
    assert_eq!((k.stats.accesses, k.stats.proven), (4, 3), "{:?}", k.stats);
}

/// One load whose offset sums `n` distinct floor-division atoms. The range analysis was
/// n^3 (the sign proof shifted the whole polynomial once per atom, copying it per term):
/// 150 atoms took 22 s, 300 did not finish in 100 s. What remains above linear is the
/// int32 record of every prefix of the left-nested sum (n prefixes of up to n terms),
/// so the bound here is quadratic, 16x for 4x the atoms, not the 64x of n^3.
#[test]
fn index_sum_over_many_atoms_is_at_most_quadratic() {
    let text = |n: usize| {
        insert_after(&sample_module(), "x0 = (xindex % ks0)", |ind| {
            if n == 0 {
                return Vec::new();
            }
            let idx: Vec<String> = (0..n).map(|k| format!("((xindex // {}) % 3)", k + 2)).collect();
            vec![format!("{ind}tmpz = tl.load(in_ptr1 + ({}), xmask)", idx.join(" + "))]
        })
    };
    let (_, base) = audit_counted("atoms.py", text(0));
    let (_, a1) = audit_counted("atoms.py", text(75));
    let (r4, a4) = audit_counted("atoms.py", text(300));
    let (d1, d4) = (a1.saturating_sub(base).max(1), a4.saturating_sub(base));
    assert!(d4 <= 24 * d1, "{d1} allocations for 75 atoms, {d4} for 300");
    assert_eq!((r4.stats.accesses, r4.stats.proven), (4, 3), "{:?}", r4.stats);
    assert_eq!(r4.stats.unknown + r4.stats.violations, 1, "{:?}", r4.stats);
}
