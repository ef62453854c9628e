//! What a compiled Triton kernel (`.cubin`, an ELF file) says about how to launch it:
//! the parameter slots (`EIATTR_KPARAM_INFO` in `.nv.info.<kernel>`), the PTX parameter
//! list when the PTX is embedded (Triton compiles with line info, so `.nv_debug_ptx_txt`
//! is usually there), and whether the debug info names a given source file.
//!
//! Parsing never fails as a whole: a truncated or foreign file yields fewer facts.

use serde::Serialize;

/// One kernel parameter slot as the driver lays it out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ParamSlot {
    pub ordinal: u16,
    /// Byte offset in the parameter buffer.
    pub offset: u16,
    pub size: u16,
}

#[derive(Debug, Clone, Default, Serialize)]
pub struct CubinInfo {
    /// Sorted by ordinal.
    pub params: Vec<ParamSlot>,
    /// PTX `.param` types in order (`u64`, `u32`, `f32`, ...), when the PTX is embedded.
    pub ptx_param_types: Vec<String>,
}

const EIATTR_KPARAM_INFO: u8 = 0x17;
const EIFMT_SVAL: u8 = 4;

struct Section<'a> {
    name: &'a [u8],
    data: &'a [u8],
}

fn u16_at(b: &[u8], at: usize) -> Option<u16> {
    Some(u16::from_le_bytes(b.get(at..at.checked_add(2)?)?.try_into().ok()?))
}
fn u32_at(b: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_le_bytes(b.get(at..at.checked_add(4)?)?.try_into().ok()?))
}
fn u64_at(b: &[u8], at: usize) -> Option<u64> {
    Some(u64::from_le_bytes(b.get(at..at.checked_add(8)?)?.try_into().ok()?))
}

/// The sections of a little-endian ELF64 file; empty for anything else.
fn sections(elf: &[u8]) -> Vec<Section<'_>> {
    let mut out = Vec::new();
    if elf.get(0..4) != Some(b"\x7fELF") || elf.get(4) != Some(&2) || elf.get(5) != Some(&1) {
        return out;
    }
    let (Some(shoff), Some(shentsize), Some(shnum), Some(shstrndx)) = (u64_at(elf, 0x28), u16_at(elf, 0x3a), u16_at(elf, 0x3c), u16_at(elf, 0x3e)) else {
        return out;
    };
    let header = |i: usize| -> Option<(u32, &[u8])> {
        let at = usize::try_from(shoff).ok()?.checked_add(i.checked_mul(shentsize as usize)?)?;
        let name = u32_at(elf, at)?;
        let off = usize::try_from(u64_at(elf, at + 24)?).ok()?;
        let size = usize::try_from(u64_at(elf, at + 32)?).ok()?;
        // SHT_NOBITS sections (type 8) occupy no bytes in the file.
        let data = if u32_at(elf, at + 4)? == 8 { &elf[0..0] } else { elf.get(off..off.checked_add(size)?)? };
        Some((name, data))
    };
    let Some((_, strtab)) = header(shstrndx as usize) else { return out };
    for i in 0..shnum as usize {
        let Some((name_off, data)) = header(i) else { continue };
        let name = strtab.get(name_off as usize..).map(|s| &s[..memchr::memchr(0, s).unwrap_or(s.len())]).unwrap_or_default();
        out.push(Section { name, data });
    }
    out
}

/// Reads the launch facts of `kernel` from a cubin.
pub fn read_cubin(elf: &[u8], kernel: &str) -> CubinInfo {
    let mut info = CubinInfo::default();
    let want = format!(".nv.info.{kernel}");
    for s in sections(elf) {
        if s.name == want.as_bytes() {
            info.params = kparams(s.data);
        } else if s.name == b".nv_debug_ptx_txt" {
            info.ptx_param_types = ptx_param_types(&String::from_utf8_lossy(s.data), kernel);
        }
    }
    info
}

/// `EIATTR_KPARAM_INFO` entries: each attribute is `fmt:u8 attr:u8` then a u16 (a value,
/// or for `EIFMT_SVAL` the size of the data that follows). The 12-byte KPARAM data is
/// `index:u32 ordinal:u16 offset:u16 flags:u32`, the size in bytes in flags' top 14 bits.
fn kparams(d: &[u8]) -> Vec<ParamSlot> {
    let mut out = Vec::new();
    let mut i = 0usize;
    while i + 4 <= d.len() {
        let (fmt, attr) = (d[i], d[i + 1]);
        let Some(h) = u16_at(d, i + 2) else { break };
        i += 4;
        if fmt != EIFMT_SVAL {
            continue;
        }
        let Some(data) = d.get(i..i + h as usize) else { break };
        i += h as usize;
        if attr == EIATTR_KPARAM_INFO && data.len() >= 12 {
            if let (Some(ordinal), Some(offset), Some(flags)) = (u16_at(data, 4), u16_at(data, 6), u32_at(data, 8)) {
                out.push(ParamSlot { ordinal, offset, size: (flags >> 18) as u16 });
            }
        }
    }
    out.sort_by_key(|p| p.ordinal);
    out.dedup_by_key(|p| p.ordinal);
    out
}

/// The `.param` types of `.entry kernel(...)` in PTX text.
fn ptx_param_types(ptx: &str, kernel: &str) -> Vec<String> {
    let Some(start) = ptx.find(&format!(".entry {kernel}(")) else { return Vec::new() };
    let rest = &ptx[start..];
    let end = rest.find(')').unwrap_or(rest.len());
    rest[..end].split(".param").skip(1).filter_map(|p| p.split_whitespace().next().map(|t| t.trim_start_matches('.').to_string())).collect()
}

/// Whether the cubin's debug info names `file` (the kernel module `c<hash>.py`): Triton
/// records the source file of the kernel, which ties a cubin to one kernel module even
/// when several modules define kernels of the same name.
pub fn mentions_file(elf: &[u8], file: &str) -> bool {
    !file.is_empty() && memchr::memmem::find(elf, file.as_bytes()).is_some()
}
