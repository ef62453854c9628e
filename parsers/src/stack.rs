//! Threads with large stacks for the recursive parsers, started once and kept.
//!
//! Both parsers recurse once per nesting level and bound the depth so that hostile
//! input is reported instead of overflowing a stack; the bounds assume a stack larger
//! than a caller's thread may have. Starting a thread of that size per parse cost more
//! than the parse itself (about 40 us on a 2-core VM, against 10 to 200 us for a
//! kernel), so the threads are kept in a pool: as many as the machine runs at once,
//! so parallel callers are not serialised.

/// Stack of every pool thread: the larger of the two parsers' needs (the Python
/// parser's 64 MiB; the C++ parser needs 16). Untouched stack pages are never
/// committed, so the size costs address space only.
pub(crate) const POOL_STACK: usize = 64 << 20;

fn pool() -> Option<&'static rayon::ThreadPool> {
    static POOL: std::sync::OnceLock<Option<rayon::ThreadPool>> = std::sync::OnceLock::new();
    POOL.get_or_init(|| {
        let threads = std::thread::available_parallelism().map_or(1, usize::from);
        rayon::ThreadPoolBuilder::new().num_threads(threads).stack_size(POOL_STACK).thread_name(|i| format!("ia-parser-{i}")).build().ok()
    })
    .as_ref()
}

/// Runs `f` on a pool thread (inline when this is one already) and waits for it.
/// `None` when no pool thread could be started; `Some(Err(_))` when `f` panicked.
pub(crate) fn on_pool<T: Send>(f: impl FnOnce() -> T + Send) -> Option<std::thread::Result<T>> {
    let pool = pool()?;
    Some(std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| pool.install(f))))
}
