//! IA2xx over real captures: silent on clean samples, the cause on the bug samples, and
//! each rule on a real wrapper with one line changed the way the bug it names would.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use inductor_audit::check::{storage, CheckOptions, Stats};
use inductor_audit::input::{self, CacheIndex};
use inductor_audit::model::{self, Module};
use inductor_audit::report::{Finding, Severity};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn modules_under(path: &Path) -> Vec<Module> {
    let d = input::discover(&[path.to_path_buf()]);
    let mut issues = d.issues.clone();
    let mut out = Vec::new();
    input::read_all(&d, &mut issues, |m| out.push(model::build_module(Arc::new(m), &d.cache)));
    out
}

fn storage_findings(m: &Module) -> Vec<Finding> {
    let mut f = Vec::new();
    storage::check_module(m, &CheckOptions::default(), &mut f, &mut Stats::default());
    f
}

fn module_from(text: String) -> Module {
    let src = input::module_from_text("edited.py", text).into_iter().next().expect("the text holds a module");
    model::build_module(Arc::new(src), &CacheIndex::default())
}

/// The wrapper of `pad_reflect_replicate` with a pad on the dynamic dimension s59 and an
/// in-place relu (`triton_poi_fused_copy_relu_slice_0` mutates `in_out_ptr0 = buf4`).
const PAD_WRAPPER: &str = "kernels_samples/pad_reflect_replicate/cache/gu/cguvapf67y563i2kqin3fkmzyiqlcdcvcx7yeubaayxdj2qb2whf.py";
const PAD_ALLOC: &str = "buf3 = empty_strided_cuda((1, s77, 6 + s59), (6*s77 + s59*s77, 6 + s59, 1), torch.float32)";
const PAD_REUSE: &str = "buf4 = buf3; del buf3  # reuse";

fn pad_wrapper() -> String {
    let text = std::fs::read_to_string(root().join(PAD_WRAPPER)).expect("sample wrapper");
    assert!(text.contains(PAD_ALLOC) && text.contains(PAD_REUSE), "the sample changed");
    text
}

#[test]
fn clean_samples_have_no_storage_errors() {
    let mut checked = 0;
    for dir in [root().join("kernels_samples"), root().join("tests/fixtures/corpus")] {
        assert!(dir.is_dir(), "{} missing", dir.display());
        for entry in std::fs::read_dir(&dir).expect("readable").flatten() {
            let p = entry.path();
            let expect = std::fs::read_to_string(p.join("expect.json")).unwrap_or_default();
            if expect.contains("\"clean\": false") {
                continue;
            }
            for m in modules_under(&p) {
                checked += 1;
                let errors: Vec<String> =
                    storage_findings(&m).into_iter().filter(|f| f.severity == Severity::Error).map(|f| format!("{}:{} {} {}", f.path, f.line, f.rule, f.message)).collect();
                assert!(errors.is_empty(), "{}: {errors:#?}", p.display());
            }
        }
    }
    assert!(checked > 50, "only {checked} modules found");
}

#[test]
fn as_strided_past_buffer_is_an_error_with_view_extent_and_storage() {
    let ms = modules_under(&root().join("kernels_samples/bug_as_strided_past_buffer"));
    let found: Vec<Finding> = ms.iter().flat_map(storage_findings).filter(|f| f.rule == "IA201").collect();
    let f = found.first().expect("IA201 reported");
    assert_eq!(f.severity, Severity::Error);
    assert_eq!(f.evidence.buffer.as_deref(), Some("buf0<returned 0>"));
    assert_eq!((f.evidence.offset, f.evidence.extent), (Some(5), Some(3)));
    assert!(f.message.contains("sizes [3, 2], strides [2, 1]"), "{}", f.message);
    assert!(f.source_line.as_deref().unwrap_or("").contains("return (reinterpret_tensor(buf0, (3, 2), (2, 1), 0), )"));
}

#[test]
fn storage_sized_before_the_pad_is_a_view_error_and_an_autotune_clone_error() {
    // The storage is allocated for a pad of 4 and viewed with the pad of 6.
    let text = pad_wrapper()
        .replace(PAD_ALLOC, "buf3 = empty_strided_cuda((1, s77, 4 + s59), (4*s77 + s59*s77, 4 + s59, 1), torch.float32)")
        .replace(PAD_REUSE, "buf4 = reinterpret_tensor(buf3, (1, s77, 6 + s59), (6*s77 + s59*s77, 6 + s59, 1), 0)");
    let m = module_from(text);
    let fs = storage_findings(&m);
    let view = fs.iter().find(|f| f.rule == "IA201").expect("IA201");
    assert_eq!(view.severity, Severity::Error);
    assert_eq!(view.evidence.buffer.as_deref(), Some("buf4"));
    // Hints s59=16, s77=2: the view needs 2*22 = 44 elements, the storage holds 2*20 = 40.
    assert_eq!((view.evidence.offset, view.evidence.extent), (Some(43), Some(40)));
    let k = m.kernel("triton_poi_fused_copy_relu_slice_0").expect("kernel");
    let inductor_audit::model::Kernel::Triton(k) = k else { panic!("triton kernel") };
    let clone = fs.iter().find(|f| f.rule == "IA202");
    if storage::autotunes(k) {
        let clone = clone.expect("IA202 for the autotuned in-place kernel");
        assert_eq!(clone.kernel, "triton_poi_fused_copy_relu_slice_0");
        assert!(clone.message.contains("in_out_ptr0 = buf4"), "{}", clone.message);
        assert!(clone.message.contains("requiring a storage size of 176 are out of bounds for storage of size 160"), "{}", clone.message);
    } else {
        assert!(clone.is_none(), "a kernel with one config is never benchmarked on clones");
    }
    // The sample as captured is clean.
    assert!(storage_findings(&module_from(pad_wrapper())).is_empty());
}

#[test]
fn negative_stride_view_is_an_error() {
    let text = pad_wrapper().replace(PAD_REUSE, "buf4 = reinterpret_tensor(buf3, (1, s77, 6 + s59), (6*s77 + s59*s77, -1, 1), 200)");
    let fs = storage_findings(&module_from(text));
    let f = fs.iter().find(|f| f.rule == "IA203").expect("IA203");
    assert_eq!(f.severity, Severity::Error);
    assert!(f.message.contains("stride -1 in dimension 1"), "{}", f.message);
}

#[test]
fn misaligned_view_offset_and_integer_claims_are_errors() {
    // A view one float into its storage, bound to a pointer claimed 16-byte aligned.
    let text = pad_wrapper().replace(PAD_REUSE, "buf4 = reinterpret_tensor(buf3, (1, s77, 5 + s59), (6*s77 + s59*s77, 6 + s59, 1), 1)");
    let fs = storage_findings(&module_from(text));
    let f = fs.iter().find(|f| f.rule == "IA205").expect("IA205");
    assert_eq!((f.severity, f.evidence.offset), (Severity::Error, Some(4)));
    assert!(!fs.iter().any(|f| f.rule == "IA201"), "{fs:#?}");

    // xnumel is claimed divisible by 16 in a kernel; pass it a value that is not.
    let text = pad_wrapper();
    let claimed = "'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]";
    let Some(at) = text.find("triton_poi_fused_copy_relu_slice_0 = async_compile") else { panic!("kernel def") };
    let end = at + text[at..].find("''', device_str").expect("kernel end");
    let kernel = &text[at..end];
    assert!(kernel.contains(claimed), "claims changed");
    let edited = kernel.replace(claimed, "'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]");
    let text = format!("{}{}{}", &text[..at], edited, &text[end..]);
    let fs = storage_findings(&module_from(text));
    let f = fs.iter().find(|f| f.rule == "IA206").expect("IA206");
    assert_eq!(f.severity, Severity::Error);
    assert!(f.message.starts_with("xnumel = "), "{}", f.message);
}

/// The softmax sample's one kernel writes buf2 (softmax) and buf5 (log_softmax), each
/// (256, 1000) contiguous.
const SOFTMAX_WRAPPER: &str = "kernels_samples/softmax_static/cache/3r/c3rlsgtfnlyoqcfyuurjep6pv6fk7zn7qg3emcxwowfhioixpxpy.py";
const SOFTMAX_OUT2: &str = "buf5 = empty_strided_cuda((256, 1000), (1000, 1), torch.float32)";

fn softmax_wrapper() -> String {
    let text = std::fs::read_to_string(root().join(SOFTMAX_WRAPPER)).expect("sample wrapper");
    assert!(text.contains(SOFTMAX_OUT2), "the sample changed");
    text
}

#[test]
fn outputs_sharing_elements_are_an_overlapping_write() {
    assert!(storage_findings(&module_from(softmax_wrapper())).iter().all(|f| f.rule != "IA204"), "the real outputs are disjoint");
    // The second output placed over the second half of the first one's storage.
    let text = softmax_wrapper().replace(SOFTMAX_OUT2, "buf5 = reinterpret_tensor(buf2, (256, 1000), (1000, 1), 128000)");
    let fs = storage_findings(&module_from(text));
    let f = fs.iter().find(|f| f.rule == "IA204").expect("IA204");
    assert_eq!(f.severity, Severity::Error);
    assert!(f.message.contains("writes element 128000 twice (allocated storage of buf2, 256000 elements): out_ptr4[128, 0] and out_ptr5[0, 0]"), "{}", f.message);
    assert_eq!(f.evidence.offset, Some(128000));
    // Disjoint halves of one storage are fine.
    let text = softmax_wrapper()
        .replace(
            "buf2 = empty_strided_cuda((256, 1000), (1000, 1), torch.float32)",
            "buf9 = empty_strided_cuda((512, 1000), (1000, 1), torch.float32)\n            buf2 = reinterpret_tensor(buf9, (256, 1000), (1000, 1), 0)",
        )
        .replace(SOFTMAX_OUT2, "buf5 = reinterpret_tensor(buf9, (256, 1000), (1000, 1), 256000)");
    let m = module_from(text);
    assert!(m.unparsed.is_empty() && m.buffers["buf2"].storage_of == "buf9" && m.buffers["buf5"].storage_of == "buf9", "{:?}", m.unparsed);
    assert_eq!(m.launches.len(), 1);
    assert!(storage_findings(&m).iter().all(|f| f.rule != "IA204"));
    // A stride 0 in a written view: every row writes the same 1000 elements.
    let text = softmax_wrapper().replace(SOFTMAX_OUT2, "buf5 = empty_strided_cuda((256, 1000), (0, 1), torch.float32)");
    let fs = storage_findings(&module_from(text));
    let f = fs.iter().find(|f| f.rule == "IA204").expect("IA204 on a stride-0 output");
    assert!(f.message.contains("out_ptr5[0, 0] and out_ptr5[1, 0]"), "{}", f.message);
}
