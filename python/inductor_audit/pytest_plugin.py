"""``pytest --inductor-audit``: audits every module Inductor compiles during the session
and fails the test whose setup, call or teardown produced an error finding, with the
finding in the failure message. A baseline (``--inductor-audit-baseline PATH``, written
by ``--inductor-audit-write-baseline PATH`` or by ``inductor-audit audit
--write-baseline``) lets known findings pass.

Registered through the ``pytest11`` entry point; inactive unless ``--inductor-audit``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ._report import Baseline, Finding
from .watch import format_finding, watch


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("inductor-audit", "auditing the code Inductor generates")
    group.addoption("--inductor-audit", action="store_true", default=False,
                    help="audit every module Inductor compiles; fail the test that produced "
                         "an error finding")
    group.addoption("--inductor-audit-baseline", metavar="PATH", default=None,
                    help="findings in this baseline file do not fail tests")
    group.addoption("--inductor-audit-write-baseline", metavar="PATH", default=None,
                    help="write every finding of the session to this baseline file "
                         "(tests do not fail on findings then)")
    parser.addini("inductor_audit_baseline", "baseline file for --inductor-audit", default="")


# Findings listed in the terminal summary at most.
_SUMMARY_FINDINGS = 50
# Loggers whose records are left out of the captured-log section of our failures.
_COMPILER_LOGGERS = ("torch.__trace", "__output_code")


class InductorAuditFailure(AssertionError):
    """A test's compiled code has error findings."""


class _AuditSession:
    def __init__(self, config: pytest.Config):
        self.config = config
        path = config.getoption("--inductor-audit-baseline") or config.getini("inductor_audit_baseline")
        self.baseline_path = Path(path) if path else None
        self.baseline = Baseline.read(self.baseline_path) if self.baseline_path else Baseline()
        write = config.getoption("--inductor-audit-write-baseline")
        self.write_path = Path(write) if write else None
        self.modules = 0
        self.findings: list[Finding] = []
        self.baselined = 0
        self.failed_tests: list[str] = []

    def _run_phase(self, item: pytest.Item):
        w = watch(on_error="ignore", baseline=None if self.write_path else self.baseline)
        try:
            with w:
                result = yield
        finally:
            # Counted also when the test failed on its own: its modules were audited.
            self.modules += len(w.modules)
            self.findings.extend(w.findings)
            self.findings.extend(w.baselined)
            self.baselined += len(w.baselined)
        errors = w.errors
        if errors and not self.write_path:
            self.failed_tests.append(item.nodeid)
            where = sorted({m.function for m in w.modules if m.report.errors and m.function})
            msg = (f"inductor-audit: {len(errors)} error finding{'s' if len(errors) != 1 else ''} "
                   f"in code Inductor compiled for this test"
                   + (f" ({', '.join(where)})" if where else "") + ":\n"
                   + "\n".join(f"  {format_finding(f)}" for f in errors)
                   + "\n(accept them with --inductor-audit-write-baseline PATH, then "
                     "--inductor-audit-baseline PATH)")
            raise InductorAuditFailure(msg)
        return result

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_setup(self, item: pytest.Item):
        return (yield from self._run_phase(item))

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_call(self, item: pytest.Item):
        return (yield from self._run_phase(item))

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_teardown(self, item: pytest.Item, nextitem):
        return (yield from self._run_phase(item))

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_makereport(self, item: pytest.Item, call):
        report = yield
        # A failure of ours is about the findings: the records torch logs while compiling
        # (`DEBUG torch.__trace`, the output code itself) would pad it by ~90 lines.
        if call.excinfo is not None and call.excinfo.errisinstance(InductorAuditFailure):
            sections = []
            for title, content in report.sections:
                if title.startswith("Captured log"):
                    kept = [ln for ln in content.splitlines()
                            if not any(n in ln for n in _COMPILER_LOGGERS)]
                    if not any(ln.strip() for ln in kept):
                        continue
                    content = "\n".join(kept) + "\n"
                sections.append((title, content))
            report.sections = sections
        return report

    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        if self.write_path:
            Baseline.write(self.write_path, self.findings)

    def pytest_terminal_summary(self, terminalreporter) -> None:
        errors = sum(1 for f in self.findings if f.is_error)
        line = (f"inductor-audit: {self.modules} modules audited, {len(self.findings)} findings "
                f"({errors} errors, {self.baselined} in the baseline)")
        if self.write_path:
            line += f"; baseline written to {self.write_path}"
        terminalreporter.write_sep("-", "inductor-audit")
        terminalreporter.write_line(line)
        # Which findings: errors first, then warnings, each with rule, kernel and place.
        shown = sorted(self.findings, key=lambda f: (not f.is_error, f.rule, f.kernel, f.path, f.line))
        for f in shown[:_SUMMARY_FINDINGS]:
            kernel = f" {f.kernel}" if f.kernel else ""
            where = f" ({f.path}:{f.line})" if f.path else ""
            terminalreporter.write_line(f"  {f.severity} {f.rule} {f.name}{kernel}{where}")
        if len(shown) > _SUMMARY_FINDINGS:
            terminalreporter.write_line(f"  ... and {len(shown) - _SUMMARY_FINDINGS} more")
        for nodeid in self.failed_tests:
            terminalreporter.write_line(f"  failed by its compiled code: {nodeid}")


def pytest_configure(config: pytest.Config) -> None:
    if config.getoption("--inductor-audit"):
        config.pluginmanager.register(_AuditSession(config), "inductor-audit-session")
