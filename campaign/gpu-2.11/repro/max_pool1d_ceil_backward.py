"""Campaign seed 100325 (crash/compile-error LoweringException on the H100, torch 2.11):
max_pool1d(ceil_mode=True) backward on a (1, 2) input.
Usage: python3 max_pool1d_ceil_backward.py [cpu|cuda]"""
import sys
import torch
import torch.nn.functional as F

dev = sys.argv[1] if len(sys.argv) > 1 else "cpu"


def f(x):
    return F.max_pool1d(x, 2, ceil_mode=True)


for fn in (f, torch.compile(f)):
    x = torch.tensor([[0.5, -1.0]], device=dev, requires_grad=True)
    y = fn(x)
    y.sum().backward()
    print(y.tolist(), x.grad.tolist())
print("CASE_RESULT ok")
