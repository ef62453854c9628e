"""A small video classifier on the CPU with a dynamic number of frames: Conv3d stem with
temporal stride, BatchNorm3d, a (2+1)D block (spatial then temporal conv), MaxPool3d with
ceil_mode, AdaptiveAvgPool3d to one cell, dropout off. Eval forward at two clip lengths,
then one training step.
"""
import os

import torch
import torch.nn as nn

DEV = os.environ.get("EXAMPLE_DEVICE", "cpu")


class Video(nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv3d(3, 8, (3, 5, 5), stride=(2, 2, 2), padding=(1, 2, 2)), nn.BatchNorm3d(8), nn.ReLU())
        self.spatial = nn.Conv3d(8, 12, (1, 3, 3), padding=(0, 1, 1))
        self.temporal = nn.Conv3d(12, 12, (3, 1, 1), padding=(1, 0, 0))
        self.bn = nn.BatchNorm3d(12)
        self.pool = nn.MaxPool3d((2, 3, 3), stride=(2, 2, 2), ceil_mode=True)
        self.head = nn.Linear(12, 5)

    def forward(self, x):
        x = self.stem(x)
        y = torch.relu(self.bn(self.temporal(torch.relu(self.spatial(x)))))
        y = self.pool(y + x.repeat(1, 2, 1, 1, 1)[:, :12])
        return self.head(nn.functional.adaptive_avg_pool3d(y, 1).flatten(1))


def main():
    torch.manual_seed(0)
    model = Video().to(DEV)
    compiled = torch.compile(model)
    ok = True
    with torch.no_grad():
        model.eval()
        for t in (7, 12):
            x = torch.randn(2, 3, t, 20, 20, device=DEV)
            torch._dynamo.mark_dynamic(x, 2)
            ok &= torch.allclose(compiled(x), model(x), atol=1e-3, rtol=1e-3)
    model.train()
    for t in (9, 16):
        x = torch.randn(2, 3, t, 20, 20, device=DEV)
        torch._dynamo.mark_dynamic(x, 2)
        y = compiled(x)
        y.sum().backward()
        g = model.stem[0].weight.grad.clone()
        model.zero_grad()
        ref = model(x)
        ref.sum().backward()
        ok &= torch.allclose(y, ref, atol=1e-3, rtol=1e-3) and torch.allclose(g, model.stem[0].weight.grad, atol=1e-2, rtol=1e-2)
        model.zero_grad()
    if DEV == "cuda":
        torch.cuda.synchronize()
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
