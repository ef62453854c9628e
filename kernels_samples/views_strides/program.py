"""as_strided with an offset, permute, narrow, unfold, diagonal, stepped slices.

Captured by tools/capture_all.sh into kernels_samples/views_strides/."""

import json
import os
import sys
import traceback

import torch
import torch.nn.functional as F

NAME = "views_strides"
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


def f(x, y):
    a = torch.as_strided(x, (20, 30), (48, 1), 5) + 1
    b = y.permute(0, 2, 3, 1) * 2
    c = x.narrow(1, 10, 20).sum(0)
    d = x.unfold(0, 8, 4).mean(-1)
    e = x.diagonal() - 3
    g = x[::3, 1::2].exp()
    h = y.transpose(1, 3).reshape(4, -1)[:, 7:100] * 0.5
    return a, b, c, d, e, g, h


def main():
    torch.manual_seed(0)
    x = torch.randn(64, 48, device=DEVICE)
    y = torch.randn(4, 8, 16, 32, device=DEVICE)
    return case(lambda: f(x, y), lambda: compile_fn(f)(x, y), rtol=1e-5, atol=1e-5)


if __name__ == "__main__":
    sys.exit(main())
