"""flex_attention with a causal block mask and a score_mod: the Triton flex template.

Captured by tools/capture_all.sh into kernels_samples/flex_attention/."""

import json
import os
import sys
import traceback

import torch
import torch.nn.functional as F
from torch.nn.attention.flex_attention import create_block_mask, flex_attention

NAME = "flex_attention"
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


def causal(b, h, q_idx, kv_idx):
    return q_idx >= kv_idx


def bias_mod(score, b, h, q_idx, kv_idx):
    return score + (q_idx - kv_idx) * 0.01


def f(q, k, v, block_mask):
    return flex_attention(q, k, v, score_mod=bias_mod, block_mask=block_mask)


def main():
    torch.manual_seed(0)
    q, k, v = (torch.randn(1, 2, 256, 64, device=DEVICE, dtype=torch.float16) for _ in range(3))
    block_mask = create_block_mask(causal, 1, 1, 256, 256, device=DEVICE)
    return case(lambda: f(q, k, v, block_mask), lambda: compile_fn(f)(q, k, v, block_mask),
                rtol=2e-2, atol=2e-2)


if __name__ == "__main__":
    sys.exit(main())
