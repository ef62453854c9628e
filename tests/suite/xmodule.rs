//! Content facts across the forward and backward modules of one AOTAutograd compile
//! (`check::xmodule`): the backward scatters through index tensors the forward filled and
//! saved (`clamp_max`, `clamp_max_1`, graph inputs of the backward, are the forward's `buf0`
//! and `buf1`). The fixtures (`tests/fixtures/xmodule/forward.py`, `backward.py`) are a
//! row upsample by 2 and its index_put backward as Inductor writes them with dynamic
//! shapes; each test assembles them into a `TORCH_LOGS=output_code` log (same process and
//! compile id) and plants one change.

use std::path::PathBuf;

use inductor_audit::check::CheckOptions;
use inductor_audit::report::{Report, Severity};

fn fixture(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/xmodule").join(name);
    std::fs::read_to_string(path).expect("fixture")
}

fn forward() -> String {
    fixture("forward.py")
}

fn backward() -> String {
    fixture("backward.py")
}

/// `text` with `old` replaced (it must occur once).
fn planted(text: String, old: &str, new: &str) -> String {
    assert_eq!(text.matches(old).count(), 1, "the fixture must contain {old:?} once");
    text.replace(old, new)
}

/// A log of the modules, in order, each under compile id `[0/0]` of process 444.
fn log(modules: &[(&str, String)]) -> String {
    let mut out = String::new();
    for (stem, text) in modules {
        let prefix = "V1124 21:00:52.283000 444 torch/_inductor/graph.py:2552] [0/0] [__output_code] ";
        out.push_str(&format!("{prefix}Output code: \n"));
        for line in text.lines() {
            out.push_str(&format!("{prefix}{line}\n"));
        }
        out.push_str(&format!("{prefix}Output code written to: /tmp/caps/x/cache/ab/c{stem}.py\n"));
    }
    out
}

fn audit_logs(tag: &str, logs: &[String], jobs: usize) -> Report {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("xmodule-{tag}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    let paths: Vec<PathBuf> = logs
        .iter()
        .enumerate()
        .map(|(i, text)| {
            let path = dir.join(format!("output_code_{i}.log"));
            std::fs::write(&path, text).expect("write");
            path
        })
        .collect();
    inductor_audit::audit_paths(&paths, &CheckOptions::default(), jobs)
}

const SCATTER: &str = "triton_poi_fused__unsafe_index_put_new_zeros_0";

fn backward_findings(r: &Report) -> Vec<&inductor_audit::report::Finding> {
    r.findings.iter().filter(|f| f.kernel == SCATTER).collect()
}

#[test]
fn backward_scatter_through_saved_indices_is_proven_with_the_forward() {
    let r = audit_logs("clean", &[log(&[("fwd", forward()), ("bwd", backward())])], 1);
    assert!(r.findings.is_empty(), "{:#?}", r.findings);
    assert_eq!((r.stats.modules, r.stats.accesses, r.stats.proven), (2, 12, 12), "{:?}", r.stats);
}

#[test]
fn a_backward_whose_forward_is_absent_stays_unknown() {
    let r = audit_logs("absent", &[log(&[("bwd", backward())])], 1);
    let f = backward_findings(&r);
    assert_eq!(f.len(), 2, "{:#?}", r.findings);
    assert!(f.iter().all(|f| f.severity != Severity::Error && f.rule == "IA104"), "{f:#?}");
    // A forward in another log (another capture) is not this backward's.
    let r = audit_logs("other_log", &[log(&[("fwd", forward())]), log(&[("bwd", backward())])], 1);
    assert_eq!(backward_findings(&r).len(), 2, "{:#?}", r.findings);
    // Nor is the forward of another AOT number.
    let other = planted(forward(), "# AOT ID: ['0_forward']", "# AOT ID: ['1_forward']");
    let r = audit_logs("other_aot", &[log(&[("fwd", other), ("bwd", backward())])], 1);
    assert_eq!(backward_findings(&r).len(), 2, "{:#?}", r.findings);
}

#[test]
fn a_forward_producer_clamp_one_too_large_is_an_error_in_the_backward() {
    // `min(row + 1, in - 1)` planted as `min(row + 1, in)`: the last saved index is `in`,
    // and the backward's accumulate into the input gradient writes one row past it.
    let fwd = planted(forward(), "tmp13 = (-1) + ks1", "tmp13 = ks1");
    let r = audit_logs("clamp", &[log(&[("fwd", fwd), ("bwd", backward())])], 1);
    let errors: Vec<_> = backward_findings(&r).into_iter().filter(|f| f.severity == Severity::Error).collect();
    assert_eq!(errors.len(), 1, "{:#?}", r.findings);
    let f = errors[0];
    let (Some(off), Some(ext)) = (f.evidence.offset, f.evidence.extent) else { panic!("{f:#?}") };
    assert!(off >= ext, "{f:#?}");
    let why = f.evidence.reason.as_deref().unwrap_or_default();
    assert!(why.contains("triton_poi_fused_add_clamp_1 in the forward module") && why.contains("saved for the backward as `clamp_max_1`"), "{why}");
}

#[test]
fn saved_counts_or_sizes_that_do_not_pair_give_no_link() {
    // The forward saves one more tensor than the backward takes.
    let fwd = planted(forward(), "return (buf2, buf0, buf1, s0, )", "return (buf2, buf0, buf1, buf2, s0, )");
    let r = audit_logs("count", &[log(&[("fwd", fwd), ("bwd", backward())])], 1);
    assert_eq!(backward_findings(&r).len(), 2, "{:#?}", r.findings);
    // One symint more on the backward's side.
    let bwd = planted(backward(), "primals_1, clamp_max, clamp_max_1, tangents_1 = args", "primals_1, sym_size_int_1, clamp_max, clamp_max_1, tangents_1 = args");
    let r = audit_logs("symints", &[log(&[("fwd", forward()), ("bwd", bwd)])], 1);
    assert_eq!(backward_findings(&r).len(), 2, "{:#?}", r.findings);
    // A saved tensor whose sizes differ: the pairing is not what it seems.
    let bwd = planted(backward(), "assert_size_stride(clamp_max, (2*s0, ), (1, ))", "assert_size_stride(clamp_max, (2*s0 + 1, ), (1, ))");
    let r = audit_logs("sizes", &[log(&[("fwd", forward()), ("bwd", bwd)])], 1);
    assert!(backward_findings(&r).iter().all(|f| f.severity != Severity::Error), "{:#?}", r.findings);
    assert!(backward_findings(&r).len() >= 2, "{:#?}", r.findings);
}

#[test]
fn pairs_on_many_threads_are_linked_as_on_one() {
    // Several compiles in one log, and the same log twice (the second copy's modules are
    // memo hits): every backward waits for its forward, none forever.
    let mut modules = Vec::new();
    for n in 0..6 {
        let fwd = planted(forward(), "# AOT ID: ['0_forward']", &format!("# AOT ID: ['{n}_forward']"));
        let bwd = planted(backward(), "# AOT ID: ['0_backward']", &format!("# AOT ID: ['{n}_backward']"));
        modules.push((format!("fwd{n}"), fwd));
        modules.push((format!("bwd{n}"), bwd));
    }
    let modules: Vec<(&str, String)> = modules.iter().map(|(s, t)| (s.as_str(), t.clone())).collect();
    let text = log(&modules);
    for jobs in [1, 4] {
        let r = audit_logs(&format!("threads{jobs}"), &[text.clone(), text.clone()], jobs);
        assert!(r.findings.is_empty(), "jobs {jobs}: {:#?}", r.findings);
        assert_eq!((r.stats.modules, r.stats.proven), (24, 24 * 6), "jobs {jobs}: {:?}", r.stats);
    }
}

fn grid_sample_log() -> String {
    use std::io::Read;
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("kernels_samples/gpu_grid_sample_dynamic/output_code.log.gz");
    let mut s = String::new();
    flate2::read::GzDecoder::new(std::fs::File::open(&path).expect("sample log")).read_to_string(&mut s).expect("gzip text");
    s
}

#[test]
fn grid_sample_backward_reads_of_saved_indices_are_proven_and_a_planted_arange_is_caught() {
    // The real capture: the backward reads the saved batch and channel aranges (`view_40`,
    // `view_41`) and eight saved bilinear row/column indices (`clamp_max_*`).
    let clean = grid_sample_log();
    let r = audit_logs("grid_clean", std::slice::from_ref(&clean), 2);
    assert!(r.findings.is_empty(), "{:#?}", r.findings);
    assert_eq!((r.stats.accesses, r.stats.proven), (162, 162), "{:?}", r.stats);
    // The forward's batch arange (`buf46`, `iota(2)`) planted as `x0 + 1`: only the
    // backward reads it (as `view_40`), one batch past the gradient buffer.
    let kernel = "def triton_poi_fused_grid_sampler_2d_20(";
    let at = clean.find(kernel).expect("kernel 20");
    let rel = clean[at..].find("    tmp0 = x0\n").expect("its store value") + at;
    let planted = format!("{}    tmp0 = x0 + 1\n{}", &clean[..rel], &clean[rel + "    tmp0 = x0\n".len()..]);
    let r = audit_logs("grid_arange", &[planted], 2);
    let errors: Vec<_> = r.findings.iter().filter(|f| f.severity == Severity::Error).collect();
    assert!(!errors.is_empty(), "{:#?}", r.findings);
    for f in &errors {
        assert!(f.kernel.contains("reflection_pad2d_backward"), "{f:#?}");
        let why = f.evidence.reason.as_deref().unwrap_or_default();
        assert!(
            why.contains("values in [1, 2] stored by triton_poi_fused_grid_sampler_2d_20 in the forward module") && why.contains("saved for the backward as `view_40`"),
            "{why}"
        );
    }
}
