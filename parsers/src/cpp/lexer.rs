//! Tokens of the C++ subset. The lexer never fails: a character it does not know
//! becomes an `Unknown` token, and the statement holding it is reported by the parser.

use std::borrow::Cow;

use super::ast::Span;

/// A token's kind. Literal values are read from the token's text when the parser asks
/// ([`number`], [`string`]): a token stays 48 bytes, and most literals are never read
/// or read once.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum TokKind {
    Ident,
    /// Integer literal.
    Int,
    Float,
    /// String literal (terminated).
    Str,
    Char(u32),
    Punct(&'static str),
    /// A preprocessor line (`#include ...`, `#pragma ...`), continuation lines joined.
    Directive,
    /// A character outside the subset, or an unterminated literal.
    Unknown(&'static str),
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Token {
    pub kind: TokKind,
    /// Byte range in the source.
    pub start: usize,
    pub end: usize,
    pub span: Span,
}

/// The punctuators, longest first: [`punct_at`] takes the longest that matches (the
/// list is the reference its test checks it against).
#[cfg(test)]
const PUNCTS: &[&str] = &[
    "<<=", ">>=", "...", "->*", "::", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "{", "}", "[", "]", "(",
    ")", "<", ">", ";", ":", ",", ".", "?", "+", "-", "*", "/", "%", "&", "|", "^", "!", "~", "=", "#",
];

struct Cursor<'a> {
    src: &'a str,
    pos: usize,
    line: u32,
    col: u32,
}

impl<'a> Cursor<'a> {
    fn peek(&self) -> Option<char> {
        // ASCII, nearly all of a kernel, without decoding.
        match *self.src.as_bytes().get(self.pos)? {
            b if b.is_ascii() => Some(char::from(b)),
            _ => self.src[self.pos..].chars().next(),
        }
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        if c == '\n' {
            self.line = self.line.saturating_add(1);
            self.col = 1;
        } else {
            self.col = self.col.saturating_add(1);
        }
        Some(c)
    }

    /// Moves to byte offset `to` (a char boundary at or after `pos`), counting lines and
    /// columns exactly as bumping char by char would.
    fn advance_to(&mut self, to: usize) {
        let seg = &self.src.as_bytes()[self.pos..to];
        let (after_last_nl, newlines) = match seg.iter().rposition(|&b| b == b'\n') {
            Some(i) => (&seg[i + 1..], seg.iter().filter(|&&b| b == b'\n').count()),
            None => (seg, 0),
        };
        // A char is a byte that is not a UTF-8 continuation byte.
        let chars = after_last_nl.iter().filter(|&&b| b & 0xC0 != 0x80).count();
        let chars = u32::try_from(chars).unwrap_or(u32::MAX);
        if newlines > 0 {
            self.line = self.line.saturating_add(u32::try_from(newlines).unwrap_or(u32::MAX));
            self.col = 1u32.saturating_add(chars);
        } else {
            self.col = self.col.saturating_add(chars);
        }
        self.pos = to;
    }

    /// Skips identifier characters.
    fn skip_ident_continue(&mut self) {
        let bytes = self.src.as_bytes();
        let start = self.pos;
        let mut end = start;
        let mut ascii = true;
        loop {
            match bytes.get(end) {
                Some(&b) if is_ident_byte(b) => end += 1,
                // Every non-ASCII char continues an identifier: skip to its end.
                Some(&b) if !b.is_ascii() => {
                    ascii = false;
                    end += 1;
                    while bytes.get(end).is_some_and(|&b| b & 0xC0 == 0x80) {
                        end += 1;
                    }
                }
                _ => break,
            }
        }
        if ascii {
            // No newline and one column per byte.
            self.col = self.col.saturating_add(u32::try_from(end - start).unwrap_or(u32::MAX));
            self.pos = end;
        } else {
            self.advance_to(end);
        }
    }

    fn span(&self) -> Span {
        Span { line: self.line, col: self.col }
    }

    fn rest(&self) -> &'a str {
        &self.src[self.pos..]
    }
}

/// The longest punctuator at the start of `b`.
fn punct_at(b: &[u8]) -> Option<&'static str> {
    let three = match b {
        [b'<', b'<', b'=', ..] => Some("<<="),
        [b'>', b'>', b'=', ..] => Some(">>="),
        [b'.', b'.', b'.', ..] => Some("..."),
        [b'-', b'>', b'*', ..] => Some("->*"),
        _ => None,
    };
    if three.is_some() {
        return three;
    }
    let two = match b {
        [b':', b':', ..] => Some("::"),
        [b'-', b'>', ..] => Some("->"),
        [b'+', b'+', ..] => Some("++"),
        [b'-', b'-', ..] => Some("--"),
        [b'<', b'<', ..] => Some("<<"),
        [b'>', b'>', ..] => Some(">>"),
        [b'<', b'=', ..] => Some("<="),
        [b'>', b'=', ..] => Some(">="),
        [b'=', b'=', ..] => Some("=="),
        [b'!', b'=', ..] => Some("!="),
        [b'&', b'&', ..] => Some("&&"),
        [b'|', b'|', ..] => Some("||"),
        [b'+', b'=', ..] => Some("+="),
        [b'-', b'=', ..] => Some("-="),
        [b'*', b'=', ..] => Some("*="),
        [b'/', b'=', ..] => Some("/="),
        [b'%', b'=', ..] => Some("%="),
        [b'&', b'=', ..] => Some("&="),
        [b'|', b'=', ..] => Some("|="),
        [b'^', b'=', ..] => Some("^="),
        _ => None,
    };
    if two.is_some() {
        return two;
    }
    Some(match b.first()? {
        b'{' => "{",
        b'}' => "}",
        b'[' => "[",
        b']' => "]",
        b'(' => "(",
        b')' => ")",
        b'<' => "<",
        b'>' => ">",
        b';' => ";",
        b':' => ":",
        b',' => ",",
        b'.' => ".",
        b'?' => "?",
        b'+' => "+",
        b'-' => "-",
        b'*' => "*",
        b'/' => "/",
        b'%' => "%",
        b'&' => "&",
        b'|' => "|",
        b'^' => "^",
        b'!' => "!",
        b'~' => "~",
        b'=' => "=",
        b'#' => "#",
        _ => return None,
    })
}

/// `[A-Za-z0-9_]`, by table: one load instead of a chain of comparisons.
fn is_ident_byte(b: u8) -> bool {
    const TABLE: [bool; 256] = {
        let mut t = [false; 256];
        let mut i = 0;
        while i < 256 {
            let b = i as u8;
            t[i] = b == b'_' || b.is_ascii_alphanumeric();
            i += 1;
        }
        t
    };
    TABLE[usize::from(b)]
}

/// A numeric literal's value and suffix.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Number<'a> {
    /// `None` when the digits do not fit an i128.
    Int {
        value: Option<i128>,
        suffix: &'a str,
    },
    Float {
        value: f64,
        suffix: &'a str,
    },
}

/// The value of an `Int` or `Float` token's text.
pub(crate) fn number(text: &str) -> Number<'_> {
    lex_number(&mut Cursor { src: text, pos: 0, line: 1, col: 1 })
}

/// The value of a `Str` token's text (with its quotes), escapes resolved.
pub(crate) fn string(text: &str) -> String {
    let mut s = String::new();
    lex_string(&mut Cursor { src: text, pos: 0, line: 1, col: 1 }, Some(&mut s));
    s
}

#[cfg(test)]
pub(crate) fn lex(src: &str) -> Vec<Token> {
    let mut toks = Vec::new();
    lex_into(src, &mut toks);
    toks
}

/// The tokens of `src`, in place of `toks`' contents (the parser hands in a buffer it
/// keeps from one source to the next).
pub(crate) fn lex_into(src: &str, toks: &mut Vec<Token>) {
    toks.clear();
    let mut cur = Cursor { src, pos: 0, line: 1, col: 1 };
    let bytes = src.as_bytes();
    // About one token per 5 bytes in Inductor's kernels: most sources need no regrowth.
    toks.reserve(src.len() / 6 + 4);
    // A `#` starts a directive only as the first token of a line.
    let mut line_start = true;
    // One `match` on the first byte per token: a jump table, where a chain of tests
    // costs a comparison each (and, under a fuzzer's instrumentation, a call each).
    while let Some(&b) = bytes.get(cur.pos) {
        let start = cur.pos;
        let span = cur.span();
        let kind = match b {
            b'\n' => {
                cur.pos += 1;
                cur.line = cur.line.saturating_add(1);
                cur.col = 1;
                line_start = true;
                continue;
            }
            b' ' | b'\t' | b'\r' | 0x0b | 0x0c => {
                // The whole run (an indentation) at once.
                let end = start + bytes[start..].iter().take_while(|&&b| is_blank(b)).count();
                cur.col = cur.col.saturating_add(u32::try_from(end - start).unwrap_or(u32::MAX));
                cur.pos = end;
                continue;
            }
            b'/' if bytes.get(start + 1) == Some(&b'/') => {
                let end = cur.rest().find('\n').map_or(src.len(), |i| start + i);
                cur.advance_to(end);
                continue;
            }
            b'/' if bytes.get(start + 1) == Some(&b'*') => {
                // Past the `*/` that closes it (searched from after the `/*`), or to the end.
                let end = cur.rest()[2..].find("*/").map_or(src.len(), |i| start + 2 + i + 2);
                cur.advance_to(end);
                continue;
            }
            b'#' if line_start => {
                lex_directive(&mut cur);
                TokKind::Directive
            }
            b'_' | b'a'..=b'z' | b'A'..=b'Z' => {
                cur.skip_ident_continue();
                TokKind::Ident
            }
            0x80.. => {
                let c = cur.peek().unwrap_or('\u{fffd}');
                if c.is_whitespace() {
                    cur.bump();
                    continue;
                }
                // Every other non-ASCII char starts an identifier.
                cur.skip_ident_continue();
                TokKind::Ident
            }
            b'0'..=b'9' => number_kind(&mut cur),
            b'.' if bytes.get(start + 1).is_some_and(u8::is_ascii_digit) => number_kind(&mut cur),
            b'"' => lex_string(&mut cur, None),
            b'\'' => lex_char(&mut cur),
            _ => match punct_at(&bytes[start..]) {
                Some(p) => {
                    // Punctuators are ASCII without newlines: one column per byte.
                    cur.pos += p.len();
                    cur.col = cur.col.saturating_add(p.len() as u32);
                    TokKind::Punct(p)
                }
                None => {
                    cur.bump();
                    TokKind::Unknown("character outside the C++ subset")
                }
            },
        };
        line_start = false;
        toks.push(Token { kind, start, end: cur.pos, span });
    }
}

/// ASCII whitespace other than `\n` (what `char::is_whitespace` accepts below 0x80).
fn is_blank(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\r' | 0x0b | 0x0c)
}

/// The kind of the literal at the cursor, moved past it (suffix included). Its value is
/// read when the parser asks ([`number`]): computing it here too parsed every literal twice.
fn number_kind(cur: &mut Cursor) -> TokKind {
    let (is_float, _, _) = scan_number(cur);
    cur.skip_ident_continue();
    if is_float {
        TokKind::Float
    } else {
        TokKind::Int
    }
}

fn lex_directive(cur: &mut Cursor) {
    // To the end of the line; a `\` right before the `\n` continues it.
    let bytes = cur.src.as_bytes();
    let mut end = cur.pos;
    loop {
        match bytes[end..].iter().position(|&b| b == b'\n') {
            Some(i) if i > 0 && bytes[end + i - 1] == b'\\' => end += i + 1,
            Some(i) => {
                end += i;
                break;
            }
            None => {
                end = bytes.len();
                break;
            }
        }
    }
    cur.advance_to(end);
}

/// Moves past a numeric literal's digits (not its suffix): whether it is a float, in hex,
/// in binary.
fn scan_number(cur: &mut Cursor) -> (bool, bool, bool) {
    let rest = cur.rest();
    let hex = rest.starts_with("0x") || rest.starts_with("0X");
    let bin = rest.starts_with("0b") || rest.starts_with("0B");
    if hex || bin {
        cur.bump();
        cur.bump();
    }
    let mut is_float = false;
    while let Some(c) = cur.peek() {
        let digit = if hex { c.is_ascii_hexdigit() } else { c.is_ascii_digit() };
        if digit || c == '\'' {
            cur.bump();
        } else if c == '.' && !bin {
            is_float = true;
            cur.bump();
        } else if (!hex && (c == 'e' || c == 'E')) || (hex && (c == 'p' || c == 'P')) {
            is_float = true;
            cur.bump();
            if matches!(cur.peek(), Some('+' | '-')) {
                cur.bump();
            }
        } else {
            break;
        }
    }
    (is_float, hex, bin)
}

fn lex_number<'a>(cur: &mut Cursor<'a>) -> Number<'a> {
    let start = cur.pos;
    let (is_float, hex, bin) = scan_number(cur);
    let body_end = cur.pos;
    cur.skip_ident_continue();
    let body = &cur.src[start..body_end];
    // Digit separators (`1'000`) are dropped; most literals have none and are read in place.
    let body: Cow<str> = if body.contains('\'') { Cow::Owned(body.chars().filter(|c| *c != '\'').collect()) } else { Cow::Borrowed(body) };
    let suffix = &cur.src[body_end..cur.pos];
    if is_float {
        let value = if hex { parse_hex_float(&body).unwrap_or(f64::NAN) } else { body.parse::<f64>().unwrap_or(f64::NAN) };
        return Number::Float { value, suffix };
    }
    let value = if hex {
        i128::from_str_radix(&body[2..], 16).ok()
    } else if bin {
        i128::from_str_radix(&body[2..], 2).ok()
    } else if body.len() > 1 && body.starts_with('0') {
        i128::from_str_radix(&body[1..], 8).ok()
    } else {
        body.parse::<i128>().ok()
    };
    Number::Int { value, suffix }
}

/// `0x1.8p3`: C's hexadecimal floating literal.
fn parse_hex_float(body: &str) -> Option<f64> {
    let digits = body.get(2..)?;
    let (mantissa, exp) = match digits.find(['p', 'P']) {
        Some(i) => (&digits[..i], digits[i + 1..].parse::<i32>().ok()?),
        None => (digits, 0),
    };
    let (int_part, frac_part) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let mut value = 0f64;
    for d in int_part.chars() {
        value = value * 16.0 + f64::from(d.to_digit(16)?);
    }
    let mut scale = 1.0 / 16.0;
    for d in frac_part.chars() {
        value += f64::from(d.to_digit(16)?) * scale;
        scale /= 16.0;
    }
    Some(value * 2f64.powi(exp))
}

fn lex_escape(cur: &mut Cursor) -> Option<char> {
    let c = cur.bump()?;
    Some(match c {
        'n' => '\n',
        't' => '\t',
        'r' => '\r',
        '0' => '\0',
        'a' => '\u{7}',
        'b' => '\u{8}',
        'f' => '\u{c}',
        'v' => '\u{b}',
        'x' => {
            let mut v = 0u32;
            while let Some(d) = cur.peek().and_then(|d| d.to_digit(16)) {
                v = v.saturating_mul(16).saturating_add(d);
                cur.bump();
            }
            char::from_u32(v).unwrap_or('\u{fffd}')
        }
        other => other,
    })
}

/// A string literal; its value goes to `out` when given.
fn lex_string(cur: &mut Cursor, mut out: Option<&mut String>) -> TokKind {
    cur.bump();
    loop {
        match cur.peek() {
            None | Some('\n') => return TokKind::Unknown("unterminated string literal"),
            Some('"') => {
                cur.bump();
                return TokKind::Str;
            }
            Some('\\') => {
                cur.bump();
                if let (Some(c), Some(s)) = (lex_escape(cur), out.as_deref_mut()) {
                    s.push(c);
                }
            }
            Some(c) => {
                cur.bump();
                if let Some(s) = out.as_deref_mut() {
                    s.push(c);
                }
            }
        }
    }
}

fn lex_char(cur: &mut Cursor) -> TokKind {
    cur.bump();
    let c = match cur.peek() {
        None | Some('\n') => return TokKind::Unknown("unterminated character literal"),
        Some('\\') => {
            cur.bump();
            lex_escape(cur)
        }
        Some(c) => {
            cur.bump();
            Some(c)
        }
    };
    if cur.peek() == Some('\'') {
        cur.bump();
        TokKind::Char(c.map_or(0, u32::from))
    } else {
        TokKind::Unknown("unterminated character literal")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<TokKind> {
        lex(src).into_iter().map(|t| t.kind).collect()
    }

    #[test]
    fn integer_suffixes_and_floats() {
        let src = "129L 16LL 1UL 0x1F 0.5f 1e-05 3.0 1'000 99999999999999999999999999999999999999999";
        let toks = lex(src);
        let kinds: Vec<TokKind> = toks.iter().map(|t| t.kind).collect();
        assert_eq!(kinds, [[TokKind::Int; 4].as_slice(), &[TokKind::Float; 3], &[TokKind::Int; 2]].concat());
        let numbers: Vec<Number> = toks.iter().map(|t| number(&src[t.start..t.end])).collect();
        assert_eq!(
            numbers,
            vec![
                Number::Int { value: Some(129), suffix: "L" },
                Number::Int { value: Some(16), suffix: "LL" },
                Number::Int { value: Some(1), suffix: "UL" },
                Number::Int { value: Some(31), suffix: "" },
                Number::Float { value: 0.5, suffix: "f" },
                Number::Float { value: 1e-5, suffix: "" },
                Number::Float { value: 3.0, suffix: "" },
                Number::Int { value: Some(1000), suffix: "" },
                Number::Int { value: None, suffix: "" },
            ]
        );
    }

    #[test]
    fn string_values_resolve_escapes() {
        let src = r#""a\n\x41\"b" "c""#;
        let toks = lex(src);
        assert_eq!(toks.iter().map(|t| t.kind).collect::<Vec<_>>(), vec![TokKind::Str, TokKind::Str]);
        assert_eq!(string(&src[toks[0].start..toks[0].end]), "a\nA\"b");
        assert_eq!(string(&src[toks[1].start..toks[1].end]), "c");
    }

    #[test]
    fn directive_only_at_line_start_and_spans_count_chars() {
        let toks = lex("  #pragma omp for\né = a#b");
        assert_eq!(toks[0].kind, TokKind::Directive);
        assert_eq!(toks[0].span, Span { line: 1, col: 3 });
        // `é` is an identifier character; `=` sits at char column 3 of line 2.
        assert_eq!(toks[1].kind, TokKind::Ident);
        assert_eq!(toks[2].span, Span { line: 2, col: 3 });
        assert_eq!(toks[4].kind, TokKind::Punct("#"));
    }

    #[test]
    fn punct_at_is_the_longest_of_puncts() {
        let alphabet: Vec<u8> = PUNCTS.iter().flat_map(|p| p.bytes()).chain(*b"a0 ").collect::<std::collections::BTreeSet<u8>>().into_iter().collect();
        let mut seqs: Vec<Vec<u8>> = vec![Vec::new()];
        for _ in 0..3 {
            let longer: Vec<Vec<u8>> = seqs.iter().flat_map(|s| alphabet.iter().map(move |b| [s.as_slice(), &[*b]].concat())).collect();
            seqs.extend(longer);
        }
        for s in &seqs {
            let linear = PUNCTS.iter().copied().find(|p| s.starts_with(p.as_bytes()));
            assert_eq!(punct_at(s), linear, "{:?}", String::from_utf8_lossy(s));
        }
    }

    #[test]
    fn comments_and_non_ascii_keep_positions() {
        // U+2028 is whitespace; `ü` starts an identifier.
        let toks = lex("a /* x\né */ b // ü\n\u{2028}üc");
        let spans: Vec<Span> = toks.iter().map(|t| t.span).collect();
        assert_eq!(spans, vec![Span { line: 1, col: 1 }, Span { line: 2, col: 6 }, Span { line: 3, col: 2 }]);
        assert_eq!(toks[2].end - toks[2].start, "üc".len());
    }

    #[test]
    fn unterminated_literals_become_unknown() {
        assert!(matches!(kinds("\"abc")[0], TokKind::Unknown(_)));
        assert!(matches!(kinds("'a")[0], TokKind::Unknown(_)));
    }
}
