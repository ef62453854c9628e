//! The `inductor-audit` binary: the command line is `inductor_audit::cli`.

use std::process::ExitCode;

/// mimalloc instead of glibc's malloc: the audit allocates and frees many small expression
/// nodes, and glibc's allocator was about 30% of its CPU (BENCHMARKS.md, issue 15).
#[global_allocator]
static ALLOCATOR: Mimalloc = Mimalloc;

/// mimalloc, called as std's `System` allocator calls malloc: an alignment of at most 16
/// bytes, and at most the size, is what plain `mi_malloc` gives every block (malloc's
/// `max_align_t` guarantee), so only larger alignments take mimalloc's aligned entry points.
/// `mimalloc::MiMalloc` sends every allocation through `mi_malloc_aligned`, whose fast path
/// needs a free block at hand and whose fallback over-allocates a block of another size
/// class for sizes that are not a power of two (48, 80, ... bytes): 1.4 of 3.4 million
/// allocations took it on a C++ sample directory, about 7% of the instructions.
struct Mimalloc;

/// `MI_MAX_ALIGN_SIZE`: the alignment `mi_malloc` guarantees for blocks of at least that size.
const MALLOC_ALIGN: usize = 16;

fn malloc_aligned(align: usize, size: usize) -> bool {
    align <= MALLOC_ALIGN && align <= size
}

// SAFETY: every block comes from mimalloc and goes back to it (`mi_free` and `mi_realloc`
// take blocks of any of its entry points); a block from `mi_malloc`/`mi_zalloc`/`mi_realloc`
// is aligned to `min(16, size)` at least, which `malloc_aligned` requires of the layout.
unsafe impl std::alloc::GlobalAlloc for Mimalloc {
    #[inline]
    unsafe fn alloc(&self, layout: std::alloc::Layout) -> *mut u8 {
        if malloc_aligned(layout.align(), layout.size()) {
            libmimalloc_sys::mi_malloc(layout.size()) as *mut u8
        } else {
            libmimalloc_sys::mi_malloc_aligned(layout.size(), layout.align()) as *mut u8
        }
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: std::alloc::Layout) -> *mut u8 {
        if malloc_aligned(layout.align(), layout.size()) {
            libmimalloc_sys::mi_zalloc(layout.size()) as *mut u8
        } else {
            libmimalloc_sys::mi_zalloc_aligned(layout.size(), layout.align()) as *mut u8
        }
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, _layout: std::alloc::Layout) {
        libmimalloc_sys::mi_free(ptr as *mut std::ffi::c_void);
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: std::alloc::Layout, new_size: usize) -> *mut u8 {
        if malloc_aligned(layout.align(), new_size) {
            libmimalloc_sys::mi_realloc(ptr as *mut std::ffi::c_void, new_size) as *mut u8
        } else {
            libmimalloc_sys::mi_realloc_aligned(ptr as *mut std::ffi::c_void, new_size, layout.align()) as *mut u8
        }
    }
}

/// `mi_option_purge_delay` in mimalloc's `mi_option_e` (v3, as libmimalloc-sys builds it;
/// the crate exports no constant for it).
const MI_OPTION_PURGE_DELAY: i32 = 15;

extern "C" {
    fn mi_option_set(option: i32, value: std::ffi::c_long);
}

/// mimalloc by default hands freed pages back to the kernel 10 ms after they empty; the
/// audit frees a module's expressions and builds the next module's moments later, so the
/// same pages came back as fresh faults, each zeroing a 2 MiB transparent huge page: about
/// 0.3 of 4.5 CPU-seconds on `kernels_samples/` went to the kernel's `clear_page_erms`
/// (BENCHMARKS.md, twelfth session). Kept mapped, the pages are reused; peak RSS (what
/// the process needs anyway) is unchanged. A `MIMALLOC_PURGE_DELAY` in the environment
/// still wins, for whoever wants the memory back.
fn keep_freed_memory_mapped() {
    if std::env::var_os("MIMALLOC_PURGE_DELAY").is_none() {
        // SAFETY: called first thing in main before any other thread exists (the call is
        // not thread safe); it stores one option value that mimalloc reads when it purges.
        unsafe { mi_option_set(MI_OPTION_PURGE_DELAY, -1) }
    }
}

fn main() -> ExitCode {
    // A reader that stops early (`| head`) ends this process the way it ends `cat`, with no
    // "Broken pipe" error: Rust ignores SIGPIPE by default.
    #[cfg(unix)]
    // SAFETY: called first thing in main, before any thread exists; restoring the default
    // disposition of SIGPIPE has no other effect on this process.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    keep_freed_memory_mapped();
    // `confirm` re-executes this binary to replay kernels in an expendable process.
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some(inductor_audit::confirm::CHILD_SUBCOMMAND) {
        return ExitCode::from(inductor_audit::confirm::child_main(&args[2..]) as u8);
    }
    inductor_audit::cli::cli_main(std::env::args_os())
}
