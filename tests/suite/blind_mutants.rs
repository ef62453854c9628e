//! The blind-spot mutation set (tests/fixtures/blind_mutants/, `tools/mutate.py --set
//! blind`): launches with two same-dtype tensors of different sizes swapped, template
//! kernels with a stride or their K-loop advance grown, split-scan workspaces shrunk.
//! Labels come from compute-sanitizer on the GPU (`tools/label_mutants.py run --set
//! blind`); until a mutant is labelled (`pending`), the static audit must flag it, so that
//! the analysis these operators target cannot silently regress. A mutant labelled out of
//! bounds must be an error; every unmutated module must stay free of errors.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

/// Mutants the static audit does not flag, with why. The test fails when one of them is
/// flagged, so that the list only shrinks.
const NOT_FLAGGED: &[(&str, &str)] = &[];

/// Mutants compute-sanitizer confirmed out of bounds that the audit does not report as
/// errors yet; a fix makes the test below fail until the entry is removed. Empty since the
/// upsample kernels' float source indices (`(x * scale).to(tl.int32)`) are followed
/// exactly (src/check/triton/float.rs): `upsample_interpolate.c25yxzvr.swap_args.0` and
/// `upsample_interpolate.ctbsa4ys.swap_args.0` are errors with a counterexample now.
const CONFIRMED_MISSES: &[&str] = &[];

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn load_json(path: &Path) -> Value {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

pub(crate) fn str_field<'a>(v: &'a Value, key: &str) -> &'a str {
    v[key].as_str().unwrap_or_else(|| panic!("fixture entry without string {key:?}: {v}"))
}

pub(crate) fn module_text(entry: &Value) -> String {
    let source = repo().join(str_field(entry, "source"));
    let text = std::fs::read_to_string(&source).unwrap_or_else(|e| panic!("{}: {e}", source.display()));
    let Some(line) = entry["line"].as_u64() else { return text };
    let mut lines: Vec<&str> = text.split('\n').collect();
    let i = line as usize - 1;
    assert_eq!(lines.get(i).copied(), Some(str_field(entry, "old")), "{}: the source changed under the recorded mutant", str_field(entry, "id"));
    lines[i] = str_field(entry, "new");
    lines.join("\n")
}

fn audit(id: &str, text: &str) -> (Option<i32>, Vec<String>, String) {
    audit_in("blind_mutants", id, text)
}

/// (exit code, rules of the errors, the report) of the module `text` written as `id`.py in
/// a scratch folder of its set.
pub(crate) fn audit_in(set: &str, id: &str, text: &str) -> (Option<i32>, Vec<String>, String) {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(set);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    let path = dir.join(format!("{id}.py"));
    std::fs::write(&path, text).expect("write module");
    let out = Command::new(env!("CARGO_BIN_EXE_inductor-audit")).args(["audit", "--format", "json", "--jobs", "1"]).arg(&path).output().expect("run inductor-audit");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let report: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{id}: report is not JSON ({e}): {text}"));
    let errors =
        report["findings"].as_array().map(|fs| fs.iter().filter(|f| f["severity"] == "error").map(|f| f["rule"].as_str().unwrap_or("").to_string()).collect()).unwrap_or_default();
    (out.status.code(), errors, text)
}

fn fixture() -> (Value, Value) {
    fixture_of("blind_mutants")
}

/// (mutants.json, labels.json) of `tests/fixtures/<set>/`.
/// Every control of `set` is labelled clean and audits without an error (at least `min`).
pub(crate) fn controls_stay_clean(set: &str, min: usize) {
    let (manifest, labels) = fixture_of(set);
    let controls = manifest["controls"].as_array().expect("controls");
    assert!(controls.len() >= min, "only {} controls", controls.len());
    for c in controls {
        let id = str_field(c, "id");
        assert_eq!(labels["labels"][id]["verdict"].as_str(), Some("clean"), "{id}: an unmutated module not labelled clean");
        let (exit, errors, text) = audit_in(set, id, &module_text(c));
        assert!(errors.is_empty(), "{id}: errors on an unmutated module: {text}");
        assert_ne!(exit, Some(2), "{id}: refused: {text}");
    }
}

/// Each sanitizer-confirmed mutant of `set` audited: operator -> (confirmed out of bounds,
/// of them reported as errors), and the missed ones with their audit.
pub(crate) fn confirmed_mutants(set: &str) -> (std::collections::BTreeMap<String, (u32, u32)>, Vec<String>) {
    let (manifest, labels) = fixture_of(set);
    let mut missed = Vec::new();
    let mut by_operator: std::collections::BTreeMap<String, (u32, u32)> = std::collections::BTreeMap::new();
    for m in manifest["mutants"].as_array().expect("mutants") {
        let id = str_field(m, "id");
        let verdict = labels["labels"][id]["verdict"].as_str().unwrap_or_else(|| panic!("{id}: no label"));
        if !verdict.starts_with("oob") {
            continue;
        }
        let (exit, errors, text) = audit_in(set, id, &module_text(m));
        let caught = exit == Some(1) && !errors.is_empty();
        let tally = by_operator.entry(str_field(m, "operator").to_string()).or_default();
        tally.0 += 1;
        tally.1 += u32::from(caught);
        if !caught {
            missed.push(format!("{id} ({verdict}):\n{text}"));
        }
    }
    (by_operator, missed)
}

/// Every mutant and control of `set` has a known label, and every mutation changes its line.
pub(crate) fn labels_cover(set: &str) {
    let (manifest, labels) = fixture_of(set);
    let known = ["clean", "oob_read", "oob_write", "oob_read_write", "other", "crash", "timeout"];
    for m in manifest["mutants"].as_array().into_iter().flatten().chain(manifest["controls"].as_array().into_iter().flatten()) {
        let id = str_field(m, "id");
        let v = labels["labels"][id]["verdict"].as_str().unwrap_or_else(|| panic!("{id}: no label"));
        assert!(known.contains(&v), "{id}: verdict {v:?}");
        if m["line"].is_u64() {
            assert_ne!(str_field(m, "old"), str_field(m, "new"), "{id}: the mutation changes nothing");
        }
    }
}

pub(crate) fn fixture_of(set: &str) -> (Value, Value) {
    let dir = repo().join("tests/fixtures").join(set);
    (load_json(&dir.join("mutants.json")), load_json(&dir.join("labels.json")))
}

#[test]
fn controls_have_no_errors() {
    let (manifest, labels) = fixture();
    let controls = manifest["controls"].as_array().expect("controls");
    assert!(controls.len() >= 40, "only {} controls", controls.len());
    for c in controls {
        let id = str_field(c, "id");
        let verdict = labels["labels"][id]["verdict"].as_str().unwrap_or_else(|| panic!("{id}: no label"));
        assert!(matches!(verdict, "clean" | "pending"), "{id}: an unmutated module labelled {verdict}");
        let (exit, errors, text) = audit(id, &module_text(c));
        assert_eq!(exit, Some(0), "{id}: {text}");
        assert!(errors.is_empty(), "{id}: errors on an unmutated module: {text}");
    }
}

#[test]
fn confirmed_and_pending_mutants_are_errors() {
    let (manifest, labels) = fixture();
    let mut missed = Vec::new();
    let mut not_flagged = BTreeMap::new();
    let mut by_operator: BTreeMap<String, (u32, u32)> = BTreeMap::new();
    for m in manifest["mutants"].as_array().expect("mutants") {
        let id = str_field(m, "id");
        let verdict = labels["labels"][id]["verdict"].as_str().unwrap_or_else(|| panic!("{id}: no label"));
        let must = verdict.starts_with("oob") || verdict == "pending";
        if !must {
            continue;
        }
        let (exit, errors, text) = audit(id, &module_text(m));
        let caught = exit == Some(1) && !errors.is_empty();
        let tally = by_operator.entry(str_field(m, "operator").to_string()).or_default();
        tally.0 += 1;
        tally.1 += u32::from(caught);
        if let Some((_, why)) = NOT_FLAGGED.iter().find(|(k, _)| *k == id) {
            // A sanitizer-confirmed overrun may not hide behind the list, except the known
            // misses of CONFIRMED_MISSES (labelled on the H100, still open).
            assert!(verdict == "pending" || caught || CONFIRMED_MISSES.contains(&id), "{id} is confirmed out of bounds ({verdict}) but not reported ({why}):\n{text}");
            assert!(!(caught && CONFIRMED_MISSES.contains(&id)), "{id} is reported now: remove it from CONFIRMED_MISSES");
            not_flagged.insert(id.to_string(), caught);
            continue;
        }
        if !caught {
            missed.push(format!("{id} ({verdict}):\n{text}"));
        }
    }
    eprintln!("blind mutants flagged per operator (flagged/required): {by_operator:?}");
    assert!(missed.is_empty(), "{} mutants not reported as errors:\n{}", missed.len(), missed.join("\n"));
    let fixed: Vec<_> = not_flagged.iter().filter(|(_, caught)| **caught).map(|(id, _)| id.as_str()).collect();
    assert!(fixed.is_empty(), "now flagged, remove from NOT_FLAGGED: {fixed:?}");
    assert_eq!(not_flagged.len(), NOT_FLAGGED.len(), "NOT_FLAGGED names mutants that are not in the set or are labelled clean");
    for op in ["swap_args", "template_stride", "template_loop_step", "workspace_shrink", "workspace_halve"] {
        assert!(by_operator.get(op).is_some_and(|(n, _)| *n > 0), "no {op} mutant in the set: {by_operator:?}");
    }
}

#[test]
fn labels_cover_the_manifest() {
    let (manifest, labels) = fixture();
    let known = ["pending", "clean", "oob_read", "oob_write", "oob_read_write", "other", "crash", "timeout"];
    for m in manifest["mutants"].as_array().into_iter().flatten().chain(manifest["controls"].as_array().into_iter().flatten()) {
        let id = str_field(m, "id");
        let v = labels["labels"][id]["verdict"].as_str().unwrap_or_else(|| panic!("{id}: no label"));
        assert!(known.contains(&v), "{id}: verdict {v:?}");
        if m["line"].is_u64() {
            assert_ne!(str_field(m, "old"), str_field(m, "new"), "{id}: the mutation changes nothing");
        }
    }
}

/// Issue 14's figure, as a ratchet: of the Triton accesses of every clean sample and the
/// corpus copy (each module once), at most 15 stay unknown (37 before loop induction,
/// split-scan workspaces and template lanes were modelled; 29 then, and 3 more once the
/// flex-attention pointers handed to `@triton.jit` helpers the analysis does not enter
/// were counted as unknown instead of passing silently; 32 until float source indices
/// (interpolation) were followed, Triton's min/max macro read whole, `|y| >= 0` known and reflection pads decided by cases; the issue's
/// target is 0.1%). 67 since ten real models captured on the H100 (`gpu_*`) joined: 63
/// unknowns there, in the 1D conv encoder's and the U-Net's strided and pooled sizes
/// (`trunc_div(s, 5)` against `s // 5`, `max(1, s // 4)` strides), a roll's `11*s - 2`, the
/// U-Net's bilinear indices loaded from memory (IA104) and the ViT's class-token cat; 61
/// once floor division by a one-term symbolic divisor was bounded through `h = q*d + r`
/// (the U-Net's bilinear source rows); 12 with issue 14's integer facts (truncation of a
/// never-negative dividend as floor, guards and size conditions as equations, `max(1, s // 2)`
/// decided by the symbol minima): the U-Net's indices read from memory (8), flex
/// attention's helpers (3), an embedding read no guard bounds (1); 14 with five more real
/// models (`gpu_mobilenet_dynamic_batch`, `gpu_attention_padding_alibi`,
/// `gpu_superres_pixel_shuffle`, `gpu_segment_reductions`, `gpu_bf16_decoder_dynamic`): the
/// bf16 decoder's gather of top-k indices through a comparison chain (2); 12 once a choice
/// between constants was ranged as the hull of its branches (that gather); 15 once flex
/// attention's `@triton.jit` helpers were entered: its 3 "helper not entered" unknowns
/// became 9 proven accesses and 6 located unknowns (its key and value reads through block
/// indices read from memory, 4, and the next block index read under a mask on a block
/// count read from memory, 2). Four more real models joined (`gpu_swin_window_dynamic`,
/// `gpu_grid_sample_dynamic`, `gpu_detection_head_dynamic`, `gpu_text_cnn_dynamic_len`, and
/// `embedding_dynamic_guards`, whose guards decide the embedding read): the spatial
/// transformer's 25 reads of bilinear indices computed by other launches, 9 of them in the
/// backward through indices its forward saved, are proven by buffer contents (within a
/// module and across forward and backward), as are the U-Net's 8 indices read from memory:
/// 7 of 3,943 (0.18%), all flex attention's block-sparse reads (6) and the old
/// `embedding_dynamic` capture without guards (1). Six programs written after that tuning
/// and captured on the H100 (`gpu_ctc_logsumexp_dynamic`, `gpu_dwsep_pyramid_bilinear_dynamic`,
/// `gpu_moe_sorted_dispatch_dynamic`, `gpu_recsys_bucketize_bag_dynamic`,
/// `gpu_seq_scan_lstm_dynamic`, `gpu_unfold_unpool_dynamic`) had 50 unknown of 1,676 at first
/// contact; 10 are left: 17 of 7,454 (0.23%). Those 10: the CTC head's stacked slices read
/// at `x1 - ks0` under a mask on `xindex // 11` (3), adaptive pools' windows (5) and a
/// batch-norm store over `(s - 1) // 2` sizes (1) whose bounds compare `(a - 20) // 21 + 1`
/// with `(a + 1) // 21`, a pixel-unshuffle read through `s0 // (s0 // 2)` (1). 7 of 7,454
/// (0.09%) once those 10 were proven: quotients bounded below through exact division (a
/// stack's slot `xindex // (11*s2)` under `xindex // 11 >= s2`) and `a // (a // c) >= c`,
/// equal bounds under the guards' maxima keeping the mask's form, and offsets bounded
/// through what a mask says of an index's quotients (a window row below its window's end).
/// Left: flex attention's block-sparse reads (6) and `embedding_dynamic` (1).
#[test]
fn few_triton_accesses_stay_unknown_on_clean_samples() {
    let mut dirs: Vec<PathBuf> = Vec::new();
    for root in [repo().join("kernels_samples"), repo().join("tests/fixtures/corpus")] {
        for e in std::fs::read_dir(&root).expect("samples").flatten() {
            let p = e.path();
            let name = p.file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_default();
            // releases/ and releases_triton/ (other releases' output, the Triton part
            // generated without a GPU, about 28% unknown) have ratchets of their own
            // (releases.rs, releases_triton.rs).
            if p.is_dir() && !name.starts_with("releases") && !name.starts_with("bug_") {
                dirs.push(p);
            }
        }
    }
    let r = inductor_audit::audit_paths(&dirs, &inductor_audit::check::CheckOptions::default(), 1);
    let (n, unknown) = (r.stats.triton_accesses, r.stats.triton_unknown);
    eprintln!("Triton accesses on clean samples: {n}, unknown {unknown} ({:.2}%)", 100.0 * unknown as f64 / n.max(1) as f64);
    assert!(n >= 700, "only {n} Triton accesses");
    const RATCHET: u64 = 7;
    assert!(unknown <= RATCHET, "{unknown} of {n} Triton accesses unknown (the ratchet allows {RATCHET})");
}

/// Never silent: flex attention hands Q, K and V to `@triton.jit` helpers of its own source
/// (`load_checked_2d`, `forward_inner`). The analysis enters them; the key and value reads,
/// indexed by block indices read from memory, stay unknown (located in the helper), the
/// kernel is never "100% proven".
#[test]
fn pointers_handed_to_jit_helpers_are_unknown_not_proven() {
    let r = inductor_audit::audit_paths(&[repo().join("kernels_samples/flex_attention")], &inductor_audit::check::CheckOptions::default(), 1);
    let unknown: Vec<&str> = r.findings.iter().filter(|f| f.rule == "IA104").filter_map(|f| f.message.split(':').next()).collect();
    assert!(unknown.contains(&"load from arg_K") && unknown.contains(&"load from arg_V"), "{:#?}", r.findings);
    assert!(r.stats.unknown >= 3, "{:?}", r.stats);
}
