"""Delta-debugging minimizer for campaign programs.

``minimize_program(program, key, run, workdir, budget)`` shrinks a program while
``key`` (a cluster key such as ``differential|numerical`` or ``audit|IA101|cpp_fused_x``)
stays among the clusters of its run. ``run(program, dir)`` runs one candidate and returns
the worker's answer with ``clusters``; every candidate costs one compile, so the number
of runs is bounded by ``budget``.

Passes, each until nothing more goes or the budget is spent:
1. statements: drop chunks (halves, quarters, ... single statements, ddmin style); a
   dropped statement's readers read its first operand instead, and outputs are
   recomputed so no work is dead. Candidates that do not even evaluate on meta tensors
   are discarded without a run (they cost nothing);
2. flags: no backward pass, static shapes, fewer marked dimensions, unused inputs;
3. shapes: each input dimension toward 1 (halving, then the smallest sizes).
A candidate whose eager run fails is an invalid model: it never keeps the finding.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Callable

import gen


def _drop(program: dict, idx: set[int]) -> dict | None:
    """The program without the statements in ``idx``: their readers read the dropped
    statement's first operand instead."""
    p = copy.deepcopy(program)
    subst: dict[str, str] = {}
    kept = []
    for i, s in enumerate(p["stmts"]):
        s["args"] = [subst.get(a, a) for a in s["args"]]
        if i in idx:
            subst[s["out"]] = s["args"][0]
        else:
            kept.append(s)
    p["stmts"] = kept
    if not kept:
        return None
    return gen.normalize(p)


def _valid_on_meta(program: dict) -> bool:
    try:
        env = gen._meta_env(program)
        for s in program["stmts"]:
            env[s["out"]] = eval(gen.expr(s), env)
        return True
    except Exception:
        return False


def _drop_unused_inputs(program: dict) -> dict | None:
    used = gen.used_names(program) | set(program["outputs"])
    keep = [i for i in program["inputs"] if i["name"] in used]
    if len(keep) == len(program["inputs"]) or not keep:
        return None
    p = copy.deepcopy(program)
    p["inputs"] = keep
    if "mark_dims" in p:
        p["mark_dims"] = {k: v for k, v in p["mark_dims"].items() if k in {i["name"] for i in keep}}
    return p


def _same_finding(key: str, got: str) -> bool:
    """An audit finding stays the same finding when its rule stays: dropping a fused op
    renames the kernel (`cpp_fused_add_relu_0` -> `cpp_fused_relu_0`), so the kernel
    pattern of the cluster key cannot be kept while the program shrinks."""
    if key == got:
        return True
    k, g = key.split("|"), got.split("|")
    return k[0] == "audit" and k[:2] == g[:2]


def minimize_program(program: dict, key: str, run: Callable[[dict, Path], dict], workdir: Path,
                     budget: int = 30) -> tuple[dict | None, dict]:
    workdir = Path(workdir)
    workdir.mkdir(parents=True, exist_ok=True)
    log: dict = {"key": key, "runs": 0, "accepted": [], "start_stmts": len(program["stmts"])}
    best = gen.normalize(copy.deepcopy(program))
    seen: set[str] = set()

    def test(cand: dict | None, what: str) -> bool:
        nonlocal best
        if cand is None or log["runs"] >= budget:
            return False
        cand = gen.normalize(cand)
        sig = json.dumps(cand, sort_keys=True)
        if sig in seen or not _valid_on_meta(cand):
            return False
        seen.add(sig)
        log["runs"] += 1
        r = run(cand, workdir / f"cand{log['runs']:03d}")
        ok = any(_same_finding(key, c) for c in r.get("clusters", []))
        if ok:
            best = cand
            log["accepted"].append(what)
        return ok

    # 1. statements, ddmin-style chunks.
    n = 2
    while len(best["stmts"]) > 1 and log["runs"] < budget:
        stmts = len(best["stmts"])
        chunk = max(1, stmts // n)
        progress = False
        # From the end: late statements are more often mere consumers of the interesting one.
        for start in range(max(0, stmts - chunk), -1, -chunk):
            idx = set(range(start, min(stmts, start + chunk)))
            if len(idx) >= len(best["stmts"]):
                continue
            if test(_drop(best, idx), f"drop statements {sorted(idx)}"):
                progress = True
                break
        if progress:
            n = max(2, n - 1)
            continue
        if chunk == 1:
            break
        n = min(stmts, n * 2)

    # 2. flags and inputs.
    if best["backward"]:
        c = copy.deepcopy(best)
        c["backward"] = False
        for i in c["inputs"]:
            i["requires_grad"] = False
        test(c, "no backward")
    if best["dynamic"] != "static":
        c = copy.deepcopy(best)
        c["dynamic"] = "static"
        c.pop("mark_dims", None)
        test(c, "static shapes")
    test(_drop_unused_inputs(best), "drop unused inputs")

    # 3. shapes: each dimension toward 1.
    for ii in range(len(best["inputs"])):
        for d in range(len(best["inputs"][ii]["shape"])):
            for target in sorted({1, 2, best["inputs"][ii]["shape"][d] // 2}):
                if target < 1 or target >= best["inputs"][ii]["shape"][d]:
                    continue
                c = copy.deepcopy(best)
                c["inputs"][ii]["shape"][d] = target
                if test(c, f"input {c['inputs'][ii]['name']} dim {d} -> {target}"):
                    break
    log["end_stmts"] = len(best["stmts"])
    changed = json.dumps(best, sort_keys=True) != json.dumps(gen.normalize(copy.deepcopy(program)), sort_keys=True)
    return (best if changed else None), log
