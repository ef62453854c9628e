//! Finding and reading what Inductor wrote: `TORCH_LOGS=output_code` logs (plain or
//! gzipped), `TORCH_TRACE` logs, wrapper modules, cache dirs and `TORCH_COMPILE_DEBUG`
//! dirs. Everything ends up as [`ModuleSource`]s (one wrapper module's text with a map back
//! to the file it came from) plus a [`CacheIndex`] of autotune results and compiled kernel
//! metadata.
//!
//! Invariant: logs are streamed; memory is bounded by the largest module, not the log.

mod cache;
pub mod guards;
mod log;
pub mod release;

pub use cache::{BestConfig, CacheIndex, CompiledKernelMeta, BEST_CONFIG_NON_KWARGS};

use std::collections::HashSet;
use std::fs::File;
use std::io::{BufRead, BufReader, Read, Seek};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde::Serialize;

/// Where the text of a wrapper module came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SourceKind {
    /// A `TORCH_LOGS=output_code` log.
    OutputCodeLog,
    /// A `TORCH_TRACE` structured log (`inductor_output_code` artifacts).
    TraceLog,
    /// A wrapper module file (`output_code.py`, cache `c<hash>.py`).
    WrapperFile,
}

/// Maps a line of the module text back to the file it was read from.
#[derive(Debug, Clone, Default)]
pub struct LineMap {
    /// For module line `i` (0-based): (file line, 1-based; chars stripped before the code).
    /// Empty means identity (the module is the whole file).
    entries: Vec<(u32, u32)>,
}

impl LineMap {
    pub fn identity() -> Self {
        LineMap { entries: Vec::new() }
    }

    fn push(&mut self, file_line: u32, prefix_chars: u32) {
        self.entries.push((file_line, prefix_chars));
    }

    /// File position of a 1-based (line, col) in the module text.
    pub fn to_file(&self, line: u32, col: u32) -> (u32, u32) {
        if self.entries.is_empty() || line == 0 {
            return (line, col);
        }
        match self.entries.get(line as usize - 1) {
            Some(&(l, prefix)) => (l, col + prefix),
            // Past the end (a span at EOF): stay on the last line.
            None => self.entries.last().map(|&(l, p)| (l, col + p)).unwrap_or((line, col)),
        }
    }
}

/// One wrapper module's text.
#[derive(Debug, Clone)]
pub struct ModuleSource {
    pub path: Arc<Path>,
    pub kind: SourceKind,
    pub text: String,
    pub lines: LineMap,
    /// `0/0`, `1/0`: the Dynamo compile id, for modules read from logs.
    pub compile_id: Option<String>,
    pub pid: Option<u32>,
    /// From `Output code written to: PATH` in logs, or the file itself: the cache file name
    /// of the module, whose stem (`c<hash>`) identifies it across log and cache.
    pub module_file: Option<String>,
    /// The Dynamo guards of the compile that produced this module (same log, process and
    /// compile id), when the log carries them (`TORCH_LOGS=guards,dynamic`, `TORCH_TRACE`).
    pub guards: Option<Arc<guards::CompileGuards>>,
}

impl ModuleSource {
    /// The folder of the capture this module belongs to: a log's folder, or the cache dir
    /// holding a wrapper file (`cache/ab/cabc.py` → `cache`).
    pub fn capture_root(&self) -> PathBuf {
        let parent = self.path.parent().map(Path::to_path_buf).unwrap_or_default();
        let in_cache_subdir = parent.file_name().map(|n| n.len() == 2).unwrap_or(false);
        match self.kind {
            SourceKind::WrapperFile if in_cache_subdir => parent.parent().map(Path::to_path_buf).unwrap_or(parent),
            _ => parent,
        }
    }

    /// A stable, readable identifier: the cache stem when known, else the compile id and
    /// the first line of the module in its file.
    pub fn id(&self) -> String {
        if let Some(f) = &self.module_file {
            let name = f.rsplit(['/', '\\']).next().unwrap_or(f);
            return name.strip_suffix(".py").unwrap_or(name).to_string();
        }
        let (line, _) = self.lines.to_file(1, 1);
        match &self.compile_id {
            Some(c) => format!("[{c}]@{}:{line}", display_name(&self.path)),
            None => format!("{}:{line}", display_name(&self.path)),
        }
    }
}

fn display_name(p: &Path) -> String {
    p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| p.display().to_string())
}

/// A problem with the input itself (not with the audited code).
#[derive(Debug, Clone, Serialize)]
pub struct InputIssue {
    pub path: PathBuf,
    pub line: Option<u32>,
    pub message: String,
    /// `error`: this input (or part of it) could not be read; `warning`: read with loss.
    pub severity: &'static str,
}

/// Lines longer than this are not code Inductor writes; they are skipped with a warning
/// so one runaway line cannot take the process's memory.
pub const MAX_LINE_BYTES: usize = 16 << 20;

/// Default of [`Limits::max_module_bytes`]: the largest wrapper module of the samples and
/// the corpus is a few MB; 256 MiB leaves two orders of magnitude for real programs while
/// a decompression bomb (a 8 MB `.gz` holding a 1.4 GB module) is refused.
pub const DEFAULT_MAX_MODULE_BYTES: u64 = 256 << 20;

/// Bounds on what one input may make the process hold.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// A module whose text is larger than this is skipped, with a located input issue
    /// (CLI: `--max-module-size`). Memory stays bounded by this, whatever the input.
    pub max_module_bytes: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Limits { max_module_bytes: DEFAULT_MAX_MODULE_BYTES }
    }
}

/// Where a module read from a log ends without Inductor's closing lines: a truncated or
/// corrupted log. `None` when the module is complete.
///
/// Every Python wrapper Inductor writes ends with the `if __name__ == "__main__":` block
/// calling `compiled_module_main(...)` (torch 2.1 to 2.15; 2.0 calls `print_performance(lambda: call(...))`); a module whose last code line
/// is anything else was cut (the log ends, or a damaged line ended the record).
pub fn cut_short(text: &str) -> bool {
    let last = text.lines().rev().map(str::trim).find(|l| !l.is_empty());
    match last {
        // `compiled_module_main(...)` from 2.1; 2.0 ends with `print_performance(lambda: call([...]))`.
        Some(l) => !((l.starts_with("compiled_module_main(") || l.starts_with("print_performance(")) && l.ends_with(')') && l.matches('(').count() == l.matches(')').count()),
        None => true,
    }
}

/// What was found under the input paths.
#[derive(Debug, Default)]
pub struct Discovered {
    pub logs: Vec<PathBuf>,
    pub wrappers: Vec<PathBuf>,
    pub cache: CacheIndex,
    pub issues: Vec<InputIssue>,
    /// Wrapper modules in the `cache/` beside a log given as a file: not audited on their
    /// own, but a complete copy of a module the log has cut short.
    pub side_wrappers: Vec<PathBuf>,
}

fn is_log_name(name: &str) -> bool {
    let n = name.strip_suffix(".gz").unwrap_or(name);
    n.ends_with(".log") || n.ends_with(".txt") || n.ends_with(".jsonl") || n.starts_with("dedicated_log_torch_trace")
}

/// Walks the input paths. A file is taken for what it looks like; a directory is searched
/// for every kind of input.
pub fn discover(paths: &[PathBuf]) -> Discovered {
    let mut d = Discovered::default();
    for p in paths {
        match std::fs::metadata(p) {
            Err(e) => d.issues.push(InputIssue { path: p.clone(), line: None, message: format!("cannot read: {e}"), severity: "error" }),
            Ok(m) if m.is_dir() => walk_dir(p, &mut d),
            // A FIFO blocks in `open`, a device reads forever: only regular files are
            // inputs (metadata is checked before anything is opened).
            Ok(m) if !m.is_file() => {
                d.issues.push(InputIssue { path: p.clone(), line: None, message: format!("not a regular file ({}): refused", file_type_name(&m)), severity: "error" })
            }
            Ok(_) => {
                classify_file(p, true, &mut d);
                // A capture folder keeps the cache beside the log: its autotune results
                // belong to the log's modules.
                if let Some(cache) = p.parent().map(|dir| dir.join("cache")).filter(|c| c.is_dir()) {
                    if d.logs.last().map(|l| l == p).unwrap_or(false) {
                        walk_cache_side_files(&cache, &mut d);
                    }
                }
            }
        }
    }
    d.logs.sort();
    d.logs.dedup();
    d.wrappers.sort();
    d.wrappers.dedup();
    d
}

fn file_type_name(m: &std::fs::Metadata) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let t = m.file_type();
        if t.is_fifo() {
            return "a FIFO";
        }
        if t.is_char_device() {
            return "a character device";
        }
        if t.is_block_device() {
            return "a block device";
        }
        if t.is_socket() {
            return "a socket";
        }
    }
    let _ = m;
    "not a file or directory"
}

fn walk_dir(root: &Path, d: &mut Discovered) {
    // The walk only lists; classifying a file (sniffing its head, parsing a best config or
    // a compiled kernel's metadata) reads it, and that is spread over threads below.
    let mut found: Vec<Walked> = Vec::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let entries = match std::fs::read_dir(&dir) {
            Ok(e) => e,
            Err(e) => {
                found.push(Walked::Issue(InputIssue { path: dir.clone(), line: None, message: format!("cannot list: {e}"), severity: "warning" }));
                continue;
            }
        };
        let mut entries: Vec<_> = entries.filter_map(Result::ok).collect();
        entries.sort_by_key(|e| e.file_name());
        for e in entries {
            let path = e.path();
            // Symlinks are not followed: a cache dir can link to itself.
            let Ok(ft) = e.file_type() else { continue };
            if ft.is_dir() {
                stack.push(path);
            } else if ft.is_file() {
                found.push(Walked::File(path));
            }
        }
    }
    // Each file is classified into its own part, and the parts are merged in the walk's
    // order: the result (the order of issues, of best configs in a directory, which of two
    // compiled metadata of one key wins) is the one file-by-file classification gives.
    let parts = classify_all(&found);
    for (w, part) in found.into_iter().zip(parts) {
        match w {
            Walked::Issue(i) => d.issues.push(i),
            Walked::File(_) => {
                let Some(part) = part else { continue };
                d.logs.extend(part.logs);
                d.wrappers.extend(part.wrappers);
                d.issues.extend(part.issues);
                d.side_wrappers.extend(part.side_wrappers);
                d.cache.merge(part.cache);
            }
        }
    }
}

/// What the directory walk met, in its order.
enum Walked {
    File(PathBuf),
    Issue(InputIssue),
}

/// Files below this many are classified on the calling thread (a thread costs more).
const PARALLEL_CLASSIFY_MIN: usize = 64;

/// [`classify_file`] on every file of `found`, on up to `available_parallelism` threads
/// (discovery runs before any module is audited, so it is the serial part of a run over a
/// directory of captures: 4,000 files in `kernels_samples/`). Slot `i` holds file `i`'s part.
fn classify_all(found: &[Walked]) -> Vec<Option<Discovered>> {
    let classify = |w: &Walked| match w {
        Walked::File(path) => {
            let mut part = Discovered::default();
            classify_file(path, false, &mut part);
            Some(part)
        }
        Walked::Issue(_) => None,
    };
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(found.len() / PARALLEL_CLASSIFY_MIN).min(8);
    if threads <= 1 {
        return found.iter().map(classify).collect();
    }
    let next = std::sync::atomic::AtomicUsize::new(0);
    let slots: Vec<std::sync::Mutex<Option<Discovered>>> = found.iter().map(|_| std::sync::Mutex::new(None)).collect();
    let work = || loop {
        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let Some(w) = found.get(i) else { break };
        let part = classify(w);
        if let Ok(mut slot) = slots[i].lock() {
            *slot = part;
        }
    };
    std::thread::scope(|scope| {
        let mut spawned = 0;
        for _ in 1..threads {
            // A thread the system refuses leaves the work to the others (and this one).
            if std::thread::Builder::new().spawn_scoped(scope, work).is_ok() {
                spawned += 1;
            }
        }
        tracing::debug!(files = found.len(), threads = spawned + 1, "classifying input files");
        work();
    });
    slots.into_iter().map(|s| s.into_inner().ok().flatten()).collect()
}

/// Only the side files (best configs, compiled-kernel metadata) of a cache dir.
fn walk_cache_side_files(root: &Path, d: &mut Discovered) {
    let mut side = Discovered::default();
    walk_dir(root, &mut side);
    d.cache.merge(side.cache);
    d.side_wrappers.extend(side.wrappers);
}

fn classify_file(path: &Path, explicit: bool, d: &mut Discovered) {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    if name.ends_with(".best_config") {
        d.cache.add_best_config(path, &mut d.issues);
        return;
    }
    if name.ends_with(".json") && path.parent().and_then(|p| p.parent()).and_then(|p| p.parent()).map(|p| p.ends_with("triton")).unwrap_or(false) {
        d.cache.add_compiled_meta(path);
        return;
    }
    if name.ends_with(".py") {
        match sniff(path, WRAPPER_SNIFF_BYTES) {
            Ok(head) if looks_like_wrapper(&head) || def_call_past_head(path, &head) => {
                tracing::info!(path = %path.display(), "input: wrapper module");
                d.wrappers.push(path.to_path_buf())
            }
            // A kernel benchmark module (max-autotune, `benchmark_kernel`): audited as its own module.
            Ok(head) if crate::model::is_benchmark_module_text(&head) => {
                tracing::info!(path = %path.display(), "input: kernel benchmark module");
                d.wrappers.push(path.to_path_buf())
            }
            Ok(head) if explicit && head.contains("@triton.jit") => d.issues.push(InputIssue {
                path: path.to_path_buf(),
                line: None,
                message: "a kernel module without a wrapper (`def call`): its launches are unknown; give the wrapper module or the log".into(),
                severity: "warning",
            }),
            Ok(_) if explicit => {
                d.issues.push(InputIssue { path: path.to_path_buf(), line: None, message: "not an Inductor wrapper module: no `def call(` found".into(), severity: "warning" })
            }
            Ok(_) => {}
            Err(e) => d.issues.push(InputIssue { path: path.to_path_buf(), line: None, message: format!("cannot read: {e}"), severity: read_error_severity(&e) }),
        }
        return;
    }
    if explicit || is_log_name(&name) {
        match sniff_log(path, 4 << 20) {
            // `[__output_code]` (glog style, 2.2+), `.__output_code: [DEBUG]` (2.0-2.1).
            Ok(head) if has_log_marker(head.as_bytes()) => {
                tracing::info!(path = %path.display(), "input: log with output code");
                d.logs.push(path.to_path_buf())
            }
            Ok(head) if looks_like_wrapper(&head) => {
                tracing::info!(path = %path.display(), "input: wrapper module");
                d.wrappers.push(path.to_path_buf())
            }
            // A long log whose first compile comes late: take `.log` files whole.
            Ok(_) if explicit || name.contains(".log") => {
                tracing::info!(path = %path.display(), "input: log (no output code in its first 4 MiB)");
                d.logs.push(path.to_path_buf())
            }
            Ok(_) => {}
            Err(e) => d.issues.push(InputIssue { path: path.to_path_buf(), line: None, message: format!("cannot read: {e}"), severity: read_error_severity(&e) }),
        }
    }
}

/// A file that could not be read at all (permission denied, gone, a FIFO) is an error:
/// the run fails with exit 2. One that was read but holds broken data (a corrupt gzip
/// stream) is junk among the inputs: a warning, as other junk is.
fn read_error_severity(e: &std::io::Error) -> &'static str {
    use std::io::ErrorKind::*;
    match e.kind() {
        InvalidData | InvalidInput | UnexpectedEof => "warning",
        _ => "error",
    }
}

fn looks_like_wrapper(head: &str) -> bool {
    head.contains("def call(") && (head.contains("async_compile") || head.contains("empty_strided") || head.contains("assert_size_stride"))
}

const WRAPPER_SNIFF_BYTES: u64 = 1 << 20;

/// A wrapper with many kernels (or one huge line) puts `def call(` past the sniffed head:
/// when the head starts like a wrapper, the rest of the file is searched, streaming.
fn def_call_past_head(path: &Path, head: &str) -> bool {
    if head.contains("def call(") || !head.contains("async_compile") {
        return false;
    }
    // The head is the whole (decompressed) file: nothing more to search. The compressed
    // size says nothing here, a small `.gz` can hold a large module.
    if (head.len() as u64) < WRAPPER_SNIFF_BYTES {
        return false;
    }
    let Ok(mut r) = open(path) else { return false };
    let finder = memchr::memmem::Finder::new(b"def call(");
    let keep = b"def call(".len() - 1;
    let mut window: Vec<u8> = Vec::with_capacity(1 << 20);
    let mut chunk = vec![0u8; 1 << 20];
    // Past the module size cap the file is refused anyway: do not inflate a bomb to find out.
    let mut left = DEFAULT_MAX_MODULE_BYTES;
    loop {
        if left == 0 {
            // Larger than any module may be: taken as a wrapper so that reading it reports
            // the cap, rather than calling it a kernel module.
            return true;
        }
        let n = match r.read(&mut chunk) {
            Ok(0) | Err(_) => return false,
            Ok(n) => n,
        };
        left = left.saturating_sub(n as u64);
        window.extend_from_slice(&chunk[..n]);
        if finder.find(&window).is_some() {
            return true;
        }
        let cut = window.len().saturating_sub(keep);
        window.drain(..cut);
    }
}

/// Opens a file, transparently un-gzipping `.gz` (by magic bytes, not by name).
///
/// Only regular files are opened: a FIFO would block here and a device never ends.
pub fn open(path: &Path) -> std::io::Result<Box<dyn BufRead + Send>> {
    open_buffered(path, 1 << 20)
}

/// [`open`] with a read buffer of `capacity` bytes: a buffer is zeroed and paged in when
/// first filled, which for 1 MiB cost more than sniffing a small file's head.
fn open_buffered(path: &Path, capacity: usize) -> std::io::Result<Box<dyn BufRead + Send>> {
    let meta = std::fs::metadata(path)?;
    if !meta.is_file() {
        return Err(std::io::Error::new(std::io::ErrorKind::Unsupported, format!("not a regular file ({})", file_type_name(&meta))));
    }
    let mut f = File::open(path)?;
    let mut magic = [0u8; 2];
    let n = f.read(&mut magic)?;
    // Back to the start of the same open file (opening it again cost a path walk per file
    // of a cache dir).
    f.rewind()?;
    if n == 2 && magic == [0x1f, 0x8b] {
        Ok(Box::new(BufReader::with_capacity(capacity, flate2::read::MultiGzDecoder::new(f))))
    } else {
        Ok(Box::new(BufReader::with_capacity(capacity, f)))
    }
}

/// What marks a log holding output code: `[__output_code]` (glog style, 2.2+),
/// `inductor_output_code` (`TORCH_TRACE`), `.__output_code: [DEBUG]` (2.0-2.1).
const LOG_MARKERS: [&str; 3] = ["[__output_code]", "inductor_output_code", ".__output_code: ["];

fn has_log_marker(head: &[u8]) -> bool {
    LOG_MARKERS.iter().any(|m| memchr::memmem::find(head, m.as_bytes()).is_some())
}

/// [`sniff`] of a log that stops as soon as what was read holds a [`LOG_MARKERS`] marker:
/// a log's first compile is near its top (half of the samples' logs name it in their first
/// 2 KB), and inflating the whole 64 KiB head of every log to find it cost a quarter more
/// inflating than reading the logs once. A head without a marker is the one [`sniff`]
/// reads, so what a file is taken for does not change.
fn sniff_log(path: &Path, limit: u64) -> std::io::Result<String> {
    let marker_len = LOG_MARKERS.iter().map(|m| m.len()).max().unwrap_or(0);
    let mut reader = open_buffered(path, 8 << 10)?.take(limit);
    let mut buf: Vec<u8> = Vec::new();
    let mut step = 4 << 10;
    loop {
        let searched = buf.len().saturating_sub(marker_len - 1);
        let before = buf.len();
        let read = (&mut reader).take(step as u64).read_to_end(&mut buf);
        if let Err(e) = read {
            // A truncated gzip stream: what was read before the cut decides (as `sniff`).
            if buf.is_empty() {
                return Err(e);
            }
            break;
        }
        if buf.len() == before || has_log_marker(&buf[searched..]) {
            break;
        }
        step = (step * 2).min(1 << 20);
    }
    Ok(String::from_utf8(buf).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()))
}

fn sniff(path: &Path, limit: u64) -> std::io::Result<String> {
    let mut buf = Vec::new();
    // A truncated gzip stream fails part-way: the head read before the cut still decides
    // what the file is, and the reader reports where it stopped.
    if let Err(e) = open_buffered(path, 64 << 10)?.take(limit).read_to_end(&mut buf) {
        if buf.is_empty() {
            return Err(e);
        }
    }
    // Valid UTF-8 (nearly always) becomes the string in place: the lossy conversion
    // copied every sniffed head (up to 1 MiB of each wrapper) through a slower check.
    Ok(String::from_utf8(buf).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()))
}

/// Reads lines with a bounded buffer. Over-long lines are cut (the rest skipped) and
/// reported; invalid UTF-8 is replaced and reported once per file.
pub(crate) struct LineReader<R> {
    inner: R,
    pub line_no: u32,
    buf: Vec<u8>,
    pub bytes_read: u64,
}

pub(crate) enum Line<'a> {
    Ok(&'a [u8]),
    /// The line was longer than [`MAX_LINE_BYTES`]; only its start is given.
    Truncated(&'a [u8]),
}

/// The lines of a log, one at a time: streamed ([`LineReader`]) or cut from a log held
/// in memory ([`SliceLines`]). Both give the same lines.
pub(crate) trait LineSource {
    /// The 1-based number of the line last given (0 before the first).
    fn line_no(&self) -> u32;
    /// The next line without its line ending; `None` at the end.
    fn next_line(&mut self) -> std::io::Result<Option<Line<'_>>>;
}

impl<R: BufRead> LineSource for LineReader<R> {
    fn line_no(&self) -> u32 {
        self.line_no
    }

    fn next_line(&mut self) -> std::io::Result<Option<Line<'_>>> {
        LineReader::next_line(self)
    }
}

/// The lines of a text held in memory (an inflated log), given as slices of it: a line
/// is not copied into a buffer first, as [`LineReader`] must.
pub(crate) struct SliceLines<'a> {
    text: &'a [u8],
    at: usize,
    line_no: u32,
}

impl<'a> SliceLines<'a> {
    pub fn new(text: &'a [u8]) -> Self {
        SliceLines { text, at: 0, line_no: 0 }
    }
}

impl LineSource for SliceLines<'_> {
    fn line_no(&self) -> u32 {
        self.line_no
    }

    fn next_line(&mut self) -> std::io::Result<Option<Line<'_>>> {
        let rest = &self.text[self.at..];
        if rest.is_empty() {
            return Ok(None);
        }
        let take = memchr::memchr(b'\n', rest).map_or(rest.len(), |i| i + 1);
        self.at += take;
        self.line_no += 1;
        // As `LineReader`: past the cap only the line's start is given, and line endings
        // (any run of `\n` and `\r`) are cut off what is kept.
        let truncated = take > MAX_LINE_BYTES;
        let mut line = &rest[..take.min(MAX_LINE_BYTES)];
        while let [head @ .., b'\n' | b'\r'] = line {
            line = head;
        }
        Ok(Some(if truncated { Line::Truncated(line) } else { Line::Ok(line) }))
    }
}

impl<R: BufRead> LineReader<R> {
    pub fn new(inner: R) -> Self {
        LineReader { inner, line_no: 0, buf: Vec::with_capacity(4096), bytes_read: 0 }
    }

    pub fn next_line(&mut self) -> std::io::Result<Option<Line<'_>>> {
        self.buf.clear();
        let mut truncated = false;
        let mut any = false;
        loop {
            let chunk = self.inner.fill_buf()?;
            if chunk.is_empty() {
                break;
            }
            any = true;
            let (take, done) = match memchr::memchr(b'\n', chunk) {
                Some(i) => (i + 1, true),
                None => (chunk.len(), false),
            };
            let room = MAX_LINE_BYTES.saturating_sub(self.buf.len());
            if room > 0 {
                self.buf.extend_from_slice(&chunk[..take.min(room)]);
            }
            if take > room {
                truncated = true;
            }
            self.inner.consume(take);
            self.bytes_read += take as u64;
            if done {
                break;
            }
        }
        if !any {
            return Ok(None);
        }
        self.line_no += 1;
        while matches!(self.buf.last(), Some(b'\n' | b'\r')) {
            self.buf.pop();
        }
        Ok(Some(if truncated { Line::Truncated(&self.buf) } else { Line::Ok(&self.buf) }))
    }
}

/// Reads every module of the discovered inputs, in a stable order, calling `sink` for
/// each as soon as it is complete. A wrapper file already seen in a log (same cache file
/// name, or the same text) is not read twice.
pub fn read_all(d: &Discovered, issues: &mut Vec<InputIssue>, sink: impl FnMut(ModuleSource)) {
    read_all_with(d, &Limits::default(), issues, sink)
}

/// [`read_all`] under explicit [`Limits`].
///
/// A module cut short in a log (see [`cut_short`]) is reported with the line where it
/// ends and held back until the wrapper files are read: a complete copy of it elsewhere
/// in the inputs (the capture's `cache/c<hash>.py`) is audited instead of the cut one.
pub fn read_all_with(d: &Discovered, limits: &Limits, issues: &mut Vec<InputIssue>, mut sink: impl FnMut(ModuleSource)) {
    let mut seen_files: HashSet<String> = HashSet::new();
    let mut seen_text: HashSet<u64> = HashSet::new();
    let mut cut: Vec<ModuleSource> = Vec::new();
    let mut cut_bytes = 0usize;
    let wrapper_stems: HashSet<String> = d.wrappers.iter().map(|p| file_stem(&p.to_string_lossy())).collect();
    for path in &d.logs {
        let mut count = 0usize;
        let issues_before = issues.len();
        // A gzipped log small enough is decompressed once and both passes read its lines
        // in place.
        let inflated = inflate_small(path);
        // Guards follow the output code of their compile in the log: read them first.
        let guard_index: std::collections::HashMap<(u32, String), Arc<guards::CompileGuards>> = match &inflated {
            Some(bytes) => guards::scan_lines(path, SliceLines::new(bytes), issues).into_iter().map(|(k, v)| (k, Arc::new(v))).collect(),
            None => match open(path) {
                Ok(r) => guards::scan_log(path, r, issues).into_iter().map(|(k, v)| (k, Arc::new(v))).collect(),
                Err(_) => Default::default(),
            },
        };
        let mut on_module = |mut m: ModuleSource, issues: &mut Vec<InputIssue>| {
            count += 1;
            if let Some(pid) = m.pid {
                // A module without a frame id takes the frame-less records of its process.
                m.guards = guard_index.get(&(pid, m.compile_id.clone().unwrap_or_default())).cloned();
            }
            if matches!(m.kind, SourceKind::OutputCodeLog | SourceKind::TraceLog) && cut_short(&m.text) {
                let last = m.text.lines().count().max(1) as u32;
                let (line, _) = m.lines.to_file(last, 1);
                issues.push(InputIssue {
                    path: path.clone(),
                    line: Some(line),
                    message: format!(
                        "module {} cut short: it ends here without Inductor's closing `compiled_module_main(...)` (a truncated or damaged log); what was read is audited unless a complete copy is among the inputs",
                        m.id()
                    ),
                    severity: "warning",
                });
                // Held back while they fit in the budget; past it, settled now (a wrapper
                // file of the same name is read later and stands for it).
                if cut_bytes + m.text.len() > MAX_HELD_CUT_BYTES {
                    if !m.module_file.as_deref().map(file_stem).is_some_and(|s| wrapper_stems.contains(&s)) {
                        settle_cut(m, d, limits, &mut seen_text, &mut sink);
                    }
                    return;
                }
                cut_bytes += m.text.len();
                cut.push(m);
                return;
            }
            if let Some(f) = &m.module_file {
                seen_files.insert(file_stem(f));
            }
            seen_text.insert(text_hash(&m.text));
            sink(m)
        };
        let result = match &inflated {
            Some(bytes) => log::read_log_lines(path, SliceLines::new(bytes), limits, issues, &mut on_module),
            None => open(path).and_then(|r| log::read_log_from(path, r, limits, issues, &mut on_module)),
        };
        drop(inflated);
        if let Err(e) = result {
            issues.push(InputIssue { path: path.clone(), line: None, message: format!("read failed: {e}"), severity: "error" });
        } else if count == 0 && !issues[issues_before..].iter().any(|i| i.path == *path) {
            issues.push(InputIssue {
                path: path.clone(),
                line: None,
                message: "no Inductor output code in this log (was it written with TORCH_LOGS=output_code or TORCH_TRACE?)".into(),
                severity: "warning",
            });
        }
    }
    let mut read_files: HashSet<String> = HashSet::new();
    for path in &d.wrappers {
        let stem = file_stem(&path.to_string_lossy());
        if seen_files.contains(&stem) {
            continue;
        }
        match read_wrapper(path, limits) {
            Ok(Some(m)) => {
                read_files.insert(stem);
                if seen_text.insert(text_hash(&m.text)) {
                    sink(m)
                }
            }
            Ok(None) => issues.push(InputIssue {
                path: path.clone(),
                line: None,
                message: format!("module larger than the cap of {} (--max-module-size): skipped", human_bytes(limits.max_module_bytes)),
                severity: "warning",
            }),
            Err(e) => issues.push(InputIssue { path: path.clone(), line: None, message: format!("cannot read: {e}"), severity: read_error_severity(&e) }),
        }
    }
    for m in cut {
        let stem = m.module_file.as_deref().map(file_stem);
        if stem.as_ref().is_some_and(|s| read_files.contains(s)) {
            tracing::info!(module = %m.id(), "a cut module of a log is replaced by its complete copy among the wrapper files");
            continue;
        }
        settle_cut(m, d, limits, &mut seen_text, &mut sink);
    }
}

/// A gzipped log whose text is at most this is held inflated while it is read (once, for
/// both the guard scan and the module pass); a larger one is streamed twice, so memory
/// stays bounded whatever the log's size.
const MAX_INFLATED_LOG_BYTES: u64 = 32 << 20;

/// The whole text of a gzipped log of at most [`MAX_INFLATED_LOG_BYTES`]; `None` for a
/// plain file (read twice from the page cache, no inflating), a larger log, or one that
/// fails to read (then streamed as before, so its error is reported where it happens).
fn inflate_small(path: &Path) -> Option<Vec<u8>> {
    // Only a regular file is opened (a FIFO would block in `open`).
    let meta = std::fs::metadata(path).ok()?;
    if !meta.is_file() {
        return None;
    }
    let mut f = File::open(path).ok()?;
    let mut magic = [0u8; 2];
    if f.read_exact(&mut magic).is_err() || magic != [0x1f, 0x8b] {
        return None;
    }
    // Deflate never shrinks a text by less than its block headers: a larger gzip file
    // holds more than the cap, or is something odd that streaming handles.
    if meta.len() > MAX_INFLATED_LOG_BYTES + (1 << 20) {
        return None;
    }
    f.rewind().ok()?;
    let mut gz = Vec::with_capacity(meta.len() as usize);
    f.read_to_end(&mut gz).ok()?;
    inflate_gzip(&gz, MAX_INFLATED_LOG_BYTES as usize)
}

/// The concatenated texts of the gzip members of `gz` when every member is whole, its
/// CRC and size check out, and the text is at most `max` bytes; `None` otherwise (the
/// log is then streamed through flate2, which reports what is wrong where it is).
///
/// Inflated in one piece into the output (flate2's stream inflates into a 32 KiB window
/// and copies out of it, a tenth of the inflating's instructions), the buffer sized once
/// from the last member's trailer.
fn inflate_gzip(gz: &[u8], max: usize) -> Option<Vec<u8>> {
    use miniz_oxide::inflate::core::{decompress, inflate_flags, DecompressorOxide};
    use miniz_oxide::inflate::TINFLStatus;
    let isize_hint = gz.len().checked_sub(4).and_then(|at| gz.get(at..)).and_then(|t| <[u8; 4]>::try_from(t).ok()).map_or(0, u32::from_le_bytes);
    let mut out = vec![0u8; (isize_hint as usize).clamp(4 << 10, max.saturating_add(1))];
    let mut out_pos = 0;
    let mut decompressor = Box::<DecompressorOxide>::default();
    let mut at = 0;
    while at < gz.len() {
        let mut input = gz.get(at + gzip_header_len(&gz[at..])?..)?;
        let member_start = out_pos;
        decompressor.init();
        loop {
            let (status, used, written) = decompress(&mut decompressor, input, &mut out, out_pos, inflate_flags::TINFL_FLAG_USING_NON_WRAPPING_OUTPUT_BUF);
            out_pos += written;
            input = input.get(used..)?;
            match status {
                TINFLStatus::Done => break,
                TINFLStatus::HasMoreOutput if out.len() <= max => {
                    let grown = out.len().saturating_mul(2).min(max.saturating_add(1));
                    out.resize(grown, 0);
                }
                _ => return None,
            }
        }
        let trailer = input.get(..8)?;
        let member = &out[member_start..out_pos];
        if u32::from_le_bytes([trailer[0], trailer[1], trailer[2], trailer[3]]) != crc32fast::hash(member)
            || u32::from_le_bytes([trailer[4], trailer[5], trailer[6], trailer[7]]) != member.len() as u32
        {
            return None;
        }
        at = gz.len() - input.len() + 8;
    }
    if out_pos > max {
        return None;
    }
    out.truncate(out_pos);
    Some(out)
}

/// The length of the gzip member header at the start of `h` (RFC 1952). `None` for
/// anything but deflate, and for a header CRC or reserved flag bits: flate2 judges those.
fn gzip_header_len(h: &[u8]) -> Option<usize> {
    const FTEXT: u8 = 1;
    const FEXTRA: u8 = 4;
    const FNAME: u8 = 8;
    const FCOMMENT: u8 = 16;
    if h.get(..3)? != [0x1f, 0x8b, 8] || h.len() < 10 {
        return None;
    }
    let flags = h[3];
    if flags & !(FTEXT | FEXTRA | FNAME | FCOMMENT) != 0 {
        return None;
    }
    let mut at = 10;
    if flags & FEXTRA != 0 {
        let xlen = u16::from_le_bytes([*h.get(at)?, *h.get(at + 1)?]);
        at += 2 + usize::from(xlen);
    }
    for field in [FNAME, FCOMMENT] {
        if flags & field != 0 {
            at += memchr::memchr(0, h.get(at..)?)? + 1;
        }
    }
    (at <= h.len()).then_some(at)
}

/// Cut modules held back at most (bytes of text): a log of thousands of cut modules
/// would otherwise be held whole to the end.
const MAX_HELD_CUT_BYTES: usize = 16 << 20;

/// Audits the complete copy of a cut module from the capture's own cache beside the log
/// when there is one, else the cut module as read.
fn settle_cut(m: ModuleSource, d: &Discovered, limits: &Limits, seen_text: &mut HashSet<u64>, sink: &mut impl FnMut(ModuleSource)) {
    let stem = m.module_file.as_deref().map(file_stem);
    let side = stem.as_ref().and_then(|s| d.side_wrappers.iter().find(|p| file_stem(&p.to_string_lossy()) == *s));
    if let Some(Ok(Some(whole))) = side.map(|p| read_wrapper(p, limits)) {
        if !cut_short(&whole.text) {
            tracing::info!(module = %m.id(), copy = %whole.path.display(), "a cut module of a log is replaced by its complete copy in the capture's cache");
            if seen_text.insert(text_hash(&whole.text)) {
                sink(whole)
            }
            return;
        }
    }
    if seen_text.insert(text_hash(&m.text)) {
        sink(m)
    }
}

pub(crate) fn human_bytes(n: u64) -> String {
    if n >= 1 << 20 && n & ((1 << 20) - 1) == 0 {
        format!("{} MiB", n >> 20)
    } else {
        format!("{n} bytes")
    }
}

fn file_stem(p: &str) -> String {
    let name = p.rsplit(['/', '\\']).next().unwrap_or(p);
    name.strip_suffix(".py").unwrap_or(name).to_string()
}

/// A 64-bit digest of a text without its trailing whitespace: in-process keys only (the
/// texts already read, the memo of audited modules), never written anywhere.
///
/// SipHash under a key drawn once per process: two texts that meet here are taken for one
/// (a module dropped as already read, another's audit reused), so the digest must resist a
/// dump crafted to collide. An unkeyed multiply-fold hash (tried: 1% fewer instructions)
/// lets a chosen 16-byte block zero its state and forget everything before it.
pub(crate) fn text_hash(text: &str) -> u64 {
    use std::hash::BuildHasher;
    static KEY: std::sync::OnceLock<std::collections::hash_map::RandomState> = std::sync::OnceLock::new();
    KEY.get_or_init(std::collections::hash_map::RandomState::new).hash_one(text.trim_end())
}

/// `Ok(None)`: larger than the cap (read no further than that, so a gzipped bomb cannot
/// take the memory).
fn read_wrapper(path: &Path, limits: &Limits) -> std::io::Result<Option<ModuleSource>> {
    let mut bytes = Vec::new();
    open(path)?.take(limits.max_module_bytes.saturating_add(1)).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limits.max_module_bytes {
        return Ok(None);
    }
    let text = match String::from_utf8(bytes) {
        Ok(t) => t,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    };
    Ok(Some(ModuleSource {
        path: Arc::from(path),
        kind: SourceKind::WrapperFile,
        text,
        lines: LineMap::identity(),
        compile_id: None,
        pid: None,
        module_file: Some(path.to_string_lossy().into_owned()),
        guards: None,
    }))
}

/// Reads a module from text given directly (the Python front's `audit_text`).
pub fn module_from_text(name: &str, text: String) -> Vec<ModuleSource> {
    if text.contains("[__output_code]") {
        let mut out = Vec::new();
        let mut issues = Vec::new();
        let index = guards::scan_lines(Path::new(name), SliceLines::new(text.as_bytes()), &mut issues);
        let index: std::collections::HashMap<(u32, String), Arc<guards::CompileGuards>> = index.into_iter().map(|(k, v)| (k, Arc::new(v))).collect();
        let _ = log::read_log_lines(Path::new(name), SliceLines::new(text.as_bytes()), &Limits::default(), &mut issues, &mut |mut m: ModuleSource, _| {
            if let Some(pid) = m.pid {
                // A module without a frame id takes the frame-less records of its process.
                m.guards = index.get(&(pid, m.compile_id.clone().unwrap_or_default())).cloned();
            }
            out.push(m)
        });
        return out;
    }
    vec![ModuleSource {
        path: Arc::from(Path::new(name)),
        kind: SourceKind::WrapperFile,
        text,
        lines: LineMap::identity(),
        compile_id: None,
        pid: None,
        module_file: None,
        guards: None,
    }]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cut_short_needs_the_closing_main_call() {
        assert!(!cut_short("def call(args):\n    pass\nif __name__ == \"__main__\":\n    compiled_module_main('None', benchmark_compiled_module)\n\n"));
        assert!(cut_short("def call(args):\n    pass\n"));
        assert!(cut_short("    compiled_module_main('None', lambda times"));
        assert!(cut_short("    compiled_module_main('None', lambda t, r: benchmark_compiled_module(args, times=t, repeat=r)"));
        assert!(cut_short(""));
        assert!(!cut_short("if __name__ == \"__main__\":\n    print_performance(lambda: call([arg0_1]))\n"), "2.0's closing line");
        assert!(cut_short("    print_performance(lambda: call([arg0_1]"));
    }

    #[test]
    fn text_hash_ignores_trailing_space_only() {
        let texts = ["", "a", "b", "ab", "ba", "0123456789abcdef", "0123456789abcdeg", "0123456789abcdef0", "\0", "\0\0", "x\0", "def call(args):\n    pass"];
        let hashes: HashSet<u64> = texts.iter().map(|t| text_hash(t)).collect();
        assert_eq!(hashes.len(), texts.len());
        assert_eq!(text_hash("def call(args):\n    pass\n\n  "), text_hash("def call(args):\n    pass"));
        // One bit flipped anywhere in a long text changes the digest.
        let long: Vec<u8> = (0..1000u32).map(|i| b'a' + (i % 26) as u8).collect();
        let base = text_hash(std::str::from_utf8(&long).unwrap());
        for at in [0, 7, 8, 15, 16, 500, 999] {
            let mut t = long.clone();
            t[at] ^= 1;
            assert_ne!(text_hash(std::str::from_utf8(&t).unwrap()), base, "bit at {at}");
        }
    }

    #[test]
    fn slice_lines_are_the_streamed_lines() {
        fn all(mut r: impl LineSource) -> Vec<(u32, bool, Vec<u8>)> {
            let mut out = Vec::new();
            while let Some(line) = r.next_line().unwrap() {
                let (truncated, bytes) = match line {
                    Line::Ok(b) => (false, b.to_vec()),
                    Line::Truncated(b) => (true, b.to_vec()),
                };
                out.push((r.line_no(), truncated, bytes));
            }
            out
        }
        let mut long = vec![b'x'; MAX_LINE_BYTES + 5];
        long.extend_from_slice(b"\r\nend");
        for text in [&b"a\nb\r\n\r\nc\r\r\n\n\nd"[..], b"", b"\n", b"no newline", b"\xff\xfe\n\t x\r", &long] {
            assert_eq!(all(SliceLines::new(text)), all(LineReader::new(std::io::Cursor::new(text.to_vec()))));
        }
    }

    #[test]
    fn one_piece_inflating_reads_what_flate2_reads() {
        use std::io::Write;
        let gzip = |text: &[u8], name: bool| {
            let mut b = flate2::GzBuilder::new();
            if name {
                b = b.filename("output_code.log").comment("c").extra(vec![1, 2, 3]);
            }
            let mut e = b.write(Vec::new(), flate2::Compression::default());
            e.write_all(text).unwrap();
            e.finish().unwrap()
        };
        let a: Vec<u8> = (0..200_000u32).flat_map(|i| format!("V1122 02:42:07.539000 465 g.py:1] [0/0] [__output_code] x{}\n", i % 977).into_bytes()).collect();
        let mut two = gzip(&a, true);
        two.extend(gzip(b"second member\n", false));
        two.extend(gzip(b"", false));
        let mut streamed = Vec::new();
        flate2::read::MultiGzDecoder::new(&two[..]).read_to_end(&mut streamed).unwrap();
        assert_eq!(inflate_gzip(&two, 64 << 20).as_deref(), Some(&streamed[..]));
        // Over the cap, a bad CRC, a cut member, trailing junk: left to the stream.
        assert_eq!(inflate_gzip(&two, streamed.len() - 1), None);
        assert_eq!(inflate_gzip(&two, streamed.len()).map(|t| t.len()), Some(streamed.len()));
        let mut bad = gzip(b"some text\n", false);
        let n = bad.len();
        bad[n - 8] ^= 1;
        assert_eq!(inflate_gzip(&bad, 1 << 20), None);
        let one = gzip(&a, false);
        assert_eq!(inflate_gzip(&one[..one.len() - 3], 64 << 20), None);
        assert_eq!(inflate_gzip(&one[..one.len() / 2], 64 << 20), None);
        let mut junk = one.clone();
        junk.extend(b"junk");
        assert_eq!(inflate_gzip(&junk, 64 << 20), None);
    }

    #[cfg(unix)]
    #[test]
    fn special_files_are_refused_without_blocking() {
        let d = discover(&[PathBuf::from("/dev/zero")]);
        assert!(d.logs.is_empty() && d.wrappers.is_empty());
        assert_eq!(d.issues.len(), 1);
        assert_eq!(d.issues[0].severity, "error");
        assert!(d.issues[0].message.contains("not a regular file"), "{}", d.issues[0].message);
        assert!(open(Path::new("/dev/zero")).is_err());
    }
}
