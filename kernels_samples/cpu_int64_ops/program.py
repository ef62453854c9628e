"""Integer (int64 / int32 / bool) pointwise and reduction kernels on CPU, dynamic shapes.

Exercises: VectorizedN<int64_t,2>, integer floor division and modulo helpers
(c10::div_floor_integer), bit shifts and masks, comparisons producing bools,
int casts (at::vec::convert), argmax (IndexValue reductions), and a masked tail
with a symbolic size.
"""
import torch


def f(a, b):
    q = torch.div(a, b, rounding_mode="floor")
    r = torch.remainder(a, b)
    s = (a << 3) ^ (b & 0xFF) | (a >> 1)
    m = torch.where(a > b, a, b).sum(dim=-1)
    c = (a.to(torch.int32) * 7 + 1).to(torch.int64)
    am = a.argmax(dim=-1)
    return q, r, s, m, c, am


def main():
    torch.manual_seed(0)
    compiled = torch.compile(f, dynamic=True)
    for n in (129, 45):
        a = torch.randint(-1000, 1000, (9, n), dtype=torch.int64)
        b = torch.randint(1, 50, (9, n), dtype=torch.int64)
        got = compiled(a, b)
        want = f(a, b)
        ok = all(torch.equal(g, w) for g, w in zip(got, want))
        print(n, [tuple(g.shape) for g in got], "ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
