//! Threads with large stacks for the recursive parsers, started once and kept.
//!
//! Both parsers recurse once per nesting level and bound the depth so that hostile
//! input is reported instead of overflowing a stack; the bounds assume a stack larger
//! than a caller's thread may have. Starting a thread of that size per parse cost more
//! than the parse itself (about 40 us on a 2-core VM, against 10 to 200 us for a
//! kernel), so the threads are kept in a pool: as many as the machine runs at once,
//! so parallel callers are not serialised.
//!
//! A caller whose own thread is that large says so once ([`declare_thread_stack`]); its
//! parses then run inline. Handing every parse to a pool thread and back cost two
//! context switches and the pool's spinning, about 5% of an audit's CPU.

use std::cell::Cell;

/// Stack of every pool thread: the larger of the two parsers' needs (the Python
/// parser's 64 MiB; the C++ parser needs 16). Untouched stack pages are never
/// committed, so the size costs address space only.
pub(crate) const POOL_STACK: usize = 64 << 20;

thread_local! {
    /// (stack position when declared, stack size declared) of the current thread.
    static DECLARED: Cell<Option<(usize, usize)>> = const { Cell::new(None) };
}

/// An address in the current stack frame.
#[inline(never)]
fn stack_position() -> usize {
    let probe = 0u8;
    std::hint::black_box(&probe) as *const u8 as usize
}

/// Declares that the current thread was started with a stack of `size` bytes and that
/// little of it is in use yet (call it first thing in the thread's closure). Parses on
/// this thread then run inline while at least the pool threads' stack, plus a margin for
/// what was in use before this call, is left; elsewhere they go to the pool as before.
/// Declaring more than the thread has risks a stack overflow on hostile input.
pub fn declare_thread_stack(size: usize) {
    DECLARED.with(|d| d.set(Some((stack_position(), size))));
}

/// Stack left to the current thread when it declared one, conservatively: what was in use
/// above the declaration (the runtime's thread start) is counted as 256 KiB.
fn declared_stack_left() -> Option<usize> {
    const ABOVE_DECLARATION: usize = 256 << 10;
    let (base, size) = DECLARED.with(Cell::get)?;
    size.checked_sub(ABOVE_DECLARATION)?.checked_sub(base.abs_diff(stack_position()))
}

fn pool() -> Option<&'static rayon::ThreadPool> {
    static POOL: std::sync::OnceLock<Option<rayon::ThreadPool>> = std::sync::OnceLock::new();
    POOL.get_or_init(|| {
        let threads = std::thread::available_parallelism().map_or(1, usize::from);
        rayon::ThreadPoolBuilder::new().num_threads(threads).stack_size(POOL_STACK).thread_name(|i| format!("ia-parser-{i}")).build().ok()
    })
    .as_ref()
}

/// Runs `f` on a stack of at least [`POOL_STACK`]: inline on a thread that declared
/// enough ([`declare_thread_stack`]), else on a pool thread (inline when this is one
/// already), and waits for it. `None` when no pool thread could be started;
/// `Some(Err(_))` when `f` panicked.
pub(crate) fn on_pool<T: Send>(f: impl FnOnce() -> T + Send) -> Option<std::thread::Result<T>> {
    if declared_stack_left().is_some_and(|left| left >= POOL_STACK) {
        return Some(std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)));
    }
    let pool = pool()?;
    Some(std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| pool.install(f))))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn on_thread<T: Send + 'static>(stack: usize, declare: usize, f: impl FnOnce() -> T + Send + 'static) -> T {
        std::thread::Builder::new()
            .stack_size(stack)
            .spawn(move || {
                declare_thread_stack(declare);
                f()
            })
            .expect("spawn")
            .join()
            .expect("no overflow")
    }

    #[test]
    fn a_declared_large_thread_parses_inline_and_a_small_one_does_not() {
        let inline = || on_pool(|| std::thread::current().id()).map(|r| r.ok() == Some(std::thread::current().id()));
        assert_eq!(on_thread(POOL_STACK + (1 << 20), POOL_STACK + (1 << 20), inline), Some(true));
        assert_eq!(on_thread(2 << 20, 2 << 20, inline), Some(false));
    }

    #[test]
    fn deep_nesting_inline_is_reported_not_overflowed() {
        let deep = format!("x = {}1{}\n", "(".repeat(50_000), ")".repeat(50_000));
        let module = on_thread(POOL_STACK + (1 << 20), POOL_STACK + (1 << 20), move || crate::py::parse_module(&deep));
        assert!(module.body.is_empty());
        assert_eq!(module.unsupported.len(), 1);
    }
}
