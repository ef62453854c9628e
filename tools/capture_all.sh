#!/usr/bin/env bash
# Captures every tools/examples/*.py (or the NAMEs given) into OUTDIR/<name>/.
#
#   tools/capture_all.sh [OUTDIR] [NAME...]        (OUTDIR defaults to kernels_samples)
#
# Environment: CAPTURE_JOBS programs at a time (default 6), CAPTURE_TIMEOUT
# seconds per program (default 480), PYTHON (default python3),
# TORCHINDUCTOR_COMPILE_THREADS (default 4 here, so parallel programs do not
# each start a worker per core).
#
# A failing program does not stop the others; the summary lists every program
# with its exit status, and the script exits 1 if any failed. A sample that is
# captured again keeps its hand-written expect.json.
set -u

here=$(cd "$(dirname "$0")" && pwd)
out=${1:-kernels_samples}
[ $# -gt 0 ] && shift
jobs=${CAPTURE_JOBS:-6}
timeout_s=${CAPTURE_TIMEOUT:-480}
python=${PYTHON:-python3}
export PYTHONUNBUFFERED=1
export TORCHINDUCTOR_COMPILE_THREADS=${TORCHINDUCTOR_COMPILE_THREADS:-4}

if [ $# -gt 0 ]; then
    names=("$@")
else
    names=()
    for f in "$here"/examples/*.py; do
        [ -e "$f" ] || continue
        names+=("$(basename "$f" .py)")
    done
fi
if [ ${#names[@]} -eq 0 ]; then
    echo "capture_all: no programs in $here/examples" >&2
    exit 2
fi

mkdir -p "$out"
out=$(cd "$out" && pwd)
status_dir=$(mktemp -d)
trap 'rm -rf "$status_dir"' EXIT

capture_one() {
    local name=$1
    local prog="$here/examples/$name.py"
    local dest="$out/$name"
    if [ ! -f "$prog" ]; then
        echo "missing 0" >"$status_dir/$name"
        return
    fi
    # The dump is written in place (the log names its cache paths); only the
    # hand-written expect.json of an earlier capture survives.
    local expect=""
    if [ -f "$dest/expect.json" ]; then
        expect="$status_dir/$name.expect.json"
        cp "$dest/expect.json" "$expect"
    fi
    rm -rf "$dest"
    local t0=$SECONDS
    "$python" "$here/capture.py" --out "$dest" --name "$name" --timeout "$timeout_s" \
        -- "$python" "$prog"
    local rc=$?
    [ -n "$expect" ] && cp "$expect" "$dest/expect.json"
    echo "$rc $((SECONDS - t0))" >"$status_dir/$name"
    echo "capture_all: $name exit $rc in $((SECONDS - t0))s" >&2
}
export -f capture_one
export here out python timeout_s status_dir

# The slowest programs (autotuning, the 2 GiB tensor, backward graphs) start
# first so they do not finish last alone.
slow=()
rest=()
for n in "${names[@]}"; do
    case $n in
        *autotune* | *tma* | *int64* | *training* | *attention* | *conv*) slow+=("$n") ;;
        *) rest+=("$n") ;;
    esac
done

printf '%s\n' "${slow[@]}" "${rest[@]}" | grep -v '^$' |
    xargs -P "$jobs" -I{} bash -c 'capture_one "$1"' _ {}

failed=0
printf '\n%-36s %6s %6s %9s  %s\n' NAME EXIT SECS SIZE_KB CASE_RESULT
for n in "${names[@]}"; do
    read -r rc secs <"$status_dir/$n" 2>/dev/null || { rc=lost; secs=0; }
    size=$(du -sk "$out/$n" 2>/dev/null | cut -f1)
    result=$(grep -m1 '^CASE_RESULT' "$out/$n/stdout.txt" 2>/dev/null | cut -d' ' -f3-)
    printf '%-36s %6s %6s %9s  %s\n' "$n" "$rc" "$secs" "${size:-0}" "${result:--}"
    [ "$rc" = 0 ] || failed=$((failed + 1))
done
echo "total: ${#names[@]} programs, $failed failed, $(du -sh "$out" | cut -f1) in $out"
[ $failed -eq 0 ]
