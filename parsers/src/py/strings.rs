//! String literals: prefixes, quotes, escapes, and where a literal's content starts in
//! the file (kernel sources sit inside `'''...'''` and their lines must map back).

use std::borrow::Cow;

use super::ast::Span;

/// The opening of a string literal: `rb'''` is `{ prefix_len: 2, quote_len: 3, .. }`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct StringStart {
    pub prefix_len: usize,
    pub quote: u8,
    pub triple: bool,
    pub raw: bool,
}

impl StringStart {
    pub fn opening_len(&self) -> usize {
        self.prefix_len + if self.triple { 3 } else { 1 }
    }
}

fn is_prefix_char(c: u8) -> bool {
    matches!(c.to_ascii_lowercase(), b'r' | b'b' | b'u' | b'f')
}

/// Whether `s` starts with a string literal (prefix of up to two of `rbuf`, any case,
/// then a quote).
pub(crate) fn string_start(s: &str) -> Option<StringStart> {
    let b = s.as_bytes();
    let mut p = 0;
    while p < 2 && b.get(p).is_some_and(|&c| is_prefix_char(c)) {
        p += 1;
    }
    let quote = *b.get(p)?;
    if quote != b'\'' && quote != b'"' {
        return None;
    }
    let raw = b[..p].iter().any(|c| c.eq_ignore_ascii_case(&b'r'));
    let triple = b.get(p + 1) == Some(&quote) && b.get(p + 2) == Some(&quote);
    Some(StringStart { prefix_len: p, quote, triple, raw })
}

/// Length of the body of a literal that starts with `st`, counted from the end of
/// its opening quotes, up to (not including) the closing quotes. Errors name why the
/// literal does not end.
pub(crate) fn body_len(body: &str, st: StringStart) -> Result<usize, &'static str> {
    let b = body.as_bytes();
    let q = st.quote;
    let mut j = 0;
    while j < b.len() {
        if st.triple {
            j = super::lines::find2(b, j, q, b'\\');
            if j >= b.len() {
                break;
            }
        }
        let c = b[j];
        if c == b'\\' {
            j += 2;
        } else if c == q {
            if !st.triple {
                return Ok(j);
            }
            if b.get(j + 1) == Some(&q) && b.get(j + 2) == Some(&q) {
                return Ok(j);
            }
            j += 1;
        } else if !st.triple && (c == b'\n' || c == b'\r') {
            return Err("unterminated string literal");
        } else {
            j += 1;
        }
    }
    Err(if st.triple { "unterminated triple-quoted string" } else { "unterminated string literal" })
}

/// The value of a literal body: escapes resolved unless raw.
pub(crate) fn unescape(body: &str, raw: bool) -> Cow<'_, str> {
    if raw || !body.contains('\\') {
        return Cow::Borrowed(body);
    }
    let mut out = String::with_capacity(body.len());
    let mut chars = body.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        let Some(e) = chars.next() else {
            out.push('\\');
            break;
        };
        match e {
            '\n' => {}
            '\r' => {
                if chars.peek() == Some(&'\n') {
                    chars.next();
                }
            }
            '\\' => out.push('\\'),
            '\'' => out.push('\''),
            '"' => out.push('"'),
            'n' => out.push('\n'),
            't' => out.push('\t'),
            'r' => out.push('\r'),
            'a' => out.push('\x07'),
            'b' => out.push('\x08'),
            'f' => out.push('\x0c'),
            'v' => out.push('\x0b'),
            '0'..='7' => {
                let mut v = e.to_digit(8).unwrap_or(0);
                for _ in 0..2 {
                    match chars.peek().and_then(|c| c.to_digit(8)) {
                        Some(d) => {
                            v = v * 8 + d;
                            chars.next();
                        }
                        None => break,
                    }
                }
                out.push(char::from_u32(v).unwrap_or('\u{fffd}'));
            }
            'x' | 'u' | 'U' => {
                let n = match e {
                    'x' => 2,
                    'u' => 4,
                    _ => 8,
                };
                let mut v = 0u32;
                let mut taken = String::new();
                for _ in 0..n {
                    match chars.peek().copied().filter(char::is_ascii_hexdigit) {
                        Some(d) => {
                            v = v.saturating_mul(16).saturating_add(d.to_digit(16).unwrap_or(0));
                            taken.push(d);
                            chars.next();
                        }
                        None => break,
                    }
                }
                if taken.len() == n {
                    out.push(char::from_u32(v).unwrap_or('\u{fffd}'));
                } else {
                    // Python rejects a short escape; keep the text rather than guess.
                    out.push('\\');
                    out.push(e);
                    out.push_str(&taken);
                }
            }
            // `\N{NAME}` and unknown escapes stay as written.
            other => {
                out.push('\\');
                out.push(other);
            }
        }
    }
    Cow::Owned(out)
}

/// Where the content of the string literal whose expression span is `span` starts:
/// the position right after its prefix and opening quotes. `src` is the text the span
/// refers to. For adjacent literals joined into one `Str`, this is the first one's.
///
/// A consumer that parses the literal's value (say a Triton kernel source) maps a
/// position `inner` in the value back to `src` with [`shift_span`], which is exact as
/// long as the literal is raw or holds no escape that adds or removes lines (Inductor's
/// kernel sources hold no backslash at all).
pub fn string_content_start(src: &str, span: Span) -> Option<Span> {
    string_content_start_in(&mut LineStarts::new(src), span)
}

/// [`string_content_start`] for several literals of one text: the lines before each are
/// walked once in all, not once per literal (a wrapper asks once per kernel it defines,
/// which from the top each time was quadratic in the wrapper's size).
pub fn string_content_start_in(lines: &mut LineStarts<'_>, span: Span) -> Option<Span> {
    let src = lines.src;
    let off = offset_of(lines, span)?;
    let st = string_start(src.get(off..)?)?;
    // Prefix and quotes are ASCII and never span lines.
    let opening = u32::try_from(st.opening_len()).ok()?;
    Some(Span { line: span.line, col: span.col.checked_add(opening)? })
}

/// Where the lines of a text start, found only as far as asked (a whole line table of
/// a large text built for one question would not do).
pub struct LineStarts<'s> {
    src: &'s str,
    /// Byte offset of line `i + 1`; line 1 starts at 0.
    starts: Vec<usize>,
}

impl<'s> LineStarts<'s> {
    pub fn new(src: &'s str) -> Self {
        LineStarts { src, starts: vec![0] }
    }

    /// Byte offset where `line` starts (line 0 is taken as 1), or `None` past the last.
    fn start_of(&mut self, line: u32) -> Option<usize> {
        let b = self.src.as_bytes();
        let want = (line.max(1) - 1) as usize;
        while self.starts.len() <= want {
            let line_start = *self.starts.last()?;
            let nl = super::lines::find2(b, line_start, b'\n', b'\r');
            if nl >= b.len() {
                return None;
            }
            self.starts.push(nl + if b[nl] == b'\r' && b.get(nl + 1) == Some(&b'\n') { 2 } else { 1 });
        }
        self.starts.get(want).copied()
    }
}

/// Byte offset of `span` in the text of `lines`, walking only the lines before it.
fn offset_of(lines: &mut LineStarts<'_>, span: Span) -> Option<usize> {
    let line_start = lines.start_of(span.line)?;
    let (src, b) = (lines.src, lines.src.as_bytes());
    let line_end = super::lines::find2(b, line_start, b'\n', b'\r');
    let line = src.get(line_start..line_end)?;
    let col = (span.col as usize).checked_sub(1)?;
    line.char_indices().nth(col).map(|(o, _)| line_start + o)
}

/// Maps `inner`, a span in text that starts at `origin` of some file, to that file:
/// line 1 of the inner text shares `origin`'s line and is shifted by its column; later
/// lines keep their column.
pub fn shift_span(origin: Span, inner: Span) -> Span {
    if inner.line <= 1 {
        Span { line: origin.line, col: origin.col.saturating_add(inner.col.saturating_sub(1)) }
    } else {
        Span { line: origin.line.saturating_add(inner.line - 1), col: inner.col }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefixes_and_quotes() {
        assert_eq!(string_start("rb'''x'''"), Some(StringStart { prefix_len: 2, quote: b'\'', triple: true, raw: true }));
        assert_eq!(string_start("F\"x\"").map(|s| (s.prefix_len, s.raw)), Some((1, false)));
        assert_eq!(string_start("abc'x'"), None);
        assert_eq!(string_start("x"), None);
    }

    #[test]
    fn escapes() {
        assert_eq!(unescape(r"a\nb\t\x41\101\u00e9\\\'\q", false), "a\nb\tAAé\\'\\q");
        assert_eq!(unescape(r"a\nb", true), r"a\nb");
        assert_eq!(unescape("a\\\nb", false), "ab");
        assert_eq!(unescape(r"\x4", false), r"\x4");
    }

    #[test]
    fn body_ends() {
        let st = string_start("'''").unwrap();
        assert_eq!(body_len("ab'c'' \\''' '''x", st), Ok(12));
        let st1 = string_start("'").unwrap();
        assert_eq!(body_len("ab\\'c'", st1), Ok(5));
        assert!(body_len("ab\nc'", st1).is_err());
        assert!(body_len("ab", st).is_err());
    }

    #[test]
    fn content_start_after_quotes() {
        let src = "k = async_compile.triton('k', '''\nimport triton\n''')\n";
        let at = src.find("'''").unwrap();
        let span = crate::py::lines::SourceMap::new(src).span(at);
        assert_eq!(string_content_start(src, span), Some(Span { line: 1, col: 34 }));
        let inner = Span { line: 2, col: 1 };
        assert_eq!(shift_span(Span { line: 1, col: 34 }, inner), Span { line: 2, col: 1 });
        assert_eq!(string_content_start(src, Span { line: 1, col: 1 }), None);
        assert_eq!(string_content_start(src, Span { line: 9, col: 1 }), None);
        assert_eq!(string_content_start(src, Span { line: 1, col: 99 }), None);
        let crlf = "a = 1\r\nb = 'é'\rc = r'''x'''";
        assert_eq!(string_content_start(crlf, Span { line: 2, col: 5 }), Some(Span { line: 2, col: 6 }));
        assert_eq!(string_content_start(crlf, Span { line: 3, col: 5 }), Some(Span { line: 3, col: 9 }));
    }
}
