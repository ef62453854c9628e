"""MLP forward + cross-entropy + backward + SGD step: forward and backward graphs.

Captured by tools/capture_all.sh into kernels_samples/training_step_mlp/."""

import copy
import json
import os
import sys
import traceback

import torch
import torch.nn.functional as F

NAME = "training_step_mlp"
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


def make_model():
    return torch.nn.Sequential(
        torch.nn.Linear(64, 128), torch.nn.GELU(), torch.nn.Linear(128, 10)).to(DEVICE)


def step(model, x, target):
    loss = F.cross_entropy(model(x), target)
    loss.backward()
    grads = [p.grad.clone() for p in model.parameters()]
    with torch.no_grad():
        for p in model.parameters():
            p -= 0.1 * p.grad
    return [loss.detach()] + grads + [p.detach().clone() for p in model.parameters()]


def main():
    torch.manual_seed(0)
    torch.backends.cuda.matmul.allow_tf32 = False
    model = make_model()
    twin = copy.deepcopy(model)
    x = torch.randn(32, 64, device=DEVICE)
    target = torch.randint(0, 10, (32,), device=DEVICE)
    compiled = compile_fn(twin)
    return case(lambda: step(model, x, target), lambda: step(compiled, x, target),
                rtol=1e-4, atol=1e-5)


if __name__ == "__main__":
    sys.exit(main())
