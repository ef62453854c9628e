"""Oracle seed (b), behaviour inconsistency: Inductor's testing switch makes the relu
lowering emit code that does not compile (CppCompileError on CPU, a Triton compile error
on GPU) while eager runs."""

import sys

import torch

EXPECTED = "behaviour-inconsistency"
CONFIG = {"cpp.inject_relu_bug_TESTING_ONLY": "compile_error",
          "triton.inject_relu_bug_TESTING_ONLY": "compile_error"}


def make(device="cpu"):
    def model(x):
        return torch.relu(x) + 1.0

    return model, [torch.randn(4, 4, device=device)]


if __name__ == "__main__":
    import oracle_common

    sys.exit(oracle_common.run(sys.modules[__name__]))
