"""Attention written out: scores, causal masked_fill, softmax, weighted sum; odd sequence length.

Captured by tools/capture_all.sh into kernels_samples/manual_attention/."""

import json
import os
import sys
import traceback

import torch
import torch.nn.functional as F

NAME = "manual_attention"
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


def f(q, k, v):
    s = q.shape[-2]
    scores = (q @ k.transpose(-2, -1)) * (q.shape[-1] ** -0.5)
    causal = torch.ones(s, s, dtype=torch.bool, device=q.device).tril()
    scores = scores.masked_fill(~causal, float("-inf"))
    return torch.softmax(scores, dim=-1) @ v


def main():
    torch.manual_seed(0)
    torch.backends.cuda.matmul.allow_tf32 = False
    q, k, v = (torch.randn(2, 4, 100, 32, device=DEVICE) for _ in range(3))
    return case(lambda: f(q, k, v), lambda: compile_fn(f)(q, k, v), rtol=1e-4, atol=1e-4)


if __name__ == "__main__":
    sys.exit(main())
