"""fp32 bmm and addmm + GELU with sizes that are not block multiples, max-autotune templates.

Captured by tools/capture_all.sh into kernels_samples/bmm_addmm_autotune/."""

import json
import os
import sys
import traceback

import torch
import torch.nn.functional as F
import torch._inductor.config as inductor_config

NAME = "bmm_addmm_autotune"
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


def f(x, y, bias, a, w):
    return torch.bmm(x, y) * 0.5, F.gelu(torch.addmm(bias, a, w))


def main():
    torch.manual_seed(0)
    torch.backends.cuda.matmul.allow_tf32 = False
    if hasattr(inductor_config, "test_configs"):
        inductor_config.test_configs.max_mm_configs = 3
    x = torch.randn(4, 100, 72, device=DEVICE)
    y = torch.randn(4, 72, 130, device=DEVICE)
    bias = torch.randn(66, device=DEVICE)
    a = torch.randn(100, 130, device=DEVICE)
    w = torch.randn(130, 66, device=DEVICE)
    args = (x, y, bias, a, w)
    inductor_config.max_autotune_gemm_backends = "TRITON"
    cf = compile_fn(f, mode="max-autotune-no-cudagraphs")
    return case(lambda: f(*args), lambda: cf(*args), rtol=1e-3, atol=1e-3)


if __name__ == "__main__":
    sys.exit(main())
