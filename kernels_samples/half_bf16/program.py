"""fp16 and bf16 inputs: upcast reductions, GELU, softmax in fp32, mixed-dtype arithmetic.

Captured by tools/capture_all.sh into kernels_samples/half_bf16/."""

import json
import os
import sys
import traceback

import torch
import torch.nn.functional as F

NAME = "half_bf16"
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


def f(a, b, c):
    dot = (a * b).sum(-1)
    g = F.gelu(c)
    s = torch.softmax(c.float(), -1).to(torch.bfloat16)
    m = a.float() + c.float()
    return dot, g, s, m, (a.to(torch.bfloat16) * c).to(torch.float16)


def main():
    torch.manual_seed(0)
    a = torch.randn(64, 512, device=DEVICE, dtype=torch.float16)
    b = torch.randn(64, 512, device=DEVICE, dtype=torch.float16)
    c = torch.randn(64, 512, device=DEVICE, dtype=torch.bfloat16)
    return case(lambda: f(a, b, c), lambda: compile_fn(f)(a, b, c), rtol=2e-2, atol=2e-1)


if __name__ == "__main__":
    sys.exit(main())
