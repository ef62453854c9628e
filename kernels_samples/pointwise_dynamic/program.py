"""Pointwise with a broadcast bias under dynamic=True, three shapes, one graph.

Captured by tools/capture_all.sh into kernels_samples/pointwise_dynamic/."""

import json
import os
import sys
import traceback

import torch
import torch.nn.functional as F

NAME = "pointwise_dynamic"
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


def f(x, b):
    return torch.where(x > 0, x * 0.5, torch.exp(x) - 1) + b


def main():
    torch.manual_seed(0)
    inputs = [(torch.randn(m, n, device=DEVICE), torch.randn(n, device=DEVICE))
              for m, n in ((37, 129), (64, 1000), (3, 5))]
    cf = compile_fn(f, dynamic=True)
    return case(lambda: [f(x, b) for x, b in inputs], lambda: [cf(x, b) for x, b in inputs])


if __name__ == "__main__":
    sys.exit(main())
