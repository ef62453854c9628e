//! C++ kernel values the bounds proof follows through arrays and OpenMP teams: a vector
//! `TORCH_CHECK` over the lanes an index array was copied into bounds the reads of that
//! array (`tests/fixtures/cpp/lanes/gather_lane_check.py`), and a thread number indexes
//! per-thread accumulators sized by the team (`omp_thread_accumulators.py`), and a vector
//! loop's tail covers the remainder its full vectors leave (`group_norm_vector_tail.log`).
//! Each fixture is proven, and mutants that break the fact it rests on are not.

use std::path::PathBuf;

use inductor_audit::check::CheckOptions;
use inductor_audit::diagnostics::{Finding, Severity};

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn fixture(name: &str) -> String {
    let path = repo().join("tests/fixtures/cpp/lanes").join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Audits `text` as a wrapper module named `name`.
fn audit(name: &str, text: &str) -> inductor_audit::report::Report {
    let dir = std::env::temp_dir().join(format!("ia-cpp-lanes-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("mkdir");
    let path = dir.join(format!("{name}.py"));
    std::fs::write(&path, text).expect("write");
    let r = inductor_audit::audit_paths(&[path], &CheckOptions::default(), 1);
    let _ = std::fs::remove_dir_all(&dir);
    r
}

/// Audits `text` as a TORCH_LOGS log (with its Dynamo guards) named `name`.
fn audit_log(name: &str, text: &str) -> inductor_audit::report::Report {
    let dir = std::env::temp_dir().join(format!("ia-cpp-lanes-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("mkdir");
    let path = dir.join("output_code.log");
    std::fs::write(&path, text).expect("write");
    let r = inductor_audit::audit_paths(&[path], &CheckOptions::default(), 1);
    let _ = std::fs::remove_dir_all(&dir);
    r
}

/// `text` with `from` (which must occur once) replaced by `to`.
fn mutate(text: &str, from: &str, to: &str) -> String {
    assert_eq!(text.matches(from).count(), 1, "fixture changed: {from}");
    text.replacen(from, to, 1)
}

fn at<'a>(r: &'a inductor_audit::report::Report, needle: &str) -> Vec<&'a Finding> {
    r.findings.iter().filter(|f| f.source_line.as_deref().is_some_and(|l| l.contains(needle))).collect()
}

fn all_proven(r: &inductor_audit::report::Report) {
    assert!(r.stats.accesses >= 4, "{:?}", r.stats);
    assert_eq!(r.stats.proven, r.stats.accesses, "{:#?}", r.findings);
    assert!(!r.findings.iter().any(|f| f.severity == Severity::Error), "{:#?}", r.findings);
}

const GATHER: &str = "in_ptr3[static_cast<int64_t>(tmp1[x1_inner] + 37L*x0)]";

#[test]
fn a_vector_check_over_copied_lanes_bounds_the_gather() {
    all_proven(&audit("gather", &fixture("gather_lane_check.py")));
}

/// The check accepts 37 for a 37-column table: lane 10 of the last row reads one past
/// the table, a value the check lets through, so the error names it.
#[test]
fn a_loose_lane_check_is_an_error_with_the_value_it_lets_through() {
    let text = mutate(&fixture("gather_lane_check.py"), "tmp2 < at::vec::VectorizedN<int64_t,2>(37L)", "tmp2 < at::vec::VectorizedN<int64_t,2>(38L)");
    let r = audit("gather_loose", &text);
    let hits = at(&r, GATHER);
    let [f] = hits.as_slice() else { panic!("{:#?}", r.findings) };
    assert_eq!((f.rule, f.severity), ("IA101", Severity::Error), "{f:#?}");
    assert_eq!((f.evidence.offset, f.evidence.extent), (Some(1665), Some(1665)), "{f:#?}");
    assert_eq!(f.evidence.indices.get("x0"), Some(&44), "{f:#?}");
}

/// Each fact the proof rests on, broken: the check covers 8 of the 11 lanes, the copy or
/// the first store fills fewer elements than the loads read, the copy narrows to 32 bits,
/// the read-back vector has fewer lanes, the gather reads the next element. None proven.
#[test]
fn the_lane_facts_are_each_needed() {
    let text = fixture("gather_lane_check.py");
    let copy = "x1_inner < static_cast<int64_t>(11L); x1_inner++)\n                            {\n                                tmpbuf[x1_inner] = static_cast<int64_t>(tmp1[x1_inner]);";
    let mutants = [
        ("fewer_lanes", "static_cast<int64_t>(11L))).all_masked()", "static_cast<int64_t>(8L))).all_masked()"),
        ("short_copy", copy, "x1_inner < static_cast<int64_t>(8L); x1_inner++)\n                            {\n                                tmpbuf[x1_inner] = static_cast<int64_t>(tmp1[x1_inner]);"),
        ("short_store", "tmp0.store(tmpbuf.data(), static_cast<int64_t>(11L));", "tmp0.store(tmpbuf.data(), static_cast<int64_t>(5L));"),
        ("narrow_copy", "tmpbuf[x1_inner] = static_cast<int64_t>(tmp1[x1_inner]);", "tmpbuf[x1_inner] = static_cast<int32_t>(tmp1[x1_inner]);"),
        ("short_read_back", "return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(11L));", "return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(4L));"),
        ("next_element", GATHER, "in_ptr3[static_cast<int64_t>(tmp1[x1_inner + 1L] + 37L*x0)]"),
    ];
    for (name, from, to) in mutants {
        let r = audit(name, &mutate(&text, from, to));
        let needle = if name == "next_element" { "tmp1[x1_inner + 1L] + 37L*x0" } else { GATHER };
        let hits = at(&r, needle);
        assert!(!hits.is_empty(), "{name}: the gather must not be proven: {:#?}", r.findings);
        assert_eq!(r.stats.proven + 1, r.stats.accesses, "{name}: {:#?}", r.findings);
    }
}

#[test]
fn thread_numbers_index_per_thread_accumulators() {
    all_proven(&audit("omp", &fixture("omp_thread_accumulators.py")));
}

/// `config.cpp.dynamic_threads`: arrays sized `omp_get_max_threads()`, a region without
/// `num_threads`: proven the same way; shifted by one thread, not proven.
#[test]
fn dynamic_thread_counts_bound_the_thread_number() {
    let text = fixture("omp_thread_accumulators.py");
    let text = mutate(&text, "float tmp_acc0_arr[2];", "int max_threads = omp_get_max_threads();\n            float tmp_acc0_arr[max_threads];");
    let text = mutate(&text, "for (int i = 0; i < 2; i++)", "for (int i = 0; i < max_threads; i++)");
    let text = mutate(&text, "#pragma omp parallel num_threads(2)", "#pragma omp parallel");
    let text = mutate(&text, "for (int tid = 0; tid < 2; tid++)", "for (int tid = 0; tid < max_threads; tid++)");
    all_proven(&audit("omp_dynamic", &text));
    let r = audit("omp_dynamic_shift", &mutate(&text, "tmp_acc0_arr[tid] = tmp_acc0_local;", "tmp_acc0_arr[tid + 1] = tmp_acc0_local;"));
    assert_eq!(r.stats.proven + 1, r.stats.accesses, "{:#?}", r.findings);
    assert!(!at(&r, "tmp_acc0_arr[tid + 1] = tmp_acc0_local;").is_empty(), "{:#?}", r.findings);
}

/// PyTorch 2.12+: arrays sized by the compile-time thread count (2), a region without
/// `num_threads` (Inductor leaves it out when that count equals `os.cpu_count()`): in
/// bounds for a team of 2, and a team of 3 (`torch.set_num_threads(3)` after compiling)
/// writes element 2: IA112, a warning with that witness, not proven and not unknown. The
/// same arrays with the clause stay proven (the test above).
#[test]
fn a_region_without_num_threads_writes_past_arrays_sized_for_the_compiled_team() {
    let text = mutate(&fixture("omp_thread_accumulators.py"), "#pragma omp parallel num_threads(2)", "#pragma omp parallel");
    let r = audit("omp_bare", &text);
    let hits = at(&r, "tmp_acc0_arr[tid] = tmp_acc0_local;");
    let [f] = hits.as_slice() else { panic!("{:#?}", r.findings) };
    assert_eq!((f.rule, f.severity), ("IA112", Severity::Warning), "{f:#?}");
    assert_eq!(f.evidence.indices.get("omp_get_thread_num()"), Some(&2), "{f:#?}");
    assert_eq!((f.evidence.offset, f.evidence.extent), (Some(2), Some(2)), "{f:#?}");
    assert_eq!((r.stats.unknown, r.stats.thread_team_assumptions, r.stats.proven + 1), (0, 1, r.stats.accesses), "{:#?}", r.findings);
    // Shifted by one thread, the array is too small even for the team it was sized for: not
    // decided as IA112 (no proof at 2 threads), never proven.
    let r = audit("omp_bare_shift", &mutate(&text, "tmp_acc0_arr[tid] = tmp_acc0_local;", "tmp_acc0_arr[tid + 1] = tmp_acc0_local;"));
    let hits = at(&r, "tmp_acc0_arr[tid + 1] = tmp_acc0_local;");
    let [f] = hits.as_slice() else { panic!("{:#?}", r.findings) };
    assert_ne!(f.rule, "IA112", "{f:#?}");
    assert_eq!((r.stats.thread_team_assumptions, r.stats.proven + 1), (0, r.stats.accesses), "{:#?}", r.findings);
}

/// A team of two writing a one-element array: thread 1 writes past it.
#[test]
fn a_team_larger_than_its_accumulators_is_an_error() {
    let text = fixture("omp_thread_accumulators.py");
    let text = mutate(&text, "float tmp_acc0_arr[2];", "float tmp_acc0_arr[1];");
    let text = mutate(&text, "for (int i = 0; i < 2; i++)", "for (int i = 0; i < 1; i++)");
    let text = mutate(&text, "for (int tid = 0; tid < 2; tid++)", "for (int tid = 0; tid < 1; tid++)");
    let r = audit("omp_small", &text);
    let hits = at(&r, "tmp_acc0_arr[tid] = tmp_acc0_local;");
    let [f] = hits.as_slice() else { panic!("{:#?}", r.findings) };
    assert_eq!(f.severity, Severity::Error, "{f:#?}");
    assert_eq!(f.evidence.indices.get("omp_get_thread_num()"), Some(&1), "{f:#?}");
}

const FULL_VECTORS: &str = "if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L*(c10::div_floor_integer(static_cast<int64_t>((-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(5L)))), static_cast<int64_t>(4L))))))";
const TAIL_COUNT: &str = ", static_cast<int64_t>((-4L) + (-16L)*";

/// The group-norm statistics of `cpu_conv1d_audio_dynamic_len` (with its guards): each
/// group's `n = 4*q - 4` elements (`q = s53 // 5`) are read by full vectors up to
/// `16*((q - 1) // 4)` and one tail of the rest. The loop ends at `(n + 15) // 16`, which
/// is `(q + 2) // 4` (the factor 4 divides out of the quotient): the tail's start is then
/// at most the full vectors' end, `(q - 2) // 4 <= (q - 1) // 4`, and both are proven.
#[test]
fn a_vector_tail_covers_the_remainder_of_its_full_vectors() {
    let r = audit_log("gn", &fixture("group_norm_vector_tail.log"));
    assert_eq!(r.stats.accesses, 4, "{:?}", r.stats);
    all_proven(&r);
}

/// The tail reading one element more, or full vectors running to the group's end: both
/// read past the conv output at a size the guards allow, errors with that size.
#[test]
fn a_tail_past_the_remainder_is_an_error() {
    let text = fixture("group_norm_vector_tail.log");
    assert_eq!(text.matches(TAIL_COUNT).count(), 2, "fixture changed");
    let longer_tail = text.replacen(TAIL_COUNT, ", static_cast<int64_t>((-3L) + (-16L)*", 1);
    let full_to_end = mutate(
        &text,
        FULL_VECTORS,
        "if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>((-4L) + 4L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(5L))))))",
    );
    for (name, text) in [("longer_tail", longer_tail), ("full_to_end", full_to_end)] {
        let r = audit_log(name, &text);
        let errors: Vec<&Finding> = r.findings.iter().filter(|f| f.severity == Severity::Error).collect();
        let [f] = errors.as_slice() else { panic!("{name}: {:#?}", r.findings) };
        assert_eq!(f.rule, "IA101", "{name}: {f:#?}");
        let s53 = f.evidence.binding.get("s53").copied().unwrap_or_else(|| panic!("{name}: {f:#?}"));
        assert!(s53 >= 20 && (s53 / 5 - 1) % 4 != 0, "{name}: a size with a tail the guards allow: {f:#?}");
    }
}

const SCATTER_INDEX: &str = "tmpbuf[x1_inner] = static_cast<int64_t>(tmp1[x1_inner] + 37L*x0);";

/// A scatter whose index vector is computed element-wise from the checked array
/// (`tmp1[k] + 37*x0`, read back as the vector `atomic_add_vec` scatters through): each
/// lane is that value over the element the check bounds, and the scatter is proven.
#[test]
fn an_index_vector_computed_from_checked_lanes_bounds_the_scatter() {
    all_proven(&audit("scatter", &fixture("scatter_lane_check.py")));
}

/// The check loosened by one, or the row stride of the computed index off by one: the
/// scatter writes past the output, an error with its counterexample.
#[test]
fn a_scatter_past_its_output_through_computed_lanes_is_an_error() {
    let text = fixture("scatter_lane_check.py");
    let loose = mutate(&text, "tmp2 < at::vec::VectorizedN<int64_t,2>(37L)", "tmp2 < at::vec::VectorizedN<int64_t,2>(38L)");
    let stride = mutate(&text, SCATTER_INDEX, "tmpbuf[x1_inner] = static_cast<int64_t>(tmp1[x1_inner] + 38L*x0);");
    for (name, text, element) in [("scatter_loose", loose, 1665), ("scatter_stride", stride, 1708)] {
        let r = audit(name, &text);
        let hits = at(&r, "atomic_add_vec<float, 2, 1>(out_ptr0, tmp4, tmp3);");
        let [f] = hits.as_slice() else { panic!("{name}: {:#?}", r.findings) };
        assert_eq!((f.rule, f.severity), ("IA102", Severity::Error), "{name}: {f:#?}");
        assert_eq!((f.evidence.offset, f.evidence.extent), (Some(element), Some(1665)), "{name}: {f:#?}");
    }
    // The computed index read from the next element (past the 16 the array holds, itself
    // an error): the scatter is not proven either.
    let next = mutate(&text, SCATTER_INDEX, "tmpbuf[x1_inner] = static_cast<int64_t>(tmp1[x1_inner + 1L] + 37L*x0);");
    let r = audit("scatter_next", &next);
    assert!(!at(&r, "atomic_add_vec<float, 2, 1>(out_ptr0, tmp4, tmp3);").is_empty(), "{:#?}", r.findings);
}

const ROW_SCATTER: &str = "atomic_add_vec<float, 2, 1>(out_ptr0, tmp4, tmp3);";
const ROW_INDEX: &str = "tmpbuf[x1_inner] = static_cast<int64_t>(tmp1[x1_inner] + 37L*tmp5);";

/// An `index_put` whose scatter index adds a checked row read before the copy loop
/// (`tmp1[k] + 37*tmp5`) to the checked column lanes: the row is the same at every `k`, and
/// the scatter is proven.
#[test]
fn a_row_named_before_the_copy_loop_joins_the_computed_lanes() {
    all_proven(&audit("index_put_row", &fixture("index_put_row_lane_check.py")));
}

/// The row check loosened by one: the scatter writes past the output, an error at the row
/// it lets through. A row read inside the copy loop (`in_ptr2[x0 + k]`, a value per `k`
/// that no check bounds) leaves the scatter unproven.
#[test]
fn a_row_past_its_check_or_read_per_lane_is_not_proven() {
    let text = fixture("index_put_row_lane_check.py");
    let loose = mutate(&text, "(tmp5 < 8L)", "(tmp5 < 9L)");
    let r = audit("index_put_row_loose", &loose);
    let hits = at(&r, ROW_SCATTER);
    let [f] = hits.as_slice() else { panic!("{:#?}", r.findings) };
    assert_eq!((f.rule, f.severity), ("IA102", Severity::Error), "{f:#?}");
    assert_eq!(f.evidence.extent, Some(296), "{f:#?}");
    assert!(f.evidence.offset.is_some_and(|o| o >= 296), "{f:#?}");
    let per_lane = mutate(&text, ROW_INDEX, "tmpbuf[x1_inner] = static_cast<int64_t>(tmp1[x1_inner] + 37L*in_ptr2[static_cast<int64_t>(x0 + x1_inner)]);");
    let r = audit("index_put_row_per_lane", &per_lane);
    assert!(!at(&r, ROW_SCATTER).is_empty(), "{:#?}", r.findings);
}

/// The log of a sample of `kernels_samples/`, inflated.
fn sample_log(sample: &str) -> String {
    use std::io::Read;
    let path = repo().join("kernels_samples").join(sample).join("output_code.log.gz");
    let mut text = String::new();
    flate2::read::GzDecoder::new(std::fs::File::open(&path).expect("log")).read_to_string(&mut text).expect("gzip");
    text
}

/// A conv3d's slice backward on 2.15's CPU backend (cpu_conv3d_video_dynamic): in the
/// vector loop's tail (`if (x2 >= 16*(E // 16) && x2 < E)` inside `for (x2 = 0; x2 < E;
/// x2 += 16)`) a masked load `VecMask::from(c).loadu(p)` reads all 16 lanes where `c`
/// holds, the lanes past `E` too, which the kernel drops: at the last channel of the last
/// batch they are past the storage. The lanes before `E` are proven and those past it
/// decided as IA110, not an error; with the channel mask one wider (`7 + x1 < 12`) the
/// lanes the kernel uses overrun too: an error.
#[test]
fn a_masked_load_in_a_vector_loops_tail_reads_lanes_past_its_end() {
    let text = sample_log("cpu_conv3d_video_dynamic");
    let r = audit_log("conv3d_tail", &text);
    assert!(!r.findings.iter().any(|f| f.severity == Severity::Error), "{:#?}", r.findings);
    let tail: Vec<&Finding> = r.findings.iter().filter(|f| f.rule == "IA110").collect();
    assert_eq!(tail.len(), 1, "{:#?}", r.findings);
    assert!(tail[0].message.contains("lane 15 reaches element 12011 of a 12000-element storage"), "{}", tail[0].message);
    let wider = text.replace("auto tmp13 = 8L + x1;", "auto tmp13 = 7L + x1;");
    assert_ne!(wider, text, "the sample changed under the test");
    let r = audit_log("conv3d_tail_wider", &wider);
    assert!(r.findings.iter().any(|f| f.rule == "IA101"), "{:#?}", r.findings);
}

/// A softmax over a dynamic vocabulary on 2.15's CPU backend (cpu_topp_sampling_dynamic)
/// keeps the row's exponentials in a local buffer sized by the kernel's own parameter
/// (`std::make_unique<float []>(ks1)`), while the offsets are in the launch's sizes: the
/// size is read in those too, so the 16-lane stores of the row's main part are proven. One
/// element smaller, the last vector overruns it: an error.
#[test]
fn a_local_buffer_sized_by_a_kernel_parameter_is_read_in_the_launchs_sizes() {
    let text = sample_log("cpu_topp_sampling_dynamic");
    let r = audit_log("topp_local", &text);
    assert_eq!((r.stats.unknown, r.stats.violations), (0, 0), "{:#?}", r.findings);
    let smaller = mutate(&text, "make_unique<float []>(ks1);", "make_unique<float []>(ks1 - 1);");
    let r = audit_log("topp_local_smaller", &smaller);
    assert!(r.findings.iter().any(|f| f.severity == Severity::Error && f.message.contains("local_buffer_data_0")), "{:#?}", r.findings);
}

/// A GNN's gathers and scatters on 2.15's CPU backend (cpu_gnn_scatter_reduce_dynamic): in
/// the vector loop's tail the index vector is copied lane by lane for `ks1 - 16*(ks1 // 16)`
/// lanes and checked by `VecMask::set(from(1), 0 <= idx < ks0, same count)`. That count is
/// below the vector's 16 lanes (`16*(a // 16) >= a - 15`), so the check covers every lane
/// copied and the gathers through the array are proven. With the check's count one lane
/// short the last lane is no longer checked: not proven.
#[test]
fn a_tail_check_covers_the_lanes_its_count_copies() {
    let text = sample_log("cpu_gnn_scatter_reduce_dynamic");
    let r = audit_log("gnn_tail", &text);
    assert_eq!((r.stats.unknown, r.stats.violations), (0, 0), "{:#?}", r.findings);
    let count =
        "(tmp11 < at::vec::VectorizedN<int64_t,2>(ks0)))), static_cast<int64_t>(ks1 + (-16L)*(c10::div_floor_integer(static_cast<int64_t>(ks1), static_cast<int64_t>(16L)))))";
    let short = text.replace(count, &count.replace("static_cast<int64_t>(ks1 + (-16L)", "static_cast<int64_t>(ks1 + (-1L) + (-16L)"));
    assert_ne!(short, text, "the sample changed under the test");
    let r = audit_log("gnn_tail_short", &short);
    assert!(r.stats.unknown + r.stats.violations > 0, "{:?}", r.stats);
}

/// A load in the body of Inductor's masked lambda that is not masked itself (a bool mask
/// read with `VecMask<float,1>::from(p, 11)`, cpu_ctc_logsumexp_dynamic's backward)
/// reads all 11 lanes while the lambda's mask keeps lanes 0..8: at the last row lanes 9
/// and 10 read 2 bools past the 33-element buffer, values dropped by the blend. Decided
/// as IA110 with its witness, not an error; with the mask keeping lanes 0..9, lane 9 is
/// used and reads past the buffer: an error.
#[test]
fn a_load_in_a_masked_lambda_reads_the_lanes_its_mask_drops() {
    let text = fixture("masked_lambda_mask_load.py");
    let r = audit("masked_lambda", &text);
    assert!(!r.findings.iter().any(|f| f.severity == Severity::Error), "{:#?}", r.findings);
    let tail: Vec<&Finding> = r.findings.iter().filter(|f| f.rule == "IA110").collect();
    assert_eq!(tail.len(), 1, "{:#?}", r.findings);
    assert!(tail[0].message.contains("masked lambda") && tail[0].message.contains("of a 33-element storage"), "{}", tail[0].message);
    assert_eq!(r.stats.unknown, 0, "{:#?}", r.findings);
    let wider = mutate(&text, "auto tmp4 = static_cast<int64_t>(9);", "auto tmp4 = static_cast<int64_t>(10);");
    let r = audit("masked_lambda_wider", &wider);
    assert!(at(&r, "VecMask<float,1>::from(in_ptr3").iter().any(|f| f.rule == "IA101" && f.severity == Severity::Error), "{:#?}", r.findings);
}

/// A masked gather (cpu_ctc_logsumexp_dynamic's `lp.gather(2, ext)` used in 2 of 11
/// lanes): the index lanes are copied only where the mask is set and checked as
/// `(0 <= i < 11) | ~mask`; the gather, under the same mask, is proven. A check that lets
/// 11 through for an 11-column table is an error; a gather whose lanes are not those the
/// copy and the check cover (run without the mask) is not proven by the check.
#[test]
fn a_masked_lane_check_bounds_the_masked_gather() {
    let text = fixture("masked_gather_lane_check.py");
    all_proven(&audit("masked_gather", &text));
    let loose = mutate(&text, "(tmp9 < at::vec::VectorizedN<int64_t,2>(11L))", "(tmp9 < at::vec::VectorizedN<int64_t,2>(12L))");
    let r = audit("masked_gather_loose", &loose);
    assert!(at(&r, "in_ptr1[").iter().any(|f| f.rule == "IA101" && f.severity == Severity::Error), "{:#?}", r.findings);
    // The gather's loop without the mask test: lanes 2..10 read indices the check never
    // covered (the copy left them out): not proven by it.
    let unmasked = mutate(
        &text,
        "                                    if (tmp5.is_masked(x1_inner))
                                    {
                                        tmpbuf[x1_inner] = in_ptr1[",
        "                                    {
                                        tmpbuf[x1_inner] = in_ptr1[",
    );
    let r = audit("masked_gather_unmasked", &unmasked);
    assert!(r.stats.proven < r.stats.accesses, "{:#?}", r.findings);
    assert!(!at(&r, "in_ptr1[").is_empty(), "{:#?}", r.findings);
}

/// torch 2.8's index rows (cpu_unet_dynamic_hw): each buffer is written by a vector loop's
/// body and its tail, the tail a scalar loop `for (x0_tail = M; x0_tail < N; ...)` nested
/// in the vector loop under `if (x0 >= M && x0 < N)`; together they write `[0, N)`, so the
/// later regions' reads of the rows get the stored values and their gathers are proven.
/// The tail shifted by one element (element `M` never written): not proven.
#[test]
fn a_nested_scalar_tail_completes_the_vector_body_s_rows() {
    let text = sample_log("releases/torch-2.8/cpu_unet_dynamic_hw");
    let gathers = [4145, 4170, 4189, 4202];
    let r = audit_log("rows_tail", &text);
    assert!(!r.findings.iter().any(|f| f.severity == Severity::Error), "{:#?}", r.findings);
    let left: Vec<_> = r.findings.iter().filter(|f| gathers.contains(&f.line)).collect();
    assert!(left.is_empty(), "{left:#?}");
    let shifted = text.replace("out_ptr3[static_cast<int64_t>(x0_tail)] = tmp10;", "out_ptr3[static_cast<int64_t>(1L + x0_tail)] = tmp10;");
    assert_ne!(shifted, text, "fixture changed");
    let r = audit_log("rows_tail_shifted", &shifted);
    assert!(r.findings.iter().any(|f| f.line == 4145), "{:#?}", r.findings);
}

/// torch 2.8's consumer of the index rows (cpu_unet_dynamic_hw) reads them in its own
/// scalar tail loop `for (x3_tail = 16*(ks0 // 32); x3_tail < ks0 // 2; ...)`, nested in
/// the vector loop: the element read is inside the written `[0, ks0 // 2)` where
/// `16*(ks0 // 32) >= 0`, which the launch's sizes decide, so the tail's gathers get the
/// stored values and are proven. The read shifted by one element (the tail's last read
/// past the rows, itself an overrun): the gathers are not proven.
#[test]
fn a_nested_scalar_tail_reads_the_rows_inside_them() {
    let text = sample_log("releases/torch-2.8/cpu_unet_dynamic_hw");
    let gathers = [4248, 4252, 4259, 4260];
    let r = audit_log("rows_tail_read", &text);
    assert!(!r.findings.iter().any(|f| f.severity == Severity::Error), "{:#?}", r.findings);
    let left: Vec<_> = r.findings.iter().filter(|f| gathers.contains(&f.line)).collect();
    assert!(left.is_empty(), "{left:#?}");
    let shifted = text.replace("auto tmp6 = out_ptr3[static_cast<int64_t>(x3_tail)];", "auto tmp6 = out_ptr3[static_cast<int64_t>(1L + x3_tail)];");
    assert_ne!(shifted, text, "fixture changed");
    let r = audit_log("rows_tail_read_shifted", &shifted);
    assert!(r.findings.iter().any(|f| f.line == 4248), "{:#?}", r.findings);
}
