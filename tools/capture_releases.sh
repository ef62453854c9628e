#!/usr/bin/env bash
# Captures the release programs (tools/examples/rel_*.py by default, any program of
# tools/examples named after `--`, such as the real models cpu_*.py) on CPU under several
# PyTorch releases, one venv per release, into OUTDIR/torch-<X.Y>/<program>/.
#
#   tools/capture_releases.sh [-o OUTDIR] RELEASE... [-- PROGRAM...]
#   tools/capture_releases.sh 2.15 2.6            # all rel_* programs, two releases
#   tools/capture_releases.sh 2.9 -- rel_pad_dynamic rel_conv_pad_pool
#
# OUTDIR defaults to kernels_samples/releases. RELEASE is a minor release (2.5,
# 2.15): its venv VENVS/<RELEASE> (VENVS defaults to /work/venvs) is created with
# `pip install "torch==RELEASE.*"` when it has no torch of that release, and kept
# (about 5 GB with the CUDA wheels PyPI serves). PYTHON (default python3) makes
# the venvs.
#
# Every program runs through tools/capture.py on the CPU (CUDA_VISIBLE_DEVICES
# empty, so Inductor writes C++ kernels), one at a time, each killed after
# CAPTURE_TIMEOUT seconds (default 300). TORCHINDUCTOR_COMPILE_THREADS defaults
# to 1: the C++ compiles run in the program's own process, so one capture uses
# one core. A sample keeps only small text: output_code.log.gz (the log holds
# every wrapper module with its C++ kernels inline, so the cache is not needed and
# is deleted; KEEP_CACHE=1 keeps capture.py's pruned cache), capture.json,
# program.py, stdout.txt, and expect.json, written for the release and CPU.
#
# Each program is captured in STAGE_DIR/torch-<X.Y>/<program> (default
# /tmp/capture_releases_stage; the log names its cache paths there) and moved into
# OUTDIR when it succeeded, so OUTDIR never holds a half-written capture.
# A failing program does not stop the others: its folder is left out of OUTDIR
# (the failed capture is moved to FAILED_DIR/torch-<X.Y>-<program>, FAILED_DIR
# defaulting to /tmp/capture_releases_failed) and the summary says so. Exit status 1 if any program or venv failed, 2 on usage errors.
set -u

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/.." && pwd)
out=$repo/kernels_samples/releases
venvs=${VENVS:-/work/venvs}
python=${PYTHON:-python3}
timeout_s=${CAPTURE_TIMEOUT:-300}
failed_dir=${FAILED_DIR:-/tmp/capture_releases_failed}
stage_dir=${STAGE_DIR:-/tmp/capture_releases_stage}
export PYTHONUNBUFFERED=1
export TORCHINDUCTOR_COMPILE_THREADS=${TORCHINDUCTOR_COMPILE_THREADS:-1}

releases=()
programs=()
while [ $# -gt 0 ]; do
    case $1 in
        -o) out=$2; shift 2 ;;
        --) shift; programs=("$@"); break ;;
        -h | --help) sed -n '2,30p' "$0"; exit 0 ;;
        [0-9]*.[0-9]*) releases+=("$1"); shift ;;
        *) echo "capture_releases: not a release: $1 (want e.g. 2.15)" >&2; exit 2 ;;
    esac
done
if [ ${#releases[@]} -eq 0 ]; then
    echo "usage: $0 [-o OUTDIR] RELEASE... [-- PROGRAM...]" >&2
    exit 2
fi
if [ ${#programs[@]} -eq 0 ]; then
    for f in "$here"/examples/rel_*.py; do
        [ -e "$f" ] && programs+=("$(basename "$f" .py)")
    done
fi
mkdir -p "$out"
out=$(cd "$out" && pwd)

# The venv of a release: reused when its torch is of that release.
ensure_venv() {
    local rel=$1 venv=$venvs/$1
    if [ -x "$venv/bin/python" ] &&
        "$venv/bin/python" -c "import sys, torch; sys.exit(0 if torch.__version__.startswith('$rel.') else 1)" 2>/dev/null; then
        return 0
    fi
    echo "capture_releases: installing torch==$rel.* into $venv" >&2
    df -h "$venvs" >&2 2>/dev/null || df -h "$(dirname "$venvs")" >&2
    mkdir -p "$venvs"
    "$python" -m venv "$venv" || return 1
    "$venv/bin/pip" install -q --disable-pip-version-check "torch==$rel.*" || return 1
    "$venv/bin/python" -c "import torch; print('capture_releases: torch', torch.__version__)" >&2
}

write_expect() {
    local dest=$1 rel=$2 name=$3
    "$python" - "$dest" "$rel" "$name" <<'EOF'
import json, sys
from pathlib import Path

dest, rel, name = Path(sys.argv[1]), sys.argv[2], sys.argv[3]
cap = json.loads((dest / "capture.json").read_text())
doc = ""
prog = dest / "program.py"
if prog.is_file():
    text = prog.read_text()
    if text.startswith('"""'):
        doc = " ".join(text[3:].split('"""', 1)[0].split())
expect = {
    "clean": True,
    "program": f"tools/examples/{name}.py",
    "release": rel,
    "torch": cap.get("torch"),
    "device": "cpu",
    "notes": (f"PyTorch {rel} release capture: torch {cap.get('torch')} on the x86-64 CPU "
              f"(device=\"cpu\", C++/OpenMP kernels), Python {cap.get('python')}, "
              f"captured {cap.get('started_utc')} by tools/capture_releases.sh; the program "
              f"asserts compiled == eager. {doc}"),
    "must_report": [],
    "must_not_report": ["error"],
}
(dest / "expect.json").write_text(json.dumps(expect, indent=2) + "\n")
EOF
}

# Whether a program ran to its end with compiled == eager: the rel_* programs print a
# CASE_RESULT line, the real-model programs (tools/examples/cpu_*.py) a last line `ok`
# (`MISMATCH` when compiled and eager differ, still with exit status 0).
completed() {
    local stdout=$1
    grep -q 'MISMATCH' "$stdout" && return 1
    grep -q '^CASE_RESULT' "$stdout" || grep -qx 'ok' "$stdout"
}

summary=()
failed=0
for rel in "${releases[@]}"; do
    if ! ensure_venv "$rel"; then
        summary+=("$rel - venv failed")
        failed=$((failed + 1))
        continue
    fi
    py=$venvs/$rel/bin/python
    reldir=$out/torch-$rel
    mkdir -p "$reldir" "$failed_dir" "$stage_dir/torch-$rel"
    for name in "${programs[@]}"; do
        prog=$here/examples/$name.py
        if [ ! -f "$prog" ]; then
            summary+=("$rel $name missing")
            failed=$((failed + 1))
            continue
        fi
        stage=$stage_dir/torch-$rel/$name
        rm -rf "$stage"
        t0=$SECONDS
        CUDA_VISIBLE_DEVICES="" "$python" "$here/capture.py" --out "$stage" --name "$name" \
            --timeout "$timeout_s" -- "$py" "$prog"
        rc=$?
        secs=$((SECONDS - t0))
        if [ $rc -eq 0 ] && completed "$stage/stdout.txt"; then
            [ "${KEEP_CACHE:-0}" = 1 ] || rm -rf "$stage/cache"
            write_expect "$stage" "$rel" "$name"
            rm -rf "$reldir/$name"
            mv "$stage" "$reldir/$name"
            summary+=("$rel $name ok ${secs}s")
        else
            rm -rf "$failed_dir/torch-$rel-$name"
            mv "$stage" "$failed_dir/torch-$rel-$name"
            summary+=("$rel $name FAILED(exit $rc) ${secs}s: see $failed_dir/torch-$rel-$name")
            failed=$((failed + 1))
        fi
        echo "capture_releases: torch $rel $name exit $rc in ${secs}s" >&2
    done
done
printf '%s\n' "${summary[@]}"
echo "capture_releases: ${#summary[@]} captures, $failed failed, in $out"
[ $failed -eq 0 ]
