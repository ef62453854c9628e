#!/usr/bin/env python3
"""Label the Triton mutation test set with compute-sanitizer on a GPU machine.

On the GPU machine (PyTorch, Triton and compute-sanitizer installed), from the repo root:

    python3 tools/label_mutants.py run OUTDIR [--jobs 16] [--timeout 240] [--deadline 450]

materializes every mutant and control of tests/fixtures/triton_mutants/mutants.json
(tools/mutate.py --from-manifest), runs each as

    PYTORCH_NO_CUDA_MEMORY_CACHING=1 compute-sanitizer --tool memcheck --padding 512 \
        --error-exitcode 99 python3 tools/run_wrapper.py MUTANT.py

with its own TORCHINDUCTOR_CACHE_DIR (seeded with the sample's `.best_config` files, so
unmutated kernels run their captured config and mutated ones autotune over all of
theirs), `--jobs` at a time, and writes OUTDIR/labels_raw.json and OUTDIR/logs.tgz.
Runs not finished by `--deadline` seconds are recorded as `not_run`. Back here:

    python3 tools/label_mutants.py merge OUTDIR/labels_raw.json [--only-missing]

writes tests/fixtures/triton_mutants/labels.json (with --only-missing it keeps the
labels already there and fills in the ones recorded as not_run or timeout).

Verdicts: oob_read, oob_write, oob_read_write (memcheck's "Invalid __global__ read" /
"write" / atomic), other (any other sanitizer error), crash (the program failed without
a sanitizer error), timeout, clean (exit 0 and "ERROR SUMMARY: 0 errors"), not_run.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURE_DIR = ROOT / "tests" / "fixtures" / "triton_mutants"
MANIFEST = FIXTURE_DIR / "mutants.json"
# `--set wrapper`: wrapper views and benchmark modules (tools/mutate.py --set wrapper).
SET_DIRS = {
    "triton": FIXTURE_DIR,
    "wrapper": ROOT / "tests" / "fixtures" / "wrapper_mutants",
    "blind": ROOT / "tests" / "fixtures" / "blind_mutants",
    "decomp": ROOT / "tests" / "fixtures" / "decomp_mutants",
    "contents": ROOT / "tests" / "fixtures" / "contents_mutants",
    "models": ROOT / "tests" / "fixtures" / "model_mutants",
    "holdout": ROOT / "tests" / "fixtures" / "holdout_mutants",
}


def use_set(name: str) -> None:
    global FIXTURE_DIR, MANIFEST
    FIXTURE_DIR = SET_DIRS[name]
    MANIFEST = FIXTURE_DIR / "mutants.json"

SANITIZER = ["compute-sanitizer", "--tool", "memcheck", "--padding", "512", "--error-exitcode", "99"]


def sanitizer(args) -> list[str]:
    """The memcheck command line; `--padding` widened on request: memcheck flags only
    accesses outside every allocation, so an overrun that lands in a neighbouring buffer is
    seen only when the padding around each allocation is wider than the overrun."""
    return [str(args.padding) if a == "512" else a for a in SANITIZER]
ENV = {"PYTORCH_NO_CUDA_MEMORY_CACHING": "1", "TORCHINDUCTOR_COMPILE_THREADS": "1"}


def verdict(rc: int | None, log: str) -> tuple[str, list[str]]:
    lines = log.splitlines()
    errs = [i for i, ln in enumerate(lines) if re.match(r"=+ (Invalid|Program hit|Misaligned|Out-of-range|Malloc|Cuda API|Barrier|Hardware)", ln)]
    first = []
    if errs:
        i = errs[0]
        first = [ln for ln in lines[i : i + 6] if ln.startswith("=")]
    reads = any(re.search(r"Invalid __global__ read", lines[i]) for i in errs)
    writes = any(re.search(r"Invalid __global__ (write|atomic)", lines[i]) for i in errs)
    if reads and writes:
        return "oob_read_write", first
    if reads:
        return "oob_read", first
    if writes:
        return "oob_write", first
    if errs:
        return "other", first
    if rc in (124, 137):
        return "timeout", first
    if rc == 0 and re.search(r"ERROR SUMMARY: 0 errors", log):
        return "clean", first
    tail = [ln for ln in lines if ln.strip()][-3:]
    return "crash", tail


def run(args) -> int:
    out = Path(args.outdir)
    out.mkdir(parents=True, exist_ok=True)
    work = Path(args.work)
    if work.exists():
        shutil.rmtree(work)
    src = work / "src"
    subprocess.run([sys.executable, str(ROOT / "tools" / "mutate.py"), "--set", args.set, "--from-manifest", "--materialize", str(src)], check=True)
    doc = json.loads(MANIFEST.read_text())
    items = [(c["id"], c["sample"], "control") for c in doc["controls"]] + [(m["id"], m["sample"], "mutant") for m in doc["mutants"]]
    if args.only:
        wanted = set(args.only)
        items = [it for it in items if it[0] in wanted]
    triton_cache = work / "triton_cache"
    started = time.monotonic()
    results: dict[str, dict] = {}

    def one(item):
        ident, sample, kind = item
        if time.monotonic() - started > args.deadline:
            results[ident] = {"kind": kind, "verdict": "not_run"}
            return
        d = work / "run" / ident
        cache = d / "inductor_cache"
        # Samples live in kernels_samples/ or, for the corpus copy, in tests/fixtures/corpus/.
        sample_cache = next((p for p in (ROOT / "kernels_samples" / sample / "cache", ROOT / "tests" / "fixtures" / "corpus" / sample / "cache") if p.is_dir()), None)
        if sample_cache is None:
            results[ident] = {"kind": kind, "verdict": "not_run", "why": f"no cache folder for sample {sample}"}
            return
        shutil.copytree(sample_cache, cache, ignore=shutil.ignore_patterns("triton", "*.cubin"))
        env = dict(os.environ, **ENV, TORCHINDUCTOR_CACHE_DIR=str(cache), TRITON_CACHE_DIR=str(triton_cache))
        left = args.deadline + args.grace - (time.monotonic() - started)
        limit = max(10, min(args.timeout, int(left)))
        cmd = ["timeout", "-k", "5", str(limit)] + sanitizer(args) + [sys.executable, str(ROOT / "tools" / "run_wrapper.py")] + (["--read-outputs"] if args.read_outputs else []) + [str(src / f"{ident}.py")]
        t0 = time.monotonic()
        p = subprocess.run(cmd, env=env, cwd=d, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace")
        log = p.stdout
        (d / "log.txt").write_text(log[:200_000])
        v, first = verdict(p.returncode, log)
        results[ident] = {"kind": kind, "verdict": v, "exit_code": p.returncode, "seconds": round(time.monotonic() - t0, 1),
                          "first_lines": first, "phase": (re.findall(r"^run_wrapper: (\w+)", log, re.M) or ["none"])[-1]}
        print(f"{time.monotonic() - started:6.0f}s {ident}: {v} rc={p.returncode}", flush=True)

    with ThreadPoolExecutor(args.jobs) as ex:
        list(ex.map(one, items))

    def q(cmd):
        try:
            return subprocess.run(cmd, capture_output=True, text=True, timeout=60).stdout.strip()
        except Exception as e:  # record, never fail the labelling over a version string
            return f"unavailable: {e}"

    meta = {
        "command": "PYTORCH_NO_CUDA_MEMORY_CACHING=1 TORCHINDUCTOR_COMPILE_THREADS=1 TORCHINDUCTOR_CACHE_DIR=<per run> "
                   + " ".join(sanitizer(args)) + " python3 tools/run_wrapper.py" + (" --read-outputs" if args.read_outputs else "") + " MUTANT.py",
        "gpu": q(["nvidia-smi", "--query-gpu=name,driver_version,memory.total", "--format=csv,noheader"]),
        "versions": q([sys.executable, "-c", "import torch,triton,sys;print('torch', torch.__version__, 'cuda', torch.version.cuda, 'triton', triton.__version__, 'python', sys.version.split()[0])"]),
        "compute_sanitizer": q(["compute-sanitizer", "--version"]).splitlines()[-1:],
        "jobs": args.jobs, "per_run_timeout_s": args.timeout, "wall_s": round(time.monotonic() - started, 1),
    }
    (out / "labels_raw.json").write_text(json.dumps({"meta": meta, "results": results}, indent=1) + "\n")
    with tarfile.open(out / "logs.tgz", "w:gz") as tar:
        for d in sorted((work / "run").glob("*")):
            if (d / "log.txt").exists():
                tar.add(d / "log.txt", arcname=f"{d.name}.log")
    counts: dict[str, int] = {}
    for r in results.values():
        counts[r["verdict"]] = counts.get(r["verdict"], 0) + 1
    print("verdicts:", counts)
    return 0


def merge(args) -> int:
    raw = json.loads(Path(args.raw).read_text())
    doc = json.loads(MANIFEST.read_text())
    labels_path = FIXTURE_DIR / "labels.json"
    keep = (args.only_missing or args.update) and labels_path.exists()
    old = json.loads(labels_path.read_text()) if keep else {"runs": [], "labels": {}}
    labels = old["labels"]
    run_index = len(old["runs"])
    for ident, r in raw["results"].items():
        if args.only_missing and ident in labels and labels[ident]["verdict"] not in ("not_run", "timeout"):
            continue
        if args.update and r["verdict"] in ("not_run", "timeout"):
            continue
        # Which run (its command) made each label, once runs with different settings mix.
        labels[ident] = dict(r, run=run_index) if args.update else r
    ids = [c["id"] for c in doc["controls"]] + [m["id"] for m in doc["mutants"]]
    out = {
        "note": f"compute-sanitizer memcheck verdicts for {MANIFEST.relative_to(ROOT)}, made by tools/label_mutants.py on a GPU",
        "runs": old["runs"] + [raw["meta"]],
        "labels": {i: labels[i] for i in ids if i in labels},
    }
    labels_path.write_text(json.dumps(out, indent=1) + "\n")
    missing = [i for i in ids if i not in labels]
    print(f"{len(out['labels'])} labels written; {len(missing)} missing: {missing}")
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run")
    r.add_argument("outdir")
    r.add_argument("--jobs", type=int, default=16)
    r.add_argument("--timeout", type=int, default=240, help="seconds for one run")
    r.add_argument("--deadline", type=int, default=450, help="no run starts after this many seconds")
    r.add_argument("--grace", type=int, default=60, help="runs started before the deadline end this much after it at most")
    r.add_argument("--work", default="/tmp/mutant_labels")
    r.add_argument("--only", nargs="*", help="ids to run (default: all)")
    r.add_argument("--padding", type=int, default=512, help="bytes memcheck pads around each allocation")
    r.add_argument("--read-outputs", action="store_true", help="copy every returned tensor after the call (run_wrapper.py --read-outputs)")
    m = sub.add_parser("merge")
    m.add_argument("raw")
    m.add_argument("--only-missing", action="store_true")
    m.add_argument("--update", action="store_true", help="replace the labels of the ids this run labelled (a rerun with stricter settings) and keep the others")
    for p in (r, m):
        p.add_argument("--set", choices=sorted(SET_DIRS), default="triton")
    args = ap.parse_args()
    use_set(args.set)
    return run(args) if args.cmd == "run" else merge(args)


if __name__ == "__main__":
    sys.exit(main())
