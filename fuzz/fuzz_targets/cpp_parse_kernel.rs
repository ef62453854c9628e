//! Any text through the C++ kernel parser and the view analysis the checker runs on it.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let parsed = ia_parsers::cpp::parse_kernel(&text);
    for k in &parsed.kernels {
        let _ = inductor_audit::check::cpp::views::analyze(k);
    }
    let _ = ia_parsers::cpp::parse_expr(&text);
});
