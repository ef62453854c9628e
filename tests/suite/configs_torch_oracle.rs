//! Differential test against PyTorch 2.11.0 itself: random decorator inputs (pointwise 1-3D,
//! looped, persistent, cooperative and split-scan reductions, 2-D reduction dims, 3-D tiled
//! reductions with tiling scores, combo kernels, TMA minimums, mix-order `RSPLIT_SIZE`,
//! deterministic mode, max-autotune flags, autotune hints) were run through the 2.11.0
//! wheel's `triton_heuristics` with `cached_autotune` replaced by a function returning its
//! deduplicated config list. Each case below records the inputs, how many configs Python
//! produced (0 where it raised) and the first 16 hex digits of Python's own
//! `hash_configs` of that list. The generator is at the bottom of this file: run it with
//! torch 2.11.0 installed (`python gen.py 7 300 compact`) to regenerate.

use std::collections::BTreeMap;

use inductor_audit::model::configs::{configs_hash, heuristic_configs, ComboSubkernel, HeuristicInputs, MetaValue};
use serde_json::Value;

fn str_int_pairs(v: &Value) -> Vec<(String, i64)> {
    v.as_array().into_iter().flatten().filter_map(|kv| Some((kv.get(0)?.as_str()?.to_string(), kv.get(1)?.as_i64()?))).collect()
}

fn inputs(c: &Value) -> HeuristicInputs {
    let mut h = HeuristicInputs { kind: c["kind"].as_str().unwrap_or_default().to_string(), ..Default::default() };
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
    // The generator's DeviceProperties: an H100.
    h.device.multi_processor_count = Some(132);
    h.device.major = Some(9);
    h
}

#[test]
fn heuristic_configs_match_torch_2_11() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for line in CASES.lines().filter(|l| !l.trim().is_empty()) {
        let c: Value = serde_json::from_str(line).expect("fixture line is JSON");
        let h = inputs(&c);
        let got = heuristic_configs(&h);
        let want_n = c["n"].as_u64().unwrap_or(u64::MAX) as usize;
        let want_hash = c["hash"].as_str().unwrap_or_default();
        let got_hash = configs_hash(&got);
        if got.len() != want_n || !got_hash.starts_with(want_hash) {
            failures.push(format!("{line}\n  ours ({}): {got:?}", got.len()));
        }
        checked += 1;
    }
    assert!(checked >= 300, "fixture has {checked} cases");
    assert!(failures.is_empty(), "{} of {checked} cases differ from torch 2.11:\n{}", failures.len(), failures.join("\n"));
}

const CASES: &str = r#"
{"kind":"pointwise","meta":{"max_autotune_pointwise":false,"autotune_pointwise":false},"min_elem_per_thread":8,"size_hints":[["x",32768]],"n":1,"hash":"3375572b91083127"}
{"kind":"pointwise","meta":{"max_autotune_pointwise":true},"autotune_hints":["ONE_ELEMENT_PER_THREAD"],"size_hints":[["z",2048],["y",2048],["x",2048]],"n":10,"hash":"a7147a371be971b2"}
{"kind":"pointwise","meta":{"max_autotune_pointwise":true},"min_elem_per_thread":2,"size_hints":[["x",131072]],"combo":[{"heuristic":"persistent_reduction","size_hints":[["x",16],["r0_",1]],"tile_hint":null}],"n":1,"hash":"64f7ba90bf4ec5d7"}
{"kind":"reduction","meta":{"num_load":4,"num_reduction":1,"num_store":1},"reduction_hint":"OUTER_TINY","size_hints":[["x",4096],["r0_",8192],["r1_",32]],"n":1,"hash":"4cab1963f6e43711"}
{"kind":"reduction","meta":{"max_autotune_pointwise":false,"autotune_pointwise":true,"num_load":10,"num_reduction":0,"num_store":2},"tiling_scores":[["x",7],["r0_",1280],["r1_",512]],"reduction_hint":"INNER","size_hints":[["x",32768],["r0_",512],["r1_",1]],"n":1,"hash":"ea9f361435d8e5c9"}
{"kind":"pointwise","meta":{"max_autotune":false},"tile_hint":"DEFAULT","size_hints":[["y",2],["x",4096]],"n":4,"hash":"a7aacc6e8b7cb66a"}
{"kind":"cooperative_reduction","meta":{"max_autotune":true,"autotune_pointwise":true,"num_load":1,"num_reduction":1,"num_store":3,"persistent_reduction":false},"tiling_scores":[["x",7],["r0_",1]],"signature":["ks0","ks1"],"reduction_hint":"DEFAULT","size_hints":[["x",65536],["r0_",16384]],"n":5,"hash":"77390c67b7ea7bea"}
{"kind":"persistent_reduction","meta":{"max_autotune_pointwise":true,"autotune_pointwise":true,"num_load":4,"num_reduction":2,"num_store":0},"tiling_scores":[["x",1],["y",512],["r0_",1280]],"reduction_hint":"OUTER","size_hints":[["x",4],["y",16],["r0_",1024]],"n":1,"hash":"65ee125663b90ab3"}
{"kind":"pointwise","size_hints":[["z",32],["y",2048],["x",32]],"n":1,"hash":"3b2d68db785bf5a4"}
{"kind":"pointwise","meta":{"max_autotune":false,"autotune_pointwise":false,"deterministic":false,"tma_min_block_sizes":null},"tma_min_block_sizes":{"XBLOCK":4},"min_elem_per_thread":4,"size_hints":[["z",2],["y",128],["x",64]],"n":2,"hash":"46667d6b64ce57bd"}
{"kind":"pointwise","size_hints":[["x",2048]],"n":2,"hash":"1b2cc4dbebb9680d"}
{"kind":"pointwise","meta":{"max_autotune":false},"autotune_hints":["ONE_ELEMENT_PER_THREAD"],"min_elem_per_thread":4,"size_hints":[["z",32],["y",128],["x",512]],"combo":[{"heuristic":"reduction","size_hints":[["x",64],["r0_",16]],"tile_hint":null},{"heuristic":"persistent_reduction","size_hints":[["x",4],["r0_",1024]],"tile_hint":null},{"heuristic":"pointwise","size_hints":[["y",256],["x",8192]],"tile_hint":"TileHint.SQUARE"}],"n":3,"hash":"7443ad4ceaf119d6"}
{"kind":"split_scan","meta":{"max_autotune_pointwise":false,"num_load":10,"num_reduction":1,"num_store":1},"signature":["ks0","ks1"],"native_matmul":true,"reduction_hint":"OUTER_TINY","size_hints":[["x",16],["r0_",8]],"error":"NotImplementedError","n":0,"hash":"e3b0c44298fc1c14"}
{"kind":"pointwise","meta":{"autotune_pointwise":false},"autotune_hints":["ONE_ELEMENT_PER_THREAD"],"min_elem_per_thread":1,"tile_hint":"DEFAULT","size_hints":[["y",512],["x",1]],"n":1,"hash":"b6554a447488ff65"}
{"kind":"cooperative_reduction","meta":{"autotune_pointwise":false,"num_load":10,"num_reduction":0,"num_store":3,"persistent_reduction":true},"signature":["ks0","ks1"],"reduction_hint":"INNER","size_hints":[["x",256],["r0_",131072]],"error":"AssertionError","n":0,"hash":"e3b0c44298fc1c14"}
{"kind":"persistent_reduction","meta":{"autotune_pointwise":true,"num_load":9,"num_reduction":3,"num_store":1,"RSPLIT_SIZE":64,"mix_order_reduction_allow_multi_stages":false},"reduction_hint":"OUTER","size_hints":[["x",32],["r0_",256]],"combo":[{"heuristic":"pointwise","size_hints":[["y",64],["x",8]],"tile_hint":"TileHint.SQUARE"},{"heuristic":"pointwise","size_hints":[["x",1]],"tile_hint":"TileHint.DEFAULT"},{"heuristic":"pointwise","size_hints":[["y",2048],["x",1024]],"tile_hint":"TileHint.SQUARE"}],"n":2,"hash":"14ac8a0524bfdcbe"}
{"kind":"reduction","meta":{"max_autotune_pointwise":false,"num_load":11,"num_reduction":2,"num_store":3},"reduction_hint":"INNER","size_hints":[["x",16384],["r0_",64]],"combo":[{"heuristic":"persistent_reduction","size_hints":[["x",64],["r0_",16]],"tile_hint":null}],"n":1,"hash":"64f7ba90bf4ec5d7"}
{"kind":"split_scan","meta":{"max_autotune":true,"max_autotune_pointwise":true,"deterministic":true,"num_load":8,"num_reduction":0,"num_store":2},"native_matmul":true,"reduction_hint":"INNER","size_hints":[["x",16],["r0_",1]],"error":"NotImplementedError","n":0,"hash":"e3b0c44298fc1c14"}
{"kind":"reduction","meta":{"num_load":5,"num_reduction":4,"num_store":1},"reduction_hint":"DEFAULT","size_hints":[["x",512],["r0_",8]],"n":5,"hash":"53e4d7b527147983"}
{"kind":"reduction","meta":{"autotune_pointwise":true,"num_load":5,"num_reduction":0,"num_store":1},"tiling_scores":[["x",1],["r0_",33075],["r1_",7]],"signature":["ks0","ks1"],"reduction_hint":"DEFAULT","size_hints":[["x",32],["r0_",4096],["r1_",64]],"n":5,"hash":"ab6d402ea8ef32ac"}
{"kind":"persistent_reduction","meta":{"max_autotune":false,"num_load":11,"num_reduction":3,"num_store":3},"tiling_scores":[["x",1],["r0_",7]],"signature":["ks0","ks1"],"native_matmul":true,"reduction_hint":"OUTER","size_hints":[["x",64],["r0_",2]],"error":"NotImplementedError","n":0,"hash":"e3b0c44298fc1c14"}
{"kind":"cooperative_reduction","meta":{"autotune_pointwise":false,"deterministic":false,"num_load":4,"num_reduction":2,"num_store":0,"add_persistent_rblock":true,"persistent_reduction":false},"reduction_hint":"INNER","size_hints":[["x",1024],["r0_",8]],"n":2,"hash":"c3cdcecd6243707f"}
{"kind":"reduction","meta":{"num_load":4,"num_reduction":0,"num_store":1},"tiling_scores":[["x",0],["r0_",7]],"native_matmul":true,"reduction_hint":"INNER","size_hints":[["x",8],["r0_",8]],"error":"NotImplementedError","n":0,"hash":"e3b0c44298fc1c14"}
{"kind":"pointwise","meta":{"max_autotune_pointwise":true},"min_elem_per_thread":2,"tile_hint":"SQUARE","size_hints":[["y",1],["x",32]],"n":1,"hash":"8333009340710c77"}
{"kind":"pointwise","meta":{"max_autotune":true},"autotune_hints":["ONE_ELEMENT_PER_THREAD"],"size_hints":[["z",512],["y",32],["x",4096]],"n":1,"hash":"3b2d68db785bf5a4"}
{"kind":"pointwise","meta":{"max_autotune":false,"autotune_pointwise":true},"size_hints":[["x",8]],"n":1,"hash":"3b80949c4b99941a"}
{"kind":"persistent_reduction","meta":{"autotune_pointwise":true,"deterministic":false,"num_load":5,"num_reduction":0,"num_store":1},"tiling_scores":[["x",33075],["r0_",33075]],"signature":["ks0","ks1"],"reduction_hint":"DEFAULT","size_hints":[["x",2048],["r0_",16]],"n":4,"hash":"b6ac5ef64fddcad8"}
{"kind":"reduction","meta":{"max_autotune_pointwise":true,"deterministic":true,"num_load":5,"num_reduction":1,"num_store":0},"signature":["ks0","ks1"],"native_matmul":true,"size_hints":[["x",16],["r0_",16384]],"error":"NotImplementedError","n":0,"hash":"e3b0c44298fc1c14"}
{"kind":"reduction","meta":{"max_autotune":false,"max_autotune_pointwise":false,"autotune_pointwise":false,"num_load":10,"num_reduction":1,"num_store":0},"reduction_hint":"OUTER_TINY","size_hints":[["x",2048],["r0_",65536]],"n":1,"hash":"5d1b693447813af4"}
{"kind":"persistent_reduction","meta":{"num_load":0,"num_reduction":4,"num_store":3,"add_persistent_rblock":true},"tiling_scores":[["x",33075],["y",33075],["r0_",1280]],"reduction_hint":"OUTER","size_hints":[["x",2],["y",16],["r0_",256]],"n":2,"hash":"acb90a73e40930e9"}
{"kind":"cooperative_reduction","meta":{"num_load":0,"num_reduction":0,"num_store":1,"persistent_reduction":true},"native_matmul":true,"reduction_hint":"INNER","size_hints":[["x",128],["r0_",2048]],"error":"NotImplementedError","n":0,"hash":"e3b0c44298fc1c14"}
{"kind":"split_scan","meta":{"autotune_pointwise":false,"num_load":8,"num_reduction":0,"num_store":0,"min_split_scan_rblock":64},"size_hints":[["x",512],["r0_",16]],"n":5,"hash":"27dd1b2ed0b8e368"}
{"kind":"persistent_reduction","meta":{"num_load":10,"num_reduction":1,"num_store":0},"size_hints":[["x",65536],["r0_",4]],"n":4,"hash":"5b160a6d519b8c8b"}
{"kind":"persistent_reduction","meta":{"num_load":4,"num_reduction":3,"num_store":3,"add_persistent_rblock":true,"RSPLIT_SIZE":1024,"mix_order_reduction_allow_multi_stages":false},"tiling_scores":[["x",0],["r0_",1280]],"size_hints":[["x",4],["r0_",4]],"n":1,"hash":"39afe65f08570f42"}
{"kind":"persistent_reduction","meta":{"max_autotune":false,"max_autotune_pointwise":false,"autotune_pointwise":false,"num_load":10,"num_reduction":4,"num_store":2},"native_matmul":true,"size_hints":[["x",1],["r0_",2]],"combo":[{"heuristic":"persistent_reduction","size_hints":[["x",4],["r0_",32]],"tile_hint":null},{"heuristic":"reduction","size_hints":[["x",512],["r0_",16384]],"tile_hint":null}],"error":"NotImplementedError","n":0,"hash":"e3b0c44298fc1c14"}
{"kind":"persistent_reduction","meta":{"max_autotune_pointwise":true,"num_load":12,"num_reduction":2,"num_store":3,"add_persistent_rblock":true},"tiling_scores":[["x",1],["r0_",33075]],"signature":["ks0"],"reduction_hint":"OUTER_TINY","size_hints":[["x",32],["r0_",4096]],"n":1,"hash":"e73e9bfafafce56e"}
{"kind":"reduction","meta":{"num_load":10,"num_reduction":1,"num_store":1},"reduction_hint":"OUTER_TINY","size_hints":[["x",8],["r0_",65536]],"n":1,"hash":"4577ce57a336cf7c"}
{"kind":"pointwise","autotune_hints":["ONE_ELEMENT_PER_THREAD"],"min_elem_per_thread":1,"size_hints":[["z",1],["y",2048],["x",1024]],"n":1,"hash":"6fe3fa1bcdb0c9e3"}
{"kind":"pointwise","meta":{"autotune_pointwise":false,"deterministic":true},"min_elem_per_thread":4,"tile_hint":"DEFAULT","size_hints":[["y",2],["x",512]],"n":1,"hash":"6f1830dbbfa68762"}
{"kind":"persistent_reduction","meta":{"max_autotune":false,"max_autotune_pointwise":false,"num_load":12,"num_reduction":3,"num_store":3,"add_persistent_rblock":true},"tiling_scores":[["x",1],["r0_",1],["r1_",0]],"reduction_hint":"OUTER_TINY","size_hints":[["x",16384],["r0_",128],["r1_",1]],"n":1,"hash":"cb705d6f83937efd"}
{"kind":"pointwise","autotune_hints":["ONE_ELEMENT_PER_THREAD"],"tile_hint":"DEFAULT","size_hints":[["y",512],["x",8]],"n":6,"hash":"096488e8190dc9c1"}
{"kind":"pointwise","min_elem_per_thread":2,"size_hints":[["x",2]],"n":1,"hash":"cd4f7b11056da5d2"}
{"kind":"reduction","meta":{"autotune_pointwise":true,"num_load":7,"num_reduction":0,"num_store":0,"no_x_dim":true},"tiling_scores":[["x",1280],["r0_",512],["r1_",512]],"signature":["ks0"],"size_hints":[["x",8],["r0_",4096],["r1_",64]],"n":4,"hash":"451d6d087b92205b"}
{"kind":"persistent_reduction","meta":{"max_autotune":false,"max_autotune_pointwise":true,"deterministic":false,"num_load":8,"num_reduction":3,"num_store":0,"RSPLIT_SIZE":256},"tiling_scores":[["x",7],["r0_",1280]],"signature":["ks0"],"reduction_hint":"OUTER_TINY","size_hints":[["x",1],["r0_",512]],"n":1,"hash":"2811f9266cc488ea"}
{"kind":"reduction","meta":{"max_autotune_pointwise":true,"num_load":0,"num_reduction":1,"num_store":3,"no_x_dim":true},"signature":["ks0","ks1"],"reduction_hint":"INNER","size_hints":[["x",4],["r0_",512]],"n":3,"hash":"5abf2f959d713e82"}
{"kind":"pointwise","size_hints":[["x",2048]],"n":2,"hash":"1b2cc4dbebb9680d"}
{"kind":"reduction","meta":{"autotune_pointwise":true,"num_load":9,"num_reduction":3,"num_store":1},"signature":["ks0"],"reduction_hint":"INNER","size_hints":[["x",4096],["r0_",64]],"combo":[{"heuristic":"persistent_reduction","size_hints":[["x",512],["r0_",256]],"tile_hint":null}],"n":1,"hash":"64f7ba90bf4ec5d7"}
{"kind":"pointwise","meta":{"autotune_pointwise":true},"tile_hint":"SQUARE","size_hints":[["y",1024],["x",4096]],"n":1,"hash":"8ed588af787b99a4"}
{"kind":"split_scan","meta":{"max_autotune_pointwise":false,"num_load":7,"num_reduction":1,"num_store":0},"tiling_scores":[["x",7],["r0_",0]],"signature":["ks0"],"reduction_hint":"OUTER_TINY","size_hints":[["x",16],["r0_",256]],"n":1,"hash":"efff1605ee2ffabd"}
{"kind":"reduction","meta":{"autotune_pointwise":true,"num_load":5,"num_reduction":2,"num_store":3,"no_x_dim":true},"tiling_scores":[["x",512],["r0_",1],["r1_",33075]],"signature":["ks0"],"reduction_hint":"OUTER","size_hints":[["x",8192],["r0_",4096],["r1_",256]],"combo":[{"heuristic":"persistent_reduction","size_hints":[["x",8192],["r0_",128]],"tile_hint":null}],"n":1,"hash":"64f7ba90bf4ec5d7"}
{"kind":"pointwise","min_elem_per_thread":4,"size_hints":[["z",1024],["y",4],["x",4096]],"n":1,"hash":"6d18ab20bb434c5f"}
{"kind":"cooperative_reduction","meta":{"deterministic":true,"num_load":11,"num_reduction":3,"num_store":3,"persistent_reduction":true},"signature":["ks0","ks1"],"reduction_hint":"DEFAULT","size_hints":[["x",1],["r0_",2]],"error":"AssertionError","n":0,"hash":"e3b0c44298fc1c14"}
{"kind":"reduction","meta":{"num_load":5,"num_reduction":4,"num_store":0},"reduction_hint":"DEFAULT","size_hints":[["x",4],["r0_",1]],"n":3,"hash":"6bd7403fabdbb3ca"}
{"kind":"split_scan","meta":{"num_load":9,"num_reduction":0,"num_store":1},"tiling_scores":[["x",512],["r0_",33075]],"signature":["ks0","ks1"],"reduction_hint":"OUTER_TINY","size_hints":[["x",16],["r0_",2048]],"n":1,"hash":"4577ce57a336cf7c"}
{"kind":"split_scan","meta":{"autotune_pointwise":false,"num_load":4,"num_reduction":2,"num_store":2,"add_persistent_rblock":true,"min_split_scan_rblock":512},"signature":["ks0"],"size_hints":[["x",8192],["r0_",131072]],"n":6,"hash":"6bec9ed692e10995"}
{"kind":"pointwise","meta":{"deterministic":false},"min_elem_per_thread":8,"tile_hint":"SQUARE","size_hints":[["y",128],["x",256]],"n":1,"hash":"8ed588af787b99a4"}
{"kind":"reduction","meta":{"max_autotune":true,"max_autotune_pointwise":true,"num_load":8,"num_reduction":1,"num_store":3},"signature":["ks0","ks1"],"reduction_hint":"OUTER_TINY","size_hints":[["x",128],["r0_",8192]],"n":5,"hash":"374342ed5434a1cf"}
{"kind":"pointwise","meta":{"max_autotune":false,"max_autotune_pointwise":false},"autotune_hints":["ONE_ELEMENT_PER_THREAD"],"tile_hint":"DEFAULT","size_hints":[["y",1024],["x",1024]],"n":8,"hash":"cf27143a82d7e738"}
{"kind":"persistent_reduction","meta":{"max_autotune_pointwise":true,"num_load":10,"num_reduction":1,"num_store":3,"RSPLIT_SIZE":256,"mix_order_reduction_allow_multi_stages":true},"tiling_scores":[["x",33075],["y",7],["r0_",512]],"reduction_hint":"INNER","size_hints":[["x",65536],["y",8],["r0_",32]],"n":3,"hash":"6f987462052d5014"}
{"kind":"reduction","meta":{"num_load":1,"num_reduction":0,"num_store":3},"signature":["ks0"],"reduction_hint":"DEFAULT","size_hints":[["x",16384],["r0_",64]],"n":5,"hash":"8e06ece2f6298d82"}
{"kind":"persistent_reduction","meta":{"max_autotune":false,"deterministic":true,"num_load":1,"num_reduction":0,"num_store":3,"add_persistent_rblock":true},"tiling_scores":[["x",512],["y",1],["r0_",7]],"native_matmul":true,"reduction_hint":"OUTER","size_hints":[["x",65536],["y",256],["r0_",2]],"n":1,"hash":"339167649436b4fa"}
{"kind":"persistent_reduction","meta":{"max_autotune":false,"num_load":6,"num_reduction":4,"num_store":1,"add_persistent_rblock":true},"size_hints":[["x",256],["r0_",128]],"combo":[{"heuristic":"persistent_reduction","size_hints":[["x",128],["r0_",256]],"tile_hint":null}],"n":1,"hash":"64f7ba90bf4ec5d7"}
{"kind":"reduction","meta":{"max_autotune":false,"autotune_pointwise":false,"deterministic":false,"num_load":10,"num_reduction":3,"num_store":2},"tiling_scores":[["x",1280],["y",1],["r0_",512]],"reduction_hint":"OUTER_TINY","size_hints":[["x",2],["y",2],["r0_",32]],"combo":[{"heuristic":"reduction","size_hints":[["x",8],["r0_",512]],"tile_hint":null},{"heuristic":"pointwise","size_hints":[["y",2],["x",128]],"tile_hint":"TileHint.SQUARE"}],"n":1,"hash":"625a9edbd4268f1c"}
{"kind":"cooperative_reduction","meta":{"autotune_pointwise":true,"deterministic":true,"num_load":5,"num_reduction":0,"num_store":3,"no_x_dim":true,"persistent_reduction":false},"signature":["ks0","ks1"],"reduction_hint":"DEFAULT","size_hints":[["x",128],["r0_",1]],"error":"AssertionError","n":0,"hash":"e3b0c44298fc1c14"}
{"kind":"pointwise","size_hints":[["x",512]],"n":2,"hash":"1b2cc4dbebb9680d"}
{"kind":"reduction","meta":{"max_autotune":false,"num_load":5,"num_reduction":4,"num_store":2},"tiling_scores":[["x",1280],["r0_",7]],"signature":["ks0","ks1"],"reduction_hint":"INNER","size_hints":[["x",32],["r0_",1]],"n":1,"hash":"32dc5217464809b3"}
{"kind":"split_scan","meta":{"max_autotune":true,"max_autotune_pointwise":true,"num_load":6,"num_reduction":1,"num_store":2},"tiling_scores":[["x",1280],["r0_",0]],"reduction_hint":"OUTER_TINY","size_hints":[["x",128],["r0_",16384]],"n":5,"hash":"e6babc3f386bbbc0"}
{"kind":"pointwise","tile_hint":"DEFAULT","size_hints":[["y",64],["x",1024]],"n":5,"hash":"1566c3eabe3e5bcd"}
{"kind":"pointwise","meta":{"max_autotune_pointwise":false,"autotune_pointwise":false},"size_hints":[["z",128],["y",512],["x",4096]],"n":1,"hash":"3b2d68db785bf5a4"}
{"kind":"reduction","meta":{"max_autotune":false,"num_load":3,"num_reduction":4,"num_store":0,"no_x_dim":true},"tiling_scores":[["x",0],["r0_",1280]],"reduction_hint":"DEFAULT","size_hints":[["x",16384],["r0_",2]],"n":2,"hash":"c2be4179a627d7ee"}
{"kind":"cooperative_reduction","meta":{"max_autotune":true,"autotune_pointwise":true,"num_load":7,"num_reduction":0,"num_store":0,"persistent_reduction":true},"native_matmul":true,"reduction_hint":"OUTER","size_hints":[["x",4],["r0_",16384]],"error":"NotImplementedError","n":0,"hash":"e3b0c44298fc1c14"}
{"kind":"split_scan","meta":{"num_load":11,"num_reduction":3,"num_store":1,"add_persistent_rblock":true,"no_x_dim":true,"min_split_scan_rblock":64},"tiling_scores":[["x",0],["r0_",0]],"signature":["ks0"],"native_matmul":true,"size_hints":[["x",2],["r0_",262144]],"error":"NotImplementedError","n":0,"hash":"e3b0c44298fc1c14"}
{"kind":"split_scan","meta":{"max_autotune_pointwise":true,"num_load":9,"num_reduction":1,"num_store":2},"tiling_scores":[["x",33075],["r0_",0]],"reduction_hint":"DEFAULT","size_hints":[["x",32],["r0_",1024]],"n":6,"hash":"5df3115becb4381b"}
{"kind":"persistent_reduction","meta":{"num_load":4,"num_reduction":1,"num_store":0},"tiling_scores":[["x",33075],["r0_",33075]],"signature":["ks0","ks1"],"reduction_hint":"INNER","size_hints":[["x",512],["r0_",8]],"n":4,"hash":"ec7c98dadee3d6e3"}
{"kind":"reduction","meta":{"autotune_pointwise":false,"deterministic":true,"num_load":2,"num_reduction":2,"num_store":1},"reduction_hint":"OUTER","size_hints":[["x",32],["r0_",2048]],"n":1,"hash":"9857833bebdc2493"}
{"kind":"split_scan","meta":{"num_load":11,"num_reduction":1,"num_store":2,"min_split_scan_rblock":64},"native_matmul":true,"reduction_hint":"DEFAULT","size_hints":[["x",512],["r0_",64]],"error":"NotImplementedError","n":0,"hash":"e3b0c44298fc1c14"}
{"kind":"pointwise","meta":{"max_autotune_pointwise":false,"deterministic":true,"tma_min_block_sizes":null},"tma_min_block_sizes":{"XBLOCK":64},"size_hints":[["x",131072]],"n":3,"hash":"42a8c0f0759f8f98"}
{"kind":"reduction","meta":{"deterministic":false,"num_load":3,"num_reduction":1,"num_store":1},"tiling_scores":[["x",0],["r0_",33075],["r1_",0]],"signature":["ks0"],"reduction_hint":"INNER","size_hints":[["x",1],["r0_",2],["r1_",4]],"n":1,"hash":"245d6d5302985933"}
{"kind":"reduction","meta":{"num_load":11,"num_reduction":2,"num_store":2},"signature":["ks0"],"reduction_hint":"INNER","size_hints":[["x",8192],["r0_",2048]],"combo":[{"heuristic":"pointwise","size_hints":[["y",8],["x",2]],"tile_hint":"TileHint.SQUARE"},{"heuristic":"reduction","size_hints":[["x",4096],["r0_",32768]],"tile_hint":null},{"heuristic":"persistent_reduction","size_hints":[["x",32],["r0_",4]],"tile_hint":null}],"n":3,"hash":"8ff189abb4d0648d"}
{"kind":"pointwise","meta":{"max_autotune_pointwise":false,"autotune_pointwise":false,"deterministic":true},"autotune_hints":["ONE_ELEMENT_PER_THREAD"],"min_elem_per_thread":1,"size_hints":[["x",131072]],"n":1,"hash":"3375572b91083127"}
{"kind":"pointwise","autotune_hints":["ONE_ELEMENT_PER_THREAD"],"size_hints":[["z",512],["y",512],["x",32]],"n":1,"hash":"3b2d68db785bf5a4"}
{"kind":"persistent_reduction","meta":{"max_autotune":false,"num_load":10,"num_reduction":2,"num_store":2},"tiling_scores":[["x",0],["y",512],["r0_",512]],"reduction_hint":"INNER","size_hints":[["x",32],["y",64],["r0_",1]],"n":4,"hash":"2560c9c480cb62b1"}
{"kind":"persistent_reduction","meta":{"num_load":2,"num_reduction":4,"num_store":0,"add_persistent_rblock":true},"tiling_scores":[["x",7],["r0_",1280]],"reduction_hint":"DEFAULT","size_hints":[["x",2048],["r0_",4096]],"n":1,"hash":"e73e9bfafafce56e"}
{"kind":"reduction","meta":{"max_autotune_pointwise":true,"deterministic":true,"num_load":2,"num_reduction":1,"num_store":1},"signature":["ks0"],"size_hints":[["x",1024],["r0_",4]],"n":1,"hash":"e6da930f664891c9"}
{"kind":"pointwise","meta":{"max_autotune":false,"max_autotune_pointwise":true,"autotune_pointwise":true},"autotune_hints":["ONE_ELEMENT_PER_THREAD"],"min_elem_per_thread":1,"tile_hint":"SQUARE","size_hints":[["y",64],["x",32]],"n":8,"hash":"0d67c75fce8830b0"}
{"kind":"pointwise","min_elem_per_thread":4,"tile_hint":"DEFAULT","size_hints":[["y",2],["x",2]],"n":1,"hash":"9a6d4cc22d5144d8"}
{"kind":"persistent_reduction","meta":{"num_load":10,"num_reduction":1,"num_store":0},"tiling_scores":[["x",512],["y",512],["r0_",7]],"reduction_hint":"OUTER","size_hints":[["x",2],["y",8],["r0_",1]],"n":3,"hash":"eb4c41e341b23878"}
{"kind":"pointwise","meta":{"tma_min_block_sizes":null},"tma_min_block_sizes":{"XBLOCK":16},"tile_hint":"SQUARE","size_hints":[["y",32],["x",4096]],"n":2,"hash":"e5ee1bd01bb3bff5"}
{"kind":"pointwise","meta":{"max_autotune":false,"max_autotune_pointwise":false},"size_hints":[["x",8192]],"n":2,"hash":"1b2cc4dbebb9680d"}
{"kind":"pointwise","autotune_hints":["ONE_ELEMENT_PER_THREAD"],"tile_hint":"SQUARE","size_hints":[["y",2048],["x",2]],"n":1,"hash":"2427345df3071106"}
{"kind":"cooperative_reduction","meta":{"max_autotune_pointwise":true,"deterministic":true,"num_load":10,"num_reduction":2,"num_store":2,"persistent_reduction":false},"tiling_scores":[["x",7],["r0_",33075]],"reduction_hint":"DEFAULT","size_hints":[["x",65536],["r0_",8192]],"n":1,"hash":"6fce13757424fe54"}
{"kind":"persistent_reduction","meta":{"max_autotune":true,"num_load":11,"num_reduction":1,"num_store":1},"tiling_scores":[["x",33075],["r0_",512],["r1_",512]],"size_hints":[["x",16384],["r0_",1024],["r1_",128]],"n":1,"hash":"cab6e756cfb9fa24"}
{"kind":"reduction","meta":{"num_load":0,"num_reduction":2,"num_store":2},"tiling_scores":[["x",7],["r0_",7]],"reduction_hint":"DEFAULT","size_hints":[["x",32],["r0_",2048]],"n":6,"hash":"f52adc7acc33204e"}
{"kind":"reduction","meta":{"max_autotune_pointwise":false,"num_load":5,"num_reduction":4,"num_store":0,"no_x_dim":true},"signature":["ks0"],"size_hints":[["x",4096],["r0_",2048]],"n":4,"hash":"89f9e3daf8c688e0"}
{"kind":"pointwise","meta":{"autotune_pointwise":false},"size_hints":[["x",1024]],"combo":[{"heuristic":"persistent_reduction","size_hints":[["x",1024],["r0_",256]],"tile_hint":null},{"heuristic":"reduction","size_hints":[["x",1024],["r0_",4]],"tile_hint":null},{"heuristic":"pointwise","size_hints":[["y",16384],["x",2048]],"tile_hint":"TileHint.SQUARE"}],"n":2,"hash":"efa06bcf16d18430"}
{"kind":"reduction","meta":{"num_load":4,"num_reduction":3,"num_store":1},"tiling_scores":[["x",1],["y",512],["r0_",512]],"reduction_hint":"INNER","size_hints":[["x",4],["y",64],["r0_",16384]],"n":4,"hash":"04f404ae19d053bf"}
{"kind":"pointwise","meta":{"autotune_pointwise":false},"autotune_hints":["ONE_ELEMENT_PER_THREAD"],"size_hints":[["z",8],["y",2],["x",1]],"n":1,"hash":"3e667ba16488e5d8"}
{"kind":"pointwise","meta":{"max_autotune":true,"autotune_pointwise":true},"tile_hint":"SQUARE","size_hints":[["y",256],["x",4096]],"combo":[{"heuristic":"reduction","size_hints":[["x",16],["r0_",256]],"tile_hint":null},{"heuristic":"persistent_reduction","size_hints":[["x",2],["r0_",512]],"tile_hint":null},{"heuristic":"pointwise","size_hints":[["y",16384],["x",4]],"tile_hint":"TileHint.SQUARE"}],"n":1,"hash":"25086e80b044d7d6"}
{"kind":"pointwise","min_elem_per_thread":4,"size_hints":[["x",1]],"n":1,"hash":"2e56ed1bf3c6a615"}
{"kind":"reduction","meta":{"num_load":3,"num_reduction":3,"num_store":0,"no_x_dim":true},"tiling_scores":[["x",7],["y",1],["r0_",7]],"native_matmul":true,"reduction_hint":"OUTER_TINY","size_hints":[["x",128],["y",16],["r0_",32]],"n":19,"hash":"2e4d56b7f7b0574e"}
{"kind":"persistent_reduction","meta":{"deterministic":true,"num_load":3,"num_reduction":3,"num_store":0},"reduction_hint":"INNER","size_hints":[["x",512],["r0_",4096]],"n":1,"hash":"e73e9bfafafce56e"}
{"kind":"pointwise","meta":{"max_autotune":false,"deterministic":true},"autotune_hints":["ONE_ELEMENT_PER_THREAD"],"size_hints":[["x",65536]],"combo":[{"heuristic":"reduction","size_hints":[["x",1024],["r0_",65536]],"tile_hint":null}],"n":1,"hash":"fb2c2c5611f30b1f"}
{"kind":"split_scan","meta":{"autotune_pointwise":true,"deterministic":false,"num_load":0,"num_reduction":3,"num_store":0},"native_matmul":true,"size_hints":[["x",128],["r0_",262144]],"error":"NotImplementedError","n":0,"hash":"e3b0c44298fc1c14"}
{"kind":"persistent_reduction","meta":{"deterministic":false,"num_load":1,"num_reduction":3,"num_store":1,"no_x_dim":true},"tiling_scores":[["x",1],["y",33075],["r0_",0]],"reduction_hint":"INNER","size_hints":[["x",1],["y",16],["r0_",1]],"n":3,"hash":"6ee4f92a0235c7a4"}
{"kind":"pointwise","meta":{"max_autotune":true,"autotune_pointwise":false,"deterministic":true},"autotune_hints":["ONE_ELEMENT_PER_THREAD"],"size_hints":[["x",512]],"n":3,"hash":"9236e416ca8ed1ae"}
{"kind":"persistent_reduction","meta":{"deterministic":true,"num_load":10,"num_reduction":4,"num_store":0},"tiling_scores":[["x",7],["r0_",33075]],"reduction_hint":"INNER","size_hints":[["x",32768],["r0_",128]],"n":1,"hash":"11afa9380ae5d407"}
{"kind":"persistent_reduction","meta":{"max_autotune_pointwise":false,"autotune_pointwise":false,"deterministic":false,"num_load":12,"num_reduction":3,"num_store":2},"signature":["ks0","ks1"],"reduction_hint":"DEFAULT","size_hints":[["x",1],["r0_",2],["r1_",8]],"combo":[{"heuristic":"persistent_reduction","size_hints":[["x",16384],["r0_",32]],"tile_hint":null}],"n":1,"hash":"64f7ba90bf4ec5d7"}
{"kind":"reduction","meta":{"autotune_pointwise":true,"num_load":4,"num_reduction":0,"num_store":2},"tiling_scores":[["x",512],["r0_",1]],"native_matmul":true,"reduction_hint":"DEFAULT","size_hints":[["x",256],["r0_",8192]],"error":"NotImplementedError","n":0,"hash":"e3b0c44298fc1c14"}
{"kind":"cooperative_reduction","meta":{"max_autotune":false,"num_load":5,"num_reduction":4,"num_store":0,"persistent_reduction":false},"reduction_hint":"DEFAULT","size_hints":[["x",2],["r0_",131072]],"n":5,"hash":"4400be2a1cc78443"}
{"kind":"reduction","meta":{"deterministic":true,"num_load":7,"num_reduction":4,"num_store":0,"no_x_dim":true},"reduction_hint":"DEFAULT","size_hints":[["x",16],["r0_",64]],"n":1,"hash":"5391b42b11b93f93"}
{"kind":"split_scan","meta":{"autotune_pointwise":true,"deterministic":false,"num_load":5,"num_reduction":4,"num_store":2},"tiling_scores":[["x",1280],["r0_",1]],"reduction_hint":"OUTER_TINY","size_hints":[["x",128],["r0_",32768]],"n":1,"hash":"4577ce57a336cf7c"}
{"kind":"persistent_reduction","meta":{"max_autotune_pointwise":false,"num_load":0,"num_reduction":1,"num_store":3},"signature":["ks0"],"reduction_hint":"INNER","size_hints":[["x",32768],["r0_",64]],"n":3,"hash":"b14aec259222f7b4"}
{"kind":"pointwise","meta":{"max_autotune_pointwise":true,"autotune_pointwise":true,"deterministic":false,"tma_min_block_sizes":null},"tma_min_block_sizes":{"XBLOCK":64},"tile_hint":"DEFAULT","size_hints":[["y",128],["x",2048]],"n":4,"hash":"db4dd6ca10d74e9a"}
{"kind":"pointwise","meta":{"max_autotune_pointwise":true,"autotune_pointwise":true},"size_hints":[["z",32],["y",64],["x",512]],"n":7,"hash":"e2958dbf96fa14bb"}
{"kind":"reduction","meta":{"max_autotune":false,"autotune_pointwise":false,"deterministic":false,"num_load":11,"num_reduction":3,"num_store":0},"tiling_scores":[["x",7],["r0_",0]],"signature":["ks0","ks1"],"size_hints":[["x",4],["r0_",32]],"combo":[{"heuristic":"reduction","size_hints":[["x",2048],["r0_",1]],"tile_hint":null},{"heuristic":"reduction","size_hints":[["x",16384],["r0_",8]],"tile_hint":null}],"n":1,"hash":"07e00e74ecd52a25"}
{"kind":"persistent_reduction","meta":{"max_autotune":true,"max_autotune_pointwise":true,"autotune_pointwise":false,"deterministic":false,"num_load":2,"num_reduction":1,"num_store":0},"signature":["ks0","ks1"],"reduction_hint":"INNER","size_hints":[["x",2048],["r0_",8]],"n":4,"hash":"ec7c98dadee3d6e3"}
{"kind":"pointwise","autotune_hints":["ONE_ELEMENT_PER_THREAD"],"tile_hint":"SQUARE","size_hints":[["y",1024],["x",4]],"combo":[{"heuristic":"reduction","size_hints":[["x",4],["r0_",8]],"tile_hint":null},{"heuristic":"persistent_reduction","size_hints":[["x",32],["r0_",256]],"tile_hint":null},{"heuristic":"pointwise","size_hints":[["y",8],["x",256]],"tile_hint":"TileHint.SQUARE"}],"n":2,"hash":"ee8224e426875790"}
{"kind":"pointwise","meta":{"autotune_pointwise":true},"min_elem_per_thread":1,"tile_hint":"SQUARE","size_hints":[["y",1024],["x",128]],"combo":[{"heuristic":"pointwise","size_hints":[["x",8]],"tile_hint":"TileHint.DEFAULT"},{"heuristic":"persistent_reduction","size_hints":[["x",2048],["r0_",512]],"tile_hint":null},{"heuristic":"reduction","size_hints":[["x",1024],["r0_",8]],"tile_hint":null}],"n":3,"hash":"d409f17d31e8390e"}
{"kind":"reduction","meta":{"max_autotune":false,"num_load":1,"num_reduction":3,"num_store":2},"tiling_scores":[["x",1],["r0_",0]],"signature":["ks0"],"reduction_hint":"OUTER","size_hints":[["x",2],["r0_",16]],"n":1,"hash":"336869f4bd93180c"}
{"kind":"split_scan","meta":{"max_autotune":true,"deterministic":true,"num_load":3,"num_reduction":2,"num_store":1},"tiling_scores":[["x",1],["r0_",1280]],"signature":["ks0"],"reduction_hint":"DEFAULT","size_hints":[["x",16384],["r0_",2]],"n":1,"hash":"fd08698cebb84949"}
{"kind":"persistent_reduction","meta":{"max_autotune_pointwise":true,"num_load":4,"num_reduction":1,"num_store":0},"tiling_scores":[["x",33075],["r0_",1280]],"signature":["ks0","ks1"],"size_hints":[["x",1024],["r0_",128]],"n":3,"hash":"22b8c9e89632e668"}
{"kind":"persistent_reduction","meta":{"max_autotune":true,"autotune_pointwise":false,"deterministic":false,"num_load":2,"num_reduction":2,"num_store":0,"add_persistent_rblock":true},"tiling_scores":[["x",512],["r0_",1280]],"signature":["ks0","ks1"],"reduction_hint":"INNER","size_hints":[["x",256],["r0_",2048]],"n":1,"hash":"e73e9bfafafce56e"}
{"kind":"pointwise","meta":{"max_autotune_pointwise":false,"deterministic":false},"autotune_hints":["ONE_ELEMENT_PER_THREAD"],"min_elem_per_thread":1,"size_hints":[["x",256]],"combo":[{"heuristic":"persistent_reduction","size_hints":[["x",1],["r0_",128]],"tile_hint":null},{"heuristic":"pointwise","size_hints":[["x",16]],"tile_hint":"TileHint.DEFAULT"}],"n":2,"hash":"d6d96e64fdededaa"}
{"kind":"pointwise","autotune_hints":["ONE_ELEMENT_PER_THREAD"],"size_hints":[["z",16],["y",128],["x",1]],"n":1,"hash":"d67b8a545fc33dee"}
{"kind":"pointwise","meta":{"max_autotune_pointwise":true},"min_elem_per_thread":8,"tile_hint":"SQUARE","size_hints":[["y",1],["x",256]],"n":1,"hash":"26daacd31b2dcf85"}
{"kind":"reduction","meta":{"max_autotune":false,"autotune_pointwise":false,"num_load":9,"num_reduction":4,"num_store":0},"tiling_scores":[["x",0],["r0_",7],["r1_",7]],"reduction_hint":"DEFAULT","size_hints":[["x",1],["r0_",64],["r1_",16]],"n":4,"hash":"cdd894c511fb1365"}
{"kind":"reduction","meta":{"autotune_pointwise":false,"num_load":6,"num_reduction":0,"num_store":2},"tiling_scores":[["x",1],["r0_",0]],"reduction_hint":"OUTER","size_hints":[["x",1024],["r0_",64]],"n":1,"hash":"d5d2e64ea18f38cb"}
{"kind":"persistent_reduction","meta":{"num_load":10,"num_reduction":4,"num_store":2,"RSPLIT_SIZE":16,"mix_order_reduction_allow_multi_stages":false},"reduction_hint":"INNER","size_hints":[["x",32768],["r0_",128]],"n":1,"hash":"3a2a7410c36a9653"}
{"kind":"reduction","meta":{"max_autotune":true,"max_autotune_pointwise":true,"num_load":7,"num_reduction":4,"num_store":1},"tiling_scores":[["x",1280],["r0_",1]],"reduction_hint":"INNER","size_hints":[["x",32],["r0_",4]],"n":4,"hash":"a8a6a800e6dbcb23"}
{"kind":"split_scan","meta":{"deterministic":true,"num_load":11,"num_reduction":2,"num_store":3,"min_split_scan_rblock":256},"size_hints":[["x",64],["r0_",16]],"n":1,"hash":"25e68907468883f0"}
{"kind":"split_scan","meta":{"num_load":3,"num_reduction":2,"num_store":2},"tiling_scores":[["x",7],["r0_",1]],"signature":["ks0"],"reduction_hint":"OUTER","size_hints":[["x",1],["r0_",16384]],"n":1,"hash":"3eb0d73528a5cbc5"}
{"kind":"pointwise","min_elem_per_thread":2,"size_hints":[["z",1],["y",256],["x",256]],"combo":[{"heuristic":"persistent_reduction","size_hints":[["x",256],["r0_",16]],"tile_hint":null}],"n":1,"hash":"64f7ba90bf4ec5d7"}
{"kind":"cooperative_reduction","meta":{"num_load":4,"num_reduction":1,"num_store":3,"add_persistent_rblock":true,"persistent_reduction":true},"reduction_hint":"DEFAULT","size_hints":[["x",512],["r0_",1024]],"n":1,"hash":"32deea579b3bcfa2"}
{"kind":"cooperative_reduction","meta":{"max_autotune":false,"deterministic":false,"num_load":4,"num_reduction":2,"num_store":2,"persistent_reduction":true},"tiling_scores":[["x",1280],["r0_",1280]],"signature":["ks0","ks1"],"reduction_hint":"DEFAULT","size_hints":[["x",4096],["r0_",16]],"n":4,"hash":"123f045d3c6ae181"}
{"kind":"split_scan","meta":{"max_autotune_pointwise":false,"deterministic":false,"num_load":9,"num_reduction":1,"num_store":2,"add_persistent_rblock":true,"min_split_scan_rblock":512},"tiling_scores":[["x",512],["r0_",0]],"reduction_hint":"OUTER_TINY","size_hints":[["x",65536],["r0_",32]],"n":1,"hash":"55c67204352a14cb"}
{"kind":"split_scan","meta":{"num_load":6,"num_reduction":3,"num_store":2,"no_x_dim":true,"min_split_scan_rblock":256},"tiling_scores":[["x",33075],["r0_",7]],"signature":["ks0"],"reduction_hint":"DEFAULT","size_hints":[["x",16],["r0_",262144]],"n":4,"hash":"8c015797968f4610"}
{"kind":"split_scan","meta":{"max_autotune_pointwise":true,"num_load":9,"num_reduction":2,"num_store":0,"min_split_scan_rblock":256},"tiling_scores":[["x",7],["r0_",7]],"size_hints":[["x",32768],["r0_",8192]],"n":5,"hash":"254dd32601da4eae"}
{"kind":"split_scan","meta":{"autotune_pointwise":true,"num_load":3,"num_reduction":3,"num_store":1,"add_persistent_rblock":true},"tiling_scores":[["x",1280],["r0_",1280]],"size_hints":[["x",32],["r0_",8192]],"n":6,"hash":"2ec4a0e390c2ccd6"}
{"kind":"pointwise","meta":{"deterministic":true},"size_hints":[["x",8]],"n":1,"hash":"3b80949c4b99941a"}
{"kind":"split_scan","meta":{"num_load":9,"num_reduction":1,"num_store":3,"add_persistent_rblock":true,"min_split_scan_rblock":64},"reduction_hint":"OUTER","size_hints":[["x",64],["r0_",256]],"n":1,"hash":"9857833bebdc2493"}
{"kind":"split_scan","meta":{"num_load":10,"num_reduction":4,"num_store":2,"no_x_dim":true},"tiling_scores":[["x",1],["r0_",7]],"reduction_hint":"INNER","size_hints":[["x",32],["r0_",8192]],"n":1,"hash":"4577ce57a336cf7c"}
{"kind":"pointwise","meta":{"deterministic":false,"tma_min_block_sizes":null},"autotune_hints":["ONE_ELEMENT_PER_THREAD"],"tma_min_block_sizes":{"XBLOCK":4},"size_hints":[["z",256],["y",256],["x",64]],"n":2,"hash":"e80b1da53996b3fb"}
{"kind":"pointwise","meta":{"max_autotune":false,"max_autotune_pointwise":true},"tile_hint":"DEFAULT","size_hints":[["y",1024],["x",8]],"n":4,"hash":"5be75fe33a00e853"}
{"kind":"persistent_reduction","meta":{"num_load":12,"num_reduction":1,"num_store":0,"add_persistent_rblock":true},"tiling_scores":[["x",7],["r0_",512],["r1_",1]],"reduction_hint":"INNER","size_hints":[["x",65536],["r0_",4096],["r1_",2]],"n":1,"hash":"e73e9bfafafce56e"}
{"kind":"reduction","meta":{"max_autotune_pointwise":true,"num_load":3,"num_reduction":3,"num_store":2,"no_x_dim":true},"tiling_scores":[["x",512],["r0_",0]],"reduction_hint":"DEFAULT","size_hints":[["x",4],["r0_",16]],"combo":[{"heuristic":"reduction","size_hints":[["x",16],["r0_",128]],"tile_hint":null}],"n":1,"hash":"c718628d7a22ca4a"}
{"kind":"split_scan","meta":{"max_autotune_pointwise":true,"num_load":5,"num_reduction":2,"num_store":1},"signature":["ks0","ks1"],"reduction_hint":"OUTER","size_hints":[["x",4],["r0_",128]],"n":4,"hash":"62ddc421b0742e5e"}
{"kind":"persistent_reduction","meta":{"num_load":5,"num_reduction":4,"num_store":1,"no_x_dim":true},"tiling_scores":[["x",1280],["r0_",1],["r1_",1]],"size_hints":[["x",32768],["r0_",16],["r1_",2]],"n":1,"hash":"6d2886d14386c8b6"}
{"kind":"persistent_reduction","meta":{"max_autotune":false,"max_autotune_pointwise":true,"num_load":3,"num_reduction":0,"num_store":0},"signature":["ks0"],"native_matmul":true,"reduction_hint":"OUTER_TINY","size_hints":[["x",2048],["r0_",256]],"error":"NotImplementedError","n":0,"hash":"e3b0c44298fc1c14"}
{"kind":"persistent_reduction","meta":{"num_load":2,"num_reduction":0,"num_store":2},"reduction_hint":"OUTER_TINY","size_hints":[["x",65536],["r0_",1024]],"n":1,"hash":"e73e9bfafafce56e"}
{"kind":"persistent_reduction","meta":{"autotune_pointwise":true,"num_load":6,"num_reduction":0,"num_store":1,"no_x_dim":true},"tiling_scores":[["x",7],["r0_",1]],"reduction_hint":"INNER","size_hints":[["x",64],["r0_",2]],"n":1,"hash":"6d2886d14386c8b6"}
{"kind":"cooperative_reduction","meta":{"num_load":5,"num_reduction":0,"num_store":0,"persistent_reduction":false},"signature":["ks0"],"size_hints":[["x",512],["r0_",2048]],"n":6,"hash":"10940abd85618344"}
{"kind":"pointwise","meta":{"max_autotune_pointwise":false,"deterministic":false},"min_elem_per_thread":1,"tile_hint":"SQUARE","size_hints":[["y",256],["x",512]],"n":1,"hash":"8ed588af787b99a4"}
{"kind":"reduction","meta":{"num_load":0,"num_reduction":1,"num_store":3},"size_hints":[["x",16],["r0_",131072],["r1_",4]],"n":5,"hash":"2c767f9ab109cff2"}
{"kind":"split_scan","meta":{"num_load":4,"num_reduction":1,"num_store":0,"add_persistent_rblock":true},"tiling_scores":[["x",7],["r0_",512]],"signature":["ks0","ks1"],"size_hints":[["x",256],["r0_",4096]],"n":6,"hash":"972442b47f05a363"}
{"kind":"reduction","meta":{"max_autotune":false,"max_autotune_pointwise":false,"deterministic":false,"num_load":3,"num_reduction":2,"num_store":0},"tiling_scores":[["x",1280],["y",512],["r0_",1]],"size_hints":[["x",512],["y",8],["r0_",32]],"n":5,"hash":"e65f422172a14742"}
{"kind":"reduction","meta":{"max_autotune":true,"autotune_pointwise":true,"num_load":11,"num_reduction":2,"num_store":3,"add_persistent_rblock":true},"reduction_hint":"INNER","size_hints":[["x",4],["r0_",2048]],"n":6,"hash":"574ab989eb87cac9"}
{"kind":"pointwise","meta":{"max_autotune":false,"autotune_pointwise":false},"min_elem_per_thread":8,"size_hints":[["z",64],["y",2048],["x",32]],"n":1,"hash":"3b2d68db785bf5a4"}
{"kind":"reduction","meta":{"max_autotune":false,"num_load":1,"num_reduction":1,"num_store":0},"tiling_scores":[["x",512],["r0_",1]],"reduction_hint":"OUTER","size_hints":[["x",32768],["r0_",512]],"n":1,"hash":"4cc630507a8697bc"}
{"kind":"pointwise","meta":{"max_autotune":false},"min_elem_per_thread":2,"tile_hint":"DEFAULT","size_hints":[["y",64],["x",1024]],"n":5,"hash":"1566c3eabe3e5bcd"}
{"kind":"reduction","meta":{"max_autotune":true,"num_load":3,"num_reduction":3,"num_store":3,"no_x_dim":true},"tiling_scores":[["x",1],["r0_",7],["r1_",1280]],"reduction_hint":"INNER","size_hints":[["x",4],["r0_",8],["r1_",64]],"n":3,"hash":"538871a3626f7439"}
{"kind":"persistent_reduction","meta":{"max_autotune":true,"autotune_pointwise":false,"deterministic":false,"num_load":2,"num_reduction":2,"num_store":0},"tiling_scores":[["x",33075],["y",0],["r0_",1280]],"signature":["ks0"],"reduction_hint":"DEFAULT","size_hints":[["x",1024],["y",2],["r0_",4096]],"n":1,"hash":"ccdc7189f28c027b"}
{"kind":"pointwise","meta":{"max_autotune_pointwise":false},"tile_hint":"SQUARE","size_hints":[["y",4],["x",128]],"n":1,"hash":"407b4ae7e30161ad"}
{"kind":"pointwise","size_hints":[["x",524288]],"n":2,"hash":"3ca5c3e34d35093f"}
{"kind":"persistent_reduction","meta":{"num_load":10,"num_reduction":0,"num_store":1,"no_x_dim":true},"tiling_scores":[["x",33075],["r0_",512]],"size_hints":[["x",8192],["r0_",1024]],"n":1,"hash":"e73e9bfafafce56e"}
{"kind":"reduction","meta":{"autotune_pointwise":true,"num_load":3,"num_reduction":2,"num_store":0},"tiling_scores":[["x",1],["y",1280],["r0_",33075]],"reduction_hint":"INNER","size_hints":[["x",4096],["y",8],["r0_",1]],"n":4,"hash":"0baef89f6e6aa226"}
{"kind":"pointwise","autotune_hints":["ONE_ELEMENT_PER_THREAD"],"size_hints":[["x",32]],"n":1,"hash":"7b7980758c0c2ffb"}
{"kind":"pointwise","autotune_hints":["ONE_ELEMENT_PER_THREAD"],"tile_hint":"SQUARE","size_hints":[["y",8],["x",16]],"combo":[{"heuristic":"persistent_reduction","size_hints":[["x",512],["r0_",1]],"tile_hint":null},{"heuristic":"pointwise","size_hints":[["y",4],["x",4096]],"tile_hint":"TileHint.SQUARE"}],"n":2,"hash":"d011310823b14c35"}
{"kind":"reduction","meta":{"max_autotune":true,"num_load":6,"num_reduction":0,"num_store":1},"signature":["ks0","ks1"],"reduction_hint":"OUTER","size_hints":[["x",32768],["r0_",2048]],"n":6,"hash":"9cab2cb4cf35bf0f"}
{"kind":"pointwise","meta":{"max_autotune_pointwise":true},"tile_hint":"SQUARE","size_hints":[["y",4],["x",128]],"n":4,"hash":"da00daa52f808776"}
{"kind":"cooperative_reduction","meta":{"max_autotune":false,"deterministic":true,"num_load":7,"num_reduction":0,"num_store":0,"add_persistent_rblock":true,"persistent_reduction":false},"tiling_scores":[["x",0],["r0_",7]],"signature":["ks0","ks1"],"size_hints":[["x",128],["r0_",1]],"n":1,"hash":"e71d432203a361c4"}
{"kind":"reduction","meta":{"num_load":5,"num_reduction":1,"num_store":3},"signature":["ks0"],"reduction_hint":"INNER","size_hints":[["x",1],["r0_",512]],"n":1,"hash":"73c5600677e0ac45"}
{"kind":"cooperative_reduction","meta":{"autotune_pointwise":false,"num_load":8,"num_reduction":0,"num_store":2,"persistent_reduction":false},"tiling_scores":[["x",1],["r0_",7]],"signature":["ks0"],"size_hints":[["x",64],["r0_",16384]],"n":5,"hash":"63612716a30cb80b"}
{"kind":"reduction","meta":{"deterministic":false,"num_load":0,"num_reduction":1,"num_store":3},"reduction_hint":"OUTER","size_hints":[["x",512],["r0_",131072]],"n":1,"hash":"a04f35cb0fcefcfb"}
{"kind":"pointwise","autotune_hints":["ONE_ELEMENT_PER_THREAD"],"size_hints":[["x",262144]],"n":3,"hash":"5eaf204dfab69df9"}
{"kind":"reduction","meta":{"num_load":12,"num_reduction":1,"num_store":0},"tiling_scores":[["x",7],["r0_",33075]],"signature":["ks0","ks1"],"reduction_hint":"OUTER","size_hints":[["x",4],["r0_",16]],"n":1,"hash":"336869f4bd93180c"}
{"kind":"reduction","meta":{"num_load":2,"num_reduction":1,"num_store":1},"tiling_scores":[["x",33075],["r0_",512]],"reduction_hint":"OUTER_TINY","size_hints":[["x",1024],["r0_",4096]],"n":1,"hash":"4577ce57a336cf7c"}
{"kind":"pointwise","meta":{"tma_min_block_sizes":null},"tma_min_block_sizes":{"XBLOCK":4},"tile_hint":"SQUARE","size_hints":[["y",16],["x",64]],"n":2,"hash":"923e545b86886c7e"}
{"kind":"reduction","meta":{"num_load":5,"num_reduction":1,"num_store":2},"reduction_hint":"DEFAULT","size_hints":[["x",16384],["r0_",1]],"combo":[{"heuristic":"reduction","size_hints":[["x",128],["r0_",1]],"tile_hint":null}],"n":1,"hash":"391ab31778d41666"}
{"kind":"persistent_reduction","meta":{"max_autotune":false,"deterministic":false,"num_load":0,"num_reduction":0,"num_store":0},"signature":["ks0"],"size_hints":[["x",1024],["r0_",256]],"combo":[{"heuristic":"pointwise","size_hints":[["x",1]],"tile_hint":"TileHint.DEFAULT"},{"heuristic":"reduction","size_hints":[["x",256],["r0_",512]],"tile_hint":null}],"n":2,"hash":"1e6ef33ed6c0ff16"}
{"kind":"reduction","meta":{"max_autotune_pointwise":true,"num_load":6,"num_reduction":0,"num_store":0},"reduction_hint":"INNER","size_hints":[["x",16],["r0_",1]],"n":4,"hash":"d39794211a173328"}
{"kind":"pointwise","meta":{"max_autotune":true},"autotune_hints":["ONE_ELEMENT_PER_THREAD"],"min_elem_per_thread":2,"tile_hint":"SQUARE","size_hints":[["y",8],["x",512]],"n":6,"hash":"83898747d5944418"}
{"kind":"reduction","meta":{"num_load":10,"num_reduction":4,"num_store":2},"tiling_scores":[["x",1],["y",33075],["r0_",1280]],"reduction_hint":"OUTER","size_hints":[["x",1],["y",1024],["r0_",16384]],"n":4,"hash":"793570c58874cb21"}
{"kind":"split_scan","meta":{"num_load":2,"num_reduction":2,"num_store":0,"add_persistent_rblock":true,"min_split_scan_rblock":512},"reduction_hint":"OUTER_TINY","size_hints":[["x",4],["r0_",16384]],"n":2,"hash":"d9f8421e5fbe5675"}
{"kind":"pointwise","meta":{"autotune_pointwise":false,"deterministic":false},"tile_hint":"DEFAULT","size_hints":[["y",2048],["x",1024]],"n":1,"hash":"8ed588af787b99a4"}
{"kind":"pointwise","tile_hint":"SQUARE","size_hints":[["y",4096],["x",128]],"n":1,"hash":"8ed588af787b99a4"}
{"kind":"reduction","meta":{"max_autotune_pointwise":false,"autotune_pointwise":false,"num_load":3,"num_reduction":4,"num_store":3},"tiling_scores":[["x",512],["r0_",33075]],"signature":["ks0","ks1"],"reduction_hint":"INNER","size_hints":[["x",32768],["r0_",2048]],"n":1,"hash":"c68a79cb764a233f"}
{"kind":"reduction","meta":{"max_autotune":false,"num_load":12,"num_reduction":1,"num_store":3},"size_hints":[["x",16],["r0_",64]],"n":4,"hash":"105915698aeeddb8"}
{"kind":"reduction","meta":{"max_autotune":false,"max_autotune_pointwise":true,"num_load":0,"num_reduction":1,"num_store":2,"no_x_dim":true},"tiling_scores":[["x",512],["r0_",1]],"size_hints":[["x",1],["r0_",1]],"n":2,"hash":"d5a39209cd2aee30"}
{"kind":"pointwise","meta":{"max_autotune_pointwise":false,"autotune_pointwise":false,"deterministic":true},"tile_hint":"SQUARE","size_hints":[["y",2],["x",32]],"n":1,"hash":"c8e39d307cae9be2"}
{"kind":"reduction","meta":{"max_autotune_pointwise":true,"num_load":8,"num_reduction":4,"num_store":1},"signature":["ks0","ks1"],"native_matmul":true,"reduction_hint":"OUTER","size_hints":[["x",256],["r0_",262144]],"combo":[{"heuristic":"pointwise","size_hints":[["y",256],["x",8]],"tile_hint":"TileHint.SQUARE"},{"heuristic":"pointwise","size_hints":[["x",4096]],"tile_hint":"TileHint.DEFAULT"}],"n":1,"hash":"fad46d5a39225549"}
{"kind":"reduction","meta":{"max_autotune_pointwise":false,"deterministic":true,"num_load":5,"num_reduction":1,"num_store":1},"signature":["ks0"],"reduction_hint":"INNER","size_hints":[["x",512],["r0_",32],["r1_",32]],"n":1,"hash":"ffba8e2ed746d186"}
{"kind":"pointwise","meta":{"deterministic":false},"tile_hint":"DEFAULT","size_hints":[["y",32],["x",1]],"n":1,"hash":"62ff180a4d9ac5a4"}
{"kind":"reduction","meta":{"num_load":6,"num_reduction":1,"num_store":0},"tiling_scores":[["x",1280],["r0_",7],["r1_",33075]],"signature":["ks0"],"reduction_hint":"DEFAULT","size_hints":[["x",256],["r0_",512],["r1_",8]],"combo":[{"heuristic":"pointwise","size_hints":[["x",2]],"tile_hint":"TileHint.DEFAULT"},{"heuristic":"reduction","size_hints":[["x",256],["r0_",32768]],"tile_hint":null},{"heuristic":"persistent_reduction","size_hints":[["x",512],["r0_",64]],"tile_hint":null}],"n":3,"hash":"75f45a2cf581c9fb"}
{"kind":"split_scan","meta":{"num_load":0,"num_reduction":3,"num_store":3},"signature":["ks0","ks1"],"native_matmul":true,"size_hints":[["x",16384],["r0_",256]],"error":"NotImplementedError","n":0,"hash":"e3b0c44298fc1c14"}
{"kind":"split_scan","meta":{"deterministic":false,"num_load":9,"num_reduction":2,"num_store":2},"reduction_hint":"OUTER","size_hints":[["x",16],["r0_",131072]],"n":1,"hash":"c92cca694bf547e5"}
{"kind":"pointwise","meta":{"max_autotune":false,"autotune_pointwise":true},"autotune_hints":["ONE_ELEMENT_PER_THREAD"],"min_elem_per_thread":8,"size_hints":[["x",8192]],"n":2,"hash":"232fb9401a1ab2d1"}
{"kind":"pointwise","tile_hint":"SQUARE","size_hints":[["y",128],["x",1]],"n":1,"hash":"b6554a447488ff65"}
{"kind":"split_scan","meta":{"autotune_pointwise":true,"num_load":7,"num_reduction":3,"num_store":1,"add_persistent_rblock":true},"reduction_hint":"INNER","size_hints":[["x",512],["r0_",8192]],"n":1,"hash":"4577ce57a336cf7c"}
{"kind":"reduction","meta":{"num_load":4,"num_reduction":0,"num_store":1},"tiling_scores":[["x",1280],["r0_",7]],"signature":["ks0","ks1"],"native_matmul":true,"size_hints":[["x",1],["r0_",131072]],"error":"NotImplementedError","n":0,"hash":"e3b0c44298fc1c14"}
{"kind":"pointwise","meta":{"max_autotune":true,"tma_min_block_sizes":null},"tma_min_block_sizes":{"XBLOCK":16},"size_hints":[["x",8192]],"n":3,"hash":"b5930bd2eefa47d3"}
{"kind":"persistent_reduction","meta":{"num_load":9,"num_reduction":1,"num_store":2,"no_x_dim":true},"tiling_scores":[["x",0],["y",33075],["r0_",1]],"reduction_hint":"OUTER","size_hints":[["x",32768],["y",16],["r0_",8]],"n":3,"hash":"6ee4f92a0235c7a4"}
{"kind":"pointwise","meta":{"max_autotune":false},"tile_hint":"SQUARE","size_hints":[["y",16],["x",1]],"n":1,"hash":"b931c93791c284b2"}
{"kind":"pointwise","meta":{"deterministic":false},"size_hints":[["z",4],["y",8],["x",16]],"combo":[{"heuristic":"persistent_reduction","size_hints":[["x",256],["r0_",8]],"tile_hint":null}],"n":1,"hash":"64f7ba90bf4ec5d7"}
{"kind":"pointwise","meta":{"max_autotune":true,"deterministic":false},"tile_hint":"DEFAULT","size_hints":[["y",1],["x",4]],"n":1,"hash":"9f9d612b3cb200ab"}
{"kind":"pointwise","meta":{"deterministic":true},"autotune_hints":["ONE_ELEMENT_PER_THREAD"],"size_hints":[["z",2],["y",32],["x",1024]],"n":1,"hash":"e3d243f26e7f94d0"}
{"kind":"pointwise","size_hints":[["z",64],["y",64],["x",256]],"n":1,"hash":"3b2d68db785bf5a4"}
{"kind":"persistent_reduction","meta":{"deterministic":true,"num_load":7,"num_reduction":3,"num_store":1},"tiling_scores":[["x",7],["y",7],["r0_",1]],"native_matmul":true,"reduction_hint":"OUTER_TINY","size_hints":[["x",512],["y",8],["r0_",4]],"combo":[{"heuristic":"reduction","size_hints":[["x",4096],["r0_",1]],"tile_hint":null},{"heuristic":"pointwise","size_hints":[["y",32],["x",8]],"tile_hint":"TileHint.SQUARE"},{"heuristic":"pointwise","size_hints":[["y",128],["x",32]],"tile_hint":"TileHint.SQUARE"}],"error":"NotImplementedError","n":0,"hash":"e3b0c44298fc1c14"}
{"kind":"reduction","meta":{"max_autotune":true,"num_load":3,"num_reduction":0,"num_store":1,"add_persistent_rblock":true},"tiling_scores":[["x",33075],["r0_",0],["r1_",0]],"reduction_hint":"OUTER","size_hints":[["x",2],["r0_",32768],["r1_",4]],"combo":[{"heuristic":"persistent_reduction","size_hints":[["x",4],["r0_",256]],"tile_hint":null},{"heuristic":"persistent_reduction","size_hints":[["x",64],["r0_",256]],"tile_hint":null},{"heuristic":"pointwise","size_hints":[["y",8],["x",512]],"tile_hint":"TileHint.SQUARE"}],"n":2,"hash":"424a55e87cb67938"}
{"kind":"reduction","meta":{"deterministic":false,"num_load":8,"num_reduction":0,"num_store":3},"tiling_scores":[["x",0],["r0_",0]],"signature":["ks0","ks1"],"reduction_hint":"OUTER","size_hints":[["x",4],["r0_",512]],"n":1,"hash":"9857833bebdc2493"}
{"kind":"pointwise","meta":{"max_autotune_pointwise":true},"size_hints":[["z",2048],["y",8],["x",512]],"n":6,"hash":"c975bb60159c0854"}
{"kind":"reduction","meta":{"autotune_pointwise":false,"num_load":5,"num_reduction":3,"num_store":1},"signature":["ks0","ks1"],"reduction_hint":"INNER","size_hints":[["x",1024],["r0_",65536],["r1_",64]],"n":1,"hash":"b1982ccd70dcb302"}
{"kind":"reduction","meta":{"max_autotune_pointwise":false,"autotune_pointwise":false,"num_load":1,"num_reduction":2,"num_store":3},"tiling_scores":[["x",7],["y",0],["r0_",512]],"signature":["ks0","ks1"],"size_hints":[["x",8192],["y",2],["r0_",32]],"n":4,"hash":"165861840889d856"}
{"kind":"split_scan","meta":{"max_autotune_pointwise":true,"num_load":9,"num_reduction":2,"num_store":0,"add_persistent_rblock":true,"no_x_dim":true},"signature":["ks0"],"native_matmul":true,"reduction_hint":"OUTER","size_hints":[["x",2],["r0_",2048]],"error":"NotImplementedError","n":0,"hash":"e3b0c44298fc1c14"}
{"kind":"reduction","meta":{"num_load":12,"num_reduction":0,"num_store":3},"tiling_scores":[["x",1280],["r0_",0]],"native_matmul":true,"reduction_hint":"OUTER_TINY","size_hints":[["x",2048],["r0_",32]],"error":"NotImplementedError","n":0,"hash":"e3b0c44298fc1c14"}
{"kind":"pointwise","size_hints":[["x",4194304]],"n":2,"hash":"3ca5c3e34d35093f"}
{"kind":"pointwise","min_elem_per_thread":1,"size_hints":[["x",524288]],"n":2,"hash":"3ca5c3e34d35093f"}
{"kind":"split_scan","meta":{"autotune_pointwise":false,"deterministic":true,"num_load":4,"num_reduction":3,"num_store":1,"min_split_scan_rblock":64},"native_matmul":true,"reduction_hint":"OUTER","size_hints":[["x",4096],["r0_",65536]],"error":"NotImplementedError","n":0,"hash":"e3b0c44298fc1c14"}
{"kind":"pointwise","autotune_hints":["ONE_ELEMENT_PER_THREAD"],"min_elem_per_thread":2,"size_hints":[["x",262144]],"combo":[{"heuristic":"persistent_reduction","size_hints":[["x",4096],["r0_",64]],"tile_hint":null},{"heuristic":"persistent_reduction","size_hints":[["x",128],["r0_",32]],"tile_hint":null}],"n":1,"hash":"47fd3efb0cb02aac"}
{"kind":"pointwise","meta":{"autotune_pointwise":false,"deterministic":false},"autotune_hints":["ONE_ELEMENT_PER_THREAD"],"size_hints":[["z",4096],["y",2],["x",512]],"n":1,"hash":"00249a4181ecfcbd"}
{"kind":"pointwise","meta":{"max_autotune":false,"tma_min_block_sizes":null},"tma_min_block_sizes":{"XBLOCK":4},"min_elem_per_thread":8,"tile_hint":"SQUARE","size_hints":[["y",16],["x",2]],"combo":[{"heuristic":"persistent_reduction","size_hints":[["x",4],["r0_",512]],"tile_hint":null},{"heuristic":"pointwise","size_hints":[["x",512]],"tile_hint":"TileHint.DEFAULT"},{"heuristic":"reduction","size_hints":[["x",8192],["r0_",32768]],"tile_hint":null}],"n":2,"hash":"1217b689ea78d04f"}
{"kind":"pointwise","meta":{"max_autotune":false,"deterministic":true},"tile_hint":"SQUARE","size_hints":[["y",1024],["x",16]],"n":1,"hash":"923ec17e20b79684"}
{"kind":"pointwise","meta":{"max_autotune":false,"deterministic":false},"tile_hint":"SQUARE","size_hints":[["y",4],["x",256]],"n":1,"hash":"015b8b310ba5f937"}
{"kind":"reduction","meta":{"num_load":6,"num_reduction":3,"num_store":2},"tiling_scores":[["x",33075],["y",1280],["r0_",1280]],"signature":["ks0","ks1"],"reduction_hint":"OUTER","size_hints":[["x",1024],["y",16],["r0_",262144]],"n":4,"hash":"225822f5d818fe5c"}
{"kind":"reduction","meta":{"max_autotune":true,"max_autotune_pointwise":true,"num_load":10,"num_reduction":3,"num_store":2,"no_x_dim":true},"reduction_hint":"DEFAULT","size_hints":[["x",2048],["r0_",262144]],"n":4,"hash":"89f9e3daf8c688e0"}
{"kind":"cooperative_reduction","meta":{"num_load":0,"num_reduction":0,"num_store":3,"persistent_reduction":true},"tiling_scores":[["x",1280],["r0_",7]],"signature":["ks0","ks1"],"size_hints":[["x",32768],["r0_",4096]],"n":1,"hash":"32deea579b3bcfa2"}
{"kind":"pointwise","meta":{"max_autotune_pointwise":true},"autotune_hints":["ONE_ELEMENT_PER_THREAD"],"size_hints":[["z",2048],["y",8],["x",512]],"combo":[{"heuristic":"reduction","size_hints":[["x",1],["r0_",16]],"tile_hint":null}],"n":1,"hash":"78fb208c67c622ce"}
{"kind":"reduction","meta":{"max_autotune_pointwise":true,"num_load":7,"num_reduction":2,"num_store":1},"signature":["ks0"],"reduction_hint":"OUTER_TINY","size_hints":[["x",8],["r0_",32768],["r1_",128]],"n":5,"hash":"79e8982ef0e5666b"}
{"kind":"cooperative_reduction","meta":{"deterministic":false,"num_load":10,"num_reduction":3,"num_store":1,"persistent_reduction":true},"signature":["ks0","ks1"],"size_hints":[["x",4],["r0_",1024]],"n":1,"hash":"ddb8d50622e37f42"}
{"kind":"reduction","meta":{"num_load":7,"num_reduction":2,"num_store":0},"tiling_scores":[["x",33075],["r0_",0]],"reduction_hint":"DEFAULT","size_hints":[["x",4],["r0_",32]],"n":3,"hash":"7957214fcab69067"}
{"kind":"persistent_reduction","meta":{"max_autotune":true,"max_autotune_pointwise":false,"deterministic":false,"num_load":0,"num_reduction":3,"num_store":1},"tiling_scores":[["x",33075],["y",1280],["r0_",33075]],"signature":["ks0"],"size_hints":[["x",32768],["y",1],["r0_",1]],"n":4,"hash":"11316fb99e4a1dcf"}
{"kind":"persistent_reduction","meta":{"num_load":9,"num_reduction":3,"num_store":0,"no_x_dim":true},"reduction_hint":"OUTER","size_hints":[["x",128],["r0_",4]],"n":1,"hash":"6d2886d14386c8b6"}
{"kind":"pointwise","autotune_hints":["ONE_ELEMENT_PER_THREAD"],"min_elem_per_thread":8,"tile_hint":"SQUARE","size_hints":[["y",128],["x",1024]],"n":1,"hash":"8ed588af787b99a4"}
{"kind":"pointwise","min_elem_per_thread":8,"tile_hint":"DEFAULT","size_hints":[["y",4096],["x",4]],"n":3,"hash":"0b45281f22ba8f7e"}
{"kind":"reduction","meta":{"max_autotune":true,"num_load":4,"num_reduction":3,"num_store":2},"reduction_hint":"INNER","size_hints":[["x",128],["r0_",8192],["r1_",8]],"n":5,"hash":"d3cc1eb9bfaa3fa2"}
{"kind":"pointwise","meta":{"max_autotune":false,"tma_min_block_sizes":null},"tma_min_block_sizes":{"XBLOCK":64},"tile_hint":"SQUARE","size_hints":[["y",64],["x",256]],"n":1,"hash":"32fda06b978a3f7b"}
{"kind":"persistent_reduction","meta":{"deterministic":true,"num_load":6,"num_reduction":2,"num_store":3},"tiling_scores":[["x",7],["r0_",7]],"signature":["ks0","ks1"],"reduction_hint":"DEFAULT","size_hints":[["x",4096],["r0_",8]],"combo":[{"heuristic":"persistent_reduction","size_hints":[["x",1024],["r0_",256]],"tile_hint":null},{"heuristic":"pointwise","size_hints":[["y",1],["x",16]],"tile_hint":"TileHint.SQUARE"}],"n":2,"hash":"34ae6edb05df9b7c"}
{"kind":"pointwise","autotune_hints":["ONE_ELEMENT_PER_THREAD"],"tile_hint":"SQUARE","size_hints":[["y",1024],["x",16]],"n":1,"hash":"923ec17e20b79684"}
{"kind":"pointwise","meta":{"max_autotune":false},"size_hints":[["x",512]],"n":2,"hash":"1b2cc4dbebb9680d"}
{"kind":"pointwise","size_hints":[["x",8192]],"n":2,"hash":"1b2cc4dbebb9680d"}
{"kind":"reduction","meta":{"num_load":0,"num_reduction":4,"num_store":0,"add_persistent_rblock":true},"tiling_scores":[["x",7],["r0_",1]],"signature":["ks0","ks1"],"reduction_hint":"OUTER_TINY","size_hints":[["x",64],["r0_",256]],"n":2,"hash":"8d0e9e36952c164d"}
{"kind":"cooperative_reduction","meta":{"autotune_pointwise":false,"deterministic":true,"num_load":5,"num_reduction":4,"num_store":1,"persistent_reduction":true},"tiling_scores":[["x",1],["r0_",7]],"reduction_hint":"OUTER_TINY","size_hints":[["x",4096],["r0_",64]],"n":1,"hash":"97ab7af5ccd80b1b"}
{"kind":"pointwise","tile_hint":"SQUARE","size_hints":[["y",2048],["x",1024]],"n":1,"hash":"8ed588af787b99a4"}
{"kind":"reduction","meta":{"autotune_pointwise":true,"num_load":10,"num_reduction":3,"num_store":1},"tiling_scores":[["x",33075],["r0_",33075]],"reduction_hint":"INNER","size_hints":[["x",2048],["r0_",1024]],"n":1,"hash":"790d677aaa30069e"}
{"kind":"reduction","meta":{"max_autotune":false,"max_autotune_pointwise":false,"num_load":8,"num_reduction":2,"num_store":0},"signature":["ks0"],"reduction_hint":"OUTER","size_hints":[["x",2048],["r0_",16]],"n":1,"hash":"2a97e1d3682a1a5b"}
{"kind":"split_scan","meta":{"autotune_pointwise":false,"num_load":1,"num_reduction":0,"num_store":1,"no_x_dim":true},"reduction_hint":"OUTER_TINY","size_hints":[["x",8],["r0_",2048]],"n":1,"hash":"4577ce57a336cf7c"}
{"kind":"pointwise","meta":{"deterministic":true},"tile_hint":"DEFAULT","size_hints":[["y",128],["x",128]],"n":6,"hash":"92aeec572669ad67"}
{"kind":"reduction","meta":{"max_autotune_pointwise":true,"autotune_pointwise":false,"num_load":12,"num_reduction":3,"num_store":1,"add_persistent_rblock":true},"tiling_scores":[["x",512],["y",1],["r0_",1]],"reduction_hint":"DEFAULT","size_hints":[["x",16384],["y",1],["r0_",8192]],"combo":[{"heuristic":"reduction","size_hints":[["x",2048],["r0_",16]],"tile_hint":null}],"n":1,"hash":"f1d8fcd2dbcf402e"}
{"kind":"pointwise","meta":{"max_autotune":false},"size_hints":[["z",256],["y",512],["x",16]],"n":1,"hash":"3b2d68db785bf5a4"}
{"kind":"reduction","meta":{"max_autotune":true,"autotune_pointwise":false,"num_load":9,"num_reduction":4,"num_store":3},"reduction_hint":"DEFAULT","size_hints":[["x",128],["r0_",4],["r1_",128]],"n":6,"hash":"49a86c30f37489fa"}
{"kind":"reduction","meta":{"num_load":9,"num_reduction":3,"num_store":0},"signature":["ks0"],"reduction_hint":"DEFAULT","size_hints":[["x",1],["r0_",8192]],"n":4,"hash":"89f9e3daf8c688e0"}
{"kind":"pointwise","meta":{"max_autotune":false,"max_autotune_pointwise":true},"autotune_hints":["ONE_ELEMENT_PER_THREAD"],"size_hints":[["x",2097152]],"n":3,"hash":"5eaf204dfab69df9"}
{"kind":"persistent_reduction","meta":{"max_autotune_pointwise":true,"deterministic":false,"num_load":2,"num_reduction":4,"num_store":1},"reduction_hint":"OUTER","size_hints":[["x",32768],["r0_",1024]],"combo":[{"heuristic":"persistent_reduction","size_hints":[["x",128],["r0_",32]],"tile_hint":null}],"n":1,"hash":"64f7ba90bf4ec5d7"}
{"kind":"pointwise","size_hints":[["x",1]],"n":1,"hash":"2e56ed1bf3c6a615"}
{"kind":"pointwise","meta":{"max_autotune_pointwise":true},"min_elem_per_thread":2,"size_hints":[["x",2048]],"n":1,"hash":"76007d28f92f1386"}
{"kind":"pointwise","meta":{"autotune_pointwise":false},"min_elem_per_thread":4,"size_hints":[["x",256]],"combo":[{"heuristic":"persistent_reduction","size_hints":[["x",64],["r0_",64]],"tile_hint":null},{"heuristic":"reduction","size_hints":[["x",2],["r0_",256]],"tile_hint":null},{"heuristic":"pointwise","size_hints":[["x",512]],"tile_hint":"TileHint.DEFAULT"}],"n":2,"hash":"826b3a88d83fa9dd"}
{"kind":"pointwise","meta":{"max_autotune":true},"tile_hint":"DEFAULT","size_hints":[["y",16],["x",64]],"n":4,"hash":"3eebb2212144c833"}
{"kind":"pointwise","meta":{"deterministic":false},"min_elem_per_thread":4,"tile_hint":"SQUARE","size_hints":[["y",2],["x",8]],"n":1,"hash":"5a905df63398f859"}
{"kind":"reduction","meta":{"max_autotune_pointwise":true,"autotune_pointwise":true,"num_load":12,"num_reduction":2,"num_store":2,"add_persistent_rblock":true},"size_hints":[["x",2],["r0_",32768],["r1_",4]],"n":4,"hash":"8520f82e865b6bdc"}
{"kind":"reduction","meta":{"max_autotune":false,"max_autotune_pointwise":true,"autotune_pointwise":true,"deterministic":false,"num_load":5,"num_reduction":0,"num_store":0,"add_persistent_rblock":true},"reduction_hint":"OUTER_TINY","size_hints":[["x",4096],["r0_",65536],["r1_",64]],"n":6,"hash":"b267b9fb52bfffb5"}
{"kind":"persistent_reduction","meta":{"num_load":4,"num_reduction":0,"num_store":2},"tiling_scores":[["x",0],["r0_",1]],"signature":["ks0","ks1"],"reduction_hint":"OUTER","size_hints":[["x",4],["r0_",32]],"n":1,"hash":"6d2886d14386c8b6"}
{"kind":"pointwise","meta":{"max_autotune":false},"min_elem_per_thread":1,"size_hints":[["z",128],["y",2048],["x",16]],"n":1,"hash":"3b2d68db785bf5a4"}
{"kind":"pointwise","meta":{"autotune_pointwise":true},"tile_hint":"DEFAULT","size_hints":[["y",4],["x",64]],"n":2,"hash":"23ecbe157496fe80"}
{"kind":"persistent_reduction","meta":{"num_load":5,"num_reduction":2,"num_store":1},"tiling_scores":[["x",1],["r0_",0]],"native_matmul":true,"reduction_hint":"DEFAULT","size_hints":[["x",1024],["r0_",4]],"error":"NotImplementedError","n":0,"hash":"e3b0c44298fc1c14"}
{"kind":"pointwise","meta":{"max_autotune":false,"deterministic":true},"autotune_hints":["ONE_ELEMENT_PER_THREAD"],"size_hints":[["x",1024]],"combo":[{"heuristic":"pointwise","size_hints":[["x",256]],"tile_hint":"TileHint.DEFAULT"},{"heuristic":"pointwise","size_hints":[["y",2],["x",2]],"tile_hint":"TileHint.SQUARE"},{"heuristic":"pointwise","size_hints":[["y",256],["x",4]],"tile_hint":"TileHint.SQUARE"}],"n":2,"hash":"7fab83c01d247b03"}
{"kind":"pointwise","meta":{"deterministic":true},"tile_hint":"DEFAULT","size_hints":[["y",1024],["x",4096]],"n":6,"hash":"9c03eb9a92d42ada"}
{"kind":"pointwise","meta":{"deterministic":true},"size_hints":[["x",1048576]],"n":2,"hash":"3ca5c3e34d35093f"}
{"kind":"reduction","meta":{"max_autotune_pointwise":false,"deterministic":true,"num_load":1,"num_reduction":0,"num_store":3},"reduction_hint":"DEFAULT","size_hints":[["x",512],["r0_",131072],["r1_",8]],"n":1,"hash":"c7d3813314e232b0"}
{"kind":"persistent_reduction","meta":{"max_autotune_pointwise":true,"num_load":0,"num_reduction":0,"num_store":1},"tiling_scores":[["x",1],["r0_",1280]],"native_matmul":true,"size_hints":[["x",2],["r0_",256]],"error":"NotImplementedError","n":0,"hash":"e3b0c44298fc1c14"}
{"kind":"pointwise","meta":{"max_autotune":true,"autotune_pointwise":true,"tma_min_block_sizes":null},"tma_min_block_sizes":{"XBLOCK":16},"min_elem_per_thread":8,"tile_hint":"SQUARE","size_hints":[["y",32],["x",128]],"n":4,"hash":"49a3a42d058fbe2d"}
{"kind":"reduction","meta":{"max_autotune":false,"num_load":10,"num_reduction":3,"num_store":0},"tiling_scores":[["x",1280],["y",33075],["r0_",1]],"signature":["ks0","ks1"],"reduction_hint":"INNER","size_hints":[["x",1],["y",4],["r0_",2048]],"n":4,"hash":"69c0b957e32a5097"}
{"kind":"reduction","meta":{"num_load":0,"num_reduction":4,"num_store":3,"add_persistent_rblock":true},"signature":["ks0","ks1"],"reduction_hint":"OUTER","size_hints":[["x",128],["r0_",1]],"n":2,"hash":"dffeb7a8ac48fa6c"}
{"kind":"reduction","meta":{"num_load":5,"num_reduction":3,"num_store":1},"tiling_scores":[["x",7],["r0_",1280]],"reduction_hint":"INNER","size_hints":[["x",2],["r0_",64]],"n":1,"hash":"9857833bebdc2493"}
{"kind":"reduction","meta":{"max_autotune_pointwise":false,"deterministic":false,"num_load":6,"num_reduction":1,"num_store":2},"tiling_scores":[["x",33075],["r0_",0]],"signature":["ks0"],"reduction_hint":"INNER","size_hints":[["x",8],["r0_",65536]],"n":1,"hash":"4577ce57a336cf7c"}
{"kind":"cooperative_reduction","meta":{"deterministic":true,"num_load":4,"num_reduction":3,"num_store":1,"no_x_dim":true,"persistent_reduction":false},"reduction_hint":"INNER","size_hints":[["x",65536],["r0_",64]],"n":1,"hash":"893211cb624b9e26"}
{"kind":"persistent_reduction","meta":{"max_autotune":false,"num_load":11,"num_reduction":2,"num_store":3},"tiling_scores":[["x",512],["r0_",0]],"signature":["ks0"],"reduction_hint":"OUTER","size_hints":[["x",64],["r0_",512]],"n":1,"hash":"1f7dd1638ea6da59"}
{"kind":"reduction","meta":{"deterministic":true,"num_load":10,"num_reduction":2,"num_store":1},"tiling_scores":[["x",512],["y",0],["r0_",1280]],"signature":["ks0","ks1"],"size_hints":[["x",8],["y",1],["r0_",128]],"n":1,"hash":"719eabf74a9f2523"}
{"kind":"split_scan","meta":{"deterministic":false,"num_load":10,"num_reduction":2,"num_store":0},"tiling_scores":[["x",7],["r0_",33075]],"reduction_hint":"OUTER","size_hints":[["x",2048],["r0_",8192]],"n":1,"hash":"e4ab439d069dba12"}
{"kind":"reduction","meta":{"max_autotune_pointwise":false,"num_load":5,"num_reduction":2,"num_store":3,"no_x_dim":true},"signature":["ks0"],"reduction_hint":"OUTER","size_hints":[["x",16384],["r0_",256]],"combo":[{"heuristic":"pointwise","size_hints":[["y",2048],["x",1]],"tile_hint":"TileHint.SQUARE"},{"heuristic":"persistent_reduction","size_hints":[["x",256],["r0_",1024]],"tile_hint":null},{"heuristic":"reduction","size_hints":[["x",1024],["r0_",65536]],"tile_hint":null}],"error":"AssertionError","n":0,"hash":"e3b0c44298fc1c14"}
{"kind":"pointwise","tile_hint":"DEFAULT","size_hints":[["y",1],["x",4]],"n":1,"hash":"9f9d612b3cb200ab"}
{"kind":"pointwise","meta":{"max_autotune_pointwise":false},"size_hints":[["x",524288]],"n":2,"hash":"3ca5c3e34d35093f"}
{"kind":"reduction","meta":{"max_autotune_pointwise":true,"num_load":3,"num_reduction":0,"num_store":3,"add_persistent_rblock":true},"tiling_scores":[["x",33075],["y",1280],["r0_",7]],"native_matmul":true,"reduction_hint":"INNER","size_hints":[["x",32],["y",16],["r0_",1024]],"n":19,"hash":"2e4d56b7f7b0574e"}
{"kind":"pointwise","meta":{"max_autotune":true,"deterministic":true},"autotune_hints":["ONE_ELEMENT_PER_THREAD"],"size_hints":[["x",64]],"n":2,"hash":"bc3022acdffe96ca"}
{"kind":"reduction","meta":{"num_load":2,"num_reduction":2,"num_store":0,"no_x_dim":true},"tiling_scores":[["x",0],["r0_",33075]],"reduction_hint":"OUTER_TINY","size_hints":[["x",16],["r0_",16384]],"n":1,"hash":"4577ce57a336cf7c"}
{"kind":"pointwise","meta":{"max_autotune":false,"autotune_pointwise":true},"autotune_hints":["ONE_ELEMENT_PER_THREAD"],"tile_hint":"DEFAULT","size_hints":[["y",4096],["x",4096]],"n":8,"hash":"cf27143a82d7e738"}
{"kind":"pointwise","meta":{"max_autotune":true},"size_hints":[["x",32]],"n":1,"hash":"7b7980758c0c2ffb"}
{"kind":"pointwise","meta":{"max_autotune":false,"max_autotune_pointwise":false,"autotune_pointwise":true},"autotune_hints":["ONE_ELEMENT_PER_THREAD"],"size_hints":[["z",128],["y",64],["x",8]],"combo":[{"heuristic":"reduction","size_hints":[["x",8],["r0_",256]],"tile_hint":null},{"heuristic":"pointwise","size_hints":[["y",128],["x",16]],"tile_hint":"TileHint.SQUARE"},{"heuristic":"persistent_reduction","size_hints":[["x",4096],["r0_",4]],"tile_hint":null}],"n":2,"hash":"b2be73e52a62f6ec"}
{"kind":"reduction","meta":{"max_autotune_pointwise":true,"num_load":3,"num_reduction":3,"num_store":2},"reduction_hint":"INNER","size_hints":[["x",32768],["r0_",128]],"n":6,"hash":"9995e1be63bf9a3e"}
{"kind":"reduction","meta":{"max_autotune":false,"max_autotune_pointwise":true,"deterministic":false,"num_load":0,"num_reduction":1,"num_store":2},"tiling_scores":[["x",1280],["r0_",33075]],"reduction_hint":"DEFAULT","size_hints":[["x",32],["r0_",64]],"n":4,"hash":"753fe16729cb7056"}
{"kind":"pointwise","meta":{"deterministic":false},"min_elem_per_thread":4,"size_hints":[["z",512],["y",128],["x",1]],"n":1,"hash":"e49a8b2705f51771"}
{"kind":"reduction","meta":{"num_load":12,"num_reduction":3,"num_store":0,"no_x_dim":true},"reduction_hint":"INNER","size_hints":[["x",1],["r0_",2]],"combo":[{"heuristic":"persistent_reduction","size_hints":[["x",32],["r0_",64]],"tile_hint":null},{"heuristic":"persistent_reduction","size_hints":[["x",4],["r0_",512]],"tile_hint":null}],"n":2,"hash":"d874a739df61346a"}
{"kind":"pointwise","meta":{"max_autotune_pointwise":false},"min_elem_per_thread":1,"size_hints":[["x",131072]],"combo":[{"heuristic":"pointwise","size_hints":[["x",2048]],"tile_hint":"TileHint.DEFAULT"},{"heuristic":"persistent_reduction","size_hints":[["x",4],["r0_",32]],"tile_hint":null},{"heuristic":"pointwise","size_hints":[["y",2],["x",1]],"tile_hint":"TileHint.SQUARE"}],"n":3,"hash":"d4855d1203c4d5b5"}
{"kind":"pointwise","meta":{"deterministic":true},"tile_hint":"DEFAULT","size_hints":[["y",16],["x",4]],"n":3,"hash":"6a8afb94cd32a3ce"}
{"kind":"pointwise","tile_hint":"SQUARE","size_hints":[["y",64],["x",1]],"n":1,"hash":"5b6792172fde200c"}
{"kind":"reduction","meta":{"max_autotune_pointwise":true,"deterministic":false,"num_load":0,"num_reduction":2,"num_store":3},"reduction_hint":"OUTER","size_hints":[["x",2],["r0_",16]],"n":2,"hash":"47f2b8277a2286ba"}
{"kind":"reduction","meta":{"autotune_pointwise":true,"deterministic":true,"num_load":0,"num_reduction":0,"num_store":2},"tiling_scores":[["x",7],["r0_",7]],"size_hints":[["x",16384],["r0_",1]],"n":1,"hash":"f14f69a6f7419590"}
{"kind":"reduction","meta":{"max_autotune":false,"num_load":11,"num_reduction":1,"num_store":1},"reduction_hint":"INNER","size_hints":[["x",16],["r0_",8]],"combo":[{"heuristic":"persistent_reduction","size_hints":[["x",8],["r0_",32]],"tile_hint":null},{"heuristic":"reduction","size_hints":[["x",8192],["r0_",2048]],"tile_hint":null},{"heuristic":"persistent_reduction","size_hints":[["x",64],["r0_",1024]],"tile_hint":null}],"n":2,"hash":"7f6036a640303b7c"}
{"kind":"pointwise","size_hints":[["x",16384]],"n":2,"hash":"1b2cc4dbebb9680d"}
{"kind":"pointwise","tile_hint":"DEFAULT","size_hints":[["y",16],["x",128]],"n":5,"hash":"28ea7f02a54fcdde"}
{"kind":"reduction","meta":{"max_autotune":true,"deterministic":true,"num_load":7,"num_reduction":0,"num_store":1},"tiling_scores":[["x",512],["y",33075],["r0_",512]],"reduction_hint":"INNER","size_hints":[["x",64],["y",1],["r0_",8192]],"n":1,"hash":"e164804a18009513"}
{"kind":"cooperative_reduction","meta":{"num_load":9,"num_reduction":0,"num_store":0,"persistent_reduction":false},"tiling_scores":[["x",512],["r0_",0]],"signature":["ks0","ks1"],"reduction_hint":"OUTER_TINY","size_hints":[["x",8],["r0_",32]],"n":1,"hash":"73217d5e6db70ea6"}
"#;

/* The generator (torch 2.11.0, Python 3.11):

# Differential oracle: torch 2.11's triton_heuristics on random decorator inputs.
import json, random, sys
import torch
torch.cuda.is_available = lambda: True  # the kernels run on CUDA; this machine has no GPU
from torch._inductor.runtime import triton_heuristics as th
from torch._inductor.runtime.hints import DeviceProperties, ReductionHint, TileHint, AutotuneHint

th.cached_autotune = lambda size_hints, configs, *a, **kw: th.unique_configs(configs)
dev = DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9,
    regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32)

RNG = random.Random(0)
def p2(lo, hi): return 2 ** RNG.randint(lo, hi)

def case(rng):
    kind = rng.choice(["pointwise"] * 3 + ["reduction"] * 3 + ["persistent_reduction"] * 2 + ["split_scan", "cooperative_reduction"])
    c = {"kind": kind, "meta": {}, "tiling_scores": [], "autotune_hints": [], "tma_min_block_sizes": {},
         "signature": ["in_ptr0", "out_ptr0", "xnumel"], "native_matmul": False, "min_elem_per_thread": 0,
         "tile_hint": None, "reduction_hint": None}
    m = c["meta"]
    for k in ["max_autotune", "max_autotune_pointwise", "autotune_pointwise", "deterministic"]:
        if rng.random() < 0.25: m[k] = rng.random() < 0.5
    if kind == "pointwise":
        nd = rng.choice([1, 1, 2, 2, 3])
        c["size_hints"] = [[k, p2(0, 22 if nd == 1 else 12)] for k in ["z", "y", "x"][3 - nd:]]
        if nd == 2: c["tile_hint"] = rng.choice(["SQUARE", "DEFAULT"])
        if rng.random() < 0.3: c["min_elem_per_thread"] = rng.choice([1, 2, 4, 8])
        if rng.random() < 0.3: c["autotune_hints"] = ["ONE_ELEMENT_PER_THREAD"]
        if rng.random() < 0.1: m["tma_min_block_sizes"] = None; c["tma_min_block_sizes"] = {"XBLOCK": rng.choice([4, 16, 64])}
    else:
        shape = rng.choice(["xr", "xr", "xr", "xrr", "xyr"]) if kind in ("reduction", "persistent_reduction") else "xr"
        sh = [["x", p2(0, 16)]]
        if shape == "xyr": sh.append(["y", p2(0, 10)])
        rmax = 12 if kind == "persistent_reduction" else 18
        sh.append(["r0_", p2(0, rmax)])
        if shape == "xrr": sh.append(["r1_", p2(0, 8)])
        c["size_hints"] = sh
        c["reduction_hint"] = rng.choice(["INNER", "OUTER", "OUTER_TINY", "DEFAULT", None])
        m["num_load"] = rng.randint(0, 12); m["num_reduction"] = rng.randint(0, 4); m["num_store"] = rng.randint(0, 3)
        if shape == "xyr" or rng.random() < 0.5:
            c["tiling_scores"] = [[k, rng.choice([0, 1, 7, 512, 1280, 33075])] for k, _ in sh]
        if rng.random() < 0.2: m["add_persistent_rblock"] = True
        if rng.random() < 0.15: m["no_x_dim"] = True
        if rng.random() < 0.3: c["signature"] += ["ks%d" % i for i in range(rng.randint(1, 2))]
        if kind == "persistent_reduction" and rng.random() < 0.2:
            m["RSPLIT_SIZE"] = rng.choice([16, 64, 256, 1024])
            if rng.random() < 0.5: m["mix_order_reduction_allow_multi_stages"] = rng.random() < 0.5
        if kind == "cooperative_reduction": m["persistent_reduction"] = rng.random() < 0.5
        if kind == "split_scan" and rng.random() < 0.3: m["min_split_scan_rblock"] = rng.choice([64, 256, 512])
        if rng.random() < 0.1: c["native_matmul"] = True
    if kind in ("pointwise", "reduction", "persistent_reduction") and rng.random() < 0.15:
        subs = []
        for i in range(rng.randint(1, 3)):
            hk = rng.choice(["pointwise", "reduction", "persistent_reduction"])
            if hk == "pointwise":
                nd = rng.choice([1, 2])
                sub = {"heuristic": hk, "size_hints": [[k, p2(0, 14)] for k in ["y", "x"][2 - nd:]],
                       "tile_hint": "TileHint.SQUARE" if nd == 2 else "TileHint.DEFAULT"}
            else:
                sub = {"heuristic": hk, "size_hints": [["x", p2(0, 14)], ["r0_", p2(0, 10 if hk == "persistent_reduction" else 16)]], "tile_hint": None}
            subs.append(sub)
        c["combo"] = subs
    return c

def run(c):
    meta = dict(c["meta"])
    meta.pop("tma_min_block_sizes", None)
    if c["tiling_scores"]: meta["tiling_scores"] = dict(c["tiling_scores"])
    if c["autotune_hints"]: meta["autotune_hints"] = {AutotuneHint[a] for a in c["autotune_hints"]}
    if c["tma_min_block_sizes"]: meta["tma_min_block_sizes"] = dict(c["tma_min_block_sizes"])
    tm = {"signature": {k: "i32" for k in c["signature"]}, "device": dev, "native_matmul": c["native_matmul"]}
    sh = dict((k, v) for k, v in c["size_hints"])
    if c.get("combo"):
        cm = {"num_kernels": len(c["combo"]), "min_blocks": None, "default_config": None}
        for i, sub in enumerate(c["combo"]):
            cm[f"heuristic_{i}"] = sub["heuristic"]
            cm[f"size_hints_{i}"] = dict((k, v) for k, v in sub["size_hints"])
            if sub["tile_hint"]: cm[f"tile_hint_{i}"] = sub["tile_hint"]
        meta["combo_grid_meta"] = cm
    rh = ReductionHint[c["reduction_hint"]] if c["reduction_hint"] else False
    k = c["kind"]
    if k == "pointwise":
        th_ = TileHint[c["tile_hint"]] if c["tile_hint"] else None
        out = th.pointwise(sh, tm, tile_hint=th_, filename="f.py", min_elem_per_thread=c["min_elem_per_thread"], inductor_meta=meta)
    else:
        out = getattr(th, k)(sh, reduction_hint=rh, triton_meta=tm, filename="f.py", inductor_meta=meta)
    return [{"kwargs": dict(x.kwargs), "num_warps": x.num_warps, "num_stages": x.num_stages} for x in out]

rng = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 0)
RNG.seed(rng.random())
n = int(sys.argv[2]) if len(sys.argv) > 2 else 400
compact = len(sys.argv) > 3 and sys.argv[3] == "compact"
DEFAULTS = {"tile_hint": None, "reduction_hint": None, "min_elem_per_thread": 0, "tiling_scores": [],
            "autotune_hints": [], "tma_min_block_sizes": {}, "native_matmul": False,
            "signature": ["in_ptr0", "out_ptr0", "xnumel"], "meta": {}}
for _ in range(n):
    c = case(rng)
    try:
        out = run(c)
        c["expected"] = out
    except Exception as e:
        out = []
        c["expected"] = []
        c["error"] = type(e).__name__
    if compact:
        c = {k: v for k, v in c.items() if DEFAULTS.get(k, object()) != v}
        c["signature"] = [s for s in c.get("signature", DEFAULTS["signature"]) if s.startswith("ks")]
        if not c["signature"]: del c["signature"]
        c["n"] = len(c["expected"])
        c["hash"] = th.hash_configs([th.Config(e["kwargs"], num_warps=e["num_warps"], num_stages=e["num_stages"]) for e in c.pop("expected")])[:16]
    print(json.dumps(c, separators=(",", ":")))
*/
