"""Overlapping patch processing on the CPU with a dynamic image size: `F.unfold` extracts
overlapping 4x4 patches with stride 2 and padding 1, a per-patch MLP mixes them, `F.fold`
sums the overlapping patches back, divided by the fold of ones (the overlap count); a
reflection pad and a 2x average pool follow. Eval at two sizes, then one training step.
"""
import os

import torch
import torch.nn as nn
import torch.nn.functional as F

DEV = os.environ.get("EXAMPLE_DEVICE", "cpu")
C = 3
K = 4


class PatchMixer(nn.Module):
    def __init__(self):
        super().__init__()
        self.mlp = nn.Sequential(nn.Linear(C * K * K, 64), nn.GELU(), nn.Linear(64, C * K * K))
        self.out = nn.Conv2d(C, 4, 3)

    def forward(self, x):
        h, w = x.shape[-2:]
        p = F.unfold(x, K, padding=1, stride=2)  # (B, C*K*K, L)
        p = p + self.mlp(p.transpose(1, 2)).transpose(1, 2)
        y = F.fold(p, (h, w), K, padding=1, stride=2)
        count = F.fold(torch.ones_like(p), (h, w), K, padding=1, stride=2)
        y = y / count
        y = F.pad(y, (1, 1, 1, 1), mode="reflect")
        return F.avg_pool2d(self.out(y), 2, ceil_mode=True)


def main():
    torch.manual_seed(0)
    model = PatchMixer().to(DEV)
    compiled = torch.compile(model)
    ok = True
    with torch.no_grad():
        for hw in ((18, 22), (30, 26)):
            x = torch.randn(2, C, *hw, device=DEV)
            torch._dynamo.mark_dynamic(x, 2)
            torch._dynamo.mark_dynamic(x, 3)
            ok &= torch.allclose(compiled(x), model(x), atol=1e-4, rtol=1e-4)
    for hw in ((20, 20), (26, 34)):
        x = torch.randn(2, C, *hw, device=DEV, requires_grad=True)
        torch._dynamo.mark_dynamic(x, 2)
        torch._dynamo.mark_dynamic(x, 3)
        y = compiled(x)
        y.sum().backward()
        g = x.grad.clone()
        x.grad = None
        ref = model(x)
        ref.sum().backward()
        ok &= torch.allclose(y, ref, atol=1e-4, rtol=1e-4) and torch.allclose(g, x.grad, atol=1e-4, rtol=1e-4)
    if DEV == "cuda":
        torch.cuda.synchronize()
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
