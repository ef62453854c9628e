//! The Python subset Inductor writes: wrapper modules, `@triton.jit` bodies and the
//! literals of `@triton_heuristics.*` decorators all parse into this one tree.
//!
//! Invariant: every node carries the position of its first character in the text that
//! was parsed (1-based line, 1-based column, counted in chars). Callers that parse a
//! fragment (a kernel source inside a triple-quoted string) shift positions themselves.

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize)]
pub struct Span {
    pub line: u32,
    pub col: u32,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Expr {
    pub span: Span,
    pub kind: ExprKind,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    /// `/` (true division)
    Div,
    /// `//` (floor division)
    FloorDiv,
    /// `%` (Python modulo: result has the sign of the divisor)
    Mod,
    Pow,
    /// `@`
    MatMul,
    BitAnd,
    BitOr,
    BitXor,
    LShift,
    RShift,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum UnaryOp {
    Neg,
    Pos,
    /// `~`
    Invert,
    /// `not`
    Not,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum CmpOp {
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
    Is,
    IsNot,
    In,
    NotIn,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum BoolOp {
    And,
    Or,
}

/// One element of a subscript: `x[0]`, `x[:, None]`, `x[1:3]`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub enum SubscriptItem {
    Index(Expr),
    Slice { lower: Option<Expr>, upper: Option<Expr>, step: Option<Expr> },
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Keyword {
    pub name: String,
    pub value: Expr,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub enum ExprKind {
    Name(String),
    /// Integer literal. i128 so that `2**63`-sized constants Inductor prints survive.
    Int(i128),
    /// Integer literal beyond `i128` (Python's integers have no bound), as written
    /// without underscores (`0x...` keeps its prefix).
    BigInt(String),
    Float(f64),
    /// String literal, escapes resolved (raw strings kept raw). Adjacent literals are joined.
    Str(String),
    Bool(bool),
    None,
    /// `...`
    Ellipsis,
    Attribute {
        value: Box<Expr>,
        attr: String,
    },
    Call {
        func: Box<Expr>,
        args: Vec<Expr>,
        keywords: Vec<Keyword>,
    },
    Subscript {
        value: Box<Expr>,
        items: Vec<SubscriptItem>,
    },
    BinOp {
        op: BinOp,
        left: Box<Expr>,
        right: Box<Expr>,
    },
    UnaryOp {
        op: UnaryOp,
        operand: Box<Expr>,
    },
    /// `a < b <= c` keeps the chain: left, then (op, right) pairs.
    Compare {
        left: Box<Expr>,
        ops: Vec<(CmpOp, Expr)>,
    },
    BoolOp {
        op: BoolOp,
        values: Vec<Expr>,
    },
    /// `body if test else orelse`
    IfExp {
        test: Box<Expr>,
        body: Box<Expr>,
        orelse: Box<Expr>,
    },
    Tuple(Vec<Expr>),
    List(Vec<Expr>),
    Set(Vec<Expr>),
    Dict(Vec<(Expr, Expr)>),
    /// `*x` in a call or a tuple
    Starred(Box<Expr>),
    /// `**x` in a call
    DoubleStarred(Box<Expr>),
    /// `lambda a, b: body`
    Lambda {
        params: Vec<String>,
        body: Box<Expr>,
    },
    /// `[elt for ...]`, `(elt for ...)`: kept as text, Inductor only writes them in helpers.
    Comprehension(String),
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Param {
    pub name: String,
    /// `XBLOCK : tl.constexpr`
    pub annotation: Option<Expr>,
    pub default: Option<Expr>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Stmt {
    pub span: Span,
    pub kind: StmtKind,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub enum StmtKind {
    Expr(Expr),
    /// `a = b = value`, `a, b = value`
    Assign {
        targets: Vec<Expr>,
        value: Expr,
    },
    /// `RBLOCK: tl.constexpr = R0_BLOCK`
    AnnAssign {
        target: Expr,
        annotation: Expr,
        value: Option<Expr>,
    },
    /// `acc += tl.dot(a, b)`
    AugAssign {
        target: Expr,
        op: BinOp,
        value: Expr,
    },
    If {
        test: Expr,
        body: Vec<Stmt>,
        /// `elif` chains nest as a single `If` in `orelse`.
        orelse: Vec<Stmt>,
    },
    For {
        target: Expr,
        iter: Expr,
        body: Vec<Stmt>,
    },
    While {
        test: Expr,
        body: Vec<Stmt>,
    },
    With {
        items: Vec<Expr>,
        body: Vec<Stmt>,
    },
    FunctionDef {
        name: String,
        params: Vec<Param>,
        decorators: Vec<Expr>,
        body: Vec<Stmt>,
    },
    ClassDef {
        name: String,
        bases: Vec<Expr>,
        body: Vec<Stmt>,
    },
    Return(Option<Expr>),
    Del(Vec<Expr>),
    /// `import a.b as c`, `from a import b as c`: (module, name, alias) triples.
    Import(Vec<ImportName>),
    Assert {
        test: Expr,
        msg: Option<Expr>,
    },
    Raise(Option<Expr>),
    Try {
        body: Vec<Stmt>,
        handlers: Vec<Stmt>,
    },
    Pass,
    Break,
    Continue,
    Global(Vec<String>),
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ImportName {
    /// `from X import ...` module, or the imported module itself for `import X`.
    pub module: String,
    /// The imported name for `from X import name`; `None` for `import X`.
    pub name: Option<String>,
    pub alias: Option<String>,
}

/// Something the parser saw but could not understand. Parsing never fails as a whole:
/// the statement is skipped, recorded here, and the rest is parsed.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Unsupported {
    pub span: Span,
    /// The logical line (or its first 200 chars).
    pub text: String,
    pub reason: String,
}

#[derive(Debug, Clone, PartialEq, Default, Serialize)]
pub struct Module {
    pub body: Vec<Stmt>,
    pub unsupported: Vec<Unsupported>,
}

impl Expr {
    pub fn new(span: Span, kind: ExprKind) -> Self {
        Expr { span, kind }
    }

    /// `a.b.c` as "a.b.c"; `None` for anything that is not a dotted name.
    pub fn dotted_name(&self) -> Option<String> {
        match &self.kind {
            ExprKind::Name(n) => Some(n.clone()),
            ExprKind::Attribute { value, attr } => value.dotted_name().map(|p| format!("{p}.{attr}")),
            _ => None,
        }
    }

    pub fn as_name(&self) -> Option<&str> {
        match &self.kind {
            ExprKind::Name(n) => Some(n),
            _ => None,
        }
    }

    pub fn as_int(&self) -> Option<i128> {
        match &self.kind {
            ExprKind::Int(v) => Some(*v),
            ExprKind::UnaryOp { op: UnaryOp::Neg, operand } => operand.as_int().map(|v| -v),
            _ => None,
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match &self.kind {
            ExprKind::Str(s) => Some(s),
            _ => None,
        }
    }

    /// The keyword argument `name` of a call.
    pub fn keyword(&self, name: &str) -> Option<&Expr> {
        match &self.kind {
            ExprKind::Call { keywords, .. } => keywords.iter().find(|k| k.name == name).map(|k| &k.value),
            _ => None,
        }
    }

    /// Value under string key `key` of a dict literal.
    pub fn dict_get(&self, key: &str) -> Option<&Expr> {
        match &self.kind {
            ExprKind::Dict(items) => items.iter().find(|(k, _)| k.as_str() == Some(key)).map(|(_, v)| v),
            _ => None,
        }
    }
}
