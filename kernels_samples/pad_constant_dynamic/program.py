"""F.pad (constant, including negative padding that crops) on dims marked dynamic.

Captured by tools/capture_all.sh into kernels_samples/pad_constant_dynamic/."""

import json
import os
import sys
import traceback

import torch
import torch.nn.functional as F

NAME = "pad_constant_dynamic"
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


def f(x, y):
    a = F.pad(x, (3, 2, -1, 4), value=0.5).relu()
    b = F.pad(y, (1, 1, 2, 0, 0, 3)) * 2
    return a, b


def main():
    torch.manual_seed(0)
    shapes = (((30, 40), (4, 9, 7)), ((17, 9), (2, 5, 33)))
    data = [(torch.randn(*s1, device=DEVICE), torch.randn(*s2, device=DEVICE)) for s1, s2 in shapes]
    cf = compile_fn(f)

    def compiled():
        out = []
        for x, y in data:
            x, y = x.clone(), y.clone()
            for t in (x, y):
                for d in range(t.dim()):
                    torch._dynamo.mark_dynamic(t, d)
            out.append(cf(x, y))
        return out

    return case(lambda: [f(x, y) for x, y in data], compiled)


if __name__ == "__main__":
    sys.exit(main())
