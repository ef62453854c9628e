"""Embedding lookup (indirect loads through an index tensor) with dynamic batch and length.

Captured by tools/capture_all.sh into kernels_samples/embedding_dynamic/."""

import json
import os
import sys
import traceback

import torch
import torch.nn.functional as F

NAME = "embedding_dynamic"
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


def f(idx, w, pos):
    return (F.embedding(idx, w) + pos[: idx.shape[1]]).sum(1) * 2


def main():
    torch.manual_seed(0)
    w = torch.randn(1000, 64, device=DEVICE)
    pos = torch.randn(128, 64, device=DEVICE)
    idxs = [torch.randint(0, 1000, s, device=DEVICE) for s in ((8, 100), (3, 17))]
    cf = compile_fn(f)

    def compiled():
        out = []
        for idx in idxs:
            torch._dynamo.mark_dynamic(idx, 0)
            torch._dynamo.mark_dynamic(idx, 1)
            out.append(cf(idx, w, pos))
        return out

    return case(lambda: [f(i, w, pos) for i in idxs], compiled, rtol=1e-4, atol=1e-4)


if __name__ == "__main__":
    sys.exit(main())
