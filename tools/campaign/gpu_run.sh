#!/usr/bin/env bash
# The campaign on the GPU machine (torch with CUDA, no network, no cargo): the release
# binary is carried in. Runs COUNT programs over JOBS workers for at most RUN_TIME, then
# triages (minimizer budget MIN_BUDGET runs per cluster) for at most TRIAGE_TIME, and
# copies the small results (state/, bugs/ without caches, summary.md, logs tail) to DEST.
#
#   BIN=target/ia-stripped DEST=$OUT bash tools/campaign/gpu_run.sh
#
# Defaults fit a 10-minute device call: 200 programs, 12 workers, 6 min run, 2 min triage.
set -uo pipefail
cd "$(dirname "$0")/../.."
BIN="${BIN:-target/release/inductor-audit}"
DEST="${DEST:-${OUT:-/tmp/campaign-gpu-out}}"
WORK="${WORK:-/tmp/campaign-gpu}"
COUNT="${COUNT:-200}"
JOBS="${JOBS:-12}"
RUN_TIME="${RUN_TIME:-360}"
TRIAGE_TIME="${TRIAGE_TIME:-120}"
MIN_BUDGET="${MIN_BUDGET:-8}"
SEED="${SEED:-100000}"
PROFILE="${PROFILE:-default}"
PY="${PYTHON:-python3}"
mkdir -p "$DEST"
"$PY" -c "import torch; print('torch', torch.__version__, 'cuda', torch.cuda.is_available())" | tee "$DEST/env.txt"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader >> "$DEST/env.txt" 2>/dev/null
start=$(date +%s)
timeout $((RUN_TIME + 90)) "$PY" tools/campaign/campaign.py run --out "$WORK" --count "$COUNT" --time "$RUN_TIME" \
    --jobs "$JOBS" --device cuda --binary "$BIN" --timeout 150 --seed "$SEED" --profile "$PROFILE" --quiet \
    > "$DEST/run.txt" 2>&1
echo "run: exit $? after $(( $(date +%s) - start )) s" | tee -a "$DEST/env.txt"
timeout "$TRIAGE_TIME" "$PY" tools/campaign/campaign.py triage --out "$WORK" --device cuda --binary "$BIN" \
    --timeout 100 --minimize-budget "$MIN_BUDGET" > "$DEST/triage.txt" 2>&1
echo "triage: exit $? after $(( $(date +%s) - start )) s" | tee -a "$DEST/env.txt"
"$PY" tools/campaign/campaign.py summary --out "$WORK" --markdown > "$DEST/summary.md"
cat "$DEST/summary.md"
cp -r "$WORK/state" "$DEST/" 2>/dev/null
if [ -d "$WORK/bugs" ]; then
    mkdir -p "$DEST/bugs"
    (cd "$WORK/bugs" && find . -path '*/min/*' -prune -o -type f -print | grep -v '/again/\|/final/' | tar cf - -T - ) | tar xf - -C "$DEST/bugs"
fi
for f in "$WORK"/logs/*.log; do tail -c 20000 "$f" > "$DEST/$(basename "$f").tail"; done 2>/dev/null
exit 0
