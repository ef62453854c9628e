"""Make a machine without a GPU look like one H100 to Inductor's *code generation*.

Imported before anything compiles, by `tools/gpu_codegen/generate.py`. Inductor then lowers
a graph for `cuda` and writes the wrapper and Triton kernels exactly as that release's
codegen does (the log holds the real text); nothing is ever compiled by Triton or launched:
loading the generated module fails at Triton's driver (no libcuda), after the code is logged.

Everything here is best effort across releases 2.5 to 2.15: an attribute a release does not
have is left alone. What is faked, and why:
- `torch.cuda` queries (availability, capability, properties of an H100 SXM: 132 SMs, cc 9.0),
  which the heuristics read (persistent reductions, split reductions, grid sizes);
- the CUDA RNG state and device switches, which Dynamo/AOTAutograd save and restore;
- `torch.tensor(..., device="cuda")`, which would copy real host data to the device: here it
  is an empty fake tensor of the same shape (values never matter: nothing runs);
- the pattern matcher's example tensors, traced on the host instead (the same patterns);
- Triton's active driver, asked for the compile target (`GPUTarget("cuda", 90, 32)`).
"""
from __future__ import annotations

import inspect
import types

import torch

H100 = types.SimpleNamespace(
    name="NVIDIA H100 80GB HBM3",
    major=9,
    minor=0,
    multi_processor_count=132,
    total_memory=80 * 2**30,
    warp_size=32,
    max_threads_per_multi_processor=2048,
    max_threads_per_block=1024,
    regs_per_multiprocessor=65536,
    shared_memory_per_block=49152,
    shared_memory_per_block_optin=232448,
    shared_memory_per_multiprocessor=233472,
    L2_cache_size=50 * 2**20,
    gcnArchName="NVIDIA H100 80GB HBM3",
    uuid="00000000-0000-0000-0000-000000000000",
    is_integrated=False,
    clock_rate=1980000,
    memory_clock_rate=2619000,
    memory_bus_width=5120,
    pci_bus_id=0,
    pci_device_id=0,
    pci_domain_id=0,
)


def _set(obj, name, value):
    if hasattr(obj, name):
        setattr(obj, name, value)


def install():
    cuda = torch.cuda
    _set(cuda, "is_available", lambda: True)
    _set(cuda, "device_count", lambda: 1)
    _set(cuda, "current_device", lambda: 0)
    _set(cuda, "get_device_capability", lambda *a, **k: (H100.major, H100.minor))
    _set(cuda, "get_device_properties", lambda *a, **k: H100)
    _set(cuda, "get_device_name", lambda *a, **k: H100.name)
    _set(cuda, "_lazy_init", lambda: None)
    _set(cuda, "is_initialized", lambda: True)
    _set(cuda, "set_device", lambda *a, **k: None)
    _set(cuda, "synchronize", lambda *a, **k: None)
    _set(cuda, "_exchange_device", lambda idx: 0)
    _set(cuda, "_maybe_exchange_device", lambda idx: 0)
    _set(cuda, "is_current_stream_capturing", lambda: False)
    _set(cuda, "get_rng_state", lambda *a, **k: torch.zeros(16, dtype=torch.uint8))
    _set(cuda, "set_rng_state", lambda *a, **k: None)
    try:
        import torch.cuda.random as cuda_random

        _set(cuda_random, "current_device", lambda: 0)
    except ImportError:
        pass
    try:
        import torch.cuda.graphs as cuda_graphs

        _set(cuda_graphs, "is_current_stream_capturing", lambda: False)
    except ImportError:
        pass

    # Fake tensors of 2.6-2.11 create one real tensor on the device first (for backward).
    try:
        import torch._subclasses.fake_tensor as fake_tensor

        _set(fake_tensor, "init_gpu_context", lambda *a, **k: None)
        _set(fake_tensor, "init_cuda_context", lambda *a, **k: None)
    except ImportError:
        pass

    real_tensor = torch.tensor

    def tensor(data, *args, device=None, **kwargs):
        if device is not None and torch.device(device).type == "cuda":
            host = real_tensor(data, *args, **kwargs)
            return torch.empty(host.shape, dtype=host.dtype, device=device, requires_grad=host.requires_grad)
        return real_tensor(data, *args, device=device, **kwargs)

    torch.tensor = tensor
    torch.Tensor.__getitem__ = _getitem_without_device_guard
    # Two more hand-written tensor methods that take the device guard.
    torch.Tensor.__invert__ = lambda self: torch.ops.aten.bitwise_not.default(self)
    real_contiguous = torch.Tensor.contiguous

    def contiguous(self, memory_format=torch.contiguous_format):
        if self.device.type != "cuda":
            return real_contiguous(self, memory_format=memory_format)
        if self.is_contiguous(memory_format=memory_format):
            return self
        return torch.ops.aten.clone.default(self, memory_format=memory_format)

    torch.Tensor.contiguous = contiguous

    # Constant folding computes constant subgraphs for real, on the (absent) device.
    try:
        import torch._inductor.config as inductor_config

        _set(inductor_config, "joint_graph_constant_folding", False)
        # Padding an mm is decided by benchmarking it on the device.
        _set(inductor_config, "shape_padding", False)
    except ImportError:
        pass

    try:
        import torch._inductor.fx_passes.joint_graph as joint_graph

        patterns = joint_graph.lazy_init
        takes_device = bool(inspect.signature(patterns).parameters)

        def lazy_init(*args, **kwargs):
            # Before 2.6 the patterns pick "cuda" themselves when it is available.
            available, torch.cuda.is_available = torch.cuda.is_available, lambda: False
            try:
                return patterns(torch.device("cpu"), *args[1:], **kwargs) if takes_device else patterns()
            finally:
                torch.cuda.is_available = available

        joint_graph.lazy_init = lazy_init
    except (ImportError, AttributeError):
        pass

    _install_triton_driver()


_real_getitem = torch.Tensor.__getitem__


def _getitem_without_device_guard(self, index):
    """`x[...]` of a CUDA tensor, as the aten view ops it stands for.

    Python indexing takes a C++ device guard on the tensor's device, which needs a driver; the
    decompositions Inductor traces (index_select, flip, roll, ...) index tensors this way.
    Basic indexing (ints, slices, None, Ellipsis) becomes select/slice/unsqueeze; anything
    else becomes `aten.index` with the tensors in place (what advanced indexing lowers to)."""
    if self.device.type != "cuda":
        return _real_getitem(self, index)
    aten = torch.ops.aten
    items = list(index) if isinstance(index, tuple) else [index]
    if any(isinstance(i, torch.Tensor) or isinstance(i, (list, bool)) for i in items):
        basic = all(isinstance(i, slice) and i == slice(None) for i in items if not isinstance(i, (torch.Tensor, list)))
        if not basic or any(i is None or i is Ellipsis for i in items):
            return _real_getitem(self, index)
        return aten.index.Tensor(self, [torch.as_tensor(i, device=self.device) if isinstance(i, list) else (None if isinstance(i, slice) else i) for i in items])
    used = sum(1 for i in items if i is not None and i is not Ellipsis)
    out, dim = self, 0
    for i in items:
        if i is Ellipsis:
            dim += self.dim() - used
        elif i is None:
            out = out.unsqueeze(dim)
            dim += 1
        elif isinstance(i, slice):
            step = 1 if i.step is None else i.step
            if not (i.start is None and i.stop is None and step == 1):
                out = aten.slice.Tensor(out, dim, i.start, i.stop, step)
            dim += 1
        else:
            out = aten.select.int(out, dim, i)
    return out


def _install_triton_driver():
    try:
        from triton.backends.compiler import GPUTarget
    except ImportError:  # Triton before 3.0 (torch 2.3 and older)
        GPUTarget = None

    class Driver:
        def get_current_target(self):
            if GPUTarget is None:
                return ("cuda", 90)
            return GPUTarget("cuda", 90, 32)

        def get_current_device(self):
            return 0

        def get_current_stream(self, device=None):
            return 0

        def get_device_interface(self):
            return torch.cuda

        def get_active_torch_device(self):
            return torch.device("cuda", 0)

        def is_active(self):
            return True

    try:
        from triton.runtime.driver import driver

        driver.set_active(Driver())
    except (ImportError, AttributeError):
        pass
