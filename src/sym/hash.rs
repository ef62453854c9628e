//! A fast, non-cryptographic hasher for the engine's internal memo tables.
//!
//! The memo keys are expressions and symbol names built by the audit itself; hashing them
//! with the standard library's SipHash (a defence against hash flooding by whoever picks
//! the keys) cost about 2% of an audit. The tables are bounded (each clears itself when
//! full), so a crafted input can at worst slow its own lookups down. The mixing step is
//! rustc's FxHash (rustc-hash 2): add the word, multiply by an odd constant; `finish`
//! rotates so that the well-mixed high bits reach the bucket index.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

#[derive(Default, Clone, Copy)]
pub struct FxHasher {
    hash: u64,
}

const K: u64 = 0xf135_7aea_2e62_a9c5;

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = self.hash.wrapping_add(word).wrapping_mul(K);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut w = [0u8; 8];
            w.copy_from_slice(c);
            self.add(u64::from_le_bytes(w));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut w = [0u8; 8];
            w[..rest.len()].copy_from_slice(rest);
            // The length keeps "a" and "a\0" apart.
            self.add(u64::from_le_bytes(w) ^ ((rest.len() as u64) << 59));
        }
    }

    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u16(&mut self, i: u16) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }

    #[inline]
    fn write_u128(&mut self, i: u128) {
        self.add(i as u64);
        self.add((i >> 64) as u64);
    }

    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }

    #[inline]
    fn finish(&self) -> u64 {
        self.hash.rotate_left(26)
    }
}

/// A 128-bit fingerprint: SipHash under a random key (drawn once per process) and
/// [`FxHasher`] from a random seed, fed the same input. Memo tables keyed by a fingerprint
/// instead of the value itself (the prover's cache of whole proofs) skip cloning and
/// comparing large keys. The SipHash half alone makes two different keys collide with
/// probability about 2^-64 whatever the input (its key is secret); the Fx half costs a
/// multiply per word and separates further.
///
/// The input is collected into one buffer and each hash reads it in one pass at the end:
/// `Hash` implementations write a few bytes at a time (a tag, an integer, a name), and
/// SipHash's bookkeeping per write cost more than its rounds (the prover's cache keys
/// were about 2% of an audit). The hashes see the same bytes in the same order either way.
pub struct Fingerprinter {
    sip: std::collections::hash_map::DefaultHasher,
    fx: FxHasher,
    input: Vec<u8>,
}

impl Fingerprinter {
    pub fn new() -> Fingerprinter {
        use std::collections::hash_map::RandomState;
        use std::hash::BuildHasher;
        static KEYS: std::sync::OnceLock<(RandomState, u64)> = std::sync::OnceLock::new();
        let (sip, seed) = KEYS.get_or_init(|| {
            let r = RandomState::new();
            let seed = r.hash_one(0x5eed_u64) | 1;
            (r, seed)
        });
        Fingerprinter { sip: sip.build_hasher(), fx: FxHasher { hash: *seed }, input: Vec::with_capacity(512) }
    }

    pub fn finish128(&self) -> u128 {
        let (sip, fx) = self.hashes();
        (u128::from(sip) << 64) | u128::from(fx)
    }

    fn hashes(&self) -> (u64, u64) {
        let (mut sip, mut fx) = (self.sip.clone(), self.fx);
        sip.write(&self.input);
        fx.write(&self.input);
        (sip.finish(), fx.finish())
    }
}

impl Default for Fingerprinter {
    fn default() -> Self {
        Fingerprinter::new()
    }
}

impl Hasher for Fingerprinter {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        self.input.extend_from_slice(bytes);
    }

    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.input.push(i);
    }

    #[inline]
    fn write_u16(&mut self, i: u16) {
        self.write(&i.to_le_bytes());
    }

    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.write(&i.to_le_bytes());
    }

    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.write(&i.to_le_bytes());
    }

    #[inline]
    fn write_u128(&mut self, i: u128) {
        self.write(&i.to_le_bytes());
    }

    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.write(&(i as u64).to_le_bytes());
    }

    fn finish(&self) -> u64 {
        let (sip, fx) = self.hashes();
        sip ^ fx
    }
}

/// Builds [`FxHasher`]s (no per-map random state).
pub type FxBuildHasher = BuildHasherDefault<FxHasher>;

/// A `HashMap` with [`FxHasher`]: for memo tables keyed by the audit's own values.
pub type FxHashMap<K, V> = HashMap<K, V, FxBuildHasher>;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sym::Expr;
    use std::hash::{BuildHasher, Hash};

    fn h<T: Hash>(t: &T) -> u64 {
        FxBuildHasher::default().hash_one(t)
    }

    #[test]
    fn equal_keys_hash_equal_and_near_keys_apart() {
        let a = Expr::var("x0") * 4 + Expr::var("ks1");
        assert_eq!(h(&a), h(&a.clone()));
        assert_ne!(h(&a), h(&(Expr::var("x0") * 4 + Expr::var("ks2"))));
        assert_ne!(h(&"a"), h(&"a\0"));
        assert_ne!(h(&(1u64, 2u64)), h(&(2u64, 1u64)));
        let mut m: FxHashMap<Expr, u32> = FxHashMap::default();
        for i in 0..1000 {
            m.insert(Expr::var("x") + Expr::int(i), i as u32);
        }
        assert_eq!(m.len(), 1000);
        assert_eq!(m.get(&(Expr::var("x") + Expr::int(500))), Some(&500));
    }

    #[test]
    fn fingerprints_tell_near_keys_apart() {
        let f = |t: &dyn Fn(&mut Fingerprinter)| {
            let mut h = Fingerprinter::new();
            t(&mut h);
            h.finish128()
        };
        let a = Expr::var("x0") * 4 + Expr::var("ks1");
        assert_eq!(f(&|h| a.hash(h)), f(&|h| a.clone().hash(h)));
        assert_ne!(f(&|h| a.hash(h)), f(&|h| (Expr::var("x0") * 4 + Expr::var("ks2")).hash(h)));
        assert_ne!(f(&|h| ("a", "bc").hash(h)), f(&|h| ("ab", "c").hash(h)));
        assert_ne!(f(&|h| (1u8, 2u64).hash(h)), f(&|h| (2u8, 1u64).hash(h)));
        let mut seen = std::collections::HashSet::new();
        for i in 0..10_000i128 {
            assert!(seen.insert(f(&|h| (Expr::var("x") + Expr::int(i)).hash(h))));
        }
    }
}
