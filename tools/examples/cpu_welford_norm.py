"""Variance reductions on CPU: var_mean and layer_norm over an odd inner size (129),
and var_mean over 2053 elements, past the two-pass threshold (1024), which Inductor
computes with Welford.

Exercises: two-pass sums, Welford (WelfordHelper, welford_combine, welford_vec_reduce_all),
masked tail reductions, statically sized loops with 129 = 8*16 + 1 and 2053 = 128*16 + 5 tails.
"""
import torch


def f(x, w, b, big):
    var, mean = torch.var_mean(x, dim=-1, keepdim=True)
    y = torch.nn.functional.layer_norm(x, (x.shape[-1],), w, b)
    v0 = torch.var(x, dim=0)
    big_var, big_mean = torch.var_mean(big, dim=-1)
    return var, mean, y, v0, big_var, big_mean


def main():
    torch.manual_seed(0)
    x = torch.randn(31, 129)
    w = torch.randn(129)
    b = torch.randn(129)
    big = torch.randn(6, 2053)
    got = torch.compile(f)(x, w, b, big)
    want = f(x, w, b, big)
    ok = all(torch.allclose(g, v, atol=1e-4, rtol=1e-4) for g, v in zip(got, want))
    print([tuple(g.shape) for g in got], "ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
