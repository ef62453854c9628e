//! Any bytes as a small tree of files and directories (logs, gzipped logs, wrapper
//! modules, a capture's cache/, corrupt gzip, empty and odd names), through discovery,
//! reading and the audit: the path `inductor-audit audit DIR` takes.
#![no_main]

use std::io::Write;
use std::path::PathBuf;

use inductor_audit::check::CheckOptions;
use libfuzzer_sys::fuzz_target;

const NAMES: &[&str] = &["output_code.log", "output_code.log.gz", "cache/ab/cabc.py", "cache/ab/cabc.cpp", "x.py", "sub/trace.log", "sub/y.log.gz", "cache/cd/ccd.py.gz", "expect.json", "cache"];

fuzz_target!(|data: &[u8]| {
    let root = std::env::temp_dir().join(format!("ia-fuzz-dirs-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    if std::fs::create_dir_all(&root).is_err() {
        return;
    }
    // Entries separated by 0xFF: a selector byte (name, and whether to gzip the content
    // properly or write it raw under a .gz name), then the content.
    for entry in data.split(|&b| b == 0xff).take(8) {
        let Some((&sel, content)) = entry.split_first() else { continue };
        let name = NAMES[sel as usize % NAMES.len()];
        let path: PathBuf = root.join(name);
        if let Some(parent) = path.parent() {
            let _ = std::fs::create_dir_all(parent);
        }
        if name == "cache" || sel & 0x80 != 0 && name.ends_with('/') {
            let _ = std::fs::create_dir_all(&path);
            continue;
        }
        let bytes = if name.ends_with(".gz") && sel & 0x40 != 0 {
            let mut enc = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
            let _ = enc.write_all(content);
            enc.finish().unwrap_or_default()
        } else {
            content.to_vec()
        };
        let _ = std::fs::write(&path, bytes);
    }
    let opts = CheckOptions { witness_budget: 1 << 10 };
    let report = inductor_audit::audit_paths(&[root.clone()], &opts, 1);
    serde_json::from_str::<serde_json::Value>(&report.to_json()).expect("JSON parses");
    let _ = std::fs::remove_dir_all(&root);
});
