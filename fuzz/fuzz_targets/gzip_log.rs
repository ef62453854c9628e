//! Any bytes as a `.log.gz` input: corrupt, truncated and concatenated gzip streams,
//! through decompression, line splitting and the audit.
#![no_main]

use inductor_audit::check::CheckOptions;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let path = std::env::temp_dir().join(format!("ia-fuzz-gz-{}.log.gz", std::process::id()));
    // Gzip bytes (they start with the magic 1f 8b) are decoded as they are; anything else
    // is log text, compressed here, so both the decoder and what is behind it are reached.
    let bytes = if data.starts_with(&[0x1f, 0x8b]) {
        data.to_vec()
    } else {
        use std::io::Write;
        let mut enc = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
        let _ = enc.write_all(data);
        enc.finish().unwrap_or_default()
    };
    if std::fs::write(&path, bytes).is_err() {
        return;
    }
    let opts = CheckOptions { witness_budget: 1 << 10 };
    let report = inductor_audit::audit_paths(&[path.clone()], &opts, 1);
    serde_json::from_str::<serde_json::Value>(&report.to_json()).expect("JSON parses");
    let _ = std::fs::remove_file(&path);
});
