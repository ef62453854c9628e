//! The model of real samples against facts read by hand from the dumps.

use std::path::PathBuf;
use std::sync::Arc;

use inductor_audit::input;
use inductor_audit::model::{self, ArgBinding, Kernel, Module};

fn modules(rel: &str) -> Vec<Module> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(rel);
    let d = input::discover(&[path]);
    let mut issues = Vec::new();
    let mut out = Vec::new();
    input::read_all(&d, &mut issues, |m| out.push(model::build_module(Arc::new(m), &d.cache)));
    out
}

fn int_arg(l: &model::Launch, name: &str) -> String {
    match &l.args.iter().find(|(n, _)| n == name).unwrap().1 {
        ArgBinding::Int { value } => value.to_string(),
        other => panic!("{name} bound to {other:?}"),
    }
}

#[test]
fn pad_dynamic_relu_log() {
    // The seed case of the 2.11 corpus copied into the test fixtures.
    let path = "tests/fixtures/corpus/pad_dynamic_relu/output_code.log.gz";
    let ms = modules(path);
    assert_eq!(ms.len(), 1);
    let m = &ms[0];
    assert_eq!(m.id, "c4u3m3kuwoqkrukfhdbhlxzmb7wgg6zt2bbbczwbhrm42rpfqyex");
    // get_args(): arg0_1 = 8, arg1_1 = 30, arg2_1 = 34; call(): s77 = arg0_1, s53 = arg1_1, s0 = arg2_1.
    assert_eq!(m.symbols["s77"].hint, Some(8));
    assert_eq!(m.symbols["s53"].hint, Some(30));
    assert_eq!(m.symbols["s0"].hint, Some(34));
    // buf0 = empty_strided_cuda((s77, 3, 4 + s53, 2 + s0), ...): 3*s77*(s53+4)*(s0+2) elements.
    let buf0 = &m.buffers["buf0"];
    assert_eq!(buf0.storage_extent.as_ref().unwrap().to_string(), "3*s0*s53*s77 + 12*s0*s77 + 6*s53*s77 + 24*s77");
    assert_eq!(m.buffers["arg3_1"].storage_extent.as_ref().unwrap().to_string(), "3*s0*s53*s77");
    // .run(arg3_1, buf0, ps0, ps1, s53, s0, ps2, xnumel) with ps0 = 2 + s0, ps2 = 8 + 2*s53 + 4*s0 + s0*s53.
    let l = &m.launches[0];
    assert!(matches!(&l.args[0].1, ArgBinding::Tensor { buffer } if buffer == "arg3_1"));
    assert!(matches!(&l.args[1].1, ArgBinding::Tensor { buffer } if buffer == "buf0"));
    assert_eq!(int_arg(l, "ks0"), "s0 + 2");
    assert_eq!(int_arg(l, "ks4"), "s0*s53 + 4*s0 + 2*s53 + 8");
    assert_eq!(int_arg(l, "xnumel"), "3*s0*s53*s77 + 12*s0*s77 + 6*s53*s77 + 24*s77");
    // The chosen config is in the cache beside the log: XBLOCK 256.
    let bc = &m.best_configs["triton_poi_fused_constant_pad_nd_relu_0"];
    assert_eq!(bc.kwargs, vec![("XBLOCK".to_string(), 256)]);
}

#[test]
fn cat_stack_size_symbols_and_views() {
    let ms = modules("kernels_samples/cat_stack");
    let m = ms.iter().find(|m| m.launches.iter().any(|l| l.kernel == "triton_poi_fused_slice_stack_1")).expect("module with the stack kernel");
    // `arg1_1_size = arg1_1.size(); s20 = arg1_1_size[0]`, hint from get_args.
    assert!(m.symbols["s20"].hint.is_some());
    // buf1 = empty_strided_cuda((3*s20, 10), (10, 1), torch.float32)
    assert_eq!(m.buffers["buf1"].storage_extent.as_ref().unwrap().to_string(), "30*s20");
    let l = m.launches.iter().find(|l| l.kernel == "triton_poi_fused_slice_stack_1").unwrap();
    assert_eq!(int_arg(l, "xnumel"), "30*s20");
    assert_eq!(int_arg(l, "ks0"), "s20");
}

#[test]
fn training_step_reuse_and_reinterpret() {
    let path = "tests/fixtures/corpus/training_step";
    let ms = modules(path);
    // buf7 = empty_strided_cuda((32, 1), (1, 32), torch.float32)
    // buf8 = reinterpret_tensor(buf7, (32, 1), (1, 1), 0); del buf7  # reuse
    let m = ms.iter().find(|m| m.buffers.contains_key("buf8") && m.buffers.contains_key("buf7")).expect("forward module");
    let buf8 = &m.buffers["buf8"];
    assert_eq!(buf8.storage_of, "buf7");
    assert_eq!(buf8.storage_extent.as_ref().unwrap().to_string(), "32");
    assert_eq!(buf8.strides.iter().map(|s| s.to_string()).collect::<Vec<_>>(), vec!["1", "1"]);
    // The template launch of mm_autotune passes its grid: checked in the mm module below.
    let mm = modules("tests/fixtures/corpus/mm_autotune");
    let l = mm.iter().flat_map(|m| &m.launches).find(|l| l.kernel.starts_with("triton_tem")).expect("template launch");
    assert_eq!(l.extra_args.len(), 3);
    assert!(matches!(&l.extra_args[0].1, ArgBinding::Int { value } if value.to_string() == "96"));
    let k = mm.iter().find_map(|m| m.kernel(&l.kernel)).unwrap();
    assert!(matches!(k, Kernel::Triton(t) if t.extra_launcher_args == vec!["_grid_0", "_grid_1", "_grid_2"]));
}

/// A log and its cache given apart (the cache copied under another root, as a user copies
/// a capture's cache): each kernel still gets its own best_config, tied by the
/// `configs_hash` it records, never another kernel's.
#[test]
fn best_configs_of_a_cache_given_apart_are_tied_by_configs_hash() {
    let sample = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("kernels_samples/training_step_dynamic");
    let together = modules("kernels_samples/training_step_dynamic");
    let expected: Vec<(String, Vec<(String, i64)>)> = together.iter().flat_map(|m| m.best_configs.iter().map(|(k, b)| (k.clone(), b.kwargs.clone()))).collect();
    assert!(expected.len() >= 4, "the sample's kernels have their best_configs: {expected:?}");

    let tmp = std::env::temp_dir().join(format!("ia-apart-{}", std::process::id()));
    let (logdir, cachedir) = (tmp.join("logs"), tmp.join("elsewhere").join("copied"));
    std::fs::create_dir_all(&logdir).unwrap();
    std::fs::copy(sample.join("output_code.log.gz"), logdir.join("output_code.log.gz")).unwrap();
    copy_tree(&sample.join("cache"), &cachedir);
    let d = input::discover(&[logdir.join("output_code.log.gz"), cachedir.clone()]);
    let mut issues = Vec::new();
    let mut apart = Vec::new();
    input::read_all(&d, &mut issues, |m| apart.push(model::build_module(Arc::new(m), &d.cache)));
    let _ = std::fs::remove_dir_all(&tmp);
    let got: Vec<(String, Vec<(String, i64)>)> =
        apart.iter().filter(|m| m.path.ends_with(".log.gz")).flat_map(|m| m.best_configs.iter().map(|(k, b)| (k.clone(), b.kwargs.clone()))).collect();
    for e in &expected {
        assert!(got.contains(e), "missing {e:?} in {got:?}");
    }
    assert_eq!(got.len(), expected.len(), "{got:?}");
}

fn copy_tree(from: &std::path::Path, to: &std::path::Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap().flatten() {
        let p = e.path();
        if p.is_dir() {
            copy_tree(&p, &to.join(e.file_name()));
        } else {
            std::fs::copy(&p, to.join(e.file_name())).unwrap();
        }
    }
}
