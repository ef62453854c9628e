//! Wrapper and kernel forms of PyTorch releases other than the one the samples come from
//! (tests/fixtures/releases/, synthetic modules written from each release's codegen source:
//! see its README), and the "never silent" contract: every kernel definition is read or an
//! unparsed item, every tensor statement not modelled is an `unmodelled` item, a module that
//! defines kernels but yields none exits 2, `--strict` fails on either kind of item.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use ia_parsers::py::Span;
use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_inductor-audit");

fn fixture(name: &str) -> PathBuf {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/releases").join(name);
    assert!(p.is_file(), "missing fixture {}", p.display());
    p
}

fn run(args: &[&str]) -> Output {
    let out = Command::new(BIN).args(args).output().expect("run inductor-audit");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "panic on {args:?}:\n{stderr}");
    out
}

fn audit_json(path: &Path, extra: &[&str]) -> (Option<i32>, Value) {
    let p = path.to_str().expect("utf-8 path");
    let mut args = vec!["audit", p, "--format", "json", "--isolated"];
    args.extend_from_slice(extra);
    let out = run(&args);
    let v: Value = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("JSON of {p}: {e}\n{}", String::from_utf8_lossy(&out.stdout)));
    (out.status.code(), v)
}

fn model(path: &Path) -> Value {
    let out = run(&["parse", path.to_str().expect("utf-8 path")]);
    assert_eq!(out.status.code(), Some(0));
    let v: Value = serde_json::from_slice(&out.stdout).expect("parse JSON");
    v["modules"][0].clone()
}

fn stat(v: &Value, k: &str) -> u64 {
    v["stats"][k].as_u64().unwrap_or_else(|| panic!("stats.{k} missing in {}", v["stats"]))
}

/// Every release fixture: kernels read, launches bound, every access proven, nothing
/// unparsed or unmodelled, no finding, exit 0 (also under --strict).
#[test]
fn release_fixtures_are_read_and_proven() {
    for (name, kernels, launches) in [
        ("torch-2.0_triton_pointwise.py", 1, 1),
        ("torch-2.0_cpp_kernel.py", 1, 1),
        ("torch-2.3_triton_forms.py", 2, 2),
        ("torch-2.4_triton_dynamic.py", 2, 2),
        ("torch-2.7_triton_from_dict.py", 2, 2),
        ("torch-2.15_grouped_asserts.py", 1, 2),
        ("torch-2.5_triton_reduction.py", 1, 1),
        ("torch-2.9_triton_forms.py", 2, 2),
        ("torch-2.12_unbacked_forms.py", 1, 1),
        ("torch-2.13_triton_forms.py", 2, 2),
        ("torch-2.14_unbacked_forms.py", 1, 1),
        ("torch-2.15_triton_forms.py", 2, 2),
    ] {
        let (code, v) = audit_json(&fixture(name), &["--strict"]);
        assert_eq!(code, Some(0), "{name}: {v}");
        assert_eq!(stat(&v, "kernels"), kernels, "{name}");
        assert_eq!(stat(&v, "launches"), launches, "{name}");
        assert_eq!(stat(&v, "unparsed"), 0, "{name}: {}", v["unparsed"]);
        assert_eq!(stat(&v, "unmodelled"), 0, "{name}: {}", v["unmodelled"]);
        assert!(stat(&v, "accesses") > 0, "{name}");
        assert_eq!(stat(&v, "proven"), stat(&v, "accesses"), "{name}: {}", v["findings"]);
        assert!(v["findings"].as_array().is_some_and(|f| f.is_empty()), "{name}: {}", v["findings"]);
    }
}

/// ≤ 2.5: signature and constants keyed by parameter index, `AttrsDescriptor(...)` claims.
#[test]
fn int_keyed_signatures_and_attrs_descriptor() {
    let m = model(&fixture("torch-2.4_triton_dynamic.py"));
    let k = &m["kernels"][0];
    assert_eq!(k["kind"], "pointwise");
    let ty: Vec<&str> = k["params"].as_array().expect("params").iter().map(|p| p["ty"].as_str().unwrap_or("-")).collect();
    assert_eq!(ty, ["*fp32", "*fp32", "i32", "-"], "{k}");
    assert_eq!(k["divisible_by_16"], serde_json::json!([0, 1]));
    let r = &m["kernels"][1];
    assert_eq!(r["kind"], "persistent_reduction");
    assert_eq!(r["constants"], serde_json::json!({"xnumel": 1}), "equal_to_1 arguments are int-keyed constants");
    // The reduction launch passes the constant xnumel positionally: rnumel must bind 50.
    let launch = &m["launches"][1];
    let rnumel = launch["args"].as_array().expect("args").iter().find(|a| a[0] == "rnumel").expect("rnumel bound");
    assert_eq!(rnumel[1]["value"], "50");
}

/// 2.6-2.7: `AttrsDescriptor.from_dict({'arg_properties': {'tt.divisibility': ...}})`.
#[test]
fn attrs_descriptor_from_dict() {
    let m = model(&fixture("torch-2.7_triton_from_dict.py"));
    assert_eq!(m["kernels"][0]["divisible_by_16"], serde_json::json!([0, 1]));
    assert_eq!(m["kernels"][1]["constants"], serde_json::json!({"xnumel": 1}));
}

/// 2.0: `@pointwise(..., meta={...})` imported from triton_ops.autotune, the def named
/// `triton_`, the source as the only argument, inputs shaped only under `__main__`.
#[test]
fn pytorch_2_0_forms() {
    let m = model(&fixture("torch-2.0_triton_pointwise.py"));
    let k = &m["kernels"][0];
    assert_eq!(k["name"], "triton__0");
    assert_eq!(k["kind"], "pointwise");
    assert_eq!(k["params"][0]["ty"], "*fp32");
    assert_eq!(m["buffers"]["arg0_1"]["storage_extent"], "3030", "a static module's input takes its example shape");
    let cpp = model(&fixture("torch-2.0_cpp_kernel.py"));
    assert_eq!(cpp["kernels"][0]["lang"], "cpp");
    let args = cpp["launches"][0]["args"].as_array().expect("args");
    assert_eq!(args[0][1]["buffer"], "arg0_1", "c_void_p(arg0_1.data_ptr()) binds the tensor");
    assert_eq!(args[2][1]["value"], "16", "c_long(16) binds the integer");
}

/// 2.15: grouped input asserts, assert_tensor_metadata, `.as_strided` allocations.
#[test]
fn pytorch_2_15_wrapper_forms() {
    let m = model(&fixture("torch-2.15_grouped_asserts.py"));
    let b = &m["buffers"];
    assert_eq!(b["arg1_1"]["sizes"], serde_json::json!(["2", "s27", "64"]));
    assert_eq!(b["arg1_1"]["storage_extent"], "128*s27");
    assert_eq!(b["arg2_1"]["storage_extent"], "64");
    assert_eq!(b["buf0"]["storage_extent"], "128*s27 + 64", "the allocation, not the view, sizes the storage");
    assert_eq!(b["buf1"]["sizes"], serde_json::json!(["2", "s27", "64"]), "assert_tensor_metadata gives the extern result's shape");
    assert_eq!(m["symbols"]["s27"]["hint"], 7);
}

/// Each release fixture is dated to a range holding the release it mirrors, and the audit
/// assumes that release's autotune candidates.
#[test]
fn release_fixtures_are_dated() {
    for (name, release, configs) in [
        // Older than any release mirrored: the oldest one's candidates, said so.
        ("torch-2.3_triton_forms.py", "2.3", "2.5"),
        ("torch-2.5_triton_reduction.py", "2.5", "2.5"),
        // 2.7-2.9 by its markers: the top of the range is assumed.
        ("torch-2.7_triton_from_dict.py", "2.7", "2.9"),
        ("torch-2.9_triton_forms.py", "2.9", "2.9"),
        ("torch-2.12_unbacked_forms.py", "2.12", "2.12"),
        ("torch-2.13_triton_forms.py", "2.13", "2.13"),
        ("torch-2.14_unbacked_forms.py", "2.14", "2.13"),
        ("torch-2.15_triton_forms.py", "2.15", "2.15"),
    ] {
        let (_, v) = audit_json(&fixture(name), &[]);
        let r = &v["releases"][0];
        let minor = |f: &str| r["release"][f].as_str().map(|s| s.split('.').nth(1).and_then(|m| m.parse::<u32>().ok()).unwrap_or(0));
        let want: u32 = release.split('.').nth(1).and_then(|m| m.parse().ok()).expect("minor");
        assert!(minor("min").is_none_or(|lo| lo <= want) && minor("max").is_none_or(|hi| want <= hi), "{name}: {r}");
        assert_eq!(r["configs"]["release"], configs, "{name}: {r}");
    }
}

/// 2.15 writes `'autotune_hints'` as a sorted tuple; 2.14's `u0 = int(buf.item())` is an
/// unbacked symbol like the older `u0 = buf.item()`.
#[test]
fn tuple_autotune_hints_and_int_item() {
    let text = std::fs::read_to_string(fixture("torch-2.15_triton_forms.py")).expect("fixture");
    // The first kernel's source: from its decorator to the closing triple quote.
    let start = text.find("@triton_heuristics.pointwise").expect("decorator");
    let end = start + text[start..].find("'''").expect("end of source");
    let source = &text[start..end];
    let hinted = source.replacen("'autotune_hints': ()", "'autotune_hints': (AutotuneHint.ONE_ELEMENT_PER_THREAD,)", 1);
    assert_ne!(hinted, source);
    let mut unparsed = Vec::new();
    let k = inductor_audit::model::parse_triton_kernel("triton_poi_fused_add_0", &hinted, Span { line: 1, col: 1 }, None, &mut unparsed).expect("kernel");
    assert!(unparsed.is_empty(), "{unparsed:?}");
    assert_eq!(k.heuristics.autotune_hints, vec!["ONE_ELEMENT_PER_THREAD".to_string()]);
    for f in ["torch-2.12_unbacked_forms.py", "torch-2.14_unbacked_forms.py"] {
        let m = model(&fixture(f));
        assert_eq!(m["symbols"]["u0"]["min"], 0, "{f}: {}", m["symbols"]);
    }
}

/// A planted out-of-bounds read in an old-release kernel is still caught: the old forms
/// are analysed, not merely accepted.
#[test]
fn planted_bug_in_old_form_is_caught() {
    let text = std::fs::read_to_string(fixture("torch-2.4_triton_dynamic.py")).expect("read");
    let planted = text.replacen("tmp0 = tl.load(in_ptr0 + (x0), xmask)", "tmp0 = tl.load(in_ptr0 + (1 + x0), xmask)", 1);
    assert_ne!(planted, text);
    let dir = tempfile::tempdir().expect("tempdir");
    let p = dir.path().join("planted.py");
    std::fs::write(&p, planted).expect("write");
    let (code, v) = audit_json(&p, &[]);
    assert_eq!(code, Some(1), "{v}");
    assert!(v["findings"].as_array().expect("findings").iter().any(|f| f["rule"] == "IA101"), "{}", v["findings"]);
}

/// A module that defines kernels of which none can be read exits 2, with an input issue
/// and a located unparsed item; JSON still comes out.
#[test]
fn kernels_defined_but_none_read_exits_2() {
    let (code, v) = audit_json(&fixture("unknown_kernel_kind.py"), &[]);
    assert_eq!(code, Some(2), "{v}");
    assert_eq!(stat(&v, "kernels"), 0);
    assert_eq!(stat(&v, "unparsed"), 1);
    let u = &v["unparsed"][0];
    assert_eq!(u["line"], 16);
    assert!(u["reason"].as_str().is_some_and(|r| r.contains("async_compile.halide")), "{u}");
    assert!(v["input_issues"].as_array().expect("input_issues").iter().any(|i| i["severity"] == "error" && i["message"].as_str().is_some_and(|m| m.contains("defines kernels"))));
    // The text report says it too, and still exits 2.
    let out = run(&["audit", fixture("unknown_kernel_kind.py").to_str().expect("utf-8"), "--isolated"]);
    assert_eq!(out.status.code(), Some(2));
}

/// A kernel definition the statement parser cannot read (no source string) is unparsed,
/// never dropped; with no other kernel the run exits 2.
#[test]
fn unreadable_definition_is_unparsed() {
    let dir = tempfile::tempdir().expect("tempdir");
    let p = dir.path().join("m.py");
    std::fs::write(&p, "from torch._inductor.async_compile import AsyncCompile\nasync_compile = AsyncCompile()\nsrc = open('k.py').read()\ntriton_poi_0 = async_compile.triton(src)\nasync_compile.wait(globals())\n\ndef call(args):\n    arg0_1, = args\n    triton_poi_0.run(arg0_1, 8, stream=0)\n").expect("write");
    let (code, v) = audit_json(&p, &[]);
    assert_eq!(code, Some(2), "{v}");
    assert_eq!(v["unparsed"][0]["line"], 4, "{v}");
    // Its launch binds tensors to a kernel the model does not have: unmodelled, located.
    assert_eq!(v["unmodelled"][0]["line"], 9, "{v}");
}

/// Tensor statements in forms the model does not interpret are counted and located;
/// `--strict` turns them into a failing run (exit 1), the default does not.
#[test]
fn unmodelled_statements_are_counted_and_strict_fails() {
    let text = std::fs::read_to_string(fixture("torch-2.15_grouped_asserts.py")).expect("read");
    let changed = text.replacen("buf2 = empty_strided_cpu((2, s27, 64), (64*s27, 64, 1), torch.float32)", "buf2 = torch.empty((2, s27, 64))", 1).replacen(
        "assert_tensor_metadata(buf1,",
        "assert_storage_layout(buf1,",
        1,
    );
    assert_ne!(changed, text);
    let dir = tempfile::tempdir().expect("tempdir");
    let p = dir.path().join("m.py");
    std::fs::write(&p, &changed).expect("write");
    let (code, v) = audit_json(&p, &[]);
    assert_eq!(code, Some(0), "{v}");
    assert_eq!(stat(&v, "unmodelled"), 2, "{}", v["unmodelled"]);
    let items = v["unmodelled"].as_array().expect("unmodelled list");
    let lines: Vec<u64> = items.iter().map(|i| i["line"].as_u64().unwrap_or(0)).collect();
    let line_of = |needle: &str| changed.lines().position(|l| l.contains(needle)).map(|i| i as u64 + 1).expect("line");
    assert!(lines.contains(&line_of("assert_storage_layout(buf1,")), "{items:?}");
    assert!(lines.contains(&line_of("buf2 = torch.empty(")), "{items:?}");
    assert!(items.iter().all(|i| i["column"].as_u64().is_some_and(|c| c > 0) && i["text"].as_str().is_some_and(|t| !t.is_empty())));
    let (strict, _) = audit_json(&p, &["--strict"]);
    assert_eq!(strict, Some(1), "--strict fails on unmodelled items");
    // The text summary states the share proven and both counts.
    let out = run(&["audit", p.to_str().expect("utf-8"), "--isolated"]);
    let text = String::from_utf8_lossy(&out.stdout);
    let summary = text.lines().last().unwrap_or_default();
    assert!(summary.contains("% ") || summary.contains("%)"), "{summary}");
    assert!(summary.contains("0 unparsed, 2 unmodelled"), "{summary}");
    assert!(text.contains("not modelled"), "{text}");
}

/// `aten.view.dtype(x, dtype)` passed inline to a launch (2.15's `codegen_reinterpret_view`
/// with a cast): bound to a view of x's storage in the new element type, not unknown.
#[test]
fn inline_dtype_view_is_bound() {
    let text = std::fs::read_to_string(fixture("torch-2.15_grouped_asserts.py")).expect("read");
    let changed = text.replacen(
        "        cpp_fused_add_mul_0(buf1, buf0, buf2, s27)",
        "        buf3 = empty_strided_cpu((2, s27, 64), (64*s27, 64, 1), torch.int32)\n        cpp_fused_add_mul_0(aten.view.dtype(buf3, torch.float32), buf0, buf2, s27)",
        1,
    );
    assert_ne!(changed, text);
    let dir = tempfile::tempdir().expect("tempdir");
    let p = dir.path().join("m.py");
    std::fs::write(&p, &changed).expect("write");
    let (code, v) = audit_json(&p, &["--strict"]);
    assert_eq!(code, Some(0), "{v}");
    assert_eq!(stat(&v, "proven"), stat(&v, "accesses"), "{}", v["findings"]);
    let m = model(&p);
    let arg = &m["launches"][1]["args"][0][1];
    let view = &m["buffers"][arg["buffer"].as_str().expect("a tensor binding")];
    assert_eq!(view["dtype"], "f32");
    assert_eq!(view["storage_extent"], "128*s27");
    assert_eq!(view["storage_of"], "buf3");
}

/// 2.2-2.4 C++ kernels are read loudly: every definition is a kernel, every pointer use in
/// the body is an access (proven or a located unknown, never skipped), and no error on
/// correct code. 2.1-2.3's `flag_to_float_vec(p)` and `masked_load(p, to_float_mask(m))` are
/// vector loads; a pointer passed to a helper the tool does not model (2.2-2.3's
/// `loadu_one_fourth`) is still an access, unknown, naming the helper. A bug planted in a
/// masked load whose mask is not read is never called proven; one planted in a modelled
/// access is caught.
#[test]
fn old_cpu_forms_are_read_loudly() {
    // (fixture, kernels, pointer uses in the kernel bodies)
    for (name, kernels, accesses) in [("torch-2.3_cpp_forms.py", 2, 17), ("torch-2.4_cpp_forms.py", 1, 4)] {
        let (code, v) = audit_json(&fixture(name), &["--strict"]);
        assert_eq!(code, Some(0), "{name}: {v}");
        assert_eq!(stat(&v, "kernels"), kernels, "{name}");
        assert_eq!(stat(&v, "launches"), kernels, "{name}");
        assert_eq!(stat(&v, "unparsed"), 0, "{name}: {}", v["unparsed"]);
        assert_eq!(stat(&v, "unmodelled"), 0, "{name}: {}", v["unmodelled"]);
        assert_eq!(stat(&v, "accesses"), accesses, "{name}: every pointer use is an access");
        assert_eq!(stat(&v, "proven") + stat(&v, "unknown"), accesses, "{name}");
        let findings = v["findings"].as_array().expect("findings");
        assert!(findings.iter().all(|f| f["severity"] != "error"), "{name}: {findings:?}");
        // The vector pad load under its lane mask (2.3's `Vectorized<int32_t>::arange`,
        // 2.4's `VecMask<int64_t,2>`) is proven through the mask's lanes over the named
        // temporaries (`tmp0 = x1 - 1`): every access proven, none hidden.
        assert_eq!(stat(&v, "proven"), accesses, "{name}: {findings:?}");
        assert!(findings.iter().all(|f| f["rule"] != "IA190"), "{name}: {findings:?}");
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let text = std::fs::read_to_string(fixture("torch-2.3_cpp_forms.py")).expect("read");
    let p = dir.path().join("planted.py");
    // Past the end in the masked pad load whose mask is not read: unknown, not proven.
    let planted = text.replacen("masked_load(in_ptr0 + static_cast<long>((-1L) + x1", "masked_load(in_ptr0 + static_cast<long>(100000L + x1", 1);
    assert_ne!(planted, text);
    std::fs::write(&p, planted).expect("write");
    let (_, v) = audit_json(&p, &[]);
    assert_eq!((stat(&v, "accesses"), stat(&v, "proven"), stat(&v, "unknown")), (17, 16, 1), "{}", v["findings"]);
    // A helper the tool does not model: counted, unknown, named.
    let planted = text.replacen("flag_to_float_vec(in_ptr0 + static_cast<long>(x0))", "at::vec::Vectorized<uint8_t>::loadu_one_fourth(in_ptr0 + static_cast<long>(x0))", 1);
    assert_ne!(planted, text);
    std::fs::write(&p, planted).expect("write");
    let (_, v) = audit_json(&p, &[]);
    assert_eq!((stat(&v, "accesses"), stat(&v, "unknown")), (17, 1), "{}", v["findings"]);
    assert!(
        v["findings"].as_array().expect("findings").iter().any(|f| f["message"].as_str().is_some_and(|m| m.contains("loadu_one_fourth") && m.contains("does not model"))),
        "{}",
        v["findings"]
    );
    // Past the end in a modelled access of the old form: an error with a counterexample.
    let planted = text.replacen("tmpbuf[x1_inner] = in_ptr1[static_cast<long>(x0 + (16L*x1)", "tmpbuf[x1_inner] = in_ptr1[static_cast<long>(1000L + x0 + (16L*x1)", 1);
    assert_ne!(planted, text);
    std::fs::write(&p, planted).expect("write");
    let (code, v) = audit_json(&p, &[]);
    assert_eq!(code, Some(1), "{v}");
    assert!(v["findings"].as_array().expect("findings").iter().any(|f| f["rule"] == "IA101"), "{}", v["findings"]);
    // One element past the end through `flag_to_float_vec` (16 bools from p): caught.
    let planted = text.replacen("flag_to_float_vec(in_ptr0 + static_cast<long>(x0))", "flag_to_float_vec(in_ptr0 + static_cast<long>(1L + x0))", 1);
    assert_ne!(planted, text);
    std::fs::write(&p, planted).expect("write");
    let (code, v) = audit_json(&p, &[]);
    assert_eq!(code, Some(1), "{v}");
    assert!(v["findings"].as_array().expect("findings").iter().any(|f| f["rule"] == "IA101" && f["message"].as_str().is_some_and(|m| m.contains("in_ptr0"))), "{}", v["findings"]);
}

/// A 2.0-2.1 `TORCH_LOGS=output_code` log (only a record's first line prefixed): each
/// record is its own module, its cache file named, its lines located in the log; a bug in
/// the second module is found there, bound to that module's own `kernel_cpp_0`.
#[test]
fn old_log_format_is_split_into_modules() {
    let path = fixture("torch-2.1_output_code.log");
    let (code, v) = audit_json(&path, &["--strict"]);
    assert_eq!(code, Some(0), "{v}");
    assert_eq!(stat(&v, "modules"), 2, "{v}");
    assert_eq!(stat(&v, "kernels"), 2);
    assert_eq!(stat(&v, "unparsed"), 0, "{}", v["unparsed"]);
    assert_eq!(stat(&v, "proven"), stat(&v, "accesses"));
    assert!(v["input_issues"].as_array().is_some_and(|i| i.is_empty()), "{}", v["input_issues"]);
    let modules: Vec<&str> = v["releases"].as_array().expect("releases").iter().filter_map(|r| r["module"].as_str()).collect();
    assert_eq!(modules, ["cabsynthetic21first", "ccdsynthetic21second"]);
    let text = std::fs::read_to_string(&path).expect("read");
    let at = text.rfind("c_long(8)").expect("second launch");
    let planted = format!("{}c_long(9){}", &text[..at], &text[at + "c_long(8)".len()..]);
    let dir = tempfile::tempdir().expect("tempdir");
    let p = dir.path().join("planted.log");
    std::fs::write(&p, &planted).expect("write");
    let (code, v) = audit_json(&p, &[]);
    assert_eq!(code, Some(1), "{v}");
    let second_start = planted.lines().position(|l| l.contains("[1/0]")).expect("second record") as u64 + 1;
    let errors: Vec<&Value> = v["findings"].as_array().expect("findings").iter().filter(|f| f["severity"] == "error").collect();
    assert!(!errors.is_empty() && errors.iter().all(|f| f["line"].as_u64().is_some_and(|l| l > second_start)), "{errors:?}");
}

/// 2.0-2.1 wrapper allocations and views through names imported from torch:
/// `empty(sizes, device=.., dtype=..)` is a contiguous allocation, `as_strided(x, sizes,
/// strides[, offset])` a view of x's storage; another bare factory (`zeros(..)`) is counted
/// as unmodelled, never a silently unknown storage.
#[test]
fn bare_torch_factories_of_old_wrappers() {
    let text = std::fs::read_to_string(fixture("torch-2.0_cpp_kernel.py")).expect("read");
    let changed = text.replacen(
        "    buf0 = empty_strided((16, ), (1, ), device='cpu', dtype=torch.float32)\n    kernel_cpp_0(c_void_p(arg0_1.data_ptr()), c_void_p(buf0.data_ptr()), c_long(16))",
        "    buf2 = empty((4, 16), device='cpu', dtype=torch.float32)\n    buf0 = as_strided(buf2, (16, ), (1, ), 32)\n    kernel_cpp_0(c_void_p(arg0_1.data_ptr()), c_void_p(buf0.data_ptr()), c_long(16))\n    buf3 = zeros((8, ), device='cpu', dtype=torch.float32)",
        1,
    );
    assert_ne!(changed, text);
    let dir = tempfile::tempdir().expect("tempdir");
    let p = dir.path().join("m.py");
    std::fs::write(&p, &changed).expect("write");
    let m = model(&p);
    let b = &m["buffers"];
    assert_eq!(b["buf2"]["sizes"], serde_json::json!(["4", "16"]), "{b}");
    assert_eq!(b["buf2"]["strides"], serde_json::json!(["16", "1"]), "{b}");
    assert_eq!(b["buf2"]["storage_extent"], "64");
    assert_eq!(b["buf2"]["dtype"], "f32");
    assert_eq!(b["buf0"]["storage_of"], "buf2", "{b}");
    assert_eq!(b["buf0"]["offset"], "32", "{b}");
    let (code, v) = audit_json(&p, &[]);
    assert_eq!(code, Some(0), "{v}");
    assert_eq!(stat(&v, "proven"), stat(&v, "accesses"), "{}", v["findings"]);
    assert_eq!(stat(&v, "unmodelled"), 1, "{}", v["unmodelled"]);
    assert!(v["unmodelled"][0]["text"].as_str().is_some_and(|t| t.contains("zeros(")), "{}", v["unmodelled"]);
    // The view ends 16 elements past its offset 32 in a 64-element storage: one more
    // element of offset and the last store is past the end.
    std::fs::write(&p, changed.replacen("as_strided(buf2, (16, ), (1, ), 32)", "as_strided(buf2, (16, ), (1, ), 49)", 1)).expect("write");
    let (code, v) = audit_json(&p, &[]);
    assert_eq!(code, Some(1), "{v}");
}
