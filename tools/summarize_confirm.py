#!/usr/bin/env python3
"""Turns a `tools/bench_confirm.sh DIR` run (copied back from the GPU machine) into the
recorded fixtures of tests/fixtures/confirm: results.json (every sample's launches) and
mutants_vs_sanitizer.json (each mutant's confirm outcome against its compute-sanitizer
label in tests/fixtures/triton_mutants/labels.json).

    tools/summarize_confirm.py DIR [--out tests/fixtures/confirm]

A mutant is `confirmed` when some launch faulted or damaged a guard, else `not_runnable`
when some launch could not be replayed, else `not_reproduced`. It agrees with the
sanitizer when the sanitizer saw an out-of-bounds access and confirm confirmed one, or
the sanitizer was clean and every launch replayed clean."""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def load(path: Path):
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError) as e:
        return {"error": f"{path.name}: {e}"}


def keep(r: dict) -> dict:
    return {k: r.get(k) for k in ("module", "kernel", "line", "finding", "rule", "verdict", "detail", "grid", "variant", "dtype_issues")}


def status(report: dict) -> str:
    verdicts = [r.get("verdict") for r in report.get("results", [])]
    if "confirmed" in verdicts:
        return "confirmed"
    if "not_runnable" in verdicts or not verdicts:
        return "not_runnable"
    return "not_reproduced"


def times(path: Path) -> dict[str, int]:
    out = {}
    if path.is_file():
        for line in path.read_text().splitlines():
            m = re.match(r"(\S+) .*ms=(\d+)", line)
            if m:
                out[m.group(1)] = int(m.group(2))
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("dir", type=Path)
    ap.add_argument("--out", type=Path, default=REPO / "tests" / "fixtures" / "confirm")
    a = ap.parse_args()
    gpu = (a.dir / "gpu.txt").read_text().strip() if (a.dir / "gpu.txt").is_file() else "unknown"

    if (a.dir / "samples").is_dir():
        t = times(a.dir / "samples_times.txt")
        samples = {}
        for f in sorted((a.dir / "samples").glob("*.json")):
            rep = load(f)
            samples[f.stem] = {"ms": t.get(f.stem), "results": [keep(r) for r in rep.get("results", [])], **({"error": rep["error"]} if "error" in rep else {})}
        launches = [r for s in samples.values() for r in s["results"]]
        count = {v: sum(1 for r in launches if r["verdict"] == v) for v in ("confirmed", "not_reproduced", "not_runnable")}
        doc = {"note": "inductor-audit confirm on every kernels_samples folder, run by tools/bench_confirm.sh (samples step) on the GPU machine and summarised by tools/summarize_confirm.py. Per launch: verdict and detail; findings are replayed at their counterexample.",
               "device": gpu, "summary": count, "all_samples_ms": t.get("all_samples"), "samples": samples}
        (a.out / "results.json").write_text(json.dumps(doc, indent=1) + "\n")
        print("samples:", count)

    if (a.dir / "mutants").is_dir():
        labels = json.loads((REPO / "tests" / "fixtures" / "triton_mutants" / "labels.json").read_text())["labels"]
        rows, summary = [], {"agree": 0, "not_runnable": 0, "disagree": 0}
        for f in sorted((a.dir / "mutants").glob("*.json")):
            rep = load(f)
            san = labels.get(f.stem, {}).get("verdict", "unlabelled")
            st = status(rep)
            oob = san.startswith("oob")
            if (oob and st == "confirmed") or (san == "clean" and st == "not_reproduced"):
                outcome = "agree"
            elif st == "not_runnable":
                outcome = "not_runnable"
            else:
                outcome = "disagree"
            summary[outcome] += 1
            res = rep.get("results", [])
            rows.append({"id": f.stem, "sanitizer": san, "confirm": st, "outcome": outcome,
                         "not_runnable_reasons": sorted({r["detail"] for r in res if r.get("verdict") == "not_runnable"}),
                         "confirmed_detail": [r["detail"] for r in res if r.get("verdict") == "confirmed"],
                         **({"error": rep["error"]} if "error" in rep else {})})
        doc = {"note": "inductor-audit confirm vs compute-sanitizer memcheck labels (tests/fixtures/triton_mutants/labels.json), produced by tools/bench_confirm.sh DIR BIN mutants on the GPU machine and summarised by tools/summarize_confirm.py; each mutant and control compiled into its own cache.",
               "device": gpu, "summary": summary, "mutants": rows}
        (a.out / "mutants_vs_sanitizer.json").write_text(json.dumps(doc, indent=1) + "\n")
        print("mutants:", summary)
        for r in rows:
            if r["outcome"] != "agree":
                print(" ", r["id"], r["sanitizer"], r["confirm"], r["not_runnable_reasons"][:2], r["confirmed_detail"][:1])
    return 0


if __name__ == "__main__":
    sys.exit(main())
