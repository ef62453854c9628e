#!/usr/bin/env python3
"""Inductor's real CUDA/Triton output of any installed PyTorch release, on a machine
without a GPU.

    python3 tools/gpu_codegen/generate.py --out DIR PROGRAM.py [--static]

Run it with the Python of the release to capture (e.g. /work/venvs/2.9/bin/python). The
program is a small module (see tools/gpu_codegen/programs/): `INPUTS`, a list of
`(name, shape, dtype)`; `fn(*inputs)`; optional
`DYNAMIC`, a dict of input name -> list of dims given symbolic sizes (default: every dim of
every input, like `dynamic=True`; `--static` makes none symbolic). Backward kernels come from
the aten backward ops themselves (`torch.ops.aten.threshold_backward`, ...): the autograd
engine starts CUDA device threads, which cannot run without a GPU. For the same reason a program
avoids Python indexing of a CUDA tensor (`x[:, :3]` takes a C++ device guard): `narrow`,
`select`, `unsqueeze`, `torch.ops.aten.slice` trace the same ops.

How: `fake_device.install()` makes Inductor believe an H100 is present; the inputs are fake
CUDA tensors (sizes from a ShapeEnv, hints from INPUTS); `make_fx` traces `fn` and
`compile_fx` lowers it with `TORCH_LOGS=output_code`, so the log holds the wrapper and its
Triton kernels as this release writes them. Loading the module afterwards fails at Triton's
driver (no libcuda): expected, and recorded in capture.json (`simulated_gpu: true`). There are
no autotune results (`.best_config`) and no Dynamo guards (no Dynamo frame).

Writes DIR/output_code.log.gz, DIR/capture.json, DIR/stdout.txt, DIR/program.py. Exit 0 when
the log holds output code, 1 when it does not (the child's stderr tail is in stdout.txt).
"""
from __future__ import annotations

import argparse
import datetime
import gzip
import importlib.util
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path

HERE = Path(__file__).resolve().parent
GLOG = re.compile(r"^(\[rank\d+\]:)?[VIWEDC]\d{4} \d\d:\d\d:\d\d")


def child(program: Path, static: bool) -> int:
    sys.path.insert(0, str(HERE))
    import fake_device  # noqa: E402  (must patch torch before anything compiles)

    import torch

    fake_device.install()
    from torch._subclasses.fake_tensor import FakeTensorMode
    from torch.fx.experimental.proxy_tensor import make_fx
    from torch.fx.experimental.symbolic_shapes import DimDynamic, ShapeEnv
    from torch._dynamo.source import ConstantSource
    from torch._inductor.compile_fx import compile_fx

    spec = importlib.util.spec_from_file_location("program", program)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)

    mode = FakeTensorMode(shape_env=ShapeEnv())
    env = mode.shape_env
    dynamic = {} if static else getattr(mod, "DYNAMIC", None)
    inputs = []
    for item in mod.INPUTS:
        name, shape, dtype = item[:3]
        dims = range(len(shape)) if dynamic is None else dynamic.get(name, [])
        sizes = []
        for d, n in enumerate(shape):
            if d in dims:
                sym = env.create_symbol(n, ConstantSource(f"{name}_size{d}"), dynamic_dim=DimDynamic.DYNAMIC)
                sizes.append(env.create_symintnode(sym, hint=n))
            else:
                sizes.append(n)
        with mode:
            t = torch.empty(sizes, device="cuda", dtype=getattr(torch, dtype))
        inputs.append(t)

    fn = mod.fn
    gm = make_fx(fn, tracing_mode="symbolic")(*inputs)
    placeholders = [n.meta["val"] for n in gm.graph.nodes if n.op == "placeholder"]
    try:
        compile_fx(gm, placeholders)
    except Exception as e:  # expected: the module is loaded after it is logged
        print(f"generate: compile_fx ended with {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}", flush=True)
        traceback.print_exc(file=sys.stdout)
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", required=True, type=Path)
    ap.add_argument("--static", action="store_true", help="no symbolic sizes")
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("program", type=Path)
    a = ap.parse_args()
    if a.child:
        return child(a.program, a.static)

    out: Path = a.out
    out.mkdir(parents=True, exist_ok=True)
    started = time.time()
    with tempfile.TemporaryDirectory() as cache:
        env = dict(os.environ, TORCH_LOGS="output_code,dynamic", TORCHINDUCTOR_CACHE_DIR=cache, PYTHONUNBUFFERED="1")
        env.pop("CUDA_VISIBLE_DEVICES", None)
        argv = [sys.executable, str(Path(__file__).resolve()), "--child", "--out", str(out), str(a.program.resolve())]
        if a.static:
            argv.append("--static")
        done = subprocess.run(argv, env=env, capture_output=True, text=True)
    # The log keeps every glog record (the output code, and the shape env's symbols and
    # guards from `dynamic`); Python's warnings and tracebacks go to stdout.txt.
    records = [line for line in done.stderr.splitlines() if GLOG.match(line)]
    log = [line for line in records if "[__output_code]" in line]
    with gzip.open(out / "output_code.log.gz", "wt") as f:
        f.write("\n".join(records) + ("\n" if records else ""))
    other = [line for line in done.stderr.splitlines() if not GLOG.match(line)]
    (out / "stdout.txt").write_text(done.stdout + "".join(f"stderr: {line}\n" for line in other[-40:]))
    shutil.copyfile(a.program, out / "program.py")

    probe = subprocess.run(
        [sys.executable, "-c", "import json, torch, triton; print(json.dumps([torch.__version__, triton.__version__]))"],
        capture_output=True,
        text=True,
    )
    try:
        torch_version, triton_version = json.loads(probe.stdout)
    except ValueError:
        torch_version, triton_version = None, None
    sys.path.insert(0, str(HERE))
    import fake_device  # noqa: E402

    info = {
        "name": out.name,
        "argv": ["python3", "tools/gpu_codegen/generate.py", *(["--static"] if a.static else []), a.program.name],
        "program": a.program.name,
        "exit_status": 0 if log else 1,
        "duration_s": round(time.time() - started, 2),
        "started_utc": datetime.datetime.fromtimestamp(started, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "torch": torch_version,
        "triton": triton_version,
        "simulated_gpu": True,
        "devices": [fake_device.H100.name],
        "capability": [fake_device.H100.major, fake_device.H100.minor],
        "notes": "generated without a GPU by tools/gpu_codegen/generate.py: Inductor's codegen for a simulated H100; "
        "nothing was compiled or launched, no autotune results, no Dynamo guards",
        "python": platform.python_version(),
        "files": {"log": "output_code.log.gz", "stdout": "stdout.txt", "program": "program.py"},
    }
    (out / "capture.json").write_text(json.dumps(info, indent=2) + "\n")
    print(f"{out}: {len(log)} output-code lines, torch {torch_version}")
    return 0 if log else 1


if __name__ == "__main__":
    sys.exit(main())
