//! Rule fixtures made from real samples by one textual change each (the change is the
//! whole fixture; the sample is the real capture).

use std::io::Read;
use std::path::PathBuf;

use inductor_audit::check::CheckOptions;
use inductor_audit::report::{Report, Severity};

fn sample_log(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("kernels_samples").join(name).join("output_code.log.gz");
    let mut s = String::new();
    flate2::read::GzDecoder::new(std::fs::File::open(&path).unwrap()).read_to_string(&mut s).unwrap();
    s
}

fn audit_text(text: String) -> Report {
    let dir = std::env::temp_dir().join(format!("ia-rules-{}-{}", std::process::id(), text.len()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("output_code.log");
    std::fs::write(&path, text).unwrap();
    let r = inductor_audit::audit_paths(&[path], &CheckOptions::default(), 1);
    let _ = std::fs::remove_dir_all(&dir);
    r
}

fn errors<'a>(r: &'a Report, rule: &str) -> Vec<&'a inductor_audit::report::Finding> {
    r.findings.iter().filter(|f| f.rule == rule && f.severity == Severity::Error).collect()
}

#[test]
fn int32_indexing_of_a_2_pow_31_tensor_overflows() {
    let log = sample_log("int64_index_large");
    assert!(errors(&audit_text(log.clone()), "IA105").is_empty(), "the real kernels index in int64");
    // Inductor's int64 indexing is the `.to(tl.int64)` on program ids and lanes.
    let r = audit_text(log.replace(".to(tl.int64)", ""));
    let found = errors(&r, "IA105");
    assert!(!found.is_empty(), "int32 indexing over 2^31 elements must be reported");
    for f in &found {
        let v = f.evidence.offset.unwrap();
        assert!(v > i128::from(i32::MAX) || v < i128::from(i32::MIN), "the counterexample value {v} must leave int32");
        assert!(f.evidence.program_id.is_some());
    }
}

#[test]
fn dropped_pad_mask_is_a_load_out_of_bounds_with_a_checkable_counterexample() {
    let log = sample_log("pad_constant_dynamic");
    assert!(audit_text(log.clone()).findings.iter().all(|f| f.severity != Severity::Error));
    // Drop the pad condition from every masked load: keep only the iteration mask.
    let mutated: String = log
        .lines()
        .map(|l| match (l.find("tl.load("), l.find(" & xmask,")) {
            (Some(_), Some(i)) => {
                let start = l[..i].rfind(", ").unwrap();
                format!("{}, xmask,{}", &l[..start], &l[i + " & xmask,".len()..])
            }
            _ => l.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n");
    let r = audit_text(mutated);
    let found = errors(&r, "IA101");
    assert!(!found.is_empty(), "a pad without its mask reads outside the input");
    let ev = &found[0].evidence;
    let (off, ext) = (ev.offset.unwrap(), ev.extent.unwrap());
    assert!(off < 0 || off >= ext, "element {off} must be outside the {ext}-element storage");
    assert!(!ev.binding.is_empty() && !ev.config.is_empty());
}

#[test]
fn a_pointer_declared_with_another_dtype_than_its_storage_is_reported() {
    let log = sample_log("half_bf16");
    assert!(errors(&audit_text(log.clone()), "IA107").is_empty(), "the real signature matches every binding");
    // The bf16 input (arg2_1, from get_args) declared as fp32: 4-byte reads of a 2-byte storage.
    let r = audit_text(log.replacen("'in_ptr2': '*bf16'", "'in_ptr2': '*fp32'", 1));
    let found = errors(&r, "IA107");
    assert_eq!(found.len(), 1, "{:#?}", r.findings);
    assert!(found[0].message.contains("in_ptr2 is declared *fp32 but binds arg2_1 of dtype bf16"), "{}", found[0].message);
    // Shown at the launch in the wrapper (the log's line of the `.run(` call).
    assert!(found[0].source_line.as_deref().is_some_and(|l| l.contains(".run(arg0_1, arg1_1, arg2_1")), "{:?}", found[0].source_line);
    // An output allocated as fp16 (empty_strided) declared bf16: same size, other format.
    let r = audit_text(log.replacen("'out_ptr0': '*fp16'", "'out_ptr0': '*bf16'", 1));
    assert_eq!(errors(&r, "IA107").len(), 1);
    // An i32 scalar past 2^31 at the dump's shapes.
    let r = audit_text(log.replacen("buf6, 64, 512, stream=stream0", "buf6, 64, 4294967296, stream=stream0", 1));
    let found = errors(&r, "IA107");
    assert!(found.iter().any(|f| f.message.contains("r0_numel is declared i32 but the launch passes 4294967296")), "{:#?}", r.findings);
}

/// A scatter whose offset is built from indices loaded without `other=` under a mask the
/// scatter does not keep: where that mask is off the indices are undefined and the scatter
/// is made anyway. The kernel must be in bounds whatever they yield; with 0 (what a
/// legitimate index may hold) the real col2im scatter of the unfold/fold model writes past
/// its output (compute-sanitizer confirms it on the H100: model_mutants).
#[test]
fn a_scatter_through_indices_undefined_where_masked_off_is_an_error() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("kernels_samples/gpu_unfold_fold_patches_dynamic/cache/i5/ci5bkp6i3itpwychtz6m2b5jd5i2keo4tttalg7jwnzkag4cy62s.py");
    let text = std::fs::read_to_string(&path).unwrap();
    let opts = CheckOptions::default();
    let clean = inductor_audit::audit_text("clean.py", text.clone(), &opts);
    assert!(clean.findings.iter().all(|f| f.severity != Severity::Error), "{:#?}", clean.findings);
    let line = text.lines().find(|l| l.contains("tl.atomic_add(") && l.contains("xmask & ymask, sem=")).expect("the col2im scatter");
    let r = inductor_audit::audit_text("dropped.py", text.replace(line, &line.replace("xmask & ymask, sem=", "xmask, sem=")), &opts);
    let found = errors(&r, "IA102");
    assert_eq!(found.len(), 1, "{:#?}", r.findings);
    let ev = &found[0].evidence;
    let (off, ext) = (ev.offset.unwrap(), ev.extent.unwrap());
    assert!(off < 0 || off >= ext, "element {off} must be outside the {ext}-element storage");
    assert!(ev.reason.as_deref().unwrap_or_default().contains("undefined"), "{:?}", ev.reason);
    // The same scatter whose index loads yield 0 where masked off is decided the same way.
    let with_other =
        text.replace(line, &line.replace("xmask & ymask, sem=", "xmask, sem=")).replace("ymask, eviction_policy='evict_last')", "ymask, eviction_policy='evict_last', other=0)");
    assert_eq!(errors(&inductor_audit::audit_text("other.py", with_other, &opts), "IA102").len(), 1);
}
