"""roll, flip, tril and a repeat: index arithmetic with modulo and reversed strides.

Captured by tools/capture_all.sh into kernels_samples/roll_flip_tril/."""

import json
import os
import sys
import traceback

import torch
import torch.nn.functional as F

NAME = "roll_flip_tril"
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
    return (torch.roll(x, shifts=(3, -5), dims=(0, 1)) + 1, x.flip(1) * 2, x.tril(-1),
            x[:8].repeat(2, 3))


def main():
    torch.manual_seed(0)
    x = torch.randn(37, 53, device=DEVICE)
    return case(lambda: f(x), lambda: compile_fn(f)(x))


if __name__ == "__main__":
    sys.exit(main())
