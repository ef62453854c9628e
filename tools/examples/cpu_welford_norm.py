"""Welford reductions on CPU: var_mean and layer_norm over an odd inner size (129).

Exercises: WelfordHelper / welford_combine, masked tail reductions, local buffers,
statically sized loops with a 129 = 8*16 + 1 tail.
"""
import torch


def f(x, w, b):
    var, mean = torch.var_mean(x, dim=-1, keepdim=True)
    y = torch.nn.functional.layer_norm(x, (x.shape[-1],), w, b)
    v0 = torch.var(x, dim=0)
    return var, mean, y, v0


def main():
    torch.manual_seed(0)
    x = torch.randn(31, 129)
    w = torch.randn(129)
    b = torch.randn(129)
    got = torch.compile(f)(x, w, b)
    want = f(x, w, b)
    ok = all(torch.allclose(g, v, atol=1e-4, rtol=1e-4) for g, v in zip(got, want))
    print([tuple(g.shape) for g in got], "ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
