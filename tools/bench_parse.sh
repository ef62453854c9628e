#!/usr/bin/env bash
# Parse throughput and peak memory on large logs made of real captures (issue 2).
#
#   tools/bench_parse.sh [SIZE_MB...]        default: 250 1024
#
# For each size: writes a log by repeating the decompressed output_code.log.gz of
# kernels_samples/ and ../shared/corpus (tools/bench_make_log.py: a new pid and shifted
# timestamps per repetition), then measures with /usr/bin/time -v
#   audit   `inductor-audit audit LOG --format json`: the real command; identical module
#           texts are audited once (memo), so past the first repetition this is the
#           reader, the split into modules and the memo lookups;
#   read    `bench_parse --stage read`: detection, streaming and splitting only;
#   model   `bench_parse --stage model`: every module through all parsers and the model
#           with no memo: the cost of unique text of the same size.
# MB/s is log bytes (decimal MB) over wall time; peak memory is the maximum resident set.
# Logs go to $BENCH_DIR (default: a fresh dir under /tmp) and are deleted at the end.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(250 1024)
repeats=${BENCH_REPEATS:-3}

cargo build --release --quiet --bin inductor-audit --example bench_parse 2>"${TMPDIR:-/tmp}/bench_parse_build.txt" || { cat "${TMPDIR:-/tmp}/bench_parse_build.txt"; exit 1; }
bin=target/release/inductor-audit
bench=target/release/examples/bench_parse

work=${BENCH_DIR:-$(mktemp -d /tmp/ia-bench.XXXXXX)}
mkdir -p "$work"
trap 'rm -f "$work"/bench_*.log "$work"/time.txt "$work"/out.json "$work"/notes.txt; rmdir "$work" 2>/dev/null || true' EXIT

mapfile -t logs < <(ls kernels_samples/*/output_code.log.gz ../shared/corpus/*/output_code.log.gz 2>/dev/null)
echo "machine: $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p' | head -1), $(free -g | awk '/Mem:/{print $2}') GiB RAM; load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "sources: ${#logs[@]} real logs"
# cpu_s is user+sys of the best run: on a shared machine, MB per CPU-second times the
# core count bounds what an idle machine gives.
printf '%-7s %-6s %8s %7s %7s %9s %9s %11s  %s\n' size stage wall_s MB/s cpu_s MB/cpu_s modules maxRSS_MiB notes

# Runs a command under /usr/bin/time -v, best wall time of $repeats; prints a table row.
measure() {
    local size=$1 stage=$2 log=$3
    shift 3
    local best="" cpu="" rss=0 modules="" notes=""
    for _ in $(seq "$repeats"); do
        /usr/bin/time -v "$@" >"$work/out.json" 2>"$work/time.txt" || [ $? -le 1 ]
        local wall r
        wall=$(awk -F': ' '/Elapsed \(wall clock\)/{n=split($2,a,":"); s=0; for(i=1;i<=n;i++) s=s*60+a[i]; print s}' "$work/time.txt")
        r=$(awk -F': ' '/Maximum resident set size/{print $2}' "$work/time.txt")
        [ "$r" -gt "$rss" ] && rss=$r
        if [ -z "$best" ] || awk "BEGIN{exit !($wall < $best)}"; then
            best=$wall
            cpu=$(awk -F': ' '/User time|System time/{s+=$2} END{print s}' "$work/time.txt")
        fi
    done
    local bytes
    bytes=$(stat -c %s "$log")
    if [ "$stage" = audit ]; then
        modules=$(python3 -c 'import json,sys; s=json.load(open(sys.argv[1]))["stats"]; print(s["modules"]); r=json.load(open(sys.argv[1])); print("kernels=%d launches=%d accesses=%d unparsed=%d findings=%d" % (s["kernels"], s["launches"], s["accesses"], s["unparsed"], len(r["findings"])), file=sys.stderr)' "$work/out.json" 2>"$work/notes.txt")
        notes=$(cat "$work/notes.txt")
    else
        modules=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["modules"])' "$work/out.json")
        notes="module text $(python3 -c 'import json,sys; print("%.0f MB" % (json.load(open(sys.argv[1]))["module_text_bytes"]/1e6))' "$work/out.json")"
    fi
    printf '%-7s %-6s %8.2f %7.0f %7.2f %9.0f %9s %11.1f  %s\n' "${size}MB" "$stage" "$best" "$(awk "BEGIN{print $bytes/1e6/$best}")" "$cpu" "$(awk "BEGIN{print $bytes/1e6/$cpu}")" "$modules" "$(awk "BEGIN{print $rss/1024}")" "$notes"
}

for size in "${sizes[@]}"; do
    log="$work/bench_${size}.log"
    python3 tools/bench_make_log.py --mb "$size" --out "$log" "${logs[@]}"
    # Warm the page cache: this measures parsing, not the disk.
    cat "$log" >/dev/null
    measure "$size" audit "$log" "$bin" audit "$log" --format json
    measure "$size" read "$log" "$bench" --stage read "$log"
    measure "$size" model "$log" "$bench" --stage model "$log"
    rm -f "$log"
done
