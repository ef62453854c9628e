"""Oracle seed (b) as reported: `torch.frexp` followed by a multiply once failed to compile
with `CppCompileError` while eager ran. On a PyTorch where it is fixed the verdict is
`consistent`. EXPECTED records what the GPU machine gives (torch 2.11.0+cu130, Triton 3.6.0,
H100, 2026-11-22: consistent, compiled and eager equally close to float64); a device
without an entry accepts any verdict."""

import sys

import torch

EXPECTED = {"cuda": "consistent"}


def make(device="cpu"):
    def model(x):
        mantissa, exponent = torch.frexp(x)
        return mantissa * exponent

    return model, [torch.randn(16, 8, device=device) * 100]


if __name__ == "__main__":
    import oracle_common

    sys.exit(oracle_common.run(sys.modules[__name__]))
