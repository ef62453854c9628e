"""Backward ops with scattered writes: max_pool2d_with_indices_backward (a gather of the
windows that picked each element) and embedding_dense_backward (atomic adds into the table)."""
import torch

aten = torch.ops.aten
INPUTS = [("x", (2, 4, 15, 13), "float32"), ("gy", (2, 4, 7, 6), "float32"), ("tok", (3, 20), "int64"),
          ("gemb", (3, 20, 16), "float32")]
DYNAMIC = {"x": [2, 3], "tok": [1], "gemb": [1]}


def fn(x, gy, tok, gemb):
    y, idx = aten.max_pool2d_with_indices(x, [3, 3], [2, 2])
    gx = aten.max_pool2d_with_indices_backward(gy.narrow(2, 0, y.shape[2]).narrow(3, 0, y.shape[3]), x, [3, 3], [2, 2], [0, 0], [1, 1], False, idx)
    gw = aten.embedding_dense_backward(gemb, tok.clamp(0, 99), 100, -1, False)
    return y, gx, gw
