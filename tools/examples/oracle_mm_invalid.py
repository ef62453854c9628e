"""Oracle seed (a), invalid model: `torch.mm` of (2,10) x (2,10). Eager rejects the shapes,
so whatever the compiled model does, the bug is the user's, not the compiler's."""

import sys

import torch

EXPECTED = "invalid-model"


def make(device="cpu"):
    def model(a, b):
        return torch.mm(a, b).relu()

    return model, [torch.randn(2, 10, device=device), torch.randn(2, 10, device=device)]


if __name__ == "__main__":
    import oracle_common

    sys.exit(oracle_common.run(sys.modules[__name__]))
