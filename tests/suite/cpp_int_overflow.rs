//! IA105 on C++ kernels: `VectorizedN<int64_t,2>::arange(tmp2, 1000000000)` (pytorch#175966),
//! the CPU output of `torch.arange(0, 11, dtype=torch.int64) * 1000000000` captured with
//! `tests/fixtures/cpp_int/arange_int_step.py` (torch 2.15.0 on x86-64; the compiled result,
//! in `.stdout`, wraps at lane 3 where eager gives 3000000000).

use std::path::PathBuf;
use std::sync::Arc;

use inductor_audit::check::{self, CheckOptions};
use inductor_audit::input::{self, CacheIndex};
use inductor_audit::model;
use inductor_audit::report::{Finding, Severity};

fn fixture(name: &str) -> String {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/cpp_int").join(name);
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn ia105(text: String) -> Vec<Finding> {
    let mut out = Vec::new();
    for src in input::module_from_text("arange_int_step.log", text) {
        let m = model::build_module(Arc::new(src), &CacheIndex::default());
        out.extend(check::check_module(&m, &CheckOptions::default()).0.into_iter().filter(|f| f.rule == "IA105"));
    }
    out
}

const CALL: &str = "at::vec::VectorizedN<int64_t,2>::arange(tmp2, 1000000000)";

#[test]
fn the_captured_reproducer_is_reported_with_the_value_the_compiled_code_gave() {
    let log = fixture("arange_int_step.log");
    assert!(log.contains(CALL), "the fixture changed");
    let found = ia105(log);
    let [f] = found.as_slice() else { panic!("{found:#?}") };
    assert_eq!(f.severity, Severity::Error);
    assert_eq!((f.evidence.offset, f.evidence.extent), (Some(3_000_000_000), Some(i32::MAX as i128)));
    assert!(f.message.contains("lane 3") && f.message.contains("wraps to -1294967296"), "{}", f.message);
    // What the compiled program printed at index 3.
    let stdout = fixture("arange_int_step.stdout");
    assert!(stdout.lines().next().unwrap_or("").contains("2000000000, -1294967296,"), "{stdout}");
    assert!(f.source_line.as_deref().unwrap_or("").contains(CALL));
}

#[test]
fn steps_that_fit_stay_silent_and_the_vector_boundary_counts() {
    let log = fixture("arange_int_step.log");
    // 3 * 1000 fits; a long literal or a cast makes ATen multiply in 64 bits.
    for step in ["1000", "1000000000L", "static_cast<int64_t>(1000000000)", "3000000000"] {
        let text = log.replace(CALL, &CALL.replace("1000000000)", &format!("{step})")));
        assert!(ia105(text).is_empty(), "{step}");
    }
    // 600000000: every lane of one 4-lane vector fits (3 * 6e8), the second vector's start
    // (4 * 6e8) does not; a single Vectorized has no second vector.
    let text = log.replace(CALL, "at::vec::VectorizedN<int64_t,2>::arange(tmp2, 600000000)");
    let found = ia105(text);
    assert_eq!(found.len(), 1, "{found:#?}");
    assert_eq!(found[0].evidence.offset, Some(2_400_000_000));
    let text = log.replace(CALL, "at::vec::Vectorized<int64_t>::arange(tmp2, 600000000)");
    assert!(ia105(text).is_empty());
}
