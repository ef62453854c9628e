//! Every rule the tool checks: code, name, default severity, explanation. The code is the
//! key users select, ignore and baseline by; explanations are what `explain` prints.

use crate::report::Severity;

#[derive(Debug, Clone, Copy)]
pub struct Rule {
    pub code: &'static str,
    pub name: &'static str,
    pub severity: Severity,
    pub summary: &'static str,
    pub explanation: &'static str,
}

pub const LOAD_OOB: Rule = Rule {
    code: "IA101",
    name: "load-out-of-bounds",
    severity: Severity::Error,
    summary: "a load (Triton tl.load, C++ load) reads outside the storage of the tensor bound to its pointer",
    explanation: "For every tl.load the tool computes the element offset from the kernel's pointer argument over the whole launch: every program id of the grid Inductor launches, every lane of each block (XBLOCK, YBLOCK, R0_BLOCK), every iteration of reduction loops, for every autotune config the autotuner may pick and every shape the guards allow. It is reported when a concrete counterexample exists: a shape binding, a config, a program id and lane whose mask lets the element through while its offset is negative (before the storage start) or at or past the end of the storage the wrapper allocated for the argument (its empty_strided size, a reinterpret_tensor offset into it, or an input's size and strides). When the wrapper does not say how large a storage is (an extern kernel's output, an input without assert_size_stride, such as an empty one), only the start is known: an offset before the pointer's first element is still reported, since no storage size makes it valid (Inductor indexes every kernel pointer from the first element of its view; pytorch#143702, a negative-stride as_strided over an empty input, reads elements -1264 and on). The same holds for the C++ kernels of the CPU backend, with loop variables and vector lanes for program ids and lanes. The evidence can be re-checked by evaluating the offset expression by hand. Typical causes: a mask dropped or weakened during fusion, a pad on a dynamic dimension whose index was not clamped, a mask elided because a numel was believed to divide the block size.",
};

pub const STORE_OOB: Rule = Rule {
    code: "IA102",
    name: "store-out-of-bounds",
    severity: Severity::Error,
    summary: "a store or atomic (Triton or C++) writes outside the storage of its tensor",
    explanation: "Like IA101, for tl.store and tl.atomic_*: some element the mask lets through is written outside the storage bound to the pointer at this launch. An out-of-bounds write corrupts a neighbouring allocation silently when the caching allocator placed one there; compute-sanitizer sees it only when the write leaves every allocation. The evidence names the binding, config, program id, lane, offset and extent of the write.",
};

pub const INDIRECT_UNGUARDED: Rule = Rule {
    code: "IA104",
    name: "indirect-index-unguarded",
    severity: Severity::Warning,
    summary: "an index read from memory is used for an access without a device_assert or clamp",
    explanation: "An index loaded from memory (embedding ids, gather/scatter indices) can hold any value. Inductor guards such indices with tl.device_assert((0 <= i) & (i < n)) under the same mask before using them (config.assert_indirect_indexing), or clamps them. This rule reports an access whose offset depends on a loaded value for which no guard bounds the value under the access's mask, so an out-of-range index becomes a silent out-of-bounds access instead of a device assertion.",
};

pub const INT32_OVERFLOW: Rule = Rule {
    code: "IA105",
    name: "int32-index-overflow",
    severity: Severity::Error,
    summary: "integer arithmetic the kernel does in int32 exceeds 2^31-1 for a lane it computes",
    explanation: "Triton computes with the types of its operands: a program id times a block size, an arange, a literal and an i32 parameter are int32, and their sum or product wraps past 2^31-1 silently unless one operand is int64 (an i64 parameter, or an explicit .to(tl.int64), which Inductor adds when it decides to index in 64 bits). This rule evaluates every int32 addition, subtraction and multiplication of index values at the shapes of the dump and every candidate config, over the lanes inside the kernel's iteration masks, and reports one that leaves the int32 range, with the lane and the exact value. Wrapped indices read and write far from the intended element; values computed from indices (torch.arange(n) * 1e9 in an int64 tensor computed in the index type, PyTorch issues #175966 and #183901) come out wrong. C++ kernels of the CPU backend: `at::vec::VectorizedN<int64_t,2>::arange(tmp1, 1000000000)` passes its step as an int literal, and ATen multiplies it in int (`i * step` per lane, `2 * step` in the AVX2 specialisation, `step * Vectorized<T>::size()` between vectors), so a step above 2^31-1 divided by the lane count wraps; reported with the lane and the product at the fewest lanes an x86-64 build has.",
};

pub const BOUNDS_UNPROVEN: Rule = Rule {
    code: "IA190",
    name: "bounds-unproven",
    severity: Severity::Warning,
    summary: "the tool could neither prove an access in bounds nor find a counterexample",
    explanation: "The access could not be proven in bounds for every shape and config, and no counterexample was found at the concrete shapes tried (the hints from get_args(), the smallest shapes the guards allow, and nearby and prime sizes). The evidence gives the reason the proof stopped: an expression form the range analysis does not model, a pointer it cannot follow, a storage whose size is unknown (the output of an extern kernel), or bounds it cannot compare. Not a bug report: a place to look or to teach the tool.",
};

pub const ACCESS_UNANALYSED: Rule = Rule {
    code: "IA191",
    name: "access-unanalysed",
    severity: Severity::Warning,
    summary: "code the parsers or the model could not read: the accesses in it are not checked",
    explanation: "A line of a wrapper module or kernel that the tool could not parse or model (an expression nested deeper than the parser's limit, an integer literal beyond 128 bits, a statement form it does not know). The loads and stores in it, or the launches it makes, are not checked at all: an out-of-bounds access there would go unreported. This finding makes that visible in every format and to every gate that reads findings (it is also listed under `unparsed`, with the reason). Not a bug report about the audited code: a place the audit did not cover. The evidence's reason says what stopped the parser.",
};

/// Sorted by code (`rules` prints them in this order; a test keeps it so and the codes
/// unique).
pub const ALL: &[Rule] = &[
    LOAD_OOB,
    STORE_OOB,
    INDIRECT_UNGUARDED,
    INT32_OVERFLOW,
    LOCAL_BUFFER_OOB,
    ARGUMENT_DTYPE,
    BOUNDS_UNPROVEN,
    ACCESS_UNANALYSED,
    VIEW_OUT_OF_STORAGE,
    AUTOTUNE_CLONE_OOB,
    NEGATIVE_STRIDE,
    OVERLAPPING_WRITE,
    MISALIGNED_POINTER,
    DIVISIBILITY_CLAIM,
    OUT_SHAPE_MISMATCH,
    STORAGE_UNPROVEN,
    CPP_GUARD_PLACEMENT,
    CPP_CHECK_IN_PARALLEL,
    CPP_INDIRECT_UNGUARDED,
];

pub fn find(code: &str) -> Option<&'static Rule> {
    ALL.iter().find(|r| r.code.eq_ignore_ascii_case(code) || r.name == code)
}

pub const VIEW_OUT_OF_STORAGE: Rule = Rule {
    code: "IA201",
    name: "view-out-of-storage",
    severity: Severity::Error,
    summary: "a view the wrapper builds reaches past the end (or before the start) of its storage",
    explanation: "Every view the wrapper builds over an allocation or a graph input — reinterpret_tensor, as_strided (an allocation larger than its view), alloc_from_pool, wherever it goes: a Triton or C++ launch, an extern kernel (mm, addmm, bmm, convolution), an ATen op (SDPA, index_put_, a copy_), an out= argument, a view nested in a list or in aten.view.dtype, a view returned to the user — must satisfy offset + 1 + Σ(size_i - 1)·stride_i <= the elements of its storage (and offset + Σ over negative strides >= 0), for every shape the guards allow. A graph input's storage is taken to be what assert_size_stride describes (a caller tensor allocated with exactly those sizes and strides), the only storage the compiled code may rely on. The wrapper's _reinterpret_tensor does not check this in release builds, so a view past its storage reads or writes the neighbouring allocation silently; compute-sanitizer does not see it while the access stays inside one caching-allocator block. Reported with the binding of the shape symbols, the element reached and the storage size; re-check it by evaluating the offset and extent expressions of the evidence. Typical cause: a view materialised into a buffer sized to the view and then reinterpreted with the strides of the original storage (pytorch#197431, as_strided over a lazy view).",
};

pub const AUTOTUNE_CLONE_OOB: Rule = Rule {
    code: "IA202",
    name: "autotune-clone-out-of-storage",
    severity: Severity::Error,
    summary: "autotuning clones a mutated argument whose view needs more storage than it has",
    explanation: "Before benchmarking the candidate configs of a kernel, the Triton autotuner (CachingAutotuner.maybe_clone_args) clones every argument listed in inductor_meta['mutated_arg_names'] with clone_preserve_strides: as_strided(x, (Σ(size-1)·stride + 1,), (1,)) keeps x's storage offset, so PyTorch's setStorage check requires offset + Σ(size-1)·stride + 1 elements. When the view bound to the argument is larger than its storage, autotuning dies with `setStorage: sizes [N], strides [1], storage offset O, and itemsize I requiring a storage size of R are out of bounds for storage of size S` (pytorch#169760, padding on a dynamic dimension). Only kernels with more than one candidate config (or coordinate descent) are benchmarked; the cached best config skips the clone, so the failure can come and go with the cache. The evidence names the binding, the elements the clone needs and the storage size; `inductor-audit autotune-diagnose` maps such a message back to the argument and the symbol.",
};

pub const NEGATIVE_STRIDE: Rule = Rule {
    code: "IA203",
    name: "negative-stride",
    severity: Severity::Error,
    summary: "a tensor the wrapper builds has a negative stride",
    explanation: "PyTorch refuses negative strides (as_strided: Negative strides are not supported at the moment) and Inductor's own views never have one, but _reinterpret_tensor and empty_strided in the wrapper do not check. A view with a negative stride reaches offset + Σ(size_i - 1)·stride_i over its negative strides, before its first element and possibly before its storage: out-of-bounds reads, or a crash (pytorch#143702: as_strided with strides [-80, 1] over an empty tensor, refused in eager, a segmentation fault compiled). Reported at the binding where the stride is negative and its dimension holds at least two elements.",
};

pub const OVERLAPPING_WRITE: Rule = Rule {
    code: "IA204",
    name: "overlapping-write",
    severity: Severity::Error,
    summary: "a kernel launch writes one storage element through two index tuples",
    explanation: "Every view a launch writes (Triton out_ptr/in_out_ptr parameters, C++ non-const pointers) is enumerated at the dump's shapes: a view in which two index tuples name the same storage element (a stride 0, interleaving strides), or two different written views of one storage that share an element, make the result depend on which program writes last. PyTorch refuses such writes in eager (`more than one element of the written-to tensor refers to a single memory location`), and Inductor's own layouts never produce them; a collision means a wrong layout or a storage reused while another output still lives in it. Reported with both index tuples and the element; identical views passed twice are not reported.",
};

pub const MISALIGNED_POINTER: Rule = Rule {
    code: "IA205",
    name: "misaligned-pointer-claim",
    severity: Severity::Error,
    summary: "a kernel compiled for a 16-byte aligned pointer is launched on a view that is not",
    explanation: "triton_meta['configs'] ([{(i,): [['tt.divisibility', 16]]}]) tells Triton that pointer argument i is 16-byte aligned; Triton then emits vector loads and stores that fault with `misaligned address` (or read the wrong bytes) when it is not. Storages start aligned, so the view's storage offset times its element size must be a multiple of 16 for every shape. Reported with a binding where it is not (a reinterpret_tensor or alloc_from_pool offset).",
};

pub const DIVISIBILITY_CLAIM: Rule = Rule {
    code: "IA206",
    name: "integer-divisibility-claim",
    severity: Severity::Error,
    summary: "an integer argument compiled as a multiple of 16 is not one at some shape",
    explanation: "triton_meta['configs'] claims tt.divisibility 16 for integer argument i (a numel, a stride): Triton specialises the kernel on it and may drop the masks of the last block or vectorise across rows. Inductor only claims it when the value is statically a multiple of 16; a symbolic value that is not a multiple of 16 at some allowed shape makes the compiled kernel wrong at that shape. Reported with the binding and the value.",
};

pub const OUT_SHAPE_MISMATCH: Rule = Rule {
    code: "IA207",
    name: "out-shape-mismatch",
    severity: Severity::Error,
    summary: "an extern kernel's out= tensor has another shape than the result it receives",
    explanation: "The wrapper calls extern kernels with a preallocated output (`extern_kernels.mm(a, b, out=buf3)`, addmm, bmm, baddbmm) whose sizes must be the result's: [M, N] for an [M, K] by [K, N] product, [B, M, N] for batches. ATen does not fail on a wrong-shaped out=: resize_output resizes it (with only a UserWarning, `An output with one or more elements was resized`), which moves the result into a fresh storage when it needs more elements, or lays it out contiguously with other strides when it needs fewer; either way the kernels that later read the wrapper's buffer (or the view of it passed as out=) read stale or misplaced data, and a view of a reused buffer stops aliasing it. Reported with a binding of the shape symbols at which the sizes differ, the result's sizes and the out= tensor's.",
};

pub const STORAGE_UNPROVEN: Rule = Rule {
    code: "IA290",
    name: "storage-unproven",
    severity: Severity::Warning,
    summary: "a view could neither be proven inside its storage nor shown outside it",
    explanation: "The view's extent could not be proven within its storage for every shape and no shape tried breaks it, or a view of a graph input reaches past the input's asserted view only at shapes other than the compiled ones (a guard the dump does not show, such as s0 >= 64 for x[:64], may exclude them), or an autotune clone of a graph input needs more than the asserted view (correct only when the caller passes a larger storage). Not a bug report: a place to look or to teach the tool.",
};

pub const LOCAL_BUFFER_OOB: Rule = Rule {
    code: "IA106",
    name: "local-buffer-out-of-bounds",
    severity: Severity::Error,
    summary: "a C++ kernel reads or writes past a buffer it declares itself",
    explanation: "Inductor's C++ kernels declare scratch buffers of their own: `std::unique_ptr<float []> buf = std::make_unique<float []>(n)`, `float tmp[16*16]`, `std::array<float, 16> tmpbuf` in the lambdas that build vectors. For every access to such a buffer the tool computes the element range over the loop nest (vector lanes and tiles included) against the declared size. It is reported when a concrete counterexample exists: loop variable values, a lane and a shape binding at which the element lies outside the buffer. Mis-sized local buffers are a known failure of the CPU backend (pytorch #159154); the write lands on the stack or the heap next to the buffer.",
};

pub const ARGUMENT_DTYPE: Rule = Rule {
    code: "IA107",
    name: "argument-dtype-mismatch",
    severity: Severity::Error,
    summary: "a launch binds an argument of another type than the kernel's signature declares (Triton or C++)",
    explanation: "Inductor writes each Triton kernel's signature into its decorator (`'in_ptr0': '*fp32'`, `'xnumel': 'i32'`), fixed when the kernel was compiled; the launcher passes whatever the wrapper gives without looking. The tool compares every launch with it: a pointer declared `*fp32` bound to a storage of another element type or size (dtypes of graph inputs from get_args(), of allocations from empty_strided), an `i32` or `u32` scalar whose value at the dump's shapes leaves that range (the value wraps in the kernel), a float passed where an integer is declared, a tensor where a scalar is. C++ kernels are held to their parameter types the same way (`const float*` bound to a float16 storage). Reported with the parameter, the declared type and what was bound; `inductor-audit confirm` runs the launch with exactly these arguments.",
};

pub const CPP_GUARD_PLACEMENT: Rule = Rule {
    code: "IA301",
    name: "index-check-misplaced",
    severity: Severity::Warning,
    summary: "a C++ index check runs after the access it should protect, or reads a variable declared after it",
    explanation: "Inductor guards an index read from memory with `TORCH_CHECK((0 <= tmp) & (tmp < n), \"index out of bounds: ...\")` before it uses the index. Two placements defeat the check: the access that uses the index comes before the check in the same loop body (the out-of-bounds read happens before the check can fire: reported as a warning on the access), or the check names a variable that is declared only further down (pytorch #187335: the kernel does not compile, or silently checks an outer variable of the same name: reported as an error on the check, with the declaration's line as evidence).",
};

pub const CPP_CHECK_IN_PARALLEL: Rule = Rule {
    code: "IA302",
    name: "check-throws-in-parallel-region",
    severity: Severity::Warning,
    summary: "a TORCH_CHECK inside an OpenMP parallel region aborts the process when it fails",
    explanation: "TORCH_CHECK throws a C++ exception. An exception may not leave an OpenMP parallel region: when a thread of `#pragma omp parallel` throws, the runtime calls std::terminate and the whole Python process aborts instead of raising an IndexError (pytorch #195402: `(x - 0.5)[idx]` with an out-of-range idx on CPU). The check is correct; its failure mode is a crash. Reported once per check site inside a parallel region, as a crash risk, because an out-of-range index is a user error the program should survive.",
};

pub const CPP_INDIRECT_UNGUARDED: Rule = Rule {
    code: "IA303",
    name: "cpp-indirect-index-unguarded",
    severity: Severity::Warning,
    summary: "a C++ access uses an index read from memory that no TORCH_CHECK bounds before it",
    explanation: "Like IA104 for C++ kernels: an access whose offset depends on a value read from memory (an embedding id, a gather index) could not be proven in bounds, and no index check in scope before it reads that value. Inductor emits `TORCH_CHECK((0 <= tmp) & (tmp < n), ...)` (scalar) or `TORCH_CHECK(VecMask(...).all_masked(), ...)` (vector) before such accesses when config.cpp.enable_indirect_indexing_check holds; without it an out-of-range index reads or writes outside the tensor silently.",
};
