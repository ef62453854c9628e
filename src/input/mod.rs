//! Finding and reading what Inductor wrote: `TORCH_LOGS=output_code` logs (plain or
//! gzipped), `TORCH_TRACE` logs, wrapper modules, cache dirs and `TORCH_COMPILE_DEBUG`
//! dirs. Everything ends up as [`ModuleSource`]s (one wrapper module's text with a map back
//! to the file it came from) plus a [`CacheIndex`] of autotune results and compiled kernel
//! metadata.
//!
//! Invariant: logs are streamed; memory is bounded by the largest module, not the log.

mod cache;
mod log;

pub use cache::{BestConfig, CacheIndex, CompiledKernelMeta, BEST_CONFIG_NON_KWARGS};

use std::collections::HashSet;
use std::fs::File;
use std::io::{BufRead, BufReader, Read};
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

/// What was found under the input paths.
#[derive(Debug, Default)]
pub struct Discovered {
    pub logs: Vec<PathBuf>,
    pub wrappers: Vec<PathBuf>,
    pub cache: CacheIndex,
    pub issues: Vec<InputIssue>,
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

fn walk_dir(root: &Path, d: &mut Discovered) {
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let entries = match std::fs::read_dir(&dir) {
            Ok(e) => e,
            Err(e) => {
                d.issues.push(InputIssue { path: dir.clone(), line: None, message: format!("cannot list: {e}"), severity: "warning" });
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
                classify_file(&path, false, d);
            }
        }
    }
}

/// Only the side files (best configs, compiled-kernel metadata) of a cache dir.
fn walk_cache_side_files(root: &Path, d: &mut Discovered) {
    let mut side = Discovered::default();
    walk_dir(root, &mut side);
    d.cache.merge(side.cache);
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
            Ok(head) if looks_like_wrapper(&head) || def_call_past_head(path, &head) => d.wrappers.push(path.to_path_buf()),
            // A kernel benchmark module (max-autotune, `benchmark_kernel`): audited as its own module.
            Ok(head) if crate::model::is_benchmark_module_text(&head) => d.wrappers.push(path.to_path_buf()),
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
            Err(e) => d.issues.push(InputIssue { path: path.to_path_buf(), line: None, message: format!("cannot read: {e}"), severity: "error" }),
        }
        return;
    }
    if explicit || is_log_name(&name) {
        match sniff(path, 4 << 20) {
            Ok(head) if head.contains("[__output_code]") || head.contains("inductor_output_code") => d.logs.push(path.to_path_buf()),
            Ok(head) if looks_like_wrapper(&head) => d.wrappers.push(path.to_path_buf()),
            // A long log whose first compile comes late: take `.log` files whole.
            Ok(_) if explicit || name.contains(".log") => d.logs.push(path.to_path_buf()),
            Ok(_) => {}
            Err(e) => d.issues.push(InputIssue { path: path.to_path_buf(), line: None, message: format!("cannot read: {e}"), severity: "error" }),
        }
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
    if std::fs::metadata(path).map(|m| m.len() <= WRAPPER_SNIFF_BYTES).unwrap_or(true) {
        return false;
    }
    let Ok(mut r) = open(path) else { return false };
    let finder = memchr::memmem::Finder::new(b"def call(");
    let keep = b"def call(".len() - 1;
    let mut window: Vec<u8> = Vec::with_capacity(1 << 20);
    let mut chunk = vec![0u8; 1 << 20];
    loop {
        let n = match r.read(&mut chunk) {
            Ok(0) | Err(_) => return false,
            Ok(n) => n,
        };
        window.extend_from_slice(&chunk[..n]);
        if finder.find(&window).is_some() {
            return true;
        }
        let cut = window.len().saturating_sub(keep);
        window.drain(..cut);
    }
}

/// Opens a file, transparently un-gzipping `.gz` (by magic bytes, not by name).
pub fn open(path: &Path) -> std::io::Result<Box<dyn BufRead + Send>> {
    let mut f = File::open(path)?;
    let mut magic = [0u8; 2];
    let n = f.read(&mut magic)?;
    drop(f);
    let f = File::open(path)?;
    if n == 2 && magic == [0x1f, 0x8b] {
        Ok(Box::new(BufReader::with_capacity(1 << 20, flate2::read::MultiGzDecoder::new(f))))
    } else {
        Ok(Box::new(BufReader::with_capacity(1 << 20, f)))
    }
}

fn sniff(path: &Path, limit: u64) -> std::io::Result<String> {
    let mut buf = Vec::new();
    // A truncated gzip stream fails part-way: the head read before the cut still decides
    // what the file is, and the reader reports where it stopped.
    if let Err(e) = open(path)?.take(limit).read_to_end(&mut buf) {
        if buf.is_empty() {
            return Err(e);
        }
    }
    Ok(String::from_utf8_lossy(&buf).into_owned())
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
pub fn read_all(d: &Discovered, issues: &mut Vec<InputIssue>, mut sink: impl FnMut(ModuleSource)) {
    let mut seen_files: HashSet<String> = HashSet::new();
    let mut seen_text: HashSet<u64> = HashSet::new();
    for path in &d.logs {
        let mut count = 0usize;
        let result = log::read_log(path, issues, &mut |m: ModuleSource| {
            if let Some(f) = &m.module_file {
                seen_files.insert(file_stem(f));
            }
            seen_text.insert(text_hash(&m.text));
            count += 1;
            sink(m)
        });
        if let Err(e) = result {
            issues.push(InputIssue { path: path.clone(), line: None, message: format!("read failed: {e}"), severity: "error" });
        } else if count == 0 {
            issues.push(InputIssue {
                path: path.clone(),
                line: None,
                message: "no Inductor output code in this log (was it written with TORCH_LOGS=output_code or TORCH_TRACE?)".into(),
                severity: "warning",
            });
        }
    }
    for path in &d.wrappers {
        if seen_files.contains(&file_stem(&path.to_string_lossy())) {
            continue;
        }
        match read_wrapper(path) {
            Ok(m) => {
                if seen_text.insert(text_hash(&m.text)) {
                    sink(m)
                }
            }
            Err(e) => issues.push(InputIssue { path: path.clone(), line: None, message: format!("cannot read: {e}"), severity: "error" }),
        }
    }
}

fn file_stem(p: &str) -> String {
    let name = p.rsplit(['/', '\\']).next().unwrap_or(p);
    name.strip_suffix(".py").unwrap_or(name).to_string()
}

pub(crate) fn text_hash(text: &str) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    text.trim_end().hash(&mut h);
    h.finish()
}

fn read_wrapper(path: &Path) -> std::io::Result<ModuleSource> {
    let mut bytes = Vec::new();
    open(path)?.read_to_end(&mut bytes)?;
    let text = match String::from_utf8(bytes) {
        Ok(t) => t,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    };
    Ok(ModuleSource {
        path: Arc::from(path),
        kind: SourceKind::WrapperFile,
        text,
        lines: LineMap::identity(),
        compile_id: None,
        pid: None,
        module_file: Some(path.to_string_lossy().into_owned()),
    })
}

/// Reads a module from text given directly (the Python front's `audit_text`).
pub fn module_from_text(name: &str, text: String) -> Vec<ModuleSource> {
    if text.contains("[__output_code]") {
        let mut out = Vec::new();
        let mut issues = Vec::new();
        let _ = log::read_log_from(Path::new(name), Box::new(std::io::Cursor::new(text.into_bytes())), &mut issues, &mut |m| out.push(m));
        return out;
    }
    vec![ModuleSource { path: Arc::from(Path::new(name)), kind: SourceKind::WrapperFile, text, lines: LineMap::identity(), compile_id: None, pid: None, module_file: None }]
}
