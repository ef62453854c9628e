"""Auditing dumps and text, and capturing programs, from Python."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

from . import _native
from ._report import Report

PathLike = str | os.PathLike


def audit(paths: PathLike | Sequence[PathLike], *, jobs: int | None = None,
          witness_budget: int | None = None, config: PathLike | None = None,
          isolated: bool = False) -> Report:
    """Audits ``TORCH_LOGS=output_code`` logs, wrapper modules, Inductor cache dirs,
    ``TORCH_COMPILE_DEBUG`` dirs or capture folders, like ``inductor-audit audit``.

    ``[tool.inductor-audit]`` of the nearest pyproject.toml applies, as for the command,
    unless ``config`` names one or ``isolated`` is true."""
    if isinstance(paths, (str, os.PathLike)):
        paths = [paths]
    text = _native.audit_paths_json([os.fspath(p) for p in paths], jobs=jobs,
                                    witness_budget=witness_budget,
                                    config_path=os.fspath(config) if config else None,
                                    isolated=isolated)
    return Report.from_json(text)


def audit_text(text: str, *, name: str = "<text>", witness_budget: int | None = None,
               config: PathLike | None = None, isolated: bool = False) -> Report:
    """Audits a wrapper module given as text (or a ``TORCH_LOGS=output_code`` log
    excerpt); ``name`` stands for its path in findings. Without the cache dir, every
    autotune config is checked."""
    js = _native.audit_text_json(text, name=name, witness_budget=witness_budget,
                                 config_path=os.fspath(config) if config else None,
                                 isolated=isolated)
    return Report.from_json(js)


@dataclass
class Capture:
    """A capture folder and what happened: ``record`` is its ``capture.json``."""

    out: Path
    record: dict[str, Any]
    report: Report | None

    @property
    def exit_status(self) -> int:
        return int(self.record.get("exit_status", 1))


def capture(command: Sequence[str], out: PathLike | None = None, *,
            timeout: float | None = None, keep_all: bool = False, logs: str | None = None,
            audit_after: bool = True, echo_stdout: bool = True,
            isolated: bool = False) -> Capture:
    """Runs ``command`` (``["python", "train.py", ...]``) with ``TORCH_LOGS=output_code``
    and a private ``TORCHINDUCTOR_CACHE_DIR`` under ``out``, keeps the log, the cache,
    stdout, the script and ``capture.json``, then audits the folder (unless
    ``audit_after`` is false). Like ``inductor-audit capture --out OUT -- COMMAND``."""
    if isinstance(command, (str, bytes)):
        raise TypeError("command is a list of arguments, not one string")
    if out is None:
        import time
        out = Path(f"inductor-audit-capture-{time.strftime('%Y%m%dT%H%M%S', time.gmtime())}")
    out = Path(out)
    record = json.loads(_native.capture_json(os.fspath(out), [os.fspath(c) for c in command],
                                             timeout=timeout, keep_all=keep_all, logs=logs,
                                             tee_stdout=echo_stdout))
    report = audit(out, isolated=isolated) if audit_after else None
    return Capture(out=out, record=record, report=report)
