"""Softmax and layer_norm over a dynamic last dim (persistent and looped reductions)."""
import torch
import torch.nn.functional as F

INPUTS = [("x", (4, 37, 300), "float32"), ("w", (300,), "float32"), ("b", (300,), "float32")]
DYNAMIC = {"x": [0, 1]}


def fn(x, w, b):
    return F.softmax(x, -1), F.layer_norm(x, (300,), w, b)
