#!/usr/bin/env bash
# CI for the Python front: install what it needs from PyPI when missing (maturin, pytest,
# PyTorch; PyPI's Linux torch wheel runs on CPU where there is no GPU), build and install
# the package with `pip install .` (maturin, abi3), then run tests/python: a real
# end-to-end capture, the in-process hook, the pytest plugin and the oracle, on CPU.
# About five torch.compile calls (~45 s each on two cores) plus the release build.
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON="${PYTHON:-python3}"
pip_install() { "$PYTHON" -m pip install --disable-pip-version-check --no-input -q "$@"; }

"$PYTHON" -c "import maturin" 2>/dev/null || pip_install "maturin>=1.5,<2"
"$PYTHON" -c "import pytest" 2>/dev/null || pip_install "pytest>=7"
"$PYTHON" -c "import torch" 2>/dev/null || pip_install torch

# In-tree build: maturin reuses target/ from the workspace's cargo builds.
pip_install --force-reinstall --no-deps .
command -v inductor-audit >/dev/null || { echo "ci_python: the inductor-audit script was not installed" >&2; exit 1; }

# From outside the source tree, so that the installed package (with its native module) is
# what the tests import, not ./python.
cd tests/python
"$PYTHON" -m pytest -q -p no:cacheprovider --rootdir=. .
