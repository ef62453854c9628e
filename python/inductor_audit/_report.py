"""Reports as Python objects: the JSON contract of ``inductor-audit audit --format json``
(schema ``inductor-audit/1``), and baselines in the CLI's format, so that a baseline
written by the pytest plugin is read by ``inductor-audit audit --baseline`` and back."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

from . import _native

SCHEMA: str = _native.SCHEMA
BASELINE_SCHEMA: str = _native.BASELINE_SCHEMA

# Added by the native module for Python's use; the CLI's JSON does not carry them.
_PYTHON_ONLY = ("fingerprint", "access")


@dataclass(frozen=True)
class Finding:
    rule: str
    name: str
    severity: str
    path: str
    line: int
    column: int
    module: str
    kernel: str
    message: str
    evidence: dict[str, Any] = field(default_factory=dict)
    # Identifies the finding across runs (rule, kernel, access text): baselines count these.
    fingerprint: str = ""
    # The load/store call the finding is about, as written in the kernel.
    access: str | None = None

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Finding:
        return cls(
            rule=d.get("rule", ""), name=d.get("name", ""), severity=d.get("severity", ""),
            path=d.get("path", ""), line=int(d.get("line", 0)), column=int(d.get("column", 0)),
            module=d.get("module", ""), kernel=d.get("kernel", ""), message=d.get("message", ""),
            evidence=d.get("evidence") or {}, fingerprint=d.get("fingerprint", ""),
            access=d.get("access"),
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "rule": self.rule, "name": self.name, "severity": self.severity, "path": self.path,
            "line": self.line, "column": self.column, "module": self.module,
            "kernel": self.kernel, "message": self.message, "evidence": self.evidence,
        }

    @property
    def is_error(self) -> bool:
        return self.severity == "error"

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}:{self.column}"
        kernel = f" in {self.kernel}" if self.kernel else ""
        return f"{where}: {self.severity} {self.rule} ({self.name}){kernel}: {self.message}"


class Report:
    """One audit: ``stats`` (dict of counts), ``findings`` (list of :class:`Finding`),
    ``unparsed``, ``unmodelled``, ``input_issues`` and ``releases`` (the release each
    module was written by and the autotune list assumed; lists of dicts, as in the JSON)."""

    def __init__(self, data: dict[str, Any]):
        self.schema: str = data.get("schema", SCHEMA)
        self.stats: dict[str, int] = dict(data.get("stats") or {})
        self.findings: list[Finding] = [Finding.from_json(f) for f in data.get("findings") or []]
        self.unparsed: list[dict[str, Any]] = list(data.get("unparsed") or [])
        self.unmodelled: list[dict[str, Any]] = list(data.get("unmodelled") or [])
        self.input_issues: list[dict[str, Any]] = list(data.get("input_issues") or [])
        self.releases: list[dict[str, Any]] = list(data.get("releases") or [])

    @classmethod
    def from_json(cls, text: str) -> Report:
        return cls(json.loads(text))

    @classmethod
    def merge(cls, reports: Iterable[Report]) -> Report:
        out = cls({"schema": SCHEMA})
        for r in reports:
            for k, v in r.stats.items():
                if isinstance(v, dict):
                    # `unknown_by_cause`: counts per cause, added cause by cause.
                    merged = out.stats.setdefault(k, {})
                    for cause, n in v.items():
                        merged[cause] = merged.get(cause, 0) + n
                else:
                    out.stats[k] = out.stats.get(k, 0) + v
            out.findings.extend(r.findings)
            out.unparsed.extend(r.unparsed)
            out.unmodelled.extend(r.unmodelled)
            out.input_issues.extend(r.input_issues)
            out.releases.extend(r.releases)
        return out

    @property
    def errors(self) -> list[Finding]:
        return [f for f in self.findings if f.is_error]

    @property
    def has_errors(self) -> bool:
        return any(f.is_error for f in self.findings)

    def to_dict(self) -> dict[str, Any]:
        return {
            "schema": self.schema, "stats": self.stats,
            "findings": [f.to_dict() for f in self.findings],
            "unparsed": self.unparsed, "unmodelled": self.unmodelled, "input_issues": self.input_issues,
            "releases": self.releases,
        }

    def to_json(self, indent: int | None = 2) -> str:
        """The report as ``inductor-audit audit --format json`` prints it."""
        return json.dumps(self.to_dict(), indent=indent)

    def __repr__(self) -> str:
        return (f"<Report {self.stats.get('modules', 0)} modules, "
                f"{len(self.findings)} findings ({len(self.errors)} errors)>")


class Baseline:
    """Accepted findings, counted by fingerprint (the format of ``--write-baseline``)."""

    def __init__(self, counts: Counter[str] | None = None):
        self.counts: Counter[str] = counts or Counter()

    @classmethod
    def read(cls, path: str | Path) -> Baseline:
        data = json.loads(Path(path).read_text())
        if data.get("schema") != BASELINE_SCHEMA:
            raise ValueError(f"{path} is not an inductor-audit baseline: schema "
                             f"{data.get('schema')!r}, expected {BASELINE_SCHEMA!r}")
        counts: Counter[str] = Counter()
        for e in data.get("findings") or []:
            counts[e["fingerprint"]] += int(e.get("count", 1))
        return cls(counts)

    def split_new(self, findings: Iterable[Finding]) -> tuple[list[Finding], list[Finding]]:
        """(new, known): each baseline entry accounts for as many findings as its count;
        what it accounts for is used up, as in the CLI."""
        new, known = [], []
        for f in findings:
            if self.counts.get(f.fingerprint, 0) > 0:
                self.counts[f.fingerprint] -= 1
                known.append(f)
            else:
                new.append(f)
        return new, known

    @staticmethod
    def write(path: str | Path, findings: Iterable[Finding]) -> None:
        entries: dict[str, dict[str, Any]] = {}
        for f in findings:
            e = entries.get(f.fingerprint)
            if e is None:
                e = {"fingerprint": f.fingerprint, "rule": f.rule, "kernel": f.kernel}
                if f.access is not None:
                    e["access"] = f.access
                e.update(message=f.message, count=0)
                entries[f.fingerprint] = e
            e["count"] += 1
        data = {"schema": BASELINE_SCHEMA, "findings": [entries[k] for k in sorted(entries)]}
        Path(path).write_text(json.dumps(data, indent=2) + "\n")
