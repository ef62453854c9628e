"""Scans and reversed/rolled reads: cumsum, flip, roll, tril on dynamic sizes."""
import torch

INPUTS = [("x", (12, 70), "float32")]


def fn(x):
    return torch.cumsum(x, 1), x.flip(0).roll(3, 1), torch.tril(x.narrow(1, 0, 12))
