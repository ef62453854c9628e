"""Gather, index_select with computed indices, scatter_add and index_put (indirect loads
and atomics)."""
import torch

INPUTS = [("x", (64, 33), "float32"), ("idx", (40,), "int64"), ("src", (40, 33), "float32")]


def fn(x, idx, src):
    i = idx.abs() % x.shape[0]
    a = x.index_select(0, i)
    g = torch.gather(x, 1, (i.unsqueeze(1) % x.shape[1]).expand(-1, 5))
    s = torch.zeros_like(x).index_add(0, i, src)
    p = x.index_put((i,), src, accumulate=True)
    return a, g, s, p
