"""MobileNetV2-style inverted residual blocks on CUDA with a dynamic batch: 1x1 expansion,
depthwise 3x3 convolution (groups = channels, one strided), ReLU6, batch norm, residual
adds, global average pooling and a classifier. Eval forward, then a training step.
"""
import torch
import torch.nn as nn
import torch.nn.functional as F


class InvRes(nn.Module):
    def __init__(self, cin, cout, stride, t=4):
        super().__init__()
        h = cin * t
        self.use_res = stride == 1 and cin == cout
        self.body = nn.Sequential(
            nn.Conv2d(cin, h, 1, bias=False), nn.BatchNorm2d(h), nn.ReLU6(),
            nn.Conv2d(h, h, 3, stride, 1, groups=h, bias=False), nn.BatchNorm2d(h), nn.ReLU6(),
            nn.Conv2d(h, cout, 1, bias=False), nn.BatchNorm2d(cout),
        )

    def forward(self, x):
        y = self.body(x)
        return x + y if self.use_res else y


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, 8, 3, 2, 1, bias=False), nn.BatchNorm2d(8), nn.ReLU6())
        self.blocks = nn.Sequential(InvRes(8, 8, 1), InvRes(8, 16, 2), InvRes(16, 16, 1))
        self.fc = nn.Linear(16, 7)

    def forward(self, x):
        return self.fc(self.blocks(self.stem(x)).mean((2, 3)))


def main():
    torch.manual_seed(0)
    model = Net().cuda()
    compiled = torch.compile(model)
    ok = True
    with torch.no_grad():
        model.eval()
        for n in (3, 5):
            x = torch.randn(n, 3, 30, 30, device="cuda")
            torch._dynamo.mark_dynamic(x, 0)
            ok &= torch.allclose(compiled(x), model(x), atol=3e-3, rtol=3e-3)
    model.train()
    for n in (4, 6):
        x = torch.randn(n, 3, 30, 30, device="cuda")
        torch._dynamo.mark_dynamic(x, 0)
        F.cross_entropy(compiled(x), torch.randint(0, 7, (n,), device="cuda")).backward()
    torch.cuda.synchronize()
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
