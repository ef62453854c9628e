"""Release capture: broadcasting pointwise ops under dynamic=True on CPU.

Exercises: symbolic sizes (ks0, ks1) in loop bounds and index expressions,
broadcast loads (stride 0 along one dim), vectorised main loop plus a scalar
tail of symbolic length, two outputs of one fused kernel. Runs on torch 2.5 to
2.15; the compiled result must match eager (assert).
"""
import torch


def f(x, y, b):
    a = torch.sigmoid(x) * y + b[:, None]
    c = torch.where(x > 0, x * 3.0, torch.exp(x) - 1.0)
    d = (x - y).abs().clamp(max=2.5) / (1.0 + y * y)
    return a, c, d


def main():
    torch.manual_seed(0)
    compiled = torch.compile(f, dynamic=True)
    for n, m in [(33, 129), (70, 17)]:
        x, y, b = torch.randn(n, m), torch.randn(m), torch.randn(n)
        got, want = compiled(x, y, b), f(x, y, b)
        for g, w in zip(got, want):
            torch.testing.assert_close(g, w, atol=1e-5, rtol=1e-5)
        print((n, m), [tuple(g.shape) for g in got], "ok")
    print("CASE_RESULT rel_pointwise_dynamic", {"same": True})


if __name__ == "__main__":
    main()
