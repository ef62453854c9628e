#!/usr/bin/env python3
"""The campaign driver: generate torch programs, compile them with Inductor, judge them
with every oracle, cluster and minimize what they find. Standard library only (torch
lives in the worker processes), so it runs wherever the workers can.

    python3 tools/campaign/campaign.py run --out DIR [--count N] [--time SECONDS]
        [--jobs J] [--shard I/N] [--seed BASE] [--device cpu|cuda]
        [--binary PATH/inductor-audit] [--timeout S] [--confirm]
    python3 tools/campaign/campaign.py triage --out DIR [--binary ...] [--minimize-budget K]
    python3 tools/campaign/campaign.py summary --out DIR

`inductor-audit campaign ...` calls this script with the same arguments and its own
path as --binary.

Programs are numbered k = 0, 1, ...; program k has seed BASE + k. Shard I/N (1-based)
takes the k with k % N == I - 1; inside a shard, job j of J takes every J-th of those.
Each job appends one JSON line per finished program to DIR/state/shard-I-of-N.job-j.jsonl
(written after the program's verdicts are final), so a killed run resumes where it
stopped: a program is redone only if its line is missing. --count bounds k (all shards
together); --time stops starting programs after that many seconds.

Oracles per program:
  - invalid: eager raised -> invalid model (dropped, counted; never a compiler bug);
  - crash: the compiled run raised (compile-error / runtime-error), the worker process
    died (worker-crash) or ran past --timeout (timeout);
  - differential: metadata (dtype, shape, strides, device, requires_grad), values
    against eager and the float64 reference, gradients for backward programs;
  - audit: `inductor-audit audit DIR/dump --format json` on the wrapper modules the
    compile produced; an error finding with a counterexample binding is re-run at that
    shape (the compiled code from the program's own shapes, inputs at the binding) and,
    with --confirm on a GPU, replayed by `inductor-audit confirm`.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import select
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
STATE_SCHEMA = "inductor-audit-campaign/1"

# Verdict -> oracle, for the counts per oracle.
ORACLE_OF = {
    "invalid-model": "invalid", "generator-rejected": "invalid",
    "compile-error": "crash", "runtime-error": "crash", "worker-crash": "crash", "timeout": "crash",
    "metadata-inconsistency": "differential", "numerical-inconsistency": "differential",
    "grad-inconsistency": "differential", "consistent": "differential",
    "harness-error": "harness",
}


def parse_shard(s: str) -> tuple[int, int]:
    m = re.fullmatch(r"\s*(\d+)\s*/\s*(\d+)\s*", s or "")
    if not m:
        raise argparse.ArgumentTypeError(f"shard {s!r}: expected I/N, for example 2/4")
    i, n = int(m.group(1)), int(m.group(2))
    if not (1 <= i <= n):
        raise argparse.ArgumentTypeError(f"shard {s!r}: I must be in 1..N")
    return i, n


def parse_duration(s: str) -> float:
    m = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*([smh]?)\s*", s or "")
    if not m:
        raise argparse.ArgumentTypeError(f"duration {s!r}: expected seconds or 30s/20m/2h")
    return float(m.group(1)) * {"": 1, "s": 1, "m": 60, "h": 3600}[m.group(2)]


def state_path(out: Path, shard: tuple[int, int], job: int) -> Path:
    return out / "state" / f"shard-{shard[0]}-of-{shard[1]}.job-{job}.jsonl"


def read_state(out: Path) -> list[dict]:
    """Every finished program of every shard and job (a torn last line is skipped)."""
    rows = []
    for p in sorted((out / "state").glob("*.jsonl")):
        for line in p.read_text(errors="replace").splitlines():
            try:
                rows.append(json.loads(line))
            except ValueError:
                continue
    return rows


def find_binary(given: str | None) -> str | None:
    if given:
        return given
    env = os.environ.get("INDUCTOR_AUDIT_BIN")
    if env:
        return env
    for cand in (HERE.parent.parent / "target" / "release" / "inductor-audit",):
        if cand.is_file():
            return str(cand)
    return shutil.which("inductor-audit")


class Worker:
    """One worker process; restarted after a crash or a timeout."""

    def __init__(self, python: str, device: str, log: Path, env: dict, script: Path | None = None):
        self.python, self.device, self.log_path, self.env = python, device, log, env
        self.script = script or HERE / "worker.py"
        self.proc = None
        self.buf = b""
        self.restarts = 0

    def start(self):
        self.log = open(self.log_path, "ab")
        r, w = os.pipe()
        self.proc = subprocess.Popen(
            [self.python, str(self.script), "--device", self.device, "--proto-fd", str(w)],
            stdin=subprocess.PIPE, stdout=self.log, stderr=self.log, pass_fds=(w,), env=self.env,
            start_new_session=True)
        os.close(w)
        self.rfd = r
        self.buf = b""
        ready = self._read_line(600)
        if ready is None:
            raise RuntimeError(f"worker did not start; see {self.log_path}")
        return json.loads(ready)

    def _read_line(self, timeout: float) -> str | None:
        deadline = time.monotonic() + timeout
        while b"\n" not in self.buf:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            ready, _, _ = select.select([self.rfd], [], [], min(left, 5.0))
            if not ready:
                if self.proc.poll() is not None:
                    return None
                continue
            chunk = os.read(self.rfd, 1 << 16)
            if not chunk:
                return None
            self.buf += chunk
        line, self.buf = self.buf.split(b"\n", 1)
        return line.decode("utf-8", "replace")

    def run(self, job: dict, timeout: float) -> dict:
        if self.proc is None or self.proc.poll() is not None:
            self.start()
        t0 = time.monotonic()
        try:
            self.proc.stdin.write((json.dumps(job) + "\n").encode())
            self.proc.stdin.flush()
        except OSError:
            pass
        line = self._read_line(timeout)
        if line is not None:
            res = json.loads(line)
            if res.get("restart_worker"):
                # The worker's CUDA context is unusable (a device-side assert): every later
                # program in it would fail with the same error, so it is replaced.
                self.stop()
                self.restarts += 1
            return res
        timed_out = self.proc.poll() is None
        rc = self.stop()
        verdict = "timeout" if timed_out else "worker-crash"
        return {"verdict": verdict, "evidence": {"exit_status": rc, "after_s": round(time.monotonic() - t0, 1)},
                "timings": {"total_s": round(time.monotonic() - t0, 3)}}

    def stop(self) -> int | None:
        if self.proc is None:
            return None
        if self.proc.poll() is None:
            try:
                os.killpg(self.proc.pid, 9)
            except OSError:
                pass
        rc = self.proc.wait()
        try:
            os.close(self.rfd)
        except OSError:
            pass
        self.log.close()
        self.proc = None
        return rc


def worker_env(out: Path, job: int) -> dict:
    env = dict(os.environ)
    # A private cache per worker: programs of one worker may hit each other's FX graphs
    # (the module is logged on a hit too), never another campaign's.
    env["TORCHINDUCTOR_CACHE_DIR"] = str((out / "cache" / f"job-{job}").resolve())
    env.setdefault("TORCHINDUCTOR_COMPILE_THREADS", "1")
    env["PYTHONUNBUFFERED"] = "1"
    env.pop("TORCH_LOGS", None)
    return env


def audit(binary: str | None, dump: Path, timeout: float = 300) -> dict:
    """The static oracle on one program's wrapper modules."""
    if binary is None:
        return {"status": "no-binary"}
    if not dump.is_dir() or not any(dump.iterdir()):
        return {"status": "no-modules"}
    try:
        done = subprocess.run([binary, "-q", "audit", str(dump), "--format", "json", "--jobs", "1", "--isolated"],
                              capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"status": "audit-timeout"}
    try:
        rep = json.loads(done.stdout.decode("utf-8", "replace"))
    except ValueError:
        return {"status": "audit-crash", "exit": done.returncode, "stderr": done.stderr.decode("utf-8", "replace")[-1500:]}
    findings = [{k: f.get(k) for k in ("rule", "name", "severity", "kernel", "message", "module", "line")} | {"binding": (f.get("evidence") or {}).get("binding")}
                for f in rep.get("findings", [])]
    status = "error" if any(f["severity"] == "error" for f in findings) else ("unreadable" if done.returncode == 2 else "clean")
    st = rep.get("stats", {})
    return {"status": status, "exit": done.returncode, "findings": findings,
            "stats": {k: st.get(k) for k in ("modules", "kernels", "accesses", "proven", "violations", "unknown", "unparsed", "unmodelled")}}


SOURCE_RE = re.compile(r"L\['(\w+)'\]\.size\(\)\[(\d+)\]")


def shapes_at(program: dict, symbols: dict, binding: dict) -> tuple[dict | None, list[str]]:
    """Input shapes at a counterexample binding: each symbol's first `x.size()[d]` source."""
    shapes = {i["name"]: list(i["shape"]) for i in program["inputs"]}
    unmapped = []
    for sym, val in (binding or {}).items():
        srcs = symbols.get(sym) or []
        hit = next((SOURCE_RE.search(s) for s in srcs if SOURCE_RE.search(s)), None)
        if hit is None or hit.group(1) not in shapes:
            unmapped.append(sym)
            continue
        shapes[hit.group(1)][int(hit.group(2))] = int(val)
    return shapes, unmapped


def kernel_pattern(kernel: str | None) -> str:
    """A kernel name without its serial number (`cpp_fused_add_relu_3` -> `cpp_fused_add_relu`)."""
    return re.sub(r"_\d+$", "", kernel or "?")


def _norm_msg(s: str) -> str:
    s = re.sub(r"0x[0-9a-f]+", "0x_", s)
    s = re.sub(r"\d+", "N", s)
    s = re.sub(r"/tmp/\S+|/\S+\.(py|cpp|so)", "PATH", s)
    return s[:160]


def cluster_keys(row: dict) -> list[str]:
    """The clusters a finished program belongs to: (oracle, rule or verdict, pattern)."""
    keys = []
    v = row.get("verdict")
    ev = row.get("evidence") or {}
    if v in ("compile-error", "runtime-error"):
        first = (ev.get("error") or "").split("\n")[0]
        keys.append(f"crash|{v}|{ev.get('inner_type', '?')}|{_norm_msg(first)[:100]}")
    elif v in ("worker-crash", "timeout"):
        keys.append(f"crash|{v}")
    elif v == "metadata-inconsistency":
        attrs = sorted({m["attribute"] for m in ev.get("metadata", [])})
        keys.append(f"differential|metadata|{','.join(attrs)}")
    elif v in ("numerical-inconsistency", "grad-inconsistency"):
        keys.append(f"differential|{v.split('-')[0]}")
    elif v == "harness-error":
        keys.append(f"harness|{_norm_msg((ev.get('error') or '').splitlines()[0] if ev.get('error') else '')[:100]}")
    a = row.get("audit") or {}
    for f in a.get("findings", []):
        if f.get("severity") == "error":
            keys.append(f"audit|{f['rule']}|{kernel_pattern(f.get('kernel'))}")
    if a.get("status") in ("unreadable", "audit-crash", "audit-timeout"):
        keys.append(f"audit|{a['status']}")
    return sorted(set(keys))


def judge(binary, worker: Worker, program_dir: Path, res: dict, timeout: float, confirm: bool) -> dict:
    """Adds the audit (and the counterexample re-run) to a worker's answer."""
    res["audit"] = audit(binary, program_dir / "dump") if res.get("modules") else {"status": "no-modules"}
    errors = [f for f in res["audit"].get("findings", []) if f["severity"] == "error" and f.get("binding")]
    if errors and (program_dir / "program.json").is_file():
        program = json.loads((program_dir / "program.json").read_text())
        reruns = []
        for f in errors[:3]:
            shapes, unmapped = shapes_at(program, res.get("symbols") or {}, f["binding"])
            numel = max((_prod(s) for s in shapes.values()), default=0)
            if numel > 1 << 26:
                reruns.append({"binding": f["binding"], "skipped": f"inputs of {numel} elements"})
                continue
            r = worker.run({"program": program, "dir": str(program_dir / "rerun"), "shapes": shapes}, timeout)
            # More than one graph: Dynamo's guards sent the counterexample's shapes to a
            # recompile, so the audited code never runs there (guards the wrapper module
            # does not show, e.g. `3 <= x.size()[0]` from a negative slice start).
            reruns.append({"binding": f["binding"], "shapes": shapes, "unmapped": unmapped, "verdict": r.get("verdict"),
                           "evidence": r.get("evidence"), "graphs": r.get("graphs"),
                           "outside_guards": (r.get("graphs") or 0) > 1})
        res["reruns"] = reruns
        if confirm and binary:
            try:
                done = subprocess.run([binary, "confirm", str(program_dir / "dump"), str(worker.env["TORCHINDUCTOR_CACHE_DIR"]),
                                       "--findings-only", "--format", "json"], capture_output=True, timeout=300)
                res["confirm"] = {"exit": done.returncode, "out": done.stdout.decode("utf-8", "replace")[-4000:]}
            except (subprocess.TimeoutExpired, OSError) as e:
                res["confirm"] = {"error": repr(e)}
    return res


def _prod(xs):
    p = 1
    for x in xs:
        p *= int(x)
    return p


def cmd_run(args) -> int:
    out = Path(args.out)
    (out / "state").mkdir(parents=True, exist_ok=True)
    (out / "programs").mkdir(exist_ok=True)
    (out / "logs").mkdir(exist_ok=True)
    binary = find_binary(args.binary)
    if binary is None:
        print("campaign: no inductor-audit binary (--binary or INDUCTOR_AUDIT_BIN); the static oracle is off", file=sys.stderr)
    meta = {"schema": STATE_SCHEMA, "argv": sys.argv, "device": args.device, "seed": args.seed, "binary": binary,
            "started_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
    with open(out / "campaign.json", "a") as f:
        f.write(json.dumps(meta) + "\n")
    shard = args.shard
    started = time.monotonic()
    lock = threading.Lock()
    totals = {"done": 0, "skipped": 0}

    # Every program any earlier run finished, whatever its job count then: a resume with
    # another --jobs assigns program numbers to other jobs (the H100 run resumed with 14
    # jobs after 12 and re-ran 164 finished programs when each job read only its own file).
    finished = {r.get("k") for r in read_state(out) if isinstance(r, dict)}

    def work(j: int):
        sp = state_path(out, shard, j)
        done = finished
        w = Worker(args.python, args.device, out / "logs" / f"shard-{shard[0]}-of-{shard[1]}.job-{j}.log", worker_env(out, j))
        k = shard[0] - 1 + shard[1] * j
        step = shard[1] * args.jobs
        try:
            while args.count is None or k < args.count:
                if args.time is not None and time.monotonic() - started > args.time:
                    break
                if k in done:
                    with lock:
                        totals["skipped"] += 1
                    k += step
                    continue
                seed = args.seed + k
                pdir = out / "programs" / f"{seed:08d}"
                if pdir.exists():
                    shutil.rmtree(pdir)  # a half-finished program of a killed run
                t0 = time.monotonic()
                res = w.run({"seed": seed, "dir": str(pdir), "device": args.device, "max_stmts": args.max_stmts, "profile": args.profile}, args.timeout)
                try:
                    res = judge(binary, w, pdir, res, args.timeout, args.confirm)
                except Exception as e:  # a bug of ours: recorded and counted, the campaign goes on
                    res["judge_error"] = repr(e)
                res.update({"k": k, "seed": seed, "wall_s": round(time.monotonic() - t0, 3)})
                res["clusters"] = cluster_keys(res)
                res.pop("job", None)
                with open(sp, "a") as f:
                    f.write(json.dumps(res, default=str) + "\n")
                with lock:
                    totals["done"] += 1
                    n = totals["done"]
                if not args.quiet:
                    a = res.get("audit", {}).get("status")
                    print(f"[{time.strftime('%H:%M:%S')}] #{n} seed {seed}: {res['verdict']}, audit {a}, {res['wall_s']:.1f} s"
                          + (f" {res['clusters']}" if res["clusters"] else ""), flush=True)
                k += step
        finally:
            w.stop()

    threads = [threading.Thread(target=work, args=(j,), daemon=True) for j in range(args.jobs)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    print(f"campaign: {totals['done']} programs run now, {totals['skipped']} already done, {time.monotonic() - started:.0f} s", file=sys.stderr)
    print(summary_text(read_state(out)))
    return 0


def summary(rows: list[dict]) -> dict:
    from collections import Counter

    verdicts = Counter(r.get("verdict") for r in rows)
    oracles: dict[str, Counter] = {}
    for r in rows:
        oracles.setdefault(ORACLE_OF.get(r.get("verdict"), "other"), Counter())[r.get("verdict")] += 1
        a = (r.get("audit") or {}).get("status", "not-run")
        oracles.setdefault("audit", Counter())[a] += 1
    clusters: dict[str, list] = {}
    for r in rows:
        for c in r.get("clusters", []):
            clusters.setdefault(c, []).append(r["seed"])
    valid = [r for r in rows if ORACLE_OF.get(r.get("verdict")) not in ("invalid",)]
    walls = [r.get("wall_s", 0) for r in rows]
    return {"programs": len(rows), "valid": len(valid), "verdicts": dict(verdicts),
            "oracles": {k: dict(v) for k, v in oracles.items()},
            "clusters": {k: sorted(v) for k, v in sorted(clusters.items())},
            "wall_s_total": round(sum(walls), 1), "wall_s_mean": round(sum(walls) / len(walls), 2) if walls else 0,
            "wall_s_median": sorted(walls)[len(walls) // 2] if walls else 0}


def summary_markdown(rows: list[dict], title: str) -> str:
    """Tables for CAMPAIGN.md: verdicts per oracle, audit coverage, warnings, clusters."""
    from collections import Counter

    s = summary(rows)
    walls = sorted(r.get("wall_s", 0) for r in rows)
    p90 = walls[int(len(walls) * 0.9)] if walls else 0
    out = [f"### {title}", "",
           f"{s['programs']} programs ({s['valid']} valid); wall time per program: mean {s['wall_s_mean']} s, "
           f"median {s['wall_s_median']} s, p90 {p90} s, total {s['wall_s_total']} s.", "",
           "| oracle | verdict | programs |", "| --- | --- | ---: |"]
    for o, c in sorted(s["oracles"].items()):
        for k, v in sorted(c.items(), key=lambda kv: str(kv[0])):
            out.append(f"| {o} | {k} | {v} |")
    tot: Counter = Counter()
    warn: Counter = Counter()
    for r in rows:
        for k, v in ((r.get("audit") or {}).get("stats") or {}).items():
            tot[k] += v or 0
        for f in (r.get("audit") or {}).get("findings", []):
            warn[(f["rule"], f["severity"])] += 1
    if tot["accesses"]:
        out += ["", f"Audit coverage: {tot['modules']} modules, {tot['kernels']} kernels, {tot['accesses']} accesses: "
                f"{tot['proven']} proven ({100.0 * tot['proven'] / tot['accesses']:.1f}%), {tot['violations']} violated, "
                f"{tot['unknown']} unknown; {tot['unparsed']} unparsed, {tot['unmodelled']} unmodelled."]
    if warn:
        out += ["", "| rule | severity | findings |", "| --- | --- | ---: |"]
        out += [f"| {r} | {sv} | {n} |" for (r, sv), n in sorted(warn.items())]
    out += ["", "| cluster | programs | seeds |", "| --- | ---: | --- |"]
    out += [f"| `{c.replace('|', ' / ')}` | {len(sd)} | {', '.join(map(str, sd[:8]))}{' ...' if len(sd) > 8 else ''} |" for c, sd in s["clusters"].items()]
    return "\n".join(out)


def summary_text(rows: list[dict]) -> str:
    s = summary(rows)
    lines = [f"{s['programs']} programs ({s['valid']} valid), {s['wall_s_mean']} s per program (median {s['wall_s_median']} s)"]
    for o, c in sorted(s["oracles"].items()):
        lines.append(f"  {o}: " + ", ".join(f"{k} {v}" for k, v in sorted(c.items(), key=lambda kv: str(kv[0]))))
    lines.append(f"{len(s['clusters'])} clusters:")
    for c, seeds in s["clusters"].items():
        lines.append(f"  {len(seeds):4d}  {c}  (seeds {', '.join(map(str, seeds[:6]))}{', ...' if len(seeds) > 6 else ''})")
    return "\n".join(lines)


def cmd_summary(args) -> int:
    rows = read_state(Path(args.out))
    if args.json:
        print(json.dumps(summary(rows), indent=1))
    elif args.markdown:
        print(summary_markdown(rows, args.out))
    else:
        print(summary_text(rows))
    return 0


def cmd_triage(args) -> int:
    from minimize import _same_finding, minimize_program

    out = Path(args.out)
    rows = read_state(out)
    s = summary(rows)
    binary = find_binary(args.binary)
    by_seed = {r["seed"]: r for r in rows}
    bugs = out / "bugs"
    bugs.mkdir(exist_ok=True)
    w = Worker(args.python, args.device, out / "logs" / "triage.log", worker_env(out, 999))
    index = []
    try:
        for key, seeds in s["clusters"].items():
            if args.only and not any(o in key for o in args.only):
                continue
            # The representative: the smallest program of the cluster.
            rep = min(seeds, key=lambda sd: (by_seed[sd].get("n_stmts") or 99, sd))
            name = "c" + hashlib.sha1(key.encode()).hexdigest()[:10]
            cdir = bugs / name
            if (cdir / "cluster.json").is_file() and not args.redo:
                index.append(json.loads((cdir / "cluster.json").read_text()))
                continue
            cdir.mkdir(exist_ok=True)
            src_dir = out / "programs" / f"{rep:08d}"
            program = json.loads((src_dir / "program.json").read_text())
            record = {"cluster": key, "members": len(seeds), "seeds": seeds[:50], "representative": rep,
                      "finding": {k: by_seed[rep].get(k) for k in ("verdict", "evidence", "audit", "reruns")},
                      "torch": by_seed[rep].get("torch")}
            mini = None
            # The representative again, with today's worker: a finding that does not come
            # back (flaky, or judged by an older harness) is not minimized.
            again = run_and_keys(w, binary, program, cdir / "again", args.timeout)
            record["reproduces_on_rerun"] = key in again.get("clusters", [])
            record["rerun"] = {k: again.get(k) for k in ("verdict", "evidence", "clusters")}
            if record["reproduces_on_rerun"] and args.minimize_budget > 0 and not key.startswith(("crash|timeout", "crash|worker-crash", "harness")):
                mini, log = minimize_program(program, key, lambda p, d: run_and_keys(w, binary, p, d, args.timeout),
                                             cdir / "min", budget=args.minimize_budget)
                record["minimize"] = log
            final = mini or program
            (cdir / "program.json").write_text(json.dumps(final, indent=1))
            shutil.copy(src_dir / "program.py", cdir / "original_program.py")
            final_dir = cdir / "final"
            if final_dir.exists():
                shutil.rmtree(final_dir)
            if mini is None:
                # Nothing was minimized: the re-run above is the final run.
                shutil.copytree(cdir / "again", final_dir)
                r = again
            else:
                r = run_and_keys(w, binary, final, final_dir, args.timeout)
            record["torch"] = record["torch"] or again.get("torch")
            shutil.copy(final_dir / "program.py", cdir / "program.py")
            if (final_dir / "dump").is_dir():
                shutil.copytree(final_dir / "dump", cdir / "dump", dirs_exist_ok=True)
            record["minimized_still_reproduces"] = any(_same_finding(key, c) for c in r.get("clusters", []))
            record["minimized_stmts"] = len(final["stmts"])
            record["original_stmts"] = len(program["stmts"])
            record["final"] = {k: r.get(k) for k in ("verdict", "evidence", "audit", "clusters")}
            record["reproduce"] = (f"python3 {cdir / 'program.py'}  # eager vs compiled; "
                                   f"python3 tools/capture.py --out /tmp/{name} -- python3 {cdir / 'program.py'} && inductor-audit audit /tmp/{name}")
            (cdir / "cluster.json").write_text(json.dumps(record, indent=1, default=str))
            index.append(record)
            print(f"{name}: {key}: {record['original_stmts']} -> {record['minimized_stmts']} statements, "
                  f"still reproduces: {record['minimized_still_reproduces']}", flush=True)
    finally:
        w.stop()
    (bugs / "index.json").write_text(json.dumps(index, indent=1, default=str))
    return 0


def run_and_keys(w: Worker, binary, program: dict, d: Path, timeout: float) -> dict:
    if d.exists():
        shutil.rmtree(d)
    r = w.run({"program": program, "dir": str(d)}, timeout)
    r = judge(binary, w, d, r, timeout, False)
    r["clusters"] = cluster_keys(r)
    return r


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description="Inductor bug-finding campaign (see the module docstring).")
    sub = ap.add_subparsers(dest="cmd", required=True)
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--out", required=True)
    common.add_argument("--binary", default=None, help="the inductor-audit binary (default: INDUCTOR_AUDIT_BIN, target/release, PATH)")
    common.add_argument("--python", default=sys.executable, help="interpreter of the workers (the one with torch)")
    common.add_argument("--device", default="cpu")
    common.add_argument("--timeout", type=parse_duration, default=300.0, help="seconds per program before its worker is killed")
    r = sub.add_parser("run", parents=[common])
    r.add_argument("--count", type=int, default=None, help="programs k < COUNT (all shards together)")
    r.add_argument("--time", type=parse_duration, default=None, help="stop starting programs after this long (600, 20m, 2h)")
    r.add_argument("--jobs", type=int, default=1)
    r.add_argument("--shard", type=parse_shard, default=(1, 1))
    r.add_argument("--seed", type=int, default=0)
    r.add_argument("--max-stmts", type=int, default=8)
    r.add_argument("--profile", choices=["default", "edge"], default="default",
                   help="edge: also empty dimensions and sizes past powers of two")
    r.add_argument("--confirm", action="store_true", help="replay error findings with `inductor-audit confirm` (GPU)")
    r.add_argument("--quiet", action="store_true")
    t = sub.add_parser("triage", parents=[common])
    t.add_argument("--minimize-budget", type=int, default=25, help="program runs per cluster for the minimizer (0: none)")
    t.add_argument("--only", action="append", help="only clusters whose key contains this")
    t.add_argument("--redo", action="store_true")
    sm = sub.add_parser("summary")
    sm.add_argument("--out", required=True)
    sm.add_argument("--json", action="store_true")
    sm.add_argument("--markdown", action="store_true")
    args = ap.parse_args(argv)
    if args.cmd == "run":
        if args.jobs < 1:
            ap.error("--jobs must be at least 1")
        if args.count is None and args.time is None:
            ap.error("give a budget: --count N and/or --time DURATION")
        return cmd_run(args)
    if args.cmd == "triage":
        return cmd_triage(args)
    return cmd_summary(args)


if __name__ == "__main__":
    sys.path.insert(0, str(HERE))
    sys.exit(main(sys.argv[1:]))
