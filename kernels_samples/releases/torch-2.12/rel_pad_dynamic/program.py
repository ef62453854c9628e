"""Release capture: constant, reflect and replicate padding on dynamic dims (CPU).

Exercises: masked loads guarded by symbolic comparisons (`x >= 3`, `x < 3 + ks1`),
reflect index arithmetic with abs() of symbolic expressions, clamped (replicate)
indices, and padded outputs whose sizes are sums of symbols. Runs on torch 2.5 to
2.15; the compiled result must match eager (assert).
"""
import torch
import torch.nn.functional as F


def f(x):
    p = F.pad(x, (1, 2, 3, 0), value=0.25)
    r = F.pad(x, (2, 2, 1, 1), mode="reflect")
    q = F.pad(x, (1, 1, 2, 2), mode="replicate")
    return p * 2.0, r + 1.0, q.sum(dim=-1)


def main():
    torch.manual_seed(0)
    compiled = torch.compile(f, dynamic=True)
    for h, w in [(9, 13), (6, 21)]:
        x = torch.randn(2, 3, h, w)
        got, want = compiled(x), f(x)
        for g, v in zip(got, want):
            torch.testing.assert_close(g, v, atol=1e-5, rtol=1e-5)
        print((h, w), [tuple(g.shape) for g in got], "ok")
    print("CASE_RESULT rel_pad_dynamic", {"same": True})


if __name__ == "__main__":
    main()
