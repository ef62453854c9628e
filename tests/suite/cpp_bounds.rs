//! The C++ (CPU) pass on real Inductor output: clean samples stay free of errors and are
//! mostly proven, guard placement is reported on edited real kernels, and every mutant
//! AddressSanitizer confirms as out of bounds is reported as an error statically.

use std::path::{Path, PathBuf};

use inductor_audit::check::CheckOptions;
use inductor_audit::report::{Finding, Severity};

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn findings(path: &Path) -> (Vec<Finding>, inductor_audit::check::Stats) {
    let r = inductor_audit::audit_paths(&[path.to_path_buf()], &CheckOptions::default(), 1);
    (r.findings, r.stats)
}

fn cpu_samples() -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    for root in [repo().join("kernels_samples"), repo().join("tests/fixtures/corpus")] {
        let Ok(rd) = std::fs::read_dir(&root) else { continue };
        for e in rd.flatten() {
            if e.file_name().to_string_lossy().starts_with("cpu_") && e.path().is_dir() {
                dirs.push(e.path());
            }
        }
    }
    dirs.sort();
    dirs
}

const BOUNDS_ERRORS: [&str; 3] = ["IA101", "IA102", "IA106"];

#[test]
fn clean_cpu_samples_have_no_error_and_are_mostly_proven() {
    let dirs = cpu_samples();
    assert!(dirs.len() >= 6, "expected the cpu_* samples, found {}", dirs.len());
    let (mut accesses, mut proven) = (0, 0);
    let mut errors = Vec::new();
    for d in &dirs {
        let (fs, stats) = findings(d);
        accesses += stats.accesses;
        proven += stats.proven;
        for f in fs.iter().filter(|f| f.severity == Severity::Error) {
            errors.push(format!("{}: {} {}:{} {}", d.display(), f.rule, f.path, f.line, f.message));
        }
    }
    assert!(errors.is_empty(), "errors on clean CPU samples:\n{}", errors.join("\n"));
    // 187 of 194 at the time of writing: the rest are vector-checked gathers and
    // accesses under vector masks.
    assert!(accesses >= 150, "only {accesses} accesses judged");
    assert!(proven * 100 >= accesses * 90, "only {proven} of {accesses} accesses proven");
}

#[test]
fn openmp_torch_check_is_a_crash_risk() {
    let dir = repo().join("kernels_samples/cpu_omp_torch_check");
    let (fs, _) = findings(&dir);
    let hits: Vec<&Finding> = fs.iter().filter(|f| f.rule == "IA302").collect();
    assert!(!hits.is_empty(), "no IA302 on the #195402 program: {fs:#?}");
    for f in &hits {
        assert!(f.source_line.as_deref().is_some_and(|l| l.contains("TORCH_CHECK")), "IA302 not on the check: {f:#?}");
        assert_eq!(f.severity, Severity::Warning);
    }
    assert!(!fs.iter().any(|f| f.severity == Severity::Error), "{fs:#?}");
}

/// tests/fixtures/cpp/cguard_*.py: the cpu_gather_scatter wrapper with its first
/// `TORCH_CHECK(... tmp7 ...)` moved or removed.
#[test]
fn check_before_its_variable_is_an_error_with_the_declaration_line() {
    let (fs, _) = findings(&repo().join("tests/fixtures/cpp/cguard_before_decl.py"));
    let f = fs.iter().find(|f| f.rule == "IA301" && f.severity == Severity::Error).unwrap_or_else(|| panic!("{fs:#?}"));
    assert!(f.message.contains("`tmp7`"), "{}", f.message);
    assert!(f.source_line.as_deref().is_some_and(|l| l.contains("TORCH_CHECK((0 <= tmp7)")), "{f:#?}");
    // The gather it no longer protects is reported too.
    assert!(fs.iter().any(|f| f.rule == "IA303" && f.message.contains("tmp5")), "{fs:#?}");
}

#[test]
fn check_after_use_is_reported_on_the_access() {
    let (fs, _) = findings(&repo().join("tests/fixtures/cpp/cguard_after_use.py"));
    let f = fs.iter().find(|f| f.rule == "IA301").unwrap_or_else(|| panic!("{fs:#?}"));
    assert_eq!(f.severity, Severity::Warning);
    assert!(f.source_line.as_deref().is_some_and(|l| l.contains("37L*tmp5")), "{f:#?}");
    assert!(!fs.iter().any(|f| f.severity == Severity::Error), "{fs:#?}");
}

#[test]
fn removed_check_leaves_the_gather_unguarded() {
    let (fs, _) = findings(&repo().join("tests/fixtures/cpp/cguard_removed.py"));
    let f = fs.iter().find(|f| f.rule == "IA303").unwrap_or_else(|| panic!("{fs:#?}"));
    assert!(f.source_line.as_deref().is_some_and(|l| l.contains("37L*tmp5")), "{f:#?}");
    // No counterexample exists without knowing the index values: never an error.
    assert!(!fs.iter().any(|f| f.severity == Severity::Error), "{fs:#?}");
    // The unmodified kernel has its check: no IA303 there.
    let (clean, _) = findings(&repo().join("kernels_samples/cpu_gather_scatter"));
    assert!(!clean.iter().any(|f| f.rule == "IA303" || f.rule == "IA301"), "{clean:#?}");
}

fn labels() -> serde_json::Value {
    let path = repo().join("tests/fixtures/cpp_mutants/labels.json");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e} (run tools/cpp_mutants.py label)", path.display()));
    serde_json::from_str(&text).expect("labels.json is JSON")
}

#[test]
fn every_asan_confirmed_mutant_is_an_error() {
    let labels = labels();
    assert!(labels["tool"].as_str().is_some_and(|t| t.contains("AddressSanitizer")));
    let mutants = labels["mutants"].as_object().expect("mutants");
    let mut missed = Vec::new();
    let mut oob = 0;
    for (id, m) in mutants {
        if m["label"] != "oob" {
            continue;
        }
        oob += 1;
        let file = repo().join("tests/fixtures/cpp_mutants").join(m["file"].as_str().unwrap_or_default());
        let (fs, _) = findings(&file);
        if !fs.iter().any(|f| f.severity == Severity::Error && BOUNDS_ERRORS.contains(&f.rule)) {
            missed.push(format!("{id}: {} ({})", m["what"], m["asan"]));
        }
    }
    assert!(oob >= 20, "only {oob} ASan-confirmed mutants");
    assert!(missed.is_empty(), "{} of {oob} ASan-confirmed mutants not reported:\n{}", missed.len(), missed.join("\n"));
}

#[test]
fn unmutated_modules_run_clean_under_asan_and_audit_clean() {
    let labels = labels();
    let mutants = labels["mutants"].as_object().expect("mutants");
    let baselines: Vec<_> = mutants.iter().filter(|(_, m)| m["operator"] == "none").collect();
    assert!(baselines.len() >= 6);
    // `failed` is allowed (cpu_int64_ops divides by random integers from get_args():
    // ASan reports an FPE before any access could be judged); an invalid access is not.
    assert!(baselines.iter().filter(|(_, m)| m["label"] == "clean").count() >= 6, "{baselines:#?}");
    for (id, m) in baselines {
        assert_ne!(m["label"], "oob", "{id}: ASan on the unmutated module: {m}");
        let file = repo().join("tests/fixtures/cpp_mutants").join(m["file"].as_str().unwrap_or_default());
        let (fs, _) = findings(&file);
        assert!(!fs.iter().any(|f| f.severity == Severity::Error), "{id}: {fs:#?}");
    }
}

#[test]
fn a_cpp_pointer_of_another_element_type_than_its_storage_is_reported() {
    let log = sample_log_text("bug_negative_stride_empty");
    let sig = "cpp_pybinding(['const float*', 'float*']";
    assert!(log.contains(sig), "the sample changed");
    assert!(audit_log(log.clone()).findings.iter().all(|f| f.rule != "IA107"), "the real signature matches");
    // The input (float32 in get_args) read as double: 8-byte reads of a 4-byte storage.
    let r = audit_log(log.replace(sig, "cpp_pybinding(['const double*', 'float*']"));
    let found: Vec<_> = r.findings.iter().filter(|f| f.rule == "IA107").collect();
    assert_eq!(found.len(), 1, "{:#?}", r.findings);
    assert!(found[0].message.contains("argument 0 is declared `const double*` but binds arg0_1 of dtype f32"), "{}", found[0].message);
}

fn sample_log_text(name: &str) -> String {
    gz_text(&repo().join("kernels_samples").join(name).join("output_code.log.gz"))
}

fn gz_text(path: &std::path::Path) -> String {
    use std::io::Read;
    let mut s = String::new();
    flate2::read::GzDecoder::new(std::fs::File::open(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))).read_to_string(&mut s).expect("gzip");
    s
}

fn audit_log(text: String) -> inductor_audit::report::Report {
    let dir = std::env::temp_dir().join(format!("ia-cpp-{}-{}", std::process::id(), text.len()));
    std::fs::create_dir_all(&dir).expect("mkdir");
    let path = dir.join("output_code.log");
    std::fs::write(&path, text).expect("write");
    let r = inductor_audit::audit_paths(&[path], &CheckOptions::default(), 1);
    let _ = std::fs::remove_dir_all(&dir);
    r
}

/// Inductor's `masked` op on torch 2.6 (tests/fixtures/cpp/releases/): the padded loads
/// sit in `auto tmpN = [&] { ... in_ptr0[...] ... };`, called only as
/// `cond ? tmpN() : 0.5`. They are proven under the call site's condition, not reported.
#[test]
fn lambda_guarded_loads_of_torch_2_6_are_proven() {
    let path = repo().join("tests/fixtures/cpp/releases/torch2_6_conv_pad_pool.py");
    let (fs, stats) = findings(&path);
    assert!(!fs.iter().any(|f| f.severity == Severity::Error), "{fs:#?}");
    assert!(stats.accesses >= 14, "only {} accesses judged", stats.accesses);
    assert_eq!(stats.proven, stats.accesses, "{fs:#?}");
}

/// The guard is what proves them, exactly: with one call site's condition replaced by
/// `true` the load it guards reads before the storage at `x1=0`, a real overrun.
#[test]
fn lambda_called_unconditionally_is_a_real_overrun() {
    let text = std::fs::read_to_string(repo().join("tests/fixtures/cpp/releases/torch2_6_conv_pad_pool.py")).expect("fixture");
    let needle = "auto tmp19 = tmp15 ? tmp16() :";
    assert!(text.contains(needle), "fixture changed");
    let dir = std::env::temp_dir().join(format!("ia-cpp-lambda-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("mkdir");
    let path = dir.join("c_lambda_unguarded.py");
    std::fs::write(&path, text.replacen(needle, "auto tmp19 = true ? tmp16() :", 1)).expect("write");
    let r = inductor_audit::audit_paths(&[path], &CheckOptions::default(), 1);
    let _ = std::fs::remove_dir_all(&dir);
    let errs: Vec<&Finding> = r.findings.iter().filter(|f| f.rule == "IA101").collect();
    assert_eq!(errs.len(), 1, "{:#?}", r.findings);
    assert!(errs[0].source_line.as_deref().is_some_and(|l| l.contains("auto tmp17 = in_ptr0[")), "{:#?}", errs[0]);
}

/// The 2.9 vector form: the lambda runs from `if (mask.all_zero()) ... else { tmpN() }`
/// (a condition the tool does not read), its loads under `if (mask.is_masked(lane))`.
/// No counterexample may be claimed there.
#[test]
fn vector_masked_lambda_of_torch_2_9_is_not_an_error() {
    let (fs, stats) = findings(&repo().join("tests/fixtures/cpp/releases/torch2_9_conv_pad_pool.py"));
    assert!(!fs.iter().any(|f| f.severity == Severity::Error), "{fs:#?}");
    assert!(stats.accesses >= 40 && stats.proven >= 40, "{stats:?}");
}

/// The torch 2.0/2.1 CPU form (synthetic fixture, see its header): one-argument
/// `async_compile.cpp(src)` and `c_void_p(buf.data_ptr())` launches are read, not skipped.
#[test]
fn old_one_argument_cpp_kernel_form_is_read() {
    let (fs, stats) = findings(&repo().join("tests/fixtures/cpp/releases/synthetic_torch2_0_cpp_kernel.py"));
    assert_eq!(stats.kernels, 1, "{stats:?}");
    assert_eq!(stats.launches, 1, "{stats:?}");
    assert!(stats.accesses >= 2 && stats.proven >= 1, "{stats:?} {fs:#?}");
    assert!(!fs.iter().any(|f| f.severity == Severity::Error), "{fs:#?}");
}

/// A C++ kernel source without a function the parser reads is an unparsed item.
#[test]
fn cpp_source_without_a_function_is_unparsed() {
    let text = std::fs::read_to_string(repo().join("tests/fixtures/cpp/releases/synthetic_torch2_0_cpp_kernel.py")).expect("fixture");
    let broken = text.replacen("extern \"C\" void kernel(const float* in_ptr0,", "extern \"C\" void kernel(const float* in_ptr0 @@", 1);
    let dir = std::env::temp_dir().join(format!("ia-cpp-unparsed-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("mkdir");
    let path = dir.join("c_broken.py");
    std::fs::write(&path, broken).expect("write");
    let r = inductor_audit::audit_paths(&[path], &CheckOptions::default(), 1);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(r.stats.unparsed >= 1, "{:?}", r.stats);
}

/// 2.6's per-lane pad masks (`VecMask<int64_t,2>(arange(2*x2 - 1, 2) >= 0) & ...`, loads
/// under `if (mask.is_masked(x2_inner))`) are read lane by lane: the padded loads of the
/// release capture are proven, and it is the lane test that proves them: dropped, the load
/// it guarded (which then reads `w = -1`) is no longer proven.
#[test]
fn lane_wise_vector_masks_of_torch_2_6_are_exact() {
    let text = sample_log_text("releases/torch-2.6/rel_conv_pad_pool");
    let r = audit_log(text.clone());
    let masked: Vec<&Finding> = r.findings.iter().filter(|f| f.source_line.as_deref().is_some_and(|l| l.contains("tmpbuf[x2_inner] = in_ptr0["))).collect();
    assert!(masked.is_empty(), "lane-masked pad loads not proven: {masked:#?}");
    assert!(!r.findings.iter().any(|f| f.severity == Severity::Error), "{:#?}", r.findings);
    let needle = "if (tmp19.is_masked(x2_inner))";
    assert!(text.contains(needle), "capture changed");
    let r = audit_log(text.replacen(needle, "if (true)", 1));
    let hit = r.findings.iter().any(|f| f.source_line.as_deref().is_some_and(|l| l.contains("tmpbuf[x2_inner] = in_ptr0[static_cast<int64_t>(24L + x3_tail")));
    assert!(hit, "without its lane test the first pad load must not be proven: {:#?}", r.findings);
}

/// 2.11's pad loads `VecMask<float,1>::from(c).template loadu<float,1>(p)` in a channel loop
/// shorter than the vector (`x3 < 8; x3 += 16`) read 16 lanes where 8 are data (ATen's
/// masked load reads every lane a scalar mask sets; Inductor writes no tail count). Every
/// such load of the pooling kernel is decided: proven, or IA110 (a warning, verdict hazard)
/// with shapes, loop values and a lane past the loop at which the read leaves the storage.
/// The witness at the compiled shapes is checked by hand: `x0=1 x1=9 x2_inner=10` at
/// `s0=23 s53=21 s77=2` is offset `-288 + 160 + 32 - 336 - 368 + 3312 + 3864 = 6376`, the
/// last pixel of the 2*8*19*21 = 6384-element conv output, so lane 15 reads element 6391.
#[test]
fn masked_loads_past_a_short_vector_loop_are_decided_with_a_witness() {
    // The first 2.11 capture of the sample, made before capture.py logged guards: without
    // the guards' parities every tap that can reach the last pixel at some parity is a read.
    let text = gz_text(&repo().join("tests/fixtures/cpp/rel_conv_pad_pool_2.11_noguards/output_code.log.gz"));
    let r = audit_log(text.clone());
    assert!(!r.findings.iter().any(|f| f.severity == Severity::Error), "{:#?}", r.findings);
    let pool = |f: &&Finding| f.kernel == "cpp_fused_constant_pad_nd_max_pool2d_with_indices_relu_1";
    assert!(!r.findings.iter().filter(pool).any(|f| f.rule == "IA190"), "{:#?}", r.findings);
    let tail: Vec<&Finding> = r.findings.iter().filter(pool).filter(|f| f.rule == "IA110").collect();
    assert_eq!(tail.len(), 24, "{tail:#?}");
    assert_eq!(r.stats.tail_overreads, 24, "{:?}", r.stats);
    for f in &tail {
        let ev = &f.evidence;
        assert_eq!(f.severity, Severity::Warning);
        assert_eq!(ev.verdict, Some(inductor_audit::diagnostics::FindingVerdict::Hazard), "{f:#?}");
        let (off, ext, lane) = (ev.offset.expect("offset"), ev.extent.expect("extent"), ev.lane.expect("lane"));
        assert!(lane >= 8 && off >= ext && off - lane + 7 < ext, "a lane past the loop, the loop's lanes inside: {f:#?}");
        assert!(["x0", "x1", "x2", "x2_inner", "x3"].iter().all(|k| ev.indices.contains_key(*k)), "{f:#?}");
    }
    let at_compiled: Vec<&&Finding> = tail.iter().filter(|f| f.message.contains("(the compiled shapes)")).collect();
    assert!(at_compiled.iter().any(|f| f.evidence.offset == Some(6391) && f.evidence.extent == Some(6384)), "{at_compiled:#?}");
    // The same loads in a loop that spans the whole vector: lanes 8-15 are used, and the
    // read past the conv output is an error.
    let spanned = text.replace("x3<static_cast<int64_t>(8L); x3+=static_cast<int64_t>(16L)", "x3<static_cast<int64_t>(16L); x3+=static_cast<int64_t>(16L)");
    assert_ne!(spanned, text, "capture changed");
    let r = audit_log(spanned);
    assert!(r.findings.iter().filter(pool).any(|f| f.rule == "IA101" && f.severity == Severity::Error), "{:#?}", r.findings);
    // A load shifted by one pixel reads past the storage in the loop's own lanes: an error.
    let needle = "loadu<float,1>(in_ptr0 + static_cast<int64_t>(x3 + ((-32L)*x1)";
    assert!(text.contains(needle), "capture changed");
    let r = audit_log(text.replace(needle, "loadu<float,1>(in_ptr0 + static_cast<int64_t>(8L + 8L + x3 + ((-32L)*x1)"));
    assert!(r.findings.iter().filter(pool).any(|f| f.rule == "IA101" && f.severity == Severity::Error), "{:#?}", r.findings);
}

/// 2.12's capture carries the guards, among them max_pool2d's `Ne(Mod(s53 - 2, 2), 0)`
/// (the height is odd): the taps that reach the last pixel only at the other parity are
/// proven with the residue written out (`s53 = 2*q + 1`), the others are IA110. Without
/// the parity guards those taps have a witness at an even height.
#[test]
fn guard_residues_prove_the_taps_of_the_other_parity() {
    let text = sample_log_text("releases/torch-2.12/rel_conv_pad_pool");
    let r = audit_log(text.clone());
    let pool = |f: &&Finding| f.kernel == "cpp_fused_constant_pad_nd_max_pool2d_with_indices_relu_1";
    assert!(!r.findings.iter().filter(pool).any(|f| f.rule == "IA190" || f.severity == Severity::Error), "{:#?}", r.findings);
    let with_guards = r.findings.iter().filter(pool).filter(|f| f.rule == "IA110").count();
    assert_eq!(with_guards, 6, "{:#?}", r.findings);
    let parity = |l: &str| (l.contains("[guard added]") || l.contains("[__guards]")) && (l.contains("Mod(") || l.contains("% 2"));
    let stripped: String = text.lines().filter(|l| !parity(l)).map(|l| format!("{l}\n")).collect();
    assert!(stripped.len() < text.len(), "capture changed");
    let r = audit_log(stripped);
    let without = r.findings.iter().filter(pool).filter(|f| f.rule == "IA110").count();
    assert!(without > with_guards, "{without} {:#?}", r.findings);
    assert!(!r.findings.iter().any(|f| f.severity == Severity::Error), "{:#?}", r.findings);
}

/// `atomic_add_vec<at::BFloat16, 2, 1>(out_ptr0, index, value)` adds one element per lane
/// of its int64 index vector (16), not per lane of the bf16 value vector (32): the
/// campaign's index_add on torch 2.15 (tests/fixtures/cpp/atomic_add_vec_bf16_index_lanes.py,
/// a real 2.15 wrapper) was a false IA102 "element 31 of a 16-element storage".
#[test]
fn atomic_add_vec_counts_the_index_vector_lanes() {
    let path = repo().join("tests/fixtures/cpp/atomic_add_vec_bf16_index_lanes.py");
    let (fs, stats) = findings(&path);
    assert!(fs.iter().all(|f| f.severity != Severity::Error), "{fs:#?}");
    assert!(stats.accesses >= 3 && stats.proven == stats.accesses, "{stats:?} {fs:#?}");
}

/// 2.14+ writes the bounds wrap of a gathered index with wrapping integer arithmetic:
/// `auto tmp25 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp22) + static_cast<std::make_unsigned_t<int64_t>>(tmp24));`
/// (tests/fixtures/cpp/releases/torch2_15_wrapping_index_arith.py, torch 2.15's own output).
/// It is read as `tmp22 + tmp24`, so the index `x1 + 37L*tmp27` is an integer expression and
/// the TORCH_CHECK on it proves the loads and the `atomic_add_vec` through `arange(tmp11, 1)`.
/// The check is what proves them: loosened by one row, the load reads the row past the
/// table for a value the check accepts, an error with that value as counterexample.
#[test]
fn wrapping_integer_arithmetic_of_torch_2_14_is_read() {
    let path = repo().join("tests/fixtures/cpp/releases/torch2_15_wrapping_index_arith.py");
    let (fs, stats) = findings(&path);
    assert!(!fs.iter().any(|f| f.severity == Severity::Error), "{fs:#?}");
    assert!(!fs.iter().any(|f| f.message.contains("not an integer expression")), "{fs:#?}");
    let at = |fs: &[Finding], needle: &str| fs.iter().any(|f| f.rule == "IA190" && f.source_line.as_deref().is_some_and(|l| l.contains(needle)));
    assert!(!at(&fs, "in_ptr1 + static_cast<int64_t>(x1 + 37L*tmp27)"), "{fs:#?}");
    assert!(!at(&fs, "atomic_add_vec<float, 2, 1>(out_ptr0, tmp12, tmp9"), "{fs:#?}");
    assert!(stats.proven + 1 >= stats.accesses, "{stats:?} {fs:#?}");
    let text = std::fs::read_to_string(&path).expect("fixture");
    let needle = "TORCH_CHECK((0 <= tmp29) & (tmp29 < 45L), \"index out of bounds: 0 <= tmp29 < 45L\");";
    assert!(text.contains(needle), "fixture changed");
    let dir = std::env::temp_dir().join(format!("ia-cpp-wrap-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("mkdir");
    let loose = dir.join("c_wrap_loose.py");
    std::fs::write(&loose, text.replacen(needle, "TORCH_CHECK((0 <= tmp29) & (tmp29 < 46L), \"index out of bounds: 0 <= tmp29 < 46L\");", 1)).expect("write");
    let r = inductor_audit::audit_paths(&[loose], &CheckOptions::default(), 1);
    let _ = std::fs::remove_dir_all(&dir);
    let loose_load = r.findings.iter().find(|f| f.source_line.as_deref().is_some_and(|l| l.contains("in_ptr1 + static_cast<int64_t>(x1 + 37L*tmp27), static_cast<int64_t>(16))")));
    let f = loose_load.unwrap_or_else(|| panic!("the loosened load must not be proven: {:#?}", r.findings));
    assert_eq!((f.rule, f.severity), ("IA101", Severity::Error), "{f:#?}");
    assert!(f.evidence.offset.zip(f.evidence.extent).is_some_and(|(o, e)| o >= e), "{f:#?}");
}

/// 2.15's lane-wise pad mask over a named temporary (`tmp4 = x2 - 1; tmp6 = arange(tmp4, 1);
/// tmp12 = VecMask(tmp6 < tmp11)`, the load written with `x2` itself): the fact on
/// `lane + tmp4` bounds `lane + x2` too, so both masked pad loads of the release capture
/// are proven. The lane test is what proves them: with `<=` the load may read one past.
#[test]
fn lane_masks_over_named_temporaries_bound_the_loop_variable() {
    let text = sample_log_text("releases/torch-2.15/rel_pad_dynamic");
    let needle = "auto tmp12 = at::vec::VecMask<int64_t,2>(tmp6 < tmp11);";
    assert!(text.contains(needle), "capture changed");
    let pad_load = |f: &&Finding| f.source_line.as_deref().is_some_and(|l| l.contains("inductor_vec_mask_cast<float,1>(tmp15).template loadu<float,1>(in_ptr0"));
    let r = audit_log(text.clone());
    assert!(!r.findings.iter().any(|f| f.severity == Severity::Error), "{:#?}", r.findings);
    let unproven: Vec<&Finding> = r.findings.iter().filter(pad_load).collect();
    assert!(unproven.is_empty(), "{unproven:#?}");
    let r = audit_log(text.replace(needle, "auto tmp12 = at::vec::VecMask<int64_t,2>(tmp6 <= tmp11);"));
    assert!(r.findings.iter().any(|f| pad_load(&f)), "with the lane test loosened the pad load must not be proven: {:#?}", r.findings);
}

/// Two bounds of one loop variable that the sign rules cannot order (`x0 <= s75 // 8 - 1`
/// from the vector branch, `x0 <= (2*s75 - 1) // 16` from the loop end) are ordered by cases
/// on the size's remainder: the tighter is kept, and the dynamic transformer's layer-norm
/// vector loads and stores (`x0 < 2*s75`, 16 lanes) are all proven.
#[test]
fn the_tighter_of_two_floor_division_bounds_is_kept() {
    let (fs, stats) = findings(&repo().join("kernels_samples/cpu_dynamic_seq_transformer"));
    assert!(!fs.iter().any(|f| f.severity == Severity::Error), "{fs:#?}");
    assert!(stats.accesses >= 170, "{stats:?}");
    assert_eq!(stats.proven, stats.accesses, "{fs:#?}");
}

/// A choice whose condition the ranges decide has one value, and `max(u, -u)` (|u|) is never
/// negative: the reflection pad's `r < 0 ? r + 2n : r` with `r = n - 1 - |n - 1 - |x - p||`
/// takes its second branch only, and the Triton reflection-pad reads of the corpus sample
/// are proven (shared range analysis).
#[test]
fn reflection_pad_choices_decided_by_their_ranges_are_proven() {
    let (fs, stats) = findings(&repo().join("tests/fixtures/corpus/reflectionpad3d_pairwise"));
    assert!(!fs.iter().any(|f| f.severity == Severity::Error), "{fs:#?}");
    assert!(stats.accesses >= 5, "{stats:?}");
    assert_eq!(stats.proven, stats.accesses, "{fs:#?}");
}

/// 2.14 spells the pad load's lane mask as a method chain starting where the load does,
/// `tmp15.template cast<float,1>().template loadu<float,1>(p)`: it is read as the lane-wise
/// mask it is (no longer "a condition the tool does not read"), and the pad loads of the
/// release capture are proven; with the lane test loosened they are not.
#[test]
fn method_chain_lane_masks_of_torch_2_14_are_read() {
    let text = sample_log_text("releases/torch-2.14/rel_pad_dynamic");
    let needle = "auto tmp12 = at::vec::VecMask<int64_t,2>(tmp6 < tmp11);";
    assert!(text.contains(needle), "capture changed");
    let pad_load = |f: &&Finding| f.source_line.as_deref().is_some_and(|l| l.contains("tmp15.template cast<float,1>().template loadu<float,1>(in_ptr0"));
    let r = audit_log(text.clone());
    assert!(!r.findings.iter().any(|f| f.severity == Severity::Error), "{:#?}", r.findings);
    let unproven: Vec<&Finding> = r.findings.iter().filter(pad_load).collect();
    assert!(unproven.is_empty(), "{unproven:#?}");
    let r = audit_log(text.replace(needle, "auto tmp12 = at::vec::VecMask<int64_t,2>(tmp6 <= tmp11);"));
    assert!(r.findings.iter().any(|f| pad_load(&f)), "with the lane test loosened the pad load must not be proven: {:#?}", r.findings);
}

/// The tail of a vector loop over `n = s27*((s77 + 1) // 2)` elements reads up to
/// `s27*((s77 + 1) // 2) + 16*((n + 15) // 16) - 16*(n // 16) - 17`: by cases on `s77`'s
/// remainder `n` becomes a polynomial, the two quotients of `n` differ by at most one,
/// and the read is proven inside the `s27*s77`-element input (rel_cat_split's chunk sum).
#[test]
fn vector_tail_over_a_quotient_of_sizes_is_proven() {
    let text = sample_log_text("releases/torch-2.15/rel_cat_split");
    let r = audit_log(text);
    assert!(!r.findings.iter().any(|f| f.severity == Severity::Error), "{:#?}", r.findings);
    let tail: Vec<&Finding> = r
        .findings
        .iter()
        .filter(|f| {
            f.source_line.as_deref().is_some_and(|l| l.contains("auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>((-16L)"))
        })
        .collect();
    assert!(tail.is_empty(), "{tail:#?}");
}

/// 2.15's CPU bilinear upsample (`kernels_samples/cpu_unet_dynamic_hw`): the source row
/// and column are float coordinates, `max_propagate_nan(float(c10::convert<float>(x1) +
/// 0.5) * c10::convert<float>(double(ks1 // 4) / double(ks1 // 2)) - 0.5, 0.0)` converted
/// with `c10::convert<int64_t>`, and the neighbour `min_propagate_nan(tmp19 + 1, ks0 // 4 - 1)`.
/// All are proven (exact quotients, check/facts/float.rs); the only unknowns left are the index
/// tensors read from memory (IA303). With the neighbour's clamp one row too far the load
/// reads past the storage, an error with its element.
#[test]
fn float_source_coordinates_of_a_cpp_bilinear_upsample_are_proven_and_their_clamp_bites() {
    let text = sample_log_text("cpu_unet_dynamic_hw");
    let r = audit_log(text.clone());
    assert!(!r.findings.iter().any(|f| f.severity == Severity::Error), "{:#?}", r.findings);
    let undecided: Vec<_> = r.findings.iter().filter(|f| f.rule == "IA190").collect();
    assert!(undecided.is_empty(), "{undecided:#?}");
    assert!(r.stats.proven >= 790, "{:?}", r.stats);

    let clamp = "auto tmp23 = (-1L) + (c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(4L)));";
    assert!(text.contains(clamp), "the sample changed");
    let r = audit_log(text.replacen(clamp, &clamp.replace("(-1L) +", "(0L) +"), 1));
    let errors: Vec<_> = r.findings.iter().filter(|f| f.severity == Severity::Error).collect();
    assert!(errors.iter().any(|f| f.rule == "IA101" && f.message.contains("reaches element")), "{:#?}", r.findings);
}
