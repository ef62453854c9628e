//! Splitting logs into wrapper modules.
//!
//! `TORCH_LOGS=output_code`: one log record per module; every line of a record carries the
//! same glog prefix (same pid and timestamp) and the `[__output_code]` tag, the first
//! payload being `Output code: `. A later record `Output code written to: PATH` names the
//! cache file. Processes (ranks) writing to one log interleave line by line, so records
//! are assembled per pid.
//!
//! `TORCH_TRACE`: a glog-prefixed JSON envelope per record; payload lines follow, each
//! starting with a tab. `inductor_output_code` envelopes carry the module.
//!
//! PyTorch 2.0-2.1 logs (`torch._logging` before its glog-style formatter) prefix only a
//! record's first line, `[2023-06-08 22:32:44,594] [0/0] torch._inductor.graph.__output_code:
//! [DEBUG] Output code: `; the module's lines follow unprefixed up to the next record line.
//! Such logs carry no pid: their modules are assembled as one stream ([`OLD_FORMAT_PID`]).

use std::collections::HashMap;
use std::io::BufRead;
use std::path::Path;
use std::sync::Arc;

use ia_parsers::glog;

use super::{InputIssue, Limits, Line, LineMap, LineReader, LineSource, ModuleSource, SourceKind};

/// Modules finished but still waiting for their `written to` record, at most: a log of
/// thousands of processes that never write one would otherwise hold every module to the
/// end (2,000 pids held 121 MB of a 187 MB log). Past this, the oldest is emitted
/// without a cache file name.
const MAX_PENDING: usize = 64;

/// Modules being assembled at once (one per process whose last output-code record is a
/// module still open), at most. A process that writes its module and nothing after it
/// keeps it open to the end of the log, so thousands of such processes held every module
/// to the end. Past this, the module whose last line is oldest is closed as it stands
/// (it is almost always complete: its process moved on long ago); were its process still
/// writing it, its later lines are reported as cut off from it, never dropped silently.
const MAX_OPEN: usize = 128;

/// The consumer of finished modules; it may add input issues about them.
pub(super) type Sink<'a> = dyn FnMut(ModuleSource, &mut Vec<InputIssue>) + 'a;

const OUTPUT_CODE_TAG: &[u8] = b"__output_code";
const START: &[u8] = b"Output code: ";
const WRITTEN_TO: &[u8] = b"Output code written to: ";

struct Open {
    time: Vec<u8>,
    compile_id: Option<String>,
    text: String,
    lines: LineMap,
    first_line: u32,
    /// The log line of its latest line: the least recently written module is the one
    /// closed when too many are open.
    last_line: u32,
    /// Past [`Limits::max_module_bytes`]: the text is dropped and the module skipped.
    over_cap: bool,
}

impl Open {
    /// A module whose `[__output_code]` record starts on log line `line_no`.
    fn starting(time: Vec<u8>, compile_id: Option<&[u8]>, line_no: u32) -> Open {
        Open {
            time,
            compile_id: compile_id.map(|c| String::from_utf8_lossy(c).into_owned()),
            text: String::new(),
            lines: LineMap::default(),
            first_line: line_no,
            last_line: line_no,
            over_cap: false,
        }
    }
}

/// Appends one module line unless the module is over the cap, whose text is then freed.
#[allow(clippy::too_many_arguments)]
fn push_capped(
    text: &mut String,
    lines: &mut LineMap,
    over_cap: &mut bool,
    cap: u64,
    payload: &[u8],
    file_line: u32,
    prefix_chars: u32,
    lossy_reported: &mut bool,
    issues: &mut Vec<InputIssue>,
    path: &Arc<Path>,
) {
    if *over_cap {
        return;
    }
    if (text.len() + payload.len() + 1) as u64 > cap {
        *over_cap = true;
        *text = String::new();
        *lines = LineMap::default();
        return;
    }
    push_line(text, lines, payload, file_line, prefix_chars, lossy_reported, issues, path);
}

fn over_cap_issue(path: &Arc<Path>, first_line: u32, cap: u64) -> InputIssue {
    InputIssue {
        path: path.to_path_buf(),
        line: Some(first_line),
        message: format!("the module starting here is larger than the cap of {} (--max-module-size): skipped", super::human_bytes(cap)),
        severity: "warning",
    }
}

/// The stream the records of a 2.0-2.1 log (no pid) are assembled under.
const OLD_FORMAT_PID: u32 = 0;

/// A record line of the 2.0-2.1 formatter: `[rankN]:` (optional), `[YYYY-MM-DD HH:MM:SS,mmm]`,
/// a compile id `[0/0]` (optional), then `logger: [LEVEL] payload`. Returns the logger name,
/// the payload start and the compile id. Module lines never start like this (a Python line
/// opening with `[2023-06-08 ` is not something Inductor writes at column 1).
fn old_record(line: &[u8]) -> Option<OldRecord<'_>> {
    let mut i = 0;
    if line.starts_with(b"[rank") {
        i = memchr_pos(line, b']')? + 1;
        if line.get(i) != Some(&b':') {
            return None;
        }
        i += 1;
    }
    // `[YYYY-MM-DD HH:MM:SS,mmm]`
    let date = line.get(i..i + 12)?;
    let digit = |k: usize| date[k].is_ascii_digit();
    if date[0] != b'[' || !(1..5).all(digit) || date[5] != b'-' || !(6..8).all(digit) || date[8] != b'-' || !(9..11).all(digit) || date[11] != b' ' {
        return None;
    }
    i += memchr_pos(&line[i..], b']')? + 1;
    while line.get(i) == Some(&b' ') {
        i += 1;
    }
    // An optional compile id `[0/0]` or `[0/0_1]`.
    let mut compile_id = None;
    if line.get(i) == Some(&b'[') {
        let end = i + memchr_pos(&line[i..], b']')?;
        let id = &line[i + 1..end];
        if id.contains(&b'/') && id.iter().all(|c| c.is_ascii_digit() || matches!(c, b'/' | b'_')) {
            compile_id = Some(id);
            i = end + 1;
            while line.get(i) == Some(&b' ') {
                i += 1;
            }
        }
    }
    // `logger: [LEVEL] `
    let colon = i + memchr::memmem::find(&line[i..], b": [")?;
    let logger = &line[i..colon];
    if logger.is_empty() || logger.contains(&b' ') {
        return None;
    }
    let level_end = colon + 3 + memchr_pos(&line[colon + 3..], b']')?;
    let mut payload = level_end + 1;
    if line.get(payload) == Some(&b' ') {
        payload += 1;
    }
    Some(OldRecord { logger, payload_start: payload, compile_id })
}

/// A record line of a 2.0-2.1 log: see [`old_record`].
struct OldRecord<'a> {
    logger: &'a [u8],
    payload_start: usize,
    compile_id: Option<&'a [u8]>,
}

fn memchr_pos(b: &[u8], c: u8) -> Option<usize> {
    b.iter().position(|&x| x == c)
}

/// A finished module waiting for a possible `written to` record before it is emitted.
struct Pending {
    module: ModuleSource,
}

pub(super) fn read_log_from(path: &Path, reader: Box<dyn BufRead + Send>, limits: &Limits, issues: &mut Vec<InputIssue>, sink: &mut Sink<'_>) -> std::io::Result<()> {
    read_log_lines(path, LineReader::new(reader), limits, issues, sink)
}

/// [`read_log_from`] over any source of the log's lines.
pub(super) fn read_log_lines(path: &Path, mut r: impl LineSource, limits: &Limits, issues: &mut Vec<InputIssue>, sink: &mut Sink<'_>) -> std::io::Result<()> {
    let path: Arc<Path> = Arc::from(path);
    let cap = limits.max_module_bytes;
    // Every line of a module record repeats the record's prefix: it is parsed once.
    let mut prefixes = glog::PrefixMemo::default();
    let mut open: HashMap<u32, Open> = HashMap::new();
    let mut pending: HashMap<u32, Pending> = HashMap::new();
    let mut trace: Option<TraceRecord> = None;
    let mut lossy_reported = false;
    // The (pid, time) of the last output-code line seen outside any module record, so a
    // damaged record start is reported once, not once per line.
    let mut last_orphan: Option<(u32, Vec<u8>)> = None;
    // Modules closed early to bound memory (pid → record time, and whether their later
    // lines were reported yet), so that later lines of one are explained as such, once.
    let mut evicted: HashMap<u32, (Vec<u8>, bool)> = HashMap::new();

    loop {
        let line_no = r.line_no() + 1;
        let (bytes, truncated) = match r.next_line() {
            Ok(Some(Line::Ok(b))) => (b, false),
            Ok(Some(Line::Truncated(b))) => (b, true),
            Ok(None) => break,
            Err(e) => {
                // A truncated gzip stream ends here; what was read so far is kept.
                issues.push(InputIssue {
                    path: path.to_path_buf(),
                    line: Some(line_no),
                    message: format!("read stopped: {e}; the modules read before this point are audited"),
                    severity: "warning",
                });
                break;
            }
        };
        if truncated {
            issues.push(InputIssue {
                path: path.to_path_buf(),
                line: Some(line_no),
                message: format!("line longer than {} bytes skipped past its start", super::MAX_LINE_BYTES),
                severity: "warning",
            });
        }

        // TORCH_TRACE payload lines belong to the record before them.
        if let Some(rec) = trace.as_mut() {
            if bytes.first() == Some(&b'\t') {
                push_capped(&mut rec.text, &mut rec.lines, &mut rec.over_cap, cap, &bytes[1..], line_no, 1, &mut lossy_reported, issues, &path);
                continue;
            }
            if let Some(rec) = trace.take() {
                emit_trace(rec, &path, cap, issues, sink);
            }
        }

        if let Some(OldRecord { logger, payload_start, compile_id }) = old_record(bytes) {
            let payload = &bytes[payload_start..];
            let pid = OLD_FORMAT_PID;
            // Any record ends the module open before it.
            close(pid, &mut open, &mut pending, &path, cap, issues, sink);
            if logger.ends_with(OUTPUT_CODE_TAG) {
                if payload.starts_with(WRITTEN_TO) {
                    if let Some(mut p) = pending.remove(&pid) {
                        p.module.module_file = Some(String::from_utf8_lossy(&payload[WRITTEN_TO.len()..]).trim().to_string());
                        sink(p.module, issues);
                    }
                } else if payload.starts_with(START) {
                    let mut o = Open::starting(Vec::new(), compile_id, line_no);
                    let rest = &payload[START.len()..];
                    if !rest.iter().all(|c| c.is_ascii_whitespace()) {
                        let prefix = (payload_start + START.len()) as u32;
                        push_capped(&mut o.text, &mut o.lines, &mut o.over_cap, cap, rest, line_no, prefix, &mut lossy_reported, issues, &path);
                    }
                    open.insert(pid, o);
                }
            }
            continue;
        }
        let Some(g) = prefixes.parse_line(bytes) else {
            // An unprefixed line inside a 2.0-2.1 output-code record: a line of its module.
            if let Some(o) = open.get_mut(&OLD_FORMAT_PID).filter(|o| o.time.is_empty()) {
                o.last_line = line_no;
                push_capped(&mut o.text, &mut o.lines, &mut o.over_cap, cap, bytes, line_no, 0, &mut lossy_reported, issues, &path);
            }
            continue;
        };
        let payload = &bytes[g.payload_start..];

        if g.tag == Some(OUTPUT_CODE_TAG) {
            if payload.starts_with(WRITTEN_TO) {
                let target = String::from_utf8_lossy(&payload[WRITTEN_TO.len()..]).trim().to_string();
                close(g.pid, &mut open, &mut pending, &path, cap, issues, sink);
                if let Some(mut p) = pending.remove(&g.pid) {
                    p.module.module_file = Some(target);
                    sink(p.module, issues);
                }
                continue;
            }
            if payload.starts_with(START) {
                close(g.pid, &mut open, &mut pending, &path, cap, issues, sink);
                let mut o = Open::starting(g.time.to_vec(), g.compile_id, line_no);
                let rest = &payload[START.len()..];
                if !rest.iter().all(|c| c.is_ascii_whitespace()) {
                    let prefix = (g.payload_start + START.len()) as u32;
                    push_capped(&mut o.text, &mut o.lines, &mut o.over_cap, cap, rest, line_no, prefix, &mut lossy_reported, issues, &path);
                }
                open.insert(g.pid, o);
                evicted.remove(&g.pid);
                if open.len() > MAX_OPEN {
                    let stalest = open.iter().filter(|(p, _)| **p != g.pid).min_by_key(|(_, o)| o.last_line).map(|(p, o)| (*p, o.time.clone()));
                    if let Some((pid, time)) = stalest {
                        tracing::debug!(pid, line = line_no, "more than {MAX_OPEN} modules open: closing the least recently written");
                        close(pid, &mut open, &mut pending, &path, cap, issues, sink);
                        if evicted.len() >= 1 << 16 {
                            evicted.clear();
                        }
                        evicted.insert(pid, (time, false));
                    }
                }
                continue;
            }
            if let Some(o) = open.get_mut(&g.pid) {
                if o.time == g.time {
                    o.last_line = line_no;
                    let prefix = char_count(&bytes[..g.payload_start]);
                    push_capped(&mut o.text, &mut o.lines, &mut o.over_cap, cap, payload, line_no, prefix, &mut lossy_reported, issues, &path);
                    continue;
                }
            }
            // A module line with no module record open for it: the record's start (or a
            // line of it) was damaged. Said once per record, never dropped silently.
            let key = (g.pid, g.time.to_vec());
            match evicted.get_mut(&g.pid) {
                Some((time, reported)) if time.as_slice() == g.time && !*reported => {
                    *reported = true;
                    issues.push(InputIssue {
                        path: path.to_path_buf(),
                        line: Some(line_no),
                        message: format!("output-code lines of a module closed early: more than {MAX_OPEN} processes were writing modules at once, and the part of this one before this line was audited alone (the rest is not audited)"),
                        severity: "warning",
                    });
                }
                // Said once per module closed early.
                Some((time, _)) if time.as_slice() == g.time => {}
                _ if last_orphan.as_ref() != Some(&key) => {
                    issues.push(InputIssue {
                        path: path.to_path_buf(),
                        line: Some(line_no),
                        message: "output-code lines outside any module record (a damaged or missing `Output code:` line?): not audited".into(),
                        severity: "warning",
                    });
                    last_orphan = Some(key);
                }
                _ => {}
            }
        }
        // Any other record of this pid ends its open module.
        close(g.pid, &mut open, &mut pending, &path, cap, issues, sink);
        if payload.first() == Some(&b'{') {
            trace = TraceRecord::start(payload, &g, line_no);
        }
    }
    if let Some(rec) = trace.take() {
        emit_trace(rec, &path, cap, issues, sink);
    }
    // Emit in the order modules started, for stable output.
    let mut rest: Vec<ModuleSource> = pending.into_values().map(|p| p.module).collect();
    let mut opened: Vec<(u32, Open)> = open.into_iter().collect();
    opened.sort_by_key(|(_, o)| o.first_line);
    for (pid, o) in opened {
        if o.over_cap {
            issues.push(over_cap_issue(&path, o.first_line, cap));
            continue;
        }
        rest.push(finish(pid, o, &path));
    }
    rest.sort_by_key(|m| m.lines.to_file(1, 1).0);
    for m in rest {
        sink(m, issues);
    }
    Ok(())
}

fn emit_trace(rec: TraceRecord, path: &Arc<Path>, cap: u64, issues: &mut Vec<InputIssue>, sink: &mut Sink<'_>) {
    if rec.over_cap {
        issues.push(over_cap_issue(path, rec.first_line, cap));
    } else {
        sink(rec.into_module(path.clone()), issues);
    }
}

fn finish(pid: u32, o: Open, path: &Arc<Path>) -> ModuleSource {
    ModuleSource { path: path.clone(), kind: SourceKind::OutputCodeLog, text: o.text, lines: o.lines, compile_id: o.compile_id, pid: Some(pid), module_file: None, guards: None }
}

/// Ends the open module of `pid`: it waits as pending for a `written to` record, and the
/// module pending before it (which got none) is emitted. A module over the size cap is
/// reported and dropped here. At most [`MAX_PENDING`] modules wait.
#[allow(clippy::too_many_arguments)]
fn close(pid: u32, open: &mut HashMap<u32, Open>, pending: &mut HashMap<u32, Pending>, path: &Arc<Path>, cap: u64, issues: &mut Vec<InputIssue>, sink: &mut Sink<'_>) {
    let Some(o) = open.remove(&pid) else { return };
    if o.over_cap {
        issues.push(over_cap_issue(path, o.first_line, cap));
        return;
    }
    if let Some(p) = pending.insert(pid, Pending { module: finish(pid, o, path) }) {
        sink(p.module, issues);
    }
    if pending.len() > MAX_PENDING {
        let oldest = pending.iter().min_by_key(|(_, p)| p.module.lines.to_file(1, 1).0).map(|(pid, _)| *pid);
        if let Some(p) = oldest.and_then(|pid| pending.remove(&pid)) {
            sink(p.module, issues);
        }
    }
}

fn char_count(b: &[u8]) -> u32 {
    // The prefix is ASCII in practice (and this runs on every line of GB-sized logs); count
    // chars so columns stay right if it is not.
    if b.is_ascii() {
        return b.len() as u32;
    }
    String::from_utf8_lossy(b).chars().count() as u32
}

#[allow(clippy::too_many_arguments)]
fn push_line(text: &mut String, lines: &mut LineMap, payload: &[u8], file_line: u32, prefix_chars: u32, lossy_reported: &mut bool, issues: &mut Vec<InputIssue>, path: &Arc<Path>) {
    match std::str::from_utf8(payload) {
        Ok(s) => text.push_str(s),
        Err(_) => {
            if !*lossy_reported {
                *lossy_reported = true;
                issues.push(InputIssue {
                    path: path.to_path_buf(),
                    line: Some(file_line),
                    message: "invalid UTF-8 replaced by U+FFFD (first occurrence)".into(),
                    severity: "warning",
                });
            }
            text.push_str(&String::from_utf8_lossy(payload));
        }
    }
    text.push('\n');
    lines.push(file_line, prefix_chars);
}

struct TraceRecord {
    compile_id: Option<String>,
    pid: u32,
    filename: Option<String>,
    text: String,
    lines: LineMap,
    first_line: u32,
    over_cap: bool,
}

impl TraceRecord {
    fn start(envelope: &[u8], g: &glog::GlogLine<'_>, line_no: u32) -> Option<TraceRecord> {
        // Cheap test before JSON parsing: most trace records are not output code.
        memchr::memmem::find(envelope, b"\"inductor_output_code\"")?;
        let v: serde_json::Value = serde_json::from_slice(envelope).ok()?;
        let oc = v.get("inductor_output_code")?;
        let filename = oc.get("filename").and_then(|f| f.as_str()).map(str::to_string);
        let compile_id = match (v.get("frame_id"), v.get("frame_compile_id")) {
            (Some(f), Some(c)) => {
                let attempt = v.get("attempt").and_then(|a| a.as_u64()).unwrap_or(0);
                Some(if attempt > 0 { format!("{f}/{c}_{attempt}") } else { format!("{f}/{c}") })
            }
            _ => None,
        };
        Some(TraceRecord { compile_id, pid: g.pid, filename, text: String::new(), lines: LineMap::default(), first_line: line_no, over_cap: false })
    }

    fn into_module(self, path: Arc<Path>) -> ModuleSource {
        ModuleSource {
            path,
            kind: SourceKind::TraceLog,
            text: self.text,
            lines: self.lines,
            compile_id: self.compile_id,
            pid: Some(self.pid),
            module_file: self.filename,
            guards: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> (Vec<ModuleSource>, Vec<InputIssue>) {
        let mut out = Vec::new();
        let mut issues = Vec::new();
        read_log_from(Path::new("t.log"), Box::new(std::io::Cursor::new(text.as_bytes().to_vec())), &Limits::default(), &mut issues, &mut |m, _| out.push(m)).unwrap();
        (out, issues)
    }

    const P: &str = "V1122 02:42:07.539000 465 torch/_inductor/graph.py:2552] [0/0] [__output_code] ";

    /// 2.0-2.1: only the record's first line is prefixed; two modules in one log stay two
    /// modules, each with its cache file, and its lines map back to the log.
    #[test]
    fn old_format_records() {
        let log = "[2023-06-08 22:32:40,100] torch._dynamo.eval_frame: [DEBUG] skipping __init__\n\
                   [2023-06-08 22:32:44,594] [0/0] torch._inductor.graph.__output_code: [DEBUG] Output code: \n\
                   \n\
                   import torch\n\
                   def call(args):\n\
                   \x20   return ()\n\
                   [2023-06-08 22:32:44,600] [0/0] torch._inductor.graph.__output_code: [INFO] Output code written to: /tmp/t/ab/cab.py\n\
                   [rank1]:[2023-06-08 22:33:00,000] torch._inductor.graph.__output_code: [DEBUG] Output code: x = 1\n\
                   y = 2\n";
        let (mods, issues) = read(log);
        assert!(issues.is_empty(), "{issues:?}");
        assert_eq!(mods.len(), 2);
        assert_eq!(mods[0].text, "\nimport torch\ndef call(args):\n    return ()\n");
        assert_eq!(mods[0].module_file.as_deref(), Some("/tmp/t/ab/cab.py"));
        assert_eq!(mods[0].compile_id.as_deref(), Some("0/0"));
        assert_eq!(mods[0].lines.to_file(3, 1), (5, 1), "module line 3 is log line 5");
        assert_eq!(mods[1].text, "x = 1\ny = 2\n");
        assert_eq!(mods[1].lines.to_file(1, 1).0, 8);
        // Not record lines: a Python list at column 1, a date without the logger part.
        assert!(old_record(b"[2023, 1]").is_none());
        assert!(old_record(b"[2023-06-08 22:32:44,594] no logger here").is_none());
    }

    #[test]
    fn splits_modules_and_maps_lines() {
        let log = format!(
            "W1122 02:42:06.394000 465 x.py:1] [0/0] noise\n{P}Output code: \n{P}import torch\n{P}def call(args):\n{P}    return ()\nV1122 02:42:07.600000 465 torch/_inductor/graph.py:2563] [0/0] [__output_code] Output code written to: /tmp/c/ab/cabc.py\n"
        );
        let (ms, issues) = read(&log);
        assert!(issues.is_empty());
        assert_eq!(ms.len(), 1);
        let m = &ms[0];
        assert_eq!(m.text, "import torch\ndef call(args):\n    return ()\n");
        assert_eq!(m.module_file.as_deref(), Some("/tmp/c/ab/cabc.py"));
        assert_eq!(m.id(), "cabc");
        assert_eq!(m.compile_id.as_deref(), Some("0/0"));
        // Module line 3, col 5 (`return`) is on file line 5 after the prefix.
        assert_eq!(m.lines.to_file(3, 5), (5, 5 + P.len() as u32));
    }

    #[test]
    fn interleaved_processes_stay_apart() {
        let a = "V1122 02:42:07.539000 1 g.py:1] [0/0] [__output_code] ";
        let b = "V1122 02:42:07.540000 2 g.py:1] [0/0] [__output_code] ";
        let log = format!("{a}Output code: \n{b}Output code: \n{a}x = 1\n{b}y = 2\n{a}x2 = 1\n");
        let (ms, _) = read(&log);
        assert_eq!(ms.len(), 2);
        let texts: Vec<&str> = ms.iter().map(|m| m.text.as_str()).collect();
        assert!(texts.contains(&"x = 1\nx2 = 1\n"));
        assert!(texts.contains(&"y = 2\n"));
    }

    #[test]
    fn two_compiles_of_one_process() {
        let p1 = "V1122 02:42:07.539000 1 g.py:1] [0/0] [__output_code] ";
        let p2 = "V1122 02:42:09.000000 1 g.py:1] [1/0] [__output_code] ";
        let log = format!("{p1}Output code: \n{p1}a = 1\n{p2}Output code: \n{p2}b = 2\n");
        let (ms, _) = read(&log);
        assert_eq!(ms.len(), 2);
        assert_eq!(ms[0].text, "a = 1\n");
        assert_eq!(ms[0].compile_id.as_deref(), Some("0/0"));
        assert_eq!(ms[1].text, "b = 2\n");
        assert_eq!(ms[1].compile_id.as_deref(), Some("1/0"));
    }

    #[test]
    fn truncated_log_keeps_what_was_read() {
        let log = format!("{P}Output code: \n{P}def call(args):\n{P}    x = (1,");
        let (ms, _) = read(&log);
        assert_eq!(ms.len(), 1);
        assert!(ms[0].text.ends_with("x = (1,\n"));
    }

    #[test]
    fn non_utf8_is_replaced_and_reported() {
        let mut bytes = format!("{P}Output code: \n{P}x = '").into_bytes();
        bytes.extend_from_slice(&[0xff, 0xfe]);
        bytes.extend_from_slice(b"'\n");
        let mut out = Vec::new();
        let mut issues = Vec::new();
        read_log_from(Path::new("t.log"), Box::new(std::io::Cursor::new(bytes)), &Limits::default(), &mut issues, &mut |m, _| out.push(m)).unwrap();
        assert_eq!(out.len(), 1);
        assert!(out[0].text.contains('\u{FFFD}'));
        assert_eq!(issues.len(), 1);
        assert_eq!(issues[0].line, Some(2));
    }

    #[test]
    fn trace_log_payload() {
        let log = "V1122 02:42:07.539000 7 torch/_logging/structured.py:1] {\"inductor_output_code\": {\"filename\": \"/c/x/cxyz.py\"}, \"frame_id\": 0, \"frame_compile_id\": 0, \"attempt\": 0, \"has_payload\": \"00\"}\n\timport torch\n\tdef call(args):\n\t    pass\nV1122 02:42:07.639000 7 torch/_logging/structured.py:1] {\"other\": {}}\n";
        let (ms, _) = read(log);
        assert_eq!(ms.len(), 1);
        assert_eq!(ms[0].kind, SourceKind::TraceLog);
        assert_eq!(ms[0].text, "import torch\ndef call(args):\n    pass\n");
        assert_eq!(ms[0].compile_id.as_deref(), Some("0/0"));
        assert_eq!(ms[0].lines.to_file(2, 1), (3, 2));
        assert_eq!(ms[0].id(), "cxyz");
    }

    #[test]
    fn module_over_the_cap_is_skipped_and_located() {
        let big = format!("{P}Output code: \n{P}x = '{}'\n{P}y = 2\n", "a".repeat(100));
        let small = "V1122 02:42:09.000000 465 g.py:1] [1/0] [__output_code] ";
        let log = format!("{big}{small}Output code: \n{small}z = 3\n");
        let mut out = Vec::new();
        let mut issues = Vec::new();
        read_log_from(Path::new("t.log"), Box::new(std::io::Cursor::new(log.into_bytes())), &Limits { max_module_bytes: 50 }, &mut issues, &mut |m, _| out.push(m)).unwrap();
        assert_eq!(out.len(), 1, "the big module is skipped, the small one kept");
        assert_eq!(out[0].text, "z = 3\n");
        assert_eq!(issues.len(), 1, "{issues:?}");
        assert_eq!(issues[0].line, Some(1), "located at the module's first line");
        assert!(issues[0].message.contains("--max-module-size"));
    }

    /// A reader that counts the bytes handed out, to see when modules are emitted.
    struct Counting(std::io::Cursor<Vec<u8>>, Arc<std::sync::atomic::AtomicUsize>);

    impl std::io::Read for Counting {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            let n = self.0.read(buf)?;
            self.1.fetch_add(n, std::sync::atomic::Ordering::Relaxed);
            Ok(n)
        }
    }

    #[test]
    fn modules_of_many_processes_are_not_all_held_to_the_end() {
        let mut log = String::new();
        for pid in 0..400 {
            let p = format!("V1122 02:42:07.539000 {pid} g.py:1] [0/0] [__output_code] ");
            log.push_str(&format!("{p}Output code: \n{p}x = {pid}\nV1122 02:42:07.600000 {pid} g.py:1] [0/0] other record\n"));
        }
        let total = log.len();
        let read = Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let reader = std::io::BufReader::with_capacity(256, Counting(std::io::Cursor::new(log.into_bytes()), read.clone()));
        let mut emitted_at = Vec::new();
        let mut issues = Vec::new();
        read_log_from(Path::new("t.log"), Box::new(reader), &Limits::default(), &mut issues, &mut |_, _| emitted_at.push(read.load(std::sync::atomic::Ordering::Relaxed))).unwrap();
        assert_eq!(emitted_at.len(), 400);
        assert!(emitted_at[0] < total / 2, "first module held until byte {} of {total}", emitted_at[0]);
    }

    /// Modules held (started, not yet emitted) at each emission, reading `log` through a
    /// 256-byte buffer: the `Output code:` lines before the buffer's start (the reader has
    /// surely consumed those), less the modules emitted before.
    fn held_at_each_emission(log: String) -> (Vec<usize>, Vec<InputIssue>) {
        let starts: Vec<usize> = log.match_indices("Output code: \n").map(|(i, _)| i).collect();
        let read = Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let reader = std::io::BufReader::with_capacity(256, Counting(std::io::Cursor::new(log.into_bytes()), read.clone()));
        let mut held = Vec::new();
        let mut issues = Vec::new();
        read_log_from(Path::new("t.log"), Box::new(reader), &Limits::default(), &mut issues, &mut |_, _| {
            let at = read.load(std::sync::atomic::Ordering::Relaxed);
            let started = starts.iter().filter(|&&s| s + 256 < at).count();
            held.push(started - held.len());
        })
        .unwrap();
        (held, issues)
    }

    #[test]
    fn processes_that_never_log_again_are_not_all_held() {
        // 1,000 processes, each writing one module and nothing after it (no `written to`,
        // no other record): each stays open until something closes it.
        let n = 1000;
        let mut log = String::new();
        for pid in 0..n {
            let p = format!("V1122 02:42:07.539000 {pid} g.py:1] [0/0] [__output_code] ");
            log.push_str(&format!("{p}Output code: \n{p}x = {pid}\n{p}y = {pid}\n"));
        }
        let (held, issues) = held_at_each_emission(log);
        assert_eq!(held.len(), n, "every module emitted");
        let most = held.iter().copied().max().unwrap_or(0);
        assert!(most <= MAX_OPEN + MAX_PENDING + 1 && most < n / 2, "{most} modules held at once");
        assert!(issues.is_empty(), "complete modules closed early are not damaged: {issues:?}");
    }

    #[test]
    fn too_many_processes_writing_at_once_are_bounded_and_reported() {
        // 300 processes writing their modules line by line in turn: more than can be held.
        let n = 300;
        let p = |pid: usize| format!("V1122 02:42:07.539000 {pid} g.py:1] [0/0] [__output_code] ");
        let mut log = String::new();
        for pid in 0..n {
            log.push_str(&format!("{}Output code: \n", p(pid)));
        }
        for k in 0..3 {
            for pid in 0..n {
                log.push_str(&format!("{}x{k} = {pid}\n", p(pid)));
            }
        }
        let (held, issues) = held_at_each_emission(log);
        assert!(held.iter().all(|&h| h <= MAX_OPEN + MAX_PENDING + 1 && h < n), "{:?}", held.iter().max());
        // Each module closed early says so once, at its first line past the cut.
        let cut: Vec<&InputIssue> = issues.iter().filter(|i| i.message.contains("closed early")).collect();
        assert_eq!(cut.len(), n - MAX_OPEN, "{:?}", issues.first());
        assert!(cut.iter().all(|i| i.line.is_some_and(|l| l > n as u32)));
    }

    #[test]
    fn lines_of_a_damaged_record_are_reported_once() {
        let damaged = P.replace("[__output_code]", "[__outpuT_code]");
        let log = format!("{P}Output code: \n{P}a = 1\n{damaged}b = 2\n{P}c = 3\n{P}d = 4\n");
        let (ms, issues) = read(&log);
        assert_eq!(ms.len(), 1);
        assert_eq!(ms[0].text, "a = 1\n");
        assert_eq!(issues.len(), 1, "{issues:?}");
        assert_eq!(issues[0].line, Some(4));
    }
}
