"""Training-mode batch_norm (stats over N,H,W; running stats updated) and group_norm.

Captured by tools/capture_all.sh into kernels_samples/batchnorm_groupnorm/."""

import json
import os
import sys
import traceback

import torch
import torch.nn.functional as F

NAME = "batchnorm_groupnorm"
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


def f(x, rm, rv, w, b, y, gw, gb):
    out = F.batch_norm(x, rm, rv, w, b, training=True, momentum=0.1, eps=1e-5)
    g = F.group_norm(y, 8, gw, gb, 1e-5)
    return out, g


def main():
    torch.manual_seed(0)
    x = torch.randn(32, 16, 28, 28, device=DEVICE)
    w = torch.randn(16, device=DEVICE)
    b = torch.randn(16, device=DEVICE)
    y = torch.randn(8, 32, 14, 14, device=DEVICE)
    gw = torch.randn(32, device=DEVICE)
    gb = torch.randn(32, device=DEVICE)

    def run(fn):
        rm = torch.zeros(16, device=DEVICE)
        rv = torch.ones(16, device=DEVICE)
        out, g = fn(x, rm, rv, w, b, y, gw, gb)
        return out, g, rm, rv

    cf = compile_fn(f)
    return case(lambda: run(f), lambda: run(cf), rtol=1e-4, atol=1e-4)


if __name__ == "__main__":
    sys.exit(main())
