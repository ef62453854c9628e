"""Release capture: index-valued reductions and selections under dynamic shapes
(CPU): argmax / argmin along each dim, max with indices, masked_fill, clamp and a
comparison-driven where.

Exercises: IndexValue reductions (value and index carried together), reductions
over the outer dim with symbolic strides, bool masks. Runs on torch 2.5 to 2.15;
the compiled result must match eager (exact).
"""
import torch


def f(x):
    a0 = x.argmax(dim=0)
    a1 = x.argmin(dim=1)
    mv, mi = x.max(dim=-1)
    mf = x.masked_fill(x < -0.5, 0.0).clamp(-1.0, 1.0)
    w = torch.where(x > x.mean(dim=1, keepdim=True), x, -x)
    return a0, a1, mv, mi, mf, w


def main():
    torch.manual_seed(0)
    compiled = torch.compile(f, dynamic=True)
    for n, m in [(19, 67), (40, 11)]:
        x = torch.randn(n, m)
        got, want = compiled(x), f(x)
        for g, w in zip(got, want):
            torch.testing.assert_close(g, w, atol=1e-6, rtol=1e-6)
        print((n, m), [tuple(g.shape) for g in got], "ok")
    print("CASE_RESULT rel_argmax_where", {"same": True})


if __name__ == "__main__":
    main()
