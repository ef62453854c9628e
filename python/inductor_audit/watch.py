"""Auditing each module as Inductor produces it, in the process that compiles it.

The hook is the ``output_code`` logging artifact of ``torch._logging``: Inductor logs
every wrapper module it produces (``Output code: ...``), on a fresh compile and on an FX
graph cache hit alike, to a standard :mod:`logging` logger. :class:`watch` adds a
handler to that logger and raises its level for the duration of the block; nothing of
Inductor is patched. The artifact is off by default and does not propagate then, so the
user's stderr stays quiet unless they asked for ``TORCH_LOGS=output_code`` themselves.

Caveat: ``torch._logging.set_logs(...)`` called inside the block resets the level of the
artifact's logger; enter the block after such calls.
"""

from __future__ import annotations

import hashlib
import logging
import sys
import tempfile
import threading
import types
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from ._capture import audit_text
from ._report import Finding, Report

# The logger of torch's `output_code` artifact (`getArtifactLogger(__name__, ...)` in
# torch/_inductor/codecache.py, which graph.py and compile_fx.py log through).
OUTPUT_CODE_LOGGER = "torch._inductor.codecache.__output_code"
_MODULE_PREFIX = "Output code: "
_WRITTEN_PREFIX = "Output code written to: "


class InductorAuditError(RuntimeError):
    """Compiled code with error findings (``watch(on_error="raise")``)."""

    def __init__(self, message: str, findings: list[Finding], modules: list[CompiledModule]):
        super().__init__(message)
        self.findings = findings
        self.modules = modules


class InductorAuditWarning(UserWarning):
    """Compiled code with error findings (``watch(on_error="warn")``)."""


@dataclass
class CompiledModule:
    """One wrapper module Inductor produced while watched, with its audit."""

    text: str
    report: Report
    # Dynamo's compile id (`0/0`, `1/0`), None outside a Dynamo compile.
    compile_id: str | None
    # The Python code object Dynamo was compiling (None for backward graphs compiled
    # lazily during `.backward()`).
    code: types.CodeType | None
    # The cache file Inductor wrote the module to.
    path: str | None = None
    # The copy of the module text the findings point at (see ``watch(save_dir=...)``).
    saved: str | None = None

    @property
    def function(self) -> str | None:
        if self.code is None:
            return None
        return f"{self.code.co_name} ({self.code.co_filename}:{self.code.co_firstlineno})"


def _compiling_code() -> types.CodeType | None:
    """The code object Dynamo is compiling, read from its frame on the stack (read-only)."""
    f = sys._getframe(2)
    while f is not None:
        if f.f_code.co_filename.replace("\\", "/").endswith("torch/_dynamo/convert_frame.py"):
            code = f.f_locals.get("code")
            if isinstance(code, types.CodeType):
                return code
        f = f.f_back
    return None


def _current_compile_id() -> str | None:
    try:
        from torch._guards import CompileContext

        cid = CompileContext.current_compile_id()
    except Exception:
        return None
    return None if cid is None else str(cid)


def _code_of(fn: Any) -> types.CodeType | None:
    """The code Dynamo compiles for ``fn``: a function, a method, an ``nn.Module`` (its
    ``forward``), or what ``torch.compile`` returned for any of those."""
    seen = 0
    while seen < 8:
        seen += 1
        inner = getattr(fn, "_torchdynamo_orig_callable", None) or getattr(fn, "_orig_mod", None)
        if inner is None or inner is fn:
            break
        fn = inner
    forward = getattr(fn, "forward", None)
    if forward is not None and not isinstance(fn, types.FunctionType):
        fn = forward
    fn = getattr(fn, "__func__", fn)
    return getattr(fn, "__code__", None)


class _Handler(logging.Handler):
    def __init__(self, watcher: watch):
        super().__init__(level=logging.DEBUG)
        self._watcher = watcher

    def emit(self, record: logging.LogRecord) -> None:
        msg = record.msg
        if not isinstance(msg, str) or not record.args:
            return
        arg = record.args[0] if isinstance(record.args, tuple) else None
        if not isinstance(arg, str):
            return
        if msg.startswith(_MODULE_PREFIX):
            self._watcher._on_module(arg)
        elif msg.startswith(_WRITTEN_PREFIX):
            self._watcher._on_path(arg)

    # A failure of ours inside a logging call must reach the caller only when asked
    # (on_error="raise"); logging's own handleError would print and continue.
    def handle(self, record: logging.LogRecord) -> bool:
        self.emit(record)
        return True


class watch:
    """Audits each module Inductor produces inside the block.

    ``on_error``: ``"raise"`` raises :class:`InductorAuditError` from the compile that
    produced a module with error findings (torch may wrap it, e.g. in
    ``BackendCompilerFailed``; the compiled code never runs), and at the end of the block
    if it was swallowed; ``"warn"`` issues :class:`InductorAuditWarning`; ``"ignore"``
    only collects. ``baseline``: a :class:`~inductor_audit.Baseline` whose findings do
    not count as errors.

    ``save_dir``: where each module's text is written (``c<sha256>.py``) so that the
    findings' paths name a file a user or an editor can open; by default a fresh
    ``inductor-audit-modules-*`` folder in the system's temporary directory.

    After the block: ``modules`` (each :class:`CompiledModule`), ``report`` (all merged),
    ``findings``, ``errors``, and ``findings_for(fn)`` for one compiled function::

        with inductor_audit.watch(on_error="warn") as w:
            y = torch.compile(f)(x)
        print(w.findings_for(f))
    """

    def __init__(self, on_error: str = "raise", *, baseline: Any = None,
                 audit: Callable[[str], Report] | None = None,
                 save_dir: str | Path | None = None):
        if on_error not in ("raise", "warn", "ignore"):
            raise ValueError(f"on_error must be 'raise', 'warn' or 'ignore', not {on_error!r}")
        self.on_error = on_error
        self.baseline = baseline
        self.modules: list[CompiledModule] = []
        self.baselined: list[Finding] = []
        self._save_dir = Path(save_dir) if save_dir is not None else None
        self._custom_audit = audit
        self._seen: set[str] = set()
        self._lock = threading.Lock()
        self._handler = _Handler(self)
        self._logger: logging.Logger | None = None
        self._saved_level = logging.NOTSET
        self._raised = False

    # -- results -------------------------------------------------------------------
    @property
    def report(self) -> Report:
        return Report.merge(m.report for m in self.modules)

    @property
    def findings(self) -> list[Finding]:
        return [f for m in self.modules for f in m.report.findings]

    @property
    def errors(self) -> list[Finding]:
        return [f for f in self.findings if f.is_error]

    def findings_for(self, fn: Any) -> list[Finding]:
        """Findings of the modules compiled for ``fn`` (forward graphs Dynamo compiled
        from its code; backward graphs are compiled later, outside its frame)."""
        code = _code_of(fn)
        if code is None:
            return []
        key = (code.co_filename, code.co_firstlineno, code.co_name)
        return [f for m in self.modules if m.code is not None
                and (m.code.co_filename, m.code.co_firstlineno, m.code.co_name) == key
                for f in m.report.findings]

    # -- context -------------------------------------------------------------------
    def __enter__(self) -> watch:
        try:
            # Importing registers the artifact logger (and torch's logging set-up, which
            # would otherwise reset levels later).
            import torch._inductor.codecache as codecache  # noqa: F401

            name = getattr(getattr(codecache, "output_code_log", None), "name", OUTPUT_CODE_LOGGER)
        except Exception:
            name = OUTPUT_CODE_LOGGER
        self._logger = logging.getLogger(name)
        self._saved_level = self._logger.level
        self._logger.addHandler(self._handler)
        if not self._logger.isEnabledFor(logging.DEBUG):
            self._logger.setLevel(logging.DEBUG)
        return self

    def __exit__(self, exc_type, exc, tb) -> bool:
        if self._logger is not None:
            self._logger.removeHandler(self._handler)
            self._logger.setLevel(self._saved_level)
            self._logger = None
        errors = self.errors
        if errors and self.on_error == "raise" and exc is None and not self._raised:
            self._raised = True
            raise self._error(errors)
        return False

    # -- handler callbacks ---------------------------------------------------------
    def _save(self, text: str, digest: str) -> str | None:
        """Writes the module text where findings can point; None when it cannot be."""
        try:
            with self._lock:
                if self._save_dir is None:
                    self._save_dir = Path(tempfile.mkdtemp(prefix="inductor-audit-modules-"))
                self._save_dir.mkdir(parents=True, exist_ok=True)
                path = self._save_dir / f"c{digest[:32]}.py"
            path.write_text(text, encoding="utf-8", errors="surrogatepass")
            return str(path)
        except OSError:
            return None

    def _on_module(self, text: str) -> None:
        digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()
        with self._lock:
            if digest in self._seen:
                return
            self._seen.add(digest)
        saved = None
        if self._custom_audit is not None:
            report = self._custom_audit(text)
        else:
            # Findings point at the saved copy: lines and columns are those of the text.
            saved = self._save(text, digest)
            report = audit_text(text, name=saved or "<inductor output code>")
        if self.baseline is not None:
            new, known = self.baseline.split_new(report.findings)
            report.findings = new
            self.baselined.extend(known)
        module = CompiledModule(text=text, report=report, compile_id=_current_compile_id(),
                                code=_compiling_code(), saved=saved)
        with self._lock:
            self.modules.append(module)
        errors = report.errors
        if not errors:
            return
        if self.on_error == "raise":
            self._raised = True
            raise self._error(errors, [module])
        if self.on_error == "warn":
            warnings.warn(self._message(errors, [module]), InductorAuditWarning, stacklevel=2)

    def _on_path(self, path: str) -> None:
        with self._lock:
            for m in reversed(self.modules):
                if m.path is None:
                    m.path = path
                    break

    def _error(self, errors: list[Finding], modules: list[CompiledModule] | None = None) -> InductorAuditError:
        modules = modules if modules is not None else [m for m in self.modules if m.report.errors]
        return InductorAuditError(self._message(errors, modules), errors, modules)

    @staticmethod
    def _message(errors: list[Finding], modules: list[CompiledModule]) -> str:
        where = ", ".join(sorted({m.function or f"compile {m.compile_id}" for m in modules if m.function or m.compile_id}))
        head = f"inductor-audit: {len(errors)} error finding{'s' if len(errors) != 1 else ''} in code Inductor generated"
        if where:
            head += f" for {where}"
        return head + ":\n" + "\n".join(f"  {format_finding(f)}" for f in errors)


def format_finding(f: Finding) -> str:
    """One finding with the evidence a reader needs to check it by hand."""
    kernel = f" in {f.kernel}" if f.kernel else ""
    where = f"{f.path}:{f.line}: " if getattr(f, "path", None) and getattr(f, "line", 0) else ""
    ev = {k: v for k, v in f.evidence.items() if k in ("binding", "config", "program_id", "lane", "offset", "extent", "buffer", "reason")}
    tail = f"\n    evidence: {ev}" if ev else ""
    access = f"\n    access: {f.access}" if f.access else ""
    return f"{where}{f.rule} ({f.name}){kernel}: {f.message}{access}{tail}"
