"""Quantization-aware training on CUDA with a dynamic batch: per-channel and per-tensor fake
quantization (round, clamp to int8, dequantize), a real int8 round trip through
`to(torch.int8)`, int32 accumulation of int8 products, a straight-through estimator, and
a training step.
"""
import os

import torch

DEV = os.environ.get("EXAMPLE_DEVICE", "cuda")
BACKEND = os.environ.get("EXAMPLE_BACKEND", "inductor")


def fake_quant(x, scale, zero):
    q = torch.clamp(torch.round(x / scale) + zero, -128, 127)
    return (q - zero) * scale


def fn(x, w, s_w):
    s_x = x.abs().amax().clamp(min=1e-6) / 127
    xq = x + (fake_quant(x, s_x, 0.0) - x).detach()  # straight-through
    wq = fake_quant(w, s_w[:, None], 0.0)
    y = xq @ wq.t()
    xi = torch.clamp(torch.round(x / s_x), -128, 127).to(torch.int8)
    wi = torch.clamp(torch.round(w / s_w[:, None]), -128, 127).to(torch.int8)
    acc = (xi.to(torch.int32)[:, None, :] * wi.to(torch.int32)[None, :, :]).sum(-1)
    return y, acc.to(torch.float32) * s_x * s_w


def main():
    torch.manual_seed(0)
    w = torch.randn(6, 20, device=DEV, requires_grad=True)
    s_w = w.detach().abs().amax(1) / 127
    compiled = torch.compile(fn, backend=BACKEND)
    ok = True
    for b in (5, 33):
        x = torch.randn(b, 20, device=DEV)
        torch._dynamo.mark_dynamic(x, 0)
        y, deq = compiled(x, w, s_w)
        y.square().mean().backward()
        g = w.grad.clone()
        w.grad = None
        ry, rdeq = fn(x, w, s_w)
        ry.square().mean().backward()
        ok &= torch.allclose(y, ry, atol=1e-3, rtol=1e-3) and torch.allclose(deq, rdeq, atol=1e-3, rtol=1e-3)
        ok &= torch.allclose(g, w.grad, atol=1e-3, rtol=1e-3)
        w.grad = None
    if DEV == "cuda":
        torch.cuda.synchronize()
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
