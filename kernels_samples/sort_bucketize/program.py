"""sort and argsort of short rows, topk, bucketize and searchsorted.

Captured by tools/capture_all.sh into kernels_samples/sort_bucketize/."""

import json
import os
import sys
import traceback

import torch
import torch.nn.functional as F

NAME = "sort_bucketize"
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


def f(x, v, boundaries, seq):
    s, i = torch.sort(x, dim=-1, stable=True)
    t = torch.topk(x, 5, dim=-1).values
    b = torch.bucketize(v, boundaries)
    r = torch.searchsorted(seq, v, right=True)
    return s, i, t, b, r, torch.argsort(x, dim=0, stable=True)


def main():
    torch.manual_seed(0)
    x = torch.randn(16, 64, device=DEVICE)
    v = torch.randn(1000, device=DEVICE) * 3
    boundaries = torch.linspace(-4, 4, 17, device=DEVICE)
    seq = torch.sort(torch.randn(50, device=DEVICE)).values
    args = (x, v, boundaries, seq)
    return case(lambda: f(*args), lambda: compile_fn(f)(*args))


if __name__ == "__main__":
    sys.exit(main())
