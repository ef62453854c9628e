"""conv2d (3x3 padded, and 1x1 stride 2) + bias + relu with max-autotune Triton conv templates.

Captured by tools/capture_all.sh into kernels_samples/conv_autotune/."""

import json
import os
import sys
import traceback

import torch
import torch.nn.functional as F
import torch._inductor.config as inductor_config

NAME = "conv_autotune"
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


def f(x, w1, b1, w2):
    y = F.relu(F.conv2d(x, w1, b1, padding=1))
    return F.conv2d(y, w2, stride=2)


def main():
    torch.manual_seed(0)
    torch.backends.cudnn.allow_tf32 = False
    torch.backends.cuda.matmul.allow_tf32 = False
    if hasattr(inductor_config, "test_configs"):
        inductor_config.test_configs.max_mm_configs = 3
    x = torch.randn(8, 16, 32, 32, device=DEVICE)
    w1 = torch.randn(32, 16, 3, 3, device=DEVICE) * 0.1
    b1 = torch.randn(32, device=DEVICE)
    w2 = torch.randn(24, 32, 1, 1, device=DEVICE) * 0.1
    args = (x, w1, b1, w2)
    inductor_config.max_autotune_gemm_backends = "TRITON"
    inductor_config.max_autotune_conv_backends = "TRITON"
    cf = compile_fn(f, mode="max-autotune-no-cudagraphs")
    return case(lambda: f(*args), lambda: cf(*args), rtol=1e-3, atol=1e-3)


if __name__ == "__main__":
    sys.exit(main())
