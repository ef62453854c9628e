"""Reductions over non-last and several dims, argmax, var_mean (split and Welford kernels)."""
import torch

INPUTS = [("x", (16, 300, 9), "float32")]


def fn(x):
    v, m = torch.var_mean(x, dim=(0, 2))
    return x.sum(1), x.amax(0), x.argmax(1), v, m, x.mean()
