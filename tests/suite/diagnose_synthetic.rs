//! `autotune-diagnose` on failure logs made from real samples: the real kernel, its real
//! launch line and arguments, and a storage deliberately smaller than the view.

use std::path::PathBuf;
use std::process::Command;

use inductor_audit::check::CheckOptions;
use inductor_audit::diagnose::{self, Failure};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

const PAD_WRAPPER: &str = "kernels_samples/pad_reflect_replicate/cache/gu/cguvapf67y563i2kqin3fkmzyiqlcdcvcx7yeubaayxdj2qb2whf.py";

/// The autotuner dying on `triton_poi_fused_copy_relu_slice_0` of `pad_reflect_replicate`
/// (in-place relu on a tensor padded by 6 on the dynamic dimension s59), at the hints
/// s59=16, s77=2: the view needs 2*(16+6) = 44 floats, the storage holds 40, the size it
/// has at s59=14.
fn pad_log(name_the_kernel: bool) -> String {
    let launch = "            triton_poi_fused_copy_relu_slice_0.run(buf4, arg9_1, ps0, s59, triton_poi_fused_copy_relu_slice_0_xnumel, stream=stream0)";
    let wrapper = std::fs::read_to_string(root().join(PAD_WRAPPER)).expect("sample");
    assert!(wrapper.contains(launch), "the sample's launch line changed");
    format!(
        "Traceback (most recent call last):\n  File \"/tmp/torchinductor_root/gu/cguvapf67y563i2kqin3fkmzyiqlcdcvcx7yeubaayxdj2qb2whf.py\", line 267, in call\n{}\n  File \"/usr/lib/python3/site-packages/torch/_inductor/runtime/triton_heuristics.py\", line 1272, in run\n    self.autotune_to_one_config(*args, **kwargs)\n  File \"/usr/lib/python3/site-packages/torch/_inductor/runtime/triton_heuristics.py\", line 1048, in autotune_to_one_config\n    timings = self.benchmark_all_configs(*args, **kwargs)\n  File \"/usr/lib/python3/site-packages/torch/_inductor/utils.py\", line 3205, in clone_preserve_strides\n    buffer = torch.as_strided(x, (needed_size,), (1,)).clone()\nRuntimeError: setStorage: sizes [44], strides [1], storage offset 0, and itemsize 4 requiring a storage size of 176 are out of bounds for storage of size 160\n",
        if name_the_kernel { launch } else { "            <frame not shown>" }
    )
}

#[test]
fn synthetic_autotune_failure_names_argument_and_symbol() {
    let dir = tempdir();
    let log = dir.join("failure.log");
    std::fs::write(&log, pad_log(true)).expect("write");
    let (failures, ds) = diagnose::diagnose_paths(&log, &[root().join("kernels_samples/pad_reflect_replicate")], &CheckOptions::default()).expect("readable");
    assert!(matches!(failures.failures.as_slice(), [Failure::SetStorage { required_bytes: 176, storage_bytes: 160, .. }]));
    let best = ds.first().expect("a diagnosis");
    assert_eq!(best.kernel.as_deref(), Some("triton_poi_fused_copy_relu_slice_0"));
    assert_eq!(best.argument.as_deref(), Some("in_out_ptr0"));
    assert_eq!(best.buffer.as_deref(), Some("buf3"));
    assert_eq!(best.symbols, vec!["s59".to_string()]);
    assert_eq!((best.binding.get("s59"), best.binding.get("s77")), (Some(&16), Some(&2)));
    assert_eq!(best.storage_binding.as_ref().and_then(|b| b.get("s59")), Some(&14));
    assert!(best.explanation.contains("s59=14 for the storage but s59=16 for the view"), "{}", best.explanation);
}

#[test]
fn without_the_kernel_name_the_mutated_argument_still_ranks_first() {
    let dir = tempdir();
    let log = dir.join("failure.log");
    std::fs::write(&log, pad_log(false)).expect("write");
    let (_, ds) = diagnose::diagnose_paths(&log, &[root().join("kernels_samples/pad_reflect_replicate")], &CheckOptions::default()).expect("readable");
    let best = ds.first().expect("a diagnosis");
    assert_eq!((best.argument.as_deref(), best.symbols.as_slice()), (Some("in_out_ptr0"), &["s59".to_string()][..]));
}

#[test]
fn as_strided_message_is_explained_by_the_returned_view() {
    // The message #197431 reports when the compiled output is printed, in the (3, 2) form.
    let dir = tempdir();
    let log = dir.join("failure.log");
    std::fs::write(
        &log,
        "RuntimeError: setStorage: sizes [3, 2], strides [2, 1], storage offset 0, and itemsize 4 requiring a storage size of 24 are out of bounds for storage of size 12\n",
    )
    .expect("write");
    let (_, ds) = diagnose::diagnose_paths(&log, &[root().join("kernels_samples/bug_as_strided_past_buffer")], &CheckOptions::default()).expect("readable");
    let best = ds.first().expect("a diagnosis");
    assert_eq!(best.buffer.as_deref(), Some("buf0<returned 0>"));
    assert!(best.symbols.is_empty());
    assert!(best.explanation.contains("at every shape"), "{}", best.explanation);
}

#[test]
fn cli_prints_the_diagnosis_and_exit_codes() {
    let dir = tempdir();
    let log = dir.join("failure.log");
    std::fs::write(&log, pad_log(true)).expect("write");
    let bin = env!("CARGO_BIN_EXE_inductor-audit");
    let out = Command::new(bin).arg("autotune-diagnose").arg(&log).arg(root().join("kernels_samples/pad_reflect_replicate")).output().expect("runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(text.contains("triton_poi_fused_copy_relu_slice_0") && text.contains("symbol(s) that make it wrong: s59"), "{text}");
    let json = Command::new(bin).args(["autotune-diagnose", "--format", "json"]).arg(&log).arg(root().join("kernels_samples/pad_reflect_replicate")).output().expect("runs");
    let v: serde_json::Value = serde_json::from_slice(&json.stdout).expect("json");
    assert_eq!(v["diagnoses"][0]["argument"], "in_out_ptr0");
    // No failure message: usage-level exit 2.
    std::fs::write(&log, "all good\n").expect("write");
    let none = Command::new(bin).arg("autotune-diagnose").arg(&log).arg(root().join("kernels_samples/pad_reflect_replicate")).output().expect("runs");
    assert_eq!(none.status.code(), Some(2));
}

fn tempdir() -> PathBuf {
    use std::sync::atomic::{AtomicU32, Ordering};
    static N: AtomicU32 = AtomicU32::new(0);
    let d = std::env::temp_dir().join(format!("ia-diagnose-{}-{}", std::process::id(), N.fetch_add(1, Ordering::SeqCst)));
    std::fs::create_dir_all(&d).expect("temp dir");
    d
}
