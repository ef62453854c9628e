//! The regression gate: baselines (accepted findings, so that only new ones fail a
//! build), `diff` between two dumps of the same program, and sharding a run across CI
//! machines.

pub mod baseline;
pub mod diff;

use std::fmt;
use std::str::FromStr;

pub use baseline::{Baseline, BaselineError};
pub use diff::{diff_paths, render_diff_text, DumpDiff, KernelChange};

/// One part of a run split across machines (`--shard 2/4`: the second of four). A module
/// belongs to a shard by the hash of its text, so repeated copies of one module land in
/// the same shard and the split does not depend on file order or on which machine reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shard {
    /// 1-based.
    pub index: u32,
    pub count: u32,
}

impl Shard {
    pub fn contains(&self, module_text: &str) -> bool {
        // FNV-1a over the trimmed text: stable across Rust releases, unlike std's hasher,
        // so two machines of a CI matrix built with different toolchains agree.
        let h = module_text.trim_end().bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3));
        h % u64::from(self.count) == u64::from(self.index - 1)
    }
}

impl FromStr for Shard {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (i, n) = s.split_once('/').ok_or_else(|| format!("shard {s:?} is not of the form I/N (like 1/4)"))?;
        let index: u32 = i.trim().parse().map_err(|_| format!("shard index {i:?} is not a number"))?;
        let count: u32 = n.trim().parse().map_err(|_| format!("shard count {n:?} is not a number"))?;
        if count == 0 || index == 0 || index > count {
            return Err(format!("shard {s:?}: need 1 <= I <= N"));
        }
        Ok(Shard { index, count })
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_partition_modules() {
        let texts: Vec<String> = (0..200).map(|i| format!("def call(args):\n    buf{i} = empty_strided_cuda(({i}, ), (1, ))\n")).collect();
        let shards: Vec<Shard> = (1..=3).map(|i| Shard { index: i, count: 3 }).collect();
        for t in &texts {
            assert_eq!(shards.iter().filter(|s| s.contains(t)).count(), 1, "each module is in exactly one shard");
        }
        for s in &shards {
            let n = texts.iter().filter(|t| s.contains(t)).count();
            assert!(n > 30, "shard {s} got {n} of 200: the split is lopsided");
        }
    }

    #[test]
    fn parses_shard_specs() {
        assert_eq!("2/4".parse::<Shard>(), Ok(Shard { index: 2, count: 4 }));
        for bad in ["0/4", "5/4", "1/0", "a/2", "3", ""] {
            assert!(bad.parse::<Shard>().is_err(), "{bad:?} accepted");
        }
    }
}
