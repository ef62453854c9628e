//! Any bytes as a log line: the prefix parser must stay inside the line.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Some(g) = ia_parsers::glog::parse_line(data) {
        assert!(g.payload_start <= data.len());
    }
});
