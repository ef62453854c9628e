#!/usr/bin/env bash
# Runs every fuzz target for SECONDS (default 600) side by side, one core each, from the
# seeds of fuzz/seed.sh, and prints one line per target: executions, executions per
# second, crashes. Binaries: `cargo +nightly fuzz build -s none` (fuzz/target/...) or
# BIN=dir holding them. Logs and crash inputs go to OUTDIR (default fuzz/artifacts/runs).
#   fuzz/seed.sh && fuzz/run_all.sh 600
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
secs=${1:-600}
bin=${BIN:-$here/target/x86_64-unknown-linux-gnu/release}
out=${OUTDIR:-$here/artifacts/runs}
mkdir -p "$out"
# Inputs larger than this are cut: a parser's cost grows with its input, and real kernels'
# lines and statements are far shorter; whole-file targets get more.
declare -A maxlen=([py_parse_module]=8192 [py_parse_expr]=2048 [cpp_parse_kernel]=8192 [glog_parse_line]=1024 [pipeline]=16384 [renderers]=4096 [discover_dirs]=32768 [gzip_log]=32768)
for t in "${!maxlen[@]}"; do
    corpus="$out/corpus-$t"
    mkdir -p "$corpus" "$out/crashes-$t"
    cp -r "$here/corpus/$t/." "$corpus/" 2>/dev/null
    "$bin/$t" "$corpus" -max_total_time="$secs" -max_len="${maxlen[$t]}" -timeout=10 -rss_limit_mb=4096 \
        -print_final_stats=1 -artifact_prefix="$out/crashes-$t/" >"$out/$t.log" 2>&1 &
done
wait
for t in $(printf '%s\n' "${!maxlen[@]}" | sort); do
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$out/$t.log" | grep -o '[0-9]*$')
    rate=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$out/$t.log" | grep -o '[0-9]*$')
    crashes=$(find "$out/crashes-$t" -type f | wc -l)
    echo "$t runs=${runs:-?} exec_per_s=${rate:-?} crashes=$crashes seconds=$secs"
done
