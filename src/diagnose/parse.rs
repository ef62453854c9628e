//! Reading failure text: the messages PyTorch, CUDA and the autotuner print when a tensor
//! does not fit its storage or a kernel faults, and the kernel names around them.

use serde::Serialize;

/// One failure message found in the text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Failure {
    /// `setStorage: sizes [2304], strides [1], storage offset 0, and itemsize 4 requiring a
    /// storage size of 9216 are out of bounds for storage of size 8704` (bytes).
    SetStorage { sizes: Vec<i128>, strides: Vec<i128>, offset: i128, itemsize: i128, required_bytes: i128, storage_bytes: i128, line: u32 },
    /// `CUDA error: misaligned address`.
    Misaligned { line: u32 },
    /// `CUDA error: an illegal memory access was encountered`.
    IllegalAccess { line: u32 },
}

/// What a failure log says.
#[derive(Debug, Clone, Default, Serialize)]
pub struct FailureLog {
    pub failures: Vec<Failure>,
    /// Kernels the text names (`triton_poi_fused_x_0.run(...)` in a traceback, or any
    /// `triton_*` / `cpp_fused_*` identifier), in order of first mention.
    pub kernels: Vec<String>,
}

/// Reads every failure message and kernel name in `text`. Never fails: text it does not
/// recognise is skipped.
pub fn parse_failures(text: &str) -> FailureLog {
    let mut log = FailureLog::default();
    for (i, line) in text.lines().enumerate() {
        let n = i as u32 + 1;
        if let Some(f) = set_storage(line, n) {
            if !log.failures.contains(&f) {
                log.failures.push(f);
            }
        } else if line.contains("misaligned address") {
            if !log.failures.iter().any(|f| matches!(f, Failure::Misaligned { .. })) {
                log.failures.push(Failure::Misaligned { line: n });
            }
        } else if line.contains("illegal memory access") && !log.failures.iter().any(|f| matches!(f, Failure::IllegalAccess { .. })) {
            log.failures.push(Failure::IllegalAccess { line: n });
        }
        for k in kernel_names(line) {
            if !log.kernels.contains(&k) {
                log.kernels.push(k);
            }
        }
    }
    log
}

fn set_storage(line: &str, n: u32) -> Option<Failure> {
    let rest = &line[line.find("setStorage:")?..];
    let sizes = int_list_after(rest, "sizes [")?;
    let strides = int_list_after(rest, "strides [")?;
    let offset = int_after(rest, "storage offset ")?;
    let itemsize = int_after(rest, "itemsize ")?;
    let required_bytes = int_after(rest, "requiring a storage size of ")?;
    let storage_bytes = int_after(rest, "for storage of size ")?;
    Some(Failure::SetStorage { sizes, strides, offset, itemsize, required_bytes, storage_bytes, line: n })
}

fn int_after(s: &str, key: &str) -> Option<i128> {
    let at = s.find(key)? + key.len();
    let digits: String = s[at..].chars().take_while(|c| c.is_ascii_digit() || *c == '-').collect();
    digits.parse().ok()
}

fn int_list_after(s: &str, key: &str) -> Option<Vec<i128>> {
    let at = s.find(key)? + key.len();
    let end = s[at..].find(']')? + at;
    let body = s[at..end].trim();
    if body.is_empty() {
        return Some(Vec::new());
    }
    body.split(',').map(|x| x.trim().parse().ok()).collect()
}

/// `triton_*` and `cpp_fused_*` identifiers on a line (kernel names as Inductor writes them).
fn kernel_names(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let bytes = line.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let starts_word = i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_');
        let rest = &line[i..];
        if starts_word && (rest.starts_with("triton_") || rest.starts_with("cpp_fused_")) {
            let len = rest.bytes().take_while(|b| b.is_ascii_alphanumeric() || *b == b'_').count();
            let name = &rest[..len];
            // `triton_heuristics`, `triton_helpers`, `triton_meta`: modules, not kernels.
            if name.rsplit('_').next().map(|t| t.chars().all(|c| c.is_ascii_digit())).unwrap_or(false) {
                out.push(name.to_string());
            }
            i += len.max(1);
        } else {
            i += rest.chars().next().map(char::len_utf8).unwrap_or(1);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_seed_message_and_kernel() {
        let text = "    triton_poi_fused_constant_pad_nd_relu_0.run(buf1, s77, triton_poi_fused_constant_pad_nd_relu_0_xnumel, stream=stream0)\n  File \"/x/torch/_inductor/runtime/triton_heuristics.py\", line 1272, in run\nRuntimeError: setStorage: sizes [2304], strides [1], storage offset 0, and itemsize 4 requiring a storage size of 9216 are out of bounds for storage of size 8704\n";
        let log = parse_failures(text);
        assert_eq!(log.kernels, vec!["triton_poi_fused_constant_pad_nd_relu_0".to_string()]);
        assert_eq!(log.failures, vec![Failure::SetStorage { sizes: vec![2304], strides: vec![1], offset: 0, itemsize: 4, required_bytes: 9216, storage_bytes: 8704, line: 3 }]);
    }

    #[test]
    fn reads_cuda_faults_and_ignores_modules() {
        let log = parse_failures("torch.AcceleratorError: CUDA error: misaligned address\nfrom torch._inductor.runtime import triton_helpers, triton_heuristics\nCUDA error: an illegal memory access was encountered");
        assert_eq!(log.failures, vec![Failure::Misaligned { line: 1 }, Failure::IllegalAccess { line: 3 }]);
        assert!(log.kernels.is_empty());
    }

    #[test]
    fn multi_dimensional_message() {
        let log = parse_failures("setStorage: sizes [1536, 32, 8192], strides [8192, 8192, 1], storage offset 0, and itemsize 2 requiring a storage size of 25673728 are out of bounds for storage of size 25362432");
        let Some(Failure::SetStorage { sizes, strides, itemsize, .. }) = log.failures.first() else { panic!("no failure read") };
        assert_eq!((sizes.as_slice(), strides.as_slice(), *itemsize), (&[1536, 32, 8192][..], &[8192, 8192, 1][..], 2));
    }
}
