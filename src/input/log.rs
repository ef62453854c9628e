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

use std::collections::HashMap;
use std::io::BufRead;
use std::path::Path;
use std::sync::Arc;

use ia_parsers::glog;

use super::{InputIssue, Line, LineMap, LineReader, ModuleSource, SourceKind};

const OUTPUT_CODE_TAG: &[u8] = b"__output_code";
const START: &[u8] = b"Output code: ";
const WRITTEN_TO: &[u8] = b"Output code written to: ";

struct Open {
    time: Vec<u8>,
    compile_id: Option<String>,
    text: String,
    lines: LineMap,
    first_line: u32,
}

/// A finished module waiting for a possible `written to` record before it is emitted.
struct Pending {
    module: ModuleSource,
}

pub(super) fn read_log(path: &Path, issues: &mut Vec<InputIssue>, sink: &mut dyn FnMut(ModuleSource)) -> std::io::Result<()> {
    let reader = super::open(path)?;
    read_log_from(path, reader, issues, sink)
}

pub(super) fn read_log_from(path: &Path, reader: Box<dyn BufRead + Send>, issues: &mut Vec<InputIssue>, sink: &mut dyn FnMut(ModuleSource)) -> std::io::Result<()> {
    let path: Arc<Path> = Arc::from(path);
    let mut r = LineReader::new(reader);
    let mut open: HashMap<u32, Open> = HashMap::new();
    let mut pending: HashMap<u32, Pending> = HashMap::new();
    let mut trace: Option<TraceRecord> = None;
    let mut lossy_reported = false;

    loop {
        let line_no = r.line_no + 1;
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
                push_line(&mut rec.text, &mut rec.lines, &bytes[1..], line_no, 1, &mut lossy_reported, issues, &path);
                continue;
            }
            if let Some(rec) = trace.take() {
                sink(rec.into_module(path.clone()));
            }
        }

        let Some(g) = glog::parse_line(bytes) else { continue };
        let payload = &bytes[g.payload_start..];

        if g.tag == Some(OUTPUT_CODE_TAG) {
            if payload.starts_with(WRITTEN_TO) {
                let target = String::from_utf8_lossy(&payload[WRITTEN_TO.len()..]).trim().to_string();
                close(g.pid, &mut open, &mut pending, &path, sink);
                if let Some(mut p) = pending.remove(&g.pid) {
                    p.module.module_file = Some(target);
                    sink(p.module);
                }
                continue;
            }
            if payload.starts_with(START) {
                close(g.pid, &mut open, &mut pending, &path, sink);
                let mut o = Open {
                    time: g.time.to_vec(),
                    compile_id: g.compile_id.map(|c| String::from_utf8_lossy(c).into_owned()),
                    text: String::new(),
                    lines: LineMap::default(),
                    first_line: line_no,
                };
                let rest = &payload[START.len()..];
                if !rest.iter().all(|c| c.is_ascii_whitespace()) {
                    let prefix = (g.payload_start + START.len()) as u32;
                    push_line(&mut o.text, &mut o.lines, rest, line_no, prefix, &mut lossy_reported, issues, &path);
                }
                open.insert(g.pid, o);
                continue;
            }
            if let Some(o) = open.get_mut(&g.pid) {
                if o.time == g.time {
                    let prefix = char_count(&bytes[..g.payload_start]);
                    push_line(&mut o.text, &mut o.lines, payload, line_no, prefix, &mut lossy_reported, issues, &path);
                    continue;
                }
            }
        }
        // Any other record of this pid ends its open module.
        close(g.pid, &mut open, &mut pending, &path, sink);
        if payload.first() == Some(&b'{') {
            trace = TraceRecord::start(payload, &g, line_no);
        }
    }
    if let Some(rec) = trace.take() {
        sink(rec.into_module(path.clone()));
    }
    // Emit in the order modules started, for stable output.
    let mut rest: Vec<ModuleSource> = pending.into_values().map(|p| p.module).collect();
    let mut opened: Vec<(u32, Open)> = open.into_iter().collect();
    opened.sort_by_key(|(_, o)| o.first_line);
    for (pid, o) in opened {
        rest.push(finish(pid, o, &path));
    }
    rest.sort_by_key(|m| m.lines.to_file(1, 1).0);
    for m in rest {
        sink(m);
    }
    Ok(())
}

fn finish(pid: u32, o: Open, path: &Arc<Path>) -> ModuleSource {
    ModuleSource { path: path.clone(), kind: SourceKind::OutputCodeLog, text: o.text, lines: o.lines, compile_id: o.compile_id, pid: Some(pid), module_file: None }
}

/// Ends the open module of `pid`: it waits as pending for a `written to` record, and the
/// module pending before it (which got none) is emitted.
fn close(pid: u32, open: &mut HashMap<u32, Open>, pending: &mut HashMap<u32, Pending>, path: &Arc<Path>, sink: &mut dyn FnMut(ModuleSource)) {
    if let Some(o) = open.remove(&pid) {
        if let Some(p) = pending.insert(pid, Pending { module: finish(pid, o, path) }) {
            sink(p.module);
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
}

impl TraceRecord {
    fn start(envelope: &[u8], g: &glog::GlogLine<'_>, _line_no: u32) -> Option<TraceRecord> {
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
        Some(TraceRecord { compile_id, pid: g.pid, filename, text: String::new(), lines: LineMap::default() })
    }

    fn into_module(self, path: Arc<Path>) -> ModuleSource {
        ModuleSource { path, kind: SourceKind::TraceLog, text: self.text, lines: self.lines, compile_id: self.compile_id, pid: Some(self.pid), module_file: self.filename }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> (Vec<ModuleSource>, Vec<InputIssue>) {
        let mut out = Vec::new();
        let mut issues = Vec::new();
        read_log_from(Path::new("t.log"), Box::new(std::io::Cursor::new(text.as_bytes().to_vec())), &mut issues, &mut |m| out.push(m)).unwrap();
        (out, issues)
    }

    const P: &str = "V1122 02:42:07.539000 465 torch/_inductor/graph.py:2552] [0/0] [__output_code] ";

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
        read_log_from(Path::new("t.log"), Box::new(std::io::Cursor::new(bytes)), &mut issues, &mut |m| out.push(m)).unwrap();
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
}
