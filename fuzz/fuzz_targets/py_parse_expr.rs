//! Any text through the Python expression parser: an expression or a located error.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        let _ = ia_parsers::py::parse_expr(text);
    }
});
