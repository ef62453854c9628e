"""Oracle seed (c), a planted wrong lowering: Inductor's own testing switch makes relu
compute x + 1 (C++ and Triton). The oracle must call it a numerical inconsistency."""

import sys

import torch

EXPECTED = "numerical-inconsistency"
CONFIG = {"cpp.inject_relu_bug_TESTING_ONLY": "accuracy",
          "triton.inject_relu_bug_TESTING_ONLY": "accuracy"}


def make(device="cpu"):
    def model(x):
        return torch.relu(x) * 2.0

    return model, [torch.randn(8, 16, device=device)]


if __name__ == "__main__":
    import oracle_common

    sys.exit(oracle_common.run(sys.modules[__name__]))
