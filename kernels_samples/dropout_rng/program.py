"""Dropout: in-kernel Philox random numbers seeded from an Inductor seed buffer.

Captured by tools/capture_all.sh into kernels_samples/dropout_rng/."""

import json
import os
import sys
import traceback

import torch
import torch.nn.functional as F

NAME = "dropout_rng"
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


P = 0.3


def f(x):
    return F.dropout(x, p=P, training=True) * 1.0


def main():
    torch.manual_seed(0)
    x = torch.rand(256, 1024, device=DEVICE) + 1.0
    # Random bits differ between eager and compiled by design; what must hold is
    # that kept values are scaled by 1/(1-p) and about p of them are dropped.
    result = {"eager_err": None, "compiled_err": None, "same": False}
    try:
        out = compile_fn(f)(x)
        kept = out != 0
        expected = torch.where(kept, x / (1 - P), torch.zeros_like(x))
        torch.testing.assert_close(out, expected, rtol=1e-5, atol=1e-6)
        dropped = 1 - kept.float().mean().item()
        result["dropped_fraction"] = round(dropped, 4)
        result["same"] = abs(dropped - P) < 0.01
    except Exception as e:
        traceback.print_exc()
        result["compiled_err"] = repr(e)[:500]
    print("CASE_RESULT", NAME, json.dumps(result), flush=True)
    return 0 if result["same"] else 1


if __name__ == "__main__":
    sys.exit(main())
