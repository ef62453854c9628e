"""Local (banded) and block-causal attention on CUDA with a dynamic sequence length: a band
mask from arange differences, a block-causal mask from integer division of positions,
masked_fill with -inf, softmax with an all-masked guard (nan_to_num), rotary embeddings
with even/odd interleaving, and a training step.
"""
import os

import torch

DEV = os.environ.get("EXAMPLE_DEVICE", "cuda")
BACKEND = os.environ.get("EXAMPLE_BACKEND", "inductor")
BAND = 3
BLOCK = 4


def rotary(x):
    t = x.shape[2]
    inv = 1.0 / (10000 ** (torch.arange(0, x.shape[-1], 2, device=x.device).float() / x.shape[-1]))
    ang = torch.arange(t, device=x.device).float()[:, None] * inv[None, :]
    cos, sin = ang.cos(), ang.sin()
    x1, x2 = x[..., 0::2], x[..., 1::2]
    return torch.stack([x1 * cos - x2 * sin, x1 * sin + x2 * cos], -1).flatten(-2)


def fn(q, k, v):
    t = q.shape[2]
    pos = torch.arange(t, device=q.device)
    band = (pos[:, None] - pos[None, :]).abs() <= BAND
    block = (pos[:, None] // BLOCK) >= (pos[None, :] // BLOCK)
    q, k = rotary(q), rotary(k)
    s = q @ k.transpose(-1, -2) / q.shape[-1] ** 0.5
    out = []
    for m in (band, block):
        p = s.masked_fill(~m, float("-inf")).softmax(-1).nan_to_num(0.0)
        out.append(p @ v)
    return out[0] + out[1]


def main():
    torch.manual_seed(0)
    compiled = torch.compile(fn, backend=BACKEND)
    ok = True
    for t in (13, 40):
        q, k, v = (torch.randn(2, 3, t, 8, device=DEV, requires_grad=True) for _ in range(3))
        for x in (q, k, v):
            torch._dynamo.mark_dynamic(x, 2)
        out = compiled(q, k, v)
        out.square().mean().backward()
        g = q.grad.clone()
        q.grad = k.grad = v.grad = None
        ref = fn(q, k, v)
        ref.square().mean().backward()
        ok &= torch.allclose(out, ref, atol=1e-3, rtol=1e-3) and torch.allclose(g, q.grad, atol=1e-3, rtol=1e-3)
    if DEV == "cuda":
        torch.cuda.synchronize()
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
