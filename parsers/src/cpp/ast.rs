//! The C++ subset Inductor's CPU backend writes: one `extern "C"` function per kernel
//! whose body is loops, blocks, `if`s, declarations, assignments, checks and calls into
//! `at::vec`.
//!
//! Invariant: every node carries the position of its first character in the text that
//! was parsed (1-based line, 1-based column counted in chars). A kernel source sits in
//! a raw string of a wrapper module: callers shift positions themselves.

use std::borrow::Cow;
use std::fmt;

use serde::Serialize;

pub use crate::py::ast::{Span, Unsupported};

/// The text of a type or of a literal's suffix. Kernels repeat a few spellings
/// (`int64_t` in every cast, `L` on every index literal): [`word`] borrows those from a
/// static table so the node allocates nothing for them (and frees nothing when the parse
/// cache drops the tree); any other spelling owns its text. Reads as a `str` either way.
pub type Word = Cow<'static, str>;

/// The static copy of a spelling shared by most kernels (casts, loop variables, literal
/// suffixes). A `match` on literals: each arm compares against a constant length, which
/// the compiler expands inline rather than calling `memcmp` per candidate.
macro_rules! common_word_table {
    ($($w:literal),* $(,)?) => {
        fn common_word(s: &str) -> Option<&'static str> {
            match s {
                $($w => Some($w),)*
                _ => None,
            }
        }
    };
}

common_word_table!(
    "",
    "L",
    "LL",
    "UL",
    "ULL",
    "l",
    "ll",
    "u",
    "U",
    "f",
    "int64_t",
    "int32_t",
    "int16_t",
    "int8_t",
    "uint64_t",
    "uint32_t",
    "uint16_t",
    "uint8_t",
    "int",
    "long",
    "bool",
    "float",
    "double",
    "char",
    "auto",
    "void",
    "size_t",
    "unsigned char",
    "signed char",
    "at::Half",
    "at::BFloat16",
    "c10::Half",
    "c10::BFloat16",
    "at::vec::Vectorized<float>",
    "at::vec::Vectorized<int64_t>",
    "at::vec::Vectorized<int32_t>",
    "at::vec::VectorizedN<int64_t,2>",
    "at::vec::VecMask<float,1>",
    "float*",
    "const float*",
    "int64_t*",
    "const int64_t*",
    "bool*",
    "const bool*",
    "int32_t*",
    "const int32_t*",
    "double*",
    "const double*",
    "const int64_t",
    "const float",
);

/// `s` as a [`Word`]: borrowed when it is a common spelling, owned (one allocation) otherwise.
pub fn word(s: &str) -> Word {
    match common_word(s) {
        Some(w) => Cow::Borrowed(w),
        None => Cow::Owned(s.to_string()),
    }
}

/// [`word`] for text already owned: a common spelling drops it, any other keeps it.
pub fn word_owned(s: String) -> Word {
    match common_word(&s) {
        Some(w) => Cow::Borrowed(w),
        None => Cow::Owned(s),
    }
}

/// Everything found in one C++ source.
#[derive(Debug, Clone, PartialEq, Default, Serialize)]
pub struct CppParse {
    pub kernels: Vec<Kernel>,
    /// Top-level preprocessor lines: `#include <torch/csrc/inductor/cpp_prefix.h>`.
    pub directives: Vec<Directive>,
    pub unsupported: Vec<Unsupported>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Directive {
    pub span: Span,
    /// The whole line from `#`, continuation lines joined, whitespace collapsed.
    pub text: String,
}

/// A function definition. Inductor's kernels are `extern "C" void kernel(...)`; the
/// name the wrapper uses is the Python variable the source is bound to, not this one.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Kernel {
    pub span: Span,
    pub name: String,
    pub extern_c: bool,
    pub return_type: CType,
    pub params: Vec<Param>,
    pub body: Vec<Stmt>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Param {
    pub span: Span,
    pub ty: CType,
    pub name: String,
    /// `const float* in_ptr0` and `const int64_t ks0` are const (for pointers: the pointee).
    pub is_const: bool,
    /// `float` for `float* out_ptr0`; `None` for a value parameter.
    pub elem_ty: Option<String>,
}

/// A type as written. Only what the checks need is structured; the rest stays text.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CType {
    /// The source spelling with whitespace collapsed: `const float*`.
    pub text: Word,
    /// The type without qualifiers, pointers and references: `float`,
    /// `at::vec::Vectorized<float>`, `unsigned long`, `auto`.
    pub base: Word,
    /// `const` on the base type (the pointee of a pointer).
    pub is_const: bool,
    pub pointer_depth: u32,
    pub is_reference: bool,
    /// Template arguments of the base's last name: `float` and `16` for `std::array<float, 16>`.
    pub template_args: Vec<TemplateArg>,
    /// Declaration specifiers kept as text: `static`, `alignas(...)`, `__at_align__`.
    pub specifiers: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Stmt {
    pub span: Span,
    pub kind: StmtKind,
}

// Statements are built once and matched on by the checks; the loop's expressions are
// boxed (see `For`), the declaration stays inline (the commonest statement: a box each
// would be an allocation per declaration).
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq, Serialize)]
pub enum StmtKind {
    Block(Vec<Stmt>),
    /// `for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(16L))`.
    /// `var`/`init` come from a declaration or an assignment in the init clause;
    /// `cond` and `step` are kept whole (`x0 < ...`, `x0 += ...`, `x0_inner++`).
    For {
        /// Pragmas written right before the loop: `omp for`, `GCC ivdep`, `GCC unroll 16`.
        pragmas: Vec<String>,
        var: Option<String>,
        var_ty: Option<CType>,
        // Boxed: inline, the three made every statement (a `Stmt` in a block's vector,
        // moved on each return of the parser) twice the size of the next largest kind.
        init: Option<Box<CExpr>>,
        cond: Option<Box<CExpr>>,
        step: Option<Box<CExpr>>,
        body: Box<Stmt>,
    },
    If {
        cond: CExpr,
        then: Box<Stmt>,
        #[serde(rename = "else")]
        else_: Option<Box<Stmt>>,
    },
    While {
        cond: CExpr,
        body: Box<Stmt>,
    },
    DoWhile {
        body: Box<Stmt>,
        cond: CExpr,
    },
    /// One declarator: `int a, b;` gives two statements.
    Decl {
        ty: CType,
        name: String,
        /// `float tmp0[16*16]` keeps `16*16`.
        array_dims: Vec<CExpr>,
        init: Option<Init>,
    },
    Assign {
        target: CExpr,
        value: CExpr,
    },
    /// `x += v`: `op` is the arithmetic part.
    CompoundAssign {
        target: CExpr,
        op: BinOp,
        value: CExpr,
    },
    Expr(CExpr),
    /// `TORCH_CHECK(cond, "msg")`, `AOTI_TORCH_CHECK`, `TORCH_INTERNAL_ASSERT`, and
    /// the `(cond ? 0 : (throw std::runtime_error("msg"), 0));` device asserts.
    Check {
        macro_name: String,
        cond: CExpr,
        message: Option<String>,
        /// Arguments after the condition, the message included.
        args: Vec<CExpr>,
    },
    Return(Option<CExpr>),
    Break,
    Continue,
    /// A `#pragma` that does not attach to the statement after it.
    Pragma(String),
    /// `#pragma omp parallel` (or `single`, `critical`, ...) and the statement it governs.
    OmpRegion {
        pragma: String,
        body: Box<Stmt>,
    },
    /// Any other preprocessor line inside a function body.
    Directive(String),
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub enum Init {
    /// `= value`
    Expr(CExpr),
    /// `T name(args)`
    Paren(Vec<CExpr>),
    /// `T name{args}`
    Brace(Vec<CExpr>),
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CExpr {
    pub span: Span,
    pub kind: CExprKind,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum BinOp {
    Mul,
    Div,
    Rem,
    Add,
    Sub,
    Shl,
    Shr,
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
    BitAnd,
    BitXor,
    BitOr,
    And,
    Or,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum UnaryOp {
    Neg,
    Plus,
    /// `!`
    Not,
    /// `~`
    BitNot,
    /// `*p`
    Deref,
    /// `&x`
    AddrOf,
    PreInc,
    PreDec,
    PostInc,
    PostDec,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum CastKind {
    Static,
    Reinterpret,
    Const,
    Dynamic,
    /// `(T)e`
    CStyle,
    /// `int64_t(e)`, `float(e)`
    Functional,
    /// `c10::convert<T>(e)`
    Convert,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PathSegment {
    pub name: String,
    /// `Some` when written with `<...>`, even empty.
    pub template_args: Option<Vec<TemplateArg>>,
}

/// `at::vec::Vectorized<float>::loadu`: a qualified or templated name.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Path {
    /// Written with a leading `::`.
    pub global: bool,
    pub segments: Vec<PathSegment>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub enum TemplateArg {
    Type(CType),
    Expr(CExpr),
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Lambda {
    /// What is between the brackets: `&`, `=`, ``.
    pub captures: String,
    pub params: Vec<Param>,
    pub body: Vec<Stmt>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub enum CExprKind {
    Int {
        value: i128,
        /// `L`, `LL`, `UL`, ... as written.
        suffix: Word,
    },
    Float {
        value: f64,
        /// The literal as written (`1e-05`, `0.5f`): f64 printing would not round-trip it.
        text: String,
        suffix: Word,
    },
    Bool(bool),
    /// String literal, escapes resolved; adjacent literals are joined.
    Str(String),
    Char(u32),
    /// A plain identifier (`x0`, `in_ptr0`, `nullptr`).
    Name(String),
    /// A qualified or templated name.
    Path(Path),
    Call {
        callee: Box<CExpr>,
        args: Vec<CExpr>,
    },
    /// `tmp4.store(p, n)`, `tmp19.template cast<float,1>()`, `buf.get()`.
    MethodCall {
        receiver: Box<CExpr>,
        method: String,
        template_args: Option<Vec<TemplateArg>>,
        args: Vec<CExpr>,
        arrow: bool,
    },
    /// `a.b` / `a->b` not followed by a call.
    Member {
        object: Box<CExpr>,
        name: String,
        arrow: bool,
    },
    Index {
        base: Box<CExpr>,
        index: Box<CExpr>,
    },
    Unary {
        op: UnaryOp,
        operand: Box<CExpr>,
    },
    Binary {
        op: BinOp,
        lhs: Box<CExpr>,
        rhs: Box<CExpr>,
    },
    /// Assignment used as an expression (a `for` step): `op` is `None` for `=`.
    Assign {
        op: Option<BinOp>,
        target: Box<CExpr>,
        value: Box<CExpr>,
    },
    Ternary {
        cond: Box<CExpr>,
        then: Box<CExpr>,
        #[serde(rename = "else")]
        else_: Box<CExpr>,
    },
    /// `(a, b)`
    Comma(Vec<CExpr>),
    Cast {
        kind: CastKind,
        ty: CType,
        expr: Box<CExpr>,
    },
    Lambda(Box<Lambda>),
    /// `{a, b}` or `IndexValue<float>{0, x}`.
    BraceInit {
        ty: Option<CType>,
        items: Vec<CExpr>,
    },
    /// `sizeof(x)`, `alignof(float)`.
    SizeOf {
        op: String,
        arg: Box<TemplateArg>,
    },
    Decltype(Box<CExpr>),
    /// A name looked up in the type of an expression: `decltype(tmp22)::blendv`.
    Scoped {
        scope: Box<CExpr>,
        name: PathSegment,
    },
    Throw(Option<Box<CExpr>>),
}

impl CExpr {
    pub fn new(span: Span, kind: CExprKind) -> Self {
        CExpr { span, kind }
    }

    pub fn as_name(&self) -> Option<&str> {
        match &self.kind {
            CExprKind::Name(n) => Some(n),
            _ => None,
        }
    }

    /// The value of an integer literal, possibly negated.
    pub fn as_int(&self) -> Option<i128> {
        match &self.kind {
            CExprKind::Int { value, .. } => Some(*value),
            CExprKind::Unary { op: UnaryOp::Neg, operand } => operand.as_int().map(|v| -v),
            _ => None,
        }
    }

    /// The callee spelled as a path (`at::vec::Vectorized<float>::loadu`), for calls
    /// whose callee is a name.
    pub fn callee_path(&self) -> Option<String> {
        match &self.kind {
            CExprKind::Call { callee, .. } => match &callee.kind {
                CExprKind::Name(n) => Some(n.clone()),
                CExprKind::Path(p) => Some(p.to_string()),
                _ => None,
            },
            _ => None,
        }
    }

    /// Removes casts to integer types that do not change an index value in practice:
    /// `static_cast<int64_t>(x1 + 129L*x0)` gives `x1 + 129L*x0`. Repeated.
    pub fn strip_int_casts(&self) -> &CExpr {
        let mut e = self;
        while let CExprKind::Cast { ty, expr, .. } = &e.kind {
            if ty.pointer_depth == 0 && is_integer_type(&ty.base) {
                e = expr;
            } else {
                break;
            }
        }
        e
    }
}

/// Integer types Inductor uses for indices and sizes.
pub fn is_integer_type(base: &str) -> bool {
    matches!(
        base,
        "int64_t"
            | "int32_t"
            | "int16_t"
            | "int8_t"
            | "uint64_t"
            | "uint32_t"
            | "uint16_t"
            | "uint8_t"
            | "int"
            | "long"
            | "long long"
            | "unsigned"
            | "unsigned int"
            | "unsigned long"
            | "unsigned long long"
            | "short"
            | "size_t"
            | "std::size_t"
            | "ssize_t"
            | "ptrdiff_t"
            | "std::ptrdiff_t"
            | "intptr_t"
            | "long int"
            | "long long int"
    )
}

impl Path {
    pub fn last(&self) -> Option<&PathSegment> {
        self.segments.last()
    }
}

impl BinOp {
    pub fn as_str(self) -> &'static str {
        match self {
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::Rem => "%",
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Shl => "<<",
            BinOp::Shr => ">>",
            BinOp::Lt => "<",
            BinOp::Le => "<=",
            BinOp::Gt => ">",
            BinOp::Ge => ">=",
            BinOp::Eq => "==",
            BinOp::Ne => "!=",
            BinOp::BitAnd => "&",
            BinOp::BitXor => "^",
            BinOp::BitOr => "|",
            BinOp::And => "&&",
            BinOp::Or => "||",
        }
    }

    /// C precedence, higher binds tighter.
    pub fn precedence(self) -> u8 {
        match self {
            BinOp::Mul | BinOp::Div | BinOp::Rem => 10,
            BinOp::Add | BinOp::Sub => 9,
            BinOp::Shl | BinOp::Shr => 8,
            BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => 7,
            BinOp::Eq | BinOp::Ne => 6,
            BinOp::BitAnd => 5,
            BinOp::BitXor => 4,
            BinOp::BitOr => 3,
            BinOp::And => 2,
            BinOp::Or => 1,
        }
    }
}

impl UnaryOp {
    pub fn as_str(self) -> &'static str {
        match self {
            UnaryOp::Neg => "-",
            UnaryOp::Plus => "+",
            UnaryOp::Not => "!",
            UnaryOp::BitNot => "~",
            UnaryOp::Deref => "*",
            UnaryOp::AddrOf => "&",
            UnaryOp::PreInc | UnaryOp::PostInc => "++",
            UnaryOp::PreDec | UnaryOp::PostDec => "--",
        }
    }
}

impl fmt::Display for TemplateArg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TemplateArg::Type(t) => f.write_str(&t.text),
            TemplateArg::Expr(e) => write!(f, "{e}"),
        }
    }
}

fn write_template_args(f: &mut fmt::Formatter<'_>, args: &Option<Vec<TemplateArg>>) -> fmt::Result {
    if let Some(args) = args {
        f.write_str("<")?;
        for (i, a) in args.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{a}")?;
        }
        f.write_str(">")?;
    }
    Ok(())
}

impl fmt::Display for PathSegment {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name)?;
        write_template_args(f, &self.template_args)
    }
}

impl fmt::Display for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.global {
            f.write_str("::")?;
        }
        for (i, s) in self.segments.iter().enumerate() {
            if i > 0 {
                f.write_str("::")?;
            }
            write!(f, "{s}")?;
        }
        Ok(())
    }
}

fn write_list(f: &mut fmt::Formatter<'_>, items: &[CExpr]) -> fmt::Result {
    for (i, a) in items.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{a}")?;
    }
    Ok(())
}

/// Binding strength of an expression when printed: operands that bind weaker than
/// their context get parentheses.
fn expr_precedence(e: &CExpr) -> u8 {
    match &e.kind {
        CExprKind::Comma(_) => 0,
        CExprKind::Assign { .. } | CExprKind::Throw(_) => 1,
        CExprKind::Ternary { .. } => 2,
        CExprKind::Binary { op, .. } => 2 + op.precedence(),
        CExprKind::Unary { op: UnaryOp::PostInc | UnaryOp::PostDec, .. } => 15,
        CExprKind::Unary { .. } | CExprKind::Cast { kind: CastKind::CStyle, .. } => 14,
        CExprKind::Int { value, .. } if *value < 0 => 14,
        CExprKind::Float { value, .. } if *value < 0.0 => 14,
        _ => 15,
    }
}

struct Operand<'a>(&'a CExpr, u8);

impl fmt::Display for Operand<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if expr_precedence(self.0) < self.1 {
            write!(f, "({})", self.0)
        } else {
            write!(f, "{}", self.0)
        }
    }
}

/// Prints canonical C++: the same tree always prints the same text, parentheses only
/// where precedence needs them.
impl fmt::Display for CExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            CExprKind::Int { value, suffix } => write!(f, "{value}{suffix}"),
            CExprKind::Float { text, .. } => f.write_str(text),
            CExprKind::Bool(b) => write!(f, "{b}"),
            CExprKind::Str(s) => write!(f, "{s:?}"),
            CExprKind::Char(c) => match char::from_u32(*c) {
                Some(c) => write!(f, "{c:?}"),
                None => write!(f, "'\\x{c:x}'"),
            },
            CExprKind::Name(n) => f.write_str(n),
            CExprKind::Path(p) => write!(f, "{p}"),
            CExprKind::Call { callee, args } => {
                write!(f, "{}(", Operand(callee, 15))?;
                write_list(f, args)?;
                f.write_str(")")
            }
            CExprKind::MethodCall { receiver, method, template_args, args, arrow } => {
                write!(f, "{}{}", Operand(receiver, 15), if *arrow { "->" } else { "." })?;
                if template_args.is_some() {
                    f.write_str("template ")?;
                }
                f.write_str(method)?;
                write_template_args(f, template_args)?;
                f.write_str("(")?;
                write_list(f, args)?;
                f.write_str(")")
            }
            CExprKind::Member { object, name, arrow } => {
                write!(f, "{}{}{name}", Operand(object, 15), if *arrow { "->" } else { "." })
            }
            CExprKind::Index { base, index } => write!(f, "{}[{index}]", Operand(base, 15)),
            CExprKind::Unary { op, operand } => match op {
                UnaryOp::PostInc | UnaryOp::PostDec => {
                    write!(f, "{}{}", Operand(operand, 15), op.as_str())
                }
                // `- -x` must not print as `--x`.
                _ => {
                    let inner = Operand(operand, 14).to_string();
                    let sep = if (inner.starts_with('-') && matches!(op, UnaryOp::Neg | UnaryOp::PreDec))
                        || (inner.starts_with('+') && matches!(op, UnaryOp::Plus | UnaryOp::PreInc))
                        || (inner.starts_with('&') && *op == UnaryOp::AddrOf)
                    {
                        " "
                    } else {
                        ""
                    };
                    write!(f, "{}{sep}{inner}", op.as_str())
                }
            },
            CExprKind::Binary { op, lhs, rhs } => {
                let p = 2 + op.precedence();
                // Parentheses a reader (and `-Wparentheses`) expects, though C does
                // not need them: comparisons under `&`/`|`/`^`, `&&` under `||`.
                let clear = |e: &CExpr| match (&e.kind, op) {
                    (CExprKind::Binary { op: inner, .. }, BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor) if inner.precedence() <= 7 && inner.precedence() != op.precedence() => {
                        2 + BinOp::Mul.precedence()
                    }
                    (CExprKind::Binary { op: BinOp::And, .. }, BinOp::Or) => 2 + BinOp::Mul.precedence(),
                    _ => 0,
                };
                let (lp, rp) = (p.max(clear(lhs)), (p + 1).max(clear(rhs)));
                write!(f, "{} {} {}", Operand(lhs, lp), op.as_str(), Operand(rhs, rp))
            }
            CExprKind::Assign { op, target, value } => {
                let op = op.map_or("", BinOp::as_str);
                write!(f, "{} {op}= {}", Operand(target, 2), Operand(value, 1))
            }
            CExprKind::Ternary { cond, then, else_ } => {
                write!(f, "{} ? {} : {}", Operand(cond, 3), Operand(then, 1), Operand(else_, 2))
            }
            CExprKind::Comma(items) => write_list(f, items),
            CExprKind::Cast { kind, ty, expr } => match kind {
                CastKind::Static => write!(f, "static_cast<{}>({expr})", ty.text),
                CastKind::Reinterpret => write!(f, "reinterpret_cast<{}>({expr})", ty.text),
                CastKind::Const => write!(f, "const_cast<{}>({expr})", ty.text),
                CastKind::Dynamic => write!(f, "dynamic_cast<{}>({expr})", ty.text),
                CastKind::CStyle => write!(f, "({}){}", ty.text, Operand(expr, 14)),
                CastKind::Functional => write!(f, "{}({expr})", ty.text),
                CastKind::Convert => write!(f, "c10::convert<{}>({expr})", ty.text),
            },
            CExprKind::Lambda(l) => {
                write!(f, "[{}](", l.captures)?;
                for (i, p) in l.params.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{} {}", p.ty.text, p.name)?;
                }
                write!(f, ") {{ ... }}")
            }
            CExprKind::BraceInit { ty, items } => {
                if let Some(ty) = ty {
                    f.write_str(&ty.text)?;
                }
                f.write_str("{")?;
                write_list(f, items)?;
                f.write_str("}")
            }
            CExprKind::SizeOf { op, arg } => write!(f, "{op}({arg})"),
            CExprKind::Decltype(e) => write!(f, "decltype({e})"),
            CExprKind::Scoped { scope, name } => write!(f, "{scope}::{name}"),
            CExprKind::Throw(e) => match e {
                Some(e) => write!(f, "throw {}", Operand(e, 1)),
                None => f.write_str("throw"),
            },
        }
    }
}

impl Kernel {
    /// The parameter called `name` and its position.
    pub fn param(&self, name: &str) -> Option<(usize, &Param)> {
        self.params.iter().enumerate().find(|(_, p)| p.name == name)
    }
}

impl Directive {
    /// `torch/csrc/inductor/cpp_prefix.h` for `#include <torch/csrc/inductor/cpp_prefix.h>`.
    pub fn include(&self) -> Option<&str> {
        let rest = self.text.strip_prefix('#')?.trim_start().strip_prefix("include")?.trim();
        Some(rest.trim_matches(|c| matches!(c, '<' | '>' | '"')))
    }

    /// `omp parallel` for `#pragma omp parallel`.
    pub fn pragma(&self) -> Option<&str> {
        pragma_text(&self.text)
    }
}

/// The text after `#pragma`, for a directive line.
pub(crate) fn pragma_text(directive: &str) -> Option<&str> {
    let rest = directive.strip_prefix('#')?.trim_start();
    let rest = rest.strip_prefix("pragma")?;
    if !rest.is_empty() && !rest.starts_with(char::is_whitespace) {
        return None;
    }
    Some(rest.trim())
}
