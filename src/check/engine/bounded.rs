//! A map that empties itself when full: the engine's caches of pure answers (proofs,
//! searches, expansions, learnt contexts) are bounded in memory this way. Emptying costs
//! time only, never an answer: every value is what its key's computation gives.

use std::cell::RefCell;
use std::hash::Hash;
use std::sync::Mutex;
use std::thread::LocalKey;

use crate::sym::FxHashMap;

pub(crate) struct Bounded<K, V> {
    /// `None` until the first insert (so that `new` is `const`, for statics).
    map: Option<FxHashMap<K, V>>,
    capacity: usize,
}

impl<K: Hash + Eq, V> Bounded<K, V> {
    pub(crate) const fn new(capacity: usize) -> Self {
        Bounded { map: None, capacity }
    }

    pub(crate) fn get(&self, key: &K) -> Option<&V> {
        self.map.as_ref()?.get(key)
    }

    pub(crate) fn remove(&mut self, key: &K) -> Option<V> {
        self.map.as_mut()?.remove(key)
    }

    /// Inserts, first emptying the map when it holds `capacity` entries.
    pub(crate) fn insert(&mut self, key: K, value: V) {
        let map = self.map.get_or_insert_with(FxHashMap::default);
        if map.len() >= self.capacity {
            map.clear();
        }
        map.insert(key, value);
    }
}

/// `key`'s value in this thread's `cache`, made by `build` where not kept (built outside
/// the borrow: building may consult the cache again).
pub(crate) fn thread_get_or<K: Hash + Eq, V: Clone>(cache: &'static LocalKey<RefCell<Bounded<K, V>>>, key: K, build: impl FnOnce() -> V) -> V {
    if let Some(hit) = cache.with(|c| c.borrow().get(&key).cloned()) {
        return hit;
    }
    let built = build();
    cache.with(|c| c.borrow_mut().insert(key, built.clone()));
    built
}

/// `key`'s value in the shared `cache`, if kept.
pub(crate) fn shared_get<K: Hash + Eq, V: Clone>(cache: &Mutex<Bounded<K, V>>, key: &K) -> Option<V> {
    cache.lock().unwrap_or_else(|e| e.into_inner()).get(key).cloned()
}

pub(crate) fn shared_put<K: Hash + Eq, V>(cache: &Mutex<Bounded<K, V>>, key: K, value: V) {
    cache.lock().unwrap_or_else(|e| e.into_inner()).insert(key, value);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empties_when_full_and_keeps_answers_otherwise() {
        let mut b: Bounded<u32, u32> = Bounded::new(2);
        assert_eq!(b.get(&1), None);
        b.insert(1, 10);
        b.insert(2, 20);
        assert_eq!((b.get(&1), b.get(&2)), (Some(&10), Some(&20)));
        b.insert(3, 30);
        assert_eq!((b.get(&1), b.get(&2), b.get(&3)), (None, None, Some(&30)));
        assert_eq!(b.remove(&3), Some(30));
        assert_eq!(b.get(&3), None);
    }
}
