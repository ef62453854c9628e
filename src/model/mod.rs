//! The typed model of one wrapper module: what will run on the device.
//!
//! Invariant: every size, stride, offset and integer argument is a [`sym::Expr`] over the
//! module's shape symbols (`s*`, `u*`) only: wrapper-level definitions (`ps0 = 2 + s0`,
//! `xnumel` variables) are substituted away when the model is built.

pub mod configs;
mod guards;
mod kernel;
mod wrapper;

pub use kernel::{parse_triton_kernel, HeuristicKind, JitHelper, TritonKernel, TritonParam};
pub use wrapper::{build_module, is_benchmark_module_text};

use std::collections::BTreeMap;
use std::sync::Arc;

use ia_parsers::py::Span;
use serde::Serialize;

use crate::input::{BestConfig, ModuleSource};
use crate::sym::Expr;

/// Element types as Inductor names them in the wrapper (`torch.float32`) and in Triton
/// signatures (`*fp32`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum DType {
    Bool,
    I8,
    U8,
    I16,
    U16,
    I32,
    U32,
    I64,
    U64,
    F16,
    BF16,
    F32,
    F64,
    F8E4M3,
    F8E5M2,
    C64,
    C128,
}

impl DType {
    pub fn from_torch(name: &str) -> Option<DType> {
        let n = name.strip_prefix("torch.").unwrap_or(name);
        Some(match n {
            "bool" => DType::Bool,
            "int8" => DType::I8,
            "uint8" => DType::U8,
            "int16" | "short" => DType::I16,
            "uint16" => DType::U16,
            "int32" | "int" => DType::I32,
            "uint32" => DType::U32,
            "int64" | "long" => DType::I64,
            "uint64" => DType::U64,
            "float16" | "half" => DType::F16,
            "bfloat16" => DType::BF16,
            "float32" | "float" => DType::F32,
            "float64" | "double" => DType::F64,
            "float8_e4m3fn" | "float8_e4m3fnuz" => DType::F8E4M3,
            "float8_e5m2" | "float8_e5m2fnuz" => DType::F8E5M2,
            "complex64" => DType::C64,
            "complex128" => DType::C128,
            _ => return None,
        })
    }

    /// Triton signature types: `*fp32` (pointer) or `i32` (scalar) without the star.
    pub fn from_triton(name: &str) -> Option<DType> {
        Some(match name.trim_start_matches('*').trim_start_matches("k") {
            "i1" => DType::Bool,
            "i8" => DType::I8,
            "u8" => DType::U8,
            "i16" => DType::I16,
            "u16" => DType::U16,
            "i32" => DType::I32,
            "u32" => DType::U32,
            "i64" => DType::I64,
            "u64" => DType::U64,
            "fp16" => DType::F16,
            "bf16" => DType::BF16,
            "fp32" => DType::F32,
            "fp64" => DType::F64,
            "fp8e4nv" | "fp8e4b8" | "fp8e4b15" => DType::F8E4M3,
            "fp8e5" | "fp8e5b16" => DType::F8E5M2,
            _ => return None,
        })
    }

    /// C++ element types as Inductor's CPU kernels spell them (`float`, `at::Half`,
    /// `int64_t`); `const` is ignored.
    pub fn from_cpp(name: &str) -> Option<DType> {
        Some(match name.trim_start_matches("const ").trim() {
            "bool" => DType::Bool,
            "int8_t" => DType::I8,
            "uint8_t" => DType::U8,
            "int16_t" => DType::I16,
            "uint16_t" => DType::U16,
            "int32_t" => DType::I32,
            "uint32_t" => DType::U32,
            "int64_t" => DType::I64,
            "uint64_t" => DType::U64,
            "at::Half" | "half" | "c10::Half" => DType::F16,
            "at::BFloat16" | "bfloat16" | "c10::BFloat16" => DType::BF16,
            "float" => DType::F32,
            "double" => DType::F64,
            "at::Float8_e4m3fn" => DType::F8E4M3,
            "at::Float8_e5m2" => DType::F8E5M2,
            "c10::complex<float>" => DType::C64,
            "c10::complex<double>" => DType::C128,
            _ => return None,
        })
    }

    /// Every dtype, in declaration order.
    pub const ALL: &'static [DType] = &[
        DType::Bool,
        DType::I8,
        DType::U8,
        DType::I16,
        DType::U16,
        DType::I32,
        DType::U32,
        DType::I64,
        DType::U64,
        DType::F16,
        DType::BF16,
        DType::F32,
        DType::F64,
        DType::F8E4M3,
        DType::F8E5M2,
        DType::C64,
        DType::C128,
    ];

    pub fn itemsize(self) -> u32 {
        match self {
            DType::Bool | DType::I8 | DType::U8 | DType::F8E4M3 | DType::F8E5M2 => 1,
            DType::I16 | DType::U16 | DType::F16 | DType::BF16 => 2,
            DType::I32 | DType::U32 | DType::F32 => 4,
            DType::I64 | DType::U64 | DType::F64 | DType::C64 => 8,
            DType::C128 => 16,
        }
    }
}

/// The lower-case name of a dtype (`f16`, `bf16`, `i64`), as plans and messages print it.
pub fn dtype_name(d: DType) -> String {
    format!("{d:?}").to_lowercase()
}

/// Parses a [`dtype_name`].
pub fn dtype_from_name(s: &str) -> Option<DType> {
    DType::ALL.iter().copied().find(|d| dtype_name(*d) == s)
}

/// A position in the file the module was read from (already mapped through the log's
/// line map), plus the position in the module text.
#[derive(Debug, Clone, Copy, Default, Serialize, PartialEq, Eq)]
pub struct Loc {
    pub line: u32,
    pub column: u32,
}

/// How a buffer's storage came to be.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Origin {
    /// A graph input, checked by `assert_size_stride`: its storage holds at least the view.
    Input,
    /// `empty_strided_*` (or `torch.empty*`): storage exactly `Σ(size-1)·stride + 1`.
    Alloc,
    /// Returned by an extern kernel or an op the model does not interpret.
    Opaque { what: String },
}

/// A named tensor in the wrapper: a storage and a view of it.
#[derive(Debug, Clone, Serialize)]
pub struct Buffer {
    pub name: String,
    pub origin: Origin,
    pub dtype: Option<DType>,
    pub device: Option<String>,
    pub sizes: Vec<Expr>,
    pub strides: Vec<Expr>,
    /// Elements between the storage start and the view's first element.
    pub offset: Expr,
    /// Elements in the storage (of this buffer's dtype); `None` when unknown.
    pub storage_extent: Option<Expr>,
    /// Name of the buffer whose storage this one shares (for views and reuse), else itself.
    pub storage_of: String,
    pub loc: Loc,
}

/// A kernel argument at a launch.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum ArgBinding {
    /// A tensor: the kernel's pointer is the view's first element.
    Tensor {
        buffer: String,
    },
    Int {
        value: Expr,
    },
    Float {
        text: String,
    },
    None,
    /// Something the model could not follow.
    Unknown {
        text: String,
    },
}

#[derive(Debug, Clone, Serialize)]
pub struct Launch {
    pub kernel: String,
    pub loc: Loc,
    /// One binding per non-constexpr kernel parameter, in order, named.
    pub args: Vec<(String, ArgBinding)>,
    /// Template launches pass the grid as trailing integers (`extra_launcher_args`).
    pub extra_args: Vec<(String, ArgBinding)>,
}

/// A call the wrapper makes to something that is not one of its kernels: an extern kernel
/// (`extern_kernels.mm(.., out=buf3)`), an ATen op (`torch.ops.aten.index.Tensor(..)`), a
/// tensor method (`buf5.copy_(..)`). Its tensor arguments are the views it reads or writes.
#[derive(Debug, Clone, Serialize)]
pub struct ExternCall {
    /// The callee as written (`extern_kernels.mm`, `torch.ops.aten.topk.default`, `copy_`).
    pub func: String,
    pub loc: Loc,
    /// Positional arguments labelled `0`, `1`, ..., keywords by name, a method's receiver
    /// `self`.
    pub args: Vec<(String, ArgBinding)>,
    /// The name the result is assigned to, if any.
    pub result: Option<String>,
}

/// A kernel definition in the module.
#[derive(Debug, Clone, Serialize)]
#[serde(tag = "lang", rename_all = "lowercase")]
pub enum Kernel {
    Triton(Arc<TritonKernel>),
    Cpp(Arc<CppKernelDef>),
}

impl Kernel {
    pub fn name(&self) -> &str {
        match self {
            Kernel::Triton(k) => &k.name,
            Kernel::Cpp(k) => &k.name,
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct CppKernelDef {
    pub name: String,
    /// Argument types from `cpp_pybinding([...])`.
    pub arg_types: Vec<String>,
    #[serde(skip)]
    pub source: String,
    /// Where the source starts in the module text (1-based line, col of its first char).
    pub source_start: Span,
}

/// A symbol of the module: a size Dynamo made dynamic (`s*`), an unbacked value (`u*`).
#[derive(Debug, Clone, Serialize)]
pub struct Symbol {
    pub name: String,
    /// The value in `get_args()` (the shapes of the compile that produced the module).
    pub hint: Option<i128>,
    /// Smallest value the guards allow: Dynamo specialises sizes 0 and 1, so a dynamic
    /// size is at least 2; an unbacked symbol is at least 0.
    pub min: i128,
    /// Largest value the guards allow, when the dump carries Dynamo's guards and they
    /// bound the symbol from above (`s0 <= 64` of `mark_dynamic(x, 0, max=64)`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max: Option<i128>,
}

impl Symbol {
    /// The value to run at when nothing else is asked for: the hint, or for an unbacked
    /// symbol (no hint) a small value above its minimum, where edge cases live.
    pub fn typical(&self) -> i128 {
        self.hint.unwrap_or(self.min + 7)
    }
}

/// Something in the module the model could not understand (`unparsed`), or understood
/// but could not interpret (`unmodelled`).
#[derive(Debug, Clone, Serialize)]
pub struct Unparsed {
    pub line: u32,
    pub column: u32,
    pub text: String,
    pub reason: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct Module {
    pub id: String,
    pub path: String,
    pub compile_id: Option<String>,
    pub symbols: BTreeMap<String, Symbol>,
    pub buffers: BTreeMap<String, Buffer>,
    pub kernels: Vec<Kernel>,
    pub launches: Vec<Launch>,
    /// Calls to extern kernels and ATen ops, in wrapper order.
    pub extern_calls: Vec<ExternCall>,
    /// Per kernel name: the autotune result found in the cache, if any.
    pub best_configs: BTreeMap<String, BestConfig>,
    pub unparsed: Vec<Unparsed>,
    /// The PyTorch release that wrote this module, and how that is known.
    pub release: crate::input::release::DetectedRelease,
    /// The release whose autotune heuristics give the candidate configs of its Triton
    /// kernels (`heuristics.release` of each), with a note when that is an assumption.
    pub configs_release: configs::ConfigsAssumption,
    /// Wrapper statements that allocate, view, assert or bind a tensor in a form the model
    /// parsed but does not interpret (counted in `stats.unmodelled`): what they say about
    /// storages is lost, so accesses through them end unknown.
    pub unmodelled: Vec<Unparsed>,
    /// The text defines kernels (`X = async_compile.<kind>(...)`, `@triton.jit`,
    /// `extern "C"`): with none in `kernels`, the input is in a form this tool cannot read.
    pub defines_kernels: bool,
    /// The Dynamo guards of the compile, as facts over the symbols (empty when the dump
    /// carries none). `min`/`max` of [`Symbol`] hold the constant bounds among them.
    pub guards: GuardFacts,
    /// Guards of the compile that could not be read or mapped (input issues of the run).
    #[serde(skip)]
    pub guard_issues: Vec<crate::input::InputIssue>,
    #[serde(skip)]
    pub source: Arc<ModuleSource>,
    /// The names `call` unpacks from `args`, in order (an AOTAutograd backward's saved
    /// symints, saved tensors and tangents): pairs a backward with its forward.
    #[serde(skip)]
    pub graph_args: Vec<String>,
    /// What `call` returns, position by position (a forward's user outputs, saved tensors
    /// and saved symints).
    #[serde(skip)]
    pub returns: Vec<ArgBinding>,
}

/// What the module's Dynamo guards say (see `input::guards`).
#[derive(Debug, Clone, Default, Serialize)]
pub struct GuardFacts {
    /// Guard records read for the module's compile (0: the dump has no guards).
    pub records: usize,
    /// Conditions every run satisfies, over the module's symbols.
    #[serde(serialize_with = "display_all")]
    pub facts: Vec<crate::sym::Cond>,
    /// Every shape guard of the compile was read and used: a binding satisfying `facts`
    /// (and each symbol's range) is a shape the module really runs at.
    pub complete: bool,
    /// The guards among `facts` a proof may assume, each with its symbols, in `facts`'
    /// order: a pure function of `facts` and the module's symbols, filled on first use by
    /// `check::shape_guards` (which every access of the module calls; looking each guard
    /// up again per access was about 10% of an audit of distinct text).
    #[serde(skip)]
    pub usable: std::sync::OnceLock<Vec<UsableGuard>>,
}

/// A guard a proof may assume and its symbols (see [`GuardFacts::usable`]).
#[derive(Debug, Clone)]
pub struct UsableGuard {
    pub cond: crate::sym::Cond,
    pub vars: Vec<Arc<str>>,
}

impl GuardFacts {
    /// The guards were captured and all understood.
    pub fn known(&self) -> bool {
        self.records > 0 && self.complete
    }
}

fn display_all<S: serde::Serializer>(v: &[crate::sym::Cond], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(v.iter().map(|c| c.to_string()))
}

impl Module {
    pub fn kernel(&self, name: &str) -> Option<&Kernel> {
        self.kernels.iter().find(|k| k.name() == name)
    }

    /// Module-text position → file position.
    pub fn loc(&self, span: Span) -> Loc {
        let (line, column) = self.source.lines.to_file(span.line, span.col);
        Loc { line, column }
    }
}

/// Symbolic integers appear in the model's JSON as Inductor would print them.
impl Serialize for Expr {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}
