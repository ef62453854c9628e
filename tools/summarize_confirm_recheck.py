#!/usr/bin/env python3
"""Summarizes a `tools/device_confirm_recheck.sh DIR` run (issue 16): per mutant, the
finding rows of `confirm` with and without best_config files, duplicate finding rows (the
same finding at the same launch more than once), whether the exit code agrees with the
verdicts (1 confirmed, 3 a finding's launch not runnable and nothing confirmed, 2 nothing
to replay, 0 otherwise) and whether the text's summary line counts the not-runnable
findings.

    tools/summarize_confirm_recheck.py DIR [--json]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path


def expected_exit(results: list[dict]) -> int:
    if not results:
        return 2
    if any(r["verdict"] == "confirmed" for r in results):
        return 1
    if any(r.get("finding") and r["verdict"] == "not_runnable" for r in results):
        return 3
    return 0


def rows_of(path: Path) -> dict:
    try:
        rep = json.loads(path.read_text())
    except (OSError, ValueError) as e:
        return {"error": str(e)}
    res = rep.get("results", [])
    keys = Counter((r["module"], r["line"], r["launch_index"], r["finding"]) for r in res if r.get("finding"))
    return {"rows": len(res), "finding_rows": sum(keys.values()), "distinct_finding_launches": len(keys),
            "duplicates": sum(n - 1 for n in keys.values()), "verdicts": dict(Counter(r["verdict"] for r in res)),
            "findings_not_runnable": sum(1 for r in res if r.get("finding") and r["verdict"] == "not_runnable"),
            "expected_exit": expected_exit(res)}


def main(argv) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("dir", type=Path)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args(argv)
    d = a.dir
    with_rc = dict(re.findall(r"^(\S+) rc=(\d+)", (d / "bc" / "mutants_times.txt").read_text(), re.M))
    nobest_rc = {m.group(1): m.groupdict() for m in re.finditer(r"^(\S+) sample=(?P<sample>\S+) best_configs_removed=(?P<removed>\d+) rc_text=(?P<rc_text>\d+) rc_json=(?P<rc_json>\d+)",
                                                            (d / "nobest_rc.txt").read_text(), re.M)}
    out, problems = {}, []
    for mid in sorted(with_rc):
        w = rows_of(d / "bc" / "mutants" / f"{mid}.json")
        n = rows_of(d / "nobest" / f"{mid}.json")
        nb = nobest_rc.get(mid, {})
        text = (d / "nobest" / f"{mid}.txt").read_text(errors="replace") if (d / "nobest" / f"{mid}.txt").is_file() else ""
        summary = next((ln for ln in reversed(text.splitlines()) if " launches: " in ln), "")
        m = re.search(r"\((\d+) of them a finding's\)", summary)
        entry = {"with_best_config": {**w, "exit": int(with_rc[mid])}, "without_best_config": {**n, "exit": int(nb.get("rc_json", -1)),
                 "exit_text": int(nb.get("rc_text", -1)), "best_configs_removed": int(nb.get("removed", 0)), "summary_line": summary}}
        out[mid] = entry
        for label, e in entry.items():
            if "error" in e:
                continue
            if e["duplicates"]:
                problems.append(f"{mid} {label}: {e['duplicates']} duplicate finding rows")
            if e["exit"] != e["expected_exit"]:
                problems.append(f"{mid} {label}: exit {e['exit']}, the verdicts say {e['expected_exit']}")
        e = entry["without_best_config"]
        if "error" not in e and (m is None or int(m.group(1)) != e["findings_not_runnable"]):
            problems.append(f"{mid}: the summary line does not count {e['findings_not_runnable']} not-runnable findings: {summary!r}")
    totals = {
        "mutants": len(out),
        "finding_rows_with_best_config": sum(e["with_best_config"].get("finding_rows", 0) for e in out.values()),
        "duplicates": sum(e[k].get("duplicates", 0) for e in out.values() for k in e),
        "exit_codes_with_best_config": dict(Counter(e["with_best_config"]["exit"] for e in out.values())),
        "exit_codes_without_best_config": dict(Counter(e["without_best_config"]["exit"] for e in out.values())),
        "problems": problems,
    }
    if a.json:
        print(json.dumps({"totals": totals, "mutants": out}, indent=1))
    else:
        print(json.dumps(totals, indent=1))
        for mid, e in out.items():
            w, n = e["with_best_config"], e["without_best_config"]
            print(f"{mid}: exit {w['exit']} ({w.get('finding_rows')} finding rows, {w.get('duplicates')} dup); "
                  f"without best_config exit {n['exit']} ({n.get('findings_not_runnable')} findings not runnable): {n['summary_line']}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
