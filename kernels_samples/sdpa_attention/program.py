"""scaled_dot_product_attention (causal, and with a float mask) inside projections, fp16.

Captured by tools/capture_all.sh into kernels_samples/sdpa_attention/."""

import json
import os
import sys
import traceback

import torch
import torch.nn.functional as F

NAME = "sdpa_attention"
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


def f(x, wq, wk, wv, wo, mask):
    b, s, d = x.shape
    h = 4
    q = (x @ wq).view(b, s, h, d // h).transpose(1, 2)
    k = (x @ wk).view(b, s, h, d // h).transpose(1, 2)
    v = (x @ wv).view(b, s, h, d // h).transpose(1, 2)
    o1 = F.scaled_dot_product_attention(q, k, v, is_causal=True)
    o2 = F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
    o = (o1 + o2).transpose(1, 2).reshape(b, s, d)
    return o @ wo


def main():
    torch.manual_seed(0)
    dt = torch.float16
    x = torch.randn(2, 128, 256, device=DEVICE, dtype=dt)
    ws = [torch.randn(256, 256, device=DEVICE, dtype=dt) * 0.05 for _ in range(4)]
    mask = torch.randn(2, 1, 128, 128, device=DEVICE, dtype=dt)
    args = (x, *ws, mask)
    return case(lambda: f(*args), lambda: compile_fn(f)(*args), rtol=2e-2, atol=2e-2)


if __name__ == "__main__":
    sys.exit(main())
