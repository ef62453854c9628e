"""pytorch/pytorch#198119, found again by the campaign (tools/campaign, torch 2.15 CPU,
seeds 500054 and 500139 of the edge profile: `F.avg_pool2d(x, 2, ceil_mode=True)` in a
backward program came out as a `grad-inconsistency`).

With `ceil_mode=True` the last window along an odd dimension overhangs the input and
covers one element; eager (and the forward lowering) divide it by the clipped window,
Inductor's `avg_pool2d_backward` lowering by the full kernel size, so the gradient of the
last row and column is too small. The forward agrees. The bounds audit has nothing to say
(every access is in bounds): this sample is a differential-oracle bug, kept so that the
audit stays clean on it.

Prints CASE_RESULT with whether eager and compiled gradients agree.
"""
import json

import torch
import torch.nn.functional as F


def fn(x):
    return F.avg_pool2d(x, 2, ceil_mode=True)


def main():
    torch.manual_seed(0)
    x = torch.randn(3, 5, 7, requires_grad=True)
    w = torch.randn(fn(x).shape)
    (fn(x) * w).sum().backward()
    want = x.grad.clone()
    x2 = x.detach().clone().requires_grad_(True)
    compiled = torch.compile(fn)
    fwd_same = bool(torch.allclose(fn(x2), compiled(x2)))
    (compiled(x2) * w).sum().backward()
    got = x2.grad
    same = bool(torch.allclose(want, got, atol=1e-5))
    print("CASE_RESULT bug_avg_pool2d_ceil_backward " + json.dumps({"same": same, "forward_same": fwd_same, "max_abs_grad_diff": float((want - got).abs().max())}))


if __name__ == "__main__":
    main()
