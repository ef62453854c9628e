"""int64 arithmetic: floor division, remainder, shifts, cumsum on integers."""
import torch

INPUTS = [("x", (33, 7), "int64"), ("y", (33, 7), "float32")]


def fn(x, y):
    q = (x * 1000003) // 7 + (x % 5) - (x >> 2)
    return q, torch.cumsum(x, 1), (y * 8).to(torch.int64) // 3
