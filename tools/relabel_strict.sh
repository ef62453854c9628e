#!/usr/bin/env bash
# Relabel, on the GPU machine, the mutants a first labelling ran clean (and the controls)
# with memcheck's padding widened to 1 MiB and every returned tensor read after the call
# (tools/label_mutants.py --padding --read-outputs): an overrun that lands in a
# neighbouring allocation, or a returned view past its storage that nothing in the harness
# reads, is invisible to the default run. Writes $OUT/strict-<set>/labels_raw.json; merge
# back here with `python3 tools/label_mutants.py merge RAW --set SET --update`.
#
#   tools/relabel_strict.sh SET [controls] [DEADLINE_S]
set -euo pipefail
cd "$(dirname "$0")/.."
set_name=$1
with_controls=${2:-}
deadline=${3:-240}
ids=$(python3 - "$set_name" "$with_controls" <<'PY'
import json, sys
from pathlib import Path
sys.path.insert(0, "tools")
import label_mutants
label_mutants.use_set(sys.argv[1])
doc = json.loads(label_mutants.MANIFEST.read_text())
labels = json.loads((label_mutants.FIXTURE_DIR / "labels.json").read_text())["labels"]
ids = [m["id"] for m in doc["mutants"] if labels.get(m["id"], {}).get("verdict") in ("clean", "crash", "not_run", "timeout")]
if sys.argv[2] == "controls":
    ids += [c["id"] for c in doc["controls"]]
print(" ".join(ids))
PY
)
echo "$set_name: $(echo $ids | wc -w) runs"
python3 tools/label_mutants.py run "$OUT/strict-$set_name" --set "$set_name" --jobs 16 --timeout 240 --deadline "$deadline" \
  --padding 1048576 --read-outputs --work "/tmp/strict-$set_name" --only $ids | tail -3
