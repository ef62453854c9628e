"""Conv + BatchNorm (training) + ReLU + pooling + Linear, forward and backward.

Captured by tools/capture_all.sh into kernels_samples/training_step_convnet/."""

import copy
import json
import os
import sys
import traceback

import torch
import torch.nn.functional as F

NAME = "training_step_convnet"
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


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 16, 3, padding=1)
        self.bn = torch.nn.BatchNorm2d(16)
        self.fc = torch.nn.Linear(16, 5)

    def forward(self, x):
        y = F.relu(self.bn(self.conv(x)))
        y = F.max_pool2d(y, 2)
        return self.fc(y.mean(dim=(2, 3)))


def step(model, x, target):
    loss = F.cross_entropy(model(x), target)
    loss.backward()
    return [loss.detach()] + [p.grad.clone() for p in model.parameters()] + [
        model.bn.running_mean.clone(), model.bn.running_var.clone()]


def main():
    torch.manual_seed(0)
    torch.backends.cudnn.allow_tf32 = False
    torch.backends.cuda.matmul.allow_tf32 = False
    model = Net().to(DEVICE)
    twin = copy.deepcopy(model)
    x = torch.randn(8, 3, 24, 24, device=DEVICE)
    target = torch.randint(0, 5, (8,), device=DEVICE)
    compiled = compile_fn(twin)
    return case(lambda: step(model, x, target), lambda: step(compiled, x, target),
                rtol=1e-3, atol=1e-4)


if __name__ == "__main__":
    sys.exit(main())
