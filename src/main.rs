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

/// mimalloc hands pages back to the kernel 10 ms after they empty, and the audit frees a
/// module's expressions and builds the next module's moments later: with transparent huge
/// pages (mimalloc asks for them with `madvise`) each such page came back as a fault
/// zeroing 2 MiB (the kernel's `clear_page_erms`, about 5% of the samples of
/// `audit kernels_samples/`). Without huge pages a fault zeroes 4 KiB. Measured
/// (BENCHMARKS.md, twelfth session): system time on `kernels_samples/` 0.43 -> 0.21 s,
/// peak RSS there 150-165 -> 96-103 MB, on a 1 GB log of distinct modules 228 -> 197 MB.
/// Keeping freed pages instead (no purge) cut the faults too, but peak RSS then grew with
/// the input (122 MB at 32 MB, 278 MB at 1 GB). `MIMALLOC_ALLOW_THP` in the environment
/// still wins.
///
/// The process-wide switch, not mimalloc's option: mimalloc reads that option once, when
/// it maps its first arena, before `main`; the kernel checks this flag at every fault.
fn small_pages_for_the_allocator() {
    #[cfg(target_os = "linux")]
    if std::env::var_os("MIMALLOC_ALLOW_THP").is_none() {
        // SAFETY: prctl with PR_SET_THP_DISABLE takes plain integers and touches no memory
        // of this process; a kernel without it returns an error, which changes nothing.
        unsafe {
            libc::prctl(libc::PR_SET_THP_DISABLE, 1, 0, 0, 0);
        }
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
    small_pages_for_the_allocator();
    // `confirm` re-executes this binary to replay kernels in an expendable process.
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some(inductor_audit::confirm::CHILD_SUBCOMMAND) {
        return ExitCode::from(inductor_audit::confirm::child_main(&args[2..]) as u8);
    }
    inductor_audit::cli::cli_main(std::env::args_os())
}
