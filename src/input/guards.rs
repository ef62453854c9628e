//! Dynamo guards: the shapes a compiled module may run at.
//!
//! An `output_code` dump says at which shapes a module was compiled (`get_args()`), not
//! which shapes it accepts: Dynamo's guards do. Where a log carries them, they are read
//! here, tied to the module of the same process and compile id, and turned into facts over
//! the module's shape symbols (see [`resolve`]).
//!
//! Formats read (torch 2.5 to 2.15; all written by `torch/_dynamo/guards.py` and
//! `torch/fx/experimental/symbolic_shapes.py`):
//! - `TORCH_LOGS=guards` (`[__guards]` records): the guard tree, whose shape guards are
//!   `LAMBDA_GUARD: 2 <= L['x'].size()[1] <= 64  # user code` (or `SHAPE_ENV:`) over
//!   *sources*; one record per compile id.
//! - `TORCH_LOGS=dynamic` (INFO, untagged): `create_symbol s75 = 17 for L['x'].size()[1]
//!   [2, 64] ...` gives a source its symbol and the symbol its range; `eval s0 <= 512
//!   [guard added] ...` (also `runtime_assert`) a guard over symbols, in sympy syntax
//!   (`Eq(s0, 2*s1)`, `Ne(Mod(s0, 2), 0)`).
//! - `TORCH_TRACE`: the same as JSON envelopes: `create_symbol` (`symbol`, `vr`,
//!   `source`), `guard_added` / `guard_added_fast` (`expr`), and `dynamo_cpp_guards_str`
//!   whose payload is the guard tree above.
//!
//! A guard over sources is mapped to symbols through the `create_symbol` records of the
//! same compile. Guards only on strides or storage offsets (`L['x'].stride()[0] ==
//! L['x'].size()[1]`) restate an input's layout, which the wrapper's
//! `assert_size_stride` already gives the model: they are counted, not used. Anything
//! that cannot be read is an input issue at its log line, never dropped silently.

use std::collections::{BTreeMap, HashMap};
use std::io::BufRead;
use std::path::Path;
use std::sync::Arc;

use ia_parsers::{glog, py};

use super::{InputIssue, Line, LineReader, LineSource};
use crate::sym::{self, Cond, Expr, Rel};

/// A source given a symbol by `create_symbol`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SymbolSource {
    pub symbol: String,
    pub source: String,
    /// The range Dynamo gave the symbol when it created it (`[2, 64]`; `int_oo` is `None`).
    pub min: Option<i128>,
    pub max: Option<i128>,
    pub line: u32,
}

/// One guard as written in the log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GuardText {
    pub text: String,
    pub line: u32,
    /// Python over sources (`L['x'].size()[0]`) or sympy over symbols.
    pub over_sources: bool,
}

/// Everything one compile (process and compile id) says about its shapes.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CompileGuards {
    pub path: std::path::PathBuf,
    pub symbols: Vec<SymbolSource>,
    pub guards: Vec<GuardText>,
    /// What [`resolve`] reads from each guard before it knows the module's symbols,
    /// computed once per compile: its modules (forward, backward, recompiles' repeats)
    /// share one `Arc<CompileGuards>` and each used to parse every guard again.
    pub prepared: PreparedGuards,
}

/// A cache of [`CompileGuards`]' guards read as far as they can be without a module: not
/// part of the value (equal, shown as nothing, and empty in a clone). It holds the
/// fingerprint of the records it was computed from, so records changed since (the fields
/// are public) are read anew.
#[derive(Default)]
pub struct PreparedGuards(std::sync::Mutex<Option<(u64, Arc<Vec<Prepared>>)>>);

impl Clone for PreparedGuards {
    fn clone(&self) -> Self {
        PreparedGuards::default()
    }
}

impl PartialEq for PreparedGuards {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for PreparedGuards {}

impl std::fmt::Debug for PreparedGuards {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("PreparedGuards")
    }
}

/// One guard of a compile as [`resolve`] reads it before the module's symbols are known.
#[derive(Clone)]
pub enum Prepared {
    /// Defines an unnamed size (duck sizing).
    Alias,
    /// Names a size with no shape symbol: the unreadable guard's message.
    NoSymbol(String),
    /// Only strides or storage offsets.
    LayoutOnly,
    /// Only float symbols.
    FloatsOnly,
    /// Could not be read: why.
    Unreadable(String),
    /// A condition over these symbols.
    Cond(Cond, Vec<String>),
}

impl CompileGuards {
    fn add_guard(&mut self, g: GuardText) {
        if !self.guards.iter().any(|x| x.text == g.text) {
            self.guards.push(g);
        }
    }

    fn add_symbol(&mut self, s: SymbolSource) {
        if !self.symbols.iter().any(|x| x.symbol == s.symbol && x.source == s.source) {
            self.symbols.push(s);
        }
    }

    /// Each guard read as far as it can be without a module's symbols (once per content
    /// of the records).
    fn prepared(&self) -> Arc<Vec<Prepared>> {
        let key = self.fingerprint();
        let mut cache = match self.prepared.0.lock() {
            Ok(c) => c,
            Err(poisoned) => poisoned.into_inner(),
        };
        if let Some((k, p)) = cache.as_ref() {
            if *k == key {
                return p.clone();
            }
        }
        let p = Arc::new(prepare(self));
        *cache = Some((key, p.clone()));
        p
    }

    /// Everything [`prepare`] reads: the symbols' sources and the guards' texts and kinds.
    fn fingerprint(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        for s in &self.symbols {
            (&s.symbol, &s.source).hash(&mut h);
        }
        0xffu8.hash(&mut h);
        for g in &self.guards {
            (&g.text, g.over_sources).hash(&mut h);
        }
        h.finish()
    }

    /// A stable digest, so that one module text audited under other guards is not
    /// memoized as the same outcome.
    pub fn digest(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        for s in &self.symbols {
            (&s.symbol, &s.source, s.min, s.max).hash(&mut h);
        }
        for g in &self.guards {
            g.text.hash(&mut h);
        }
        h.finish()
    }
}

/// (pid, compile id) → guards of that compile, for one log.
pub type GuardIndex = HashMap<(u32, String), CompileGuards>;

/// Reads every guard record of a log (streamed; only guard records are kept).
pub fn scan_log(path: &Path, reader: Box<dyn BufRead + Send>, issues: &mut Vec<InputIssue>) -> GuardIndex {
    scan_lines(path, LineReader::new(reader), issues)
}

/// [`scan_log`] over any source of the log's lines.
pub(crate) fn scan_lines(path: &Path, mut r: impl LineSource, issues: &mut Vec<InputIssue>) -> GuardIndex {
    let mut index = GuardIndex::new();
    // The trace record whose tab-prefixed payload lines are being read.
    let mut payload_of: Option<(u32, String)> = None;
    // Built once: `memmem::find` builds its searcher anew for every line. Every record
    // read below has one of these in its line (`__guards`, `[guard added]`, `guard_added`
    // and `dynamo_cpp_guards_str` all contain `guard`): two scans of a line, not five.
    let finders = [&b"guard"[..], b"create_symbol"].map(memchr::memmem::Finder::new);
    let tree_markers = TreeMarkers::new();
    loop {
        let line_no = r.line_no() + 1;
        let bytes = match r.next_line() {
            Ok(Some(Line::Ok(b))) | Ok(Some(Line::Truncated(b))) => b,
            Ok(None) | Err(_) => break,
        };
        if bytes.first() == Some(&b'\t') {
            if let Some(key) = &payload_of {
                if let Some(text) = tree_markers.tree_guard(&bytes[1..]) {
                    entry(&mut index, key, path).add_guard(GuardText { text, line: line_no, over_sources: true });
                }
            }
            continue;
        }
        payload_of = None;
        // Cheap filter: most lines of a log are output code.
        let interesting = finders.iter().any(|f| f.find(bytes).is_some());
        if !interesting {
            continue;
        }
        let Some(g) = glog::parse_line(bytes) else { continue };
        // No frame id: the process compiled outside Dynamo (compile_fx called directly, AOT);
        // its shape env's records belong to the modules of that process without a frame id.
        let key = || (g.pid, g.compile_id.map(|c| String::from_utf8_lossy(c).into_owned()).unwrap_or_default());
        // A guard tree is most of a `[__guards]` record's lines and few of them are shape
        // guards: they are searched as bytes, and only a shape guard is decoded and keyed.
        if g.tag == Some(b"__guards") && bytes.get(g.payload_start) != Some(&b'{') {
            if let Some(text) = tree_markers.tree_guard(&bytes[g.payload_start..]) {
                entry(&mut index, &key(), path).add_guard(GuardText { text, line: line_no, over_sources: true });
            }
            continue;
        }
        let payload = String::from_utf8_lossy(&bytes[g.payload_start..]);
        if payload.starts_with('{') {
            match trace_envelope(&payload, g.pid, line_no) {
                Some(TraceItem::Symbol(key, s)) => entry(&mut index, &key, path).add_symbol(s),
                Some(TraceItem::Guard(key, text)) => entry(&mut index, &key, path).add_guard(GuardText { text, line: line_no, over_sources: false }),
                Some(TraceItem::TreeFollows(key)) => {
                    entry(&mut index, &key, path);
                    payload_of = Some(key);
                }
                None => {}
            }
            continue;
        }
        let key = key();
        if let Some(rest) = payload.strip_prefix("create_symbol ") {
            // `create_symbol zf36 = 2.0 for L['self']...norm_type [-oo, oo]`: a float
            // (`dynamic=True` makes float attributes symbolic). It never sizes a tensor,
            // so there is nothing in it to read, and nothing missed.
            if rest.split_once(" = ").is_some_and(|(symbol, _)| is_float_symbol(symbol)) {
                tracing::debug!(line = line_no, "float symbol {rest:.40}: not a size");
                continue;
            }
            match create_symbol_text(rest, line_no) {
                Some(s) => entry(&mut index, &key, path).add_symbol(s),
                None => issues.push(InputIssue {
                    path: path.to_path_buf(),
                    line: Some(line_no),
                    message: "a `create_symbol` record whose symbol, source or range could not be read: the guards over that source are not used".into(),
                    severity: "warning",
                }),
            }
            continue;
        }
        if let Some(text) = guard_added_text(&payload) {
            entry(&mut index, &key, path).add_guard(GuardText { text, line: line_no, over_sources: false });
        }
    }
    index
}

fn entry<'a>(index: &'a mut GuardIndex, key: &(u32, String), path: &Path) -> &'a mut CompileGuards {
    index.entry(key.clone()).or_insert_with(|| CompileGuards { path: path.to_path_buf(), ..Default::default() })
}

/// The shape guard of a guard-tree line (`| +- LAMBDA_GUARD: 2 <= L['x'].size()[1] <= 64
/// # user code`), without its trailing comment. Other guards (types, ids, globals) say
/// nothing about shapes: `None`.
pub fn tree_guard(line: &str) -> Option<String> {
    let at = TREE_MARKERS.iter().find_map(|m| line.find(m).map(|i| i + m.len()))?;
    shape_guard_code(&line[at..])
}

/// What follows a guard-tree marker, without its comment, when it is a shape guard.
fn shape_guard_code(after_marker: &str) -> Option<String> {
    let code = strip_comment(after_marker);
    let shape = [".size()[", ".stride()[", ".storage_offset()"].iter().any(|s| code.contains(s));
    (shape && !code.is_empty()).then(|| code.to_string())
}

/// What starts a guard in a guard-tree line that may be a shape guard, in the order
/// [`tree_guard`] looks for them.
const TREE_MARKERS: [&str; 2] = ["LAMBDA_GUARD: ", "SHAPE_ENV: "];

/// [`tree_guard`] over a line's raw bytes, with its searchers built once per log: guard
/// trees (`[__guards]` records, `TORCH_TRACE` payloads) are most of a log's guard lines.
/// The markers are ASCII, so they are found at the same place in the bytes as in their
/// lossy decoding, and the decoding of what follows one is the same piece of the line's
/// decoding: only that piece is decoded.
struct TreeMarkers([memchr::memmem::Finder<'static>; 2]);

impl TreeMarkers {
    fn new() -> Self {
        TreeMarkers(TREE_MARKERS.map(|m| memchr::memmem::Finder::new(m.as_bytes())))
    }

    fn tree_guard(&self, line: &[u8]) -> Option<String> {
        let at = self.0.iter().find_map(|f| f.find(line).map(|i| i + f.needle().len()))?;
        shape_guard_code(&String::from_utf8_lossy(&line[at..]))
    }
}

/// Code up to its `  # comment` (Dynamo pads code and comment with at least two spaces;
/// a `#` inside a string literal such as `L['a#b']` is not one).
fn strip_comment(s: &str) -> &str {
    let mut quote: Option<char> = None;
    let mut prev = ' ';
    for (i, c) in s.char_indices() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None if c == '\'' || c == '"' => quote = Some(c),
            None if c == '#' && prev == ' ' => return s[..i].trim(),
            None => {}
        }
        prev = c;
    }
    s.trim()
}

/// `s75 = 17 for L['x'].size()[1] [2, 64] user code...` (after `create_symbol `).
pub fn create_symbol_text(rest: &str, line: u32) -> Option<SymbolSource> {
    let (symbol, rest) = rest.split_once(" = ")?;
    if !is_symbol(symbol) {
        return None;
    }
    let (_, rest) = rest.split_once(" for ")?;
    // The source ends where its range starts: the first ` [a, b]` that parses as one.
    let mut from = 0;
    while let Some(i) = rest[from..].find(" [").map(|i| i + from) {
        if let Some((min, max, _)) = range_text(&rest[i + 1..]) {
            return Some(SymbolSource { symbol: symbol.to_string(), source: rest[..i].to_string(), min, max, line });
        }
        from = i + 2;
    }
    None
}

/// `[2, 64]`, `[2, int_oo]`, `[-int_oo, int_oo]` at the start of `s`: (min, max, rest).
fn range_text(s: &str) -> Option<(Option<i128>, Option<i128>, &str)> {
    let s = s.strip_prefix('[')?;
    let (inner, rest) = s.split_once(']')?;
    let (a, b) = inner.split_once(',')?;
    let bound = |t: &str| -> Option<Option<i128>> {
        match t.trim() {
            "int_oo" | "oo" | "-int_oo" | "-oo" => Some(None),
            n => n.parse::<i128>().ok().map(Some),
        }
    };
    Some((bound(a)?, bound(b)?, rest))
}

/// Whether a guard names a float symbol and no integer one (`Eq(zf36, 2.0)`).
fn mentions_only_float_symbols(text: &str) -> bool {
    let words: Vec<&str> = text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).filter(|w| !w.is_empty()).collect();
    words.iter().any(|w| is_float_symbol(w)) && !words.iter().any(|w| is_symbol(w))
}

/// Dynamo's float symbols (`SymT.FLOAT`: `zf0`, `zf36`).
fn is_float_symbol(s: &str) -> bool {
    s.strip_prefix("zf").is_some_and(|d| !d.is_empty() && d.chars().all(|c| c.is_ascii_digit()))
}

fn is_symbol(s: &str) -> bool {
    let mut c = s.chars();
    matches!(c.next(), Some('s' | 'u')) && !s[1..].is_empty() && s[1..].chars().all(|c| c.is_ascii_digit())
}

/// `eval s0 <= 512 [guard added] user code` → `s0 <= 512` (also `runtime_assert ...`,
/// `eval (forcing_spec) ...`).
///
/// `eval [guard suppressed] ...` was evaluated under suppressed guards and is not a guard:
/// `None`.
pub fn guard_added_text(payload: &str) -> Option<String> {
    let (head, _) = payload.split_once(" [guard added]")?;
    let (_, expr) = head.split_once(' ')?;
    if expr.starts_with("[guard suppressed]") {
        return None;
    }
    let expr = expr.strip_prefix("(forcing_spec) ").unwrap_or(expr).trim();
    (!expr.is_empty()).then(|| expr.to_string())
}

enum TraceItem {
    Symbol((u32, String), SymbolSource),
    Guard((u32, String), String),
    TreeFollows((u32, String)),
}

fn trace_envelope(json: &str, pid: u32, line: u32) -> Option<TraceItem> {
    let v: serde_json::Value = serde_json::from_str(json).ok()?;
    let key = (pid, trace_compile_id(&v)?);
    if let Some(cs) = v.get("create_symbol") {
        let symbol = cs.get("symbol")?.as_str()?.to_string();
        let source = cs.get("source")?.as_str()?.to_string();
        let (min, max, _) = range_text(cs.get("vr")?.as_str()?)?;
        return is_symbol(&symbol).then_some(TraceItem::Symbol(key, SymbolSource { symbol, source, min, max, line }));
    }
    // `guard_added_fast` is also written for guards evaluated under suppression, which are
    // not installed, and says nothing to tell them apart: only `guard_added` (with its
    // prefix) is used. The guard tree (`dynamo_cpp_guards_str`) has every installed one.
    if let Some(g) = v.get("guard_added") {
        let prefix = g.get("prefix").and_then(|p| p.as_str()).unwrap_or("");
        if prefix.contains("suppressed") {
            return None;
        }
        return Some(TraceItem::Guard(key, g.get("expr")?.as_str()?.to_string()));
    }
    if v.get("dynamo_cpp_guards_str").is_some() {
        return Some(TraceItem::TreeFollows(key));
    }
    None
}

/// `0/0`, `1/0_1`: as the module reader names trace compile ids.
fn trace_compile_id(v: &serde_json::Value) -> Option<String> {
    let f = v.get("frame_id")?;
    let c = v.get("frame_compile_id")?;
    let attempt = v.get("attempt").and_then(|a| a.as_u64()).unwrap_or(0);
    Some(if attempt > 0 { format!("{f}/{c}_{attempt}") } else { format!("{f}/{c}") })
}

/// The guards of one compile, as facts over one module's shape symbols.
#[derive(Debug, Clone, Default)]
pub struct ModuleGuards {
    /// Conditions every run of the module satisfies (over the module's symbols only).
    pub facts: Vec<Cond>,
    /// Per symbol: the tightest constant bounds the facts and `create_symbol` give.
    pub min: BTreeMap<String, i128>,
    pub max: BTreeMap<String, i128>,
    /// Guard records read for this compile (shape guards, symbol creations).
    pub records: usize,
    /// Guards on an input's strides or storage offset only: restate `assert_size_stride`.
    pub layout_only: usize,
    /// Guards `A == B` that give a size with no symbol of its own (`A`, duck-sized onto
    /// another input's size: no `create_symbol` record names it) the value of `B`: they
    /// say what `A` is, not a condition on the module's symbols, and `A` is read as `B` in
    /// the other guards.
    pub aliases: usize,
    /// Guards over float symbols only (`Eq(zf36, 2.0)`: a float attribute `dynamic=True`
    /// made symbolic): they constrain no size.
    pub floats_only: usize,
    /// Guards (or symbols) of the compile that name no symbol of this module (the other
    /// graph of a forward/backward pair, a size specialised away).
    pub other_symbols: usize,
    /// Guards that could not be read or mapped: each is also an input issue.
    pub unreadable: Vec<InputIssue>,
}

impl ModuleGuards {
    /// Every shape guard of the compile was read: a binding that satisfies the facts is a
    /// shape the module runs at.
    pub fn complete(&self) -> bool {
        self.unreadable.is_empty()
    }
}

/// Turns a compile's guard records into facts over `symbols` (the module's shape symbols).
pub fn resolve(g: &CompileGuards, symbols: &[&str]) -> ModuleGuards {
    let mut out = ModuleGuards { records: g.guards.len() + g.symbols.len(), ..Default::default() };
    let known = |s: &str| symbols.contains(&s);
    for s in &g.symbols {
        if !known(&s.symbol) {
            out.other_symbols += 1;
            continue;
        }
        // `create_symbol`'s range is where the symbol starts; guards only narrow it.
        if let Some(lo) = s.min {
            out.facts.push(Cond::cmp(Rel::Ge, Expr::var(&s.symbol), Expr::int(lo)));
        }
        if let Some(hi) = s.max {
            out.facts.push(Cond::cmp(Rel::Le, Expr::var(&s.symbol), Expr::int(hi)));
        }
    }
    for (guard, p) in g.guards.iter().zip(g.prepared().iter()) {
        let issue = |message: String| InputIssue { path: g.path.clone(), line: Some(guard.line), message, severity: "warning" };
        match p {
            Prepared::Alias => out.aliases += 1,
            Prepared::NoSymbol(message) | Prepared::Unreadable(message) => out.unreadable.push(issue(message.clone())),
            Prepared::LayoutOnly => out.layout_only += 1,
            Prepared::FloatsOnly => out.floats_only += 1,
            Prepared::Cond(cond, vars) => {
                if vars.iter().any(|v| !known(v)) {
                    out.other_symbols += 1;
                } else {
                    out.facts.push(cond.clone());
                }
            }
        }
    }
    for f in &out.facts {
        symbol_bounds(f, &mut out.min, &mut out.max);
    }
    out
}

/// Each guard of `g` read as far as it can be without a module: sources mapped to
/// symbols (and duck-sized aliases defined), parsed, classified. Only which symbols a
/// module has is left to [`resolve`].
fn prepare(g: &CompileGuards) -> Vec<Prepared> {
    let mut sources: Vec<(String, String)> = g.symbols.iter().map(|s| (s.source.clone(), s.symbol.clone())).collect();
    // Duck sizing: a size equal to another input's at the compiled shapes gets no symbol of
    // its own (no `create_symbol` record), only a tree guard `L['b'].size()[0] ==
    // L['a'].size()[0]` (all releases 2.5-2.15). Such a guard defines the unnamed size; it
    // is read as that value wherever it appears. Repeated until nothing new is defined (an
    // alias may be defined through another).
    let mut alias_of: Vec<usize> = Vec::new();
    loop {
        // Longest source first: `L['x'].size()[1]` must not be cut by a shorter source's match.
        sources.sort_by_key(|(src, _)| std::cmp::Reverse(src.len()));
        let mut added = false;
        for (i, guard) in g.guards.iter().enumerate() {
            if !guard.over_sources || alias_of.contains(&i) {
                continue;
            }
            if let Some((src, value)) = size_alias(&substitute_sources(&guard.text, &sources)) {
                if !sources.iter().any(|(s, _)| *s == src) {
                    sources.push((src, format!("({value})")));
                    alias_of.push(i);
                    added = true;
                }
            }
        }
        if !added {
            break;
        }
    }
    let sources: Vec<(&str, &str)> = sources.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    let mut out = Vec::with_capacity(g.guards.len());
    for (i, guard) in g.guards.iter().enumerate() {
        if alias_of.contains(&i) {
            out.push(Prepared::Alias);
            continue;
        }
        let text = if guard.over_sources { substitute_sources(&guard.text, &sources) } else { guard.text.clone() };
        if has_source(&text) {
            if [".size()[", ".numel()"].iter().any(|s| text.contains(s)) {
                out.push(Prepared::NoSymbol(format!(
                    "guard `{}` names a size with no shape symbol (no `create_symbol` record for it: capture with TORCH_LOGS=dynamic or TORCH_TRACE): not used",
                    guard.text
                )));
            } else {
                out.push(Prepared::LayoutOnly);
            }
            continue;
        }
        if mentions_only_float_symbols(&text) {
            out.push(Prepared::FloatsOnly);
            continue;
        }
        let cond = match parse_guard(&text) {
            Ok(c) => c,
            Err(why) => {
                out.push(Prepared::Unreadable(format!("guard `{}` could not be read ({why}): not used", guard.text)));
                continue;
            }
        };
        let mut vars = Vec::new();
        cond_vars(&cond, &mut vars);
        out.push(Prepared::Cond(cond, vars));
    }
    out
}

fn substitute_sources<A: AsRef<str>, B: AsRef<str>>(text: &str, sources: &[(A, B)]) -> String {
    let mut t = text.to_string();
    for (src, sym) in sources {
        let (src, sym) = (src.as_ref(), sym.as_ref());
        if t.contains(src) {
            t = t.replace(src, sym);
        }
    }
    t
}

/// `SIZE == EXPR` (either way round) where `SIZE` is one size of a source
/// (`L['b'].size()[0]`, no symbol for it) and `EXPR` names no source and reads as an
/// expression over symbols: (`SIZE`, `EXPR`).
fn size_alias(text: &str) -> Option<(String, String)> {
    let (a, b) = text.split_once(" == ")?;
    let (a, b) = (a.trim(), b.trim());
    let is_size = |t: &str| {
        let Some(i) = t.rfind(".size()[") else { return false };
        let idx = &t[i + ".size()[".len()..];
        !t.contains(char::is_whitespace)
            && (t.starts_with("L[") || t.starts_with("G["))
            && idx.strip_suffix(']').is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
    };
    let value = |t: &str| !has_source(t) && py::parse_expr(t).ok().is_some_and(|e| guard_expr(&e).is_ok());
    if is_size(a) && value(b) {
        Some((a.to_string(), b.to_string()))
    } else if is_size(b) && value(a) {
        Some((b.to_string(), a.to_string()))
    } else {
        None
    }
}

/// Text still naming a Dynamo source (`L['x']`, `G['y']`, a method of one).
fn has_source(t: &str) -> bool {
    t.contains("L[") || t.contains("G[") || t.contains(".size()") || t.contains(".stride()") || t.contains(".storage_offset()")
}

/// A guard in Python or sympy syntax as a condition over symbols.
pub fn parse_guard(text: &str) -> Result<Cond, String> {
    let e = py::parse_expr(text).map_err(|u| u.reason)?;
    guard_cond(&e, 0)
}

fn guard_cond(e: &py::Expr, depth: usize) -> Result<Cond, String> {
    if depth > 64 {
        return Err("nested too deeply".into());
    }
    if let py::ExprKind::Call { func, args, keywords } = &e.kind {
        if let (py::ExprKind::Name(f), true) = (&func.kind, keywords.is_empty()) {
            let rel = match f.as_str() {
                "Eq" => Some(Rel::Eq),
                "Ne" => Some(Rel::Ne),
                "Lt" | "StrictLessThan" => Some(Rel::Lt),
                "Le" | "LessThan" => Some(Rel::Le),
                "Gt" | "StrictGreaterThan" => Some(Rel::Gt),
                "Ge" | "GreaterThan" => Some(Rel::Ge),
                _ => None,
            };
            if let (Some(rel), [a, b]) = (rel, args.as_slice()) {
                return Ok(Cond::cmp(rel, guard_expr(a)?, guard_expr(b)?));
            }
            let parts = || args.iter().map(|a| guard_cond(a, depth + 1)).collect::<Result<Vec<_>, _>>();
            match f.as_str() {
                "And" => return Ok(Cond::and(parts()?)),
                "Or" => return Ok(Cond::or(parts()?)),
                "Not" if args.len() == 1 => return Ok(guard_cond(&args[0], depth + 1)?.not()),
                _ => {}
            }
        }
    }
    if let Some(c) = quotient_against_float(e) {
        return c;
    }
    match &e.kind {
        py::ExprKind::BoolOp { op, values } => {
            let parts = values.iter().map(|v| guard_cond(v, depth + 1)).collect::<Result<Vec<_>, _>>()?;
            Ok(match op {
                py::BoolOp::And => Cond::and(parts),
                py::BoolOp::Or => Cond::or(parts),
            })
        }
        py::ExprKind::UnaryOp { op: py::UnaryOp::Not | py::UnaryOp::Invert, operand } => Ok(guard_cond(operand, depth + 1)?.not()),
        // sympy prints its Or and And with Python's operators: `Eq(s46, 1) | Eq(s88, s46)`.
        py::ExprKind::BinOp { op: py::BinOp::BitOr, left, right } => Ok(Cond::or([guard_cond(left, depth + 1)?, guard_cond(right, depth + 1)?])),
        py::ExprKind::BinOp { op: py::BinOp::BitAnd, left, right } => Ok(Cond::and([guard_cond(left, depth + 1)?, guard_cond(right, depth + 1)?])),
        _ => {
            let c = sym::cond_from_py(e, sym::Semantics::Python).map_err(|u| u.reason)?;
            let mut opaque = false;
            cond_has_opaque(&c, &mut opaque);
            if opaque {
                return Err("not a condition on sizes".into());
            }
            Ok(c)
        }
    }
}

/// Inductor's heuristics guard a ratio of sizes against a float threshold:
/// `(IntTrueDiv(7840*s75, 794*s75 + 7840)) > 0.00498969072164948` (Python's form
/// `((7840*s75) / (7840 + 794*s75)) > 0.004989690721649485`). With the threshold as the
/// exact decimal it prints, `a / b > p / q` is `a*q > p*b` where `b > 0` (and reversed
/// where `b < 0`). This reads the float comparison as the real one it spells, as the
/// float source coordinates do (check/facts/float.rs): the two differ only for a ratio
/// within a rounding error of the threshold.
fn quotient_against_float(e: &py::Expr) -> Option<Result<Cond, String>> {
    let py::ExprKind::Compare { left, ops } = &e.kind else { return None };
    let [(op, right)] = ops.as_slice() else { return None };
    let rel = sym::relation(*op)?;
    let (quotient, threshold, rel) = match (true_quotient(left), float_literal(right)) {
        (Some(q), Some(t)) => (q, t, rel),
        _ => (true_quotient(right)?, float_literal(left)?, flip(rel)),
    };
    let ((a, b), (p, q)) = (quotient, threshold);
    let read = || -> Result<Cond, String> {
        let (a, b) = (guard_expr(a)?, guard_expr(b)?);
        let (lhs, rhs) = (a * Expr::int(q), b.clone() * Expr::int(p));
        Ok(Cond::or([
            Cond::and([Cond::cmp(Rel::Gt, b.clone(), Expr::int(0)), Cond::cmp(rel, lhs.clone(), rhs.clone())]),
            Cond::and([Cond::cmp(Rel::Lt, b, Expr::int(0)), Cond::cmp(flip(rel), lhs, rhs)]),
        ]))
    };
    Some(read())
}

/// `a / b` or sympy's `IntTrueDiv(a, b)`.
fn true_quotient(e: &py::Expr) -> Option<(&py::Expr, &py::Expr)> {
    match &e.kind {
        py::ExprKind::BinOp { op: py::BinOp::Div, left, right } => Some((left, right)),
        py::ExprKind::Call { func, args, keywords } if keywords.is_empty() && args.len() == 2 && func.dotted_name().as_deref() == Some("IntTrueDiv") => Some((&args[0], &args[1])),
        _ => None,
    }
}

/// A float literal as the exact decimal fraction `p / q` it prints as (Rust's shortest
/// round-trip text, never in exponent form), within i128.
fn float_literal(e: &py::Expr) -> Option<(i128, i128)> {
    let v = match &e.kind {
        py::ExprKind::Float(v) => *v,
        py::ExprKind::UnaryOp { op: py::UnaryOp::Neg, operand } => match &operand.kind {
            py::ExprKind::Float(v) => -*v,
            _ => return None,
        },
        _ => return None,
    };
    if !v.is_finite() {
        return None;
    }
    let text = format!("{v}");
    let (neg, digits) = text.strip_prefix('-').map_or((false, text.as_str()), |r| (true, r));
    let (whole, frac) = digits.split_once('.').unwrap_or((digits, ""));
    let q = 10i128.checked_pow(u32::try_from(frac.len()).ok()?)?;
    let p: i128 = format!("{whole}{frac}").parse().ok()?;
    (q <= 10i128.pow(30)).then_some((if neg { -p } else { p }, q))
}

fn guard_expr(e: &py::Expr) -> Result<Expr, String> {
    sym::from_py(e, sym::Semantics::Python).map_err(|u| u.reason)
}

fn cond_has_opaque(c: &Cond, found: &mut bool) {
    match c {
        Cond::Opaque(_) => *found = true,
        Cond::And(xs) | Cond::Or(xs) => xs.iter().for_each(|x| cond_has_opaque(x, found)),
        Cond::Not(x) => cond_has_opaque(x, found),
        _ => {}
    }
}

fn cond_vars(c: &Cond, out: &mut Vec<String>) {
    let mut add = |e: &Expr| {
        visit_vars(e, &mut |v| {
            if !out.iter().any(|o| o == v) {
                out.push(v.to_string())
            }
        })
    };
    fn walk(c: &Cond, add: &mut dyn FnMut(&Expr)) {
        match c {
            Cond::Cmp(_, a, b) => {
                add(a);
                add(b);
            }
            Cond::And(xs) | Cond::Or(xs) => xs.iter().for_each(|x| walk(x, add)),
            Cond::Not(x) => walk(x, add),
            _ => {}
        }
    }
    walk(c, &mut add);
}

/// Constant bounds on single symbols a fact gives: `s0 <= 64`, `2 <= s0`, `Eq(s0, 8)`,
/// also `64 - s0 >= 0` forms after canonicalisation (`c*s + k REL 0`).
fn symbol_bounds(c: &Cond, min: &mut BTreeMap<String, i128>, max: &mut BTreeMap<String, i128>) {
    match c {
        Cond::And(xs) => xs.iter().for_each(|x| symbol_bounds(x, min, max)),
        Cond::Cmp(rel, a, b) => {
            // a REL b  <=>  coef*s + k REL 0  <=>  c*s REL2 num with c > 0.
            let d = a.clone() - b.clone();
            let Some((s, coef, k)) = linear_in_one(&d) else {
                monotone_bounds(&d, *rel, min, max);
                return;
            };
            let (c, rel, num) = if coef > 0 { (coef, *rel, -k) } else { (-coef, flip(*rel), k) };
            let mut tighten = |lo: Option<i128>, hi: Option<i128>| {
                if let Some(lo) = lo {
                    let e = min.entry(s.clone()).or_insert(lo);
                    *e = (*e).max(lo);
                }
                if let Some(hi) = hi {
                    let e = max.entry(s.clone()).or_insert(hi);
                    *e = (*e).min(hi);
                }
            };
            // c*s REL num.
            match rel {
                Rel::Le => tighten(None, Some(num.div_euclid(c))),
                Rel::Lt => tighten(None, Some((num - 1).div_euclid(c))),
                Rel::Ge => tighten(Some(-((-num).div_euclid(c))), None),
                Rel::Gt => tighten(Some(-((-(num + 1)).div_euclid(c))), None),
                Rel::Eq if num % c == 0 => tighten(Some(num / c), Some(num / c)),
                _ => {}
            }
        }
        _ => {}
    }
}

/// `d REL 0` with `d` monotone in its one symbol (sums, constant multiples, floor or
/// truncating division by a positive constant, `max`/`min` of such: the forms of
/// `pool2d_shape_check`'s `((s - 3)//2) + 1 >= 2`): the constant bound it puts on the
/// symbol, found by bisection over the range already known. Exact: a monotone `d`
/// crosses the threshold once.
fn monotone_bounds(d: &Expr, rel: Rel, min: &mut BTreeMap<String, i128>, max: &mut BTreeMap<String, i128>) {
    let mut vars = Vec::new();
    visit_vars(d, &mut |v| {
        if !vars.iter().any(|x: &String| x == v) {
            vars.push(v.to_string())
        }
    });
    let [s] = vars.as_slice() else { return };
    let Some(sign) = monotonicity(d).filter(|m| *m != 0) else { return };
    // Nondecreasing from here on: `-d` flips the relation.
    let (d, rel) = if sign > 0 { (d.clone(), rel) } else { (-d.clone(), flip(rel)) };
    const FAR: i128 = 1 << 40;
    let (lo, hi) = (min.get(s).copied().unwrap_or(-FAR), max.get(s).copied().unwrap_or(FAR));
    if lo > hi {
        return;
    }
    let at = |x: i128| d.eval(&|v: &str| (v == s).then_some(x)).ok();
    // Smallest x in [lo, hi] with d(x) >= t (None when there is none or d cannot be
    // evaluated).
    let first_at_least = |t: i128| -> Option<i128> {
        if at(hi)? < t {
            return None;
        }
        let (mut a, mut b) = (lo, hi);
        while a < b {
            let mid = a + (b - a) / 2;
            if at(mid)? >= t {
                b = mid;
            } else {
                a = mid + 1;
            }
        }
        Some(a)
    };
    // Largest x with d(x) <= t: one below the first with d(x) >= t + 1.
    let last_at_most = |t: i128| -> Option<i128> {
        if at(lo)? > t {
            return None;
        }
        Some(first_at_least(t + 1).map(|x| x - 1).unwrap_or(hi))
    };
    let (new_lo, new_hi) = match rel {
        Rel::Ge => (first_at_least(0), None),
        Rel::Gt => (first_at_least(1), None),
        Rel::Le => (None, last_at_most(0)),
        Rel::Lt => (None, last_at_most(-1)),
        Rel::Eq => (first_at_least(0), last_at_most(0)),
        Rel::Ne => (None, None),
    };
    // Only bounds inside the known range tighten it (`FAR` is no bound).
    if let Some(l) = new_lo.filter(|l| *l > lo && *l > -FAR) {
        let e = min.entry(s.clone()).or_insert(l);
        *e = (*e).max(l);
    }
    if let Some(h) = new_hi.filter(|h| *h < hi && *h < FAR) {
        let e = max.entry(s.clone()).or_insert(h);
        *e = (*e).min(h);
    }
}

/// 1: `e` never decreases as its symbols grow, -1: never increases, 0: constant; None
/// when the form does not say.
fn monotonicity(e: &Expr) -> Option<i8> {
    let combine = |xs: &[Expr]| -> Option<i8> {
        let mut m = 0i8;
        for x in xs {
            match (m, monotonicity(x)?) {
                (_, 0) => {}
                (0, v) => m = v,
                (a, v) if a == v => {}
                _ => return None,
            }
        }
        Some(m)
    };
    match e {
        Expr::Const(_) => Some(0),
        Expr::Var(_) => Some(1),
        Expr::Add(xs) | Expr::Max(xs) | Expr::Min(xs) => combine(xs),
        Expr::Mul(xs) => {
            // One varying factor times constants.
            let mut sign = 1i8;
            let mut varying = None;
            for x in xs.iter() {
                match x.as_const() {
                    Some(c) => sign *= c.signum() as i8,
                    None if varying.is_none() => varying = Some(monotonicity(x)?),
                    None => return None,
                }
            }
            Some(varying.unwrap_or(0) * sign)
        }
        Expr::FloorDiv(a, b) | Expr::TruncDiv(a, b) if b.as_const().is_some_and(|c| c > 0) => monotonicity(a),
        _ => None,
    }
}

fn flip(r: Rel) -> Rel {
    match r {
        Rel::Lt => Rel::Gt,
        Rel::Le => Rel::Ge,
        Rel::Gt => Rel::Lt,
        Rel::Ge => Rel::Le,
        other => other,
    }
}

/// `coef*s + k` with one symbol: (s, coef, k).
fn linear_in_one(d: &Expr) -> Option<(String, i128, i128)> {
    let mut vars = Vec::new();
    visit_vars(d, &mut |v| {
        if !vars.iter().any(|x: &String| x == v) {
            vars.push(v.to_string())
        }
    });
    let [s] = vars.as_slice() else { return None };
    let at = |x: i128| d.eval(&|v: &str| (v == s).then_some(x)).ok();
    let (k, k1, k2) = (at(0)?, at(1)?, at(2)?);
    let coef = k1 - k;
    // Linear only if the second difference vanishes (and the form is a plain sum).
    (coef != 0 && k2 - k1 == coef && matches!(d, Expr::Add(_) | Expr::Mul(_) | Expr::Var(_))).then(|| (s.clone(), coef, k))
}

/// Each variable of `e`, once, in name order (the symbolic layer's own walk: input sits
/// below the kernel-facts layer).
fn visit_vars(e: &Expr, f: &mut impl FnMut(&str)) {
    for v in e.free_vars() {
        f(&v);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The guards read once per compile serve every module of it: resolving for other
    /// symbols, or after the records changed, gives what a fresh read gives.
    #[test]
    fn guards_read_once_serve_every_module_and_follow_changed_records() {
        let g = CompileGuards {
            path: "t.log".into(),
            symbols: vec![
                SymbolSource { symbol: "s0".into(), source: "L['x'].size()[0]".into(), min: Some(2), max: None, line: 1 },
                SymbolSource { symbol: "s1".into(), source: "L['y'].size()[0]".into(), min: Some(2), max: None, line: 2 },
            ],
            guards: vec![
                GuardText { text: "L['x'].size()[0] <= 64".into(), line: 3, over_sources: true },
                GuardText { text: "s1 <= 32".into(), line: 4, over_sources: false },
                GuardText { text: "L['z'].size()[0] <= 7".into(), line: 5, over_sources: true },
            ],
            ..Default::default()
        };
        let fresh = |g: &CompileGuards, syms: &[&str]| resolve(&g.clone(), syms);
        let same = |a: &ModuleGuards, b: &ModuleGuards| {
            assert_eq!((&a.min, &a.max, a.other_symbols, a.layout_only, a.unreadable.len()), (&b.min, &b.max, b.other_symbols, b.layout_only, b.unreadable.len()));
            assert_eq!(format!("{:?}", a.facts), format!("{:?}", b.facts));
        };
        let a = resolve(&g, &["s0"]);
        assert_eq!(a.max.get("s0"), Some(&64));
        same(&a, &fresh(&g, &["s0"]));
        let b = resolve(&g, &["s1"]);
        assert_eq!(b.max.get("s1"), Some(&32));
        assert_eq!(b.max.get("s0"), None);
        same(&b, &fresh(&g, &["s1"]));
        // Records changed in place after a read: read anew.
        let mut g = g;
        g.guards[1].text = "s1 <= 16".into();
        let c = resolve(&g, &["s1"]);
        assert_eq!(c.max.get("s1"), Some(&16));
        same(&c, &fresh(&g, &["s1"]));
    }

    #[test]
    fn tree_lines_give_shape_guards_only() {
        let l = "| +- LAMBDA_GUARD: 2 <= L['idx'].size()[1] <= 64  # t = idx.shape[1]  # prog.py:53 in forward (user code shown is first use)";
        assert_eq!(tree_guard(l).as_deref(), Some("2 <= L['idx'].size()[1] <= 64"));
        assert_eq!(tree_guard("| +- LAMBDA_GUARD: torch._functorch.aot_autograd.utils.top_saved_tensors_hooks ids == None  # x"), None);
        assert_eq!(tree_guard("| | +- TYPE_MATCH: ___check_type_id(L['idx'], 9466), type=<class 'torch.Tensor'>"), None);
        assert_eq!(tree_guard("+- LAMBDA_GUARD: L['a#b'].size()[0] == 3  # c").as_deref(), Some("L['a#b'].size()[0] == 3"));
    }

    #[test]
    fn create_symbol_lines() {
        let s = create_symbol_text("s75 = 17 for L['idx'].size()[1] [2, 64] t = idx.shape[1]  # p.py:53 in forward", 5).unwrap();
        assert_eq!((s.symbol.as_str(), s.source.as_str(), s.min, s.max), ("s75", "L['idx'].size()[1]", Some(2), Some(64)));
        let s = create_symbol_text("s0 = 8 for L['x'].size()[0] [2, int_oo] at x.py:1", 1).unwrap();
        assert_eq!((s.min, s.max), (Some(2), None));
        assert!(create_symbol_text("garbage", 1).is_none());
    }

    #[test]
    fn guard_added_lines() {
        assert_eq!(guard_added_text("eval s0 <= 512 [guard added] x = t[:n]  # p.py:3").as_deref(), Some("s0 <= 512"));
        assert_eq!(guard_added_text("eval (forcing_spec) Eq(s1, 3) [guard added] at p.py:3").as_deref(), Some("Eq(s1, 3)"));
        assert_eq!(guard_added_text("runtime_assert Ne(Mod(s0, 2), 0) [guard added] (x)").as_deref(), Some("Ne(Mod(s0, 2), 0)"));
        assert_eq!(guard_added_text("produce_guards"), None);
        // torch 2.6, real: a suppressed guard is not installed.
        assert_eq!(guard_added_text("eval [guard suppressed] Ne((s0//2), 1) [guard added] return pos[torch.arange(t)]  # tiny.py:5"), None);
        assert_eq!(guard_added_text("eval ((s0//2)) <= 20 [guard added] return pos[torch.arange(t)]  # tiny.py:5").as_deref(), Some("((s0//2)) <= 20"));
    }

    #[test]
    fn python_and_sympy_forms_parse() {
        for (t, at) in [
            ("2 <= s0 <= 1024", vec![(2, true), (1024, true), (1025, false), (1, false)]),
            ("Eq(s0, 8)", vec![(8, true), (9, false)]),
            ("Ne(Mod(s0, 2), 0)", vec![(3, true), (4, false)]),
            ("s0 < 2048", vec![(2047, true), (2048, false)]),
            ("(s0 % 8) == 0", vec![(16, true), (12, false)]),
            ("Eq(FloorDiv(s0, 2), 4)", vec![(8, true), (9, true), (10, false)]),
            ("And(s0 >= 4, s0 <= 6)", vec![(4, true), (7, false)]),
            // Sizes of a float scale factor (`interpolate(scale_factor=2)`, 1.5).
            ("Ne(TruncToInt(2.0*ToFloat(s0)), 10)", vec![(4, true), (5, false)]),
            ("TruncToInt(1.5*ToFloat(s0)) >= 7", vec![(5, true), (4, false)]),
            ("Eq(CeilToInt(IntTrueDiv(s0, 32)), 2)", vec![(33, true), (64, true), (65, false), (32, false)]),
            ("FloorToInt(0.5*ToFloat(s0)) <= 3", vec![(7, true), (8, false)]),
            // A heuristic's ratio of sizes against a float threshold.
            ("(IntTrueDiv(3*s0, s0 + 6)) > 0.5", vec![(3, true), (2, true), (1, false)]),
            ("((3*s0) / (6 + s0)) > 0.5", vec![(2, true), (1, false)]),
            ("0.25 >= IntTrueDiv(s0, 8)", vec![(2, true), (3, false)]),
            // sympy's Or and And in Python's operators.
            ("Eq(s0, 1) | Eq(s0, 4)", vec![(1, true), (4, true), (2, false)]),
            ("(s0 >= 2) & Ne(s0, 3)", vec![(2, true), (3, false), (1, false)]),
        ] {
            let c = parse_guard(t).unwrap_or_else(|e| panic!("{t}: {e}"));
            for (v, want) in at {
                assert_eq!(c.eval(&|n: &str| (n == "s0").then_some(v)).unwrap(), Some(want), "{t} at {v}");
            }
        }
        assert!(parse_guard("___check_obj_id(G['x'], 12)").is_err());
        assert!(parse_guard("s0 <= ").is_err());
    }

    #[test]
    fn sources_map_to_symbols_and_bound_them() {
        let g = CompileGuards {
            path: "t.log".into(),
            symbols: vec![
                SymbolSource { symbol: "s75".into(), source: "L['idx'].size()[1]".into(), min: Some(2), max: None, line: 3 },
                SymbolSource { symbol: "s9".into(), source: "L['idx'].size()[10]".into(), min: Some(2), max: None, line: 4 },
            ],
            guards: vec![
                GuardText { text: "2 <= L['idx'].size()[1] <= 64".into(), line: 10, over_sources: true },
                GuardText { text: "L['idx'].stride()[0] == L['idx'].size()[1]".into(), line: 11, over_sources: true },
                GuardText { text: "L['y'].size()[0] <= 7".into(), line: 12, over_sources: true },
                GuardText { text: "2*s75 < 100".into(), line: 13, over_sources: false },
                GuardText { text: "Eq(s9, 2*s75)".into(), line: 14, over_sources: false },
            ],
            ..Default::default()
        };
        let r = resolve(&g, &["s75"]);
        assert_eq!(r.min.get("s75"), Some(&2));
        assert_eq!(r.max.get("s75"), Some(&49));
        assert_eq!(r.layout_only, 1);
        assert_eq!(r.unreadable.len(), 1, "{:?}", r.unreadable);
        assert_eq!(r.unreadable[0].line, Some(12));
        assert_eq!(r.other_symbols, 2, "s9's creation and the guard naming it");
        assert!(!r.complete());
    }

    /// A max_unpool's output size reaches the guard tree as `torch.sym_max(1, ...)`: read,
    /// so the compile's guards are complete (it was an unreadable guard, and every
    /// witness of the module was said to lack the guards).
    #[test]
    fn sym_max_in_tree_guards_is_read() {
        let g = CompileGuards {
            path: "t.log".into(),
            symbols: vec![
                SymbolSource { symbol: "s53".into(), source: "L['x'].size()[2]".into(), min: Some(2), max: None, line: 3 },
                SymbolSource { symbol: "s0".into(), source: "L['x'].size()[3]".into(), min: Some(2), max: None, line: 4 },
            ],
            guards: vec![GuardText {
                text: "(L['x'].size()[3]*(L['x'].size()[2] // 2)*torch.sym_max(1, L['x'].size()[2] // (L['x'].size()[2] // 2))) == (L['x'].size()[3]*L['x'].size()[2])".into(),
                line: 10,
                over_sources: true,
            }],
            ..Default::default()
        };
        let r = resolve(&g, &["s53", "s0"]);
        assert!(r.unreadable.is_empty(), "{:?}", r.unreadable);
        // The guard holds at an even height (8: 5*4*2 == 5*8), not at an odd one (5: 5*2*2 != 5*5).
        let at = |h: i128, w: i128| r.facts.iter().all(|f| f.eval(&|n: &str| Some(if n == "s53" { h } else { w })) == Ok(Some(true)));
        assert!(at(8, 5));
        assert!(!at(5, 5));
    }

    #[test]
    fn duck_sizing_equalities_define_the_unnamed_size() {
        let sym = |name: &str, src: &str| SymbolSource { symbol: name.into(), source: src.into(), min: Some(2), max: None, line: 1 };
        let guard = |text: &str, line: u32| GuardText { text: text.into(), line, over_sources: true };
        let g = CompileGuards {
            path: "t.log".into(),
            symbols: vec![sym("s0", "L['a'].size()[0]")],
            guards: vec![
                // Used before it is defined, and defined through another alias.
                guard("L['c'].size()[0] <= 100", 2),
                guard("L['c'].size()[0] == L['b'].size()[0]", 3),
                guard("L['a'].size()[0] == L['b'].size()[0]", 4),
                guard("L['b'].stride()[0] == L['b'].size()[0]", 5),
                // Two sizes no record names: nothing defines either.
                guard("L['d'].size()[0] == L['e'].size()[0]", 6),
            ],
            ..Default::default()
        };
        let r = resolve(&g, &["s0"]);
        assert_eq!(r.aliases, 2);
        assert_eq!(r.max.get("s0"), Some(&100), "the guard on `c` bounds s0 through the aliases");
        assert_eq!(r.layout_only, 1);
        assert_eq!(r.unreadable.len(), 1, "{:?}", r.unreadable);
        assert_eq!(r.unreadable[0].line, Some(6));
        assert_eq!(size_alias("L['x'].size()[1] == 2*s0 + 1"), Some(("L['x'].size()[1]".into(), "2*s0 + 1".into())));
        assert_eq!(size_alias("8 == L['x'].size()[0]"), Some(("L['x'].size()[0]".into(), "8".into())));
        assert_eq!(size_alias("L['x'].stride()[0] == s1"), None);
        assert_eq!(size_alias("L['x'].size()[0] <= s1"), None);
    }

    #[test]
    fn monotone_one_symbol_guards_bound_it() {
        let sym = |name: &str| SymbolSource { symbol: name.into(), source: format!("L['x'].size()[{name}]"), min: Some(2), max: None, line: 1 };
        let g = CompileGuards {
            path: "t.log".into(),
            symbols: vec![sym("s63"), sym("s74"), sym("s9")],
            guards: vec![
                // pool2d_shape_check's output size: (s - 3)//2 + 1 >= 2 holds from s = 5 on.
                GuardText { text: "(((s63 - 3)//2)) + 1 >= 2".into(), line: 2, over_sources: false },
                // A decreasing form bounds from above: 6 - (s - 3)//2 >= 0 up to s = 16.
                GuardText { text: "6 - (((s63 - 3)//2)) >= 0".into(), line: 3, over_sources: false },
                // Equality over a floor: both ends (s74 in {13, 14}).
                GuardText { text: "Eq((((s74 - 3)//2)) + 1, 6)".into(), line: 4, over_sources: false },
                // Not monotone (a remainder): no bound.
                GuardText { text: "Eq(Mod(s9, 4), 0)".into(), line: 5, over_sources: false },
            ],
            ..Default::default()
        };
        let r = resolve(&g, &["s63", "s74", "s9"]);
        assert_eq!((r.min.get("s63"), r.max.get("s63")), (Some(&5), Some(&16)));
        assert_eq!((r.min.get("s74"), r.max.get("s74")), (Some(&13), Some(&14)));
        assert_eq!((r.min.get("s9"), r.max.get("s9")), (Some(&2), None));
    }

    #[test]
    fn log_records_are_indexed_per_compile() {
        let log = concat!(
            "I1124 06:44:04.131000 28895 torch/fx/experimental/symbolic_shapes.py:6064] [0/0] create_symbol s75 = 17 for L['idx'].size()[1] [2, 64] t = idx.shape[1]\n",
            "V1124 06:41:17.582000 28895 torch/_dynamo/guards.py:5307] [0/0] [__guards] +- LAMBDA_GUARD: 2 <= L['idx'].size()[1] <= 64  # t = idx.shape[1]\n",
            "I1124 06:44:05.000000 28895 torch/fx/experimental/symbolic_shapes.py:6661] [1/0] eval s0 <= 512 [guard added] x[:n]  # p.py:3\n",
            "V1124 06:44:05.000000 28895 torch/_logging/structured.py:1] {\"create_symbol\": {\"symbol\": \"s3\", \"val\": \"17\", \"vr\": \"[2, int_oo]\", \"source\": \"L['x'].size()[0]\"}, \"frame_id\": 2, \"frame_compile_id\": 0, \"attempt\": 0}\n",
            "V1124 06:44:05.000000 28895 torch/_logging/structured.py:1] {\"dynamo_cpp_guards_str\": {}, \"frame_id\": 2, \"frame_compile_id\": 0, \"attempt\": 0, \"has_payload\": \"x\"}\n",
            "\tTREE_GUARD_MANAGER:\n",
            "\t+- LAMBDA_GUARD: L['x'].size()[0] <= 300  # y\n",
        );
        let mut issues = Vec::new();
        let idx = scan_log(Path::new("t.log"), Box::new(std::io::Cursor::new(log.as_bytes().to_vec())), &mut issues);
        assert!(issues.is_empty());
        let a = &idx[&(28895, "0/0".to_string())];
        assert_eq!(a.symbols.len(), 1);
        assert_eq!(a.guards.len(), 1);
        assert_eq!(a.guards[0].line, 2);
        assert_eq!(idx[&(28895, "1/0".to_string())].guards[0].text, "s0 <= 512");
        let t = &idx[&(28895, "2/0".to_string())];
        assert_eq!(t.symbols[0].symbol, "s3");
        assert_eq!(t.guards[0].text, "L['x'].size()[0] <= 300");
        assert_eq!(resolve(t, &["s3"]).max.get("s3"), Some(&300));
    }
}
