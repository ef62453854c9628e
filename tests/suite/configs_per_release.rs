//! Per-release differential test: for each PyTorch release in `tests/fixtures/configs/`, the
//! candidate lists that release's own `triton_heuristics` built for 300 random decorator
//! inputs (recorded by `tools/record_heuristics.py` from the release's wheel), against
//! [`heuristic_configs`] with `HeuristicInputs::release` set to that release. Full lists are
//! compared (kwargs, num_warps, num_stages, order), not only their hashes.

use std::collections::BTreeMap;

use inductor_audit::model::configs::{heuristic_configs, mirror_of, ComboSubkernel, Config, HeuristicInputs, MetaValue, Mirror, Release, MIRRORED};
use serde_json::Value;

fn str_int_pairs(v: &Value) -> Vec<(String, i64)> {
    v.as_array().into_iter().flatten().filter_map(|kv| Some((kv.get(0)?.as_str()?.to_string(), kv.get(1)?.as_i64()?))).collect()
}

fn inputs(c: &Value, release: Release) -> HeuristicInputs {
    let mut h = HeuristicInputs { kind: c["kind"].as_str().unwrap_or_default().to_string(), release: Some(release), ..Default::default() };
    h.size_hints = str_int_pairs(&c["size_hints"]).into_iter().collect();
    h.tile_hint = c["tile_hint"].as_str().map(str::to_string);
    h.reduction_hint = c["reduction_hint"].as_str().map(str::to_string);
    h.min_elem_per_thread = c["min_elem_per_thread"].as_i64().unwrap_or(0);
    for (k, v) in c["meta"].as_object().into_iter().flatten() {
        let mv = match v {
            Value::Bool(b) => MetaValue::Bool(*b),
            Value::Number(n) => MetaValue::Int(n.as_i64().unwrap_or_default()),
            Value::String(s) => MetaValue::Str(s.clone()),
            _ => continue,
        };
        h.inductor_meta.insert(k.clone(), mv);
    }
    h.tiling_scores = str_int_pairs(&c["tiling_scores"]).into_iter().map(|(k, v)| (k, v as f64)).collect();
    h.autotune_hints = c["autotune_hints"].as_array().into_iter().flatten().filter_map(|s| s.as_str().map(str::to_string)).collect();
    h.tma_min_block_sizes = c["tma_min_block_sizes"].as_object().into_iter().flatten().filter_map(|(k, v)| Some((k.clone(), v.as_i64()?))).collect::<BTreeMap<_, _>>();
    h.signature = ["in_ptr0", "out_ptr0", "xnumel"].iter().map(|s| s.to_string()).collect();
    h.signature.extend(c["signature"].as_array().into_iter().flatten().filter_map(|s| s.as_str().map(str::to_string)));
    h.native_matmul = c["native_matmul"].as_bool().unwrap_or(false);
    for sub in c["combo"].as_array().into_iter().flatten() {
        h.combo_subkernels.push(ComboSubkernel {
            heuristic: sub["heuristic"].as_str().unwrap_or_default().to_string(),
            size_hints: str_int_pairs(&sub["size_hints"]).into_iter().collect(),
            tile_hint: sub["tile_hint"].as_str().map(str::to_string),
            reduction_hint: sub["reduction_hint"].as_str().map(str::to_string),
        });
    }
    // The recording's DeviceProperties: an H100.
    h.device.multi_processor_count = Some(132);
    h.device.major = Some(9);
    h
}

fn expected(c: &Value) -> Vec<Config> {
    c["configs"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|cfg| Config {
            kwargs: cfg[0].as_object().into_iter().flatten().filter_map(|(k, v)| Some((k.clone(), v.as_i64()?))).collect(),
            num_warps: cfg[1].as_u64().unwrap_or(0) as u32,
            num_stages: cfg[2].as_u64().unwrap_or(0) as u32,
        })
        .collect()
}

/// (cases, mismatching case lines) for one fixture.
fn compare(file: &str) -> (usize, Vec<String>) {
    let path = format!("{}/tests/fixtures/configs/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let doc: Value = serde_json::from_str(&text).expect("fixture is JSON");
    let release_text = doc["release"].as_str().expect("release field");
    let release = Release::parse(release_text).expect("release parses");
    let mut failures = Vec::new();
    let cases = doc["cases"].as_array().expect("cases");
    for c in cases {
        let got = heuristic_configs(&inputs(c, release));
        let want = expected(c);
        if got != want {
            failures.push(format!("{c}\n  ours: {:?}", got.iter().map(|g| (&g.kwargs, g.num_warps, g.num_stages)).collect::<Vec<_>>()));
        }
    }
    (cases.len(), failures)
}

/// Checks one release's fixture. `Exact` releases must agree on every case; `Partial` ones
/// may differ on at most `max_differing` cases (the known, unmodelled differences; lower it
/// when a difference gets modelled) and must differ on some (else mark them `Exact`).
fn check(file: &str, max_differing: usize) {
    let (n, failures) = compare(file);
    // Debugging aid: IA_DUMP_CONFIG_DIFFS=dir writes every differing case there.
    if let Ok(dir) = std::env::var("IA_DUMP_CONFIG_DIFFS") {
        let _ = std::fs::write(format!("{dir}/{file}.diff"), failures.join("\n"));
    }
    assert!(n >= 300, "{file} has {n} cases");
    let release = Release::parse(file).expect("file named by release");
    let show = || failures.iter().take(3).cloned().collect::<Vec<_>>().join("\n");
    match mirror_of(release) {
        Mirror::Exact => assert!(failures.is_empty(), "{} of {n} cases differ from {file}, a release MIRRORED says is exact:\n{}", failures.len(), show()),
        Mirror::Partial => {
            assert!(failures.len() <= max_differing, "{} of {n} cases differ from {file} (at most {max_differing} known):\n{}", failures.len(), show());
            assert!(!failures.is_empty(), "every case of {file} agrees: mark {release} Mirror::Exact in MIRRORED");
        }
        Mirror::None => panic!("{release} has a fixture but is not in MIRRORED"),
    }
}

// Every recorded release agrees on all 300 cases (2.5-2.8 since their older reduction
// heuristics were modelled, 2.13-2.15 since `_cap_native_matmul_configs`).
#[test]
fn configs_match_torch_2_5() {
    check("2.5.1.json", 0);
}

#[test]
fn configs_match_torch_2_6() {
    check("2.6.0.json", 0);
}

#[test]
fn configs_match_torch_2_7() {
    check("2.7.1.json", 0);
}

#[test]
fn configs_match_torch_2_8() {
    check("2.8.0.json", 0);
}

#[test]
fn configs_match_torch_2_9() {
    check("2.9.1.json", 0);
}

#[test]
fn configs_match_torch_2_10() {
    check("2.10.0.json", 0);
}

#[test]
fn configs_match_torch_2_11() {
    check("2.11.0.json", 0);
}

#[test]
fn configs_match_torch_2_12() {
    check("2.12.1.json", 0);
}

#[test]
fn configs_match_torch_2_13() {
    check("2.13.0.json", 0);
}

#[test]
fn configs_match_torch_2_14() {
    check("2.14.1.json", 0);
}

#[test]
fn configs_match_torch_2_15() {
    check("2.15.0.json", 0);
}

/// Every release MIRRORED names has its recording.
#[test]
fn every_mirrored_release_has_a_fixture() {
    let dir = format!("{}/tests/fixtures/configs", env!("CARGO_MANIFEST_DIR"));
    let files: Vec<String> = std::fs::read_dir(&dir).expect("fixture dir").filter_map(|e| e.ok()?.file_name().into_string().ok()).collect();
    for (r, _) in MIRRORED {
        assert!(files.iter().any(|f| Release::parse(f) == Some(*r)), "no fixture for {r} in {dir}");
    }
}
