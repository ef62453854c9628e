"""Reflection, replication and circular padding under dynamic=True.

Captured by tools/capture_all.sh into kernels_samples/pad_reflect_replicate/."""

import json
import os
import sys
import traceback

import torch
import torch.nn.functional as F

NAME = "pad_reflect_replicate"
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


def f(x, y, z):
    a = F.pad(x, (2, 3, 1, 1), mode="reflect")
    b = F.pad(y, (5, 5), mode="replicate")
    c = F.pad(z, (3, 3), mode="circular")
    return a + 1, b * 2, c.relu()


def main():
    torch.manual_seed(0)
    data = [
        (torch.randn(2, 3, 20, 30, device=DEVICE), torch.randn(2, 4, 50, device=DEVICE),
         torch.randn(1, 2, 16, device=DEVICE)),
        (torch.randn(1, 2, 7, 9, device=DEVICE), torch.randn(3, 1, 11, device=DEVICE),
         torch.randn(2, 3, 8, device=DEVICE)),
    ]
    cf = compile_fn(f, dynamic=True)
    return case(lambda: [f(*a) for a in data], lambda: [cf(*a) for a in data])


if __name__ == "__main__":
    sys.exit(main())
