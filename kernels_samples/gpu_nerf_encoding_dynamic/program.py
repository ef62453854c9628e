"""A NeRF-style renderer step on CUDA with a dynamic number of rays: sample depths along each
ray (linspace plus jitter), sinusoidal positional encoding (sin/cos of 2^k-scaled points,
concatenated), an MLP, volume rendering by alpha compositing with an exclusive cumprod,
and a training step.
"""
import os

import torch
import torch.nn.functional as F

DEV = os.environ.get("EXAMPLE_DEVICE", "cuda")
BACKEND = os.environ.get("EXAMPLE_BACKEND", "inductor")
SAMPLES = 12
FREQS = 4


def encode(p):
    scales = 2.0 ** torch.arange(FREQS, device=p.device)
    xp = p[..., None, :] * scales[:, None]
    return torch.cat([p, xp.sin().flatten(-2), xp.cos().flatten(-2)], -1)


def fn(origins, dirs, jitter, w1, w2, target):
    t = torch.linspace(0.1, 4.0, SAMPLES, device=origins.device)[None, :] + jitter * (3.9 / SAMPLES)
    pts = origins[:, None, :] + dirs[:, None, :] * t[..., None]
    h = F.relu(encode(pts) @ w1)
    out = h @ w2
    rgb, sigma = torch.sigmoid(out[..., :3]), F.softplus(out[..., 3])
    delta = torch.cat([t[:, 1:] - t[:, :-1], torch.full_like(t[:, :1], 1e3)], 1)
    alpha = 1 - torch.exp(-sigma * delta)
    trans = torch.cumprod(torch.cat([torch.ones_like(alpha[:, :1]), 1 - alpha + 1e-10], 1), 1)[:, :-1]
    color = ((alpha * trans)[..., None] * rgb).sum(1)
    return F.mse_loss(color, target)


def main():
    torch.manual_seed(0)
    w1 = (torch.randn(3 + 6 * FREQS, 32, device=DEV) * 0.3).requires_grad_()
    w2 = (torch.randn(32, 4, device=DEV) * 0.3).requires_grad_()
    compiled = torch.compile(fn, backend=BACKEND)
    ok = True
    for n in (17, 70):
        o = torch.randn(n, 3, device=DEV)
        d = F.normalize(torch.randn(n, 3, device=DEV), dim=-1)
        j = torch.rand(n, SAMPLES, device=DEV)
        tgt = torch.rand(n, 3, device=DEV)
        for x in (o, d, j, tgt):
            torch._dynamo.mark_dynamic(x, 0)
        loss = compiled(o, d, j, w1, w2, tgt)
        loss.backward()
        g = w1.grad.clone()
        w1.grad = w2.grad = None
        ref = fn(o, d, j, w1, w2, tgt)
        ref.backward()
        ok &= torch.allclose(loss, ref, atol=1e-4, rtol=1e-3) and torch.allclose(g, w1.grad, atol=1e-4, rtol=1e-3)
        w1.grad = w2.grad = None
    if DEV == "cuda":
        torch.cuda.synchronize()
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
