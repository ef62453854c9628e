//! The glog prefix PyTorch's logging puts on every line:
//! `V1122 02:42:07.539000 465 torch/_inductor/graph.py:2552] [0/0] [__output_code] payload`.
//! Distributed runs may add `[rank0]:` in front. Pure byte-level scanning: this runs on
//! every line of GB-sized logs, so no allocation and no regex.

/// What the prefix of one log line says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GlogLine<'a> {
    /// `V`, `I`, `W`, `E` or `C`.
    pub level: u8,
    /// `02:42:07.539000`: all lines of one log record share it.
    pub time: &'a [u8],
    pub pid: u32,
    /// `0/0`, `1/0`, `0/0_1`, `[!0/0/0]`: what is between the first brackets after `] `.
    pub compile_id: Option<&'a [u8]>,
    /// `__output_code`: the artifact tag in the second brackets, when present.
    pub tag: Option<&'a [u8]>,
    /// Byte offset in the line where the message starts.
    pub payload_start: usize,
    /// `[rank3]:` prefix, when present.
    pub rank: Option<u32>,
}

fn digits(b: &[u8], mut i: usize) -> (usize, Option<u64>) {
    let start = i;
    let mut v: u64 = 0;
    while i < b.len() && b[i].is_ascii_digit() {
        v = v.saturating_mul(10).saturating_add(u64::from(b[i] - b'0'));
        i += 1;
    }
    (i, (i > start).then_some(v))
}

/// Parses the prefix of `line` (without its newline). `None` when the line carries no
/// glog prefix (a continuation of a warning, a traceback, program output).
pub fn parse_line(line: &[u8]) -> Option<GlogLine<'_>> {
    let mut i = 0;
    let mut rank = None;
    if line.starts_with(b"[rank") {
        let (j, r) = digits(line, 5);
        if line.get(j..j + 2) != Some(b"]:") {
            return None;
        }
        rank = r.map(|r| r as u32);
        i = j + 2;
    }
    let level = *line.get(i)?;
    if !matches!(level, b'V' | b'I' | b'W' | b'E' | b'C' | b'D') {
        return None;
    }
    // MMDD then a space.
    let (j, mmdd) = digits(line, i + 1);
    if mmdd.is_none() || j != i + 5 || line.get(j) != Some(&b' ') {
        return None;
    }
    // HH:MM:SS.micro then a space.
    let time_start = j + 1;
    let time_end = time_start + memchr_byte(b' ', &line[time_start.min(line.len())..])?;
    let time = &line[time_start..time_end];
    if time.len() < 8 || time[2] != b':' {
        return None;
    }
    // Some formats pad the thread id with spaces.
    let mut k = time_end;
    while line.get(k) == Some(&b' ') {
        k += 1;
    }
    let (k2, pid) = digits(line, k);
    let pid = pid? as u32;
    if line.get(k2) != Some(&b' ') {
        return None;
    }
    // `path:line] `
    let rest = &line[k2 + 1..];
    let close = find_close_bracket_space(rest)?;
    let mut p = k2 + 1 + close + 2;
    let mut compile_id = None;
    let mut tag = None;
    if line.get(p) == Some(&b'[') {
        if let Some(end) = memchr_byte(b']', &line[p + 1..]) {
            let first = &line[p + 1..p + 1 + end];
            // Outside a Dynamo frame (compile_fx called directly, AOT, standalone compile)
            // there is no compile id and the tag comes first: `] [__output_code] payload`.
            // A compile id always has a `/` (`0/0`, `!0/0/0`); a tag never does.
            if is_tag(first) {
                tag = Some(first);
                p = p + 1 + end + 1;
                if line.get(p) == Some(&b' ') {
                    p += 1;
                }
                return Some(GlogLine { level, time, pid, compile_id, tag, payload_start: p.min(line.len()), rank });
            }
            compile_id = Some(first);
            p = p + 1 + end + 1;
            if line.get(p) == Some(&b' ') && line.get(p + 1) == Some(&b'[') {
                if let Some(end) = memchr_byte(b']', &line[p + 2..]) {
                    let t = &line[p + 2..p + 2 + end];
                    // A tag is an identifier; `[0/0] [1, 2]` is message text.
                    if is_tag(t) {
                        tag = Some(t);
                        p = p + 2 + end + 1;
                    }
                }
            }
            if line.get(p) == Some(&b' ') {
                p += 1;
            }
        }
    }
    Some(GlogLine { level, time, pid, compile_id, tag, payload_start: p.min(line.len()), rank })
}

/// [`parse_line`] that reuses the last parse when a line starts with the same prefix.
///
/// Every line of a `TORCH_LOGS` record repeats the record's prefix (`V1122 02:42:07.539000
/// 465 torch/_inductor/graph.py:2552] [0/0] [__output_code] `), and the lines of a module
/// are most of a log. A parse is kept only when it looked at no byte past the prefix it
/// returns (it ended on a tag and the space after it): a line starting with those bytes
/// then parses the same, at the same offsets.
#[derive(Debug, Default)]
pub struct PrefixMemo {
    prefix: Vec<u8>,
    parsed: Option<Offsets>,
}

/// A [`GlogLine`] as offsets into its line.
#[derive(Debug, Clone, Copy)]
struct Offsets {
    level: u8,
    time: (usize, usize),
    pid: u32,
    compile_id: Option<(usize, usize)>,
    tag: Option<(usize, usize)>,
    payload_start: usize,
    rank: Option<u32>,
}

impl PrefixMemo {
    pub fn parse_line<'a>(&mut self, line: &'a [u8]) -> Option<GlogLine<'a>> {
        if let Some(o) = self.parsed.filter(|_| line.starts_with(&self.prefix)) {
            let at = |(a, b): (usize, usize)| &line[a..b];
            return Some(GlogLine {
                level: o.level,
                time: at(o.time),
                pid: o.pid,
                compile_id: o.compile_id.map(at),
                tag: o.tag.map(at),
                payload_start: o.payload_start,
                rank: o.rank,
            });
        }
        let g = parse_line(line)?;
        let reusable = g.tag.is_some() && g.payload_start > 0 && line.get(g.payload_start - 1) == Some(&b' ');
        if reusable {
            let offsets = |s: &[u8]| {
                let a = s.as_ptr() as usize - line.as_ptr() as usize;
                (a, a + s.len())
            };
            self.prefix.clear();
            self.prefix.extend_from_slice(&line[..g.payload_start]);
            self.parsed = Some(Offsets {
                level: g.level,
                time: offsets(g.time),
                pid: g.pid,
                compile_id: g.compile_id.map(offsets),
                tag: g.tag.map(offsets),
                payload_start: g.payload_start,
                rank: g.rank,
            });
        }
        Some(g)
    }
}

/// An artifact tag such as `__output_code`: an identifier that starts with `_` or a letter.
/// A compile id (`0/0`) or message text (`[1, 2]`) is not one. One table load per byte:
/// this runs on every record line of a log.
fn is_tag(t: &[u8]) -> bool {
    t.first().is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_') && t.iter().all(|&c| crate::py::IDENT_CONTINUE[usize::from(c)])
}

fn memchr_byte(needle: u8, hay: &[u8]) -> Option<usize> {
    memchr::memchr(needle, hay)
}

/// The first `] ` in `hay` (the end of the `path:line` field): a vectorized search for
/// `]`, checked for the space after it.
fn find_close_bracket_space(hay: &[u8]) -> Option<usize> {
    let mut from = 0;
    loop {
        let at = from + memchr::memchr(b']', hay.get(from..)?)?;
        if hay.get(at + 1) == Some(&b' ') {
            return Some(at);
        }
        from = at + 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn output_code_line() {
        let l = b"V1122 02:42:07.539000 465 torch/_inductor/graph.py:2552] [0/0] [__output_code] import torch";
        let g = parse_line(l).unwrap();
        assert_eq!(g.level, b'V');
        assert_eq!(g.pid, 465);
        assert_eq!(g.time, b"02:42:07.539000");
        assert_eq!(g.compile_id, Some(&b"0/0"[..]));
        assert_eq!(g.tag, Some(&b"__output_code"[..]));
        assert_eq!(&l[g.payload_start..], b"import torch");
    }

    #[test]
    fn empty_payload_keeps_indentation_of_nothing() {
        let l = b"V1122 02:42:07.539000 465 torch/_inductor/graph.py:2552] [0/0] [__output_code] ";
        let g = parse_line(l).unwrap();
        assert_eq!(&l[g.payload_start..], b"");
        let l = b"V1122 02:42:07.539000 465 torch/_inductor/graph.py:2552] [0/0] [__output_code]     x = 1";
        let g = parse_line(l).unwrap();
        assert_eq!(&l[g.payload_start..], b"    x = 1");
    }

    #[test]
    fn other_lines() {
        let l = b"W1122 02:42:06.394000 465 torch/utils/_sympy/interp.py:179] [0/0] failed while executing";
        let g = parse_line(l).unwrap();
        assert_eq!(g.tag, None);
        assert_eq!(&l[g.payload_start..], b"failed while executing");
        assert!(parse_line(b"  warnings.warn(").is_none());
        assert!(parse_line(b"").is_none());
        assert!(parse_line(b"V11").is_none());
        let r = parse_line(b"[rank1]:V1122 02:42:07.539000 77 a.py:1] [0/1] [__output_code] x").unwrap();
        assert_eq!(r.rank, Some(1));
        assert_eq!(r.pid, 77);
    }

    #[test]
    fn tag_without_compile_id() {
        // compile_fx called outside Dynamo logs no frame id.
        let l = b"V1124 15:30:26.027000 6367 site-packages/torch/_inductor/graph.py:3166] [__output_code]     x = 1";
        let g = parse_line(l).unwrap();
        assert_eq!(g.compile_id, None);
        assert_eq!(g.tag, Some(&b"__output_code"[..]));
        assert_eq!(&l[g.payload_start..], b"    x = 1");
        // A frame id alone stays a frame id, and bracketed message text stays text.
        let l = b"V1124 15:30:26.027000 6367 a.py:1] [0/0] hello";
        assert_eq!(parse_line(l).unwrap().compile_id, Some(&b"0/0"[..]));
        let l = b"V1124 15:30:26.027000 6367 a.py:1] [1, 2] hello";
        let g = parse_line(l).unwrap();
        assert_eq!(g.tag, None);
    }

    #[test]
    fn prefix_memo_parses_as_parse_line() {
        let lines: [&[u8]; 10] = [
            b"V1122 02:42:07.539000 465 torch/_inductor/graph.py:2552] [0/0] [__output_code] import torch",
            b"V1122 02:42:07.539000 465 torch/_inductor/graph.py:2552] [0/0] [__output_code]     x = 1",
            b"V1122 02:42:07.539000 465 torch/_inductor/graph.py:2552] [0/0] [__output_code] ",
            b"V1122 02:42:07.539000 465 torch/_inductor/graph.py:2552] [0/0] [__output_code]",
            b"V1122 02:42:07.539000 465 torch/_inductor/graph.py:2552] [0/0] [1, 2] x",
            b"V1122 02:42:07.539000 465 torch/_inductor/graph.py:2552] [0/0] [__output_code] [1, 2]",
            b"V1124 15:30:26.027000 6367 a.py:1] [__output_code]     x = 1",
            b"V1124 15:30:26.027000 6367 a.py:1] [__output_code] [0/0] y",
            b"[rank1]:V1122 02:42:07.539000 77 a.py:1] [0/1] [__output_code] x",
            b"V1124 15:30:26.027000 6367 a.py:1] [__output_code]",
        ];
        let mut memo = PrefixMemo::default();
        for round in 0..2 {
            for l in lines {
                assert_eq!(memo.parse_line(l), parse_line(l), "round {round}: {}", String::from_utf8_lossy(l));
            }
        }
    }

    #[test]
    fn trace_envelope_line() {
        let l = br#"V1122 02:42:07.539000 465 torch/_logging/structured.py:30] {"inductor_output_code": {"filename": "x.py"}, "has_payload": "abc"}"#;
        let g = parse_line(l).unwrap();
        assert_eq!(g.compile_id, None);
        assert_eq!(l[g.payload_start], b'{');
    }
}
