//! Pairs the backward module of an AOTAutograd compile with its forward across the run's
//! worker threads, so that the backward is audited with what the forward handed over
//! (`check::xmodule`).
//!
//! A pair is the same log (path), process, Dynamo compile id and AOT number
//! (`# AOT ID: ['3_forward']` / `['3_backward']`). The reader announces every forward it
//! sends before sending it; modules are sent in log order through one FIFO channel and
//! taken in that order, so when a worker takes a backward, its forward (when the log has
//! one among the modules sent) was announced and taken before: done or in progress. Each
//! forward announcement is numbered per key and each backward paired with the last one
//! announced before it (a log of concatenated runs repeats keys: without the numbers a
//! backward could wait for the next run's forward, queued behind it). The
//! backward waits for it only then; a forward never sent (absent, filtered out by
//! `--shard`, held back as a cut module) was never announced and the backward goes on
//! without. Every path of a forward's audit publishes (a drop guard: memo hit, failure,
//! panic), possibly "nothing", so no backward waits forever. Published exports are dropped
//! once their backward took them, or when the log is done and no backward was sent.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

use crate::check::xmodule::ForwardExports;
use crate::input::ModuleSource;

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct Key {
    path: String,
    pid: Option<u32>,
    compile_id: Option<String>,
    aot: u64,
}

/// What a module is in its compile.
pub(crate) enum Role {
    Forward(Key),
    Backward(Key),
    Other,
}

/// `# AOT ID: ['N_forward']` (or `N_backward`) near the top of the module.
pub(crate) fn role(src: &ModuleSource) -> Role {
    let Some(line) = src.text.lines().take(40).find(|l| l.trim_start().starts_with("# AOT ID:")) else { return Role::Other };
    let Some(id) = line.split('\'').nth(1) else { return Role::Other };
    let Some((n, kind)) = id.split_once('_') else { return Role::Other };
    let Ok(aot) = n.parse::<u64>() else { return Role::Other };
    let key = Key { path: src.path.display().to_string(), pid: src.pid, compile_id: src.compile_id.clone(), aot };
    match kind {
        "forward" => Role::Forward(key),
        "backward" => Role::Backward(key),
        _ => Role::Other,
    }
}

#[derive(Default)]
struct Slot {
    /// `None` while the forward is being audited; then what it handed over.
    published: Option<Option<Arc<ForwardExports>>>,
    /// Backwards sent that will take it.
    wanted: u32,
    /// The reader is past the log: no further backward will want it.
    closed: bool,
}

/// One forward announcement: its key and its number among the forwards of that key (a log
/// made by concatenating runs repeats the same path, process, compile id and AOT number).
type Gen = (Key, u64);

#[derive(Default)]
struct State {
    slots: HashMap<Gen, Slot>,
    /// The next number per key.
    next: HashMap<Key, u64>,
    /// Per key, the numbers of the forwards announced and not yet started, in order.
    forwards: HashMap<Key, VecDeque<u64>>,
    /// Per key, for each backward announced and not yet taken, the forward it pairs with
    /// (the last one announced before it), in order.
    backwards: HashMap<Key, VecDeque<Option<u64>>>,
}

#[derive(Default)]
pub(crate) struct Pairing {
    state: Mutex<State>,
    ready: Condvar,
}

impl Pairing {
    fn state(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The reader, before sending `src`.
    pub(crate) fn announce(&self, src: &ModuleSource) {
        let mut st = self.state();
        match role(src) {
            Role::Forward(k) => {
                let n = st.next.entry(k.clone()).or_default();
                let g = *n;
                *n += 1;
                st.slots.insert((k.clone(), g), Slot::default());
                st.forwards.entry(k).or_default().push_back(g);
            }
            Role::Backward(k) => {
                let last = st.next.get(&k).map(|n| n - 1).filter(|g| st.slots.contains_key(&(k.clone(), *g)));
                if let Some(g) = last {
                    if let Some(s) = st.slots.get_mut(&(k.clone(), g)) {
                        s.wanted += 1;
                    }
                }
                st.backwards.entry(k).or_default().push_back(last);
            }
            Role::Other => {}
        }
    }

    /// The reader is done with the log at `path`: exports no backward will take go.
    pub(crate) fn close(&self, path: &str) {
        self.state().slots.retain(|(k, _), s| {
            if k.path != path {
                return true;
            }
            s.closed = true;
            s.wanted > 0 || s.published.is_none()
        });
    }

    /// A worker about to audit a forward: which announcement it is (taken in order).
    pub(crate) fn start_forward(&self, key: Key) -> Option<Gen> {
        let g = self.state().forwards.get_mut(&key)?.pop_front()?;
        Some((key, g))
    }

    fn publish(&self, key: Gen, exports: Option<Arc<ForwardExports>>) {
        let mut st = self.state();
        if let Some(s) = st.slots.get_mut(&key) {
            if s.closed && s.wanted == 0 {
                st.slots.remove(&key);
            } else {
                s.published = Some(exports);
            }
        }
        drop(st);
        self.ready.notify_all();
    }

    /// A worker about to audit a backward: its forward's exports, waiting for the forward
    /// when it was announced and is not done yet. `None`: no forward, or nothing handed over.
    /// Modules are taken in the order they were sent, so the forward a backward waits for
    /// was taken before it (by this worker, then done, or by another one): never a forward
    /// still queued behind the backward.
    pub(crate) fn take(&self, key: &Key) -> Option<Arc<ForwardExports>> {
        let mut st = self.state();
        let paired = st.backwards.get_mut(key).and_then(|q| q.pop_front()).flatten();
        let Some(g) = paired else {
            tracing::info!(path = %key.path, aot = key.aot, compile_id = ?key.compile_id, "backward audited without its forward: no forward module of its compile was sent before it");
            return None;
        };
        let gen = (key.clone(), g);
        loop {
            let s = st.slots.get_mut(&gen)?;
            if let Some(p) = &s.published {
                let p = p.clone();
                s.wanted = s.wanted.saturating_sub(1);
                if s.wanted == 0 {
                    st.slots.remove(&gen);
                }
                if p.is_none() {
                    tracing::info!(path = %key.path, aot = key.aot, compile_id = ?key.compile_id, "backward's forward handed nothing over: no storage it returns holds a content fact");
                }
                return p;
            }
            st = self.ready.wait(st).unwrap_or_else(|e| e.into_inner());
        }
    }
}

/// Publishes a forward's exports when dropped, whatever way its audit ends.
pub(crate) struct Publisher<'a> {
    pairing: &'a Pairing,
    key: Option<Gen>,
    pub(crate) exports: Option<Arc<ForwardExports>>,
}

impl<'a> Publisher<'a> {
    /// For a forward (`key`), the announcement it is, taken in order.
    pub(crate) fn new(pairing: &'a Pairing, key: Option<Key>) -> Self {
        let key = key.and_then(|k| pairing.start_forward(k));
        Publisher { pairing, key, exports: None }
    }
}

impl Drop for Publisher<'_> {
    fn drop(&mut self) {
        if let Some(k) = self.key.take() {
            self.pairing.publish(k, self.exports.take());
        }
    }
}
