#!/usr/bin/env bash
# One GPU-machine session (device tool) for issues 6 and 7: the Python front's GPU tests,
# then `confirm` over every sample and the mutation set. Everything lands in OUTDIR as a
# few files (the device tool returns at most eight).
#
#   tools/device_confirm_and_python.sh OUTDIR
set -uo pipefail
OUT_DIR=${1:?usage: tools/device_confirm_and_python.sh OUTDIR}
mkdir -p "$OUT_DIR"
cd "$(dirname "$0")/.."
PYTEST_TARGETS=${PYTEST_TARGETS:-test_gpu.py test_capture_oracle.py::test_capture_runs_a_program_and_audits_it}
PYTEST_TARGETS="$PYTEST_TARGETS" timeout 240 bash tools/gpu_python.sh "$OUT_DIR/py"
timeout 330 bash tools/bench_confirm.sh /tmp/bc .confirm_bin/inductor-audit "samples mutants"
tar -czf "$OUT_DIR/bench_confirm.tgz" -C /tmp bc
