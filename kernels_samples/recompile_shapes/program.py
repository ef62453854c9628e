"""The same function at two shapes without dynamic=True: two static graphs ([0/0], [0/1]).

Captured by tools/capture_all.sh into kernels_samples/recompile_shapes/."""

import json
import os
import sys
import traceback

import torch
import torch.nn.functional as F

NAME = "recompile_shapes"
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


def f(x):
    return torch.softmax(x * 2, -1) + x.mean(0)


def main():
    torch.manual_seed(0)
    xs = [torch.randn(32, 64, device=DEVICE), torch.randn(48, 100, device=DEVICE),
          torch.randn(32, 64, device=DEVICE)]
    cf = compile_fn(f, dynamic=False)
    return case(lambda: [f(x) for x in xs], lambda: [cf(x) for x in xs], rtol=1e-5, atol=1e-6)


if __name__ == "__main__":
    sys.exit(main())
