//! Accesses of clean real kernels that stayed unknown for reasons of the prover or the
//! interpreter (issue 14), each with a small fixture cut from the capture (proven) and a
//! mutant of it (never proven).

use std::path::PathBuf;

use inductor_audit::check::CheckOptions;
use inductor_audit::diagnostics::FindingVerdict;
use inductor_audit::report::{Report, Severity};

fn audit(rel: &str) -> Report {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(rel);
    inductor_audit::audit_paths(&[path], &CheckOptions::default(), 1)
}

fn errors(r: &Report) -> usize {
    r.findings.iter().filter(|f| f.severity == Severity::Error).count()
}

/// A top-k gather (gpu_bf16_decoder_dynamic): the index is an argmax written as a chain of
/// `tl.where` selections over the constants 0..4 whose conditions compare floating data,
/// then wrapped (`X + 5 if X < 0 else X`). A selection of constants lies in the hull of
/// its branches whatever the condition, and the wrap of a never-negative `X` is `X`.
#[test]
fn a_selection_of_constants_lies_in_the_hull_of_its_branches() {
    let r = audit("tests/fixtures/prover/topk_gather.py");
    assert_eq!(errors(&r), 0, "{:#?}", r.findings);
    assert_eq!(r.stats.unknown, 0, "{:#?}", r.findings);
    assert_eq!(r.stats.proven, 7, "{:?}", r.stats);
    // One candidate index past the gathered columns (and an assert that lets it through):
    // the gather may read past its row. Which candidate wins depends on the data, so no
    // counterexample: unknown, never proven.
    let r = audit("tests/fixtures/prover/topk_gather_mutant.py");
    assert_eq!(r.stats.unknown, 1, "{:#?}", r.findings);
    let f = r.findings.iter().find(|f| f.line == 156).expect("the gather is reported");
    assert_eq!(f.evidence.verdict, Some(FindingVerdict::Unknown), "{f:#?}");
    assert!(f.message.contains("5*s75*s95"), "{}", f.message);
}

/// `@triton.jit` helpers defined beside the kernel (flex attention's `load_checked_2d`,
/// `forward_inner`) are entered at each call: parameters bound to the arguments
/// (positional, keyword, defaults), `is None` tests and constexpr branches decided, the
/// value returned handed back. The synthetic fixture has flex attention's
/// `load_checked_2d`, helpers returning a mask and a value, and a store through a keyword
/// argument: every access proven; its mutants (one row too many handed to the helper, a
/// row stride one too large by keyword) are errors with counterexamples located in the
/// helper's body.
#[test]
fn jit_helpers_of_the_kernel_source_are_entered() {
    let r = audit("tests/fixtures/prover/jit_helpers.py");
    assert_eq!(errors(&r), 0, "{:#?}", r.findings);
    assert_eq!((r.stats.accesses, r.stats.proven), (3, 3), "{:#?}", r.findings);
    for (mutant, rule, line) in [("jit_helpers_mutant_rows.py", "IA101", 95), ("jit_helpers_mutant_stride.py", "IA102", 112)] {
        let r = audit(&format!("tests/fixtures/prover/{mutant}"));
        let f = r.findings.iter().find(|f| f.severity == Severity::Error).unwrap_or_else(|| panic!("{mutant}: no error: {:#?}", r.findings));
        assert_eq!((f.rule, f.line), (rule, line), "{mutant}: {f:#?}");
        assert!(f.evidence.offset.is_some() && f.evidence.program_id.is_some(), "{mutant}: no counterexample: {f:#?}");
        assert_eq!(f.evidence.program_id.as_deref(), Some(&[3, 1][..]), "{mutant}: the last rows of the second head: {f:#?}");
    }
    // A helper calling itself is not entered: what it is handed stays a located unknown.
    let r = audit("tests/fixtures/prover/jit_helpers_recursive.py");
    assert_eq!(errors(&r), 0, "{:#?}", r.findings);
    let f = r.findings.iter().find(|f| f.message.contains("a recursive call")).expect("the recursive call is reported");
    assert_eq!((f.line, f.evidence.verdict), (112, Some(FindingVerdict::Unknown)), "{f:#?}");
}

/// Flex attention (kernels_samples/flex_attention): entering its helpers proves the query
/// read (`load_checked_2d(Q, ...)`) and the first block index of each row; the key and
/// value reads go through block indices read from memory (`KV_IDX`) and the next block
/// index is read under a mask on a block count read from memory: those stay unknown,
/// located in the helpers, never proven and never errors.
#[test]
fn flex_attention_helpers_are_entered() {
    let r = audit("kernels_samples/flex_attention");
    assert_eq!(errors(&r), 0, "{:#?}", r.findings);
    assert!(r.findings.iter().all(|f| !f.message.contains("does not enter")), "{:#?}", r.findings);
    let unknown_at = |p: &str| r.findings.iter().filter(|f| f.message.contains(&format!(" {p}:"))).map(|f| f.rule).collect::<Vec<_>>();
    assert_eq!(unknown_at("arg_K"), ["IA104"], "{:#?}", r.findings);
    assert_eq!(unknown_at("arg_V"), ["IA104"], "{:#?}", r.findings);
    assert!(unknown_at("arg_Q").is_empty(), "the query read is proven: {:#?}", r.findings);
    assert_eq!(r.stats.unknown, 6, "{:#?}", r.findings);
    assert!(r.stats.proven >= 9, "{:?}", r.stats);
}

/// A cat branch read (views_cat_split on 2.11): the row `x2` is bounded by the branch mask
/// (`x2 < s29`) and by the domain (`x2 < s29 + s71 - 3`), neither the tighter for every
/// shape. Both are kept (their minimum), and a minimum standing with a negative sign in
/// `end - offset` is replaced by the operand that proves (`min(a, b) <= a`): the branch
/// mask's. Before, the domain's bound alone was kept and the read stayed unknown. The
/// mutant takes the branch for every row of the concatenation: an error, with the shapes
/// of its example inputs.
#[test]
fn incomparable_bounds_of_an_index_are_both_kept() {
    let r = audit("tests/fixtures/prover/cat_branch_mask.py");
    assert_eq!(errors(&r), 0, "{:#?}", r.findings);
    assert_eq!((r.stats.accesses, r.stats.proven), (3, 3), "{:#?}", r.findings);
    let r = audit("tests/fixtures/prover/cat_branch_mask_mutant.py");
    let f = r.findings.iter().find(|f| f.severity == Severity::Error).unwrap_or_else(|| panic!("no error: {:#?}", r.findings));
    assert_eq!((f.rule, f.line), ("IA101", 70), "{f:#?}");
    assert!(f.evidence.offset.is_some_and(|o| o >= 1190), "{f:#?}");
    // The whole capture is proven too.
    let r = audit("kernels_samples/releases_triton/torch-2.11/views_cat_split");
    assert_eq!(r.stats.unknown, 0, "{:#?}", r.findings);
}

/// The next block index of flex attention is read under `i + 1 < n` with the block count
/// `n` read from memory: its unknown says so (and counts as an indirect index).
#[test]
fn a_mask_on_values_read_from_memory_is_named_in_the_reason() {
    let r = audit("kernels_samples/flex_attention");
    let f = r.findings.iter().find(|f| f.message.starts_with("load from arg_KV_IDX")).unwrap_or_else(|| panic!("{:#?}", r.findings));
    assert!(f.message.contains("mask depends on values read from memory (a value loaded from arg_KV_NUM_BLKS"), "{}", f.message);
    assert_eq!(f.evidence.cause, Some(inductor_audit::diagnostics::UnknownCause::IndirectIndex), "{f:#?}");
}

/// A helper returning early under a runtime condition (`if first + BLOCK > n: return n -
/// BLOCK`): its value is each return's where its path runs, so the unmasked block that the
/// helper moves back is proven; moved back one row too few, it is an error.
#[test]
fn a_helper_returning_under_a_runtime_condition_gives_either_value() {
    let r = audit("tests/fixtures/prover/jit_helper_returns.py");
    assert_eq!(errors(&r), 0, "{:#?}", r.findings);
    assert_eq!((r.stats.accesses, r.stats.proven), (2, 2), "{:#?}", r.findings);
    let r = audit("tests/fixtures/prover/jit_helper_returns_mutant.py");
    assert_eq!(errors(&r), 2, "{:#?}", r.findings);
    assert!(r.findings.iter().all(|f| f.evidence.offset == Some(25663)), "{:#?}", r.findings);
}

/// The sample's log with every `old` line replaced by `new` (at least one), audited from a
/// scratch folder (the log carries the compile's guards).
fn audit_mutated_log(sample: &str, old: &str, new: &str) -> Report {
    use std::io::Read;
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("kernels_samples").join(sample);
    let mut text = String::new();
    flate2::read::GzDecoder::new(std::fs::File::open(dir.join("output_code.log.gz")).expect("log")).read_to_string(&mut text).expect("gzip");
    assert!(text.contains(old), "{sample}: the sample changed under the test");
    let scratch = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("prover_unknowns").join(sample);
    std::fs::create_dir_all(&scratch).expect("scratch");
    let log = scratch.join("output_code.log");
    std::fs::write(&log, text.replace(old, new)).expect("write");
    inductor_audit::audit_paths(&[log], &CheckOptions::default(), 1)
}

/// An unfold (gpu_unfold_fold_patches_dynamic, `F.unfold(x, 4, padding=1, stride=2)` and
/// `F.fold` back, dynamic height and width): the source row is
/// `tmp2 = -1 + 2*(x1 // (ks1 // 2)) + (x0 // 4) % 4`, masked `0 <= tmp2 < ks2`, and the
/// offset is written with the quotient and remainder terms, times the width. The mask's fact
/// is kept on the sum of those terms, found in the offset by monomials (the multiplier is a
/// size), and the patch index's quotient `x1 // trunc_div(s0, 2)` divides the wrapper's
/// `(s0 // 2)*(s53 // 2)` exactly. A row mask widened by one (`<=`) is never proven.
#[test]
fn unfold_rows_under_their_masks_are_proven() {
    let r = audit("kernels_samples/gpu_unfold_fold_patches_dynamic");
    assert_eq!(errors(&r), 0, "{:#?}", r.findings);
    assert_eq!(r.stats.unknown, 0, "{:#?}", r.findings);
    let m = audit_mutated_log("gpu_unfold_fold_patches_dynamic", "tmp6 = tmp2 < tmp5", "tmp6 = tmp2 <= tmp5");
    assert!(m.stats.proven < r.stats.proven && m.stats.violations + m.stats.unknown > 0, "{:?}\n{:#?}", m.stats, m.findings);
}

/// A conv3d's slice backward (gpu_conv3d_video_dynamic): `x4 = xindex % ks1` with
/// `ks1 = 8*ks0` once the launch's sizes are in, next to the channel
/// `x1 = (xindex // ks0) % 8` masked `8 + x1 < 12`: `x4 = ks0*x1 + xindex % ks0`, so the
/// channel's mask bounds the pixel's offset. With the mask one channel wider
/// (`7 + x1 < 12`) the read overruns: an error.
#[test]
fn a_remainder_by_a_size_is_split_at_a_named_channel() {
    let r = audit("kernels_samples/gpu_conv3d_video_dynamic");
    assert_eq!(errors(&r), 0, "{:#?}", r.findings);
    assert_eq!(r.stats.unknown, 0, "{:#?}", r.findings);
    let m = audit_mutated_log("gpu_conv3d_video_dynamic", "tmp8 = 8 + x1", "tmp8 = 7 + x1");
    assert!(errors(&m) > 0, "{:?}\n{:#?}", m.stats, m.findings);
}

/// Top-p filtering (gpu_topp_sampling_dynamic) shifts a mask right by one:
/// `load(in_ptr1 + (xindex - 1), mask=x0 >= 1)` with `x0 = xindex % ks0`. `a >= a % m`,
/// so the mask's lower bound holds for `xindex`. Without it (`x0 >= 0`) the first element
/// reads before the buffer: an error.
#[test]
fn a_lower_bound_on_a_remainder_bounds_its_dividend() {
    let r = audit("kernels_samples/gpu_topp_sampling_dynamic");
    assert_eq!(errors(&r), 0, "{:#?}", r.findings);
    assert_eq!(r.stats.unknown, 0, "{:#?}", r.findings);
    let m = audit_mutated_log("gpu_topp_sampling_dynamic", "tmp5 = tl.full([1], 1, tl.int64)", "tmp5 = tl.full([1], 0, tl.int64)");
    assert!(errors(&m) > 0, "{:?}\n{:#?}", m.stats, m.findings);
}

/// A masked load in a vector loop's tail (conv1d_audio's reflection_pad1d backward, torch
/// 2.10-2.12): the lane mask `lane + tmp0 <= tmp6` names the pad's end `tmp6 = 2 + ks1 // 5`,
/// a size written with a quotient. Read as the size it names, the mask bounds the lanes
/// past the loop's end as well: every access proven, none an error.
#[test]
fn a_lane_mask_against_a_named_size_bounds_the_tail_lanes() {
    for release in ["2.10", "2.11", "2.12"] {
        let r = audit(&format!("kernels_samples/releases/torch-{release}/cpu_conv1d_audio_dynamic_len"));
        assert_eq!(errors(&r), 0, "{release}: {:#?}", r.findings);
        assert_eq!((r.stats.unknown, r.stats.proven), (0, r.stats.accesses), "{release}: {:#?}", r.findings);
    }
}

/// Bilinear upsampling in C++ vector loops (cpu_unet_dynamic_hw, torch 2.8-2.10): the
/// lower source column `max(0, trunc((4*x*a + 2*a - 2*b) / (4*b)))` of a lane `x` of a
/// loop over `b = s0 // 2` columns, body and tail, stays below the `a = s0 // 4` source
/// columns; the gathers through it are proven, none an error.
#[test]
fn bilinear_source_columns_of_vector_lanes_are_bounded() {
    for release in ["2.8", "2.9", "2.10"] {
        let r = audit(&format!("kernels_samples/releases/torch-{release}/cpu_unet_dynamic_hw"));
        assert_eq!(errors(&r), 0, "{release}: {:#?}", r.findings);
        let gathers: Vec<_> = r.findings.iter().filter(|f| f.kernel.contains("_unsafe_index_add_arange_clamp_convolution") && f.message.contains("in_out_ptr0")).collect();
        assert!(gathers.is_empty(), "{release}: {gathers:#?}");
    }
}

/// col2im's scatters in a vector loop's tail (cpu_unfold_fold_patches_dynamic): the index
/// array's check covers the tail's `s0 // 2 - 16*(s0 // 32)` lanes, at most 16 once
/// `s0 // 32` is read as `(s0 // 2) // 16`, so it bounds every lane the scatter writes;
/// the scatters and the tail gather through the same array are proven, none an error.
#[test]
fn a_tail_lane_check_bounds_the_tail_scatter() {
    let r = audit("kernels_samples/cpu_unfold_fold_patches_dynamic");
    assert_eq!(errors(&r), 0, "{:#?}", r.findings);
    let left: Vec<_> = r.findings.iter().filter(|f| [1657, 1818, 3087, 3107].contains(&f.line)).collect();
    assert!(left.is_empty(), "{left:#?}");
}
