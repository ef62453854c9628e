"""The differential oracle: run a model eagerly, compiled (twice), and eagerly in float64,
and say which of these it is, with the evidence:

- ``invalid-model`` (a): eager itself fails (``torch.mm`` of (2,10)x(2,10) is the user's
  bug, not the compiler's), whatever the compiled run does;
- ``behaviour-inconsistency`` (b): eager runs and the compiled model raises (a
  ``CppCompileError``, a lowering that rejects valid input);
- ``metadata-inconsistency`` (d): outputs differ in structure, dtype, shape, strides,
  device or ``requires_grad``;
- ``numerical-inconsistency`` (c): values differ beyond what the float64 reference
  allows, judged by ``torch._dynamo.utils.same`` (the judgement of PyTorch's own
  accuracy checks: the compiled error against fp64 may be at most a multiple of eager's)
  with ``fallback_random`` so that random ops draw the same numbers;
- ``nondeterminism`` (e): two compiled runs on the same inputs differ bitwise;
- ``consistent``: none of these.

The first that applies, in the order a, b, d, c, e, is the verdict; ``evidence`` holds
every observation (errors, max abs/rel error against fp64 for eager and compiled,
differing attributes), and ``audit`` the report of the modules compiled on the way.
"""

from __future__ import annotations

import copy
import enum
import json
import traceback
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from ._report import Report


class Verdict(str, enum.Enum):
    CONSISTENT = "consistent"
    INVALID_MODEL = "invalid-model"
    BEHAVIOUR_INCONSISTENCY = "behaviour-inconsistency"
    METADATA_INCONSISTENCY = "metadata-inconsistency"
    NUMERICAL_INCONSISTENCY = "numerical-inconsistency"
    NONDETERMINISM = "nondeterminism"

    def __str__(self) -> str:
        return self.value


@dataclass
class OracleResult:
    verdict: Verdict
    evidence: dict[str, Any] = field(default_factory=dict)
    audit: Report | None = None

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"verdict": self.verdict.value, "evidence": self.evidence}
        if self.audit is not None:
            d["audit"] = {"stats": self.audit.stats,
                          "findings": [f.to_dict() for f in self.audit.findings]}
        return d

    def to_json(self, indent: int | None = 2) -> str:
        return json.dumps(self.to_dict(), indent=indent, default=str)

    def __str__(self) -> str:
        return f"{self.verdict.value}: {json.dumps(self.evidence, default=str)}"


def _error_text(e: BaseException) -> str:
    # Torch wraps compile failures (BackendCompilerFailed, InductorError); the innermost
    # cause names what went wrong.
    inner = e
    for _ in range(8):
        nxt = inner.__cause__ or getattr(inner, "inner_exception", None)
        if nxt is None or nxt is inner:
            break
        inner = nxt
    text = f"{type(e).__name__}: {e}"
    if inner is not e:
        text += f" (caused by {type(inner).__name__}: {inner})"
    return text[:4000]


def _clone(x: Any, dtype64: bool = False) -> Any:
    import torch

    if isinstance(x, torch.Tensor):
        y = x.detach().clone()
        if dtype64 and y.is_floating_point():
            y = y.to(torch.float64)
        if x.requires_grad:
            y.requires_grad_(True)
        return y
    if isinstance(x, (list, tuple)):
        return type(x)(_clone(v, dtype64) for v in x)
    if isinstance(x, dict):
        return {k: _clone(v, dtype64) for k, v in x.items()}
    return x


def _leaves(x: Any, path: str = "out") -> list[tuple[str, Any]]:
    if isinstance(x, (list, tuple)):
        return [leaf for i, v in enumerate(x) for leaf in _leaves(v, f"{path}[{i}]")]
    if isinstance(x, dict):
        return [leaf for k in sorted(x, key=str) for leaf in _leaves(x[k], f"{path}[{k!r}]")]
    return [(path, x)]


def _strides_agree(a, b) -> bool:
    # Strides of size-1 dimensions (and of empty tensors) address nothing.
    if a.numel() == 0:
        return True
    return all(sa == sb for n, sa, sb in zip(a.shape, a.stride(), b.stride()) if n > 1)


def metadata_differences(ref: Any, res: Any) -> list[dict[str, Any]]:
    """Each leaf where ``res`` (compiled) differs from ``ref`` (eager) in structure, type,
    dtype, shape, strides, device or ``requires_grad``."""
    import torch

    a, b = _leaves(ref), _leaves(res)
    if [p for p, _ in a] != [p for p, _ in b]:
        return [{"output": "out", "attribute": "structure",
                 "eager": [p for p, _ in a], "compiled": [p for p, _ in b]}]
    diffs = []
    for (path, x), (_, y) in zip(a, b):
        if isinstance(x, torch.Tensor) != isinstance(y, torch.Tensor):
            diffs.append({"output": path, "attribute": "type",
                          "eager": type(x).__name__, "compiled": type(y).__name__})
            continue
        if not isinstance(x, torch.Tensor):
            continue
        for attr, fx, fy in (
            ("dtype", str(x.dtype), str(y.dtype)),
            ("shape", list(x.shape), list(y.shape)),
            ("device", str(x.device), str(y.device)),
            ("requires_grad", x.requires_grad, y.requires_grad),
        ):
            if fx != fy:
                diffs.append({"output": path, "attribute": attr, "eager": fx, "compiled": fy})
        if x.shape == y.shape and x.layout == torch.strided and y.layout == torch.strided \
                and not _strides_agree(x, y):
            diffs.append({"output": path, "attribute": "stride",
                          "eager": list(x.stride()), "compiled": list(y.stride())})
    return diffs


def error_stats(ref64: Any, outs: dict[str, Any]) -> list[dict[str, Any]]:
    """Max abs error against the fp64 reference per floating output, and the same relative
    to the reference's largest magnitude."""
    import torch

    rows = []
    leaves = {name: _leaves(o) for name, o in outs.items()}
    for i, (path, r) in enumerate(_leaves(ref64)):
        if not isinstance(r, torch.Tensor) or not (r.is_floating_point() or r.is_complex()):
            continue
        row: dict[str, Any] = {"output": path}
        r64 = r.detach().to(torch.float64) if r.is_floating_point() else r.detach()
        for name, ls in leaves.items():
            if i >= len(ls) or not isinstance(ls[i][1], torch.Tensor) or ls[i][1].shape != r.shape:
                continue
            x = ls[i][1].detach().to(r64.dtype)
            finite = torch.isfinite(r64) & torch.isfinite(x)
            diff = (x - r64).abs()
            diff = torch.where(finite, diff, torch.zeros_like(diff))
            max_abs = float(diff.max()) if diff.numel() else 0.0
            # Relative to the reference's largest magnitude: elementwise ratios explode on
            # the exact zeros that relu and masks produce.
            scale = float(torch.where(finite, r64.abs(), torch.zeros_like(r64)).max()) if r64.numel() else 0.0
            row[f"{name}_max_abs"] = max_abs
            row[f"{name}_max_rel"] = max_abs / scale if scale > 0 else (0.0 if max_abs == 0 else float("inf"))
            row[f"{name}_nonfinite_mismatch"] = int(((torch.isfinite(r64) != torch.isfinite(x))
                                                     | (torch.isnan(r64) != torch.isnan(x))).sum())
        rows.append(row)
    return rows


def _bitwise_equal(a: Any, b: Any) -> bool:
    import torch

    la, lb = _leaves(a), _leaves(b)
    if len(la) != len(lb):
        return False
    for (_, x), (_, y) in zip(la, lb):
        if isinstance(x, torch.Tensor) and isinstance(y, torch.Tensor):
            if x.shape != y.shape or x.dtype != y.dtype:
                return False
            if not torch.equal(x.detach().nan_to_num(0.0) if x.is_floating_point() else x.detach(),
                               y.detach().nan_to_num(0.0) if y.is_floating_point() else y.detach()):
                return False
            if x.is_floating_point() and not torch.equal(x.isnan(), y.isnan()):
                return False
        elif x != y:
            return False
    return True


def _same(ref: Any, res: Any, fp64: Any, tol: float, log: list[str]) -> bool:
    from torch._dynamo.utils import same

    def log_error(msg, *args):
        try:
            log.append(msg % args if args else str(msg))
        except Exception:
            log.append(str(msg))

    return bool(same(ref, res, fp64_ref=fp64, tol=tol, equal_nan=True, log_error=log_error))


def _fp64_model(model: Any) -> Any:
    import torch

    if isinstance(model, torch.nn.Module):
        return copy.deepcopy(model).to(torch.float64)
    return model


def differential(model: Callable[..., Any], inputs: Sequence[Any], *,
                 compile: Callable[[Any], Callable[..., Any]] | None = None,
                 backend: str = "inductor", tol: float = 1e-4, seed: int = 0,
                 nondeterminism: bool = True, audit: bool = True,
                 inductor_config: dict[str, Any] | None = None) -> OracleResult:
    """Runs ``model(*inputs)`` eagerly, compiled (``torch.compile(model, backend=...)``, or
    ``compile(model)``), again compiled, and eagerly in float64; returns the verdict.

    Inputs are cloned for every run (``requires_grad`` kept), the seed is reset before
    each, and ``torch._inductor.config.fallback_random`` is on, so that the runs see the
    same data and draw the same random numbers. ``inductor_config`` (dotted
    ``torch._inductor.config`` keys) is patched in for the compiled runs only."""
    import torch
    import torch._inductor.config as inductor_config_module

    compile_fn = compile or (lambda m: torch.compile(m, backend=backend))
    evidence: dict[str, Any] = {}

    def run(fn, args):
        torch.manual_seed(seed)
        try:
            return fn(*args), None
        except Exception as e:  # the model's own failure is the observation
            return None, e

    eager, eager_err = run(model, _clone(list(inputs)))
    if eager_err is not None:
        evidence["eager_error"] = _error_text(eager_err)

    w = None
    with inductor_config_module.patch({**(inductor_config or {}), "fallback_random": True}):
        if audit:
            from .watch import watch

            w = watch(on_error="ignore")
            w.__enter__()
        try:
            try:
                compiled = compile_fn(model)
                c1, c_err = run(compiled, _clone(list(inputs)))
                c2, c2_err = (run(compiled, _clone(list(inputs)))
                              if nondeterminism and c_err is None else (None, None))
            except Exception as e:
                c1, c_err, c2, c2_err = None, e, None, None
        finally:
            if w is not None:
                w.__exit__(None, None, None)
    report = w.report if w is not None else None
    if c_err is not None:
        evidence["compiled_error"] = _error_text(c_err)
        evidence["compiled_traceback_tail"] = "".join(
            traceback.format_exception(type(c_err), c_err, c_err.__traceback__))[-1500:]

    if eager_err is not None:
        evidence["compiled"] = "raised too" if c_err is not None else "ran"
        return OracleResult(Verdict.INVALID_MODEL, evidence, report)
    if c_err is not None:
        return OracleResult(Verdict.BEHAVIOUR_INCONSISTENCY, evidence, report)
    if c2_err is not None:
        evidence["second_compiled_error"] = _error_text(c2_err)
        return OracleResult(Verdict.NONDETERMINISM, evidence, report)

    meta = metadata_differences(eager, c1)
    if meta:
        evidence["metadata"] = meta
        return OracleResult(Verdict.METADATA_INCONSISTENCY, evidence, report)

    fp64, fp64_err = run(_fp64_model(model), _clone(list(inputs), dtype64=True))
    if fp64_err is not None:
        # Some ops have no float64 kernel; eager stands in as the reference then.
        evidence["fp64_error"] = _error_text(fp64_err)
        fp64 = None
    if fp64 is not None:
        evidence["errors_vs_fp64"] = error_stats(fp64, {"eager": eager, "compiled": c1})
    log: list[str] = []
    with torch.no_grad():
        ok = _same(eager, c1, fp64, tol, log)
    if log:
        evidence["same_log"] = log[:20]
    if not ok:
        return OracleResult(Verdict.NUMERICAL_INCONSISTENCY, evidence, report)

    if nondeterminism and c2 is not None and not _bitwise_equal(c1, c2):
        evidence["second_run"] = error_stats(c1, {"second": c2})
        return OracleResult(Verdict.NONDETERMINISM, evidence, report)
    return OracleResult(Verdict.CONSISTENT, evidence, report)
