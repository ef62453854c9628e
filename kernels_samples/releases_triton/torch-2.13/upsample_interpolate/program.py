"""Bilinear and nearest interpolation of a dynamic-size image (index arithmetic with floats)."""
import torch
import torch.nn.functional as F

INPUTS = [("x", (1, 3, 17, 23), "float32")]
DYNAMIC = {"x": [2, 3]}


def fn(x):
    return F.interpolate(x, scale_factor=2, mode="bilinear", align_corners=False), F.interpolate(x, size=(9, 31), mode="nearest")
