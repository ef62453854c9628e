//! The views the bounds checker reads (`check::cpp::views`, the C++ facts layer), on the
//! real `cpu_reductions_index` kernel of the shared corpus (softmax over 129 columns with
//! a 16-lane vector loop and a 1-element tail, an indexed sum with TORCH_CHECKs, a tiled
//! transpose) and on the CPU examples (fixtures of the parser crate, `parsers/tests/data/cpp`).

use ia_parsers::cpp::{self, CExpr, CExprKind};
use inductor_audit::check::cpp::views::{self, AccessKind, BranchHint, BufferRef, CondKind, KernelViews, Lanes, LocalBufferKind, MemAccess};

fn fixture(name: &str) -> String {
    let path = format!("{}/parsers/tests/data/cpp/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn views_of(name: &str) -> (String, KernelViews) {
    let src = fixture(name);
    let parsed = cpp::parse_kernel(&src);
    assert!(parsed.unsupported.is_empty(), "{:#?}", parsed.unsupported);
    let v = views::analyze(&parsed.kernels[0]);
    (src, v)
}

/// 1-based (line, column) of the `n`th occurrence of `needle` in `src`.
fn position(src: &str, needle: &str, n: usize) -> (u32, u32) {
    let (i, _) = src.match_indices(needle).nth(n).unwrap_or_else(|| panic!("`{needle}` #{n} not in source"));
    let before = &src[..i];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line as u32, col as u32)
}

fn count(l: &Lanes) -> Option<i128> {
    match l {
        Lanes::Count(c) => c.as_int(),
        _ => None,
    }
}

fn loops(a: &MemAccess) -> Vec<(String, String, String, String)> {
    let s = |e: &Option<CExpr>| e.as_ref().map(ToString::to_string).unwrap_or_default();
    a.loops.iter().map(|l| (l.var.clone().unwrap_or_default(), s(&l.start), s(&l.end), s(&l.step))).collect()
}

fn lp(v: &str, start: &str, end: &str, step: &str) -> (String, String, String, String) {
    (v.into(), start.into(), end.into(), step.into())
}

#[test]
fn vector_load_with_likely_tail_split() {
    let (src, v) = views_of("corpus_cpu_reductions_index.cpp");
    let a = &v.accesses[0];
    assert_eq!(a.kind, AccessKind::Load);
    assert_eq!(a.buffer, "in_ptr0");
    assert_eq!(a.target, BufferRef::Param { index: 0, name: "in_ptr0".into() });
    assert_eq!(a.elem_ty.as_deref(), Some("float"));
    assert_eq!(a.via, "loadu");
    assert_eq!((a.span.line, a.span.col), position(&src, "at::vec::Vectorized<float>::loadu(in_ptr0", 0));
    // `x1 + 129L*x0`: the index without its cast, the tree kept.
    let CExprKind::Binary { op: cpp::BinOp::Add, lhs, rhs } = &a.index.kind else { panic!("{:?}", a.index) };
    assert_eq!(lhs.as_name(), Some("x1"));
    let CExprKind::Binary { op: cpp::BinOp::Mul, lhs: k, rhs: x0 } = &rhs.kind else { panic!() };
    assert!(matches!(&k.kind, CExprKind::Int { value: 129, suffix } if suffix == "L"));
    assert_eq!(x0.as_name(), Some("x0"));
    assert_eq!(count(&a.lanes), Some(16));
    assert!(!a.gather && a.mask.is_none() && !a.in_parallel && !a.in_lambda);
    assert_eq!(loops(a), vec![lp("x0", "0L", "33L", "1L"), lp("x1", "0L", "129L", "16L")]);
    assert!(!a.loops[0].end_inclusive && !a.loops[0].work_shared);
    assert_eq!(a.loops[0].pragmas, vec!["GCC ivdep".to_string()]);
    assert_eq!(a.conditions.len(), 1);
    let c = &a.conditions[0];
    assert_eq!((c.kind, c.hint), (CondKind::Then, Some(BranchHint::Likely)));
    assert_eq!(c.cond.to_string(), "x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)");

    // The tail: same index, one lane, under the unlikely condition.
    let t = &v.accesses[1];
    assert_eq!((t.kind, t.buffer.as_str()), (AccessKind::Load, "in_ptr0"));
    assert_eq!(t.index.to_string(), "x1 + 129L * x0");
    assert_eq!(count(&t.lanes), Some(1));
    assert_eq!(t.conditions[0].hint, Some(BranchHint::Unlikely));
    assert_eq!(t.conditions[0].cond.to_string(), "x1 >= static_cast<int64_t>(128L) && x1 < static_cast<int64_t>(129L)");

    // The scalar store of the row maximum, after the inner loop.
    let s = &v.accesses[2];
    assert_eq!((s.kind, s.buffer.as_str(), s.via.as_str()), (AccessKind::Store, "out_ptr0", "subscript"));
    assert_eq!(s.index.as_name(), Some("x0"));
    assert_eq!(s.lanes, Lanes::Scalar);
    assert_eq!(loops(s), vec![lp("x0", "0L", "33L", "1L")]);
    assert!(s.conditions.is_empty());
    assert_eq!((s.span.line, s.span.col), position(&src, "out_ptr0[static_cast<int64_t>(x0)] =", 0));
}

#[test]
fn local_buffer_through_its_alias() {
    let (_, v) = views_of("corpus_cpu_reductions_index.cpp");
    let lb = &v.local_buffers[0];
    assert_eq!(lb.name, "buf_local_buffer_data_0");
    assert_eq!(lb.aliases, vec!["local_buffer_data_0".to_string()]);
    assert_eq!(lb.kind, LocalBufferKind::UniquePtr);
    assert_eq!(lb.elem_ty, "float");
    assert_eq!(lb.size.as_ref().and_then(CExpr::as_int), Some(129));
    assert!(lb.loops.is_empty(), "declared before the x0 loop");
    let uses: Vec<&MemAccess> = v.accesses.iter().filter(|a| matches!(&a.target, BufferRef::Local { index: 0, .. })).collect();
    assert_eq!(uses.len(), 4, "two stores and two loads, vector and tail");
    // The full-vector store has no count: its width is the tiling loop's step.
    let full = uses.iter().find(|a| a.kind == AccessKind::Store && !matches!(a.lanes, Lanes::Count(_))).expect("store");
    assert_eq!(full.buffer, "local_buffer_data_0");
    assert_eq!(full.index.as_name(), Some("x1"));
    assert_eq!(full.lanes, Lanes::FullVector { vec_elem: None, vectors: None, loop_step: Some(16) });
    assert_eq!(full.elem_ty.as_deref(), Some("float"));
}

#[test]
fn indirect_loads_and_their_checks() {
    let (_, v) = views_of("corpus_cpu_reductions_index.cpp");
    assert_eq!(v.checks.len(), 14);
    let c = &v.checks[0];
    assert_eq!(c.macro_name, "TORCH_CHECK");
    assert_eq!(c.cond.to_string(), "(0 <= tmp7) & (tmp7 < 33L)");
    assert_eq!(c.message.as_deref(), Some("index out of bounds: 0 <= tmp7 < 33L"));
    assert!(!c.in_parallel);
    assert_eq!(c.loops.len(), 1);
    assert_eq!(c.conditions[0].hint, Some(BranchHint::Likely));
    // The load the check guards comes right after it, indexed by the wrapped tmp5.
    let guarded: Vec<&MemAccess> = v.accesses.iter().filter(|a| a.index.to_string() == "x0 + 129L * tmp5").collect();
    assert_eq!(guarded.len(), 2);
    let check_lines: Vec<u32> = v.checks.iter().map(|c| c.span.line).collect();
    assert_eq!(guarded[0].span.line, c.span.line + 1);
    assert!(guarded.iter().all(|a| check_lines.contains(&(a.span.line - 1))));
    // Seven scalar loads of the int64 index tensor per branch.
    let idx: Vec<i128> = v.accesses.iter().filter(|a| a.buffer == "in_ptr1").filter_map(|a| a.index.as_int()).collect();
    assert_eq!(idx, vec![0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6]);
}

#[test]
fn transpose_tiles() {
    let (_, v) = views_of("corpus_cpu_reductions_index.cpp");
    let tiles: Vec<&MemAccess> = v.accesses.iter().filter(|a| a.via == "transpose_mxn").collect();
    assert_eq!(tiles.len(), 8, "a load and a store in each of the four 2-D tail cases");
    let (load, store) = (tiles[0], tiles[1]);
    assert_eq!((load.kind, load.buffer.as_str()), (AccessKind::Load, "in_ptr0"));
    assert_eq!(load.index.to_string(), "x0 + 129L * x1");
    let Lanes::Tile { rows, cols, ld } = &load.lanes else { panic!("{:?}", load.lanes) };
    assert_eq!((rows.as_int(), cols.as_int(), ld.as_int()), (Some(16), Some(16), Some(129)));
    assert_eq!((store.kind, store.buffer.as_str()), (AccessKind::Store, "tmp0"));
    assert!(matches!(store.target, BufferRef::Local { .. }));
    // The 1×16 tail tile.
    let Lanes::Tile { rows, cols, .. } = &tiles[2].lanes else { panic!() };
    assert_eq!((rows.as_int(), cols.as_int()), (Some(1), Some(16)));
    let arrays: Vec<_> = v.local_buffers.iter().filter(|b| b.kind == LocalBufferKind::Array).collect();
    assert_eq!(arrays.len(), 4);
    assert!(arrays.iter().all(|b| b.size.as_ref().map(ToString::to_string).as_deref() == Some("16 * 16")));
    // The inner loop over the tile rows is `x0_inner++`.
    let inner = v.accesses.iter().find(|a| a.buffer == "out_ptr4").expect("out_ptr4 store");
    assert_eq!(loops(inner)[2], lp("x0_inner", "0", "16", "1"));
    assert_eq!(inner.index.to_string(), "x1 + 33L * x0 + 33L * x0_inner");
}

#[test]
fn access_counts_by_kind() {
    let (_, v) = views_of("corpus_cpu_reductions_index.cpp");
    let n = |k: AccessKind| v.accesses.iter().filter(|a| a.kind == k).count();
    // 24 `loadu`, 4 transposed tiles, 18 subscripts.
    assert_eq!(n(AccessKind::Load), 46);
    // 10 `store`, 4 tiles, 2 subscripts.
    assert_eq!(n(AccessKind::Store), 16);
    assert_eq!(n(AccessKind::Opaque), 0);
    assert!(v.accesses.iter().all(|a| !matches!(a.target, BufferRef::Unknown)));
}

#[test]
fn parallel_regions_and_masked_loads() {
    let (_, v) = views_of("corpus_cpu_pointwise_pad_dynamic.cpp");
    assert_eq!(v.accesses.len(), 4);
    assert!(v.accesses.iter().all(|a| a.in_parallel));
    let masked = &v.accesses[0];
    assert_eq!(masked.mask.as_ref().map(ToString::to_string).as_deref(), Some("tmp19.template cast<float, 1>()"));
    assert!(masked.in_lambda);
    assert_eq!(masked.lanes, Lanes::FullVector { vec_elem: Some("float".into()), vectors: Some(1), loop_step: Some(16) });
    assert_eq!(masked.loops[0].end.as_ref().map(ToString::to_string).as_deref(), Some("3L * ks0"));
    assert!(masked.loops[0].work_shared && !masked.loops[1].work_shared);
    // The tail store's count is symbolic.
    let tail = &v.accesses[3];
    let Lanes::Count(n) = &tail.lanes else { panic!() };
    assert_eq!(n.to_string(), "2L + ks2 + -16L * c10::div_floor_integer(static_cast<int64_t>(2L + ks2), static_cast<int64_t>(16L))");
}

#[test]
fn checks_inside_parallel_regions_and_atomics() {
    let (_, v) = views_of("cpu_gather_scatter.cpp");
    assert!(!v.checks.is_empty());
    assert!(v.checks.iter().any(|c| c.in_parallel), "index_put's checks run in the omp region");
    let atomics: Vec<&MemAccess> = v.accesses.iter().filter(|a| a.kind == AccessKind::Atomic).collect();
    assert_eq!(atomics.len(), 2);
    assert!(atomics.iter().all(|a| a.gather && a.via == "atomic_add_vec" && a.in_parallel));
    assert_eq!(atomics[0].index.as_name(), Some("tmp48"));
    // One element per lane of the int64 index vector: `VectorizedN<int64_t, 2>`.
    assert_eq!(atomics[0].lanes, Lanes::FullVector { vec_elem: Some("int64_t".into()), vectors: Some(2), loop_step: Some(16) });
    assert_eq!(count(&atomics[1].lanes), Some(5));
    // `vec_to_array`: a lambda returns a std::array copy, subscripted in another lambda.
    let arr = v.local_buffers.iter().find(|b| b.kind == LocalBufferKind::ArrayValue).expect("array value");
    assert_eq!((arr.elem_ty.as_str(), arr.size.as_ref().and_then(CExpr::as_int)), ("int64_t", Some(16)));
}

#[test]
fn param_aliases() {
    let (_, v) = views_of("cpu_welford_norm.cpp");
    // `auto out_ptr1 = in_out_ptr0;`
    let a = v.accesses.iter().find(|a| a.buffer == "out_ptr1").expect("out_ptr1 access");
    assert_eq!(a.target, BufferRef::Param { index: 0, name: "in_out_ptr0".into() });
    assert_eq!(a.elem_ty.as_deref(), Some("float"));
}

/// Lines other codegen paths of `torch/_inductor/codegen/cpp.py` write (parallel
/// reductions, frexp, scalar atomics, 2-D work sharing, bool mask loads, the Windows
/// export header), which the fixtures do not happen to contain.
#[test]
fn other_codegen_paths() {
    let src = r#"#include <torch/csrc/inductor/cpp_prefix.h>
extern "C" __declspec(dllexport) void C10_ALWAYS_INLINE_ATTRIBUTE kernel(const bool* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       const int64_t ks0)
{
    torch::aot_inductor::RAIIAtenRecordFunctionHandle record_graph_0_kernel_("graph_0_kernel", nullptr);
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        int max_threads = omp_get_max_threads();
        auto tmp_acc0_arr = std::make_unique<float[]>(max_threads);
        for (int i = 0; i < max_threads; i++)
        {
            tmp_acc0_arr[i] = 0;
        }
        #pragma omp for collapse(2)
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=(static_cast<int64_t>(ks0) == 0 ? 1 : static_cast<int64_t>(ks0)))
        {
            #pragma omp simd simdlen(8)
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(8L))
            {
                auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr0 + static_cast<int64_t>(x1 + 8L*x0));
                auto tmp1 = tmp0.to<float,1>();
                int32_t tmp2;
                auto tmp3 = std::frexp(in_ptr1[x0], &tmp2);
                atomic_add(&out_ptr0[static_cast<int64_t>(x0)], static_cast<float>(tmp3));
                tmp_acc0_arr[tid] = tmp_acc0_arr[tid] + tmp3;
            }
        }
    }
}
"#;
    let parsed = cpp::parse_kernel(src);
    assert!(parsed.unsupported.is_empty(), "{:#?}", parsed.unsupported);
    let k = &parsed.kernels[0];
    assert_eq!((k.name.as_str(), k.params.len()), ("kernel", 4));
    assert_eq!(k.params[0].elem_ty.as_deref(), Some("bool"));
    let v = views::analyze(k);

    let arr = &v.local_buffers[0];
    assert_eq!((arr.name.as_str(), arr.kind, arr.elem_ty.as_str()), ("tmp_acc0_arr", LocalBufferKind::UniquePtr, "float"));
    assert_eq!(arr.size.as_ref().and_then(CExpr::as_name), Some("max_threads"));
    assert!(arr.in_parallel);

    let mask = v.accesses.iter().find(|a| a.via == "VecMask::from").expect("bool mask load");
    assert_eq!((mask.kind, mask.buffer.as_str()), (AccessKind::Load, "in_ptr0"));
    assert_eq!(mask.lanes, Lanes::FullVector { vec_elem: Some("float".into()), vectors: Some(1), loop_step: Some(8) });
    let l = &mask.loops;
    assert_eq!(l[0].pragmas, vec!["omp for collapse(2)".to_string()]);
    assert!(l[0].work_shared && !l[1].work_shared);
    assert_eq!(l[0].step.as_ref().map(ToString::to_string).as_deref(), Some("static_cast<int64_t>(ks0) == 0 ? 1 : static_cast<int64_t>(ks0)"));
    assert_eq!(l[1].pragmas, vec!["omp simd simdlen(8)".to_string()]);

    let atomic = v.accesses.iter().find(|a| a.kind == AccessKind::Atomic).expect("atomic_add");
    assert_eq!((atomic.buffer.as_str(), atomic.lanes.clone(), atomic.gather), ("out_ptr0", Lanes::Scalar, false));
    assert_eq!(atomic.index.as_name(), Some("x0"));

    // `&tmp2` is the address of a local value, not a buffer: no access.
    assert!(v.accesses.iter().all(|a| a.buffer != "tmp2"));
    let acc: Vec<AccessKind> = v.accesses.iter().filter(|a| a.buffer == "tmp_acc0_arr").map(|a| a.kind).collect();
    assert_eq!(acc, vec![AccessKind::Store, AccessKind::Store, AccessKind::Load]);
    assert_eq!(v.accesses.iter().filter(|a| a.kind == AccessKind::Opaque).count(), 0);
}

fn parse_expr(src: &str) -> CExpr {
    cpp::parse_expr(src).unwrap_or_else(|e| panic!("{src}: {e:?}"))
}

/// Printing is canonical: what it prints parses back to the same printout, over every
/// index and check condition the views find in the fixtures (moved here from the parser
/// crate's tests with the views).
#[test]
fn printing_round_trips_over_fixture_expressions() {
    let dir = format!("{}/parsers/tests/data/cpp", env!("CARGO_MANIFEST_DIR"));
    let mut n = 0;
    for entry in std::fs::read_dir(&dir).expect("fixtures").flatten() {
        if entry.path().extension().is_none_or(|x| x != "cpp") {
            continue;
        }
        let src = std::fs::read_to_string(entry.path()).expect("readable");
        let parsed = cpp::parse_kernel(&src);
        let views = views::analyze(&parsed.kernels[0]);
        for a in &views.accesses {
            let printed = a.index.to_string();
            let again = parse_expr(&printed).to_string();
            assert_eq!(printed, again, "{}", entry.path().display());
            n += 1;
        }
        for c in &views.checks {
            let printed = c.cond.to_string();
            assert_eq!(printed, parse_expr(&printed).to_string());
            n += 1;
        }
    }
    assert!(n > 100, "only {n} expressions");
}

/// Every captured fixture kernel touches memory, and every access resolves to a parameter
/// or a local buffer (subscripts of values returned by lambdas are arrays too).
#[test]
fn captured_fixture_accesses_resolve() {
    let dir = format!("{}/parsers/tests/data/cpp", env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<std::path::PathBuf> =
        std::fs::read_dir(&dir).map(|rd| rd.flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "cpp")).collect()).unwrap_or_default();
    files.sort();
    assert!(files.len() >= 5, "fixtures missing in {dir}");
    for f in files {
        let src = std::fs::read_to_string(&f).expect("fixture readable");
        let parsed = cpp::parse_kernel(&src);
        let views = views::analyze(&parsed.kernels[0]);
        assert!(!views.accesses.is_empty(), "{}: no accesses", f.display());
        for a in &views.accesses {
            assert!(!matches!(a.target, BufferRef::Unknown), "{}: access to unknown buffer `{}` at {}:{}", f.display(), a.buffer, a.span.line, a.span.col);
        }
    }
}

/// The raw strings passed to `cpp_pybinding(` in a wrapper module.
fn cpp_sources(module: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = module;
    while let Some(i) = rest.find("cpp_pybinding(") {
        let Some(open) = rest[i..].find("r'''") else { break };
        let body = &rest[i + open + 4..];
        let Some(len) = body.find("'''") else { break };
        out.push(body[..len].to_string());
        rest = &body[len + 3..];
    }
    out
}

/// Every C++ kernel of the corpus fixtures' wrappers touches memory, as the views read it.
#[test]
fn corpus_fixture_kernels_have_accesses() {
    fn python_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        for e in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())).flatten() {
            let p = e.path();
            if p.is_dir() {
                python_files(&p, out);
            } else if p.extension().is_some_and(|x| x == "py") {
                out.push(p);
            }
        }
    }
    let mut files = Vec::new();
    python_files(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/corpus"), &mut files);
    files.sort();
    let mut n = 0;
    for f in files {
        let text = std::fs::read_to_string(&f).expect("readable");
        for src in cpp_sources(&text) {
            let parsed = cpp::parse_kernel(&src);
            let v = views::analyze(&parsed.kernels[0]);
            assert!(!v.accesses.is_empty(), "{}: a kernel with no accesses", f.display());
            n += 1;
        }
    }
    assert!(n >= 3, "expected the corpus's C++ kernels, found {n}");
}
