//! Inter-kernel value facts for index buffers (`check::contents`): an index read from a
//! buffer that an earlier launch filled is bounded by what that launch stored. The
//! fixture (`tests/fixtures/contents/upsample_rows.py`) is a row upsample by 2 as Inductor
//! writes it with dynamic shapes: two launches fill int64 buffers with source rows
//! (`max((x + 0.5) * (in / out) - 0.5, 0)`, and that plus one clamped to `in - 1`), a
//! third gathers input rows through them. Each test plants one change.

use std::path::PathBuf;

use inductor_audit::check::CheckOptions;
use inductor_audit::report::{Report, Severity};

fn fixture() -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/contents/upsample_rows.py");
    std::fs::read_to_string(path).expect("fixture")
}

fn audit_text(tag: &str, text: String) -> Report {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("contents-{tag}"));
    std::fs::create_dir_all(&dir).expect("scratch dir");
    let path = dir.join("wrapper.py");
    std::fs::write(&path, text).expect("write");
    inductor_audit::audit_paths(&[path], &CheckOptions::default(), 1)
}

/// The fixture with `old` replaced (it must occur once).
fn planted(old: &str, new: &str) -> String {
    let text = fixture();
    assert_eq!(text.matches(old).count(), 1, "the fixture must contain {old:?} once");
    text.replace(old, new)
}

const GATHER: &str = "triton_poi_fused__unsafe_index_2";

fn gather_unknowns(r: &Report) -> Vec<&inductor_audit::report::Finding> {
    r.findings.iter().filter(|f| f.kernel == GATHER && f.severity != Severity::Error).collect()
}

#[test]
fn gathers_through_buffers_an_earlier_launch_filled_are_proven() {
    let r = audit_text("clean", fixture());
    assert!(r.findings.is_empty(), "{:#?}", r.findings);
    assert_eq!((r.stats.accesses, r.stats.proven), (7, 7), "{:?}", r.stats);
}

#[test]
fn a_producer_clamp_one_too_large_is_an_error_at_the_value_it_stores() {
    // `min(row + 1, in - 1)` planted as `min(row + 1, in)`: the last output row gathers
    // input row `in`, one past the input.
    let r = audit_text("clamp", planted("tmp13 = (-1) + ks1", "tmp13 = ks1"));
    let errors: Vec<_> = r.findings.iter().filter(|f| f.severity == Severity::Error).collect();
    assert_eq!(errors.len(), 1, "{:#?}", r.findings);
    let f = errors[0];
    assert_eq!((f.rule, f.kernel.as_str()), ("IA101", GATHER), "{f:#?}");
    let (Some(off), Some(ext)) = (f.evidence.offset, f.evidence.extent) else { panic!("{f:#?}") };
    assert!(off >= ext, "{f:#?}");
    // The loaded row is the largest the producer stores: `in` (s0) at the binding.
    let s0 = f.evidence.binding["s0"];
    assert_eq!(f.evidence.indices.get("load#2"), Some(&s0), "{f:#?}");
    let why = f.evidence.reason.as_deref().unwrap_or_default();
    assert!(why.contains("triton_poi_fused_add_clamp_1") && why.contains("[1, s0]"), "{why}");
}

#[test]
fn a_producer_storing_one_row_too_far_is_an_error() {
    // `trunc(...) + 1` without a clamp: the last output row gathers input row `in`.
    let r = audit_text("plus_one", planted("    tmp10 = tmp9.to(tl.int64)\n    tl.store", "    tmp10 = tmp9.to(tl.int64) + 1\n    tl.store"));
    let errors: Vec<_> = r.findings.iter().filter(|f| f.severity == Severity::Error).collect();
    assert_eq!(errors.len(), 1, "{:#?}", r.findings);
    assert_eq!((errors[0].rule, errors[0].kernel.as_str()), ("IA101", GATHER), "{:#?}", errors[0]);
}

#[test]
fn an_extern_write_between_producer_and_consumer_kills_the_fact() {
    // `buf0.copy_(arg2_1)`: buf0 now holds whatever the graph input held.
    let r = audit_text(
        "extern",
        planted(
            "            buf1 = empty_strided_cuda((2*s0, ), (1, ), torch.int64)\n",
            "            buf0.copy_(arg2_1)\n            buf1 = empty_strided_cuda((2*s0, ), (1, ), torch.int64)\n",
        ),
    );
    let u = gather_unknowns(&r);
    assert_eq!(u.len(), 1, "{:#?}", r.findings);
    assert_eq!(u[0].rule, "IA104", "{:#?}", u[0]);
    assert!(r.findings.iter().all(|f| f.severity != Severity::Error), "{:#?}", r.findings);
}

#[test]
fn a_producer_writing_part_of_the_buffer_gives_no_fact() {
    // Only the first `in` of the `2*in` elements written: the rest of the
    // `empty_strided` storage holds garbage.
    let r = audit_text(
        "partial",
        planted("triton_poi_fused__to_copy_add_arange_clamp_mul_sub_0.run(buf0, ps0, s0, ps0,", "triton_poi_fused__to_copy_add_arange_clamp_mul_sub_0.run(buf0, ps0, s0, s0,"),
    );
    let u = gather_unknowns(&r);
    assert_eq!(u.len(), 1, "{:#?}", r.findings);
    assert_eq!(u[0].rule, "IA104", "{:#?}", u[0]);
}

#[test]
fn a_consumer_launched_before_its_producer_gets_no_fact() {
    // The fact holds from the producer's launch on, never before it.
    let text = fixture();
    let producer = "            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_0.run(buf0, ps0, s0, ps0, stream=stream0)\n";
    assert!(text.contains(producer));
    let consumer = "            triton_poi_fused__unsafe_index_2.run(buf0, buf1, arg1_1, buf2, s0, triton_poi_fused__unsafe_index_2_xnumel, stream=stream0)\n";
    assert!(text.contains(consumer));
    let moved = text.replace(producer, "").replace(consumer, &format!("{consumer}{producer}"));
    let r = audit_text("order", moved);
    let u = gather_unknowns(&r);
    assert_eq!(u.len(), 1, "{:#?}", r.findings);
    assert_eq!(u[0].rule, "IA104", "{:#?}", u[0]);
}

/// The fixture with the second producer reading the first one's buffer instead of
/// recomputing the row: `min(rows[x] + 1, in - 1)` (a chain of facts).
fn chained() -> String {
    let text = fixture();
    let marker = "triton_poi_fused_add_clamp_1 = async_compile";
    let (head, tail) = text.split_once(marker).expect("second producer");
    let tail = tail.replacen("'signature': {'out_ptr0': '*i64',", "'signature': {'in_ptr0': '*i64', 'out_ptr0': '*i64',", 1).replacen(
        "def triton_poi_fused_add_clamp_1(out_ptr0,",
        "def triton_poi_fused_add_clamp_1(in_ptr0, out_ptr0,",
        1,
    );
    let (start, end) = (tail.find("    tmp0 = x0\n").expect("body"), tail.find("    tmp11 = tl.full").expect("body"));
    let tail = format!("{}    tmp10 = tl.load(in_ptr0 + (x0), xmask)\n{}", &tail[..start], &tail[end..]);
    let tail = tail.replace("triton_poi_fused_add_clamp_1.run(buf1,", "triton_poi_fused_add_clamp_1.run(buf0, buf1,");
    format!("{head}{marker}{tail}")
}

#[test]
fn a_producer_computing_from_another_producers_buffer_gives_a_fact() {
    let r = audit_text("chain", chained());
    assert!(r.findings.is_empty(), "{:#?}", r.findings);
    assert_eq!((r.stats.accesses, r.stats.proven), (8, 8), "{:?}", r.stats);
    // The chain's clamp one too large: an error at the gather.
    let r = audit_text("chain_clamp", chained().replace("tmp13 = (-1) + ks1", "tmp13 = ks1"));
    let errors: Vec<_> = r.findings.iter().filter(|f| f.severity == Severity::Error).collect();
    assert_eq!(errors.len(), 1, "{:#?}", r.findings);
    assert_eq!((errors[0].rule, errors[0].kernel.as_str()), ("IA101", GATHER), "{:#?}", errors[0]);
}

#[test]
fn a_producer_under_a_condition_gives_no_fact_after_it() {
    // The launch may not run: after the `if`, buf0 may hold garbage.
    let producer = "            triton_poi_fused__to_copy_add_arange_clamp_mul_sub_0.run(buf0, ps0, s0, ps0, stream=stream0)\n";
    let r = audit_text("branch", planted(producer, &format!("            if s0 > 4:\n    {producer}")));
    let u = gather_unknowns(&r);
    assert_eq!(u.len(), 1, "{:#?}", r.findings);
    assert_eq!(u[0].rule, "IA104", "{:#?}", u[0]);
}

#[test]
fn a_range_wider_than_what_is_stored_gives_no_false_error() {
    // `x0 // 2 + (2*in - 1 - x0) // 2` is `in - 1` at every element, but its interval is
    // `[0, 2*in - 2]`: the search finds an overrun at a value no element holds, which the
    // producer, evaluated element by element, refutes. Unknown, never an error.
    let r = audit_text("loose", planted("    tmp10 = tmp9.to(tl.int64)\n    tl.store", "    tmp10 = x0 // 2 + ((2*ks1 - 1) - x0) // 2\n    tl.store"));
    assert!(r.findings.iter().all(|f| f.severity != Severity::Error), "{:#?}", r.findings);
    let u = gather_unknowns(&r);
    assert_eq!(u.len(), 1, "{:#?}", r.findings);
    let why = u[0].evidence.reason.as_deref().unwrap_or_default();
    assert!(why.contains("not shown to be one the producer stores"), "{why}");
}
