#!/usr/bin/env bash
# The Python front on the GPU machine (device tool): installs the wheel built on the
# build machine (`maturin build --release --out .confirm_bin/wheels`, carried), then runs
# the whole tests/python suite there: the CPU tests, and test_gpu.py (watch and the pytest
# plugin on Triton modules, capture of a Triton program, the oracle seeds on CUDA).
#
#   tools/gpu_python.sh OUTDIR          (PYTEST_TARGETS: a subset of tests/python, default all)
set -uo pipefail
OUT_DIR=${1:?usage: tools/gpu_python.sh OUTDIR}
mkdir -p "$OUT_DIR"
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
"$PYTHON" -m pip install -q --no-index --no-deps --force-reinstall .confirm_bin/wheels/inductor_audit-*.whl || exit 2
command -v inductor-audit >/dev/null || export PATH="$(dirname "$(command -v "$PYTHON")"):$PATH"
{ nvidia-smi -L; "$PYTHON" -c "import torch, triton; print('torch', torch.__version__, 'triton', triton.__version__)"; } > "$OUT_DIR/versions.txt" 2>&1
cd tests/python
PYTHONUNBUFFERED=1 "$PYTHON" -m pytest -q -p no:cacheprovider --rootdir=. -rA --junitxml="$OUT_DIR/pytest.xml" ${PYTEST_TARGETS:-.} 2>&1 | tee "$OUT_DIR/pytest.log"
