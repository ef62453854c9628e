#!/usr/bin/env python3
"""Mutants of real C++ (CPU) Inductor kernels, labelled by AddressSanitizer.

    python3 tools/cpp_mutants.py make  [--out DIR] [SAMPLE_DIR...]
    python3 tools/cpp_mutants.py label [--out DIR] [--jobs N] [--timeout S]
    python3 tools/cpp_mutants.py relabel [--out DIR]
    python3 tools/cpp_mutants.py run   MODULE.py          # used by `label`

`make` reads the wrapper modules (cache `c<hash>.py` holding `def call(`) of the CPU
samples (default: kernels_samples/cpu_* and /work/shared/corpus/cpu_*) and writes one
module per mutant into DIR/mutants/ plus DIR/manifest.json. Operators, each applied at
one site of the kernel source or the wrapper:

  loop_bound_plus1   `x0<static_cast<int64_t>(E)` becomes `x0<static_cast<int64_t>((E) + 1)`
  vector_width_x2    the lane count of a `loadu`/`store` (`static_cast<int64_t>(16)`) doubled
  tail_removed       `C10_LIKELY(a && b)` keeps only `a`: the full-vector branch runs on the tail
  alloc_shrunk       a wrapper `empty_strided_cpu((n, ...), ...)` loses one row, or a
                     kernel-local `std::array<T, N>` / `make_unique<T []>(N)` shrinks

`label` runs every mutant once (`call(get_args())`) with its C++ compiled by gcc with
`-fsanitize=address` (a CXX wrapper: Inductor compiles with $CXX) and libasan preloaded
into Python, and writes DIR/labels.json: per mutant (and per unmutated `baseline` module) `oob` (ASan reported an invalid
access: the report's first line is kept), `clean` (ran to the end), or `failed`
(compile error, exception, timeout, an ASan report that is no memory error such as
FPE: not a label for the bounds test). `relabel` re-applies that classification to the
reports already recorded.

What ASan cannot see: gcc does not instrument AVX-512 masked loads and stores, which is
how `loadu(p, n)` and `store(p, n)` touch `n` elements below the vector width. A mutant
whose overrun goes only through them (a 5-lane tail load made 10 lanes, a loop bound +1
on a kernel whose accesses are all tails) is labelled `clean` although it reads or writes
outside the tensor; the static pass reports those too. A count above the vector width
reads only the vector's width (the mask is truncated), so `vector_width_x2` mutants of
full-width accesses are really clean.

Python standard library only; `label` and `run` need torch and gcc.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO / "tests" / "fixtures" / "cpp_mutants"
PER_OPERATOR = 3  # sites per operator per module: enough variety, bounded labelling time


def sample_dirs() -> list[Path]:
    dirs = sorted((REPO / "kernels_samples").glob("cpu_*"))
    dirs += sorted(Path("/work/shared/corpus").glob("cpu_*"))
    return [d for d in dirs if d.is_dir()]


def wrappers(sample: Path) -> list[Path]:
    out = []
    for p in sorted((sample / "cache").rglob("c*.py")):
        try:
            text = p.read_text()
        except (OSError, UnicodeDecodeError):
            continue
        if "def call(" in text and "cpp_pybinding" in text:
            out.append(p)
    return out


def closing(text: str, open_at: int) -> int | None:
    """Index of the parenthesis closing the one at `open_at`."""
    depth = 0
    for i in range(open_at, len(text)):
        c = text[i]
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return i
    return None


def kernel_spans(text: str) -> list[tuple[int, int]]:
    """The raw-string C++ sources of `cpp_pybinding([...], r'''...''')`."""
    spans = []
    for m in re.finditer(r"cpp_pybinding\(\[[^\]]*\], r'''", text):
        end = text.find("'''", m.end())
        if end > 0:
            spans.append((m.end(), end))
    return spans


def in_kernel(spans, i: int) -> bool:
    return any(a <= i < b for a, b in spans)


def loop_bound_plus1(text: str):
    spans = kernel_spans(text)
    for m in re.finditer(r"; (x\w*)<static_cast<int64_t>\(", text):
        if not in_kernel(spans, m.start()):
            continue
        open_at = m.end() - 1
        close = closing(text, open_at)
        if close is None:
            continue
        inner = text[open_at + 1 : close]
        yield f"loop {m.group(1)} < {inner} + 1", text[: open_at + 1] + f"({inner}) + 1" + text[close:]


def vector_width_x2(text: str):
    spans = kernel_spans(text)
    for m in re.finditer(r"(loadu|store)\((.*?), static_cast<int64_t>\((\d+)L?\)\)", text):
        if not in_kernel(spans, m.start()):
            continue
        n = int(m.group(3))
        if n < 2:
            continue
        a, b = m.span(3)
        yield f"{m.group(1)} of {n} lanes reads {2 * n}", text[:a] + str(2 * n) + text[b:]


def tail_removed(text: str):
    spans = kernel_spans(text)
    for m in re.finditer(r"C10_LIKELY\(", text):
        if not in_kernel(spans, m.start()):
            continue
        open_at = m.end() - 1
        close = closing(text, open_at)
        if close is None:
            continue
        inner = text[open_at + 1 : close]
        if " && " not in inner:
            continue
        first = inner.split(" && ")[0]
        yield f"tail test dropped: C10_LIKELY({first})", text[: open_at + 1] + first + text[close:]


def alloc_shrunk(text: str):
    spans = kernel_spans(text)
    for m in re.finditer(r"(buf\w+) = empty_strided_cpu\(\(", text):
        open_at = m.end() - 1
        close = closing(text, open_at)
        if close is None:
            continue
        sizes = text[open_at + 1 : close]
        first = sizes.split(",")[0].strip()
        if not first or first == "1":
            continue
        new = f"({first}) - 1" + sizes[len(sizes.split(",")[0]) :]
        yield f"{m.group(1)} allocated with {first} - 1 rows", text[: open_at + 1] + new + text[close:]
    for m in re.finditer(r"std::array<(\w+), (\d+)> (\w+)", text):
        if not in_kernel(spans, m.start()):
            continue
        n = int(m.group(2))
        if n < 2:
            continue
        a, b = m.span(2)
        yield f"local {m.group(3)} sized {n // 2} instead of {n}", text[:a] + str(n // 2) + text[b:]
    for m in re.finditer(r"make_unique<(\w+) ?\[\]>\(", text):
        if not in_kernel(spans, m.start()):
            continue
        open_at = m.end() - 1
        close = closing(text, open_at)
        if close is None:
            continue
        inner = text[open_at + 1 : close]
        yield f"local buffer of {inner} - 1 elements", text[: open_at + 1] + f"({inner}) - 1" + text[close:]


OPERATORS = {
    "loop_bound_plus1": loop_bound_plus1,
    "vector_width_x2": vector_width_x2,
    "tail_removed": tail_removed,
    "alloc_shrunk": alloc_shrunk,
}


def make(out: Path, samples: list[Path]) -> int:
    mdir = out / "mutants"
    if mdir.exists():
        shutil.rmtree(mdir)
    mdir.mkdir(parents=True)
    manifest = []
    for sample in samples:
        for w in wrappers(sample):
            text = w.read_text()
            # The unmutated module: ASan must pass it, or the labels mean nothing.
            path = mdir / f"c{sample.name}_baseline.py"
            path.write_text(text)
            manifest.append({"id": f"{sample.name}-baseline", "sample": sample.name, "source": str(w.relative_to(sample)), "operator": "none", "what": "unmutated", "file": str(path.relative_to(out))})
            for op, fn in OPERATORS.items():
                seen = 0
                for what, mutated in fn(text):
                    if seen >= PER_OPERATOR:
                        break
                    seen += 1
                    digest = hashlib.sha1(mutated.encode()).hexdigest()[:10]
                    mid = f"{sample.name}-{op}-{seen}-{digest}"
                    # The file name keeps the `c<hash>.py` shape the audit detects.
                    path = mdir / f"c{mid.replace('-', '_')}.py"
                    path.write_text(mutated)
                    manifest.append({"id": mid, "sample": sample.name, "source": str(w.relative_to(sample)), "operator": op, "what": what, "file": str(path.relative_to(out))})
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    print(f"{len(manifest)} mutants in {mdir}")
    return 0


def run(module_path: str) -> int:
    import importlib.util

    spec = importlib.util.spec_from_file_location("inductor_cpp_mutant", module_path)
    if spec is None or spec.loader is None:
        return 2
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    args = module.get_args()
    module.call(args)
    print("cpp_mutants: ok", flush=True)
    return 0


def asan_env(tmp: Path) -> dict:
    cxx = tmp / "asan-g++"
    cxx.write_text('#!/bin/sh\nexec g++ -fsanitize=address -fno-omit-frame-pointer "$@"\n')
    cxx.chmod(0o755)
    libasan = subprocess.run(["gcc", "-print-file-name=libasan.so"], capture_output=True, text=True).stdout.strip()
    env = dict(os.environ)
    env.update(
        CXX=str(cxx),
        LD_PRELOAD=libasan,
        ASAN_OPTIONS="detect_leaks=0:halt_on_error=1:abort_on_error=0",
        TORCHINDUCTOR_CACHE_DIR=str(tmp / "cache"),
        OMP_NUM_THREADS="2",
    )
    return env


def label_one(entry: dict, out: Path, timeout: int) -> dict:
    with tempfile.TemporaryDirectory(prefix="cppmut-") as t:
        env = asan_env(Path(t))
        try:
            p = subprocess.run([sys.executable, __file__, "run", str(out / entry["file"])], env=env, capture_output=True, text=True, timeout=timeout)
            rc, err, stdout = p.returncode, p.stderr, p.stdout
        except subprocess.TimeoutExpired:
            return {"label": "failed", "why": f"timeout after {timeout}s"}
    m = re.search(r"ERROR: AddressSanitizer: ([\w-]+)", err)
    if m:
        return classify(m.group(1), err[m.start() : m.start() + 300].splitlines()[0])
    if rc == 0 and "cpp_mutants: ok" in stdout:
        return {"label": "clean"}
    last = [l for l in err.strip().splitlines() if l.strip()][-1:] or [f"exit {rc}"]
    return {"label": "failed", "why": last[0][:300]}


# ASan reports that are not invalid memory accesses: an integer division by zero in a
# kernel fed random `get_args()` inputs says nothing about bounds.
NOT_MEMORY = {"FPE", "ILL", "stack-overflow"}
NOTES = (
    "oob: ASan reported an invalid access. clean: ran to the end without a report; ASan does not "
    "instrument AVX-512 masked loads/stores (loadu(p, n) / store(p, n) with n below the vector width), "
    "so overruns made only through them are labelled clean. failed: no bounds label (compile error, "
    "exception, timeout, or a non-memory ASan report such as FPE from random integer inputs)."
)


def classify(kind: str, report: str) -> dict:
    if kind in NOT_MEMORY:
        return {"label": "failed", "why": report, "asan": kind}
    return {"label": "oob", "asan": kind, "report": report}


def relabel(out: Path) -> int:
    """Re-applies `classify` to the ASan reports already in labels.json."""
    path = out / "labels.json"
    labels = json.loads(path.read_text())
    labels["notes"] = NOTES
    for entry in labels["mutants"].values():
        kind = entry.get("asan")
        if kind:
            report = entry.get("report") or entry.get("why") or ""
            for k in ("label", "why", "report", "asan"):
                entry.pop(k, None)
            entry.update(classify(kind, report))
    path.write_text(json.dumps(labels, indent=1) + "\n")
    return 0


def label(out: Path, jobs: int, timeout: int) -> int:
    manifest = json.loads((out / "manifest.json").read_text())
    gcc = subprocess.run(["gcc", "--version"], capture_output=True, text=True).stdout.splitlines()[:1]
    try:
        import torch  # noqa: F401

        torch_version = torch.__version__
    except ImportError:
        torch_version = None
    with ThreadPoolExecutor(max_workers=jobs) as ex:
        results = list(ex.map(lambda e: label_one(e, out, timeout), manifest))
    labels = {
        "tool": "AddressSanitizer (gcc -fsanitize=address via CXX, libasan preloaded into Python; tools/cpp_mutants.py label)",
        "notes": NOTES,
        "gcc": gcc[0] if gcc else None,
        "torch": torch_version,
        "mutants": {e["id"]: {**{k: e[k] for k in ("operator", "what", "file", "sample")}, **r} for e, r in zip(manifest, results)},
    }
    (out / "labels.json").write_text(json.dumps(labels, indent=1) + "\n")
    counts: dict[str, int] = {}
    for r in results:
        counts[r["label"]] = counts.get(r["label"], 0) + 1
    print(counts)
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    mk = sub.add_parser("make")
    mk.add_argument("--out", type=Path, default=DEFAULT_OUT)
    mk.add_argument("samples", nargs="*", type=Path)
    lb = sub.add_parser("label")
    lb.add_argument("--out", type=Path, default=DEFAULT_OUT)
    lb.add_argument("--jobs", type=int, default=2)
    lb.add_argument("--timeout", type=int, default=600)
    rl = sub.add_parser("relabel")
    rl.add_argument("--out", type=Path, default=DEFAULT_OUT)
    rn = sub.add_parser("run")
    rn.add_argument("module")
    a = ap.parse_args()
    if a.cmd == "make":
        return make(a.out, a.samples or sample_dirs())
    if a.cmd == "label":
        return label(a.out, a.jobs, a.timeout)
    if a.cmd == "relabel":
        return relabel(a.out)
    return run(a.module)


if __name__ == "__main__":
    sys.exit(main())
