#!/usr/bin/env bash
# One GPU-machine call for what the campaign's H100 run left (CAMPAIGN.md, "GPU campaign"):
#  1. capture the GPU/2.11-only bug samples named in CAPTURE (tools/examples/<name>.py)
#     with tools/capture.py into /tmp/caps/<name>;
#  2. re-judge the seeds the old harness misjudged (SEEDS) with today's worker, each in a
#     campaign folder of its own (campaign.py run --seed S --count 1);
#  3. the as_strided-of-narrow variants (campaign/gpu-2.11/repro/as_strided_narrow_variants.py)
#     on cuda and cpu;
#  4. issue 16's confirm re-check (tools/device_confirm_recheck.sh) when CONFIRM=1;
#  5. for the programs in SANITIZE: compute-sanitizer memcheck over the program (no caching
#     allocator, so a read before or past a storage leaves its allocation); for those in
#     CPU_RUN: the program with no GPU visible (the 2.11 C++ backend); and `confirm` over
#     each capture of step 1 (all in DEST/extra.txt).
# Everything goes to DEST as a few tarballs and text files.
#
#   BIN=target/ia-stripped DEST=$OUT bash tools/campaign/gpu_checks.sh
set -uo pipefail
cd "$(dirname "$0")/../.."
BIN="${BIN:-target/release/inductor-audit}"
DEST="${DEST:-${OUT:-/tmp/gpu-checks-out}}"
CAPTURE="${CAPTURE-bug_tiling_pw_red_splits_assert bug_max_pool1d_ceil_backward}"
SEEDS="${SEEDS-100585 100460 100462 100639 100438 100440}"
CONFIRM="${CONFIRM:-1}"
SANITIZE="${SANITIZE-}"
CPU_RUN="${CPU_RUN-}"
VARIANTS="${VARIANTS:-1}"
mkdir -p "$DEST" /tmp/caps /tmp/hc
{ python3 -c "import torch, triton; print('torch', torch.__version__, 'triton', triton.__version__, 'cuda', torch.cuda.is_available())"
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; nproc; } > "$DEST/env.txt" 2>&1
start=$(date +%s)
pids=()
for name in $CAPTURE; do
  ( rm -rf "/tmp/caps/$name"
    timeout 300 python3 tools/capture.py --out "/tmp/caps/$name" --name "$name" -- python3 "tools/examples/$name.py" > "/tmp/caps/$name.capture.log" 2>&1
    echo "capture $name exit $? after $(( $(date +%s) - start )) s" >> "$DEST/env.txt" ) &
  pids+=($!)
done
for s in $SEEDS; do
  ( timeout 300 python3 tools/campaign/campaign.py run --out "/tmp/hc/$s" --seed "$s" --count 1 --jobs 1 --device cuda \
      --binary "$BIN" --timeout 150 --quiet > "/tmp/hc/$s.txt" 2>&1
    echo "seed $s exit $? after $(( $(date +%s) - start )) s" >> "$DEST/env.txt" ) &
  pids+=($!)
done
if [ "$VARIANTS" = 1 ]; then
  ( for d in cuda cpu; do timeout 200 python3 campaign/gpu-2.11/repro/as_strided_narrow_variants.py $d; done > "$DEST/as_strided_variants.txt" 2>&1 ) &
  pids+=($!)
fi
if [ "$CONFIRM" = 1 ]; then
  timeout 420 bash tools/device_confirm_recheck.sh /tmp/cr "$BIN" > /tmp/cr.log 2>&1
  echo "confirm recheck exit $? after $(( $(date +%s) - start )) s" >> "$DEST/env.txt"
fi
for name in $CPU_RUN; do
  ( echo "== cpu run $name"; CUDA_VISIBLE_DEVICES= timeout 300 python3 "tools/examples/$name.py" 2>&1 | grep CASE_RESULT ) > "/tmp/cpu_$name.txt" 2>&1 &
  pids+=($!)
done
for name in $SANITIZE; do
  echo "== compute-sanitizer memcheck $name" >> "$DEST/extra.txt"
  PYTORCH_NO_CUDA_MEMORY_CACHING=1 timeout 300 compute-sanitizer --tool memcheck --print-limit 20 python3 "tools/examples/$name.py" 2>&1 \
    | grep -v "^W1124\|pow_by_natural" | tail -c 6000 >> "$DEST/extra.txt"
  echo "sanitizer $name done after $(( $(date +%s) - start )) s" >> "$DEST/env.txt"
done
wait "${pids[@]}"
cat /tmp/cpu_*.txt >> "$DEST/extra.txt" 2>/dev/null
for name in $CAPTURE; do
  echo "== confirm $name" >> "$DEST/extra.txt"
  timeout 120 "$BIN" confirm --timeout 60 "/tmp/caps/$name" >> "$DEST/extra.txt" 2>&1
  echo "confirm exit $?" >> "$DEST/extra.txt"
done
echo "all done after $(( $(date +%s) - start )) s" >> "$DEST/env.txt"
python3 - "$SEEDS" > "$DEST/seeds.txt" 2>&1 <<'PY'
import json, sys, glob
for s in sys.argv[1].split():
    for f in glob.glob(f"/tmp/hc/{s}/state/*.jsonl"):
        for line in open(f):
            r = json.loads(line)
            ev = r.get("evidence") or {}
            print(s, r.get("verdict"), "restart_worker=%s" % r.get("restart_worker"), "dtypes=%s" % r.get("dtypes"),
                  json.dumps({k: ev.get(k) for k in ("eager_error", "fp64_error", "error", "max_abs", "tol", "same_log") if ev.get(k)})[:600])
PY
tar czf "$DEST/caps.tgz" -C /tmp caps 2>/dev/null
tar czf "$DEST/checks.tgz" --exclude='*/cache/*' -C /tmp hc cr cr.log 2>/dev/null
cat "$DEST/env.txt" "$DEST/seeds.txt"
exit 0
