#!/usr/bin/env bash
# Issue 16 re-check of `confirm` on the GPU machine, on planted bugs: mutants of the
# reduction samples (tests/fixtures/triton_mutants), compiled into their own caches by
# tools/bench_confirm.sh and confirmed there (`DIR/bc/mutants/<id>.json`, exit codes in
# `DIR/bc/mutants_times.txt`); then each again with --findings-only against a copy of
# its cache without any `*.best_config` (a reduction kernel with several heuristic configs
# and no best_config: the finding's launch is not runnable), text and JSON
# (`DIR/nobest/<id>.txt|json`, exit codes in `DIR/nobest_rc.txt`). Summarized by
# tools/summarize_confirm_recheck.py.
#
#   tools/device_confirm_recheck.sh DIR BIN
set -u
DIR=${1:?usage: tools/device_confirm_recheck.sh DIR BIN}
BIN=$(realpath "${2:?usage: tools/device_confirm_recheck.sh DIR BIN}")
cd "$(dirname "$0")/.."
export MUTANT_FILTER=${MUTANT_FILTER:-'^(reduction_looped_100k|reduction_non_last_dim|reduction_persistent|softmax_dynamic_large|var_mean_welford|layernorm_dynamic)\.'}
mkdir -p "$DIR/nobest"
CONFIRM_COMPILE_JOBS=${CONFIRM_COMPILE_JOBS:-12} bash tools/bench_confirm.sh "$DIR/bc" "$BIN" mutants
: > "$DIR/nobest_rc.txt"
while read -r id sample; do
  c=/tmp/confirm_caches/$id
  n=/tmp/confirm_nobest/$id
  rm -rf "$n"; mkdir -p "$n"; cp -r "$c/." "$n/"
  removed=$(find "$n" -name '*.best_config' | wc -l)
  find "$n" -name '*.best_config' -delete
  "$BIN" confirm --findings-only --timeout 60 "/tmp/confirm_mutants/$id.py" "$n" > "$DIR/nobest/$id.txt" 2>&1
  rc_text=$?
  "$BIN" confirm --findings-only --format json --timeout 60 "/tmp/confirm_mutants/$id.py" "$n" > "$DIR/nobest/$id.json" 2> "$DIR/nobest/$id.err"
  echo "$id sample=$sample best_configs_removed=$removed rc_text=$rc_text rc_json=$?" >> "$DIR/nobest_rc.txt"
done < /tmp/confirm_mutant_ids.txt
