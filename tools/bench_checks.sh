#!/usr/bin/env bash
# Checks per second over all shipped samples (issue 3): the whole `audit kernels_samples`,
# best of N runs, with 1 and with all worker threads. Prints one line per setting:
# wall seconds, accesses judged, accesses per second.
#   tools/bench_checks.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"
cargo build --release --quiet
bin=target/release/inductor-audit
echo "machine: $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p' | head -1), load $(cut -d' ' -f1 /proc/loadavg)"
for jobs in 1 "$(nproc)"; do
  best=""
  for _ in $(seq "$runs"); do
    start=$(date +%s%N)
    "$bin" audit kernels_samples --format json --jobs "$jobs" > /tmp/bench_checks.json 2>/dev/null || true
    end=$(date +%s%N)
    ns=$((end - start))
    if [ -z "$best" ] || [ "$ns" -lt "$best" ]; then best=$ns; fi
  done
  python3 - "$best" "$jobs" <<'PY'
import json, sys
ns, jobs = int(sys.argv[1]), sys.argv[2]
s = json.load(open("/tmp/bench_checks.json"))["stats"]
secs = ns / 1e9
print(f"jobs={jobs}: {secs:.3f} s wall, {s['modules']} modules, {s['launches']} launches, "
      f"{s['accesses']} accesses ({s['proven']} proven, {s['violations']} violated, {s['unknown']} unknown): "
      f"{s['accesses'] / secs:.0f} accesses/s, {s['launches'] / secs:.0f} launches/s")
PY
done
rm -f /tmp/bench_checks.json
