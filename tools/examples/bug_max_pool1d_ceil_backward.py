"""A compile crash of torch 2.11, gone in 2.15, found by the campaign on the H100
(tools/campaign, seed 100325: crash/compile-error LoweringException), minimized to one
statement: `F.max_pool1d(x, 2, ceil_mode=True)` with a backward pass on a static (1, 2)
input.

The forward compiles (its module is the one this sample keeps); the backward's
`aten.max_pool2d_with_indices_backward` lowering raises `LoweringException: AssertionError`:
the gradient reaches it as a 3-D `ReinterpretView` with strides (1, 1, 1), which the 2.11
lowering takes for a channels-last layout it cannot handle. Fails the same way on the 2.11
CPU backend; torch 2.15 compiles it and agrees with eager (probably fixed with the 3-D
`is_channels_last` detection of PR #177568; no issue found that reports this crash).

Prints CASE_RESULT: eager's gradient and the compiled run's error (or gradient).
"""
import json

import torch
import torch.nn.functional as F


def fn(x):
    return F.max_pool1d(x, 2, ceil_mode=True)


def run(f, dev):
    x = torch.tensor([[0.5, -1.0]], device=dev, requires_grad=True)
    y = f(x)
    y.sum().backward()
    return y.tolist(), x.grad.tolist()


def main():
    dev = "cuda" if torch.cuda.is_available() else "cpu"
    want = run(fn, dev)
    res = {"device": dev, "eager_out": want[0], "eager_grad": want[1]}
    try:
        got = run(torch.compile(fn), dev)
        res.update({"compiled_error": None, "same": got == want, "compiled_grad": got[1]})
    except Exception as e:
        inner = e
        # InductorError keeps the original exception as `inner_exception`.
        while (getattr(inner, "inner_exception", None) or inner.__cause__) not in (None, inner):
            inner = getattr(inner, "inner_exception", None) or inner.__cause__
        res["compiled_error"] = f"{type(e).__name__}: {type(inner).__name__}"
        res["lowering"] = "max_pool2d_with_indices_backward" in str(e)
    print("CASE_RESULT bug_max_pool1d_ceil_backward " + json.dumps(res))


if __name__ == "__main__":
    main()
