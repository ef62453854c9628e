"""A mobile-style conv net on the CPU in channels_last under bf16 autocast, with a dynamic
batch: depthwise-separable convs, squeeze-and-excitation (global average pool, two 1x1
convs, hardsigmoid scale), hardswish, GroupNorm, a strided residual with a 1x1
projection, global pooling and a classifier. Eval at two batch sizes, then a training step.
"""
import os

import torch
import torch.nn as nn

DEV = os.environ.get("EXAMPLE_DEVICE", "cpu")


class SE(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.a = nn.Conv2d(c, c // 4, 1)
        self.b = nn.Conv2d(c // 4, c, 1)

    def forward(self, x):
        s = x.mean((2, 3), keepdim=True)
        return x * nn.functional.hardsigmoid(self.b(torch.relu(self.a(s))))


class Block(nn.Module):
    def __init__(self, cin, cout, stride):
        super().__init__()
        self.dw = nn.Conv2d(cin, cin, 3, stride, 1, groups=cin)
        self.n1 = nn.GroupNorm(4, cin)
        self.se = SE(cin)
        self.pw = nn.Conv2d(cin, cout, 1)
        self.n2 = nn.GroupNorm(4, cout)
        self.proj = nn.Conv2d(cin, cout, 1, stride)

    def forward(self, x):
        y = nn.functional.hardswish(self.n1(self.dw(x)))
        y = self.n2(self.pw(self.se(y)))
        return nn.functional.hardswish(y + self.proj(x))


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = nn.Conv2d(3, 16, 3, 2, 1)
        self.blocks = nn.Sequential(Block(16, 24, 2), Block(24, 24, 1), Block(24, 32, 2))
        self.fc = nn.Linear(32, 10)

    def forward(self, x):
        x = self.blocks(nn.functional.hardswish(self.stem(x)))
        return self.fc(x.mean((2, 3)))


def main():
    torch.manual_seed(0)
    model = Net().to(DEV).to(memory_format=torch.channels_last)
    compiled = torch.compile(model)
    ok = True
    dtype = torch.bfloat16
    with torch.no_grad(), torch.autocast(DEV, dtype=dtype):
        model.eval()
        for b in (3, 6):
            x = torch.randn(b, 3, 32, 32, device=DEV).to(memory_format=torch.channels_last)
            torch._dynamo.mark_dynamic(x, 0)
            ok &= torch.allclose(compiled(x).float(), model(x).float(), atol=5e-2, rtol=5e-2)
    model.train()
    for b in (4, 7):
        x = torch.randn(b, 3, 32, 32, device=DEV).to(memory_format=torch.channels_last)
        torch._dynamo.mark_dynamic(x, 0)
        with torch.autocast(DEV, dtype=dtype):
            y = compiled(x)
        y.float().sum().backward()
        g = model.stem.weight.grad.clone()
        model.zero_grad()
        with torch.autocast(DEV, dtype=dtype):
            ref = model(x)
        ref.float().sum().backward()
        ok &= torch.allclose(y.float(), ref.float(), atol=5e-2, rtol=5e-2) and torch.allclose(g, model.stem.weight.grad, atol=0.5, rtol=0.1)
        model.zero_grad()
    if DEV == "cuda":
        torch.cuda.synchronize()
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
