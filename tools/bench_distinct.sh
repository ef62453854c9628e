#!/usr/bin/env bash
# Audit throughput on DISTINCT modules (issue 15): real logs (kernels_samples/ and
# tests/fixtures/corpus/) repeated until SIZE_MB with every kernel name and module hash
# renamed per repetition (tools/bench_make_log.py --rename), so the memo of identical
# module texts never applies. Then:
#   audit     `inductor-audit audit LOG --format json --jobs 2` under /usr/bin/time -v:
#             end-to-end wall, user+sys CPU, peak RSS; MB per CPU-second;
#   memoized  the same on the log WITHOUT renaming (repetitions hit the memo), for
#             comparison with the older figures only;
#   stages    `examples/bench_distinct` on the distinct log: per-stage CPU time (model,
#             check without counterexample search, the search), modules per CPU-second,
#             p50/p90/p99 per-module latency (one thread, thread CPU time).
#
#   tools/bench_distinct.sh [SIZE_MB]     default 32
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
size=${1:-32}
cargo build --release --quiet --bin inductor-audit --example bench_distinct
bin=target/release/inductor-audit
work=$(mktemp -d /tmp/ia-distinct.XXXXXX)
trap 'rm -rf "$work"' EXIT
mapfile -t logs < <(ls kernels_samples/*/output_code.log.gz tests/fixtures/corpus/*/output_code.log.gz 2>/dev/null)
echo "machine: $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p' | head -1); load $(cut -d' ' -f1-3 /proc/loadavg); commit $(git rev-parse --short HEAD)"
python3 tools/bench_make_log.py --rename --mb "$size" --out "$work/distinct.log" "${logs[@]}"
python3 tools/bench_make_log.py --mb "$size" --out "$work/repeated.log" "${logs[@]}"
row() {
  local name=$1 log=$2
  /usr/bin/time -v "$bin" audit "$log" --format json --jobs 2 >"$work/out.json" 2>"$work/time.txt" || [ $? -le 1 ]
  python3 - "$name" "$log" "$work/time.txt" "$work/out.json" <<'PY'
import json, os, re, sys
name, log, tf, of = sys.argv[1:]
t = open(tf).read()
def f(k):
    return re.search(re.escape(k) + r": (.*)", t).group(1)
wall = 0.0
for part in f("Elapsed (wall clock) time (h:mm:ss or m:ss)").split(":"):
    wall = wall * 60 + float(part)
cpu = float(f("User time (seconds)")) + float(f("System time (seconds)"))
rss = int(f("Maximum resident set size (kbytes)")) / 1024
mb = os.path.getsize(log) / 1e6
s = json.load(open(of))["stats"]
print(f"{name:9} {mb:7.1f} MB  wall {wall:7.2f} s ({mb / wall:6.1f} MB/s)  cpu {cpu:7.2f} s ({mb / cpu:6.1f} MB/cpu-s)  "
      f"maxRSS {rss:6.1f} MiB  modules {s['modules']} accesses {s['accesses']} proven {s['proven']} violated {s['violations']} unknown {s['unknown']}")
PY
}
row distinct "$work/distinct.log"
row memoized "$work/repeated.log"
echo "stages (distinct, one thread): $(target/release/examples/bench_distinct "$work/distinct.log")"
