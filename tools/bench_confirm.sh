#!/usr/bin/env bash
# `inductor-audit confirm` on the GPU machine: every sample, the mutation set, and a
# timing against compute-sanitizer over the same launches. Results go under DIR.
#
#   tools/bench_confirm.sh DIR [BIN] [STEPS]
#
# STEPS (default "samples bench mutants"): samples = confirm every kernels_samples/*
# folder (timed, one after the other); bench = for BENCH_SAMPLES (control wrappers of the
# mutation set), confirm vs `PYTORCH_NO_CUDA_MEMORY_CACHING=1 compute-sanitizer --tool
# memcheck --padding 512 python3 tools/run_wrapper.py` on the same module, both with the
# kernels already compiled; mutants = compile every mutant and control into its own cache
# (a copy of its sample's cache, as the labelling run seeded it) with tools/run_wrapper.py,
# then confirm the mutant wrapper against that cache. SAMPLE_GLOB (a glob of sample
# folder names) and MUTANT_FILTER (a regex of mutant ids) narrow a run.
set -u
DIR=${1:?usage: tools/bench_confirm.sh DIR [BIN] [STEPS]}
BIN=$(realpath "${2:-target/release/inductor-audit}")
STEPS=${3:-samples bench mutants}
JOBS=${CONFIRM_COMPILE_JOBS:-12}
BENCH_SAMPLES=${BENCH_SAMPLES:-pointwise_static softmax_static layernorm_dynamic var_mean_welford}
mkdir -p "$DIR"
now() { date +%s%N; }
ms() { echo $(( ($2 - $1) / 1000000 )); }
nvidia-smi -L > "$DIR/gpu.txt" 2>&1

if [[ " $STEPS " == *" samples "* ]]; then
  mkdir -p "$DIR/samples"
  : > "$DIR/samples_times.txt"
  t0=$(now)
  for s in kernels_samples/${SAMPLE_GLOB:-*}/; do
    n=$(basename "$s")
    a=$(now)
    "$BIN" confirm --format json --timeout 60 "$s" > "$DIR/samples/$n.json" 2> "$DIR/samples/$n.err"
    rc=$?
    echo "$n rc=$rc ms=$(ms "$a" "$(now)")" >> "$DIR/samples_times.txt"
  done
  echo "all_samples ms=$(ms "$t0" "$(now)")" >> "$DIR/samples_times.txt"
fi

prepare_cache() { # id sample -> $1 cache dir without the sample's own wrapper modules
  local c=/tmp/confirm_caches/$1
  rm -rf "$c"; mkdir -p "$c"
  cp -r "kernels_samples/$2/cache/." "$c/"
  grep -rl --include='c*.py' -e 'def call(' "$c" | xargs -r rm -f
}
export -f prepare_cache

if [[ " $STEPS " == *" bench "* || " $STEPS " == *" mutants "* ]]; then
  python3 tools/mutate.py --from-manifest --materialize /tmp/confirm_mutants > "$DIR/materialize.log" 2>&1
fi

if [[ " $STEPS " == *" bench "* ]]; then
  : > "$DIR/bench.txt"
  for n in $BENCH_SAMPLES; do
    id=$n.control
    prepare_cache "$id" "$n"
    c=/tmp/confirm_caches/$id
    # Compile once (not timed): both tools then find compiled kernels.
    TORCHINDUCTOR_CACHE_DIR=$c python3 tools/run_wrapper.py "/tmp/confirm_mutants/$id.py" > /dev/null 2>&1
    a=$(now)
    PYTORCH_NO_CUDA_MEMORY_CACHING=1 TORCHINDUCTOR_CACHE_DIR=$c compute-sanitizer --tool memcheck --padding 512 --error-exitcode 99 python3 tools/run_wrapper.py "/tmp/confirm_mutants/$id.py" > "$DIR/bench_$n.sanitizer.log" 2>&1
    src=$?
    b=$(now)
    "$BIN" confirm --format json "/tmp/confirm_mutants/$id.py" "$c" > "$DIR/bench_$n.confirm.json" 2>&1
    crc=$?
    d=$(now)
    echo "$n sanitizer_ms=$(ms "$a" "$b") sanitizer_rc=$src confirm_ms=$(ms "$b" "$d") confirm_rc=$crc" >> "$DIR/bench.txt"
  done
fi

if [[ " $STEPS " == *" mutants "* ]]; then
  mkdir -p "$DIR/mutants"
  python3 - > /tmp/confirm_mutant_ids.txt <<'PY'
import json, os, re
m = json.load(open("tests/fixtures/triton_mutants/mutants.json"))
only = re.compile(os.environ.get("MUTANT_FILTER", ""))
for x in m["controls"] + m["mutants"]:
    if only.search(x["id"]):
        print(x["id"], x["sample"])
PY
  compile_one() {
    id=$1; sample=$2
    prepare_cache "$id" "$sample"
    PYTORCH_NO_CUDA_MEMORY_CACHING=1 TORCHINDUCTOR_COMPILE_THREADS=1 TORCHINDUCTOR_CACHE_DIR=/tmp/confirm_caches/$id \
      timeout 200 python3 tools/run_wrapper.py "/tmp/confirm_mutants/$id.py" > "/tmp/confirm_caches/$id.run.log" 2>&1
    echo "$id run_wrapper_rc=$?"
  }
  export -f compile_one
  a=$(now)
  xargs -P "$JOBS" -L 1 bash -c 'compile_one "$0" "$1"' < /tmp/confirm_mutant_ids.txt > "$DIR/mutants_compile.txt" 2>&1
  echo "compile ms=$(ms "$a" "$(now)")" >> "$DIR/mutants_compile.txt"
  : > "$DIR/mutants_times.txt"
  while read -r id sample; do
    a=$(now)
    "$BIN" confirm --format json --timeout 60 "/tmp/confirm_mutants/$id.py" "/tmp/confirm_caches/$id" > "$DIR/mutants/$id.json" 2> "$DIR/mutants/$id.err"
    echo "$id rc=$? ms=$(ms "$a" "$(now)")" >> "$DIR/mutants_times.txt"
  done < /tmp/confirm_mutant_ids.txt
fi
echo done > "$DIR/finished"
