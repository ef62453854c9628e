"""Patch and pooling rearrangements with dynamic height and width: `F.unfold` with a 3x3
kernel, stride 2, dilation 2 and padding 2 (im2col) mixed by a matmul and `F.fold`ed back,
`pixel_unshuffle` by 2 (space-to-depth) and `pixel_shuffle` back, `max_pool2d` with
`return_indices=True` followed by `max_unpool2d` to the input size, and an
`avg_pool2d(ceil_mode=True, count_include_pad=False)`. Eval at two even image sizes, then a
backward pass.
"""
import os

import torch
import torch.nn as nn
import torch.nn.functional as F

DEV = os.environ.get("EXAMPLE_DEVICE", "cuda")
C = 4


class Rearrange(nn.Module):
    def __init__(self):
        super().__init__()
        self.mix = nn.Linear(C * 9, C * 9)
        self.s2d = nn.Conv2d(4 * C, 4 * C, 1)

    def forward(self, x):
        b, c, h, w = x.shape
        cols = F.unfold(x, 3, dilation=2, padding=2, stride=2)
        cols = self.mix(cols.transpose(1, 2)).transpose(1, 2)
        back = F.fold(cols, (h, w), 3, dilation=2, padding=2, stride=2)
        d = F.pixel_shuffle(self.s2d(F.pixel_unshuffle(x, 2)), 2)
        pooled, idx = F.max_pool2d(x, 2, 2, return_indices=True)
        unpooled = F.max_unpool2d(torch.relu(pooled), idx, 2, 2, output_size=(h, w))
        avg = F.avg_pool2d(x, 3, 2, padding=1, ceil_mode=True, count_include_pad=False)
        return back + d + unpooled, avg


def main():
    torch.manual_seed(0)
    model = Rearrange().to(DEV)
    compiled = torch.compile(model)
    ok = True
    with torch.no_grad():
        for hw in ((18, 26), (30, 14)):
            x = torch.randn(2, C, *hw, device=DEV)
            torch._dynamo.mark_dynamic(x, 2)
            torch._dynamo.mark_dynamic(x, 3)
            a, b = compiled(x)
            c, d = model(x)
            ok &= torch.allclose(a, c, atol=1e-4, rtol=1e-3) and torch.allclose(b, d, atol=1e-5, rtol=1e-4)
    x = torch.randn(2, C, 22, 20, device=DEV, requires_grad=True)
    torch._dynamo.mark_dynamic(x, 2)
    torch._dynamo.mark_dynamic(x, 3)
    a, b = compiled(x)
    (a.square().mean() + b.mean()).backward()
    gx = x.grad.clone()
    x.grad = None
    model.zero_grad()
    a, b = model(x)
    (a.square().mean() + b.mean()).backward()
    ok &= torch.allclose(gx, x.grad, atol=1e-5, rtol=1e-3)
    if DEV == "cuda":
        torch.cuda.synchronize()
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
