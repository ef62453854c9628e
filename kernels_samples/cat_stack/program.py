"""cat along several dims (uneven parts), stack, with the leading dim marked dynamic.

Captured by tools/capture_all.sh into kernels_samples/cat_stack/."""

import json
import os
import sys
import traceback

import torch
import torch.nn.functional as F

NAME = "cat_stack"
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
    x = torch.cat([a.relu(), b * 2, c], dim=1)
    y = torch.stack([a[:, :10], b[:, :10], c[:, :10]], 0)
    z = torch.cat([a, a.flip(0)], dim=0).sum(1)
    return x, y, z


def main():
    torch.manual_seed(0)
    data = [tuple(torch.randn(m, n, device=DEVICE) for n in (12, 30, 17)) for m in (40, 9)]
    cf = compile_fn(f)

    def compiled():
        out = []
        for a, b, c in data:
            for t in (a, b, c):
                torch._dynamo.mark_dynamic(t, 0)
            out.append(cf(a, b, c))
        return out

    return case(lambda: [f(*d) for d in data], compiled, rtol=1e-5, atol=1e-5)


if __name__ == "__main__":
    sys.exit(main())
