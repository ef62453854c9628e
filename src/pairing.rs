//! Pairs the backward module of an AOTAutograd compile with its forward across the run's
//! worker threads, so that the backward is audited with what the forward handed over
//! (`check::xmodule`).
//!
//! A pair is the same log (path), process, Dynamo compile id and AOT number
//! (`# AOT ID: ['3_forward']` / `['3_backward']`). The reader announces every forward it
//! sends before sending it; modules are sent in log order through one FIFO channel and
//! taken in that order, so when a worker takes a backward, its forward (when the log has
//! one among the modules sent) was announced and taken before: done or in progress. The
//! backward waits for it only then; a forward never sent (absent, filtered out by
//! `--shard`, held back as a cut module) was never announced and the backward goes on
//! without. Every path of a forward's audit publishes (a drop guard: memo hit, failure,
//! panic), possibly "nothing", so no backward waits forever. Published exports are dropped
//! once their backward took them, or when the log is done and no backward was sent.

use std::collections::HashMap;
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

#[derive(Default)]
pub(crate) struct Pairing {
    slots: Mutex<HashMap<Key, Slot>>,
    ready: Condvar,
}

impl Pairing {
    fn slots(&self) -> MutexGuard<'_, HashMap<Key, Slot>> {
        self.slots.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The reader, before sending `src`.
    pub(crate) fn announce(&self, src: &ModuleSource) {
        match role(src) {
            Role::Forward(k) => {
                self.slots().insert(k, Slot::default());
            }
            Role::Backward(k) => {
                if let Some(s) = self.slots().get_mut(&k) {
                    s.wanted += 1;
                }
            }
            Role::Other => {}
        }
    }

    /// The reader is done with the log at `path`: exports no backward will take go.
    pub(crate) fn close(&self, path: &str) {
        self.slots().retain(|k, s| {
            if k.path != path {
                return true;
            }
            s.closed = true;
            s.wanted > 0 || s.published.is_none()
        });
    }

    fn publish(&self, key: Key, exports: Option<Arc<ForwardExports>>) {
        let mut slots = self.slots();
        if let Some(s) = slots.get_mut(&key) {
            if s.closed && s.wanted == 0 {
                slots.remove(&key);
            } else {
                s.published = Some(exports);
            }
        }
        drop(slots);
        self.ready.notify_all();
    }

    /// A worker about to audit a backward: its forward's exports, waiting for the forward
    /// when it was announced and is not done yet. `None`: no forward, or nothing handed over.
    pub(crate) fn take(&self, key: &Key) -> Option<Arc<ForwardExports>> {
        let mut slots = self.slots();
        loop {
            let Some(s) = slots.get_mut(key) else {
                tracing::info!(path = %key.path, aot = key.aot, compile_id = ?key.compile_id, "backward audited without its forward: no forward module of its compile was sent before it");
                return None;
            };
            if let Some(p) = &s.published {
                let p = p.clone();
                s.wanted = s.wanted.saturating_sub(1);
                if s.wanted == 0 {
                    slots.remove(key);
                }
                if p.is_none() {
                    tracing::info!(path = %key.path, aot = key.aot, compile_id = ?key.compile_id, "backward's forward handed nothing over: no storage it returns holds a content fact");
                }
                return p;
            }
            slots = self.ready.wait(slots).unwrap_or_else(|e| e.into_inner());
        }
    }
}

/// Publishes a forward's exports when dropped, whatever way its audit ends.
pub(crate) struct Publisher<'a> {
    pairing: &'a Pairing,
    key: Option<Key>,
    pub(crate) exports: Option<Arc<ForwardExports>>,
}

impl<'a> Publisher<'a> {
    pub(crate) fn new(pairing: &'a Pairing, key: Option<Key>) -> Self {
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
