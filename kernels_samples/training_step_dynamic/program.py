"""LayerNorm + Linear block trained with dynamic=True at two batch sizes: symbolic backward.

Captured by tools/capture_all.sh into kernels_samples/training_step_dynamic/."""

import copy
import json
import os
import sys
import traceback

import torch
import torch.nn.functional as F

NAME = "training_step_dynamic"
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


class Block(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.norm = torch.nn.LayerNorm(96)
        self.fc1 = torch.nn.Linear(96, 192)
        self.fc2 = torch.nn.Linear(192, 96)

    def forward(self, x):
        return x + self.fc2(F.silu(self.fc1(self.norm(x))))


def steps(model, batches):
    out = []
    for x in batches:
        model.zero_grad()
        loss = model(x).pow(2).mean()
        loss.backward()
        out.append([loss.detach()] + [p.grad.clone() for p in model.parameters()])
    return out


def main():
    torch.manual_seed(0)
    torch.backends.cuda.matmul.allow_tf32 = False
    model = Block().to(DEVICE)
    twin = copy.deepcopy(model)
    batches = [torch.randn(n, 96, device=DEVICE) for n in (24, 61)]
    compiled = compile_fn(twin, dynamic=True)
    return case(lambda: steps(model, batches), lambda: steps(compiled, batches),
                rtol=1e-4, atol=1e-5)


if __name__ == "__main__":
    sys.exit(main())
