"""Shared helpers of the Python front's tests. They run on CPU with the PyTorch from PyPI;
each torch.compile costs ~45 s on two cores, so the suite compiles at most five times."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
FIXTURES = REPO / "tests" / "fixtures" / "report"
EXAMPLES = REPO / "tools" / "examples"

pytest_plugins = ["pytester"]


def module_text_from_log(log_text: str) -> str:
    """The wrapper module of a `TORCH_LOGS=output_code` log, as Inductor handed it to the
    logger (`Output code: \\n<module>`): the record's lines without their glog prefix."""
    marker = "[__output_code] "
    lines, inside = [], False
    for line in log_text.splitlines():
        i = line.find(marker)
        if i < 0:
            continue
        body = line[i + len(marker):]
        if body.startswith("Output code: "):
            inside = True
            continue
        if body.startswith("Output code written to:"):
            break
        if inside:
            lines.append(body)
    return "\n".join(lines) + "\n"


@pytest.fixture(scope="session")
def bad_module_text() -> str:
    """A real H100 wrapper module (pad + relu on a dynamic shape) with the pad mask
    dropped from its load: one IA101 load-out-of-bounds error."""
    return module_text_from_log((FIXTURES / "pad_relu_load_unmasked.log").read_text())


@pytest.fixture(scope="session")
def clean_module_text() -> str:
    return module_text_from_log((FIXTURES / "pad_relu_clean.log").read_text())


def capture_example(out: Path, name: str) -> dict:
    """`inductor-audit capture --out OUT -- python tools/examples/NAME.py`, asserted to
    succeed; returns its JSON report."""
    import json
    import subprocess

    r = subprocess.run(["inductor-audit", "capture", "--out", str(out), "--format", "json", "--isolated",
                        "--", sys.executable, str(EXAMPLES / f"{name}.py")],
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr[-3000:]
    return json.loads(r.stdout)


def load_example(name: str):
    """A seed program of tools/examples as a module (its `make`, `EXPECTED`, `CONFIG`)."""
    sys.path.insert(0, str(EXAMPLES))
    try:
        spec = importlib.util.spec_from_file_location(name, EXAMPLES / f"{name}.py")
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        return mod
    finally:
        sys.path.remove(str(EXAMPLES))
