"""Oracle seed (d) from pytorch/pytorch#169179: a skew-symmetric matrix built by sliced
assignment `matrix[:, rows, cols] = vec` into zeros; eager's matrix requires grad (it took
vec's values), the compiled one was reported not to. On torch 2.11.0+cu130 (H100,
2026-11-22) both keep requires_grad and agree exactly: consistent (the report could not
reduce it to a minimal case, and this program does not show it on 2.11)."""

import sys

import torch

EXPECTED = {"cuda": "consistent"}


class Skew(torch.nn.Module):
    def __init__(self, n=5):
        super().__init__()
        self.n = n
        rows, cols = torch.triu_indices(n, n, 1)
        self.register_buffer("rows", rows)
        self.register_buffer("cols", cols)

    def forward(self, vec):
        matrix = torch.zeros(vec.shape[0], self.n, self.n, device=vec.device, dtype=vec.dtype)
        matrix[:, self.rows, self.cols] = vec
        return matrix, matrix - matrix.transpose(-2, -1)


def make(device="cpu"):
    n = 5
    vec = torch.randn(3, n * (n - 1) // 2, device=device, requires_grad=True)
    return Skew(n).to(device), [vec]


if __name__ == "__main__":
    import oracle_common

    sys.exit(oracle_common.run(sys.modules[__name__]))
