//! Launch plans of real samples against values read by hand from their metadata: the
//! `.best_config` (config, `triton_cache_hash`), Triton's `<kernel>.json` (`num_warps`,
//! `shared`, scratch sizes), the cubin's `.nv.info` KPARAM entries (parameter offsets and
//! sizes) and the wrapper's `.run(...)` line (grid inputs).

use std::path::PathBuf;

use inductor_audit::confirm::{cubin, plan_paths, LaunchPlan, ParamValue, PlanResult, PlannedLaunch};

fn sample(name: &str) -> Vec<PlannedLaunch> {
    plan_paths(&[PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("kernels_samples").join(name)])
}

fn ready<'a>(plans: &'a [PlannedLaunch], kernel: &str) -> &'a LaunchPlan {
    let p = plans.iter().find(|p| p.kernel == kernel).unwrap_or_else(|| panic!("no launch of {kernel}"));
    match &p.result {
        PlanResult::Ready { plan } => plan,
        PlanResult::NotRunnable { why } => panic!("{kernel} not runnable: {why}"),
    }
}

/// (name, offset, size) of every parameter.
fn layout(p: &LaunchPlan) -> Vec<(&str, u32, u32)> {
    p.params.iter().map(|q| (q.name.as_str(), q.offset, q.size)).collect()
}

#[test]
fn pointwise_static_uses_the_best_config_variant() {
    let plans = sample("pointwise_static");
    let p = ready(&plans, "triton_poi_fused_add_mul_relu_sigmoid_sub_tanh_0");
    // best_config: {"XBLOCK": 1024, "num_warps": 4, "triton_cache_hash": "QJL6HLMH..."}; a
    // second variant (OXTPXV3Q..., num_warps 8) is in the cache too.
    assert_eq!(p.variant, "QJL6HLMHDVVN2W6DRNRMS4NPZWN5WFWCDSUWDB7Q6UFNI7RIOV4Q");
    assert_eq!(p.config.get("XBLOCK"), Some(&1024));
    // Grid1D: ceil(1024000 / 1024); 4 warps; json "shared": 0.
    assert_eq!(p.grid, [1000, 1, 1]);
    assert_eq!(p.block, [128, 1, 1]);
    assert_eq!(p.shared_bytes, 0);
    assert_eq!(layout(p), vec![("in_ptr0", 0, 8), ("in_ptr1", 8, 8), ("out_ptr0", 16, 8), ("xnumel", 24, 4), ("global_scratch", 32, 8), ("profile_scratch", 40, 8)]);
    assert_eq!(p.param_bytes(), 48);
    assert_eq!(p.params[3].value, ParamValue::Int { value: 1024000 });
    assert!(matches!(p.params[4].value, ParamValue::GlobalScratch { bytes_per_program: 0, .. }));
    // Three f32[1024, 1000] storages.
    assert_eq!(p.storages.iter().map(|s| s.bytes).collect::<Vec<_>>(), vec![4_096_000; 3]);
}

#[test]
fn constant_one_arguments_are_specialised_away() {
    let plans = sample("argmax_argmin");
    // `.run(arg1_1, buf4, buf5, 1, 3000000)` with `'constants': {'xnumel': 1}`: the
    // cubin has no slot for xnumel.
    let p = ready(&plans, "triton_red_fused_argmax_argmin_2");
    assert_eq!(layout(p), vec![("in_ptr0", 0, 8), ("out_ptr0", 8, 8), ("out_ptr1", 16, 8), ("r0_numel", 24, 4), ("global_scratch", 32, 8), ("profile_scratch", 40, 8)]);
    // Grid1D over xnumel 1; json: num_warps 16, shared 128.
    assert_eq!(p.grid, [1, 1, 1]);
    assert_eq!(p.block, [512, 1, 1]);
    assert_eq!(p.shared_bytes, 128);
    // f32[3000000] input, two i64[1] outputs.
    assert_eq!(p.storages.iter().map(|s| (s.name.as_str(), s.bytes)).collect::<Vec<_>>(), vec![("arg1_1", 12_000_000), ("buf4", 8), ("buf5", 8)]);
}

#[test]
fn split_scan_and_tiled_grids() {
    let plans = sample("scan_cumsum");
    // SplitScanGrid: (ceil(r0_numel 500 / R0_BLOCK 256), xnumel 33); json num_warps 2, shared 32.
    let p = ready(&plans, "triton_spl_fused_cumsum_3");
    assert_eq!(p.grid, [2, 33, 1]);
    assert_eq!(p.block, [64, 1, 1]);
    assert_eq!(p.shared_bytes, 32);
    assert_eq!(layout(p).iter().map(|l| l.0).collect::<Vec<_>>(), vec!["in_ptr0", "out_ptr0", "ws_ptr", "xnumel", "r0_numel", "global_scratch", "profile_scratch"]);

    let plans = sample("transpose_tiled");
    // Grid2D: (ceil(xnumel 1000 / 32), ceil(ynumel 777 / 32)); json shared 4096.
    let p = ready(&plans, "triton_poi_fused_add_clone_mul_t_0");
    assert_eq!(p.grid, [32, 25, 1]);
    assert_eq!(p.shared_bytes, 4096);
    assert_eq!(layout(p), vec![("in_ptr0", 0, 8), ("out_ptr0", 8, 8), ("ynumel", 16, 4), ("xnumel", 20, 4), ("global_scratch", 24, 8), ("profile_scratch", 32, 8)]);
}

#[test]
fn template_grid_comes_from_the_launch() {
    let plans = sample("mm_persistent_tma");
    // FixedGrid: `.run(arg0_1, arg1_1, buf0, 96, 1, 1)`; json num_warps 8, shared 24576.
    let p = ready(&plans, "triton_tem_fused_mm_0");
    assert_eq!(p.grid, [96, 1, 1]);
    assert_eq!(p.block, [256, 1, 1]);
    assert_eq!(p.shared_bytes, 24576);
    assert_eq!(layout(p), vec![("arg_A", 0, 8), ("arg_B", 8, 8), ("out_ptr0", 16, 8), ("global_scratch", 24, 8), ("profile_scratch", 32, 8)]);
}

#[test]
fn ambiguous_variants_are_left_to_the_gpu_probe() {
    // Coordinate descent wrote a best_config without `triton_cache_hash` (XBLOCK 512), and
    // three variants of the kernel module share its num_warps: all are planned, and the
    // GPU keeps the one that writes 512 elements of the output as one program.
    let plans = sample("mm_persistent_tma");
    let p = ready(&plans, "triton_poi_fused_mul_1");
    assert_eq!(p.config.get("XBLOCK"), Some(&512));
    let probe = p.probe.as_ref().expect("a probe");
    assert_eq!((probe.elements, probe.elem_bytes), (512, 2));
    assert!(p.params.iter().any(|q| q.name.starts_with("in_out_ptr") || q.name.starts_with("out_ptr")));
    assert_eq!(p.alternatives.len(), 2);
    let mut variants: Vec<&str> = std::iter::once(p.variant.as_str()).chain(p.alternatives.iter().map(|a| a.variant.as_str())).collect();
    variants.sort();
    variants.dedup();
    assert_eq!(variants.len(), 3, "distinct cubins");
    assert!(p.alternatives.iter().all(|a| a.grid == p.grid && a.config == p.config && a.probe.is_none()));
    assert_eq!(probe.positions.as_deref(), Some(&(0..512).collect::<Vec<u64>>()[..]), "XBLOCK 512 contiguous");
    // A 2D tile: coordinate descent chose YBLOCK 64 x XBLOCK 64 for a store to
    // `y0 + 16*x2 + 16384*y1` (y0 = y % 16, y1 = y // 16): the probe names those elements,
    // which 128x32 or 32x128 tiles (also 4096 elements) do not write.
    let conv_plans = sample("conv_autotune");
    let conv = ready(&conv_plans, "triton_poi_fused_convolution_0");
    let want: Vec<u64> = {
        let mut v: Vec<u64> = (0..64u64).flat_map(|y| (0..64u64).map(move |x| y % 16 + 16 * x + 16384 * (y / 16))).collect();
        v.sort_unstable();
        v
    };
    assert_eq!(conv.probe.as_ref().and_then(|p| p.positions.clone()), Some(want));
    // A variant with its hash recorded needs no probe.
    assert!(ready(&sample("pointwise_dynamic"), "triton_poi_fused_add_exp_gt_mul_sub_where_0").probe.is_none());
}

#[test]
fn kparam_info_of_a_real_cubin() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("kernels_samples/argmax_argmin/cache/triton/0");
    let d = std::fs::read_dir(&root).expect("triton dir").flatten().find(|e| e.file_name().to_string_lossy().starts_with("WUDDVT4M")).expect("variant");
    check_kparams(&std::fs::read(d.path().join("triton_red_fused_argmax_argmin_2.cubin")).expect("cubin"));
}

fn check_kparams(bytes: &[u8]) {
    let info = cubin::read_cubin(bytes, "triton_red_fused_argmax_argmin_2");
    let got: Vec<(u16, u16, u16)> = info.params.iter().map(|p| (p.ordinal, p.offset, p.size)).collect();
    assert_eq!(got, vec![(0, 0, 8), (1, 8, 8), (2, 16, 8), (3, 24, 4), (4, 32, 8), (5, 40, 8)]);
    assert_eq!(info.ptx_param_types.len(), 6, "{:?}", info.ptx_param_types);
    // Another kernel's name, a truncated file and garbage give nothing, without panicking.
    assert!(cubin::read_cubin(bytes, "triton_other").params.is_empty());
    assert!(cubin::read_cubin(&bytes[..bytes.len() / 3], "triton_red_fused_argmax_argmin_2").params.len() <= 6);
    assert!(cubin::read_cubin(b"\x7fELF\x02\x01garbage", "x").params.is_empty());
}

#[test]
fn every_sample_launch_is_planned_or_says_why() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("kernels_samples");
    let mut ready = 0;
    let mut total = 0;
    for e in std::fs::read_dir(&root).expect("samples").flatten().filter(|e| e.path().is_dir()) {
        for p in plan_paths(&[e.path()]) {
            total += 1;
            match &p.result {
                PlanResult::Ready { plan } => {
                    ready += 1;
                    // The layout is dense and ordered as the cubin says.
                    let mut end = 0;
                    for q in &plan.params {
                        assert!(q.offset >= end && q.offset % q.size.max(1) == 0, "{}: {} at {}", p.kernel, q.name, q.offset);
                        end = q.offset + q.size;
                    }
                    assert!(plan.grid.iter().all(|g| *g >= 1) || plan.grid.contains(&0));
                    assert_eq!(plan.block[0] % 32, 0);
                }
                PlanResult::NotRunnable { why } => assert!(!why.is_empty()),
            }
        }
    }
    // 144 Triton launches in the samples at the time of writing, 132 planned.
    assert!(total >= 140 && ready >= 130, "{ready} of {total} planned");
}

#[test]
fn plans_survive_the_trip_to_the_replay_process() {
    // The parent sends plans as JSON; the replay process must read back every one.
    let plans = sample("argmax_argmin");
    let jobs: Vec<inductor_audit::confirm::Job> = plans
        .iter()
        .enumerate()
        .filter_map(|(id, p)| match &p.result {
            PlanResult::Ready { plan } => Some(inductor_audit::confirm::Job { id, plan: (**plan).clone() }),
            PlanResult::NotRunnable { .. } => None,
        })
        .collect();
    assert!(jobs.len() >= 3);
    let text = serde_json::to_vec(&jobs).expect("serialise");
    let back: Vec<inductor_audit::confirm::Job> = serde_json::from_slice(&text).expect("deserialise");
    assert_eq!(back.len(), jobs.len());
    assert_eq!(back[0].plan.params, jobs[0].plan.params);
}
