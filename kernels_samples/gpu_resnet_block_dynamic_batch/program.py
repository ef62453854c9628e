"""Two ResNet basic blocks (conv-batchnorm-relu, a strided downsampling shortcut) on CUDA,
channels-last, with a dynamic batch: forward in eval and one training step (batch-norm
statistics, backward, SGD). Then adaptive average pooling and a classifier head.
"""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Basic(nn.Module):
    def __init__(self, cin, cout, stride):
        super().__init__()
        self.c1 = nn.Conv2d(cin, cout, 3, stride, 1, bias=False)
        self.b1 = nn.BatchNorm2d(cout)
        self.c2 = nn.Conv2d(cout, cout, 3, 1, 1, bias=False)
        self.b2 = nn.BatchNorm2d(cout)
        self.short = None
        if stride != 1 or cin != cout:
            self.short = nn.Sequential(nn.Conv2d(cin, cout, 1, stride, bias=False), nn.BatchNorm2d(cout))

    def forward(self, x):
        y = F.relu(self.b1(self.c1(x)))
        y = self.b2(self.c2(y))
        return F.relu(y + (x if self.short is None else self.short(x)))


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, 16, 3, 1, 1, bias=False), nn.BatchNorm2d(16), nn.ReLU())
        self.l1 = Basic(16, 16, 1)
        self.l2 = Basic(16, 32, 2)
        self.fc = nn.Linear(32, 10)

    def forward(self, x):
        x = self.l2(self.l1(self.stem(x)))
        return self.fc(torch.flatten(F.adaptive_avg_pool2d(x, 1), 1))


def main():
    torch.manual_seed(0)
    dev = "cuda"
    model = Net().to(dev).to(memory_format=torch.channels_last)
    compiled = torch.compile(model)
    ok = True
    with torch.no_grad():
        model.eval()
        for n in (3, 6):
            x = torch.randn(n, 3, 20, 20, device=dev).to(memory_format=torch.channels_last)
            torch._dynamo.mark_dynamic(x, 0)
            ok &= torch.allclose(compiled(x), model(x), atol=2e-3, rtol=2e-3)
    model.train()
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    for n in (4, 7):
        x = torch.randn(n, 3, 20, 20, device=dev).to(memory_format=torch.channels_last)
        torch._dynamo.mark_dynamic(x, 0)
        y = torch.randint(0, 10, (n,), device=dev)
        F.cross_entropy(compiled(x), y).backward()
        opt.step()
        opt.zero_grad()
    torch.cuda.synchronize()
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
