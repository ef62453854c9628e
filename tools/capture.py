#!/usr/bin/env python3
"""Run a program under torch.compile and keep everything Inductor generated.

    python3 tools/capture.py --out DIR [--name NAME] -- python3 prog.py args...

The program runs with ``TORCH_LOGS=output_code,guards,dynamic`` (the code and the
Dynamo guards that bound its shapes) and a private Inductor cache
(``DIR/cache``), so the dump holds both views of the generated code: the
glog-prefixed log (``DIR/output_code.log.gz``) and the cache dir (wrapper modules
``c<hash>.py``, kernel modules, ``*.best_config``, ``triton/<dev>/<hash>/``).
Alongside: ``DIR/stdout.txt``, ``DIR/program.py`` (a copy of the script) and
``DIR/capture.json`` (what ran, where, how it ended).

Exits with the child's exit status (128 + signal number if a signal ended it),
or 2 when the capture itself cannot start.

Python standard library only: it has to run wherever the program runs, before
anything else is installed.
"""

from __future__ import annotations

import argparse
import datetime
import gzip
import json
import os
import platform
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

# Inductor and Triton write these for their own use; the audit never reads them
# and a single max-autotune run produces megabytes of them.
PRUNED_SUFFIXES = (
    ".ptx", ".ttir", ".ttgir", ".llir", ".source", ".amdgcn", ".hsaco",
    ".so", ".o", ".gch", ".pch", ".lock", ".pkl", ".load_ok",
)
# Whole subtrees of pickled graphs (FX graph cache, AOTAutograd cache): binary,
# version-specific, and redundant with the wrapper modules beside them.
PRUNED_DIRS = ("aotautograd", "fxgraph")
# Triton's group files (`__grp__<kernel>.json`) only list the other files of a
# compiled kernel, some of which are pruned above.
PRUNED_PREFIXES = ("__grp__",)

# Variables that change what the dump holds; recorded when the caller set them.
RECORDED_ENV_PREFIXES = ("TORCH", "TRITON", "CUDA_", "PYTORCH_", "INDUCTOR")

CHUNK = 1 << 16

PROBE = r"""
import json, sys, platform
info = {"python": sys.version.split()[0], "executable": sys.executable}
try:
    import torch
    info["torch"] = torch.__version__
    info["cuda"] = torch.version.cuda
    info["hip"] = getattr(torch.version, "hip", None)
    if torch.cuda.is_available():
        n = torch.cuda.device_count()
        info["devices"] = [torch.cuda.get_device_name(i) for i in range(n)]
        info["capability"] = list(torch.cuda.get_device_capability(0))
    else:
        info["devices"] = []
except Exception as e:
    info["torch_error"] = repr(e)
try:
    import triton
    info["triton"] = triton.__version__
except Exception as e:
    info["triton_error"] = repr(e)
print(json.dumps(info))
"""


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        usage="%(prog)s --out DIR [--name NAME] [options] -- COMMAND...",
    )
    parser.add_argument("--out", required=True, type=Path,
                        help="dump directory; must be empty or not exist")
    parser.add_argument("--name", help="name recorded in capture.json (default: DIR's name)")
    parser.add_argument("--keep-all", action="store_true",
                        help="keep every cache file, the bulky ones the audit never reads too")
    parser.add_argument("--keep-plain-log", action="store_true",
                        help="keep output_code.log uncompressed as well")
    parser.add_argument("--tee", action="store_true",
                        help="also echo the program's stdout and stderr here")
    parser.add_argument("--timeout", type=float, default=None,
                        help="seconds before the program is killed (exit status 124)")
    parser.add_argument("--logs", default="output_code",
                        help="TORCH_LOGS value (default: output_code); "
                             "output_code, guards and dynamic are added when missing")
    parser.add_argument("command", nargs=argparse.REMAINDER,
                        help="the program to run, after --")
    args = parser.parse_args(argv)
    if args.command and args.command[0] == "--":
        args.command = args.command[1:]
    if not args.command:
        parser.error("no command given after --")
    return args


def torch_logs_value(requested: str, inherited: str | None) -> str:
    """What the program asked for, what the caller adds, and output_code (the audit
    cannot do without it), guards and dynamic (Dynamo's guards and the create_symbol
    records naming each source's shape symbol: the largest shapes a module runs at)."""
    parts = [p for p in (inherited or "").split(",") if p.strip()]
    for p in requested.split(","):
        if p.strip() and p.strip() not in parts:
            parts.append(p.strip())
    for needed in ("output_code", "guards", "dynamic"):
        # `+x` (debug level) and `-x` (off) are the user's say on `x`.
        if not any(p.strip().lstrip("+-") == needed for p in parts):
            parts.append(needed)
    return ",".join(parts)


def child_environment(out: Path, logs: str) -> tuple[dict[str, str], dict[str, str], dict[str, str]]:
    """Returns (env for the child, variables we set, variables we removed)."""
    env = dict(os.environ)
    removed = {}
    # Each of these would send kernels elsewhere or stop the cache being
    # written, leaving the dump without its cache half.
    for name in ("TORCHINDUCTOR_FORCE_DISABLE_CACHES", "TRITON_CACHE_DIR",
                 "TORCHINDUCTOR_AUTOTUNE_LOCAL_CACHE"):
        if name in env:
            removed[name] = env.pop(name)
    ours = {
        "TORCH_LOGS": torch_logs_value(logs, env.get("TORCH_LOGS")),
        "TORCHINDUCTOR_CACHE_DIR": str((out / "cache").resolve()),
        "PYTHONUNBUFFERED": "1",
    }
    env.update(ours)
    return env, ours, removed


def recorded_inherited_env(env: dict[str, str], ours: dict[str, str]) -> dict[str, str]:
    return {
        k: v for k, v in sorted(env.items())
        if k not in ours and k.startswith(RECORDED_ENV_PREFIXES)
    }


def program_script(command: list[str]) -> Path | None:
    """The script a `python [opts] script.py args` command runs, if there is one."""
    if not Path(command[0]).name.startswith("python"):
        first = Path(command[0])
        return first if first.suffix == ".py" and first.is_file() else None
    i = 1
    while i < len(command):
        arg = command[i]
        if arg in ("-m", "-c"):
            return None
        if arg in ("-W", "-X"):
            i += 2
            continue
        if arg.startswith("-"):
            i += 1
            continue
        path = Path(arg)
        return path if path.is_file() else None
    return None


def pump(src, sinks) -> None:
    """Copies a pipe to files in fixed-size chunks so memory stays bounded."""
    while True:
        chunk = src.read1(CHUNK) if hasattr(src, "read1") else src.read(CHUNK)
        if not chunk:
            break
        for sink in sinks:
            try:
                sink.write(chunk)
                sink.flush()
            except (OSError, ValueError):
                # A closed terminal must not stop the dump being written.
                if sink is not sinks[0]:
                    sinks = [s for s in sinks if s is not sink]
                else:
                    raise
    src.close()


def run_child(command, env, stdout_path: Path, stderr_path: Path, tee: bool,
              timeout: float | None) -> tuple[int, bool, str | None]:
    """Runs the program; returns (exit status, timed out, spawn error)."""
    with open(stdout_path, "wb") as out_f, open(stderr_path, "wb") as err_f:
        if not tee:
            # The child writes straight into the files: nothing passes through us.
            try:
                proc = subprocess.Popen(command, env=env, stdout=out_f, stderr=err_f,
                                        stdin=subprocess.DEVNULL, start_new_session=True)
            except OSError as e:
                return 127, False, repr(e)
            threads = []
        else:
            try:
                proc = subprocess.Popen(command, env=env, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                                        start_new_session=True)
            except OSError as e:
                return 127, False, repr(e)
            threads = [
                threading.Thread(target=pump, args=(proc.stdout, [out_f, sys.stdout.buffer]),
                                 daemon=True),
                threading.Thread(target=pump, args=(proc.stderr, [err_f, sys.stderr.buffer]),
                                 daemon=True),
            ]
            for t in threads:
                t.start()

        # The program runs in a process group of its own so that a timeout also
        # ends the compile workers it started; signals meant for it are passed on.
        def signal_group(signum):
            try:
                os.killpg(proc.pid, signum)
            except OSError:
                pass

        def forward(signum, _frame):
            signal_group(signum)

        previous = {s: signal.signal(s, forward) for s in (signal.SIGTERM, signal.SIGINT)}
        timed_out = False
        try:
            try:
                rc = proc.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                timed_out = True
                signal_group(signal.SIGTERM)
                try:
                    proc.wait(timeout=30)
                except subprocess.TimeoutExpired:
                    signal_group(signal.SIGKILL)
                    proc.wait()
                rc = 124
        finally:
            for s, h in previous.items():
                signal.signal(s, h)
        # Processes the program left behind may still hold the pipes open;
        # give them a while, then end them so the capture itself finishes.
        deadline = time.monotonic() + 30
        for t in threads:
            t.join(timeout=max(0.0, deadline - time.monotonic()))
        if any(t.is_alive() for t in threads):
            signal_group(signal.SIGKILL)
            for t in threads:
                t.join()
    if rc < 0:
        rc = 128 + (-rc)
    return rc, timed_out, None


def gzip_file(src: Path, dst: Path) -> None:
    with open(src, "rb") as f_in, gzip.open(dst, "wb", compresslevel=9) as f_out:
        shutil.copyfileobj(f_in, f_out, CHUNK)


def prune_cache(cache: Path) -> dict[str, int]:
    """Deletes the cache files the audit never reads; returns counts and bytes."""
    removed_files = 0
    removed_bytes = 0
    if not cache.is_dir():
        return {"removed_files": 0, "removed_bytes": 0}
    for root, dirs, files in os.walk(cache, topdown=True):
        root_path = Path(root)
        for d in list(dirs):
            if d in PRUNED_DIRS:
                for sub_root, _sub_dirs, sub_files in os.walk(root_path / d):
                    for f in sub_files:
                        try:
                            removed_bytes += (Path(sub_root) / f).stat().st_size
                        except OSError:
                            pass
                        removed_files += 1
                shutil.rmtree(root_path / d, ignore_errors=True)
                dirs.remove(d)
        for f in files:
            if f.endswith(PRUNED_SUFFIXES) or f.startswith(PRUNED_PREFIXES):
                p = root_path / f
                try:
                    removed_bytes += p.stat().st_size
                    p.unlink()
                    removed_files += 1
                except OSError:
                    pass
    # Directories emptied by the pruning carry no information.
    for root, dirs, files in os.walk(cache, topdown=False):
        for d in dirs:
            try:
                (Path(root) / d).rmdir()
            except OSError:
                pass
    return {"removed_files": removed_files, "removed_bytes": removed_bytes}


def tree_size(path: Path) -> tuple[int, int]:
    files = 0
    size = 0
    for root, _dirs, names in os.walk(path):
        for n in names:
            try:
                size += (Path(root) / n).stat().st_size
                files += 1
            except OSError:
                pass
    return files, size


def probe_versions(command: list[str], env: dict[str, str]) -> dict:
    """Asks the program's own interpreter which torch, triton and GPU it sees."""
    interpreter = command[0] if Path(command[0]).name.startswith("python") else sys.executable
    probe_env = {k: v for k, v in env.items() if k != "TORCH_LOGS"}
    try:
        done = subprocess.run([interpreter, "-c", PROBE], env=probe_env, capture_output=True,
                              timeout=180, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.TimeoutExpired) as e:
        return {"probe_error": repr(e)}
    try:
        return json.loads(done.stdout.decode("utf-8", "replace").strip().splitlines()[-1])
    except (ValueError, IndexError):
        return {"probe_error": done.stderr.decode("utf-8", "replace")[-2000:]}


def main(argv: list[str]) -> int:
    args = parse_args(argv)
    out: Path = args.out
    if out.exists() and (not out.is_dir() or any(out.iterdir())):
        print(f"capture: {out} exists and is not an empty directory; "
              "a dump must not mix two runs", file=sys.stderr)
        return 2
    out.mkdir(parents=True, exist_ok=True)
    name = args.name or out.resolve().name
    env, ours, removed = child_environment(out, args.logs)

    script = program_script(args.command)
    if script is not None:
        shutil.copyfile(script, out / "program.py")

    started_utc = datetime.datetime.now(datetime.timezone.utc)
    t0 = time.monotonic()
    log_path = out / "output_code.log"
    rc, timed_out, spawn_error = run_child(args.command, env, out / "stdout.txt", log_path,
                                           args.tee, args.timeout)
    duration = time.monotonic() - t0

    gzip_file(log_path, out / "output_code.log.gz")
    if not args.keep_plain_log:
        log_path.unlink()

    pruned = {"removed_files": 0, "removed_bytes": 0}
    if not args.keep_all:
        pruned = prune_cache(out / "cache")
    kept_files, kept_bytes = tree_size(out / "cache")

    versions = probe_versions(args.command, env)
    record = {
        "name": name,
        "argv": args.command,
        "cwd": os.getcwd(),
        "program": str(script) if script is not None else None,
        "exit_status": rc,
        "timed_out": timed_out,
        "spawn_error": spawn_error,
        "duration_s": round(duration, 3),
        "started_utc": started_utc.strftime("%Y-%m-%dT%H:%M:%SZ"),
        "torch": versions.get("torch"),
        "triton": versions.get("triton"),
        "cuda": versions.get("cuda"),
        "devices": versions.get("devices"),
        "capability": versions.get("capability"),
        "python": versions.get("python"),
        "probe": versions,
        "host": {"platform": platform.platform(), "machine": platform.machine(),
                 "capture_python": sys.version.split()[0]},
        "env_set": ours,
        "env_removed": removed,
        "env_inherited": recorded_inherited_env(env, ours),
        "cache": {"pruned": not args.keep_all, **pruned,
                  "kept_files": kept_files, "kept_bytes": kept_bytes},
        "files": {"log": "output_code.log.gz", "stdout": "stdout.txt",
                  "program": "program.py" if script is not None else None,
                  "cache": "cache"},
    }
    with open(out / "capture.json", "w") as f:
        json.dump(record, f, indent=2)
        f.write("\n")
    return rc


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
