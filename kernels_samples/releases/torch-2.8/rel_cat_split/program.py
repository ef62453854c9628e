"""Release capture: cat, stack, split and chunk on a dynamic dim (CPU).

Exercises: one output assembled from several inputs with per-input masks or
per-input kernels writing into offsets of one buffer (symbolic storage offsets),
split/chunk views with symbolic starts. Runs on torch 2.5 to 2.15; the compiled
result must match eager (assert).
"""
import torch


def f(x, y):
    c = torch.cat([x * 2.0, y, x[:, :3] + 1.0], dim=1)
    s = torch.stack([x, x.flip(0)], dim=0).sum(dim=0)
    a, b = torch.split(x, [4, x.shape[1] - 4], dim=1)
    h0, h1 = x.chunk(2, dim=0)
    return c, s, a * b[:, :4], h0 + h1[: h0.shape[0]]


def main():
    torch.manual_seed(0)
    compiled = torch.compile(f, dynamic=True)
    for n, m, k in [(10, 17, 5), (26, 9, 11)]:
        x, y = torch.randn(n, m), torch.randn(n, k)
        got, want = compiled(x, y), f(x, y)
        for g, w in zip(got, want):
            torch.testing.assert_close(g, w)
        print((n, m, k), [tuple(g.shape) for g in got], "ok")
    print("CASE_RESULT rel_cat_split", {"same": True})


if __name__ == "__main__":
    main()
