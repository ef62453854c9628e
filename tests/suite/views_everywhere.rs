//! IA201 wherever a view goes (extern kernels, ATen ops, nested arguments, `as_strided`
//! allocations, views of graph inputs), IA207 (a wrong-shaped `out=`), and kernel benchmark
//! modules (max-autotune, `benchmark_kernel`) audited as launches on what `get_args()` builds.
//! Each bug is a real wrapper with one line changed; the unchanged wrapper stays silent.

use std::path::PathBuf;
use std::sync::Arc;

use inductor_audit::check::{self, CheckOptions};
use inductor_audit::input::{self, CacheIndex};
use inductor_audit::model::{self, ArgBinding, Module};
use inductor_audit::report::{Finding, Severity};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read(rel: &str) -> String {
    std::fs::read_to_string(root().join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

fn module_from(name: &str, text: String) -> Module {
    let src = input::module_from_text(name, text).into_iter().next().expect("the text holds a module");
    model::build_module(Arc::new(src), &CacheIndex::default())
}

fn findings(m: &Module) -> Vec<Finding> {
    check::check_module(m, &CheckOptions::default()).0
}

fn errors(m: &Module) -> Vec<Finding> {
    findings(m).into_iter().filter(|f| f.severity == Severity::Error).collect()
}

/// `text` with `old` (which must occur) replaced once by `new`.
fn edit(text: &str, old: &str, new: &str) -> String {
    assert!(text.contains(old), "the sample changed: {old}");
    text.replacen(old, new, 1)
}

const SDPA: &str = "kernels_samples/sdpa_attention/cache/ow/cowlo3peaoj7v23ibgeuiyvvslv2yakwa5lkmpqckb2qibxbx2kv.py";
const SDPA_MM0: &str = "extern_kernels.mm(reinterpret_tensor(arg0_1, (256, 256), (256, 1), 0), arg1_1, out=buf0)";
const SDPA_ATTN: &str = "buf3 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf0, (2, 4, 128, 64), (32768, 64, 256, 1), 0)";
const ATTN_DYN: &str = "tests/fixtures/corpus/attention_block_dynamic/cache/l7/cl7zjyu3tvdfij3whum2er2rce3nsq6xcpuw5bnmlc2subwxg4zt.py";
const ATTN_BMM: &str = "extern_kernels.bmm(reinterpret_tensor(buf6, (4*s77, s27, 32), (32*s27, 32, 1), 0)";
const ATTN_BUF8: &str = "buf8 = empty_strided_cuda((4*s77, s27, s27), (s27*s27, s27, 1), torch.float32)";

#[test]
fn unchanged_wrappers_are_silent_and_their_extern_calls_are_recorded() {
    for rel in [SDPA, ATTN_DYN] {
        let m = module_from(rel, read(rel));
        let e = errors(&m);
        assert!(e.is_empty(), "{rel}: {e:#?}");
        assert!(findings(&m).iter().all(|f| f.rule != "IA290" && f.rule != "IA207"), "{rel}");
        let mm: Vec<_> = m.extern_calls.iter().filter(|c| c.func.ends_with("mm")).collect();
        assert!(!mm.is_empty(), "{rel}: no extern mm recorded");
        for c in mm {
            assert!(matches!(c.args.iter().find(|(l, _)| l == "out"), Some((_, ArgBinding::Tensor { .. }))), "{rel}: {c:?}");
        }
    }
}

#[test]
fn a_view_of_an_input_handed_to_an_extern_mm_is_an_error() {
    let m = module_from("mm_offset.py", edit(&read(SDPA), SDPA_MM0, &SDPA_MM0.replace("(256, 1), 0)", "(256, 1), 256)")));
    let e = errors(&m);
    let f = e.iter().find(|f| f.rule == "IA201").unwrap_or_else(|| panic!("{e:#?}"));
    assert_eq!(f.evidence.buffer.as_deref(), Some("arg0_1<extern_kernels.mm 0>"));
    // 256 + 255*256 + 255 = 65791, one row past the 2*128*256 input.
    assert_eq!((f.evidence.offset, f.evidence.extent), (Some(65791), Some(65536)));
    assert!(f.message.contains("passed to extern_kernels.mm (argument 0)") && f.message.contains("input's asserted"), "{}", f.message);
    assert!(f.source_line.as_deref().unwrap_or("").contains("reinterpret_tensor(arg0_1, (256, 256), (256, 1), 256)"));
}

#[test]
fn a_view_nested_in_an_assigned_aten_call_is_an_error() {
    // SDPA on the heads of buf0 with the head stride doubled: reaches past buf0.
    let m = module_from("sdpa_stride.py", edit(&read(SDPA), SDPA_ATTN, &SDPA_ATTN.replace("(32768, 64, 256, 1)", "(32768, 128, 256, 1)")));
    let e = errors(&m);
    let f = e.iter().find(|f| f.rule == "IA201").unwrap_or_else(|| panic!("{e:#?}"));
    assert!(f.evidence.buffer.as_deref().unwrap_or("").starts_with("buf0<torch.ops.aten._scaled_dot_product_cudnn_attention.default 0>"), "{:?}", f.evidence.buffer);
    // 1 + 32768 + 3*128 + 127*256 + 63 = 65728 elements of 65536.
    assert_eq!((f.evidence.offset, f.evidence.extent), (Some(65727), Some(65536)));
}

#[test]
fn views_inside_lists_and_dtype_views_are_checked() {
    let text = edit(&read(SDPA), SDPA_MM0, "aten.index_put_(buf0, [None, aten.view.dtype(reinterpret_tensor(arg0_1, (10, ), (1, ), 65530), torch.int16)], arg1_1, False)");
    let m = module_from("nested.py", text);
    let e = errors(&m);
    let f = e.iter().find(|f| f.rule == "IA201").unwrap_or_else(|| panic!("{e:#?}"));
    assert_eq!(f.evidence.buffer.as_deref(), Some("arg0_1<aten.index_put_ 1[1].0>"));
    assert_eq!((f.evidence.offset, f.evidence.extent), (Some(65539), Some(65536)));
}

#[test]
fn an_allocation_smaller_than_its_as_strided_view_is_an_error() {
    let alloc = "buf0 = empty_strided_cuda((256, 256), (256, 1), torch.float16)";
    let m = module_from("as_strided.py", edit(&read(SDPA), alloc, "buf0 = empty_strided_cuda((256, 255), (255, 1), torch.float16).as_strided((256, 256), (256, 1))"));
    let e = errors(&m);
    let f = e.iter().find(|f| f.rule == "IA201" && f.evidence.buffer.as_deref() == Some("buf0")).unwrap_or_else(|| panic!("{e:#?}"));
    assert_eq!((f.evidence.offset, f.evidence.extent), (Some(65535), Some(65280)));
    // The padded form Inductor writes (allocation larger than the view) stays clean.
    let m = module_from("as_strided_ok.py", edit(&read(SDPA), alloc, "buf0 = empty_strided_cuda((256, 264), (264, 1), torch.float16).as_strided((256, 256), (264, 1))"));
    assert!(errors(&m).iter().all(|f| f.evidence.buffer.as_deref() != Some("buf0")), "{:#?}", errors(&m));
}

#[test]
fn a_symbolic_offset_on_a_bmm_operand_has_a_binding() {
    let m = module_from("bmm_offset.py", edit(&read(ATTN_DYN), ATTN_BMM, &ATTN_BMM.replace("(32*s27, 32, 1), 0)", "(32*s27, 32, 1), s27)")));
    let e = errors(&m);
    let f = e.iter().find(|f| f.rule == "IA201").unwrap_or_else(|| panic!("{e:#?}"));
    assert!(f.evidence.buffer.as_deref().unwrap_or("").starts_with("buf6<extern_kernels.bmm 0>"));
    let (s27, s77) = (f.evidence.binding["s27"], f.evidence.binding["s77"]);
    // The view needs s27 + 128*s27*s77 elements of buf6's 128*s27*s77.
    assert_eq!(f.evidence.offset, Some(s27 + 128 * s27 * s77 - 1));
    assert_eq!(f.evidence.extent, Some(128 * s27 * s77));
}

#[test]
fn a_wrong_shaped_out_is_ia207_with_a_binding_where_the_sizes_differ() {
    let m = module_from("bmm_out.py", edit(&read(ATTN_DYN), ATTN_BUF8, "buf8 = empty_strided_cuda((4*s77, s27, 32), (32*s27, 32, 1), torch.float32)"));
    let f = findings(&m).into_iter().find(|f| f.rule == "IA207").expect("IA207 reported");
    assert_eq!(f.severity, Severity::Error);
    assert_eq!(f.evidence.buffer.as_deref(), Some("buf8"));
    assert_ne!(f.evidence.binding["s27"], 32, "the sizes agree at s27 = 32");
    assert!(f.message.contains("[4*s77, s27, s27]") && f.message.contains("[4*s77, s27, 32]"), "{}", f.message);
    // Static: an out= view one row short.
    let m = module_from("mm_out.py", edit(&read(SDPA), SDPA_MM0, &SDPA_MM0.replace("out=buf0)", "out=reinterpret_tensor(buf0, (255, 256), (256, 1), 0))")));
    let f = findings(&m).into_iter().find(|f| f.rule == "IA207").expect("IA207 reported");
    assert!(f.message.contains("[256, 256] result") && f.message.contains("sizes [255, 256]"), "{}", f.message);
}

const BENCH_MODULE: &str = "tests/fixtures/bench/benchmark_kernel_module.py";
const BENCH_WRAPPER: &str = "tests/fixtures/bench/benchmark_kernel_wrapper.py";
const AUTOTUNE_BMM: &str = "kernels_samples/bmm_addmm_autotune/cache/w5/cw5j22c4mwsvopz5uyidj2kg64d7m3npgbrgysvhbxutsfmmujzz.py";

#[test]
fn benchmark_modules_are_launches_on_what_get_args_builds() {
    for (rel, launches) in [(BENCH_MODULE, 1), (BENCH_WRAPPER, 2), (AUTOTUNE_BMM, 1)] {
        let m = module_from(rel, read(rel));
        assert_eq!(m.launches.len(), launches, "{rel}");
        let l = m.launches.last().expect("a launch");
        assert!(l.args.iter().all(|(_, b)| !matches!(b, ArgBinding::Unknown { .. })), "{rel}: {:?}", l.args);
        let e = errors(&m);
        assert!(e.is_empty(), "{rel}: {e:#?}");
        assert!(m.unparsed.is_empty(), "{rel}: {:?}", m.unparsed);
    }
    // The max-autotune template's grid comes from get_args' trailing integers.
    let m = module_from(AUTOTUNE_BMM, read(AUTOTUNE_BMM));
    let grid: Vec<String> =
        m.launches[0].extra_args.iter().map(|(n, b)| format!("{n}={}", if let ArgBinding::Int { value } = b { value.to_string() } else { "?".into() })).collect();
    assert_eq!(grid, ["_grid_0=20", "_grid_1=4", "_grid_2=1"]);
}

#[test]
fn benchmark_modules_with_a_short_argument_are_errors() {
    let shrink = |rel: &str, old: &str, new: &str| module_from(rel, edit(&read(rel), old, new));
    let m = shrink(BENCH_MODULE, "arg_2 = rand_strided([1024, 1000]", "arg_2 = rand_strided([1023, 1000]");
    let f = errors(&m).into_iter().find(|f| f.rule == "IA102").expect("the store past arg_2");
    assert_eq!((f.evidence.buffer.as_deref(), f.evidence.extent), (Some("arg_2"), Some(1023000)));
    // The harness inside the wrapper's kernel string: its tensors are the kernel's.
    let m = shrink(BENCH_WRAPPER, "arg_1 = rand_strided([1024, 1000], [1000, 1]", "arg_1 = rand_strided([1024, 999], [999, 1]");
    let f = errors(&m).into_iter().find(|f| f.rule == "IA101").expect("the load past arg_1");
    assert_eq!(f.evidence.buffer.as_deref(), Some("triton_poi_fused_add_mul_relu_sigmoid_sub_tanh_0:arg_1"));
    let m = shrink(AUTOTUNE_BMM, "arg_2 = rand_strided((4, 100, 130), (13000, 130, 1)", "arg_2 = rand_strided((4, 99, 130), (12870, 130, 1)");
    let f = errors(&m).into_iter().find(|f| f.rule == "IA102").expect("the template's store past arg_2");
    assert_eq!(f.evidence.extent, Some(4 * 99 * 130));
}

#[test]
fn benchmark_modules_in_a_directory_are_audited_not_refused() {
    let d = input::discover(&[root().join("kernels_samples/bmm_addmm_autotune")]);
    let bench: Vec<_> = d.wrappers.iter().filter(|p| std::fs::read_to_string(p).map(|t| model::is_benchmark_module_text(&t)).unwrap_or(false)).collect();
    assert!(bench.len() >= 4, "{:?}", d.wrappers);
    let d = input::discover(&[root().join(BENCH_MODULE)]);
    assert_eq!(d.wrappers.len(), 1);
    assert!(d.issues.is_empty(), "{:?}", d.issues);
}

const ATTN_BWD: &str = "tests/fixtures/corpus/attention_block_dynamic/cache/s4/cs4sq5t6fefdqreeae3qsqbhdzsnz5jlg2tykouxnybsrxwetsf2.py";
const ATTN_BWD_MM: &str = "reinterpret_tensor(tangents_1, (s27*s77, 128), (128, 1), 0), primals_12";

#[test]
fn an_input_view_that_fits_at_the_compiled_shapes_is_only_a_warning() {
    // tangents_1 is (s77, s27, 128), compiled at s77=2, s27=50: 100 rows.
    let text = read(ATTN_BWD);
    let at = |rows: &str| module_from("bwd.py", edit(&text, ATTN_BWD_MM, &ATTN_BWD_MM.replace("(s27*s77, 128)", &format!("({rows}, 128)"))));
    // 64 rows fit at the compiled shapes; only smaller shapes (a guard may exclude them) break it.
    let fs = findings(&at("64"));
    let f = fs.iter().find(|f| f.evidence.buffer.as_deref().is_some_and(|b| b.starts_with("tangents_1<"))).unwrap_or_else(|| panic!("{fs:#?}"));
    assert_eq!((f.rule, f.severity), ("IA290", Severity::Warning), "{}", f.message);
    // 101 rows do not fit even there: an error at the compiled shapes.
    let e = errors(&at("101"));
    let f = e.iter().find(|f| f.rule == "IA201").unwrap_or_else(|| panic!("{e:#?}"));
    assert_eq!((f.evidence.binding["s27"], f.evidence.binding["s77"]), (50, 2));
    assert_eq!((f.evidence.offset, f.evidence.extent), (Some(101 * 128 - 1), Some(100 * 128)));
}
