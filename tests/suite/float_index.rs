//! Indices computed in floating point (interpolation source coordinates): the real
//! upsample kernels are proven, and one planted change each (a clamp one too large, a
//! scale too large, a float index read from memory) gives an error with its
//! counterexample, or stays unknown where nothing bounds the value. Each fixture is the
//! real capture `kernels_samples/upsample_interpolate` plus the change the test names.

use std::io::Read;
use std::path::PathBuf;

use inductor_audit::check::CheckOptions;
use inductor_audit::report::{Report, Severity};

fn sample_log(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("kernels_samples").join(name).join("output_code.log.gz");
    let mut s = String::new();
    flate2::read::GzDecoder::new(std::fs::File::open(&path).expect("sample log")).read_to_string(&mut s).expect("gzip text");
    s
}

fn audit_text(tag: &str, text: String) -> Report {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("float_index-{tag}"));
    std::fs::create_dir_all(&dir).expect("scratch dir");
    let path = dir.join("output_code.log");
    std::fs::write(&path, text).expect("write log");
    inductor_audit::audit_paths(&[path], &CheckOptions::default(), 1)
}

/// The log with `old` replaced (it must occur).
fn planted(old: &str, new: &str) -> String {
    let log = sample_log("upsample_interpolate");
    assert!(log.contains(old), "the sample no longer contains {old:?}");
    log.replace(old, new)
}

/// Errors of the kernel whose name contains `kernel`; each must carry an element past
/// its storage.
fn oob_errors(r: &Report, kernel: &str) -> usize {
    let found: Vec<_> = r.findings.iter().filter(|f| f.severity == Severity::Error && f.kernel.contains(kernel)).collect();
    for f in &found {
        assert_eq!(f.rule, "IA101", "{f:#?}");
        let (Some(off), Some(ext)) = (f.evidence.offset, f.evidence.extent) else { panic!("an error without its element: {f:#?}") };
        assert!(off >= ext || off < 0, "counterexample element {off} lies inside {ext}: {f:#?}");
        assert!(!f.evidence.binding.is_empty(), "{f:#?}");
    }
    found.len()
}

#[test]
fn real_interpolation_kernels_are_proven() {
    let r = audit_text("clean", sample_log("upsample_interpolate"));
    assert!(r.findings.iter().all(|f| f.severity != Severity::Error), "{:#?}", r.findings);
    // Bilinear (half-pixel and align-corners) and nearest: every access, including the
    // reads at float-computed rows and columns, proven for every shape.
    assert_eq!(r.stats.unknown, 0, "{:#?}", r.findings);
    assert!(r.stats.proven >= 24, "{:?}", r.stats);
}

#[test]
fn a_bilinear_clamp_one_too_large_is_an_error() {
    // `min(row + 1, in_h - 1)` planted as `min(row + 1, in_h)`: the last output row reads
    // row in_h, one past the input.
    let r = audit_text("bilinear_clamp", planted("tmp11 = (-1) + ks2", "tmp11 = ks2"));
    assert!(oob_errors(&r, "clamp_mul_sub_view_0") > 0, "{:#?}", r.findings);
}

#[test]
fn a_nearest_scale_too_large_is_an_error() {
    // Nearest to 7 rows reads row `trunc(i * in_h / 7)`; with `/ 6` the last row reads in_h.
    let r = audit_text("nearest_scale", planted("tmp0 = ks0 / 7", "tmp0 = ks0 / 6"));
    assert!(oob_errors(&r, "unsqueeze_1") > 0, "{:#?}", r.findings);
}

#[test]
fn an_align_corners_clamp_one_too_large_is_an_error() {
    // Align-corners reaches `in_h - 1` exactly at the last row: `+ 1` clamped to in_h reads
    // one row past the input.
    let r = audit_text("align_clamp", planted("tmp36 = (-1) + ks0", "tmp36 = ks0"));
    assert!(oob_errors(&r, "clamp_mul_sub_view_2") > 0, "{:#?}", r.findings);
}

#[test]
fn a_float_index_read_from_memory_stays_unknown() {
    // The row of the nearest kernel taken from the input's values: nothing bounds it, so
    // the read is an IA104 unknown, never proven.
    let r = audit_text("from_memory", planted("tmp2 = x1\n", "tmp2 = tl.load(in_ptr0 + (x0), xmask)\n"));
    let unknown: Vec<_> = r.findings.iter().filter(|f| f.rule == "IA104" && f.kernel.contains("unsqueeze_1")).collect();
    assert!(!unknown.is_empty(), "{:#?}", r.findings);
}

#[test]
fn triton_min_max_macro_in_a_stride_is_read_whole() {
    // `x1*((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))`: the stride `max(1, ks1)` of an
    // output whose size Inductor clamps. Read value by value it was a sum of products of
    // 0/1 conditions no bound was found for; whole, it is `max(1, ks1)` and proven.
    let r = audit_text("macro", sample_log("training_step_convnet"));
    assert_eq!(r.stats.unknown, 0, "{:#?}", r.findings);
    let log = sample_log("upsample_interpolate");
    assert!(log.contains("((1) * ((1) >= (ks1)) + (ks1) * ((ks1) > (1)))"), "the sample no longer writes the macro");
}

/// Sizes of a float scale factor (`interpolate(scale_factor=2)` gives
/// `libdevice.trunc(2.0 * ks0.to(tl.float64)).to(tl.int32)`) inside Triton's min/max macro
/// (`max(1, h*w)` strides): the pixel-shuffle backward's reads are proven, not "a pointer
/// expression the analysis cannot follow"; the same line with a scale of 3 reads past its
/// input and is an error.
#[test]
fn float_scaled_sizes_inside_the_min_max_macro_are_followed() {
    let log = sample_log("gpu_grid_sample_dynamic");
    let r = audit_text("scaled_sizes", log.clone());
    assert!(r.findings.iter().all(|f| f.severity != Severity::Error), "{:#?}", r.findings);
    assert!(!r.findings.iter().any(|f| f.message.contains("cannot follow")), "{:#?}", r.findings);
    // The planted scale: only on the pixel-shuffle backward's load line.
    let marker = "tmp0 = tl.load(in_ptr0 + (x0*((1) * ((1) >= (libdevice.trunc(";
    let line = log.lines().find(|l| l.contains(marker)).expect("the pixel-shuffle backward's load");
    let planted = log.replace(line, &line.replace("2.00000000000000, tl.float64)", "3.00000000000000, tl.float64)"));
    let r = audit_text("scaled_sizes_3", planted);
    assert!(oob_errors(&r, "pixel_shuffle_transpose_view_0") > 0, "{:#?}", r.findings.iter().filter(|f| f.kernel.contains("view_0")).collect::<Vec<_>>());
}
