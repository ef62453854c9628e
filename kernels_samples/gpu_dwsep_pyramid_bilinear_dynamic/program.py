"""A lightweight segmentation head with dynamic height and width: depthwise-separable
convolutions (a depthwise 3x3 with `groups=channels`, one strided, one dilated by 2, then a
pointwise 1x1), batch norm and hardswish, a pyramid pooling module (`adaptive_avg_pool2d` to
1x1, 2x3 and 5x7, sizes that do not divide the feature map), each level upsampled back with
`interpolate(mode="bilinear", align_corners=False)` to the dynamic feature size and
concatenated, a classifier and a final bilinear upsample to the input size; also an
`adaptive_max_pool2d` global descriptor. Eval at two image sizes, then a backward pass.
"""
import os

import torch
import torch.nn as nn
import torch.nn.functional as F

DEV = os.environ.get("EXAMPLE_DEVICE", "cuda")


class DWSep(nn.Module):
    def __init__(self, cin, cout, stride=1, dilation=1):
        super().__init__()
        self.dw = nn.Conv2d(cin, cin, 3, stride, padding=dilation, dilation=dilation, groups=cin, bias=False)
        self.bn1 = nn.BatchNorm2d(cin)
        self.pw = nn.Conv2d(cin, cout, 1, bias=False)
        self.bn2 = nn.BatchNorm2d(cout)

    def forward(self, x):
        return F.hardswish(self.bn2(self.pw(F.hardswish(self.bn1(self.dw(x))))))


class PyramidHead(nn.Module):
    def __init__(self, classes=5):
        super().__init__()
        self.stem = nn.Conv2d(3, 12, 3, padding=1)
        self.b1 = DWSep(12, 16, stride=2)
        self.b2 = DWSep(16, 16, dilation=2)
        self.levels = ((1, 1), (2, 3), (5, 7))
        self.reduce = nn.ModuleList([nn.Conv2d(16, 4, 1) for _ in self.levels])
        self.cls = nn.Conv2d(16 + 4 * len(self.levels), classes, 1)

    def forward(self, x):
        f = self.b2(self.b1(F.relu(self.stem(x))))
        h, w = f.shape[-2:]
        pyr = [f]
        for size, red in zip(self.levels, self.reduce):
            p = red(F.adaptive_avg_pool2d(f, size))
            pyr.append(F.interpolate(p, size=(h, w), mode="bilinear", align_corners=False))
        logits = self.cls(torch.cat(pyr, 1))
        desc = F.adaptive_max_pool2d(f, 1).flatten(1)
        return F.interpolate(logits, size=x.shape[-2:], mode="bilinear", align_corners=False), desc


def main():
    torch.manual_seed(0)
    model = PyramidHead().to(DEV).eval()
    compiled = torch.compile(model)
    ok = True
    with torch.no_grad():
        for hw in ((29, 41), (36, 23)):
            x = torch.randn(2, 3, *hw, device=DEV)
            torch._dynamo.mark_dynamic(x, 2)
            torch._dynamo.mark_dynamic(x, 3)
            a, b = compiled(x)
            c, d = model(x)
            ok &= torch.allclose(a, c, atol=1e-4, rtol=1e-3) and torch.allclose(b, d, atol=1e-4, rtol=1e-3)
    x = torch.randn(2, 3, 33, 27, device=DEV)
    torch._dynamo.mark_dynamic(x, 2)
    torch._dynamo.mark_dynamic(x, 3)
    a, b = compiled(x)
    (a.square().mean() + b.mean()).backward()
    g = model.stem.weight.grad.clone()
    model.zero_grad()
    a, b = model(x)
    (a.square().mean() + b.mean()).backward()
    ok &= torch.allclose(g, model.stem.weight.grad, atol=1e-4, rtol=1e-3)
    if DEV == "cuda":
        torch.cuda.synchronize()
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
