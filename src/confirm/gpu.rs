//! The replay of launch plans on an NVIDIA GPU through the CUDA driver API (cudarc, with
//! libcuda opened at run time). Runs in a child process: a faulting kernel poisons the
//! context, so the caller ([`super::run`]) restarts after the job that faulted.
//!
//! Every launch is replayed in three memory layouts:
//! - `guard`: each storage between two guard regions filled with a canary; bytes that
//!   changed there are out-of-bounds writes.
//! - `end`: each storage placed so that it ends where mapped memory ends (virtual memory
//!   management: a reservation with exactly the pages needed mapped), so a read or write
//!   past the end faults.
//! - `start`: the same reservations, each storage at the first mapped byte, so an access
//!   before the start faults.
//!
//! Integer storages hold zeros (a valid index); where the kernel checks its indirect
//! indices with `device_assert`, the `guard` and `end` layouts are repeated with random
//! indices below the asserted bound.

use std::ffi::c_void;

use cudarc::driver::sys;
use serde::{Deserialize, Serialize};

use super::plan::{dtype_from_name, Fill, LaunchPlan, ParamValue};
use crate::model::DType;

const GUARD_BYTES: u64 = 64 << 10;
const CANARY: [u8; 8] = [0xa5, 0x5a, 0xc3, 0x3c, 0x96, 0x69, 0x0f, 0xf0];
/// Storages larger than this in all are not replayed three more times for guard reads
/// (the host fill and read-back dominate).
const GUARD_READ_MAX_BYTES: u64 = 256 << 20;
/// The guard fill of the second guard run: a kernel whose results change with it reads
/// guard bytes. Every byte differs from [`CANARY`]'s, and as floats neither is 0 or NaN.
const CANARY_ALT: [u8; 8] = [0x3f, 0x81, 0x24, 0x42, 0x7e, 0x18, 0x51, 0x40];

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Observation {
    /// The kernel (or its synchronize) returned an error in this layout.
    Fault { layout: String, error: String },
    /// Guard bytes changed: `side` is `before` or `after`, `first`/`last` the changed
    /// byte offsets relative to the storage start (before: negative) or end (after).
    GuardDamage { layout: String, storage: String, side: String, first: i64, last: i64, bytes: u64 },
    /// The storage's contents after the launch changed with the guard fill alone (two
    /// runs with one fill agree, the run with the other differs): the kernel reads bytes
    /// outside its storages, inside the guards, where no fault can show it.
    GuardRead { storage: String, first: u64, bytes: u64 },
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "snake_case", tag = "status")]
pub enum ReplayOutcome {
    /// Every layout ran without fault or guard damage.
    Clean {
        layouts: Vec<String>,
    },
    Confirmed {
        observations: Vec<Observation>,
    },
    NotRunnable {
        why: String,
    },
}

#[derive(Debug)]
pub struct CudaError(pub String);

fn check(r: sys::CUresult, what: &str) -> Result<(), CudaError> {
    if r == sys::CUresult::CUDA_SUCCESS {
        Ok(())
    } else {
        Err(CudaError(format!("{what}: {}", error_name(r))))
    }
}

fn error_name(r: sys::CUresult) -> String {
    let mut p: *const std::os::raw::c_char = std::ptr::null();
    // SAFETY: cuGetErrorName writes a pointer to a static string or leaves it null.
    unsafe {
        if sys::cuGetErrorName(r, &mut p) == sys::CUresult::CUDA_SUCCESS && !p.is_null() {
            return std::ffi::CStr::from_ptr(p).to_string_lossy().into_owned();
        }
    }
    format!("{r:?}")
}

/// Whether libcuda can be opened here.
pub fn driver_present() -> bool {
    // SAFETY: only tries to dlopen the library.
    unsafe { sys::is_culib_present() }
}

pub struct Gpu {
    device: sys::CUdevice,
    granularity: usize,
    pub name: String,
}

impl Gpu {
    /// Initialises the driver and makes device 0's primary context current.
    pub fn open() -> Result<Gpu, CudaError> {
        if !driver_present() {
            return Err(CudaError("no NVIDIA driver (libcuda.so) on this machine".into()));
        }
        // SAFETY: plain driver API calls with valid out-pointers.
        unsafe {
            check(sys::cuInit(0), "cuInit")?;
            let mut device = 0;
            check(sys::cuDeviceGet(&mut device, 0), "cuDeviceGet")?;
            let mut ctx = std::ptr::null_mut();
            check(sys::cuDevicePrimaryCtxRetain(&mut ctx, device), "cuDevicePrimaryCtxRetain")?;
            check(sys::cuCtxSetCurrent(ctx), "cuCtxSetCurrent")?;
            let mut name = [0 as std::os::raw::c_char; 256];
            let _ = sys::cuDeviceGetName(name.as_mut_ptr(), 255, device);
            let name = std::ffi::CStr::from_ptr(name.as_ptr()).to_string_lossy().into_owned();
            let prop = alloc_prop(device);
            let mut granularity = 0usize;
            check(
                sys::cuMemGetAllocationGranularity(&mut granularity, &prop, sys::CUmemAllocationGranularity_flags::CU_MEM_ALLOC_GRANULARITY_MINIMUM),
                "cuMemGetAllocationGranularity",
            )?;
            Ok(Gpu { device, granularity: granularity.max(4096), name })
        }
    }

    /// Replays one plan in every layout. An `Err` means the context may be unusable.
    pub fn replay(&self, plan: &LaunchPlan, seed: u64) -> Result<ReplayOutcome, CudaError> {
        let Some(probe) = plan.probe.as_ref().filter(|_| !plan.alternatives.is_empty()) else {
            return self.replay_variant(plan, seed);
        };
        // Several compiled variants may be the one that ran: launch each as one program
        // and keep the one that writes exactly the chosen config's block of elements.
        let mut candidates = vec![LaunchPlan { alternatives: Vec::new(), probe: None, ..plan.clone() }];
        candidates.extend(plan.alternatives.iter().map(|a| LaunchPlan { alternatives: Vec::new(), probe: None, ..a.clone() }));
        let mut counts = Vec::new();
        let mut sets: Vec<Vec<u64>> = Vec::new();
        for c in &candidates {
            let one = LaunchPlan { grid: [1, 1, 1], ..c.clone() };
            let func = match self.load(&one)? {
                Ok(f) => f,
                Err(why) => return Ok(ReplayOutcome::NotRunnable { why: format!("variant {}: {why}", c.variant) }),
            };
            // A write may leave an element as it was: two fills, and an element counts as
            // written when either run changed it.
            let mut written: Vec<bool> = Vec::new();
            for round in 0..2u64 {
                let data = host_data(&one, seed.wrapping_add(1000 + round), None);
                let mut contents = Vec::new();
                let obs = self.run_layout(&one, func.1, Layout::Guard, &data, "probe", Some(&mut contents))?;
                if let Some(Observation::Fault { error, .. }) = obs.iter().flatten().find(|o| matches!(o, Observation::Fault { .. })) {
                    return Ok(ReplayOutcome::Confirmed {
                        observations: vec![Observation::Fault { layout: format!("probe of variant {} as one program", c.variant), error: error.clone() }],
                    });
                }
                if let (Some(before), Some(after)) = (data.get(probe.storage), contents.get(probe.storage)) {
                    let width = probe.elem_bytes.max(1) as usize;
                    let changed = before.chunks(width).zip(after.chunks(width)).map(|(x, y)| x != y);
                    if written.is_empty() {
                        written = changed.collect();
                    } else {
                        for (w, c) in written.iter_mut().zip(changed) {
                            *w |= c;
                        }
                    }
                }
            }
            func.unload();
            let at: Vec<u64> = written.iter().enumerate().filter(|(_, w)| **w).map(|(i, _)| i as u64).collect();
            counts.push(at.len() as u64);
            sets.push(at);
        }
        // The exact elements when the analysis listed them, else their number.
        let fits = |i: usize| match &probe.positions {
            Some(p) => &sets[i] == p,
            None => counts[i] == probe.elements,
        };
        let matching: Vec<usize> = (0..candidates.len()).filter(|i| fits(*i)).collect();
        // Variants that write the same elements (or, along one axis, as many) were compiled
        // with the same blocks: any of them is the one that ran.
        let matching = if probe.single_axis || probe.positions.is_some() { matching.into_iter().take(1).collect() } else { matching };
        let [i] = matching.as_slice() else {
            return Ok(ReplayOutcome::NotRunnable {
                why: format!(
                    "{} compiled variants could be the one coordinate descent chose; as one program they write {counts:?} elements, the chosen config {}{}: not identifiable",
                    candidates.len(),
                    probe.elements,
                    if probe.positions.is_some() { " at the elements its stores name" } else { "" }
                ),
            });
        };
        let chosen = &candidates[*i];
        Ok(match self.replay_variant(chosen, seed)? {
            ReplayOutcome::Clean { mut layouts } => {
                layouts.insert(0, format!("(variant {} identified: one program writes {} elements)", chosen.variant, probe.elements));
                ReplayOutcome::Clean { layouts }
            }
            other => other,
        })
    }

    /// The kernel of a plan's cubin, or why the driver refuses it.
    fn load(&self, plan: &LaunchPlan) -> Result<Result<Loaded, String>, CudaError> {
        let mut image = match std::fs::read(&plan.cubin) {
            Ok(b) => b,
            Err(e) => return Ok(Err(format!("reading {}: {e}", plan.cubin.display()))),
        };
        image.push(0);
        let mut module: sys::CUmodule = std::ptr::null_mut();
        let mut func: sys::CUfunction = std::ptr::null_mut();
        let cname = std::ffi::CString::new(plan.kernel.clone()).map_err(|_| CudaError("kernel name has a NUL".into()))?;
        // SAFETY: the image outlives the call; out-pointers are valid.
        unsafe {
            let r = sys::cuModuleLoadData(&mut module, image.as_ptr() as *const c_void);
            if r != sys::CUresult::CUDA_SUCCESS {
                return Ok(Err(format!("cuModuleLoadData: {}", error_name(r))));
            }
            let r = sys::cuModuleGetFunction(&mut func, module, cname.as_ptr());
            if r != sys::CUresult::CUDA_SUCCESS {
                sys::cuModuleUnload(module);
                return Ok(Err(format!("cuModuleGetFunction: {}", error_name(r))));
            }
            if plan.shared_bytes > 49152 {
                check(sys::cuFuncSetAttribute(func, sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, plan.shared_bytes as i32), "cuFuncSetAttribute")?;
            }
        }
        Ok(Ok(Loaded(module, func)))
    }

    fn replay_variant(&self, plan: &LaunchPlan, seed: u64) -> Result<ReplayOutcome, CudaError> {
        let loaded = match self.load(plan)? {
            Ok(l) => l,
            Err(why) => return Ok(ReplayOutcome::NotRunnable { why }),
        };
        let func = loaded.1;
        let mut layouts: Vec<(Layout, Option<i64>)> = vec![(Layout::Guard, None), (Layout::End, None), (Layout::Start, None)];
        if let Some(b) = plan.index_bound {
            layouts.push((Layout::Guard, Some(b)));
            layouts.push((Layout::End, Some(b)));
        }
        let mut observations = Vec::new();
        let mut ran = Vec::new();
        for (i, (layout, bound)) in layouts.into_iter().enumerate() {
            let name = match bound {
                None => layout.name().to_string(),
                Some(b) => format!("{}+indices<{b}", layout.name()),
            };
            let data = host_data(plan, seed.wrapping_add(i as u64), bound);
            if let Some(obs) = self.run_layout(plan, func, layout, &data, &name, None)? {
                let fault = obs.iter().any(|o| matches!(o, Observation::Fault { .. }));
                observations.extend(obs);
                if fault {
                    // The context is poisoned: the caller restarts the process.
                    return Ok(ReplayOutcome::Confirmed { observations });
                }
            }
            ran.push(name);
        }
        if !plan.order_dependent && plan.storages.iter().map(|s| s.bytes).sum::<u64>() <= GUARD_READ_MAX_BYTES {
            match self.guard_reads(plan, func, seed)? {
                Ok(obs) => observations.extend(obs),
                Err(fault) => {
                    observations.push(fault);
                    return Ok(ReplayOutcome::Confirmed { observations });
                }
            }
            ran.push("guard-alt".into());
        }
        loaded.unload();
        Ok(if observations.is_empty() { ReplayOutcome::Clean { layouts: ran } } else { ReplayOutcome::Confirmed { observations } })
    }

    /// Allocates, fills, launches, synchronises, checks guards, frees. `Ok(Some(..))`
    /// holds what was observed; `Err` is a failure of the harness itself.
    /// Reads outside the storages that stay inside the guards (a few bytes past an end
    /// that alignment keeps away from unmapped memory): three guarded runs on the same
    /// data, guards filled with [`CANARY`], [`CANARY_ALT`], [`CANARY`]. Results that the
    /// first and third agree on but the second changes were computed from guard bytes.
    /// `Ok(Err(fault))` when a run faulted (the context is then unusable).
    fn guard_reads(&self, plan: &LaunchPlan, func: sys::CUfunction, seed: u64) -> Result<Result<Vec<Observation>, Observation>, CudaError> {
        let data = host_data(plan, seed, None);
        let mut runs: Vec<Vec<Vec<u8>>> = Vec::new();
        for (layout, name) in [(Layout::Guard, "guard-read-1"), (Layout::GuardAlt, "guard-alt"), (Layout::Guard, "guard-read-2")] {
            let mut contents = Vec::new();
            if let Some(obs) = self.run_layout(plan, func, layout, &data, name, Some(&mut contents))? {
                if let Some(f) = obs.iter().find(|o| matches!(o, Observation::Fault { .. })) {
                    return Ok(Err(f.clone()));
                }
            }
            runs.push(contents);
        }
        let mut out = Vec::new();
        if runs[0] != runs[2] {
            // Results vary from run to run: nothing can be concluded.
            return Ok(Ok(out));
        }
        for (i, s) in plan.storages.iter().enumerate() {
            let (Some(a), Some(b)) = (runs[0].get(i), runs[1].get(i)) else { continue };
            let differ: Vec<usize> = a.iter().zip(b).enumerate().filter(|(_, (x, y))| x != y).map(|(j, _)| j).collect();
            if let Some(&first) = differ.first() {
                out.push(Observation::GuardRead { storage: s.name.clone(), first: first as u64, bytes: differ.len() as u64 });
            }
        }
        Ok(Ok(out))
    }

    /// `contents`, when given, receives every storage's bytes after the launch.
    fn run_layout(
        &self,
        plan: &LaunchPlan,
        func: sys::CUfunction,
        layout: Layout,
        data: &[Vec<u8>],
        name: &str,
        mut contents: Option<&mut Vec<Vec<u8>>>,
    ) -> Result<Option<Vec<Observation>>, CudaError> {
        let mut allocs: Vec<Allocation> = Vec::new();
        let result = (|| -> Result<Option<Vec<Observation>>, CudaError> {
            for (s, bytes) in plan.storages.iter().zip(data) {
                let a = match layout {
                    Layout::Guard => Allocation::guarded(s.bytes, CANARY)?,
                    Layout::GuardAlt => Allocation::guarded(s.bytes, CANARY_ALT)?,
                    Layout::End | Layout::Start => Allocation::vmm(self.device, self.granularity, s.bytes, layout == Layout::End)?,
                };
                allocs.push(a);
                let a = allocs.last().ok_or(CudaError("allocation".into()))?;
                // SAFETY: `a.ptr .. a.ptr + bytes.len()` is mapped device memory.
                unsafe {
                    if !bytes.is_empty() {
                        check(sys::cuMemcpyHtoD_v2(a.ptr, bytes.as_ptr() as *const c_void, bytes.len()), "copy to device")?;
                    }
                }
            }
            let programs = plan.grid.iter().map(|g| *g as u64).product::<u64>() * plan.num_ctas as u64;
            let mut values: Vec<[u8; 16]> = Vec::with_capacity(plan.params.len());
            for p in &plan.params {
                let mut v = [0u8; 16];
                match &p.value {
                    ParamValue::Pointer { storage, byte_offset } => {
                        let base = allocs.get(*storage).ok_or(CudaError("bad storage index".into()))?.ptr;
                        v[..8].copy_from_slice(&base.wrapping_add_signed(*byte_offset).to_le_bytes());
                    }
                    ParamValue::Int { value } => {
                        let b = value.to_le_bytes();
                        let n = (p.size as usize).min(8);
                        v[..n].copy_from_slice(&b[..n]);
                    }
                    ParamValue::Float { value } => match p.size {
                        8 => v[..8].copy_from_slice(&value.to_le_bytes()),
                        2 => v[..2].copy_from_slice(&f32_to_f16(*value as f32).to_le_bytes()),
                        _ => v[..4].copy_from_slice(&(*value as f32).to_le_bytes()),
                    },
                    ParamValue::GlobalScratch { bytes_per_program, align } | ParamValue::ProfileScratch { bytes_per_program, align } => {
                        if *bytes_per_program > 0 {
                            let total = bytes_per_program.saturating_mul(programs).saturating_add(*align);
                            let a = Allocation::plain(total)?;
                            let aligned = a.ptr.next_multiple_of((*align).max(1));
                            v[..8].copy_from_slice(&aligned.to_le_bytes());
                            allocs.push(a);
                        }
                    }
                    ParamValue::Null => {}
                }
                values.push(v);
            }
            let mut ptrs: Vec<*mut c_void> = values.iter_mut().map(|v| v.as_mut_ptr() as *mut c_void).collect();
            // SAFETY: `ptrs` points at one value per kernel parameter, sized per the cubin.
            let (r_launch, r_sync) = unsafe {
                let r = sys::cuLaunchKernel(
                    func,
                    plan.grid[0],
                    plan.grid[1],
                    plan.grid[2],
                    plan.block[0],
                    plan.block[1],
                    plan.block[2],
                    plan.shared_bytes,
                    std::ptr::null_mut(),
                    ptrs.as_mut_ptr(),
                    std::ptr::null_mut(),
                );
                (r, sys::cuCtxSynchronize())
            };
            for (r, what) in [(r_launch, "launch"), (r_sync, "synchronize")] {
                if r != sys::CUresult::CUDA_SUCCESS {
                    return Ok(Some(vec![Observation::Fault { layout: name.to_string(), error: format!("{what}: {}", error_name(r)) }]));
                }
            }
            let mut obs = Vec::new();
            for (s, a) in plan.storages.iter().zip(&allocs) {
                obs.extend(a.guard_damage(&s.name, name)?);
            }
            if let Some(out) = contents.as_deref_mut() {
                for a in &allocs[..plan.storages.len().min(allocs.len())] {
                    let mut host = vec![0u8; a.bytes as usize];
                    // SAFETY: the storage's bytes are mapped device memory.
                    unsafe {
                        if !host.is_empty() {
                            check(sys::cuMemcpyDtoH_v2(host.as_mut_ptr() as *mut c_void, a.ptr, host.len()), "reading results")?;
                        }
                    }
                    out.push(host);
                }
            }
            Ok(Some(obs).filter(|o| !o.is_empty()))
        })();
        let faulted = matches!(&result, Ok(Some(o)) if o.iter().any(|x| matches!(x, Observation::Fault { .. })));
        if !faulted {
            for a in allocs {
                a.free();
            }
        }
        result
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Layout {
    Guard,
    /// Guards filled with [`CANARY_ALT`].
    GuardAlt,
    End,
    Start,
}

impl Layout {
    fn name(self) -> &'static str {
        match self {
            Layout::Guard => "guard",
            Layout::GuardAlt => "guard-alt",
            Layout::End => "end",
            Layout::Start => "start",
        }
    }
}

fn alloc_prop(device: sys::CUdevice) -> sys::CUmemAllocationProp {
    // SAFETY: a plain C struct; all-zero is its documented default.
    let mut prop: sys::CUmemAllocationProp = unsafe { std::mem::zeroed() };
    prop.type_ = sys::CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED;
    prop.location.type_ = sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE;
    prop.location.id = device;
    prop
}

enum Backing {
    Plain { base: sys::CUdeviceptr },
    Vmm { va: sys::CUdeviceptr, reserved: usize, handle: sys::CUmemGenericAllocationHandle, mapped_at: sys::CUdeviceptr, mapped: usize },
}

/// A loaded module and its kernel. Not unloaded on drop: after a fault the context is
/// unusable and the replay process ends instead.
struct Loaded(sys::CUmodule, sys::CUfunction);

impl Loaded {
    fn unload(self) {
        // SAFETY: the module was loaded by `Gpu::load` and no launch is in flight.
        unsafe {
            sys::cuModuleUnload(self.0);
        }
    }
}

/// One storage on the device. `ptr` is where the storage's first byte is.
struct Allocation {
    ptr: sys::CUdeviceptr,
    bytes: u64,
    /// The guard fill, for a guarded allocation.
    canary: Option<[u8; 8]>,
    backing: Backing,
}

impl Allocation {
    fn plain(bytes: u64) -> Result<Allocation, CudaError> {
        let mut base = 0;
        // SAFETY: valid out-pointer.
        unsafe { check(sys::cuMemAlloc_v2(&mut base, bytes.max(1) as usize), "cuMemAlloc")? };
        Ok(Allocation { ptr: base, bytes, canary: None, backing: Backing::Plain { base } })
    }

    /// `GUARD | storage (rounded up to 256) | GUARD`, guards filled with `canary`.
    fn guarded(bytes: u64, canary: [u8; 8]) -> Result<Allocation, CudaError> {
        let body = bytes.next_multiple_of(256);
        let total = GUARD_BYTES * 2 + body;
        let mut a = Allocation::plain(total)?;
        let base = a.ptr;
        let pattern: Vec<u8> = canary.iter().copied().cycle().take(total as usize).collect();
        // SAFETY: the whole allocation is written.
        unsafe { check(sys::cuMemcpyHtoD_v2(base, pattern.as_ptr() as *const c_void, pattern.len()), "canary")? };
        a.ptr = base + GUARD_BYTES;
        a.bytes = bytes;
        a.canary = Some(canary);
        Ok(a)
    }

    /// A reservation of `granule | pages | granule` with only the pages mapped; the storage
    /// is placed at the start of the pages or ending at their end (16-byte aligned: Triton
    /// assumes pointer alignment, so up to 15 bytes may lie between the storage end and
    /// the unmapped range).
    fn vmm(device: sys::CUdevice, granule: usize, bytes: u64, at_end: bool) -> Result<Allocation, CudaError> {
        let mapped = (bytes as usize).max(1).next_multiple_of(granule);
        let reserved = mapped + 2 * granule;
        let prop = alloc_prop(device);
        let mut va = 0;
        let mut handle = 0;
        // SAFETY: reservation, creation, mapping and access of ranges this function owns.
        unsafe {
            check(sys::cuMemAddressReserve(&mut va, reserved, granule, 0, 0), "cuMemAddressReserve")?;
            if let Err(e) = check(sys::cuMemCreate(&mut handle, mapped, &prop, 0), "cuMemCreate") {
                sys::cuMemAddressFree(va, reserved);
                return Err(e);
            }
            let at = va + granule as u64;
            check(sys::cuMemMap(at, mapped, 0, handle, 0), "cuMemMap")?;
            // SAFETY: zero-initialised then filled; a plain C struct.
            let mut access: sys::CUmemAccessDesc = std::mem::zeroed();
            access.location.type_ = sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE;
            access.location.id = device;
            access.flags = sys::CUmemAccess_flags::CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
            check(sys::cuMemSetAccess(at, mapped, &access, 1), "cuMemSetAccess")?;
            let ptr = if at_end { (at + mapped as u64 - bytes) & !15 } else { at };
            Ok(Allocation { ptr, bytes, canary: None, backing: Backing::Vmm { va, reserved, handle, mapped_at: at, mapped } })
        }
    }

    fn guard_damage(&self, storage: &str, layout: &str) -> Result<Vec<Observation>, CudaError> {
        let Some(canary) = self.canary else {
            return Ok(Vec::new());
        };
        let body = self.bytes.next_multiple_of(256);
        let mut out = Vec::new();
        // The padding after the storage up to the 256-byte boundary is guard too.
        for (side, start, len) in [("before", self.ptr - GUARD_BYTES, GUARD_BYTES), ("after", self.ptr + self.bytes, GUARD_BYTES + body - self.bytes)] {
            let mut host = vec![0u8; len as usize];
            // SAFETY: the range lies inside the allocation.
            unsafe { check(sys::cuMemcpyDtoH_v2(host.as_mut_ptr() as *mut c_void, start, len as usize), "reading guards")? };
            let base_off = (start - (self.ptr - GUARD_BYTES)) as usize;
            let changed: Vec<usize> = host.iter().enumerate().filter(|(i, b)| **b != canary[(base_off + i) % canary.len()]).map(|(i, _)| i).collect();
            if let (Some(&first), Some(&last)) = (changed.first(), changed.last()) {
                let rel = |i: usize| if side == "before" { i as i64 - len as i64 } else { i as i64 };
                out.push(Observation::GuardDamage {
                    layout: layout.to_string(),
                    storage: storage.to_string(),
                    side: side.to_string(),
                    first: rel(first),
                    last: rel(last),
                    bytes: changed.len() as u64,
                });
            }
        }
        Ok(out)
    }

    fn free(self) {
        // SAFETY: releases what the constructors acquired, once.
        unsafe {
            match self.backing {
                Backing::Plain { base } => {
                    sys::cuMemFree_v2(base);
                }
                Backing::Vmm { va, reserved, handle, mapped_at, mapped } => {
                    sys::cuMemUnmap(mapped_at, mapped);
                    sys::cuMemRelease(handle);
                    sys::cuMemAddressFree(va, reserved);
                }
            }
        }
    }
}

/// xorshift64*: deterministic, dependency-free fill data.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn unit(&mut self) -> f32 {
        (self.next() >> 40) as f32 / (1u64 << 24) as f32 * 2.0 - 1.0
    }
}

fn f32_to_f16(x: f32) -> u16 {
    // Values here are in [-1, 1): no overflow or NaN handling needed beyond flushing tiny.
    let b = x.to_bits();
    let sign = ((b >> 16) & 0x8000) as u16;
    let exp = ((b >> 23) & 0xff) as i32 - 127 + 15;
    if exp <= 0 {
        return sign;
    }
    if exp >= 31 {
        return sign | 0x7c00;
    }
    sign | ((exp as u16) << 10) | ((b >> 13) & 0x3ff) as u16
}

/// Fill data per storage: floats uniform in [-1, 1), bools 0/1, integers zeros or (with a
/// bound) uniform in [0, bound).
fn host_data(plan: &LaunchPlan, seed: u64, index_bound: Option<i64>) -> Vec<Vec<u8>> {
    let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    plan.storages
        .iter()
        .map(|s| {
            let n = s.bytes as usize;
            let dtype = dtype_from_name(&s.dtype).unwrap_or(DType::U8);
            let fill = match dtype {
                // Index tensors are int32/int64; byte storages (split-scan workspaces,
                // flags) must stay zero or the kernel may wait forever.
                DType::I32 | DType::I64 => match index_bound {
                    Some(b) => Fill::RandomBelow(b),
                    None => Fill::Zeros,
                },
                DType::I8 | DType::U8 | DType::I16 | DType::U16 | DType::U32 | DType::U64 => Fill::Zeros,
                _ => Fill::Random,
            };
            let mut out = vec![0u8; n];
            let size = dtype.itemsize() as usize;
            for chunk in out.chunks_mut(size) {
                match (fill, dtype) {
                    (Fill::Zeros, _) => {}
                    (Fill::RandomBelow(b), _) => {
                        let v = (rng.next() % b.max(1) as u64).to_le_bytes();
                        let k = chunk.len();
                        chunk.copy_from_slice(&v[..k]);
                    }
                    (_, DType::Bool) => chunk[0] = (rng.next() & 1) as u8,
                    (_, DType::F32) | (_, DType::C64) => {
                        for c in chunk.chunks_mut(4) {
                            let v = rng.unit().to_le_bytes();
                            let k = c.len();
                            c.copy_from_slice(&v[..k]);
                        }
                    }
                    (_, DType::F64) | (_, DType::C128) => {
                        for c in chunk.chunks_mut(8) {
                            let v = (rng.unit() as f64).to_le_bytes();
                            let k = c.len();
                            c.copy_from_slice(&v[..k]);
                        }
                    }
                    (_, DType::F16) => {
                        let v = f32_to_f16(rng.unit()).to_le_bytes();
                        let k = chunk.len();
                        chunk.copy_from_slice(&v[..k]);
                    }
                    (_, DType::BF16) => {
                        let v = ((rng.unit().to_bits() >> 16) as u16).to_le_bytes();
                        let k = chunk.len();
                        chunk.copy_from_slice(&v[..k]);
                    }
                    // fp8: small magnitudes, never the all-ones exponent (NaN/inf).
                    (_, DType::F8E4M3) | (_, DType::F8E5M2) => chunk[0] = (rng.next() as u8) & 0xb7,
                    _ => {}
                }
            }
            out
        })
        .collect()
}
