"""A constant pad on dynamic spatial dims, then max_pool2d (the masked pad loads)."""
import torch
import torch.nn.functional as F

INPUTS = [("x", (2, 8, 21, 23), "float32")]
DYNAMIC = {"x": [2, 3]}


def fn(x):
    y = F.pad(torch.relu(x), (1, 2, 2, 1), value=0.5)
    return F.max_pool2d(y, kernel_size=3, stride=2)
