"""Oracle seed (b) as reported: `torch.frexp` followed by a multiply once failed to compile
with `CppCompileError` while eager ran. On a PyTorch where it is fixed the verdict is
`consistent`; EXPECTED records what the GPU machine's PyTorch is known to give (None: not
yet recorded, any verdict passes)."""

import sys

import torch

EXPECTED = None


def make(device="cpu"):
    def model(x):
        mantissa, exponent = torch.frexp(x)
        return mantissa * exponent

    return model, [torch.randn(16, 8, device=device) * 100]


if __name__ == "__main__":
    import oracle_common

    sys.exit(oracle_common.run(sys.modules[__name__]))
