"""gather, scatter_add and index_add: indirect loads and atomic indirect stores.

Captured by tools/capture_all.sh into kernels_samples/gather_scatter_add/."""

import json
import os
import sys
import traceback

import torch
import torch.nn.functional as F

NAME = "gather_scatter_add"
# Overridable so the program's logic can be checked on a machine without a GPU
# (EXAMPLE_DEVICE=cpu EXAMPLE_BACKEND=aot_eager); the samples use the defaults.
DEVICE = os.environ.get("EXAMPLE_DEVICE", "cuda")
BACKEND = os.environ.get("EXAMPLE_BACKEND", "inductor")


def compile_fn(fn, **kwargs):
    if BACKEND != "inductor":
        kwargs.pop("mode", None)
        kwargs.pop("options", None)
    return torch.compile(fn, backend=BACKEND, **kwargs)


def case(run_eager, run_compiled, **tolerance):
    """Runs both sides, prints the CASE_RESULT line, returns the exit status."""
    result = {"eager_err": None, "compiled_err": None, "same": False}
    outputs = {}
    for side, run in (("eager", run_eager), ("compiled", run_compiled)):
        try:
            outputs[side] = run()
        except Exception as e:  # the result line is printed whatever failed
            traceback.print_exc()
            result[side + "_err"] = repr(e)[:500]
    if len(outputs) == 2:
        try:
            torch.testing.assert_close(outputs["compiled"], outputs["eager"], **tolerance)
            result["same"] = True
        except AssertionError as e:
            result["mismatch"] = str(e)[:500]
    print("CASE_RESULT", NAME, json.dumps(result), flush=True)
    return 0 if result["same"] else 1


def f(x, idx, src, rows, vals):
    g = torch.gather(x, 1, idx) * 2
    s = torch.zeros_like(x).scatter_add(1, idx, src)
    a = torch.zeros(16, x.shape[1], device=x.device).index_add(0, rows, vals)
    return g, s, a


def main():
    torch.manual_seed(0)
    x = torch.randn(64, 100, device=DEVICE)
    idx = torch.randint(0, 100, (64, 30), device=DEVICE)
    src = torch.randn(64, 30, device=DEVICE)
    rows = torch.randint(0, 16, (40,), device=DEVICE)
    vals = torch.randn(40, 100, device=DEVICE)
    args = (x, idx, src, rows, vals)
    return case(lambda: f(*args), lambda: compile_fn(f)(*args), rtol=1e-5, atol=1e-5)


if __name__ == "__main__":
    sys.exit(main())
