"""Release capture: views of a mark_dynamic input: slicing with steps, transpose,
narrow, expand+reshape, and as_strided on a second (static) input.

Exercises: non-contiguous strided loads with symbolic strides, a storage offset,
transposed copies, and as_strided windows that overlap. Runs on torch 2.5 to
2.15; the compiled result must match eager (assert).
"""
import torch


def f(x, z):
    a = x.t().contiguous() * 2.0
    b = x[1::2, 3:-2] + 1.0
    c = x.narrow(1, 2, 5) * x[:, :5]
    d = x[:, None, :4].expand(-1, 3, -1).reshape(-1, 12) - 0.5
    e = z.as_strided((6, 8), (5, 1), 3) + z.as_strided((6, 8), (1, 6), 1)
    return a, b, c, d, e


def main():
    torch.manual_seed(0)
    compiled = torch.compile(f)
    z = torch.randn(64)
    for n in (37, 22):
        # A column slice of a wider tensor: the input itself is strided.
        x = torch.randn(n, 30)[:, 1:25]
        torch._dynamo.mark_dynamic(x, 0)
        got, want = compiled(x, z), f(x, z)
        for g, w in zip(got, want):
            torch.testing.assert_close(g, w)
        print(n, [tuple(g.shape) for g in got], "ok")
    print("CASE_RESULT rel_views_strides", {"same": True})


if __name__ == "__main__":
    main()
