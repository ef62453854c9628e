//! An int64 buffer one region of a C++ kernel writes in full and a later region of the
//! same kernel reads as an index (`tests/fixtures/cpp/written/upsample_rows.py`: the
//! source rows of an upsampling, stored by an `omp single` vector loop and its tail, then
//! gathered through in an `omp for` region). The read is the value the writer stored at
//! that element; every requirement of that fact, broken, leaves the gather unproven, and a
//! writer that stores a row past the input is an error with the row's counterexample.

use std::path::PathBuf;

use inductor_audit::check::CheckOptions;
use inductor_audit::diagnostics::{Finding, Severity};
use inductor_audit::report::Report;

fn fixture() -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/cpp/written/upsample_rows.py");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn audit(name: &str, text: &str) -> Report {
    let dir = std::env::temp_dir().join(format!("ia-cpp-written-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("mkdir");
    let path = dir.join(format!("{name}.py"));
    std::fs::write(&path, text).expect("write");
    let r = inductor_audit::audit_paths(&[path], &CheckOptions::default(), 1);
    let _ = std::fs::remove_dir_all(&dir);
    r
}

/// `text` with every `from` (which must occur `n` times) replaced by `to`.
fn mutate(text: &str, from: &str, to: &str, n: usize) -> String {
    assert_eq!(text.matches(from).count(), n, "fixture changed: {from}");
    text.replace(from, to)
}

const GATHER: &str = "in_ptr0[static_cast<int64_t>(x2 + 16L*tmp0)]";

fn gather(r: &Report) -> &Finding {
    let hits: Vec<&Finding> = r.findings.iter().filter(|f| f.source_line.as_deref().is_some_and(|l| l.contains(GATHER))).collect();
    let [f] = hits.as_slice() else { panic!("{:#?}", r.findings) };
    f
}

fn unproven_not_error(r: &Report) {
    let f = gather(r);
    assert_eq!((f.rule, f.severity), ("IA303", Severity::Warning), "{f:#?}");
    assert_eq!(r.stats.unknown, 1, "{:?}", r.stats);
    assert!(!r.findings.iter().any(|f| f.severity == Severity::Error), "{:#?}", r.findings);
}

#[test]
fn rows_written_in_full_bound_the_gather() {
    let r = audit("clean", &fixture());
    assert_eq!(r.stats.accesses, 5, "{:?}", r.stats);
    assert_eq!(r.stats.proven, r.stats.accesses, "{:#?}", r.findings);
    assert!(r.findings.is_empty(), "{:#?}", r.findings);
}

/// A scale of 11/20 instead of 10/20: the last output row (19) reads source row
/// trunc(19.5 * 0.55 - 0.5) = 10 of a 10-row input.
#[test]
fn a_writer_past_the_input_is_an_error_at_the_row_it_stores() {
    let text = mutate(&fixture(), "static_cast<double>(10L) / static_cast<double>(20L)", "static_cast<double>(11L) / static_cast<double>(20L)", 2);
    let r = audit("scale", &text);
    let f = gather(&r);
    assert_eq!((f.rule, f.severity), ("IA101", Severity::Error), "{f:#?}");
    assert_eq!((f.evidence.offset, f.evidence.extent), (Some(175), Some(160)), "{f:#?}");
    assert_eq!(f.evidence.indices.get("x1"), Some(&19), "{f:#?}");
}

/// Without the clamp at 0, a shift of 1.5 makes row 0 read source row -1; with the clamp
/// the same shift is in bounds.
#[test]
fn an_unclamped_writer_is_an_error_and_the_clamp_is_followed() {
    let shifted = mutate(&fixture(), "auto tmp10 = tmp9 - tmp4;", "auto tmp10 = tmp9 - tmp4 - tmp4 - tmp4;", 2);
    let r = audit("shift_clamped", &shifted);
    assert_eq!(r.stats.proven, r.stats.accesses, "{:#?}", r.findings);
    let r = audit("shift_unclamped", &mutate(&shifted, "at::vec::maximum(tmp10, tmp12)", "tmp10", 2));
    let f = gather(&r);
    assert_eq!((f.rule, f.severity), ("IA101", Severity::Error), "{f:#?}");
    assert_eq!(f.evidence.offset, Some(-1), "{f:#?}");
    assert_eq!(f.evidence.indices.get("x1"), Some(&0), "{f:#?}");
}

/// The tail stores 3 of the 4 remaining rows: row 19 holds whatever the allocation held.
#[test]
fn a_partial_write_gives_no_fact() {
    unproven_not_error(&audit("partial", &mutate(&fixture(), "static_cast<int64_t>(4L))", "static_cast<int64_t>(3L))", 1)));
}

/// `nowait`: the region ends without a barrier, another thread may read before the write.
#[test]
fn a_region_without_barrier_gives_no_fact() {
    unproven_not_error(&audit("nowait", &mutate(&fixture(), "#pragma omp single", "#pragma omp single nowait", 1)));
}

/// Another write of the buffer (a scalar store in the reading region) : the buffer no
/// longer holds the writer's values alone.
#[test]
fn another_write_of_the_buffer_gives_no_fact() {
    let text = mutate(
        &fixture(),
        "auto tmp0 = out_ptr0[static_cast<int64_t>(x1)];",
        "auto tmp0 = out_ptr0[static_cast<int64_t>(x1)];\n                    out_ptr0[static_cast<int64_t>(x1)] = tmp0 + 1;",
        1,
    );
    let r = audit("rewritten", &text);
    let f = gather(&r);
    assert_eq!((f.rule, f.severity), ("IA303", Severity::Warning), "{f:#?}");
}

/// The two branches store different values (the tail's source rows shifted by one): no
/// single value per element, no fact.
#[test]
fn branches_storing_different_values_give_no_fact() {
    let text = mutate(
        &fixture(),
        "tmp14.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));",
        "auto tmp15 = tmp14 + at::vec::VectorizedN<int64_t,2>(static_cast<int64_t>(1));\n                                tmp15.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));",
        1,
    );
    unproven_not_error(&audit("branches", &text));
}

/// The writer loop may skip an iteration (`continue`): the rows it skips are not written.
#[test]
fn a_writer_loop_that_may_skip_iterations_gives_no_fact() {
    let text = mutate(
        &fixture(),
        "                    {\n                            if(C10_LIKELY(",
        "                    {\n                            if(x0 == static_cast<int64_t>(16L)) continue;\n                            if(C10_LIKELY(",
        1,
    );
    unproven_not_error(&audit("skip", &text));
}

fn serial() -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/cpp/written/upsample_rows_serial.py");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The scalar form in a kernel without OpenMP: proven; the loop stopping one row short
/// leaves row 19 unwritten (no fact); the scale of 11/20 is an error at row 19.
#[test]
fn a_scalar_writer_loop_bounds_the_gather_and_its_bugs_are_found() {
    let r = audit("serial", &serial());
    assert_eq!(r.stats.proven, r.stats.accesses, "{:#?}", r.findings);
    assert!(r.findings.is_empty(), "{:#?}", r.findings);
    unproven_not_error(&audit("serial_short", &mutate(&serial(), "x0<static_cast<int64_t>(20L); x0+=", "x0<static_cast<int64_t>(19L); x0+=", 1)));
    let r = audit("serial_scale", &mutate(&serial(), "static_cast<double>(10L) / static_cast<double>(20L)", "static_cast<double>(11L) / static_cast<double>(20L)", 1));
    let f = gather(&r);
    assert_eq!((f.rule, f.severity), ("IA101", Severity::Error), "{f:#?}");
    assert_eq!(f.evidence.indices.get("x1"), Some(&19), "{f:#?}");
}

/// A write through another name bound to the buffer (`int64_t* p = out_ptr0;`) counts as
/// a write of the buffer: no fact.
#[test]
fn a_write_through_an_alias_gives_no_fact() {
    let text = mutate(
        &fixture(),
        "auto tmp0 = out_ptr0[static_cast<int64_t>(x1)];",
        "auto tmp0 = out_ptr0[static_cast<int64_t>(x1)];\n                    int64_t* p = out_ptr0;\n                    p[static_cast<int64_t>(x1)] = 30L;",
        1,
    );
    let r = audit("alias", &text);
    let f = gather(&r);
    assert_eq!((f.rule, f.severity), ("IA303", Severity::Warning), "{f:#?}");
}

fn vector_reader() -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/cpp/written/upsample_rows_vector.py");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

const LANE_GATHER: &str = "in_ptr0[static_cast<int64_t>(x1 + 16L*tmp15[x3_inner])]";

fn lane_gather(r: &Report) -> &Finding {
    let hits: Vec<&Finding> = r.findings.iter().filter(|f| f.source_line.as_deref().is_some_and(|l| l.contains(LANE_GATHER))).collect();
    let [f] = hits.as_slice() else { panic!("{:#?}", r.findings) };
    f
}

/// The rows read back as a vector (`VectorizedN<int64_t,2>::loadu(out_ptr0 + x3, 16)`),
/// wrapped by `blendv` and gathered lane by lane: each lane is the row the writer stored
/// at its element, so the gather is proven, and a writer whose rows pass the input is an
/// error at the lane that reads it.
#[test]
fn rows_read_back_as_a_vector_bound_the_lane_gather() {
    let r = audit("vector_clean", &vector_reader());
    assert_eq!(r.stats.accesses, 9, "{:?}", r.stats);
    assert_eq!(r.stats.proven, r.stats.accesses, "{:#?}", r.findings);
    // A scale of 15/20: row 15 reads source row trunc(15.5 * 0.75 - 0.5) = 11 of 10.
    let r = audit("vector_scale", &mutate(&vector_reader(), "static_cast<double>(10L) / static_cast<double>(20L)", "static_cast<double>(15L) / static_cast<double>(20L)", 2));
    let f = lane_gather(&r);
    assert_eq!((f.rule, f.severity), ("IA101", Severity::Error), "{f:#?}");
    assert_eq!((f.evidence.offset, f.evidence.extent), (Some(15 + 16 * 11), Some(160)), "{f:#?}");
}

/// A vector read of elements the writer did not store (8..23 of the 20 written): its
/// lanes past the written rows hold no known value, so the gather stays unproven (and the
/// read itself past the buffer is the error).
#[test]
fn a_vector_read_past_the_written_rows_gives_no_fact() {
    let text = mutate(
        &vector_reader(),
        "loadu(out_ptr0 + static_cast<int64_t>(x3), static_cast<int64_t>(16))",
        "loadu(out_ptr0 + static_cast<int64_t>(x3 + 8L), static_cast<int64_t>(16))",
        1,
    );
    let r = audit("vector_past", &text);
    let f = lane_gather(&r);
    assert_eq!((f.rule, f.severity), ("IA303", Severity::Warning), "{f:#?}");
    assert!(r.findings.iter().any(|f| f.rule == "IA101" && f.source_line.as_deref().is_some_and(|l| l.contains("loadu(out_ptr0"))), "{:#?}", r.findings);
}
