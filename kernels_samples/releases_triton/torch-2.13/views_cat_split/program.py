"""Permutes, slices with steps, cat and split of dynamic dims (views the wrapper builds)."""
import torch

INPUTS = [("x", (6, 17, 10), "float32"), ("y", (6, 5, 10), "float32")]


def fn(x, y):
    z = torch.cat([x, y], 1)
    a, b = z.split([z.shape[1] - 3, 3], 1)
    c = torch.ops.aten.slice(a.permute(2, 0, 1), 1, 0, None, 2).contiguous()
    return c * 2, b.transpose(1, 2) + 1, z.narrow(1, z.shape[1] - 3, 3).sum(1)
