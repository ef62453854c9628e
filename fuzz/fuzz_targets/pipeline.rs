//! Any text as a log or a wrapper module, through reading, the model and the checks: the
//! path the `audit` command takes for one module.
#![no_main]

use std::sync::Arc;

use inductor_audit::check::{check_module, CheckOptions};
use inductor_audit::input::{module_from_text, CacheIndex};
use inductor_audit::model::build_module;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data).into_owned();
    let cache = CacheIndex::default();
    // A small witness budget: the search is bounded anyway, this keeps executions fast.
    let opts = CheckOptions { witness_budget: 1 << 10 };
    for m in module_from_text("fuzz.log", text) {
        let module = build_module(Arc::new(m), &cache);
        let _ = check_module(&module, &opts);
    }
});
