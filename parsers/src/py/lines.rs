//! Physical and logical lines: where each physical line starts (to turn byte offsets
//! into 1-based line/column spans) and where each logical line starts and ends (bracket
//! and backslash continuation, strings spanning lines, comments, indentation).
//!
//! One forward pass over bytes, no allocation per line beyond the output vectors: this
//! runs over every byte of GB-sized logs. `\n`, `\r\n` and a lone `\r` all end a line,
//! as in Python's universal newlines.

use std::cell::Cell;

use super::ast::Span;

/// Byte offset → [`Span`] for one source text.
pub(crate) struct SourceMap<'s> {
    pub src: &'s str,
    /// Offset of the first byte of each physical line; `line_starts[0] == 0`.
    line_starts: Vec<usize>,
    ascii: bool,
    /// `(line start, offset, chars between them)` of the last non-ASCII column query:
    /// queries move along a line, so counting goes from there instead of from the line
    /// start (which would be quadratic on long lines).
    col_cache: Cell<(usize, usize, usize)>,
}

impl<'s> SourceMap<'s> {
    pub fn new(src: &'s str) -> Self {
        let b = src.as_bytes();
        let mut line_starts = Vec::with_capacity(b.len() / 48 + 1);
        line_starts.push(0);
        let mut i = 0;
        loop {
            i = find2(b, i, b'\n', b'\r');
            if i >= b.len() {
                break;
            }
            if b[i] == b'\r' && b.get(i + 1) == Some(&b'\n') {
                i += 1;
            }
            i += 1;
            line_starts.push(i);
        }
        SourceMap { src, line_starts, ascii: src.is_ascii(), col_cache: Cell::new((0, 0, 0)) }
    }

    pub fn line_count(&self) -> usize {
        self.line_starts.len()
    }

    /// Index (0-based) of the physical line holding `off`, searching only lines
    /// `lo..=hi` (the lines of the logical line being parsed: usually one).
    pub fn line_index_in(&self, off: usize, lo: usize, hi: usize) -> usize {
        let hi = hi.min(self.line_starts.len() - 1);
        let lo = lo.min(hi);
        if lo == hi {
            return lo;
        }
        let n = self.line_starts[lo..=hi].partition_point(|&s| s <= off);
        lo + n.saturating_sub(1)
    }

    pub fn line_start(&self, idx: usize) -> usize {
        self.line_starts.get(idx).copied().unwrap_or(self.src.len())
    }

    /// Span of byte offset `off`, which lies on one of lines `lo..=hi`.
    pub fn span_in(&self, off: usize, lo: usize, hi: usize) -> Span {
        let off = off.min(self.src.len());
        let idx = self.line_index_in(off, lo, hi);
        let ls = self.line_starts[idx];
        let col = if self.ascii { off.saturating_sub(ls) } else { self.chars_between(ls, off) };
        Span { line: saturate(idx + 1), col: saturate(col + 1) }
    }

    pub fn span(&self, off: usize) -> Span {
        self.span_in(off, 0, self.line_starts.len() - 1)
    }

    fn chars_between(&self, ls: usize, off: usize) -> usize {
        let b = self.src.as_bytes();
        let (cls, coff, cn) = self.col_cache.get();
        let n = if cls != ls {
            count_chars(b.get(ls..off).unwrap_or(&[]))
        } else if coff <= off {
            cn + count_chars(b.get(coff..off).unwrap_or(&[]))
        } else {
            // A node's span is sometimes taken after its children were parsed: step back.
            cn.saturating_sub(count_chars(b.get(off..coff).unwrap_or(&[])))
        };
        self.col_cache.set((ls, off, n));
        n
    }
}

/// Offset of the first `x` or `y` in `b[from..]`, or `b.len()`. Scans 32-byte blocks
/// without branches inside a block (the compiler vectorizes that): strings, comments
/// and line ends are found at several bytes per cycle.
pub(crate) fn find2(b: &[u8], from: usize, x: u8, y: u8) -> usize {
    const BLOCK: usize = 32;
    const LO: u64 = 0x0101_0101_0101_0101;
    const HI: u64 = 0x8080_8080_8080_8080;
    // High bit set in each zero byte of `v` (exact for the lowest one).
    let zero_bytes = |v: u64| v.wrapping_sub(LO) & !v & HI;
    let (vx, vy) = (LO * u64::from(x), LO * u64::from(y));
    let mut i = from.min(b.len());
    while i + BLOCK <= b.len() {
        let block = &b[i..i + BLOCK];
        if block.iter().fold(false, |acc, &c| acc | (c == x) | (c == y)) {
            for (k, word) in block.chunks_exact(8).enumerate() {
                let mut w = [0u8; 8];
                w.copy_from_slice(word);
                let w = u64::from_le_bytes(w);
                let m = zero_bytes(w ^ vx) | zero_bytes(w ^ vy);
                if m != 0 {
                    return i + k * 8 + (m.trailing_zeros() / 8) as usize;
                }
            }
        }
        i += BLOCK;
    }
    while i < b.len() && b[i] != x && b[i] != y {
        i += 1;
    }
    i
}

/// Bytes that end a run of ordinary code in [`logical_lines`].
static SPECIAL: [bool; 256] = {
    let mut t = [false; 256];
    let specials = b"\n\r#'\"()[]{}\\";
    let mut k = 0;
    while k < specials.len() {
        t[specials[k] as usize] = true;
        k += 1;
    }
    t
};

fn is_blank(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\x0c')
}

fn saturate(v: usize) -> u32 {
    u32::try_from(v).unwrap_or(u32::MAX)
}

fn count_chars(b: &[u8]) -> usize {
    b.iter().filter(|&&c| (c & 0xC0) != 0x80).count()
}

/// One logical line: from its first code character to the end of its last one (a
/// trailing comment and the newline are not part of it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct LogicalLine {
    pub start: usize,
    pub end: usize,
    /// Columns of leading whitespace; a tab advances to the next multiple of 8.
    pub indent: u32,
    /// Physical line indices (0-based) of `start` and `end`.
    pub lo: usize,
    pub hi: usize,
}

/// Splits the source into logical lines, dropping blank and comment-only lines.
pub(crate) fn logical_lines(map: &SourceMap<'_>) -> Vec<LogicalLine> {
    let b = map.src.as_bytes();
    let n = b.len();
    let mut out = Vec::with_capacity(map.line_count() / 2 + 1);
    let mut cursor = 0usize;
    let mut i = 0usize;
    // A bracket still open at the end of the text would make the rest of the file one
    // logical line (Python's reading). We cut such a line after its first physical
    // line instead, so one broken statement costs one statement; bounded, because each
    // attempt rescans to the end.
    let mut recoveries_left = 16u32;
    if map.src.starts_with('\u{feff}') {
        i = '\u{feff}'.len_utf8();
    }
    while i < n {
        // Indentation of a physical line that starts a logical line.
        let mut indent = 0u32;
        while i < n {
            match b[i] {
                b' ' => indent = indent.saturating_add(1),
                b'\t' => indent = (indent / 8).saturating_add(1).saturating_mul(8),
                // Python resets the count at a form feed.
                b'\x0c' => indent = 0,
                _ => break,
            }
            i += 1;
        }
        if i >= n {
            break;
        }
        match b[i] {
            b'\n' | b'\r' => {
                i = skip_newline(b, i);
                continue;
            }
            b'#' => {
                i = line_end(map.src, i);
                continue;
            }
            _ => {}
        }
        let start = i;
        let mut depth = 0usize;
        // Where the last comment began: a trailing one is not part of the line.
        let mut comment_at = None;
        while i < n {
            match b[i] {
                b'\n' | b'\r' => {
                    if depth == 0 {
                        break;
                    }
                    i += 1;
                }
                b'#' => {
                    comment_at = Some(i);
                    i = line_end(map.src, i);
                }
                b'\'' | b'"' => i = skip_string(b, i),
                b'(' | b'[' | b'{' => {
                    depth += 1;
                    i += 1;
                }
                b')' | b']' | b'}' => {
                    depth = depth.saturating_sub(1);
                    i += 1;
                }
                b'\\' => {
                    i += 1;
                    if matches!(b.get(i), Some(b'\n' | b'\r')) {
                        i = skip_newline(b, i);
                    }
                }
                _ => {
                    i += 1;
                    while i < n && !SPECIAL[b[i] as usize] {
                        i += 1;
                    }
                }
            }
        }
        if i >= n && depth > 0 && recoveries_left > 0 {
            let first_end = line_end(map.src, start);
            if first_end < n {
                recoveries_left -= 1;
                i = first_end;
                comment_at = None;
            }
        }
        // `i` is at the newline (or the end); a comment that runs up to it is dropped.
        let mut code_end = match comment_at {
            Some(c) if line_end(map.src, c) == i => c,
            _ => i,
        };
        while code_end > start && is_blank(b[code_end - 1]) {
            code_end -= 1;
        }
        while cursor + 1 < map.line_count() && map.line_start(cursor + 1) <= start {
            cursor += 1;
        }
        let lo = cursor;
        while cursor + 1 < map.line_count() && map.line_start(cursor + 1) <= code_end {
            cursor += 1;
        }
        // `code_end` may sit exactly at the start of the next line when the line ends in a
        // newline inside a string; the last char is on the line before.
        let hi = if cursor > lo && map.line_start(cursor) == code_end { cursor - 1 } else { cursor };
        out.push(LogicalLine { start, end: code_end, indent, lo, hi });
        if i < n {
            i = skip_newline(b, i);
        }
    }
    out
}

fn skip_newline(b: &[u8], i: usize) -> usize {
    match b.get(i) {
        Some(b'\r') if b.get(i + 1) == Some(&b'\n') => i + 2,
        Some(b'\r' | b'\n') => i + 1,
        _ => i,
    }
}

/// Offset of the newline ending the physical line that holds `i` (or the text's end).
pub(crate) fn line_end(src: &str, i: usize) -> usize {
    find2(src.as_bytes(), i, b'\n', b'\r')
}

/// Skips the string literal whose opening quote is at `i`; returns the offset after its
/// closing quote. An unterminated one-line string stops before the newline (so the
/// logical line ends there, as Python's tokenizer would complain and move on); an
/// unterminated triple-quoted string runs to the end of the text.
pub(crate) fn skip_string(b: &[u8], i: usize) -> usize {
    let n = b.len();
    let q = b[i];
    if b.get(i + 1) == Some(&q) && b.get(i + 2) == Some(&q) {
        let mut j = i + 3;
        loop {
            j = find2(b, j, q, b'\\');
            if j >= n {
                return n;
            }
            if b[j] == b'\\' {
                j += 2;
            } else if b.get(j + 1) == Some(&q) && b.get(j + 2) == Some(&q) {
                return j + 3;
            } else {
                j += 1;
            }
        }
    } else {
        let mut j = i + 1;
        while j < n {
            match b[j] {
                c if c == q => return j + 1,
                b'\\' => {
                    j = match b.get(j + 1) {
                        Some(b'\r') if b.get(j + 2) == Some(&b'\n') => j + 3,
                        Some(_) => j + 2,
                        None => j + 1,
                    }
                }
                b'\n' | b'\r' => return j,
                _ => j += 1,
            }
        }
        n
    }
}

/// Offset of the bracket closing the one opened at `open` (which must be `(`, `[` or
/// `{`), skipping strings and comments; `None` when it is never closed.
pub(crate) fn matching_close(src: &str, open: usize) -> Option<usize> {
    let b = src.as_bytes();
    let mut depth = 0usize;
    let mut i = open;
    while i < b.len() {
        match b[i] {
            b'(' | b'[' | b'{' => {
                depth += 1;
                i += 1;
            }
            b')' | b']' | b'}' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return Some(i);
                }
                i += 1;
            }
            b'\'' | b'"' => i = skip_string(b, i),
            b'#' => i = line_end(src, i),
            b'\\' => i += 2,
            _ => i += 1,
        }
    }
    None
}

/// Offset of the next `;` at bracket depth 0 in `src[from..to]`, skipping strings.
pub(crate) fn next_semicolon(src: &str, from: usize, to: usize) -> Option<usize> {
    let b = src.as_bytes();
    let to = to.min(b.len());
    let mut depth = 0usize;
    let mut i = from;
    while i < to {
        match b[i] {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth = depth.saturating_sub(1),
            b'\'' | b'"' => {
                i = skip_string(b, i);
                continue;
            }
            b'#' => {
                i = line_end(src, i);
                continue;
            }
            b'\\' => i += 1,
            b';' if depth == 0 => return Some(i),
            _ => {}
        }
        i += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(src: &str) -> Vec<(&str, u32, usize, usize)> {
        let map = SourceMap::new(src);
        logical_lines(&map).into_iter().map(|l| (&src[l.start..l.end], l.indent, l.lo, l.hi)).collect()
    }

    #[test]
    fn splits_brackets_strings_comments() {
        let src = "a = (1,\n  2)  # c\n\n  # only comment\nif x:\n\tb = '''x\ny'''\nc = 1 \\\n + 2\n";
        assert_eq!(texts(src), vec![("a = (1,\n  2)", 0, 0, 1), ("if x:", 0, 4, 4), ("b = '''x\ny'''", 8, 5, 6), ("c = 1 \\\n + 2", 0, 7, 8),]);
    }

    #[test]
    fn lone_cr_and_crlf_end_lines() {
        let src = "a = 1\rb = 2\r\nc = 3";
        let map = SourceMap::new(src);
        assert_eq!(map.span(src.find('b').unwrap()), Span { line: 2, col: 1 });
        assert_eq!(map.span(src.find('c').unwrap()), Span { line: 3, col: 1 });
        assert_eq!(texts(src).len(), 3);
    }

    #[test]
    fn columns_count_chars() {
        let src = "x = 'é' + yé\n";
        let map = SourceMap::new(src);
        assert_eq!(map.span(src.find('+').unwrap()), Span { line: 1, col: 9 });
        assert_eq!(map.span(src.find('y').unwrap()), Span { line: 1, col: 11 });
    }

    #[test]
    fn unterminated_constructs_end_at_eof() {
        assert_eq!(texts("x = '''abc\ndef").len(), 1);
        assert_eq!(texts("x = 'abc\ny = 2"), vec![("x = 'abc", 0, 0, 0), ("y = 2", 0, 1, 1)]);
        // An unclosed bracket is cut after its first line rather than eat the rest.
        assert_eq!(texts("f(1,\n2"), vec![("f(1,", 0, 0, 0), ("2", 0, 1, 1)]);
        assert_eq!(texts("f(1,"), vec![("f(1,", 0, 0, 0)]);
    }
}
