//! Parser for the Python subset Inductor writes, into [`super::ast`].
//!
//! Two layers. [`super::lines`] cuts the text into logical lines with their indentation
//! (one forward byte scan). Each logical line is then parsed with nom-style functions
//! over `&str` slices of the original text, so every node's position is the offset of
//! its slice. Blocks come from comparing indentation of consecutive logical lines.
//!
//! Invariants:
//! - Parsing never fails as a whole: a statement that cannot be read becomes one
//!   [`Unsupported`] (a compound statement whose header fails takes its block and its
//!   `elif`/`else`/`except`/`finally` clauses with it) and parsing resumes after it.
//! - No backtracking beyond one token (a keyword argument name, a parenthesized `with`),
//!   so time is linear in the input.
//! - Recursion is bounded by [`MAX_DEPTH`] (brackets, lambdas, conditional
//!   expressions, blocks) and by a stack budget, trees by [`MAX_TREE_DEPTH`] (chains
//!   of operators, trailers, prefix operators, `**` and `elif`, which are built in
//!   loops): hostile nesting yields an `Unsupported`, never a stack overflow.
//!
//! Representation choices the AST leaves open:
//! - `with a as b:` items: a plain item is its expression; `ctx as target` is a
//!   two-element `Tuple([ctx, target])` whose span is `ctx`'s.
//! - Parameters: `*args` is named `"*args"`, `**kwargs` `"**kwargs"`, a bare `*`
//!   `"*"`, a positional-only marker `"/"`. Lambda defaults are parsed and dropped.
//! - `try`: `handlers` holds the statements of every `except`, `else` and `finally`
//!   body in source order; exception types and names are parsed and dropped.
//! - Dict unpacking `{**m}` is the entry `(DoubleStarred(m), m)`.
//! - A decorated `def`'s span is its `def` keyword (decorators carry their own spans);
//!   class decorators are parsed and dropped, class keywords (`metaclass=`) too.
//! - `raise X from Y` keeps `X`. `for`/`while` `else:` clauses are reported unsupported.
//! - `from . import x` has module `"."`; `from m import *` has name `"*"`.

use std::borrow::Cow;
use std::cell::Cell;

use nom::branch::alt;
use nom::bytes::complete::{tag, take_while, take_while1};
use nom::character::complete::satisfy;
use nom::combinator::value;
use nom::error::{ErrorKind, ParseError};
use nom::IResult;

use super::ast::*;
use super::lines::{self, LogicalLine, SourceMap};
use super::strings::{self, string_start, StringStart};

/// How deep brackets, lambdas, conditional expressions and blocks may nest before the
/// construct is reported unsupported. CPython's tokenizer refuses a 200th nested bracket,
/// so no module Python can run nests deeper than 199 brackets; each bracket costs the
/// parser one or two levels (the call or subscript, then the expression inside), and
/// unary operators and conditionals add theirs: 1000 leaves room for all of them.
pub const MAX_DEPTH: u32 = 1000;

/// How deep an expression tree may be (a leaf is 1), and how long an `elif` chain:
/// loops build these without recursing (`a + b + ...`, `a.b()[c]...`), but dropping or
/// walking the tree recurses once per level, so a million-term chain would overflow
/// the stack of whoever touches it. CPython 3.11 compiles chains of at most about 3000
/// operators (2994 `+` terms, 2993 prefix operators, measured): 4000 covers any chain
/// of a module Python can compile.
pub const MAX_TREE_DEPTH: u32 = 4000;

/// Stack [`parse_module`] runs on (at least; a thread of the crate's pool): [`MAX_DEPTH`]
/// levels take about 1 KiB each in a release build and several times that in a debug
/// build. Untouched stack pages are never committed, so the size costs address space only.
const PARSER_STACK: usize = 64 << 20;
const _: () = assert!(crate::stack::POOL_STACK >= PARSER_STACK, "the parser pool's threads must have the stack this parser assumes");

/// Stack the parser may use below its entry on its own thread: the rest of
/// [`PARSER_STACK`] is the margin for the frames below the last check.
const STACK_BUDGET: usize = 48 << 20;

/// Stack the parser may use below its entry on the caller's thread ([`parse_expr`], and
/// [`parse_module`] when no thread can be started): callers need this much free stack
/// plus a margin (a 2 MiB thread is fine). Deeper input is reported, not overflowed.
const CALLER_STACK_BUDGET: usize = 1 << 20;

/// An address in the current stack frame.
#[inline(never)]
fn stack_position() -> usize {
    let probe = 0u8;
    std::hint::black_box(&probe) as *const u8 as usize
}

/// Longest `Unsupported::text` kept, in chars.
const TEXT_LIMIT: usize = 200;

/// Where and why a parse stopped; becomes an [`Unsupported`] reason.
#[derive(Debug, Clone, Copy)]
struct PErr<'s> {
    at: &'s str,
    reason: &'static str,
}

impl<'s> ParseError<&'s str> for PErr<'s> {
    fn from_error_kind(at: &'s str, _: ErrorKind) -> Self {
        PErr { at, reason: "unexpected text" }
    }
    fn append(_: &'s str, _: ErrorKind, other: Self) -> Self {
        other
    }
    fn or(self, other: Self) -> Self {
        // The alternative that got further explains the failure better.
        if other.at.len() < self.at.len() {
            other
        } else {
            self
        }
    }
}

type PResult<'s, T> = IResult<&'s str, T, PErr<'s>>;

/// `?` without the `Try` machinery: in a debug build each `?` on a parse result costs
/// several result-sized stack slots, and the functions that recurse per bracket use
/// this instead to keep their frames small.
macro_rules! tri {
    ($e:expr) => {
        match $e {
            Ok(v) => v,
            Err(e) => return Err(e),
        }
    };
}

fn fail<'s, T>(at: &'s str, reason: &'static str) -> PResult<'s, T> {
    Err(nom::Err::Error(PErr { at, reason }))
}

fn into_perr<'s>(e: nom::Err<PErr<'s>>, at: &'s str) -> PErr<'s> {
    match e {
        nom::Err::Error(e) | nom::Err::Failure(e) => e,
        nom::Err::Incomplete(_) => PErr { at, reason: "incomplete input" },
    }
}

/// Skips blanks, newlines (the logical line splitter only leaves those inside brackets),
/// backslash continuations and comments.
#[inline]
fn ws(i: &str) -> &str {
    // Called before every token by every level, mostly where nothing is to skip.
    match i.as_bytes().first() {
        Some(b' ' | b'\t' | b'\n' | b'\r' | b'\x0c' | b'\\' | b'#') => ws_some(i),
        _ => i,
    }
}

#[inline(never)]
fn ws_some(i: &str) -> &str {
    // Mostly one space between tokens: no need for the memo.
    let b = i.as_bytes();
    let mut j = 0;
    while b.get(j) == Some(&b' ') {
        j += 1;
    }
    match b.get(j) {
        Some(b'\t' | b'\n' | b'\r' | b'\x0c' | b'\\' | b'#') => ws_slow(&i[j..]),
        _ => &i[j..],
    }
}

thread_local! {
    /// `(start, skipped)` of the last long run `ws_slow` skipped. Unwinding nested
    /// brackets asks for the same position at every level; without this, a long
    /// comment inside deep brackets would be rescanned once per level. Addresses are
    /// only meaningful within one parse: [`Ctx::new`] clears it.
    static LAST_RUN: Cell<(usize, usize)> = const { Cell::new((0, 0)) };
}

fn ws_slow(i: &str) -> &str {
    let b = i.as_bytes();
    let key = b.as_ptr() as usize;
    let (start, skipped) = LAST_RUN.with(Cell::get);
    if start == key && i.is_char_boundary(skipped) {
        return &i[skipped..];
    }
    let mut j = 0;
    while j < b.len() {
        match b[j] {
            b' ' | b'\t' | b'\n' | b'\r' | b'\x0c' => j += 1,
            b'\\' if matches!(b.get(j + 1), Some(b'\n' | b'\r')) => j += 2,
            b'#' => j = lines::find2(b, j, b'\n', b'\r'),
            _ => break,
        }
    }
    if j > 64 {
        LAST_RUN.with(|c| c.set((key, j)));
    }
    &i[j..]
}

/// ASCII bytes that may continue an identifier (`[A-Za-z0-9_]`; the glog prefix's tags
/// use it too).
pub(crate) static IDENT_CONTINUE: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = 0;
    while c < 128 {
        let b = c as u8;
        t[c] = b.is_ascii_alphanumeric() || b == b'_';
        c += 1;
    }
    t
};

/// An identifier: ASCII bytes are checked directly, other chars by their Unicode class.
fn ident(i: &str) -> PResult<'_, &str> {
    let b = i.as_bytes();
    let mut j = match b.first() {
        Some(c) if c.is_ascii_alphabetic() || *c == b'_' => 1,
        Some(c) if *c >= 0x80 => {
            let (r, _) = satisfy(|c: char| c.is_alphabetic())(i)?;
            i.len() - r.len()
        }
        _ => return fail(i, "expected a name"),
    };
    loop {
        while j < b.len() && IDENT_CONTINUE[b[j] as usize] {
            j += 1;
        }
        match b.get(j) {
            Some(c) if *c >= 0x80 => match i[j..].chars().next() {
                Some(ch) if ch.is_alphanumeric() => j += ch.len_utf8(),
                _ => break,
            },
            _ => break,
        }
    }
    Ok((&i[j..], &i[..j]))
}

fn is_ident_char_at(s: &str) -> bool {
    s.chars().next().is_some_and(|c| c.is_alphanumeric() || c == '_')
}

/// `i` without the keyword `kw` when it starts with it as a whole word.
fn keyword<'s>(i: &'s str, kw: &str) -> Option<&'s str> {
    let r = i.strip_prefix(kw)?;
    (!is_ident_char_at(r)).then_some(r)
}

fn is_keyword(s: &str) -> bool {
    matches!(
        s,
        "False"
            | "None"
            | "True"
            | "and"
            | "as"
            | "assert"
            | "async"
            | "await"
            | "break"
            | "class"
            | "continue"
            | "def"
            | "del"
            | "elif"
            | "else"
            | "except"
            | "finally"
            | "for"
            | "from"
            | "global"
            | "if"
            | "import"
            | "in"
            | "is"
            | "lambda"
            | "nonlocal"
            | "not"
            | "or"
            | "pass"
            | "raise"
            | "return"
            | "try"
            | "while"
            | "with"
            | "yield"
    )
}

fn starts_comprehension(i: &str) -> bool {
    keyword(i, "for").is_some() || keyword(i, "async").is_some()
}

fn aug_op(i: &str) -> PResult<'_, BinOp> {
    alt((
        alt((
            value(BinOp::FloorDiv, tag("//=")),
            value(BinOp::Pow, tag("**=")),
            value(BinOp::LShift, tag("<<=")),
            value(BinOp::RShift, tag(">>=")),
            value(BinOp::Add, tag("+=")),
            value(BinOp::Sub, tag("-=")),
            value(BinOp::Mul, tag("*=")),
        )),
        alt((
            value(BinOp::Div, tag("/=")),
            value(BinOp::Mod, tag("%=")),
            value(BinOp::MatMul, tag("@=")),
            value(BinOp::BitAnd, tag("&=")),
            value(BinOp::BitOr, tag("|=")),
            value(BinOp::BitXor, tag("^=")),
        )),
    ))(i)
}

/// Whether a comma-separated list ends here (after a trailing comma, or at its end).
fn ends_expr_list(i: &str) -> bool {
    match i.as_bytes().first() {
        None => true,
        Some(c) => matches!(c, b'=' | b')' | b']' | b'}' | b':' | b';') || aug_op(i).is_ok(),
    }
}

// Binding power of infix operators: a larger number binds tighter.
const OR: u8 = 1;
const AND: u8 = 2;
const NOT: u8 = 3;
const CMP: u8 = 4;
const BITOR: u8 = 5;

enum Infix<'s> {
    Bool(BoolOp, &'s str),
    Cmp(CmpOp, &'s str),
    Bin(BinOp, u8, &'s str),
}

impl Infix<'_> {
    fn prec(&self) -> u8 {
        match self {
            Infix::Bool(BoolOp::Or, _) => OR,
            Infix::Bool(BoolOp::And, _) => AND,
            Infix::Cmp(..) => CMP,
            Infix::Bin(_, p, _) => *p,
        }
    }
}

/// The infix operator `i` starts with, and the text after it. Operators that are the
/// start of an augmented assignment (`+=`) are not infix operators.
fn infix_at(i: &str) -> Option<Infix<'_>> {
    let b = i.as_bytes();
    let c1 = b.get(1).copied();
    let c2 = b.get(2).copied();
    let bin = |op, p, n: usize| Some(Infix::Bin(op, p, &i[n..]));
    let cmp = |op, n: usize| Some(Infix::Cmp(op, &i[n..]));
    match *b.first()? {
        b'o' => keyword(i, "or").map(|r| Infix::Bool(BoolOp::Or, r)),
        b'a' => keyword(i, "and").map(|r| Infix::Bool(BoolOp::And, r)),
        b'i' => {
            if let Some(r) = keyword(i, "in") {
                return Some(Infix::Cmp(CmpOp::In, r));
            }
            let r = keyword(i, "is")?;
            match keyword(ws(r), "not") {
                Some(r2) => Some(Infix::Cmp(CmpOp::IsNot, r2)),
                None => Some(Infix::Cmp(CmpOp::Is, r)),
            }
        }
        b'n' => keyword(ws(keyword(i, "not")?), "in").map(|r| Infix::Cmp(CmpOp::NotIn, r)),
        b'<' => match c1 {
            Some(b'=') => cmp(CmpOp::Le, 2),
            Some(b'<') if c2 != Some(b'=') => bin(BinOp::LShift, 8, 2),
            Some(b'<' | b'>') => None,
            _ => cmp(CmpOp::Lt, 1),
        },
        b'>' => match c1 {
            Some(b'=') => cmp(CmpOp::Ge, 2),
            Some(b'>') if c2 != Some(b'=') => bin(BinOp::RShift, 8, 2),
            Some(b'>') => None,
            _ => cmp(CmpOp::Gt, 1),
        },
        b'=' if c1 == Some(b'=') => cmp(CmpOp::Eq, 2),
        b'!' if c1 == Some(b'=') => cmp(CmpOp::Ne, 2),
        _ if c1 == Some(b'=') => None,
        b'|' => bin(BinOp::BitOr, BITOR, 1),
        b'^' => bin(BinOp::BitXor, 6, 1),
        b'&' => bin(BinOp::BitAnd, 7, 1),
        b'+' => bin(BinOp::Add, 9, 1),
        b'-' if c1 != Some(b'>') => bin(BinOp::Sub, 9, 1),
        b'*' if c1 != Some(b'*') => bin(BinOp::Mul, 10, 1),
        b'/' if c1 == Some(b'/') => (c2 != Some(b'=')).then(|| Infix::Bin(BinOp::FloorDiv, 10, &i[2..])),
        b'/' => bin(BinOp::Div, 10, 1),
        b'%' => bin(BinOp::Mod, 10, 1),
        b'@' => bin(BinOp::MatMul, 10, 1),
        _ => None,
    }
}

fn boxed(e: Expr) -> Box<Expr> {
    Box::new(e)
}

fn truncate(s: &str, max_chars: usize) -> &str {
    s.char_indices().nth(max_chars).map_or(s, |(o, _)| &s[..o])
}

/// Decrements the nesting counter when a nested construct is left.
struct DepthGuard<'c>(&'c Cell<u32>);

impl Drop for DepthGuard<'_> {
    fn drop(&mut self) {
        self.0.set(self.0.get().saturating_sub(1));
    }
}

type Fallible<'s, T> = Result<T, nom::Err<PErr<'s>>>;

/// Expression and simple-statement parsing over slices of one source text.
struct Ctx<'m, 's> {
    map: &'m SourceMap<'s>,
    /// Recursion depth of the parser (brackets, unary operators, `**`, blocks).
    depth: Cell<u32>,
    /// Tree depth of the expression the last expression parser returned (a leaf is 1):
    /// loops that nest their result (`a + b + c`, `a.b()[c]`) are bounded by it.
    last: Cell<u32>,
    /// Physical lines (0-based, inclusive) of the logical line being parsed: node
    /// positions are searched among them only.
    lines: Cell<(usize, usize)>,
    /// [`stack_position`] when parsing started.
    stack_base: usize,
    /// How far below `stack_base` the parser may recurse.
    stack_budget: usize,
}

enum Header {
    Test(Expr),
    For(Expr, Expr),
    With(Vec<Expr>),
    Def(String, Vec<Param>),
    Class(String, Vec<Expr>),
    Bare,
}

impl<'m, 's> Ctx<'m, 's> {
    fn new(map: &'m SourceMap<'s>, stack_budget: usize) -> Self {
        LAST_RUN.with(|c| c.set((0, 0)));
        Ctx { map, depth: Cell::new(0), last: Cell::new(0), lines: Cell::new((0, map.line_count() - 1)), stack_base: stack_position(), stack_budget }
    }

    fn off(&self, i: &str) -> usize {
        (i.as_ptr() as usize).wrapping_sub(self.map.src.as_ptr() as usize).min(self.map.src.len())
    }

    fn span(&self, i: &str) -> Span {
        let (lo, hi) = self.lines.get();
        self.map.span_in(self.off(i), lo, hi)
    }

    fn enter(&self, at: &'s str) -> Fallible<'s, DepthGuard<'_>> {
        let d = self.depth.get();
        if d >= MAX_DEPTH || self.stack_exhausted() {
            return Err(nom::Err::Failure(PErr { at, reason: "nesting deeper than the parser's limit" }));
        }
        self.depth.set(d + 1);
        Ok(DepthGuard(&self.depth))
    }

    fn stack_exhausted(&self) -> bool {
        self.stack_base.abs_diff(stack_position()) > self.stack_budget
    }

    fn leaf(&self, span: Span, kind: ExprKind) -> Expr {
        self.last.set(1);
        Expr::new(span, kind)
    }

    /// A node over children at most `child_depth` deep.
    fn node(&self, at: &'s str, span: Span, kind: ExprKind, child_depth: u32) -> Fallible<'s, Expr> {
        let d = child_depth + 1;
        if d > MAX_TREE_DEPTH {
            return Err(nom::Err::Failure(PErr { at, reason: "expression nested deeper than the parser's limit" }));
        }
        self.last.set(d);
        Ok(Expr::new(span, kind))
    }

    // ---------------------------------------------------------------- expressions
    //
    // Functions on a recursion path (brackets, unary operators, right operands) keep
    // their frames small and hand node building to `#[inline(never)]` helpers: a debug
    // build gives every temporary its own stack slot, and nesting multiplies frames.

    /// `expression`: a lambda, a conditional expression, or an operator expression.
    fn expr(&self, i: &'s str) -> PResult<'s, Expr> {
        let _g = self.enter(i)?;
        let i = ws(i);
        match lone_atom(i) {
            Some(LoneAtom::Name(name, r)) => {
                let kind = match name {
                    "True" => ExprKind::Bool(true),
                    "False" => ExprKind::Bool(false),
                    "None" => ExprKind::None,
                    _ => ExprKind::Name(name.to_owned()),
                };
                return Ok((r, self.leaf(self.span(i), kind)));
            }
            Some(LoneAtom::Str(st, body, n)) => {
                let value = strings::unescape(&body[..n], st.raw).into_owned();
                let close = if st.triple { 3 } else { 1 };
                return Ok((&body[n + close..], self.leaf(self.span(i), ExprKind::Str(value))));
            }
            Some(LoneAtom::Number) => return self.number(i),
            None => {}
        }
        if let Some(r) = keyword(i, "lambda") {
            return self.lambda(i, r);
        }
        let (r, body) = tri!(self.binary(i, OR));
        match keyword(ws(r), "if") {
            Some(r1) => self.conditional(i, body, r1),
            None => Ok((r, body)),
        }
    }

    /// `body if test else orelse`, after the `if`.
    #[inline(never)]
    fn conditional(&self, i: &'s str, body: Expr, after_if: &'s str) -> PResult<'s, Expr> {
        let d_body = self.last.get();
        let (r2, test) = self.binary(after_if, OR)?;
        let d_test = self.last.get();
        let r3 = ws(r2);
        let Some(r4) = keyword(r3, "else") else {
            return fail(r3, "expected 'else' in a conditional expression");
        };
        let (r5, orelse) = self.expr(r4)?;
        let d = d_body.max(d_test).max(self.last.get());
        // A node that starts with a subexpression starts where its text does,
        // parentheses included: `(a) if b else c` starts at `(`.
        let span = self.span(i);
        let kind = ExprKind::IfExp { test: boxed(test), body: boxed(body), orelse: boxed(orelse) };
        Ok((r5, self.node(i, span, kind, d)?))
    }

    /// `*x` (a starred item of a tuple, list, set or call) or an expression.
    fn star_or_expr(&self, i: &'s str) -> PResult<'s, Expr> {
        let i = ws(i);
        if i.starts_with('*') && !i.starts_with("**") {
            return self.starred(i);
        }
        self.expr(i)
    }

    /// A target of `for`: like [`Self::star_or_expr`] but without comparisons, so that
    /// `in` ends it.
    fn star_target(&self, i: &'s str) -> PResult<'s, Expr> {
        let i = ws(i);
        if i.starts_with('*') && !i.starts_with("**") {
            return self.starred(i);
        }
        self.binary(i, BITOR)
    }

    fn starred(&self, i: &'s str) -> PResult<'s, Expr> {
        let _g = self.enter(i)?;
        let (r, e) = self.binary(&i[1..], BITOR)?;
        Ok((r, self.wrap(i, ExprKind::Starred, e)?))
    }

    /// `make(e)` as a node at `at`, one level above `e` (the last expression parsed).
    #[inline(never)]
    fn wrap(&self, at: &'s str, make: fn(Box<Expr>) -> ExprKind, e: Expr) -> Fallible<'s, Expr> {
        let span = self.span(at);
        self.node(at, span, make(boxed(e)), self.last.get())
    }

    /// Operators from `or` down to `*`, by precedence climbing: `min` is the weakest
    /// operator this call may absorb. Comparisons chain, `and`/`or` flatten.
    fn binary(&self, i: &'s str, min: u8) -> PResult<'s, Expr> {
        let i = ws(i);
        let first = match keyword(i, "not") {
            Some(r1) if min <= NOT => self.not(i, r1),
            _ => self.unary(i),
        };
        let (mut r, mut left) = tri!(first);
        let mut start = None;
        loop {
            let r1 = ws(r);
            let Some(op) = infix_at(r1) else { break };
            if op.prec() < min {
                break;
            }
            let span = *start.get_or_insert_with(|| self.span(i));
            (r, left) = tri!(self.infix(r1, op, left, span));
        }
        Ok((r, left))
    }

    /// `not not ... x`: the `not`s are counted in a loop, then nested.
    #[inline(never)]
    fn not(&self, i: &'s str, after_not: &'s str) -> PResult<'s, Expr> {
        let mut nots = vec![i];
        let mut r = ws(after_not);
        while let Some(r1) = keyword(r, "not") {
            nots.push(r);
            r = ws(r1);
        }
        let (r, mut e) = self.binary(r, NOT)?;
        for at in nots.into_iter().rev() {
            let span = self.span(at);
            e = self.node(at, span, ExprKind::UnaryOp { op: UnaryOp::Not, operand: boxed(e) }, self.last.get())?;
        }
        Ok((r, e))
    }

    /// `left op ...`: one binary operation, or a whole comparison or `and`/`or` chain,
    /// starting at `span` (where `left`'s text starts). `last` holds `left`'s depth on
    /// entry and the result's on return.
    #[inline(never)]
    fn infix(&self, at: &'s str, op: Infix<'s>, left: Expr, span: Span) -> PResult<'s, Expr> {
        let d = self.last.get();
        let prec = op.prec();
        match op {
            Infix::Bin(op, _, rest) => {
                let (r, right) = self.binary(rest, prec + 1)?;
                let kind = ExprKind::BinOp { op, left: boxed(left), right: boxed(right) };
                Ok((r, self.node(at, span, kind, d.max(self.last.get()))?))
            }
            Infix::Cmp(first, mut rest) => {
                let mut ops = Vec::with_capacity(1);
                let mut op = first;
                let mut dm = d;
                let r = loop {
                    let (r, right) = self.binary(rest, CMP + 1)?;
                    dm = dm.max(self.last.get());
                    ops.push((op, right));
                    match infix_at(ws(r)) {
                        Some(Infix::Cmp(o, r3)) => {
                            op = o;
                            rest = r3;
                        }
                        _ => break r,
                    }
                };
                Ok((r, self.node(at, span, ExprKind::Compare { left: boxed(left), ops }, dm)?))
            }
            Infix::Bool(bop, mut rest) => {
                let mut values = Vec::with_capacity(4);
                values.push(left);
                let mut dm = d;
                let r = loop {
                    let (r, v) = self.binary(rest, prec + 1)?;
                    dm = dm.max(self.last.get());
                    values.push(v);
                    match infix_at(ws(r)) {
                        Some(Infix::Bool(o, r3)) if o == bop => rest = r3,
                        _ => break r,
                    }
                };
                Ok((r, self.node(at, span, ExprKind::BoolOp { op: bop, values }, dm)?))
            }
        }
    }

    /// Unary `-`, `+`, `~` and `**` (which binds tighter than a unary operator on its
    /// left, looser on its right: `-2**-1` is `-(2**(-1))`). Prefix operators and `**`
    /// chains are gathered in a loop and nested afterwards: no recursion, however long.
    fn unary(&self, i: &'s str) -> PResult<'s, Expr> {
        let i = ws(i);
        if !matches!(i.as_bytes().first(), Some(b'-' | b'+' | b'~')) {
            let (r, base) = tri!(self.primary(i));
            let r1 = ws(r);
            return match r1.strip_prefix("**") {
                Some(r2) if !r2.starts_with('=') => self.unary_chain(i, Some(base), r2),
                _ => Ok((r, base)),
            };
        }
        self.unary_chain(i, None, i)
    }

    /// The general case of [`Self::unary`]: `first` is an already parsed primary that
    /// a `**` followed (then `i` is after the `**`), or `None` when `i` starts with a
    /// prefix operator.
    #[inline(never)]
    fn unary_chain(&self, start: &'s str, first: Option<Expr>, i: &'s str) -> PResult<'s, Expr> {
        // Operands of the `**` chain, each with the prefix operators written before it
        // (and where) and its depth.
        type Operand<'s> = (Vec<(UnaryOp, &'s str)>, &'s str, Expr, u32);
        let mut operands: Vec<Operand<'s>> = Vec::new();
        if let Some(e) = first {
            operands.push((Vec::new(), start, e, self.last.get()));
        }
        let mut r = i;
        loop {
            let mut prefixes = Vec::new();
            loop {
                r = ws(r);
                let op = match r.as_bytes().first() {
                    Some(b'-') => UnaryOp::Neg,
                    Some(b'+') => UnaryOp::Pos,
                    Some(b'~') => UnaryOp::Invert,
                    _ => break,
                };
                prefixes.push((op, r));
                r = &r[1..];
            }
            let (r1, e) = self.primary(r)?;
            operands.push((prefixes, r, e, self.last.get()));
            r = r1;
            match ws(r).strip_prefix("**") {
                Some(r2) if !r2.starts_with('=') => r = r2,
                _ => break,
            }
        }
        // Nest from the right: `a ** -b ** c` is `a ** (-(b ** c))`.
        let mut acc: Option<(Expr, u32)> = None;
        while let Some((prefixes, at, e, d)) = operands.pop() {
            let (mut e, mut d) = match acc.take() {
                None => (e, d),
                Some((exp, de)) => {
                    let span = self.span(at);
                    let kind = ExprKind::BinOp { op: BinOp::Pow, left: boxed(e), right: boxed(exp) };
                    let node = self.node(start, span, kind, d.max(de))?;
                    (node, d.max(de) + 1)
                }
            };
            for (op, at) in prefixes.into_iter().rev() {
                let span = self.span(at);
                e = self.node(at, span, ExprKind::UnaryOp { op, operand: boxed(e) }, d)?;
                d += 1;
            }
            acc = Some((e, d));
        }
        match acc {
            Some((e, d)) => {
                self.last.set(d);
                Ok((r, e))
            }
            None => fail(start, "expected an expression"),
        }
    }

    /// An atom followed by attribute accesses, calls and subscripts.
    fn primary(&self, i: &'s str) -> PResult<'s, Expr> {
        let (mut r, mut e) = tri!(self.atom(i));
        let mut start = None;
        loop {
            let r1 = ws(r);
            if !matches!(r1.as_bytes().first(), Some(b'.' | b'(' | b'[')) {
                return Ok((r, e));
            }
            let span = *start.get_or_insert_with(|| self.span(ws(i)));
            (r, e) = tri!(self.trailer(r1, e, span));
        }
    }

    /// `.name`, `(args)` or `[items]` after `e`, whose text starts at `span`; `last`
    /// holds `e`'s depth on entry.
    fn trailer(&self, r1: &'s str, e: Expr, span: Span) -> PResult<'s, Expr> {
        match r1.as_bytes().first() {
            Some(b'.') => self.attribute(r1, e, span),
            Some(b'(') => self.call(r1, e, span),
            _ => self.subscripted(r1, e, span),
        }
    }

    #[inline(never)]
    fn attribute(&self, r1: &'s str, e: Expr, span: Span) -> PResult<'s, Expr> {
        let d = self.last.get();
        let (r2, name) = ident(ws(&r1[1..])).or_else(|_| fail(r1, "expected an attribute name after '.'"))?;
        let kind = ExprKind::Attribute { value: boxed(e), attr: name.to_owned() };
        Ok((r2, self.node(r1, span, kind, d)?))
    }

    #[inline(never)]
    fn call(&self, r1: &'s str, e: Expr, span: Span) -> PResult<'s, Expr> {
        let d = self.last.get();
        let (r2, (args, keywords)) = tri!(self.call_args(r1));
        let kind = ExprKind::Call { func: boxed(e), args, keywords };
        Ok((r2, self.node(r1, span, kind, d.max(self.last.get()))?))
    }

    #[inline(never)]
    fn subscripted(&self, r1: &'s str, e: Expr, span: Span) -> PResult<'s, Expr> {
        let d = self.last.get();
        let (r2, items) = tri!(self.subscript(r1));
        let kind = ExprKind::Subscript { value: boxed(e), items };
        Ok((r2, self.node(r1, span, kind, d.max(self.last.get()))?))
    }

    fn atom(&self, i: &'s str) -> PResult<'s, Expr> {
        let i = ws(i);
        match i.as_bytes().first() {
            Some(b'(') => self.paren(i),
            Some(b'[') => self.list(i),
            Some(b'{') => self.brace(i),
            _ => self.leaf_atom(i),
        }
    }

    /// A name, number, string, `True`/`False`/`None` or `...`.
    #[inline(never)]
    fn leaf_atom(&self, i: &'s str) -> PResult<'s, Expr> {
        let b = i.as_bytes();
        let Some(&c) = b.first() else {
            return fail(i, "expected an expression");
        };
        match c {
            b'0'..=b'9' => self.number(i),
            b'.' if i.starts_with("...") => Ok((&i[3..], self.leaf(self.span(i), ExprKind::Ellipsis))),
            b'.' if b.get(1).is_some_and(u8::is_ascii_digit) => self.number(i),
            b'\'' | b'"' => self.strings(i),
            _ => {
                if string_start(i).is_some() {
                    return self.strings(i);
                }
                let Ok((r, name)) = ident(i) else {
                    return fail(i, "expected an expression");
                };
                let kind = match name {
                    "True" => ExprKind::Bool(true),
                    "False" => ExprKind::Bool(false),
                    "None" => ExprKind::None,
                    "yield" | "await" => return fail(i, "yield and await are not supported"),
                    kw if is_keyword(kw) => return fail(i, "expected an expression, found a keyword"),
                    _ => ExprKind::Name(name.to_owned()),
                };
                Ok((r, self.leaf(self.span(i), kind)))
            }
        }
    }

    fn number(&self, i: &'s str) -> PResult<'s, Expr> {
        let span = self.span(i);
        let b = i.as_bytes();
        let radix = match (b.first(), b.get(1)) {
            (Some(b'0'), Some(b'x' | b'X')) => 16,
            (Some(b'0'), Some(b'o' | b'O')) => 8,
            (Some(b'0'), Some(b'b' | b'B')) => 2,
            _ => 10,
        };
        let digits = |s: &'s str| -> PResult<'s, &'s str> { take_while(|c: char| c.is_ascii_digit() || c == '_')(s) };
        let (r, kind) = if radix != 10 {
            let radix_digits: PResult<'s, &'s str> = take_while1(|c: char| c.is_digit(radix) || c == '_')(&i[2..]);
            let (r, ds) = radix_digits.or_else(|_| fail(i, "expected digits after the radix prefix"))?;
            let clean = strip_underscores(ds);
            let kind = match i128::from_str_radix(&clean, radix) {
                Ok(v) => ExprKind::Int(v),
                // Python's integers have no bound: kept as text, for the consumers to
                // model as a value they cannot compute with.
                Err(_) => ExprKind::BigInt(strip_underscores(&i[..i.len() - r.len()]).into_owned()),
            };
            (r, kind)
        } else {
            let (mut r, _) = digits(i)?;
            let mut is_float = false;
            if let Some(r1) = r.strip_prefix('.') {
                r = digits(r1)?.0;
                is_float = true;
            }
            if let Some(r1) = r.strip_prefix(['e', 'E']) {
                let r2 = r1.strip_prefix(['+', '-']).unwrap_or(r1);
                if r2.starts_with(|c: char| c.is_ascii_digit()) {
                    r = digits(r2)?.0;
                    is_float = true;
                }
            }
            let text = &i[..i.len() - r.len()];
            let clean = strip_underscores(text);
            let kind = if is_float {
                match clean.parse::<f64>() {
                    Ok(v) => ExprKind::Float(v),
                    Err(_) => return fail(i, "invalid float literal"),
                }
            } else {
                match clean.parse::<i128>() {
                    Ok(v) => ExprKind::Int(v),
                    Err(_) => ExprKind::BigInt(clean.into_owned()),
                }
            };
            (r, kind)
        };
        if r.starts_with(['j', 'J']) {
            return fail(i, "imaginary literals are not supported");
        }
        if is_ident_char_at(r) {
            return fail(i, "invalid number literal");
        }
        Ok((r, self.leaf(span, kind)))
    }

    /// One or more adjacent string literals, joined.
    fn strings(&self, i: &'s str) -> PResult<'s, Expr> {
        let span = self.span(i);
        let (mut r, first) = self.one_string(i)?;
        let mut next = ws(r);
        if string_start(next).is_none() {
            return Ok((r, self.leaf(span, ExprKind::Str(first.into_owned()))));
        }
        let mut s = first.into_owned();
        while string_start(next).is_some() {
            let (r2, part) = self.one_string(next)?;
            s.push_str(&part);
            r = r2;
            next = ws(r);
        }
        Ok((r, self.leaf(span, ExprKind::Str(s))))
    }

    fn one_string(&self, i: &'s str) -> PResult<'s, Cow<'s, str>> {
        let Some(st) = string_start(i) else {
            return fail(i, "expected a string literal");
        };
        let body = &i[st.opening_len()..];
        let n = strings::body_len(body, st).map_err(|reason| nom::Err::Error(PErr { at: i, reason }))?;
        let close = if st.triple { 3 } else { 1 };
        Ok((&body[n + close..], strings::unescape(&body[..n], st.raw)))
    }

    /// `(...)`: a parenthesized expression, a tuple or a generator expression.
    fn paren(&self, i: &'s str) -> PResult<'s, Expr> {
        let span = self.span(i);
        let inner = ws(&i[1..]);
        if let Some(r) = inner.strip_prefix(')') {
            return Ok((r, self.leaf(span, ExprKind::Tuple(Vec::new()))));
        }
        let (r, first) = tri!(self.star_or_expr(inner));
        self.paren_rest(i, span, r, first)
    }

    #[inline(never)]
    fn paren_rest(&self, i: &'s str, span: Span, r: &'s str, first: Expr) -> PResult<'s, Expr> {
        let r1 = ws(r);
        if starts_comprehension(r1) {
            return self.comprehension(i, span);
        }
        if let Some(r2) = r1.strip_prefix(')') {
            return Ok((r2, first));
        }
        if !r1.starts_with(',') {
            return fail(r1, "expected ',' or ')'");
        }
        let d = self.last.get();
        let mut items = Vec::with_capacity(4);
        items.push(first);
        let (r2, d) = self.rest_of_seq(r, b')', &mut items, d)?;
        Ok((r2, self.node(i, span, ExprKind::Tuple(items), d)?))
    }

    fn list(&self, i: &'s str) -> PResult<'s, Expr> {
        let span = self.span(i);
        let inner = ws(&i[1..]);
        if let Some(r) = inner.strip_prefix(']') {
            return Ok((r, self.leaf(span, ExprKind::List(Vec::new()))));
        }
        let (r, first) = tri!(self.star_or_expr(inner));
        self.list_rest(i, span, r, first)
    }

    #[inline(never)]
    fn list_rest(&self, i: &'s str, span: Span, r: &'s str, first: Expr) -> PResult<'s, Expr> {
        if starts_comprehension(ws(r)) {
            return self.comprehension(i, span);
        }
        let d = self.last.get();
        let mut items = Vec::with_capacity(4);
        items.push(first);
        let (r2, d) = self.rest_of_seq(r, b']', &mut items, d)?;
        Ok((r2, self.node(i, span, ExprKind::List(items), d)?))
    }

    /// `{}`: a dict, a set, or a comprehension of either.
    fn brace(&self, i: &'s str) -> PResult<'s, Expr> {
        let span = self.span(i);
        let inner = ws(&i[1..]);
        if let Some(r) = inner.strip_prefix('}') {
            return Ok((r, self.leaf(span, ExprKind::Dict(Vec::new()))));
        }
        if inner.starts_with("**") {
            return self.dict_from_unpack(i, span, inner);
        }
        let (r, first) = tri!(self.star_or_expr(inner));
        self.brace_rest(i, span, r, first)
    }

    #[inline(never)]
    fn dict_from_unpack(&self, i: &'s str, span: Span, inner: &'s str) -> PResult<'s, Expr> {
        let (r, entry) = self.dict_unpack(inner)?;
        let mut entries = Vec::with_capacity(4);
        entries.push(entry);
        self.dict_rest(i, r, entries, span)
    }

    /// After the first item of a `{`: a set, a dict (the item is its first key) or a
    /// comprehension.
    #[inline(never)]
    fn brace_rest(&self, i: &'s str, span: Span, r: &'s str, first: Expr) -> PResult<'s, Expr> {
        let d_first = self.last.get();
        let r1 = ws(r);
        if starts_comprehension(r1) {
            return self.comprehension(i, span);
        }
        let Some(r2) = r1.strip_prefix(':') else {
            let mut items = Vec::with_capacity(4);
            items.push(first);
            let (r3, d) = self.rest_of_seq(r, b'}', &mut items, d_first)?;
            return Ok((r3, self.node(i, span, ExprKind::Set(items), d)?));
        };
        let (r3, v) = tri!(self.expr(r2));
        if starts_comprehension(ws(r3)) {
            return self.comprehension(i, span);
        }
        self.last.set(d_first.max(self.last.get()));
        let mut entries = Vec::with_capacity(4);
        entries.push((first, v));
        self.dict_rest(i, r3, entries, span)
    }

    /// One `key: value` or `**mapping` entry; `last` is the deeper of the two.
    fn dict_entry(&self, i: &'s str) -> PResult<'s, (Expr, Expr)> {
        let i = ws(i);
        if i.starts_with("**") {
            return self.dict_unpack(i);
        }
        let (r, k) = tri!(self.expr(i));
        let dk = self.last.get();
        let r1 = ws(r);
        let Some(r2) = r1.strip_prefix(':') else {
            return fail(r1, "expected ':' in a dict entry");
        };
        let (r3, v) = tri!(self.expr(r2));
        self.last.set(dk.max(self.last.get()));
        Ok((r3, (k, v)))
    }

    #[inline(never)]
    fn dict_unpack(&self, i: &'s str) -> PResult<'s, (Expr, Expr)> {
        let _g = self.enter(i)?;
        let (r, m) = self.binary(&i[2..], BITOR)?;
        let key = self.wrap(i, ExprKind::DoubleStarred, m.clone())?;
        Ok((r, (key, m)))
    }

    /// The entries after the first of a dict; `last` holds the first one's depth.
    fn dict_rest(&self, open: &'s str, mut r: &'s str, mut entries: Vec<(Expr, Expr)>, span: Span) -> PResult<'s, Expr> {
        let mut d = self.last.get();
        loop {
            let r1 = ws(r);
            if let Some(r2) = r1.strip_prefix('}') {
                return Ok((r2, self.node(open, span, ExprKind::Dict(entries), d)?));
            }
            let Some(r2) = r1.strip_prefix(',') else {
                return fail(r1, "expected ',' or '}'");
            };
            let r3 = ws(r2);
            if let Some(r4) = r3.strip_prefix('}') {
                return Ok((r4, self.node(open, span, ExprKind::Dict(entries), d)?));
            }
            let (r4, entry) = tri!(self.dict_entry(r3));
            d = d.max(self.last.get());
            entries.push(entry);
            r = r4;
        }
    }

    /// After a sequence's first element: `(',' element)* [','] close`. Returns the
    /// deepest element's depth, starting from `d`.
    fn rest_of_seq(&self, mut r: &'s str, close: u8, items: &mut Vec<Expr>, mut d: u32) -> PResult<'s, u32> {
        loop {
            let r1 = ws(r);
            if r1.as_bytes().first() == Some(&close) {
                return Ok((&r1[1..], d));
            }
            let Some(r2) = r1.strip_prefix(',') else {
                return fail(r1, expected_sep(close));
            };
            let r3 = ws(r2);
            if r3.as_bytes().first() == Some(&close) {
                return Ok((&r3[1..], d));
            }
            let (r4, e) = tri!(self.star_or_expr(r3));
            d = d.max(self.last.get());
            items.push(e);
            r = r4;
        }
    }

    /// A comprehension whose opening bracket starts `i`: kept as its text.
    fn comprehension(&self, i: &'s str, span: Span) -> PResult<'s, Expr> {
        let Some(close) = lines::matching_close(i, 0) else {
            return fail(i, "unclosed bracket");
        };
        Ok((&i[close + 1..], self.leaf(span, ExprKind::Comprehension(i[..=close].to_owned()))))
    }

    /// `(args)` of a call, `i` at the opening parenthesis; `last` is the deepest
    /// argument's depth (0 without arguments).
    fn call_args(&self, i: &'s str) -> PResult<'s, (Vec<Expr>, Vec<Keyword>)> {
        let mut args = Vec::new();
        let mut keywords = Vec::new();
        let mut d = 0;
        // Taken before the arguments: columns are counted forward along a line.
        let open_span = self.span(i);
        let mut r = ws(&i[1..]);
        loop {
            if let Some(r2) = r.strip_prefix(')') {
                self.last.set(d);
                return Ok((r2, (args, keywords)));
            }
            let (r2, whole) = tri!(self.call_arg(i, open_span, r, &mut args, &mut keywords));
            d = d.max(self.last.get());
            if whole {
                self.last.set(d);
                return Ok((r2, (args, keywords)));
            }
            r = ws(r2);
            if let Some(r3) = r.strip_prefix(',') {
                r = ws(r3);
            } else if !r.starts_with(')') {
                return fail(r, "expected ',' or ')' in call arguments");
            }
        }
    }

    /// One argument of the call opened at `open`, pushed to `args` or `keywords`.
    /// Returns `true` when it was a generator expression spanning all the parentheses
    /// (`sum(x for x in y)`), the rest then being after the closing one.
    fn call_arg(&self, open: &'s str, open_span: Span, r: &'s str, args: &mut Vec<Expr>, keywords: &mut Vec<Keyword>) -> PResult<'s, bool> {
        if r.starts_with("**") {
            return self.double_starred_arg(r, args);
        }
        if r.starts_with('*') {
            let (r2, e) = tri!(self.star_or_expr(r));
            args.push(e);
            return Ok((r2, false));
        }
        if let Some((name, r1)) = keyword_arg_name(r) {
            return self.keyword_arg(name, r1, keywords);
        }
        let (r2, e) = tri!(self.expr(r));
        if args.is_empty() && keywords.is_empty() && starts_comprehension(ws(r2)) {
            return self.generator_arg(open, open_span, args);
        }
        args.push(e);
        Ok((r2, false))
    }

    #[inline(never)]
    fn double_starred_arg(&self, r: &'s str, args: &mut Vec<Expr>) -> PResult<'s, bool> {
        let _g = self.enter(r)?;
        let (r2, e) = self.expr(&r[2..])?;
        args.push(self.wrap(r, ExprKind::DoubleStarred, e)?);
        Ok((r2, false))
    }

    #[inline(never)]
    fn keyword_arg(&self, name: &str, r1: &'s str, keywords: &mut Vec<Keyword>) -> PResult<'s, bool> {
        let (r2, value) = self.expr(r1)?;
        keywords.push(Keyword { name: name.to_owned(), value });
        Ok((r2, false))
    }

    #[inline(never)]
    fn generator_arg(&self, open: &'s str, open_span: Span, args: &mut Vec<Expr>) -> PResult<'s, bool> {
        let (r3, g) = self.comprehension(open, open_span)?;
        args.push(g);
        Ok((r3, true))
    }

    /// `[items]` of a subscript, `i` at the opening bracket; `last` is the deepest
    /// item's depth.
    fn subscript(&self, i: &'s str) -> PResult<'s, Vec<SubscriptItem>> {
        let mut items = Vec::with_capacity(1);
        let mut d = 0;
        let mut r = ws(&i[1..]);
        if r.starts_with(']') {
            return fail(r, "empty subscript");
        }
        loop {
            if let Some(r2) = r.strip_prefix(']') {
                self.last.set(d);
                return Ok((r2, items));
            }
            let (r2, item) = tri!(self.subscript_item(r));
            d = d.max(self.last.get());
            items.push(item);
            r = ws(r2);
            if let Some(r3) = r.strip_prefix(',') {
                r = ws(r3);
            } else if !r.starts_with(']') {
                return fail(r, "expected ',' or ']' in subscript");
            }
        }
    }

    fn subscript_item(&self, i: &'s str) -> PResult<'s, SubscriptItem> {
        let i = ws(i);
        if i.starts_with(':') {
            self.last.set(0);
            return self.slice_rest(i, None);
        }
        let (r, lower) = tri!(self.star_or_expr(i));
        if ws(r).starts_with(':') {
            return self.slice_rest(ws(r), Some(lower));
        }
        Ok((r, SubscriptItem::Index(lower)))
    }

    /// A slice after its lower bound, `i` at the first `:`; `last` holds the lower
    /// bound's depth (0 without one) and the slice's deepest part's on return.
    #[inline(never)]
    fn slice_rest(&self, i: &'s str, lower: Option<Expr>) -> PResult<'s, SubscriptItem> {
        let ends_part = |s: &str| matches!(s.as_bytes().first(), None | Some(b':' | b',' | b']'));
        let mut d = self.last.get();
        let r1 = ws(&i[1..]);
        let (r2, upper) = if ends_part(r1) {
            (r1, None)
        } else {
            let (r2, e) = self.expr(r1)?;
            d = d.max(self.last.get());
            (r2, Some(e))
        };
        let (r3, step) = match ws(r2).strip_prefix(':') {
            Some(s) => {
                let s = ws(s);
                if ends_part(s) {
                    (s, None)
                } else {
                    let (r3, e) = self.expr(s)?;
                    d = d.max(self.last.get());
                    (r3, Some(e))
                }
            }
            None => (r2, None),
        };
        self.last.set(d);
        Ok((r3, SubscriptItem::Slice { lower, upper, step }))
    }

    fn lambda(&self, start: &'s str, after_kw: &'s str) -> PResult<'s, Expr> {
        let span = self.span(start);
        let (r, params) = self.lambda_params(after_kw)?;
        let (r2, body) = self.expr(r)?;
        let kind = ExprKind::Lambda { params, body: boxed(body) };
        Ok((r2, self.node(start, span, kind, self.last.get())?))
    }

    /// Lambda parameters up to and including the `:`.
    #[inline(never)]
    fn lambda_params(&self, i: &'s str) -> PResult<'s, Vec<String>> {
        let mut params = Vec::new();
        let mut r = ws(i);
        loop {
            if let Some(r1) = r.strip_prefix(':') {
                return Ok((r1, params));
            }
            let (r1, name) = self.param_name(r, "expected a lambda parameter")?;
            let mut r2 = ws(r1);
            if let Some(r3) = r2.strip_prefix('=') {
                let (r4, _default) = self.expr(r3)?;
                r2 = ws(r4);
            }
            params.push(name);
            if let Some(r3) = r2.strip_prefix(',') {
                r = ws(r3);
            } else if r2.starts_with(':') {
                r = r2;
            } else {
                return fail(r2, "expected ',' or ':' in lambda parameters");
            }
        }
    }

    /// `name`, `*name`, `**name`, `*` or `/` as a parameter name.
    fn param_name(&self, i: &'s str, reason: &'static str) -> PResult<'s, String> {
        let i = ws(i);
        let (prefix, r) = if let Some(r) = i.strip_prefix("**") {
            ("**", r)
        } else if let Some(r) = i.strip_prefix('*') {
            ("*", r)
        } else if let Some(r) = i.strip_prefix('/') {
            return Ok((r, "/".to_owned()));
        } else {
            ("", i)
        };
        match ident(ws(r)) {
            Ok((r2, n)) if !is_keyword(n) => Ok((r2, format!("{prefix}{n}"))),
            _ if prefix == "*" => Ok((r, "*".to_owned())),
            _ => fail(i, reason),
        }
    }

    /// Comma-separated `item`s, trailing comma allowed: `Err(item)` when there was no
    /// comma, `Ok(items)` when there was (so `x,` is a one-item tuple). A lone item,
    /// the common case, allocates no list. `last` is the deepest item's depth.
    fn comma_list(&self, i: &'s str, item: fn(&Self, &'s str) -> PResult<'s, Expr>, ends: fn(&str) -> bool) -> PResult<'s, Result<Vec<Expr>, Expr>> {
        let (mut r, first) = item(self, i)?;
        if !ws(r).starts_with(',') {
            return Ok((r, Err(first)));
        }
        let mut d = self.last.get();
        let mut items = Vec::with_capacity(4);
        items.push(first);
        while let Some(r1) = ws(r).strip_prefix(',') {
            let r2 = ws(r1);
            if ends(r2) {
                r = r1;
                break;
            }
            let (r3, e) = item(self, r2)?;
            d = d.max(self.last.get());
            items.push(e);
            r = r3;
        }
        self.last.set(d);
        Ok((r, Ok(items)))
    }

    /// What [`Self::comma_list`] read, as one expression: the lone item, or a tuple
    /// starting where its first item's text does.
    fn tuple_of(&self, i: &'s str, listed: Result<Vec<Expr>, Expr>) -> Fallible<'s, Expr> {
        match listed {
            Err(e) => Ok(e),
            Ok(items) => {
                let span = self.span(ws(i));
                self.node(i, span, ExprKind::Tuple(items), self.last.get())
            }
        }
    }

    /// An expression list: `a`, or `a, *b,` as a tuple.
    fn star_exprs(&self, i: &'s str) -> PResult<'s, Expr> {
        let (r, listed) = self.comma_list(i, Self::star_or_expr, ends_expr_list)?;
        Ok((r, self.tuple_of(i, listed)?))
    }

    fn target_list(&self, i: &'s str) -> PResult<'s, Expr> {
        let ends = |s: &str| ends_expr_list(s) || keyword(s, "in").is_some();
        let (r, listed) = self.comma_list(i, Self::star_target, ends)?;
        Ok((r, self.tuple_of(i, listed)?))
    }

    // ---------------------------------------------------------------- statements

    /// One simple statement (no `;`, no trailing text check).
    fn simple_stmt(&self, i: &'s str) -> PResult<'s, Stmt> {
        let i = ws(i);
        let span = self.span(i);
        let stmt = |r: &'s str, kind: StmtKind| -> PResult<'s, Stmt> { Ok((r, Stmt { span, kind })) };
        if let Ok((r, word)) = ident(i) {
            let at_end = |s: &str| {
                let s = ws(s);
                s.is_empty() || s.starts_with(';')
            };
            match word {
                "pass" => return stmt(r, StmtKind::Pass),
                "break" => return stmt(r, StmtKind::Break),
                "continue" => return stmt(r, StmtKind::Continue),
                "return" => {
                    if at_end(r) {
                        return stmt(r, StmtKind::Return(None));
                    }
                    let (r2, e) = self.star_exprs(r)?;
                    return stmt(r2, StmtKind::Return(Some(e)));
                }
                "del" => {
                    let (r2, listed) = self.comma_list(r, Self::star_or_expr, ends_expr_list)?;
                    let items = listed.unwrap_or_else(|e| vec![e]);
                    return stmt(r2, StmtKind::Del(items));
                }
                "import" => {
                    let (r2, names) = self.import_names(r)?;
                    return stmt(r2, StmtKind::Import(names));
                }
                "from" => {
                    let (r2, names) = self.import_from(r)?;
                    return stmt(r2, StmtKind::Import(names));
                }
                "assert" => {
                    let (r2, test) = self.expr(r)?;
                    let (r3, msg) = match ws(r2).strip_prefix(',') {
                        Some(r3) => {
                            let (r4, m) = self.expr(r3)?;
                            (r4, Some(m))
                        }
                        None => (r2, None),
                    };
                    return stmt(r3, StmtKind::Assert { test, msg });
                }
                "raise" => {
                    if at_end(r) {
                        return stmt(r, StmtKind::Raise(None));
                    }
                    let (mut r2, e) = self.expr(r)?;
                    if let Some(r3) = keyword(ws(r2), "from") {
                        r2 = self.expr(r3)?.0;
                    }
                    return stmt(r2, StmtKind::Raise(Some(e)));
                }
                "global" => {
                    let mut names = Vec::new();
                    let mut r1 = r;
                    loop {
                        let (r2, n) = ident(ws(r1)).or_else(|_| fail(r1, "expected a name after 'global'"))?;
                        names.push(n.to_owned());
                        match ws(r2).strip_prefix(',') {
                            Some(r3) => r1 = r3,
                            None => return stmt(r2, StmtKind::Global(names)),
                        }
                    }
                }
                "nonlocal" => return fail(i, "nonlocal is not supported"),
                "yield" | "await" | "async" => return fail(i, "yield, await and async are not supported"),
                _ => {}
            }
        }
        self.expr_stmt(i, span)
    }

    /// Expression statement, assignment (chained, tuple targets), annotated or
    /// augmented assignment.
    fn expr_stmt(&self, i: &'s str, span: Span) -> PResult<'s, Stmt> {
        let (r, first) = self.star_exprs(i)?;
        let r1 = ws(r);
        let b = r1.as_bytes();
        let kind;
        let rest;
        if b.first() == Some(&b':') {
            let (r2, annotation) = self.expr(&r1[1..])?;
            let r3 = ws(r2);
            if r3.starts_with('=') && !r3.starts_with("==") {
                let (r4, v) = self.star_exprs(&r3[1..])?;
                rest = r4;
                kind = StmtKind::AnnAssign { target: first, annotation, value: Some(v) };
            } else {
                rest = r2;
                kind = StmtKind::AnnAssign { target: first, annotation, value: None };
            }
        } else if b.first() == Some(&b'=') && b.get(1) != Some(&b'=') {
            let mut targets = vec![first];
            let mut r2 = &r1[1..];
            loop {
                let (r3, v) = self.star_exprs(r2)?;
                let r4 = ws(r3);
                if r4.starts_with('=') && !r4.starts_with("==") {
                    targets.push(v);
                    r2 = &r4[1..];
                } else {
                    rest = r3;
                    kind = StmtKind::Assign { targets, value: v };
                    break;
                }
            }
        } else if let Ok((r2, op)) = aug_op(r1) {
            let (r3, v) = self.star_exprs(r2)?;
            rest = r3;
            kind = StmtKind::AugAssign { target: first, op, value: v };
        } else {
            rest = r;
            kind = StmtKind::Expr(first);
        }
        Ok((rest, Stmt { span, kind }))
    }

    fn dotted_name(&self, i: &'s str) -> PResult<'s, String> {
        let i = ws(i);
        let (mut r, first) = ident(i).or_else(|_| fail(i, "expected a module name"))?;
        let mut name = first.to_owned();
        while let Some(r1) = ws(r).strip_prefix('.') {
            let (r2, part) = ident(ws(r1)).or_else(|_| fail(r1, "expected a name after '.'"))?;
            name.push('.');
            name.push_str(part);
            r = r2;
        }
        Ok((r, name))
    }

    fn alias(&self, i: &'s str) -> PResult<'s, Option<String>> {
        match keyword(ws(i), "as") {
            Some(r) => {
                let (r2, n) = ident(ws(r)).or_else(|_| fail(r, "expected a name after 'as'"))?;
                Ok((r2, Some(n.to_owned())))
            }
            None => Ok((i, None)),
        }
    }

    fn import_names(&self, i: &'s str) -> PResult<'s, Vec<ImportName>> {
        let mut names = Vec::new();
        let mut r = i;
        loop {
            let (r1, module) = self.dotted_name(r)?;
            let (r2, alias) = self.alias(r1)?;
            names.push(ImportName { module, name: None, alias });
            match ws(r2).strip_prefix(',') {
                Some(r3) => r = r3,
                None => return Ok((r2, names)),
            }
        }
    }

    fn import_from(&self, i: &'s str) -> PResult<'s, Vec<ImportName>> {
        let mut r = ws(i);
        let mut module = String::new();
        while let Some(r1) = r.strip_prefix('.') {
            module.push('.');
            r = ws(r1);
        }
        if keyword(r, "import").is_none() {
            let (r1, m) = self.dotted_name(r)?;
            module.push_str(&m);
            r = ws(r1);
        }
        if module.is_empty() {
            return fail(r, "expected a module name");
        }
        let Some(r1) = keyword(r, "import") else {
            return fail(r, "expected 'import'");
        };
        let r1 = ws(r1);
        if let Some(r2) = r1.strip_prefix('*') {
            return Ok((r2, vec![ImportName { module, name: Some("*".to_owned()), alias: None }]));
        }
        let (mut r, paren) = match r1.strip_prefix('(') {
            Some(r2) => (r2, true),
            None => (r1, false),
        };
        let mut names = Vec::new();
        loop {
            let r0 = ws(r);
            if paren && !names.is_empty() {
                if let Some(r2) = r0.strip_prefix(')') {
                    return Ok((r2, names));
                }
            }
            let (r1, n) = ident(r0).or_else(|_| fail(r0, "expected a name to import"))?;
            let (r2, alias) = self.alias(r1)?;
            names.push(ImportName { module: module.clone(), name: Some(n.to_owned()), alias });
            let r3 = ws(r2);
            if let Some(r4) = r3.strip_prefix(',') {
                r = r4;
                continue;
            }
            if paren {
                return match r3.strip_prefix(')') {
                    Some(r4) => Ok((r4, names)),
                    None => fail(r3, "expected ',' or ')' in an import list"),
                };
            }
            return Ok((r2, names));
        }
    }

    /// The header of a compound statement after its keyword, up to and including the
    /// `:`; returns the text after the colon (a same-line body, or nothing).
    fn header(&self, kw: &str, i: &'s str) -> PResult<'s, Header> {
        let (r, h) = match kw {
            "if" | "elif" | "while" => {
                let (r, test) = self.expr(i)?;
                (r, Header::Test(test))
            }
            "for" => {
                let (r, target) = self.target_list(i)?;
                let r1 = ws(r);
                let Some(r2) = keyword(r1, "in") else {
                    return fail(r1, "expected 'in' in a for statement");
                };
                let (r3, iter) = self.star_exprs(r2)?;
                (r3, Header::For(target, iter))
            }
            "with" => {
                let i = ws(i);
                // `with (a as b, c):` (3.9+) first; else `(a)` is an ordinary expression.
                let paren = i.strip_prefix('(').and_then(|inner| {
                    let (r, items) = self.with_items(inner, true).ok()?;
                    let r1 = ws(r).strip_prefix(')')?;
                    ws(r1).starts_with(':').then_some((r1, items))
                });
                match paren {
                    Some((r, items)) => (r, Header::With(items)),
                    None => {
                        let (r, items) = self.with_items(i, false)?;
                        (r, Header::With(items))
                    }
                }
            }
            "def" => {
                let r = ws(i);
                let (r1, name) = ident(r).or_else(|_| fail(r, "expected a function name"))?;
                let r2 = ws(r1);
                if !r2.starts_with('(') {
                    return fail(r2, "expected '(' after the function name");
                }
                let (mut r3, params) = self.params(r2)?;
                if let Some(r4) = ws(r3).strip_prefix("->") {
                    r3 = self.expr(r4)?.0;
                }
                (r3, Header::Def(name.to_owned(), params))
            }
            "class" => {
                let r = ws(i);
                let (r1, name) = ident(r).or_else(|_| fail(r, "expected a class name"))?;
                let r2 = ws(r1);
                if r2.starts_with('(') {
                    let (r3, (bases, _keywords)) = self.call_args(r2)?;
                    (r3, Header::Class(name.to_owned(), bases))
                } else {
                    (r1, Header::Class(name.to_owned(), Vec::new()))
                }
            }
            "except" => {
                let r = ws(i);
                if r.starts_with('*') {
                    return fail(r, "except* is not supported");
                }
                if r.starts_with(':') {
                    (r, Header::Bare)
                } else {
                    let (r1, _types) = self.expr(r)?;
                    let (r2, _name) = self.alias(r1)?;
                    (r2, Header::Bare)
                }
            }
            _ => (i, Header::Bare),
        };
        let r1 = ws(r);
        match r1.strip_prefix(':') {
            Some(r2) => Ok((r2, h)),
            None => fail(r1, "expected ':'"),
        }
    }

    fn with_items(&self, i: &'s str, in_parens: bool) -> PResult<'s, Vec<Expr>> {
        let mut items = Vec::new();
        let mut r = i;
        loop {
            let span = self.span(ws(r));
            let (r1, ctx) = self.expr(r)?;
            let (r2, item) = match keyword(ws(r1), "as") {
                Some(r2) => {
                    let d_ctx = self.last.get();
                    let (r3, target) = self.star_target(r2)?;
                    (r3, self.node(r1, span, ExprKind::Tuple(vec![ctx, target]), d_ctx.max(self.last.get()))?)
                }
                None => (r1, ctx),
            };
            items.push(item);
            let Some(r3) = ws(r2).strip_prefix(',') else {
                return Ok((r2, items));
            };
            if in_parens && ws(r3).starts_with(')') {
                return Ok((r3, items));
            }
            r = r3;
        }
    }

    /// `(params)` of a `def`, `i` at the opening parenthesis.
    fn params(&self, i: &'s str) -> PResult<'s, Vec<Param>> {
        let mut params = Vec::new();
        let mut r = ws(&i[1..]);
        loop {
            if let Some(r1) = r.strip_prefix(')') {
                return Ok((r1, params));
            }
            let (r1, name) = self.param_name(r, "expected a parameter")?;
            let mut r2 = ws(r1);
            let mut annotation = None;
            let mut default = None;
            if let Some(r3) = r2.strip_prefix(':') {
                let (r4, a) = self.expr(r3)?;
                annotation = Some(a);
                r2 = ws(r4);
            }
            if let Some(r3) = r2.strip_prefix('=') {
                let (r4, d) = self.expr(r3)?;
                default = Some(d);
                r2 = ws(r4);
            }
            params.push(Param { name, annotation, default });
            if let Some(r3) = r2.strip_prefix(',') {
                r = ws(r3);
            } else if r2.starts_with(')') {
                r = r2;
            } else {
                return fail(r2, "expected ',' or ')' in parameters");
            }
        }
    }
}

/// A name, number or single string literal that a delimiter (`,` `)` `]` `}` `:` `;`
/// `=`, or the end) follows: most call arguments, dict entries and right-hand sides.
/// Those skip the operator levels, and what was learnt while looking is kept.
enum LoneAtom<'s> {
    Name(&'s str, &'s str),
    /// A string literal whose opening quotes end at `body` (the text after them) and
    /// whose closing ones start `body_len` bytes later.
    Str(StringStart, &'s str, usize),
    Number,
}

/// A lexical look at `i`, nothing allocated: see [`LoneAtom`].
fn lone_atom(i: &str) -> Option<LoneAtom<'_>> {
    let b = i.as_bytes();
    let (end, atom) = match b.first()? {
        b'0'..=b'9' => {
            let end = b.iter().position(|c| !(c.is_ascii_alphanumeric() || *c == b'_' || *c == b'.')).unwrap_or(b.len());
            (end, LoneAtom::Number)
        }
        c if *c == b'\'' || *c == b'"' || c.is_ascii_alphabetic() || *c == b'_' => match string_start(i) {
            Some(st) => {
                let body = &i[st.opening_len()..];
                let n = strings::body_len(body, st).ok()?;
                let close = if st.triple { 3 } else { 1 };
                (st.opening_len() + n + close, LoneAtom::Str(st, body, n))
            }
            None => {
                let (r, name) = ident(i).ok()?;
                if is_keyword(name) && !matches!(name, "True" | "False" | "None") {
                    return None;
                }
                (i.len() - r.len(), LoneAtom::Name(name, r))
            }
        },
        _ => return None,
    };
    let r = ws(&i[end..]);
    match r.as_bytes() {
        [] | [b',' | b')' | b']' | b'}' | b';', ..] => Some(atom),
        [b':' | b'=', b'=', ..] => None,
        [b':' | b'=', ..] => Some(atom),
        // An adjacent string literal, an operator, a trailer: the full path.
        [_, ..] => None,
    }
}

fn expected_sep(close: u8) -> &'static str {
    match close {
        b')' => "expected ',' or ')'",
        b']' => "expected ',' or ']'",
        _ => "expected ',' or '}'",
    }
}

fn keyword_arg_name(i: &str) -> Option<(&str, &str)> {
    let (r, name) = ident(i).ok()?;
    let r1 = ws(r);
    let r2 = r1.strip_prefix('=')?;
    (!r2.starts_with('=') && !is_keyword(name)).then_some((name, r2))
}

fn strip_underscores(s: &str) -> Cow<'_, str> {
    if s.contains('_') {
        Cow::Owned(s.replace('_', ""))
    } else {
        Cow::Borrowed(s)
    }
}

/// Statement and block parsing over the logical lines of one text.
struct Parser<'m, 's> {
    cx: Ctx<'m, 's>,
    lines: Vec<LogicalLine>,
    unsupported: Vec<Unsupported>,
}

/// Keywords that start a compound statement.
fn compound_keyword(text: &str) -> Option<&'static str> {
    let (_, word) = ident(text).ok()?;
    Some(match word {
        "if" => "if",
        "while" => "while",
        "for" => "for",
        "with" => "with",
        "def" => "def",
        "class" => "class",
        "try" => "try",
        "elif" => "elif",
        "else" => "else",
        "except" => "except",
        "finally" => "finally",
        "async" => "async",
        _ => return None,
    })
}

impl<'m, 's> Parser<'m, 's> {
    fn text(&self, ln: LogicalLine) -> &'s str {
        self.cx.map.src.get(ln.start..ln.end).unwrap_or("")
    }

    fn enter_line(&self, ln: LogicalLine) -> &'s str {
        self.cx.lines.set((ln.lo, ln.hi));
        self.text(ln)
    }

    /// Records `stmt_text` (a statement starting there) as unsupported because of `e`.
    fn record(&mut self, stmt_text: &'s str, e: PErr<'s>) {
        let span = self.cx.span(stmt_text);
        let at = self.cx.map.span(self.cx.off(e.at));
        let reason = format!("{} (at {}:{})", e.reason, at.line, at.col);
        self.unsupported.push(Unsupported { span, text: truncate(stmt_text, TEXT_LIMIT).to_owned(), reason });
    }

    fn record_line(&mut self, ln: LogicalLine, reason: &'static str) {
        let text = self.enter_line(ln);
        self.unsupported.push(Unsupported { span: self.cx.span(text), text: truncate(text, TEXT_LIMIT).to_owned(), reason: reason.to_owned() });
    }

    /// Skips the lines indented deeper than `indent` (the block of a skipped header).
    fn skip_deeper(&self, i: &mut usize, indent: u32) {
        while self.lines.get(*i).is_some_and(|l| l.indent > indent) {
            *i += 1;
        }
    }

    /// Skips `elif`/`else`/`except`/`finally` clauses at `indent` and their blocks.
    fn skip_clauses(&self, i: &mut usize, indent: u32) {
        while let Some(&ln) = self.lines.get(*i) {
            let is_clause = ln.indent == indent && matches!(compound_keyword(self.text(ln)), Some("elif" | "else" | "except" | "finally"));
            if !is_clause {
                return;
            }
            *i += 1;
            self.skip_deeper(i, indent);
        }
    }

    fn block(&mut self, i: &mut usize, indent: u32, out: &mut Vec<Stmt>) {
        while let Some(&ln) = self.lines.get(*i) {
            if ln.indent < indent {
                return;
            }
            if ln.indent > indent {
                self.record_line(ln, "unexpected indent");
                *i += 1;
                self.skip_deeper(i, indent);
                continue;
            }
            self.statement(i, out);
        }
    }

    fn statement(&mut self, i: &mut usize, out: &mut Vec<Stmt>) {
        let ln = self.lines[*i];
        let text = self.enter_line(ln);
        if text.starts_with('@') {
            return self.decorated(i, out);
        }
        match compound_keyword(text) {
            Some(kw @ ("if" | "while" | "for" | "with" | "def" | "class" | "try")) => self.compound(i, kw, Vec::new(), out),
            Some("async") => {
                self.record_line(ln, "async statements are not supported");
                *i += 1;
                self.skip_deeper(i, ln.indent);
            }
            Some(_) => {
                self.record_line(ln, "clause without a matching statement");
                *i += 1;
                self.skip_deeper(i, ln.indent);
            }
            None => {
                *i += 1;
                let before = self.unsupported.len();
                self.simple_stmts(text, out);
                // A line we could not read that opens a block (`match x:`): its block
                // belongs to it, not to us.
                if self.unsupported.len() > before {
                    self.skip_deeper(i, ln.indent);
                }
            }
        }
    }

    /// `;`-separated simple statements of one logical line (or of the text after a
    /// compound header's colon). A statement that fails is recorded and parsing
    /// resumes after the next top-level `;`.
    fn simple_stmts(&mut self, seg: &'s str, out: &mut Vec<Stmt>) {
        let mut r = ws(seg);
        while !r.is_empty() {
            let err = match self.cx.simple_stmt(r) {
                Ok((rest, stmt)) => {
                    let rest = ws(rest);
                    if rest.is_empty() {
                        out.push(stmt);
                        return;
                    }
                    if let Some(next) = rest.strip_prefix(';') {
                        out.push(stmt);
                        r = ws(next);
                        continue;
                    }
                    PErr { at: rest, reason: "unexpected text after the statement" }
                }
                Err(e) => into_perr(e, r),
            };
            let end = lines::next_semicolon(r, 0, r.len());
            self.record(r[..end.unwrap_or(r.len())].trim_end(), err);
            r = match end {
                Some(p) => ws(&r[p + 1..]),
                None => &r[r.len()..],
            };
        }
    }

    /// The body of a compound statement whose header line is `header` and whose text
    /// after the colon is `rest`.
    fn suite(&mut self, i: &mut usize, header: LogicalLine, rest: &'s str) -> Vec<Stmt> {
        let mut body = Vec::new();
        let rest = ws(rest);
        if !rest.is_empty() {
            self.simple_stmts(rest, &mut body);
            return body;
        }
        match self.lines.get(*i).copied() {
            Some(next) if next.indent > header.indent => {
                let d = self.cx.depth.get();
                if d >= MAX_DEPTH || self.cx.stack_exhausted() {
                    self.record_line(next, "blocks nested deeper than the parser's limit");
                    *i += 1;
                    self.skip_deeper(i, header.indent);
                    return body;
                }
                self.cx.depth.set(d + 1);
                self.block(i, next.indent, &mut body);
                self.cx.depth.set(d);
            }
            _ => self.record_line(header, "expected an indented block"),
        }
        body
    }

    /// Parses the header of the clause line `lines[*i]` (keyword `kw`) and its body.
    /// On a header error, records it, skips the block and returns `None`.
    fn clause(&mut self, i: &mut usize, kw: &str) -> Option<(Span, Header, Vec<Stmt>)> {
        let ln = self.lines[*i];
        let text = self.enter_line(ln);
        let span = self.cx.span(text);
        let after_kw = text.get(kw.len()..).unwrap_or("");
        *i += 1;
        match self.cx.header(kw, after_kw) {
            Ok((rest, h)) => {
                let body = self.suite(i, ln, rest);
                Some((span, h, body))
            }
            Err(e) => {
                let e = into_perr(e, text);
                self.record(text, e);
                self.skip_deeper(i, ln.indent);
                None
            }
        }
    }

    /// The keyword of `lines[*i]` when it is a clause at `indent`.
    fn clause_at(&self, i: usize, indent: u32) -> Option<&'static str> {
        let ln = self.lines.get(i)?;
        if ln.indent != indent {
            return None;
        }
        compound_keyword(self.text(*ln))
    }

    fn compound(&mut self, i: &mut usize, kw: &'static str, decorators: Vec<Expr>, out: &mut Vec<Stmt>) {
        let indent = self.lines[*i].indent;
        let Some((span, header, body)) = self.clause(i, kw) else {
            self.skip_clauses(i, indent);
            return;
        };
        let kind = match header {
            Header::Test(test) if kw == "if" => {
                // `elif`s nest as `If` in `orelse`: collect them flat, nest from the end,
                // so a long chain costs no recursion.
                let mut chain = vec![(span, test, body)];
                let mut orelse = Vec::new();
                while let Some(ckw) = self.clause_at(*i, indent) {
                    match ckw {
                        "elif" if chain.len() as u32 + self.cx.depth.get() >= MAX_TREE_DEPTH => {
                            let ln = self.lines[*i];
                            self.record_line(ln, "elif chain longer than the parser's limit");
                            self.skip_clauses(i, indent);
                            break;
                        }
                        "elif" => {
                            if let Some((s, Header::Test(t), b)) = self.clause(i, "elif") {
                                chain.push((s, t, b));
                            }
                        }
                        "else" => {
                            if let Some((_, _, b)) = self.clause(i, "else") {
                                orelse = b;
                            }
                            break;
                        }
                        _ => break,
                    }
                }
                while chain.len() > 1 {
                    let Some((s, test, body)) = chain.pop() else { break };
                    orelse = vec![Stmt { span: s, kind: StmtKind::If { test, body, orelse } }];
                }
                let Some((_, test, body)) = chain.pop() else { return };
                StmtKind::If { test, body, orelse }
            }
            Header::Test(test) => {
                self.loop_else(i, indent);
                StmtKind::While { test, body }
            }
            Header::For(target, iter) => {
                self.loop_else(i, indent);
                StmtKind::For { target, iter, body }
            }
            Header::With(items) => StmtKind::With { items, body },
            Header::Def(name, params) => StmtKind::FunctionDef { name, params, decorators, body },
            Header::Class(name, bases) => StmtKind::ClassDef { name, bases, body },
            Header::Bare => {
                let mut handlers = Vec::new();
                while let Some(ckw @ ("except" | "else" | "finally")) = self.clause_at(*i, indent) {
                    if let Some((_, _, b)) = self.clause(i, ckw) {
                        handlers.extend(b);
                    }
                }
                StmtKind::Try { body, handlers }
            }
        };
        out.push(Stmt { span, kind });
    }

    /// `for`/`while` `else:` has no place in the tree: reported, with its block.
    fn loop_else(&mut self, i: &mut usize, indent: u32) {
        if self.clause_at(*i, indent) == Some("else") {
            let ln = self.lines[*i];
            self.record_line(ln, "an else clause on a loop is not supported");
            *i += 1;
            self.skip_deeper(i, indent);
        }
    }

    fn decorated(&mut self, i: &mut usize, out: &mut Vec<Stmt>) {
        let first = self.lines[*i];
        let mut decorators = Vec::new();
        while let Some(&ln) = self.lines.get(*i) {
            let text = self.enter_line(ln);
            if ln.indent != first.indent || !text.starts_with('@') {
                break;
            }
            *i += 1;
            match self.cx.expr(&text[1..]) {
                Ok((r, e)) if ws(r).is_empty() => decorators.push(e),
                Ok((r, _)) => self.record(text, PErr { at: ws(r), reason: "unexpected text after the decorator" }),
                Err(e) => {
                    let e = into_perr(e, text);
                    self.record(text, e);
                }
            }
        }
        match self.clause_at(*i, first.indent) {
            Some(kw @ ("def" | "class")) => self.compound(i, kw, decorators, out),
            // Decorators that failed are recorded already; these would be lost silently.
            _ if !decorators.is_empty() => self.record_line(first, "decorator not followed by def or class"),
            _ => {}
        }
    }
}

/// Parses a module (a wrapper, a kernel module, a kernel source). Never fails: what
/// cannot be read is in [`Module::unsupported`], the rest in [`Module::body`].
pub fn parse_module(src: &str) -> Module {
    // On a thread with a large stack (one of the crate's kept parser threads) so that
    // nesting up to the limits parses whatever stack the caller has; on the caller's
    // stack, with a smaller budget, when none can be started.
    match crate::stack::on_pool(|| parse_module_on(src, STACK_BUDGET)) {
        Some(Ok(module)) => module,
        Some(Err(_)) => Module {
            body: Vec::new(),
            unsupported: vec![Unsupported { span: Span { line: 1, col: 1 }, text: truncate(src, TEXT_LIMIT).to_owned(), reason: "internal error in the Python parser".into() }],
        },
        None => parse_module_on(src, CALLER_STACK_BUDGET),
    }
}

fn parse_module_on(src: &str, stack_budget: usize) -> Module {
    let map = SourceMap::new(src);
    let lines = lines::logical_lines(&map);
    let mut p = Parser { cx: Ctx::new(&map, stack_budget), lines, unsupported: Vec::new() };
    let mut body = Vec::new();
    let mut i = 0;
    // A text indented as a whole (a fragment cut from a function) is read at its own
    // indentation; a later dedent below it starts a new top-level run.
    while let Some(ln) = p.lines.get(i) {
        let indent = ln.indent;
        p.block(&mut i, indent, &mut body);
    }
    Module { body, unsupported: p.unsupported }
}

/// Parses one expression (or a bare tuple `a, b`), with positions relative to `src`.
/// Leading and trailing blanks, newlines and comments are allowed.
pub fn parse_expr(src: &str) -> Result<Expr, Unsupported> {
    let map = SourceMap::new(src);
    let cx = Ctx::new(&map, CALLER_STACK_BUDGET);
    let start = ws(src);
    let err = match cx.star_exprs(start) {
        Ok((r, e)) => {
            let r = ws(r);
            if r.is_empty() {
                return Ok(e);
            }
            PErr { at: r, reason: "unexpected text after the expression" }
        }
        Err(e) => into_perr(e, start),
    };
    let at = cx.span(err.at);
    Err(Unsupported { span: cx.span(start), text: truncate(start.trim_end(), TEXT_LIMIT).to_owned(), reason: format!("{} (at {}:{})", err.reason, at.line, at.col) })
}
