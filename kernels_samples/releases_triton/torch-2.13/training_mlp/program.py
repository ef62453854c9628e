"""A two-layer MLP's forward and its backward, the backward written with the aten backward
ops autograd would call (threshold_backward, _log_softmax_backward_data, mm, sum): the
autograd engine itself cannot run without a GPU, its ops can be traced."""
import torch

aten = torch.ops.aten
INPUTS = [("x", (32, 64), "float32"), ("w1", (128, 64), "float32"), ("b1", (128,), "float32"),
          ("w2", (10, 128), "float32"), ("g", (32, 10), "float32")]
DYNAMIC = {"x": [0], "g": [0]}


def fn(x, w1, b1, w2, g):
    h = torch.relu(x @ w1.t() + b1)
    out = torch.log_softmax(h @ w2.t(), -1)
    d_logits = aten._log_softmax_backward_data(g, out, 1, torch.float32)
    d_w2 = d_logits.t() @ h
    d_h = aten.threshold_backward(d_logits @ w2, h, 0)
    return out, d_w2, d_h.t() @ x, d_h.sum(0), d_h @ w1
