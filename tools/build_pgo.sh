#!/usr/bin/env bash
# Profile-guided build of the shipped binary (the `dist` profile plus PGO).
#
# 1. build an instrumented `dist` binary (-Cprofile-generate) in target/pgo-gen;
# 2. run it over the TRAINING set: the audits of tests/fixtures/ (the corpus, the mutant
#    suites, the release captures, the C++ and prover fixtures). kernels_samples/, on which
#    BENCHMARKS.md measures, is deliberately NOT in it, so the measured gain is not the
#    profile learning its own benchmark;
# 3. merge the raw profiles with the llvm-profdata of the compiler's own LLVM (rustup's
#    llvm-tools component: another LLVM's profdata writes a format rustc may reject);
# 4. build `dist` again with -Cprofile-use into target/pgo; the binary is
#    target/pgo/dist/inductor-audit.
#
# Verdicts do not depend on the build: PGO only changes code layout, inlining and branch
# weights. tests still run on the ordinary build; compare the JSON of both if in doubt.
#
#   tools/build_pgo.sh            needs: rustup component add llvm-tools
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
sysroot=$(rustc --print sysroot)
host=$(rustc -vV | sed -n 's/^host: //p')
profdata="$sysroot/lib/rustlib/$host/bin/llvm-profdata"
if [ ! -x "$profdata" ]; then
  echo "build_pgo: $profdata is missing: run \`rustup component add llvm-tools\`" >&2
  exit 2
fi
data=$root/target/pgo-data
rm -rf "$data"
mkdir -p "$data"
echo "build_pgo: instrumented build (target/pgo-gen)" >&2
RUSTFLAGS="${RUSTFLAGS:-} -Cprofile-generate=$data" cargo build --profile dist --bin inductor-audit --target-dir target/pgo-gen "$@"
gen=target/pgo-gen/dist/inductor-audit
echo "build_pgo: training on tests/fixtures" >&2
# Exit 1 (findings: the mutant suites are full of them) is expected, and so is 2 where a
# fixture is deliberately bad input: the profile of that path is training too.
for dir in tests/fixtures/*/; do
  "$gen" audit "$dir" --format json --jobs 2 >/dev/null 2>&1 || true
done
if ! ls "$data"/*.profraw >/dev/null 2>&1; then
  echo "build_pgo: the training runs wrote no profile" >&2
  exit 2
fi
"$profdata" merge -o "$data/merged.profdata" "$data"
echo "build_pgo: optimized build (target/pgo)" >&2
RUSTFLAGS="${RUSTFLAGS:-} -Cprofile-use=$data/merged.profdata" cargo build --profile dist --bin inductor-audit --target-dir target/pgo "$@"
echo "target/pgo/dist/inductor-audit"
