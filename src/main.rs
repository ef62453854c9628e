//! The `inductor-audit` binary: the command line is `inductor_audit::cli`.

use std::process::ExitCode;

/// mimalloc instead of glibc's malloc: the audit allocates and frees many small expression
/// nodes, and glibc's allocator was about 30% of its CPU (BENCHMARKS.md, issue 15).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    // A reader that stops early (`| head`) ends this process the way it ends `cat`, with no
    // "Broken pipe" error: Rust ignores SIGPIPE by default.
    #[cfg(unix)]
    // SAFETY: called first thing in main, before any thread exists; restoring the default
    // disposition of SIGPIPE has no other effect on this process.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    // `confirm` re-executes this binary to replay kernels in an expendable process.
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some(inductor_audit::confirm::CHILD_SUBCOMMAND) {
        return ExitCode::from(inductor_audit::confirm::child_main(&args[2..]) as u8);
    }
    inductor_audit::cli::cli_main(std::env::args_os())
}
