//! Integer value semantics of C++ and Triton kernels: IA108 (a truncating division or
//! remainder where Inductor meant a floor one) and IA109 (int64 arithmetic that leaves
//! int64 in a C++ kernel).
//!
//! One text pass over each kernel's source, independent of the access provers: the
//! expressions it decides are the integer expressions Inductor prints from SymPy (loop and
//! index variables, literals, the floor helpers) evaluated at concrete points of the
//! kernel's iteration space (C++ loops with literal bounds, Triton `xnumel = N`); anything
//! else (a loaded value, a size symbol, a vector, a float) makes the expression opaque and
//! it is counted as undecided, never reported. Every finding carries the point and the
//! exact values (a witness), never a bound.
//!
//! Why these sites, and only these (see `torch/_inductor/codegen/{cpp,triton}.py` and
//! `torch/utils/_sympy/printers.py` of 2.11 and 2.15):
//! - Integer `//` and `remainder` on values are emitted with floor helpers
//!   (`floor_divide_integral`, `remainder_integral`, `c10::div_floor_integer`,
//!   `c10::div_mod`, `triton_helpers.div_floor_integer` / `remainder_integer`, or the
//!   sign-corrected `a / b - 1` idiom of 2.11), and C's `/` and `%` on values are exactly
//!   the truncating ops (`div(rounding_mode='trunc')`, `fmod`), so a truncating operator on
//!   a value is what eager computes: never reported. Index propagation even prints
//!   `torch.fmod(arange(-10, 10), 3)` as `((-10L) + x0) % 3L`, correct because C's `%`
//!   truncates like `fmod`.
//! - The printers emit C's `%` for `ModularIndexing` and `Mod`, and Triton's `//` / `%` for
//!   `FloorDiv` / `PythonMod` / `ModularIndexing`, on the premise that the dividend is
//!   non-negative (their comments say so). In an index (the offset of a load or store, or a
//!   Triton index variable such as `x1 = xindex // 16`) a floor was meant; a dividend that
//!   is negative there, with a non-zero remainder, makes the truncating result differ:
//!   IA108, with the point, the operands, and both results.
//! - C++ signed overflow is undefined behaviour; eager PyTorch's int64 arithmetic wraps.
//!   A scalar integer expression (`9223372036854775803L + x0`) or the lanes of
//!   `VectorizedN<int64_t, N>::arange(base, step)` whose exact value leaves int64 at an
//!   element the loop computes is IA109. Triton's integer arithmetic wraps (LLVM `add`/`mul`
//!   without `nsw`), as eager does, so IA109 has no Triton counterpart.

use std::collections::{BTreeMap, HashMap};

use ia_parsers::cpp::Span;

use crate::diagnostics::{Evidence, Finding, Severity};
use crate::model::{Kernel, Module};
use crate::rules::ia108_truncating_integer_division::TRUNCATING_DIVISION;
use crate::rules::ia109_int64_value_overflow::INT64_OVERFLOW;
use crate::sym::FxHashMap;

/// Points evaluated per variable at each end of its range.
const ENDS: usize = 48;
/// Evaluations per expression (the product of the variables' points is cut here).
const MAX_POINTS: usize = 1 << 15;

/// What the pass could not decide: integer expressions with an opaque part.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Undecided {
    pub expressions: u64,
}

impl Undecided {
    fn note(&mut self, line: u32, text: &str) {
        self.expressions += 1;
        tracing::debug!(line, text = text.trim(), "integer expression not decided (IA108/IA109)");
    }
}

pub fn check_module(m: &Module, out: &mut Vec<Finding>) -> Undecided {
    let mut und = Undecided::default();
    for k in &m.kernels {
        let (lang, name, src, start) = match k {
            Kernel::Cpp(d) => (Lang::Cpp, &d.name, &d.source, d.source_start),
            Kernel::Triton(t) => (Lang::Triton, &t.name, &t.source, t.source_start),
        };
        let mut found = Vec::new();
        let _span = tracing::debug_span!("int_values", kernel = name.as_str()).entered();
        // C++ launches name their arguments by position: the signature names them.
        let cpp_params = if lang == Lang::Cpp { cpp_param_names(src) } else { Vec::new() };
        {
            {
                // The sizes each launch passes (`xnumel`, `ks0`), at the shapes the dump was
                // compiled and run at: the kernel is judged once per distinct binding.
                let mut bindings: Vec<HashMap<String, i128>> = Vec::new();
                for l in m.launches.iter().filter(|l| l.kernel == *name) {
                    let b: HashMap<String, i128> = l
                        .args
                        .iter()
                        .enumerate()
                        .map(|(i, (p, a))| (if lang == Lang::Cpp { cpp_params.get(i).unwrap_or(p) } else { p }, a))
                        .filter_map(|(p, a)| match a {
                            // At the hints: the shapes the dump was compiled and run at.
                            crate::model::ArgBinding::Int { value } => value.eval(&|n: &str| m.symbols.get(n)?.hint).ok().map(|v| (p.clone(), v)),
                            _ => None,
                        })
                        .collect();
                    if !bindings.contains(&b) {
                        bindings.push(b);
                    }
                }
                if bindings.is_empty() {
                    bindings.push(HashMap::new());
                }
                let mut seen_lines = std::collections::HashSet::new();
                for b in bindings.iter().take(8) {
                    let f = kernel_results::get_or_compute(lang, src, b, &mut und, |und| {
                        let mut f = Vec::new();
                        match lang {
                            Lang::Cpp => cpp_kernel(src, b, &mut f, und),
                            Lang::Triton => triton_kernel(src, b, &mut f, und),
                        }
                        f
                    });
                    found.extend(f.into_iter().filter(|r| seen_lines.insert((r.rule, r.line))));
                }
            }
        }
        for f in found {
            out.push(to_finding(m, name, src, start, f));
        }
    }
    und
}

/// One kernel's results at one binding, shared across modules: the same kernel source
/// at the same sizes is in many modules of a dump (a forward and its backward, the
/// recompilations of a program), about a quarter of the kernels of `kernels_samples`,
/// and the pass is a pure function of the source and the binding. A hit gives the
/// findings and the count of undecided expressions computing them gives (the debug lines
/// naming those are written the first time only). Bounded by the source bytes kept.
mod kernel_results {
    use std::collections::HashMap;
    use std::hash::{Hash, Hasher};
    use std::sync::Mutex;

    use super::{Lang, Raw, Undecided};

    /// Source bytes of one generation; the previous full one is kept too.
    const MAX_SOURCE_BYTES: usize = 1 << 20;

    struct Entry {
        lang: Lang,
        src: Box<str>,
        binding: Vec<(String, i128)>,
        raws: Vec<Raw>,
        undecided: u64,
    }

    #[derive(Default)]
    struct Memo {
        bytes: usize,
        current: HashMap<u64, Vec<Entry>>,
        previous: HashMap<u64, Vec<Entry>>,
    }

    impl Memo {
        fn get(&self, key: u64, lang: Lang, src: &str, binding: &[(&String, &i128)]) -> Option<(Vec<Raw>, u64)> {
            let same =
                |e: &&Entry| e.lang == lang && &*e.src == src && e.binding.len() == binding.len() && e.binding.iter().zip(binding).all(|((n, v), (m, w))| n == *m && v == *w);
            [&self.current, &self.previous].into_iter().find_map(|g| g.get(&key)?.iter().find(same)).map(|e| (e.raws.clone(), e.undecided))
        }

        /// Returns the generation it retires, for the caller to drop outside the lock.
        fn insert(&mut self, key: u64, entry: Entry) -> Option<HashMap<u64, Vec<Entry>>> {
            let mut retired = None;
            if self.bytes + entry.src.len() > MAX_SOURCE_BYTES {
                retired = Some(std::mem::replace(&mut self.previous, std::mem::take(&mut self.current)));
                self.bytes = 0;
            }
            self.bytes += entry.src.len();
            self.current.entry(key).or_default().push(entry);
            retired
        }
    }

    static MEMO: Mutex<Option<Memo>> = Mutex::new(None);

    pub(super) fn get_or_compute(
        lang: Lang,
        src: &str,
        binding: &std::collections::HashMap<String, i128>,
        und: &mut Undecided,
        compute: impl FnOnce(&mut Undecided) -> Vec<Raw>,
    ) -> Vec<Raw> {
        let mut sorted: Vec<(&String, &i128)> = binding.iter().collect();
        sorted.sort_unstable();
        // FxHash: the key is a whole source (10 kB on average), where SipHash cost more
        // than the lookups it served.
        let mut h = crate::sym::FxHasher::default();
        (lang == Lang::Cpp).hash(&mut h);
        src.hash(&mut h);
        sorted.hash(&mut h);
        let key = h.finish();
        let hit = MEMO.lock().unwrap_or_else(|e| e.into_inner()).as_ref().and_then(|m| m.get(key, lang, src, &sorted));
        if let Some((raws, undecided)) = hit {
            und.expressions += undecided;
            return raws;
        }
        // Computed outside the lock: the other workers go on meanwhile.
        let mut mine = Undecided::default();
        let raws = compute(&mut mine);
        und.expressions += mine.expressions;
        let entry = Entry { lang, src: src.into(), binding: sorted.into_iter().map(|(n, v)| (n.clone(), *v)).collect(), raws: raws.clone(), undecided: mine.expressions };
        let retired = MEMO.lock().unwrap_or_else(|e| e.into_inner()).get_or_insert_with(Default::default).insert(key, entry);
        drop(retired);
        raws
    }
}

// ---------------------------------------------------------------------------------------
// Expressions

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lang {
    Cpp,
    Triton,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    Add,
    Sub,
    Mul,
    /// C's `/`, Triton's `//` on integers: rounds toward zero.
    TruncDiv,
    /// C's and Triton's `%`: the sign of the dividend.
    TruncRem,
    /// A floor helper (`c10::div_floor_integer`, `triton_helpers.div_floor_integer`).
    FloorDiv,
    /// `c10::div_mod`, `triton_helpers.remainder_integer`.
    FloorRem,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Expr {
    Lit(i128),
    Var(String),
    Neg(Box<Expr>),
    Bin(Op, Box<Expr>, Box<Expr>),
    /// Anything the pass does not model: a call, a float, a vector, a narrowing cast.
    Opaque,
}

impl Expr {
    fn opaque(&self) -> bool {
        match self {
            Expr::Opaque => true,
            Expr::Lit(_) | Expr::Var(_) => false,
            Expr::Neg(a) => a.opaque(),
            Expr::Bin(_, a, b) => a.opaque() || b.opaque(),
        }
    }

    fn vars(&self, out: &mut Vec<String>) {
        match self {
            Expr::Var(v) => {
                if !out.contains(v) {
                    out.push(v.clone())
                }
            }
            Expr::Neg(a) => a.vars(out),
            Expr::Bin(_, a, b) => {
                a.vars(out);
                b.vars(out)
            }
            Expr::Lit(_) | Expr::Opaque => {}
        }
    }

    fn has_trunc(&self) -> bool {
        match self {
            Expr::Bin(op, a, b) => matches!(op, Op::TruncDiv | Op::TruncRem) || a.has_trunc() || b.has_trunc(),
            Expr::Neg(a) => a.has_trunc(),
            _ => false,
        }
    }

    fn has_arith(&self) -> bool {
        matches!(self, Expr::Bin(..) | Expr::Neg(_))
    }
}

/// A token; a name borrows the lexed text (an owned copy per name was most of the lexer's
/// allocations, and most names are only compared).
#[derive(Debug, Clone, Copy, PartialEq)]
enum Tok<'s> {
    Num(i128),
    Ident(&'s str),
    Punct(&'static str),
    /// A float literal, a string, any other character: opaque.
    Other,
}

/// The tokens of one expression's text, made as the parser asks for them: most texts
/// handed to [`parse`] are whole statements that fail within their first few tokens
/// (`at::vec::Vectorized<float>::loadu(...)`), and lexing the rest was most of the cost.
struct Lexer<'s> {
    s: &'s str,
    i: usize,
    lang: Lang,
}

impl<'s> Lexer<'s> {
    fn next_tok(&mut self) -> Option<Tok<'s>> {
        let (s, lang) = (self.s, self.lang);
        let b = s.as_bytes();
        let mut i = self.i;
        while i < b.len() && b[i].is_ascii_whitespace() {
            i += 1;
        }
        if i >= b.len() {
            self.i = i;
            return None;
        }
        let c = b[i];
        let tok = if c.is_ascii_digit() {
            let st = i;
            while i < b.len() && b[i].is_ascii_alphanumeric() {
                i += 1;
            }
            let text = &s[st..i];
            if i < b.len() && b[i] == b'.' && !(lang == Lang::Triton && b.get(i + 1).is_some_and(|c| c.is_ascii_alphabetic())) {
                // A float literal.
                i += 1;
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'.') {
                    i += 1;
                }
                Tok::Other
            } else {
                let digits = text.trim_end_matches(['L', 'l', 'U', 'u']);
                // No C++ or Triton integer literal is past 2^64: keeping them there keeps the
                // ranges' arithmetic far from i128's limits.
                match digits.parse::<i128>() {
                    Ok(v) if digits.len() + 3 >= text.len() && v <= 1 << 64 => Tok::Num(v),
                    _ => Tok::Other,
                }
            }
        } else if c.is_ascii_alphabetic() || c == b'_' {
            let st = i;
            loop {
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                    i += 1;
                }
                // C++ paths (`c10::convert`), Triton attributes (`tl.int64`) stay one name.
                if lang == Lang::Cpp && s[i..].starts_with("::") && b.get(i + 2).is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_') {
                    i += 2;
                } else if lang == Lang::Triton
                    && matches!(&s[st..i], "tl" | "tl.math" | "triton_helpers" | "libdevice" | "math")
                    && b.get(i) == Some(&b'.')
                    && b.get(i + 1).is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_')
                {
                    // Module attributes (`tl.int64`, `triton_helpers.div_floor_integer`) are
                    // one name; a method (`x0.to(..)`) is not.
                    i += 1;
                } else {
                    break;
                }
            }
            Tok::Ident(&s[st..i])
        } else {
            let two = s.get(i..i + 2).unwrap_or("");
            let p: &'static str = match two {
                "//" => "//",
                "<<" => "<<",
                ">>" => ">>",
                "<=" => "<=",
                ">=" => ">=",
                "==" => "==",
                "!=" => "!=",
                "&&" => "&&",
                "||" => "||",
                "::" => "::",
                _ => match c {
                    b'+' => "+",
                    b'-' => "-",
                    b'*' => "*",
                    b'/' => "/",
                    b'%' => "%",
                    b'(' => "(",
                    b')' => ")",
                    b'[' => "[",
                    b']' => "]",
                    b',' => ",",
                    b'<' => "<",
                    b'>' => ">",
                    b'.' => ".",
                    _ => "",
                },
            };
            if p.is_empty() {
                i += 1;
                Tok::Other
            } else {
                i += p.len();
                Tok::Punct(p)
            }
        };
        self.i = i;
        Some(tok)
    }
}

/// A recursive-descent parser over [`Lexer`]'s tokens with one token of lookahead: it
/// never backtracks, so no token is kept once consumed.
struct Parser<'a> {
    lexer: Lexer<'a>,
    /// The next token, when lexed: `Some(None)` at the end of the text.
    ahead: Option<Option<Tok<'a>>>,
    /// Tokens consumed.
    i: usize,
    lang: Lang,
}

/// Integer types a cast to keeps the value (the arithmetic stays 64-bit).
fn wide_int(ty: &str) -> bool {
    matches!(ty.trim(), "int64_t" | "long" | "long long" | "std::int64_t" | "tl.int64")
}

impl<'a> Parser<'a> {
    fn peek(&mut self) -> Option<Tok<'a>> {
        *self.ahead.get_or_insert_with(|| self.lexer.next_tok())
    }
    /// Consumes the token [`Parser::peek`] returned.
    fn bump(&mut self) {
        self.i += 1;
        self.ahead = None;
    }
    fn eat(&mut self, p: &str) -> bool {
        if matches!(self.peek(), Some(Tok::Punct(q)) if q == p) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn expr(&mut self) -> Expr {
        let mut a = self.term();
        loop {
            let op = if self.eat("+") {
                Op::Add
            } else if self.eat("-") {
                Op::Sub
            } else {
                return a;
            };
            let b = self.term();
            a = Expr::Bin(op, Box::new(a), Box::new(b));
        }
    }

    fn term(&mut self) -> Expr {
        let mut a = self.unary();
        loop {
            let op = if self.eat("*") {
                Op::Mul
            } else if self.eat("%") {
                Op::TruncRem
            } else if self.lang == Lang::Triton && self.eat("//") {
                Op::TruncDiv
            } else if self.eat("/") {
                // C's `/` on integers truncates; Triton's `/` is a true (float) division.
                if self.lang == Lang::Cpp {
                    Op::TruncDiv
                } else {
                    let _ = self.unary();
                    a = Expr::Opaque;
                    continue;
                }
            } else {
                return a;
            };
            let b = self.unary();
            a = Expr::Bin(op, Box::new(a), Box::new(b));
        }
    }

    fn unary(&mut self) -> Expr {
        if self.eat("-") {
            return Expr::Neg(Box::new(self.unary()));
        }
        if self.eat("+") {
            return self.unary();
        }
        let mut e = self.primary();
        // Triton's `.to(tl.int64)`: a widening conversion keeps the value.
        while self.lang == Lang::Triton && self.eat(".") {
            match self.peek() {
                Some(Tok::Ident(n)) => {
                    self.bump();
                    let args = if self.eat("(") { self.args() } else { vec![] };
                    let keeps = n == "to" && args.len() == 1 && args[0].1.is_some_and(wide_int);
                    if !keeps {
                        e = Expr::Opaque;
                    }
                }
                _ => return Expr::Opaque,
            }
        }
        e
    }

    /// Arguments up to the closing parenthesis: each parsed, with its text when it is one
    /// name (a type such as `tl.int64`).
    fn args(&mut self) -> Vec<(Expr, Option<&'a str>)> {
        let mut out = Vec::new();
        if self.eat(")") {
            return out;
        }
        loop {
            let (st, first) = (self.i, self.peek());
            let e = self.expr();
            let name = match first {
                Some(Tok::Ident(n)) if self.i == st + 1 => Some(n),
                _ => None,
            };
            let clean = matches!(self.peek(), Some(Tok::Punct(",")) | Some(Tok::Punct(")")));
            out.push((if clean { e } else { Expr::Opaque }, name));
            if !clean {
                self.skip_to_close();
                return out;
            }
            if self.eat(")") {
                return out;
            }
            self.eat(",");
        }
    }

    /// Skips to just past the parenthesis closing the current group.
    fn skip_to_close(&mut self) {
        let mut depth = 0usize;
        while let Some(t) = self.peek() {
            self.bump();
            match t {
                Tok::Punct("(") | Tok::Punct("[") => depth += 1,
                Tok::Punct(")") | Tok::Punct("]") => {
                    if depth == 0 {
                        return;
                    }
                    depth -= 1;
                }
                _ => {}
            }
        }
    }

    /// `<` type `>` of a template: its text.
    fn template(&mut self) -> Option<String> {
        if !self.eat("<") {
            return None;
        }
        let mut depth = 0usize;
        let mut text = String::new();
        while let Some(t) = self.peek() {
            self.bump();
            match t {
                Tok::Punct("<") => depth += 1,
                Tok::Punct(">") if depth == 0 => return Some(text),
                Tok::Punct(">") => depth -= 1,
                _ => {}
            }
            match t {
                Tok::Ident(n) => {
                    if !text.is_empty() && text.ends_with(|c: char| c.is_alphanumeric()) {
                        text.push(' ');
                    }
                    text.push_str(n)
                }
                Tok::Punct(p) => text.push_str(p),
                Tok::Num(v) => text.push_str(&v.to_string()),
                Tok::Other => text.push('?'),
            }
        }
        None
    }

    fn primary(&mut self) -> Expr {
        match self.peek() {
            Some(Tok::Num(v)) => {
                self.bump();
                Expr::Lit(v)
            }
            Some(Tok::Punct("(")) => {
                self.bump();
                let e = self.expr();
                if !self.eat(")") {
                    self.skip_to_close();
                    return Expr::Opaque;
                }
                e
            }
            Some(Tok::Ident(n)) => {
                self.bump();
                if self.lang == Lang::Cpp && matches!(n, "static_cast" | "c10::convert") {
                    let ty = self.template();
                    if !self.eat("(") {
                        return Expr::Opaque;
                    }
                    let mut args = self.args();
                    return match (ty, args.len()) {
                        (Some(ty), 1) if wide_int(&ty) => args.pop().map_or(Expr::Opaque, |(e, _)| e),
                        _ => Expr::Opaque,
                    };
                }
                if matches!(self.peek(), Some(Tok::Punct("<"))) && self.lang == Lang::Cpp && n.contains("::") {
                    // Another template call: opaque.
                    let _ = self.template();
                }
                if self.eat("(") {
                    let args = self.args();
                    let op = match n {
                        "c10::div_floor_integer" | "triton_helpers.div_floor_integer" => Some(Op::FloorDiv),
                        "c10::div_mod" | "triton_helpers.remainder_integer" => Some(Op::FloorRem),
                        _ => None,
                    };
                    return match (op, <[_; 2]>::try_from(args)) {
                        (Some(op), Ok([(a, _), (b, _)])) => Expr::Bin(op, Box::new(a), Box::new(b)),
                        _ => Expr::Opaque,
                    };
                }
                if matches!(self.peek(), Some(Tok::Punct("["))) {
                    // A subscript (a load, `tl.arange(..)[None, :]`): opaque.
                    self.bump();
                    self.skip_to_close();
                    return Expr::Opaque;
                }
                Expr::Var(n.to_string())
            }
            Some(_) => {
                self.bump();
                Expr::Opaque
            }
            None => Expr::Opaque,
        }
    }
}

/// Parses one whole expression; `None` when text is left over (a comparison, a ternary).
pub fn parse(s: &str, lang: Lang) -> Option<Expr> {
    let mut p = Parser { lexer: Lexer { s, i: 0, lang }, ahead: None, i: 0, lang };
    p.peek()?;
    let e = p.expr();
    p.peek().is_none().then_some(e)
}

// ---------------------------------------------------------------------------------------
// Evaluation

/// One arithmetic step seen while evaluating: its operator, operands, exact result.
#[derive(Debug, Clone, Copy)]
struct Step {
    op: Op,
    /// A remainder whose dividend is itself a quotient: `(x // d) % m`, the printers'
    /// `ModularIndexing` with a divisor.
    of_quotient: bool,
    a: i128,
    b: i128,
    exact: i128,
}

/// Evaluates exactly (i128; a product past it stops), calling `seen` on every step of
/// `e` itself. Definitions of names (`defs`) are substituted without reporting their steps
/// (those are judged on their own line). `None`: opaque, unbound, or a division by zero.
fn eval(e: &Expr, env: &dyn Env, defs: &Defs, seen: &mut dyn FnMut(Step) -> bool, depth: u32) -> Option<i128> {
    eval_c(e, env, defs, seen, depth, &mut FxHashMap::default())
}

/// The values of the free variables an expression is evaluated at.
trait Env {
    fn value(&self, name: &str) -> Option<i128>;
}

impl Env for HashMap<String, i128> {
    fn value(&self, name: &str) -> Option<i128> {
        self.get(name).copied()
    }
}

/// One point of [`for_each_point`]: `values[i]` is the value of `names[i]` (a handful of
/// loop variables, so a scan beats hashing a `String` key per lookup).
struct At<'a> {
    names: &'a [String],
    values: &'a [i128],
}

impl Env for At<'_> {
    fn value(&self, name: &str) -> Option<i128> {
        self.names.iter().position(|n| n == name).map(|i| self.values[i])
    }
}

impl At<'_> {
    fn to_map(&self) -> HashMap<String, i128> {
        self.names.iter().cloned().zip(self.values.iter().copied()).collect()
    }
}

/// [`eval`] with each definition's value computed once per point (`cache`): a chain of
/// temporaries that each use the previous one twice stays linear.
fn eval_c<'a>(e: &'a Expr, env: &dyn Env, defs: &'a Defs, seen: &mut dyn FnMut(Step) -> bool, depth: u32, cache: &mut FxHashMap<&'a str, Option<i128>>) -> Option<i128> {
    match e {
        Expr::Lit(v) => Some(*v),
        Expr::Var(n) => {
            if let Some(v) = env.value(n) {
                return Some(v);
            }
            if let Some(v) = cache.get(n.as_str()) {
                return *v;
            }
            let d = defs.get(n)?;
            // Deeper chains are left undecided (and the stack bounded).
            let v = if depth > 64 || d.opaque { None } else { eval_c(&d.expr, env, defs, &mut |_| true, depth + 1, cache) };
            cache.insert(n.as_str(), v);
            v
        }
        Expr::Opaque => None,
        Expr::Neg(a) => {
            let a = eval_c(a, env, defs, seen, depth, cache)?;
            let r = a.checked_neg()?;
            seen(Step { op: Op::Sub, of_quotient: false, a: 0, b: a, exact: r }).then_some(r)
        }
        Expr::Bin(op, a, b) => {
            let of_quotient = *op == Op::TruncRem && matches!(**a, Expr::Bin(Op::TruncDiv | Op::FloorDiv, ..));
            let a = eval_c(a, env, defs, seen, depth, cache)?;
            let b = eval_c(b, env, defs, seen, depth, cache)?;
            let r = match op {
                Op::Add => a.checked_add(b)?,
                Op::Sub => a.checked_sub(b)?,
                Op::Mul => a.checked_mul(b)?,
                Op::TruncDiv => a.checked_div(b)?,
                Op::TruncRem => a.checked_rem(b)?,
                Op::FloorDiv | Op::FloorRem if b == 0 => return None,
                Op::FloorDiv => floor_div(a, b),
                Op::FloorRem => floor_rem(a, b),
            };
            seen(Step { op: *op, of_quotient, a, b, exact: r }).then_some(r)
        }
    }
}

fn floor_div(a: i128, b: i128) -> i128 {
    let q = a / b;
    if (a % b != 0) && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

fn floor_rem(a: i128, b: i128) -> i128 {
    let r = a % b;
    if r != 0 && ((r < 0) != (b < 0)) {
        r + b
    } else {
        r
    }
}

/// The values a variable takes: `start, start + step, ...` below `end`.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Range {
    start: i128,
    end: i128,
    step: i128,
}

impl Range {
    fn count(&self) -> i128 {
        if self.end <= self.start || self.step <= 0 {
            0
        } else {
            (self.end - self.start + self.step - 1) / self.step
        }
    }
    /// The first and last [`ENDS`] values (all of them when there are few).
    fn points(&self) -> Vec<i128> {
        let n = self.count();
        let ends = ENDS as i128;
        let idx: Vec<i128> = if n <= 2 * ends { (0..n).collect() } else { (0..ends).chain(n - ends..n).collect() };
        idx.into_iter().map(|j| self.start + j * self.step).collect()
    }
    fn restrict(&self, lo: Option<i128>, hi: Option<i128>) -> Range {
        let mut r = *self;
        if let Some(lo) = lo {
            if lo > r.start {
                // The first value at or above `lo` on the loop's grid.
                let k = (lo - r.start + r.step - 1) / r.step;
                r.start += k * r.step;
            }
        }
        if let Some(hi) = hi {
            r.end = r.end.min(hi);
        }
        r
    }
}

/// Every combination of the variables' points, the first ones first (the first variable
/// varies slowest), at most [`MAX_POINTS`]; `visit` is called on each until it returns
/// `false`. `None` when a variable has no range. The points are made one at a time in one
/// buffer: a map per point cost more than the evaluations.
fn for_each_point(vars: &[String], ranges: &HashMap<String, Range>, mut visit: impl FnMut(&At<'_>) -> bool) -> Option<()> {
    let mut pts: Vec<Vec<i128>> = Vec::with_capacity(vars.len());
    for v in vars {
        pts.push(ranges.get(v)?.points());
    }
    if pts.iter().any(Vec::is_empty) {
        return Some(());
    }
    // An odometer over the points' indices, the last variable turning fastest.
    let mut idx = vec![0usize; vars.len()];
    let mut values: Vec<i128> = pts.iter().map(|p| p[0]).collect();
    for _ in 0..MAX_POINTS {
        if !visit(&At { names: vars, values: &values }) {
            return Some(());
        }
        let mut k = vars.len();
        loop {
            if k == 0 {
                return Some(());
            }
            k -= 1;
            idx[k] += 1;
            if idx[k] < pts[k].len() {
                values[k] = pts[k][idx[k]];
                break;
            }
            idx[k] = 0;
            values[k] = pts[k][0];
        }
    }
    Some(())
}

/// A named value: its expression, and (computed once, when it is defined) whether
/// anything opaque is under it and the free variables it reaches.
#[derive(Debug, Clone)]
struct Def {
    expr: Expr,
    opaque: bool,
    vars: Vec<String>,
}

/// Looked up at every variable of every evaluated point: a fast hash (no iteration
/// depends on its order).
type Defs = FxHashMap<String, Def>;

fn define(defs: &mut Defs, name: String, expr: Expr) {
    let opaque = subst_opaque(&expr, defs, 0);
    let mut vars = Vec::new();
    free_vars(&expr, defs, &mut vars, 0);
    defs.insert(name, Def { expr, opaque, vars });
}

/// The free variables of `e` after substituting `defs`.
fn free_vars(e: &Expr, defs: &Defs, out: &mut Vec<String>, _depth: u32) {
    let mut vs = Vec::new();
    e.vars(&mut vs);
    for v in vs {
        match defs.get(&v) {
            Some(d) => {
                for w in &d.vars {
                    if !out.contains(w) {
                        out.push(w.clone())
                    }
                }
            }
            None => {
                if !out.contains(&v) {
                    out.push(v)
                }
            }
        }
    }
}

fn subst_opaque(e: &Expr, defs: &Defs, _depth: u32) -> bool {
    if e.opaque() {
        return true;
    }
    let mut vs = Vec::new();
    e.vars(&mut vs);
    vs.iter().any(|v| defs.get(v).is_some_and(|d| d.opaque))
}

// ---------------------------------------------------------------------------------------
// Findings before they are placed

#[derive(Debug, Clone)]
struct Raw {
    rule: &'static str,
    /// 1-based line in the kernel source.
    line: u32,
    message: String,
    value: i128,
    extent: Option<i128>,
    indices: BTreeMap<String, i128>,
    lane: Option<i128>,
    expr: String,
}

const I64_MIN: i128 = i64::MIN as i128;
const I64_MAX: i128 = i64::MAX as i128;

fn fmt_point(p: &HashMap<String, i128>) -> (String, BTreeMap<String, i128>) {
    let b: BTreeMap<String, i128> = p.iter().map(|(k, v)| (k.clone(), *v)).collect();
    (b.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(", "), b)
}

fn op_text(op: Op, lang: Lang) -> &'static str {
    match (op, lang) {
        (Op::Add, _) => "+",
        (Op::Sub, _) => "-",
        (Op::Mul, _) => "*",
        (Op::TruncDiv, Lang::Cpp) => "/",
        (Op::TruncDiv, Lang::Triton) => "//",
        (Op::TruncRem, _) => "%",
        (Op::FloorDiv, _) => "floor-div",
        (Op::FloorRem, _) => "floor-mod",
    }
}

/// IA108 at one index expression: the first point where a truncating step's result is not
/// the floor one.
fn truncation(e: &Expr, text: &str, line: u32, lang: Lang, defs: &Defs, ranges: &HashMap<String, Range>, und: &mut Undecided) -> Option<Raw> {
    if !e.has_trunc() {
        return None;
    }
    if subst_opaque(e, defs, 0) {
        und.note(line, text);
        return None;
    }
    let mut vars = Vec::new();
    free_vars(e, defs, &mut vars, 0);
    if trunc_operands_agree_in_sign(e, &vars, defs, ranges) {
        // No point can make a truncating step differ from the floor one: the enumeration
        // below would visit every point and find nothing.
        return None;
    }
    let mut bare_rem = false;
    let mut found = None;
    let mut cache = FxHashMap::default();
    let visited = for_each_point(&vars, ranges, |p| {
        let mut hit = None;
        let mut seen = |s: Step| {
            let differs = matches!(s.op, Op::TruncDiv | Op::TruncRem) && s.b != 0 && s.a % s.b != 0 && ((s.a < 0) != (s.b < 0));
            // A bare `x % m` is also how `torch.fmod` of an index value is printed (index
            // propagation's `mod` is `ModularIndexing(x, 1, m)`), where C's truncation is
            // what eager computes: its intent is unknown, never reported.
            if differs && s.op == Op::TruncRem && !s.of_quotient {
                bare_rem = true;
            } else if differs && hit.is_none() {
                hit = Some(s);
            }
            true
        };
        cache.clear();
        eval_c(e, p, defs, &mut seen, 0, &mut cache);
        let Some(s) = hit else { return true };
        let floor = if s.op == Op::TruncDiv { floor_div(s.a, s.b) } else { floor_rem(s.a, s.b) };
        let (at, indices) = fmt_point(&p.to_map());
        let o = op_text(s.op, lang);
        let what = if s.op == Op::TruncDiv { "quotient" } else { "remainder" };
        let message = format!(
            "truncating `{o}` in an index where Inductor's printer assumed a non-negative dividend: at {at}, {} {o} {} gives {} where the floor {what} is {floor}",
            s.a, s.b, s.exact
        );
        found = Some(Raw { rule: TRUNCATING_DIVISION.code, line, message, value: s.exact, extent: Some(floor), indices, lane: None, expr: text.trim().to_string() });
        false
    });
    if visited.is_none() {
        und.note(line, text);
        return None;
    }
    if found.is_some() {
        return found;
    }
    if bare_rem {
        und.note(line, text);
    }
    None
}

/// Whether, at every point [`for_each_point`] would visit for `vars`, each truncating step
/// of `e` itself (`/`, `%`; not those inside definitions, which [`truncation`] does not
/// judge) has a dividend and divisor of one sign (dividend >= 0 and divisor > 0, or
/// dividend <= 0 and divisor < 0): then truncation and floor agree there, and neither a
/// finding nor a bare remainder can come of the enumeration. Sound by interval arithmetic
/// over the points' ranges (every variable must have one, else `false`: the enumeration
/// then says what it cannot visit); `false` whenever a bound is not known.
fn trunc_operands_agree_in_sign(e: &Expr, vars: &[String], defs: &Defs, ranges: &HashMap<String, Range>) -> bool {
    let mut env: Vec<(&str, (i128, i128))> = Vec::with_capacity(vars.len());
    for v in vars {
        let Some(r) = ranges.get(v) else { return false };
        let n = r.count();
        if n <= 0 {
            return false;
        }
        // The points are among `start + j*step` for `j < count`.
        let Some(last) = (n - 1).checked_mul(r.step).and_then(|d| r.start.checked_add(d)) else { return false };
        env.push((v.as_str(), (r.start, last)));
    }
    let mut memo: FxHashMap<&str, Option<(i128, i128)>> = FxHashMap::default();
    steps_agree(e, &env, defs, &mut memo)
}

fn steps_agree<'a>(e: &'a Expr, env: &[(&str, (i128, i128))], defs: &'a Defs, memo: &mut FxHashMap<&'a str, Option<(i128, i128)>>) -> bool {
    match e {
        Expr::Lit(_) | Expr::Var(_) | Expr::Opaque => true,
        Expr::Neg(a) => steps_agree(a, env, defs, memo),
        Expr::Bin(op, a, b) => {
            if !steps_agree(a, env, defs, memo) || !steps_agree(b, env, defs, memo) {
                return false;
            }
            if !matches!(op, Op::TruncDiv | Op::TruncRem) {
                return true;
            }
            let (Some(x), Some(y)) = (interval(a, env, defs, 0, memo), interval(b, env, defs, 0, memo)) else { return false };
            (x.0 >= 0 && y.0 > 0) || (x.1 <= 0 && y.1 < 0)
        }
    }
}

/// Bounds of `e`'s value as [`eval_c`] computes it at the points of `env`, definitions
/// followed as it follows them; `None` when not known (or when `eval_c` would give up).
fn interval<'a>(e: &'a Expr, env: &[(&str, (i128, i128))], defs: &'a Defs, depth: u32, memo: &mut FxHashMap<&'a str, Option<(i128, i128)>>) -> Option<(i128, i128)> {
    match e {
        Expr::Lit(v) => Some((*v, *v)),
        Expr::Opaque => None,
        Expr::Var(n) => {
            if let Some((_, r)) = env.iter().find(|(m, _)| *m == n.as_str()) {
                return Some(*r);
            }
            if let Some(r) = memo.get(n.as_str()) {
                return *r;
            }
            let d = defs.get(n)?;
            let r = if depth > 64 || d.opaque { None } else { interval(&d.expr, env, defs, depth + 1, memo) };
            memo.insert(n.as_str(), r);
            r
        }
        Expr::Neg(a) => {
            let (lo, hi) = interval(a, env, defs, depth, memo)?;
            Some((hi.checked_neg()?, lo.checked_neg()?))
        }
        Expr::Bin(op, a, b) => {
            let (al, ah) = interval(a, env, defs, depth, memo)?;
            let (bl, bh) = interval(b, env, defs, depth, memo)?;
            let corners = |f: &dyn Fn(i128, i128) -> Option<i128>| -> Option<(i128, i128)> {
                let v = [f(al, bl)?, f(al, bh)?, f(ah, bl)?, f(ah, bh)?];
                Some((*v.iter().min()?, *v.iter().max()?))
            };
            let divisor_one_sign = bl > 0 || bh < 0;
            match op {
                Op::Add => Some((al.checked_add(bl)?, ah.checked_add(bh)?)),
                Op::Sub => Some((al.checked_sub(bh)?, ah.checked_sub(bl)?)),
                Op::Mul => corners(&|x, y| x.checked_mul(y)),
                // With the divisor of one sign, the quotient is monotone in each operand:
                // its extremes are at the corners.
                Op::TruncDiv if divisor_one_sign => corners(&|x, y| x.checked_div(y)),
                Op::FloorDiv if divisor_one_sign => corners(&|x, y| x.checked_div(y).map(|_| floor_div(x, y))),
                Op::TruncRem | Op::FloorRem if divisor_one_sign => {
                    // |r| < |b|; C's remainder has the dividend's sign, the floor one the divisor's.
                    let m = bl.checked_abs()?.max(bh.checked_abs()?) - 1;
                    match op {
                        Op::TruncRem => Some((if al >= 0 { 0 } else { -m.min(al.checked_neg()?) }, if ah <= 0 { 0 } else { m.min(ah) })),
                        _ if bl > 0 => Some((0, if al >= 0 { m.min(ah) } else { m })),
                        _ => Some((-m, 0)),
                    }
                }
                _ => None,
            }
        }
    }
}

/// IA109 at one C++ integer expression evaluated at the loop's points.
/// `int_valued`: the expression computes an integer (it names an int64 load, loop
/// variable or conversion); an opaque one is counted as undecided only then.
fn overflow(e: &Expr, text: &str, line: u32, defs: &Defs, ranges: &HashMap<String, Range>, int_valued: bool, und: &mut Undecided) -> Option<Raw> {
    // Only this line's own steps are judged (a name's definition was judged on its line).
    if !e.has_arith() {
        return None;
    }
    if subst_opaque(e, defs, 0) {
        if int_valued {
            und.note(line, text);
        }
        return None;
    }
    let mut vars = Vec::new();
    free_vars(e, defs, &mut vars, 0);
    if vars.is_empty() {
        // Constants are folded (and a literal past int64 does not compile).
        return None;
    }
    let mut found = None;
    let mut cache = FxHashMap::default();
    let visited = for_each_point(&vars, ranges, |p| {
        let mut hit = None;
        cache.clear();
        let _ = eval_c(
            e,
            p,
            defs,
            &mut |s| {
                if hit.is_none() && !(I64_MIN..=I64_MAX).contains(&s.exact) {
                    hit = Some(s);
                }
                hit.is_none()
            },
            0,
            &mut cache,
        );
        let Some(s) = hit else { return true };
        let (at, indices) = fmt_point(&p.to_map());
        let wrapped = s.exact as i64;
        let message = format!(
            "int64 arithmetic leaves int64 at {at}: {} {} {} = {}, undefined behaviour in C++ (eager PyTorch wraps to {wrapped})",
            s.a,
            op_text(s.op, Lang::Cpp),
            s.b,
            s.exact
        );
        found = Some(Raw {
            rule: INT64_OVERFLOW.code,
            line,
            message,
            value: s.exact,
            extent: Some(if s.exact > 0 { I64_MAX } else { I64_MIN }),
            indices,
            lane: None,
            expr: text.trim().to_string(),
        });
        false
    });
    if visited.is_none() {
        und.note(line, text);
        return None;
    }
    found
}

// ---------------------------------------------------------------------------------------
// C++ kernels

/// A frame of the brace stack: the loop or `if` that opened it binds a variable's range
/// (or hides it: `None`).
struct Frame {
    bind: Option<(String, Option<Range>)>,
    /// A lambda's body or a block under a condition the pass does not read: what runs there
    /// runs only for some of the loop's points (a `cat`'s masked load), so nothing in it is
    /// decided.
    guarded: bool,
}

/// `for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(20L); x0+=static_cast<int64_t>(16L))`
/// and the `long` / `x0++` forms: the variable and its values when the bounds are literal.
fn cpp_for(header: &str, args: &HashMap<String, i128>) -> Option<(String, Option<Range>)> {
    let inner = header.trim().strip_prefix("for")?.trim().strip_prefix('(')?.strip_suffix(')')?;
    let parts: Vec<&str> = inner.split(';').collect();
    let [init, cond, inc] = parts.as_slice() else { return None };
    let (lhs, start) = init.split_once('=')?;
    let var = lhs.split_whitespace().last()?.to_string();
    let cst = |s: &str| -> Option<i128> {
        let e = parse(s, Lang::Cpp)?;
        eval(&e, args, &Defs::default(), &mut |_| true, 0)
    };
    let range = (|| {
        let start = cst(start)?;
        let end = cst(cond.trim().strip_prefix(var.as_str())?.trim().strip_prefix('<')?)?;
        let inc = inc.trim();
        let step = if inc == format!("{var}++") || inc == format!("++{var}") { 1 } else { cst(inc.strip_prefix(var.as_str())?.trim().strip_prefix("+=")?)? };
        (step > 0).then_some(Range { start, end, step })
    })();
    Some((var, range))
}

/// `if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))`: the
/// variable and the bounds the block runs under.
fn cpp_if_bounds(cond: &str, args: &HashMap<String, i128>) -> Option<(String, Option<i128>, Option<i128>)> {
    let mut c = cond.trim().strip_prefix("if")?.trim();
    for wrap in ["C10_LIKELY", "C10_UNLIKELY"] {
        if let Some(r) = c.strip_prefix('(').and_then(|r| r.strip_suffix(')')) {
            c = r.trim();
        }
        if let Some(r) = c.strip_prefix(wrap) {
            c = r.trim();
        }
    }
    let c = c.strip_prefix('(').and_then(|r| r.strip_suffix(')')).unwrap_or(c);
    let mut var = None;
    let (mut lo, mut hi) = (None, None);
    for part in c.split("&&") {
        let part = part.trim();
        let (name, op, rhs) = if let Some((a, b)) = part.split_once(">=") {
            (a.trim(), ">=", b)
        } else if let Some((a, b)) = part.split_once('<') {
            (a.trim(), "<", b)
        } else {
            return None;
        };
        if var.as_deref().is_some_and(|v| v != name) {
            return None;
        }
        var = Some(name.to_string());
        let v = eval(&parse(rhs, Lang::Cpp)?, args, &Defs::default(), &mut |_| true, 0)?;
        if op == ">=" {
            lo = Some(v)
        } else {
            hi = Some(v)
        }
    }
    Some((var?, lo, hi))
}

/// The text from `open` (an opening bracket) to its match, exclusive; `None` if unclosed.
fn group(s: &str, open: usize) -> Option<&str> {
    let b = s.as_bytes();
    let mut depth = 0usize;
    for (i, &c) in b.iter().enumerate().skip(open) {
        match c {
            b'(' | b'[' => depth += 1,
            b')' | b']' => {
                depth -= 1;
                if depth == 0 {
                    return Some(&s[open + 1..i]);
                }
            }
            _ => {}
        }
    }
    None
}

/// The top-level comma-separated pieces of `s`.
fn top_split(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut st = 0;
    for (i, c) in s.char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            ',' if depth == 0 => {
                out.push(&s[st..i]);
                st = i + 1;
            }
            _ => {}
        }
    }
    out.push(&s[st..]);
    out
}

/// Searchers for the calls [`cpp_index_texts`] reads, built once: a search built per line
/// and call cost more than the search.
fn call_finders() -> &'static [memchr::memmem::Finder<'static>; 3] {
    static FINDERS: std::sync::OnceLock<[memchr::memmem::Finder<'static>; 3]> = std::sync::OnceLock::new();
    FINDERS.get_or_init(|| ["loadu(", "store(", "::load("].map(memchr::memmem::Finder::new))
}

/// Index expressions of a C++ line: `ptr[...]` subscripts and the `ptr + ...` argument of
/// `loadu` / `store` / `load`.
fn cpp_index_texts(line: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let b = line.as_bytes();
    for i in memchr::memchr_iter(b'[', b) {
        if i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_') {
            if let Some(g) = group(line, i) {
                out.push(g);
            }
        }
    }
    // Each call name ends in `(`: a line without one has none of them.
    if memchr::memchr(b'(', b).is_none() {
        return out;
    }
    for (call, finder) in ["loadu(", "store(", "::load("].into_iter().zip(call_finders()) {
        let mut from = 0;
        while let Some(rel) = finder.find(&line.as_bytes()[from..]) {
            let open = from + rel + call.len() - 1;
            from = open + 1;
            if let Some(g) = group(line, open) {
                let first = top_split(g)[0];
                if let Some((_, off)) = first.split_once(" + ") {
                    out.push(off);
                }
            }
        }
    }
    out
}

/// The parameter names of `extern "C" void kernel(const float* in_ptr0, const int64_t ks0)`.
fn cpp_param_names(src: &str) -> Vec<String> {
    let Some(at) = src.find("kernel(") else { return Vec::new() };
    let Some(sig) = group(src, at + "kernel".len()) else { return Vec::new() };
    top_split(sig).iter().filter_map(|p| p.trim().rsplit(|c: char| !(c.is_alphanumeric() || c == '_')).next().filter(|n| !n.is_empty()).map(str::to_string)).collect()
}

fn cpp_kernel(src: &str, args: &HashMap<String, i128>, out: &mut Vec<Raw>, und: &mut Undecided) {
    let mut stack: Vec<Frame> = Vec::new();
    let mut pending: Option<(String, Option<Range>)> = None;
    let mut defs = Defs::default();
    // Names holding integers: int64 pointers (`const int64_t* in_ptr0`), and the values
    // loaded from them or computed from integers.
    let mut ints: std::collections::HashSet<String> = std::collections::HashSet::new();
    for ty in ["int64_t*", "long*"] {
        for (at, _) in src.match_indices(ty) {
            let name: String = src[at + ty.len()..].trim_start().chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            if !name.is_empty() {
                ints.insert(name);
            }
        }
    }
    let mut pending_guard = false;
    // The ranges in scope (the enclosing loops' and bounds' bindings, then the launch's
    // sizes): a function of `stack` alone, rebuilt only when a brace changes it, not for
    // every line.
    let mut scope_ranges: Option<HashMap<String, Range>> = None;
    for (ln, line) in src.lines().enumerate() {
        let ln = ln as u32 + 1;
        let t = line.trim();
        if has_lambda_capture(t) || t.starts_with("else") || t.starts_with("while") || t.starts_with("switch") {
            pending_guard = true;
        }
        if t.starts_with("for") && t[3..].trim_start().starts_with('(') {
            let end = t.rfind(')').map(|i| i + 1).unwrap_or(t.len());
            // An unreadable header hides the variable it declares (when one can be named).
            pending = cpp_for(&t[..end], args).or_else(|| {
                let inner = t[3..].trim_start().strip_prefix('(')?;
                let init = inner.split(';').next()?;
                let var = init.split('=').next()?.split_whitespace().last()?.to_string();
                Some((var, None))
            });
        } else if t.starts_with("if") && t[2..].trim_start().starts_with('(') {
            match cpp_if_bounds(t.trim_end_matches('{').trim(), args) {
                Some((var, lo, hi)) => {
                    let cur = ranges_of(&stack).get(&var).copied();
                    pending = Some((var, cur.map(|r| r.restrict(lo, hi))));
                }
                None => pending_guard = true,
            }
        }
        // Statements of this line: a declaration with its initialiser, and the indices.
        let guarded = stack.iter().any(|f| f.guarded);
        let indices = if t.starts_with("for") || t.starts_with("if") { None } else { Some(cpp_index_texts(t)) };
        let decl = indices.as_ref().and_then(|_| cpp_decl(t));
        if let Some(indices) = indices.filter(|i| !i.is_empty() || decl.is_some()) {
            // Built only for a line that has something to judge (most lines are braces,
            // loop headers and vector code): the stack does not change before the braces
            // at the line's end, so this is the map the line's start would have built.
            let ranges = &*scope_ranges.get_or_insert_with(|| {
                let mut ranges = ranges_of(&stack);
                // The sizes the launch passes are single points.
                for (n, v) in args {
                    ranges.entry(n.clone()).or_insert(Range { start: *v, end: *v + 1, step: 1 });
                }
                ranges
            });
            for idx in indices {
                if let Some(e) = parse(idx, Lang::Cpp) {
                    if guarded {
                        if e.has_trunc() {
                            und.note(ln, idx);
                        }
                        continue;
                    }
                    if let Some(r) = truncation(&e, idx, ln, Lang::Cpp, &defs, ranges, und) {
                        out.push(r);
                    }
                }
            }
            if let Some((name, rhs)) = decl {
                let int_valued = int_valued(rhs, &ints, ranges);
                if int_valued {
                    ints.insert(name.to_string());
                }
                match parse(rhs, Lang::Cpp) {
                    Some(e) if guarded => {
                        if int_valued && e.has_arith() {
                            und.note(ln, rhs);
                        }
                        define(&mut defs, name.to_string(), e);
                    }
                    None if guarded => {
                        define(&mut defs, name.to_string(), Expr::Opaque);
                    }
                    Some(e) => {
                        if let Some(r) = overflow(&e, rhs, ln, &defs, ranges, int_valued, und) {
                            out.push(r);
                        }
                        define(&mut defs, name.to_string(), e);
                    }
                    None => {
                        if let Some(r) = arange_lanes(rhs, ln, &stack, &defs, und) {
                            out.push(r);
                        }
                        define(&mut defs, name.to_string(), Expr::Opaque);
                    }
                }
            }
        }
        for at in memchr::memchr2_iter(b'{', b'}', t.as_bytes()) {
            match t.as_bytes()[at] {
                b'{' => {
                    stack.push(Frame { bind: pending.take(), guarded: std::mem::take(&mut pending_guard) });
                    scope_ranges = None;
                }
                _ => {
                    stack.pop();
                    scope_ranges = None;
                }
            }
        }
        if t.ends_with(';') {
            pending = None;
            pending_guard = false;
        }
    }
}

/// The line holds `[&]` or `[=]` (a lambda's capture list): one scan for the `[`s, where
/// `str::contains` built a substring searcher per needle and line.
fn has_lambda_capture(t: &str) -> bool {
    let b = t.as_bytes();
    memchr::memchr_iter(b'[', b).any(|i| matches!(b.get(i + 1..i + 3), Some(b"&]" | b"=]")))
}

fn ranges_of(stack: &[Frame]) -> HashMap<String, Range> {
    let mut r: HashMap<String, Range> = HashMap::new();
    for f in stack {
        if let Some((v, range)) = &f.bind {
            match range {
                Some(x) => {
                    r.insert(v.clone(), *x);
                }
                None => {
                    r.remove(v);
                }
            }
        }
    }
    r
}

/// Whether an initialiser computes an integer: it converts to int64, or names an integer
/// (pointer, value, loop variable), and nothing in it is floating point.
fn int_valued(rhs: &str, ints: &std::collections::HashSet<String>, ranges: &HashMap<String, Range>) -> bool {
    // The searchers built once: `str::contains` built one per needle and declaration.
    static FINDERS: std::sync::OnceLock<[memchr::memmem::Finder<'static>; 7]> = std::sync::OnceLock::new();
    let [float, double, half, bf16, boolean, std, int64] =
        FINDERS.get_or_init(|| ["float", "double", "Half", "BFloat16", "bool", "std::", "int64_t"].map(memchr::memmem::Finder::new));
    let has = |f: &memchr::memmem::Finder<'_>| f.find(rhs.as_bytes()).is_some();
    if [float, double, half, bf16, boolean, std].into_iter().any(has) {
        return false;
    }
    has(int64) || rhs.split(|c: char| !(c.is_alphanumeric() || c == '_')).any(|w| ints.contains(w) || ranges.contains_key(w))
}

/// `auto tmp1 = EXPR;` / `int64_t x = EXPR;`: the name and the initialiser.
fn cpp_decl(t: &str) -> Option<(&str, &str)> {
    let body = t.strip_suffix(';')?;
    let (lhs, rhs) = body.split_once(" = ")?;
    let mut words = lhs.split_whitespace();
    let ty = words.next()?;
    let name = words.next()?;
    if words.next().is_some() || !matches!(ty, "auto" | "int64_t" | "long" | "const") || !name.chars().all(|c| c.is_alphanumeric() || c == '_') {
        return None;
    }
    Some((name, rhs))
}

/// `at::vec::VectorizedN<int64_t,2>::arange(base, step)` (or `Vectorized<int64_t>`): the
/// lanes `base + k * step` for the elements the innermost loop's vector covers.
fn arange_lanes(rhs: &str, line: u32, stack: &[Frame], defs: &Defs, und: &mut Undecided) -> Option<Raw> {
    let sites = crate::rules::ia105_int32_index_overflow::arange_sites(rhs);
    let site = sites.first()?;
    if !matches!(site.elem.as_str(), "int64_t" | "long") {
        return None;
    }
    let base = parse(&site.base, Lang::Cpp)?;
    let step = eval(&parse(&site.step_text, Lang::Cpp)?, &HashMap::new(), defs, &mut |_| true, 0)?;
    if subst_opaque(&base, defs, 0) {
        und.note(line, rhs);
        return None;
    }
    // The innermost loop variable: its step is the vector's width in elements.
    let ranges = ranges_of(stack);
    let (var, range) = stack.iter().rev().find_map(|f| {
        let (v, _) = f.bind.as_ref()?;
        Some((v.clone(), *ranges.get(v)?))
    })?;
    let mut vars = Vec::new();
    free_vars(&base, defs, &mut vars, 0);
    if vars.iter().any(|v| v != &var) {
        und.note(line, rhs);
        return None;
    }
    for x in range.points() {
        let env: HashMap<String, i128> = [(var.clone(), x)].into();
        let b = eval(&base, &env, defs, &mut |_| true, 0)?;
        // No vector has more than 64 lanes (AVX512's int8 vectors).
        let lanes = range.step.min(range.end - x).min(64);
        for k in 0..lanes {
            let Some(v) = k.checked_mul(step).and_then(|p| p.checked_add(b)) else { continue };
            if !(I64_MIN..=I64_MAX).contains(&v) {
                let message = format!(
                    "int64 arithmetic leaves int64 at {var}={x}, lane {k}: arange({}, {}) computes {b} + {k} * {step} = {v}, undefined behaviour in C++ (eager PyTorch wraps to {})",
                    site.base, site.step_text, v as i64
                );
                let indices = [(var.clone(), x)].into();
                return Some(Raw {
                    rule: INT64_OVERFLOW.code,
                    line,
                    message,
                    value: v,
                    extent: Some(if v > 0 { I64_MAX } else { I64_MIN }),
                    indices,
                    lane: Some(k),
                    expr: rhs.trim().to_string(),
                });
            }
        }
    }
    None
}

// ---------------------------------------------------------------------------------------
// Triton kernels

/// Index names whose values are the kernel's iteration space, with the size name bounding
/// them.
const TRITON_INDICES: &[(&str, &str)] =
    &[("xindex", "xnumel"), ("yindex", "ynumel"), ("zindex", "znumel"), ("rindex", "rnumel"), ("r0_index", "r0_numel"), ("r1_index", "r1_numel")];

fn triton_kernel(src: &str, args: &HashMap<String, i128>, out: &mut Vec<Raw>, und: &mut Undecided) {
    let mut numels: HashMap<&str, i128> = HashMap::new();
    for (_, size) in TRITON_INDICES {
        if let Some(v) = args.get(*size).filter(|v| **v > 0) {
            numels.insert(size, *v);
        }
    }
    for line in src.lines() {
        if let Some((l, r)) = line.trim().split_once(" = ") {
            if let Some((_, size)) = TRITON_INDICES.iter().find(|(_, s)| *s == l.trim()) {
                if let Some(v) = r.trim().parse::<i128>().ok().filter(|v| *v > 0) {
                    numels.insert(size, v);
                }
            }
        }
    }
    let mut ranges: HashMap<String, Range> = HashMap::new();
    for (idx, size) in TRITON_INDICES {
        if let Some(n) = numels.get(size) {
            ranges.insert(idx.to_string(), Range { start: 0, end: *n, step: 1 });
        }
    }
    for (n, v) in args {
        ranges.entry(n.clone()).or_insert(Range { start: *v, end: *v + 1, step: 1 });
    }
    let mut defs = Defs::default();
    for (ln, line) in src.lines().enumerate() {
        let ln = ln as u32 + 1;
        let t = line.trim();
        if t.starts_with('#') || t.starts_with("def ") || t.starts_with('@') {
            continue;
        }
        for call in ["tl.load(", "tl.store(", "tl.atomic_add("] {
            let mut from = 0;
            while let Some(rel) = memchr::memmem::find(&t.as_bytes()[from..], call.as_bytes()) {
                let open = from + rel + call.len() - 1;
                from = open + 1;
                let Some(g) = group(t, open) else { continue };
                let parts = top_split(g);
                let Some((_, off)) = parts[0].split_once(" + ") else { continue };
                // The mask: the iteration masks only (`xmask & ymask`) hold at every point of
                // the ranges; another one (a `cat`'s `tmp4 & xmask`) selects some of them.
                let positional = if call == "tl.store(" { parts.get(2) } else { parts.get(1) };
                let mask = match parts.iter().find_map(|p| p.trim().strip_prefix("mask=")) {
                    Some(m) => Some(m),
                    None => positional.copied().filter(|m| !m.contains('=')),
                };
                let plain_mask = mask.is_none_or(|m| {
                    let m = m.trim();
                    m == "None"
                        || m.split('&').all(|w| {
                            let w = w.trim();
                            w.ends_with("mask") && w.chars().all(|c| c.is_alphanumeric() || c == '_') && !w.starts_with("tmp")
                        })
                });
                if let Some(e) = parse(off, Lang::Triton) {
                    if !plain_mask {
                        if e.has_trunc() {
                            und.note(ln, off);
                        }
                        continue;
                    }
                    if let Some(r) = truncation(&e, off, ln, Lang::Triton, &defs, &ranges, und) {
                        out.push(r);
                    }
                }
            }
        }
        let Some((lhs, rhs)) = t.split_once(" = ") else { continue };
        let name = lhs.trim();
        if !name.chars().all(|c| c.is_alphanumeric() || c == '_') || ranges.contains_key(name) {
            continue;
        }
        match parse(rhs, Lang::Triton) {
            Some(e) => {
                // Index variables (`x1 = xindex // 16`) are indices; `tmpN` are values.
                if !name.starts_with("tmp") {
                    if let Some(r) = truncation(&e, rhs, ln, Lang::Triton, &defs, &ranges, und) {
                        out.push(r);
                    }
                }
                define(&mut defs, name.to_string(), e);
            }
            None => {
                define(&mut defs, name.to_string(), Expr::Opaque);
            }
        }
    }
}

// ---------------------------------------------------------------------------------------

fn to_finding(m: &Module, kernel: &str, src: &str, start: Span, r: Raw) -> Finding {
    let line_text = src.lines().nth(r.line.saturating_sub(1) as usize).map(str::to_string);
    let col = line_text.as_deref().map(|l| l.len() - l.trim_start().len() + 1).unwrap_or(1) as u32;
    let module_pos = if r.line <= 1 { Span { line: start.line, col: start.col + col.saturating_sub(1) } } else { Span { line: start.line + r.line - 1, col } };
    let at = m.loc(module_pos);
    let site = crate::check::Site { at, module_pos: (module_pos.line, module_pos.col), source_line: line_text, source_col: col };
    let rule = if r.rule == TRUNCATING_DIVISION.code { TRUNCATING_DIVISION } else { INT64_OVERFLOW };
    let evidence = Evidence {
        offset: Some(r.value),
        extent: r.extent,
        indices: r.indices,
        lane: r.lane,
        offset_expr: Some(r.expr),
        reason: Some(if rule.code == TRUNCATING_DIVISION.code {
            "offset: what the truncating operator gives; extent: the floor result Inductor's index expression means".to_string()
        } else {
            "offset: the exact value of the int64 step; extent: the int64 limit it passes".to_string()
        }),
        ..Default::default()
    };
    crate::check::finding(m, rule, Severity::Error, kernel, site, r.message, evidence)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lambda_capture_found_where_str_contains_finds_it() {
        for t in ["[&]", "auto f = [&](int64_t x) {", "[=]{", "x[0] = [=] ()", "a[&]", "[[&]]"] {
            assert!(has_lambda_capture(t), "{t}");
        }
        for t in ["", "[", "[&", "x[&y]", "[ &]", "[=", "tmp0[x0]", "&]", "=]"] {
            assert!(!has_lambda_capture(t), "{t}");
        }
    }

    /// The sign pre-check of `truncation` is sound: wherever it says every truncating step
    /// agrees with the floor one, evaluating every point finds no step that differs. Random
    /// expressions over variables with ranges on both sides of zero and definitions; also
    /// checks that the pre-check does decide many of them (a check that never fires proves
    /// nothing).
    #[test]
    fn sign_precheck_never_hides_a_differing_step() {
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = |n: u64| {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (seed >> 33) % n
        };
        let ops = [Op::Add, Op::Sub, Op::Mul, Op::TruncDiv, Op::TruncRem, Op::FloorDiv, Op::FloorRem];
        fn gen(depth: u32, next: &mut dyn FnMut(u64) -> u64, ops: &[Op]) -> Expr {
            if depth == 0 || next(4) == 0 {
                return match next(4) {
                    0 => Expr::Lit(next(9) as i128 - 3),
                    1 => Expr::Var("d".into()),
                    2 => Expr::Var("x".into()),
                    _ => Expr::Var("y".into()),
                };
            }
            if next(8) == 0 {
                return Expr::Neg(Box::new(gen(depth - 1, next, ops)));
            }
            let op = ops[next(ops.len() as u64) as usize];
            Expr::Bin(op, Box::new(gen(depth - 1, next, ops)), Box::new(gen(depth - 1, next, ops)))
        }
        let (mut decided, mut total) = (0, 0);
        for _ in 0..4000 {
            let r = |start: i128, len: u64, step: u64| Range { start, end: start + len as i128, step: step as i128 + 1 };
            let ranges: HashMap<String, Range> =
                [("x".to_string(), r(next(12) as i128 - 4, next(20) + 1, next(3))), ("y".to_string(), r(next(12) as i128 - 2, next(20) + 1, next(2)))].into();
            let mut defs = Defs::default();
            define(&mut defs, "d".into(), gen(2, &mut next, &ops));
            let e = gen(4, &mut next, &ops);
            if !e.has_trunc() {
                continue;
            }
            total += 1;
            let mut vars = Vec::new();
            free_vars(&e, &defs, &mut vars, 0);
            if !trunc_operands_agree_in_sign(&e, &vars, &defs, &ranges) {
                continue;
            }
            decided += 1;
            for_each_point(&vars, &ranges, |p| {
                let mut seen = |s: Step| {
                    let differs = matches!(s.op, Op::TruncDiv | Op::TruncRem) && s.b != 0 && s.a % s.b != 0 && ((s.a < 0) != (s.b < 0));
                    assert!(!differs, "the pre-check passed {e:?} (d = {:?}) but {s:?} differs at {:?}", defs.get("d").map(|d| &d.expr), p.to_map());
                    true
                };
                let mut cache = FxHashMap::default();
                eval_c(&e, p, &defs, &mut seen, 0, &mut cache);
                true
            });
        }
        // 200 of 2,345 with this seed (most ranges straddle zero, where it must not fire).
        assert!(decided >= 100, "the pre-check decided {decided} of {total}");
    }

    /// The points in the order (first variable slowest) and under the cut the pass has
    /// always used: every combination, then the first `MAX_POINTS` of them.
    fn reference_points(vars: &[String], ranges: &HashMap<String, Range>) -> Option<Vec<Vec<i128>>> {
        let mut out: Vec<Vec<i128>> = vec![Vec::new()];
        for v in vars {
            let pts = ranges.get(v)?.points();
            out = out.iter().flat_map(|a| pts.iter().map(move |p| a.iter().copied().chain([*p]).collect())).collect();
        }
        out.truncate(MAX_POINTS);
        Some(out)
    }

    #[test]
    fn points_come_in_the_product_order_and_are_cut_at_the_cap() {
        let r = |start, end, step| Range { start, end, step };
        let ranges: HashMap<String, Range> = [
            ("a".to_string(), r(0, 5, 1)),
            ("b".to_string(), r(-3, 400, 7)),
            ("c".to_string(), r(0, 1000, 1)),
            ("d".to_string(), r(-9000, 9000, 3)),
            ("e".to_string(), r(3, 3, 1)),
        ]
        .into();
        let names = |vs: &[&str]| vs.iter().map(|v| v.to_string()).collect::<Vec<_>>();
        for vars in
            [names(&[]), names(&["a"]), names(&["a", "b"]), names(&["b", "a", "c"]), names(&["c", "b", "a"]), names(&["a", "e", "b"]), names(&["a", "zz"]), names(&["c", "d", "a"])]
        {
            let mut got: Vec<Vec<i128>> = Vec::new();
            let visited = for_each_point(&vars, &ranges, |p| {
                assert_eq!(p.names, vars.as_slice());
                got.push(p.values.to_vec());
                true
            });
            let want = reference_points(&vars, &ranges);
            assert_eq!(visited.is_some(), want.is_some(), "{vars:?}");
            assert_eq!(got, want.unwrap_or_default(), "{vars:?}");
        }
        // 96 * 96 * 5 points: cut at the cap.
        let mut n = 0;
        for_each_point(&names(&["c", "d", "a"]), &ranges, |_| {
            n += 1;
            true
        });
        assert_eq!(n, MAX_POINTS);
        // A visitor that stops is not called again.
        let mut calls = 0;
        for_each_point(&names(&["a", "b"]), &ranges, |_| {
            calls += 1;
            calls < 3
        });
        assert_eq!(calls, 3);
    }

    fn cpp(src: &str) -> (Vec<Raw>, Undecided) {
        let mut out = Vec::new();
        let mut u = Undecided::default();
        cpp_kernel(src, &HashMap::new(), &mut out, &mut u);
        (out, u)
    }

    fn triton(src: &str) -> (Vec<Raw>, Undecided) {
        let mut out = Vec::new();
        let mut u = Undecided::default();
        triton_kernel(src, &HashMap::new(), &mut out, &mut u);
        (out, u)
    }

    #[test]
    fn damaged_text_neither_panics_nor_reports() {
        let kernel = "for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(18446744073709551616L); x0+=static_cast<int64_t>(18446744073709551616L))\n{\n    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(9L)))\n    {\n        auto tmp1 = x0*x0*x0*x0*x0*x0 + ((x0 / (x0 - x0)) % 0L);\n        auto tmp2 = at::vec::VectorizedN<int64_t,2>::arange(tmp1, 18446744073709551616);\n        auto tmp3 = in_ptr0[(x0 % (( ];\n    }\n}\n  xnumel = 99\n  x1 = ((-3) + xindex) // 0\n  tmp0 = tl.load(in_ptr0 + (x1 // (";
        let cuts: Vec<usize> = (0..=kernel.len()).filter(|i| kernel.is_char_boundary(*i)).collect();
        for &i in &cuts {
            let (f, _) = cpp(&kernel[..i]);
            assert!(f.iter().all(|r| r.rule == "IA109"), "{f:#?}");
            let _ = triton(&kernel[i..]);
            let _ = parse(&kernel[i..], Lang::Triton);
        }
        for s in ["é(", ")))", "((((", "x0 %", "-", "9999999999999999999999999999999999999999 * x0", "\u{0}"] {
            let _ = parse(s, Lang::Cpp);
            let _ = parse(s, Lang::Triton);
        }
    }

    #[test]
    fn parses_the_printers_forms() {
        let e = parse("(static_cast<int64_t>((-10L) + x0) % static_cast<int64_t>(3L))", Lang::Cpp).unwrap();
        let x = Box::new(Expr::Bin(Op::Add, Box::new(Expr::Neg(Box::new(Expr::Lit(10)))), Box::new(Expr::Var("x0".into()))));
        assert_eq!(e, Expr::Bin(Op::TruncRem, x, Box::new(Expr::Lit(3))));
        let e = parse("c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(4L))", Lang::Cpp).unwrap();
        assert!(matches!(e, Expr::Bin(Op::FloorDiv, ..)));
        let e = parse("triton_helpers.remainder_integer(x0, 4)", Lang::Triton).unwrap();
        assert!(matches!(e, Expr::Bin(Op::FloorRem, ..)));
        assert!(matches!(parse("(xindex // 16) % 4", Lang::Triton).unwrap(), Expr::Bin(Op::TruncRem, ..)));
        assert!(parse("x0.to(tl.int64) * 3", Lang::Triton).is_some_and(|e| !e.opaque()));
        assert!(parse("x0.to(tl.int32) * 3", Lang::Triton).is_some_and(|e| e.opaque()));
        // Narrowing or unsigned casts, floats and loads are opaque.
        for s in ["static_cast<int32_t>(x0) * 2", "static_cast<std::make_unsigned_t<int64_t>>(tmp0)", "1.5f * x0", "in_ptr0[x0] + 1"] {
            assert!(parse(s, Lang::Cpp).is_some_and(|e| e.opaque()), "{s}");
        }
        assert_eq!(parse("x0 < 3", Lang::Cpp), None);
    }

    #[test]
    fn a_negative_dividend_in_an_index_is_reported_with_both_results() {
        // The printer's ModularIndexing(x0 - 5, 2, 12): floor(-5 / 2) = -3, C's -3 % 12 is -3,
        // the floor remainder 9.
        let q = "c10::div_floor_integer(static_cast<int64_t>((-5L) + x0), static_cast<int64_t>(2L))";
        let m = format!("(static_cast<int64_t>({q}) % static_cast<int64_t>(12L))");
        let src = format!("for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(20L); x0+=static_cast<int64_t>(1L))\n{{\n    auto tmp0 = in_ptr0[static_cast<int64_t>(12L + ({m}))];\n}}");
        let (f, _) = cpp(&src);
        let [r] = f.as_slice() else { panic!("{f:#?}") };
        assert_eq!((r.rule, r.line, r.value, r.extent), ("IA108", 3, -3, Some(9)));
        assert_eq!(r.indices.get("x0"), Some(&0));
        // The same with x0 >= 5, or with the floor helper: silent.
        assert!(cpp(&src.replace("(0L)", "(5L)")).0.is_empty());
        assert!(cpp(&src.replace(&m, &format!("c10::div_mod({q}, 12L)"))).0.is_empty());
        // A C `/` in an index (the printers write FloorDiv with `c10::div_floor_integer`).
        let (f, _) = cpp(&src.replace(q, "((-5L) + x0) / 2L"));
        assert_eq!(f.iter().map(|r| (r.value, r.extent)).collect::<Vec<_>>(), vec![(-2, Some(-3))]);
        // A bare `%` of a possibly negative index value is how fmod is printed: not
        // reported, counted as undecided.
        let (f, u) = cpp(&src.replace(q, "(-5L) + x0"));
        assert!(f.is_empty(), "{f:#?}");
        assert_eq!(u.expressions, 1);
    }

    #[test]
    fn value_sites_keep_c_semantics() {
        // `torch.fmod(arange(-10, 10), 3)`: C's `%` is what fmod means; a value, not an index.
        let src = "for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(20L); x0+=static_cast<int64_t>(1L))\n{\n    auto tmp1 = (static_cast<int64_t>((-10L) + x0) % static_cast<int64_t>(3L));\n    out_ptr0[static_cast<int64_t>(x0)] = tmp1;\n}";
        assert!(cpp(src).0.is_empty());
    }

    #[test]
    fn int64_overflow_of_a_scalar_expression_and_of_arange_lanes() {
        let src = "for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(11L); x0+=static_cast<int64_t>(1L))\n{\n    auto tmp1 = 9223372006630245025L + static_cast<int64_t>(x0*x0) + 6074000990L*x0;\n}";
        let (f, _) = cpp(src);
        let [r] = f.as_slice() else { panic!("{f:#?}") };
        assert_eq!(r.rule, "IA109");
        assert_eq!(r.indices.get("x0"), Some(&5));
        assert_eq!(r.value, 9223372006630245025 + 25 + 6074000990 * 5);
        let src = "for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(11L); x0+=static_cast<int64_t>(16L))\n{\n    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(11L)))\n    {\n        auto tmp1 = 9223372036854775803L + x0;\n        auto tmp2 = c10::convert<int64_t>(tmp1);\n        auto tmp3 = at::vec::VectorizedN<int64_t,2>::arange(tmp2, 1);\n    }\n}";
        let (f, _) = cpp(src);
        let [r] = f.as_slice() else { panic!("{f:#?}") };
        assert_eq!((r.rule, r.line, r.lane, r.value), ("IA109", 7, Some(5), I64_MAX + 1));
        // Four lanes left: the same base two below the limit stays inside.
        assert!(cpp(&src.replace("11L", "2L")).0.is_empty());
    }

    #[test]
    fn loaded_values_and_symbolic_bounds_are_undecided_not_reported() {
        let src = "for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))\n{\n    auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];\n    auto tmp1 = 9223372036854775807L + x0;\n    auto tmp2 = tmp0 * 4611686018427387904L;\n}";
        let (f, u) = cpp(src);
        assert!(f.is_empty(), "{f:#?}");
        assert_eq!(u.expressions, 2);
    }

    #[test]
    fn accesses_under_a_condition_are_not_decided() {
        // A `cat`: the second input's load runs only where x2 >= 256, where its `//` has a
        // non-negative dividend (Triton mask; C++ lambda under a ternary).
        let tri = "def k(in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):\n    xnumel = 384\n    xindex = xoffset + tl.arange(0, XBLOCK)[:]\n    xmask = xindex < xnumel\n    x2 = xindex\n    tmp0 = x2\n    tmp11 = tmp0 >= tmp7\n    tmp14 = tl.load(in_ptr2 + (32*((((-256) + x2) // 32) % 4)), tmp11 & xmask, eviction_policy='evict_last', other=0.0)\n";
        let (f, u) = triton(tri);
        assert!(f.is_empty(), "{f:#?}");
        assert_eq!(u.expressions, 1);
        let (f, _) = triton(&tri.replace("tmp11 & xmask", "xmask"));
        assert_eq!(f.len(), 1, "{f:#?}");
        let (f, _) = triton(&tri.replace("tmp11 & xmask, eviction_policy='evict_last'", "mask=tmp11"));
        assert!(f.is_empty(), "{f:#?}");
        let cpp_src = "for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(384L); x0+=static_cast<int64_t>(1L))\n{\n    auto tmp5 = [&]\n    {\n        auto tmp6 = in_ptr0[static_cast<int64_t>((static_cast<int64_t>(((-256L) + x0) / 32L) % static_cast<int64_t>(4L)))];\n        auto tmp7 = 9223372036854775800L + x0;\n        return tmp6;\n    }\n    ;\n    auto tmp8 = tmp4 ? tmp5() : static_cast<decltype(tmp5())>(0.0);\n}";
        let (f, u) = cpp(cpp_src);
        assert!(f.is_empty(), "{f:#?}");
        assert_eq!(u.expressions, 2);
        // Outside the lambda both are decided.
        let (f, _) = cpp(&cpp_src.replace("auto tmp5 = [&]", "auto tmp5 = 0;"));
        assert_eq!(f.iter().map(|r| r.rule).collect::<Vec<_>>(), vec!["IA108", "IA109"], "{f:#?}");
    }

    #[test]
    fn triton_index_variables_floor_by_premise() {
        let src = "def k(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):\n    xnumel = 64\n    xoffset = tl.program_id(0) * XBLOCK\n    xindex = xoffset + tl.arange(0, XBLOCK)[:]\n    xmask = xindex < xnumel\n    x0 = xindex % 16\n    x1 = (xindex // 16)\n    tmp0 = tl.load(in_ptr0 + (x0 + 16*x1), xmask)\n    tmp1 = tmp0 // 3\n    tl.store(out_ptr0 + (x1), tmp1, xmask)\n";
        assert!(triton(src).0.is_empty());
        let bad = src.replace("x1 = (xindex // 16)", "x1 = ((-20) + xindex) // 16");
        let (f, _) = triton(&bad);
        let [r] = f.as_slice() else { panic!("{f:#?}") };
        assert_eq!((r.rule, r.line, r.value, r.extent), ("IA108", 7, -1, Some(-2)));
        assert_eq!(r.indices.get("xindex"), Some(&0));
    }
}
