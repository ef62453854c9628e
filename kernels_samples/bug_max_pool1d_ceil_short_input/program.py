"""A compile crash of torch 2.11 found by the campaign on the H100 (tools/campaign, seed
200186: crash/compile-error ValueError), minimized to three statements:
`F.max_pool1d(torch.tanh(x).chunk(3, 2)[-1], 2, ceil_mode=True)` with a backward pass on a
(1, 17, 2) input whose dims 1 and 2 are marked dynamic (`maybe_mark_dynamic`, as the
campaign does), where the last chunk is one element wide, shorter than the kernel.

Eager computes it. Compiling raises `InductorError: ValueError: The argument '(((-1))//2)'
is not comparable` from `sympy_subs`: the ceil-mode output size of an input shorter than
the kernel reaches sympy as a floor division of a negative constant. The same family as
`bug_max_pool1d_ceil_backward` (ceil-mode pooling of a short input in 2.11's backward).

Prints CASE_RESULT: eager's output and gradient, and the compiled run's error (or values).
"""
import json

import torch
import torch.nn.functional as F


def fn(x):
    return F.max_pool1d(torch.tanh(x).chunk(3, 2)[-1], 2, ceil_mode=True)


def run(f, dev):
    torch.manual_seed(0)
    x = torch.randn(1, 17, 2, device=dev, requires_grad=True)
    torch._dynamo.maybe_mark_dynamic(x, 1)
    torch._dynamo.maybe_mark_dynamic(x, 2)
    y = f(x)
    y.sum().backward()
    return y.shape, x.grad.abs().sum().item()


def main():
    dev = "cuda" if torch.cuda.is_available() else "cpu"
    want = run(fn, dev)
    res = {"device": dev, "eager_out_shape": list(want[0]), "eager_grad_abs_sum": round(want[1], 4)}
    try:
        got = run(torch.compile(fn), dev)
        res.update({"compiled_error": None, "same": list(got[0]) == list(want[0]) and abs(got[1] - want[1]) < 1e-4})
    except Exception as e:
        inner = e
        # InductorError keeps the original exception as `inner_exception`.
        while (getattr(inner, "inner_exception", None) or inner.__cause__) not in (None, inner):
            inner = getattr(inner, "inner_exception", None) or inner.__cause__
        res["compiled_error"] = f"{type(e).__name__}: {type(inner).__name__}"
        res["not_comparable"] = "is not comparable" in str(e)
    print("CASE_RESULT bug_max_pool1d_ceil_short_input " + json.dumps(res))


if __name__ == "__main__":
    main()
