"""fp16 mm with the persistent TMA matmul template enabled (Hopper tensor descriptors).

Captured by tools/capture_all.sh into kernels_samples/mm_persistent_tma/."""

import json
import os
import sys
import traceback

import torch
import torch.nn.functional as F
import torch._inductor.config as inductor_config

NAME = "mm_persistent_tma"
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


def f(a, b):
    return (a @ b) * 2.0


def main():
    torch.manual_seed(0)
    if hasattr(inductor_config, "test_configs"):
        inductor_config.test_configs.max_mm_configs = 3
    a = torch.randn(512, 256, device=DEVICE, dtype=torch.float16)
    b = torch.randn(256, 384, device=DEVICE, dtype=torch.float16)
    inductor_config.max_autotune_gemm_backends = "TRITON"
    inductor_config.triton.enable_persistent_tma_matmul = True
    cf = compile_fn(f, mode="max-autotune-no-cudagraphs")
    return case(lambda: f(a, b), lambda: cf(a, b), rtol=2e-2, atol=2e-2)


if __name__ == "__main__":
    sys.exit(main())
