#!/usr/bin/env python3
"""Audits each release capture folder and prints the figures of kernels_samples/RELEASES.md.

    python3 tools/release_stats.py [--bin target/release/inductor-audit] [ROOT]

ROOT defaults to kernels_samples/releases; every program folder ROOT/torch-<X.Y>/<program>/
is audited (`inductor-audit audit DIR --format json`), then:
a markdown table (programs, modules, kernels, accesses, proven %, unknown,
unparsed, error findings) and, per release, the unknown / unparsed / error
reasons grouped by their shape (names and numbers replaced by placeholders),
each group with its count and one located example.

Python standard library only.
"""

from __future__ import annotations

import argparse
import collections
import json
import re
import subprocess
import sys
from pathlib import Path

# Names like tmp12, x0, ks1, in_ptr3, s27 (with the `#n` the analysis appends) and
# numbers vary between occurrences of one cause; their shape does not.
NAME = re.compile(r"\b(?:tmp|x|ks|in_ptr|out_ptr|in_out_ptr|arg|buf|s|u|q|z|xr|r)\d+(?:_\d+)?(?:#\d+)?\b")
NUM = re.compile(r"-?\b\d+\b")


STORAGE = re.compile(r"\b(storage of|binds|tensor) [A-Za-z_][A-Za-z_0-9]*")


def shape_of(reason: str) -> str:
    return NUM.sub("N", NAME.sub("V", STORAGE.sub(lambda m: m.group(1) + " V", reason)))


def audit(binary: str, path: Path) -> dict:
    done = subprocess.run([binary, "audit", str(path), "--format", "json"], capture_output=True, text=True)
    if done.returncode not in (0, 1):
        raise SystemExit(f"audit of {path} exited {done.returncode}: {done.stderr[-2000:]}")
    return json.loads(done.stdout)


def release_key(p: Path) -> tuple[int, ...]:
    return tuple(int(x) for x in p.name.removeprefix("torch-").split(".") if x.isdigit())


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bin", default="target/release/inductor-audit")
    ap.add_argument("--only", default="", help="comma-separated releases (2.5,2.15); default all")
    ap.add_argument("root", nargs="?", default="kernels_samples/releases", type=Path)
    args = ap.parse_args(argv)
    only = {r for r in args.only.split(",") if r}
    releases = sorted((p for p in args.root.glob("torch-*") if p.is_dir() and (not only or p.name.removeprefix("torch-") in only)),
                      key=release_key)
    rows = []
    details = []
    for rel in releases:
        programs = sorted(p for p in rel.iterdir() if p.is_dir() and not p.name.startswith("."))
        if not programs:
            continue
        # One audit per program (a program's modules are audited together, as a
        # user would audit that capture); the release's figures are their sums.
        total = collections.Counter()
        findings, unparsed, issues, per_program = [], [], [], []
        for p in programs:
            ps = audit(args.bin, p)
            st = ps["stats"]
            total.update({k: v for k, v in st.items() if isinstance(v, int)})
            findings += ps["findings"]
            unparsed += ps["unparsed"]
            issues += ps["input_issues"]
            per_program.append((p.name, st["accesses"], st["proven"], st["unknown"],
                                sum(1 for f in ps["findings"] if f["severity"] == "error"), st["unparsed"] + len(ps["unparsed"])))
        s = total
        errors = [f for f in findings if f["severity"] == "error"]
        pct = 100.0 * s["proven"] / s["accesses"] if s["accesses"] else 100.0
        torch_versions = sorted({json.loads((p / "capture.json").read_text()).get("torch") or "?" for p in programs})
        # Decided: proven, or decided as a warning with its witness, neither proven nor
        # unknown: a read past the storage only in lanes the kernel drops (IA110), in bounds
        # only while two sizes stay equal (IA111) or while OpenMP runs at most the threads
        # compiled for (IA112). Counters absent from the JSON are 0.
        warned = s["tail_overreads"] + s["unchecked_size_relations"] + s["thread_team_assumptions"]
        decided = 100.0 * (s["proven"] + warned + s["violations"]) / s["accesses"] if s["accesses"] else 100.0
        rows.append((rel.name.removeprefix("torch-"), ", ".join(torch_versions), len(programs), s["modules"], s["kernels"],
                     s["accesses"], s["proven"], pct, s["unknown"], max(s["unparsed"], len(unparsed)), len(errors),
                     s["tail_overreads"], decided))
        groups: dict[str, collections.OrderedDict] = {"unknown": collections.OrderedDict(), "error": collections.OrderedDict(),
                                                      "unparsed": collections.OrderedDict(), "tail overread (IA110)": collections.OrderedDict()}
        for f in findings:
            if f["severity"] == "error":
                kind = "error"
                why = f"{f['rule']} {f['message']}"
            elif f["rule"] == "IA110":
                kind = "tail overread (IA110)"
                why = f["message"]
            elif f["rule"] == "IA190" or "not proven" in f["message"]:
                kind = "unknown"
                why = f["evidence"].get("reason") or f["message"]
            else:
                continue
            key = shape_of(why)
            g = groups[kind].setdefault(key, {"count": 0, "example": f"{f['path']}:{f['line']}: {why}"})
            g["count"] += 1
        for u in unparsed:
            key = shape_of(u.get("reason", ""))
            g = groups["unparsed"].setdefault(key, {"count": 0, "example": f"{u['path']}:{u['line']}: {u.get('text', '')} ({u.get('reason', '')})"})
            g["count"] += 1
        details.append((rel.name, per_program, groups, issues))

    print("| release | torch | programs | modules | kernels | accesses | proven | proven % | unknown | unparsed | error findings | tail overreads (IA110) | decided % |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for r in rows:
        print(f"| {r[0]} | {r[1]} | {r[2]} | {r[3]} | {r[4]} | {r[5]} | {r[6]} | {r[7]:.1f} | {r[8]} | {r[9]} | {r[10]} | {r[11]} | {r[12]:.1f} |")
    for name, per_program, groups, issues in details:
        print(f"\n### {name}\n")
        print("| program | accesses | proven | unknown | errors | unparsed |")
        print("| --- | --- | --- | --- | --- | --- |")
        for p in per_program:
            print(f"| {p[0]} | {p[1]} | {p[2]} | {p[3]} | {p[4]} | {p[5]} |")
        for kind, g in groups.items():
            if not g:
                continue
            print(f"\n{kind} by cause ({sum(v['count'] for v in g.values())}):\n")
            for key, v in sorted(g.items(), key=lambda kv: -kv[1]["count"]):
                print(f"- {v['count']} x `{key}`\n  e.g. `{v['example']}`")
        if issues:
            print(f"\ninput issues ({len(issues)}):\n")
            for i in issues[:10]:
                print(f"- {i}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
