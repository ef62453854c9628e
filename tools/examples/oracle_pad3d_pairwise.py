"""Oracle seed (c) from pytorch/pytorch#151198: `ReflectionPad3d` then `PairwiseDistance(p=2)`
gave results further from the float64 reference compiled than eager (Triton and C++).
EXPECTED records the GPU machine's verdict: on torch 2.11.0+cu130 / Triton 3.6.0 (H100,
2026-11-22) the compiled result is as close to float64 as eager's (5.1e-7): fixed there."""

import sys

import torch

EXPECTED = {"cuda": "consistent"}


class Model(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.pad = torch.nn.ReflectionPad3d(1)
        self.dist = torch.nn.PairwiseDistance(p=2)

    def forward(self, x):
        x = self.pad(x)
        x = x.view(x.size(0), -1)
        a, b = torch.chunk(x, 2, dim=1)
        return self.dist(a, b)


def make(device="cpu"):
    torch.set_grad_enabled(False)
    return Model().eval().to(device), [torch.randn(2, 3, 4, 4, 4, device=device)]


if __name__ == "__main__":
    import oracle_common

    sys.exit(oracle_common.run(sys.modules[__name__]))
