//! Outputs of fallback ATen ops unpacked by index (`buf5 = buf3[1]` after
//! `buf3 = torch.ops.aten.topk.default(buf2, 4)`). PyTorch 2.5 asserts no layout for
//! them (2.6 neither); the model gives each the dense storage ATen's shape rule says
//! (`src/model/fallback_outputs.rs`). Later releases assert the layout (2.15:
//! `assert_tensor_metadata`), which lets the rules be checked against Inductor's own
//! belief: with those asserts removed from real 2.15 captures, every access stays proven.

use std::io::Read;
use std::path::{Path, PathBuf};

use inductor_audit::check::CheckOptions;
use inductor_audit::report::{Report, Severity};

fn samples() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("kernels_samples")
}

fn log_of(capture: &Path) -> String {
    let mut s = String::new();
    flate2::read::GzDecoder::new(std::fs::File::open(capture.join("output_code.log.gz")).expect("capture log")).read_to_string(&mut s).expect("gzip text");
    s
}

/// Audits `text` as the log of a copy of `capture` (its capture.json names the release).
fn audit_as(capture: &Path, tag: &str, text: &str) -> Report {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("fallback-outputs-{tag}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    std::fs::copy(capture.join("capture.json"), dir.join("capture.json")).expect("capture.json");
    std::fs::write(dir.join("output_code.log"), text).expect("write log");
    inductor_audit::audit_paths(&[dir], &CheckOptions::default(), 1)
}

fn errors(r: &Report) -> Vec<String> {
    r.findings.iter().filter(|f| f.severity == Severity::Error).map(|f| format!("{} {}:{} {}", f.rule, f.path, f.line, f.message)).collect()
}

#[test]
fn unasserted_multi_outputs_of_2_5_and_2_6_are_proven() {
    // topk's indices (pointnet) and CPU flash attention's outputs and gradients (ViT).
    for (release, prog) in [("2.5", "cpu_pointnet_knn_dynamic"), ("2.5", "cpu_vit_dynamic_batch"), ("2.6", "cpu_pointnet_knn_dynamic"), ("2.6", "cpu_vit_dynamic_batch")] {
        let dir = samples().join(format!("releases/torch-{release}")).join(prog);
        let r = inductor_audit::audit_paths(&[dir], &CheckOptions::default(), 1);
        assert!(r.stats.accesses > 0);
        assert_eq!(r.stats.unmodelled, 0, "{prog}: {:?}", r.unmodelled);
        assert_eq!(r.stats.proven, r.stats.accesses, "{prog}: {} unknown", r.stats.unknown);
        assert!(errors(&r).is_empty(), "{prog}: {:?}", errors(&r));
    }
}

#[test]
fn a_topk_of_fewer_elements_than_the_kernel_reads_is_an_error() {
    // The kernel reads 4 indices per point; with k = 2 the output holds half of them.
    let capture = samples().join("releases/torch-2.5/cpu_pointnet_knn_dynamic");
    let text = log_of(&capture);
    let old = "torch.ops.aten.topk.default(buf2, 4)";
    assert_eq!(text.matches(old).count(), 1, "the capture must call {old} once");
    let r = audit_as(&capture, "topk2", &text.replace(old, "torch.ops.aten.topk.default(buf2, 2)"));
    assert!(!errors(&r).is_empty(), "no error for a topk output half the size the kernel reads");
    let clean = audit_as(&capture, "topk4", &text);
    assert!(errors(&clean).is_empty(), "{:?}", errors(&clean));
}

/// The names bound by unpacking a fallback op's result: `buf5 = buf3[1]`.
fn unpacked_names(text: &str) -> Vec<String> {
    let mut names = Vec::new();
    for l in text.lines() {
        let code = l.rsplit("[__output_code]").next().unwrap_or(l).trim();
        let Some((lhs, rhs)) = code.split_once(" = ") else { continue };
        let Some((base, index)) = rhs.strip_suffix(']').and_then(|r| r.split_once('[')) else { continue };
        let ident = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if ident(lhs) && ident(base) && index.chars().all(|c| c.is_ascii_digit()) && !index.is_empty() {
            names.push(lhs.to_string());
        }
    }
    names
}

/// With the asserts of the unpacked outputs removed (the form of 2.5-2.7), the shape rules
/// alone prove what Inductor's asserted layouts prove.
#[test]
fn the_shape_rules_agree_with_the_layouts_2_15_asserts() {
    for prog in ["cpu_pointnet_knn_dynamic", "cpu_vit_dynamic_batch"] {
        let capture = samples().join(prog);
        let text = log_of(&capture);
        let unpacked = unpacked_names(&text);
        let is_output_assert =
            |l: &str| l.split_once("assert_tensor_metadata(").and_then(|(_, rest)| rest.split_once(',')).is_some_and(|(n, _)| unpacked.contains(&n.trim().to_string()));
        let asserts = text.lines().filter(|l| is_output_assert(l)).count();
        assert!(asserts > 0, "{prog}: the 2.15 capture asserts its fallback outputs");
        let without: String = text.lines().filter(|l| !is_output_assert(l)).map(|l| format!("{l}\n")).collect();
        let r = audit_as(&capture, prog, &without);
        assert!(r.stats.accesses > 0);
        assert_eq!(r.stats.unmodelled, 0, "{prog}: {:?}", r.unmodelled);
        assert_eq!(r.stats.proven, r.stats.accesses, "{prog}: {} unknown without the asserts", r.stats.unknown);
        assert!(errors(&r).is_empty(), "{prog}: {:?}", errors(&r));
    }
}
