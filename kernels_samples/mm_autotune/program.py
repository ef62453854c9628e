"""fp16 mm + bias + relu under mode="max-autotune": Triton mm templates, several configs benchmarked.

Captured by tools/capture_all.sh into kernels_samples/mm_autotune/."""

import json
import os
import sys
import traceback

import torch
import torch.nn.functional as F
import torch._inductor.config as inductor_config

NAME = "mm_autotune"
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


def f(a, b, bias):
    return torch.relu(a @ b + bias)


def main():
    torch.manual_seed(0)
    if hasattr(inductor_config, "test_configs"):
        inductor_config.test_configs.max_mm_configs = 4
    a = torch.randn(256, 384, device=DEVICE, dtype=torch.float16)
    b = torch.randn(384, 320, device=DEVICE, dtype=torch.float16)
    bias = torch.randn(320, device=DEVICE, dtype=torch.float16)
    # torch.compile takes mode or options, not both: configure directly.
    inductor_config.max_autotune_gemm_backends = "TRITON"
    cf = compile_fn(f, mode="max-autotune")
    return case(lambda: f(a, b, bias), lambda: cf(a, b, bias).clone(), rtol=2e-2, atol=2e-2)


if __name__ == "__main__":
    sys.exit(main())
