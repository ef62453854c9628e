#!/usr/bin/env python3
"""Writes tests/fixtures/guards/: the position-embedding kernel of a real CPU capture
(kernels_samples/cpu_dynamic_seq_transformer, torch 2.15) with its wrapper cut down to
that one launch, as a TORCH_LOGS=output_code,guards,dynamic log, under several guard
records:

- proven.log: the real guards (`create_symbol ... [2, 64]`, `2 <= L['idx'].size()[1] <= 64`):
  the 64-row position table read at `t < s` is in bounds.
- guard_wider.log: the guard is wider than the table (`<= 128`, as `mark_dynamic(max=128)`
  over a 64-row table would give): the read is out of bounds at s = 65..128, an error.
- guard_missing.log: no guard records: the read cannot be proven (a warning).
- trace_proven.log: the proven case as TORCH_TRACE envelopes (create_symbol JSON,
  dynamo_cpp_guards_str payload, inductor_output_code payload).

    python3 tools/make_guard_fixtures.py kernels_samples/cpu_dynamic_seq_transformer/output_code.log.gz
"""
import gzip
import json
import re
import sys
from pathlib import Path

PREFIX = "V1124 06:44:04.131000 28895 torch/_inductor/graph.py:2552] [0/0] [__output_code] "
INFO = "I1124 06:44:04.131000 28895 torch/fx/experimental/symbolic_shapes.py:6064] [0/0] "
GUARDS = "V1124 06:46:05.582000 28895 torch/_dynamo/guards.py:5307] [0/0] [__guards] "
TRACE = "V1124 06:46:05.582000 28895 torch/_logging/structured.py:1] "


def module_text(log: Path) -> str:
    opener = gzip.open if log.suffix == ".gz" else open
    with opener(log, "rt") as f:
        lines = [l.split("[__output_code] ", 1)[1].rstrip("\n") for l in f if "[__output_code] " in l]
    start = next(i for i, l in enumerate(lines) if l.startswith("Output code:"))
    code = lines[start + 1:]
    end = next(i for i, l in enumerate(code) if l.startswith("Output code written to"))
    return "\n".join(code[:end])


def cut(text: str) -> str:
    """Header, the first kernel, and a call() that launches only it."""
    lines = text.split("\n")
    first = next(i for i, l in enumerate(lines) if re.match(r"cpp_fused_\w+_0 = async_compile", l))
    kend = next(i for i in range(first, len(lines)) if lines[i] == "''')")
    name = lines[first].split(" = ")[0]
    call = next(i for i, l in enumerate(lines) if l.strip().startswith("def call(self, args):"))
    launch = next(i for i in range(call, len(lines)) if lines[i].strip().startswith(name + "("))
    body = [l[4:] for l in lines[call + 1:launch + 1]]
    out_buf = lines[launch].split("(")[1].split(",")[-2].strip()
    hints = [l for l in lines if re.match(r"    arg\d+_1 = ", l)]
    used = sorted(set(re.findall(r"arg\d+_1", "\n".join(body[1:]))), key=lambda a: int(a[3:-2]))
    hints = [h for h in hints if h.split(" = ")[0].strip() in used]
    header = lines[:first]
    return "\n".join(
        header + lines[first:kend + 1] + ["", "", "async_compile.wait(globals())", "del async_compile", "", "def call(args):"]
        + body + [f"    return ({out_buf}, )", "", "", "def get_args():", "    from torch._dynamo.testing import rand_strided"]
        + hints + [f"    return [{', '.join(used)}]", "", "", "def benchmark_compiled_module(args, times=10, repeat=10):",
                   "    from torch._inductor.utils import print_performance", "    return print_performance(lambda: call(list(args)), times=times, repeat=repeat)",
                   "", "", "if __name__ == \"__main__\":", "    from torch._inductor.wrapper_benchmark import compiled_module_main",
                   "    args = get_args()", "    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))", ""])


def symbol_of(text: str) -> str:
    return re.search(r"^    (s\d+) = arg0_1$", text, re.M).group(1)


def log(module: str, sym: str, hi: int | None) -> str:
    out = []
    if hi is not None:
        out.append(f"{INFO}create_symbol {sym} = 17 for L['idx'].size()[1] [2, {hi}] t = idx.shape[1]  # prog.py:53 in forward")
    out.append(f"{PREFIX}Output code: ")
    out += [PREFIX + l for l in module.split("\n")]
    out.append(PREFIX.replace("2552", "2563") + "Output code written to: /tmp/cache/ab/cabcguards.py")
    if hi is not None:
        out.append(f"{GUARDS}GUARDS:")
        out.append(f"{GUARDS}TREE_GUARD_MANAGER:")
        out.append(f"{GUARDS}+- RootGuardManager")
        out.append(f"{GUARDS}| +- TYPE_MATCH: ___check_type_id(L['idx'], 94664746063024), type=<class 'torch.Tensor'>  # t = idx.shape[1]")
        out.append(f"{GUARDS}+- LAMBDA_GUARD: L['idx'].stride()[0] == L['idx'].size()[1]  # (unknown source L['idx'].stride()[0], please file a bug)")
        out.append(f"{GUARDS}+- LAMBDA_GUARD: 2 <= L['idx'].size()[1] <= {hi}  # t = idx.shape[1]  # prog.py:53 in forward")
    return "\n".join(out) + "\n"


def trace(module: str, sym: str, hi: int) -> str:
    ids = {"frame_id": 0, "frame_compile_id": 0, "attempt": 0}
    out = [TRACE + json.dumps({"create_symbol": {"symbol": sym, "val": "17", "vr": f"[2, {hi}]", "source": "L['idx'].size()[1]"}, **ids})]
    out.append(TRACE + json.dumps({"inductor_output_code": {"filename": "/tmp/cache/ab/cabctrace.py"}, **ids, "has_payload": "0"}))
    out += ["\t" + l for l in module.split("\n")]
    out.append(TRACE + json.dumps({"dynamo_cpp_guards_str": {}, **ids, "has_payload": "1"}))
    out += ["\tTREE_GUARD_MANAGER:", "\t+- RootGuardManager", f"\t+- LAMBDA_GUARD: 2 <= L['idx'].size()[1] <= {hi}  # t = idx.shape[1]"]
    return "\n".join(out) + "\n"


def main() -> None:
    src = Path(sys.argv[1])
    module = cut(module_text(src))
    sym = symbol_of(module)
    out = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "guards"
    out.mkdir(parents=True, exist_ok=True)
    (out / "proven.log").write_text(log(module, sym, 64))
    (out / "guard_wider.log").write_text(log(module, sym, 128))
    (out / "guard_missing.log").write_text(log(module, sym, None))
    (out / "trace_proven.log").write_text(trace(module, sym, 64))


if __name__ == "__main__":
    main()
