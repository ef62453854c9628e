//! Recursive descent over the token stream. Statement-level recovery: a statement that
//! does not parse is recorded as `Unsupported` and skipped up to the next `;` at its
//! own nesting level or past the `}` that closes a block it opened.
//!
//! C++ cannot be parsed without knowing which names are types and which are templates.
//! This parser keeps the names declared as variables (parameters, declarations, loop
//! variables, lambda parameters): a declared variable followed by `<` is a comparison.
//! Any other name followed by `<` is tried as a template and kept as one only if what
//! follows the closing `>` fits (`(`, `::`, `{`). Inductor declares every variable it
//! compares, so its code never hits the ambiguous case.

use std::collections::{HashMap, HashSet};

use super::ast::*;
use super::lexer::{lex_into, number, string, Number, TokKind, Token};

/// Depth limit of the tree (statements, expressions and operator chains together):
/// deeper input is reported instead of overflowing a stack. The kernels of the corpus
/// and of the CPU examples need between 30 and 40.
const MAX_DEPTH: u32 = 200;

/// The parser and the views run on a thread with at least this stack (see
/// `crate::stack`): a level costs up to 16 KiB in debug builds, so 200 levels fit five
/// times over. Untouched stack pages are never committed.
const PARSER_STACK: usize = 16 << 20;

/// Depth limit when no thread can be started and the parser runs on the caller's
/// stack, assumed to be at least 2 MiB (Rust's default for spawned threads).
const FALLBACK_DEPTH: u32 = 48;

/// Token budget for tentative parses per source: past it, `<` after an unknown name is
/// a comparison. Keeps pathological `a<b<c<d...` input linear.
const TENTATIVE_BUDGET: usize = 2_000_000;

/// Upper bound on parsing work, in tokens consumed, as a multiple of the input's
/// tokens (plus a constant). Backtracking is memoised so real input stays far below;
/// this only guarantees that adversarial input ends: past it, every remaining
/// statement is reported instead of parsed.
const EFFORT_PER_TOKEN: usize = 64;
const EFFORT_BASE: usize = 1_000_000;

#[derive(Debug)]
struct PErr {
    pos: usize,
    msg: String,
}

type PResult<T> = Result<T, PErr>;

#[derive(Clone, Copy)]
struct Snapshot {
    pos: usize,
    half_shr: bool,
    unsupported: usize,
}

struct Parser<'a> {
    src: &'a str,
    toks: Vec<Token>,
    pos: usize,
    /// The first `>` of the `>>` at `pos` closed a template argument list.
    half_shr: bool,
    /// Inside template arguments: `>` closes the list instead of comparing.
    no_gt: bool,
    depth: u32,
    max_depth: u32,
    unsupported: Vec<Unsupported>,
    /// Names declared as variables, innermost scope last; a scope is the part of
    /// `declared` from its entry in `scopes` on. `var_counts` counts each name's
    /// entries in `declared`, so a lookup does not scan every name in scope.
    scopes: Vec<usize>,
    declared: Vec<&'a str>,
    var_counts: HashMap<&'a str, u32>,
    /// [`Parser::skip_statement`]'s bracket stack, kept to reuse its allocation.
    skip_stack: Vec<&'static str>,
    /// Positions of `<` where template arguments were tried and rejected.
    failed_templates: HashSet<usize>,
    /// Template argument lists already parsed: (args, end position, `half_shr` after).
    template_cache: HashMap<usize, (Vec<TemplateArg>, usize, bool)>,
    /// Statement starts where reading a declaration failed.
    failed_decls: HashSet<usize>,
    tentative_tokens: usize,
    /// Tokens consumed so far, backtracking included.
    effort: usize,
    effort_limit: usize,
}

const BUILTIN_TYPE_WORDS: &[&str] = &["void", "bool", "char", "short", "int", "long", "float", "double", "signed", "unsigned", "wchar_t", "char16_t", "char32_t"];

/// Typedef names that are types wherever they appear.
const SCALAR_TYPEDEFS: &[&str] =
    &["int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t", "size_t", "ssize_t", "ptrdiff_t", "intptr_t", "uintptr_t"];

const DECL_SPECIFIERS: &[&str] =
    &["static", "inline", "constexpr", "thread_local", "extern", "register", "mutable", "__at_align__", "__restrict__", "__restrict", "C10_ALWAYS_INLINE_ATTRIBUTE"];

/// Keywords that never start an expression or a type.
const STMT_ONLY_KEYWORDS: &[&str] =
    &["switch", "case", "default", "goto", "using", "typedef", "try", "catch", "struct", "class", "enum", "union", "namespace", "template", "asm", "__asm__"];

/// `omp` constructs followed by the structured block they govern.
const OMP_BLOCK_CONSTRUCTS: &[&str] = &["parallel", "single", "master", "masked", "critical", "sections", "section", "task", "taskgroup", "ordered", "teams", "target", "atomic"];

thread_local! {
    /// The token buffer of the last parse on this thread, handed to the next: a kernel's
    /// token vector is about 8 bytes per source byte, and a fresh one per source (grown
    /// by doubling past its estimate) cost its pages' zeroing by the kernel, about 4% of
    /// an audit of distinct text.
    static TOKEN_BUFFER: std::cell::Cell<Vec<Token>> = const { std::cell::Cell::new(Vec::new()) };
}

/// The largest token buffer kept for the next parse (24 MiB; a source of about 3 MB).
const MAX_KEPT_TOKENS: usize = 1 << 19;

impl Drop for Parser<'_> {
    fn drop(&mut self) {
        if self.toks.capacity() <= MAX_KEPT_TOKENS {
            let toks = std::mem::take(&mut self.toks);
            // A buffer kept by a parse nested in this one (none today) yields to the larger.
            TOKEN_BUFFER.with(|b| {
                let kept = b.take();
                b.set(if kept.capacity() >= toks.capacity() { kept } else { toks });
            });
        }
    }
}

impl<'a> Parser<'a> {
    fn new(src: &'a str, max_depth: u32) -> Self {
        let mut toks = TOKEN_BUFFER.with(std::cell::Cell::take);
        lex_into(src, &mut toks);
        let effort_limit = toks.len().saturating_mul(EFFORT_PER_TOKEN).saturating_add(EFFORT_BASE);
        Parser {
            src,
            toks,
            pos: 0,
            half_shr: false,
            no_gt: false,
            depth: 0,
            max_depth,
            unsupported: Vec::new(),
            scopes: vec![0],
            declared: Vec::new(),
            var_counts: HashMap::new(),
            skip_stack: Vec::new(),
            failed_templates: HashSet::new(),
            template_cache: HashMap::new(),
            failed_decls: HashSet::new(),
            tentative_tokens: 0,
            effort: 0,
            effort_limit,
        }
    }
}

const _: () = assert!(crate::stack::POOL_STACK >= PARSER_STACK, "the parser pool's threads must have the stack this parser assumes");

/// Runs `f` on a thread with a stack of at least [`PARSER_STACK`] (one of the crate's
/// kept parser threads), or on this thread with the smaller [`FALLBACK_DEPTH`] when
/// no thread can be started. `failed` answers when `f` panicked.
pub(crate) fn on_parser_stack<T: Send>(f: impl Fn(u32) -> T + Sync, failed: impl FnOnce() -> T) -> T {
    match crate::stack::on_pool(|| f(MAX_DEPTH)) {
        Some(Ok(r)) => r,
        Some(Err(_)) => failed(),
        None => f(FALLBACK_DEPTH),
    }
}

fn internal_error(src: &str) -> Unsupported {
    Unsupported { span: Span { line: 1, col: 1 }, text: first_chars(src, 200).to_string(), reason: "internal error in the C++ parser".into() }
}

pub(crate) fn parse(src: &str) -> CppParse {
    on_parser_stack(
        |max_depth| {
            let mut p = Parser::new(src, max_depth);
            let (kernels, directives) = p.translation_unit();
            CppParse { kernels, directives, unsupported: std::mem::take(&mut p.unsupported) }
        },
        || CppParse { unsupported: vec![internal_error(src)], ..CppParse::default() },
    )
}

/// One expression, the whole text. Names are not known as variables here, so `a < b`
/// with `a` unknown is tried as a template first (and kept as a comparison unless a
/// `(`, `::` or `{` follows the `>`).
pub(crate) fn parse_expr(src: &str) -> Result<CExpr, Unsupported> {
    on_parser_stack(|max_depth| parse_expr_here(src, max_depth), || Err(internal_error(src)))
}

fn parse_expr_here(src: &str, max_depth: u32) -> Result<CExpr, Unsupported> {
    let mut p = Parser::new(src, max_depth);
    let result = p.expr().and_then(|e| if p.at_end() && !p.half_shr { Ok(e) } else { p.err(format!("unexpected {} after the expression", p.found())) });
    result.map_err(|e| {
        let span = p.toks.get(e.pos).or(p.toks.last()).map_or(Span { line: 1, col: 1 }, |t| t.span);
        Unsupported { span, text: first_chars(src, 200).to_string(), reason: e.msg }
    })
}

/// [`Parser::found`]: "`>`" (the second half of a `>>`), "end of input", or the
/// token's text (40 chars at most) in backquotes.
enum Found<'a> {
    Gt,
    End,
    Text(&'a str),
}

impl std::fmt::Display for Found<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Found::Gt => f.write_str("`>`"),
            Found::End => f.write_str("end of input"),
            Found::Text(text) => write!(f, "`{text}`"),
        }
    }
}

/// The first `n` chars of `s` (all of it when shorter), as a slice: no char-by-char copy.
fn first_chars(s: &str, n: usize) -> &str {
    // No more bytes than `n`, or `n` ASCII bytes first (checked a word at a time): no
    // char has to be decoded.
    if s.len() <= n {
        return s;
    }
    if s.as_bytes()[..n].is_ascii() {
        return &s[..n];
    }
    &s[..s.char_indices().nth(n).map_or(s.len(), |(i, _)| i)]
}

fn collapse_ws(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for word in s.split_whitespace() {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

/// [`collapse_ws`] as a [`Word`]: a common spelling written with single spaces (the
/// usual case) is looked up without building the collapsed copy.
fn collapse_ws_word(s: &str) -> Word {
    // Printable ASCII without spaces is its own collapsed form; anything else (Unicode
    // spaces, control characters) goes through `collapse_ws`.
    if s.bytes().all(|b| b.is_ascii_graphic()) {
        return word(s);
    }
    word_owned(collapse_ws(s))
}

fn is_check_macro(name: &str) -> bool {
    name == "assert"
        || name == "static_assert"
        || (name.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_') && (name.ends_with("_CHECK") || name.contains("_CHECK_") || name.contains("ASSERT")))
}

impl<'a> Parser<'a> {
    // ---- token access -------------------------------------------------------------

    fn tok(&self) -> Option<&Token> {
        if self.half_shr {
            return None;
        }
        self.toks.get(self.pos)
    }

    fn at_end(&self) -> bool {
        self.pos >= self.toks.len()
    }

    fn punct(&self) -> Option<&'static str> {
        if self.half_shr {
            return Some(">");
        }
        match self.toks.get(self.pos)?.kind {
            TokKind::Punct(p) => Some(p),
            _ => None,
        }
    }

    fn punct_at(&self, offset: usize) -> Option<&'static str> {
        if self.half_shr {
            return None;
        }
        match self.toks.get(self.pos + offset)?.kind {
            TokKind::Punct(p) => Some(p),
            _ => None,
        }
    }

    fn is_punct(&self, p: &str) -> bool {
        self.punct() == Some(p)
    }

    fn text_of(&self, t: &Token) -> &'a str {
        self.src.get(t.start..t.end).unwrap_or("")
    }

    fn ident(&self) -> Option<&'a str> {
        let t = self.tok()?;
        match t.kind {
            TokKind::Ident => Some(self.text_of(t)),
            _ => None,
        }
    }

    fn ident_at(&self, offset: usize) -> Option<&'a str> {
        if self.half_shr {
            return None;
        }
        let t = self.toks.get(self.pos + offset)?;
        match t.kind {
            TokKind::Ident => Some(self.text_of(t)),
            _ => None,
        }
    }

    fn is_kw(&self, kw: &str) -> bool {
        self.ident() == Some(kw)
    }

    fn span(&self) -> Span {
        let i = self.pos.min(self.toks.len().saturating_sub(1));
        match self.toks.get(i) {
            Some(t) if self.pos < self.toks.len() => t.span,
            Some(t) => Span { line: t.span.line, col: t.span.col.saturating_add((t.end - t.start) as u32) },
            None => Span { line: 1, col: 1 },
        }
    }

    fn bump(&mut self) {
        self.effort = self.effort.saturating_add(1);
        if self.half_shr {
            self.half_shr = false;
        }
        if self.pos < self.toks.len() {
            self.pos += 1;
        }
    }

    fn eat_punct(&mut self, p: &str) -> bool {
        if self.is_punct(p) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn eat_kw(&mut self, kw: &str) -> bool {
        if self.is_kw(kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn err<T>(&self, msg: impl Into<String>) -> PResult<T> {
        Err(PErr { pos: self.pos, msg: msg.into() })
    }

    /// What is at the current position, for a message: written into the message
    /// itself, not into a `String` of its own (most messages of tentative reads are
    /// dropped).
    fn found(&self) -> Found<'a> {
        if self.half_shr {
            return Found::Gt;
        }
        match self.toks.get(self.pos) {
            None => Found::End,
            Some(t) => Found::Text(first_chars(self.text_of(t), 40)),
        }
    }

    fn expect_punct(&mut self, p: &str) -> PResult<()> {
        if self.eat_punct(p) {
            Ok(())
        } else {
            self.err(format!("expected `{p}`, found {}", self.found()))
        }
    }

    /// Closes a template argument list, splitting `>>` in two.
    fn eat_gt(&mut self) -> bool {
        if self.half_shr {
            self.half_shr = false;
            self.pos += 1;
            return true;
        }
        match self.punct() {
            Some(">") => {
                self.bump();
                true
            }
            Some(">>") => {
                self.half_shr = true;
                true
            }
            _ => false,
        }
    }

    /// Byte offset just past what has been consumed.
    fn consumed_end(&self) -> usize {
        if self.half_shr {
            return self.toks.get(self.pos).map_or(self.src.len(), |t| t.start + 1);
        }
        match self.pos.checked_sub(1).and_then(|i| self.toks.get(i)) {
            Some(t) => t.end,
            None => 0,
        }
    }

    fn start_byte(&self, tok_index: usize) -> usize {
        self.toks.get(tok_index).map_or(self.src.len(), |t| t.start)
    }

    fn snapshot(&self) -> Snapshot {
        Snapshot { pos: self.pos, half_shr: self.half_shr, unsupported: self.unsupported.len() }
    }

    fn restore(&mut self, s: Snapshot) {
        self.tentative_tokens = self.tentative_tokens.saturating_add(self.pos.saturating_sub(s.pos));
        self.pos = s.pos;
        self.half_shr = s.half_shr;
        self.unsupported.truncate(s.unsupported);
    }

    fn with_depth<T>(&mut self, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        if self.effort > self.effort_limit {
            return self.err("parsing effort limit reached (pathological input)");
        }
        if self.depth >= self.max_depth {
            return self.err(format!("nesting deeper than {} levels", self.max_depth));
        }
        self.depth += 1;
        let r = f(self);
        self.depth -= 1;
        r
    }

    /// One more level of tree depth for a loop that wraps its result (`a + b + c`,
    /// `a[i][j]`): trees built by iteration get as deep as nested ones, and every
    /// consumer of the tree (drop, printing, the views) recurses over it.
    fn deepen(&mut self) -> PResult<()> {
        if self.depth >= self.max_depth {
            return self.err(format!("expression deeper than {} levels", self.max_depth));
        }
        self.depth += 1;
        Ok(())
    }

    /// Runs `f` outside any template argument list (inside parentheses, brackets, braces).
    fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        let saved = self.no_gt;
        self.no_gt = false;
        let r = f(self);
        self.no_gt = saved;
        r
    }

    // ---- scopes -------------------------------------------------------------------

    fn declare(&mut self, name: &'a str) {
        self.declared.push(name);
        *self.var_counts.entry(name).or_insert(0) += 1;
    }

    fn is_var(&self, name: &str) -> bool {
        self.var_counts.get(name).is_some_and(|&n| n > 0)
    }

    fn push_scope(&mut self) {
        self.scopes.push(self.declared.len());
    }

    fn pop_scope(&mut self) {
        // The outermost scope is never left.
        if self.scopes.len() < 2 {
            return;
        }
        if let Some(start) = self.scopes.pop() {
            for name in self.declared.drain(start..) {
                if let Some(n) = self.var_counts.get_mut(name) {
                    *n -= 1;
                }
            }
        }
    }

    // ---- recovery -----------------------------------------------------------------

    fn record(&mut self, start: usize, err: PErr, reason_prefix: &str) {
        let span = self.toks.get(start).map_or(Span { line: 1, col: 1 }, |t| t.span);
        let err_span = self.toks.get(err.pos).map(|t| t.span).unwrap_or_else(|| self.toks.last().map_or(span, |t| t.span));
        let end = self.skip_statement(start);
        let from = self.start_byte(start);
        let to = self.toks.get(end.saturating_sub(1)).map_or(from, |t| t.end.max(from));
        let text = first_chars(self.src.get(from..to).unwrap_or(""), 200).to_string();
        self.unsupported.push(Unsupported { span, text, reason: format!("{reason_prefix}{} (at {}:{})", err.msg, err_span.line, err_span.col) });
    }

    /// Moves past the statement starting at token `start`; returns the new position.
    fn skip_statement(&mut self, start: usize) -> usize {
        self.pos = start;
        self.half_shr = false;
        // The brackets open in the statement, in a buffer kept between statements.
        let mut stack = std::mem::take(&mut self.skip_stack);
        stack.clear();
        while let Some(t) = self.toks.get(self.pos) {
            match t.kind {
                TokKind::Punct(p @ ("(" | "[" | "{")) => stack.push(p),
                TokKind::Punct(")" | "]") => {
                    stack.pop();
                }
                TokKind::Punct("}") => match stack.pop() {
                    None => break,
                    Some("{") if stack.is_empty() => {
                        self.pos += 1;
                        break;
                    }
                    Some(_) => {}
                },
                TokKind::Punct(";") if stack.is_empty() => {
                    self.pos += 1;
                    break;
                }
                _ => {}
            }
            self.pos += 1;
        }
        self.skip_stack = stack;
        if self.pos == start && self.pos < self.toks.len() {
            self.pos += 1;
        }
        self.pos
    }

    // ---- top level ----------------------------------------------------------------

    fn translation_unit(&mut self) -> (Vec<Kernel>, Vec<Directive>) {
        let mut kernels = Vec::new();
        let mut directives = Vec::new();
        // `extern "C" {` and `namespace x {` blocks: their `}` is not an error.
        let mut open_blocks = 0usize;
        while let Some(t) = self.toks.get(self.pos) {
            let start = self.pos;
            match t.kind {
                TokKind::Directive => {
                    directives.push(Directive { span: t.span, text: collapse_ws(self.text_of(t)) });
                    self.bump();
                }
                TokKind::Punct(";") => self.bump(),
                TokKind::Punct("}") if open_blocks > 0 => {
                    open_blocks -= 1;
                    self.bump();
                }
                _ => match self.item(&mut open_blocks) {
                    Ok(Some(k)) => kernels.push(k),
                    Ok(None) => {}
                    Err(e) => self.record(start, e, ""),
                },
            }
            self.half_shr = false;
        }
        (kernels, directives)
    }

    fn item(&mut self, open_blocks: &mut usize) -> PResult<Option<Kernel>> {
        if self.is_punct("}") {
            self.bump();
            return self.err("unbalanced `}` at top level");
        }
        let mut extern_c = false;
        if self.is_kw("extern") {
            if let Some(lang) = self.toks.get(self.pos + 1).filter(|t| t.kind == TokKind::Str) {
                extern_c = string(self.text_of(lang)) == "C";
                self.pos += 2;
                if self.eat_punct("{") {
                    *open_blocks += 1;
                    return Ok(None);
                }
            }
        }
        if self.is_kw("namespace") {
            self.bump();
            while self.ident().is_some() || self.is_punct("::") {
                self.bump();
            }
            self.expect_punct("{")?;
            *open_blocks += 1;
            return Ok(None);
        }
        if self.eat_kw("template") {
            self.skip_angle_group()?;
        }
        self.function_def(extern_c)
    }

    /// Skips `<...>` after `template`, nesting counted.
    fn skip_angle_group(&mut self) -> PResult<()> {
        self.expect_punct("<")?;
        let mut depth = 1usize;
        while depth > 0 {
            match self.punct() {
                None if self.at_end() => return self.err("unterminated template header"),
                Some("<") => depth += 1,
                Some(">") => depth -= 1,
                Some(">>") => depth = depth.saturating_sub(2),
                _ => {}
            }
            self.bump();
        }
        Ok(())
    }

    fn function_def(&mut self, extern_c: bool) -> PResult<Option<Kernel>> {
        let span = self.span();
        // Find the parameter list: the last parenthesised group before the body that
        // follows a plain identifier (attributes like `__declspec(...)` are skipped).
        let mut i = self.pos;
        let mut depth = 0usize;
        let mut open = 0usize;
        let mut params_group = None;
        let mut end_tok = None;
        while let Some(t) = self.toks.get(i) {
            match t.kind {
                TokKind::Punct("(") => {
                    if depth == 0 {
                        open = i;
                    }
                    depth += 1;
                }
                TokKind::Punct(")") => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        let before = open.checked_sub(1).and_then(|b| self.toks.get(b));
                        let named =
                            before.is_some_and(|b| b.kind == TokKind::Ident && !matches!(self.text_of(b), "__attribute__" | "__declspec" | "alignas" | "noexcept" | "throw"));
                        if named && params_group.is_none() {
                            params_group = Some((open, i));
                        }
                    }
                }
                TokKind::Punct(p @ ("{" | ";" | "=")) if depth == 0 => {
                    end_tok = Some((i, p));
                    break;
                }
                _ => {}
            }
            i += 1;
        }
        let Some((open, close)) = params_group else {
            return self.err("top-level item is not a function definition");
        };
        match end_tok {
            Some((_, "{")) => {}
            Some((end, ";")) => {
                // A declaration: nothing to audit.
                self.pos = end + 1;
                return Ok(None);
            }
            _ => return self.err("top-level item is not a function definition"),
        }
        let name_tok = &self.toks[open - 1];
        let name = self.text_of(name_tok).to_string();
        let return_type = if open - 1 > self.pos {
            let snap = self.snapshot();
            match self.parse_type() {
                Ok(t) if self.pos < open => t,
                _ => {
                    self.restore(snap);
                    self.type_from_text(self.pos, open - 1)
                }
            }
        } else {
            self.type_from_text(self.pos, self.pos)
        };
        self.pos = open + 1;
        self.push_scope();
        let params = self.param_list(close);
        let params = match params {
            Ok(p) => p,
            Err(e) => {
                self.pop_scope();
                return Err(e);
            }
        };
        // Trailing qualifiers and attributes up to the body.
        while !self.is_punct("{") && !self.at_end() {
            self.bump();
        }
        let body = self.block_after_brace_check();
        self.pop_scope();
        Ok(Some(Kernel { span, name, extern_c, return_type, params, body: body? }))
    }

    /// A type whose structure could not be parsed: its text is kept.
    fn type_from_text(&self, from: usize, to: usize) -> CType {
        let a = self.start_byte(from);
        let b = self.start_byte(to).max(a);
        let text = collapse_ws_word(self.src.get(a..b).unwrap_or(""));
        CType { base: text.clone(), text, is_const: false, pointer_depth: 0, is_reference: false, template_args: Vec::new(), specifiers: Vec::new() }
    }

    /// Parameters up to the `)` at token `close` (consumed).
    fn param_list(&mut self, close: usize) -> PResult<Vec<Param>> {
        let mut params = Vec::new();
        if self.is_kw("void") && self.punct_at(1) == Some(")") {
            self.bump();
        }
        while self.pos < close {
            params.push(self.param()?);
            if !self.eat_punct(",") {
                break;
            }
        }
        if self.pos != close {
            return self.err(format!("expected `,` or `)` in parameters, found {}", self.found()));
        }
        self.bump();
        Ok(params)
    }

    fn param(&mut self) -> PResult<Param> {
        let span = self.span();
        let ty = self.parse_type()?;
        let ident = self.ident();
        if ident.is_some() {
            self.bump();
        }
        let name = ident.map_or_else(String::new, str::to_string);
        let mut ty = ty;
        while self.eat_punct("[") {
            while !self.is_punct("]") && !self.at_end() {
                self.bump();
            }
            self.expect_punct("]")?;
            ty.pointer_depth += 1;
        }
        if self.eat_punct("=") {
            self.assign_expr()?;
        }
        if let Some(ident) = ident.filter(|n| !n.is_empty()) {
            self.declare(ident);
        }
        Ok(Param { span, is_const: ty.is_const, elem_ty: (ty.pointer_depth > 0).then(|| ty.base.to_string()), ty, name })
    }

    // ---- statements ---------------------------------------------------------------

    /// Expects `{` at the current position and parses the block body.
    fn block_after_brace_check(&mut self) -> PResult<Vec<Stmt>> {
        let open = self.pos;
        self.expect_punct("{")?;
        Ok(self.block_body(open))
    }

    /// Statements up to the matching `}` (consumed). A missing `}` is recorded.
    fn block_body(&mut self, open: usize) -> Vec<Stmt> {
        let mut out = Vec::new();
        loop {
            match self.toks.get(self.pos).map(|t| &t.kind) {
                None => {
                    let span = self.toks.get(open).map_or(Span { line: 1, col: 1 }, |t| t.span);
                    self.unsupported.push(Unsupported { span, text: "{".into(), reason: "unterminated block: missing `}`".into() });
                    return out;
                }
                Some(TokKind::Punct("}")) => {
                    self.bump();
                    return out;
                }
                _ => self.statement(&mut out),
            }
        }
    }

    /// One statement into `out`; on failure records it and skips it.
    fn statement(&mut self, out: &mut Vec<Stmt>) {
        let start = self.pos;
        let before = out.len();
        if let Err(e) = self.with_depth(|p| p.stmt_inner(out)) {
            out.truncate(before);
            self.record(start, e, "");
        }
        self.half_shr = false;
    }

    /// Exactly one statement (the body of `if`, `for`, `while`, an omp region).
    fn single_statement(&mut self) -> Stmt {
        let span = self.span();
        let mut v = Vec::new();
        if !self.at_end() && !self.is_punct("}") {
            self.statement(&mut v);
        }
        if v.len() == 1 {
            if let Some(s) = v.pop() {
                return s;
            }
        }
        Stmt { span, kind: StmtKind::Block(v) }
    }

    fn stmt_inner(&mut self, out: &mut Vec<Stmt>) -> PResult<()> {
        let span = self.span();
        let Some(t) = self.toks.get(self.pos) else {
            return self.err("expected a statement, found end of input");
        };
        match &t.kind {
            TokKind::Punct("{") => {
                let open = self.pos;
                self.bump();
                self.push_scope();
                let body = self.block_body(open);
                self.pop_scope();
                out.push(Stmt { span, kind: StmtKind::Block(body) });
                return Ok(());
            }
            TokKind::Punct(";") => {
                self.bump();
                return Ok(());
            }
            TokKind::Directive => return self.directive_stmt(out),
            _ => {}
        }
        let kind = match self.ident() {
            Some("if") => self.if_stmt()?,
            Some("for") => self.for_stmt(Vec::new())?,
            Some("while") => {
                self.bump();
                let cond = self.paren_cond()?;
                let body = Box::new(self.single_statement());
                StmtKind::While { cond, body }
            }
            Some("do") => {
                self.bump();
                let body = Box::new(self.single_statement());
                if !self.eat_kw("while") {
                    return self.err(format!("expected `while` after `do` body, found {}", self.found()));
                }
                let cond = self.paren_cond()?;
                self.expect_punct(";")?;
                StmtKind::DoWhile { body, cond }
            }
            Some("return") => {
                self.bump();
                let value = if self.is_punct(";") { None } else { Some(self.expr()?) };
                self.expect_punct(";")?;
                StmtKind::Return(value)
            }
            Some("break") => {
                self.bump();
                self.expect_punct(";")?;
                StmtKind::Break
            }
            Some("continue") => {
                self.bump();
                self.expect_punct(";")?;
                StmtKind::Continue
            }
            Some(kw) if STMT_ONLY_KEYWORDS.contains(&kw) => {
                return self.err(format!("`{kw}` statements are outside the supported subset"));
            }
            _ => return self.decl_or_expr(out),
        };
        out.push(Stmt { span, kind });
        Ok(())
    }

    fn paren_cond(&mut self) -> PResult<CExpr> {
        self.expect_punct("(")?;
        let cond = self.nested(|p| p.expr())?;
        self.expect_punct(")")?;
        Ok(cond)
    }

    fn if_stmt(&mut self) -> PResult<StmtKind> {
        self.bump();
        self.eat_kw("constexpr");
        let cond = self.paren_cond()?;
        let then = Box::new(self.single_statement());
        let else_ = if self.eat_kw("else") { Some(Box::new(self.single_statement())) } else { None };
        Ok(StmtKind::If { cond, then, else_ })
    }

    fn for_stmt(&mut self, pragmas: Vec<String>) -> PResult<StmtKind> {
        self.bump();
        self.expect_punct("(")?;
        self.push_scope();
        let r = self.for_rest(pragmas);
        self.pop_scope();
        r
    }

    fn for_rest(&mut self, pragmas: Vec<String>) -> PResult<StmtKind> {
        let (mut var, mut var_ty, mut init) = (None, None, None);
        if !self.eat_punct(";") {
            let snap = self.snapshot();
            let mut decls = Vec::new();
            let decl_ok = self.looks_like_decl() && !self.failed_decls.contains(&snap.pos) && self.declaration(&mut decls).is_ok();
            if !decl_ok {
                self.failed_decls.insert(snap.pos);
            }
            if decl_ok {
                // `declaration` consumed the `;`.
                if let Some(Stmt { kind: StmtKind::Decl { ty, name, init: i, .. }, .. }) = decls.into_iter().next() {
                    var = Some(name);
                    var_ty = Some(ty);
                    init = match i {
                        Some(Init::Expr(e)) => Some(Box::new(e)),
                        Some(Init::Paren(mut v) | Init::Brace(mut v)) if v.len() == 1 => v.pop().map(Box::new),
                        _ => None,
                    };
                }
            } else {
                self.restore(snap);
                let e = self.nested(|p| p.expr())?;
                match e.kind {
                    CExprKind::Assign { op: None, target, value } if target.as_name().is_some() => {
                        var = target.as_name().map(str::to_string);
                        init = Some(value);
                    }
                    kind => init = Some(Box::new(CExpr { span: e.span, kind })),
                }
                self.expect_punct(";")?;
            }
        }
        let cond = if self.is_punct(";") { None } else { Some(Box::new(self.nested(|p| p.expr())?)) };
        self.expect_punct(";")?;
        let step = if self.is_punct(")") { None } else { Some(Box::new(self.nested(|p| p.expr())?)) };
        self.expect_punct(")")?;
        let body = Box::new(self.single_statement());
        Ok(StmtKind::For { pragmas, var, var_ty, init, cond, step, body })
    }

    fn directive_stmt(&mut self, out: &mut Vec<Stmt>) -> PResult<()> {
        let mut pragmas: Vec<(Span, String)> = Vec::new();
        while let Some(t) = self.tok() {
            if t.kind != TokKind::Directive {
                break;
            }
            let text = collapse_ws(self.text_of(t));
            let span = t.span;
            self.bump();
            match pragma_text(&text) {
                Some(p) => pragmas.push((span, p.to_string())),
                None => {
                    for (span, p) in pragmas.drain(..) {
                        out.push(Stmt { span, kind: StmtKind::Pragma(p) });
                    }
                    out.push(Stmt { span, kind: StmtKind::Directive(text) });
                }
            }
        }
        if pragmas.is_empty() {
            return Ok(());
        }
        if self.is_kw("for") {
            let span = self.span();
            let texts = pragmas.into_iter().map(|(_, p)| p).collect();
            let kind = self.for_stmt(texts)?;
            out.push(Stmt { span, kind });
            return Ok(());
        }
        let governs_block = pragmas.last().is_some_and(|(_, p)| {
            let mut words = p.split(|c: char| c.is_whitespace() || c == '(');
            words.next() == Some("omp") && words.next().is_some_and(|w| OMP_BLOCK_CONSTRUCTS.contains(&w))
        });
        let region = if governs_block && !self.at_end() && !self.is_punct("}") { pragmas.pop() } else { None };
        for (span, p) in pragmas {
            out.push(Stmt { span, kind: StmtKind::Pragma(p) });
        }
        if let Some((span, pragma)) = region {
            let body = Box::new(self.single_statement());
            out.push(Stmt { span, kind: StmtKind::OmpRegion { pragma, body } });
        }
        Ok(())
    }

    /// Whether the statement at the current position may be a declaration.
    fn looks_like_decl(&self) -> bool {
        let Some(first) = self.ident() else {
            return self.is_punct("::");
        };
        if BUILTIN_TYPE_WORDS.contains(&first)
            || DECL_SPECIFIERS.contains(&first)
            || SCALAR_TYPEDEFS.contains(&first)
            || matches!(first, "auto" | "const" | "volatile" | "alignas" | "typename" | "decltype" | "__attribute__")
        {
            return true;
        }
        if self.is_var(first) {
            return false;
        }
        matches!(self.punct_at(1), Some("::" | "<" | "*" | "&" | "&&")) || self.ident_at(1).is_some()
    }

    fn decl_or_expr(&mut self, out: &mut Vec<Stmt>) -> PResult<()> {
        let mut decl_err = None;
        if self.looks_like_decl() && !self.failed_decls.contains(&self.pos) {
            let snap = self.snapshot();
            let before = out.len();
            match self.declaration(out) {
                Ok(()) => return Ok(()),
                Err(e) => {
                    out.truncate(before);
                    self.restore(snap);
                    self.failed_decls.insert(snap.pos);
                    decl_err = Some(e);
                }
            }
        }
        let span = self.span();
        let result = self.expr().and_then(|e| {
            self.expect_punct(";")?;
            Ok(e)
        });
        match (result, decl_err) {
            (Ok(e), _) => {
                out.push(Stmt { span, kind: expr_stmt_kind(e) });
                Ok(())
            }
            // Report whichever reading got further.
            (Err(e), Some(d)) if d.pos > e.pos => Err(d),
            (Err(e), _) => Err(e),
        }
    }

    /// `specifiers type declarator [= init] (, declarator [= init])* ;`
    fn declaration(&mut self, out: &mut Vec<Stmt>) -> PResult<()> {
        let span = self.span();
        // The first declarator takes the type as parsed; later ones start from a copy
        // of it (the first declaration's), so the common single declarator copies nothing.
        let first_at = out.len();
        let mut first_ty = Some(self.parse_type()?);
        let mut first = true;
        loop {
            let this_ty = match first_ty.take() {
                Some(ty) => ty,
                None => match out.get(first_at) {
                    Some(Stmt { kind: StmtKind::Decl { ty, .. }, .. }) => ty.clone(),
                    _ => return self.err("expected a declarator"),
                },
            };
            let mut this_ty = this_ty;
            if !first {
                this_ty.pointer_depth = 0;
                this_ty.is_reference = false;
                while let Some(p @ ("*" | "&" | "&&")) = self.punct() {
                    self.bump();
                    if p == "*" {
                        this_ty.pointer_depth += 1;
                    } else {
                        this_ty.is_reference = true;
                    }
                }
                this_ty.text = word_owned(format!("{}{}{}", this_ty.base, "*".repeat(this_ty.pointer_depth as usize), if this_ty.is_reference { "&" } else { "" }));
            }
            let decl_span = if first { span } else { self.span() };
            let Some(name) = self.ident() else {
                return self.err(format!("expected a declarator name, found {}", self.found()));
            };
            if BUILTIN_TYPE_WORDS.contains(&name) || name == "const" {
                return self.err("expected a declarator name");
            }
            let ident = name;
            let name = name.to_string();
            self.bump();
            let mut array_dims = Vec::new();
            while self.is_punct("[") {
                self.bump();
                let dim = self.nested(|p| p.expr())?;
                self.expect_punct("]")?;
                array_dims.push(dim);
            }
            let init = match self.punct() {
                Some("=") => {
                    self.bump();
                    Some(Init::Expr(self.assign_expr()?))
                }
                Some("(") => {
                    self.bump();
                    Some(Init::Paren(self.expr_list(")")?))
                }
                Some("{") => {
                    self.bump();
                    Some(Init::Brace(self.expr_list("}")?))
                }
                _ => None,
            };
            self.declare(ident);
            out.push(Stmt { span: decl_span, kind: StmtKind::Decl { ty: this_ty, name, array_dims, init } });
            first = false;
            if self.eat_punct(",") {
                continue;
            }
            if self.eat_punct(";") {
                return Ok(());
            }
            return self.err(format!("expected `;` after declaration, found {}", self.found()));
        }
    }

    // ---- types --------------------------------------------------------------------

    fn decl_specifiers(&mut self) -> PResult<Vec<String>> {
        let mut specs = Vec::new();
        loop {
            match self.ident() {
                Some(s) if DECL_SPECIFIERS.contains(&s) => {
                    specs.push(s.to_string());
                    self.bump();
                }
                Some("alignas" | "__attribute__" | "__declspec") => {
                    let start = self.start_byte(self.pos);
                    self.bump();
                    self.skip_paren_group()?;
                    specs.push(collapse_ws(self.src.get(start..self.consumed_end()).unwrap_or("")));
                }
                _ => return Ok(specs),
            }
        }
    }

    fn skip_paren_group(&mut self) -> PResult<()> {
        if !self.is_punct("(") {
            return self.err(format!("expected `(`, found {}", self.found()));
        }
        let mut depth = 0usize;
        loop {
            match self.punct() {
                Some("(") => depth += 1,
                Some(")") => {
                    depth -= 1;
                    if depth == 0 {
                        self.bump();
                        return Ok(());
                    }
                }
                None if self.at_end() => return self.err("unterminated `(`"),
                _ => {}
            }
            self.bump();
        }
    }

    /// `[specifiers] [const] base [const] [* | & | const | []]*`
    fn parse_type(&mut self) -> PResult<CType> {
        let specifiers = self.decl_specifiers()?;
        let start = self.pos;
        let mut is_const = false;
        while let Some(cv @ ("const" | "volatile")) = self.ident() {
            is_const |= cv == "const";
            self.bump();
        }
        let (base, template_args) = self.type_base()?;
        let mut pointer_depth = 0;
        let mut is_reference = false;
        loop {
            match (self.ident(), self.punct()) {
                (Some("const"), _) => {
                    if pointer_depth == 0 {
                        is_const = true;
                    }
                    self.bump();
                }
                (Some("volatile" | "__restrict__" | "__restrict"), _) => self.bump(),
                (_, Some("*")) => {
                    pointer_depth += 1;
                    self.bump();
                }
                (_, Some("&" | "&&")) => {
                    is_reference = true;
                    self.bump();
                }
                (_, Some("[")) if self.punct_at(1) == Some("]") => {
                    pointer_depth += 1;
                    self.bump();
                    self.bump();
                }
                _ => break,
            }
        }
        let written = self.src.get(self.start_byte(start)..self.consumed_end()).unwrap_or("");
        // A plain `int64_t` is written as its base: share the base's text.
        let text = if written == &*base { base.clone() } else { collapse_ws_word(written) };
        Ok(CType { text, base, is_const, pointer_depth, is_reference, template_args, specifiers })
    }

    /// The base type name, canonical: `unsigned long`, `at::vec::Vectorized<float>`.
    fn type_base(&mut self) -> PResult<(Word, Vec<TemplateArg>)> {
        // The words joined by single spaces, built as they are read.
        let mut words: Option<String> = None;
        while let Some(w) = self.ident() {
            if BUILTIN_TYPE_WORDS.contains(&w) {
                match &mut words {
                    None => words = Some(w.to_string()),
                    Some(text) => {
                        text.push(' ');
                        text.push_str(w);
                    }
                }
                self.bump();
                // `long const long` is legal C and never written; `const` ends the words.
            } else {
                break;
            }
        }
        if let Some(text) = words {
            return Ok((word_owned(text), Vec::new()));
        }
        match self.ident() {
            Some("auto") => {
                self.bump();
                Ok((Word::Borrowed("auto"), Vec::new()))
            }
            Some("decltype") => {
                self.bump();
                self.expect_punct("(")?;
                let e = self.nested(|p| p.expr())?;
                self.expect_punct(")")?;
                Ok((Word::Owned(format!("decltype({e})")), Vec::new()))
            }
            Some("typename") => {
                self.bump();
                self.type_path()
            }
            Some(_) => self.type_path(),
            None if self.is_punct("::") => self.type_path(),
            None => self.err(format!("expected a type, found {}", self.found())),
        }
    }

    fn type_path(&mut self) -> PResult<(Word, Vec<TemplateArg>)> {
        let global = self.eat_punct("::");
        let mut segments = Vec::new();
        loop {
            let Some(name) = self.ident() else {
                return self.err(format!("expected a type name, found {}", self.found()));
            };
            if segments.is_empty() && !global && self.is_var(name) {
                return self.err(format!("`{name}` is a variable, not a type"));
            }
            if STMT_ONLY_KEYWORDS.contains(&name) || matches!(name, "return" | "if" | "for" | "while" | "do" | "else") {
                return self.err(format!("expected a type, found `{name}`"));
            }
            self.bump();
            let template_args = if self.is_punct("<") { Some(self.template_args()?) } else { None };
            let more = self.is_punct("::") && self.ident_at(1).is_some();
            // `int64_t`, `float`-like names (most types in a kernel): the name is the
            // text, and a common one allocates nothing.
            if !more && !global && segments.is_empty() && template_args.is_none() {
                return Ok((word(name), Vec::new()));
            }
            segments.push(PathSegment { name: name.to_string(), template_args });
            if more {
                self.bump();
                self.eat_kw("template");
                continue;
            }
            break;
        }
        let mut path = Path { global, segments };
        let text = word_owned(path.to_string());
        // The last segment's arguments, moved out: the path itself is not kept.
        let args = path.segments.pop().and_then(|s| s.template_args).unwrap_or_default();
        Ok((text, args))
    }

    /// `<arg, arg>` with the `<` at the current position.
    fn template_args(&mut self) -> PResult<Vec<TemplateArg>> {
        let at = self.pos;
        if !self.half_shr {
            if let Some((args, end, half)) = self.template_cache.get(&at) {
                let args = args.clone();
                self.effort = self.effort.saturating_add(end.saturating_sub(at));
                self.pos = *end;
                self.half_shr = *half;
                return Ok(args);
            }
        }
        self.expect_punct("<")?;
        let saved = self.no_gt;
        self.no_gt = true;
        let r = self.with_depth(|p| p.template_args_rest());
        self.no_gt = saved;
        if let Ok(args) = &r {
            self.template_cache.insert(at, (args.clone(), self.pos, self.half_shr));
        }
        r
    }

    fn template_args_rest(&mut self) -> PResult<Vec<TemplateArg>> {
        let mut args = Vec::new();
        if self.eat_gt() {
            return Ok(args);
        }
        loop {
            args.push(self.template_arg()?);
            if self.eat_punct(",") {
                continue;
            }
            if self.eat_gt() {
                return Ok(args);
            }
            return self.err(format!("expected `,` or `>` in template arguments, found {}", self.found()));
        }
    }

    fn at_template_arg_end(&self) -> bool {
        matches!(self.punct(), Some("," | ">" | ">>"))
    }

    fn template_arg(&mut self) -> PResult<TemplateArg> {
        let typeish = match self.ident() {
            Some(w) => BUILTIN_TYPE_WORDS.contains(&w) || SCALAR_TYPEDEFS.contains(&w) || matches!(w, "const" | "volatile" | "typename" | "auto"),
            None => false,
        };
        let snap = self.snapshot();
        if typeish {
            if let Ok(t) = self.parse_type() {
                if self.at_template_arg_end() {
                    return Ok(TemplateArg::Type(t));
                }
            }
            self.restore(snap);
        }
        let expr_err = match self.ternary() {
            Ok(e) if self.at_template_arg_end() => return Ok(TemplateArg::Expr(e)),
            Ok(_) => PErr { pos: self.pos, msg: format!("expected `,` or `>` in template arguments, found {}", self.found()) },
            Err(e) => e,
        };
        self.restore(snap);
        match self.parse_type() {
            Ok(t) if self.at_template_arg_end() => Ok(TemplateArg::Type(t)),
            _ => Err(expr_err),
        }
    }

    // ---- expressions --------------------------------------------------------------

    /// Comma expression.
    fn expr(&mut self) -> PResult<CExpr> {
        let first = self.assign_expr()?;
        if !self.is_punct(",") || self.no_gt {
            return Ok(first);
        }
        let span = first.span;
        let mut items = vec![first];
        while self.eat_punct(",") {
            items.push(self.assign_expr()?);
        }
        Ok(CExpr::new(span, CExprKind::Comma(items)))
    }

    /// Comma-separated assignment expressions up to `close` (consumed); trailing comma allowed.
    fn expr_list(&mut self, close: &str) -> PResult<Vec<CExpr>> {
        self.nested(|p| {
            let mut items = Vec::new();
            loop {
                if p.eat_punct(close) {
                    return Ok(items);
                }
                items.push(p.assign_expr()?);
                if p.eat_punct(",") {
                    continue;
                }
                if p.eat_punct(close) {
                    return Ok(items);
                }
                return p.err(format!("expected `,` or `{close}`, found {}", p.found()));
            }
        })
    }

    fn assign_expr(&mut self) -> PResult<CExpr> {
        self.with_depth(|p| p.assign_expr_inner())
    }

    fn assign_expr_inner(&mut self) -> PResult<CExpr> {
        let span = self.span();
        if self.eat_kw("throw") {
            let value = if matches!(self.punct(), Some(";" | ")" | "," | "}")) { None } else { Some(Box::new(self.assign_expr()?)) };
            return Ok(CExpr::new(span, CExprKind::Throw(value)));
        }
        let lhs = self.ternary()?;
        let op = match self.punct() {
            Some("=") => None,
            Some("+=") => Some(BinOp::Add),
            Some("-=") => Some(BinOp::Sub),
            Some("*=") => Some(BinOp::Mul),
            Some("/=") => Some(BinOp::Div),
            Some("%=") => Some(BinOp::Rem),
            Some("&=") => Some(BinOp::BitAnd),
            Some("|=") => Some(BinOp::BitOr),
            Some("^=") => Some(BinOp::BitXor),
            Some("<<=") => Some(BinOp::Shl),
            Some(">>=") if !self.no_gt => Some(BinOp::Shr),
            _ => return Ok(lhs),
        };
        self.bump();
        let value = self.assign_expr()?;
        Ok(CExpr::new(lhs.span, CExprKind::Assign { op, target: Box::new(lhs), value: Box::new(value) }))
    }

    fn ternary(&mut self) -> PResult<CExpr> {
        let cond = self.binary(0)?;
        if !self.is_punct("?") {
            return Ok(cond);
        }
        self.bump();
        let then = self.nested(|p| p.expr())?;
        self.expect_punct(":")?;
        let else_ = self.assign_expr()?;
        Ok(CExpr::new(cond.span, CExprKind::Ternary { cond: Box::new(cond), then: Box::new(then), else_: Box::new(else_) }))
    }

    fn peek_binop(&self) -> Option<BinOp> {
        Some(match self.punct()? {
            "*" => BinOp::Mul,
            "/" => BinOp::Div,
            "%" => BinOp::Rem,
            "+" => BinOp::Add,
            "-" => BinOp::Sub,
            "<<" => BinOp::Shl,
            ">>" if !self.no_gt => BinOp::Shr,
            "<" => BinOp::Lt,
            "<=" => BinOp::Le,
            ">" if !self.no_gt => BinOp::Gt,
            ">=" if !self.no_gt => BinOp::Ge,
            "==" => BinOp::Eq,
            "!=" => BinOp::Ne,
            "&" => BinOp::BitAnd,
            "^" => BinOp::BitXor,
            "|" => BinOp::BitOr,
            "&&" => BinOp::And,
            "||" => BinOp::Or,
            _ => return None,
        })
    }

    fn binary(&mut self, min_prec: u8) -> PResult<CExpr> {
        let saved = self.depth;
        let r = self.binary_chain(min_prec);
        self.depth = saved;
        r
    }

    fn binary_chain(&mut self, min_prec: u8) -> PResult<CExpr> {
        let mut lhs = self.unary()?;
        while let Some(op) = self.peek_binop() {
            if op.precedence() < min_prec {
                break;
            }
            self.deepen()?;
            self.bump();
            let rhs = self.binary(op.precedence() + 1)?;
            lhs = CExpr::new(lhs.span, CExprKind::Binary { op, lhs: Box::new(lhs), rhs: Box::new(rhs) });
        }
        Ok(lhs)
    }

    fn unary(&mut self) -> PResult<CExpr> {
        self.with_depth(|p| p.unary_inner())
    }

    fn unary_inner(&mut self) -> PResult<CExpr> {
        let span = self.span();
        let op = match self.punct() {
            Some("-") => Some(UnaryOp::Neg),
            Some("+") => Some(UnaryOp::Plus),
            Some("!") => Some(UnaryOp::Not),
            Some("~") => Some(UnaryOp::BitNot),
            Some("*") => Some(UnaryOp::Deref),
            Some("&") => Some(UnaryOp::AddrOf),
            Some("++") => Some(UnaryOp::PreInc),
            Some("--") => Some(UnaryOp::PreDec),
            _ => None,
        };
        if let Some(op) = op {
            self.bump();
            let operand = self.unary()?;
            return Ok(CExpr::new(span, CExprKind::Unary { op, operand: Box::new(operand) }));
        }
        if let Some(op @ ("sizeof" | "alignof" | "__alignof__")) = self.ident() {
            self.bump();
            let arg = if self.is_punct("(") {
                self.bump();
                let arg = self.nested(|p| p.type_or_expr())?;
                self.expect_punct(")")?;
                arg
            } else {
                TemplateArg::Expr(self.unary()?)
            };
            return Ok(CExpr::new(span, CExprKind::SizeOf { op: op.to_string(), arg: Box::new(arg) }));
        }
        if self.is_punct("(") && self.looks_like_cstyle_cast() {
            let snap = self.snapshot();
            self.bump();
            if let Ok(ty) = self.nested(|p| p.parse_type()) {
                if self.eat_punct(")") {
                    let expr = self.unary()?;
                    return Ok(CExpr::new(span, CExprKind::Cast { kind: CastKind::CStyle, ty, expr: Box::new(expr) }));
                }
            }
            self.restore(snap);
        }
        self.postfix()
    }

    fn type_or_expr(&mut self) -> PResult<TemplateArg> {
        let snap = self.snapshot();
        if let Ok(t) = self.parse_type() {
            if self.is_punct(")") {
                return Ok(TemplateArg::Type(t));
            }
        }
        self.restore(snap);
        Ok(TemplateArg::Expr(self.expr()?))
    }

    /// `(int64_t)x`, `(float*)p`: a parenthesised builtin type followed by an operand.
    fn looks_like_cstyle_cast(&self) -> bool {
        let Some(first) = self.ident_at(1) else {
            return false;
        };
        if !(BUILTIN_TYPE_WORDS.contains(&first) || SCALAR_TYPEDEFS.contains(&first) || first == "const") {
            return false;
        }
        // Find the `)` and look at what follows: `int64_t(x)` inside parens is not a cast.
        let mut i = self.pos + 1;
        while let Some(t) = self.toks.get(i) {
            match &t.kind {
                TokKind::Ident | TokKind::Punct("*" | "&" | "::" | "<" | ">" | ",") => i += 1,
                TokKind::Punct(")") => {
                    return self.toks.get(i + 1).is_some_and(|n| {
                        matches!(n.kind, TokKind::Ident | TokKind::Int | TokKind::Float | TokKind::Char(_) | TokKind::Punct("(" | "-" | "+" | "!" | "~" | "*" | "&" | "::"))
                    })
                }
                _ => return false,
            }
        }
        false
    }

    fn postfix(&mut self) -> PResult<CExpr> {
        let saved = self.depth;
        let r = self.postfix_chain();
        self.depth = saved;
        r
    }

    fn postfix_chain(&mut self) -> PResult<CExpr> {
        let mut e = self.primary()?;
        loop {
            if matches!(self.punct(), Some("(" | "[" | "." | "->" | "++" | "--" | "{" | "::")) {
                self.deepen()?;
            }
            match self.punct() {
                Some("(") if !self.half_shr => {
                    self.bump();
                    let args = self.expr_list(")")?;
                    e = make_call(e, args);
                }
                Some("[") if !self.half_shr => {
                    self.bump();
                    let index = self.nested(|p| p.expr())?;
                    self.expect_punct("]")?;
                    e = CExpr::new(e.span, CExprKind::Index { base: Box::new(e), index: Box::new(index) });
                }
                Some(p @ ("." | "->")) if !self.half_shr => {
                    self.bump();
                    let arrow = p == "->";
                    let forced_template = self.eat_kw("template");
                    let Some(name) = self.ident() else {
                        return self.err(format!("expected a member name, found {}", self.found()));
                    };
                    let name = name.to_string();
                    self.bump();
                    let template_args = if self.is_punct("<") {
                        if forced_template {
                            Some(self.template_args()?)
                        } else {
                            self.try_template_args(false)
                        }
                    } else {
                        None
                    };
                    if self.is_punct("(") {
                        self.bump();
                        let args = self.expr_list(")")?;
                        e = CExpr::new(e.span, CExprKind::MethodCall { receiver: Box::new(e), method: name, template_args, args, arrow });
                    } else {
                        e = CExpr::new(e.span, CExprKind::Member { object: Box::new(e), name, arrow });
                    }
                }
                Some(p @ ("++" | "--")) if !self.half_shr => {
                    self.bump();
                    let op = if p == "++" { UnaryOp::PostInc } else { UnaryOp::PostDec };
                    e = CExpr::new(e.span, CExprKind::Unary { op, operand: Box::new(e) });
                }
                Some("{") if !self.half_shr && names_a_type(&e) => {
                    self.bump();
                    let items = self.expr_list("}")?;
                    let ty = expr_as_type(&e);
                    e = CExpr::new(e.span, CExprKind::BraceInit { ty: Some(ty), items });
                }
                Some("::") if !self.half_shr && matches!(e.kind, CExprKind::Decltype(_)) => {
                    self.bump();
                    let Some(name) = self.ident() else {
                        return self.err(format!("expected a name after `::`, found {}", self.found()));
                    };
                    let name = name.to_string();
                    self.bump();
                    let template_args = if self.is_punct("<") { self.try_template_args(true) } else { None };
                    e = CExpr::new(e.span, CExprKind::Scoped { scope: Box::new(e), name: PathSegment { name, template_args } });
                }
                _ => return Ok(e),
            }
        }
    }

    /// Template arguments at a `<` that may also be a comparison: kept only when they
    /// parse and what follows the `>` fits a template name.
    fn try_template_args(&mut self, qualified: bool) -> Option<Vec<TemplateArg>> {
        let at = self.pos;
        if self.half_shr || self.failed_templates.contains(&at) || self.tentative_tokens > TENTATIVE_BUDGET {
            return None;
        }
        let snap = self.snapshot();
        if let Ok(args) = self.template_args() {
            let fits = match self.punct() {
                Some("(" | "::" | "{") => true,
                Some(")" | "," | ";" | ">" | ">>" | "]") => qualified,
                _ => false,
            };
            if fits {
                return Some(args);
            }
        }
        self.restore(snap);
        self.failed_templates.insert(at);
        None
    }

    fn primary(&mut self) -> PResult<CExpr> {
        let span = self.span();
        let Some(t) = self.tok() else {
            if self.half_shr {
                return self.err("expected an expression, found `>`");
            }
            return self.err("expected an expression, found end of input");
        };
        let text = self.text_of(t);
        match &t.kind {
            TokKind::Int | TokKind::Float => {
                let kind = match number(text) {
                    Number::Int { value: None, .. } => return self.err(format!("integer literal `{text}` does not fit 128 bits")),
                    Number::Int { value: Some(value), suffix } => CExprKind::Int { value, suffix: word(suffix) },
                    Number::Float { value, suffix } => CExprKind::Float { value, text: text.to_string(), suffix: word(suffix) },
                };
                self.bump();
                Ok(CExpr::new(span, kind))
            }
            TokKind::Str => {
                let mut s = String::new();
                while let Some(t) = self.tok().filter(|t| t.kind == TokKind::Str) {
                    s.push_str(&string(self.text_of(t)));
                    self.bump();
                }
                Ok(CExpr::new(span, CExprKind::Str(s)))
            }
            TokKind::Char(c) => {
                let c = *c;
                self.bump();
                Ok(CExpr::new(span, CExprKind::Char(c)))
            }
            TokKind::Unknown(reason) => self.err(*reason),
            TokKind::Directive => self.err("preprocessor line inside an expression"),
            TokKind::Punct("(") => {
                self.bump();
                let e = self.nested(|p| p.expr())?;
                self.expect_punct(")")?;
                Ok(e)
            }
            TokKind::Punct("[") => self.lambda(),
            TokKind::Punct("{") => {
                self.bump();
                let items = self.expr_list("}")?;
                Ok(CExpr::new(span, CExprKind::BraceInit { ty: None, items }))
            }
            TokKind::Punct("::") => self.name_expr(),
            TokKind::Punct(_) => self.err(format!("expected an expression, found {}", self.found())),
            TokKind::Ident => self.ident_expr(text, span),
        }
    }

    fn ident_expr(&mut self, text: &'a str, span: Span) -> PResult<CExpr> {
        match text {
            "true" | "false" => {
                self.bump();
                Ok(CExpr::new(span, CExprKind::Bool(text == "true")))
            }
            "static_cast" | "reinterpret_cast" | "const_cast" | "dynamic_cast" => {
                self.bump();
                let kind = match text {
                    "static_cast" => CastKind::Static,
                    "reinterpret_cast" => CastKind::Reinterpret,
                    "const_cast" => CastKind::Const,
                    _ => CastKind::Dynamic,
                };
                self.expect_punct("<")?;
                let saved = self.no_gt;
                self.no_gt = true;
                let ty = self.parse_type();
                self.no_gt = saved;
                let ty = ty?;
                if !self.eat_gt() {
                    return self.err(format!("expected `>` after cast type, found {}", self.found()));
                }
                self.expect_punct("(")?;
                let expr = self.nested(|p| p.expr())?;
                self.expect_punct(")")?;
                Ok(CExpr::new(span, CExprKind::Cast { kind, ty, expr: Box::new(expr) }))
            }
            "decltype" => {
                self.bump();
                self.expect_punct("(")?;
                let e = self.nested(|p| p.expr())?;
                self.expect_punct(")")?;
                Ok(CExpr::new(span, CExprKind::Decltype(Box::new(e))))
            }
            "typename" => {
                self.bump();
                self.name_expr()
            }
            "new" | "delete" | "operator" | "co_await" | "requires" => self.err(format!("`{text}` is outside the supported subset")),
            w if BUILTIN_TYPE_WORDS.contains(&w) => {
                let ty = self.parse_type()?;
                match self.punct() {
                    Some("(") => {
                        self.bump();
                        let mut args = self.expr_list(")")?;
                        if args.len() != 1 {
                            return self.err(format!("`{}(...)` takes one argument", ty.text));
                        }
                        let expr = args.pop().map(Box::new).ok_or(PErr { pos: self.pos, msg: "missing cast operand".into() })?;
                        Ok(CExpr::new(span, CExprKind::Cast { kind: CastKind::Functional, ty, expr }))
                    }
                    Some("{") => {
                        self.bump();
                        let items = self.expr_list("}")?;
                        Ok(CExpr::new(span, CExprKind::BraceInit { ty: Some(ty), items }))
                    }
                    _ => self.err(format!("type `{}` used as a value", ty.text)),
                }
            }
            w if STMT_ONLY_KEYWORDS.contains(&w) || matches!(w, "if" | "for" | "while" | "do" | "return" | "else") => self.err(format!("expected an expression, found `{w}`")),
            _ => self.name_expr(),
        }
    }

    /// `x`, `at::vec::Vectorized<float>`, `::std::max`.
    fn name_expr(&mut self) -> PResult<CExpr> {
        let span = self.span();
        // A plain name (most of them): no template arguments to try (`<` after a
        // variable compares) and no `::` after it, so no path is built.
        if let Some(name) = self.ident() {
            let next = self.punct_at(1);
            let tries_template = next == Some("<") && !self.is_var(name);
            let qualified = next == Some("::") && self.ident_at(2).is_some();
            if !tries_template && !qualified {
                self.bump();
                return Ok(CExpr::new(span, CExprKind::Name(name.to_string())));
            }
        }
        let global = self.eat_punct("::");
        let mut segments: Vec<PathSegment> = Vec::new();
        loop {
            let Some(name) = self.ident() else {
                return self.err(format!("expected a name, found {}", self.found()));
            };
            let name = name.to_string();
            self.bump();
            let qualified = global || !segments.is_empty() || self.is_punct("::");
            let is_variable = segments.is_empty() && !global && self.is_var(&name);
            let template_args = if self.is_punct("<") && !is_variable { self.try_template_args(qualified || !segments.is_empty()) } else { None };
            segments.push(PathSegment { name, template_args });
            if self.is_punct("::") && (self.ident_at(1).is_some()) {
                self.bump();
                self.eat_kw("template");
                continue;
            }
            break;
        }
        if !global && segments.len() == 1 && segments[0].template_args.is_none() {
            let name = segments.pop().map(|s| s.name).unwrap_or_default();
            return Ok(CExpr::new(span, CExprKind::Name(name)));
        }
        Ok(CExpr::new(span, CExprKind::Path(Path { global, segments })))
    }

    fn lambda(&mut self) -> PResult<CExpr> {
        let span = self.span();
        let cap_start = self.pos;
        self.expect_punct("[")?;
        while !self.is_punct("]") {
            if self.at_end() || self.is_punct(";") || self.is_punct("{") {
                return self.err("unterminated lambda capture list");
            }
            self.bump();
        }
        let captures = collapse_ws(self.src.get(self.start_byte(cap_start + 1)..self.start_byte(self.pos)).unwrap_or(""));
        self.bump();
        self.push_scope();
        let r = self.lambda_rest(span, captures);
        self.pop_scope();
        r
    }

    fn lambda_rest(&mut self, span: Span, captures: String) -> PResult<CExpr> {
        let mut params = Vec::new();
        if self.is_punct("(") {
            self.bump();
            self.nested(|p| {
                if p.is_kw("void") && p.punct_at(1) == Some(")") {
                    p.bump();
                }
                while !p.is_punct(")") {
                    params.push(p.param()?);
                    if !p.eat_punct(",") {
                        break;
                    }
                }
                p.expect_punct(")")
            })?;
        }
        while let Some("mutable" | "constexpr" | "noexcept") = self.ident() {
            self.bump();
        }
        if self.eat_punct("->") {
            self.nested(|p| p.parse_type())?;
        }
        let open = self.pos;
        self.expect_punct("{")?;
        let saved = self.no_gt;
        self.no_gt = false;
        let body = self.block_body(open);
        self.no_gt = saved;
        Ok(CExpr::new(span, CExprKind::Lambda(Box::new(Lambda { captures, params, body }))))
    }
}

/// A call whose callee names a scalar type is a functional cast; `c10::convert<T>(e)`
/// is a conversion.
fn make_call(callee: CExpr, mut args: Vec<CExpr>) -> CExpr {
    let span = callee.span;
    if args.len() == 1 {
        let cast = match &callee.kind {
            CExprKind::Name(n) if SCALAR_TYPEDEFS.contains(&n.as_str()) => Some((CastKind::Functional, expr_as_type(&callee))),
            CExprKind::Path(p) => {
                let names: Vec<&str> = p.segments.iter().map(|s| s.name.as_str()).collect();
                let last = p.last();
                if names == ["c10", "convert"] {
                    match last.and_then(|s| s.template_args.as_ref()).map(Vec::as_slice) {
                        Some([arg]) => Some((CastKind::Convert, targ_as_type(arg))),
                        _ => None,
                    }
                } else if names.len() == 2 && names[0] == "std" && SCALAR_TYPEDEFS.contains(&names[1]) && last.is_some_and(|s| s.template_args.is_none()) {
                    Some((CastKind::Functional, expr_as_type(&callee)))
                } else {
                    None
                }
            }
            _ => None,
        };
        if let Some((kind, ty)) = cast {
            if let Some(expr) = args.pop() {
                return CExpr::new(span, CExprKind::Cast { kind, ty, expr: Box::new(expr) });
            }
        }
    }
    CExpr::new(span, CExprKind::Call { callee: Box::new(callee), args })
}

/// Whether `e {` reads as a typed brace initialiser: `IndexValue<float>{0, x}`.
fn names_a_type(e: &CExpr) -> bool {
    match &e.kind {
        CExprKind::Path(p) => p.last().is_some_and(|s| s.template_args.is_some()),
        CExprKind::Name(n) => SCALAR_TYPEDEFS.contains(&n.as_str()),
        _ => false,
    }
}

fn expr_as_type(e: &CExpr) -> CType {
    let text = word_owned(e.to_string());
    let template_args = match &e.kind {
        CExprKind::Path(p) => p.last().and_then(|s| s.template_args.clone()).unwrap_or_default(),
        _ => Vec::new(),
    };
    CType { base: text.clone(), text, is_const: false, pointer_depth: 0, is_reference: false, template_args, specifiers: Vec::new() }
}

fn targ_as_type(a: &TemplateArg) -> CType {
    match a {
        TemplateArg::Type(t) => t.clone(),
        TemplateArg::Expr(e) => expr_as_type(e),
    }
}

/// The statement an expression followed by `;` is.
fn expr_stmt_kind(e: CExpr) -> StmtKind {
    match e.kind {
        CExprKind::Assign { op: None, target, value } => StmtKind::Assign { target: *target, value: *value },
        CExprKind::Assign { op: Some(op), target, value } => StmtKind::CompoundAssign { target: *target, op, value: *value },
        CExprKind::Call { callee, mut args } => match &callee.kind {
            CExprKind::Name(n) if is_check_macro(n) && !args.is_empty() => {
                let rest = args.split_off(1);
                match args.pop() {
                    Some(cond) => StmtKind::Check { macro_name: n.clone(), cond, message: string_of(&rest), args: rest },
                    None => StmtKind::Expr(CExpr::new(e.span, CExprKind::Call { callee, args: rest })),
                }
            }
            _ => StmtKind::Expr(CExpr::new(e.span, CExprKind::Call { callee, args })),
        },
        CExprKind::Ternary { ref cond, ref else_, .. } if thrown_message(else_).is_some() => {
            StmtKind::Check { macro_name: "throw".into(), cond: (**cond).clone(), message: thrown_message(else_).flatten(), args: Vec::new() }
        }
        _ => StmtKind::Expr(e),
    }
}

fn string_of(args: &[CExpr]) -> Option<String> {
    args.iter().find_map(|a| match &a.kind {
        CExprKind::Str(s) => Some(s.clone()),
        _ => None,
    })
}

/// For `throw X("msg")` or `(throw X("msg"), 0)`: `Some(message)`.
fn thrown_message(e: &CExpr) -> Option<Option<String>> {
    match &e.kind {
        CExprKind::Throw(value) => Some(value.as_ref().and_then(|v| match &v.kind {
            CExprKind::Call { args, .. } => string_of(args),
            CExprKind::Str(s) => Some(s.clone()),
            _ => None,
        })),
        CExprKind::Comma(items) => items.first().and_then(thrown_message),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::first_chars;

    #[test]
    fn first_chars_counts_chars_not_bytes() {
        assert_eq!(first_chars("abc", 5), "abc");
        assert_eq!(first_chars("abcdef", 3), "abc");
        assert_eq!(first_chars("ééééé", 2), "éé");
        // Bytes within the limit but chars past it, and ASCII then multibyte.
        assert_eq!(first_chars("aéé", 2), "aé");
        assert_eq!(first_chars(&"é".repeat(300), 200).chars().count(), 200);
    }

    /// The token buffer kept from one parse for the next holds nothing of the earlier
    /// source: a short source parsed after a longer one reads as it does on a fresh thread.
    #[test]
    fn reused_token_buffer_keeps_nothing_of_the_last_source() {
        let long = "extern \"C\" void kernel(const float* in_ptr0, float* out_ptr0) {\n    for (long x0 = 0; x0 < 64; x0 += 1) {\n        auto tmp0 = in_ptr0[x0];\n        out_ptr0[x0] = tmp0 + tmp0 * 2.0f;\n    }\n}\n";
        let short = "extern \"C\" void kernel(float* out_ptr0) {\n    out_ptr0[0] = 1.0f;\n}\n";
        let fresh = std::thread::spawn(move || super::parse(short)).join().expect("parse");
        super::parse(long);
        assert_eq!(super::parse(short), fresh);
        super::parse_expr("x0 + 7 * ks0").expect("expression");
        assert_eq!(super::parse(short), fresh);
    }
}
