#!/usr/bin/env python3
"""Turns a `tools/bench_confirm.sh DIR` run (copied back from the GPU machine) into the
recorded fixtures of tests/fixtures/confirm: results.json (every sample's launches) and
mutants_vs_sanitizer.json (each mutant's confirm outcome against its compute-sanitizer
label in tests/fixtures/triton_mutants/labels.json).

    tools/summarize_confirm.py DIR [--out tests/fixtures/confirm]

compute-sanitizer ran each mutant once, at the shapes of its `get_args()`, so it is
compared with confirm's replays of every launch at those shapes (the hints): a mutant is
`confirmed` when one of them faulted, damaged a guard or read from a guard, else
`not_runnable` when one could not be replayed, else `not_reproduced`. It agrees with the
sanitizer when the sanitizer saw an out-of-bounds access and confirm confirmed one, or the
sanitizer was clean and every launch replayed clean. Replays of the static findings at
their own counterexample shapes are recorded beside (`at_counterexample`): they may
confirm what the sanitizer's single shape could not see."""

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


def status(results: list) -> str:
    verdicts = [r.get("verdict") for r in results]
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
            res = rep.get("results", [])
            at_hints = [r for r in res if not r.get("finding")]
            at_cex = [r for r in res if r.get("finding")]
            st = status(at_hints)
            oob = san.startswith("oob")
            hints = at_hints[0].get("binding") if at_hints else None
            # The autotuner picks anew in every run: the labelling run's winner may differ
            # from this one's. A finding confirmed at the sanitizer's own shapes under
            # another candidate config is the same out-of-bounds access.
            same_shape_cex = any(r.get("verdict") == "confirmed" and r.get("binding") == hints for r in at_cex)
            note = None
            if (oob and st == "confirmed") or (san == "clean" and st == "not_reproduced"):
                outcome = "agree"
            elif oob and same_shape_cex:
                outcome = "agree"
                note = "confirmed at the sanitizer's shapes under the finding's config; this run's autotuner picked another config, under which the launch stays in bounds"
            elif st == "not_runnable":
                outcome = "not_runnable"
            else:
                outcome = "disagree"
            summary[outcome] += 1
            rows.append({"id": f.stem, "sanitizer": san, "confirm": st, "outcome": outcome,
                         "at_counterexample": status(at_cex) if at_cex else None,
                         **({"note": note} if note else {}),
                         "not_runnable_reasons": sorted({r["detail"] for r in at_hints if r.get("verdict") == "not_runnable"}),
                         "confirmed_detail": [r["detail"] for r in at_hints if r.get("verdict") == "confirmed"],
                         "counterexample_detail": [f"{r['rule']} at {r.get('binding')} {r.get('config')}: {r['detail']}" for r in at_cex],
                         **({"error": rep["error"]} if "error" in rep else {})})
        doc = {"note": "inductor-audit confirm vs compute-sanitizer memcheck labels (tests/fixtures/triton_mutants/labels.json), produced by tools/bench_confirm.sh DIR BIN mutants on the GPU machine and summarised by tools/summarize_confirm.py; each mutant and control compiled into its own cache.",
               "device": gpu, "summary": summary, "mutants": rows}
        (a.out / "mutants_vs_sanitizer.json").write_text(json.dumps(doc, indent=1) + "\n")
        doc["summary"]["findings_confirmed_at_counterexample"] = sum(1 for r in rows if r["at_counterexample"] == "confirmed")
        doc["summary"]["sanitizer_clean_but_confirmed_at_counterexample"] = [r["id"] for r in rows if r["sanitizer"] == "clean" and r["at_counterexample"] == "confirmed"]
        (a.out / "mutants_vs_sanitizer.json").write_text(json.dumps(doc, indent=1) + "\n")
        print("mutants:", summary)
        for r in rows:
            if r["outcome"] != "agree":
                print(" ", r["id"], r["sanitizer"], r["confirm"], r["not_runnable_reasons"][:2], r["confirmed_detail"][:1])
    return 0


if __name__ == "__main__":
    sys.exit(main())
