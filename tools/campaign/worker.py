#!/usr/bin/env python3
"""Campaign worker: one process runs many programs (imports paid once).

Reads one JSON job per line on stdin, answers one JSON line per job on the file
descriptor given by --proto-fd (stdout is redirected to stderr so that nothing torch
or a program prints can corrupt the protocol). A crash of this process (segfault in a
compiled kernel, abort) is seen by the driver as EOF and recorded against the job.

Job: {"seed": int} (generate) or {"program": {...}}; "dir": where to write
program.py, program.json, dump/ (each wrapper module Inductor produced, c<hash>.py);
optional "shapes" (name -> shape: run there after compiling at the program's own
shapes, for a counterexample), "inductor_config" (dotted torch._inductor.config keys),
"device".

Answer: {"verdict": ..., "evidence": {...}, "symbols": {sym: [source, ...]},
"modules": n, "timings": {...}}. Verdicts: invalid-model (eager raised: the user's bug,
never the compiler's), generator-rejected, compile-error / runtime-error (eager ran,
compiled raised), metadata-inconsistency, numerical-inconsistency,
grad-inconsistency, consistent.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import logging
import os
import sys
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import gen  # noqa: E402

OUTPUT_CODE_LOGGER = "torch._inductor.codecache.__output_code"


class _Modules(logging.Handler):
    """Collects every wrapper module Inductor logs through its output_code artifact."""

    def __init__(self):
        super().__init__(level=logging.DEBUG)
        self.texts: list[str] = []

    def handle(self, record):
        msg = record.msg
        if isinstance(msg, str) and msg.startswith("Output code: ") and record.args:
            arg = record.args[0] if isinstance(record.args, tuple) else None
            if isinstance(arg, str):
                self.texts.append(arg)
        return True

    def emit(self, record):  # handle() does the work
        pass


def _error_text(e: BaseException) -> str:
    inner = e
    for _ in range(8):
        nxt = inner.__cause__ or getattr(inner, "inner_exception", None)
        if nxt is None or nxt is inner:
            break
        inner = nxt
    text = f"{type(e).__name__}: {e}"
    if inner is not e:
        text += f" (caused by {type(inner).__name__}: {inner})"
    return text[:3000]


# Raised while Dynamo traces or Inductor compiles, before any compiled code runs:
# TorchRuntimeError is Dynamo's wrapper of a fake-tensor failure during tracing (seeds
# 600093/600175/600242/600504 on the H100, torch 2.11: `x.split(2, 0)` of an empty dim,
# pytorch#181462), which the old check filed as a runtime error of the compiled code.
COMPILE_TIME_ERRORS = ("BackendCompilerFailed", "InductorError", "TorchRuntimeError")


def is_compile_time_error(err: BaseException, tb: str = "") -> bool:
    return type(err).__name__ in COMPILE_TIME_ERRORS or "CppCompileError" in tb


def _innermost_type(e: BaseException) -> str:
    inner = e
    for _ in range(8):
        nxt = inner.__cause__ or getattr(inner, "inner_exception", None)
        if nxt is None or nxt is inner:
            break
        inner = nxt
    return type(inner).__name__


def _leaves(x, path="out"):
    if isinstance(x, (list, tuple)):
        return [leaf for i, v in enumerate(x) for leaf in _leaves(v, f"{path}[{i}]")]
    return [(path, x)]


def _stride_order(t):
    """Dimensions of size > 1 from the fastest-moving to the slowest (ties by index)."""
    dims = [d for d in range(t.dim()) if t.shape[d] > 1]
    return sorted(dims, key=lambda d: (t.stride(d), d))


def metadata_differences(ref, res):
    import torch

    a, b = _leaves(ref), _leaves(res)
    if [p for p, _ in a] != [p for p, _ in b]:
        return [{"output": "out", "attribute": "structure"}]
    diffs = []
    for (path, x), (_, y) in zip(a, b):
        if not isinstance(x, torch.Tensor) or not isinstance(y, torch.Tensor):
            if type(x) is not type(y):
                diffs.append({"output": path, "attribute": "type", "eager": type(x).__name__, "compiled": type(y).__name__})
            continue
        for attr, fx, fy in (("dtype", str(x.dtype), str(y.dtype)), ("shape", list(x.shape), list(y.shape)),
                             ("device", str(x.device), str(y.device)), ("requires_grad", x.requires_grad, y.requires_grad)):
            if fx != fy:
                diffs.append({"output": path, "attribute": attr, "eager": fx, "compiled": fy})
        # An eager output that overlaps itself (unfold, expand, as_strided windows) has no
        # memory order to keep: Inductor returns it dense, as it may.
        overlapping = torch._debug_has_internal_overlap(x) != 0
        if x.shape == y.shape and x.numel() > 0 and not overlapping and _stride_order(x) != _stride_order(y):
            # The memory order of the dimensions, not the stride values: a view of an
            # intermediate (eager: strides of the whole intermediate) may come back from
            # Inductor as a dense buffer of just the view (it computes only what is read);
            # same order, other values is layout Inductor does not promise.
            diffs.append({"output": path, "attribute": "stride", "eager": list(x.stride()), "compiled": list(y.stride())})
    return diffs


def _same(ref, res, fp64, tol, log):
    import torch
    from torch._dynamo.utils import same

    def log_error(msg, *args):
        try:
            log.append(msg % args if args else str(msg))
        except Exception:
            log.append(str(msg))

    with torch.no_grad():
        return bool(same(ref, res, fp64_ref=fp64, tol=tol, equal_nan=True, log_error=log_error))


def _max_err(ref, res):
    import torch

    out = []
    for (p, x), (_, y) in zip(_leaves(ref), _leaves(res)):
        if isinstance(x, torch.Tensor) and isinstance(y, torch.Tensor) and x.shape == y.shape and x.numel():
            d = (x.detach().double() - y.detach().double()).abs()
            d = torch.where(torch.isnan(d), torch.zeros_like(d), d)
            out.append({"output": p, "max_abs": float(d.max())})
    return out


# The tolerance of `same` per dtype. A reduced-precision float in a program's forward
# computation sets the gradient tolerance: eager's backward rounds the gradient that flows
# into a `.to(float16)` operand to half, a compiled backward may keep float32 there (2.11
# on CUDA and CPU does; 2.15 does not), and the float64 reference rounds like eager, so the
# ratio test of `same` sees one rounding of the loss weights (2.4e-4 for float16, about
# 2e-3 for bfloat16) against a zero reference error. Campaign seeds 100460, 100462, 100639
# on the H100 were such false grad-inconsistencies; the avg_pool2d ceil_mode bug
# (pytorch#198119) differs by 0.25 and more, far above these.
BASE_TOL = 1e-4
DTYPE_TOL = {"float16": 1e-3, "bfloat16": 1e-2}


def dtype_tolerance(dtypes) -> float:
    """The tolerance for values computed through these dtypes (names or torch dtypes)."""
    names = {str(d).replace("torch.", "") for d in dtypes}
    return max([BASE_TOL] + [DTYPE_TOL[n] for n in names if n in DTYPE_TOL])


class DtypeRecorder:
    """Records the dtype of every tensor an op produces while active (a dispatch mode, so
    casts inside helpers, views and fused ops all count): which reduced-precision floats a
    program computes in, whatever template or hand-written code produced them."""

    def __init__(self):
        self.dtypes: set[str] = set()
        self._mode = None

    def __enter__(self):
        import torch
        from torch.utils._python_dispatch import TorchDispatchMode

        rec = self.dtypes

        class _Mode(TorchDispatchMode):
            def __torch_dispatch__(self, func, types, args=(), kwargs=None):
                out = func(*args, **(kwargs or {}))
                for leaf in (out if isinstance(out, (list, tuple)) else (out,)):
                    if isinstance(leaf, torch.Tensor):
                        rec.add(str(leaf.dtype).replace("torch.", ""))
                return out

        self._mode = _Mode()
        self._mode.__enter__()
        return self

    def __exit__(self, *exc):
        return self._mode.__exit__(*exc)


def judge_values(eager, cres, fp64, eager_grads, cgrads, fp64_grads, backward: bool, program_dtypes=()) -> tuple[str, dict]:
    """The differential verdict: metadata first, then values against the float64 reference
    (each output with its own dtype's tolerance), then gradients (with the tolerance of the
    lowest-precision float the forward computed in)."""
    meta = metadata_differences(eager, cres)
    if meta:
        return "metadata-inconsistency", {"metadata": meta}
    log: list[str] = []
    if not _same_leaves(eager, cres, fp64, log):
        return "numerical-inconsistency", {"same_log": log[:10], "max_abs": _max_err(eager, cres)}
    if backward and eager_grads is not None:
        if cgrads is None or len(cgrads) != len(eager_grads):
            return "grad-inconsistency", {"reason": "compiled run produced no gradients"}
        gmeta = metadata_differences(eager_grads, cgrads)
        gmeta = [m for m in gmeta if m["attribute"] != "stride"]
        glog: list[str] = []
        tol = dtype_tolerance(program_dtypes)
        if gmeta or not _same_leaves(eager_grads, cgrads, fp64_grads, glog, tol):
            return "grad-inconsistency", {"metadata": gmeta, "same_log": glog[:10], "max_abs": _max_err(eager_grads, cgrads), "tol": tol,
                                          "program_dtypes": sorted(program_dtypes)}
    return "consistent", {}


def _same_leaves(ref, res, fp64, log, floor: float = BASE_TOL) -> bool:
    """`same` output by output, each with the tolerance of its dtype (at least `floor`):
    one bfloat16 ulp of a layer_norm output (seed 100438) is not a compiler bug."""
    import torch

    a, b = _leaves(ref), _leaves(res)
    c = _leaves(fp64) if fp64 is not None else [(p, None) for p, _ in a]
    if len(a) != len(b) or len(c) != len(a):
        return _same(ref, res, fp64, floor, log)
    ok = True
    for (path, x), (_, y), (_, z) in zip(a, b, c):
        tol = max(floor, dtype_tolerance([x.dtype])) if isinstance(x, torch.Tensor) else floor
        sub: list[str] = []
        if not _same(x, y, z, tol, sub):
            ok = False
            log.extend(f"{path}: {m}" for m in sub or ["differs"])
    return ok


class Runner:
    def __init__(self, device: str):
        import torch

        self.torch = torch
        self.device = device
        import torch._inductor.codecache as codecache  # noqa: F401 (registers the logger)

        name = getattr(getattr(codecache, "output_code_log", None), "name", OUTPUT_CODE_LOGGER)
        self.logger = logging.getLogger(name)
        self.logger.setLevel(logging.DEBUG)

    def config(self, job: dict) -> dict:
        # Eager rounds every explicit `.to(float16)`; Inductor elides a fused downcast-upcast
        # pair unless asked to emulate it (documented behaviour, not a bug), and the float64
        # reference rounds there too, so without this every dtype mix would read as a
        # numerical inconsistency.
        cfg = {}
        if hasattr(self.torch._inductor.config, "emulate_precision_casts"):
            cfg["emulate_precision_casts"] = True
        cfg.update(job.get("inductor_config") or {})
        return cfg

    def run(self, job: dict) -> dict:
        torch = self.torch
        t0 = time.monotonic()
        out_dir = Path(job["dir"])
        out_dir.mkdir(parents=True, exist_ok=True)
        if "program" in job:
            program = job["program"]
        else:
            program = gen.generate(job["seed"], job.get("max_stmts", 8), job.get("profile", "default"))
        program = gen.normalize(program)
        src = gen.render(program)
        (out_dir / "program.py").write_text(src)
        (out_dir / "program.json").write_text(json.dumps(program, indent=1))
        timings = {"generate_s": round(time.monotonic() - t0, 3)}
        res = {"torch": torch.__version__, "device": job.get("device", self.device), "timings": timings, "n_stmts": len(program["stmts"]), "ops": [s["op"] for s in program["stmts"]],
               "dynamic": program["dynamic"], "backward": program["backward"]}
        if not program["stmts"]:
            return {**res, "verdict": "generator-rejected", "evidence": {"reason": "no statement fits the inputs"}}
        ns: dict = {"__name__": "campaign_program"}
        exec(compile(src, str(out_dir / "program.py"), "exec"), ns)
        fn, make_inputs, mark, loss_of = ns["fn"], ns["make_inputs"], ns["mark"], ns["loss_of"]
        device = job.get("device", self.device)
        shapes = job.get("shapes")
        backward = program["backward"]

        def execute(f, inputs, recorder=None):
            torch.manual_seed(0)
            if recorder is not None:
                with recorder:
                    outs = f(*inputs)
            else:
                outs = f(*inputs)
            grads = None
            if backward:
                loss = loss_of(outs)
                if isinstance(loss, torch.Tensor) and loss.requires_grad:
                    loss.backward()
                    grads = tuple(t.grad for t in inputs if t.requires_grad)
            # A CUDA kernel fails asynchronously: without this, an eager device-side
            # assert surfaces at the next call (seed 100585: in the compiled run's
            # make_inputs) and an invalid model reads as a compiler crash.
            self.sync(device)
            return outs, grads

        # 1. eager: its failure makes the model invalid, whatever the compiler does.
        t = time.monotonic()
        recorder = DtypeRecorder()
        try:
            eager, eager_grads = execute(fn, make_inputs(device, shapes), recorder)
        except Exception as e:
            return {**res, "verdict": "invalid-model", "evidence": {"eager_error": _error_text(e)}, **self.after_error(device)}
        timings["eager_s"] = round(time.monotonic() - t, 3)
        res["dtypes"] = sorted(recorder.dtypes)

        # 2. float64 reference (some ops have no float64 kernel: eager stands in then).
        fp64 = fp64_grads = None
        try:
            def to64(x):
                if x.is_floating_point():
                    y = x.detach().to(torch.float64)
                    return y.requires_grad_(x.requires_grad)
                return x
            fp64, fp64_grads = execute(fn, [to64(x) for x in make_inputs(device, shapes)])
        except Exception as e:
            fp64 = fp64_grads = None
            broken = self.after_error(device)
            if broken:
                # The float64 run broke the CUDA context: nothing can be judged in this process.
                return {**res, "verdict": "invalid-model", "evidence": {"fp64_error": _error_text(e)}, **broken}

        # 3. compiled, in a fresh Dynamo state, every module it produces saved for the audit.
        torch._dynamo.reset()
        handler = _Modules()
        self.logger.addHandler(handler)
        symbols: dict[str, list[str]] = {}

        def backend(gm, example_inputs):
            from torch._inductor.compile_fx import compile_fx

            try:
                from torch._guards import TracingContext

                ctx = TracingContext.try_get()
                se = ctx.fake_mode.shape_env if ctx is not None and ctx.fake_mode is not None else None
                if se is not None:
                    for sym, sources in se.var_to_sources.items():
                        # `Source.name` is a method in older releases, a property in newer.
                        names = [s.name() if callable(s.name) else s.name for s in sources]
                        symbols.setdefault(str(sym), [str(n) for n in names])
            except Exception:
                pass
            return compile_fx(gm, example_inputs)

        def graphs():
            try:
                from torch._dynamo.utils import counters

                return int(counters["stats"]["unique_graphs"])
            except Exception:
                return 0

        graphs_before = graphs()
        t = time.monotonic()
        err = None
        phase = "compile"
        try:
            with torch._inductor.config.patch(self.config(job)):
                compiled_fn = torch.compile(fn, backend=backend, dynamic=True if program["dynamic"] == "true" else None)
                if shapes:
                    # Compile at the program's own shapes (the code the audit read), then
                    # run that code at the counterexample's.
                    execute(compiled_fn, mark(make_inputs(device)))
                    phase = "rerun"
                cres, cgrads = execute(compiled_fn, mark(make_inputs(device, shapes)))
        except Exception as e:
            err = e
        finally:
            self.logger.removeHandler(handler)
        timings["compiled_s"] = round(time.monotonic() - t, 3)
        dump = out_dir / "dump"
        dump.mkdir(exist_ok=True)
        seen = set()
        for text in handler.texts:
            digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()
            if digest not in seen:
                seen.add(digest)
                (dump / f"c{digest[:32]}.py").write_text(text, errors="surrogatepass")
        res.update({"symbols": symbols, "modules": len(seen)})
        # Graphs compiled by this job: 2 on a counterexample re-run means the guards sent
        # the new shapes to a recompile, not to the code the audit read.
        res["graphs"] = graphs() - graphs_before
        if err is not None:
            tb = "".join(traceback.format_exception(type(err), err, err.__traceback__))
            # Compile-time failures (lowering, codegen, C++ build) are wrapped by Dynamo
            # in BackendCompilerFailed / InductorError; anything else came from running
            # the compiled code.
            compile_time = is_compile_time_error(err, tb)
            return {**res, "verdict": "compile-error" if compile_time else "runtime-error",
                    "evidence": {"error": _error_text(err), "inner_type": _innermost_type(err), "type": type(err).__name__,
                                 "traceback_tail": tb[-1500:], "phase": phase}, **self.after_error(device)}

        # 4. judge: metadata first, then values against the float64 reference, then grads.
        verdict, evidence = judge_values(eager, cres, fp64, eager_grads, cgrads, fp64_grads, backward, recorder.dtypes)
        return {**res, "verdict": verdict, "evidence": evidence}

    def sync(self, device) -> None:
        if str(device).startswith("cuda") and self.torch.cuda.is_available():
            self.torch.cuda.synchronize()

    def context_usable(self, device) -> bool:
        """After an error on a GPU: can this process still run CUDA work? A device-side
        assert leaves the context unusable (every later call fails with the same error)."""
        if not str(device).startswith("cuda"):
            return True
        try:
            self.torch.zeros(1, device=device).add_(1).item()
            self.sync(device)
            return True
        except Exception:
            return False

    def after_error(self, device) -> dict:
        """`{"restart_worker": True}` when the error left the CUDA context unusable: the
        driver then restarts this worker before its next program."""
        return {} if self.context_usable(device) else {"restart_worker": True}


def main(argv):
    ap = argparse.ArgumentParser()
    ap.add_argument("--device", default="cpu")
    ap.add_argument("--proto-fd", type=int, default=None)
    args = ap.parse_args(argv)
    if args.proto_fd is not None:
        proto = os.fdopen(args.proto_fd, "w", buffering=1)
    else:
        proto = os.fdopen(os.dup(1), "w", buffering=1)
        os.dup2(2, 1)
    sys.stdout = sys.stderr
    import warnings

    warnings.filterwarnings("ignore")
    runner = Runner(args.device)
    proto.write(json.dumps({"ready": True, "torch": runner.torch.__version__}) + "\n")
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        job = json.loads(line)
        t0 = time.monotonic()
        try:
            res = runner.run(job)
        except Exception as e:  # a bug of ours: recorded, never a compiler finding
            res = {"verdict": "harness-error", "evidence": {"error": _error_text(e), "traceback_tail": traceback.format_exc()[-1500:]}}
            res.update(runner.after_error(job.get("device", runner.device)))
        res.setdefault("timings", {})["total_s"] = round(time.monotonic() - t0, 3)
        res["job"] = {k: v for k, v in job.items() if k != "program"}
        try:
            Path(job["dir"], "result.json").write_text(json.dumps(res, indent=1, default=str))
        except OSError:
            pass
        proto.write(json.dumps(res, default=str) + "\n")
        if res.get("restart_worker"):
            # Nothing more can run in this process; the driver starts a fresh worker.
            return 0
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
