"""Advanced indexing with negative indices (wrapped in-kernel), index_select, two index tensors; rows marked dynamic.

Captured by tools/capture_all.sh into kernels_samples/index_negative/."""

import json
import os
import sys
import traceback

import torch
import torch.nn.functional as F

NAME = "index_negative"
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


def f(x, idx, idx2, cols):
    a = x[idx] * 2
    b = x[:, cols] + 1
    c = torch.index_select(x, 0, idx % x.shape[0])
    d = x[idx, idx2]
    return a, b, c, d


def main():
    torch.manual_seed(0)
    xs = [torch.randn(50, 40, device=DEVICE), torch.randn(70, 40, device=DEVICE)]
    idx = torch.tensor([-1, 0, 3, -50, 49, -7], device=DEVICE)
    idx2 = torch.tensor([-40, 39, -1, 0, 5, -3], device=DEVICE)
    cols = torch.tensor([-1, 0, 2, -40], device=DEVICE)
    cf = compile_fn(f)

    def compiled():
        out = []
        for x in xs:
            torch._dynamo.mark_dynamic(x, 0)
            out.append(cf(x, idx, idx2, cols))
        return out

    return case(lambda: [f(x, idx, idx2, cols) for x in xs], compiled)


if __name__ == "__main__":
    sys.exit(main())
