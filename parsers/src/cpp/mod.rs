//! The C++ kernels of Inductor's CPU backend: the source handed to
//! `async_compile.cpp_pybinding([...], r'''...''')`, parsed into a tree
//! ([`ast`]). Syntax only: what the tree means for the bounds checker (memory accesses,
//! vector widths, OpenMP regions, what a TORCH_CHECK bounds) is read in the checker's
//! C++ facts layer (`inductor_audit::check::cpp::views`).

pub mod ast;
mod lexer;
mod parser;

pub use ast::*;

/// Parses a C++ kernel source. Never fails as a whole: statements outside the subset
/// are listed in `unsupported` and skipped.
pub fn parse_kernel(src: &str) -> CppParse {
    parser::parse(src)
}

/// [`parse_kernel`], shared: one parse per distinct source text in the process. The
/// model checks that a kernel source has a function it reads and the checker then lowers
/// that function, and modules of one program (a forward and its backward, captures under
/// several releases) define the same kernels: each parse is done once. A pure function of
/// the text, so a hit returns exactly what parsing would. Bounded by the source bytes
/// kept, which costs time, never results.
pub fn parse_kernel_shared(src: &str) -> std::sync::Arc<CppParse> {
    shared::get_or_parse(src)
}

mod shared {
    use std::collections::HashMap;
    use std::sync::{Arc, Mutex};

    use super::CppParse;

    /// Source bytes of one generation of the cache: the two hold no more than the one
    /// cache did (a tree is about a hundred times its text).
    const MAX_SOURCE_BYTES: usize = 128 << 10;

    /// Two generations: when the current one is full it becomes the previous one (the
    /// older previous one is dropped). The model parses a module's kernels and the checker
    /// then looks them up: a cache emptied at once when full lost the parses the model had
    /// just made whenever a module's kernels straddled the clearing (about a fifth of the
    /// checker's lookups on the releases' CPU captures, each a parse again); the last full
    /// generation kept stays.
    #[derive(Default)]
    struct Cache {
        bytes: usize,
        current: HashMap<Arc<str>, Arc<CppParse>>,
        previous: HashMap<Arc<str>, Arc<CppParse>>,
    }

    impl Cache {
        fn get(&self, src: &str) -> Option<Arc<CppParse>> {
            self.current.get(src).or_else(|| self.previous.get(src)).cloned()
        }

        /// Returns the generation it retires, for the caller to drop outside the lock.
        fn insert(&mut self, src: &str, parsed: Arc<CppParse>) -> Option<HashMap<Arc<str>, Arc<CppParse>>> {
            if self.current.contains_key(src) {
                return None;
            }
            let mut retired = None;
            if self.bytes + src.len() > MAX_SOURCE_BYTES {
                retired = Some(std::mem::replace(&mut self.previous, std::mem::take(&mut self.current)));
                self.bytes = 0;
            }
            self.current.insert(Arc::from(src), parsed);
            self.bytes += src.len();
            retired
        }
    }

    static CACHE: Mutex<Option<Cache>> = Mutex::new(None);

    pub(super) fn get_or_parse(src: &str) -> Arc<CppParse> {
        let hit = CACHE.lock().unwrap_or_else(|e| e.into_inner()).as_ref().and_then(|c| c.get(src));
        if let Some(p) = hit {
            return p;
        }
        // Parsed outside the lock: the other workers go on meanwhile.
        let parsed = Arc::new(super::parser::parse(src));
        let retired = CACHE.lock().unwrap_or_else(|e| e.into_inner()).get_or_insert_with(Default::default).insert(src, parsed.clone());
        // Dropped with the lock released: the other workers do not wait on it.
        drop(retired);
        parsed
    }
}

/// Runs `f` on a thread with the parser's stack (its argument: the nesting depth the
/// parser allows there; a smaller one on this thread when no thread can be started);
/// `failed` gives the result when `f` panics. A walk over a parsed tree
/// recurses as deep as the tree, which the parser bounded for this stack, so it runs on
/// one like it.
pub fn on_parser_stack<T: Send>(f: impl Fn(u32) -> T + Sync, failed: impl FnOnce() -> T) -> T {
    parser::on_parser_stack(f, failed)
}

/// Parses one C++ expression (an index, a size, a condition). Positions are relative
/// to `src`.
pub fn parse_expr(src: &str) -> Result<CExpr, Unsupported> {
    parser::parse_expr(src)
}
