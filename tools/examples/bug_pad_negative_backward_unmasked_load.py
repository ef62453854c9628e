"""An out-of-bounds read in Inductor's Triton code (torch 2.11 on the H100) found by the
campaign's static oracle (tools/campaign, edge profile, seed 600529: audit IA101), minimized
to one statement: `F.pad(x, (1, 0, -1, 2))` with a backward pass on a static (1, 1) input.

The backward of the pad is a pad of the (2, 2) gradient with the negated widths. Its kernel
computes the single output element from the gradient element at row -1, with the index
folded to a constant: `tmp9 = tl.load(in_ptr0 + (-1))`, without a mask, and only afterwards
discards the value with `tl.where(False, tmp9, 0.0)`. The result is right (eager and compiled
agree); the kernel still reads the 4 bytes before the gradient's storage, which
compute-sanitizer reports. The load's mask was dropped because its index is a constant.

Prints CASE_RESULT with whether eager and compiled agree (they do: the bug is the read).
"""
import json

import torch
import torch.nn.functional as F


def fn(x):
    return F.pad(x, (1, 0, -1, 2))


def run(f, dev):
    x = torch.tensor([[0.5]], device=dev, requires_grad=True)
    y = f(x)
    (y * torch.tensor([[1.0, 2.0], [3.0, 4.0]], device=dev)).sum().backward()
    return y.tolist(), x.grad.tolist()


def main():
    dev = "cuda" if torch.cuda.is_available() else "cpu"
    want = run(fn, dev)
    got = run(torch.compile(fn), dev)
    print("CASE_RESULT bug_pad_negative_backward_unmasked_load " + json.dumps({"device": dev, "same": got == want, "eager": want, "compiled": got}))


if __name__ == "__main__":
    main()
