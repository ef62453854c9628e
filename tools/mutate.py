#!/usr/bin/env python3
"""Make the Triton mutation test set from the real wrapper modules in kernels_samples/.

Each mutant is one wrapper module (`cache/xx/c<hash>.py`, the one holding `def call(`)
with exactly one line changed by one of these operators:

  mask_drop           a tl.load/tl.store/tl.atomic_* loses its mask (and `other=`, which
                      Triton refuses without a mask)
  mask_conjunct_drop  one conjunct of an `a & b & c` mask is dropped (`other=` kept): the
                      pad mask of a fused constant_pad_nd, say
  offset_plus_one     `ptr + (expr)` becomes `ptr + (expr + 1)` in a load or store
  lt_to_le            `<` becomes `<=` in a mask definition (`xmask = xindex < xnumel`,
                      `r0_mask`, `ymask`, a template's `mask = (idx_m < M) & ...`, and the
                      `tmpN = a < b` comparisons that flow into a load or store mask)
  alloc_shrink        the first size (not a literal 1) of an `empty_strided_cuda` in the
                      wrapper loses 1, strides untouched
  numel_plus_one      a numel gains 1: the `xnumel = 104` constant a static kernel sets
                      itself, else the launch's `<kernel>_xnumel = ...` line, else the `.run`
                      argument itself (a literal, or `s27 + 1`: never the size symbol)

With `--set wrapper` the mutants are wrapper-level views and benchmark modules instead
(tests/fixtures/wrapper_mutants/), from every clean sample's wrapper modules that hand views
to something other than a Triton launch, and from every kernel benchmark module:

  view_offset         a `reinterpret_tensor(base, sizes, strides, offset)` handed to an
                      extern kernel, an ATen op, a copy or returned gains one outer stride
                      in its offset (the view moves one row)
  view_stride         the same views' outer stride doubles
  bench_shrink        a `rand_strided(sizes, strides, ...)` of a benchmark module's
                      get_args() loses 1 in its first size (not a literal 1), strides kept

With `--set blind` (tests/fixtures/blind_mutants/) the mutants target what issue 14 calls
blind spots: template kernels, split-scan workspaces and launches, from every GPU wrapper
module of kernels_samples/ and the corpus copy tests/fixtures/corpus/:

  swap_args           two tensor arguments of one launch whose kernel parameters have one
                      dtype and whose tensors have different sizes trade places
  template_stride     a template's `stride_xx = N` constant (N > 1) becomes N + 1
  template_loop_step  a template's K-loop advance grows by one element: `A += BLOCK_K *
                      stride_ak` -> `A += (BLOCK_K + 1) * stride_ak`, `(k_idx * BLOCK_K)` ->
                      `(k_idx * (BLOCK_K + 1))`
  workspace_shrink    a `workspace_N = empty_strided_cuda((S, ), ...)` loses one byte
  workspace_halve     the same workspace gets S // 2 bytes

With `--set decomp` (tests/fixtures/decomp_mutants/) the mutants change how a kernel splits
its linear index into coordinates, and what width the wrapper allocates, from every clean
sample's GPU wrapper module (not the templates):

  index_div           `x1 = xindex // 64` -> `// 63` (a literal divisor above 2) in an
                      index variable that reaches a load or store
  index_mod           `x0 = (xindex % 64)` -> `% 65`, `% ks0` -> `% (ks0 + 1)`
  alloc_dtype         an `empty_strided_cuda(...)` a Triton launch receives gets the next
                      narrower dtype (float32 -> float16, int64 -> int32, ...): the kernel
                      still moves its compiled width

With `--set contents` (tests/fixtures/contents_mutants/) the mutants change what a kernel
stores into an integer buffer that a later launch of the same module reads (interpolation's
source rows and columns, computed once and gathered through), from every clean sample's GPU
wrapper module:

  stored_index_plus_one  `tl.store(out_ptr0 + (x0), tmp10, xmask)` into an int buffer
                         stores `tmp10 + 1`
  stored_index_unclamped `tmp12 = triton_helpers.minimum(tmp10, tmp11)` in such a kernel
                         becomes `tmp12 = tmp10` (the upper clamp is lost)

Only one line changes, so a mutant is stored as that line (`mutants.json`: line, old,
new) against its source file in the repository; `--materialize DIR` writes the complete
mutated modules. The choice of sites is deterministic: candidates are enumerated in file
order and sampled with a `random.Random` seeded by sample and operator name.

    python3 tools/mutate.py                       # writes tests/fixtures/triton_mutants/mutants.json
    python3 tools/mutate.py --materialize /tmp/m  # also writes /tmp/m/<id>.py and the controls
    python3 tools/mutate.py --set wrapper         # writes tests/fixtures/wrapper_mutants/mutants.json
    python3 tools/mutate.py --set blind           # writes tests/fixtures/blind_mutants/mutants.json
    python3 tools/mutate.py --set decomp          # writes tests/fixtures/decomp_mutants/mutants.json
    python3 tools/mutate.py --set contents        # writes tests/fixtures/contents_mutants/mutants.json
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from dataclasses import dataclass, asdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAMPLES_DIR = ROOT / "kernels_samples"
FIXTURE_DIR = ROOT / "tests" / "fixtures" / "triton_mutants"
SET_DIRS = {
    "triton": FIXTURE_DIR,
    "wrapper": ROOT / "tests" / "fixtures" / "wrapper_mutants",
    "blind": ROOT / "tests" / "fixtures" / "blind_mutants",
    "decomp": ROOT / "tests" / "fixtures" / "decomp_mutants",
    "contents": ROOT / "tests" / "fixtures" / "contents_mutants",
    "models": ROOT / "tests" / "fixtures" / "model_mutants",
    "holdout": ROOT / "tests" / "fixtures" / "holdout_mutants",
}
CORPUS_DIR = ROOT / "tests" / "fixtures" / "corpus"

# Diverse on purpose: static and dynamic pointwise, a non-contiguous input, looped,
# persistent, non-last-dim and Welford reductions, pads, cat, indirect (embedding,
# gather/scatter with atomics, negative indices), an mm template, layernorm, softmax,
# a 2D-tiled transpose and a scan.
SAMPLES = [
    "pointwise_static",
    "pointwise_dynamic",
    "pointwise_mark_dynamic_noncontig",
    "reduction_looped_100k",
    "reduction_persistent",
    "reduction_non_last_dim",
    "var_mean_welford",
    "pad_constant_dynamic",
    "cat_stack",
    "embedding_dynamic",
    "gather_scatter_add",
    "index_negative",
    "mm_autotune",
    "layernorm_dynamic",
    "softmax_static",
    "softmax_dynamic_large",
    "transpose_tiled",
    "scan_dynamic",
]

# Sites drawn per sample and operator.
QUOTA = {
    "mask_drop": 1,
    "mask_conjunct_drop": 1,
    "offset_plus_one": 1,
    "lt_to_le": 1,
    "alloc_shrink": 1,
    "numel_plus_one": 1,
}

ACCESS_CALL = re.compile(r"\btl\.(load|store|atomic_add|atomic_max|atomic_min|atomic_xchg|atomic_cas)\(")
KERNEL_START = re.compile(r"^(\w+) = async_compile\.triton\('(\w+)', '''\s*$")
KERNEL_END = re.compile(r"^''', device_str=")
KERNEL_DEF = re.compile(r"^def (\w+)\((.*)\):\s*$")
RUN_CALL = re.compile(r"^(\s*)(\w+)\.run\((.*)\)\s*$")
ALLOC = re.compile(r"^(\s*)(\w+) = empty_strided_cuda\((.*)\)\s*$")
ASSIGN = re.compile(r"^(\s*)(\w+) = (.*?)\s*$")
NUMEL_CONST = re.compile(r"^(\s*)(\w*numel) = (\d+)\s*$")
IDENT = re.compile(r"[A-Za-z_]\w*")


@dataclass
class Mutant:
    id: str
    sample: str
    source: str  # repository-relative path of the wrapper module
    operator: str
    kernel: str  # kernel name, or "call" for a wrapper-level change
    line: int  # 1-based
    old: str
    new: str
    description: str


def split_args(s: str) -> list[str]:
    """Top-level comma split of a Python argument list (brackets and strings respected)."""
    out, depth, cur, quote, i = [], 0, [], None, 0
    while i < len(s):
        c = s[i]
        if quote:
            cur.append(c)
            if c == "\\" and i + 1 < len(s):
                cur.append(s[i + 1])
                i += 1
            elif c == quote:
                quote = None
        elif c in "'\"":
            quote = c
            cur.append(c)
        elif c in "([{":
            depth += 1
            cur.append(c)
        elif c in ")]}":
            depth -= 1
            cur.append(c)
        elif c == "," and depth == 0:
            out.append("".join(cur).strip())
            cur = []
        else:
            cur.append(c)
        i += 1
    tail = "".join(cur).strip()
    if tail:
        out.append(tail)
    return out


def split_top(s: str, sep: str) -> list[str]:
    """Top-level split on a one-character operator (`&`), brackets respected."""
    out, depth, cur = [], 0, []
    for c in s:
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        if c == sep and depth == 0:
            out.append("".join(cur).strip())
            cur = []
        else:
            cur.append(c)
    out.append("".join(cur).strip())
    return out


def matching_paren(s: str, open_idx: int) -> int | None:
    depth, quote = 0, None
    for i in range(open_idx, len(s)):
        c = s[i]
        if quote:
            if c == quote:
                quote = None
            continue
        if c in "'\"":
            quote = c
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return i
    return None


@dataclass
class Access:
    op: str  # load, store, atomic_add, ...
    args_start: int  # index of the first char after "tl.op("
    args_end: int  # index of the closing paren
    args: list[str]


def find_access(line: str) -> Access | None:
    m = ACCESS_CALL.search(line)
    if not m:
        return None
    close = matching_paren(line, m.end() - 1)
    if close is None:
        return None
    return Access(m.group(1), m.end(), close, split_args(line[m.end() : close]))


def mask_index(acc: Access) -> int | None:
    """Index in acc.args of the mask argument (positional or mask=), None if absent."""
    for i, a in enumerate(acc.args):
        if a.startswith("mask="):
            return i
    pos = 1 if acc.op == "load" else 2
    if len(acc.args) > pos and not re.match(r"^\w+\s*=(?!=)", acc.args[pos]):
        return pos
    return None


def mask_text(arg: str) -> str:
    return arg[len("mask=") :] if arg.startswith("mask=") else arg


def rebuild(line: str, acc: Access, args: list[str]) -> str:
    return line[: acc.args_start] + ", ".join(args) + line[acc.args_end :]


class Module:
    def __init__(self, sample: str, path: Path):
        self.sample = sample
        self.path = path
        self.rel = str(path.relative_to(ROOT))
        self.lines = path.read_text().split("\n")
        self.kernel_of: dict[int, str] = {}  # line index -> kernel var name
        self.kernel_params: dict[str, list[str]] = {}
        self.kernel_lines: dict[str, list[int]] = {}
        self.is_template: dict[str, bool] = {}
        cur = None
        for i, ln in enumerate(self.lines):
            m = KERNEL_START.match(ln)
            if m:
                cur = m.group(1)
                self.kernel_lines[cur] = []
                self.is_template[cur] = False
                continue
            if cur and KERNEL_END.match(ln):
                cur = None
                continue
            if cur:
                self.kernel_of[i] = cur
                self.kernel_lines[cur].append(i)
                if "@triton_heuristics.template" in ln:
                    self.is_template[cur] = True
                d = KERNEL_DEF.match(ln)
                if d:
                    params = [p.strip() for p in split_args(d.group(2))]
                    self.kernel_params[cur] = [p for p in params if "constexpr" not in p]

    def wrapper_lines(self):
        """Indices of the lines outside kernel sources, in call()/partition bodies."""
        in_body = False
        for i, ln in enumerate(self.lines):
            if i in self.kernel_of:
                continue
            if re.match(r"^\s*def (call|partition_\d+)\(", ln):
                in_body = True
                continue
            if in_body and re.match(r"^\S", ln) and not ln.startswith("def partition_"):
                in_body = False
            if in_body:
                yield i


def mask_flow_names(mod: Module, kernel: str) -> set[str]:
    """Names whose value flows into some load/store mask of the kernel (through & and |)."""
    idxs = mod.kernel_lines[kernel]
    names: set[str] = set()
    for i in idxs:
        acc = find_access(mod.lines[i])
        if acc:
            mi = mask_index(acc)
            if mi is not None:
                names |= set(IDENT.findall(mask_text(acc.args[mi])))
    changed = True
    while changed:
        changed = False
        for i in idxs:
            m = ASSIGN.match(mod.lines[i])
            if m and m.group(2) in names and re.fullmatch(r"[\w\s&|~()]+", m.group(3)):
                new = set(IDENT.findall(m.group(3))) - names
                if new:
                    names |= new
                    changed = True
    return names


def candidates(mod: Module):
    """Yield (operator, kernel, line_index, new_line, description) for every site."""
    for i, kernel in sorted(mod.kernel_of.items()):
        ln = mod.lines[i]
        acc = find_access(ln)
        if acc and acc.args:
            what = f"tl.{acc.op}"
            mi = mask_index(acc)
            if mi is not None and mask_text(acc.args[mi]) not in ("None", "True"):
                mask = mask_text(acc.args[mi])
                kept = [a for j, a in enumerate(acc.args) if j != mi and not a.startswith("other=")]
                yield ("mask_drop", kernel, i, rebuild(ln, acc, kept), f"{what} mask `{mask}` dropped")
                parts = split_top(mask, "&")
                if len(parts) > 1:
                    for k, p in enumerate(parts):
                        rest = " & ".join(q for j, q in enumerate(parts) if j != k)
                        args = list(acc.args)
                        args[mi] = ("mask=" if acc.args[mi].startswith("mask=") else "") + rest
                        yield ("mask_conjunct_drop", kernel, i, rebuild(ln, acc, args), f"{what} mask `{mask}` loses `{p}`")
            m = re.fullmatch(r"(\w+) \+ \((.*)\)", acc.args[0])
            if m and matching_paren(acc.args[0], len(m.group(1)) + 3) == len(acc.args[0]) - 1:
                args = list(acc.args)
                args[0] = f"{m.group(1)} + ({m.group(2)} + 1)"
                yield ("offset_plus_one", kernel, i, rebuild(ln, acc, args), f"{what} offset into {m.group(1)} + 1")
            continue
        m = ASSIGN.match(ln)
        if m and "<" in m.group(3):
            name, rhs = m.group(2), m.group(3)
            is_mask_def = re.fullmatch(r"(x|y|z|r0_|r1_)?mask", name) is not None
            if is_mask_def or name in mask_flow_names(mod, kernel):
                for lt in re.finditer(r"(?<![<>=!])<(?![<=])", rhs):
                    new_rhs = rhs[: lt.start()] + "<=" + rhs[lt.end() :]
                    yield ("lt_to_le", kernel, i, f"{m.group(1)}{name} = {new_rhs}", f"`{name} = {rhs}`: `<` -> `<=`")
        m = NUMEL_CONST.match(ln)
        if m and not mod.is_template.get(kernel):
            yield ("numel_plus_one", kernel, i, f"{m.group(1)}{m.group(2)} = {int(m.group(3)) + 1}",
                   f"kernel's own constant {m.group(2)} {m.group(3)} -> {int(m.group(3)) + 1}")

    run_names = set()
    for i in mod.wrapper_lines():
        r = RUN_CALL.match(mod.lines[i])
        if r:
            run_names |= set(IDENT.findall(r.group(3)))
    aliases = {}
    for i in mod.wrapper_lines():
        a = re.match(r"^\s*(\w+) = (?:reinterpret_tensor\()?(\w+)\b", mod.lines[i])
        if a:
            aliases.setdefault(a.group(2), set()).add(a.group(1))

    def reaches_kernel(buf: str, seen=()) -> bool:
        if buf in run_names:
            return True
        return any(reaches_kernel(b, seen + (buf,)) for b in aliases.get(buf, ()) if b not in seen)

    assigns = {}
    for i in mod.wrapper_lines():
        a = ASSIGN.match(mod.lines[i])
        if a:
            assigns[a.group(2)] = i
    for i in mod.wrapper_lines():
        ln = mod.lines[i]
        a = ALLOC.match(ln)
        if a and reaches_kernel(a.group(2)):
            outer = split_args(a.group(3))
            if outer and outer[0].startswith("(") and outer[0].endswith(")"):
                sizes = split_args(outer[0][1:-1])
                for k, sz in enumerate(sizes):
                    if sz in ("0", "1"):
                        continue
                    new_sz = str(int(sz) - 1) if sz.isdigit() else f"{sz} - 1"
                    new_sizes = list(sizes)
                    new_sizes[k] = new_sz
                    inner = ", ".join(new_sizes) + ("," if len(new_sizes) == 1 else "")
                    new_outer = "(" + inner + ")"
                    new_ln = ln.replace(outer[0], new_outer, 1)
                    yield ("alloc_shrink", "call", i, new_ln, f"{a.group(2)} size {k} `{sz}` -> `{new_sz}`")
                    break
        r = RUN_CALL.match(ln)
        if r:
            kernel = r.group(2)
            params = mod.kernel_params.get(kernel)
            if not params or mod.is_template.get(kernel):
                continue
            args = split_args(r.group(3))
            consts = {NUMEL_CONST.match(mod.lines[j]).group(2) for j in mod.kernel_lines[kernel] if NUMEL_CONST.match(mod.lines[j])}
            for k, (p, arg) in enumerate(zip(params, args)):
                if not p.endswith("numel") or p in consts:
                    continue
                if arg.isdigit():
                    new_args = list(args)
                    new_args[k] = str(int(arg) + 1)
                    new_ln = f"{r.group(1)}{kernel}.run({', '.join(new_args)})"
                    yield ("numel_plus_one", kernel, i, new_ln, f"launch arg {p} {arg} -> {int(arg) + 1}")
                elif arg.endswith("numel") and arg in assigns and assigns[arg] < i:
                    j = assigns[arg]
                    d = ASSIGN.match(mod.lines[j])
                    yield ("numel_plus_one", kernel, j, f"{d.group(1)}{d.group(2)} = {d.group(3)} + 1", f"launch {p} `{d.group(3)}` + 1")
                else:
                    # A size symbol (`s27`) or an inline expression: change this launch only,
                    # not the symbol, which every other use would see too.
                    new_args = list(args)
                    new_args[k] = f"{arg} + 1"
                    new_ln = f"{r.group(1)}{kernel}.run({', '.join(new_args)})"
                    yield ("numel_plus_one", kernel, i, new_ln, f"launch arg {p} `{arg}` + 1")


def wrapper_of(sample: str) -> Path | None:
    """The sample's wrapper module with the most Triton kernels (first by path on ties)."""
    best, best_n = None, 0
    for p in sorted((SAMPLES_DIR / sample / "cache").glob("*/c*.py")):
        text = p.read_text(errors="replace")
        if "def call(" not in text:
            continue
        n = text.count("async_compile.triton(")
        if n > best_n:
            best, best_n = p, n
    return best


def make_mutants() -> tuple[list[Mutant], list[dict]]:
    mutants, controls = [], []
    for sample in SAMPLES:
        path = wrapper_of(sample)
        if path is None:
            print(f"warning: {sample}: no wrapper module with Triton kernels", file=sys.stderr)
            continue
        mod = Module(sample, path)
        controls.append({"id": f"{sample}.control", "sample": sample, "source": mod.rel})
        by_op: dict[str, list] = {}
        seen = set()
        for c in candidates(mod):
            key = (c[2], c[3])
            if key in seen or c[3] == mod.lines[c[2]]:
                continue
            seen.add(key)
            by_op.setdefault(c[0], []).append(c)
        for op, quota in QUOTA.items():
            cands = by_op.get(op, [])
            picked = random.Random(f"{sample}/{op}").sample(range(len(cands)), min(quota, len(cands)))
            for n, k in enumerate(sorted(picked)):
                _, kernel, i, new, desc = cands[k]
                mutants.append(Mutant(
                    id=f"{sample}.{op}.{n}", sample=sample, source=mod.rel, operator=op, kernel=kernel,
                    line=i + 1, old=mod.lines[i], new=new, description=desc))
    return mutants, controls


REINTERPRET = re.compile(r"\breinterpret_tensor\(")
RAND_STRIDED = re.compile(r"^(\s*)(\w+) = rand_strided\((.*)\)\s*$")
# Lines whose views go somewhere other than a Triton launch.
NON_TRITON_USE = re.compile(r"\bextern_kernels\.|\btorch\.ops\.|\baten\.|^\s*return\b|\.copy_\(")


def is_benchmark_module(text: str) -> bool:
    """The kernel, get_args() and call(args), and no wrapper kernels (as the auditor decides)."""
    starts = lambda p: text.startswith(p) or ("\n" + p) in text
    return starts("@triton.jit") and starts("def get_args(") and starts("def call(args)") and "async_compile.triton(" not in text


def view_sites(line: str):
    """(start, end, base, sizes, strides, offset) of each reinterpret_tensor(...) in a line."""
    for m in REINTERPRET.finditer(line):
        close = matching_paren(line, m.end() - 1)
        if close is None:
            continue
        args = split_args(line[m.end() : close])
        if len(args) != 4 or not (args[1].startswith("(") and args[2].startswith("(")):
            continue
        sizes = [a for a in split_args(args[1][1:-1]) if a]
        strides = [a for a in split_args(args[2][1:-1]) if a]
        if len(sizes) != len(strides):
            continue
        yield m.start(), close + 1, args[0], sizes, strides, args[3]


def tuple_text(xs: list[str]) -> str:
    return "(" + ", ".join(xs) + ("," if len(xs) == 1 else "") + ")"


def paren(e: str) -> str:
    return e if re.fullmatch(r"\w+", e) else f"({e})"


def wrapper_candidates(mod: Module, bench: bool):
    """Yield (operator, kernel, line_index, new_line, description) for the wrapper set."""
    if bench:
        for i, ln in enumerate(mod.lines):
            r = RAND_STRIDED.match(ln)
            if not r:
                continue
            args = split_args(r.group(3))
            if len(args) < 2 or args[0][:1] not in "([":
                continue
            sizes = [a for a in split_args(args[0][1:-1]) if a]
            for k, sz in enumerate(sizes):
                if sz == "1" or not sz.isdigit():
                    continue
                new_sizes = list(sizes)
                new_sizes[k] = str(int(sz) - 1)
                new_first = args[0][0] + ", ".join(new_sizes) + ("," if len(new_sizes) == 1 and args[0][0] == "(" else "") + args[0][-1]
                new_ln = ln.replace(args[0], new_first, 1)
                yield ("bench_shrink", "get_args", i, new_ln, f"{r.group(2)} size {k} `{sz}` -> `{int(sz) - 1}`")
                break
        return
    for i in mod.wrapper_lines():
        ln = mod.lines[i]
        if ".run(" in ln or not NON_TRITON_USE.search(ln):
            continue
        for start, end, base, sizes, strides, off in view_sites(ln):
            dims = [k for k, sz in enumerate(sizes) if sz != "1" and strides[k] != "0"]
            if not dims:
                continue
            k = dims[0]
            st = strides[k]
            new_off = st if off == "0" else f"{off} + {paren(st)}"
            view = f"reinterpret_tensor({base}, {tuple_text(sizes)}, {tuple_text(strides)}, {new_off})"
            yield ("view_offset", "call", i, ln[:start] + view + ln[end:], f"view of {base}: offset `{off}` -> `{new_off}`")
            new_strides = list(strides)
            new_strides[k] = f"2*{paren(st)}"
            view = f"reinterpret_tensor({base}, {tuple_text(sizes)}, {tuple_text(new_strides)}, {off})"
            yield ("view_stride", "call", i, ln[:start] + view + ln[end:], f"view of {base}: stride {k} `{st}` -> `2*{paren(st)}`")


WRAPPER_QUOTA = {"view_offset": 2, "view_stride": 2, "bench_shrink": 1}


def clean_samples() -> list[str]:
    out = []
    for d in sorted(SAMPLES_DIR.iterdir()):
        exp = d / "expect.json"
        if d.is_dir() and not d.name.startswith("bug_") and (not exp.exists() or json.loads(exp.read_text()).get("clean", True)):
            out.append(d.name)
    return out


def make_wrapper_mutants() -> tuple[list[Mutant], list[dict]]:
    mutants, controls = [], []
    for sample in clean_samples():
        for path in sorted((SAMPLES_DIR / sample / "cache").glob("*/c*.py")):
            text = path.read_text(errors="replace")
            bench = is_benchmark_module(text)
            # GPU modules only: the labels come from compute-sanitizer.
            if (not bench and "def call(" not in text) or not re.search(r"empty_strided_cuda\(\(|device='cuda", text):
                continue
            mod = Module(sample, path)
            cands = list(wrapper_candidates(mod, bench))
            if not cands:
                continue
            stem = f"{sample}.{path.stem[:8]}"
            controls.append({"id": f"{stem}.control", "sample": sample, "source": mod.rel})
            by_op: dict[str, list] = {}
            for c in cands:
                if c[3] != mod.lines[c[2]]:
                    by_op.setdefault(c[0], []).append(c)
            mutants.extend(draw_sites(stem, sample, mod, by_op, WRAPPER_QUOTA))
    return mutants, controls


BLIND_QUOTA = {"swap_args": 2, "template_stride": 2, "template_loop_step": 2, "workspace_shrink": 1, "workspace_halve": 1}
SIZE_ASSERT = re.compile(r"^\s*assert_size_stride\((\w+), (\([^)]*\)), (\([^)]*\))")
ALLOC_ANY = re.compile(r"^\s*(\w+) = empty_strided(?:_cuda)?\((\([^)]*\)), (\([^)]*\)), ([\w.]+)\)")
WORKSPACE = re.compile(r"^(\s*)(workspace_\d+) = empty_strided_cuda\(\((\d+), \), \(1, \), torch\.uint8\)\s*$")
STRIDE_CONST = re.compile(r"^(\s*)(stride_\w+) = (\d+)\s*$")
SIGNATURE = re.compile(r"'signature': \{([^}]*)\}")


def numel_text(sizes: str) -> str:
    """A tensor's numel as comparable text: the product when every size is a literal."""
    parts = [x.strip() for x in sizes.strip("()").split(",") if x.strip()]
    if all(p.isdigit() for p in parts):
        n = 1
        for p in parts:
            n *= int(p)
        return str(n)
    return "*".join(sorted(parts))


def kernel_signatures(mod: Module) -> dict[str, list[tuple[str, str]]]:
    """Kernel var name -> [(param, type)] of its runtime parameters, from triton_meta."""
    out = {}
    for kernel, idxs in mod.kernel_lines.items():
        for i in idxs:
            m = SIGNATURE.search(mod.lines[i])
            if m:
                pairs = re.findall(r"'(\w+)': '([^']*)'", m.group(1))
                out[kernel] = [(n, t) for n, t in pairs if t != "constexpr"]
                break
    return out


def blind_candidates(mod: Module):
    """Yield (operator, kernel, line_index, new_line, description) for the blind set."""
    sizes: dict[str, str] = {}
    for i in mod.wrapper_lines():
        ln = mod.lines[i]
        m = SIZE_ASSERT.match(ln) or ALLOC_ANY.match(ln)
        if m:
            sizes[m.group(1)] = numel_text(m.group(2))
        w = WORKSPACE.match(ln)
        if w and int(w.group(3)) > 1:
            n = int(w.group(3))
            base = ln[: w.start(3)]
            yield ("workspace_shrink", "call", i, base + str(n - 1) + ln[w.end(3):], f"{w.group(2)}: {n} -> {n - 1} bytes")
            yield ("workspace_halve", "call", i, base + str(n // 2) + ln[w.end(3):], f"{w.group(2)}: {n} -> {n // 2} bytes")
        r = RUN_CALL.match(ln)
        if not r:
            continue
        sig = kernel_signatures(mod).get(r.group(2))
        if not sig:
            continue
        args = split_args(r.group(3))
        pos = [k for k, a in enumerate(args) if "=" not in a]
        for x in range(len(pos)):
            for y in range(x + 1, len(pos)):
                a, b = pos[x], pos[y]
                if b >= len(sig) or not sig[a][1].startswith("*") or sig[a][1] != sig[b][1]:
                    continue
                na, nb = args[a].strip(), args[b].strip()
                if na not in sizes or nb not in sizes or sizes[na] == sizes[nb]:
                    continue
                new_args = list(args)
                new_args[a], new_args[b] = args[b], args[a]
                new_ln = f"{r.group(1)}{r.group(2)}.run({', '.join(x.strip() for x in new_args)})"
                yield ("swap_args", "call", i, new_ln, f"{r.group(2)}: {na} ({sizes[na]} elements) <-> {nb} ({sizes[nb]} elements), both {sig[a][1]}")
    for i, kernel in sorted(mod.kernel_of.items()):
        if not mod.is_template.get(kernel):
            continue
        ln = mod.lines[i]
        m = STRIDE_CONST.match(ln)
        # Only strides an address is computed from: the mm templates' `if stride_am == 1`
        # hints alone do not move any access (an equivalent mutant).
        used = m and any(
            re.search(rf"\b{m.group(2)}\b", mod.lines[j]) and not re.match(r"\s*(if|elif)\b", mod.lines[j]) and not STRIDE_CONST.match(mod.lines[j])
            for j in mod.kernel_lines[kernel]
        )
        if m and used and int(m.group(3)) > 1:
            yield ("template_stride", kernel, i, f"{m.group(1)}{m.group(2)} = {int(m.group(3)) + 1}", f"{m.group(2)}: {m.group(3)} -> {int(m.group(3)) + 1}")
        if re.search(r"\+= BLOCK_K \* ", ln):
            yield ("template_loop_step", kernel, i, ln.replace("+= BLOCK_K * ", "+= (BLOCK_K + 1) * ", 1), "the K loop's pointer advance grows by one stride")
        elif "(k_idx * BLOCK_K)" in ln and "_k_idx_vals" in ln:
            yield ("template_loop_step", kernel, i, ln.replace("(k_idx * BLOCK_K)", "(k_idx * (BLOCK_K + 1))", 1), "the K loop's index advance grows by one per iteration")


def draw_sites(stem: str, sample: str, mod: Module, by_op: dict[str, list], quota: dict[str, int]) -> list[Mutant]:
    """Up to `quota[op]` of each operator's candidate sites, drawn with a `random.Random`
    seeded by module stem and operator (deterministic), in file order."""
    out = []
    for op, n_op in quota.items():
        cs = by_op.get(op, [])
        picked = random.Random(f"{stem}/{op}").sample(range(len(cs)), min(n_op, len(cs)))
        for n, k in enumerate(sorted(picked)):
            _, kernel, i, new, desc = cs[k]
            out.append(Mutant(id=f"{stem}.{op}.{n}", sample=sample, source=mod.rel, operator=op, kernel=kernel,
                              line=i + 1, old=mod.lines[i], new=new, description=desc))
    return out


def make_blind_mutants() -> tuple[list[Mutant], list[dict]]:
    mutants, controls = [], []
    roots = [(SAMPLES_DIR, s) for s in clean_samples()] + [(CORPUS_DIR, d.name) for d in sorted(CORPUS_DIR.iterdir()) if d.is_dir()]
    for root, sample in roots:
        for path in sorted((root / sample / "cache").glob("*/c*.py")):
            text = path.read_text(errors="replace")
            if "def call(" not in text or "empty_strided_cuda(" not in text:
                continue
            mod = Module(sample, path)
            by_op: dict[str, list] = {}
            for c in blind_candidates(mod):
                if c[3] != mod.lines[c[2]] and not any(d[2] == c[2] and d[3] == c[3] for d in by_op.get(c[0], [])):
                    by_op.setdefault(c[0], []).append(c)
            if not by_op:
                continue
            stem = f"{'corpus.' if root == CORPUS_DIR else ''}{sample}.{path.stem[:8]}"
            controls.append({"id": f"{stem}.control", "sample": sample, "source": mod.rel})
            mutants.extend(draw_sites(stem, sample, mod, by_op, BLIND_QUOTA))
    return mutants, controls


DECOMP_QUOTA = {"index_div": 1, "index_mod": 1, "alloc_dtype": 1}
DECOMP_LINE = re.compile(r"^(\s*)([xyr]\w*) = (.*?)\s*$")
ALLOC_DTYPE = re.compile(r"^(\s*)(\w+) = empty_strided_cuda\((.*), (torch\.\w+)\)\s*$")
# Each dtype's next narrower one: the kernel still reads and writes the width its
# signature was compiled for, so the buffer's second half (or more) is out of bounds.
NARROWER = {
    "torch.float32": "torch.float16",
    "torch.int64": "torch.int32",
    "torch.float64": "torch.float32",
    "torch.int32": "torch.int16",
    "torch.float16": "torch.int8",
    "torch.bfloat16": "torch.int8",
}


def decomp_candidates(mod: Module):
    """Yield (operator, kernel, line_index, new_line, description) for the decomp set."""
    for i, kernel in sorted(mod.kernel_of.items()):
        if mod.is_template.get(kernel):
            continue
        m = DECOMP_LINE.match(mod.lines[i])
        if not m or not re.search(r"\b[xyr]\w*index\b", m.group(3)):
            continue
        var, rhs = m.group(2), m.group(3)
        # Only an index variable that reaches an address in a later line.
        if not any(j > i and ACCESS_CALL.search(mod.lines[j]) and re.search(rf"\b{var}\b", mod.lines[j]) for j in mod.kernel_lines[kernel]):
            continue
        head = mod.lines[i][: m.start(3)]
        for d in re.finditer(r"// (\d+)\b", rhs):
            k = int(d.group(1))
            if k > 2:
                new = rhs[: d.start()] + f"// {k - 1}" + rhs[d.end() :]
                yield ("index_div", kernel, i, head + new, f"{var}: // {k} -> // {k - 1}")
        for d in re.finditer(r"% (\d+|ks\d+)\b", rhs):
            k = d.group(1)
            grown = str(int(k) + 1) if k.isdigit() else f"({k} + 1)"
            new = rhs[: d.start()] + f"% {grown}" + rhs[d.end() :]
            yield ("index_mod", kernel, i, head + new, f"{var}: % {k} -> % {grown}")
    launched: set[str] = set()
    for i in mod.wrapper_lines():
        r = RUN_CALL.match(mod.lines[i])
        if r:
            launched.update(a.strip() for a in split_args(r.group(3)) if "=" not in a)
    for i in mod.wrapper_lines():
        a = ALLOC_DTYPE.match(mod.lines[i])
        if a and a.group(2) in launched and a.group(4) in NARROWER:
            ln = mod.lines[i]
            new = ln[: a.start(4)] + NARROWER[a.group(4)] + ln[a.end(4) :]
            yield ("alloc_dtype", "call", i, new, f"{a.group(2)}: {a.group(4)} -> {NARROWER[a.group(4)]}")


def make_module_set(candidates, quota: dict[str, int]) -> tuple[list[Mutant], list[dict]]:
    """Mutants drawn by `quota` from `candidates(mod)` over every clean sample's GPU wrapper
    module (kernel benchmark modules excluded), one control per module with a candidate."""
    mutants, controls = [], []
    for sample in clean_samples():
        for path in sorted((SAMPLES_DIR / sample / "cache").glob("*/c*.py")):
            text = path.read_text(errors="replace")
            if "def call(" not in text or "empty_strided_cuda(" not in text or is_benchmark_module(text):
                continue
            mod = Module(sample, path)
            by_op: dict[str, list] = {}
            for c in candidates(mod):
                if c[3] != mod.lines[c[2]]:
                    by_op.setdefault(c[0], []).append(c)
            if not by_op:
                continue
            stem = f"{sample}.{path.stem[:8]}"
            controls.append({"id": f"{stem}.control", "sample": sample, "source": mod.rel})
            mutants.extend(draw_sites(stem, sample, mod, by_op, quota))
    return mutants, controls


def make_decomp_mutants() -> tuple[list[Mutant], list[dict]]:
    """Index decomposition (`x1 = xindex // 64`, `x0 = xindex % ks0`) and allocation dtypes."""
    return make_module_set(decomp_candidates, DECOMP_QUOTA)


CONTENTS_QUOTA = {"stored_index_plus_one": 6, "stored_index_unclamped": 6}
STORE_LINE = re.compile(r"^(\s*)tl\.store\((\w+) \+ (.*), (tmp\d+)(, [^,]*)?\)\s*$")
MINIMUM_LINE = re.compile(r"^(\s*)(tmp\d+) = triton_helpers\.minimum\((tmp\d+), (\w+)\)\s*$")


def read_later(mod: Module, after: int, buf: str) -> bool:
    """Whether a launch after wrapper line `after` is handed `buf`."""
    for j in mod.wrapper_lines():
        r = RUN_CALL.match(mod.lines[j]) if j > after else None
        if r and buf in (a.strip() for a in split_args(r.group(3))):
            return True
    return False


def contents_candidates(mod: Module):
    """Yield (operator, kernel, line_index, new_line, description) for the contents set:
    kernels storing into an integer buffer that a later launch of the module reads."""
    sigs = kernel_signatures(mod)
    int_out: dict[str, set[str]] = {}  # kernel -> its int pointer params read later
    for i in mod.wrapper_lines():
        r = RUN_CALL.match(mod.lines[i])
        if not r or r.group(2) not in sigs:
            continue
        args = [a.strip() for a in split_args(r.group(3)) if "=" not in a]
        for (param, ty), arg in zip(sigs[r.group(2)], args):
            if ty in ("*i64", "*i32") and read_later(mod, i, arg):
                int_out.setdefault(r.group(2), set()).add(param)
    for kernel, params in sorted(int_out.items()):
        lines = mod.kernel_lines.get(kernel, [])
        stored = [(i, STORE_LINE.match(mod.lines[i])) for i in lines]
        stored = [(i, m) for i, m in stored if m and m.group(2) in params]
        if not stored:
            continue
        # Only kernels whose every store goes to such a buffer: a pure index producer.
        if sum(1 for i in lines if "tl.store(" in mod.lines[i]) != len(stored):
            continue
        for i, m in stored:
            ln = mod.lines[i]
            new = ln[: m.start(4)] + f"{m.group(4)} + 1" + ln[m.end(4) :]
            yield ("stored_index_plus_one", kernel, i, new, f"{m.group(2)} stores {m.group(4)} + 1")
        for i in lines:
            mm = MINIMUM_LINE.match(mod.lines[i])
            if mm:
                yield ("stored_index_unclamped", kernel, i, f"{mm.group(1)}{mm.group(2)} = {mm.group(3)}", f"{mm.group(2)}: minimum({mm.group(3)}, {mm.group(4)}) -> {mm.group(3)}")


def make_contents_mutants() -> tuple[list[Mutant], list[dict]]:
    """Values stored into index buffers that a later launch gathers through."""
    return make_module_set(contents_candidates, CONTENTS_QUOTA)


# Mutants per module in the models set: drawn among every operator's sites at once (an
# operator first, uniformly among those with a site, then one of its sites), so each real
# model gets a few bugs of varied kinds rather than one of each.
MODELS_PER_MODULE = 2


def model_samples() -> list[str]:
    """The real-model captures (`gpu_*`): programs written as users write them, which the
    other sets (drawn from small single-feature programs first) were not built from."""
    return [s for s in clean_samples() if s.startswith("gpu_")]


def models_candidates(mod: Module):
    """Every kernel-level and wrapper-level operator of the triton, decomp and blind sets
    (swapped arguments) on one module; templates' constants and workspaces excluded (the
    blind set covers them)."""
    yield from candidates(mod)
    yield from decomp_candidates(mod)
    yield from (c for c in blind_candidates(mod) if c[0] == "swap_args")


def holdout_candidates(mod: Module):
    """The models set's operators plus wrapper views handed to something other than a
    Triton launch and values stored into index buffers."""
    yield from models_candidates(mod)
    yield from wrapper_candidates(mod, False)
    yield from contents_candidates(mod)


def make_model_mutants() -> tuple[list[Mutant], list[dict]]:
    """Planted single-line bugs of every kind in the real-model captures."""
    return draw_model_mutants(models_candidates, "models", exclude=set())


def make_holdout_mutants() -> tuple[list[Mutant], list[dict]]:
    """A second, independent draw over the real-model captures (another seed, more
    operators, none of the models set's mutants), kept as a validation set: it was labelled
    after the auditor was tuned on the models set, so its catch rate is the closest measure
    of planted bugs never seen. No controls: the modules are the models set's, whose
    controls are labelled there."""
    doc = json.loads((SET_DIRS["models"] / "mutants.json").read_text())
    seen = {(m["source"], m["line"], m["new"]) for m in doc["mutants"]}
    mutants, _ = draw_model_mutants(holdout_candidates, "holdout", exclude=seen)
    return mutants, []


def draw_model_mutants(candidates, seed: str, exclude: set) -> tuple[list[Mutant], list[dict]]:
    """MODELS_PER_MODULE mutants per GPU wrapper module of every real-model sample, drawn
    from `candidates` with the random generator seeded by module and `seed`; sites whose
    (source, line, new text) is in `exclude` are not drawn."""
    mutants, controls = [], []
    for sample in model_samples():
        for path in sorted((SAMPLES_DIR / sample / "cache").glob("*/c*.py")):
            text = path.read_text(errors="replace")
            if "def call(" not in text or "empty_strided_cuda(" not in text or is_benchmark_module(text):
                continue
            mod = Module(sample, path)
            by_op: dict[str, list] = {}
            for c in candidates(mod):
                if (mod.rel, c[2] + 1, c[3]) in exclude:
                    continue
                if c[3] != mod.lines[c[2]] and not any(d[2] == c[2] and d[3] == c[3] for d in by_op.get(c[0], [])):
                    by_op.setdefault(c[0], []).append(c)
            if not by_op:
                continue
            stem = f"{sample}.{path.stem[:8]}"
            controls.append({"id": f"{stem}.control", "sample": sample, "source": mod.rel})
            rng = random.Random(f"{stem}/{seed}")
            taken: set[tuple[str, int]] = set()
            for n in range(MODELS_PER_MODULE):
                ops = sorted(op for op, cs in by_op.items() if any((op, k) not in taken for k in range(len(cs))))
                if not ops:
                    break
                op = rng.choice(ops)
                k = rng.choice([k for k in range(len(by_op[op])) if (op, k) not in taken])
                taken.add((op, k))
                _, kernel, i, new, desc = by_op[op][k]
                mutants.append(Mutant(id=f"{stem}.{op}.{n}", sample=sample, source=mod.rel, operator=op, kernel=kernel,
                                      line=i + 1, old=mod.lines[i], new=new, description=desc))
    return mutants, controls


def apply(m: Mutant | dict) -> str:
    d = m if isinstance(m, dict) else asdict(m)
    lines = (ROOT / d["source"]).read_text().split("\n")
    if lines[d["line"] - 1] != d["old"]:
        raise SystemExit(f"{d['id']}: line {d['line']} of {d['source']} is not the recorded one")
    lines[d["line"] - 1] = d["new"]
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--set", choices=sorted(SET_DIRS), default="triton", help="triton (kernel operators), wrapper (views, benchmark modules), blind (swapped arguments, templates, workspaces) decomp (index decomposition, allocation dtypes), contents (values stored into index buffers) models (every kind, in the real-model gpu_* captures) or holdout (a second draw there, with wrapper views and stored indices, labelled after tuning on models)")
    ap.add_argument("--manifest", type=Path, help="default: the set's tests/fixtures/<set>_mutants/mutants.json")
    ap.add_argument("--from-manifest", action="store_true", help="materialize the recorded manifest instead of regenerating it")
    ap.add_argument("--materialize", type=Path, help="write <id>.py for each mutant and control here")
    args = ap.parse_args()
    if args.manifest is None:
        args.manifest = SET_DIRS[args.set] / "mutants.json"

    if args.from_manifest:
        doc = json.loads(args.manifest.read_text())
        mutants, controls = doc["mutants"], doc["controls"]
    else:
        makers = {"triton": make_mutants, "wrapper": make_wrapper_mutants, "blind": make_blind_mutants, "decomp": make_decomp_mutants, "contents": make_contents_mutants, "models": make_model_mutants, "holdout": make_holdout_mutants}
        ms, controls = makers[args.set]()
        mutants = [asdict(m) for m in ms]
        doc = {
            "generator": "tools/mutate.py",
            "note": "each mutant is its source wrapper module with line `line` (1-based) replaced: `old` -> `new`",
            "controls": controls,
            "mutants": mutants,
        }
        args.manifest.parent.mkdir(parents=True, exist_ok=True)
        args.manifest.write_text(json.dumps(doc, indent=1) + "\n")
        counts: dict[str, int] = {}
        for m in mutants:
            counts[m["operator"]] = counts.get(m["operator"], 0) + 1
        print(f"{len(mutants)} mutants from {len(controls)} samples: {counts}", file=sys.stderr)

    if args.materialize:
        args.materialize.mkdir(parents=True, exist_ok=True)
        for m in mutants:
            text = apply(m)
            compile(text, m["id"], "exec")  # a mutant must stay valid Python
            (args.materialize / f"{m['id']}.py").write_text(text)
        for c in controls:
            (args.materialize / f"{c['id']}.py").write_text((ROOT / c["source"]).read_text())
    return 0


if __name__ == "__main__":
    sys.exit(main())
