//! Any text through the Python-subset parser: it never fails as a whole, so it must
//! return (no panic, no hang) and every span it reports must lie inside the text.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let module = ia_parsers::py::parse_module(&text);
    // Python ends lines at `\n`, `\r\n` and a lone `\r`.
    let lines = 1 + text.bytes().filter(|&b| b == b'\n').count() as u32 + text.as_bytes().windows(2).filter(|w| w[0] == b'\r' && w[1] != b'\n').count() as u32 + u32::from(text.ends_with('\r'));
    for u in &module.unsupported {
        assert!(u.span.line <= lines, "unsupported item past the end: {u:?}");
    }
});
