"""Release capture: reductions under dynamic shapes on CPU: sum along each dim,
softmax / log_softmax, var_mean and layer_norm with affine parameters.

Exercises: horizontal and vertical reductions with symbolic extents, two-pass
softmax (max, sum of exp), Welford or two-pass variance, masked tail loops.
Runs on torch 2.5 to 2.15; the compiled result must match eager (assert).
"""
import torch
import torch.nn.functional as F


def f(x, w, b):
    s0 = x.sum(dim=0)
    s1 = x.sum(dim=1, keepdim=True)
    sm = torch.softmax(x, dim=-1)
    lsm = F.log_softmax(x, dim=0)
    var, mean = torch.var_mean(x, dim=-1)
    ln = F.layer_norm(x, (x.shape[-1],), w, b)
    return s0, s1, sm, lsm, var, mean, ln


def main():
    torch.manual_seed(0)
    compiled = torch.compile(f, dynamic=True)
    for n, m in [(7, 129), (12, 50)]:
        x, w, b = torch.randn(n, m), torch.randn(m), torch.randn(m)
        got, want = compiled(x, w, b), f(x, w, b)
        for g, v in zip(got, want):
            torch.testing.assert_close(g, v, atol=1e-4, rtol=1e-4)
        print((n, m), [tuple(g.shape) for g in got], "ok")
    print("CASE_RESULT rel_reductions", {"same": True})


if __name__ == "__main__":
    main()
